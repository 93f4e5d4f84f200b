"""attrs validators shared by the games' ``Rules`` classes.

Each raises :class:`~cardrules.errors.RulesError` naming the field, what was
expected and what came.
"""

from __future__ import annotations

from typing import Any

import attrs

from cardrules.errors import RulesError

__all__ = ["int_at_least", "int_in", "is_bool"]


def is_bool(rule: str) -> Any:
    """A validator accepting only ``True`` or ``False``."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not isinstance(value, bool):
            msg = f"Rules.{attribute.name} must be True or False ({rule}), got {value!r}"
            raise RulesError(msg)

    return check


def int_in(allowed: tuple[int, ...], rule: str) -> Any:
    """A validator accepting only ints (``bool`` refused) among ``allowed``."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
            shown = ", ".join(map(str, allowed))
            msg = f"Rules.{attribute.name} must be one of {shown} ({rule}), got {value!r}"
            raise RulesError(msg)

    return check


def int_at_least(minimum: int, rule: str) -> Any:
    """A validator accepting only ints (``bool`` refused) ``>= minimum``."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            msg = (
                f"Rules.{attribute.name} must be an int of at least {minimum} ({rule}), "
                f"got {value!r}"
            )
            raise RulesError(msg)

    return check
