"""Chúpate 2 on many lanes at once: the scalar engine's games, stepped in lockstep on numpy.

Lane ``i`` of a `ChupateBatch` plays exactly the game `cardrules.chupate` plays
for the same seed and the same action ids: the same legal ids in the same
order, the same card in every place (hands in their order, the stock, the
discard pile), the same generator state, scores, outcome and observation.
`ChupateBatch.state` rebuilds lane ``i`` as a scalar `cardrules.chupate.State`
equal to the scalar engine's.

Representation (see the docs' explanation page "Batched Chúpate 2"): every
field of the scalar state is an array with one row per lane. A card is its
kind, the distinct index ``0..53`` (equal cards are the same object in the
scalar engine, so a kind is all a place holds). For each of the deck's 108
places a lane keeps where the card is (``loc``: a seat, the stock or the
discard pile) and when it got there (``stamp``, a counter that grows with
every card moved): a hand or the discard pile in stamp order is the scalar
tuple in its order. The stock is an ordered row drawn from the front,
``stock[lane, stock_pos : stock_pos + stock_len]``. Per-kind counts of every
hand and of the discard pile are kept beside them for the legal mask and the
observation. Lanes at different phases are stepped together: each step moves
the cards of the lanes that play a card and of those that draw (1, 2-16, 4 or
6 cards), then sets every lane's turn, direction, phase, owed cards, color and
challenge from per-id tables in one pass, with the per-lane reshuffle of C-14
and the round end of C-15 (scoring, the next deal) on the lanes that need them.

The modules: ``tables`` (fixed tables), ``shuffle`` (the lanes' shuffles),
``lanes`` (the arrays), ``deal`` (deals, reshuffles and draws), ``step``,
``legal`` (legal ids), ``observe`` (observations and returns), ``scalar``
(lanes to scalar states and back), ``batch`` (`ChupateBatch`, `new_batch`,
`from_states`) and ``players`` (the random and greedy bots' choices in every
lane). `cardrules.chupate.spec` hands this package to `cardrules.batch` as
the game's batched engine.
"""

from __future__ import annotations

from cardrules.chupate._batch.batch import ChupateBatch, from_states, new_batch
from cardrules.chupate._batch.players import (
    greedy_actions,
    play_out,
    random_actions,
    random_bot_states,
)

__all__ = [
    "ChupateBatch",
    "from_states",
    "greedy_actions",
    "new_batch",
    "play_out",
    "random_actions",
    "random_bot_states",
]
