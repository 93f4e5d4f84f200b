"""How the table page shows Chúpate 2: its card symbols, and how a move is offered.

The `GameSpec` hooks ``card_symbol`` and ``move_choice`` (`cardrules.chupate.spec`).
"""

from __future__ import annotations

from cardrules._choice import MoveChoice
from cardrules._picture.uno import HEIGHT, WIDTH, symbol_id
from cardrules.cards.uno import UnoCard
from cardrules.chupate.notation import Move

__all__ = ["CARD_SIZE", "card_symbol", "move_choice"]

CARD_SIZE = (WIDTH, HEIGHT)
"""A card symbol's width and height."""


def card_symbol(card: UnoCard) -> str:
    """The id of the card's symbol in the picture's ``symbols()``: ``cr-c-Wp4`` for ``W+4``."""
    return symbol_id(card)


def move_choice(move: Move) -> MoveChoice:
    """A card (a wild, then its color); the first color (asked at once); or a button.

    ``take`` tells how many cards are owed (the view's ``owed``).
    """
    if move.card is not None:
        if move.color is None:
            return MoveChoice(card=str(move.card))
        color = move.color.value
        return MoveChoice(
            card=str(move.card), label=f"color_{color}", ask="pick_color", style=f"color-{color}"
        )
    if move.color is not None:
        color = move.color.value
        return MoveChoice(label=f"color_{color}", ask="first_color", style=f"color-{color}")
    if move.kind == "take":
        return MoveChoice(label="take", view_params={"count": "owed"})
    return MoveChoice(label=move.kind)
