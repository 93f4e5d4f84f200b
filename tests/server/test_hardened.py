"""The table server against hostile or failing surroundings: the file, other sites, endless
rules, the log, odd bodies, a store that fails and a bot that fails."""

from __future__ import annotations

import logging
import os
import sqlite3
import stat

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardrules.records import read_records
from tests.extras import require
from tests.server.helpers import wait_for

require("starlette")
testclient = require("starlette.testclient")
websockets = require("starlette.websockets")
from cardrules.server import Store, _app, _store, create_app  # noqa: E402
from cardrules.server._serve import RedactTokens, redact  # noqa: E402
from cardrules.server._store import StoreError  # noqa: E402

TWO = {"game": "veneno", "rules": {"players": 2}, "seats": ["person", "person"], "seed": 7}


def serving(tmp_path, **options):
    options.setdefault("bot_delay", 0)
    app = create_app(str(tmp_path / "tables.sqlite3"), **options)
    return testclient.TestClient(app, raise_server_exceptions=False)


@pytest.fixture
def client(tmp_path):
    with serving(tmp_path) as test_client:
        yield test_client


def make(client, body=TWO):
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 201, answer.text
    made = answer.json()
    return made["table"], {entry["seat"]: entry["token"] for entry in made["seats"]}


def to_play(client, table, tokens):
    seat = client.get(f"/api/tables/{table}").json()["view"]["current_player"]
    legal = client.get(f"/api/tables/{table}", params={"token": tokens[seat]}).json()
    return seat, legal["view"]["legal_moves"][0]


# -- the file --------------------------------------------------------------------------------


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_the_file_and_its_wal_and_shm_are_the_owners_only_whatever_the_umask(tmp_path):
    old = os.umask(0o022)
    try:
        with serving(tmp_path) as client:
            table, tokens = make(client)
            seat, move = to_play(client, table, tokens)
            answer = client.post(
                f"/api/tables/{table}/moves", json={"token": tokens[seat], "move": move}
            )
            assert answer.status_code == 200
            db = tmp_path / "tables.sqlite3"
            files = [db, db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")]
            assert all(path.exists() for path in files)
            assert [mode(path) for path in files] == [0o600] * 3
    finally:
        os.umask(old)


def test_an_old_world_readable_file_is_made_the_owners_only(tmp_path):
    db = tmp_path / "old.sqlite3"
    sqlite3.connect(db).close()
    os.chmod(db, 0o644)
    Store(str(db)).close()
    assert mode(db) == 0o600


@pytest.mark.parametrize("where", ["missing/dir/tables.sqlite3", ".", "junk.sqlite3"])
def test_a_file_that_cannot_be_used_fails_at_once_naming_it(tmp_path, where):
    path = tmp_path / where
    if where == "junk.sqlite3":
        path.write_bytes(b"this is no SQLite file at all, but it is long enough" * 40)
    with pytest.raises(StoreError, match=r"cannot use .* as the tables' SQLite file"):
        Store(str(path))


def test_the_command_refuses_a_file_it_cannot_use_before_serving(tmp_path, capsys):
    from cardrules.cli import main  # noqa: PLC0415

    assert main(["serve", "--db", str(tmp_path / "no" / "such.sqlite3"), "--port", "1"]) == 2
    told = capsys.readouterr().err
    assert "--db" in told
    assert "such.sqlite3" in told


# -- other sites ----------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["text/plain", "application/x-www-form-urlencoded", None])
def test_a_body_not_sent_as_json_is_415_json_and_makes_no_table(client, kind):
    headers = {} if kind is None else {"content-type": kind}
    answer = client.post("/api/tables", content=b'{"game": "veneno"}', headers=headers)
    assert answer.status_code == 415
    assert "application/json" in answer.json()["error"]
    table, tokens = make(client)
    seat, move = to_play(client, table, tokens)
    body = f'{{"token": "{tokens[seat]}", "move": "{move}"}}'.encode()
    answer = client.post(f"/api/tables/{table}/moves", content=body, headers=headers)
    assert answer.status_code == 415
    assert client.get(f"/api/tables/{table}").json()["log"] == []


def test_a_foreign_pages_posts_are_403_and_own_pages_and_curl_pass(client):
    foreign = {"origin": "https://evil.example"}
    answer = client.post("/api/tables", json=TWO, headers=foreign)
    assert answer.status_code == 403
    assert "https://evil.example" in answer.json()["error"]
    assert client.post("/api/tables", json=TWO, headers={"origin": "null"}).status_code == 403
    own = {"origin": "http://testserver"}
    assert client.post("/api/tables", json=TWO, headers=own).status_code == 201
    table, tokens = make(client)  # no Origin at all: curl, a script
    seat, move = to_play(client, table, tokens)
    body = {"token": tokens[seat], "move": move}
    answer = client.post(f"/api/tables/{table}/moves", json=body, headers=foreign)
    assert answer.status_code == 403
    assert client.post(f"/api/tables/{table}/moves", json=body, headers=own).status_code == 200


def test_a_foreign_pages_socket_is_told_and_closed(client):
    table, tokens = make(client)
    address = f"/api/tables/{table}/ws?token={tokens[0]}"
    with client.websocket_connect(address, headers={"origin": "https://evil.example"}) as socket:
        assert socket.receive_json()["status"] == 403
        with pytest.raises(websockets.WebSocketDisconnect) as closed:
            socket.receive_json()
        assert closed.value.code == 4403
    with client.websocket_connect(address, headers={"origin": "http://testserver"}) as socket:
        assert socket.receive_json()["seat"] == 0


def test_allowed_origins_may_post_and_are_told_so_by_cors(tmp_path):
    with serving(tmp_path, allow_origins=["https://class.example/"]) as client:
        allowed = {"origin": "https://class.example"}
        answer = client.post("/api/tables", json=TWO, headers=allowed)
        assert answer.status_code == 201
        assert answer.headers["access-control-allow-origin"] == "https://class.example"
        other = {"origin": "https://other.example"}
        assert client.post("/api/tables", json=TWO, headers=other).status_code == 403


# -- every table ends -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "rules", "field"),
    [
        ("veneno", {"players": 2, "loss_threshold": 2**64 - 1}, "loss_threshold"),
        ("chupate", {"players": 2, "target": 10**12}, "target"),
    ],
)
def test_rules_whose_match_cannot_end_soon_are_400_naming_the_field(client, game, rules, field):
    body = {"game": game, "rules": rules, "seats": ["greedy", "random"]}
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 400
    assert f"{field} {rules[field]} is too large" in answer.json()["error"]


def test_long_but_sane_rules_are_taken(client):
    for rules in ({"players": 4, "target": 500}, {"players": 6, "target": 1000}):
        make(client, {"game": "chupate", "rules": rules, "seats": ["greedy"] * rules["players"]})
    body = {
        "game": "veneno",
        "rules": {"players": 6, "loss_threshold": 100},
        "seats": ["random"] * 6,
    }
    make(client, body)


def test_a_table_at_its_cap_ends_as_a_draw_recorded_and_stays_ended(tmp_path, monkeypatch):
    monkeypatch.setattr(_app, "check_cap", lambda spec, rules: 5)
    body = {"game": "veneno", "rules": {"players": 3}, "seats": ["greedy", "random", "greedy"]}
    with serving(tmp_path) as client:
        table, _ = make(client, body)
        final = wait_for(
            lambda: (got := client.get(f"/api/tables/{table}").json())["over"] and got, "the cap"
        )
        assert len(final["log"]) == 5
        assert final["outcome"]["winners"] == []
        assert final["outcome"]["reason"] == "move_cap"
        (record,) = read_records(client.get(f"/api/tables/{table}/record").text)
        assert dict(record.tags)["Capped"] == "5"
        assert len(record.moves) == 5
    monkeypatch.setattr(_app, "check_cap", lambda spec, rules: 10**5)
    with serving(tmp_path) as client:  # restarted: still ended; the bots do not go on
        again = client.get(f"/api/tables/{table}").json()
        assert again == final


# -- the log --------------------------------------------------------------------------------


def encodings(name):
    """Every spelling of ``name`` a query may use: any letter percent-encoded, any hex case."""
    return st.lists(
        st.sampled_from(["plain", "lower", "upper", "upper-letter"]),
        min_size=len(name),
        max_size=len(name),
    ).map(lambda ways: "".join(spell(c, way) for c, way in zip(name, ways, strict=True)))


def spell(char, way):
    if way == "plain":
        return char
    if way == "upper-letter":
        return char.upper()
    code = f"%{ord(char):02x}"
    return code if way == "lower" else code.upper()


@given(name=encodings("token"), before=st.sampled_from(["?", "?lang=es&", "?a=1;"]))
def test_no_spelling_of_token_in_an_address_reaches_the_log(name, before):
    secret = "S3cr3t-T0ken_value"
    line = f'127.0.0.1:5 - "WebSocket /api/tables/x/ws{before}{name}={secret}&z=1" [accepted]'
    assert secret not in redact(line)
    assert "z=1" in redact(line)
    record = logging.LogRecord("uvicorn.error", logging.INFO, "", 0, "%s %s", ("x", line), None)
    RedactTokens().filter(record)
    assert secret not in record.getMessage()


def test_other_parameters_and_plain_lines_are_kept():
    line = '"GET /tables/x?lang=es&seat=2" 200'
    assert redact(line) == line


# -- refusals are JSON ---------------------------------------------------------------------------


def test_a_deeply_nested_body_is_400_json(client):
    deep = b"[" * 10_000 + b"]" * 10_000
    for address in ("/api/tables", f"/api/tables/{make(client)[0]}/moves"):
        answer = client.post(
            address, content=deep[:16_000], headers={"content-type": "application/json"}
        )
        assert answer.status_code == 400
        assert set(answer.json()) == {"error"}


def test_a_deeply_nested_socket_message_closes_with_1003(client):
    table, tokens = make(client)
    with client.websocket_connect(f"/api/tables/{table}/ws?token={tokens[0]}") as socket:
        socket.receive_json()
        socket.send_text("[" * 2000 + "]" * 2000)
        assert socket.receive_json()["status"] == 400
        with pytest.raises(websockets.WebSocketDisconnect) as closed:
            socket.receive_json()
        assert closed.value.code == 1003


def test_unknown_addresses_and_methods_are_json(client):
    answer = client.get("/api/nothing")
    assert answer.status_code == 404
    assert set(answer.json()) == {"error"}
    answer = client.get("/api/tables")
    assert answer.status_code == 405
    assert set(answer.json()) == {"error"}


def test_a_servers_own_failure_is_a_json_500(client, monkeypatch):
    table, _ = make(client)

    def broken(self, seat):
        raise ZeroDivisionError

    monkeypatch.setattr(_app.Table, "message", broken)
    answer = client.get(f"/api/tables/{table}")
    assert answer.status_code == 500
    assert set(answer.json()) == {"error"}


class Flaky:
    """A store's ``add_moves`` that fails ``failures`` times with SQLite's lock error."""

    def __init__(self, real, failures):
        self.real, self.failures, self.calls = real, failures, 0

    def __call__(self, moves):
        self.calls += 1
        if self.calls <= self.failures:
            raise sqlite3.OperationalError("database is locked")
        return self.real(moves)


def test_a_move_the_store_refuses_past_its_retries_is_503_json_and_changes_nothing(
    client, monkeypatch
):
    monkeypatch.setattr(_app, "STORE_RETRIES", (0, 0))
    server = client.app.state.server
    table, tokens = make(client)
    seat, move = to_play(client, table, tokens)
    flaky = Flaky(server.store.add_moves, failures=10**9)
    monkeypatch.setattr(server.store, "add_moves", flaky)
    address = f"/api/tables/{table}/moves"
    answer = client.post(address, json={"token": tokens[seat], "move": move})
    assert answer.status_code == 503
    assert answer.json()["error"].startswith("could not save, retrying")
    assert flaky.calls == 3  # the first try and two retries
    assert client.get(f"/api/tables/{table}").json()["log"] == []
    flaky.failures = 0
    answer = client.post(address, json={"token": tokens[seat], "move": move})
    assert answer.status_code == 200


def test_the_store_retries_a_locked_file_and_the_move_is_played(client, monkeypatch):
    monkeypatch.setattr(_app, "STORE_RETRIES", (0, 0, 0))
    server = client.app.state.server
    table, tokens = make(client)
    seat, move = to_play(client, table, tokens)
    monkeypatch.setattr(server.store, "add_moves", Flaky(server.store.add_moves, failures=2))
    answer = client.post(f"/api/tables/{table}/moves", json={"token": tokens[seat], "move": move})
    assert answer.status_code == 200
    assert answer.json()["log"] == [{"seat": seat, "move": move}]


def test_bots_whose_moves_fail_are_logged_and_go_on(tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(_app, "STORE_RETRIES", ())
    monkeypatch.setattr(_app, "BOT_RETRY_FIRST", 0.01)
    body = {"game": "veneno", "rules": {"players": 2, "loss_threshold": 1}, "seats": ["greedy"] * 2}
    real = _store.Store.add_moves
    calls = {"n": 0}

    def failing_twice(self, moves):
        calls["n"] += 1
        if calls["n"] in (3, 4):
            raise sqlite3.OperationalError("disk I/O error")
        return real(self, moves)

    monkeypatch.setattr(_store.Store, "add_moves", failing_twice)
    chosen = _app.Table.bot_move
    picks = {"n": 0}

    def failing_once(self):
        picks["n"] += 1
        if picks["n"] == 6:
            raise RuntimeError("a bot's bug")
        return chosen(self)

    monkeypatch.setattr(_app.Table, "bot_move", failing_once)
    with caplog.at_level(logging.ERROR, "cardrules.server"), serving(tmp_path) as client:
        table, _ = make(client, body)
        wait_for(lambda: client.get(f"/api/tables/{table}").json()["over"], "the bots' game")
    told = caplog.text
    assert "disk I/O error" in told
    assert "RuntimeError" in told
