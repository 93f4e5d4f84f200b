"""Games from outside the package: entry points, ``CARDRULES_GAMES`` and ``"module:attribute"``.

A game published as a package declares an entry point in the group
``cardrules.games`` whose value names its `GameSpec` (``"brisca:SPEC"``); a
module that is not installed is named the same way in the environment variable
``CARDRULES_GAMES`` (comma-separated). `cardrules.games` loads both once, the
first time a lookup misses or the games are listed; a plugin that does not
load is a `PluginWarning` naming it, never an error of the lookup.

This module sits beside the registry: it is handed the registry's ``register``
and the spec class, so it imports no game.
"""

from __future__ import annotations

import importlib
import os
import warnings
from collections.abc import Callable
from importlib import metadata
from typing import Any

from cardrules.errors import RulesError

__all__ = ["ENTRY_POINT_GROUP", "ENV_VAR", "PluginLoader", "PluginWarning"]

ENTRY_POINT_GROUP = "cardrules.games"
"""The entry-point group an installed package declares its games in."""

ENV_VAR = "CARDRULES_GAMES"
"""The environment variable naming games of modules that are not installed."""

_MAX_REFERENCE = 300
"""The longest ``"module:attribute"`` text that is read (a longer one is refused as it is)."""


class PluginWarning(UserWarning):
    """A game plugin (an entry point, a ``CARDRULES_GAMES`` item) did not load; it is skipped.

    The message is one line: what the plugin is called, where it comes from
    and why it did not load. The ``cardrules`` command prints it on standard
    error as ``cardrules: warning: ...`` and goes on without the game.
    """


def _one_line(error: BaseException) -> str:
    text = " ".join(str(error).split()) or "no message"
    return f"{type(error).__name__}: {text}" if not isinstance(error, RulesError) else text


def import_spec(reference: object, spec_type: type[Any]) -> Any:
    """The `GameSpec` that ``reference`` (``"module:attribute"``) names, imported.

    Raises:
        RulesError: ``reference`` is not of the form ``"module:attribute"``
            (dotted names allowed on both sides), the module does not import,
            it has no such attribute, or the attribute is not a `GameSpec`.
    """
    if not isinstance(reference, str) or len(reference) > _MAX_REFERENCE:
        shown = reference if not isinstance(reference, str) else reference[:40] + "..."
        msg = f"a game's reference must be 'module:attribute', got {shown!r}"
        raise RulesError(msg)
    module_name, colon, attribute = reference.strip().partition(":")
    parts = [*module_name.split("."), *attribute.split(".")]
    if not colon or not all(part.isidentifier() for part in parts):
        msg = (
            f"a game's reference must be 'module:attribute' (like 'brisca:SPEC'), got {reference!r}"
        )
        raise RulesError(msg)
    try:
        value: Any = importlib.import_module(module_name)
    except Exception as error:  # whatever the module raises, the game is skipped
        msg = f"cannot import {module_name!r}: {_one_line(error)}"
        raise RulesError(msg) from None
    for name in attribute.split("."):
        if not hasattr(value, name):
            msg = f"{module_name!r} has no attribute {attribute!r}"
            raise RulesError(msg)
        value = getattr(value, name)
    if not isinstance(value, spec_type):
        msg = f"{reference!r} is a {type(value).__name__}, not a GameSpec"
        raise RulesError(msg)
    return value


class PluginLoader:
    """Loads the outside games once, into the registry it is handed."""

    def __init__(self, register: Callable[[Any], Any], spec_type: type[Any]) -> None:
        self._register = register
        self._spec_type = spec_type
        self.loaded = False

    def load(self, reference: str) -> Any:
        """Import the spec ``reference`` names and register it (once; again is a no-op).

        Raises:
            RulesError: it does not import (`import_spec`) or does not register.
        """
        spec = import_spec(reference, self._spec_type)
        self._register(spec)
        return spec

    def load_all(self) -> tuple[Any, ...]:
        """The entry points' and ``CARDRULES_GAMES``' games, loaded the first time only.

        A game that does not load is a `PluginWarning` and is skipped.
        """
        if self.loaded:
            return ()
        self.loaded = True  # first, so that a plugin's own lookups do not load again
        found: list[Any] = []
        for reference, origin in self._references():
            try:
                found.append(self.load(reference))
            except RulesError as error:
                message = f"the game {origin} did not load and is skipped: {_one_line(error)}"
                warnings.warn(message, PluginWarning, stacklevel=4)
        return tuple(found)

    @staticmethod
    def _references() -> list[tuple[str, str]]:
        references: list[tuple[str, str]] = []
        try:
            points = list(metadata.entry_points(group=ENTRY_POINT_GROUP))
        except Exception as error:  # broken metadata must not stop the command
            message = f"the {ENTRY_POINT_GROUP} entry points cannot be read: {_one_line(error)}"
            warnings.warn(message, PluginWarning, stacklevel=5)
            points = []
        for point in points:
            dist = getattr(point, "dist", None)
            source = "" if dist is None else f" of the package {dist.name}"
            origin = f"{point.name!r} (entry point {point.value!r}{source})"
            references.append((point.value, origin))
        for item in os.environ.get(ENV_VAR, "").split(","):
            if item.strip():
                references.append((item.strip(), f"{item.strip()!r} (from {ENV_VAR})"))
        return references
