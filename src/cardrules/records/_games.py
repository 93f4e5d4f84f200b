"""What a record needs to know about each game: its name, rules, moves and cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from cardrules import chupate, veneno
from cardrules._quote import quote
from cardrules.errors import RecordError

__all__ = ["GAMES", "GameKind", "Rules", "kind_of"]

Rules = chupate.Rules | veneno.Rules
"""The rules of either game."""


@attrs.frozen
class GameKind:
    """One game as records see it.

    Attributes:
        name: the ``Game`` header's value (``veneno``, ``chupate2``).
        rules_type: its ``Rules`` class.
        new_game: ``new_game(rules, seed)``.
        parse_move: its move notation parser.
        parse_card: its card notation parser.
        move_type: its ``Move`` class.
        card_type: its ``Card`` class.
    """

    name: str
    rules_type: type[Any]
    new_game: Callable[[Any, int], Any]
    parse_move: Callable[[str], Any]
    parse_card: Callable[[str], Any]
    move_type: type[Any]
    card_type: type[Any]

    def rules_fields(self) -> tuple[str, ...]:
        """The names ``Rules`` takes, in their order."""
        return tuple(field.name for field in attrs.fields(self.rules_type))


GAMES: dict[str, GameKind] = {
    "veneno": GameKind(
        "veneno",
        veneno.Rules,
        veneno.new_game,
        veneno.parse_move,
        veneno.parse_card,
        veneno.Move,
        veneno.Card,
    ),
    "chupate2": GameKind(
        "chupate2",
        chupate.Rules,
        chupate.new_game,
        chupate.parse_move,
        chupate.parse_card,
        chupate.Move,
        chupate.Card,
    ),
}
"""Every game a record may hold, by the name its ``Game`` header gives."""


def kind_of(rules: object) -> GameKind:
    """The game whose ``Rules`` ``rules`` is.

    Raises:
        RecordError: ``rules`` is no game's ``Rules``.
    """
    for kind in GAMES.values():
        if isinstance(rules, kind.rules_type):
            return kind
    msg = f"a record needs a chupate.Rules or veneno.Rules, got {quote(rules)}"
    raise RecordError(msg)
