"""A real server process: killed with SIGKILL mid-game, started again, every table where it was."""

from __future__ import annotations

import json
import threading

import pytest

from tests.extras import require
from tests.server.helpers import WAIT, ServerProcess, request, wait_for

require("starlette")
require("uvicorn")
websockets_sync = require("websockets.sync.client")

# The server is started, killed with SIGKILL and started again: `.ci/run` runs these.
pytestmark = pytest.mark.slow


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(tmp_path / "tables.sqlite3")
    try:
        yield process.start()
    finally:
        process.stop()


def state_of(server, table, token=None):
    query = "" if token is None else f"?token={token}"
    status, shown = request(f"{server.url}/api/tables/{table}{query}")
    assert status == 200, shown
    return shown


def person_turn(server, table, tokens):
    seat = state_of(server, table)["view"]["current_player"]
    return (seat,) if seat in tokens else None


def test_kill_9_mid_game_then_restart_same_state_same_tokens_and_the_game_goes_on(server):
    body = {
        "game": "chupate",
        "rules": {"players": 4},
        "seats": ["person", "greedy", "person", "random"],
        "seed": 99,
    }
    status, made = request(server.url + "/api/tables", body)
    assert status == 201
    table = made["table"]
    tokens = {entry["seat"]: entry["token"] for entry in made["seats"]}
    for _ in range(8):
        (seat,) = wait_for(lambda: person_turn(server, table, tokens), "a person's turn")
        move = state_of(server, table, tokens[seat])["view"]["legal_moves"][0]
        status, _ = request(
            f"{server.url}/api/tables/{table}/moves", {"token": tokens[seat], "move": move}
        )
        assert status == 200
        if state_of(server, table)["over"]:
            break
    wait_for(lambda: person_turn(server, table, tokens), "a person's turn")
    seen = {k: state_of(server, table, tokens[k]) for k in tokens}
    seen[None] = state_of(server, table)
    server.kill()
    server.start()
    assert {k: state_of(server, table, tokens[k]) for k in tokens} | {
        None: state_of(server, table)
    } == seen
    (seat,) = wait_for(lambda: person_turn(server, table, tokens), "a person's turn")
    move = state_of(server, table, tokens[seat])["view"]["legal_moves"][0]
    status, after = request(
        f"{server.url}/api/tables/{table}/moves", {"token": tokens[seat], "move": move}
    )
    assert status == 200
    assert after["log"][: len(seen[None]["log"])] == seen[None]["log"]
    assert after["log"][len(seen[None]["log"])] == {"seat": seat, "move": move}


def test_no_token_is_ever_logged(server):
    body = {"game": "veneno", "rules": {"players": 2}, "seats": ["person", "greedy"], "seed": 3}
    status, made = request(server.url + "/api/tables", body)
    assert status == 201
    token = made["seats"][0]["token"]
    table = made["table"]
    assert state_of(server, table, token)["seat"] == 0
    status, _ = request(f"{server.url}/tables/{table}?token={token}")
    assert status == 200
    for name in ("token", "tok%65n", "%74oken", "to%6Ben", "%54%4f%4b%45%4e"):
        address = f"ws://127.0.0.1:{server.port}/api/tables/{table}/ws?lang=es&{name}={token}"
        with websockets_sync.connect(address) as socket:
            assert json.loads(socket.recv(timeout=WAIT))["seat"] in (0, None)
    wait_for(lambda: server.log.read_text().count("WebSocket") >= 5, "the sockets' log lines")
    logged = server.log.read_text()
    assert f"table {table}" in logged
    assert token not in logged


def test_two_http_moves_racing_for_one_turn_play_exactly_one(server):
    body = {"game": "veneno", "rules": {"players": 2}, "seats": ["person", "person"], "seed": 5}
    status, made = request(server.url + "/api/tables", body)
    assert status == 201
    table = made["table"]
    tokens = {entry["seat"]: entry["token"] for entry in made["seats"]}
    for _ in range(5):
        shown = state_of(server, table)
        seat = shown["view"]["current_player"]
        legal = state_of(server, table, tokens[seat])["view"]["legal_moves"]
        statuses: list[int] = []
        start = threading.Barrier(2)

        def send(move, seat=seat, start=start, statuses=statuses):
            start.wait(timeout=10)
            statuses.append(
                request(
                    f"{server.url}/api/tables/{table}/moves", {"token": tokens[seat], "move": move}
                )[0]
            )

        threads = [threading.Thread(target=send, args=(move,)) for move in (legal * 2)[:2]]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=20)
        assert sorted(statuses) == [200, 409]
        assert len(state_of(server, table)["log"]) == len(shown["log"]) + 1
