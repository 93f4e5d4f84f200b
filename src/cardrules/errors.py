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

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["IllegalMoveError", "NotationError", "PositionError", "RecordError", "RulesError"]


_RULE_ID = re.compile(r"\b([A-Z]{1,3}-[0-9]{1,3})\b")
"""A rule id as the rules pages write them: ``C-8``, ``V-5``."""


class RulesError(ValueError):
    """Base of every error cardrules raises on bad input.

    Also raised directly for invalid ``Rules(...)`` values and seeds.

    Attributes:
        rule: the id of the first rule the message cites (``"C-8"``), or
            ``None`` when it cites none. A game server can send it to the
            client beside the message.
        key: the id of the message in the catalogs of `cardrules.i18n`
            (``"chupate.owes"``), or ``None`` for a message that exists in
            English only. Every `IllegalMoveError` has one, and so have the
            `NotationError` of a move's or a card's text, the `RulesError`
            of a bad ``Rules(...)`` value, seed, seat or game name, every
            `PositionError` of ``from_dict`` and every `RecordError`.
        params: the values of the message's fields (``{"seat": 1, ...}``):
            numbers and language-neutral text (notation, quoted input); empty
            when ``key`` is ``None``. ``cardrules.i18n.message(err, "es")``
            renders the message in Spanish from ``key`` and ``params``.

    >>> from cardrules import chupate
    >>> state = chupate.new_game(chupate.Rules(players=2), seed=1)
    >>> try:
    ...     state.play("take")
    ... except IllegalMoveError as err:
    ...     print(err.rule)
    C-8
    """

    def __init__(
        self,
        *args: object,
        rule: str | None = None,
        key: str | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(*args)
        if rule is None and args and isinstance(args[0], str):
            found = _RULE_ID.search(args[0])
            rule = None if found is None else found.group(1)
        self.rule: str | None = rule
        self.key: str | None = key
        self.params: dict[str, Any] = {} if params is None else dict(params)


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
