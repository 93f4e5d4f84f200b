"""The batched Chúpate 2 engine against the scalar one, step by step: same games, same arrays.

Lane ``i`` of a batch and the scalar engine are given the same seed and the
same action ids; after every step the lane's ``state(i)`` must equal the
scalar state (every field: generator, stock order, hands in order, discard
pile, phase, owed cards, challenge, scores, round, last round), its legal ids
the scalar legal moves in their order, its observation row ``encode(view)``,
and its returns, ``is_over`` and ``current_player`` the scalar ones.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardrules import chupate
from tests.batch.chupate_compare import assert_same, events, space
from tests.extras import require
from tests.strategies import chupate_rules, examples, move_picks, seeds

np = require("numpy")
from cardrules.chupate import _batch as batch  # noqa: E402  (after the extras check)


def play_both(rules, lanes, pick, steps, tally=None, start=None):
    """Play ``steps`` steps in a batch and in scalar states; compare after each."""
    ids = space(rules)
    scalars = start or [chupate.new_game(rules, seed) for seed in lanes]
    b = batch.from_states(scalars) if start else batch.new_batch(rules, lanes)
    assert_same(np, b, scalars, "start")
    for t in range(steps):
        if b.is_over.all():
            break
        actions = np.full(len(scalars), -1, dtype=np.int64)
        for i, scalar in enumerate(scalars):
            if scalar.is_over:
                actions[i] = 99  # ignored: the lane is over
                continue
            legal = scalar.legal_moves()
            move = legal[pick(t, i, len(legal))]
            actions[i] = ids.id(move)
            scalars[i] = scalar.play(move)
            if tally is not None:
                events(scalar, scalars[i], tally)
        b = b.step(actions)
        assert_same(np, b, scalars, f"step {t}")
    return b, scalars


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=chupate_rules(max_target=60),
    lanes=st.lists(seeds, min_size=1, max_size=4),
    picks=move_picks(150),
    draw_heavy=st.booleans(),
)
def test_lanes_play_the_scalar_games(rules, lanes, picks, draw_heavy):
    """With ``draw_heavy`` most moves are the last legal one (draw, take, challenge, pass):
    the stock runs out and the discard pile is reshuffled within the game."""

    def pick(t, i, n):
        if draw_heavy and (picks[t] + i) % 5:
            return n - 1
        return (picks[t] * (i + 1) + i) % n

    play_both(rules, lanes, pick, len(picks))


@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=chupate_rules(max_target=40),
    lanes=st.lists(seeds, min_size=1, max_size=3),
    before=move_picks(60),
    picks=move_picks(60),
)
def test_from_states_continues_scalar_games(rules, lanes, before, picks):
    states = []
    for k, seed in enumerate(lanes):
        state = chupate.new_game(rules, seed)
        for p in before[k:]:
            if state.is_over:
                break
            legal = state.legal_moves()
            state = state.play(legal[p % len(legal)])
        states.append(state)
    b = batch.from_states(states)
    assert [b.state(i) for i in range(len(states))] == states

    def pick(t, i, n):
        return (picks[t] + i) % n

    play_both(rules, lanes, pick, len(picks), start=states)


WHOLE_GAMES = [
    pytest.param(chupate.Rules(players=2), 6, id="2"),
    pytest.param(chupate.Rules(players=3, allow_bluffs=False), 6, id="3-no-bluffs"),
    pytest.param(chupate.Rules(players=4), 6, id="4"),
    pytest.param(chupate.Rules(players=6), 4, id="6"),
    pytest.param(chupate.Rules(players=4, teams=True), 4, id="4-teams"),
    pytest.param(chupate.Rules(players=6, teams=((0, 3), (1, 4), (2, 5))), 4, id="6-pairs"),
    pytest.param(chupate.Rules(players=6, teams=True, allow_bluffs=False), 3, id="6-halves"),
    pytest.param(chupate.Rules(players=2, target=50), 4, id="2-target-50"),
    pytest.param(chupate.Rules(players=3, target=150), 3, id="3-target-150"),
    pytest.param(chupate.Rules(players=4, teams=True, target=300), 2, id="4-teams-300"),
    pytest.param(chupate.Rules(players=4, target=7, allow_bluffs=False), 4, id="4-target-7"),
]


@pytest.mark.parametrize(("rules", "lanes"), WHOLE_GAMES)
def test_whole_games(rules, lanes):
    """Whole games to the end, several rounds where there is a target, with random moves."""
    rnd = random.Random(f"{rules}")

    def pick(t, i, n):
        # mostly not the last legal move (a draw, in a normal turn): rounds end sooner
        return rnd.randrange(n) if rnd.random() < 0.5 else rnd.randrange(max(1, n - 1))

    tally: Counter[str] = Counter()
    b, scalars = play_both(rules, list(range(100, 100 + lanes)), pick, 100_000, tally)
    assert b.is_over.all()
    assert all(s.is_over for s in scalars)
    assert tally["over"] == lanes
    if rules.target is not None and rules.target >= 50:
        assert tally["next round"] > 0


@pytest.mark.slow
def test_the_games_compared_cover_the_rules():
    """The comparisons above reach reshuffles, challenges both ways, stacking, first cards."""
    tally: Counter[str] = Counter()
    rnd = random.Random(5)
    for rules in (chupate.Rules(players=2, target=120), chupate.Rules(players=4, target=60)):
        play_both(rules, list(range(4)), lambda t, i, n: rnd.randrange(n), 100_000, tally)
    for event in ("reshuffle", "bluff caught", "challenge failed", "stacked", "next round"):
        assert tally[event] > 0, (event, tally)
    assert sum(tally[f"first card {p}"] for p in ("stacked", "color")) > 0, tally
