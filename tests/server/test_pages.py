"""The pages as HTML (no browser): self-contained, in both languages, no secret in them."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from cardrules.cli import main
from tests.extras import require

require("starlette")
testclient = require("starlette.testclient")
from cardrules.server import create_app  # noqa: E402
from cardrules.server._i18n import MESSAGES  # noqa: E402


@pytest.fixture
def client(tmp_path):
    with testclient.TestClient(create_app(str(tmp_path / "t.sqlite3"), bot_delay=0)) as test:
        yield test


def make(client, seats=("person", "person")):
    body = {"game": "veneno", "rules": {"players": len(seats)}, "seats": list(seats), "seed": 8}
    made = client.post("/api/tables", json=body).json()
    return made, {entry["seat"]: entry["token"] for entry in made["seats"]}


def config_of(page):
    found = re.search(r'<script type="application/json" id="config">(.*?)</script>', page, re.S)
    assert found
    return json.loads(found.group(1))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_table_page_is_self_contained_and_speaks_the_language_asked(client, lang):
    made, tokens = make(client)
    page = client.get(f"/tables/{made['table']}", params={"token": tokens[0], "lang": lang}).text
    assert page.startswith("<!DOCTYPE html>")
    assert f'<html lang="{lang}">' in page
    without_namespace = page.replace("http://www.w3.org/2000/svg", "")
    assert not re.search(r"(https?|wss?)://[a-z]", without_namespace)  # only the page's host
    for outside in ("src=", '<link rel="stylesheet', "url(", "@import"):
        assert outside not in without_namespace
    config = config_of(page)
    assert config["lang"] == lang
    assert config["messages"] == {key: texts[lang] for key, texts in MESSAGES.items()}
    assert MESSAGES["hand"][lang] in page
    assert 'id="cr-v-12O"' in page  # the card symbols the hand and the picture use


def test_junk_languages_fall_back_to_english(client):
    made, _ = make(client)
    page = client.get(f"/tables/{made['table']}", params={"lang": "klingon"}).text
    assert config_of(page)["lang"] == "en"


def test_a_spectators_page_holds_no_token_and_no_card_of_a_hand(client):
    made, tokens = make(client)
    page = client.get(f"/tables/{made['table']}").text
    config = config_of(page)
    assert config["token"] is None
    for token in tokens.values():
        assert token not in page
    seat_page = client.get(f"/tables/{made['table']}", params={"token": tokens[1]}).text
    assert tokens[1] in seat_page
    assert tokens[0] not in seat_page


def test_the_home_page_offers_every_game_and_seat_kind(client):
    page = client.get("/", params={"lang": "es"}).text
    config = config_of(page)
    assert set(config["players"]) == {"chupate", "veneno"}
    assert config["kinds"] == ["person", "random", "greedy", "ismcts", "pimc"]
    assert "Abrir una mesa" in page


def test_bad_links_get_a_short_page_in_the_language_asked(client):
    made, _ = make(client)
    missing = client.get("/tables/nope", params={"lang": "es"})
    assert missing.status_code == 404
    assert "No encontrado" in missing.text
    forged = client.get(f"/tables/{made['table']}", params={"token": "x"})
    assert forged.status_code == 403
    assert "Not your seat" in forged.text


def test_a_refusal_is_explained_in_the_language_asked(client):
    made, tokens = make(client)
    table = made["table"]
    seat = client.get(f"/api/tables/{table}").json()["view"]["current_player"]
    move = client.get(f"/api/tables/{table}", params={"token": tokens[seat]}).json()["view"][
        "legal_moves"
    ][0]
    answers = {
        lang: client.post(
            f"/api/tables/{table}/moves",
            params={"lang": lang},
            json={"token": tokens[1 - seat], "move": move},
        ).json()
        for lang in ("en", "es")
    }
    assert answers["en"]["rule"] == answers["es"]["rule"] == "V-4"
    assert answers["es"]["error"] != answers["en"]["error"]
    assert answers["es"]["error"].startswith("V-4")
    assert "jugador" in answers["es"]["error"]


@pytest.mark.parametrize(
    "argv",
    [
        ["serve", "--port", "0"],
        ["serve", "--port", "http"],
        ["serve", "--bot-delay", "-1"],
        ["serve", "--bot-delay", "soon"],
    ],
)
def test_serve_refuses_bad_options_with_a_usage_error(argv, capsys):
    assert main(argv) == 2
    assert "cardrules serve: error: argument" in capsys.readouterr().err


@pytest.mark.parametrize(
    "name",
    [
        "table-page-en.png",
        "table-page-es.png",
        "table-page-veneno-es.png",
        "table-page-teach-es.png",
    ],
)
def test_the_docs_screenshots_of_the_table_page_are_small_pngs(name):
    data = (Path(__file__).resolve().parents[2] / "docs" / "images" / name).read_bytes()
    assert data.startswith(b"\x89PNG")
    assert len(data) < 300_000


def finished_bot_table(client):
    body = {"game": "veneno", "rules": {"players": 2, "loss_threshold": 1}, "seed": 3}
    made = client.post("/api/tables", json={**body, "seats": ["greedy", "random"]}).json()
    for _ in range(2000):
        if client.get(f"/api/tables/{made['table']}").json()["over"]:
            return made["table"]
        time.sleep(0.005)
    raise AssertionError("the bots did not finish")


def test_the_replay_page_speaks_the_language_asked_and_names_the_bots(client):
    table = finished_bot_table(client)
    spanish = client.get(f"/tables/{table}/replay", params={"lang": "es"}).text
    assert '<html lang="es">' in spanish
    assert "jugador 0 (bot voraz)" in spanish
    english = client.get(f"/tables/{table}/replay").text
    assert '<html lang="en">' in english
    assert "seat 1 (random bot)" in english


def test_the_record_names_each_seats_player_so_replay_tells_the_bots(client, tmp_path, capsys):
    table = finished_bot_table(client)
    text = client.get(f"/api/tables/{table}/record").text
    assert '[Player0 "greedy bot"]' in text
    assert '[Player1 "random bot"]' in text
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "seat 0 (greedy bot)" in capsys.readouterr().out


def test_a_link_pasted_without_its_token_shows_the_spectators_view(client):
    made, tokens = make(client)
    answer = client.get(f"/tables/{made['table']}", params={"token": "", "lang": "es"})
    assert answer.status_code == 200
    assert config_of(answer.text)["token"] is None
    assert "Estás mirando" in answer.text
    for token in tokens.values():
        assert token not in answer.text
