"""The public record of a challenge of a wild draw-four (C-12)."""

from __future__ import annotations

from typing import Any

import attrs

__all__ = ["Challenge"]


@attrs.frozen
class Challenge:
    """The outcome of a challenge of a wild draw-four (C-12); public to every seat.

    Attributes:
        challenger: the seat that challenged.
        challenged: the seat that played the wild draw-four.
        bluff: whether the play was illegal (the challenged seat drew 4) or
            not (the challenger drew 6).
    """

    challenger: int
    challenged: int
    bluff: bool

    def to_dict(self) -> dict[str, Any]:
        """``{"challenger": seat, "challenged": seat, "bluff": bool}``."""
        return {"challenger": self.challenger, "challenged": self.challenged, "bluff": self.bluff}
