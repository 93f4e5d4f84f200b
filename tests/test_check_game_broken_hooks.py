"""`check_game` on a spec whose hooks return junk fails with a GameCheckError naming the invariant.

Never a bare TypeError or AttributeError from inside the checker; and the
report says which of the spec's hooks it never called.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
import pytest

from cardrules.games import GAMES
from cardrules.testing import INVARIANTS, GameCheckError, check_game
from tests import race_game
from tests.third_game import SPEC as TRICKS

JUNK: dict[str, Callable[..., Any]] = {
    "None": lambda *_args, **_kw: None,
    "an int": lambda *_args, **_kw: 5,
    "a string": lambda *_args, **_kw: "x",
}

HOOKS = {
    "tricks": (TRICKS, ("new_game", "action_space", "deck", "cards_of", "encode", "greedy_bot")),
    "race": (race_game.SPEC, ("new_game", "action_space", "parse_move")),
}

CASES = [(game, hook) for game, (_spec, hooks) in HOOKS.items() for hook in hooks]


@pytest.mark.parametrize("junk", sorted(JUNK))
@pytest.mark.parametrize(("game", "hook"), CASES)
def test_a_hook_returning_junk_fails_an_invariant(game: str, hook: str, junk: str) -> None:
    spec = attrs.evolve(HOOKS[game][0], **{hook: JUNK[junk]})
    with pytest.raises(GameCheckError) as caught:
        check_game(spec, seeds=[1], players=[2], every=4)
    assert caught.value.invariant in INVARIANTS


class _BrokenRules:
    """Rules whose class takes no ``players`` keyword: check_game cannot build them."""

    def __init__(self) -> None:
        self.players = 2


def test_a_rules_type_that_cannot_be_built_fails_the_types_invariant() -> None:
    spec = attrs.evolve(race_game.SPEC, rules_type=attrs.define(_BrokenRules))
    with pytest.raises(GameCheckError, match=r"types: rules_type\(players=n\) raised TypeError"):
        check_game(spec, seeds=[1], players=[2])


def test_the_report_names_the_hooks_it_did_not_call() -> None:
    report = check_game(TRICKS, seeds=[1], players=[2], every=50)
    assert {"narrator", "picture"} <= set(report.unchecked)
    assert not {"encode", "deck", "new_game"} & set(report.unchecked)
    bare = attrs.evolve(TRICKS, narrator=None, picture=None, card_type=None, parse_card=None)
    assert "narrator" not in check_game(bare, seeds=[1], players=[2], every=50).unchecked
    built_in = check_game(GAMES["veneno"], seeds=[1], players=[2], every=50)
    assert {"round_payoff", "batch", "narrator"} <= set(built_in.unchecked)
