"""A game package for the plugin tests: its ``pyproject.toml`` and broken specs.

`CLASH` is a spec that cannot register (its id is Veneno's), for the warning
of a plugin whose spec the registry refuses.
"""

from __future__ import annotations

import attrs

from tests.third_game import SPEC

__all__ = ["CLASH"]

CLASH = attrs.evolve(SPEC, id="veneno", name="notveneno", title="Not Veneno", aliases=())
"""Tricks under Veneno's id: `cardrules.games.register` refuses it."""
