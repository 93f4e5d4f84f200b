"""The library's games as the server uses them: find one, play a move for a seat, read views."""

from __future__ import annotations

import re
from typing import Any

from cardrules._position import read_rules
from cardrules._quote import quote
from cardrules.errors import IllegalMoveError, RulesError

__all__ = ["find_spec", "legal_notation", "play_as", "rule_of", "rules_from", "spectator_view"]

_RULE = re.compile(r"^([CV]-\d+)\b")


def find_spec(name: object) -> Any:
    """The registered game called ``name`` (``cardrules.games.find_game``)."""
    if not isinstance(name, str):
        msg = f"'game' must be a game's name like 'chupate' or 'veneno', got {quote(name)}"
        raise RulesError(msg)
    try:
        from cardrules.games import find_game  # noqa: PLC0415 - the registry imports both games
    except ImportError:  # SHIM until the core's registry is merged
        from cardrules.server import _shim  # noqa: PLC0415

        return _shim.find_game(name)
    return find_game(name)


def rules_from(spec: Any, raw: object) -> Any:
    """The game's ``Rules`` from a position's ``"rules"`` dict; a bad one is a `RulesError`."""
    return read_rules({"rules": raw}, spec.rules_type, spec.name)


def play_as(state: Any, move: Any, seat: int) -> Any:
    """``state.play(move, seat=seat)``: the move checked against the seat that sent it."""
    from cardrules.server import _shim  # noqa: PLC0415 - SHIM until the core is merged

    return _shim.play_as(state, move, seat)


def rule_of(error: RulesError) -> str | None:
    """The rule an error cites first (``err.rule``, else its message's leading ``C-8:``)."""
    rule = getattr(error, "rule", None)
    if isinstance(rule, str):
        return rule
    found = _RULE.match(str(error))
    return found.group(1) if found else None


def spectator_view(state: Any) -> Any:
    """A spectator's view: every public fact, no hidden card (``state.view(None)``)."""
    from cardrules.server import _shim  # noqa: PLC0415 - SHIM until the core is merged

    return _shim.spectator_view(state)


def legal_notation(view: Any) -> list[str]:
    """The notation of the view's legal moves when its seat is to play, else ``[]``."""
    listed = view.to_dict().get("legal_moves")
    if isinstance(listed, list):
        return [str(move) for move in listed]
    if view.seat is None or view.seat != view.current_player:  # SHIM until the core is merged
        return []
    return [str(move) for move in view.legal_moves()]


def is_illegal(error: RulesError) -> bool:
    """Whether ``error`` is an illegal move (409) rather than a malformed one (400)."""
    return isinstance(error, IllegalMoveError)
