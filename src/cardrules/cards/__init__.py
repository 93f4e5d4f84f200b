"""Card and deck primitives shared by the games.

Cards are frozen values built once per deck and reused: the same card is the
same object wherever it appears, so equality and hashing stay cheap.
"""

from cardrules.cards.spanish import SpanishCard, Suit, build_spanish_deck, parse_spanish_card
from cardrules.cards.uno import Color, UnoCard, build_uno_deck, parse_uno_card

__all__ = [
    "Color",
    "SpanishCard",
    "Suit",
    "UnoCard",
    "build_spanish_deck",
    "build_uno_deck",
    "parse_spanish_card",
    "parse_uno_card",
]
