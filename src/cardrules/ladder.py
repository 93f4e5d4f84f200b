"""A bot ladder: every bot against every other, on duplicate deals, with 95% intervals.

`play_ladder` seats, for each ordered pair of different bots (the *row* bot
and the *column* bot), one row bot and ``players - 1`` copies of the column
bot, and plays them a duplicate tournament (`cardrules.tournament.play_tournament`:
every deal once per rotation, so the row bot holds every seat of every deal).
Each cell of the resulting `Ladder` is the row bot's win rate with its 95%
Wilson interval over deals (`LadderCell`), exactly the row bot's `Standing` of
that tournament; the fair share is ``1 / players``. Every cell plays the
same deals (one tournament seed), so the rows compare on the same cards.

With two players the cell (B, A) is the same games as the cell (A, B) seen
from the other seat (the same deals, the same seats, the same bot seeds), so
each pair is played once and both cells are read from it.

This module does no I/O and reads no clock of its own: the time per move of
each bot is measured only when the caller passes a ``clock``
(``time.process_time``), and the table's text forms (`Ladder.to_markdown`,
`Ladder.to_csv`, `Ladder.to_svg`, `Ladder.to_dict`) are strings and dicts
the caller writes where it likes (``cardrules ladder`` writes them to files).

>>> from cardrules import veneno
>>> ladder = play_ladder(veneno.Rules(players=2), ["random", "greedy"], deals=2, seed=1,
...                      workers=1)
>>> ladder.bots
('random', 'greedy')
>>> cell = ladder.cell("greedy", "random")
>>> cell.games, cell.wins, ladder.cell("random", "greedy").wins
(4, 4, 0)
"""

from __future__ import annotations

import contextlib
import csv
import io
import math
import statistics
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor
from typing import Any

import attrs

from cardrules._picture.draw import document, rect, text, text_width
from cardrules._quote import quote
from cardrules.bots.random_bot import RandomBot
from cardrules.bots.spec import BotSpec, bot_spec
from cardrules.errors import RulesError
from cardrules.games import game_of
from cardrules.rng import check_seed, derive_seed
from cardrules.svg import SVG
from cardrules.tournament import (
    DEFAULT_MAX_MOVES,
    Standing,
    bot_specs,
    game_of_rules,
    play_tournament,
    tournament_engine,
)

__all__ = [
    "DEFAULT_VIEWS",
    "MAX_BOTS",
    "MAX_VIEWS",
    "Ladder",
    "LadderCell",
    "ladder_pairings",
    "play_ladder",
    "time_per_move",
    "timing_views",
]

DEFAULT_VIEWS = 8
"""How many positions `time_per_move` times each bot on, by default."""

MAX_BOTS = 100
"""The most bots a ladder may have (its cells grow with the square of the count)."""

MAX_VIEWS = 10_000
"""The most positions a bot may be timed on."""

_TIMING = "cardrules.ltime"
"""The personalisation of the seeds of the timing positions' games."""

Clock = Callable[[], float]
"""A clock in seconds, such as ``time.process_time`` (CPU time) or ``time.perf_counter``."""


@attrs.frozen
class LadderCell:
    """One cell of a ladder: the row bot alone against copies of the column bot.

    The figures are the row bot's `cardrules.tournament.Standing` in the
    cell's tournament (see there how capped games count and why the interval
    is over deals).

    Attributes:
        bot: the row bot's name (the one seat).
        opponent: the column bot's name (every other seat).
        games: games played, capped ones included.
        capped: games stopped by the move cap (never a win, left out of the rates).
        wins: completed games the row bot won.
        win_rate: ``wins`` over the completed games.
        ci95: the 95% Wilson interval of the win rate, over deals.
        deals: the deals with a completed game (the trials of ``ci95``).
        mean_score: the row bot's mean final score over completed games.
        mean_return: the row bot's mean return over completed games.
    """

    bot: str
    opponent: str
    games: int
    capped: int
    wins: int
    win_rate: float
    ci95: tuple[float, float]
    deals: int
    mean_score: float
    mean_return: float

    @classmethod
    def from_standing(cls, standing: Standing, opponent: str) -> LadderCell:
        """The cell of ``standing``'s bot against ``opponent``.

        Args:
            standing: the row bot's standing in the cell's tournament.
            opponent: the column bot's name.

        Returns:
            The cell, with the standing's figures.
        """
        return cls(
            bot=standing.bot,
            opponent=opponent,
            games=standing.games,
            capped=standing.capped,
            wins=standing.wins,
            win_rate=standing.win_rate,
            ci95=standing.ci95,
            deals=standing.deals,
            mean_score=standing.mean_score,
            mean_return=standing.mean_return,
        )

    def to_dict(self) -> dict[str, Any]:
        """The cell as a JSON-ready dict (figures rounded to 6 decimals)."""
        return {
            "bot": self.bot,
            "opponent": self.opponent,
            "games": self.games,
            "capped": self.capped,
            "wins": self.wins,
            "win_rate": _number(self.win_rate),
            "ci95": [_number(bound) for bound in self.ci95],
            "deals": self.deals,
            "mean_score": _number(self.mean_score),
            "mean_return": _number(self.mean_return),
        }


def _number(value: float) -> float:
    """A figure for the JSON: 6 decimals, and 0.0 for float noise below 1e-12."""
    if abs(value) < 1e-12:
        return 0.0
    return round(value, 6) + 0.0  # + 0.0 turns -0.0 into 0.0


@attrs.frozen
class Ladder:
    """The result of `play_ladder`: one cell per ordered pair of bots, and each bot's speed.

    Attributes:
        rules: the rules every game was played by.
        seed: the seed of every cell's tournament (the same deals in every cell).
        deals: deals played in each cell (each once per rotation).
        max_moves: the move cap of one game.
        bots: the bots' names, in the order given (the rows and the columns).
        specs: the bots' specs, in the same order.
        cells: one per ordered pair of different bots, row by row. A ladder
            still being played (the one ``cardrules ladder`` writes after
            each cell) holds the cells finished so far: see `complete`.
        seconds_per_move: each bot's median time per move in the clock's
            seconds, or ``None`` where it was not timed (no clock).
        timed_views: the positions each bot was timed on (0: not timed).
    """

    rules: Any
    seed: int
    deals: int
    max_moves: int
    bots: tuple[str, ...]
    specs: tuple[BotSpec, ...]
    cells: tuple[LadderCell, ...]
    seconds_per_move: tuple[float | None, ...]
    timed_views: int

    @property
    def players(self) -> int:
        """The number of seats at every table."""
        players: int = self.rules.players
        return players

    @property
    def fair_share(self) -> float:
        """The win rate of a bot no better than its opponents, ``1 / players``."""
        return 1 / self.players

    @property
    def complete(self) -> bool:
        """Whether every ordered pair of different bots has its cell."""
        return len(self.cells) == self._all

    def find(self, bot: str, opponent: str) -> LadderCell | None:
        """The cell of ``bot`` against ``opponent``, or ``None`` if the ladder has none.

        Args:
            bot: a row bot's name.
            opponent: another bot's name.

        Returns:
            The cell, or ``None``.
        """
        if isinstance(bot, str) and isinstance(opponent, str):
            for cell in self.cells:
                if cell.bot == bot and cell.opponent == opponent:
                    return cell
        return None

    def cell(self, bot: str, opponent: str) -> LadderCell:
        """The cell of ``bot`` (the row) against copies of ``opponent`` (the column).

        Args:
            bot: a row bot's name.
            opponent: another bot's name.

        Returns:
            The cell.

        Raises:
            RulesError: no such cell (an unknown name, or the same bot twice).
        """
        found = self.find(bot, opponent)
        if found is not None:
            return found
        msg = (
            f"Ladder.cell: no cell for {quote(bot)} against {quote(opponent)}; "
            f"the bots are {', '.join(self.bots)}"
        )
        raise RulesError(msg)

    def to_dict(self) -> dict[str, Any]:
        """The ladder as a JSON-ready dict: the settings, the cells, the times per move."""
        spec = game_of(self.rules)
        return {
            "game": spec.id,
            "rules": self.rules.to_dict(),
            "players": self.players,
            "seed": self.seed,
            "deals": self.deals,
            "games_per_cell": self.deals * self.players,
            "max_moves": self.max_moves,
            "fair_share": _number(self.fair_share),
            "interval": "95% Wilson score interval over deals",
            "bots": [
                {
                    "bot": name,
                    "params": {key: _json_value(value) for key, value in spec_.params},
                    "seconds_per_move": None if seconds is None else float(f"{seconds:.4g}"),
                }
                for name, spec_, seconds in zip(
                    self.bots, self.specs, self.seconds_per_move, strict=True
                )
            ],
            "timed_views": self.timed_views,
            "complete": self.complete,
            "cells": [cell.to_dict() for cell in self.cells],
        }

    def to_csv(self) -> str:
        """The cells as CSV text, one row per cell, with a header line."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(
            [
                "bot",
                "opponent",
                "games",
                "capped",
                "wins",
                "win_rate",
                "ci95_low",
                "ci95_high",
                "deals",
                "mean_score",
                "mean_return",
            ]
        )
        for cell in self.cells:
            row = cell.to_dict()
            writer.writerow(
                [
                    row["bot"],
                    row["opponent"],
                    row["games"],
                    row["capped"],
                    row["wins"],
                    row["win_rate"],
                    *row["ci95"],
                    row["deals"],
                    row["mean_score"],
                    row["mean_return"],
                ]
            )
        return out.getvalue()

    def _label(self, bot: str, opponent: str) -> str:
        if bot == opponent:
            return "—"
        cell = self.find(bot, opponent)
        if cell is None:
            return "not played yet"
        low, high = cell.ci95
        return f"{_percent(cell.win_rate)} ({_percent(low)}–{_percent(high)})"

    def to_markdown(self) -> str:
        """The table in Markdown: a row per bot, a column per opponent, and the time per move."""
        head = "| bot \\ opponents | " + " | ".join(self.bots) + " | time per move |"
        rows = [head, "|---" * (len(self.bots) + 2) + "|"]
        for bot, seconds in zip(self.bots, self.seconds_per_move, strict=True):
            out = [self._label(bot, other) for other in self.bots]
            rows.append(f"| **{bot}** | " + " | ".join(out) + f" | {_seconds(seconds)} |")
        return "\n".join(rows) + "\n\n" + self.caption() + "\n"

    def caption(self) -> str:
        """One sentence saying what the cells are."""
        spec = game_of(self.rules)
        others = self.players - 1
        copies = "the column bot" if others == 1 else f"{others} copies of the column bot"
        return (
            f"{spec.title}, {self.players} players: each cell is the row bot's win rate "
            f"in one seat against {copies}, {self.deals * self.players} games "
            f"({self.deals} duplicate deals), with its 95% Wilson interval over deals; "
            f"fair share {_percent(self.fair_share)}."
            + ("" if self.complete else f" Cells played so far: {len(self.cells)} of {self._all}.")
        )

    @property
    def _all(self) -> int:
        return len(self.bots) * (len(self.bots) - 1)

    def to_text(self) -> str:
        """The table as aligned plain text, for a terminal."""
        header = ["bot \\ opponents", *self.bots, "time per move"]
        rows = [header]
        for bot, seconds in zip(self.bots, self.seconds_per_move, strict=True):
            rows.append(
                [
                    bot,
                    *[self._label(bot, other).replace("—", "-") for other in self.bots],
                    _seconds(seconds),
                ]
            )
        widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
        lines = [
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
            for row in rows
        ]
        return "\n".join([*lines, self.caption()]) + "\n"

    def to_svg(self) -> SVG:
        """A picture of the table: green above the fair share, red below, each interval as text.

        Returns:
            The picture, one SVG string with no external reference.
        """
        return _svg(self)


def _percent(x: float) -> str:
    return f"{100 * x:.1f}%"


def _seconds(seconds: float | None) -> str:
    if seconds is None:
        return "not timed"
    if seconds < 1e-3:
        return f"{1e6 * seconds:.3g} µs"
    if seconds < 1:
        return f"{1e3 * seconds:.3g} ms"
    return f"{seconds:.3g} s"


def _json_value(value: object) -> object:
    """A bot parameter as JSON can hold it (its ``repr`` when it is no plain value)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return repr(value)


def _shade(rate: float, fair: float) -> str:
    strength = min(1.0, abs(rate - fair) / max(fair, 1 - fair) * 2)
    level = round(255 - 120 * strength)
    if rate >= fair:
        return f"rgb({level},255,{level})"
    return f"rgb(255,{level},{level})"


_NAME_GAP = 24.0
"""The room between the widest row name and the first column of the picture, in px."""


def _svg(ladder: Ladder) -> SVG:
    """Draw ``ladder`` (see `Ladder.to_svg`)."""
    bots = ladder.bots
    # the cells start after the widest row name (bold, 12 px) and a gap of their own
    size, tall, top = 132.0, 58.0, 78.0
    left = 12.0 + max(text_width(bot, 12) for bot in bots) + _NAME_GAP
    width = left + size * len(bots) + 110
    height = top + tall * len(bots) + 16
    spec = game_of(ladder.rules)
    title = (
        f"{spec.title} bot ladder, {ladder.players} players, {ladder.deals} duplicate deals a cell"
    )
    body = [
        text(12, 24, title, size=15, weight="bold"),
        text(
            12,
            44,
            f"win rate of the row bot against the column bot (fair share "
            f"{_percent(ladder.fair_share)}), 95% interval",
            size=12,
        ),
    ]
    for j, other in enumerate(bots):
        x = left + j * size + size / 2
        body.append(text(x, top - 10, other, size=12, weight="bold", anchor="middle"))
    body.append(text(left + len(bots) * size + 8, top - 10, "per move", size=12, weight="bold"))
    for i, bot in enumerate(bots):
        y = top + i * tall
        body.append(text(12, y + tall / 2 + 4, bot, size=12, weight="bold"))
        for j, other in enumerate(bots):
            x = left + j * size
            cell = ladder.find(bot, other)
            if other == bot:
                fill, label, sub = "#e6e6e6", "—", ""
            elif cell is None:
                fill, label, sub = "#f4f4f4", "…", "not played yet"
            else:
                low, high = cell.ci95
                fill = _shade(cell.win_rate, ladder.fair_share)
                label = _percent(cell.win_rate)
                sub = f"{_percent(low)}–{_percent(high)}"
            body.append(rect(x, y, size - 4, tall - 4, fill=fill, stroke="#999999"))
            body.append(text(x + size / 2 - 2, y + 24, label, size=15, anchor="middle"))
            body.append(text(x + size / 2 - 2, y + 42, sub, size=11, anchor="middle"))
        seconds = ladder.seconds_per_move[i]
        body.append(text(left + len(bots) * size + 8, y + tall / 2 + 4, _seconds(seconds)))
    return SVG(document(width, height, title, body))


def ladder_pairings(bots: Sequence[str], players: int) -> tuple[tuple[str, str], ...]:
    """The ordered pairs ``(row, column)`` a ladder plays a tournament for.

    Every ordered pair of different bots, row by row; with two players only
    the pairs whose row comes first in ``bots`` (the other cell is the same
    games seen from the other seat).

    Args:
        bots: the bots' names.
        players: the seats at a table.

    Returns:
        The pairs, in the order they are played.

    Raises:
        RulesError: ``bots`` is not a sequence of at most `MAX_BOTS`
            different names, or ``players`` not an int of at least 2.

    >>> ladder_pairings(["a", "b", "c"], 3)
    (('a', 'b'), ('a', 'c'), ('b', 'a'), ('b', 'c'), ('c', 'a'), ('c', 'b'))
    >>> ladder_pairings(["a", "b", "c"], 2)
    (('a', 'b'), ('a', 'c'), ('b', 'c'))
    """
    if (
        isinstance(bots, str)
        or not isinstance(bots, Sequence)
        or not all(isinstance(bot, str) for bot in bots)
    ):
        msg = f"ladder_pairings: bots must be a sequence of names, got {quote(bots)}"
        raise RulesError(msg)
    if len(bots) > MAX_BOTS or len(set(bots)) != len(bots):
        msg = f"ladder_pairings: bots must be at most {MAX_BOTS} different names, got {quote(bots)}"
        raise RulesError(msg)
    if isinstance(players, bool) or not isinstance(players, int) or players < 2:
        msg = f"ladder_pairings: players must be an int of at least 2, got {quote(players)}"
        raise RulesError(msg)
    pairs = []
    for i, bot in enumerate(bots):
        for j, other in enumerate(bots):
            if i == j or (players == 2 and j < i):
                continue
            pairs.append((bot, other))
    return tuple(pairs)


def _specs(bots: object) -> tuple[BotSpec, ...]:
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        msg = f"play_ladder: bots must be a sequence of BotSpecs or names, got {quote(bots)}"
        raise RulesError(msg)
    specs = bot_specs(bots, "play_ladder")
    if not 2 <= len(specs) <= MAX_BOTS:
        msg = f"play_ladder: a ladder needs 2 to {MAX_BOTS} bots, got {len(specs)}"
        raise RulesError(msg)
    names = [spec.name for spec in specs]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        msg = f"play_ladder: every bot needs a name of its own; named twice: {quote(twice)}"
        raise RulesError(msg)
    return tuple(specs)


def _check_views(views: object) -> int:
    if isinstance(views, bool) or not isinstance(views, int) or not 1 <= views <= MAX_VIEWS:
        msg = f"views must be an int from 1 to {MAX_VIEWS:,}, got {quote(views)}"
        raise RulesError(msg)
    return views


def timing_views(rules: Any, views: int = DEFAULT_VIEWS, seed: int = 0) -> tuple[Any, ...]:
    """Positions to time bots on: mid-game states of the game's greedy bots (random without one).

    Each is the first state, eight moves or more into a game, where the
    player to move has at least two legal moves; the games are dealt from
    seeds derived from ``seed``, so every bot is timed on the same positions.

    Args:
        rules: the rules of a registered game.
        views: how many positions, from 1 to `MAX_VIEWS`.
        seed: where the games' seeds come from, an int in ``0..2**64-1``.

    Returns:
        ``views`` states (a bot is given the view of the player to move).

    Raises:
        RulesError: bad rules, count or seed.
    """
    spec = game_of_rules(rules, "timing_views")
    _check_views(views)
    check_seed(seed)
    out = []
    for index in range(views):
        game_seed = derive_seed(seed, _TIMING, index)
        player: Any = spec.greedy_bot() if spec.greedy_bot is not None else RandomBot(rng=game_seed)
        state: Any = spec.new_game(rules, game_seed)
        moves = 0
        while state.outcome is None and (moves < 8 or len(state.legal_moves()) < 2):
            move, player = player.choose(state.view(state.current_player), state.legal_moves())
            state = state.play(move)
            moves += 1
        if state.outcome is None:
            out.append(state)
    if not out:  # pragma: no cover - no registered game ends within eight moves every time
        msg = f"timing_views: no game of {quote(rules)} lasted long enough to time a move"
        raise RulesError(msg)
    return tuple(out)


def time_per_move(
    rules: Any,
    bot: BotSpec | str,
    *,
    clock: Clock,
    views: int = DEFAULT_VIEWS,
    seed: int = 0,
) -> float:
    """The median time, by ``clock``, of one ``choose`` of ``bot`` over `timing_views`.

    The clock is the caller's (``time.process_time`` for CPU seconds): this
    module reads none of its own. The bot is built afresh for every position.

    Args:
        rules: the rules of a registered game.
        bot: the bot (a `BotSpec` or a name of `cardrules.bots.BOTS`).
        clock: a function giving seconds.
        views: how many positions to time, from 1 to `MAX_VIEWS`.
        seed: where the positions come from (`timing_views`).

    Returns:
        The median of the times, in the clock's seconds.

    Raises:
        RulesError: bad rules, bot, count, seed or clock.
    """
    if not callable(clock):
        msg = f"time_per_move: clock must be a function giving seconds, got {quote(clock)}"
        raise RulesError(msg)
    spec = bot if isinstance(bot, BotSpec) else bot_spec(bot)
    times = []
    for index, state in enumerate(timing_views(rules, views, seed)):
        player = spec.build(rules, derive_seed(seed, _TIMING, views + index))
        view, legal = state.view(state.current_player), state.legal_moves()
        start = clock()
        player.choose(view, legal)
        times.append(_elapsed(start, clock()))
    return float(statistics.median(times))


def _elapsed(start: object, stop: object) -> float:
    """``stop - start`` of two readings of a clock, which must be real numbers."""
    seconds = []
    for reading in (start, stop):
        value = math.nan
        if isinstance(reading, int | float) and not isinstance(reading, bool):
            with contextlib.suppress(OverflowError):
                value = float(reading)
        if not math.isfinite(value):
            msg = f"time_per_move: clock must give seconds as a finite number, got {quote(reading)}"
            raise RulesError(msg)
        seconds.append(value)
    return seconds[1] - seconds[0]


def play_ladder(
    rules: Any,
    bots: Sequence[BotSpec | str],
    *,
    deals: int,
    seed: int,
    executor: Executor | None = None,
    workers: int | None = None,
    max_moves: int = DEFAULT_MAX_MOVES,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
    on_cell: Callable[[LadderCell], None] | None = None,
    clock: Clock | None = None,
    views: int = DEFAULT_VIEWS,
) -> Ladder:
    """Play every bot against every other on duplicate deals (see the module).

    Each cell is `cardrules.tournament.play_tournament` of the field ``[row,
    column, column, ...]`` over ``deals`` deals from ``seed``, with the same
    ``executor``, ``workers`` and ``max_moves``; the results do not depend on
    where the games run.

    Args:
        rules: the rules of every game (the ``Rules`` of a registered game).
        bots: 2 to `MAX_BOTS` bots, each a `BotSpec` or a name of
            `cardrules.bots.BOTS`, with different names.
        deals: deals per cell, from 1.
        seed: the tournament seed of every cell, an int in ``0..2**64-1``.
        executor: where to run the games (see `play_tournament`).
        workers: the process pool's size when no executor is given (see
            `play_tournament`; 1 plays in this process).
        max_moves: the move cap of one game.
        chunk_size: games handed to a worker at once in the cells the
            scalar engine plays (see `play_tournament`; 1 makes ``progress``
            hear of every game as it ends); a cell on the batched engine
            keeps its default chunks, since a batch wants many lanes.
        progress: called with the number of games just finished.
        on_cell: called with each cell as it is finished (the cells of a
            two-player pair come together).
        clock: a function giving seconds (``time.process_time``); with one,
            each bot's time per move is measured (`time_per_move`) after the
            games, in this process; without, it is ``None``.
        views: how many positions each bot is timed on, when there is a clock.

    Returns:
        The `Ladder`.

    Raises:
        RulesError: a bad argument (fewer than two bots, two with one name, an
            unknown bot name, and whatever `play_tournament` refuses).
    """
    game_of_rules(rules, "play_ladder")
    specs = _specs(bots)
    for spec in specs:  # a setting the bot refuses fails now, not in a worker's first game
        spec.build(rules, 0)
    if on_cell is not None and not callable(on_cell):
        msg = f"play_ladder: on_cell must be a function or None, got {quote(on_cell)}"
        raise RulesError(msg)
    if clock is not None:
        if not callable(clock):
            msg = f"play_ladder: clock must be a function or None, got {quote(clock)}"
            raise RulesError(msg)
        _check_views(views)
    by_name = {spec.name: spec for spec in specs}
    players: int = rules.players
    cells: dict[tuple[str, str], LadderCell] = {}
    for bot, other in ladder_pairings(list(by_name), players):
        field = [by_name[bot], *[by_name[other]] * (players - 1)]
        result = play_tournament(
            rules,
            field,
            deals=deals,
            seed=seed,
            executor=executor,
            workers=workers,
            max_moves=max_moves,
            chunk_size=None
            if tournament_engine(rules, field, deals=deals) == "batch"
            else chunk_size,
            keep_games=False,
            progress=progress,
        )
        found = [LadderCell.from_standing(result.standings[0], other)]
        if players == 2:
            found.append(LadderCell.from_standing(result.standings[1], bot))
        for cell in found:
            cells[cell.bot, cell.opponent] = cell
            if on_cell is not None:
                on_cell(cell)
    names = tuple(by_name)
    ordered = tuple(cells[pair] for pair in _all_pairs(names))
    seconds: tuple[float | None, ...] = (None,) * len(specs)
    if clock is not None:
        seconds = tuple(
            time_per_move(rules, spec, clock=clock, views=views, seed=seed) for spec in specs
        )
    return Ladder(
        rules=rules,
        seed=seed,
        deals=deals,
        max_moves=max_moves,
        bots=names,
        specs=specs,
        cells=ordered,
        seconds_per_move=seconds,
        timed_views=views if clock is not None else 0,
    )


def _all_pairs(names: Sequence[str]) -> Iterator[tuple[str, str]]:
    for bot in names:
        for other in names:
            if bot != other:
                yield bot, other
