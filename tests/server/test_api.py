"""The table server's HTTP and WebSocket API: every answer, every error path, bots, races."""

from __future__ import annotations

import asyncio
import json
import re

import pytest

from cardrules import chupate, veneno
from cardrules.records import read_records
from tests.extras import require
from tests.server.helpers import wait_for

require("starlette")
testclient = require("starlette.testclient")
websockets = require("starlette.websockets")
from cardrules.server import Limits, TableError, TableServer, create_app  # noqa: E402
from cardrules.server._table import token_digest  # noqa: E402

SEED = 123456789012345678
SEATS = ["person", "person", "greedy", "random"]
JSON = {"content-type": "application/json"}


@pytest.fixture
def client(tmp_path):
    app = create_app(str(tmp_path / "tables.sqlite3"), bot_delay=0, limits=Limits(rate=5, burst=8))
    with testclient.TestClient(app) as test_client:
        yield test_client


def make(client, game="chupate", players=4, seats=None, seed=SEED, **rules):
    body = {"game": game, "rules": {"players": players, **rules}, "seats": seats or SEATS}
    if seed is not None:
        body["seed"] = seed
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 201, answer.text
    made = answer.json()
    return made["table"], {entry["seat"]: entry["token"] for entry in made["seats"]}


def get(client, table, token=None):
    params = {} if token is None else {"token": token}
    answer = client.get(f"/api/tables/{table}", params=params)
    assert answer.status_code == 200, answer.text
    return answer.json()


class Whole:
    """A socket's messages put together as the page does: the whole object, then deltas."""

    def __init__(self, socket):
        self.socket, self.latest = socket, None

    def receive(self):
        data = self.socket.receive_json()
        assert isinstance(data["seq"], int)
        if "error" in data:
            return data
        if "since" in data:
            assert self.latest is not None, "a delta before the whole object"
            assert data.pop("since") == self.latest["seq"], "a gap"
            data["log"] = self.latest["log"] + data["log"]
        assert data["seq"] == len(data["log"])
        self.latest = data
        return {key: value for key, value in data.items() if key != "seq"}


def expected(state, seat, log):
    view = state.view(seat)
    shown = view.to_dict()
    shown.setdefault("legal_moves", [str(m) for m in view.legal_moves()])
    return {"seat": seat, "view": shown, "log": log, "over": False, "outcome": None}


def test_a_table_answers_tokens_for_people_only_and_plays_the_seeded_game(client):
    answer = client.post(
        "/api/tables",
        json={"game": "chupate", "rules": {"players": 4}, "seats": SEATS, "seed": SEED},
    )
    assert answer.status_code == 201
    made = answer.json()
    assert set(made) == {"table", "seats", "url"}
    assert made["url"] == f"/tables/{made['table']}"
    assert [entry["seat"] for entry in made["seats"]] == [0, 1]
    tokens = [entry["token"] for entry in made["seats"]]
    assert len(set(tokens)) == 2
    assert all(len(token) >= 20 for token in tokens)
    state = chupate.new_game(chupate.Rules(players=4), SEED)
    if state.current_player in (0, 1):
        assert get(client, made["table"], tokens[0]) == expected(state, 0, [])


def test_every_message_is_the_seats_view_and_never_the_seed(client):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    state = veneno.new_game(veneno.Rules(players=2), SEED)
    log = []
    for _ in range(6):
        seat = state.current_player
        for k in (0, 1):
            shown = get(client, table, tokens[k])
            assert shown == expected(state, k, log)
            assert str(SEED) not in json.dumps(shown)
        spectator = get(client, table)
        assert spectator["seat"] is None
        assert spectator["view"]["legal_moves"] == []
        assert str(SEED) not in json.dumps(spectator)
        move = str(state.legal_moves()[-1])
        answer = client.post(
            f"/api/tables/{table}/moves", json={"token": tokens[seat], "move": move}
        )
        assert answer.status_code == 200
        state = state.play(move)
        log.append({"seat": seat, "move": move})
        assert answer.json() == expected(state, seat, log)


def test_illegal_and_out_of_turn_moves_are_409_with_the_rule_and_change_nothing(client):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    state = veneno.new_game(veneno.Rules(players=2), SEED)
    mover, waiting = state.current_player, 1 - state.current_player
    before = [get(client, table, tokens[k]) for k in (0, 1)] + [get(client, table)]
    legal = str(state.legal_moves()[0])
    answer = client.post(
        f"/api/tables/{table}/moves", json={"token": tokens[waiting], "move": legal}
    )
    assert answer.status_code == 409
    assert set(answer.json()) == {"error", "rule"}
    assert answer.json()["rule"] is not None
    assert answer.json()["error"].startswith(answer.json()["rule"])
    foreign = next(c for c in veneno.build_deck() if c not in state.hands[mover])
    answer = client.post(
        f"/api/tables/{table}/moves", json={"token": tokens[mover], "move": f"{foreign}@0"}
    )
    assert answer.status_code == 409
    assert answer.json() == {
        "error": state.why_illegal(veneno.parse_move(f"{foreign}@0")),
        "rule": answer.json()["error"].split(":")[0],
    }
    assert [get(client, table, tokens[k]) for k in (0, 1)] + [get(client, table)] == before


BAD_BODIES = [
    pytest.param(b"not json", id="not-json"),
    pytest.param(b"[1, 2]", id="not-an-object"),
    pytest.param(b'{"move": "7C@0"}', id="no-token"),
    pytest.param(b'{"token": "x", "move": "7C@0", "extra": 1}', id="extra-key"),
    pytest.param(b'{"token": 5, "move": "7C@0"}', id="token-not-a-string"),
]


@pytest.mark.parametrize("body", BAD_BODIES)
def test_a_malformed_move_body_is_400_and_changes_nothing(client, body):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    before = get(client, table, tokens[0])
    answer = client.post(f"/api/tables/{table}/moves", content=body, headers=JSON)
    assert answer.status_code == 400
    assert set(answer.json()) == {"error"}
    assert get(client, table, tokens[0]) == before


@pytest.mark.parametrize("move", [5, None, "junk", "7C@9", ""])
def test_a_move_that_is_no_notation_is_400(client, move):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    seat = get(client, table)["view"]["current_player"]
    before = get(client, table, tokens[seat])
    answer = client.post(f"/api/tables/{table}/moves", json={"token": tokens[seat], "move": move})
    assert answer.status_code == 400, answer.text
    assert "error" in answer.json()
    assert get(client, table, tokens[seat]) == before


BAD_TABLES = [
    pytest.param({"game": "chess", "rules": {"players": 2}, "seats": ["person"] * 2}, "chess"),
    pytest.param({"game": "veneno", "rules": {"players": 9}, "seats": ["person"] * 9}, "players"),
    pytest.param({"game": "veneno", "rules": {"players": 2, "x": 1}, "seats": ["person"] * 2}, "x"),
    pytest.param({"game": "veneno", "rules": [2], "seats": ["person"] * 2}, "rules"),
    pytest.param({"game": "veneno", "rules": {"players": 2}, "seats": ["person"]}, "1 seats"),
    pytest.param(
        {"game": "veneno", "rules": {"players": 2}, "seats": ["person", "alien"]}, "alien"
    ),
    pytest.param({"game": "veneno", "rules": {"players": 2}, "seats": "person"}, "seats"),
    pytest.param({"game": "veneno", "rules": {"players": 2}}, "seats"),
    pytest.param({"game": 7, "rules": {"players": 2}, "seats": ["person"] * 2}, "game"),
    pytest.param(
        {"game": "veneno", "rules": {"players": 2}, "seats": ["person"] * 2, "seed": -1}, "seed"
    ),
    pytest.param(
        {"game": "veneno", "rules": {"players": 2}, "seats": ["person"] * 2, "seed": True}, "seed"
    ),
    pytest.param(
        {"game": "veneno", "rules": {"players": 2}, "seats": ["person"] * 2, "seed": 2**64}, "seed"
    ),
    pytest.param(
        {"game": "veneno", "rules": {"players": 2}, "seats": ["person"] * 2, "colour": 1}, "colour"
    ),
    pytest.param([], "object"),
]


@pytest.mark.parametrize(("body", "named"), BAD_TABLES)
def test_a_bad_table_is_400_naming_what_was_wrong(client, body, named):
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 400, answer.text
    assert named in answer.json()["error"]


def test_unknown_tables_are_404_and_unknown_tokens_403(client):
    table, tokens = make(client, "veneno", players=2, seats=["person", "greedy"])
    for path in ("", "/frame", "/record"):
        assert client.get(f"/api/tables/nope{path}").status_code == 404
    for path in ("", "/frame"):
        forged = client.get(f"/api/tables/{table}{path}", params={"token": "forged"})
        assert forged.status_code == 403
        assert table in forged.json()["error"]
    answer = client.post("/api/tables/nope/moves", json={"token": tokens[0], "move": "7C@0"})
    assert answer.status_code == 404
    assert "nope" in answer.json()["error"]
    answer = client.post(f"/api/tables/{table}/moves", json={"token": "forged", "move": "7C@0"})
    assert answer.status_code == 403
    assert client.get("/tables/nope").status_code == 404
    assert client.get(f"/tables/{table}", params={"token": "forged"}).status_code == 403
    assert client.get(f"/tables/{table}/replay").status_code == 409


def test_an_oversized_body_is_413(client):
    answer = client.post("/api/tables", content=b"{" + b" " * 20_000 + b"}", headers=JSON)
    assert answer.status_code == 413
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    answer = client.post(
        f"/api/tables/{table}/moves", json={"token": tokens[0], "move": "x" * 20_000}
    )
    assert answer.status_code == 413


def test_tables_beyond_the_limit_are_refused_and_the_others_keep_working(tmp_path):
    app = create_app(str(tmp_path / "few.sqlite3"), bot_delay=0, limits=Limits(tables=2))
    with testclient.TestClient(app) as few:
        first, tokens = make(few, "veneno", players=2, seats=["person", "person"])
        make(few, "veneno", players=2, seats=["person", "person"])
        body = {"game": "veneno", "rules": {"players": 2}, "seats": ["person", "person"]}
        answer = few.post("/api/tables", json=body)
        assert answer.status_code == 503
        assert "2 tables" in answer.json()["error"]
        assert get(few, first, tokens[0])["seat"] == 0


def test_a_fresh_seed_is_drawn_when_none_is_given(client):
    first, tokens = make(client, "veneno", players=2, seats=["person", "person"], seed=None)
    second, others = make(client, "veneno", players=2, seats=["person", "person"], seed=None)
    assert get(client, first, tokens[0])["view"] != get(client, second, others[0])["view"]


def test_bots_play_a_whole_game_by_themselves_and_the_record_replays_it(client):
    table, tokens = make(
        client, "veneno", players=3, seats=["greedy", "random", "ismcts"], loss_threshold=1
    )
    assert tokens == {}
    assert client.get(f"/api/tables/{table}/record").status_code == 409
    final = wait_for(lambda: (shown := get(client, table))["over"] and shown, "the bots' game", 60)
    assert final["outcome"]["winners"]
    assert final["outcome"]["reason"]
    text = client.get(f"/api/tables/{table}/record").text
    (record,) = read_records(text)
    assert record.seed == SEED
    assert [str(move) for move in record.moves] == [entry["move"] for entry in final["log"]]
    assert list(record.replay()[-1].outcome.winners) == final["outcome"]["winners"]
    page = client.get(f"/tables/{table}/replay")
    assert page.status_code == 200
    assert page.text.startswith("<!DOCTYPE html>")


# -- sockets --------------------------------------------------------------------------------


def test_a_socket_sends_the_view_at_once_and_after_every_move(client):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    with (
        client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[0]}") as zero,
        client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[1]}") as one,
        client.websocket_connect(f"/api/tables/{table}/ws") as watcher,
    ):
        wholes = {0: Whole(zero), 1: Whole(one), None: Whole(watcher)}
        assert wholes[0].receive() == get(client, table, tokens[0])
        assert wholes[1].receive() == get(client, table, tokens[1])
        assert wholes[None].receive() == get(client, table)
        for number in range(1, 5):
            seat = get(client, table)["view"]["current_player"]
            socket = zero if seat == 0 else one
            move = get(client, table, tokens[seat])["view"]["legal_moves"][0]
            socket.send_json({"move": move})
            for k in (0, 1, None):
                received = wholes[k].receive()
                assert received == get(client, table, None if k is None else tokens[k])
                assert received["log"][-1] == {"seat": seat, "move": move}
                assert wholes[k].latest["seq"] == number


def test_after_the_first_message_a_socket_is_sent_only_the_new_moves(client):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    with client.websocket_connect(f"/api/tables/{table}/ws") as watcher:
        first = watcher.receive_json()
        assert (first["seq"], first["log"], "since" in first) == (0, [], False)
        for number in range(1, 4):
            seat = get(client, table)["view"]["current_player"]
            move = get(client, table, tokens[seat])["view"]["legal_moves"][0]
            client.post(f"/api/tables/{table}/moves", json={"token": tokens[seat], "move": move})
            delta = watcher.receive_json()
            assert delta["seq"] == number
            assert delta["since"] == number - 1
            assert delta["log"] == [{"seat": seat, "move": move}]
            assert delta["view"] == get(client, table)["view"]


def test_a_second_socket_for_a_seat_gets_the_full_view_again(client):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    with client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[0]}") as first:
        shown = first.receive_json()
        assert "since" not in shown
        with client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[0]}") as second:
            assert second.receive_json() == shown
    with client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[0]}") as again:
        assert again.receive_json() == shown


def test_an_illegal_move_on_a_socket_is_answered_and_the_socket_stays(client):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    seat = get(client, table)["view"]["current_player"]
    before = get(client, table, tokens[seat])
    with client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[1 - seat]}") as socket:
        whole = Whole(socket)
        whole.receive()
        socket.send_json({"move": before["view"]["legal_moves"][0]})
        refused = whole.receive()
        assert refused["status"] == 409
        assert refused["rule"]
        assert refused["seq"] == 0
        assert whole.receive() == get(client, table, tokens[1 - seat])
        socket.send_json({"move": "junk"})
        assert socket.receive_json()["status"] == 400
    with client.websocket_connect(f"/api/tables/{table}/ws") as watcher:
        watcher.receive_json()
        watcher.send_json({"move": before["view"]["legal_moves"][0]})
        assert watcher.receive_json()["status"] == 403
    assert get(client, table, tokens[seat]) == before


@pytest.mark.parametrize(
    ("send", "status", "code"),
    [
        pytest.param(lambda s: s.send_text("{not json"), 400, 1003, id="not-json"),
        pytest.param(lambda s: s.send_json([1]), 400, 1003, id="not-an-object"),
        pytest.param(lambda s: s.send_json({"move": "x", "more": 1}), 400, 1003, id="extra-key"),
        pytest.param(lambda s: s.send_bytes(b"\x00\x01"), 400, 1003, id="bytes"),
        pytest.param(lambda s: s.send_text(" " * 5000), 413, 1009, id="oversized"),
    ],
)
def test_a_malformed_socket_message_is_told_and_the_socket_closed(client, send, status, code):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    before = get(client, table, tokens[0])
    with client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[0]}") as socket:
        socket.receive_json()
        send(socket)
        assert socket.receive_json()["status"] == status
        with pytest.raises(websockets.WebSocketDisconnect) as closed:
            socket.receive_json()
        assert closed.value.code == code
    assert get(client, table, tokens[0]) == before


def drain(socket, into):
    while True:
        into.append(socket.receive_json())


def test_a_flood_closes_the_socket_and_other_tables_keep_working(client):
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    other, others = make(client, "veneno", players=2, seats=["person", "person"])
    seat = get(client, table)["view"]["current_player"]
    before = get(client, table, tokens[seat])
    refused = []
    with client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[1 - seat]}") as socket:
        socket.receive_json()
        for _ in range(100):  # out of turn: each is refused, and the bucket (burst 8) runs dry
            socket.send_json({"move": before["view"]["legal_moves"][0]})
        with pytest.raises(websockets.WebSocketDisconnect) as closed:
            drain(socket, refused)
        assert closed.value.code == 1008
    assert refused[-1]["status"] == 429
    assert "a second" in refused[-1]["error"]
    assert get(client, table, tokens[seat]) == before
    mover = get(client, other)["view"]["current_player"]
    move = get(client, other, others[mover])["view"]["legal_moves"][0]
    answer = client.post(f"/api/tables/{other}/moves", json={"token": others[mover], "move": move})
    assert answer.status_code == 200


def test_a_flood_of_posts_from_one_address_is_429_and_changes_nothing(tmp_path):
    app = create_app(
        str(tmp_path / "flood.sqlite3"), bot_delay=0, limits=Limits(requests=1, request_burst=6)
    )
    with testclient.TestClient(app) as flooded:
        table, tokens = make(flooded, "veneno", players=2, seats=["person", "person"])
        before = get(flooded, table, tokens[0])
        seat = before["view"]["current_player"]
        legal = get(flooded, table, tokens[seat])["view"]["legal_moves"][0]
        waiting = {"token": tokens[1 - seat], "move": legal}  # out of turn: 409 each
        answers = [flooded.post(f"/api/tables/{table}/moves", json=waiting) for _ in range(20)]
        assert {answer.status_code for answer in answers} == {409, 429}
        refused = next(answer for answer in answers if answer.status_code == 429)
        assert "too many requests" in refused.json()["error"]
        playing = {"token": tokens[seat], "move": legal}  # refused before it is even read
        assert flooded.post(f"/api/tables/{table}/moves", json=playing).status_code == 429
        assert [get(flooded, table, tokens[0]) for _ in range(20)][-1] == before  # reads go on
        with flooded.websocket_connect(f"/api/tables/{table}/ws?token={tokens[0]}") as socket:
            assert Whole(socket).receive() == before  # sockets are not counted; nothing changed


def test_spectators_beyond_their_limit_are_told_and_closed_and_seats_still_connect(tmp_path):
    limits = Limits(sockets=2, spectators=2)
    app = create_app(str(tmp_path / "few.sqlite3"), bot_delay=0, limits=limits)
    with testclient.TestClient(app) as few:
        table, tokens = make(few, "veneno", players=2, seats=["person", "person"])
        watch = f"/api/tables/{table}/ws"
        with few.websocket_connect(watch) as one, few.websocket_connect(watch) as two:
            one.receive_json()
            two.receive_json()
            with few.websocket_connect(watch) as three:
                assert three.receive_json()["status"] == 429
                with pytest.raises(websockets.WebSocketDisconnect) as closed:
                    three.receive_json()
                assert closed.value.code == 1008
            with (  # the spectators are full; each seat still joins, twice
                few.websocket_connect(f"{watch}?token={tokens[0]}") as seat0,
                few.websocket_connect(f"{watch}?token={tokens[0]}") as again,
                few.websocket_connect(f"{watch}?token={tokens[1]}") as seat1,
            ):
                assert [s.receive_json()["seat"] for s in (seat0, again, seat1)] == [0, 0, 1]
                with few.websocket_connect(f"{watch}?token={tokens[0]}") as third:
                    assert third.receive_json()["status"] == 429  # one seat's own limit
                seat = get(few, table)["view"]["current_player"]  # the open ones go on
                move = get(few, table, tokens[seat])["view"]["legal_moves"][0]
                few.post(f"/api/tables/{table}/moves", json={"token": tokens[seat], "move": move})
                for socket in (one, two, seat0, seat1):
                    assert socket.receive_json()["log"] == [{"seat": seat, "move": move}]


@pytest.mark.parametrize(("path", "code"), [("nope/ws", 4404), ("{table}/ws?token=forged", 4403)])
def test_a_socket_to_an_unknown_table_or_token_is_told_and_closed(client, path, code):
    table, _ = make(client, "veneno", players=2, seats=["person", "person"])
    with client.websocket_connect("/api/tables/" + path.format(table=table)) as socket:
        told = socket.receive_json()
        assert told["status"] == (404 if code == 4404 else 403)
        with pytest.raises(websockets.WebSocketDisconnect) as closed:
            socket.receive_json()
        assert closed.value.code == code


# -- persistence and races, without HTTP ----------------------------------------------------


def person_to_play(client, table, tokens):
    """``(seat,)`` when a person is to play (a bot waits for nobody), else ``None``."""
    seat = get(client, table)["view"]["current_player"]
    return (seat,) if seat in tokens else None


def test_a_reopened_server_rebuilds_every_table_with_the_same_tokens(tmp_path):
    db = str(tmp_path / "t.sqlite3")
    with testclient.TestClient(create_app(db, bot_delay=0)) as first:
        table, tokens = make(first, "chupate", players=3, seats=["person", "person", "greedy"])
        for _ in range(10):
            seat = wait_for(lambda: person_to_play(first, table, tokens), "a person's turn")[0]
            move = get(first, table, tokens[seat])["view"]["legal_moves"][0]
            first.post(f"/api/tables/{table}/moves", json={"token": tokens[seat], "move": move})
        wait_for(lambda: person_to_play(first, table, tokens), "a person's turn")
        seen = {k: get(first, table, tokens[k]) for k in tokens} | {None: get(first, table)}
    with testclient.TestClient(create_app(db, bot_delay=0)) as second:
        assert {k: get(second, table, tokens[k]) for k in tokens} | {
            None: get(second, table)
        } == seen


def test_two_moves_racing_for_one_turn_play_exactly_one(tmp_path):
    async def race():
        server = TableServer(str(tmp_path / "race.sqlite3"), bot_delay=0)
        await server.open()
        made = await server.create(
            {"game": "veneno", "rules": {"players": 2}, "seats": ["person", "person"], "seed": 4}
        )
        table = server.table(made["table"])
        seat = table.to_play
        first, second = (str(move) for move in table.state.legal_moves()[:2])
        results = await asyncio.gather(
            server.play(table, seat, first),
            server.play(table, seat, second),
            return_exceptions=True,
        )
        await server.close()
        return table, results

    table, results = asyncio.run(race())
    assert results[0] is None
    assert isinstance(results[1], TableError)
    assert results[1].status == 409
    assert len(table.log) == 1


def test_the_frame_draws_the_picture_in_the_pages_language(client):
    # two people: no bot moves between the two requests, so both frames show one position
    table, tokens = make(client, "veneno", players=2, seats=["person", "person"])
    frames = {
        lang: client.get(
            f"/api/tables/{table}/frame", params={"token": tokens[0], "lang": lang}
        ).json()
        for lang in ("en", "es")
    }
    english, spanish = frames["en"]["picture"], frames["es"]["picture"]
    # the public table: the seat's own hand is the page's clickable cards, shown once
    assert "as seat 0 sees it" not in english
    assert "vista de jugador 0" not in spanish
    assert "3 cards in hand" in english
    assert "3 cartas en la mano" in spanish
    assert "montón 0" in spanish
    assert "pile 0" not in spanish
    # the same cards in both
    cards = re.compile(r'data-card="([^"]+)"')
    assert sorted(cards.findall(spanish)) == sorted(cards.findall(english))


def test_the_table_file_keeps_token_digests_never_the_tokens(tmp_path):
    path = tmp_path / "tables.sqlite3"
    app = create_app(str(path), bot_delay=0, limits=Limits(rate=5, burst=8))
    with testclient.TestClient(app) as first:
        table, tokens = make(first, "veneno", players=2, seats=["person", "person"])
    files = [p for p in tmp_path.iterdir() if p.name.startswith("tables.sqlite3")]
    held = b"".join(p.read_bytes() for p in files)
    assert all(token.encode() not in held for token in tokens.values())
    assert all(token_digest(token).encode() in held for token in tokens.values())
    again = create_app(str(path), bot_delay=0, limits=Limits(rate=5, burst=8))
    with testclient.TestClient(again) as second:
        for seat, token in tokens.items():
            assert get(second, table, token)["seat"] == seat
        wrong = second.get(f"/api/tables/{table}", params={"token": token_digest(tokens[0])})
        assert wrong.status_code == 403  # the digest itself opens no seat


def test_a_seat_may_be_given_the_pimc_bot(client):
    table, tokens = make(client, "veneno", players=2, seats=["pimc", "person"], seed=5)
    assert list(tokens) == [1]
    shown = get(client, table, tokens[1])
    assert shown["seat"] == 1
    page = client.get("/").text
    assert '"pimc"' in page  # the home page offers it among the seat kinds
