"""How the table page shows Veneno: its card symbols, its poison points, how a move is offered.

The `GameSpec` hooks ``card_symbol``, ``score_labels`` and ``move_choice``
(`cardrules.veneno.spec`).
"""

from __future__ import annotations

from cardrules._choice import MoveChoice
from cardrules._picture.spanish import HEIGHT, WIDTH, symbol_id
from cardrules.cards.spanish import SpanishCard
from cardrules.veneno.notation import Move

__all__ = ["CARD_SIZE", "SCORE_LABELS", "card_symbol", "move_choice"]

CARD_SIZE = (WIDTH, HEIGHT)
"""A card symbol's width and height."""

SCORE_LABELS = ("scores_veneno", "col_poison")
"""The scores' heading and column: poison points, fewer is better."""


def card_symbol(card: SpanishCard) -> str:
    """The id of the card's symbol in the picture's ``symbols()``: ``cr-v-12O``."""
    return symbol_id(card)


def move_choice(move: Move) -> MoveChoice:
    """A card, then the pile it goes on (asked when it may go on more than one)."""
    return MoveChoice(
        card=str(move.card), label="pile", params={"pile": move.pile}, ask="pick_pile"
    )
