"""The states the engine builds on its fast path are whole, frozen `State` values."""

import copy
import pickle

import attrs
import pytest

from cardrules import chupate
from cardrules._random import below


def _states(rules, seed, moves=400):
    """The states of a random game (moves picked with the library's generator)."""
    state = chupate.new_game(rules, seed=seed)
    out = [state]
    rng = seed
    while not state.is_over and len(out) < moves:
        legal = state.legal_moves()
        index, rng = below(rng, len(legal))
        state = state.play(legal[index])
        out.append(state)
    return out


@pytest.mark.parametrize(
    "rules",
    [chupate.Rules(players=4), chupate.Rules(players=2, target=150, allow_bluffs=False)],
)
def test_engine_states_equal_their_dict_round_trip_and_stay_frozen(rules):
    for state in _states(rules, seed=5):
        assert type(state) is chupate.State
        again = chupate.State.from_dict(state.to_dict())
        assert again == state
        assert hash(again) == hash(state)
        assert again.legal_moves() == state.legal_moves()
        assert attrs.evolve(state) == state
        assert pickle.loads(pickle.dumps(state)) == state
        assert copy.copy(state) == state
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            state.rng = 0  # type: ignore[misc]


def test_the_legal_moves_cache_is_not_part_of_the_value():
    state = _states(chupate.Rules(players=3), seed=2, moves=30)[-1]
    fresh = chupate.State.from_dict(state.to_dict())
    assert fresh._legal_cache is None  # nothing computed yet on the copy
    state.legal_moves()
    assert state._legal_cache is not None
    assert fresh == state
    assert hash(fresh) == hash(state)
    assert "_legal_cache" not in repr(state)
