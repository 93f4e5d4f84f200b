"""``cardrules ladder``: every bot against every other on duplicate deals; a table and a picture.

The games and the figures come from `cardrules.ladder.play_ladder`; this
module reads the options, starts the process pool or connects to Dask, passes
the clock (``time.process_time``) that times each bot's moves, prints the
table and writes the files.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.bots.spec import BOTS, BotSpec, bot_spec
from cardrules.cli._common import check_writable, int_arg
from cardrules.cli._estimate import CHEAP, LadderEstimate, estimate_ladder
from cardrules.cli._progress import Progress, Stage, duration, shows
from cardrules.cli._rules import add_game_commands, rules_from_args
from cardrules.cli._tournament import _print
from cardrules.errors import RulesError
from cardrules.ladder import (
    DEFAULT_VIEWS,
    MAX_VIEWS,
    Ladder,
    LadderCell,
    ladder_pairings,
    play_ladder,
)
from cardrules.rng import check_seed
from cardrules.tournament import DEFAULT_MAX_MOVES, available_cpus

__all__ = ["add_ladder_command", "ladder_run", "parse_bots"]

DEFAULT_BOTS = ",".join(BOTS)
"""Every bot the command line knows by name, at its defaults."""

LONG_RUN = 120.0
"""Estimated seconds above which the command notes, before the first game, how long it may take."""

DESCRIPTION = (
    "Every bot against every other, on duplicate deals. For each ordered pair of "
    "different bots (row, column), one row bot and players-1 copies of the column bot "
    "play --deals deals, each once per rotation of the seats; the cell is the row "
    "bot's win rate with its 95% Wilson interval over deals (fair share 1/players). "
    "Every cell plays the same deals. Each bot's time per move is the median CPU "
    "time of one move over --views mid-game positions, measured in this process "
    "after the games. Prints the table; --json, --csv, --svg, --markdown (or --out DIR) "
    "write it to files, rewritten after each cell while the ladder is played. With "
    "two players a pair is played once: the two cells are the same games seen from "
    "each seat. A progress bar shows on standard error when it is a terminal, and a "
    f"run estimated at over {duration(LONG_RUN)} says so before its first game (--quiet: "
    "neither). The default field holds the search bots: minutes to hours; "
    "--bots random,greedy takes seconds."
)

EXIT_OK = 0
EXIT_WRITE = 1
EXIT_USAGE = 2

FORMATS = ("json", "csv", "svg", "markdown")
"""The files the command can write, each with its option (``--json FILE``...)."""

_SUFFIX = {"json": "json", "csv": "csv", "svg": "svg", "markdown": "md"}


def add_ladder_command(commands: Any) -> None:
    """Add ``ladder GAME ...`` to the ``cardrules`` sub-commands."""
    add_game_commands(
        commands,
        "ladder",
        "every bot against every other on duplicate deals; a table and a picture",
        DESCRIPTION,
        _ladder_arguments,
        ladder_run,
    )


def _ladder_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--bots",
        nargs="+",
        default=[DEFAULT_BOTS],
        metavar="BOT",
        help=(
            f"the bots, separated by commas or spaces: a name ({', '.join(BOTS)}), "
            "optionally with settings as NAME:KEY=VALUE, more settings following as "
            "KEY=VALUE (pimc:simulations=64,margin=1.5,ismcts:iterations=100,greedy); "
            f"default {DEFAULT_BOTS}, each at its defaults"
        ),
    )
    parser.add_argument(
        "--deals",
        type=int_arg,
        default=10,
        metavar="D",
        help="deals per cell, each played once per rotation: D x players games a cell (default 10)",
    )
    parser.add_argument(
        "--seed",
        type=int_arg,
        default=1,
        help="the seed of every cell's tournament, 0..2**64-1 (default 1): the same deals "
        "in every cell",
    )
    parser.add_argument(
        "--workers",
        type=int_arg,
        default=1,
        metavar="K",
        help=(
            "processes to play on (default 1: in this process); at most the CPUs available "
            f"({available_cpus()} here). The results are the same for any K"
        ),
    )
    parser.add_argument(
        "--dask",
        metavar="SCHEDULER",
        help=(
            "play on a Dask cluster instead (a scheduler address such as tcp://host:8786; "
            "needs the optional extra 'dask'): the results are the same"
        ),
    )
    parser.add_argument(
        "--max-moves",
        type=int_arg,
        default=DEFAULT_MAX_MOVES,
        metavar="M",
        help=f"stop a game after M moves and count it as capped (default {DEFAULT_MAX_MOVES})",
    )
    parser.add_argument(
        "--views",
        type=int_arg,
        default=DEFAULT_VIEWS,
        metavar="V",
        help=f"time each bot on V mid-game positions; 0: no timing (default {DEFAULT_VIEWS})",
    )
    for name in FORMATS:
        parser.add_argument(
            f"--{name}", metavar="FILE", help=f"write the ladder as {name.upper()} to FILE"
        )
    parser.add_argument(
        "--out",
        metavar="DIR",
        help="write all four files into DIR as ladder-GAME.json, .csv, .svg and .md "
        "(an option naming a file of its own wins)",
    )
    parser.add_argument(
        "--progress",
        action="store_true",
        help="also print a line on standard error as each cell is done, with its figures "
        "and the time it took (even when standard error is not a terminal: a log)",
    )
    parser.add_argument(
        "--quiet",
        action="store_true",
        help="no progress bar and no note of a long run's estimated time",
    )


def _value(text: str) -> object:
    """A setting's value: an int, a float, true/false, none, else the text itself."""
    lowered = text.lower()
    if lowered in {"true", "false"}:
        return lowered == "true"
    if lowered == "none":
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_bots(words: list[str]) -> tuple[BotSpec, ...]:
    """The bots ``--bots`` names, each a `BotSpec` named as written (``pimc:simulations=64``).

    Args:
        words: the option's words; each is split at commas.

    Returns:
        One spec per bot, in order.

    Raises:
        RulesError: an unknown bot, a setting it does not take, a setting
            before any bot, a bot named twice.

    >>> [spec.name for spec in parse_bots(["random,pimc:simulations=64,margin=2", "greedy"])]
    ['random', 'pimc:simulations=64,margin=2', 'greedy']
    """
    entries: list[tuple[str, list[str], dict[str, object]]] = []
    for word in words:
        for piece in word.split(","):
            token = piece.strip()
            if not token:
                continue
            name, colon, setting = token.partition(":")
            if "=" in name:  # KEY=VALUE: one more setting of the bot before it
                if not entries:
                    msg = f"--bots: a setting {quote(token)} before any bot's name"
                    raise RulesError(msg)
                setting, name, colon = token, "", ""
            else:
                entries.append((name, [name], {}))
                if colon and not setting:
                    msg = f"--bots: {quote(token)} has no KEY=VALUE after the colon"
                    raise RulesError(msg)
            if setting:
                key, equals, value = setting.partition("=")
                if not equals or not key:
                    msg = f"--bots: a setting must be KEY=VALUE, got {quote(setting)}"
                    raise RulesError(msg)
                label, params = entries[-1][1], entries[-1][2]
                label.append((":" if len(label) == 1 else ",") + setting)
                params[key] = _value(value)
    if not entries:
        msg = "--bots: name at least two bots"
        raise RulesError(msg)
    specs = []
    for name, label, params in entries:
        if name not in BOTS:
            msg = f"--bots: unknown bot {quote(name)}; the bots are {', '.join(BOTS)}"
            raise RulesError(msg)
        try:
            spec = bot_spec(name, **params)
            specs.append(BotSpec("".join(label), spec.factory, spec.params))
        except RulesError as error:
            msg = f"--bots: {error}"
            raise RulesError(msg) from None
    return tuple(specs)


@attrs.frozen
class _Plan:
    """A ladder the options name, checked before any game is played."""

    rules: Any
    bots: tuple[BotSpec, ...]
    workers: int
    files: tuple[tuple[str, str], ...]


def _files(args: argparse.Namespace) -> tuple[tuple[str, str], ...]:
    """``(format, path)`` for every file to write: ``--out``'s, overridden by each option's."""
    files: dict[str, str] = {}
    if args.out is not None:
        for name in FORMATS:
            files[name] = os.path.join(args.out, f"ladder-{args.spec.name}.{_SUFFIX[name]}")
    for name in FORMATS:
        path = getattr(args, name)
        if path is not None:
            files[name] = path
    return tuple(files.items())


def _plan(args: argparse.Namespace) -> _Plan:
    """Check every option, build every bot once and check every file before a game is played."""
    rules = rules_from_args(args.spec, args)
    for option, value, least in (
        ("--deals", args.deals, 1),
        ("--workers", args.workers, 1),
        ("--max-moves", args.max_moves, 1),
        ("--views", args.views, 0),
    ):
        if value < least:
            msg = f"{option} must be at least {least}, got {value}"
            raise RulesError(msg)
    if args.views > MAX_VIEWS:
        msg = f"--views must be at most {MAX_VIEWS:,}, got {args.views}"
        raise RulesError(msg)
    check_seed(args.seed)
    bots = parse_bots(args.bots)
    if len(bots) < 2:
        msg = f"--bots: a ladder needs at least two bots, got {len(bots)}"
        raise RulesError(msg)
    names = [bot.name for bot in bots]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        msg = f"--bots: each bot may be named once, got {quote(twice)} twice"
        raise RulesError(msg)
    for bot in bots:  # a setting the bot itself refuses fails now, not in a worker
        try:
            bot.build(rules, 0)
        except RulesError as error:
            msg = f"--bots: {bot.name}: {error}"
            raise RulesError(msg) from None
    workers = args.workers
    cpus = available_cpus()
    if args.dask is None and workers > cpus:
        print(
            f"cardrules: note: --workers {workers} lowered to {cpus}, the CPUs available",
            file=sys.stderr,
        )
        workers = cpus
    if args.out is not None:
        try:
            Path(args.out).mkdir(parents=True, exist_ok=True)
        except OSError as error:
            msg = f"--out: cannot make the folder {args.out}: {error.strerror or error}"
            raise RulesError(msg) from None
    files = _files(args)
    for name, path in files:
        check_writable(name, path)
    return _Plan(rules, bots, workers, files)


@contextlib.contextmanager
def _executor(args: argparse.Namespace, workers: int) -> Iterator[tuple[Executor | None, int]]:
    """Dask's executor for ``--dask`` (and its number of workers), else ``None``."""
    if args.dask is None:
        yield None, workers
        return
    try:
        distributed = importlib.import_module("distributed")
    except ImportError:
        msg = "--dask needs the optional extra 'dask' (pip install 'cardrules[dask]')"
        raise RulesError(msg) from None
    try:
        client = distributed.Client(args.dask, timeout="10s")
    except (OSError, TimeoutError, ValueError) as error:
        msg = f"--dask: cannot reach the scheduler {quote(args.dask)}: {error}"
        raise RulesError(msg) from None
    try:
        count = max(1, len(client.scheduler_info().get("workers", {})))
        yield client.get_executor(), count
    finally:
        client.close()


class _CellLines:
    """After each cell: its line on standard error (``--progress``), and the files rewritten.

    The files then hold the cells finished so far (``"complete": false`` in
    the JSON, "not played yet" in the table and the picture), so a ladder
    stopped midway leaves what it finished; a file that fails to be written
    here is reported once, at the end.
    """

    def __init__(self, args: argparse.Namespace, plan: _Plan, say: Callable[[str], None]) -> None:
        self.args = args
        self.plan = plan
        self.say = say
        self.names = tuple(bot.name for bot in plan.bots)
        self.order = {
            (bot, other): index
            for index, (bot, other) in enumerate(
                (bot, other) for bot in self.names for other in self.names if bot != other
            )
        }
        self.cells: list[LadderCell] = []
        self.start = time.perf_counter()

    def __call__(self, cell: LadderCell) -> None:
        self.cells.append(cell)
        if self.args.progress:
            now = time.perf_counter()
            low, high = cell.ci95
            self.say(
                f"cardrules: cell {len(self.cells)}/{len(self.order)}: {cell.bot} vs "
                f"{cell.opponent}: {cell.wins}/{cell.games - cell.capped} won "
                f"({100 * cell.win_rate:.1f}%, {100 * low:.1f}-{100 * high:.1f}%), "
                f"{cell.capped} capped; {now - self.start:.1f} s"
            )
            self.start = now
        if len(self.cells) < len(self.order):
            partial = Ladder(
                rules=self.plan.rules,
                seed=self.args.seed,
                deals=self.args.deals,
                max_moves=self.args.max_moves,
                bots=self.names,
                specs=self.plan.bots,
                cells=tuple(sorted(self.cells, key=lambda c: self.order[c.bot, c.opponent])),
                seconds_per_move=(None,) * len(self.names),
                timed_views=0,
            )
            for name, path in self.plan.files:
                with contextlib.suppress(RulesError):
                    _write(path, _render(partial, name))


def ladder_run(args: argparse.Namespace) -> int:
    """Run ``cardrules ladder``: check, play, print the table, write the files.

    The table is printed before the files are written, and a standard output
    that fails (closed, full) does not keep the files from being written.

    Returns:
        The exit code: 0; 1 when a file (or standard output) could not be
        written, after the table is printed; 2 for a usage error (before any
        game is played).
    """
    try:
        plan = _plan(args)
        ladder = _play(args, plan)
    except RulesError as error:
        print(f"cardrules: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    code = _print(ladder.to_text().splitlines())  # a closed stdout still lets the files be written
    for name, path in plan.files:
        try:
            _write(path, _render(ladder, name))
        except RulesError as error:
            print(f"cardrules: error: {error}", file=sys.stderr)
            code = EXIT_WRITE
    return code


def _play(args: argparse.Namespace, plan: _Plan) -> Ladder:
    players = plan.rules.players
    pairings = ladder_pairings([bot.name for bot in plan.bots], players)
    games = args.deals * players
    estimate = None
    if not args.quiet and args.dask is None:  # a cluster's size is known only once connected
        estimate = estimate_ladder(
            plan.rules,
            plan.bots,
            pairings,
            deals=args.deals,
            seed=args.seed,
            workers=plan.workers,
            max_moves=args.max_moves,
            views=args.views,
        )
        if estimate.seconds > LONG_RUN:
            print(_long_run_note(plan, estimate, len(pairings), games), file=sys.stderr, flush=True)
    stages = [
        Stage(
            f"{row} vs {column}",
            games,
            None if estimate is None else estimate.game_seconds[index] / plan.workers,
        )
        for index, (row, column) in enumerate(pairings)
    ]
    show = shows(args.quiet)
    with (
        Progress(f"ladder {args.spec.name} {players}p", stages, show=show) as progress,
        _executor(args, plan.workers) as (executor, workers),
    ):
        return play_ladder(
            plan.rules,
            plan.bots,
            deals=args.deals,
            seed=args.seed,
            executor=executor,
            workers=workers,
            max_moves=args.max_moves,
            # in this process, the bar hears of every game (a batched cell keeps its chunk)
            chunk_size=1 if show and executor is None and workers == 1 else None,
            progress=progress.update,
            on_cell=_CellLines(args, plan, progress.write),
            clock=time.process_time if args.views else None,
            views=max(1, args.views),
        )


def _long_run_note(plan: _Plan, estimate: LadderEstimate, cells: int, games: int) -> str:
    """The note before a long ladder: its estimate, the slow bots, and how to shorten it."""
    slow = [
        f"{bot.name} about {duration_per_move(seconds)} a move"
        for bot, seconds in zip(plan.bots, estimate.seconds_per_move, strict=True)
        if seconds >= CHEAP
    ]
    why = f"{cells} tournament{'s' if cells != 1 else ''} of {games} games" + (
        f"; {', '.join(slow)}" if slow else ""
    )
    return (
        f"cardrules: note: this ladder may take about {duration(estimate.seconds)} ({why}). "
        "Fewer --deals, cheaper bots (--bots random,greedy, or a search bot's budget: "
        "pimc:simulations=16, ismcts:iterations=50) or more --workers shorten it; "
        "--quiet hides this note"
    )


def duration_per_move(seconds: float) -> str:
    """A time per move for the note: ``150 ms``, ``1.2 s``.

    >>> duration_per_move(0.1504), duration_per_move(1.23)
    ('150 ms', '1.2 s')
    """
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.1f} s"


def _render(ladder: Ladder, name: str) -> str:
    if name == "json":
        return json.dumps(ladder.to_dict(), indent=1, ensure_ascii=False) + "\n"
    if name == "csv":
        return ladder.to_csv()
    if name == "svg":
        return str(ladder.to_svg()) + "\n"
    return ladder.to_markdown()


def _write(path: str, content: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(content)
    except OSError as error:
        msg = f"cannot write {path}: {error.strerror or error}"
        raise RulesError(msg) from None
