"""The Spanish deck: four suits, ranks 1 to 12 (48 cards), or 40 without 8 and 9.

Notation: the rank then the suit letter, ``7C`` (siete de copas), ``12O`` (rey
de oros), ``10E`` (sota de espadas).
"""

from __future__ import annotations

import enum

import attrs

from cardrules._interned import Interned
from cardrules._quote import quote
from cardrules.errors import NotationError, RulesError
from cardrules.i18n import make_error

__all__ = [
    "RANKS",
    "REDUCED_RANKS",
    "SpanishCard",
    "Suit",
    "build_spanish_deck",
    "parse_spanish_card",
]


class Suit(enum.Enum):
    """The four Spanish suits, in deck order; the value is the notation letter."""

    OROS = "O"
    COPAS = "C"
    ESPADAS = "E"
    BASTOS = "B"

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


RANKS: tuple[int, ...] = tuple(range(1, 13))
"""Ranks of the full deck: 1-9, sota (10), caballo (11), rey (12)."""

REDUCED_RANKS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
"""Ranks of the 40-card deck (no 8 and 9)."""

_SUIT_ORDER = tuple(Suit)
_RANK_NAMES = {10: "sota", 11: "caballo", 12: "rey"}


@attrs.frozen(cache_hash=True, repr=False)
class SpanishCard(Interned):
    """One card of the Spanish deck.

    Attributes:
        rank: 1-12 (10 sota, 11 caballo, 12 rey).
        suit: the suit.

    Raises:
        NotationError: the rank or suit is not one of the deck's.

    Its ``repr`` is ``Card.parse('12O')``, pasteable where a game's ``Card``
    (this class, such as Veneno's) is imported. Several games may play with
    this card type: a card does not tell its game.

    >>> SpanishCard(12, Suit.OROS)
    Card.parse('12O')
    >>> str(SpanishCard(7, Suit.COPAS))
    '7C'
    """

    _repr_name = "Card"

    rank: int
    suit: Suit
    index: int = attrs.field(init=False, eq=False, hash=False, repr=False)
    """Position in the canonical 48-card deck (0-47): a fast key, not part of the value."""

    def __attrs_post_init__(self) -> None:
        if not isinstance(self.suit, Suit):
            msg = f"SpanishCard suit must be a Suit, got {quote(self.suit)}"
            raise NotationError(msg)
        if type(self.rank) is not int or self.rank not in RANKS:
            msg = f"SpanishCard rank must be an int from 1 to 12, got {quote(self.rank)}"
            raise NotationError(msg)
        index = _SUIT_ORDER.index(self.suit) * len(RANKS) + self.rank - 1
        object.__setattr__(self, "index", index)

    def __str__(self) -> str:
        return f"{self.rank}{self.suit.value}"

    @property
    def name(self) -> str:
        """The card's Spanish name, e.g. ``'rey de oros'``."""
        rank = _RANK_NAMES.get(self.rank, str(self.rank))
        return f"{rank} de {self.suit.name.lower()}"

    @staticmethod
    def parse(text: str) -> SpanishCard:
        """Parse card notation; see `parse_spanish_card`."""
        return parse_spanish_card(text)


_FULL = tuple(SpanishCard(rank, suit) for suit in Suit for rank in RANKS)
_REDUCED = tuple(card for card in _FULL if card.rank in REDUCED_RANKS)
_BY_TEXT = {str(card): card for card in _FULL}


def build_spanish_deck(*, reduced: bool = False) -> tuple[SpanishCard, ...]:
    """The Spanish deck in canonical order.

    Suits O, C, E, B, each with its ranks ascending.

    Args:
        reduced: the 40-card deck (no 8 and 9) instead of the 48-card one.

    Returns:
        A tuple of 48 (or 40) distinct cards; the same objects on every call.

    Raises:
        RulesError: ``reduced`` is not a bool.

    >>> len(build_spanish_deck()), len(build_spanish_deck(reduced=True))
    (48, 40)
    """
    if reduced is not True and reduced is not False:
        msg = f"build_deck: reduced must be True or False, got {quote(reduced)}"
        raise RulesError(msg)
    return _REDUCED if reduced else _FULL


def parse_spanish_card(text: str) -> SpanishCard:
    """Parse a card's notation (``'7C'``, ``'12O'``).

    Args:
        text: rank 1-12 then suit letter O, C, E or B; exact and case-sensitive.

    Returns:
        The card (the deck's own object).

    Raises:
        NotationError: ``text`` is not a card of the 48-card deck.

    >>> parse_spanish_card("10E").name
    'sota de espadas'
    """
    card = _BY_TEXT.get(text) if isinstance(text, str) else None
    if card is None:
        raise make_error(NotationError, "spanish.notation.card", text=quote(text))
    return card
