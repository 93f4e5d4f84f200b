"""The batched Veneno engine plays the scalar engine's matches, step by step, on every variant.

Each test steps a batch and the scalar states side by side and compares, at
every step and in every lane: the state (`VenenoBatch.state` against the
scalar state, rng, scores and last round included), the legal ids and their
order, the observation, the returns, the seat to play, and the counting and
choosing of the k-th legal move.
"""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import IllegalMoveError, RulesError, veneno
from cardrules._random import below
from tests.extras import require
from tests.strategies import PICK, examples, move_picks, seeds, veneno_rules

np = require("numpy")
from cardrules import _lanes_rng as _rng  # noqa: E402
from cardrules import batch  # noqa: E402  (after the extras check)
from cardrules.veneno._batch import VenenoBatch  # noqa: E402

VARIANTS = [
    pytest.param(
        veneno.Rules(
            players=players,
            reduced_deck=reduced,
            copas_sin_veneno=copas,
            poison_overflow=knizia,
            loss_threshold=4,
        ),
        id=f"{players}p{'-reduced' * reduced}{'-copas' * copas}{'-knizia' * knizia}",
    )
    for players in (2, 3, 4, 5, 6)
    for reduced, copas, knizia in itertools.product((False, True), repeat=3)
]


def assert_same(b, states):
    """Every lane of ``b`` is the scalar state of the same index, in every respect."""
    space = veneno.action_space(b.rules)
    mask = b.legal_mask()
    obs = b.observe()
    returns = b.returns()
    counts = b.legal_count()
    assert mask.shape == (len(states), len(space))
    assert obs.shape == (len(states), veneno.observation_size(b.rules))
    assert obs.dtype == np.float32
    assert mask.dtype == np.bool_
    assert returns.dtype == np.float32
    for i, state in enumerate(states):
        assert b.state(i) == state, f"lane {i}"
        ids = [space.id(move) for move in state.legal_moves()]
        assert np.flatnonzero(mask[i]).tolist() == ids, f"lane {i}"
        assert counts[i] == len(ids)
        seat = state.current_player
        assert b.current_player[i] == (-1 if seat is None else seat)
        assert b.is_over[i] == state.is_over
        if seat is None:
            assert not obs[i].any()
        else:
            assert obs[i].tobytes() == veneno.encode_array(state.view(seat)).tobytes()
        assert returns[i].tolist() == [float(np.float32(r)) for r in state.returns()]
    for k in range(int(counts.max(initial=0))):
        chosen = b.nth_legal(np.minimum(k, np.maximum(counts - 1, 0)))
        for i, state in enumerate(states):
            if state.is_over:
                assert chosen[i] == -1
            else:
                legal = state.legal_moves()
                assert chosen[i] == space.id(legal[min(k, len(legal) - 1)])


def play_both(b, states, pick):
    """One step in both engines: lane ``i`` plays ``legal[pick(i, n)]``; the new pair."""
    space = veneno.action_space(b.rules)
    actions = np.zeros(len(states), dtype=np.int64)
    after = []
    for i, state in enumerate(states):
        if state.is_over:
            after.append(state)
            continue
        legal = state.legal_moves()
        move = legal[pick(i, len(legal))]
        actions[i] = space.id(move)
        after.append(state.play(move))
    return b.step(actions), after


@settings(max_examples=examples(25), deadline=None)
@given(veneno_rules(max_threshold=6), st.lists(seeds, min_size=1, max_size=3), move_picks(150))
def test_a_batch_plays_the_scalar_games_step_by_step(rules, seed_list, picks):
    b = batch.new_batch(rules, seed_list)
    states = [veneno.new_game(rules, seed) for seed in seed_list]
    assert_same(b, states)
    for pick in picks:
        if all(state.is_over for state in states):
            break
        b, states = play_both(b, states, lambda i, n, pick=pick: (pick + 7919 * i) % n)
        assert_same(b, states)


@pytest.mark.parametrize("rules", VARIANTS)
def test_whole_matches_of_every_variant_are_the_scalar_matches(rules):
    seed_list = [0, 1, 2**64 - 1]
    b = batch.new_batch(rules, seed_list)
    states = [veneno.new_game(rules, seed) for seed in seed_list]
    rng = np.random.default_rng(len(rules.to_dict()) * 7 + rules.players)
    moves = 0
    while not all(state.is_over for state in states):
        b, states = play_both(b, states, lambda _i, n: int(rng.integers(n)))
        assert_same(b, states)
        moves += 1
    assert b.is_over.all()
    assert max(state.round for state in states) >= 1
    assert any(state.last_round is not None for state in states)


@settings(max_examples=examples(25), deadline=None)
@given(
    veneno_rules(max_threshold=6),
    st.lists(st.tuples(seeds, st.integers(0, 120)), min_size=1, max_size=3),
    move_picks(80),
)
def test_from_states_continues_the_given_states(rules, lanes, picks):
    # each lane starts at a different point: some moves into its match
    states = []
    for seed, moves in lanes:
        state = veneno.new_game(rules, seed)
        for k in range(moves):
            if state.is_over:
                break
            legal = state.legal_moves()
            state = state.play(legal[(seed + k) % len(legal)])
        states.append(state)
    b = batch.from_states(states)
    assert isinstance(b, VenenoBatch)
    assert_same(b, states)
    assert batch.from_states(b.states()).states() == states
    for pick in picks:
        if all(state.is_over for state in states):
            break
        b, states = play_both(b, states, lambda i, n, pick=pick: (pick + 31 * i) % n)
        assert_same(b, states)


REST = [
    str(card)
    for card in veneno.Rules(reduced_deck=True).deck()
    if str(card) not in {"2O", "5C", "10E", "1O", "3E", "1B"}
]
POSITIONS = [
    # hands in no deck order, a partial position whose stock the generator deals
    {
        "game": "veneno",
        "version": 1,
        "rules": {"players": 2},
        "seed": 1,
        "current_player": 0,
        "hands": [["5E", "3C", "9O"], ["1O", "4C"]],
        "piles": [["6E"], [], []],
    },
    # zones in a given order, a last round, Knizia's overflow and V-12
    {
        "game": "veneno",
        "version": 1,
        "rules": {"players": 3, "poison_overflow": True, "copas_sin_veneno": True},
        "seed": 5,
        "round": 2,
        "starting_player": 1,
        "current_player": 2,
        "hands": [["12B", "1C"], ["7O"], ["2E", "11C", "3O"]],
        "piles": [["6O", "4C"], ["12E"], []],
        "taken": [["7C", "1O", "2O"], [], ["5B", "1B"]],
        "scores": [3, 1, 0],
        "last_round": {
            "round": 1,
            "starting_player": 0,
            "points": [3, 1, 0],
            "taken": [["3C", "2C", "1E", "12C"], ["9C"], []],
            "piles": [["4O"], [], ["3B"]],
        },
    },
    # the stock is out: empty hands are passed over (V-8); the rest of the deck is in zones
    {
        "game": "veneno",
        "version": 1,
        "rules": {"players": 4, "reduced_deck": True, "loss_threshold": 30},
        "seed": 9,
        "current_player": 3,
        "hands": [["2O"], [], [], ["5C", "10E"]],
        "piles": [["1O"], ["3E"], ["1B"]],
        "taken": [[], REST, [], []],
        "stock": [],
    },
]


@pytest.mark.parametrize("position", POSITIONS, ids=["unordered", "knizia-last-round", "no-stock"])
def test_positions_from_dicts_play_on_as_the_scalar_state(position):
    start = veneno.State.from_dict(position)
    for first in range(len(start.legal_moves())):
        states = [start, start]
        b = batch.from_states(states)
        assert_same(b, states)
        step = 0
        while not all(state.is_over for state in states) and step < 60:
            b, states = play_both(
                b,
                states,
                lambda i, n, step=step, first=first: (first if step == 0 else i + step) % n,
            )
            assert_same(b, states)
            step += 1


def test_lanes_ending_at_different_moves_stay_over_and_ignore_their_actions():
    rules = veneno.Rules(players=2, loss_threshold=1)
    b = batch.new_batch(rules, [3, 4])
    states = [veneno.new_game(rules, 3), veneno.new_game(rules, 4)]
    while not all(state.is_over for state in states):
        b, states = play_both(b, states, lambda i, n: (n - 1) * i)
    over = b
    # junk ids in finished lanes are ignored
    again = over.step(np.array([-5, 10**6]))
    assert again.states() == over.states()


@pytest.mark.parametrize("rules", [veneno.Rules(players=3), veneno.Rules(reduced_deck=True)])
@pytest.mark.parametrize("moving", [[0, 2], [0, 1, 2, 4, 5, 6, 7, 8, 9], [3]])
def test_step_where_moves_only_the_chosen_lanes(rules, moving):
    # most lanes moving (the others masked), or one of ten (played apart)
    b = batch.new_batch(rules, list(range(10)))
    for _ in range(40):
        b = b.step(b.legal_mask().argmax(axis=1))
    first = b.legal_mask().argmax(axis=1)
    where = np.isin(np.arange(10), moving)
    moved = b.step(first, where=where)
    space = veneno.action_space(rules)
    for i in range(10):
        expected = b.state(i).play(space[int(first[i])]) if where[i] else b.state(i)
        assert moved.state(i) == expected


def test_with_lanes_swaps_in_other_lanes():
    rules = veneno.Rules(players=3)
    b = batch.new_batch(rules, [1, 2, 3])
    other = batch.new_batch(rules, [10, 11])
    merged = b.with_lanes(np.array([2, 0]), other)
    assert merged.states() == [other.state(1), b.state(1), other.state(0)]
    with pytest.raises(RulesError, match="distinct lanes"):
        b.with_lanes(np.array([1, 1]), other)
    with pytest.raises(RulesError, match="same rules"):
        b.with_lanes(np.array([0]), batch.new_batch(veneno.Rules(players=2), [1]))


# -- purity --------------------------------------------------------------------


def test_step_never_changes_the_old_batch_and_hands_out_read_only_arrays():
    rules = veneno.Rules(players=4, poison_overflow=True)
    b = batch.new_batch(rules, list(range(8)))
    for _ in range(60):  # far enough for overflows and zones
        b = b.step(b.legal_mask().argmax(axis=1))
    before_states = b.states()
    arrays = {
        "mask": b.legal_mask().copy(),
        "obs": b.observe().copy(),
        "cp": b.current_player.copy(),
        "returns": b.returns().copy(),
    }
    after = b.step(b.legal_mask().argmax(axis=1))
    assert after is not b
    assert after.states() != before_states
    assert b.states() == before_states
    assert np.array_equal(b.legal_mask(), arrays["mask"])
    assert np.array_equal(b.observe(), arrays["obs"])
    assert np.array_equal(b.current_player, arrays["cp"])
    for array in (b.legal_mask(), b.observe(), b.current_player, b.is_over, b.returns()):
        assert not array.flags.writeable
        with pytest.raises(ValueError, match="read-only"):
            array[0] = 0
        with pytest.raises(ValueError, match="WRITEABLE"):
            array.flags.writeable = True


def test_from_states_and_new_batch_do_not_keep_the_callers_lists():
    rules = veneno.Rules(players=2)
    seed_list = [5, 6]
    b = batch.new_batch(rules, seed_list)
    seed_list[0] = 99
    assert b.state(0) == veneno.new_game(rules, 5)
    seeds_array = np.array([5, 6], dtype=np.uint64)
    c = batch.new_batch(rules, seeds_array)
    seeds_array[0] = 99
    assert c.state(0) == veneno.new_game(rules, 5)


# -- bad input -----------------------------------------------------------------


def test_bad_actions_are_rules_errors_naming_the_lane_and_id():
    rules = veneno.Rules(players=3)
    b = batch.new_batch(rules, [1, 2])
    legal = b.legal_mask()
    illegal = int(np.flatnonzero(~legal[1])[0])
    good = legal.argmax(axis=1)
    with pytest.raises(
        IllegalMoveError, match=rf"lane 1: action id {illegal} \(.*\) is not legal: V-"
    ):
        b.step(np.array([good[0], illegal]))
    with pytest.raises(RulesError, match="lane 0: 144 is not an action id"):
        b.step(np.array([144, good[1]]))
    with pytest.raises(RulesError, match="lane 1: -1 is not an action id"):
        b.step([int(good[0]), -1])
    with pytest.raises(RulesError, match="shape"):
        b.step(np.array([1, 2, 3]))
    with pytest.raises(RulesError, match="shape"):
        b.step(np.array([[1, 2]]))
    with pytest.raises(RulesError, match="integers"):
        b.step(np.array([1.0, 2.0]))
    with pytest.raises(RulesError, match="integers"):
        b.step(np.array([True, False]))
    with pytest.raises(RulesError, match="integers"):
        b.step("ab")
    with pytest.raises(RulesError, match="integers"):
        b.step([object(), 1])
    with pytest.raises(RulesError, match="where"):
        b.step(good, where=np.array([1, 0]))
    with pytest.raises(RulesError, match=r"lane 0: .* is not an action id"):
        b.step(np.array([2**64 - 1, 0], dtype=np.uint64))


def test_bad_lanes_seeds_rules_and_states_are_rules_errors():
    rules = veneno.Rules(players=2)
    b = batch.new_batch(rules, [1, 2])
    for lane in (2, -1, True, 1.0, "0", None):
        with pytest.raises(RulesError, match="lane"):
            b.state(lane)
    assert b.state(np.int64(1)) == veneno.new_game(rules, 2)
    with pytest.raises(RulesError, match="lane 1: seed"):
        batch.new_batch(rules, [1, -1])
    with pytest.raises(RulesError, match="lane 0: seed"):
        batch.new_batch(rules, [2**64])
    with pytest.raises(RulesError, match="at least one"):
        batch.new_batch(rules, [])
    with pytest.raises(RulesError, match="lane 1: seed"):
        batch.new_batch(rules, np.array([1, -1]))
    with pytest.raises(RulesError, match="lane 0: seed"):
        batch.new_batch(rules, np.array([True, False]))
    for seeds_array in (np.array([2**64 - 1, 3], dtype=np.uint64), np.array([7, 3], np.int32)):
        b = batch.new_batch(rules, seeds_array)
        assert b.states() == [veneno.new_game(rules, int(seed)) for seed in seeds_array]
    with pytest.raises(RulesError, match="sequence"):
        batch.new_batch(rules, 5)
    with pytest.raises(RulesError, match="needs the Rules of a registered game"):
        batch.new_batch("veneno", [1])
    with pytest.raises(RulesError, match="non-empty"):
        batch.from_states([])
    with pytest.raises(RulesError, match="needs the Rules of a registered game"):
        batch.from_states([1, 2])
    with pytest.raises(RulesError, match="lane 1 is not a veneno State"):
        batch.from_states([veneno.new_game(rules, 1), "x"])
    with pytest.raises(RulesError, match="lane 1 plays"):
        batch.from_states([veneno.new_game(rules, 1), veneno.new_game(veneno.Rules(), 1)])
    state = veneno.new_game(rules, 1)
    broken = veneno.State(
        **{
            **{
                f: getattr(state, f)
                for f in (
                    "rules",
                    "seed",
                    "rng",
                    "round",
                    "starting_player",
                    "current_player",
                    "hands",
                    "piles",
                    "taken",
                    "scores",
                    "last_round",
                )
            },
            "stock": state.stock[1:],
        }
    )
    with pytest.raises(RulesError, match="lane 0 does not hold each card"):
        batch.from_states([broken])


@given(st.lists(PICK, min_size=1, max_size=5))
def test_nth_legal_refuses_a_wrong_shape(picks):
    b = batch.new_batch(veneno.Rules(players=2), [1, 2])
    with pytest.raises(RulesError, match="shape"):
        b.nth_legal(np.array([*picks, 0, 0]))


def test_nth_legal_refuses_a_move_a_lane_does_not_have():
    b = batch.new_batch(veneno.Rules(players=3), [1, 2])
    counts = b.legal_count()
    top = int(counts[1])
    with pytest.raises(RulesError, match=rf"lane 1 has {top} legal moves, so it has no move {top}"):
        b.nth_legal(np.array([0, top]))
    with pytest.raises(RulesError, match=r"lane 0 has .* no move -1"):
        b.nth_legal(np.array([-1, 0]))
    picked = b.nth_legal(counts - 1)
    assert not picked.flags.writeable
    with pytest.raises(ValueError, match="WRITEABLE"):
        picked.flags.writeable = True


def test_a_batch_trusts_only_its_own_nth_legal_ids():
    rules = veneno.Rules(players=3)
    b = batch.new_batch(rules, [1, 2])
    picked = b.nth_legal(np.zeros(2, dtype=np.int64))
    after = b.step(picked)
    assert after.state(0) == b.state(0).play(b.state(0).legal_moves()[0])
    with pytest.raises(IllegalMoveError, match="lane 0: action id"):
        after.step(picked)  # the card played is no longer in the hand


# -- many lanes in lockstep ------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        veneno.Rules(players=4, loss_threshold=5),
        veneno.Rules(players=3, reduced_deck=True, poison_overflow=True, loss_threshold=5),
        veneno.Rules(players=5, copas_sin_veneno=True, loss_threshold=5),
    ],
    ids=["4p", "3p-reduced-knizia", "5p-copas"],
)
def test_random_matches_on_many_lanes_restarted_as_they_end_are_the_scalar_ones(rules):
    """`legal_count`, the batched `below` and `nth_legal` on many lanes in lockstep.

    Each lane plays `RandomBot`'s moves from its own generator; a lane whose
    match is over gets the next seed's match (`with_lanes`), as the
    environments restart lanes. Every lane is the scalar match at every step.
    """
    lanes, stream = 12, 0x5DEECE66D
    seeds_now = list(range(lanes))
    b = batch.new_batch(rules, seeds_now)
    rng = np.array(seeds_now, dtype=np.uint64) ^ np.uint64(stream)
    states = [veneno.new_game(rules, seed) for seed in seeds_now]
    picks = [seed ^ stream for seed in seeds_now]
    next_seed, restarted = lanes, 0
    for step in range(260):
        over = np.flatnonzero(b.is_over)
        if over.size:
            fresh = list(range(next_seed, next_seed + over.size))
            next_seed += over.size
            restarted += over.size
            b = b.with_lanes(over, batch.new_batch(rules, fresh))
            rng = rng.copy()
            rng[over] = np.array(fresh, dtype=np.uint64) ^ np.uint64(stream)
            for lane, seed in zip(over.tolist(), fresh, strict=True):
                states[lane] = veneno.new_game(rules, seed)
                picks[lane] = seed ^ stream
        k, rng = _rng.below(rng, np.maximum(b.legal_count(), 1), ~b.is_over)
        b = b.step(b.nth_legal(k))
        for lane, state in enumerate(states):
            legal = state.legal_moves()
            index, picks[lane] = below(picks[lane], len(legal))
            states[lane] = state.play(legal[index])
        if step % 40 == 0:
            assert_same(b, states)
        else:
            assert all(b.state(i) == states[i] for i in range(lanes)), f"step {step}"
    assert restarted > 0
