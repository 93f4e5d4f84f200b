"""Text helpers both games' narrations share, in English (the default) or Spanish."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardrules.i18n import text

__all__ = ["Names", "cards_text", "count_text", "scores_text", "seat_text", "seats_text"]

Names = tuple[str, ...] | None
"""One name per seat, or ``None`` for ``seat N``."""


def cards_text(cards: Iterable[object], lang: str = "en") -> str:
    """Cards in notation, space-separated; ``(empty)`` for none."""
    shown = " ".join(str(card) for card in cards)
    return shown or text("phrase.empty", lang)


def seat_text(seat: int, names: Names, lang: str = "en") -> str:
    """The seat's name, or ``seat 2`` (``jugador 2``) when no names are given."""
    return text("phrase.seat", lang, seat=seat) if names is None else names[seat]


def seats_text(seats: Sequence[int], names: Names, lang: str = "en") -> str:
    """``seat 0, seat 2`` (or their names)."""
    return ", ".join(seat_text(seat, names, lang) for seat in seats)


def scores_text(scores: Sequence[int], names: Names, lang: str = "en") -> str:
    """``seat 0: 12, seat 1: 3`` (or their names)."""
    return ", ".join(
        f"{seat_text(seat, names, lang)}: {score}" for seat, score in enumerate(scores)
    )


def count_text(count: int, noun: str, lang: str = "en") -> str:
    """``1 card``, ``3 cards``.

    ``noun`` is ``card``, ``copa``, ``move``, ``round`` or ``cards_left``.
    """
    return text(f"phrase.{noun}.{'one' if count == 1 else 'other'}", lang, count=count)
