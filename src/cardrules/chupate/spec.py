"""Chúpate 2's `GameSpec`: how every tool of cardrules finds and plays this game.

Not imported by ``cardrules.chupate`` itself: `cardrules.games` registers it.

>>> from cardrules.games import find_game
>>> find_game("chupate").title
'Chúpate 2'
"""

from __future__ import annotations

from typing import Any

from cardrules import chupate
from cardrules._gamespec import GameSpec
from cardrules.chupate import _narration, _picture
from cardrules.chupate.greedy import ChupateGreedyBot

__all__ = ["SPEC", "cards_of", "deck", "round_payoff"]


def deck(rules: Any) -> tuple[Any, ...]:
    """The deck ``rules`` play with (C-1): ``rules.deck()``."""
    return tuple(rules.deck())


def cards_of(state: Any) -> dict[str, tuple[Any, ...]]:
    """Where every card of ``state`` is: each hand, the discard pile and the stock.

    The card just drawn (``drawn_card``) is the last card of its hand (C-7).
    """
    places = {f"hand {seat}": hand for seat, hand in enumerate(state.hands)}
    places["discard"] = state.discard
    places["stock"] = state.stock
    return places


def round_payoff(state: Any) -> tuple[float, ...]:
    """The zero-sum payoff of the round ``state`` just finished: its winning side shares +1.

    The side (a seat, or its team, C-3) that emptied a hand gets ``+1`` in
    all, shared among its members; every other seat shares ``-1``.
    """
    record = state.last_round
    rules = state.rules
    players = rules.players
    side = rules.team_of(record.winner)
    win, lose = 1.0 / len(side), 1.0 / (players - len(side))
    return tuple(win if seat in side else -lose for seat in range(players))


SPEC = GameSpec(
    id="chupate2",
    name="chupate",
    title="Chúpate 2",
    aliases=("chupate 2", "chúpate"),
    players=(2, 3, 4, 6),
    version=1,
    rules_type=chupate.Rules,
    state_type=chupate.State,
    view_type=chupate.View,
    move_type=chupate.Move,
    card_type=chupate.Card,
    new_game=chupate.new_game,
    parse_move=chupate.parse_move,
    parse_card=chupate.parse_card,
    action_space=chupate.action_space,
    higher_scores_win=True,
    encode=chupate.encode,
    observation_size=chupate.observation_size,
    encoding_version=chupate.ENCODING_VERSION,
    encoding_blocks=chupate.encoding_blocks,
    greedy_bot=ChupateGreedyBot,
    round_payoff=round_payoff,
    narrator=_narration,
    picture=_picture,
    batch="cardrules.batch._chupate",
    deck=deck,
    cards_of=cards_of,
)
"""Chúpate 2 as the registry knows it."""
