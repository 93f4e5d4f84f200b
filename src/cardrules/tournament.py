"""Tournaments: a field of bots plays many seeded deals in duplicate, on any executor.

`play_tournament` deals ``deals`` games from one tournament seed and plays
each deal once per rotation of the bots through the seats (duplicate play: in
rotation ``r`` the bot listed ``i``-th sits at seat ``(i + r) % players``), so
every bot holds every hand of every deal and the luck of the deal cancels out.
It reports, per bot, a frozen `Standing`: games, wins, win rate with a 95%
interval, mean score, mean return and capped games.

The interval counts what is independent: the deal. The rotations of one deal
share its cards (with identical bots they are the very same game), so they are
not independent games; each deal counts once, as the bot's win fraction over
its completed rotations, in a Wilson score interval over the deals (see
`Standing`).

Every game is a pure function of the rules, the tournament seed, the deal, the
rotation and the bot specs: the deal's seed is `deal_seed`, each seat's bot
seed is `bot_seed` (both one-way BLAKE2b derivations, kept apart, so a bot
cannot recover the deal from its own seed). The results are therefore
identical whatever the executor, the number of workers and the chunking.
Games are handed to the executor lazily, a bounded number of batches at a
time, so the number of deals is not limited by memory.

Bots travel as picklable `cardrules.bots.BotSpec` recipes and are built in the
worker, afresh for every game and seat.

>>> from cardrules import veneno
>>> result = play_tournament(veneno.Rules(players=2), ["greedy", "random"], deals=3, seed=1,
...                          workers=1)
>>> result.games, [s.bot for s in result.standings], sum(s.games for s in result.standings)
(6, ['greedy', 'random'], 12)
"""

from __future__ import annotations

import importlib
import math
import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from fractions import Fraction
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.bots import Bot, playthrough
from cardrules.bots.spec import BotSpec, bot_spec
from cardrules.errors import RulesError
from cardrules.games import GameSpec, game_of
from cardrules.rng import check_seed, derive_seed

__all__ = [
    "DEFAULT_MAX_MOVES",
    "ENGINES",
    "INTERVAL",
    "MAX_DEALS",
    "GameResult",
    "Standing",
    "TournamentResult",
    "available_cpus",
    "batch_min_deals",
    "bot_seed",
    "bot_specs",
    "deal_seed",
    "game_of_rules",
    "numbered_names",
    "play_tournament",
    "tournament_engine",
    "wilson_interval",
]

GameRules = Any
"""The rules of a registered game (``chupate.Rules``, ``veneno.Rules``, a game of your own)."""

DEFAULT_MAX_MOVES = 20_000
"""The default move cap of one game. The longest of 100,000 rounds of Chúpate 2
between random bots took 12,575 moves; a legal line can go on forever."""

MAX_DEALS = 1 << 64
"""The most deals a tournament plays: every deal's index must fit `deal_seed`."""

ENGINES = ("auto", "scalar", "batch")
"""The engines `play_tournament` can play on: ``"auto"`` (the default) chooses."""

_CHUNK_MOST = {"scalar": 200, "batch": 4096}
"""The most games of a default chunk, per engine."""

_CHUNKS_PER_WORKER = {"scalar": 4, "batch": 1}
"""How many chunks a default chunk size makes per worker: a batch wants many lanes."""

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


def _count(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        msg = f"wilson_interval: {name} must be an int of at least 0, got {quote(value)}"
        raise RulesError(msg)
    return value


def wilson_interval(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate.

    The games must be independent trials. The rotations of a tournament's
    deal are not (they share the deal's cards), which is why a `Standing`'s
    interval is taken over deals instead (see `Standing.ci95`).

    Args:
        wins: games won, an int from 0 to ``games``.
        games: games played, an int of at least 0; with none, the interval
            is ``(0.0, 1.0)``.

    Returns:
        ``(low, high)``, within ``[0, 1]``.

    Raises:
        RulesError: ``wins`` or ``games`` is not an int (bools are refused),
            is negative, or ``wins > games``.

    >>> low, high = wilson_interval(50, 100)
    >>> round(low, 3), round(high, 3)
    (0.404, 0.596)
    >>> wilson_interval(5, 3)
    Traceback (most recent call last):
    ...
    cardrules.errors.RulesError: wilson_interval: wins must be at most games (3), got 5
    """
    _count("wins", wins)
    _count("games", games)
    if wins > games:
        msg = f"wilson_interval: wins must be at most games ({quote(games)}), got {quote(wins)}"
        raise RulesError(msg)
    if games == 0:
        return (0.0, 1.0)
    return _wilson(wins / games, games)


def _wilson(rate: float, n: int) -> tuple[float, float]:
    """The 95% Wilson interval of a mean ``rate`` in ``[0, 1]`` over ``n >= 1`` trials."""
    inverse = 1 / n  # int / int: exact for any size of int, never an OverflowError
    z2 = _Z95 * _Z95
    denominator = 1 + z2 * inverse
    centre = (rate + z2 * inverse / 2) / denominator
    spread = max(0.0, rate * (1 - rate)) * inverse + z2 * inverse * inverse / 4
    half = _Z95 * math.sqrt(spread) / denominator
    # the interval holds the rate: rounding must not push a bound past it (0.0 at rate 0)
    return (max(0.0, min(rate, centre - half)), min(1.0, max(rate, centre + half)))


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
        scores: each seat's final score (the outcome's ``scores``); for a
            capped game, ``state.scores`` where the cap stopped it (zeros for
            a game whose states have no ``scores``).
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

    **The interval is over deals.** The rotations of one deal are not
    independent games: they share the deal's cards, and when the bots are
    identical (random against random) every rotation is the very same game.
    So each deal counts once: ``ci95`` is the 95% Wilson score interval of
    the mean, over the ``deals`` deals with a completed game, of the bot's win
    fraction in that deal (its wins over the deal's completed rotations). A
    fraction in ``[0, 1]`` with mean ``p`` has a variance of at most
    ``p(1 - p)``, so this interval is never narrower than it should be; it is
    wider than a Wilson interval over the games, which would count every
    rotation as a new game. Without capped games, its centre estimate is
    ``win_rate``.

    Attributes:
        entry: the bot's index in the field (its seat in rotation 0).
        bot: the bot's name.
        games: games it played (every game of the tournament), capped ones included.
        capped: its games that hit the move cap.
        wins: completed games its seat won (with teams: its seat's team won).
        win_rate: ``wins / completed`` (0.0 with no completed game).
        ci95: the 95% interval of the win rate, over deals (see above);
            ``(0.0, 1.0)`` with no completed game.
        mean_score: its seat's mean final ``scores`` entry (Chúpate 2 points
            won, Veneno poison points) over completed games.
        mean_return: its seat's mean ``returns()`` over completed games.
        deals: the deals with at least one completed game: the number of
            independent trials ``ci95`` is taken over.
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
    deals: int

    @property
    def completed(self) -> int:
        """Games that ended by the rules (``games - capped``)."""
        return self.games - self.capped

    def to_dict(self) -> dict[str, Any]:
        """The standing as a JSON-ready dict (``ci95`` over ``deals`` deals)."""
        return {
            "entry": self.entry,
            "bot": self.bot,
            "games": self.games,
            "capped": self.capped,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "ci95": list(self.ci95),
            "deals": self.deals,
            "mean_score": self.mean_score,
            "mean_return": self.mean_return,
        }


INTERVAL = (
    "95% Wilson score interval over deals: each deal counts once, as the bot's "
    "win fraction over the deal's completed rotations"
)
"""How a `Standing`'s ``ci95`` is computed, in one line (the ``interval`` key of the JSON)."""


def numbered_names(names: Sequence[str]) -> tuple[str, ...]:
    """The field's names, a name listed more than once numbered from 1 in field order.

    A record or a page names each seat by its bot; with two greedy bots,
    "greedy plays B9" would not say which. Unique names stay as they are.

    Args:
        names: the bots' names, in field order.

    Returns:
        One name per bot, all different when the given names are.

    Raises:
        RulesError: ``names`` is not a sequence of strings.

    >>> numbered_names(["greedy", "random", "greedy", "random"])
    ('greedy 1', 'random 1', 'greedy 2', 'random 2')
    >>> numbered_names(["greedy", "random"])
    ('greedy', 'random')
    """
    if (
        isinstance(names, str)
        or not isinstance(names, Sequence)
        or not all(isinstance(name, str) for name in names)
    ):
        msg = f"numbered_names: names must be a sequence of strings, got {quote(names)}"
        raise RulesError(msg)
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    seen: dict[str, int] = {}
    out = []
    for name in names:
        if counts[name] == 1:
            out.append(name)
            continue
        seen[name] = seen.get(name, 0) + 1
        out.append(f"{name} {seen[name]}")
    return tuple(out)


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

    def seat_names(self, game: GameResult) -> tuple[str, ...]:
        """The players of one game, seat by seat, as a record names them.

        Each seat is named by its bot, numbered (``"greedy 1"``, ``"greedy 2"``)
        when the field lists that name more than once (`numbered_names`), so
        no two seats share a name.

        Args:
            game: one of this tournament's games.

        Returns:
            One name per seat.

        Raises:
            RulesError: ``game`` is not a game of this tournament.
        """
        players = len(self.standings)
        entries = getattr(game, "entries", None) if isinstance(game, GameResult) else None
        if (
            not isinstance(entries, tuple)
            or len(entries) != players
            or not all(type(entry) is int for entry in entries)
            or sorted(entries) != list(range(players))
        ):
            msg = f"seat_names: expected a GameResult of this tournament, got {quote(game)}"
            raise RulesError(msg)
        names = numbered_names([standing.bot for standing in self.standings])
        return tuple(names[entry] for entry in game.entries)

    def to_dict(self, *, with_games: bool = False) -> dict[str, Any]:
        """The result as a JSON-ready dict.

        Its ``interval`` key says how the standings' ``ci95`` are computed
        (`INTERVAL`: over deals).

        Args:
            with_games: also list every game under ``"results"``.
        """
        out: dict[str, Any] = {
            "game": game_of(self.rules).id,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "deals": self.deals,
            "max_moves": self.max_moves,
            "games": self.games,
            "capped": self.capped,
            "interval": INTERVAL,
            "standings": [standing.to_dict() for standing in self.standings],
        }
        if with_games:
            out["results"] = [result.to_dict() for result in self.results]
        return out


@attrs.frozen
class _Chunk:
    """A batch of games for one worker: everything needed, picklable and small.

    Its games are the tasks ``start`` to ``stop - 1``; task ``t`` is deal
    ``t // players`` in rotation ``t % players``.
    """

    rules: GameRules  # the worker finds the game's spec from them (a spec does not pickle)
    field: tuple[BotSpec, ...]
    seed: int
    start: int
    stop: int
    max_moves: int
    keep_moves: bool
    engine: str = "scalar"


def _spec_in_worker(rules: object) -> GameSpec:
    try:
        return game_of(rules)
    except RulesError as error:  # a worker that never registered the game
        msg = (
            f"tournament worker: {error} (a game of your own must be registered when its "
            "module is imported, so that the workers know it)"
        )
        raise RulesError(msg) from None


def _entries(players: int, rotation: int) -> tuple[int, ...]:
    """For each seat, the index in the field of the bot that ``rotation`` seats there."""
    return tuple((seat - rotation) % players for seat in range(players))


def _result(
    deal: int,
    rotation: int,
    seed: int,
    entries: tuple[int, ...],
    moves: int,
    state: Any,
    record: tuple[str, ...] | None,
) -> GameResult:
    """A game's result, read from its last state (the same on both engines)."""
    players = len(entries)
    outcome = state.outcome
    capped = outcome is None
    if capped:  # stopped by the cap: no winner, no return, the scores as they stand
        winners: tuple[int, ...] = ()
        scores = tuple(getattr(state, "scores", (0,) * players))
        returns = (0.0,) * players
    else:
        winners = tuple(outcome.winners)
        scores = tuple(outcome.scores)
        returns = tuple(outcome.returns())
    return GameResult(
        deal=deal,
        rotation=rotation,
        seed=seed,
        entries=entries,
        moves=moves,
        capped=capped,
        winners=winners,
        scores=scores,
        returns=returns,
        record=record,
    )


def _play_game(chunk: _Chunk, deal: int, rotation: int) -> GameResult:
    rules = chunk.rules
    players = rules.players
    seed = deal_seed(chunk.seed, deal)
    spec = _spec_in_worker(rules)
    state: Any = spec.new_game(rules, seed)
    entries = _entries(players, rotation)
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
    return _result(
        deal, rotation, seed, entries, moves, state, None if record is None else tuple(record)
    )


def _play_batch(chunk: _Chunk) -> tuple[GameResult, ...]:
    """Play a chunk on the batched engine: one lane per game (the ``numpy`` extra)."""
    from cardrules._tournament_lanes import play_lanes  # noqa: PLC0415 - numpy, on demand

    rules = chunk.rules
    players = rules.players
    _spec_in_worker(rules)
    games = [divmod(task, players) for task in range(chunk.start, chunk.stop)]
    deals = {deal: deal_seed(chunk.seed, deal) for deal, _ in games}  # a deal's rotations share
    by_deal = {
        deal: [bot_seed(chunk.seed, deal, seat) for seat in range(players)] for deal in deals
    }
    seeds = [deals[deal] for deal, _ in games]
    entries = [_entries(players, rotation) for _, rotation in games]
    bot_seeds = [by_deal[deal] for deal, _ in games]

    def finish(index: int, moves: int, state: Any, record: tuple[str, ...] | None) -> GameResult:
        deal, rotation = games[index]
        return _result(deal, rotation, seeds[index], entries[index], moves, state, record)

    results = play_lanes(
        rules, chunk.field, seeds, bot_seeds, entries, chunk.max_moves, chunk.keep_moves, finish
    )
    if len(results) != len(games):  # pragma: no cover - every lane's game is collected
        msg = f"tournament worker: {len(results)} results for {len(games)} games"
        raise RulesError(msg)
    return tuple(results)


def _play_chunk(chunk: _Chunk) -> tuple[GameResult, ...]:
    """Play a batch of games (runs in a worker; module-level so that it pickles)."""
    if chunk.engine == "batch":
        return _play_batch(chunk)
    players = chunk.rules.players
    return tuple(
        _play_game(chunk, *divmod(task, players)) for task in range(chunk.start, chunk.stop)
    )


def _chunks(
    rules: GameRules,
    field: tuple[BotSpec, ...],
    seed: int,
    tasks: int,
    chunk_size: int,
    max_moves: int,
    keep_moves: bool,
    engine: str,
) -> Iterator[_Chunk]:
    """The batches, made one at a time as they are submitted (never a list of them all)."""
    for start in range(0, tasks, chunk_size):
        stop = min(start + chunk_size, tasks)
        yield _Chunk(rules, field, seed, start, stop, max_moves, keep_moves, engine)


class _Tally:
    """Running sums per bot, exact (ints and fractions): the order games finish in cannot matter.

    The interval needs each deal's win fractions, so the games of a deal are
    held until all its rotations are in (a bounded number of deals: those
    whose batches are still in flight), then folded into integer sums: the
    win fraction of a deal, times ``scale`` (divisible by every possible
    count of completed rotations), is an int.
    """

    def __init__(self, entries: int, players: int) -> None:
        self.players = players
        self.scale = math.lcm(*range(1, players + 1))
        self.games = 0
        self.capped = 0
        self.deals = 0  # deals folded in with at least one completed game
        self.wins = [0] * entries
        self.scores = [0] * entries
        self.returns = [Fraction(0)] * entries
        self.fractions = [0] * entries  # sum over deals of win fraction * scale
        self.open: dict[int, list[GameResult]] = {}

    def add(self, results: Iterable[GameResult]) -> None:
        for result in results:
            self.games += 1
            games = self.open.setdefault(result.deal, [])
            games.append(result)
            if len(games) == self.players:
                del self.open[result.deal]
                self._fold(games)
            if result.capped:
                self.capped += 1
                continue
            for seat, entry in enumerate(result.entries):
                self.wins[entry] += seat in result.winners
                self.scores[entry] += result.scores[seat]
                self.returns[entry] += Fraction(result.returns[seat])

    def _fold(self, games: list[GameResult]) -> None:
        completed = [game for game in games if not game.capped]
        if not completed:
            return
        self.deals += 1
        weight = self.scale // len(completed)
        for game in completed:
            for seat in game.winners:
                self.fractions[game.entries[seat]] += weight

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
                ci95=self._interval(entry),
                mean_score=self.scores[entry] / completed if completed else 0.0,
                mean_return=float(self.returns[entry] / completed) if completed else 0.0,
                deals=self.deals,
            )
            for entry, spec in enumerate(field)
        )

    def _interval(self, entry: int) -> tuple[float, float]:
        if not self.deals:
            return (0.0, 1.0)
        mean = Fraction(self.fractions[entry], self.scale * self.deals)
        return _wilson(float(mean), self.deals)


def game_of_rules(rules: object, who: str = "play_tournament") -> GameSpec:
    """The spec of the game ``rules`` are the ``Rules`` of, else a RulesError naming the games.

    ``who`` (the public function checking them) begins the message; `play_ladder`
    and tools of your own that play tournaments share this check.

    Raises:
        RulesError: ``rules`` are not the ``Rules`` of a registered game.
    """
    try:
        spec = game_of(rules)
    except RulesError as error:
        msg = f"{who}: rules must be the Rules of a registered game: {error}"
        raise RulesError(msg) from None
    if not isinstance(rules, spec.rules_type):
        msg = (
            f"{who}: rules must be the Rules of a game ({spec.rules_type.__name__} "
            f"for {spec.title}), got {quote(rules)}"
        )
        raise RulesError(msg)
    return spec


def bot_specs(bots: Iterable[object], who: str) -> list[BotSpec]:
    """Each bot as a `BotSpec` (a name is looked up in `cardrules.bots.BOTS`).

    Raises:
        RulesError: a bot is neither a `BotSpec` nor a registered bot's name
            (the message begins with ``who``).
    """
    specs = []
    for bot in bots:
        if isinstance(bot, str):
            specs.append(bot_spec(bot))
        elif isinstance(bot, BotSpec):
            specs.append(bot)
        else:
            msg = f"{who}: a bot must be a BotSpec or a bot's name, got {quote(bot)}"
            raise RulesError(msg)
    return specs


def _field(rules: Any, bots: Sequence[BotSpec | str]) -> tuple[BotSpec, ...]:
    if not isinstance(bots, list | tuple) or len(bots) != rules.players:
        msg = (
            f"play_tournament: the field needs one bot per seat ({rules.players}), "
            f"got {quote(bots)}"
        )
        raise RulesError(msg)
    return tuple(bot_specs(bots, "play_tournament"))


def _positive(name: str, value: object, most: int | None = None) -> int:
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or value < 1
        or (most is not None and value > most)
    ):
        limit = "" if most is None else f" and at most {most:,}"
        msg = f"play_tournament: {name} must be an int of at least 1{limit}, got {quote(value)}"
        raise RulesError(msg)
    return value


def _options(executor: object, progress: object, **flags: object) -> None:
    if executor is not None and not callable(getattr(executor, "submit", None)):
        msg = (
            "play_tournament: executor must be a concurrent.futures.Executor or None, "
            f"got {quote(executor)}"
        )
        raise RulesError(msg)
    if progress is not None and not callable(progress):
        msg = f"play_tournament: progress must be a function or None, got {quote(progress)}"
        raise RulesError(msg)
    for name, value in flags.items():
        if not isinstance(value, bool):
            msg = f"play_tournament: {name} must be True or False, got {quote(value)}"
            raise RulesError(msg)


def _batch_refusal(rules: Any, field: Sequence[BotSpec]) -> str | None:
    """Why the batched engine cannot play this tournament exactly, or ``None`` when it can."""
    lacking = sorted({bot.name for bot in field if bot.batch is None})
    if lacking:
        return (
            f"no batched policy for the bot {', '.join(quote(name) for name in lacking)} "
            "(only bots whose BotSpec has a batch, such as random and greedy, play on it)"
        )
    try:
        importlib.import_module("numpy")
    except ImportError:
        return "it needs numpy: pip install 'cardrules[numpy]'"
    batches = importlib.import_module("cardrules.batch")
    seeds = [[0] * rules.players]
    try:
        batches.engine_of(rules)
        for bot in dict.fromkeys(field):  # each maker checks it can play these rules
            bot.batch_policy(rules, seeds)
    except RulesError as error:
        return str(error)
    return None


def _engine(
    spec: GameSpec, rules: Any, field: Sequence[BotSpec], engine: object, deals: int | None
) -> str:
    if not isinstance(engine, str) or engine not in ENGINES:
        msg = (
            f"play_tournament: engine must be one of {', '.join(map(repr, ENGINES))}, "
            f"got {quote(engine)}"
        )
        raise RulesError(msg)
    if engine == "scalar":
        return engine
    if engine == "auto" and (
        spec.batch is None or (deals is not None and deals < batch_min_deals(rules))
    ):
        return "scalar"  # (a game without an engine of its own gains nothing on scalar lanes)
    refusal = _batch_refusal(rules, field)
    if refusal is None:
        return "batch"
    if engine == "batch":
        msg = f"play_tournament: engine='batch' cannot play this tournament: {refusal}"
        raise RulesError(msg)
    return "scalar"


def batch_min_deals(rules: GameRules) -> int:
    """The fewest deals of a tournament under ``rules`` that ``engine="auto"`` plays on the batch.

    It is the game's spec's ``batch_min_deals`` for ``rules.players``
    (`cardrules.games.GameSpec`), measured where the batched engine starts
    to play a tournament faster than the scalar one; 1 when the spec gives
    none (every tournament the batch can play goes to it).

    Raises:
        RulesError: ``rules`` are not the rules of a registered game.

    >>> from cardrules import chupate, veneno
    >>> batch_min_deals(chupate.Rules(players=2)), batch_min_deals(chupate.Rules(players=4))
    (40, 15)
    >>> batch_min_deals(veneno.Rules(players=2))
    6
    """
    table = game_of_rules(rules).batch_min_deals
    return 1 if table is None else table.get(rules.players, 1)


def tournament_engine(
    rules: GameRules,
    bots: Sequence[BotSpec | str],
    engine: str = "auto",
    *,
    deals: int | None = None,
) -> str:
    """The engine `play_tournament` plays a field on: ``"scalar"`` or ``"batch"``.

    ``"auto"`` is ``"batch"`` when the batched engine plays the tournament
    exactly and is worth its set-up: the game has an engine of its own (its
    spec's ``batch``; any other game is played on exact scalar lanes, which
    save no time, by ``"batch"`` only), numpy (the ``numpy`` extra) is installed, every bot's
    `cardrules.bots.BotSpec` has a batched policy (``batch``: the ``random``
    and ``greedy`` bots do, search bots do not) that can play these rules,
    and the tournament has at least `batch_min_deals` deals (when ``deals``
    is given; the game's spec says how many, by number of players: a
    2-player Chúpate 2 tournament of 25 deals is faster on the scalar
    engine); else ``"scalar"``. The result of the tournament is the same on
    both engines. ``"batch"`` takes the batch whatever the number of deals.

    Args:
        rules: the rules of every game.
        bots: the field, as `play_tournament` takes it.
        engine: ``"auto"``, ``"scalar"`` or ``"batch"`` (`ENGINES`).
        deals: the tournament's number of deals, from 1 to ``2**64``;
            ``None`` (the default): not known, no threshold.

    Returns:
        ``"scalar"`` or ``"batch"``.

    Raises:
        RulesError: bad rules, field or number of deals, an engine not in
            `ENGINES`, or ``"batch"`` for a tournament it cannot play (the
            message says why: the bots without a batched policy,
            or numpy missing, naming the extra).

    >>> from cardrules import veneno
    >>> tournament_engine(veneno.Rules(players=2), ["greedy", "ismcts"])
    'scalar'
    """
    spec = game_of_rules(rules)
    field = _field(rules, bots)
    if deals is not None:
        _positive("deals", deals, MAX_DEALS)
    return _engine(spec, rules, field, engine, deals)


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity where the system tells it), at least 1.

    A tournament's own process pool never has more workers than this: the
    games keep a CPU busy, so more processes only share the same CPUs.

    >>> available_cpus() >= 1
    True
    """
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        try:
            return max(1, len(affinity(0)))
        except OSError:  # pragma: no cover - the call is allowed on every Linux
            pass
    return max(1, os.cpu_count() or 1)


def _collect(
    finished: Iterable[Future[tuple[GameResult, ...]]],
    done: Callable[[tuple[GameResult, ...]], None],
) -> None:
    for future in finished:
        done(future.result())


def _run(
    executor: Executor | None,
    chunks: Iterator[_Chunk],
    done: Callable[[tuple[GameResult, ...]], None],
    in_flight: int,
) -> None:
    """Play every chunk, inline or on ``executor``, and hand each batch of games to ``done``.

    On an executor, at most ``in_flight`` batches are submitted and not yet
    collected: the next batch is made and submitted only when one finishes.
    """
    if executor is None:
        for chunk in chunks:
            done(_play_chunk(chunk))
        return
    pending: set[Future[tuple[GameResult, ...]]] = set()
    try:
        for chunk in chunks:
            pending.add(executor.submit(_play_chunk, chunk))
            if len(pending) >= in_flight:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                _collect(finished, done)
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            _collect(finished, done)
    finally:
        for future in pending:
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
    in_flight: int | None = None,
    engine: str = "auto",
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
    (``spawn``; default and most: one per CPU, `available_cpus`), shut down at
    the end. A script that starts a pool needs the usual
    ``if __name__ == "__main__":`` guard. The result is the same in every case.
    Workers find the game from the rules they unpickle, so on a pool or a
    cluster a game of your own must be registered when its module is imported.

    Which engine plays the games: ``engine="scalar"`` plays one game at a
    time, each bot built from its spec; ``engine="batch"`` plays each chunk's
    games together as the lanes of one batch of the batched engine
    (`cardrules.batch`, the ``numpy`` extra), each bot as its spec's exact
    batched policy, in the same seats with the same seeds, so every game,
    record and standing is the same as on the scalar engine. The default,
    ``"auto"``, takes the batch when it can play the field exactly (see
    `tournament_engine`): a field of random and greedy bots, with numpy
    installed; a field with a search bot stays scalar.

    Batches are made lazily: at most ``in_flight`` of them wait on the
    executor at a time, and the next is submitted when one finishes, so a
    tournament of any number of deals starts at once and, with
    ``keep_games=False``, runs in bounded memory.

    Args:
        rules: the rules of every game: the ``Rules`` of a registered game
            (``chupate.Rules``, ``veneno.Rules``, or a game of your own, see
            `cardrules.games.register`); its spec deals the games.
        bots: the field, one per seat: a `BotSpec`, or a name of
            `cardrules.bots.BOTS` (``"random"``, ``"greedy"``).
        deals: how many deals to play, from 1 to ``2**64``.
        seed: the tournament seed, an int in ``0..2**64-1``; deal ``d`` is
            ``new_game(rules, deal_seed(seed, d))``.
        executor: where to run the games (see above).
        workers: the size of the process pool built when no executor is given,
            at least 1; more than `available_cpus` is lowered to it. With an
            executor, how many workers it has (default: `available_cpus`),
            which sets the default ``chunk_size`` and ``in_flight``.
        chunk_size: games shipped to a worker at once (default: enough to make
            about four chunks per worker, at most 200 games each; on the
            batched engine, one chunk per worker, at most 4,096 games each:
            a chunk is played on one batch of at most 1,024 lanes, its
            lanes starting the chunk's next games as theirs end).
        max_moves: the move cap of one game, at least 1.
        keep_moves: keep every game's moves in notation (`GameResult.record`).
        keep_games: keep every `GameResult` in the result's ``results``; with
            ``False`` only the standings are kept (``results`` is empty), so a
            tournament of millions of games needs little memory.
        progress: called in this process with the number of games just
            finished, as batches finish (e.g. a progress bar's ``update``).
        in_flight: the most batches submitted and not yet collected, at
            least 1 (default: twice the number of workers).
        engine: ``"auto"`` (the default), ``"scalar"`` or ``"batch"`` (see above).

    Returns:
        The `TournamentResult`: one `Standing` per bot, in field order, and
        every `GameResult`, ordered by deal then rotation.

    Raises:
        RulesError: a bad argument (rules of no registered game: the message
            names the registered ones; a field that is not one bot per
            seat, an unknown bot name, a count below 1 or too many deals, a
            bad seed, an executor without ``submit``, a ``progress`` that is
            not a function, a flag that is not a bool, an engine not in
            `ENGINES`, or ``engine="batch"`` for a field or game the batched
            engine cannot play, or without numpy).
    """
    spec = game_of_rules(rules)
    field = _field(rules, bots)
    check_seed(seed)
    _positive("deals", deals, MAX_DEALS)
    _positive("max_moves", max_moves)
    _options(executor, progress, keep_moves=keep_moves, keep_games=keep_games)
    engine = _engine(spec, rules, field, engine, deals)
    cpus = available_cpus()
    if workers is None:
        workers = cpus
    _positive("workers", workers)
    if executor is None:
        workers = min(workers, cpus)
    players = rules.players
    tasks = deals * players
    if chunk_size is None:
        chunk_size = min(
            _CHUNK_MOST[engine], max(1, -(-tasks // (_CHUNKS_PER_WORKER[engine] * workers)))
        )
    _positive("chunk_size", chunk_size)
    if in_flight is None:
        in_flight = 2 * workers
    _positive("in_flight", in_flight)
    chunks = _chunks(rules, field, seed, tasks, chunk_size, max_moves, keep_moves, engine)
    tally = _Tally(len(field), players)
    results: list[GameResult] = []

    def done(batch: tuple[GameResult, ...]) -> None:
        tally.add(batch)
        if keep_games:
            results.extend(batch)
        if progress is not None:
            progress(len(batch))

    if executor is not None or workers == 1:
        _run(executor, chunks, done, in_flight)
    else:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            _run(pool, chunks, done, in_flight)
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
