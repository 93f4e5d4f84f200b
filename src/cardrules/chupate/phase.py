"""The phases of a Chúpate 2 position: what kind of move the seat to play makes."""

from __future__ import annotations

from cardrules._enum import TextEnum

__all__ = ["Phase"]


class Phase(TextEnum):
    """The phase of a position, the ``"phase"`` of its dict form.

    A ``str`` enum: ``Phase.PLAY == "play"`` holds, so code that compared
    phases with strings keeps working, and ``str(phase)`` is the plain value.

    >>> Phase.DRAWN == "drawn", str(Phase.WILD4), Phase("stacked")
    (True, 'wild4', Phase.STACKED)
    """

    PLAY = "play"
    """A normal turn: play a matching card, or draw (C-6, C-7)."""
    DRAWN = "drawn"
    """Just drew: play the drawn card if it is playable, or pass (C-7)."""
    STACKED = "stacked"
    """Owes cards from draw-twos: stack another draw-two or take them (C-8)."""
    WILD4 = "wild4"
    """Faces a wild draw-four: take the four cards or challenge (C-12)."""
    COLOR = "color"
    """The starting player names the color after a wild first card (C-13)."""
    OVER = "over"
    """The game is over."""
