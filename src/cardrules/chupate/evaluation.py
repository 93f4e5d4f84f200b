"""Scoring a Chúpate 2 position before its end: what a search does with a rollout it cuts short.

Kept with the game, so that its spec can name it (``search_defaults``)
without importing the bots; `cardrules.bots.chupate_hand_value` is the same
function. `ISMCTSBot` plays each rollout out to the game's end unless it reaches
``max_rollout_moves``; an ``evaluate`` function scores a rollout cut there.
`chupate_hand_value` is such a function for Chúpate 2.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from cardrules import chupate
from cardrules._validate import check_instance

__all__ = [
    "WIN_ESTIMATE_WEIGHTS",
    "chupate_candidates",
    "chupate_hand_value",
    "chupate_win_estimate",
]

_THREAT = 2
"""A next opponent with this many cards or fewer is worth a wild draw-four (as the greedy bot's)."""


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


WIN_ESTIMATE_WEIGHTS: dict[int, tuple[float, ...]] = {
    # players: (-log n, place 1, ..., place players-1, wilds, actions, colors, active, W+4)
    2: (0.769, -0.048, 2.514, 0.746, -0.862, 0.875, 1.521),
    3: (0.860, -0.062, -0.101, 3.094, 0.414, -0.104, 0.755, 1.275),
    4: (1.068, -0.098, -0.154, -0.165, 2.615, 0.308, 0.209, 0.579, 1.207),
    6: (1.220, -0.126, -0.170, -0.203, -0.255, -0.262, 2.984, 0.365, 0.742, 0.491, 0.570),
}
"""`chupate_win_estimate`'s weights by table size, fitted by `benchmarks/fit_chupate_leaf.py`.

A seat's score is ``w . x`` for its features ``x``: minus the log of its
cards (owed cards counted), one indicator a place in turn order after the
seat to move, then the shares of its hand that are wilds, draw-two/skip/
reverse cards, distinct colors, cards of the active color and wild
draw-fours. Fitted as a conditional logit on the positions (every third
move) of 3,000 rounds of `ChupateGreedyBot` at every seat, table by table.
"""


def _win_scores(
    sizes: Sequence[int],
    places: Sequence[int],
    hands: Sequence[Sequence[chupate.Card]],
    color: object,
) -> list[float]:
    """Each seat's ``exp(w . x)`` (`WIN_ESTIMATE_WEIGHTS`)."""
    players = len(sizes)
    weights = WIN_ESTIMATE_WEIGHTS[players]
    out = []
    for seat in range(players):
        size = max(sizes[seat], 1)
        hand = hands[seat]
        wilds = fours = actions = active = 0
        colors = set()
        for card in hand:
            if card.color is None:
                wilds += 1
                fours += card.face == "W+4"
                continue
            colors.add(card.color)
            actions += card.face in ("+2", "S", "R")
            active += card.color is color
        place = places[seat]
        u = -weights[0] * math.log(size) + (weights[place] if place else 0.0)
        u += (
            weights[players] * wilds
            + weights[players + 1] * actions
            + weights[players + 2] * len(colors)
            + weights[players + 3] * active
            + weights[players + 4] * fours
        ) / size
        out.append(math.exp(u))
    return out


def chupate_win_estimate(state: chupate.State) -> tuple[float, ...]:
    """Every seat's expected ``returns()`` under a round-win estimate fitted on greedy play.

    Like `chupate_hand_value`, but each side's chance of going out first is
    in proportion to the sum over its seats of ``exp(w . x)``, a conditional
    logit of the seat's features: its cards (owed ones counted), its place in
    turn order, and what its hand holds (shares of wilds, action cards,
    colors, cards of the active color and wild draw-fours), with the weights
    of `WIN_ESTIMATE_WEIGHTS` for the table's size. On held-out positions of
    greedy play it predicts the round's winner better than
    ``1 / cards``: log-likelihood a position -1.201 against -1.279 at four
    players, -0.621 against -0.677 at two. A finished game scores its real
    ``returns()``. It reads every hand, so it scores a full position (a
    rollout's), not a view.

    Args:
        state: a Chúpate 2 position (2, 3, 4 or 6 players).

    Returns:
        One payoff per seat, summing to 0.

    Raises:
        RulesError: ``state`` is not a Chúpate 2 `State`.

    >>> from cardrules import chupate
    >>> state = chupate.State.from_dict({
    ...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
    ...     "current_player": 0, "hands": [["R5"], ["G7", "Y1", "B2"]],
    ...     "discard": ["R3"], "color": "R"})
    >>> [round(x, 3) for x in chupate_win_estimate(state)]
    [0.708, -0.708]
    """
    check_instance(state, chupate.State, "chupate_win_estimate")
    if state.is_over:
        return tuple(state.returns())
    rules = state.rules
    players = rules.players
    sizes = [len(hand) for hand in state.hands]
    current = state.current_player
    if current is None:  # pragma: no cover - a live game always has a seat to play
        current = 0
    sizes[current] += state.owed
    places = [(seat - current) * state.direction % players for seat in range(players)]
    weights = _win_scores(sizes, places, state.hands, state.color)
    total = sum(weights)
    values = [0.0] * players
    for side in rules.partition:
        chance = sum(weights[seat] for seat in side) / total
        win, lose = chance / len(side), chance / (players - len(side))
        for seat in range(players):
            values[seat] += win if seat in side else -lose
    return tuple(values)


def chupate_candidates(
    view: chupate.View, legal_moves: Sequence[chupate.Move], greedy_move: chupate.Move
) -> tuple[chupate.Move, ...]:
    """The moves a search should weigh against ``greedy_move``: choices of kind, not of card.

    Besides the greedy bot's move: the other colors of the same wild (C-11),
    the other wild (``W`` against ``W+4``), passing rather than playing a
    card just drawn (C-7), challenging or taking (C-12), naming the first
    color (C-13), and a wild draw-four (a bluff, maybe) when the next player
    is an opponent down to two cards. Left out: another number, an action
    card played now rather than held, and drawing when a card can be played.
    Measured with `PIMCBot` against three greedy bots: those departures lost
    more often than they won with rollouts cut short and scored by
    `chupate_hand_value` (its count of cards rewards hitting the next player
    at once), while these won (see Performance).

    Args:
        view: the seat's view.
        legal_moves: the legal moves.
        greedy_move: the greedy bot's choice, one of ``legal_moves``.

    Returns:
        The moves to search, in the order of ``legal_moves``; ``greedy_move``
        is always among them.

    Raises:
        RulesError: ``view`` is not a Chúpate 2 view, or ``greedy_move`` is
            not a Chúpate 2 move.

    >>> from cardrules import chupate
    >>> state = chupate.State.from_dict({
    ...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
    ...     "current_player": 0, "hands": [["R5", "W", "B3"], ["G7", "R1", "Y2"]],
    ...     "discard": ["B5"], "color": "B"})
    >>> legal = state.legal_moves()
    >>> [str(m) for m in chupate_candidates(state.view(0), legal, chupate.parse_move("W:R"))]
    ['W:R', 'W:B', 'W:G', 'W:Y']
    >>> [str(m) for m in chupate_candidates(state.view(0), legal, chupate.parse_move("B3"))]
    ['B3']
    """
    check_instance(view, chupate.View, "chupate_candidates")
    check_instance(greedy_move, chupate.Move, "chupate_candidates: greedy_move")
    drawn = view.phase is chupate.Phase.DRAWN
    own = view.seat if view.seat is not None else view.current_player
    threat = False
    if own is not None and view.phase is chupate.Phase.PLAY:
        following = (own + view.direction) % view.rules.players
        threat = view.hand_sizes[following] <= _THREAT and following not in view.rules.team_of(own)
    card = greedy_move.card
    wild = greedy_move.kind == "play" and card is not None and card.color is None
    out = []
    for move in legal_moves:
        card = move.card
        if (
            move == greedy_move
            or move.kind in ("pass", "challenge", "take", "color")
            or (move.kind == "play" and drawn)
            or (wild and card is not None and card.color is None)
            or (threat and card is not None and card.face == "W+4")
        ):
            out.append(move)
    return tuple(out)
