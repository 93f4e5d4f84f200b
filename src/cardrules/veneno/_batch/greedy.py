"""`VenenoGreedyBot`'s choice in every lane at once (`greedy_actions`)."""

from __future__ import annotations

import numpy as np

from cardrules.veneno._batch.batch import VenenoBatch
from cardrules.veneno._batch.bits import popcount
from cardrules.veneno._batch.lanes import _arange
from cardrules.veneno._batch.tables import _COPAS, _IS_COPA, I64
from cardrules.veneno.notation import PILES


def greedy_actions(batch: VenenoBatch) -> I64:
    """``int64 [lanes]``: `VenenoGreedyBot`'s choice in every lane (-1 where over).

    The bot's preferences (`cardrules.bots.VenenoGreedyBot`) become one integer
    cost per legal move; the first legal move of least cost wins, as the
    bot's ties go to the earliest legal move.
    """
    rules = batch.rules
    lanes = batch._lanes
    slots, legal = batch._slots()  # [s, n], [s, 3, n]
    n = slots.shape[1]
    value = batch._tables.values[slots][:, None, :]  # [s, 1, n]
    copa = _IS_COPA[slots][:, None, :].astype(np.int64)
    total = lanes.totals[None, :, :] + value  # [s, 3, n]
    overflow_at = rules.overflow_at + (1 if rules.poison_overflow else 0)
    overflows = total >= overflow_at
    pile_copas = popcount(lanes.piles & _COPAS)[None, :, :]
    kept = 0 if rules.poison_overflow else copa
    taken = pile_copas + kept
    # The bot's cost (c0, c1, c2, c3) as one integer, compared the same way:
    # c0 in {0, 1}; c1 in 0..15; c2 + 10 in 0..11; c3 + 100 in 0..127.
    safe = (copa * 12 + (10 - value)) * 128 + (100 - total)
    free = (10 - value) * 128 + (100 - 99)
    forced = ((16 + taken) * 12 + (copa + 10)) * 128 + (100 - value)
    cost = np.where(overflows, np.where(taken == 0, free, forced), safe)
    cost = np.where(legal, cost, np.iinfo(np.int64).max).reshape(-1, n)
    at = np.argmin(cost, axis=0)
    ar = _arange(n)
    card = slots.reshape(-1)[(at // PILES) * n + ar]
    action: I64 = batch._tables.action_of_card[card] + at % PILES
    action[lanes.cp < 0] = -1
    return action
