"""is_legal and why_illegal: the answer of play, without playing; every message names its rule."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import IllegalMoveError, NotationError, chupate, veneno
from tests.chupate import positions as cp
from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, seeds
from tests.veneno import positions as vp

RULE_FIRST = re.compile(r"^[CV]-\d+(, [CV]-\d+)*: ")


def _sample(game, rules, seed, picks, every=5):
    """Every ``every``-th state of a game of drawn moves, and its last."""
    steps = list(picked_steps(game, rules, seed, picks))
    return [state for state, _ in steps[::every]] + [steps[-1][0]]


@settings(max_examples=examples(10), deadline=None)
@given(data=st.data(), seed=seeds)
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_is_legal_and_why_illegal_answer_as_play_does(game, data, seed):
    rules = data.draw(game.rules)
    every_move = game.all_moves(rules)
    for state in _sample(game, rules, seed, data.draw(move_picks(150))):
        legal = state.legal_moves()
        for move in every_move:
            ok = move in legal
            assert state.is_legal(move) is ok
            assert state.is_legal(str(move)) is ok
            why = state.why_illegal(move)
            assert state.why_illegal(str(move)) == why
            if ok:
                assert why is None
                continue
            assert RULE_FIRST.match(why), why
            with pytest.raises(IllegalMoveError) as info:
                state.play(move)
            assert str(info.value) == why


@pytest.mark.parametrize("game", GAMES, ids=str)
@pytest.mark.parametrize("junk", ["", "R7:G", "draw ", "7C@9", "W", "13O@1"])
def test_text_that_is_no_move_is_not_legal_and_why_illegal_says_why(game, junk):
    state = game.new_game(game.module.Rules(), seed=3)
    assert state.is_legal(junk) is False
    with pytest.raises(NotationError) as info:
        state.play(junk)
    assert state.why_illegal(junk) == str(info.value)


@pytest.mark.parametrize("game", GAMES, ids=str)
@pytest.mark.parametrize(
    "junk",
    [None, 0, 1.5, ("7C", 2), ["draw"], object(), b"draw"],
    ids=lambda junk: "object()" if type(junk) is object else repr(junk),
)
def test_foreign_objects_are_never_legal(game, junk):
    state = game.new_game(game.module.Rules(), seed=3)
    assert state.is_legal(junk) is False
    with pytest.raises(IllegalMoveError) as info:
        state.play(junk)
    assert state.why_illegal(junk) == str(info.value)


def test_the_other_games_moves_are_not_legal():
    c = chupate.new_game(chupate.Rules(), seed=1)
    v = veneno.new_game(veneno.Rules(), seed=1)
    for move in v.legal_moves():
        assert not c.is_legal(move)
        assert c.why_illegal(move).startswith("expected a chupate Move")
    for move in c.legal_moves():
        assert not v.is_legal(move)


# -- known messages --------------------------------------------------------------------


def stacked(hand1):
    """Seat 1 owes 2 after seat 0's R+2 (C-8)."""
    d = cp.pos([["R5", "B5"], hand1, ["G7"]], ["R3", "R+2"], current_player=1)
    return cp.state(cp.with_stock(d | {"phase": "stacked", "owed": 2}))


def test_C6_a_draw_two_not_held_while_owing_is_named_as_not_in_the_hand():
    s = stacked(["Y+2", "R9"])
    msg = "C-6: G+2 is not in the hand of seat 1, who is to play"
    assert s.why_illegal("G+2") == msg
    with pytest.raises(IllegalMoveError) as info:
        s.play("G+2")
    assert str(info.value) == msg
    assert s.is_legal("Y+2")


@pytest.mark.parametrize("move", ["R9", "W:G"])
def test_C8_a_held_card_other_than_a_draw_two_while_owing(move):
    s = stacked(["Y+2", "R9", "W"])
    assert s.why_illegal(move) == f"C-8: seat 1 owes 2 cards: only a draw-two or 'take', not {move}"


def test_C6_a_card_not_held_is_named_once():
    s = cp.state(cp.with_stock(cp.pos([["R5"], ["B2"]], ["R3"])))
    assert s.why_illegal("G5") == "C-6: G5 is not in the hand of seat 0, who is to play"
    assert s.why_illegal("W:G") == "C-6: W is not in the hand of seat 0, who is to play"


def test_C7_after_drawing_a_card_not_held_is_not_in_the_hand():
    s = cp.state(cp.with_stock(cp.pos([["R5"], ["B2"]], ["R3"]), "G9")).play("draw")
    assert s.why_illegal("Y1") == "C-6: Y1 is not in the hand of seat 0, who is to play"
    assert s.why_illegal("R5").startswith("C-7: after drawing, seat 0 may only play the drawn")


def test_V4_a_card_not_held_cites_the_turn_rule():
    s = vp.state(vp.pos([["1O", "2O", "3O", "4O"], ["5E", "6E", "7E"]]))
    assert s.why_illegal("5E@0") == "V-4: 5E is not in the hand of seat 0, who is to play"
    assert s.why_illegal("1O@0") is None


def test_C15_V10_nothing_is_legal_once_over():
    c = cp.state(cp.with_stock(cp.pos([["R3"], ["R7"]], ["R5"]))).play("R3")
    assert c.why_illegal("draw") == "C-15: the game is over; no move is legal, not draw"
    assert not c.is_legal("draw")
    v = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), seed=4)
    while not v.is_over:
        v = v.play(v.legal_moves()[0])
    assert v.why_illegal("1O@0") == "V-10: the match is over; no move is legal, not 1O@0"
