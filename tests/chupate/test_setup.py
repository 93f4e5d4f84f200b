"""Known-answer positions for the deck, tables, teams, deal and direction (C-1 to C-5)."""

from collections import Counter

import pytest

from cardrules import RulesError, chupate
from tests.chupate.positions import (
    COLORS,
    DECK,
    dealt_game,
    hands_with,
    pos,
    state,
    stock_after,
    team_end,
    with_stock,
)
from tests.helpers import assert_play

# -- C-1 deck -------------------------------------------------------------------


def test_C1_deck_is_108_cards_in_canonical_order():
    per_color = ["0", *(str(n) for n in range(1, 10) for _ in (1, 2))]
    per_color += ["+2", "+2", "S", "S", "R", "R"]
    expected = [c + face for c in COLORS for face in per_color] + ["W"] * 4 + ["W+4"] * 4
    assert [str(card) for card in DECK] == expected
    faces = Counter(card.face for card in DECK)
    assert sum(faces[str(n)] for n in range(10)) == 76
    assert (faces["0"], faces["5"], faces["+2"], faces["S"], faces["R"]) == (4, 8, 8, 8, 8)
    assert (faces["W"], faces["W+4"]) == (4, 4)
    assert Counter(card.color for card in DECK)[None] == 8
    assert all(chupate.parse_card(str(card)) is card for card in DECK)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C1_a_new_game_holds_the_whole_deck_once(players):
    s = chupate.new_game(chupate.Rules(players=players), seed=players)
    places = [*s.hands, s.discard, s.stock]
    assert Counter(str(c) for place in places for c in place) == Counter(map(str, DECK))


# -- C-2 players and tables -----------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C2_two_three_four_or_six_players(players):
    s = chupate.new_game(chupate.Rules(players=players), seed=1)
    assert len(s.hands) == len(s.scores) == players


@pytest.mark.parametrize("players", [0, 1, 5, 7, True, 4.0, "4"])
def test_C2_other_player_counts_are_refused(players):
    msg = f"Rules.players must be one of 2, 3, 4, 6 (C-2), got {players!r}"
    with pytest.raises(RulesError) as info:
        chupate.Rules(players=players)
    assert str(info.value) == msg


@pytest.mark.parametrize("target", [None, 1, 50, 150, 300, 10_000])
def test_C2_a_single_round_or_any_positive_target(target):
    assert chupate.Rules(target=target).target == target


@pytest.mark.parametrize("target", [0, -50, True, 1.5, "50"])
def test_C2_a_target_must_be_a_positive_int(target):
    msg = f"Rules.target must be None (one round) or an int from 1 to 2**64-1 (C-2), got {target!r}"
    with pytest.raises(RulesError) as info:
        chupate.Rules(target=target)
    assert str(info.value) == msg


# -- C-3 teams ------------------------------------------------------------------


def test_C3_default_teams_are_seated_alternately():
    assert chupate.Rules(players=4, teams=True).teams == ((0, 2), (1, 3))
    assert chupate.Rules(players=6, teams=True).teams == ((0, 2, 4), (1, 3, 5))
    assert chupate.Rules(players=4, teams=True) == chupate.Rules(players=4, teams=[[2, 0], [3, 1]])


def test_C3_any_equal_partition_is_stored_sorted():
    rules = chupate.Rules(players=6, teams=[[3, 0], [4, 1], [5, 2]])
    assert rules.teams == ((0, 3), (1, 4), (2, 5))
    assert rules.to_dict() == {"players": 6, "teams": [[0, 3], [1, 4], [2, 5]]}
    assert chupate.Rules(players=6, teams=((5, 4, 3), (0, 2, 1))).teams == ((0, 1, 2), (3, 4, 5))
    assert chupate.Rules(players=4).partition == ((0,), (1,), (2,), (3,))


@pytest.mark.parametrize(
    ("players", "teams", "msg"),
    [
        (3, True, "Rules.teams needs 4 or 6 players (C-3), got players=3"),
        (2, ((0,), (1,)), "Rules.teams needs 4 or 6 players (C-3), got players=2"),
        (
            4,
            ((0, 1, 2), (3,)),
            "Rules.teams must be at least two teams of the same size, each of at least two "
            "seats (C-3), got ((0, 1, 2), (3,))",
        ),
        (
            4,
            ((0, 1, 2, 3),),
            "Rules.teams must be at least two teams of the same size, each of at least two "
            "seats (C-3), got ((0, 1, 2, 3),)",
        ),
        (
            4,
            ((0,), (1,), (2,), (3,)),
            "Rules.teams must be at least two teams of the same size, each of at least two "
            "seats (C-3), got ((0,), (1,), (2,), (3,))",
        ),
        (
            6,
            ((0, 1, 2, 3), (4, 5)),
            "Rules.teams must be at least two teams of the same size, each of at least two "
            "seats (C-3), got ((0, 1, 2, 3), (4, 5))",
        ),
        (
            4,
            ((0, 1), (1, 2)),
            "Rules.teams must hold every seat 0-3 exactly once (C-3), got ((0, 1), (1, 2))",
        ),
        (
            4,
            ((0, 1), (2,)),
            "Rules.teams must hold every seat 0-3 exactly once (C-3), got ((0, 1), (2,))",
        ),
        (4, ((0, 1), (2, 4)), "Rules.teams holds 4, not a seat from 0 to 3 (C-3)"),
        (4, ((0, 1), (2, True)), "Rules.teams holds True, not a seat from 0 to 3 (C-3)"),
        (
            4,
            "0213",
            "Rules.teams must be False, True or a partition of the seats such as "
            "((0, 2), (1, 3)) (C-3), got '0213'",
        ),
    ],
)
def test_C3_a_partition_must_be_equal_teams_of_every_seat_once(players, teams, msg):
    with pytest.raises(RulesError) as info:
        chupate.Rules(players=players, teams=teams)
    assert str(info.value) == msg


def test_C3_a_team_scores_only_the_opponents_hands():
    s = team_end([0, 0, 0, 0], None)
    after = s.play("R5")
    assert after.is_over
    assert after.scores == (27, 0, 27, 0)
    assert after.winners == (0, 2)


# -- C-4 deal -------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C4_seven_each_then_the_first_card_then_the_stock(players):
    s, starter, rest, rng = dealt_game(players, "number")
    assert s.discard == rest[:1]
    assert s.stock == rest[1:]
    assert s.rng == rng
    assert s.current_player == s.starting_player == starter
    assert s.to_dict()["starting_player"] == starter
    assert (s.color, s.direction, s.owed, s.phase) == (rest[0].color, -1, 0, "play")


def test_C4_the_starting_player_is_random_from_the_seed():
    rules = chupate.Rules(players=4)
    starters = {chupate.new_game(rules, seed=n).starting_player for n in range(40)}
    assert starters == {0, 1, 2, 3}
    assert chupate.new_game(rules, seed=5) == chupate.new_game(rules, seed=5)


# -- C-5 direction --------------------------------------------------------------


def test_C5_play_starts_counter_clockwise_to_seat_i_minus_1():
    d = pos([["R7", "B1"], ["G1"], ["G2"], ["G3"]], ["R3"])
    s = state(with_stock(d))
    assert s.direction == chupate.CCW == -1
    after = assert_play(
        s, "R7", hands=[["B1"], ["G1"], ["G2"], ["G3"]], discard=["R3", "R7"], current_player=3
    )
    assert_play(
        after,
        "draw",
        hands=hands_with(after, h3=[after.to_dict()["stock"][0]]),
        stock=stock_after(after, 1),
        phase="drawn",
        drawn_card=after.to_dict()["stock"][0],
    )
    after = state(with_stock(pos([["G1"], ["G7", "B1"], ["G2"], ["G3"]], ["G5"], current_player=1)))
    assert_play(
        after, "G7", hands=[["G1"], ["B1"], ["G2"], ["G3"]], discard=["G5", "G7"], current_player=0
    )
