"""Each impossible position is refused with a PositionError that says why."""

import pytest

from cardrules import PositionError, chupate, veneno


def veneno_pos(**fields):
    d = {
        "game": "veneno",
        "version": 1,
        "rules": {"players": 2},
        "seed": 0,
        "current_player": 0,
        "hands": [["1O"], ["2O"]],
        "piles": [[], [], []],
    }
    return {**d, **fields}


def veneno_finished(**fields):
    # Every card in seat 1's zone: 12 copas, past a loss threshold of 5.
    deck = [str(card) for card in veneno.build_deck()]
    d = veneno_pos(
        rules={"players": 2, "loss_threshold": 5},
        current_player=None,
        starting_player=0,
        hands=[[], []],
        taken=[[], deck],
        stock=[],
        scores=[0, 12],
    )
    return {**d, **fields}


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        ({"piles": [["3O"], ["4O"], []]}, r"piles 0 and 1 both hold oros.*\(V-5\)"),
        ({"piles": [["3O", "4E"], [], []]}, r"pile 0 holds espadas and oros.*\(V-5\)"),
        ({"piles": [["9O", "4O"], [], []]}, r"pile 0 totals 13, which overflows \(V-7\)"),
        ({"hands": [[], ["2O"]]}, r"seat 0 is to play with an empty hand.*\(V-8\)"),
        ({"scores": [20, 0]}, r"a score reaches 20, so the match is over \(V-10\)"),
        ({"current_player": None}, "a finished position must give 'starting_player'"),
    ],
)
def test_veneno_refuses(fields, fragment):
    with pytest.raises(PositionError, match=fragment):
        veneno.State.from_dict(veneno_pos(**fields))


def test_veneno_finished_position_is_accepted_as_it_is():
    state = veneno.State.from_dict(veneno_finished())
    assert state.is_over
    assert state.winners == (0,)
    assert state.losers == (1,)


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        ({"scores": [0, 4]}, r"no score reaches 5 \(V-10\)"),
        ({"hands": [["1O"], []]}, r"cards are still to be played.*\(V-8\)"),
    ],
)
def test_veneno_refuses_a_finished_match_that_is_not(fields, fragment):
    d = veneno_finished(**fields)
    if fields.get("hands"):
        d["taken"] = [[], [c for c in d["taken"][1] if c != "1O"]]
    with pytest.raises(PositionError, match=fragment):
        veneno.State.from_dict(d)


def test_veneno_poison_overflow_allows_a_pile_at_the_limit():
    # V-7 option: only a total above 13 overflows, so a pile of exactly 13 can stand.
    d = veneno_pos(rules={"players": 2, "poison_overflow": True}, piles=[["9O", "4O"], [], []])
    assert veneno.State.from_dict(d).pile_total(0) == 13


def chupate_pos(**fields):
    d = {
        "game": "chupate2",
        "version": 1,
        "rules": {"players": 2},
        "seed": 0,
        "current_player": 0,
        "hands": [["R1"], ["B2"]],
        "discard": ["R5"],
        "color": "R",
    }
    return {**d, **fields}


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        (
            {
                "rules": {"players": 4, "teams": True},
                "hands": [["R1"], ["B2"], ["G3"], ["Y4"]],
                "scores": [5, 0, 0, 0],
            },
            r"'scores' must be equal within team \[0, 2\] \(C-3\)",
        ),
        (
            {"last_challenge": {"challenger": 0, "challenged": 1, "bluff": "yes"}},
            "'last_challenge.bluff' must be true or false",
        ),
        ({"current_player": None}, "a finished position must give 'starting_player'"),
        ({"scores": [3, 0]}, r"'scores' must be 0 before the single round ends \(C-15\)"),
        (
            {"rules": {"players": 2, "target": 50}, "scores": [50, 50]},
            r"a score reaches the target 50, so the game is over \(C-15\)",
        ),
        (
            {"phase": "wild4", "owed": 4, "discard": ["R5", "W+4"]},
            "phase 'wild4' needs 'challenge_color'",
        ),
        (
            {"phase": "wild4", "owed": 2, "discard": ["R5", "W+4"], "challenge_color": "R"},
            r"needs a W\+4 on top and 'owed' 4",
        ),
    ],
)
def test_chupate_refuses(fields, fragment):
    with pytest.raises(PositionError, match=fragment):
        chupate.State.from_dict(chupate_pos(**fields))


def chupate_finished(**fields):
    finished = {
        "current_player": None,
        "starting_player": 0,
        "phase": "over",
        "hands": [[], ["B2", "W"]],
    }
    return chupate_pos(**{**finished, **fields})


def test_chupate_finished_single_round_is_accepted_with_its_count():
    state = chupate.State.from_dict(chupate_finished(scores=[52, 0]))
    assert state.is_over
    assert state.winners == (0,)


@pytest.mark.parametrize(
    ("fields", "fragment"),
    [
        ({"scores": [50, 0]}, r"do not match the round's count \[52, 0\] \(C-15\)"),
        ({"hands": [[], []], "scores": [0, 0]}, r"2 hands are empty.*\(C-15\)"),
        (
            {"rules": {"players": 2, "target": 100}, "scores": [52, 0]},
            r"exactly the winning side \[0\] has reached the target 100",
        ),
    ],
)
def test_chupate_refuses_a_finish_that_does_not_add_up(fields, fragment):
    with pytest.raises(PositionError, match=fragment):
        chupate.State.from_dict(chupate_finished(**fields))
