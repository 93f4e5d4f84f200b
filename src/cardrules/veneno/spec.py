"""Veneno's `GameSpec`: how every tool of cardrules finds and plays this game.

Not imported by ``cardrules.veneno`` itself: `cardrules.games` registers it.

>>> from cardrules.games import find_game
>>> find_game("veneno").players
(2, 3, 4, 5, 6)
"""

from __future__ import annotations

from typing import Any

from cardrules import veneno
from cardrules._gamespec import GameSpec
from cardrules.veneno import _narration, _picture
from cardrules.veneno.greedy import VenenoGreedyBot

__all__ = ["SPEC", "cards_of", "deck", "round_payoff"]


def deck(rules: Any) -> tuple[Any, ...]:
    """The deck ``rules`` play with (V-1, V-11): ``rules.deck()``."""
    return tuple(rules.deck())


def cards_of(state: Any) -> dict[str, tuple[Any, ...]]:
    """Where every card of ``state`` is: each hand, each pile, each zone and the stock."""
    places = {f"hand {seat}": hand for seat, hand in enumerate(state.hands)}
    places.update({f"pile {pile}": cards for pile, cards in enumerate(state.piles)})
    places.update({f"zone {seat}": zone for seat, zone in enumerate(state.taken)})
    places["stock"] = state.stock
    return places


_COPAS = veneno.Suit.COPAS


def round_payoff(state: Any) -> tuple[float, ...]:
    """The zero-sum payoff of the round ``state`` just finished, from its poison points.

    Each seat scores the mean poison of the others less its own, divided by
    the number of copas in the deck and clipped to ``[-1, 1]``: taking fewer
    copas than the table is good.
    """
    points = state.last_round.points
    rules = state.rules
    players = rules.players
    total = sum(points)
    copas = sum(1 for card in rules.deck() if card.suit is _COPAS)
    return tuple(max(-1.0, min(1.0, ((total - p) / (players - 1) - p) / copas)) for p in points)


SPEC = GameSpec(
    id="veneno",
    name="veneno",
    title="Veneno",
    aliases=("poison",),
    players=(2, 3, 4, 5, 6),
    version=1,
    rules_type=veneno.Rules,
    state_type=veneno.State,
    view_type=veneno.View,
    move_type=veneno.Move,
    card_type=veneno.Card,
    new_game=veneno.new_game,
    parse_move=veneno.parse_move,
    parse_card=veneno.parse_card,
    action_space=veneno.action_space,
    higher_scores_win=False,
    encode=veneno.encode,
    observation_size=veneno.observation_size,
    encoding_version=veneno.ENCODING_VERSION,
    encoding_blocks=veneno.encoding_blocks,
    greedy_bot=VenenoGreedyBot,
    round_payoff=round_payoff,
    narrator=_narration,
    picture=_picture,
    batch="cardrules.batch._veneno",
    deck=deck,
    cards_of=cards_of,
)
"""Veneno as the registry knows it."""
