"""A tournament's games on the batched engine: one chunk of games, one lane each.

`cardrules.tournament` calls `play_lanes` for a chunk when every bot of the
field has an exact batched policy (`cardrules.bots.BotSpec.batch`). Lane ``i``
is one game: the deal's seed, and at each seat the bot its rotation puts
there, with the seed the scalar path would give it. Each step asks every
distinct bot of the field for the lanes whose seat to play it holds, and
moves every lane whose game goes on and has not reached the move cap. The
final states come back as scalar states, so that the tournament reads each
game's result from them exactly as it does on the scalar path.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from cardrules.batch import new_batch
from cardrules.bots.batched import has_where, step_where
from cardrules.bots.spec import BotSpec
from cardrules.games import game_of

__all__ = ["play_lanes"]

I64 = npt.NDArray[np.int64]
R = TypeVar("R")

WIDTH = 1024
"""The most lanes a tournament's batch holds: a chunk of more games refills finished lanes."""


def _distinct(field: Sequence[BotSpec]) -> tuple[list[BotSpec], I64]:
    """The distinct bots of the field, and for each entry the index of its bot among them.

    Equal specs share one policy: each seat of each lane keeps its own seed.
    """
    distinct: list[BotSpec] = []
    owner = np.empty(len(field), dtype=np.int64)
    for index, spec in enumerate(field):
        for known, seen in enumerate(distinct):
            if seen == spec:
                owner[index] = known
                break
        else:
            owner[index] = len(distinct)
            distinct.append(spec)
    return distinct, owner


def play_lanes(
    rules: Any,
    field: Sequence[BotSpec],
    seeds: Sequence[int],
    bot_seeds: Sequence[Sequence[int]],
    entries: Sequence[Sequence[int]],
    max_moves: int,
    keep_moves: bool,
    finish: Callable[[int, int, Any, tuple[str, ...] | None], R],
    width: int | None = None,
) -> list[R]:
    """Play every game to its end or the move cap, at most ``width`` of them at a time.

    Lanes whose game is over (or capped) start the next game of the list
    when enough of them are free, if the batch and every policy offer
    ``with_lanes``; otherwise every game gets a lane from the start.

    Args:
        rules: the rules of every game.
        field: the bots, each with a batched policy.
        seeds: each game's seed.
        bot_seeds: ``[games][players]``: the seed of the bot at each seat.
        entries: ``[games][players]``: the index in ``field`` of the bot at each seat.
        max_moves: the move cap of one game.
        keep_moves: also give each game's moves in notation.
        finish: called as each game ends, ``finish(game, moves, state, record)``
            with the game's index, the moves played, its last scalar state
            and its moves in notation (``None`` without ``keep_moves``); what
            it returns stands for the game (so that no chunk holds its states).
        width: the most lanes at a time (default: `WIDTH`).

    Returns:
        What ``finish`` gave for each game, in the games' order.
    """
    games = len(seeds)
    players = rules.players
    table = np.array(bot_seeds, dtype=np.uint64).reshape(games, players)
    distinct, owner = _distinct(field)
    holders = owner[np.array(entries, dtype=np.int64).reshape(games, players)]
    lanes = min(games, WIDTH if width is None else width)
    batch = new_batch(rules, [int(seed) for seed in seeds[:lanes]])
    policies = [spec.batch_policy(rules, table[:lanes]) for spec in distinct]
    refills = hasattr(batch, "with_lanes") and all(hasattr(p, "with_lanes") for p in policies)
    if lanes < games and not refills:  # no refills: a lane for every game
        lanes = games
        batch = new_batch(rules, [int(seed) for seed in seeds])
        policies = [spec.batch_policy(rules, table) for spec in distinct]
    direct = has_where(batch)
    names = None
    if keep_moves:
        names = [str(move) for move in game_of(rules).action_space(rules)]
    rows = np.arange(lanes)
    game = np.arange(lanes)  # the game each lane plays, -1 once collected
    holder = holders[:lanes].copy()  # [lanes, players]: the policy at each seat
    moves = np.zeros(lanes, dtype=np.int64)
    begun = np.zeros(lanes, dtype=np.int64)  # the step each lane's game began at
    played: list[I64] = []
    out: list[R | None] = [None] * games
    waiting = lanes  # the next game without a lane
    least = max(1, lanes // 8)  # free lanes worth a refill

    def collect(done: I64, step: int) -> None:
        first = int(begun[done].min())
        history = None
        if names is not None and first < step:
            history = np.stack(played[first:step])
        for lane in done.tolist():
            record = None
            if names is not None and history is not None:
                count = int(moves[lane])
                column = history[int(begun[lane]) - first : int(begun[lane]) - first + count, lane]
                record = tuple(names[action] for action in column.tolist())
            index = int(game[lane])
            out[index] = finish(index, int(moves[lane]), batch.state(lane), record)
            game[lane] = -1

    step = 0
    live = ~np.asarray(batch.is_over)
    while True:
        if live.any():
            seat = np.maximum(np.asarray(batch.current_player), 0)
            whose = holder[rows, seat]
            actions = np.full(lanes, -1, dtype=np.int64)
            for index, policy in enumerate(policies):
                mine = live & (whose == index)
                if mine.any():
                    chosen, policies[index] = policy.choose(batch, mine)
                    actions = np.where(mine, chosen, actions)
            batch = batch.step(actions, where=live) if direct else step_where(batch, actions, live)
            if names is not None:
                played.append(actions)
            moves += live
            step += 1
        live = ~np.asarray(batch.is_over) & (moves < max_moves) & (game >= 0)
        free = np.flatnonzero(~live & (game >= 0))
        if not live.any() or (waiting < games and free.size >= least):
            if free.size:
                collect(free, step)
            if waiting == games:  # (entered only once no lane plays): every game is in
                break
            free = np.flatnonzero(game < 0)[: games - waiting]
            new = slice(waiting, waiting + free.size)
            batch = batch.with_lanes(free, new_batch(rules, [int(seed) for seed in seeds[new]]))
            policies = [
                policy.with_lanes(free, spec.batch_policy(rules, table[new]))
                for policy, spec in zip(policies, distinct, strict=True)
            ]
            holder[free] = holders[new]
            game[free] = np.arange(new.start, new.stop)
            moves[free] = 0
            begun[free] = step
            waiting = new.stop
            live = ~np.asarray(batch.is_over) & (moves < max_moves) & (game >= 0)
        if names is not None and live.any():  # forget the moves of games collected
            oldest = int(begun[game >= 0].min())
            if oldest > 0 and oldest >= len(played) // 2:
                del played[:oldest]
                begun[game >= 0] -= oldest
                step -= oldest
    return [entry for entry in out if entry is not None]
