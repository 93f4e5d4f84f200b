"""Every state of the Spanish page in Chromium, with no English label a person can see.

The seat's turn and the other seats', the color and pile questions, an
explanation, the spectators' view of the finished table, its replay and the
home page: what is visible is checked against the library's English labels
(`tests.server.english`).
"""

from __future__ import annotations

import pytest

from tests.extras import require
from tests.server import browser as shared
from tests.server.browser import (
    new_table,
    open_page,
    play_people,
    view_of,
    visible_text,
)
from tests.server.english import english_words

require("starlette")
require("uvicorn")

pytestmark = pytest.mark.slow  # a real headless browser: `.ci/run` runs these

browser = shared.browser
server = shared.server

SEATS = ["person", "greedy", "person", "random"]


def spanish_only(page, state):
    seen = english_words(visible_text(page))
    assert seen == set(), (state, seen)


def legal_of(server, made, shown):
    return view_of(server, made, shown["view"]["current_player"])["view"]["legal_moves"]


@pytest.mark.parametrize(
    ("game", "asks"),
    [("chupate", lambda m: m.startswith("W")), ("veneno", lambda m: True)],
    ids=["color", "pile"],
)
def test_a_seats_turn_its_question_and_an_explanation_are_all_spanish(browser, server, game, asks):
    made = new_table(server, game, SEATS)

    def question(shown):
        if shown["view"]["current_player"] not in made["tokens"]:
            return False
        legal = legal_of(server, made, shown)
        cards = [m.split("@")[0].split(":")[0] for m in legal]
        return any(asks(m) and cards.count(m.split("@")[0].split(":")[0]) > 1 for m in legal)

    shown = play_people(server, made, 40, until=question)
    assert question(shown)
    seat = shown["view"]["current_player"]
    other = next(k for k in made["tokens"] if k != seat)
    problems: list[str] = []
    url = f"{server.url}/tables/{made['table']}?token={made['tokens'][seat]}&lang=es"
    page = open_page(browser, url, 390, problems)
    spanish_only(page, "the seat's turn")
    legal = legal_of(server, made, shown)
    cards = [m.split("@")[0].split(":")[0] for m in legal]
    card = next(c for m, c in zip(legal, cards, strict=True) if asks(m) and cards.count(c) > 1)
    page.locator(f'#hand button.card.legal[data-card="{card}"]').first.click()
    page.locator("#actions .ask").wait_for()
    spanish_only(page, "a question")
    illegal = page.locator("#hand button.card.illegal")
    if illegal.count():
        illegal.first.click()
        spanish_only(page, "an explanation")
    url = f"{server.url}/tables/{made['table']}?token={made['tokens'][other]}&lang=es"
    waiting = open_page(browser, url, 1280, problems)
    waiting.locator("#hand button.card").first.click()
    assert "no le toca" in waiting.locator("#notice").inner_text()
    spanish_only(waiting, "another seat's turn, the picture open, an explanation")
    assert problems == []
    for one in (page, waiting):
        one.context.close()


def test_the_finished_table_its_replay_and_the_home_page_are_all_spanish(browser, server):
    made = new_table(server, "chupate", ["greedy", "random", "greedy"], seed=4)
    made["tokens"] = {}
    assert play_people(server, made, 0)["over"]
    problems: list[str] = []
    page = open_page(browser, f"{server.url}{made['url']}?lang=es", 1280, problems)
    spanish_only(page, "the finished table")
    assert "bot voraz" in page.locator("#seat-rows").inner_text()
    page.locator("#finished a").nth(1).click()
    page.wait_for_load_state()
    assert page.evaluate("document.documentElement.lang") == "es"
    spanish_only(page, "the replay")
    assert "jugador 0 (bot voraz)" in visible_text(page)
    for game in ("chupate", "veneno"):
        page.goto(f"{server.url}/?lang=es")
        page.select_option("select[name=game]", game)
        spanish_only(page, f"the home page, {game}")
    assert problems == []
    page.context.close()
