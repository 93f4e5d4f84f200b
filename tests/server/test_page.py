"""The table page in a real browser: people and bots play whole games, a spectator watches.

Debian's Chromium, driven by Playwright (as the replay page's tests do). Each
person plays the first legal move the page offers, by clicking: a card of the
hand, then a color or a pile when the page asks, or a button (draw, pass,
take, challenge).
"""

from __future__ import annotations

import json
import re
import time

import pytest

from tests.extras import require, require_program
from tests.server.helpers import WAIT, ServerProcess, request

require("starlette")
require("uvicorn")

pytestmark = pytest.mark.slow  # a real headless browser: `.ci/run` runs these

GAME_TIME = 240.0
"""Seconds a whole game through the page may take, at most (it takes a few)."""
DISCONNECTED = re.compile(
    r"net::ERR_(CONNECTION_(REFUSED|RESET|CLOSED)|EMPTY_RESPONSE|CONTENT_LENGTH_MISMATCH"
    r"|INCOMPLETE_CHUNKED_ENCODING)|WebSocket connection to .* failed"
)
"""What Chromium itself logs when the server is killed mid-request and while it is down (the
page then reconnects): network errors only, never a script's. A response cut short by the
kill shows as a content-length mismatch or an incomplete chunked encoding."""


@pytest.fixture(scope="module")
def browser():
    chromium = require_program("chromium", "chromium-browser", "google-chrome")
    sync_api = require("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu"]
        )
        yield launched
        launched.close()


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(tmp_path / "tables.sqlite3", bot_delay=0.0)
    try:
        yield process.start()
    finally:
        process.stop()


class Seat:
    """One browser context on one page: a person (with a token) or a spectator."""

    def __init__(self, browser, url, width=900, table=True):
        self.context = browser.new_context(viewport={"width": width, "height": 900})
        self.page = self.context.new_page()
        self.problems = []
        self.page.on(
            "console",
            lambda m: self.problems.append(m.text) if m.type in ("error", "warning") else 0,
        )
        self.page.on("pageerror", lambda error: self.problems.append(str(error)))
        self.url = url
        if table:
            self.open()
        else:
            self.page.goto(url)

    def open(self):
        self.page.goto(self.url)
        self.page.wait_for_function("document.body.dataset.online === 'yes'", timeout=WAIT * 1000)
        self.page.wait_for_selector("#picture svg", state="attached", timeout=WAIT * 1000)

    def data(self, name):
        return self.page.evaluate(f"document.body.dataset.{name}")

    def act(self):
        """Play the first legal move through the page's controls; ``False`` if not to play."""
        if self.data("turn") != "me":
            return False
        legal = json.loads(self.data("legal"))
        if not legal:
            return False
        move = "challenge" if "challenge" in legal else legal[0]
        moves = int(self.data("moves"))
        page = self.page
        if move in ("draw", "pass", "take", "challenge") or move.startswith("color:"):
            page.locator(f'#actions button[data-move="{move}"]').click()
        else:
            card = re.split(r"[:@]", move)[0]
            ways = [m for m in legal if re.split(r"[:@]", m)[0] == card]
            page.locator(f'#hand button.card.legal[data-card="{card}"]').first.click()
            if len(ways) > 1:  # a card with one way to play it plays at once
                page.locator(f'#actions button[data-move="{move}"]').click()
        page.wait_for_function(
            f"Number(document.body.dataset.moves) > {moves}", timeout=WAIT * 1000
        )
        return True

    def close(self):
        self.context.close()


def new_table(server, game, seats, **rules):
    body = {"game": game, "rules": {"players": len(seats), **rules}, "seats": seats, "seed": 11}
    status, made = request(server.url + "/api/tables", body)
    assert status == 201, made
    return made


def play(people, until, deadline):
    """Let the people play (the bots play by themselves) until ``until()`` or the deadline."""
    while not until():
        assert time.monotonic() < deadline, "the game took too long"
        if not any(person.act() for person in people):
            people[0].page.wait_for_timeout(20)


def over(*seats):
    return all(seat.data("turn") == "over" for seat in seats)


def moves_of(seat):
    return int(seat.data("moves"))


def test_two_people_and_two_bots_play_a_whole_chupate_round_one_reloads_a_spectator_watches(
    browser, server
):
    # greedy bots and this seed: the people name a wild's color, challenge, take, draw and pass
    made = new_table(server, "chupate", ["person", "greedy", "person", "greedy"])
    lang = "&lang=es"
    people = [Seat(browser, f"{server.url}{seat['url']}{lang}") for seat in made["seats"]]
    watcher = Seat(browser, f"{server.url}{made['url']}?lang=en", width=390)
    deadline = time.monotonic() + GAME_TIME
    play(people, lambda: moves_of(watcher) >= 12 or over(watcher), deadline)
    people[0].page.reload()
    people[0].page.wait_for_function("document.body.dataset.online === 'yes'")
    play(people, lambda: over(watcher, *people), deadline)
    for person in people:
        assert "Partida terminada" in person.page.locator("#status").inner_text()
        assert person.page.locator("#finished").is_visible()
    assert "Game over" in watcher.page.locator("#status").inner_text()
    assert watcher.page.locator("#hand-box").is_hidden()
    status, final = request(f"{server.url}/api/tables/{made['table']}")
    assert status == 200
    assert final["over"]
    assert moves_of(watcher) == len(final["log"])
    assert any(entry["seat"] in (1, 3) for entry in final["log"])  # the bots played too
    clicked = {entry["move"] for entry in final["log"] if entry["seat"] in (0, 2)}
    assert {"challenge", "take", "draw", "pass"} <= clicked
    assert any(move.startswith("W") and ":" in move for move in clicked)  # the color picker
    # the last moves are told on every page; a person's own cards show there only
    watcher.page.wait_for_function(f"document.body.dataset.drawn === '{len(final['log'])}'")
    assert "Round 1 over" in watcher.page.locator("#narration-list").inner_text()
    for seat in (*people, watcher):
        assert seat.problems == []
        seat.close()


def test_a_veneno_round_goes_on_through_a_kill_9_and_a_restart(browser, server):
    made = new_table(server, "veneno", ["person", "person", "greedy", "random"], loss_threshold=1)
    people = [Seat(browser, f"{server.url}{seat['url']}") for seat in made["seats"]]
    watcher = Seat(browser, f"{server.url}{made['url']}?lang=es")
    deadline = time.monotonic() + GAME_TIME
    play(people, lambda: moves_of(watcher) >= 10, deadline)
    assert all(seat.problems == [] for seat in (*people, watcher))
    before = moves_of(watcher)
    server.kill()
    people[0].page.wait_for_function("document.body.dataset.online === 'no'")
    server.start()
    for seat in (*people, watcher):
        seat.page.wait_for_function("document.body.dataset.online === 'yes'", timeout=WAIT * 1000)
    assert moves_of(watcher) >= before
    play(people, lambda: over(watcher, *people), deadline)
    assert "Partida terminada" in watcher.page.locator("#status").inner_text()
    status, final = request(f"{server.url}/api/tables/{made['table']}")
    assert status == 200
    assert final["over"]
    assert len(final["log"]) > before
    for seat in (*people, watcher):
        assert all(DISCONNECTED.search(problem) for problem in seat.problems), seat.problems
        seat.close()


def test_the_home_page_opens_a_table_and_lists_a_link_per_person_seat(browser, server):
    home = Seat(browser, server.url + "/?lang=es", width=390, table=False)
    home.page.select_option("select[name=game]", "veneno")
    home.page.select_option("select[name=players]", "3")
    home.page.select_option("select[name=seat2]", "random")
    assert home.page.locator("#seats select").count() == 3
    home.page.locator("button[type=submit]").click()
    links = home.page.locator("#links a")
    links.nth(2).wait_for(timeout=WAIT * 1000)
    assert links.count() == 3  # seats 0 and 1, and the spectators
    seat_link = links.nth(0).get_attribute("href")
    assert "token=" in seat_link
    assert "lang=es" in seat_link
    home.page.goto(server.url + seat_link)
    home.page.wait_for_function("document.body.dataset.online === 'yes'", timeout=WAIT * 1000)
    assert "Eres el jugador 0" in home.page.locator("main").inner_text()
    assert home.problems == []
    home.close()
