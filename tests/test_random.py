"""The seeded generator: SplitMix64, ``below``, ``shuffle``, ``check_seed``."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardrules import RulesError, veneno
from cardrules._random import MASK64, below, check_seed, next_u64, shuffle
from tests.strategies import seeds

# Vigna's reference splitmix64.c, seeded with 1234567.
REFERENCE = [
    6457827717110365317,
    3203168211198807973,
    9817491932198370423,
    4593380528125082431,
    16408922859458223821,
]


def test_splitmix64_reference_vectors():
    state, out = 1234567, []
    for _ in REFERENCE:
        value, state = next_u64(state)
        out.append(value)
    assert out == REFERENCE


def test_splitmix64_state_advances_by_the_golden_gamma_and_wraps():
    assert next_u64(0)[1] == 0x9E3779B97F4A7C15
    assert next_u64(MASK64)[1] == 0x9E3779B97F4A7C14


@given(seeds, st.integers(1, 2**64))
def test_below_is_in_range(state, n):
    value, after = below(state, n)
    assert 0 <= value < n
    assert 0 <= after <= MASK64


def test_below_one_is_always_zero_and_takes_one_step():
    assert below(12345, 1) == (0, next_u64(12345)[1])


def test_below_rejects_values_above_the_largest_multiple():
    # For n = 2**63 + 1 only values below 2**63 + 1 are kept: the first one kept,
    # taken modulo n, is the result (no modulo bias).
    n = 2**63 + 1
    state = 0
    while True:
        value, state = next_u64(state)
        if value < n:
            break
    assert below(0, n) == (value % n, state)
    assert next_u64(0)[0] >= n  # seed 0 does reject its first draw


def test_below_is_roughly_uniform():
    state, counts = 99, Counter()
    for _ in range(6000):
        value, state = below(state, 6)
        counts[value] += 1
    assert set(counts) == set(range(6))
    assert all(900 <= c <= 1100 for c in counts.values())  # expected 1000 each
    # golden: the same counts on every platform
    assert [counts[v] for v in range(6)] == [964, 1029, 963, 1023, 1007, 1014]


@given(seeds, st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation_and_leaves_its_input_alone(state, items):
    before = list(items)
    out, after = shuffle(state, items)
    assert isinstance(out, tuple)
    assert sorted(out) == sorted(before)
    assert items == before
    assert 0 <= after <= MASK64


def test_shuffle_follows_fisher_yates_from_the_end():
    items = list(range(12))
    state = 2024
    for i in range(11, 0, -1):
        j, state = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    assert shuffle(2024, range(12)) == (tuple(items), state)
    assert shuffle(2024, range(12))[0] == (3, 10, 9, 6, 4, 5, 0, 2, 7, 11, 8, 1)


def _fisher_yates(state: int, items: list[int]) -> tuple[tuple[int, ...], int]:
    """`shuffle` as documented: a swap with ``below(state, i + 1)`` from the end."""
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        j, state = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return tuple(items), state


@given(seeds, st.integers(0, 60))
def test_shuffle_draws_as_below_does(state, size):
    # shuffle computes SplitMix64 itself (no call a draw): the same numbers.
    assert shuffle(state, range(size)) == _fisher_yates(state, list(range(size)))


def _unshift(value: int, shift: int) -> int:
    """The x with ``x ^ (x >> shift) == value`` (64 bits)."""
    out = value
    for _ in range(64 // shift):
        out = value ^ (out >> shift)
    return out


def _state_before(value: int) -> int:
    """The generator state whose next output is ``value`` (SplitMix64 run backwards)."""
    z = _unshift(value, 31)
    z = _unshift(z * pow(0x94D049BB133111EB, -1, 2**64) & MASK64, 27)
    z = _unshift(z * pow(0xBF58476D1CE4E5B9, -1, 2**64) & MASK64, 30)
    return (z - 0x9E3779B97F4A7C15) & MASK64


def test_shuffle_draws_again_when_a_value_is_rejected():
    # 2**64 - 1 is the one value below(_, 3) rejects: the first swap of a
    # 3-item shuffle must draw again, as below does.
    state = _state_before(MASK64)
    assert next_u64(state)[0] == MASK64
    assert shuffle(state, range(3)) == _fisher_yates(state, [0, 1, 2])
    assert shuffle(state, range(3))[1] == next_u64(next_u64(next_u64(state)[1])[1])[1]


def test_shuffle_of_nothing_or_one_does_not_draw():
    assert shuffle(5, []) == ((), 5)
    assert shuffle(5, ["x"]) == (("x",), 5)


def test_pinned_deal_for_seed_2024():
    d = veneno.new_game(veneno.Rules(players=4), seed=2024).to_dict()
    assert d["current_player"] == d["starting_player"] == 1
    assert d["rng"] == 12278733189936532440
    assert d["hands"] == [
        ["2B", "9B", "3C"],
        ["7C", "12O", "5O", "9C"],
        ["1B", "4O", "10C"],
        ["10B", "4C", "8C"],
    ]
    assert d["stock"][:5] == ["7B", "8O", "6O", "7E", "1E"]
    assert d["stock"][-3:] == ["4B", "11B", "3O"]


@pytest.mark.parametrize("seed", [0, 1, 2**64 - 1])
def test_check_seed_accepts_the_range(seed):
    assert check_seed(seed) == seed


@pytest.mark.parametrize("bad", [True, False, 1.0, -1, 2**64, "7", None])
def test_check_seed_rejects(bad):
    with pytest.raises(RulesError, match="seed"):
        check_seed(bad)


@pytest.mark.parametrize("n", [0, -1, 2**64 + 1])
def test_below_refuses_a_bound_it_cannot_draw_from(n):
    with pytest.raises(ValueError, match="n must be from 1 to 2\\*\\*64"):
        below(0, n)


def test_below_accepts_the_full_64_bit_range():
    assert below(1234567, 2**64) == next_u64(1234567)
