"""Veneno on numpy: many matches of one `veneno.Rules` in lockstep.

Every place of a lane is a bitboard, one ``int64`` over the 48 cards of the
full deck (bit ``card.index``; suits O, C, E, B as four 12-bit fields): each
hand, each pile, each zone. A pile also keeps its total, and the three piles'
basic suits (V-5) are one number of 64 configurations whose consequences come
from tables, so a move is a few dozen whole-array operations. The order
the scalar `veneno.State` keeps (hands, piles bottom to top, zones, stock) is
kept too, so `VenenoBatch.state` gives back the scalar state exactly:

* the shuffled deck of the round and a pointer: the stock is ``deck[ptr:]``,
  and a hand's cards come in the order of their places in the deck (cards
  reach hands only from the front of the stock);
* one order key per card, ``4 * t + p``: the move ``t`` at which the card was
  put on pile ``p``, and the moves at which a pile overflowed (one bitboard of
  move numbers; the pile is the one the move's card went on): a card in a zone
  was taken at its pile's first overflow from ``t`` on (after ``t`` with
  ``poison_overflow``), and sorting a zone by those moves, then by ``t``,
  gives its order (a zone card given to `from_states` has ``p = 3``: ``t`` is
  its place, before every take).

When every lane moves and draws (or no lane's stock is left), a step takes a
shorter path (`_advance_all`, in ``fast``): tables indexed by configuration and action id
give the next configuration, the batch keeps the hand to play and its places
from the step before, and while every lane has the same stock pointer and
move number (lanes in lockstep: every round is 48 moves) the draw reads one
row of the deck. Lanes that do not move in a step (over, or left out by
``where``) play a "no move" that writes every value back; when only a few
lanes move, they are played apart (`_FEW`).

The modules: ``tables`` (the lookup tables), ``lanes`` (the lanes' data),
``deal`` (deals and round ends), ``step`` (the general step), ``fast`` (the
fast step), ``legal`` (legal moves: mask, count, ``k``-th), ``observe``,
``scalar`` (lanes to scalar states and back), ``checks`` (arguments),
``batch`` (`VenenoBatch`, `new_batch`, `from_states`) and ``greedy``.

Randomness is the library's SplitMix64 run on every lane at once
(`cardrules._lanes_rng`): lane ``i`` deals the scalar engine's rounds.
"""

from __future__ import annotations

from cardrules.veneno._batch.batch import VenenoBatch, from_states, new_batch
from cardrules.veneno._batch.greedy import greedy_actions

__all__ = ["VenenoBatch", "from_states", "greedy_actions", "new_batch"]
