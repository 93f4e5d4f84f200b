"""Chúpate 2's cards and moves, and their notation.

A card is its color letter then its face (``R7``, ``G+2``, ``BS``, ``YR``) or a
wild (``W``, ``W+4``). A move is a card's notation, a wild with the color it
names (``W:G``, ``W+4:B``), or one of ``draw``, ``pass``, ``take``,
``challenge`` and ``color:X`` (X one of R, B, G, Y).
"""

from __future__ import annotations

import attrs

from cardrules._interned import Interned
from cardrules._quote import quote
from cardrules.cards.uno import Color, UnoCard, build_uno_deck, parse_uno_card
from cardrules.errors import NotationError
from cardrules.i18n import make_error

__all__ = [
    "CHALLENGE",
    "DRAW",
    "PASS",
    "TAKE",
    "Card",
    "Move",
    "color_move",
    "parse_card",
    "parse_move",
    "play_moves",
]

Card = UnoCard
"""Chúpate 2 plays with the UNO-style deck's cards."""


@attrs.frozen(cache_hash=True, repr=False)
class Move(Interned):
    """One move. Build moves with `parse_move` (or take them from ``legal_moves``).

    Attributes:
        kind: ``'play'`` (play ``card``), ``'draw'`` (C-7), ``'pass'`` (C-7,
            C-14), ``'take'`` (take the owed cards, C-8, C-12), ``'challenge'``
            (C-12) or ``'color'`` (name the first color, C-13).
        card: the card played, for ``'play'``; else ``None``.
        color: the color named by a wild or a ``'color'`` move; else ``None``.

    >>> parse_move("W:G")
    Move.parse('W:G')
    >>> str(Move("play", parse_card("R7")))
    'R7'

    Raises:
        NotationError: the fields do not make a move (an unknown kind, a play
            without a card, a wild without a color, a color on a non-wild).
    """

    _repr_name = "Move"

    kind: str
    card: UnoCard | None = None
    color: Color | None = None

    def __attrs_post_init__(self) -> None:
        problem = _move_problem(self.kind, self.card, self.color)
        if problem:
            msg = f"not a Chúpate 2 move: {problem}"
            raise NotationError(msg)

    def __str__(self) -> str:
        if self.card is not None:
            if self.color is None:
                return str(self.card)
            return f"{self.card}:{self.color.value}"
        if self.color is not None:
            return f"color:{self.color.value}"
        return self.kind

    @staticmethod
    def parse(text: str) -> Move:
        """Parse move notation; see `parse_move`."""
        return parse_move(text)


_KINDS = ("play", "draw", "pass", "take", "challenge", "color")


def _move_problem(kind: object, card: object, color: object) -> str:
    """What is wrong with these move fields, or ``""``."""
    if not isinstance(kind, str) or kind not in _KINDS:
        return f"kind must be one of {', '.join(_KINDS)}, got {quote(kind)}"
    if color is not None and not isinstance(color, Color):
        return f"color must be a Color or None, got {quote(color)}"
    if kind == "play":
        if not isinstance(card, UnoCard):
            return f"a play needs a card, got {quote(card)}"
        if card.color is None and color is None:
            return f"a wild ({card}) must name a color (C-11, C-12)"
        if card.color is not None and color is not None:
            return f"only a wild names a color ({card} is not wild)"
        return ""
    if card is not None:
        return f"a {kind!r} move has no card, got {quote(card)}"
    if kind == "color" and color is None:
        return "a 'color' move names a color (C-13)"
    if kind != "color" and color is not None:
        return f"a {kind!r} move names no color"
    return ""


DRAW = Move("draw")
PASS = Move("pass")
TAKE = Move("take")
CHALLENGE = Move("challenge")
_COLOR_MOVES = {color: Move("color", None, color) for color in Color}
_PLAY_MOVES: dict[UnoCard, tuple[Move, ...]] = {
    card: (
        tuple(Move("play", card, color) for color in Color)
        if card.color is None
        else (Move("play", card),)
    )
    for card in build_uno_deck()
}
_BY_TEXT: dict[str, Move] = {
    str(m): m
    for m in [DRAW, PASS, TAKE, CHALLENGE, *_COLOR_MOVES.values()]
    + [m for moves in _PLAY_MOVES.values() for m in moves]
}


PLAY_MOVES_BY_INDEX: tuple[tuple[Move, ...], ...] = tuple(
    _PLAY_MOVES[card] for card in sorted(_PLAY_MOVES, key=lambda card: card.index)
)
"""The shared moves playing each card, indexed by ``card.index``: one, or four
(colors R, B, G, Y) for a wild."""


def play_moves(card: UnoCard) -> tuple[Move, ...]:
    """The shared moves playing ``card``: one, or four (colors R, B, G, Y) for a wild."""
    return PLAY_MOVES_BY_INDEX[card.index]


def color_move(color: Color) -> Move:
    """The shared ``color:X`` move naming ``color``."""
    return _COLOR_MOVES[color]


def parse_card(text: str) -> UnoCard:
    """Parse a Chúpate 2 card (``'R7'``, ``'G+2'``, ``'BS'``, ``'W+4'``).

    Args:
        text: the card's exact, case-sensitive notation.

    Returns:
        The card (the deck's own object).

    Raises:
        NotationError: not a card of the 108-card deck.

    >>> parse_card("G+2").color
    Color.GREEN
    """
    try:
        return parse_uno_card(text)
    except NotationError:
        raise make_error(NotationError, "chupate.notation.card", text=quote(text)) from None


def parse_move(text: str) -> Move:
    """Parse a Chúpate 2 move (``'R7'``, ``'W:G'``, ``'draw'``, ``'color:B'`` ...).

    Args:
        text: the move's exact, case-sensitive notation.

    Returns:
        The move (a shared object: equal notations give the same object).

    Raises:
        NotationError: the text is not a move; a wild without a color and a
            color on a non-wild card are errors too.

    >>> parse_move("W+4:B").color
    Color.BLUE
    >>> parse_move("draw")
    Move.parse('draw')
    """
    move = _BY_TEXT.get(text) if isinstance(text, str) else None
    if move is not None:
        return move
    if not isinstance(text, str):
        raise make_error(NotationError, "chupate.notation.type", value=quote(text))
    head, colon, color = text.partition(":")
    if head == "color":
        raise make_error(
            NotationError, "chupate.notation.color_move", text=quote(text), color=quote(color)
        )
    card = _card_or_error(head, text)
    if card.color is not None:
        raise make_error(
            NotationError, "chupate.notation.not_wild", text=quote(text), card=str(card)
        )
    if not colon:
        raise make_error(
            NotationError, "chupate.notation.wild_needs_color", text=quote(text), card=str(card)
        )
    raise make_error(
        NotationError, "chupate.notation.bad_color", text=quote(text), color=quote(color)
    )


def _card_or_error(head: str, text: str) -> UnoCard:
    try:
        return parse_uno_card(head)
    except NotationError:
        raise make_error(NotationError, "chupate.notation.unknown", text=quote(text)) from None
