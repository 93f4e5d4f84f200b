"""The replay page: every step's picture and line, nothing hidden, and it works in a browser."""

import random
import re
from html import unescape
from pathlib import Path

import pytest

from cardrules import IllegalMoveError, NotationError, RulesError, chupate, veneno
from cardrules.html import replay_page
from tests.extras import require, require_program

STEP = re.compile(r'<template class="step" data-text="([^"]*)">(.*?)</template>', re.S)


def random_game(start, count, seed=1):
    rnd = random.Random(seed)
    state, moves = start, []
    while not state.is_over and len(moves) < count:
        move = rnd.choice(state.legal_moves())
        moves.append(move)
        state = state.play(move)
    return moves


def steps_of(page):
    return [(unescape(text), picture) for text, picture in STEP.findall(page)]


def test_one_step_per_position_and_a_line_per_move():
    start = chupate.new_game(chupate.Rules(players=3), seed=4)
    moves = random_game(start, 40)
    page = replay_page(start, [str(move) for move in moves])
    steps = steps_of(page)
    assert len(steps) == len(moves) + 1
    assert f"Step 0 of {len(moves)}" in page
    assert steps[0][0].startswith("Chúpate 2, round 1")
    assert steps[1][0].startswith(f"seat {start.current_player} ")
    assert str(moves[0].card or "") in steps[1][0] or moves[0].kind in ("draw", "pass")


def test_the_page_needs_no_network_and_no_other_file():
    start = veneno.new_game(veneno.Rules(players=2), seed=2)
    page = replay_page(start, random_game(start, 10))
    without_namespace = page.replace("http://www.w3.org/2000/svg", "")
    for outside in ("http:", "https:", "src=", "<link", "url(", "@import"):
        assert outside not in without_namespace


def test_C7_a_seat_page_hides_other_hands_and_their_drawn_cards():
    start = chupate.new_game(chupate.Rules(players=3), seed=9)
    moves = random_game(start, 80, seed=2)
    seat = 0
    page = replay_page(start, moves, seat=seat)
    state = start
    for move, (line, picture) in zip(moves, steps_of(page)[1:], strict=True):
        mover = state.current_player
        state = state.play(move)
        view_cards = [*state.view(seat).hand, *state.discard[-3:]]
        shown = re.findall(r'data-card="([^"]+)"', picture)
        assert sorted(shown) == sorted(map(str, view_cards))
        if move.kind == "draw":
            if mover == seat:
                assert str(state.drawn_card) in line
            else:
                assert "draws a card" in line


def test_V7_an_overflow_and_a_round_end_are_told():
    start = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), seed=3)
    moves = random_game(start, 500)
    lines = [line for line, _ in steps_of(replay_page(start, moves, names=["Ana", "Bea"]))]
    assert any("overflows" in line and "(V-7)" in line for line in lines)
    assert "match over" in lines[-1]
    assert all("seat " not in line for line in lines[1:])


def test_bad_moves_name_their_number():
    start = veneno.new_game(veneno.Rules(players=2), seed=2)
    first = start.legal_moves()[0]
    with pytest.raises(NotationError, match=r"move 2 \('junk'\)"):
        replay_page(start, [first, "junk"])
    illegal = next(
        move for move in veneno.build_deck() if move not in start.hands[start.current_player]
    )
    with pytest.raises(IllegalMoveError, match=r"move 1 .*V-"):
        replay_page(start, [f"{illegal}@0"])


def test_bad_arguments_are_rules_errors():
    start = veneno.new_game(veneno.Rules(players=2), seed=2)
    with pytest.raises(RulesError, match="seat must be"):
        replay_page(start, [], seat=5)
    with pytest.raises(RulesError, match="2 strings"):
        replay_page(start, [], names=["one"])
    with pytest.raises(RulesError, match="not one string"):
        replay_page(start, "7C@0")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="State"):
        replay_page(start.view(0), [])  # type: ignore[arg-type]


# -- in a real browser ------------------------------------------------------------------


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


def open_page(browser, html, tmp_path):
    path = Path(tmp_path) / "replay.html"
    path.write_text(html, encoding="utf-8")
    page = browser.new_page(viewport={"width": 900, "height": 900})
    problems = []
    page.on("console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else 0)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("requestfailed", lambda request: problems.append(request.url))
    page.goto(path.as_uri())
    return page, problems


@pytest.mark.parametrize("game", [chupate, veneno], ids=["chupate", "veneno"])
def test_stepping_with_keys_and_buttons_changes_picture_and_counter(browser, tmp_path, game):
    start = game.new_game(game.Rules(players=3), seed=6)
    moves = random_game(start, 12)
    page, problems = open_page(browser, replay_page(start, moves, seat=1), tmp_path)
    counter, picture = page.locator("#counter"), page.locator("#picture")
    assert counter.inner_text() == f"Step 0 of {len(moves)}"
    first = picture.inner_html()
    assert 'class="card face"' in first
    # the shared card symbols draw: a card on screen has a size
    box = page.locator("#picture g.card.face").first.bounding_box()
    assert box is not None
    assert box["width"] > 20
    page.keyboard.press("ArrowRight")
    assert counter.inner_text() == f"Step 1 of {len(moves)}"
    second = picture.inner_html()
    assert second != first
    page.locator("#next").click()
    assert counter.inner_text() == f"Step 2 of {len(moves)}"
    page.locator("#prev").click()
    page.keyboard.press("ArrowLeft")
    assert counter.inner_text() == f"Step 0 of {len(moves)}"
    assert picture.inner_html() == first
    assert page.locator("#prev").is_disabled()
    page.keyboard.press("End")
    assert counter.inner_text() == f"Step {len(moves)} of {len(moves)}"
    assert page.locator("#next").is_disabled()
    page.locator("#moves li").nth(3).click()
    assert counter.inner_text() == f"Step 3 of {len(moves)}"
    assert page.locator("#narration").inner_text() == page.locator("#moves li").nth(3).inner_text()
    page.close()
    assert problems == []
