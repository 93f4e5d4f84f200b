"""Tournaments: a field of bots plays many seeded deals in duplicate, on any executor.

`play_tournament` deals ``deals`` games from one tournament seed and plays
each deal once per rotation of the bots through the seats (duplicate play: in
rotation ``r`` the bot listed ``i``-th sits at seat ``(i + r) % players``), so
every bot holds every hand of every deal and the luck of the deal cancels out.
It reports, per bot, a frozen `Standing`: games, wins, win rate with a 95%
Wilson interval, mean score, mean return and capped games.

Every game is a pure function of the rules, the tournament seed, the deal, the
rotation and the bot specs: the deal's seed is `deal_seed`, each seat's bot
seed is `bot_seed` (both one-way BLAKE2b derivations, kept apart, so a bot
cannot recover the deal from its own seed). The results are therefore
identical whatever the executor, the number of workers and the chunking.

Bots travel as picklable `cardrules.bots.BotSpec` recipes and are built in the
worker, afresh for every game and seat.

>>> from cardrules import veneno
>>> result = play_tournament(veneno.Rules(players=2), ["greedy", "random"], deals=3, seed=1,
...                          workers=1)
>>> result.games, [s.bot for s in result.standings], sum(s.games for s in result.standings)
(6, ['greedy', 'random'], 12)
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from fractions import Fraction
from typing import Any

import attrs

from cardrules import chupate, veneno
from cardrules._quote import quote
from cardrules._random import check_seed, derive_seed
from cardrules.bots._protocols import Bot, playthrough
from cardrules.bots.spec import BotSpec, bot_spec
from cardrules.errors import RulesError

__all__ = [
    "DEFAULT_MAX_MOVES",
    "GameResult",
    "Standing",
    "TournamentResult",
    "bot_seed",
    "deal_seed",
    "play_tournament",
    "wilson_interval",
]

GameRules = chupate.Rules | veneno.Rules
"""The rules of either game."""

DEFAULT_MAX_MOVES = 20_000
"""The default move cap of one game. The longest of 100,000 rounds of Chúpate 2
between random bots took 12,575 moves; a legal line can go on forever."""

_Z95 = 1.959963984540054
"""The 97.5% quantile of the standard normal distribution."""

_DEAL = "cardrules.deal"
_BOT = "cardrules.tbot"
_SEAT = "cardrules.tseat"


def _check_index(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 1 << 64:
        msg = f"{name} must be an int in 0..2**64-1, got {quote(value)}"
        raise RulesError(msg)
    return value


def deal_seed(seed: int, deal: int) -> int:
    """The game seed of one deal of a tournament: BLAKE2b of the tournament seed and the deal.

    Replay any deal with ``new_game(rules, deal_seed(seed, deal))``.

    Args:
        seed: the tournament's seed, an int in ``0..2**64-1``.
        deal: the deal's index, from 0.

    Returns:
        An int in ``0..2**64-1``.

    Raises:
        RulesError: an argument is not an int in ``0..2**64-1``.

    >>> deal_seed(1, 0) == deal_seed(1, 0) != deal_seed(1, 1)
    True
    """
    return derive_seed(check_seed(seed), _DEAL, _check_index("deal", deal))


def bot_seed(seed: int, deal: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in one deal of a tournament.

    A one-way BLAKE2b derivation from the tournament seed, the deal and the
    seat, personalised apart from `deal_seed`: no bot can turn its seed back
    into the deal's seed (and so into the other hands or the stock). It does
    not depend on the rotation: in every rotation of a deal, the bot at a seat
    gets the same seed.

    Args:
        seed: the tournament's seed, an int in ``0..2**64-1``.
        deal: the deal's index, from 0.
        seat: the seat.

    Returns:
        An int in ``0..2**64-1``.

    Raises:
        RulesError: an argument is not an int in ``0..2**64-1``.

    >>> bot_seed(1, 0, 0) != bot_seed(1, 0, 1) != deal_seed(1, 0)
    True
    """
    per_deal = derive_seed(check_seed(seed), _BOT, _check_index("deal", deal))
    return derive_seed(per_deal, _SEAT, _check_index("seat", seat))


def wilson_interval(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate.

    Args:
        wins: games won.
        games: games played; with none, the interval is ``(0.0, 1.0)``.

    Returns:
        ``(low, high)``, within ``[0, 1]``.

    >>> low, high = wilson_interval(50, 100)
    >>> round(low, 3), round(high, 3)
    (0.404, 0.596)
    """
    if games <= 0:
        return (0.0, 1.0)
    rate = wins / games
    z2 = _Z95 * _Z95
    denominator = 1 + z2 / games
    centre = (rate + z2 / (2 * games)) / denominator
    half = _Z95 * math.sqrt(rate * (1 - rate) / games + z2 / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@attrs.frozen
class GameResult:
    """One game of a tournament: who sat where and how it ended.

    Attributes:
        deal: the deal's index, from 0.
        rotation: the rotation, from 0; the bot listed ``i``-th sat at seat
            ``(i + rotation) % players``.
        seed: the deal's game seed (`deal_seed`).
        entries: for each seat, the index in the field of the bot sitting there.
        moves: moves played.
        capped: whether the game hit the move cap and was stopped unfinished.
        winners: the winning seats (``()`` when capped).
        scores: each seat's ``state.scores`` when the game stopped.
        returns: each seat's return (all 0.0 when capped).
        record: the moves in notation, when the tournament keeps them; else ``None``.
    """

    deal: int
    rotation: int
    seed: int
    entries: tuple[int, ...]
    moves: int
    capped: bool
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    returns: tuple[float, ...]
    record: tuple[str, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The game as a JSON-ready dict."""
        out: dict[str, Any] = {
            "deal": self.deal,
            "rotation": self.rotation,
            "seed": self.seed,
            "entries": list(self.entries),
            "moves": self.moves,
            "capped": self.capped,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "returns": list(self.returns),
        }
        if self.record is not None:
            out["record"] = list(self.record)
        return out


@attrs.frozen
class Standing:
    """One bot's results over a tournament.

    Capped games count in ``games`` and ``capped`` and nowhere else: they are
    never wins, and the win rate, its interval, the mean score and the mean
    return are taken over the ``completed`` games only.

    Attributes:
        entry: the bot's index in the field (its seat in rotation 0).
        bot: the bot's name.
        games: games it played (every game of the tournament), capped ones included.
        capped: its games that hit the move cap.
        wins: completed games its seat won (with teams: its seat's team won).
        win_rate: ``wins / completed`` (0.0 with no completed game).
        ci95: the 95% Wilson interval of the win rate.
        mean_score: its seat's mean final ``scores`` entry (Chúpate 2 points
            won, Veneno poison points) over completed games.
        mean_return: its seat's mean ``returns()`` over completed games.
    """

    entry: int
    bot: str
    games: int
    capped: int
    wins: int
    win_rate: float
    ci95: tuple[float, float]
    mean_score: float
    mean_return: float

    @property
    def completed(self) -> int:
        """Games that ended by the rules (``games - capped``)."""
        return self.games - self.capped

    def to_dict(self) -> dict[str, Any]:
        """The standing as a JSON-ready dict."""
        return {
            "entry": self.entry,
            "bot": self.bot,
            "games": self.games,
            "capped": self.capped,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "ci95": list(self.ci95),
            "mean_score": self.mean_score,
            "mean_return": self.mean_return,
        }


@attrs.frozen
class TournamentResult:
    """What a tournament gives back: the settings, one `Standing` per bot, every game.

    Attributes:
        rules: the rules every game was played by.
        seed: the tournament seed.
        deals: how many deals were played.
        max_moves: the move cap of one game.
        games: games played (``deals`` times the number of seats).
        capped: games stopped by the move cap.
        standings: one per bot, in field order.
        results: every game, ordered by deal then rotation (empty when the
            tournament was played with ``keep_games=False``).
    """

    rules: GameRules
    seed: int
    deals: int
    max_moves: int
    games: int
    capped: int
    standings: tuple[Standing, ...]
    results: tuple[GameResult, ...] = attrs.field(repr=False)

    def to_dict(self, *, with_games: bool = False) -> dict[str, Any]:
        """The result as a JSON-ready dict.

        Args:
            with_games: also list every game under ``"results"``.
        """
        out: dict[str, Any] = {
            "game": "chupate2" if isinstance(self.rules, chupate.Rules) else "veneno",
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "deals": self.deals,
            "max_moves": self.max_moves,
            "games": self.games,
            "capped": self.capped,
            "standings": [standing.to_dict() for standing in self.standings],
        }
        if with_games:
            out["results"] = [result.to_dict() for result in self.results]
        return out


@attrs.frozen
class _Chunk:
    """A batch of games for one worker: everything needed, picklable."""

    rules: GameRules
    field: tuple[BotSpec, ...]
    seed: int
    tasks: tuple[tuple[int, int], ...]  # (deal, rotation)
    max_moves: int
    keep_moves: bool


def _play_game(chunk: _Chunk, deal: int, rotation: int) -> GameResult:
    rules = chunk.rules
    players = rules.players
    seed = deal_seed(chunk.seed, deal)
    state: Any = (
        chupate.new_game(rules, seed)
        if isinstance(rules, chupate.Rules)
        else veneno.new_game(rules, seed)
    )
    entries = tuple((seat - rotation) % players for seat in range(players))
    bots: list[Bot[Any, Any]] = [
        chunk.field[entry].build(rules, bot_seed(chunk.seed, deal, seat))
        for seat, entry in enumerate(entries)
    ]
    record: list[str] | None = [] if chunk.keep_moves else None
    moves = 0
    for step in playthrough(state, bots):  # bots that observe see every move
        state = step.after
        moves += 1
        if record is not None:
            record.append(str(step.move))
        if moves >= chunk.max_moves:
            break
    capped = not state.is_over
    return GameResult(
        deal=deal,
        rotation=rotation,
        seed=seed,
        entries=entries,
        moves=moves,
        capped=capped,
        winners=tuple(state.winners),
        scores=tuple(state.scores),
        returns=tuple(state.returns()),
        record=None if record is None else tuple(record),
    )


def _play_chunk(chunk: _Chunk) -> tuple[GameResult, ...]:
    """Play a batch of games (runs in a worker; module-level so that it pickles)."""
    return tuple(_play_game(chunk, deal, rotation) for deal, rotation in chunk.tasks)


class _Tally:
    """Running sums per bot, exact (ints and fractions): the order games finish in cannot matter."""

    def __init__(self, entries: int) -> None:
        self.games = 0
        self.capped = 0
        self.wins = [0] * entries
        self.scores = [0] * entries
        self.returns = [Fraction(0)] * entries

    def add(self, results: Iterable[GameResult]) -> None:
        for result in results:
            self.games += 1
            if result.capped:
                self.capped += 1
                continue
            for seat, entry in enumerate(result.entries):
                self.wins[entry] += seat in result.winners
                self.scores[entry] += result.scores[seat]
                self.returns[entry] += Fraction(result.returns[seat])

    def standings(self, field: Sequence[BotSpec]) -> tuple[Standing, ...]:
        completed = self.games - self.capped
        return tuple(
            Standing(
                entry=entry,
                bot=spec.name,
                games=self.games,
                capped=self.capped,
                wins=self.wins[entry],
                win_rate=self.wins[entry] / completed if completed else 0.0,
                ci95=wilson_interval(self.wins[entry], completed),
                mean_score=self.scores[entry] / completed if completed else 0.0,
                mean_return=float(self.returns[entry] / completed) if completed else 0.0,
            )
            for entry, spec in enumerate(field)
        )


def _field(rules: object, bots: Sequence[BotSpec | str]) -> tuple[BotSpec, ...]:
    if not isinstance(rules, (chupate.Rules, veneno.Rules)):
        msg = f"play_tournament: rules must be chupate.Rules or veneno.Rules, got {quote(rules)}"
        raise RulesError(msg)
    if not isinstance(bots, list | tuple) or len(bots) != rules.players:
        msg = (
            f"play_tournament: the field needs one bot per seat ({rules.players}), "
            f"got {quote(bots)}"
        )
        raise RulesError(msg)
    field = []
    for bot in bots:
        if isinstance(bot, str):
            field.append(bot_spec(bot))
        elif isinstance(bot, BotSpec):
            field.append(bot)
        else:
            msg = f"play_tournament: a bot must be a BotSpec or a bot's name, got {quote(bot)}"
            raise RulesError(msg)
    return tuple(field)


def _positive(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        msg = f"play_tournament: {name} must be an int of at least 1, got {quote(value)}"
        raise RulesError(msg)
    return value


def _run(
    executor: Executor | None,
    chunks: Iterable[_Chunk],
    done: Callable[[tuple[GameResult, ...]], None],
) -> None:
    """Play every chunk, inline or on ``executor``, and hand each batch of games to ``done``."""
    if executor is None:
        for chunk in chunks:
            done(_play_chunk(chunk))
        return
    futures: list[Future[tuple[GameResult, ...]]] = [
        executor.submit(_play_chunk, chunk) for chunk in chunks
    ]
    try:
        for future in as_completed(futures):
            done(future.result())
    finally:
        for future in futures:
            future.cancel()


def play_tournament(
    rules: GameRules,
    bots: Sequence[BotSpec | str],
    *,
    deals: int,
    seed: int,
    executor: Executor | None = None,
    workers: int | None = None,
    chunk_size: int | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    keep_moves: bool = False,
    keep_games: bool = True,
    progress: Callable[[int], None] | None = None,
) -> TournamentResult:
    """Play a field of bots over many seeded deals, in duplicate, and rank them.

    Each deal is played once per rotation of the field through the seats:
    ``deals * rules.players`` games. A game that reaches ``max_moves`` moves is
    stopped and counted as capped (see `Standing` for how capped games count).
    Bots are driven as `cardrules.bots.playthrough` drives them: each sees its
    seat's view and the legal moves, and a bot with ``observe`` sees every move.

    Where the games run: on ``executor`` when one is given (any
    ``concurrent.futures.Executor``: a process pool, Dask's
    ``Client.get_executor()``, Ray's; it is not shut down); else inline when
    ``workers`` is 1; else on a process pool of ``workers`` fresh interpreters
    (``spawn``; default: one per CPU), shut down at the end. A script that
    starts a pool needs the usual ``if __name__ == "__main__":`` guard. The
    result is the same in every case.

    Args:
        rules: the rules of every game (``chupate.Rules`` or ``veneno.Rules``).
        bots: the field, one per seat: a `BotSpec`, or a name of
            `cardrules.bots.BOTS` (``"random"``, ``"greedy"``).
        deals: how many deals to play, at least 1.
        seed: the tournament seed, an int in ``0..2**64-1``; deal ``d`` is
            ``new_game(rules, deal_seed(seed, d))``.
        executor: where to run the games (see above).
        workers: the size of the process pool built when no executor is given.
        chunk_size: games shipped to a worker at once (default: enough to make
            about four chunks per worker, at most 200 games each).
        max_moves: the move cap of one game, at least 1.
        keep_moves: keep every game's moves in notation (`GameResult.record`).
        keep_games: keep every `GameResult` in the result's ``results``; with
            ``False`` only the standings are kept (``results`` is empty), so a
            tournament of millions of games needs little memory.
        progress: called in this process with the number of games just
            finished, as batches finish (e.g. a progress bar's ``update``).

    Returns:
        The `TournamentResult`: one `Standing` per bot, in field order, and
        every `GameResult`, ordered by deal then rotation.

    Raises:
        RulesError: a bad argument (rules, a field that is not one bot per
            seat, an unknown bot name, a count below 1, a bad seed).
    """
    field = _field(rules, bots)
    check_seed(seed)
    _positive("deals", deals)
    _positive("max_moves", max_moves)
    if workers is None:
        workers = os.cpu_count() or 1
    _positive("workers", workers)
    players = rules.players
    tasks = [(deal, rotation) for deal in range(deals) for rotation in range(players)]
    if chunk_size is None:
        chunk_size = min(200, max(1, -(-len(tasks) // (4 * workers))))
    _positive("chunk_size", chunk_size)
    chunks = [
        _Chunk(rules, field, seed, tuple(tasks[start : start + chunk_size]), max_moves, keep_moves)
        for start in range(0, len(tasks), chunk_size)
    ]
    tally = _Tally(len(field))
    results: list[GameResult] = []

    def done(batch: tuple[GameResult, ...]) -> None:
        tally.add(batch)
        if keep_games:
            results.extend(batch)
        if progress is not None:
            progress(len(batch))

    if executor is not None or workers == 1:
        _run(executor, chunks, done)
    else:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            _run(pool, chunks, done)
    results.sort(key=lambda result: (result.deal, result.rotation))
    return TournamentResult(
        rules=rules,
        seed=seed,
        deals=deals,
        max_moves=max_moves,
        games=tally.games,
        capped=tally.capped,
        standings=tally.standings(field),
        results=tuple(results),
    )
