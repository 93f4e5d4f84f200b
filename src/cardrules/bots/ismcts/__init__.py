"""Information-set Monte Carlo tree search: a bot that guesses the hidden cards and looks ahead.

`ISMCTSBot` is single-observer ISMCTS (Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012). Each
iteration

1. *determinizes*: draws a full position from the bot's view with the game's
   sampler (``view.sample_state(seed)``: uniform over the deals the seat
   cannot rule out; it never sees the true hidden cards), or with
   ``sampler``;
2. *selects*: walks one tree whose nodes are the sequences of moves from the
   root (every seat's moves, which all seats see), choosing among the children
   legal in this determinization by UCB1 with *availability counts*: a child's
   exploration term uses how often it was available rather than the parent's
   visits, since a move is legal only in some determinizations;
3. *expands* one untried legal move, chosen at random (or the rollout
   policy's move first, with ``bias``);
4. *rolls out* to the end of the game (or the round, see ``horizon``) with a
   rollout policy, at most ``max_rollout_moves`` moves (a rollout cut short
   is scored by ``evaluate``);
5. *backs up* the payoff: each node adds the reward of the seat that made its
   move, so opponents are modelled as playing for themselves (teams as a
   team, through ``returns()``).

Iterations run in *waves* of ``lanes``: every iteration of a wave selects
and expands first (a node chosen by an iteration still waiting for its
rollout counts as visited with payoff 0, a "virtual loss" that spreads the
wave over the tree), then the wave's rollouts run together. With greedy
rollouts to the round's end they run on the batched engine
(`cardrules.batch`, the ``numpy`` extra), where one ``step`` moves every
rollout of the wave; without numpy (or with ``engine="scalar"``) the scalar
engine plays the same rollouts, so the bot makes the same choices, slower.
``lanes=1`` is the classic one-iteration-at-a-time search.

The move played is the root's legal move of best mean payoff among those
visited at least half as often as the most visited (ties: the earliest in
``legal_moves``): the most visited where the search has settled, and the best
mean where a wave spread its visits evenly. The same code plays every game through the shared game
surface: the spec's sampler, ``legal_moves``, ``play``, ``returns`` and, for
a round horizon, the spec's ``round_payoff``.

Every setting left at ``None`` is the game's, from its spec's
``ismcts_defaults`` (`cardrules.games.GameSpec`), else the library's
fallback (`FALLBACK_SETTINGS`): the bot learns the game from the view it is
given, so ``ISMCTSBot()`` plays each game at the settings measured best for
it, and a third game brings its own.
"""

from __future__ import annotations

from cardrules.bots.ismcts._bot import ISMCTSBot, ismcts_settings
from cardrules.bots.ismcts._settings import (
    DEFAULT_ITERATIONS,
    DEFAULT_MAX_ROLLOUT_MOVES,
    FALLBACK_SETTINGS,
)

__all__ = [
    "DEFAULT_ITERATIONS",
    "DEFAULT_MAX_ROLLOUT_MOVES",
    "FALLBACK_SETTINGS",
    "ISMCTSBot",
    "ismcts_settings",
]
