"""What a game server needs: moves checked against a seat, rule ids, views as JSON and back.

``state.play(move, seat=k)``, ``err.rule``, ``view.to_dict()["legal_moves"]``,
``View.from_dict`` and the spectator's ``state.view(None)``.
"""

import json
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import IllegalMoveError, NotationError, PositionError, RulesError, chupate, veneno
from cardrules.games import game_of
from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, move_seeds, seeds

CHUPATE_POSITION = {
    "game": "chupate2",
    "version": 1,
    "rules": {"players": 3},
    "seed": 1,
    "current_player": 0,
    "hands": [["R5", "G7"], ["R9", "B2"], ["W"]],
    "discard": ["R3"],
    "color": "R",
}
VENENO_POSITION = {
    "game": "veneno",
    "version": 1,
    "rules": {"players": 2},
    "seed": 1,
    "current_player": 0,
    "hands": [["2E", "3C", "9O"], ["1O", "4C"]],
    "piles": [["6E"], [], []],
}


def test_C5_play_with_the_seat_to_play_plays_the_move():
    state = chupate.State.from_dict(CHUPATE_POSITION)
    assert state.play("R5", seat=0) == state.play("R5")


@pytest.mark.parametrize("seat", [1, 2])
def test_C5_a_move_from_a_seat_not_to_play_is_refused_naming_the_turn_rule(seat):
    state = chupate.State.from_dict(CHUPATE_POSITION)
    before = state.to_dict()
    with pytest.raises(IllegalMoveError) as caught:
        state.play("R5", seat=seat)
    assert str(caught.value) == f"C-5: seat {seat} is not to play; seat 0 is"
    assert caught.value.rule == "C-5"
    assert state.to_dict() == before


def test_V4_a_move_from_a_seat_not_to_play_is_refused_naming_the_turn_rule():
    state = veneno.State.from_dict(VENENO_POSITION)
    with pytest.raises(IllegalMoveError) as caught:
        state.play("2E@0", seat=1)
    assert str(caught.value) == "V-4: seat 1 is not to play; seat 0 is"
    assert caught.value.rule == "V-4"
    assert state.play("2E@0", seat=0) == state.play("2E@0")


def test_the_seat_is_checked_before_the_move_so_a_turn_error_does_not_depend_on_the_move():
    state = veneno.State.from_dict(VENENO_POSITION)
    with pytest.raises(IllegalMoveError, match=r"^V-4: seat 1"):
        state.play("not a move", seat=1)
    with pytest.raises(NotationError):
        state.play("not a move", seat=0)


@pytest.mark.parametrize("seat", [2, -1, True, 1.0, "0"])
def test_a_seat_that_is_no_seat_is_a_rules_error_not_an_illegal_move(seat):
    state = veneno.State.from_dict(VENENO_POSITION)
    with pytest.raises(RulesError, match="play: seat must be an int from 0 to 1") as caught:
        state.play("2E@0", seat=seat)
    assert not isinstance(caught.value, IllegalMoveError)


def test_C15_V10_no_seat_may_move_once_the_game_is_over():
    two = {**CHUPATE_POSITION, "rules": {"players": 2}, "hands": [["R5"], ["G7", "B2"]]}
    over = chupate.State.from_dict(two).play("R5")
    assert over.is_over
    with pytest.raises(IllegalMoveError, match=r"^C-15: the game is over; seat 1 has no move$"):
        over.play("draw", seat=1)
    state = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), seed=4)
    while not state.is_over:
        state = state.play(state.legal_moves()[0])
    with pytest.raises(IllegalMoveError) as caught:
        state.play("1O@0", seat=0)
    assert caught.value.rule == "V-10"


@pytest.mark.parametrize(
    ("move", "rule"),
    [("take", "C-8"), ("B2", "C-6"), ("pass", "C-7")],
)
def test_err_rule_is_the_first_rule_the_message_cites(move, rule):
    state = chupate.State.from_dict(CHUPATE_POSITION)
    with pytest.raises(IllegalMoveError) as caught:
        state.play(move)
    assert caught.value.rule == rule
    assert str(caught.value).startswith(rule)
    assert state.why_illegal(move).startswith(rule)


def test_err_rule_is_none_when_no_rule_is_cited_and_survives_pickling():
    with pytest.raises(NotationError) as caught:
        chupate.parse_move("hello")
    assert caught.value.rule is None
    error = PositionError("'discard' must hold at least the top card (C-4)")
    assert error.rule == "C-4"
    assert pickle.loads(pickle.dumps(error)).rule == "C-4"
    assert RulesError("x", rule="V-7").rule == "V-7"


def test_legal_moves_in_a_views_dict_are_its_seats_legal_moves_in_notation():
    state = chupate.State.from_dict(CHUPATE_POSITION)
    assert state.view(0).to_dict()["legal_moves"] == [str(m) for m in state.legal_moves()]
    assert state.view(0).to_dict()["legal_moves"] == ["R5", "draw"]
    assert state.view(1).to_dict()["legal_moves"] == []
    assert state.view(None).to_dict()["legal_moves"] == []


def test_a_spectators_view_shows_every_public_fact_and_no_hand():
    state = chupate.State.from_dict(CHUPATE_POSITION).play("draw")
    spectator = state.view(None)
    seat = state.view(1)
    assert spectator.seat is None
    assert spectator.hand == ()
    assert spectator.drawn_card is None
    assert spectator.legal_moves() == ()
    public = ("discard", "color", "direction", "owed", "phase", "hand_sizes", "stock_size")
    for name in public:
        assert getattr(spectator, name) == getattr(seat, name)
    veneno_state = veneno.State.from_dict(VENENO_POSITION)
    assert veneno_state.view(None).hand == ()
    assert veneno_state.view(None).piles == veneno_state.view(1).piles


def test_a_spectators_view_cannot_be_encoded_for_a_learner():
    with pytest.raises(RulesError, match="spectator"):
        chupate.encode(chupate.State.from_dict(CHUPATE_POSITION).view(None))
    with pytest.raises(RulesError, match="spectator"):
        veneno.encode(veneno.State.from_dict(VENENO_POSITION).view(None))


def view_property(max_examples=25):
    def wrap(test):
        test = given(st.data())(settings(deadline=None, max_examples=examples(max_examples))(test))
        return pytest.mark.parametrize("game", GAMES, ids=str)(test)

    return wrap


def steps(data, game, limit=120):
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    return picked_steps(game, rules, seed, data.draw(move_picks(limit), label="picks"))


@view_property()
def test_a_spectators_view_does_not_change_when_every_hidden_card_is_dealt_again(game, data):
    rnd = random.Random(data.draw(move_seeds, label="rehide_seed"))
    for state, _ in steps(data, game):
        d = state.to_dict()
        other = game.from_dict(game.rehide(d, None, rnd))
        assert other.view(None) == state.view(None)
        assert other.view(None).to_dict() == state.view(None).to_dict()
        assert not any(state.view(None).hand_sizes) or state.view(None).hand == ()


@view_property()
def test_from_dict_of_a_views_json_gives_back_the_view_for_every_seat_and_spectators(game, data):
    for state, _ in steps(data, game):
        seat = data.draw(st.sampled_from([None, *range(state.rules.players)]), label="seat")
        view = state.view(seat)
        shown = json.loads(json.dumps(view.to_dict()))
        rebuilt = type(view).from_dict(shown)
        assert rebuilt == view
        assert rebuilt.legal_moves() == view.legal_moves()
        assert rebuilt.to_dict() == view.to_dict()


@view_property(max_examples=15)
def test_a_greedy_bot_given_the_rebuilt_view_chooses_the_same_move(game, data):
    for state, _ in steps(data, game):
        if state.is_over:
            continue
        seat = state.current_player
        bot = game_of(state).greedy_bot()
        rebuilt = type(state.view(seat)).from_dict(state.view(seat).to_dict())
        legal = state.legal_moves()
        assert bot.choose(rebuilt, legal)[0] == bot.choose(state.view(seat), legal)[0]


def _veneno_view():
    return veneno.State.from_dict(VENENO_POSITION).view(0).to_dict()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"hand_sizes": [2, 2]}, "impossible"),
        ({"hand": ["2E", "3C", "9O", "9O"]}, "impossible"),
        ({"legal_moves": ["2E@1"]}, "'legal_moves' must be"),
        ({"seat": 2}, "'seat' must be a seat from 0 to 1"),
        ({"seat": None}, "spectator's view"),
        ({"hand": ["2E", "3C", "6E"]}, "impossible"),
        ({"stock_size": -1}, "stock_size"),
        ({"owner": 0}, "unknown key 'owner'"),
        ({"game": "chupate2"}, "'game' must be 'veneno'"),
    ],
)
def test_V13_from_dict_refuses_a_view_no_position_gives(change, message):
    with pytest.raises(PositionError, match=message):
        veneno.View.from_dict({**_veneno_view(), **change})


def test_from_dict_of_a_view_needs_every_key_but_legal_moves():
    shown = _veneno_view()
    del shown["legal_moves"]
    assert veneno.View.from_dict(shown) == veneno.State.from_dict(VENENO_POSITION).view(0)
    del shown["stock_size"]
    with pytest.raises(PositionError, match="stock_size"):
        veneno.View.from_dict(shown)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"drawn_card": "G7"}, "impossible"),
        ({"discard": []}, "C-4"),
        ({"hand": ["R9", "R9", "R9"], "hand_sizes": [2, 3, 1]}, "impossible"),
        ({"phase": "sleep"}, "'phase' must be one of"),
    ],
)
def test_C7_from_dict_refuses_a_chupate_view_no_position_gives(change, message):
    shown = chupate.State.from_dict(CHUPATE_POSITION).view(1).to_dict()
    with pytest.raises(PositionError, match=message):
        chupate.View.from_dict({**shown, **change})
