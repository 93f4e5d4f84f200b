"""The checks the search bots share on their settings and a game spec's defaults (internal)."""

from __future__ import annotations

import numbers
from collections.abc import Mapping, Sequence
from typing import Any

from cardrules._quote import quote
from cardrules.errors import RulesError


def is_bot(value: object) -> bool:
    """Whether ``value`` is a bot: an object with ``choose(view, legal_moves)``.

    Not a class (its ``choose`` wants an instance), a number, a string or an
    array: numpy's scalars and arrays have a ``choose`` method of their own.
    """
    return (
        not isinstance(value, type | str | bytes | numbers.Number)
        and not hasattr(value, "__array__")
        and callable(getattr(value, "choose", None))
    )


def checked_defaults(given: object, where: str, settings: Sequence[str]) -> Mapping[str, Any]:
    """A spec's defaults for a bot, checked: a mapping of known setting names.

    Args:
        given: the spec's field (``search_defaults``, ``ismcts_defaults``);
            ``None`` or empty stands for no defaults.
        where: the field and the spec, for messages
            (``"ismcts_defaults of <GameSpec 'veneno'>"``).
        settings: the names of the bot's settings.

    Returns:
        ``given`` itself (``{}`` for ``None``); the values are not checked.

    Raises:
        RulesError: ``given`` is not a mapping, or names a setting that is not
            in ``settings``.
    """
    given = given or {}
    if not isinstance(given, Mapping):
        msg = f"{where} must be a mapping, got {quote(given)}"
        raise RulesError(msg)
    unknown = sorted(str(key) for key in given if key not in settings)
    if unknown:
        msg = (
            f"{where}: unknown setting {quote(unknown[0])} (the settings are {', '.join(settings)})"
        )
        raise RulesError(msg)
    return given
