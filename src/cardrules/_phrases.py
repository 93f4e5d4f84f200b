"""Text helpers both games' narrations share."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = ["Names", "cards_text", "count_text", "scores_text", "seat_text", "seats_text"]

Names = tuple[str, ...] | None
"""One name per seat, or ``None`` for ``seat N``."""


def cards_text(cards: Iterable[object]) -> str:
    """Cards in notation, space-separated; ``(empty)`` for none."""
    text = " ".join(str(card) for card in cards)
    return text or "(empty)"


def seat_text(seat: int, names: Names) -> str:
    """The seat's name, or ``seat 2`` when no names are given."""
    return f"seat {seat}" if names is None else names[seat]


def seats_text(seats: Sequence[int], names: Names) -> str:
    """``seat 0, seat 2`` (or their names)."""
    return ", ".join(seat_text(seat, names) for seat in seats)


def scores_text(scores: Sequence[int], names: Names) -> str:
    """``seat 0: 12, seat 1: 3`` (or their names)."""
    return ", ".join(f"{seat_text(seat, names)}: {score}" for seat, score in enumerate(scores))


def count_text(count: int, noun: str) -> str:
    """``1 card``, ``3 cards``."""
    return f"{count} {noun if count == 1 else noun + 's'}"
