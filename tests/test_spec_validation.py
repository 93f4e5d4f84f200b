"""Every field of a GameSpec is checked when the spec is made, and again when it is registered."""

from __future__ import annotations

from typing import Any

import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.games import GAMES, game_of, register
from tests.test_games import _spec


class _Plain:
    pass


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"card_type": 5}, "card_type must be a class, got 5"),
        ({"card_type": object}, "card_type must be a class of the game's own, not the built-in"),
        ({"move_type": object}, "move_type must be a class of the game's own, not the built-in"),
        ({"state_type": str}, "state_type must be a class of the game's own"),
        ({"view_type": type(None)}, "view_type must be a class of the game's own"),
        ({"rules_type": _Plain}, "rules_type must be an attrs class"),
        ({"batch": 5}, "batch must be a batched engine .* got 5"),
        ({"batch": "no such module!"}, "batch must be a batched engine, a function that loads"),
        ({"presentation": 3}, "presentation must be a Presentation .* has no DEMO_BOTS"),
        ({"presentation": object()}, "has no DEMO_BOTS, demo_header, table"),
        ({"version": "x"}, "version must be an int of at least 1, got 'x'"),
        ({"version": 0}, "version must be an int of at least 1, got 0"),
        ({"version": True}, "version must be an int of at least 1, got True"),
        ({"version": 1.0}, "version must be an int of at least 1"),
        ({"encoding_version": "x"}, "encoding_version must be an int of at least 1"),
        ({"higher_scores_win": "no"}, "higher_scores_win must be True or False, got 'no'"),
        ({"higher_scores_win": 0}, "higher_scores_win must be True or False, got 0"),
        ({"narrator": 5}, "narrator must be a Narrator .* with round_start"),
        ({"picture": "svg"}, "picture must be a Picture .* has no seen_from_state"),
    ],
)
def test_a_spec_field_of_the_wrong_kind_is_refused_naming_it(
    change: dict[str, Any], message: str
) -> None:
    with pytest.raises(RulesError, match=message):
        _spec(**change)


def test_the_good_forms_of_the_checked_fields_are_accepted() -> None:
    with pytest.warns(DeprecationWarning, match="a module name is deprecated"):
        spec = _spec(version=3, encoding_version=2, higher_scores_win=False, batch="coin.batch")
    assert (spec.version, spec.encoding_version, spec.higher_scores_win) == (3, 2, False)
    assert callable(spec.batch)  # the 0.3 module name, held as a loader of that module
    with pytest.raises(RulesError, match="batched engine of Coin cannot be loaded"):
        spec.batch_engine()


def test_a_spec_tampered_with_after_it_was_made_is_refused_by_register() -> None:
    spec = _spec()
    object.__setattr__(spec, "card_type", 5)
    with pytest.raises(RulesError, match="card_type must be a class, got 5"):
        register(spec)
    object.__setattr__(spec, "card_type", None)
    object.__setattr__(spec, "batch", 5)
    with pytest.raises(RulesError, match=r"batch must be a batched engine .* got 5"):
        register(spec)
    assert "coin" not in GAMES
    assert game_of(veneno.Rules()) is GAMES["veneno"]
    with pytest.raises(RulesError, match="the games are chupate2"):
        game_of(None)


@pytest.mark.parametrize("field", ["card_type", "move_type", "state_type", "view_type"])
def test_no_refused_spec_leaves_game_of_answering_for_other_values(field: str) -> None:
    with pytest.raises(RulesError, match=field):
        register(_spec(**{field: object}))
    for value in (None, 3, _Plain()):
        with pytest.raises(RulesError, match="the games are chupate2"):
            game_of(value)
    start = chupate.new_game(chupate.Rules(), 1)
    assert game_of(start) is GAMES["chupate2"]
