"""The layout both games' pictures share: the header, a seat's panel, a fanned hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from cardrules._picture.draw import HIGHLIGHT, INK, MUTED, badges, fan_step, rect, text
from cardrules.i18n import text as words

C = TypeVar("C")

WIDTH = 820
"""Every picture's width in pixels."""
ROW = 112
"""The height of one seat's panel, its gap included."""
HAND_X = 178
"""Where a hand's first card goes."""


def header(
    game: str, round_: int, rules_line: str, viewer: str | None, lang: str = "en"
) -> list[str]:
    """The game's name, the round, the rules in a line and whose eyes the picture uses."""
    parts = [
        text(22, 34, game, size=22, weight="bold", fill=INK),
        text(
            26 + 13.4 * len(game),
            34,
            words("picture.header_round", lang, round=round_),
            size=16,
            fill=MUTED,
        ),
        text(22, 56, rules_line, size=12, fill=MUTED),
    ]
    if viewer is not None:
        sees = words("picture.sees", lang, viewer=viewer)
        parts.append(text(WIDTH - 22, 34, sees, size=13, fill=MUTED, anchor="end"))
    return parts


def title(game: str, round_: int, status: str, viewer: str | None, lang: str = "en") -> str:
    """The picture's ``<title>``: what a screen reader says first."""
    seen = "" if viewer is None else words("picture.title_sees", lang, viewer=viewer)
    return words("picture.title", lang, game=game, round=round_, status=status) + seen


def status(x: float, lines: Sequence[str], gap: float = 20) -> list[str]:
    """What happens now, on the table: a bold first line, then smaller ones."""
    room = WIDTH - 30 - x
    size = min(19.0, room / (0.58 * max(1, len(lines[0]))))  # long names: smaller, still inside
    parts = [text(x, 108, lines[0], size=size, fill="#ffffff", weight="bold")]
    parts += [
        text(x, 133 + gap * row, line, size=12.5, fill="#e6f4ea")
        for row, line in enumerate(lines[1:])
    ]
    return parts


def seat_panel(
    y: float,
    name: str,
    current: bool,
    details: Sequence[str],
    items: Sequence[tuple[str, str]],
) -> list[str]:
    """A seat's frame (highlighted on its turn), name, details and badges."""
    parts = [
        rect(
            12,
            y,
            WIDTH - 24,
            ROW - 8,
            radius=10,
            fill="#fff8e1" if current else "#ffffff",
            stroke=HIGHLIGHT if current else "#d0d7de",
            stroke_width=3 if current else 1,
        ),
        text(26, y + 24, name, size=15, weight="bold"),
    ]
    parts += [
        text(26, y + 44 + 18 * row, detail, size=12, fill=MUTED)
        for row, detail in enumerate(details)
    ]
    parts.append(badges(26, y + 84, items))
    return parts


def hand(
    y: float,
    cards: Sequence[C] | None,
    size: int,
    room: float,
    scale: float,
    card_size: tuple[float, float],
    face: Callable[[C, float, float, float], str],
    back: Callable[[float, float, float], str],
    raised: int | None = None,
    lang: str = "en",
) -> list[str]:
    """A hand fanned from `HAND_X` in ``room`` pixels: faces, or backs when hidden.

    ``raised`` marks one card (the one just drawn) by setting it lower with a word.
    """
    width, height = card_size[0] * scale, card_size[1] * scale
    step = fan_step(size, room, width, width + 5)
    top = y + (ROW - 8 - height) / 2
    parts = []
    for index in range(size):
        x = HAND_X + index * step
        if cards is None:
            parts.append(back(x, top, scale))
        elif index == raised:
            parts.append(
                text(
                    x + width / 2,
                    top - 1,
                    words("picture.drawn", lang),
                    size=10,
                    fill="#9a6700",
                    weight="bold",
                    anchor="middle",
                )
            )
            parts.append(face(cards[index], x, top + 6, scale))
        else:
            parts.append(face(cards[index], x, top, scale))
    if size == 0:
        parts.append(text(HAND_X, y + 56, words("picture.no_cards", lang), size=13, fill=MUTED))
    return parts


def own_hand_only(
    own: Sequence[C], seat: int | None, players: int
) -> tuple[Sequence[C] | None, ...]:
    """Each seat's hand as a view knows it: its own, ``None`` for others (all, to a spectator)."""
    return tuple(own if index == seat else None for index in range(players))
