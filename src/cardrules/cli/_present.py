"""How the command presents each game beyond its spec: the spec's presentation hook.

A game's presentation (``spec.presentation``, a `cardrules.hooks.Presentation`)
gives ``DEMO_BOTS`` (the demo's default bots), ``demo_header(state, kind,
lang)`` (the demo's first line) and ``table(view, lang)`` (the table at
``play``), in the languages of `cardrules.i18n`. A registered game without
one gets the generic forms: greedy bots where it has some, a first line of
title, players, seed, rules and bots, and its text picture
(`cardrules.text.render_text`) as the table
(or, without one, the hand sizes and the stock).
"""

from __future__ import annotations

from typing import Any

from cardrules._phrases import hand_sizes_line
from cardrules.games import GameSpec
from cardrules.hooks import Presentation
from cardrules.text import render_text

__all__ = ["demo_bots", "demo_header", "table"]


def _presentation(spec: GameSpec) -> Presentation[Any, Any] | None:
    """The spec's presentation hook, or ``None`` if the game has none."""
    return spec.presentation


def demo_bots(spec: GameSpec) -> str:
    """The demo's default bots for ``spec``'s game."""
    known = _presentation(spec)
    if known is not None:
        return str(known.DEMO_BOTS)
    return "greedy" if spec.greedy_bot is not None else "random"


def demo_header(spec: GameSpec, state: Any, kind: str, lang: str) -> str:
    """The demo's first line."""
    known = _presentation(spec)
    if known is not None:
        return str(known.demo_header(state, kind, lang))
    rules = state.rules
    return (
        f"{spec.title}, {rules.players} players, seed {state.seed}, "
        f"rules {rules.to_dict()}; {kind} bots"
    )


def table(spec: GameSpec, view: Any, lang: str) -> list[str]:
    """The table at ``play``: the public position, as the seat sees it."""
    known = _presentation(spec)
    if known is not None:
        return list(known.table(view, lang))
    if spec.picture is not None and hasattr(spec.picture, "render_text"):
        return ["  " + line for line in render_text(view, lang=lang).splitlines()]
    return [hand_sizes_line(view, lang)]  # a game with no text picture: what every view has
