"""The replay page: every step's picture and line, nothing hidden, and it works in a browser."""

import random
import re
from html import unescape
from pathlib import Path

import pytest

from cardrules import IllegalMoveError, NotationError, RulesError, chupate, veneno
from cardrules.html import replay_page
from cardrules.narration import describe_game_end, describe_round_start, describe_turn
from tests.extras import require, require_program
from tests.test_narration import CARD_TOKEN, _cards_seen

pytestmark = pytest.mark.slow  # a real headless browser: `.ci/run` runs these

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


def page_text(lines):
    """The narration's lines as a step of the page holds them."""
    return "\n".join(line.strip() for line in lines)


@pytest.mark.parametrize("seat", [None, 1])
def test_every_step_is_told_by_the_public_narration(seat):
    start = chupate.new_game(chupate.Rules(players=3), seed=4)
    moves = random_game(start, 40)
    names = ["Ana", "Bea", "Cy"]
    page = replay_page(start, [str(move) for move in moves], seat=seat, names=names)
    steps = steps_of(page)
    assert len(steps) == len(moves) + 1
    assert f"Step 0 of {len(moves)}" in page
    assert steps[0][0] == page_text(describe_round_start(start, names=names))
    state = start
    for move, (text, _) in zip(moves, steps[1:], strict=True):
        after = state.play(move)
        assert text == page_text(describe_turn(state, move, after, seat=seat, names=names))
        state = after
    items = [unescape(item) for item in re.findall(r"<li>(.*?)</li>", page, re.S)]
    assert items == [text for text, _ in steps]


def test_the_page_needs_no_network_and_no_other_file():
    start = veneno.new_game(veneno.Rules(players=2), seed=2)
    page = replay_page(start, random_game(start, 10))
    without_namespace = page.replace("http://www.w3.org/2000/svg", "")
    for outside in ("http:", "https:", "src=", "<link", "url(", "@import"):
        assert outside not in without_namespace


@pytest.mark.parametrize("game", [chupate, veneno], ids=["chupate", "veneno"])
def test_C7_V4_a_seat_page_hides_other_hands_and_their_drawn_cards(game):
    start = game.new_game(game.Rules(players=3), seed=9)
    moves = random_game(start, 150, seed=2)
    seat = 0
    page = replay_page(start, moves, seat=seat)
    pattern = CARD_TOKEN["chupate2" if game is chupate else "veneno"]
    state, draws = start, 0
    for move, (line, picture) in zip(moves, steps_of(page)[1:], strict=True):
        mover = state.current_player
        after = state.play(move)
        seen = _cards_seen(state.view(seat).to_dict()) | _cards_seen(after.view(seat).to_dict())
        seen.add(str(move).split(":")[0].split("@")[0])
        if after.round != state.round or after.is_over:  # a round's end is public
            ended = after.last_round
            for zones in (getattr(ended, field, ()) for field in ("hands", "piles", "taken")):
                seen |= {str(card) for zone in zones for card in zone}
        for token in pattern.findall(line):
            assert token in seen, (line, token)
        if game is chupate:
            view_cards = [*after.view(seat).hand, *after.discard[-3:]]
            shown = re.findall(r'data-card="([^"]+)"', picture)
            assert sorted(shown) == sorted(map(str, view_cards))
            if move.kind == "draw":
                draws += 1
                told = str(after.drawn_card) if mover == seat else "draws a card"
                assert told in line.splitlines()[0]
        state = after
    assert game is veneno or draws > 0


def test_V7_V9_an_overflow_and_a_round_end_are_told_with_the_names():
    start = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), seed=3)
    moves = random_game(start, 500)
    final = start
    for move in moves:
        final = final.play(move)
    assert final.is_over
    lines = [line for line, _ in steps_of(replay_page(start, moves, names=["Ana", "Bea"]))]
    assert any(
        re.search(r"overflow! seat \d \((Ana|Bea)\) takes .*\(\d+ copas?\)", line) for line in lines
    )
    assert any(
        "\nRound 1 over" in line and "\npoison points this round: seat 0 (Ana): " in line
        for line in lines
    )
    assert lines[-1].endswith(page_text(describe_game_end(final, len(moves), names=["Ana", "Bea"])))
    assert "Match over" in lines[-1]
    assert not any(re.search(r"\b[Ss]eat \d(?! \((Ana|Bea)\))", line) for line in lines)


def test_C15_a_chupate_round_end_names_the_team_and_the_winners():
    rules = chupate.Rules(players=4, teams=True)
    start = chupate.new_game(rules, seed=5)
    moves = random_game(start, 2000, seed=3)
    names = ["Ana", "Bea", "Cy", "Dee"]
    lines = [line for line, _ in steps_of(replay_page(start, moves, names=names))]
    assert any("Round 1 over: the team of seat " in line for line in lines)
    assert "winners: " in lines[-1]
    assert not any(re.search(r"\b[Ss]eat \d(?! \((Ana|Bea|Cy|Dee)\))", line) for line in lines)


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


@pytest.mark.parametrize("module", [veneno, chupate], ids=["veneno", "chupate"])
def test_a_seats_page_never_shows_the_seed(module):
    seed = 12_345_678_901
    start = module.new_game(module.Rules(players=3), seed=seed)
    moves = random_game(start, 20)
    whole = replay_page(start, moves)
    assert f"seed {seed}" in whole  # every hand is on it anyway
    for seat in range(3):
        page = replay_page(start, moves, seat=seat)
        assert str(seed) not in page
        assert f"{seed:x}" not in page
        assert re.search(r"<title>[^<]*players \(as seat \d saw it\)</title>", page)


def test_two_seats_of_one_name_are_told_apart_on_the_page():
    start = chupate.new_game(chupate.Rules(players=4, teams=True), seed=5)
    moves = random_game(start, 30)
    page = replay_page(start, moves, names=["greedy", "greedy", "random", "random"], seat=1)
    assert "seat 1 (greedy)" in page
    assert "seat 0 (greedy)" in page
    assert not re.search(r"(?<!\()greedy (plays|draws|takes|passes)", unescape(page))
    assert "(as seat 1 (greedy) saw it)" in page


@pytest.mark.parametrize("seat", [None, 0])
def test_a_spanish_page_tells_and_draws_every_step_in_spanish(seat):
    start = veneno.new_game(veneno.Rules(players=2), seed=3)
    moves = random_game(start, 12)
    english, spanish = (
        replay_page(start, moves, seat=seat),
        replay_page(start, moves, seat=seat, lang="es"),
    )
    assert '<html lang="es">' in spanish
    assert "◀ Anterior" in spanish
    assert "Paso 0 de 12" in spanish
    assert '"Paso " + at + " de " + last' in spanish
    assert "Jugadas" in spanish
    assert "Veneno, 2 jugadores" in spanish
    assert ("semilla" in spanish) is (seat is None)
    for (told_en, picture_en), (told_es, picture_es) in zip(
        steps_of(english), steps_of(spanish), strict=True
    ):
        assert told_es != told_en
        assert CARD_TOKEN["veneno"].findall(told_es) == CARD_TOKEN["veneno"].findall(
            told_en
        )  # the same cards
        cards = re.compile(r'data-card="([^"]+)"')
        assert cards.findall(picture_es) == cards.findall(picture_en)
        assert "montón 0" in picture_es
    with pytest.raises(RulesError, match="lang must be one of"):
        replay_page(start, moves, lang="de")
