"""Text helpers both games' narrations share, in English (the default) or Spanish."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.i18n import text

__all__ = [
    "Names",
    "cards_text",
    "check_names",
    "count_text",
    "hand_sizes_line",
    "scores_text",
    "seat_text",
    "seats_text",
]

Names = tuple[str, ...] | None
"""One name per seat, or ``None`` for ``seat N``."""


def check_names(names: object, players: int, what: str) -> Names:
    """``names`` as a tuple if it is ``None`` or one string per seat, else a `RulesError`.

    The message quotes ``names`` cut short, whatever it is.
    """
    if names is None:
        return None
    try:
        ok = (
            not isinstance(names, str)
            and isinstance(names, Sequence)
            and len(names) == players
            and all(isinstance(name, str) for name in names)
        )
    except Exception:  # a sequence whose len or items fail is not names
        ok = False
    if not ok:
        msg = f"{what}: names must be {players} strings, one per seat, got {quote(names)}"
        raise RulesError(msg)
    return tuple(names)  # type: ignore[arg-type]  # checked: a sequence of str


def cards_text(cards: Iterable[object], lang: str = "en") -> str:
    """Cards in notation, space-separated; ``(empty)`` for none."""
    shown = " ".join(str(card) for card in cards)
    return shown or text("phrase.empty", lang)


def seat_text(seat: int, names: Names, lang: str = "en") -> str:
    """``seat 2`` (``jugador 2``), or with names ``seat 2 (Ana)``: numbered, never ambiguous."""
    numbered = text("phrase.seat", lang, seat=seat)
    return numbered if names is None else f"{numbered} ({names[seat]})"


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

    ``noun`` is ``card``, ``copa``, ``move``, ``round``, ``cards_left`` or ``poison_point``.
    """
    return text(f"phrase.{noun}.{'one' if count == 1 else 'other'}", lang, count=count)


def hand_sizes_line(view: object, lang: str = "en") -> str:
    """``cards in hand: seat 0: 5, seat 1: 7; stock 40`` (in ``lang``).

    From a view's ``hand_sizes`` and ``stock_size`` (`cardrules.hooks.ViewFacts`).
    """
    facts: Any = view
    sizes = ", ".join(f"{seat_text(s, None, lang)}: {n}" for s, n in enumerate(facts.hand_sizes))
    return text("cli.hand_sizes", lang, sizes=sizes, stock=facts.stock_size)
