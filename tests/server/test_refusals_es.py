"""Every refusal of the API, the sockets and the error pages, in Spanish: no English label."""

from __future__ import annotations

import html
import re
import sqlite3
import string

import pytest

from tests.extras import require
from tests.test_i18n import ENGLISH_WORDS

require("starlette")
testclient = require("starlette.testclient")
websockets = require("starlette.websockets")
from cardrules.server import Limits, _app, create_app  # noqa: E402
from cardrules.server._refusals import REFUSALS, accepted_language, refusal  # noqa: E402

ENGLISH = re.compile(
    ENGLISH_WORDS.pattern[:-3]
    + r"|table|tables|token|spectator|spectators|body|move|moves|request|requests|message"
    + r"|messages|sockets|could|save|retrying|must|got|game|over|yet|nothing|only"
    + r"|allowed|failed|page|most|too|many|second|is|are|of|for|with|and)\b",
    re.IGNORECASE,
)
"""The library's English labels and the server's own English words."""

LITERALS = re.compile(
    r"'[^']*'|\"[^\"]*\"|\{[^}]*\}|Content-Type: \S+|--allow-origin \S+|https?://\S+"
    r"|\b[A-Z]-\d+\b|\b\d[\w@:+-]*"
)
"""What a message quotes as it was sent (names, notation, JSON keys, options): not words."""


def english_in(text):
    return ENGLISH.findall(LITERALS.sub(" ", text))


def test_every_refusal_has_both_languages_with_the_same_parameters():
    for key, texts in REFUSALS.items():
        assert set(texts) == {"en", "es"}, key
        fields = [{f for _, f, _, _ in string.Formatter().parse(t) if f} for t in texts.values()]
        assert fields[0] == fields[1], key


@pytest.mark.parametrize("key", sorted(REFUSALS))
def test_every_refusal_in_spanish_holds_no_english_word(key):
    texts = REFUSALS[key]
    fields = {f for _, f, _, _ in string.Formatter().parse(texts["es"]) if f}
    told = refusal(key, "es", **dict.fromkeys(fields, "'x'"))
    assert not english_in(told), (key, told, english_in(told))
    assert english_in(refusal(key, "en", **dict.fromkeys(fields, "'x'"))) or key.startswith("way")


def test_the_language_is_the_querys_else_the_accept_language_headers():
    assert accepted_language("es", None) == "es"
    assert accepted_language(None, "fr-FR, es;q=0.5, en;q=0.4") == "es"
    assert accepted_language(None, "en-GB, es;q=0.9") == "en"
    assert accepted_language("fr", "es") == "es"
    assert accepted_language(None, "es;q=bad, en") == "en"
    assert accepted_language(None, None) == "en"


TWO = {"game": "veneno", "rules": {"players": 2}, "seats": ["person", "person"], "seed": 7}
JSON = {"content-type": "application/json"}


@pytest.fixture
def client(tmp_path):
    limits = Limits(sockets=1, spectators=1, rate=0.01, burst=3, message_bytes=200)
    app = create_app(str(tmp_path / "t.sqlite3"), bot_delay=0, limits=limits)
    with testclient.TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def make(client):
    made = client.post("/api/tables", json=TWO).json()
    return made["table"], {entry["seat"]: entry["token"] for entry in made["seats"]}


CREATIONS = [
    ({"content": b"{}", "headers": {"content-type": "text/plain"}}, 415),
    ({"json": TWO, "headers": {"origin": "https://evil.example"}}, 403),
    ({"content": b"{nope", "headers": JSON}, 400),
    ({"content": b"[" * 5000, "headers": JSON}, 400),
    ({"content": b"{" + b" " * 20_000 + b"}", "headers": JSON}, 413),
    ({"json": [1]}, 400),
    ({"json": {**TWO, "x": 1}}, 400),
    ({"json": {"game": "veneno", "rules": {}}}, 400),
    ({"json": {**TWO, "game": "nope"}}, 400),
    ({"json": {**TWO, "game": "chupate", "rules": {"players": 5}}}, 400),
    ({"json": {**TWO, "rules": {"players": 2, "colour": 1}}}, 400),
    ({"json": {**TWO, "rules": {"players": 2, "loss_threshold": 2**64 - 1}}}, 400),
    ({"json": {**TWO, "seats": ["person", "robot"]}}, 400),
    ({"json": {**TWO, "seats": ["person"]}}, 400),
    ({"json": {**TWO, "seed": -1}}, 400),
]


@pytest.mark.parametrize(("request_", "status"), CREATIONS)
@pytest.mark.parametrize("asked", ["query", "header"])
def test_every_refused_table_is_told_in_spanish(client, request_, status, asked):
    if asked == "query":
        answer = client.post("/api/tables?lang=es", **request_)
    else:
        headers = {**request_.get("headers", {}), "accept-language": "es-ES,es;q=0.9"}
        answer = client.post("/api/tables", **{**request_, "headers": headers})
    assert answer.status_code == status
    told = answer.json()["error"]
    assert not english_in(told), (told, english_in(told))


def test_the_players_refusal_is_the_librarys_spanish_message(client):
    body = {**TWO, "game": "chupate", "rules": {"players": 5}, "seats": ["person"] * 5}
    told = client.post("/api/tables?lang=es", json=body).json()["error"]
    assert "tiene que ser uno de 2, 3, 4, 6 (C-2), no 5" in told


def test_every_refused_read_and_move_is_told_in_spanish(client, monkeypatch):
    table, tokens = make(client)
    shown = client.get(f"/api/tables/{table}").json()
    seat = shown["view"]["current_player"]
    other = 1 - seat
    legal = client.get(f"/api/tables/{table}", params={"token": tokens[seat]}).json()
    legal = legal["view"]["legal_moves"][0]
    moves = f"/api/tables/{table}/moves?lang=es"
    answers = [
        client.get("/api/tables/nope?lang=es"),
        client.get(f"/api/tables/{table}?lang=es&token=wrong"),
        client.get(f"/api/tables/{table}/record?lang=es"),
        client.get("/api/nothing?lang=es"),
        client.get("/api/tables?lang=es"),
        client.post(moves, json={"move": legal}),
        client.post(moves, json={"token": 5, "move": legal}),
        client.post(moves, json={"token": "", "move": legal}),
        client.post(moves, json={"token": "wrong", "move": legal}),
        client.post(moves, json={"token": tokens[seat], "move": 5}),
        client.post(moves, json={"token": tokens[seat], "move": "junk"}),
        client.post(moves, json={"token": tokens[seat], "move": "7C@9"}),
        client.post(moves, json={"token": tokens[other], "move": legal}),
    ]
    monkeypatch.setattr(_app, "STORE_RETRIES", ())
    server = client.app.state.server

    def locked(rows):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(server.store, "add_moves", locked)
    answers.append(client.post(moves, json={"token": tokens[seat], "move": legal}))
    monkeypatch.setattr(_app.Table, "message", lambda self, seat: 1 / 0)
    answers.append(client.get(f"/api/tables/{table}?lang=es"))
    statuses = [answer.status_code for answer in answers]
    assert statuses == [404, 403, 409, 404, 405, 400, 400, 403, 403, 400, 400, 400, 409, 503, 500]
    for answer in answers:
        told = answer.json()["error"]
        assert not english_in(told), (told, english_in(told))


def test_a_flood_of_posts_is_told_in_spanish(tmp_path):
    app = create_app(str(tmp_path / "t.sqlite3"), limits=Limits(requests=0.01, request_burst=1))
    with testclient.TestClient(app) as client:
        client.post("/api/tables", json=TWO)
        answer = client.post("/api/tables", json=TWO, headers={"accept-language": "es"})
        assert answer.status_code == 429
        assert not english_in(answer.json()["error"])


def closing(socket):
    told = socket.receive_json()
    with pytest.raises(websockets.WebSocketDisconnect) as closed:
        socket.receive_json()
    return told, closed.value.code


def test_every_socket_refusal_is_told_in_spanish(client):
    table, tokens = make(client)
    seat = client.get(f"/api/tables/{table}").json()["view"]["current_player"]
    told = []
    base = f"/api/tables/{table}/ws?lang=es"
    for address in ("/api/tables/nope/ws?lang=es", f"{base}&token=wrong"):
        with client.websocket_connect(address) as socket:
            told.append(closing(socket))
    with client.websocket_connect(base, headers={"origin": "https://evil.example"}) as socket:
        told.append(closing(socket))
    with client.websocket_connect(base) as watcher:
        watcher.receive_json()
        watcher.send_json({"move": "7C@0"})
        spectator = watcher.receive_json()
        assert spectator["status"] == 403
        told.append((spectator, None))
        with client.websocket_connect(base) as second:
            told.append(closing(second))
    sends = [
        lambda s: s.send_bytes(b"x"),
        lambda s: s.send_text("{nope"),
        lambda s: s.send_text("[" * 150),
        lambda s: s.send_json({"moves": 1}),
        lambda s: s.send_text("x" * 300),
    ]
    for send in sends:
        with client.websocket_connect(f"{base}&token={tokens[seat]}") as socket:
            socket.receive_json()
            send(socket)
            told.append(closing(socket))
    with client.websocket_connect(f"{base}&token={tokens[seat]}") as socket:
        socket.receive_json()
        socket.send_json({"move": "7C@9"})
        told.append((socket.receive_json(), None))
        with client.websocket_connect(f"{base}&token={tokens[seat]}") as again:
            told.append(closing(again))
        socket.receive_json()
        for _ in range(3):
            socket.send_json({"move": "junk"})
        flooded = [socket.receive_json() for _ in range(4)]
        assert [m.get("status") for m in flooded] == [400, None, 400, None]
        told += [(flooded[0], None), closing(socket)]
    codes = [code for _, code in told]
    assert codes == [
        *(4404, 4403, 4403, None, 1008),
        *(1003, 1003, 1003, 1003, 1009),
        *(None, 1008, None, 1008),
    ]
    for message, _ in told:
        assert not english_in(message["error"]), (message, english_in(message["error"]))


TAGS = re.compile(r"<style.*?</style>|<[^>]+>", re.DOTALL)


def test_every_error_page_is_spanish_with_a_way_on(client):
    table, _ = make(client)
    pages = {
        "missing": client.get("/tables/nope?lang=es"),
        "wrong token": client.get(f"/tables/{table}?token=wrong&lang=es"),
        "not over": client.get(f"/tables/{table}/replay?lang=es"),
        "nothing here": client.get("/nothing?lang=es"),
    }
    assert [page.status_code for page in pages.values()] == [404, 403, 409, 404]
    for name, page in pages.items():
        body = page.text[page.text.index("<body") :]
        words = html.unescape(TAGS.sub(" ", body))
        assert not english_in(words), (name, words, english_in(words))
        assert 'href="/?lang=es"' in body, name
    assert (
        f'href="/tables/{table}?lang=es">Mirar la mesa como espectador' in pages["wrong token"].text
    )


def test_an_empty_token_shows_the_spectators_view(client):
    table, _ = make(client)
    page = client.get(f"/tables/{table}?token=")
    assert page.status_code == 200
    assert client.get(f"/api/tables/{table}?token=").json()["seat"] is None
    with client.websocket_connect(f"/api/tables/{table}/ws?token=") as socket:
        assert socket.receive_json()["seat"] is None
