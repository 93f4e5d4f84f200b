"""The batched SplitMix64 (`cardrules._lanes_rng`) draws what `cardrules._random` draws."""

from hypothesis import given
from hypothesis import strategies as st

from cardrules import _random
from tests.extras import require
from tests.strategies import seeds

np = require("numpy")
from cardrules import _lanes_rng as _rng  # noqa: E402  (after the extras check)

MIX1_INV = pow(0xBF58476D1CE4E5B9, -1, 1 << 64)
MIX2_INV = pow(0x94D049BB133111EB, -1, 1 << 64)


def unshift(z, shift):
    """Undo ``z ^= z >> shift`` on 64 bits."""
    out = z
    for _ in range(64 // shift + 1):
        out = z ^ (out >> shift)
    return out


def state_drawing(value):
    """The state whose next `next_u64` value is ``value`` (SplitMix64's mix is a bijection)."""
    z = unshift(value, 31)
    z = (z * MIX2_INV) % (1 << 64)
    z = unshift(z, 27)
    z = (z * MIX1_INV) % (1 << 64)
    z = unshift(z, 30)
    return (z - 0x9E3779B97F4A7C15) % (1 << 64)


def test_state_drawing_inverts_next_u64():
    for value in (0, 1, 2**64 - 1, 12345678901234567):
        assert _random.next_u64(state_drawing(value))[0] == value


lanes = st.lists(seeds, min_size=1, max_size=6)


@given(lanes)
def test_next_u64_is_the_scalar_step_on_every_lane(states):
    values, nxt = _rng.next_u64(np.array(states, dtype=np.uint64))
    assert [(int(v), int(s)) for v, s in zip(values, nxt, strict=True)] == [
        _random.next_u64(s) for s in states
    ]


bounds = st.one_of(st.integers(1, 60), st.integers(1, 2**63), st.just(3 * 2**61))
"""Small bounds as the games draw, any bound, and one rejecting a quarter of the draws."""


@given(st.lists(st.tuples(seeds, bounds, st.booleans()), min_size=1, max_size=8))
def test_below_is_the_scalar_draw_on_active_lanes_and_keeps_the_others(lanes_):
    states = np.array([s for s, _, _ in lanes_], dtype=np.uint64)
    n = np.array([b for _, b, _ in lanes_], dtype=np.uint64).astype(np.int64)
    active = np.array([a for _, _, a in lanes_])
    values, nxt = _rng.below(states, n, active)
    for i, (state, bound, on) in enumerate(lanes_):
        if on:
            assert (int(values[i]), int(nxt[i])) == _random.below(state, bound)
        else:
            assert (int(values[i]), int(nxt[i])) == (0, state)


def test_below_draws_again_after_a_rejection():
    # 2**64 - 1 is the one value `below(., 3)` rejects
    state = state_drawing(2**64 - 1)
    values, nxt = _rng.below(np.array([state, 5], dtype=np.uint64), 3)
    assert [(int(v), int(s)) for v, s in zip(values, nxt, strict=True)] == [
        _random.below(state, 3),
        _random.below(5, 3),
    ]
    assert int(nxt[0]) != _random.next_u64(state)[1]  # it did draw twice


@given(st.lists(st.tuples(seeds, bounds), min_size=1, max_size=8))
def test_below_on_every_lane_is_the_scalar_draw(lanes_):
    states = np.array([s for s, _ in lanes_], dtype=np.uint64)
    n = np.array([b for _, b in lanes_], dtype=np.uint64).astype(np.int64)
    for active in (None, np.ones(len(lanes_), dtype=np.bool_)):
        values, nxt = _rng.below(states, n, active)
        for i, (state, bound) in enumerate(lanes_):
            assert (int(values[i]), int(nxt[i])) == _random.below(state, bound)


def test_below_on_every_lane_near_and_at_a_rejection():
    # 2**64 - 1 is the one value `below(., 3)` rejects; 2**64 - 2 it keeps
    states = np.array([state_drawing(2**64 - 1), state_drawing(2**64 - 2), 5], dtype=np.uint64)
    for n in (np.array([3, 3, 3]), np.array([3, 7, 3])):
        values, nxt = _rng.below(states, n)
        expected = [_random.below(int(s), int(b)) for s, b in zip(states, n, strict=True)]
        assert [(int(v), int(s)) for v, s in zip(values, nxt, strict=True)] == expected
    values, nxt = _rng.below(states[1:], np.array([3, 3]))
    assert (int(values[0]), int(nxt[0])) == _random.below(int(states[1]), 3)


@given(st.lists(st.tuples(seeds, st.integers(0, 12)), min_size=1, max_size=5), st.integers(1, 12))
def test_shuffle_rows_shuffles_each_lanes_prefix_as_the_scalar_shuffle(lanes_, width):
    states = np.array([s for s, _ in lanes_], dtype=np.uint64)
    lengths = np.array([min(k, width) for _, k in lanes_], dtype=np.int64)
    rows = np.tile(np.arange(100, 100 + width, dtype=np.int64), (len(lanes_), 1))
    out, nxt = _rng.shuffle_rows(states, rows, lengths)
    for i, (state, _) in enumerate(lanes_):
        k = int(lengths[i])
        expected, after = _random.shuffle(state, list(range(100, 100 + k)))
        assert tuple(out[i, :k].tolist()) == expected
        assert out[i, k:].tolist() == list(range(100 + k, 100 + width))
        assert int(nxt[i]) == after


@given(st.lists(seeds, min_size=1, max_size=5), st.sampled_from([2, 3, 40, 48]))
def test_whole_rows_shuffle_as_the_scalar_shuffle(states, width):
    rows = np.tile(np.arange(width, dtype=np.int64), (len(states), 1))
    out, nxt = _rng.shuffle_rows(np.array(states, dtype=np.uint64), rows)
    for i, state in enumerate(states):
        expected, after = _random.shuffle(state, list(range(width)))
        assert (tuple(out[i].tolist()), int(nxt[i])) == (expected, after)


def test_a_whole_row_shuffle_with_a_rejected_draw_draws_again():
    # The 46th draw of a 48-card shuffle is below(., 3); make it the rejected value
    state = (state_drawing(2**64 - 1) - 45 * 0x9E3779B97F4A7C15) % (1 << 64)
    rows = np.tile(np.arange(48, dtype=np.int64), (2, 1))
    out, nxt = _rng.shuffle_rows(np.array([state, 7], dtype=np.uint64), rows)
    for i, seed in enumerate((state, 7)):
        expected, after = _random.shuffle(seed, list(range(48)))
        assert (tuple(out[i].tolist()), int(nxt[i])) == (expected, after)
    assert int(nxt[0]) == (state + 48 * 0x9E3779B97F4A7C15) % (1 << 64)  # 48 draws, not 47


def test_the_arguments_are_not_changed():
    states = np.array([1, 2, 3], dtype=np.uint64)
    rows = np.tile(np.arange(5, dtype=np.int64), (3, 1))
    _rng.below(states, 7)
    _rng.shuffle_rows(states, rows)
    _rng.shuffle_rows(states, rows, np.array([5, 2, 0]))
    assert states.tolist() == [1, 2, 3]
    assert rows.tolist() == [list(range(5))] * 3
