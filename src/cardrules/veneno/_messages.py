"""Veneno's own words: every message id of the game, in English and Spanish.

The game's rule explanations, notation and position errors, narration,
pictures and command-line text are templates keyed by message id, as
cardrules' own are in `cardrules.i18n`. They reach `cardrules.i18n` the way
an outside game's do: as the spec's ``messages`` (``GameSpec.messages``),
which `cardrules.games` registers with the game. A package that adds a
language (`cardrules.i18n.register_messages`) may translate these ids too.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from cardrules.veneno._messages_en import EN
from cardrules.veneno._messages_es import ES

__all__ = ["MESSAGES"]

MESSAGES: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {"en": MappingProxyType(EN), "es": MappingProxyType(ES)}
)
"""Read-only: language -> (message id -> template); every id is in both languages."""
