"""Chúpate 2's action space: every move, each with a fixed action id."""

from __future__ import annotations

from cardrules._quote import quote
from cardrules.cards.uno import Color
from cardrules.chupate.notation import (
    CHALLENGE,
    DRAW,
    PASS,
    PLAY_MOVES_BY_INDEX,
    TAKE,
    Move,
    color_move,
    parse_move,
)
from cardrules.chupate.rules import Rules
from cardrules.errors import RulesError
from cardrules.game import ActionSpace

__all__ = ["action_space"]

_MOVES: tuple[Move, ...] = (
    *(move for moves in PLAY_MOVES_BY_INDEX for move in moves),
    DRAW,
    PASS,
    TAKE,
    CHALLENGE,
    *(color_move(color) for color in Color),
)


def _missing(move: Move) -> str:  # pragma: no cover - every Chúpate 2 move is in the space
    return f"C-1: {move} is not a move of Chúpate 2"


def action_space(rules: Rules) -> ActionSpace[Move]:
    """Every Chúpate 2 move that can ever be legal, each with its action id.

    68 moves, the same under every `Rules`, in this fixed order:

    * ids 0-51: playing a colored card, in deck order: colors R, B, G, Y, each
      ``0``-``9``, ``+2``, ``S``, ``R`` (``R0`` is 0, ``Y9`` is 48, ``YR`` 51);
    * ids 52-59: the wilds with the color they name: ``W:R``, ``W:B``,
      ``W:G``, ``W:Y``, ``W+4:R``, ``W+4:B``, ``W+4:G``, ``W+4:Y``;
    * ids 60-67: ``draw``, ``pass``, ``take``, ``challenge``, ``color:R``,
      ``color:B``, ``color:G``, ``color:Y``.

    Args:
        rules: the game's rules; `ActionSpace.mask` accepts states and views
            under these rules only.

    Returns:
        The `ActionSpace`.

    Raises:
        RulesError: ``rules`` is not a chupate ``Rules``.

    >>> space = action_space(Rules(players=4))
    >>> len(space), space.id("W:G"), str(space[60])
    (68, 54, 'draw')
    """
    if not isinstance(rules, Rules):
        msg = f"action_space needs a cardrules.chupate.Rules, got {quote(rules)}"
        raise RulesError(msg)
    return ActionSpace(rules, _MOVES, parse_move, _missing)
