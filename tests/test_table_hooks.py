"""The table page's hooks of a GameSpec: checked when the spec is made; the built-in games' own."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.games import MoveChoice, find_game
from tests.test_games import _spec
from tests.third_game import SPEC as TRICKS


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"card_symbol": "cr-"}, "card_symbol must be a function, got 'cr-'"),
        ({"move_choice": 3}, "move_choice must be a function, got 3"),
        ({"card_size": (60,)}, r"card_size must be \(width, height\), two positive ints"),
        ({"card_size": (60, 0)}, r"card_size must be \(width, height\)"),
        ({"card_size": (60.0, 90)}, r"card_size must be \(width, height\)"),
        ({"score_labels": "points"}, r"score_labels must be two message ids \(heading, column\)"),
        ({"score_labels": ("points", "")}, "score_labels must be two message ids"),
    ],
)
def test_a_table_hook_of_the_wrong_kind_is_refused_naming_it(
    change: dict[str, Any], message: str
) -> None:
    with pytest.raises(RulesError, match=message):
        _spec(**change)


def test_the_table_hooks_default_to_none_and_do_not_change_what_a_spec_equals() -> None:
    assert (TRICKS.card_symbol, TRICKS.card_size, TRICKS.score_labels, TRICKS.move_choice) == (
        None,
        None,
        None,
        None,
    )
    dressed = attrs.evolve(TRICKS, card_size=(40, 60), score_labels=("a", "b"))
    assert dressed == TRICKS


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"card": 5}, "card must be a non-empty str or None, got 5"),
        ({"label": ""}, "label must be a non-empty str or None"),
        ({"params": {1: 2}}, "params must map parameter names to values"),
        ({"view_params": ["owed"]}, "view_params must map parameter names"),
        ({"view_params": {"count": 2}}, "view_params must name keys of the view's dict"),
    ],
)
def test_a_move_choice_of_the_wrong_kind_is_refused_naming_the_field(
    change: dict[str, Any], message: str
) -> None:
    with pytest.raises(RulesError, match=message):
        MoveChoice(**change)


def _choices(name: str, rules: Any) -> dict[str, MoveChoice]:
    spec = find_game(name)
    return {str(move): spec.move_choice(move) for move in spec.action_space(rules).moves}


def test_chupate_offers_a_card_a_wild_s_color_the_first_color_and_buttons() -> None:
    choices = _choices("chupate", chupate.Rules(players=3))
    assert choices["R5"] == MoveChoice(card="R5")
    assert choices["W+4:G"] == MoveChoice(
        card="W+4", label="color_G", ask="pick_color", style="color-G"
    )
    assert choices["color:B"] == MoveChoice(label="color_B", ask="first_color", style="color-B")
    assert choices["take"] == MoveChoice(label="take", view_params={"count": "owed"})
    assert [notation for notation, c in choices.items() if c.card is None and c.ask is None] == [
        "draw",
        "pass",
        "take",
        "challenge",
    ]
    spec = find_game("chupate")
    assert spec.card_symbol(chupate.parse_card("W+4")) == "cr-c-Wp4"
    assert spec.card_size == (60, 90)
    assert spec.score_labels is None  # higher scores win: the page's "Points (more is better)"


def test_veneno_offers_a_card_then_its_pile_and_counts_poison() -> None:
    choices = _choices("veneno", veneno.Rules(players=3, reduced_deck=True))
    assert len(choices) == 40 * 3
    pile = MoveChoice(card="7C", label="pile", params={"pile": 2}, ask="pick_pile")
    assert choices["7C@2"] == pile
    spec = find_game("veneno")
    assert spec.card_symbol(veneno.parse_card("12O")) == "cr-v-12O"
    assert spec.card_size == (60, 92)
    assert spec.score_labels == ("scores_veneno", "col_poison")
