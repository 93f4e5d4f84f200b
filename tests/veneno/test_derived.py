"""What a Veneno state derives from its piles, kept move by move, equals what the piles say.

A state keeps its piles' basic suits and totals (``_pile_info``) and a move
updates them from its parent's; a move also builds the new state slot by
slot. Both must give the state that `from_dict` builds from the same
position: equal, with the same hash, legal moves, totals and derived data.
"""

import attrs
from hypothesis import given, settings

from cardrules import veneno
from cardrules._random import below
from tests.strategies import seeds, veneno_rules


def _fresh(state: veneno.State) -> veneno.State:
    return veneno.State.from_dict(state.to_dict())


@settings(max_examples=25)
@given(veneno_rules(max_threshold=6), seeds, seeds)
def test_a_played_state_is_the_one_its_position_describes(rules, seed, picks):
    state = veneno.new_game(rules, seed=seed)
    while True:
        fresh = _fresh(state)
        for field in attrs.fields(veneno.State):  # every slot is set
            getattr(state, field.name)
        assert state == fresh
        assert hash(state) == hash(fresh)
        assert state.legal_moves() == fresh.legal_moves()
        assert state.pile_totals == fresh.pile_totals
        assert state._info() == fresh._info()  # the kept data is the piles' own
        if state.is_over:
            break
        index, picks = below(picks, len(state.legal_moves()))
        state = state.play(state.legal_moves()[index])


def test_derived_data_is_no_part_of_the_value():
    state = veneno.new_game(veneno.Rules(players=2), seed=3)
    state = state.play(state.legal_moves()[0])  # its _pile_info kept by the move
    copy = _fresh(state)  # none yet
    assert copy._pile_info is None
    assert copy == state
    assert hash(copy) == hash(state)
    assert repr(copy) == repr(state)
    assert "_pile_info" not in repr(state)
