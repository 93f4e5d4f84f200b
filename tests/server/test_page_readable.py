"""The table page in Chromium at a phone's width (390 px) and a desktop's (1280 px), both languages.

No text a person sees is drawn under 12 CSS px at 390 px; the facts a player
needs (hand sizes, stock, whose turn, piles and totals, taken cards, points)
are HTML text, not only inside the picture; the seat's hand is shown once,
with no blank space under it; nothing overflows sideways.
"""

from __future__ import annotations

import re

import pytest

from tests.extras import require
from tests.server import browser as shared
from tests.server.browser import (
    new_table,
    open_page,
    play_people,
    view_of,
    visible_texts,
)

require("starlette")
require("uvicorn")

pytestmark = pytest.mark.slow  # a real headless browser: `.ci/run` runs these

browser = shared.browser
server = shared.server

SMALLEST = 12.0
"""The smallest font a person must read, in CSS px, at any width."""
SEATS = ["person", "greedy", "person", "greedy"]


@pytest.fixture(scope="module")
def tables(server):
    """One table a game, played some moves in (Veneno: piles and taken cards to show)."""
    made = {}
    for game, moves in (("chupate", 6), ("veneno", 9)):
        made[game] = new_table(server, game, SEATS)
        play_people(server, made[game], moves)
    return made


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("game", ["chupate", "veneno"])
def test_the_page_is_readable_and_says_the_facts_in_html(
    browser, server, tables, game, width, lang
):
    made = tables[game]
    problems: list[str] = []
    page = open_page(browser, f"{server.url}{made['seats'][0]['url']}&lang={lang}", width, problems)
    view = view_of(server, made, 0)["view"]
    texts = visible_texts(page)
    html = [piece for piece in texts if not piece["svg"]]
    small = [piece for piece in (texts if width == 390 else html) if piece["size"] < SMALLEST]
    assert small == [], small
    if width == 390:  # the picture folds away on a phone: its small words are not the page's
        assert not [piece for piece in texts if piece["svg"]]
    else:
        assert page.locator("#picture-box").evaluate("box => box.open")
    # nothing wider than the screen
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # the facts, as text beside the picture
    rows = page.locator("#seat-rows tr")
    assert rows.count() == len(SEATS)
    cards = "cards" if lang == "en" else "cartas"
    for seat, size in enumerate(view["hand_sizes"]):
        row = rows.nth(seat).inner_text()
        assert f"{size} {cards}" in row
        assert row.rstrip().endswith(str(view["scores"][seat]))
    stock = "Stock" if lang == "en" else "Mazo"
    assert f"{stock}: {view['stock_size']} {cards}" in page.locator("#chips").inner_text()
    to_play = view["current_player"]
    assert page.locator("#seat-rows tr.turn").get_attribute("data-seat") == str(to_play)
    status = page.locator("#status").inner_text()
    assert status in ("Your turn", "Te toca") or f" {to_play}" in status
    piles = page.locator("#piles").inner_text()
    if game == "veneno":
        for number, pile in enumerate(view["piles"]):
            total = sum(4 if int(card[:-1]) > 9 else int(card[:-1]) for card in pile)
            assert re.search(rf"\b{number}\b\s*total {total}\b", piles), (number, total, piles)
        taken = page.locator("#seat-rows tr").nth(2).locator(".card-face")
        assert taken.count() == len(view["taken"][2])
        assert any(view["taken"])  # the fixture's moves took a pile: the zone shows its cards
    else:
        assert page.locator("#piles .card-face").get_attribute("data-card") == view["discard"][-1]
    # the hand once: the page's cards, none of them face up in the picture, no blank under it
    hand = page.locator("#hand button.card")
    assert hand.count() == len(view["hand"])
    shown = page.locator("#picture [data-card]").evaluate_all(
        "found => found.map((one) => one.dataset.card)"
    )
    public = set(view.get("discard", [])) | {c for pile in view.get("piles", []) for c in pile}
    public |= {card for zone in view.get("taken", []) for card in zone}
    assert set(shown) <= public
    gap = page.evaluate(
        """() => {
          const box = document.getElementById("hand-box").getBoundingClientRect();
          const cards = Array.from(document.querySelectorAll("#hand button.card"));
          const lowest = Math.max(...cards.map((b) => b.getBoundingClientRect().bottom));
          let next = document.getElementById("hand-box").nextElementSibling;
          while (next && next.getBoundingClientRect().height === 0) next = next.nextElementSibling;
          return [box.bottom - lowest, next.getBoundingClientRect().top - box.bottom];
        }"""
    )
    assert 0 <= gap[0] <= 4, gap  # the box ends with the cards
    assert gap[1] <= 24, gap  # and the next thing follows at once
    assert problems == []
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("width", [390, 1280])
def test_the_home_page_is_readable_with_every_rules_option(browser, server, width, lang):
    problems: list[str] = []
    page = open_page(browser, f"{server.url}/?lang={lang}", width, problems)
    for game in ("chupate", "veneno"):
        page.select_option("select[name=game]", game)
        assert page.locator("#rules input").count() >= 3
        small = [piece for piece in visible_texts(page) if piece["size"] < SMALLEST]
        assert small == [], small
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert problems == []
    page.context.close()
