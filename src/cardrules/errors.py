"""The one error family of cardrules.

Every error the library raises on bad input is a `RulesError`, which is
also a `ValueError`. Each subclass answers one question:

* `NotationError`: a string is not valid card or move notation;
* `IllegalMoveError`: a well-formed move is not legal in this position;
* `PositionError`: a position (``from_dict`` input) is impossible;
* `RecordError`: a game record (`cardrules.records`) is malformed or does
  not replay.

Messages quote the input and, where a rule applies, name its id from the rules
page (``V-5``, ``C-8``).
"""

from __future__ import annotations

__all__ = ["IllegalMoveError", "NotationError", "PositionError", "RecordError", "RulesError"]


class RulesError(ValueError):
    """Base of every error cardrules raises on bad input.

    Also raised directly for invalid ``Rules(...)`` values and seeds.
    """


class NotationError(RulesError):
    """A string is not valid card or move notation for the game."""


class IllegalMoveError(RulesError):
    """A move is well formed but not among the legal moves of the position."""


class PositionError(RulesError):
    """A position given to ``from_dict`` is malformed or impossible."""


class RecordError(RulesError):
    """A game record is malformed, or one of its moves does not replay.

    The message names the game (its index in the file, from 1), the line or
    the move number, and, for a move that is not legal, the rule.
    """
