"""A game written outside ``src/`` (Tricks, `tests.third_game`) at the table server, over HTTP.

The server seats every registered game whose spec has `TABLE_HOOKS`: Tricks
is created, played to its end by a person and bots, and recorded; its page
is generic (no card symbols: cards as their notation; a move a card); a
game that lacks a hook is refused with a 400 that names it.
"""

from __future__ import annotations

import json
import re

import attrs
import pytest

from cardrules.games import MoveChoice, register, unregister
from cardrules.records import read_records
from tests.extras import require
from tests.server.helpers import wait_for
from tests.server.tricks import tricks as tricks_registered
from tests.third_game import SPEC, game

require("starlette")
testclient = require("starlette.testclient")
from cardrules.server import TABLE_HOOKS, create_app, missing_hooks, seatable_games  # noqa: E402

tricks = tricks_registered  # the fixture: Tricks registered for each test
pytestmark = pytest.mark.usefixtures("tricks")


@pytest.fixture
def client(tmp_path):
    with testclient.TestClient(create_app(str(tmp_path / "t.sqlite3"), bot_delay=0)) as test:
        yield test


def config_of(page):
    found = re.search(r'<script type="application/json" id="config">(.*?)</script>', page, re.S)
    assert found
    return json.loads(found.group(1))


def make(client, seats, seed=5, **rules):
    body = {"game": "tricks", "rules": {"players": len(seats), **rules}, "seats": seats}
    answer = client.post("/api/tables", json={**body, "seed": seed})
    assert answer.status_code == 201, answer.text
    made = answer.json()
    return made["table"], {entry["seat"]: entry["token"] for entry in made["seats"]}


def _settled(client, table):
    """The spectators' object once the game is over or seat 0 is to play, else ``None``."""
    shown = client.get(f"/api/tables/{table}").json()
    return shown if shown["over"] or shown["view"]["current_player"] == 0 else None


def test_a_tricks_table_is_played_to_its_end_by_a_person_and_bots_and_recorded(client):
    table, tokens = make(client, ["person", "greedy", "random"], hand_size=4)
    assert client.get(f"/api/tables/{table}/record").status_code == 409  # not over yet
    played = 0
    while True:
        shown = wait_for(lambda: _settled(client, table), "the person's turn or the end")
        if shown["over"]:
            break
        mine = client.get(f"/api/tables/{table}", params={"token": tokens[0]}).json()
        assert mine["seat"] == 0
        assert mine["view"]["hand"]  # the person sees its own hand, the spectator none
        assert shown["view"]["hand"] == []
        move = mine["view"]["legal_moves"][-1]
        answer = client.post(f"/api/tables/{table}/moves", json={"token": tokens[0], "move": move})
        assert answer.status_code == 200, answer.text
        played += 1
    final = client.get(f"/api/tables/{table}").json()
    assert final["over"]
    assert played >= 4  # hand_size 4 and 18 cards: six tricks, one card a trick each
    assert {entry["seat"] for entry in final["log"]} == {0, 1, 2}
    assert final["outcome"]["reason"] == "cards_played_out"
    record = client.get(f"/api/tables/{table}/record")
    assert record.status_code == 200
    (read,) = read_records(record.text)
    assert read.game == "tricks"
    assert [str(move) for move in read.moves] == [entry["move"] for entry in final["log"]]
    end = read.replay()[-1]
    assert end.is_over
    assert list(end.tricks) == final["outcome"]["scores"]


def test_a_tricks_move_out_of_turn_or_against_the_rules_is_refused_in_the_game_s_words(client):
    table, tokens = make(client, ["person", "person"])
    view = client.get(f"/api/tables/{table}").json()["view"]
    idle = 1 - view["current_player"]
    hand = client.get(f"/api/tables/{table}", params={"token": tokens[idle]}).json()["view"]["hand"]
    answer = client.post(
        f"/api/tables/{table}/moves", json={"token": tokens[idle], "move": hand[0]}
    )
    assert answer.status_code == 409
    assert answer.json()["rule"] == "T-2"
    mover = view["current_player"]
    other = client.get(f"/api/tables/{table}", params={"token": tokens[mover]}).json()["view"]
    missing = next(str(card) for card in game.DECK if str(card) not in other["hand"])
    answer = client.post(
        f"/api/tables/{table}/moves?lang=es", json={"token": tokens[mover], "move": missing}
    )
    assert answer.status_code == 409
    assert answer.json() == {
        "error": f"T-3: {missing} no está en la mano del jugador {mover}, al que le toca",
        "rule": "T-3",
    }


def test_the_home_page_offers_tricks_and_its_table_page_asks_nothing_by_game(client):
    home = config_of(client.get("/").text)
    assert set(home["players"]) == {spec.name for spec in seatable_games()}
    listed = client.get("/api/games").json()["games"]
    assert [game["name"] for game in listed] == ["chupate", "veneno", "tricks"]
    assert listed[2]["players"] == [2, 3, 4]
    assert listed[2]["rules"] == home["rules"]["tricks"]
    assert home["players"]["tricks"] == [2, 3, 4]
    assert [option["name"] for option in home["rules"]["tricks"]] == ["hand_size"]
    table, tokens = make(client, ["person", "person"])
    page = client.get(f"/tables/{table}", params={"token": tokens[0], "lang": "es"}).text
    config = config_of(page)
    assert "game" not in config
    assert config["cardSize"] == [60, 90]
    assert config["faces"] == {}  # no card symbols: the page draws each card's notation
    assert set(config["choices"]) == {str(move) for move in game.MOVES}
    assert config["choices"]["5H"] == {
        "card": "5H",
        "label": "5H",
        "ask": "Juega 5H:",
        "style": None,
        "fill": [],
    }
    assert "Puntos (más es mejor)" in page


def test_a_game_s_own_table_hooks_make_its_page(client, tricks):
    own = attrs.evolve(
        tricks,
        card_symbol=lambda card: f"tricks-{card}",
        card_size=(50, 70),
        score_labels=("tricks.scores", "tricks.column"),
        move_choice=lambda move: MoveChoice(
            card=None, label="tricks.play", params={"card": str(move)}, ask="tricks.which"
        ),
        messages={
            **tricks.messages,
            "en": {
                **tricks.messages["en"],
                "tricks.scores": "Tricks won (more is better)",
                "tricks.column": "Tricks",
                "tricks.play": "play {card}",
                "tricks.which": "Which card?",
            },
        },
    )
    unregister(tricks.id)
    register(own)
    try:
        table, tokens = make(client, ["person", "person"])
        page = client.get(f"/tables/{table}", params={"token": tokens[0]}).text
        config = config_of(page)
        assert config["cardSize"] == [50, 70]
        assert config["faces"]["5H"] == "tricks-5H"
        assert config["choices"]["5H"]["label"] == "play 5H"
        assert config["choices"]["5H"]["ask"] == "Which card?"
        assert config["choices"]["5H"]["card"] is None
        assert "Tricks won (more is better)" in page
        frame = client.get(f"/api/tables/{table}/frame").json()
        assert frame["facts"]["columns"][-1] == "Tricks"
        # Spanish is not in the game's words: its ids are said in English
        es = config_of(client.get(f"/tables/{table}", params={"lang": "es"}).text)
        assert es["choices"]["5H"]["label"] == "play 5H"
    finally:
        unregister(own.id)
        register(tricks)


@pytest.mark.parametrize("hook", TABLE_HOOKS)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_game_without_a_hook_a_table_needs_is_refused_naming_it(client, tricks, hook, lang):
    bare = attrs.evolve(tricks, **{hook: None})
    assert missing_hooks(bare) == (hook,)
    unregister(tricks.id)
    register(bare)
    try:
        body = {"game": "tricks", "rules": {"players": 2}, "seats": ["person", "random"]}
        answer = client.post(f"/api/tables?lang={lang}", json=body)
        assert answer.status_code == 400
        error = answer.json()["error"]
        assert f"GameSpec {'has' if lang == 'en' else 'no tiene'}" in error
        assert hook in error
        assert "'tricks'" in error
        assert "tricks" not in config_of(client.get("/").text)["players"]
        assert "tricks" not in [game["id"] for game in client.get("/api/games").json()["games"]]
    finally:
        unregister(bare.id)
        register(tricks)
    assert missing_hooks(SPEC) == ()


def test_a_bot_seat_the_game_cannot_field_is_refused(client, tricks):
    bare = attrs.evolve(tricks, greedy_bot=None)
    unregister(tricks.id)
    register(bare)
    try:
        body = {"game": "tricks", "rules": {"players": 2}, "seats": ["person", "greedy"]}
        answer = client.post("/api/tables", json=body)
        assert answer.status_code == 400
        assert "greedy_bot" in answer.json()["error"]
    finally:
        unregister(bare.id)
        register(tricks)
