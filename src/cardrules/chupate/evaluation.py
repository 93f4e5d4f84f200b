"""Scoring a Chúpate 2 position before its end: what a search does with a rollout it cuts short.

Kept with the game, so that its spec can name it (``search_defaults``)
without importing the bots; `cardrules.bots.chupate_hand_value` is the same
function. `ISMCTSBot` plays each rollout out to the game's end unless it reaches
``max_rollout_moves``; an ``evaluate`` function scores a rollout cut there.
`chupate_hand_value` is such a function for Chúpate 2.
"""

from __future__ import annotations

from cardrules import chupate
from cardrules._validate import check_instance

__all__ = ["chupate_hand_value"]


def chupate_hand_value(state: chupate.State) -> tuple[float, ...]:
    """Every seat's expected ``returns()`` if the fewest cards in hand were the likeliest to win.

    Each side (a team, or one seat playing solo, C-3) is given a chance of
    going out first in proportion to the sum over its seats of ``1 / cards``,
    counting the cards the player to move owes (C-8, C-12) as already in their
    hand; the value of a seat is then its expected payoff under the returns
    convention of ``state.returns()`` (zero-sum, within ``[-1, 1]``). A
    finished game scores its real ``returns()``.

    Fitted, not derived: over positions of 1,500 four-player games of
    `ChupateGreedyBot` against itself, weights ``cards ** -a`` predicted the
    winner best near ``a = 1.15`` (log-likelihood per position -1.258, against
    -1.260 for ``a = 1``, -1.274 for the best ``exp(-b * cards)`` and -1.386
    for no knowledge); ``1 / cards`` is kept for its simplicity. It knows
    nothing of which cards are held, so it suits a rollout cut after a few
    moves of a one-round game (the default ``target=None``); in a points table
    it judges only the current round.

    Args:
        state: a Chúpate 2 position.

    Returns:
        One payoff per seat, summing to 0.

    Raises:
        RulesError: ``state`` is not a Chúpate 2 `State`.

    >>> from cardrules import chupate
    >>> state = chupate.State.from_dict({
    ...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
    ...     "current_player": 0, "hands": [["R5"], ["G7", "Y1", "B2"]],
    ...     "discard": ["R3"], "color": "R"})
    >>> chupate_hand_value(state)  # chances 3/4 and 1/4
    (0.5, -0.5)
    """
    check_instance(state, chupate.State, "chupate_hand_value")
    if state.is_over:
        return tuple(state.returns())
    sizes = [len(hand) for hand in state.hands]
    current = state.current_player
    if current is not None:
        sizes[current] += state.owed
    rules = state.rules
    players = rules.players
    weights = [1.0 / max(size, 1) for size in sizes]
    total = sum(weights)
    values = [0.0] * players
    for side in rules.partition:
        chance = sum(weights[seat] for seat in side) / total
        win, lose = chance / len(side), chance / (players - len(side))
        for seat in range(players):
            values[seat] += win if seat in side else -lose
    return tuple(values)
