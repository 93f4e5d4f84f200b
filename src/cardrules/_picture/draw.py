"""The shared drawing vocabulary: escaping, text, boxes, badges, the document."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from cardrules.i18n import text as words

SANS = "sans-serif"
"""The only font families used: generic ones, so no font is ever fetched."""
SERIF = "serif"

INK = "#1f2328"
MUTED = "#57606a"
PAPER = "#f6f8fa"
FELT = "#1d6b4f"
HIGHLIGHT = "#f4c542"

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})

_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""The characters XML 1.0 cannot hold, not even as a character reference."""

REPLACEMENT = "\ufffd"
"""What `esc` shows instead of a character XML cannot hold."""


def esc(text: object) -> str:
    """``text`` made safe inside an XML attribute or element.

    Markup characters are escaped; characters XML 1.0 cannot hold at all
    (control characters but tab and newlines, lone surrogates, U+FFFE and
    U+FFFF) become `REPLACEMENT`, so any text gives a well-formed document.
    """
    return _NOT_XML.sub(REPLACEMENT, str(text)).translate(_ESCAPES)


def num(value: float) -> str:
    """A coordinate, without a trailing ``.0``."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def text(
    x: float,
    y: float,
    content: object,
    *,
    size: float = 13,
    fill: str = INK,
    weight: str = "normal",
    anchor: str = "start",
    family: str = SANS,
    extra: str = "",
) -> str:
    """One line of text with its baseline at ``y``."""
    return (
        f'<text x="{num(x)}" y="{num(y)}" font-family="{family}" font-size="{num(size)}" '
        f'font-weight="{weight}" fill="{fill}" text-anchor="{anchor}"{extra}>'
        f"{esc(content)}</text>"
    )


def rect(
    x: float,
    y: float,
    width: float,
    height: float,
    *,
    fill: str,
    radius: float = 0,
    stroke: str = "none",
    stroke_width: float = 1,
    extra: str = "",
) -> str:
    """A (rounded) rectangle."""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(width)}" height="{num(height)}" '
        f'rx="{num(radius)}" fill="{fill}" stroke="{stroke}" stroke-width="{num(stroke_width)}"'
        f"{extra}/>"
    )


def group(
    parts: Iterable[str], *, x: float = 0, y: float = 0, scale: float = 1, attrs: str = ""
) -> str:
    """Parts moved to ``(x, y)`` and scaled."""
    moves = []
    if x or y:
        moves.append(f"translate({num(x)} {num(y)})")
    if scale != 1:
        moves.append(f"scale({num(scale)})")
    transform = f' transform="{" ".join(moves)}"' if moves else ""
    return f"<g{transform}{attrs}>{''.join(parts)}</g>"


BOLD_EM = 0.6
"""About how wide one character of bold sans-serif is drawn, in ems (of the font size)."""


def text_width(content: str, size: float) -> float:
    """About how wide ``content`` is drawn in bold sans-serif at ``size``: `BOLD_EM` a character."""
    return BOLD_EM * size * len(content)


def badge(x: float, y: float, content: str, *, fill: str, color: str = "#ffffff") -> str:
    """A pill with a short text, its left end at ``x``, its middle at ``y``; about 7px a letter."""
    width = badge_width(content)
    return rect(x, y - 10, width, 20, fill=fill, radius=10) + text(
        x + width / 2, y + 4.5, content, size=12, fill=color, weight="bold", anchor="middle"
    )


def badge_width(content: str) -> float:
    """The width `badge` gives ``content``."""
    return 7.2 * len(content) + 14


def badges(x: float, y: float, items: Sequence[tuple[str, str]], gap: float = 6) -> str:
    """Several badges ``(text, fill)`` in a row from ``x``."""
    parts = []
    for content, fill in items:
        parts.append(badge(x, y, content, fill=fill))
        x += badge_width(content) + gap
    return "".join(parts)


def document(width: float, height: float, title: str, body: Iterable[str]) -> str:
    """The whole SVG: one string, no external reference."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}" role="img" class="cardrules">'
        f"<title>{esc(title)}</title>"
        f"{rect(0, 0, width, height, fill=PAPER, radius=10)}"
        f"{''.join(body)}</svg>"
    )


def fan_step(count: int, room: float, card_width: float, widest: float) -> float:
    """The distance between overlapping cards so ``count`` of them fit in ``room``."""
    if count <= 1:
        return widest
    return max(4.0, min(widest, (room - card_width) / (count - 1)))


def seat_name(seat: int, names: Sequence[str] | None, lang: str = "en") -> str:
    """``names[seat]`` when given, else ``seat N`` (``jugador N`` in Spanish)."""
    if names is not None and seat < len(names):
        return str(names[seat])
    return words("phrase.seat", lang, seat=seat)


def seat_subject(seat: int, names: Sequence[str] | None, lang: str = "en") -> str:
    """A seat as a sentence's subject: ``seat N`` (Spanish ``el jugador N``), or its name."""
    if names is not None and seat < len(names):
        return str(names[seat])
    return words("phrase.the_seat", lang, seat=seat)


def seat_of(seat: int, names: Sequence[str] | None, lang: str = "en") -> str:
    """A seat after "turn of": ``seat N`` (Spanish ``del jugador N``, ``de Ana``)."""
    if names is not None and seat < len(names):
        return words("phrase.of_name", lang, name=names[seat])
    return words("phrase.of_seat", lang, seat=seat)


def use(symbol: str, width: float, height: float) -> str:
    """A reference to a ``<symbol>`` of the page, drawn ``width`` by ``height``."""
    return f'<use href="#{symbol}" width="{num(width)}" height="{num(height)}"/>'


def symbol_sheet(entries: Iterable[tuple[str, str]], width: float, height: float) -> str:
    """``<symbol>`` elements, one per ``(id, drawing)``, each ``width`` by ``height``."""
    return "".join(
        f'<symbol id="{symbol}" viewBox="0 0 {num(width)} {num(height)}">{drawing}</symbol>'
        for symbol, drawing in entries
    )


def face_up(label: str, title: str, inner: str, x: float, y: float, scale: float) -> str:
    """A face-up card: ``class="card face"`` and its notation in ``data-card``."""
    attrs = f' class="card face" data-card="{esc(label)}"'
    return group([f"<title>{esc(title)}</title>", inner], x=x, y=y, scale=scale, attrs=attrs)


def face_down(inner: str, x: float, y: float, scale: float) -> str:
    """A face-down card: ``class="card back"``, no label."""
    return group([inner], x=x, y=y, scale=scale, attrs=' class="card back"')
