"""The phases of a Veneno position, for symmetry with Chúpate 2's `Phase`."""

from __future__ import annotations

from cardrules._enum import TextEnum

__all__ = ["Phase"]


class Phase(TextEnum):
    """Whether a Veneno match goes on: ``state.phase`` and ``view.phase``.

    A ``str`` enum like Chúpate 2's: ``Phase.PLAY == "play"`` holds. Veneno
    has one kind of turn (V-4), so there are only two phases; the position
    format does not store it (it follows from ``current_player``).

    >>> Phase.OVER == "over", str(Phase.PLAY)
    (True, 'play')
    """

    PLAY = "play"
    """A turn: the seat to play plays a card from its hand (V-4 to V-6)."""
    OVER = "over"
    """The match is over (V-10)."""
