"""Batched Chúpate 2 policies make exactly the scalar bots' choices, lane by lane."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate
from cardrules.bots import ChupateGreedyBot, RandomBot
from tests.batch.chupate_compare import assert_same, space
from tests.extras import require
from tests.strategies import chupate_rules, examples, seeds

np = require("numpy")
from cardrules.chupate import _batch as batch  # noqa: E402  (after the extras check)
from cardrules.chupate._batch import players as policies  # noqa: E402

GREEDY = ChupateGreedyBot()


def bots_game(rules, lanes, bot_seed, greedy_seats, check_every=1):
    """Lanes played by the batched policies beside scalar bots; compared at every step."""
    players = rules.players
    ids = space(rules)
    scalars = [chupate.new_game(rules, seed) for seed in lanes]
    bots = [list(RandomBot.for_seats(bot_seed + i, players)) for i in range(len(lanes))]
    b = batch.new_batch(rules, lanes)
    bot_states = policies.random_bot_states([bot_seed + i for i in range(len(lanes))], players)
    steps = 0
    while not b.is_over.all():
        randoms, bot_states = policies.random_actions(b, bot_states)
        greedy = policies.greedy_actions(b)
        seat = b.current_player
        actions = np.where(np.isin(seat, greedy_seats), greedy, randoms)
        for i, scalar in enumerate(scalars):
            if scalar.is_over:
                assert randoms[i] == greedy[i] == -1
                continue
            s = scalar.current_player
            view, legal = scalar.view(s), scalar.legal_moves()
            want_greedy = GREEDY.choose(view, legal)[0]
            assert ids.id(want_greedy) == greedy[i], (steps, i, str(want_greedy))
            want_random, bots[i][s] = bots[i][s].choose(view, legal)
            assert ids.id(want_random) == randoms[i], (steps, i, str(want_random))
            assert int(bot_states[i, s]) == bots[i][s].rng
            move = want_greedy if s in greedy_seats else want_random
            scalars[i] = scalar.play(move)
        b = b.step(actions)
        steps += 1
        if steps % check_every == 0:
            assert_same(np, b, scalars, f"step {steps}")
    assert_same(np, b, scalars, "end")
    return steps


POLICY_GAMES = [
    pytest.param(chupate.Rules(players=2), (0,), id="2"),
    pytest.param(chupate.Rules(players=3, allow_bluffs=False), (0, 2), id="3-no-bluffs"),
    pytest.param(chupate.Rules(players=4), (1, 3), id="4"),
    pytest.param(chupate.Rules(players=4, teams=True, target=150), (0, 1, 2, 3), id="4-teams"),
    pytest.param(chupate.Rules(players=6, teams=((0, 3), (1, 4), (2, 5))), (0, 1, 4), id="6"),
    pytest.param(chupate.Rules(players=6, teams=True, target=50), (0, 1, 2, 3, 4, 5), id="6-t"),
]


@pytest.mark.parametrize(("rules", "greedy_seats"), POLICY_GAMES)
def test_policies_choose_as_the_bots(rules, greedy_seats):
    bots_game(rules, [11, 12, 13, 14], 7, greedy_seats)


@settings(max_examples=examples(15), deadline=None)
@pytest.mark.slow  # a differential property of many lanes: `.ci/run` runs it
@given(
    rules=chupate_rules(max_target=30),
    lanes=st.lists(seeds, min_size=1, max_size=3),
    bot_seed=seeds.filter(lambda s: s < 2**64 - 8),
    greedy=st.sets(st.integers(0, 5)),
)
def test_policies_choose_as_the_bots_everywhere(rules, lanes, bot_seed, greedy):
    bots_game(rules, lanes, bot_seed, tuple(greedy), check_every=7)


def test_random_actions_leave_their_argument_and_refuse_bad_states():
    b = batch.new_batch(chupate.Rules(players=3), [1, 2])
    states = policies.random_bot_states([5, 6], 3)
    before = states.copy()
    actions, after = policies.random_actions(b, states)
    assert np.array_equal(states, before)
    assert (after != states).sum() == 2
    assert b.legal_mask()[[0, 1], actions].all()
    for bad in (states.astype(np.int64), states[:, :2], states[:1], [[1, 2, 3]] * 2):
        with pytest.raises(RulesError, match="bot_states"):
            policies.random_actions(b, bad)
    with pytest.raises(RulesError, match="seed"):
        policies.random_bot_states([-1], 3)


@pytest.mark.parametrize("to_round_end", [False, True])
def test_play_out_plays_the_bots_games(to_round_end):
    """A batched playout from given states is the scalar bots' playout of each state."""
    rules = chupate.Rules(players=4, teams=True, target=120)
    starts = [chupate.new_game(rules, seed) for seed in (31, 32, 33)]
    starts = [s.play(s.legal_moves()[0]) for s in starts]
    greedy_seats = (1, 2)
    b, states = policies.play_out(
        batch.from_states(starts),
        greedy_seats,
        policies.random_bot_states([7, 8, 9], 4),
        to_round_end=to_round_end,
    )
    for i, start in enumerate(starts):
        bots = list(RandomBot.for_seats(7 + i, 4))
        s = start
        while not s.is_over and not (to_round_end and s.round > start.round):
            seat = s.current_player
            if seat in greedy_seats:
                move = GREEDY.choose(s.view(seat), s.legal_moves())[0]
            else:
                move, bots[seat] = bots[seat].choose(s.view(seat), s.legal_moves())
            s = s.play(move)
        assert b.state(i) == s
        assert states[i].tolist() == [bot.rng for bot in bots]
    with pytest.raises(RulesError, match="greedy seat"):
        policies.play_out(b, (4,))
