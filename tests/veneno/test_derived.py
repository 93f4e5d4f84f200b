"""What a Veneno state derives from its piles, kept move by move, equals what the piles say.

A state keeps its piles' basic suits and totals (``_pile_info``) and a move
updates them from its parent's; a move also builds the new state slot by
slot. Both must give the state that `from_dict` builds from the same
position: equal, with the same hash, legal moves, totals and derived data.
The learning environments' mask and `play`'s check of a move derive from
them too, without listing the legal moves.
"""

import attrs
import pytest
from hypothesis import given, settings

from cardrules import IllegalMoveError, veneno
from cardrules._random import below
from cardrules.veneno import Rules
from cardrules.veneno.actions import _legal_mask
from tests.strategies import examples, seeds, veneno_rules


def _fresh(state: veneno.State) -> veneno.State:
    return veneno.State.from_dict(state.to_dict())


@settings(max_examples=examples(25))
@given(veneno_rules(max_threshold=6), seeds, seeds)
def test_a_played_state_is_the_one_its_position_describes(rules, seed, picks):
    state = veneno.new_game(rules, seed=seed)
    while True:
        fresh = _fresh(state)
        assert type(state) is veneno.State  # built as a _Building, then made a State
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


@settings(max_examples=examples(15), deadline=None)
@given(veneno_rules(max_threshold=6), seeds, seeds)
def test_the_environments_mask_is_the_spaces_mask(rules, seed, picks):
    # The learning environments' mask comes from the hand and the piles' basic
    # suits (actions._legal_mask), never from the legal moves listed.
    space = veneno.action_space(rules)
    state = veneno.new_game(rules, seed=seed)
    while not state.is_over:
        fresh = _fresh(state)  # no _pile_info yet: the mask derives it
        expected = bytearray(space.mask(state))
        assert _legal_mask(fresh) == expected
        assert _legal_mask(state) == expected
        index, picks = below(picks, len(state.legal_moves()))
        state = state.play(state.legal_moves()[index])


@settings(max_examples=examples(10), deadline=None)
@given(veneno_rules(max_threshold=6), seeds, seeds)
def test_a_state_that_never_listed_its_moves_plays_exactly_the_legal_ones(rules, seed, picks):
    # play() checks a move against the hand and the piles when the legal moves
    # were never listed (the environments' path): the same states, the same refusals.
    everything = [*veneno.action_space(Rules()), veneno.Move(veneno.parse_card("8O"), 0)]
    state = veneno.new_game(rules, seed=seed)
    for _ in range(6):
        if state.is_over:
            break
        legal = state.legal_moves()
        data = state.to_dict()
        for move in everything:
            fresh = veneno.State.from_dict(data)
            if move in legal:
                after = fresh.play(move)
                assert fresh._legal_cache is None  # nothing listed
                assert after == state.play(move)
            else:
                with pytest.raises(IllegalMoveError):
                    fresh.play(move)
        index, picks = below(picks, len(legal))
        state = state.play(legal[index])
