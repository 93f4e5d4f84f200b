"""How long a ladder will take, estimated before its first game (``cardrules ladder``).

Two quick measurements, in this process: each bot's mean wall-clock time of
one move on a few mid-game positions (`cardrules.ladder.timing_views`), and
how many moves a game of each pairing lasts, from one deal played by cheap
stand-ins (a bot slower than `CHEAP` plays as the game's greedy bot, whose
games are about as long). A game then costs its moves times the mean time a
move of the bots at its seats; the run, its games over the workers, plus the
timing of each bot after the games. The estimate takes a few seconds with
search bots in the field, and is only a guide (a search bot's time per move
varies over a game).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from cardrules.bots.spec import BotSpec, bot_spec
from cardrules.games import game_of
from cardrules.ladder import timing_views
from cardrules.tournament import play_tournament

__all__ = ["CHEAP", "LadderEstimate", "estimate_ladder"]

CHEAP = 0.002
"""Seconds a move under which a bot plays its own stand-in games."""

_PROBE_VIEWS = 3
"""The most positions each bot is timed on."""

_PROBE_SECONDS = 0.5
"""After this many seconds timing one bot, its mean so far is taken."""


@attrs.frozen
class LadderEstimate:
    """A ladder's estimated cost.

    Attributes:
        seconds_per_move: each bot's mean wall-clock seconds a move, in field order.
        game_seconds: the estimated seconds of one game of each pairing, in
            `cardrules.ladder.ladder_pairings` order.
        seconds: the whole run's estimated wall-clock seconds.
    """

    seconds_per_move: tuple[float, ...]
    game_seconds: tuple[float, ...]
    seconds: float


def _seconds_per_move(
    rules: Any, bot: BotSpec, views: Sequence[Any], clock: Callable[[], float]
) -> float:
    """The mean seconds of one move of ``bot``, after a first move not counted (its set-up)."""
    times: list[float] = []
    spent = 0.0
    for index, state in enumerate((views[0], *views)):
        player = bot.build(rules, index)
        view, legal = state.view(state.current_player), state.legal_moves()
        start = clock()
        player.choose(view, legal)
        took = clock() - start
        spent += took
        if index:
            times.append(took)
            if spent > _PROBE_SECONDS:
                break
    return max(0.0, statistics.fmean(times))


def estimate_ladder(
    rules: Any,
    bots: Sequence[BotSpec],
    pairings: Sequence[tuple[str, str]],
    *,
    deals: int,
    seed: int,
    workers: int,
    max_moves: int,
    views: int,
    clock: Callable[[], float] = time.perf_counter,
) -> LadderEstimate:
    """Estimate the ladder `cardrules.ladder.play_ladder` plays with these arguments.

    Args:
        rules: the rules of every game.
        bots: the field.
        pairings: the pairs of bot names played, as ``ladder_pairings`` gives them.
        deals: deals per cell.
        seed: the ladder's seed (the stand-in games play its first deal).
        workers: the processes the games are spread over.
        max_moves: the move cap of a game.
        views: the positions each bot is timed on after the games (0: none).
        clock: the clock of the measurements, in seconds.
    """
    spec = game_of(rules)
    players: int = rules.players
    positions = timing_views(rules, _PROBE_VIEWS, seed)
    per_move = {bot.name: _seconds_per_move(rules, bot, positions, clock) for bot in bots}
    by_name = {bot.name: bot for bot in bots}
    fallback = bot_spec("greedy" if spec.greedy_bot is not None else "random")

    def stand_in(name: str) -> BotSpec:
        return by_name[name] if per_move[name] < CHEAP else fallback

    lengths: dict[tuple[str, str], float] = {}
    game_seconds = []
    for row, column in pairings:
        key = (stand_in(row).name, stand_in(column).name)
        if key not in lengths:
            field = [stand_in(row), *[stand_in(column)] * (players - 1)]
            result = play_tournament(
                rules, field, deals=1, seed=seed, workers=1, max_moves=max_moves, engine="scalar"
            )
            lengths[key] = statistics.fmean(game.moves for game in result.results)
        mean_move = (per_move[row] + (players - 1) * per_move[column]) / players
        game_seconds.append(lengths[key] * mean_move)
    games = deals * players
    played = sum(games * seconds for seconds in game_seconds) / max(1, workers)
    timed = views * sum(per_move.values())
    return LadderEstimate(
        seconds_per_move=tuple(per_move[bot.name] for bot in bots),
        game_seconds=tuple(game_seconds),
        seconds=played + timed,
    )
