"""Veneno's action space: every move, each with a fixed action id."""

from __future__ import annotations

from cardrules._quote import quote
from cardrules.cards.spanish import build_spanish_deck
from cardrules.errors import RulesError
from cardrules.game import ActionSpace
from cardrules.veneno.notation import MOVES_BY_INDEX, Move, parse_move
from cardrules.veneno.rules import Rules

__all__ = ["action_space"]


def _moves(reduced: bool) -> tuple[Move, ...]:
    return tuple(
        move for card in build_spanish_deck(reduced=reduced) for move in MOVES_BY_INDEX[card.index]
    )


_MOVES = {False: _moves(False), True: _moves(True)}


def _missing(move: Move) -> str:
    return f"V-11: {move} cannot be played: {move.card} is not in the reduced deck (no 8 and 9)"


def action_space(rules: Rules) -> ActionSpace[Move]:
    """Every Veneno move that can ever be legal, each with its action id.

    Each card of the deck, in deck order (suits O, C, E, B; ranks 1-12
    ascending, without 8 and 9 in the reduced deck, V-11), on piles 0, 1 and
    2: ``1O@0``, ``1O@1``, ``1O@2``, ``2O@0``, ... The id of ``card@pile`` is
    ``3 * k + pile``, ``k`` being the card's place in the deck. 144 moves;
    120 with ``reduced_deck``.

    Args:
        rules: the match's rules; `ActionSpace.mask` accepts states and views
            under these rules only.

    Returns:
        The `ActionSpace`.

    Raises:
        RulesError: ``rules`` is not a veneno ``Rules``.

    >>> space = action_space(Rules(players=3))
    >>> len(space), space.id("1C@0"), str(space[143])
    (144, 36, '12B@2')
    >>> len(action_space(Rules(players=3, reduced_deck=True)))
    120
    """
    if not isinstance(rules, Rules):
        msg = f"action_space needs a cardrules.veneno.Rules, got {quote(rules)}"
        raise RulesError(msg)
    return ActionSpace(rules, _MOVES[rules.reduced_deck], parse_move, _missing)
