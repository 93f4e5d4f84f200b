"""Veneno's Spanish cards: oros, copas, espadas and bastos as simple vector shapes."""

from __future__ import annotations

from cardrules._picture.draw import (
    SERIF,
    face_down,
    face_up,
    num,
    rect,
    symbol_sheet,
    text,
    use,
)
from cardrules.cards.spanish import SpanishCard, Suit, build_spanish_deck

WIDTH = 60
"""A card's width at scale 1; its height is `HEIGHT`."""
HEIGHT = 92

SUIT_INK = {
    Suit.OROS: "#b07d0b",
    Suit.COPAS: "#c0392b",
    Suit.ESPADAS: "#1f4e79",
    Suit.BASTOS: "#3d7a28",
}
"""Each suit's color, for its corner index and labels."""

_RANK_WORD = {10: "SOTA", 11: "CABALLO", 12: "REY"}

# Each suit centered on (0, 0), about 22 units tall.
_SHAPES = {
    Suit.OROS: (
        '<circle r="10.5" fill="#f0c419" stroke="#8a6d00" stroke-width="1.4"/>'
        '<circle r="6.5" fill="none" stroke="#8a6d00" stroke-width="1.1"/>'
        '<circle r="2.2" fill="#8a6d00"/>'
    ),
    Suit.COPAS: (
        '<path d="M-9 -10 H9 C9 -1 4.5 2.5 0 2.5 C-4.5 2.5 -9 -1 -9 -10 Z" '
        'fill="#d64541" stroke="#7b1d18" stroke-width="1.2"/>'
        '<rect x="-1.6" y="2.5" width="3.2" height="5" fill="#e0a526" stroke="#7b1d18" '
        'stroke-width="0.8"/>'
        '<ellipse cy="9" rx="6.5" ry="2.2" fill="#e0a526" stroke="#7b1d18" stroke-width="1"/>'
    ),
    Suit.ESPADAS: (
        '<path d="M0 -12 L2.6 -8.5 L2.6 4.5 L-2.6 4.5 L-2.6 -8.5 Z" fill="#b9cfe0" '
        'stroke="#1f4e79" stroke-width="1.1"/>'
        '<rect x="-7.5" y="4.5" width="15" height="2.6" rx="1.2" fill="#e0a526" '
        'stroke="#1f4e79" stroke-width="0.8"/>'
        '<rect x="-1.5" y="7.1" width="3" height="3.6" fill="#1f4e79"/>'
        '<circle cy="11.6" r="1.8" fill="#e0a526" stroke="#1f4e79" stroke-width="0.7"/>'
    ),
    Suit.BASTOS: (
        '<path d="M-2.2 12 L-4.2 -7 C-4.6 -12.5 4.6 -12.5 4.2 -7 L2.2 12 Z" '
        'fill="#7fae4a" stroke="#2f5a1c" stroke-width="1.2"/>'
        '<circle cx="-3.3" cy="-2" r="1.5" fill="#2f5a1c"/>'
        '<circle cx="3" cy="3" r="1.5" fill="#2f5a1c"/>'
        '<circle cx="-2.4" cy="7" r="1.2" fill="#2f5a1c"/>'
    ),
}

# Where the pips of 1-9 go on the card (their centers), and their scale.
_PIPS: dict[int, tuple[float, tuple[tuple[float, float], ...]]] = {
    1: (1.9, ((30, 47),)),
    2: (0.9, ((30, 27), (30, 67))),
    3: (0.85, ((30, 23), (30, 47), (30, 71))),
    4: (0.8, ((19, 28), (41, 28), (19, 66), (41, 66))),
    5: (0.75, ((19, 25), (41, 25), (30, 47), (19, 69), (41, 69))),
    6: (0.7, ((19, 24), (41, 24), (19, 47), (41, 47), (19, 70), (41, 70))),
    7: (0.65, ((19, 22), (41, 22), (30, 35), (19, 48), (41, 48), (19, 72), (41, 72))),
    8: (0.6, ((19, 21), (41, 21), (30, 34), (19, 47), (41, 47), (30, 60), (19, 73), (41, 73))),
    9: (0.52, tuple((x, y) for y in (23, 47, 71) for x in (17, 30, 43))),
}

_CROWN = (
    '<path d="M21 32 L23.5 23 L27 28 L30 20 L33 28 L36.5 23 L39 32 Z" fill="#f0c419" '
    'stroke="#8a6d00" stroke-width="1"/>'
)


def suit_shape(suit: Suit, x: float, y: float, scale: float = 1) -> str:
    """The suit's symbol centered on ``(x, y)``."""
    return f'<g transform="translate({num(x)} {num(y)}) scale({num(scale)})">{_SHAPES[suit]}</g>'


def _figure(item: SpanishCard) -> str:
    """Sota, caballo and rey: a framed suit with the figure's name (the rey crowned)."""
    ink = SUIT_INK[item.suit]
    word = _RANK_WORD[item.rank]
    crowned = item.rank == 12
    parts = [
        rect(12, 18, 36, 62, fill="#fbf3dc", radius=3, stroke=ink, stroke_width=0.8),
        _CROWN if crowned else "",
        suit_shape(item.suit, 30, 47 if crowned else 42, 1.05 if crowned else 1.2),
        rect(12, 65, 36, 13, fill=ink),
        text(
            30,
            74.5,
            word,
            size=6.5 if len(word) > 4 else 8.5,
            fill="#ffffff",
            weight="bold",
            anchor="middle",
        ),
    ]
    return "".join(parts)


def symbol_id(item: SpanishCard | None) -> str:
    """The id of a card's (``None``: the back's) shared symbol in a page (`symbols`)."""
    return "cr-v-" + ("back" if item is None else str(item))


def symbols() -> str:
    """Every face and the back as ``<symbol>`` elements, for a page of many pictures."""
    return symbol_sheet(
        (
            (symbol_id(item), _back_face() if item is None else _face(item))
            for item in (*build_spanish_deck(), None)
        ),
        WIDTH,
        HEIGHT,
    )


def card(item: SpanishCard, x: float, y: float, scale: float = 1, *, linked: bool = False) -> str:
    """One face-up card, its top-left corner at ``(x, y)``; labelled with its notation.

    With ``linked`` the card is a reference to its symbol (see `symbols`).
    """
    inner = use(symbol_id(item), WIDTH, HEIGHT) if linked else _face(item)
    return face_up(str(item), f"{item} ({item.name})", inner, x, y, scale)


def _face(item: SpanishCard) -> str:
    ink = SUIT_INK[item.suit]
    parts = [
        rect(0, 0, WIDTH, HEIGHT, fill="#fffdf6", radius=6, stroke="#8c959f", stroke_width=0.8),
        rect(3, 3, 54, 86, fill="none", radius=4, stroke=ink, stroke_width=1.2),
    ]
    if item.rank >= 10:
        parts.append(_figure(item))
    else:
        size, spots = _PIPS[item.rank]
        parts += [suit_shape(item.suit, px, py, size) for px, py in spots]
    rank = str(item.rank)
    parts += [
        text(6, 14, rank, size=10, fill=ink, weight="bold", family=SERIF),
        text(54, 85, rank, size=10, fill=ink, weight="bold", anchor="end", family=SERIF),
    ]
    return "".join(parts)


def back(x: float, y: float, scale: float = 1, *, linked: bool = False) -> str:
    """One face-down card: no label, nothing of its face."""
    return face_down(use(symbol_id(None), WIDTH, HEIGHT) if linked else _back_face(), x, y, scale)


def _back_face() -> str:
    lattice = "".join(
        f'<path d="M{x} {y - 5} L{x + 4} {y} L{x} {y + 5} L{x - 4} {y} Z" fill="#3c5a99"/>'
        for y in range(14, 84, 10)
        for x in ((12, 24, 36, 48) if y % 20 == 14 else (18, 30, 42))
    )
    parts = [
        rect(0, 0, WIDTH, HEIGHT, fill="#ffffff", radius=6, stroke="#8c959f", stroke_width=0.8),
        rect(4, 4, 52, 84, fill="#23408e", radius=4),
        lattice,
        rect(4, 4, 52, 84, fill="none", radius=4, stroke="#c9a227", stroke_width=1.5),
        '<path d="M30 30 L42 46 L30 62 L18 46 Z" fill="#c9a227" stroke="#23408e"/>',
    ]
    return "".join(parts)
