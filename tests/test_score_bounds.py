"""from_dict refuses scores that the finished rounds cannot have given (C-15, V-9, V-12)."""

from __future__ import annotations

from typing import Any

import pytest

from cardrules import PositionError, chupate, veneno
from cardrules.chupate.position import MAX_ROUND_POINTS


def test_C15_a_round_gives_at_most_the_whole_decks_points() -> None:
    assert MAX_ROUND_POINTS == sum(chupate.card_points(c) for c in chupate.build_deck()) == 1240


def _chupate(scores: list[int], round_: int, **rules: Any) -> dict[str, Any]:
    players = len(scores)
    return {
        "game": "chupate2",
        "version": 1,
        "rules": {"players": players, "target": 10_000, **rules},
        "seed": 1,
        "round": round_,
        "current_player": 0,
        "hands": [["R5"], ["G7"], ["B1"], ["Y2"]][:players],
        "discard": ["R3"],
        "color": "R",
        "scores": scores,
    }


@pytest.mark.parametrize(
    ("scores", "round_"),
    [([1240, 0, 0], 2), ([1240, 1240, 0], 3), ([3720, 0, 0], 4), ([0, 0, 0], 1)],
)
def test_C15_scores_within_the_finished_rounds_are_accepted(scores: list[int], round_: int) -> None:
    assert chupate.State.from_dict(_chupate(scores, round_)).scores == tuple(scores)


@pytest.mark.parametrize(
    ("scores", "round_", "message"),
    [
        ([1, 0, 0], 1, "add up to 1 points, but 0 finished rounds give at most 0"),
        ([1241, 0, 0], 2, "add up to 1241 points, but 1 finished round gives at most 1240"),
        ([1240, 1, 0], 2, "add up to 1241 points, but 1 finished round gives at most 1240"),
        ([1000, 1000, 1000], 3, "add up to 3000 points, but 2 finished rounds give at most 2480"),
    ],
)
def test_C15_more_points_than_the_finished_rounds_give_are_refused(
    scores: list[int], round_: int, message: str
) -> None:
    with pytest.raises(PositionError) as info:
        chupate.State.from_dict(_chupate(scores, round_))
    assert message in str(info.value)
    assert "a round gives at most 1240, the whole deck's points, to one side (C-1, C-15)" in str(
        info.value
    )


def test_C3_a_team_counts_once() -> None:
    # teams 0+2 and 1+3: each team's score shows on both members
    accepted = _chupate([1240, 0, 1240, 0], 2, teams=True)
    assert chupate.State.from_dict(accepted).scores == (1240, 0, 1240, 0)
    with pytest.raises(PositionError, match="add up to 1241 points"):
        chupate.State.from_dict(_chupate([1240, 1, 1240, 1], 2, teams=True))
    with pytest.raises(PositionError, match=r"must be equal within team \[0, 2\] \(C-3\)"):
        chupate.State.from_dict(_chupate([5, 0, 4, 0], 2, teams=True))


def test_C15_a_single_round_in_progress_has_no_score() -> None:
    position = _chupate([7, 0, 0], 1)
    position["rules"] = {"players": 3}
    with pytest.raises(PositionError, match=r"'scores' must be 0 before the single round ends"):
        chupate.State.from_dict(position)


def test_C15_a_finished_game_counts_its_last_round() -> None:
    over = _chupate([1240, 0, 0], 1)
    over |= {"current_player": None, "starting_player": 0, "hands": [[], ["G7"], ["B1"]]}
    over["rules"] = {"players": 3, "target": 1000}
    assert chupate.State.from_dict(over).is_over
    too_much = over | {"scores": [1241, 0, 0]}
    with pytest.raises(PositionError, match="but 1 finished round gives at most 1240"):
        chupate.State.from_dict(too_much)


def _veneno(scores: list[int], round_: int, **rules: Any) -> dict[str, Any]:
    return {
        "game": "veneno",
        "version": 1,
        "rules": {"players": len(scores), "loss_threshold": 10_000, **rules},
        "seed": 1,
        "round": round_,
        "current_player": 0,
        "hands": [["1O"]] + [[] for _ in scores[1:]],
        "piles": [[], [], []],
        "scores": scores,
    }


@pytest.mark.parametrize(
    ("scores", "round_", "rules"),
    [
        ([12, 0, 0], 2, {}),
        ([6, 6, 0], 2, {}),
        ([10, 0, 0], 2, {"reduced_deck": True}),
        ([12, -24, 0], 2, {"copas_sin_veneno": True}),
        ([-20, 0], 2, {"copas_sin_veneno": True, "reduced_deck": True}),
        ([36, 0, -72], 4, {"copas_sin_veneno": True}),
    ],
)
def test_V9_scores_within_the_finished_rounds_are_accepted(
    scores: list[int], round_: int, rules: dict[str, Any]
) -> None:
    assert veneno.State.from_dict(_veneno(scores, round_, **rules)).scores == tuple(scores)


@pytest.mark.parametrize(
    ("scores", "round_", "rules", "message"),
    [
        ([1, 0], 1, {}, "hold 1 poison points, but 0 finished rounds give at most 0"),
        ([13, 0], 2, {}, "hold 13 poison points, but 1 finished round gives at most 12"),
        ([7, 6], 2, {}, "hold 13 poison points, but 1 finished round gives at most 12"),
        (
            [11, 0],
            2,
            {"reduced_deck": True},
            "hold 11 poison points, but 1 finished round gives at most 10: each round, "
            "each of the deck's 10 copas counts for one seat at most (V-9)",
        ),
        (
            [0, -25],
            2,
            {"copas_sin_veneno": True},
            "hold 25 points below zero, but 1 finished round gives at most 24: each round, "
            "each of the deck's 12 copas is worth -2 at best (V-12)",
        ),
        ([-13, -12], 2, {"copas_sin_veneno": True}, "hold 25 points below zero"),
        ([-1, 0], 1, {"copas_sin_veneno": True}, "hold 1 points below zero, but 0 finished"),
    ],
)
def test_V9_V12_impossible_scores_are_refused(
    scores: list[int], round_: int, rules: dict[str, Any], message: str
) -> None:
    with pytest.raises(PositionError) as info:
        veneno.State.from_dict(_veneno(scores, round_, **rules))
    assert message in str(info.value)


def test_V9_negative_scores_need_copas_sin_veneno() -> None:
    with pytest.raises(PositionError, match=r"negative only with copas_sin_veneno, V-12"):
        veneno.State.from_dict(_veneno([-1, 0], 2))
