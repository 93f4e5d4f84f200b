"""Veneno's `GameSpec`: how every tool of cardrules finds and plays this game.

Not imported by ``cardrules.veneno`` itself: `cardrules.games` registers it.

>>> from cardrules.games import find_game
>>> find_game("veneno").players
(2, 3, 4, 5, 6)
"""

from __future__ import annotations

from typing import Any

from cardrules import veneno
from cardrules._batch_hooks import BatchEngine
from cardrules._gamespec import GameSpec
from cardrules.veneno import _narration, _picture, _present, _table_page
from cardrules.veneno._messages import MESSAGES
from cardrules.veneno.actions import _legal_mask
from cardrules.veneno.encoding import SeatEncoder
from cardrules.veneno.greedy import VenenoGreedyBot, opponent_policy

__all__ = [
    "BATCH_MIN_DEALS",
    "ISMCTS_DEFAULTS",
    "SEARCH_DEFAULTS",
    "SPEC",
    "batch_engine",
    "batch_round_payoff",
    "cards_of",
    "deck",
    "move_cap",
    "round_payoff",
]


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


def move_cap(rules: Any) -> int:
    """A match's move cap: a move a card, for ``players * loss_threshold + 10`` rounds.

    A round plays every card (V-4), and all but the copas left on the piles
    go to someone's zone as poison points (V-9), so a match rarely lasts
    more rounds than the points it takes a seat to reach the threshold.
    """
    rounds = int(rules.players) * int(rules.loss_threshold) + 10
    return len(rules.deck()) * rounds


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


def batch_engine() -> BatchEngine:
    """Veneno's batched engine (`cardrules.veneno._batch`, the ``numpy`` extra), imported.

    The spec's ``batch`` hook: `cardrules.batch` calls it the first time a
    batch of Veneno is asked for, so that the game loads without numpy.
    Its batches are `VenenoBatch` values.
    """
    from cardrules.veneno import _batch  # noqa: PLC0415 - numpy, on demand

    return _batch


def batch_round_payoff(scores_before: Any, batch: Any) -> Any:
    """`round_payoff` of every lane of a batch whose round has just ended (the ``numpy`` extra).

    Args:
        scores_before: int array ``[lanes, players]``: each lane's ``scores``
            before the round ended.
        batch: a Veneno batch (`cardrules.batch`), each lane just past the
            end of a round.

    Returns:
        float array ``[lanes, players]``: lane ``i``'s row is
        ``round_payoff(batch.state(i))``.
    """
    import numpy as np  # noqa: PLC0415 - the numpy extra, only here

    players = batch.rules.players
    after = np.asarray(batch.scores, dtype=np.float64)  # [lanes, players]
    points = after - np.asarray(scores_before)
    copas = sum(1 for card in batch.rules.deck() if card.suit is _COPAS)
    total = points.sum(axis=1, keepdims=True)
    return np.clip(((total - points) / (players - 1) - points) / copas, -1.0, 1.0)


SEARCH_DEFAULTS: dict[str, Any] = {
    "simulations": 1000,
    "min_worlds": 8,
    "batch_round_payoff": batch_round_payoff,
    "margin": 0.0,
}
"""`PIMCBot`'s settings for Veneno: rollouts to the round's end, scored by poison points.

About 0.1 s a move on one core (1,000 rollouts); the best mean wins.
"""


ISMCTS_DEFAULTS: dict[str, Any] = {
    "iterations": 640,
    "lanes": 320,
    "paired": True,
    "exploration": 0.3,
    "widening": 0.1,
    "bias": 10.0,
    "margin": 0.0,
    "rollout": "greedy",
    "horizon": "round",
    "batch_round_payoff": batch_round_payoff,
}
"""`ISMCTSBot`'s settings for Veneno: greedy rollouts to the round's end, in waves on the batch.

About 0.1 s a move on one core: 640 iterations in two waves of 320, each
wave trying every legal move in the same sampled worlds (``paired``), the
tree below following the greedy bots' moves (``widening`` and ``bias``), the
best mean gain over the greedy move played.
"""


BATCH_MIN_DEALS = {2: 6, 3: 4, 4: 4, 5: 3, 6: 2}
"""The fewest deals ``engine="auto"`` plays on the batch, by number of players.

Where the batch started to win over the scalar engine, greedy fields inline
(``benchmarks/tournament_speed.py --engines --deals ... --rounds 5``, batch/scalar
in CPU time): 2 players: 0.79x at 5 deals, 1.07x at 6; 3: 0.84x at 3,
1.03x at 4; 4: 0.88x at 3, 1.41x at 4; 5: 0.75x at 2, 1.19x at 3; 6: 0.69x at
1, 1.19x at 2.
"""

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
    messages=MESSAGES,
    batch=batch_engine,
    seat_encoder=SeatEncoder,
    legal_mask=_legal_mask,
    presentation=_present,
    deck=deck,
    cards_of=cards_of,
    search_defaults=SEARCH_DEFAULTS,
    ismcts_defaults=ISMCTS_DEFAULTS,
    opponent_policy=opponent_policy,
    batch_min_deals=BATCH_MIN_DEALS,
    move_cap=move_cap,
    card_symbol=_table_page.card_symbol,
    card_size=_table_page.CARD_SIZE,
    score_labels=_table_page.SCORE_LABELS,
    move_choice=_table_page.move_choice,
)
"""Veneno as the registry knows it."""
