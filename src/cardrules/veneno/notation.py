"""Veneno's cards and moves, and their notation.

A card is its rank then its suit letter (``7C``, ``12O``); a move is a card,
``@`` and a pile index 0-2 (``7C@2``).
"""

from __future__ import annotations

import attrs

from cardrules._interned import Interned
from cardrules._quote import quote
from cardrules.cards.spanish import SpanishCard, build_spanish_deck, parse_spanish_card
from cardrules.errors import NotationError
from cardrules.i18n import make_error

__all__ = ["MOVES_BY_INDEX", "PILES", "Card", "Move", "parse_card", "parse_move"]

Card = SpanishCard
"""Veneno plays with the Spanish deck's cards."""

PILES = 3
"""The number of discard piles (V-3)."""


@attrs.frozen(cache_hash=True, repr=False)
class Move(Interned):
    """Play ``card`` on pile ``pile`` (0, 1 or 2).

    Raises:
        NotationError: the card is not a Spanish card or the pile not 0-2.

    >>> Move(parse_card("7C"), 2)
    Move.parse('7C@2')
    >>> str(parse_move("12O@0"))
    '12O@0'
    """

    _repr_name = "Move"

    card: SpanishCard
    pile: int

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.card, SpanishCard):
            msg = f"Move card must be a Spanish card, got {quote(self.card)}"
            raise NotationError(msg)
        if type(self.pile) is not int or self.pile not in range(PILES):
            msg = f"Move pile must be 0, 1 or 2, got {quote(self.pile)} (V-3)"
            raise NotationError(msg)

    def __str__(self) -> str:
        return f"{self.card}@{self.pile}"

    @staticmethod
    def parse(text: str) -> Move:
        """Parse move notation; see `parse_move`."""
        return parse_move(text)


MOVES_BY_INDEX: tuple[tuple[Move, ...], ...] = tuple(
    tuple(Move(card, pile) for pile in range(PILES)) for card in build_spanish_deck()
)
"""The shared moves of each card on piles 0, 1, 2, indexed by ``card.index``."""

_BY_TEXT: dict[str, Move] = {str(m): m for moves in MOVES_BY_INDEX for m in moves}


def parse_card(text: str) -> SpanishCard:
    """Parse a Veneno card (``'7C'``, ``'12O'``, ``'10E'``).

    Raises:
        NotationError: not a card of the 48-card Spanish deck.

    >>> parse_card("12O").name
    'rey de oros'
    """
    try:
        return parse_spanish_card(text)
    except NotationError:
        raise make_error(NotationError, "veneno.notation.card", text=quote(text)) from None


def parse_move(text: str) -> Move:
    """Parse a Veneno move: card notation, ``@``, pile index 0-2 (``'7C@2'``).

    Raises:
        NotationError: the text is not a move; the message says which part is wrong.

    >>> parse_move("7C@2").pile
    2
    """
    move = _BY_TEXT.get(text) if isinstance(text, str) else None
    if move is not None:
        return move
    if not isinstance(text, str):
        raise make_error(NotationError, "veneno.notation.type", value=quote(text))
    card_text, at, pile_text = text.partition("@")
    if not at:
        raise make_error(NotationError, "veneno.notation.no_at", text=quote(text))
    parse_card(card_text)
    raise make_error(
        NotationError, "veneno.notation.bad_pile", text=quote(text), pile=quote(pile_text)
    )
