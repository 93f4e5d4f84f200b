"""`play` refuses objects that are not the game's moves before comparing them (API.md)."""

import pytest

from cardrules import IllegalMoveError, chupate, veneno


class ArrayLike:
    """Compares like a numpy array: ``==`` gives a value whose truth is an error."""

    class _Ambiguous:
        def __bool__(self):
            msg = "The truth value of an array with more than one element is ambiguous"
            raise ValueError(msg)

    def __eq__(self, other):
        return self._Ambiguous()

    __hash__ = None


GAMES = [
    veneno.new_game(veneno.Rules(players=3), seed=5),
    chupate.new_game(chupate.Rules(players=3), seed=5),
]


@pytest.mark.parametrize("state", GAMES, ids=["veneno", "chupate"])
def test_API_play_refuses_an_array_like_move_with_an_illegal_move_error(state):
    # API.md: "RulesError(ValueError) is the base of every error the library
    # raises on bad input"; state.play: "anything else not in legal_moves():
    # IllegalMoveError". Comparing the legal moves with the junk by `==` would
    # let the junk's own __eq__ decide: an array's ambiguous truth value would
    # escape as a bare ValueError.
    before = state.to_dict()
    with pytest.raises(IllegalMoveError):
        state.play(ArrayLike())
    assert state.to_dict() == before
