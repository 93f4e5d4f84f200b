"""Chúpate 2's cards drawn as cards: the color, the face, the four-color wilds."""

from __future__ import annotations

from cardrules._picture.draw import face_down, face_up, rect, symbol_sheet, text, use
from cardrules.cards.uno import Color, UnoCard, build_uno_deck

WIDTH = 60
"""A card's width at scale 1; its height is `HEIGHT`."""
HEIGHT = 90

COLOR_FILL = {
    Color.RED: "#d7263d",
    Color.BLUE: "#1b63c6",
    Color.GREEN: "#2e9b47",
    Color.YELLOW: "#f2c230",
}
"""The fill of each color on cards, swatches and the active-color ring."""

_BLACK = "#1c1c1c"
_OVAL = 'cx="30" cy="45" rx="19" ry="33" transform="rotate(28 30 45)"'


def _face_text(face: str, fill: str, size: float) -> str:
    return text(
        30,
        45 + size * 0.36,
        face,
        size=size,
        fill=fill,
        weight="bold",
        anchor="middle",
        extra=f' stroke="{_BLACK}" stroke-width="1.2" paint-order="stroke"',
    )


def _corners(label: str) -> str:
    size = 11 if len(label) < 3 else 9
    top = text(7, 15, label, size=size, fill="#ffffff", weight="bold")
    turned = text(
        7,
        15,
        label,
        size=size,
        fill="#ffffff",
        weight="bold",
        extra=' transform="rotate(180 30 45)"',
    )
    return top + turned


def _skip(fill: str) -> str:
    return (
        f'<circle cx="30" cy="45" r="11" fill="none" stroke="{fill}" stroke-width="4.5"/>'
        f'<line x1="22" y1="53" x2="38" y2="37" stroke="{fill}" stroke-width="4.5"/>'
    )


def _reverse(fill: str) -> str:
    """Two arrows, side by side, pointing opposite ways along the diagonal."""
    arrow = (
        f'<path d="M-10 -2.6 H2 V-7 L10.5 0 L2 7 V2.6 H-10 Z" fill="{fill}" '
        f'stroke="{_BLACK}" stroke-width="0.8"/>'
    )
    return (
        f'<g transform="translate(24.5 39.5) rotate(-45)">{arrow}</g>'
        f'<g transform="rotate(180 30 45)"><g transform="translate(24.5 39.5) rotate(-45)">'
        f"{arrow}</g></g>"
    )


def _small_card(x: float, y: float, fill: str, angle: float) -> str:
    return rect(
        x,
        y,
        11,
        17,
        fill=fill,
        radius=2,
        stroke="#ffffff",
        stroke_width=1.2,
        extra=f' transform="rotate({angle} {x + 5.5} {y + 8.5})"',
    )


def _draw_two(fill: str) -> str:
    return _small_card(21, 33, fill, -12) + _small_card(28, 40, fill, -12)


def _four_colors() -> str:
    """The wild's oval in four quarters, tilted like every oval."""
    fills = list(COLOR_FILL.values())
    quarters = [
        ("M30 45 L30 12 A19 33 0 0 1 49 45 Z", fills[0]),
        ("M30 45 L49 45 A19 33 0 0 1 30 78 Z", fills[2]),
        ("M30 45 L30 78 A19 33 0 0 1 11 45 Z", fills[3]),
        ("M30 45 L11 45 A19 33 0 0 1 30 12 Z", fills[1]),
    ]
    paths = "".join(f'<path d="{d}" fill="{fill}"/>' for d, fill in quarters)
    return f'<g transform="rotate(28 30 45)">{paths}</g>'


def _wild_four() -> str:
    fills = list(COLOR_FILL.values())
    spots = ((17, 40), (24, 30), (30, 44), (37, 34))
    return "".join(_small_card(x, y, fill, -10) for (x, y), fill in zip(spots, fills, strict=True))


def symbol_id(item: UnoCard | None) -> str:
    """The id of a card's (``None``: the back's) shared symbol in a page (`symbols`)."""
    return "cr-c-" + ("back" if item is None else str(item).replace("+", "p"))


def symbols() -> str:
    """Every face and the back as ``<symbol>`` elements, for a page of many pictures."""
    return symbol_sheet(
        (
            (symbol_id(item), _back_face() if item is None else _face(item))
            for item in (*sorted(set(build_uno_deck()), key=lambda item: item.index), None)
        ),
        WIDTH,
        HEIGHT,
    )


def card(item: UnoCard, x: float, y: float, scale: float = 1, *, linked: bool = False) -> str:
    """One face-up card, its top-left corner at ``(x, y)``; labelled with its notation.

    With ``linked`` the card is a reference to its symbol (see `symbols`).
    """
    inner = use(symbol_id(item), WIDTH, HEIGHT) if linked else _face(item)
    return face_up(str(item), str(item), inner, x, y, scale)


def _face(item: UnoCard) -> str:
    fill = _BLACK if item.color is None else COLOR_FILL[item.color]
    parts = [
        rect(0, 0, WIDTH, HEIGHT, fill="#ffffff", radius=7, stroke="#8c959f", stroke_width=0.8),
        rect(4, 4, 52, 82, fill=fill, radius=5),
    ]
    face = item.face
    if face == "W":
        parts += [f'<ellipse {_OVAL} fill="#ffffff"/>', _four_colors(), _corners("W")]
    elif face == "W+4":
        parts += [f'<ellipse {_OVAL} fill="#ffffff"/>', _wild_four(), _corners("+4")]
    else:
        parts.append(f'<ellipse {_OVAL} fill="#ffffff"/>')
        if face == "S":
            parts += [_skip(fill), _corners("⊘")]
        elif face == "R":
            parts += [_reverse(fill), _corners("⇄")]
        elif face == "+2":
            parts += [_draw_two(fill), _corners("+2")]
        else:
            underline = rect(24, 60, 12, 2.5, fill=fill) if face in ("6", "9") else ""
            parts += [_face_text(face, fill, 34), underline, _corners(face)]
    return "".join(parts)


def back(x: float, y: float, scale: float = 1, *, linked: bool = False) -> str:
    """One face-down card: no label, nothing of its face."""
    return face_down(use(symbol_id(None), WIDTH, HEIGHT) if linked else _back_face(), x, y, scale)


def _back_face() -> str:
    parts = [
        rect(0, 0, WIDTH, HEIGHT, fill="#ffffff", radius=7, stroke="#8c959f", stroke_width=0.8),
        rect(4, 4, 52, 82, fill=_BLACK, radius=5),
        f'<ellipse {_OVAL} fill="{COLOR_FILL[Color.RED]}"/>',
        text(
            30,
            50,
            "C2",
            size=16,
            fill=COLOR_FILL[Color.YELLOW],
            weight="bold",
            anchor="middle",
            extra=' transform="rotate(-20 30 45)"',
        ),
    ]
    return "".join(parts)
