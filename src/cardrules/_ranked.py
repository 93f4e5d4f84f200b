"""A rule-of-thumb bot's preferences as probabilities: the greedy bots' ``opponent_policy``."""

from __future__ import annotations

import math
from collections.abc import Sequence

__all__ = ["CLASS_PENALTY", "ranked_chances"]

CLASS_PENALTY = 4.0
"""How many ranks lower a move of a worse kind stands (a draw when a card can be played)."""


def ranked_chances(costs: Sequence[tuple[float, ...]]) -> tuple[float, ...]:
    """Each move's chance from its cost (lower first): ``exp(-rank)``, normalized.

    ``rank`` counts the distinct costs below the move's, plus `CLASS_PENALTY`
    when the cost's first part (the kind of move: a colored card, a wild, a
    draw...) is worse than the best move's: the bot never picks such a move,
    so a player who does is most likely holding no better one.

    >>> [round(p, 3) for p in ranked_chances([(0, 1), (0, 2), (1, 0)])]
    [0.73, 0.268, 0.002]
    """
    ranks = {cost: rank for rank, cost in enumerate(sorted(set(costs)))}
    first = min(cost[0] for cost in costs)
    raw = [math.exp(-ranks[cost] - CLASS_PENALTY * (cost[0] != first)) for cost in costs]
    total = sum(raw)
    return tuple(x / total for x in raw)
