"""How the ``cardrules`` command may present Tricks: a `GameSpec.presentation` module.

`tests.third_game.SPEC` names none (the command's generic forms); a test
names this one to see that the command asks the spec.
"""

from __future__ import annotations

from typing import Any

DEMO_BOTS = "random"
"""The demo's bots by default."""


def demo_header(state: Any, kind: str, lang: str) -> str:
    """The demo's first line."""
    return f"Tricks for {state.rules.players}, {kind} bots ({lang})"


def table(view: Any, lang: str) -> list[str]:
    """The table at ``play``."""
    return [f"  Tricks table for seat {view.seat} ({lang})"]
