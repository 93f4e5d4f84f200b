"""Tricks (`tests.third_game`), a game from outside the library, played in the table page.

The server is started with ``CARDRULES_GAMES=tests.third_game:SPEC`` (a game
in a module that is not installed), so its home page offers Tricks; two
people click their cards in Chromium, a greedy bot plays the third seat,
and a spectator watches to the end. Tricks has no card symbols: the page
draws each card as its notation.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.extras import require
from tests.server.browser import browser  # noqa: F401  (the fixture)
from tests.server.helpers import WAIT, ServerProcess, request
from tests.server.test_page import GAME_TIME, Seat, over, play

require("starlette")
require("uvicorn")

pytestmark = pytest.mark.slow  # a real headless browser: `.ci/run` runs these

ROOT = str(Path(__file__).resolve().parents[2])


@pytest.fixture
def server(tmp_path):
    env = {"CARDRULES_GAMES": "tests.third_game:SPEC", "PYTHONPATH": ROOT}
    process = ServerProcess(tmp_path / "tables.sqlite3", bot_delay=0.0, env=env)
    try:
        yield process.start()
    finally:
        process.stop()


def test_two_people_and_a_bot_play_tricks_in_the_page_and_a_spectator_watches(browser, server):  # noqa: F811
    home = Seat(browser, server.url + "/", table=False)
    assert "Tricks" in home.page.locator("select[name=game]").inner_text()
    home.close()
    body = {
        "game": "tricks",
        "rules": {"players": 3, "hand_size": 3},
        "seats": ["person", "greedy", "person"],
        "seed": 11,
    }
    status, made = request(server.url + "/api/tables", body)
    assert status == 201, made
    people = [Seat(browser, f"{server.url}{seat['url']}") for seat in made["seats"]]
    watcher = Seat(browser, f"{server.url}{made['url']}?lang=es", width=390)
    first = people[0].page
    first.locator("#hand button.card").first.wait_for(timeout=WAIT * 1000)
    card = first.locator("#hand button.card").first
    notation = card.get_attribute("data-card")
    assert card.locator("svg text").text_content() == notation  # no symbol: the notation drawn
    assert "Points (more is better)" in first.locator("#scores").inner_text()
    deadline = time.monotonic() + GAME_TIME
    play(people, lambda: over(watcher, *people), deadline)
    status, final = request(f"{server.url}/api/tables/{made['table']}")
    assert status == 200
    assert final["over"]
    assert len(final["log"]) == 18  # every card played: 3 a trick, 6 tricks
    assert {entry["seat"] for entry in final["log"]} == {0, 1, 2}
    watcher.page.wait_for_function(f"document.body.dataset.drawn === '{len(final['log'])}'")
    assert "Partida terminada" in watcher.page.locator("#status").inner_text()
    assert "wins the trick" in watcher.page.locator("#narration-list").inner_text()
    for seat in (*people, watcher):
        assert "Game over" in seat.page.locator("#status").inner_text() or seat is watcher
        assert seat.problems == []
        seat.close()
