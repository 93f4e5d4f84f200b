"""Outcomes and returns: who won, who lost, why, and the zero-sum payoff (C-3, C-15, V-10)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import Outcome, Reason, RulesError, chupate, veneno
from cardrules.game import returns_of
from tests.chupate import positions as cp
from tests.games import GAMES, random_steps
from tests.strategies import examples, move_seeds, seeds
from tests.veneno import positions as vp


@settings(max_examples=examples(10), deadline=None)
@given(data=st.data(), seed=seeds, move_seed=move_seeds)
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_outcome_and_returns_through_a_whole_game(game, data, seed, move_seed):
    rules = data.draw(game.rules)
    players = rules.players
    state = None
    for state, move in random_steps(game, rules, seed, move_seed, game.move_bound(rules)):
        if move is not None:
            assert state.outcome is None
            assert state.returns() == (0.0,) * players
    assert state.is_over
    outcome = state.outcome
    assert isinstance(outcome, Outcome)
    assert outcome.winners == state.winners
    assert outcome.scores == state.scores
    assert outcome.winners
    assert outcome.losers
    returns = state.returns()
    assert abs(sum(returns)) < 1e-9
    for seat in range(players):
        expected = (1 / len(outcome.winners) if seat in outcome.winners else 0.0) - (
            1 / len(outcome.losers) if seat in outcome.losers else 0.0
        )
        assert returns[seat] == pytest.approx(expected)
        view = state.view(seat)
        assert view.outcome == outcome
        assert view.returns() == returns
    if game.name == "veneno":
        assert outcome.reason is Reason.THRESHOLD_REACHED
        assert outcome.losers == state.losers
        assert max(state.scores) >= rules.loss_threshold
    else:
        assert set(outcome.winners) | set(outcome.losers) == set(range(players))
        assert not set(outcome.winners) & set(outcome.losers)
        reason = Reason.HAND_EMPTIED if rules.target is None else Reason.TARGET_REACHED
        assert outcome.reason is reason


def test_C15_a_single_round_won_by_emptying_a_hand():
    s = cp.state(cp.with_stock(cp.pos([["R3"], ["R7", "W"], ["BS", "G0"]], ["R5"])))
    assert s.outcome is None
    assert s.returns() == (0.0, 0.0, 0.0)
    end = s.play("R3")
    assert end.outcome == Outcome((0,), (1, 2), (77, 0, 0), Reason.HAND_EMPTIED)
    assert end.returns() == (1.0, -0.5, -0.5)
    assert end.view(2).outcome == end.outcome
    assert end.view(1).returns() == end.returns()


def test_C3_C15_a_team_reaching_the_target_shares_the_win():
    # teams 0+2 v 1+3; seat 0 plays its last card; partner 2's W does not count
    end = cp.team_end([40, 0, 40, 0], 50).play("R5")
    assert end.is_over
    assert end.outcome == Outcome((0, 2), (1, 3), (67, 0, 67, 0), Reason.TARGET_REACHED)
    assert end.returns() == (0.5, -0.5, 0.5, -0.5)


def test_C15_short_of_the_target_there_is_no_outcome_yet():
    after = cp.team_end([0, 0, 0, 0], 500).play("R5")
    assert not after.is_over
    assert after.outcome is None
    assert after.returns() == (0.0,) * 4
    assert after.view(1).outcome is None


def V10_end(scores, taken, **rules):
    """Seat 0 plays the last card 1O of the round; seat 2 takes every unnamed card."""
    d = vp.pos([["1O"], [], []], rules=rules, taken=taken, scores=scores)
    return vp.state(vp.rest_taken_by(d, 2)).play("1O@0")


OROS = [f"{r}O" for r in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)]
SEVENS = ["7O", "7C", "7E", "7B"]


def test_V10_a_shared_win_and_a_single_loser():
    end = V10_end([-2, 0, 9], [OROS, SEVENS, []], copas_sin_veneno=True)
    assert end.outcome == Outcome((0, 1), (2,), (-2, -2, 20), Reason.THRESHOLD_REACHED)
    assert end.returns() == (0.5, 0.5, -1.0)


def test_V10_everyone_tied_is_everyone_a_winner_and_a_loser():
    # the round scores 1 (1C), 1 (7C) and 10 (the other copas): 20 for all
    end = V10_end([19, 19, 10], [[*OROS, "1C"], ["7C"], []])
    assert end.scores == (20, 20, 20)
    assert end.outcome == Outcome((0, 1, 2), (0, 1, 2), (20, 20, 20), Reason.THRESHOLD_REACHED)
    assert end.returns() == (0.0, 0.0, 0.0)


@pytest.mark.parametrize(
    ("winners", "losers", "players", "expected"),
    [
        ((1,), (0, 2), 3, (-0.5, 1.0, -0.5)),
        ((0, 2), (1, 3), 4, (0.5, -0.5, 0.5, -0.5)),
        ((0,), (4,), 5, (1.0, 0.0, 0.0, 0.0, -1.0)),
        ((0, 1), (0, 1), 2, (0.0, 0.0)),
        ((0, 1, 2), (1,), 3, (1 / 3, 1 / 3 - 1, 1 / 3)),
    ],
)
def test_returns_of_shares_plus_one_and_minus_one(winners, losers, players, expected):
    assert returns_of(winners, losers, players) == pytest.approx(expected)
    assert Outcome(winners, losers, (0,) * players, Reason.HAND_EMPTIED).returns() == (
        pytest.approx(expected)
    )


@pytest.mark.parametrize(
    ("winners", "losers", "players", "message"),
    [
        ((0,), (1,), 10**30, "players must be an int from 1 to 1024"),  # 0.2: ran out of memory
        ((0,), (1,), 1025, "players must be an int from 1 to 1024"),
        ((), (), 0, "players must be an int from 1 to 1024"),
        ((0,), (1,), 2.0, "players must be an int"),
        ((0,), (1,), True, "players must be an int"),
        ((5,), (1,), 3, "winners must hold seats from 0 to 2, got 5"),
        ((0,), (-1,), 3, "losers must hold seats from 0 to 2, got -1"),
        ((0, 0), (1,), 3, "winners must not repeat a seat"),
        ((0.0,), (1,), 3, "winners must hold seats"),
        ("0", (1,), 3, "winners must be a tuple"),
        ((0,), None, 3, "losers must be a tuple"),
        ((0,), tuple(range(10**4)), 3, "losers must be a tuple of at most 3 seats"),
    ],
)
def test_returns_of_refuses_bad_players_and_seats(winners, losers, players, message):
    with pytest.raises(RulesError, match=message):
        returns_of(winners, losers, players)


def test_returns_of_takes_the_most_seats_and_lists():
    assert len(returns_of([0], [1], 1024)) == 1024
    assert returns_of([1], [0], 2) == (-1.0, 1.0)


def test_reason_is_a_str_enum():
    assert Reason.TARGET_REACHED == "target_reached"
    assert str(Reason.HAND_EMPTIED) == "hand_emptied"
    assert Reason("threshold_reached") is Reason.THRESHOLD_REACHED
    assert repr(Reason.HAND_EMPTIED) == "Reason.HAND_EMPTIED"


def test_outcome_is_exported_by_both_games():
    assert chupate.Outcome is veneno.Outcome is Outcome
