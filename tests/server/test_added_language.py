"""A language added from outside ``src/`` reaches the table server's pages, refusals and sockets.

`tests.lang_eo` translates a few of the server's words (``server.page.*``,
``server.refusal.*`` in `cardrules.i18n`); the server offers the language
and says every word it leaves out in English.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests import lang_eo
from tests.extras import require

require("starlette")
testclient = require("starlette.testclient")
from cardrules.server import create_app  # noqa: E402
from cardrules.server._i18n import MESSAGES, language, say  # noqa: E402
from cardrules.server._refusals import REFUSALS, accepted_language, refusal  # noqa: E402
from tests.server.test_pages import config_of, make  # noqa: E402


@pytest.fixture
def eo() -> Iterator[str]:
    with lang_eo.registered() as lang:
        yield lang


@pytest.fixture
def client(tmp_path, eo):
    with testclient.TestClient(create_app(str(tmp_path / "t.sqlite3"), bot_delay=0)) as test:
        yield test


def test_the_servers_words_are_cardrules_own_in_every_language(eo):
    assert language(eo) == eo
    assert accepted_language(None, "eo, es;q=0.5") == eo
    assert say("turn_of", eo, seat=say("seat", eo, seat=2)) == "Ludas ludanto 2"
    assert say("stock", eo, count=4) == say("stock", "en", count=4)  # left out: English
    assert MESSAGES["hand"][eo] == "Via mano"
    assert refusal("no_table", eo, table="'x'") == "neniu tablo 'x'"
    assert refusal("seed", eo, got="-1") == refusal("seed", "en", got="-1")
    assert set(REFUSALS["seed"]) == {"en", "es", eo}


def test_without_the_language_the_server_speaks_english():
    assert language("eo") == "en"
    assert accepted_language(None, "eo, es;q=0.5") == "es"
    assert refusal("no_table", "eo", table="'x'") == "no table 'x'"


def test_the_table_page_speaks_the_added_language(client, eo):
    made, tokens = make(client)
    page = client.get(f"/tables/{made['table']}", params={"token": tokens[0], "lang": eo}).text
    assert f'<html lang="{eo}">' in page
    config = config_of(page)
    assert config["lang"] == eo
    assert config["messages"]["hand"] == "Via mano"
    assert config["messages"]["stock"] == MESSAGES["stock"]["en"]
    assert "Via mano" in page


def test_a_refusal_a_rule_and_a_frame_speak_the_added_language(client, eo):
    missing = client.get("/api/tables/nope", headers={"accept-language": eo})
    assert missing.status_code == 404
    assert missing.json()["error"] == "neniu tablo 'nope'"
    made, tokens = make(client)
    table = made["table"]
    mover = client.get(f"/api/tables/{table}").json()["view"]["current_player"]
    legal = client.get(f"/api/tables/{table}", params={"token": tokens[mover]}).json()
    move = legal["view"]["legal_moves"][0]
    waiting = client.post(
        f"/api/tables/{table}/moves",
        params={"lang": eo},
        json={"token": tokens[1 - mover], "move": move},
    )
    assert waiting.status_code == 409
    assert waiting.json()["error"] == (
        f"V-4: ne estas la vico de ludanto {1 - mover}; estas la vico de {mover}"
    )  # Veneno's own rule, in the library's words the language translates
    played = client.post(f"/api/tables/{table}/moves", json={"token": tokens[mover], "move": move})
    assert played.status_code == 200
    frame = client.get(f"/api/tables/{table}/frame", params={"lang": eo}).json()
    assert re.search(r"ludanto \d", str(frame)), frame  # the narration's Esperanto
    assert frame["narration"]
    assert "seat " not in str(frame["narration"])
