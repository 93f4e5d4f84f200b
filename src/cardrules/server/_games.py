"""The library's games as the server uses them: find one, read its rules, play for a seat."""

from __future__ import annotations

from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.games import GameSpec, find_game
from cardrules.i18n import message

__all__ = [
    "DEFAULT_CAP",
    "MAX_CAP",
    "CapError",
    "check_cap",
    "explain",
    "find_spec",
    "is_illegal",
    "move_cap",
    "play_as",
    "rule_of",
    "rules_from",
    "spectator_view",
]


def find_spec(name: object) -> GameSpec:
    """The registered game called ``name`` (`cardrules.games.find_game`)."""
    if not isinstance(name, str):
        msg = f"'game' must be a game's name like 'chupate' or 'veneno', got {quote(name)}"
        raise RulesError(msg)
    return find_game(name)


def rules_from(spec: GameSpec, raw: object) -> Any:
    """The game's ``Rules`` from a position's ``"rules"`` dict; a bad one is a `RulesError`.

    The one reader of rules from outside: `cardrules.games.GameSpec.rules_from_dict`.
    """
    rules: Any = spec.rules_from_dict(raw)
    return rules


DEFAULT_CAP = 20_000
"""The move cap of a table whose game's spec has no ``move_cap``."""
MAX_CAP = 100_000
"""The most moves a table may be capped at: rules whose match may run longer are refused."""


class CapError(RulesError):
    """Rules whose match may run past `MAX_CAP` moves.

    Attributes:
        field: the rules option to lower (``"loss_threshold"``), or ``None``.
        cap: the moves the rules' match may take.
    """

    def __init__(self, message: str, field: str | None, cap: int) -> None:
        super().__init__(message)
        self.field, self.cap = field, cap


def move_cap(spec: GameSpec, rules: Any) -> int:
    """The moves after which a table of ``rules`` stops, unfinished: the spec's ``move_cap``."""
    cap = getattr(spec, "move_cap", None)
    return DEFAULT_CAP if cap is None else int(cap(rules))


def check_cap(spec: GameSpec, rules: Any) -> int:
    """The table's move cap, or a `CapError` naming the option that makes it too long.

    The option named is the first whose default value would bring the cap
    within `MAX_CAP`.
    """
    cap = move_cap(spec, rules)
    if cap <= MAX_CAP:
        return cap
    field = None
    for option in attrs.fields(type(rules)):
        if option.default is attrs.NOTHING or getattr(rules, option.name) == option.default:
            continue
        try:
            tried = move_cap(spec, attrs.evolve(rules, **{option.name: option.default}))
        except (RulesError, TypeError, ValueError):
            continue
        if tried <= MAX_CAP:
            field = option.name
            break
    value = "" if field is None else f" {field} {getattr(rules, field)} is too large:"
    msg = (
        f"'rules':{value} a match of these rules may take {cap} moves, "
        f"and a table plays at most {MAX_CAP}"
    )
    raise CapError(msg, field, cap)


def play_as(state: Any, move: Any, seat: int) -> Any:
    """``state.play(move, seat=seat)``: the move checked against the seat that sent it."""
    return state.play(move, seat=seat)


def rule_of(error: RulesError) -> str | None:
    """The rule an error cites first (``err.rule``), or ``None``."""
    rule = getattr(error, "rule", None)
    return rule if isinstance(rule, str) else None


def explain(error: RulesError, lang: str) -> str:
    """The error's message in ``lang`` (`cardrules.i18n.message`)."""
    return message(error, lang)


def spectator_view(state: Any) -> Any:
    """A spectator's view: every public fact, no hidden card (``state.view(None)``)."""
    return state.view(None)


def is_illegal(error: RulesError) -> bool:
    """Whether ``error`` is an illegal move (409) rather than a malformed one (400)."""
    return isinstance(error, IllegalMoveError)
