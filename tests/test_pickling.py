"""Pickled and copied states, cards and moves play exactly the same rules.

The rules compare cards and moves by identity in places, so unpickling or
copying must give back the shared objects, not equal strangers.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import IllegalMoveError, chupate, veneno
from tests.games import GAMES, Game, random_steps
from tests.strategies import examples

COPIES: dict[str, Callable[[Any], Any]] = {
    "pickle": lambda value: pickle.loads(pickle.dumps(value)),
    "pickle-0": lambda value: pickle.loads(pickle.dumps(value, protocol=0)),
    "deepcopy": copy.deepcopy,
    "copy": copy.copy,
}


@pytest.mark.parametrize("how", COPIES)
@pytest.mark.parametrize(
    ("parse", "texts"),
    [
        (chupate.parse_card, [str(card) for card in set(chupate.build_deck())]),
        (veneno.parse_card, [str(card) for card in veneno.build_deck()]),
        (
            chupate.parse_move,
            ["R7", "W:G", "W+4:B", "draw", "pass", "take", "challenge", "color:Y"],
        ),
        (veneno.parse_move, ["7C@0", "12O@2", "1B@1"]),
    ],
)
def test_cards_and_moves_copy_to_the_shared_object(
    how: str, parse: Callable[[str], Any], texts: list[str]
) -> None:
    for text in texts:
        value = parse(text)
        assert COPIES[how](value) is value


@pytest.mark.parametrize("how", ["pickle", "deepcopy"])
def test_built_cards_and_moves_unpickle_to_the_shared_object(how: str) -> None:
    built = chupate.Move("play", chupate.Card(None, "W+4"), chupate.Color.RED)
    assert built is not chupate.parse_move("W+4:R")
    if how == "pickle":
        assert COPIES[how](built) is chupate.parse_move("W+4:R")
        assert COPIES[how](built.card) is chupate.parse_card("W+4")
    spanish = veneno.Move(veneno.Card(7, veneno.Suit.COPAS), 1)
    if how == "pickle":
        assert COPIES[how](spanish) is veneno.parse_move("7C@1")
    assert COPIES[how](spanish) == spanish


def _drawn_wild_four() -> chupate.State:
    """C-12 with allow_bluffs=False: seat 0 drew W+4 while holding a red card."""
    return chupate.State.from_dict(
        {
            "game": "chupate2",
            "version": 1,
            "rules": {"players": 2, "allow_bluffs": False},
            "seed": 5,
            "current_player": 0,
            "hands": [["R5", "W+4"], ["G7", "B2"]],
            "discard": ["R3"],
            "color": "R",
            "phase": "drawn",
            "drawn_card": "W+4",
        }
    )


@pytest.mark.parametrize("how", COPIES)
def test_C12_copied_state_still_refuses_the_drawn_wild_four(how: str) -> None:
    state = _drawn_wild_four()
    assert [str(m) for m in state.legal_moves()] == ["pass"]
    copied = COPIES[how](state)
    assert copied == state
    assert [str(m) for m in copied.legal_moves()] == ["pass"]
    for color in "RBGY":
        with pytest.raises(IllegalMoveError, match="C-12"):
            copied.play(f"W+4:{color}")
    assert copied.play("pass") == state.play("pass")


def test_C12_a_built_wild_four_gets_the_bluff_message() -> None:
    state = _drawn_wild_four()
    built = chupate.Move("play", chupate.Card(None, "W+4"), chupate.Color.BLUE)
    with pytest.raises(IllegalMoveError, match=r"C-12: .*bluffs are not allowed"):
        state.play(built)


def _same_game(game: Game, original: Any, copied: Any, rnd: random.Random) -> None:
    """Play both states to the end with the same moves, checking they agree at every step."""
    for _ in range(game.move_bound(original.rules)):
        assert copied == original
        legal = original.legal_moves()
        assert copied.legal_moves() == legal
        assert [str(m) for m in copied.legal_moves()] == [str(m) for m in legal]
        assert copied.returns() == original.returns()
        if original.is_over:
            assert copied.is_over
            assert copied.outcome == original.outcome
            assert copied.to_dict() == original.to_dict()
            return
        move = rnd.choice(legal)
        original, copied = original.play(move), copied.play(str(move))
    pytest.fail("the game did not end within its move bound")


@settings(max_examples=examples(40), deadline=None)
@given(
    game=st.sampled_from(GAMES),
    data=st.data(),
    seed=st.integers(0, 2**64 - 1),
    move_seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 300),
    how=st.sampled_from(sorted(COPIES)),
)
def test_copied_states_play_the_same_game(
    game: Game, data: st.DataObject, seed: int, move_seed: int, steps: int, how: str
) -> None:
    rules = data.draw(game.rules, label="rules")
    state = [state for state, _move in random_steps(game, rules, seed, move_seed, steps)][-1]
    copied = COPIES[how](state)
    _same_game(game, state, copied, random.Random(move_seed + 1))


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
@pytest.mark.parametrize(
    "space",
    [chupate.action_space(chupate.Rules(players=3)), veneno.action_space(veneno.Rules())],
    ids=["chupate", "veneno"],
)
def test_action_spaces_pickle_with_every_protocol(space: Any, protocol: int) -> None:
    again = pickle.loads(pickle.dumps(space, protocol=protocol))
    assert again == space
    assert again.moves == space.moves
    assert again.id(str(space[5])) == 5
    assert copy.deepcopy(space) == space
