"""`cardrules.rng.Rng`: the library's generator as a frozen value, for bot writers."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardrules import RulesError
from cardrules._random import below, derive_seed, next_u64, shuffle
from cardrules.bots import RandomBot
from cardrules.rng import Rng

states = st.integers(0, 2**64 - 1)


@given(states, st.integers(1, 2**64))
def test_below_and_next_u64_draw_what_the_games_draw(state, n):
    value, after = Rng(state).below(n)
    assert (value, after.state) == below(state, n)
    assert Rng(state).next_u64() == (next_u64(state)[0], Rng(next_u64(state)[1]))


@given(states, st.lists(st.integers(), max_size=30))
def test_shuffle_is_the_deal_shuffle_and_leaves_the_items_alone(state, items):
    copy = list(items)
    out, after = Rng(state).shuffle(items)
    assert (out, after.state) == shuffle(state, items)
    assert items == copy
    assert sorted(out) == sorted(items)


@given(states)
def test_a_draw_never_changes_the_generator_it_came_from(state):
    rng = Rng(state)
    first = rng.random()
    assert rng == Rng(state)
    assert rng.random() == first
    assert 0.0 <= first[0] < 1.0
    item, _ = rng.choice(["a", "b", "c"])
    assert item in {"a", "b", "c"}


@given(states, st.integers(0, 2**64 - 1))
def test_derive_is_the_bots_one_way_derivation(state, index):
    assert Rng(state).derive("cardrules.bots", index).state == derive_seed(
        state, "cardrules.bots", index
    )


def test_random_bots_for_seats_are_seeded_as_derive_says():
    bots = RandomBot.for_seats(2024, 3)
    assert [bot.rng for bot in bots] == [
        Rng(2024).derive("cardrules.bots", seat).state for seat in range(3)
    ]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: Rng(-1), "seed must be in 0..2"),
        (lambda: Rng(True), "seed must be an int"),
        (lambda: Rng(1.0), "seed must be an int"),
        (lambda: Rng(1).below(0), "n must be an int from 1 to 2"),
        (lambda: Rng(1).below(2**64 + 1), "n must be an int from 1 to 2"),
        (lambda: Rng(1).choice([]), "items must be a non-empty sequence"),
        (lambda: Rng(1).choice("abc"), "items must be a non-empty sequence"),
        (lambda: Rng(1).shuffle({1, 2}), "items must be a sequence"),
        (lambda: Rng(1).derive(""), "purpose must be a str of 1 to 16 bytes"),
        (lambda: Rng(1).derive("x" * 17), "purpose must be a str of 1 to 16 bytes"),
        (lambda: Rng(1).derive("\ud800"), "purpose must be a str of 1 to 16 bytes"),
        (lambda: Rng(1).derive("ok", -1), "index must be an int"),
    ],
)
def test_bad_input_is_a_rules_error_naming_the_argument(call, message):
    with pytest.raises(RulesError, match=message):
        call()
