"""The base of the library's ``str`` enums (phases, reasons)."""

from __future__ import annotations

import enum

__all__ = ["TextEnum"]


class TextEnum(str, enum.Enum):
    """A ``str`` enum: a member equals, and hashes as, its plain value.

    So ``Phase.PLAY == "play"`` holds, ``"play"`` and ``Phase.PLAY`` are one
    dict key, ``str(member)`` is the plain value and ``repr`` names the member.
    """

    def __str__(self) -> str:
        return str(self.value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    __hash__ = str.__hash__
