"""Batched policies make exactly the scalar bots' choices; playouts end rounds and matches."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot, RandomBot, VenenoGreedyBot
from tests.extras import require
from tests.strategies import examples, seeds, veneno_rules

np = require("numpy")
from cardrules import batch  # noqa: E402  (after the extras check)
from cardrules.bots.batched import (  # noqa: E402
    GreedyPolicy,
    RandomPolicy,
    SeatPolicies,
    playout,
    step_where,
)


def scalar_moves(state, bots, until_round=None):
    """Play ``state`` on with one bot per seat; the ids of the moves and the end state."""
    game = chupate if isinstance(state, chupate.State) else veneno
    space = game.action_space(state.rules)
    bots = list(bots)
    ids = []
    while not state.is_over and (until_round is None or state.round == until_round):
        seat = state.current_player
        move, bots[seat] = bots[seat].choose(state.view(seat), state.legal_moves())
        ids.append(space.id(move))
        state = state.play(move)
    return ids, state, bots


def batch_moves(b, policy, steps):
    """``steps`` policy steps on ``b``; each lane's played ids and the end batch."""
    played = [[] for _ in range(len(b))]
    for _ in range(steps):
        live = ~b.is_over
        actions, policy = policy.choose(b)
        for i in np.flatnonzero(live):
            played[i].append(int(actions[i]))
        b = b.step(actions)
    return played, b, policy


@settings(max_examples=examples(15), deadline=None)
@given(veneno_rules(max_threshold=4), st.lists(st.tuples(seeds, seeds), min_size=1, max_size=3))
def test_random_policy_is_random_bot_in_every_lane_and_seat(rules, lanes):
    game_seeds = [g for g, _ in lanes]
    bot_seeds = [s for _, s in lanes]
    b = batch.new_batch(rules, game_seeds)
    policy = RandomPolicy.for_seats(bot_seeds, rules.players)
    end, policy = playout(b, policy)
    assert end.is_over.all()
    for i, (game_seed, bot_seed) in enumerate(lanes):
        bots = RandomBot.for_seats(bot_seed, rules.players)
        _, state, bots = scalar_moves(veneno.new_game(rules, game_seed), bots)
        assert end.state(i) == state
        assert policy.bots(i) == tuple(bots)


@settings(max_examples=examples(15), deadline=None)
@given(veneno_rules(max_threshold=4), st.lists(seeds, min_size=1, max_size=3))
def test_greedy_policy_is_the_greedy_bot_move_by_move(rules, game_seeds):
    b = batch.new_batch(rules, game_seeds)
    played, end, _ = batch_moves(b, GreedyPolicy(), 400)
    for i, seed in enumerate(game_seeds):
        ids, state, _ = scalar_moves(
            veneno.new_game(rules, seed), [VenenoGreedyBot()] * rules.players
        )
        n = len(played[i])
        assert played[i] == ids[:n]
        if n == len(ids):
            assert end.state(i) == state


@pytest.mark.parametrize(
    "rules", [veneno.Rules(players=3), veneno.Rules(players=5, poison_overflow=True)]
)
def test_greedy_policy_matches_the_bot_in_many_positions(rules):
    b = batch.new_batch(rules, list(range(30)))
    rng = RandomPolicy.for_seats(list(range(30)), rules.players)
    space = veneno.action_space(rules)
    bot = VenenoGreedyBot()
    for _ in range(100):
        if b.is_over.all():
            break
        chosen = GreedyPolicy().choose(b)[0]
        for i in range(len(b)):
            state = b.state(i)
            if state.is_over:
                assert chosen[i] == -1
                continue
            move, _ = bot.choose(state.view(state.current_player), state.legal_moves())
            assert chosen[i] == space.id(move)
        actions, rng = rng.choose(b)
        b = b.step(actions)


def test_seat_policies_give_each_seat_its_own_player():
    rules = veneno.Rules(players=3, loss_threshold=3)
    b = batch.new_batch(rules, [4, 5])
    mixed = SeatPolicies([GreedyPolicy(), RandomPolicy.for_seats([8, 9], 3), GreedyPolicy()])
    end, _ = playout(b, mixed)
    for i, (seed, bot_seed) in enumerate([(4, 8), (5, 9)]):
        bots = [VenenoGreedyBot(), RandomBot.for_seats(bot_seed, 3)[1], VenenoGreedyBot()]
        _, state, _ = scalar_moves(veneno.new_game(rules, seed), bots)
        assert end.state(i) == state
    with pytest.raises(RulesError, match="one per seat"):
        SeatPolicies([GreedyPolicy()]).choose(b)


def test_playout_to_the_end_of_the_round_stops_each_lane_at_its_next_deal():
    rules = veneno.Rules(players=4, loss_threshold=50)
    b = batch.new_batch(rules, [1, 2, 3])
    for _ in range(5):  # lanes at different points of the round
        b = step_where(b, b.legal_mask().argmax(axis=1), np.array([True, False, True]))
    policy = RandomPolicy.for_seats([1, 2, 3], 4)
    end, _ = playout(b, policy, until="round")
    for i in range(3):
        bots = RandomBot.for_seats(i + 1, 4)
        _, state, _ = scalar_moves(b.state(i), bots, until_round=1)
        assert end.state(i) == state
        assert state.round == 2
    partial, _ = playout(b, policy, max_steps=3)
    assert partial.states() != end.states()


def test_policies_refuse_bad_arguments():
    rules = veneno.Rules(players=2)
    b = batch.new_batch(rules, [1, 2])
    with pytest.raises(RulesError, match="cannot play"):
        RandomPolicy.for_seats([1], 2).choose(b)
    with pytest.raises(RulesError, match="generator states"):
        RandomPolicy([[1, -1]])
    with pytest.raises(RulesError, match="generator states"):
        RandomPolicy(5)
    with pytest.raises(RulesError, match="at least one"):
        RandomPolicy.for_seats([], 2)
    with pytest.raises(RulesError, match="until"):
        playout(b, GreedyPolicy(), until="game")


def test_random_policy_rngs_are_read_only_and_choose_is_pure():
    b = batch.new_batch(veneno.Rules(players=2), [1, 2])
    policy = RandomPolicy.for_seats([3, 4], 2)
    before = policy.rngs.copy()
    first = policy.choose(b)
    assert np.array_equal(policy.rngs, before)
    assert np.array_equal(policy.choose(b)[0], first[0])
    with pytest.raises(ValueError, match="read-only"):
        policy.rngs[0, 0] = 1


def test_policies_handle_hands_larger_than_a_deal():
    # positions may hold more cards in a hand than play ever does (V-3, V-4)
    rest = [
        str(card)
        for card in veneno.Rules().deck()
        if str(card) not in {"1O", "2O", "3O", "5C", "7E", "12B", "4C", "9O", "1B"}
    ]
    state = veneno.State.from_dict(
        {
            "game": "veneno",
            "version": 1,
            "rules": {"players": 2, "loss_threshold": 40},
            "seed": 3,
            "current_player": 0,
            "hands": [["1O", "2O", "3O", "5C", "7E", "12B", "4C"], ["1B"]],
            "piles": [["9O"], [], []],
            "stock": rest,
        }
    )
    b = batch.from_states([state, state])
    assert isinstance(b, batch.Batch)
    space = veneno.action_space(state.rules)
    bot = VenenoGreedyBot()
    for _ in range(30):
        s = b.state(0)
        if s.is_over:
            break
        expected, _ = bot.choose(s.view(s.current_player), s.legal_moves())
        assert GreedyPolicy().choose(b)[0].tolist() == [space.id(expected)] * 2
        counts = b.legal_count()
        assert counts.tolist() == [len(s.legal_moves())] * 2
        last = b.nth_legal(counts - 1)
        assert last.tolist() == [space.id(s.legal_moves()[-1])] * 2
        b = b.step(last)


@pytest.mark.parametrize("rules", [chupate.Rules(players=3), chupate.Rules(players=4, teams=True)])
def test_the_policies_play_chupate_as_its_scalar_bots(rules):
    # the same policies on the other game's batch: its greedy player comes through the dispatch
    seeds_ = [3, 4]
    b = batch.new_batch(rules, seeds_)
    end, policy = playout(b, RandomPolicy.for_seats([5, 6], rules.players))
    greedy_end, _ = playout(b, GreedyPolicy())
    for i, seed in enumerate(seeds_):
        start = chupate.new_game(rules, seed)
        bots = RandomBot.for_seats(5 + i, rules.players)
        _, state, bots = scalar_moves(start, bots)
        assert end.state(i) == state
        assert policy.bots(i) == tuple(bots)
        _, state, _ = scalar_moves(start, [ChupateGreedyBot()] * rules.players)
        assert greedy_end.state(i) == state
