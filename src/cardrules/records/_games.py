"""What a record needs of a game, found in the registry of games (`cardrules.games`).

A record's game is the spec of its ``Rules`` (`cardrules.games.game_of`); the
``Game`` header is the spec's ``id``; moves and cards are parsed by the spec's
``parse_move`` and ``parse_card``. A game of your own, once registered, is
recorded, written and read like the built-in ones.
"""

from __future__ import annotations

from typing import Any

from cardrules._quote import quote
from cardrules.errors import RecordError, RulesError
from cardrules.games import GAMES, GameSpec, game_of
from cardrules.i18n import make_error

__all__ = ["Rules", "card_type", "parse_card", "spec_named", "spec_of_rules"]

Rules = Any
"""The ``Rules`` of a registered game."""


def _listing() -> str:
    return ", ".join(GAMES)


def spec_of_rules(rules: object) -> GameSpec:
    """The registered game whose ``Rules`` ``rules`` is.

    Raises:
        RecordError: ``rules`` is no registered game's ``Rules``; the message
            names the registered games.
    """
    try:
        spec = game_of(rules)
    except RulesError:
        spec = None
    if spec is None or not isinstance(rules, spec.rules_type):
        raise make_error(RecordError, "record.rules_game", games=_listing(), value=quote(rules))
    return spec


def spec_named(game_id: object) -> GameSpec:
    """The registered game a ``Game`` header names (by its id, exactly).

    Raises:
        RecordError: no registered game has that id.
    """
    spec = GAMES.get(game_id) if isinstance(game_id, str) else None
    if spec is None:
        raise make_error(RecordError, "record.game_header", games=_listing(), value=quote(game_id))
    return spec


def parse_card(spec: GameSpec, text: str) -> Any:
    """A card of ``spec``'s game from its notation (a seat's record holds cards).

    Raises:
        RulesError: the game has no cards (no ``parse_card`` hook), or the
            notation does not parse.
    """
    parse = spec.needs("parse_card", "a seat's record")
    return parse(text)


def card_type(spec: GameSpec) -> type[Any]:
    """The class of ``spec``'s cards.

    Raises:
        RulesError: the game has no ``card_type`` hook.
    """
    kind: type[Any] = spec.needs("card_type", "a seat's record")
    return kind
