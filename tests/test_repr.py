"""``eval(repr(x)) == x`` for every value of both games, with only the documented imports.

The imports are read from the "Python reprs" section of ``docs/notation.md``,
so the page and this test cannot drift apart.
"""

import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, seeds

NOTATION = Path(__file__).parent.parent / "docs" / "notation.md"
each_game = pytest.mark.parametrize("game", GAMES, ids=str)


@cache
def documented_imports(game):
    """The namespace the docs say a repr of ``game``'s values needs (do not change it)."""
    package = game.module.__name__
    lines = re.findall(rf"^from {re.escape(package)} import .+$", NOTATION.read_text("utf-8"), re.M)
    assert len(lines) == 1, f"docs/notation.md should show one import line for {package}"
    namespace = {}
    exec(lines[0], namespace)
    del namespace["__builtins__"]
    return namespace


def assert_pasteable(game, value):
    namespace = documented_imports(game)
    text = repr(value)
    again = eval(text, {**namespace})
    assert again == value, text
    assert type(again) is type(value), text
    assert repr(again) == text


def test_the_documented_imports_are_exported_names():
    for game in GAMES:
        namespace = documented_imports(game)
        assert namespace
        assert set(namespace) <= set(game.module.__all__)


@each_game
def test_every_card_and_well_formed_move_has_a_pasteable_repr(game):
    rules = game.module.Rules(players=4)
    for value in (*game.deck(rules), *game.all_moves(rules)):
        assert_pasteable(game, value)


@each_game
def test_every_enum_member_has_a_pasteable_repr(game):
    names = {"Color", "Phase", "Reason", "Suit"} & set(documented_imports(game))
    assert names
    for name in names:
        for member in getattr(game.module, name):
            assert_pasteable(game, member)
            assert eval(repr(member), documented_imports(game)) is member


@each_game
@settings(deadline=None, max_examples=examples(20))
@given(data=st.data())
def test_states_views_outcomes_rules_and_moves_along_a_game_have_pasteable_reprs(game, data):
    rules = data.draw(game.rules, label="rules")
    assert_pasteable(game, rules)
    seed = data.draw(seeds, label="seed")
    for state, _ in picked_steps(game, rules, seed, data.draw(move_picks(120), label="picks")):
        assert_pasteable(game, state)
        if state.outcome is not None:
            assert_pasteable(game, state.outcome)
        for seat in range(rules.players):
            assert_pasteable(game, state.view(seat))
        for move in state.legal_moves():
            assert_pasteable(game, move)
        assert_pasteable(game, state.phase)


@each_game
def test_a_finished_game_its_outcome_and_views_have_pasteable_reprs(game):
    # Always the first legal move: ends both games within a few hundred moves.
    rules = game.module.Rules(players=4)
    *_, (final, _) = picked_steps(game, rules, 1, [0] * 5000)
    assert final.is_over
    for value in (final, final.outcome, *(final.view(seat) for seat in range(4))):
        assert_pasteable(game, value)
