"""A presentation module that only `tests.test_hooks` imports, through `cardrules.hooks.lazy`."""

from __future__ import annotations

from typing import Any

DEMO_BOTS = "random"


def demo_header(state: Any, kind: str, lang: str) -> str:
    """The demo's first line."""
    return f"probe {kind} {lang}"


def table(view: Any, lang: str) -> list[str]:
    """The table at ``play``."""
    return [f"probe table {lang}"]
