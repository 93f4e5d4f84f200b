"""The library's games as the server uses them: find one, read its rules, play for a seat."""

from __future__ import annotations

from typing import Any

from cardrules._position import read_rules
from cardrules._quote import quote
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.games import GameSpec, find_game
from cardrules.i18n import message

__all__ = [
    "explain",
    "find_spec",
    "is_illegal",
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
    """The game's ``Rules`` from a position's ``"rules"`` dict; a bad one is a `RulesError`."""
    return read_rules({"rules": raw}, spec.rules_type, spec.name)


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
