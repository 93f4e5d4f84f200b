"""Junk into every public entry point: only ``RulesError`` subclasses come out."""

import copy
import json

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import IllegalMoveError, NotationError, RulesError
from tests.games import GAMES, picked_steps
from tests.strategies import examples, json_values, move_picks, seeds

each_game = pytest.mark.parametrize("game", GAMES, ids=str)
junk_objects = json_values | st.binary(max_size=4) | st.builds(object) | st.just(1j)
junk_text = st.text(max_size=8) | st.sampled_from(["", "@", "7C@", "@1", "W:", "13O", "7C@-1"])


def some_position(data, game):
    """A position reached by up to 120 moves drawn by hypothesis."""
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    *_, (state, _) = picked_steps(game, rules, seed, data.draw(move_picks(120), label="picks"))
    return state


def assert_valid(game, state):
    """What every accepted position satisfies."""
    assert game.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    assert game.card_census(state) == game.deck_census(state.rules)
    assert bool(state.legal_moves()) != state.is_over


# -- from_dict ------------------------------------------------------------------


@each_game
@given(json_values)
def test_from_dict_refuses_any_json_value(game, value):
    with pytest.raises(RulesError):
        game.from_dict(value)


@each_game
@settings(deadline=None)
@given(st.data())
def test_from_dict_refuses_junk_under_the_right_keys(game, data):
    keys = sorted(set(game.new_game(data.draw(game.rules), 0).to_dict()) - {"game", "version"})
    d = data.draw(
        st.fixed_dictionaries(
            {"game": st.just(game.name), "version": st.just(1)},
            optional=dict.fromkeys(keys, json_values),
        )
    )
    try:
        state = game.from_dict(d)
    except RulesError:
        return
    assert_valid(game, state)


def paths(value, prefix=()):
    """Every place in a nested dict/list: a tuple of keys and indexes."""
    if prefix:
        yield prefix
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return
    for key, item in items:
        yield from paths(item, (*prefix, key))


def mutate(data, d, deck, players):
    """Change one place of ``d``: junk, a deletion, a bad seat, a card, one card more or less."""
    places = list(paths(d))
    if not places:
        return
    path = data.draw(st.sampled_from(places), label="path")
    parent = d
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    cards = st.sampled_from(deck) | st.sampled_from(["13O", "0C", "7X", "7c", "", "R7", "W"])
    op = data.draw(st.sampled_from(["junk", "delete", "seat", "card", "append", "pop"]))
    if op == "junk":
        parent[last] = data.draw(json_values, label="junk")
    elif op == "delete":
        del parent[last]
    elif op == "seat":
        parent[last] = data.draw(st.sampled_from([-1, players, players + 1, 2**64, True, 1.0]))
    elif op == "card":
        parent[last] = data.draw(cards, label="card")
    elif op == "append" and isinstance(parent[last], list):
        parent[last].append(data.draw(cards, label="card"))
    elif op == "pop" and isinstance(parent[last], list) and parent[last]:
        parent[last].pop(data.draw(st.integers(0, len(parent[last]) - 1)))


@each_game
@settings(deadline=None, max_examples=examples(200))
@given(st.data())
def test_from_dict_refuses_a_broken_position_or_accepts_a_valid_one(game, data):
    state = some_position(data, game)
    deck = sorted(game.deck_census(state.rules))
    d = copy.deepcopy(state.to_dict())
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        mutate(data, d, deck, state.rules.players)
    try:
        again = game.from_dict(d)
    except RulesError:
        return
    assert_valid(game, again)


# -- notation, rules, seeds -----------------------------------------------------


@each_game
@given(junk_text | junk_objects)
def test_parse_card_and_parse_move_raise_notation_errors(game, text):
    for parse in (game.module.parse_card, game.module.parse_move):
        try:
            parsed = parse(text)
        except NotationError:
            continue
        assert str(parsed) == text


@each_game
@given(st.data())
def test_rules_refuse_wrong_field_values(game, data):
    fields = [f.name for f in attrs.fields(game.module.Rules)]
    name = data.draw(st.sampled_from(fields), label="field")
    value = data.draw(junk_objects | st.integers(-10, 400), label="value")
    try:
        rules = game.module.Rules(**{name: value})
    except RulesError:
        return
    state = game.new_game(rules, 0)  # whatever Rules accepts can be played and stored
    assert game.from_dict(json.loads(json.dumps(state.to_dict()))).rules == rules


@each_game
@given(junk_objects | st.integers(-(2**70), 2**70))
def test_new_game_refuses_bad_seeds(game, seed):
    if type(seed) is int and 0 <= seed < 2**64:
        assert game.new_game(game.module.Rules(), seed).is_over is False
        return
    with pytest.raises(RulesError, match="seed"):
        game.new_game(game.module.Rules(), seed)


@each_game
@given(junk_objects)
def test_new_game_refuses_anything_but_rules(game, rules):
    with pytest.raises(RulesError):
        game.new_game(rules, 0)


# -- play and view --------------------------------------------------------------


@each_game
@settings(deadline=None)
@given(st.data(), junk_text | junk_objects)
def test_play_refuses_junk_with_the_state_unchanged(game, data, move):
    state = some_position(data, game)
    before = state.to_dict()
    if isinstance(move, str) and move in {str(m) for m in state.legal_moves()}:
        return
    error = IllegalMoveError
    if isinstance(move, str):
        try:
            game.module.parse_move(move)
        except NotationError:
            error = NotationError
    with pytest.raises(error):
        state.play(move)
    assert state.to_dict() == before


@each_game
@settings(deadline=None)
@given(st.data(), junk_objects | st.integers(-5, 10))
def test_view_refuses_bad_seats(game, data, seat):
    state = some_position(data, game)
    if (type(seat) is int and 0 <= seat < state.rules.players) or seat is None:
        assert state.view(seat).to_dict()["seat"] == seat  # None: a spectator's view
        return
    with pytest.raises(RulesError, match="seat"):
        state.view(seat)


def test_illegal_move_error_is_a_rules_error():
    assert issubclass(IllegalMoveError, RulesError)
    assert issubclass(NotationError, RulesError)
    assert issubclass(RulesError, ValueError)
