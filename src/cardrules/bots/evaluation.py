"""Scoring a position before its end: what a search does with a rollout it cuts short.

`ISMCTSBot` and `PIMCBot` play each rollout out unless it reaches
``max_rollout_moves``; an ``evaluate`` function scores a rollout cut there.
`chupate_hand_value` (kept with its game, in ``cardrules.chupate.evaluation``)
is such a function for Chúpate 2.
"""

from __future__ import annotations

from cardrules.chupate.evaluation import chupate_hand_value

__all__ = ["chupate_hand_value"]
