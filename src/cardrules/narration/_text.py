"""Text helpers both games' narrations share."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = ["cards_text", "count_text", "scores_text", "seats_text"]


def cards_text(cards: Iterable[object]) -> str:
    """Cards in notation, space-separated; ``(empty)`` for none."""
    text = " ".join(str(card) for card in cards)
    return text or "(empty)"


def seats_text(seats: Sequence[int]) -> str:
    """``seat 0, seat 2``."""
    return ", ".join(f"seat {seat}" for seat in seats)


def scores_text(scores: Sequence[int]) -> str:
    """``seat 0: 12, seat 1: 3``."""
    return ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(scores))


def count_text(count: int, noun: str) -> str:
    """``1 card``, ``3 cards``."""
    return f"{count} {noun if count == 1 else noun + 's'}"
