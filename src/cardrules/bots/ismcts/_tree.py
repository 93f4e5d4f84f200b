"""The search tree: its nodes (`_Node`) and the choice of the move at the root."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from cardrules.bots._hook_checks import checked_bot_choice
from cardrules.bots.ismcts._settings import _Plan


class _Node:
    """One node of the search tree: the move that led here and its statistics."""

    __slots__ = ("available", "children", "move", "pending", "rewards", "seat", "total", "visits")

    def __init__(self, move: Any, seat: int) -> None:
        self.move = move
        self.seat = seat  # who played ``move``: the node's rewards are theirs
        self.visits = 0
        self.pending = 0  # iterations of the current wave through here, not backed up yet
        self.available = 0
        self.total = 0.0
        self.children: dict[Any, _Node] = {}
        self.rewards: list[float] = []  # a paired search's root moves: the payoff in each world


def _best(root: _Node, legal_moves: Sequence[Any]) -> Any:
    """The move to play: the best mean of the root's moves visited at least half as often as any.

    A wave spreads its visits evenly, so "most visited" alone would not
    choose; ties go to the earliest legal move.
    """
    visits = [
        0 if (child := root.children.get(move)) is None else child.visits for move in legal_moves
    ]
    enough = max(visits) / 2
    best, best_mean = legal_moves[0], -math.inf
    for move, count in zip(legal_moves, visits, strict=True):
        if count and count >= enough:
            mean = root.children[move].total / count
            if mean > best_mean:
                best, best_mean = move, mean
    return best


def _best_paired(root: _Node, legal_moves: Sequence[Any], plan: _Plan, view: Any) -> Any:
    """The move to play after a paired search: the rollout bot's, unless another beats it.

    Another move is played if its mean gain over the rollout bot's move,
    world by world, beats ``margin`` standard errors of that gain (and is
    the largest such gain); ties and random rollouts: the earliest legal move.
    """
    base = legal_moves[0]
    if plan.rollout is not None:
        chosen = plan.rollout.choose(view, legal_moves)
        if plan.foreign_rollout:
            chosen = checked_bot_choice(
                chosen, legal_moves, "ISMCTSBot", "the rollout bot's choose"
            )
        hint, _ = chosen
        if hint in legal_moves:
            base = hint
    base_rewards = root.children[base].rewards
    worlds = len(base_rewards)
    best, best_gain = base, 0.0
    for move in legal_moves:
        if move == base:
            continue
        gains = [a - b for a, b in zip(root.children[move].rewards, base_rewards, strict=True)]
        mean = sum(gains) / worlds
        spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(worlds - 1, 1))
        if mean - plan.margin * spread / math.sqrt(worlds) > 1e-12 and mean > best_gain + 1e-12:
            best, best_gain = move, mean
    return best
