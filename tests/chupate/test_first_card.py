"""Known-answer positions for the first card turned up (C-13)."""

from collections import Counter

import pytest

from cardrules import chupate
from cardrules._random import below, shuffle
from tests.chupate.positions import (
    COLORS,
    DECK,
    dealt_game,
    kind,
    moves,
    pos,
    seed_turning,
    state,
)
from tests.helpers import assert_illegal, assert_play

# -- C-13 first card ------------------------------------------------------------


def first_round(players, face):
    """A new game whose first card is of kind ``face``, and its starting player (C-4)."""
    seed = seed_turning(players, face)
    s = chupate.new_game(chupate.Rules(players=players), seed=seed)
    assert kind(s.discard[0]) == face
    starter = below(seed, players)[0]
    assert s.starting_player == s.to_dict()["starting_player"] == starter
    return s, starter


def opening(s):
    """What the first card decides: ``(current_player, phase, owed, direction, color)``."""
    d = s.to_dict()
    return d["current_player"], d["phase"], d["owed"], d["direction"], d["color"]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_number_card_first_the_starting_player_plays(players):
    s, starter = first_round(players, "number")
    assert opening(s) == (starter, "play", 0, "ccw", str(s.discard[0])[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_draw_two_first_the_starting_player_owes_two_and_may_stack(players):
    s, starter = first_round(players, "+2")
    assert opening(s) == (starter, "stacked", 2, "ccw", str(s.discard[0])[0])
    twos = sorted(
        {str(c) for c in s.hands[starter] if c.face == "+2"},
        key=lambda c: DECK.index(chupate.parse_card(c)),
    )
    assert moves(s) == (*twos, "take")


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_skip_first_the_next_player_counter_clockwise_starts(players):
    s, starter = first_round(players, "S")
    assert opening(s) == ((starter - 1) % players, "play", 0, "ccw", str(s.discard[0])[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_reverse_first_play_goes_clockwise_from_the_next_seat(players):
    s, starter = first_round(players, "R")
    assert opening(s) == ((starter + 1) % players, "play", 0, "cw", str(s.discard[0])[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_wild_first_the_starting_player_names_the_color_then_plays(players):
    s, starter = first_round(players, "W")
    assert opening(s) == (starter, "color", 0, "ccw", None)
    assert moves(s) == tuple(f"color:{c}" for c in COLORS)
    for move in ("draw", "W:G"):
        assert_illegal(s, move, "C-13", "name the color")
    after = assert_play(s, "color:Y", color="Y", phase="play")
    assert after.current_player == starter


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_wild_draw_four_first_goes_back_into_the_stock_and_a_new_card_is_turned(players):
    s, _, rest, rng = dealt_game(players, "W+4")
    stock, rng = shuffle(rng, (*rest[1:], rest[0]))
    assert str(stock[0]) != "W+4"  # else the rule applies again: pick another seed
    assert s.discard == stock[:1]
    assert s.stock == stock[1:]
    assert s.rng == rng
    assert Counter(map(str, s.stock))["W+4"] == 4 - sum(str(c) == "W+4" for h in s.hands for c in h)


def test_C13_a_color_named_only_at_the_start():
    s = state(pos([["R2"], ["B2"]], ["R5"]))
    assert_illegal(s, "color:G", "C-13", "only names the color of a wild first card")
