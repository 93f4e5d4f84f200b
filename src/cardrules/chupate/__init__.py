"""Chúpate 2: an UNO-style game from Spanish rules (rules C-1 to C-15).

Match the top card by color or number, stack draw-twos, challenge a wild
draw-four, and be the first to empty your hand.

>>> from cardrules import chupate
>>> state = chupate.new_game(chupate.Rules(players=4), seed=7)
>>> while not state.is_over:
...     state = state.play(state.legal_moves()[0])
>>> len(state.winners), sum(state.scores) > 0
(1, True)
"""

from cardrules.cards.uno import Color, build_uno_deck
from cardrules.chupate.actions import action_space
from cardrules.chupate.encoding import (
    ENCODING_VERSION,
    encode,
    encode_array,
    encoding_blocks,
    observation_size,
)
from cardrules.chupate.notation import Card, Move, parse_card, parse_move
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules
from cardrules.chupate.sampling import sample_without_bluffs
from cardrules.chupate.scoring import RoundResult, card_points, round_points
from cardrules.chupate.state import CCW, CW, PHASES, State, new_game
from cardrules.chupate.view import Challenge, View
from cardrules.game import ActionSpace, Outcome, Reason

__all__ = [
    "CCW",
    "CW",
    "ENCODING_VERSION",
    "PHASES",
    "ActionSpace",
    "Card",
    "Challenge",
    "Color",
    "Move",
    "Outcome",
    "Phase",
    "Reason",
    "RoundResult",
    "Rules",
    "State",
    "View",
    "action_space",
    "build_deck",
    "card_points",
    "encode",
    "encode_array",
    "encoding_blocks",
    "new_game",
    "observation_size",
    "parse_card",
    "parse_move",
    "round_points",
    "sample_without_bluffs",
]


def build_deck() -> tuple[Card, ...]:
    """Chúpate 2's 108 cards in canonical order (C-1).

    Colors R, B, G, Y, each ``0, 1, 1, ... 9, 9, +2, +2, S, S, R, R``; then
    ``W`` four times and ``W+4`` four times.

    Returns:
        The 108 cards; equal cards are the same object.

    >>> deck = build_deck()
    >>> len(deck), str(deck[0]), str(deck[-1])
    (108, 'R0', 'W+4')
    """
    return build_uno_deck()
