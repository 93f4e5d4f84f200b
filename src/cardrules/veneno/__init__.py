"""Veneno: a Spanish-deck game after Reiner Knizia's *Poison* (rules V-1 to V-13).

Avoid taking the copas: each is a poison point, and the match ends after the
round in which a player reaches 20.

>>> from cardrules import veneno
>>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
>>> while not state.is_over:
...     state = state.play(state.legal_moves()[0])
>>> max(state.scores) >= 20
True
"""

from cardrules._quote import quote
from cardrules.cards.spanish import Suit, build_spanish_deck
from cardrules.errors import RulesError
from cardrules.game import ActionSpace, Outcome, Reason
from cardrules.veneno.actions import action_space
from cardrules.veneno.encoding import (
    ENCODING_VERSION,
    encode,
    encode_array,
    encoding_blocks,
    observation_size,
)
from cardrules.veneno.notation import PILES, Card, Move, parse_card, parse_move
from cardrules.veneno.phase import Phase
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import RoundResult, zone_points
from cardrules.veneno.state import State, new_game
from cardrules.veneno.view import View

__all__ = [
    "ENCODING_VERSION",
    "PILES",
    "ActionSpace",
    "Card",
    "Move",
    "Outcome",
    "Phase",
    "Reason",
    "RoundResult",
    "Rules",
    "State",
    "Suit",
    "View",
    "action_space",
    "build_deck",
    "encode",
    "encode_array",
    "encoding_blocks",
    "new_game",
    "observation_size",
    "parse_card",
    "parse_move",
    "zone_points",
]


def build_deck(*, reduced: bool = False) -> tuple[Card, ...]:
    """Veneno's deck in canonical order: suits O, C, E, B, each ranks 1-12 ascending.

    Args:
        reduced: the 40-card deck without 8 and 9 (V-11).

    Returns:
        48 (or 40) distinct cards.

    >>> deck = build_deck()
    >>> len(deck), str(deck[0]), str(deck[-1])
    (48, '1O', '12B')
    """
    if reduced is not True and reduced is not False:
        msg = f"build_deck: reduced must be True or False (V-11), got {quote(reduced)}"
        raise RulesError(msg)
    return build_spanish_deck(reduced=reduced)
