"""The UNO-style deck: 108 cards in four colors, plus wilds (Chúpate 2 plays with it).

Notation: the color letter then the face, ``R7``, ``G+2`` (draw-two), ``BS``
(skip), ``YR`` (reverse); the wilds are ``W`` and ``W+4`` (wild draw-four).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

import attrs

from cardrules._interned import Interned
from cardrules._quote import quote
from cardrules.errors import NotationError
from cardrules.i18n import make_error

__all__ = [
    "ACTION_FACES",
    "NUMBER_FACES",
    "Color",
    "UnoCard",
    "build_uno_deck",
    "parse_uno_card",
]


class Color(enum.Enum):
    """The four colors, in deck order; the value is the notation letter."""

    RED = "R"
    BLUE = "B"
    GREEN = "G"
    YELLOW = "Y"

    def __repr__(self) -> str:
        return f"Color.{self.name}"


NUMBER_FACES: tuple[str, ...] = tuple(str(n) for n in range(10))
"""The number faces, ``'0'`` to ``'9'``."""

ACTION_FACES: tuple[str, ...] = ("+2", "S", "R")
"""The colored action faces: draw-two, skip, reverse."""

WILD = "W"
WILD_DRAW_FOUR = "W+4"

_FACES = NUMBER_FACES + ACTION_FACES
_COLORS = tuple(Color)
_NOTATIONS = (
    *(color.value + face for color in _COLORS for face in _FACES),
    WILD,
    WILD_DRAW_FOUR,
)
"""Each card's notation by its ``index`` (cards are written often: every message, every log)."""


def notations(cards: Iterable[UnoCard]) -> list[str]:
    """Each card's notation, in order: ``[str(card) for card in cards]``, without a call a card."""
    return [_NOTATIONS[card.index] for card in cards]


_POINTS = {"+2": 20, "S": 20, "R": 20, WILD: 50, WILD_DRAW_FOUR: 50}


@attrs.frozen(cache_hash=True, repr=False)
class UnoCard(Interned):
    """One card of the deck.

    Attributes:
        color: the card's color, or ``None`` for the two wilds.
        face: ``'0'``-``'9'``, ``'+2'``, ``'S'`` (skip), ``'R'`` (reverse),
            ``'W'`` (wild) or ``'W+4'`` (wild draw-four).

    Raises:
        NotationError: the color and face are not a card of the deck.

    Its ``repr`` is ``Card.parse('G+2')``, pasteable where a game's ``Card``
    (this class, such as Chúpate 2's) is imported. Several games may play
    with this card type: a card does not tell its game.

    >>> UnoCard(Color.GREEN, "+2")
    Card.parse('G+2')
    >>> str(UnoCard(None, "W+4"))
    'W+4'
    """

    _repr_name = "Card"

    color: Color | None
    face: str
    index: int = attrs.field(init=False, eq=False, hash=False, repr=False)
    """Position among the 54 distinct cards, in deck order (R0 is 0, W+4 is 53):
    a fast key for tables, not part of the value."""

    def __attrs_post_init__(self) -> None:
        if self.color is None:
            if self.face not in (WILD, WILD_DRAW_FOUR):
                msg = f"a card without a color must be W or W+4, got {quote(self.face)}"
                raise NotationError(msg)
            index = 4 * len(_FACES) + (self.face == WILD_DRAW_FOUR)
        elif not isinstance(self.color, Color) or self.face not in _FACES:
            msg = (
                f"a colored card needs a Color and a face 0-9, +2, S or R, got "
                f"{quote(self.color)} and {quote(self.face)}"
            )
            raise NotationError(msg)
        else:
            index = _COLORS.index(self.color) * len(_FACES) + _FACES.index(self.face)
        object.__setattr__(self, "index", index)

    def __str__(self) -> str:
        return _NOTATIONS[self.index]

    @property
    def is_wild(self) -> bool:
        """Whether this is a wild (``W`` or ``W+4``)."""
        return self.color is None

    @property
    def points(self) -> int:
        """What the card scores left in a hand at a round's end: its number, 20, or 50 for a wild.

        >>> parse_uno_card("R7").points, parse_uno_card("BS").points, parse_uno_card("W").points
        (7, 20, 50)
        """
        return _POINTS.get(self.face) or int(self.face)

    @staticmethod
    def parse(text: str) -> UnoCard:
        """Parse card notation; see `parse_uno_card`."""
        return parse_uno_card(text)


def _build() -> tuple[UnoCard, ...]:
    cards: list[UnoCard] = []
    for color in Color:
        for face in _FACES:
            card = UnoCard(color, face)
            cards.extend((card,) if face == "0" else (card, card))
    cards.extend((UnoCard(None, WILD),) * 4)
    cards.extend((UnoCard(None, WILD_DRAW_FOUR),) * 4)
    return tuple(cards)


_DECK = _build()
_BY_TEXT = {str(card): card for card in _DECK}


def build_uno_deck() -> tuple[UnoCard, ...]:
    """The 108-card deck in canonical order.

    Colors R, B, G, Y, each ``0, 1, 1, ... 9, 9, +2, +2, S, S, R, R``; then
    ``W`` four times and ``W+4`` four times. Equal cards are the same object.

    Returns:
        A tuple of 108 cards; the same tuple on every call.

    >>> deck = build_uno_deck()
    >>> len(deck), str(deck[0]), str(deck[24]), str(deck[-1])
    (108, 'R0', 'RR', 'W+4')
    """
    return _DECK


def parse_uno_card(text: str) -> UnoCard:
    """Parse a card's notation (``'R7'``, ``'G+2'``, ``'BS'``, ``'W+4'``).

    Args:
        text: exact and case-sensitive notation.

    Returns:
        The card (the deck's own object).

    Raises:
        NotationError: ``text`` is not a card of the deck.

    >>> parse_uno_card("YR").face
    'R'
    """
    card = _BY_TEXT.get(text) if isinstance(text, str) else None
    if card is None:
        raise make_error(NotationError, "uno.notation.card", text=quote(text))
    return card
