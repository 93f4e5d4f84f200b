"""Shared timing and reporting for the benchmark scripts (not part of the library)."""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shlex
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardrules.cli._progress import Progress, Stage, shows

PICK_STREAM = 0x5EED_0F_B07_5
"""Mixed into a game's seed to seed the move picker, so it is not the game's stream."""


@dataclass(frozen=True)
class Result:
    """What one timed run did: how many games and moves, in how many seconds."""

    name: str
    games: int
    moves: int
    seconds: float

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds


def parser(description: str, default_seconds: float) -> argparse.ArgumentParser:
    """An argument parser with ``--matches``, ``--seconds``, ``--check`` and ``--no-save``."""
    out = argparse.ArgumentParser(description=description)
    add_save_option(out)
    out.add_argument(
        "--check", type=int, default=20, metavar="N", help="first compare N games (default 20)"
    )
    group = out.add_mutually_exclusive_group()
    group.add_argument("--matches", type=int, help="play this many games in each loop")
    group.add_argument(
        "--seconds",
        type=float,
        default=default_seconds,
        help=f"play for about this long in each loop (default {default_seconds})",
    )
    return out


def measure(name: str, play_one: Callable[[int], int], args: argparse.Namespace) -> Result:
    """Play games ``play_one(0)``, ``play_one(1)``, ... for ``args.matches`` or ``args.seconds``.

    ``play_one(seed)`` plays one whole game and returns its number of moves.
    """
    clock = time.perf_counter
    games = moves = 0
    start = clock()
    if args.matches is not None:
        for seed in range(args.matches):
            moves += play_one(seed)
        games = args.matches
    else:
        deadline = start + args.seconds
        while clock() < deadline:
            moves += play_one(games)
            games += 1
    return Result(name, games, moves, clock() - start)


def measure_interleaved(
    loops: dict[str, Callable[[int], int]], args: argparse.Namespace, rounds: int = 5
) -> list[list[Result]]:
    """Time several loops interleaved, game by game, in CPU time: ``rounds`` rows of results.

    Each round plays game ``seed`` of every loop in turn (the same seeds for
    every loop), so a loaded or throttled machine slows every loop alike;
    time is ``time.process_time`` (CPU time of this process), so other
    processes on the machine do not count. A round lasts about
    ``args.seconds / rounds`` per loop, or plays ``args.matches // rounds``
    games (at least 1) of each. Returns one list of `Result` per round, in
    the order of ``loops``; report medians over the rounds (`median_ratio`).
    """
    clock = time.process_time
    names = list(loops)
    out: list[list[Result]] = []
    seed = 0
    for _ in range(rounds):
        spent = dict.fromkeys(names, 0.0)
        moves = dict.fromkeys(names, 0)
        games = 0
        while True:
            for name in names:
                start = clock()
                moves[name] += loops[name](seed)
                spent[name] += clock() - start
            games += 1
            seed += 1
            if args.matches is not None:
                if games >= max(1, args.matches // rounds):
                    break
            elif min(spent.values()) >= args.seconds / rounds:
                break
        out.append([Result(name, games, moves[name], spent[name]) for name in names])
    return out


def median(values: list[float]) -> float:
    """The median of ``values`` (the mean of the middle two for an even count)."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def report_interleaved(rounds: list[list[Result]], unit: str = "game") -> None:
    """Print each loop's total over the rounds, then the median ratio of each loop to the first."""
    names = [result.name for result in rounds[0]]
    for index, name in enumerate(names):
        games = sum(row[index].games for row in rounds)
        moves = sum(row[index].moves for row in rounds)
        seconds = sum(row[index].seconds for row in rounds)
        report(Result(name, games, moves, seconds), unit)
    first = names[0]
    for index, name in enumerate(names[1:], start=1):
        ratios = [
            row[0].moves_per_second / row[index].moves_per_second
            for row in rounds
            if row[index].seconds > 0 and row[0].seconds > 0
        ]
        spread = f" (rounds: {min(ratios):.2f} to {max(ratios):.2f})" if len(ratios) > 1 else ""
        print(f"ratio {first} / {name}: {median(ratios):.2f} (median moves/s ratio){spread}")
    print("(loops interleaved game by game; CPU time of this process)")


def machine() -> str:
    """One line about the interpreter and machine the figures come from."""
    return (
        f"{platform.python_implementation()} {platform.python_version()} on "
        f"{platform.machine()}, {os.cpu_count()} CPUs, {platform.system()}; "
        f"single thread{', debug build' if hasattr(sys, 'gettotalrefcount') else ''}"
    )


def report(result: Result, unit: str = "game") -> None:
    """Print one result line; ``unit`` is what one game is called (``match``)."""
    units = unit + ("es" if unit.endswith("ch") else "s")
    print(
        f"{result.name:<28} {result.moves_per_second:>11,.0f} moves/s  "
        f"{result.games_per_second:>9,.1f} {units}/s  "
        f"({result.games} {units}, {result.moves:,} moves, {result.seconds:.2f} s, "
        f"{result.moves / max(result.games, 1):.1f} moves/{unit})"
    )


def ratio(subject: Result, reference: Result) -> None:
    """Print ``subject``'s speed as a fraction of ``reference``'s."""
    print(
        f"ratio {subject.name} / {reference.name}: "
        f"{subject.moves_per_second / reference.moves_per_second:.2f} (moves/s)"
    )


def check_same(
    games: int,
    subject: Callable[[int], tuple[int, tuple[int, ...]]],
    reference: Callable[[int], tuple[int, tuple[int, ...]]],
) -> None:
    """Both loops must play the very same games (moves and scores): the same rules."""
    for seed in range(games):
        ours, theirs = subject(seed), reference(seed)
        if ours != theirs:
            msg = f"seed {seed}: cardrules played {ours}, the reference {theirs}"
            raise SystemExit(msg)
    print(f"check: cardrules and the reference loop played the same {games} games")


RESULTS = Path(__file__).resolve().parent / "results"
"""Where runs are kept: one JSON-lines file per result name, one line per run."""

RESULTS_VARIABLE = "CARDRULES_BENCH_RESULTS"
"""An environment variable naming another directory for the results (CI sets a scratch one)."""

INTERLEAVED = (
    "loops interleaved in one process, game by game or in slices, timed in CPU time "
    "(time.process_time); a ratio is the median of the rounds' ratios"
)
"""The method note of a result whose figures compare loops."""


SMOKE_SECONDS = 1.0
"""A run that measured for less than this (per loop) is a smoke run: not kept unless ``--save``."""


def add_save_option(options: argparse.ArgumentParser) -> None:
    """Add ``--no-save`` (print the figures only), ``--save`` and ``--note``."""
    options.add_argument(
        "--no-save",
        action="store_true",
        help=f"do not append this run to benchmarks/results/ (or ${RESULTS_VARIABLE})",
    )
    options.add_argument(
        "--save",
        action="store_true",
        help=f"keep even a smoke run (under {SMOKE_SECONDS:g} s of measuring a loop)",
    )
    options.add_argument(
        "--note", default="", help="a note kept with this run's result (e.g. what else ran)"
    )


def cpu_model() -> str:
    """The CPU's model name, as the operating system reports it."""
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.partition(":")[2].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine_record() -> dict[str, Any]:
    """The machine a run's figures come from, for its result file."""
    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        load = None
    return {
        "platform": platform.platform(),
        "cpu": cpu_model(),
        "cores": os.cpu_count(),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "load_average": load,
    }


CHUNK = (
    "one chunk of duplicate deals: wins of the first seat's bot over its completed games; "
    "CPU time inside choose"
)
"""The method note of a search bot's chunk of games (``search_strength.py summarize`` adds them)."""

SMOKE_GAMES = 10
"""A strength run of fewer games than this is a smoke run: not kept unless ``--save``."""


def keep(args: argparse.Namespace, seconds: float) -> bool:
    """Whether to keep this run: not ``--no-save``, and not a smoke run unless ``--save``."""
    if args.no_save:
        return False
    if args.save or seconds >= SMOKE_SECONDS:
        return True
    print(f"not saved: {seconds:.2f} s of measuring a loop is a smoke run (--save keeps it)")
    return False


def keep_games(args: argparse.Namespace, games: int) -> bool:
    """Whether to keep a strength run of ``games`` games (see `SMOKE_GAMES`)."""
    if args.no_save:
        return False
    if args.save or games >= SMOKE_GAMES:
        return True
    print(f"not saved: {games} games is a smoke run (--save keeps it)")
    return False


def command_line(argv: list[str] | None = None) -> str:
    """The command that ran this script, as ``python benchmarks/NAME.py ARGS``."""
    args = sys.argv[1:] if argv is None else argv
    script = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else "?"
    return shlex.join(["python", f"benchmarks/{script}", *args])


def save_result(
    name: str,
    figures: Mapping[str, Any],
    *,
    argv: list[str] | None = None,
    method: str = "",
    notes: str = "",
    save: bool = True,
) -> Path | None:
    """Append one run to ``benchmarks/results/NAME.jsonl``; return that file (or ``None``).

    A line holds the benchmark's name, the command, the UTC date, the machine
    (platform, CPU, cores, Python, load average), the method (`INTERLEAVED`
    for ratios) and the figures. The documentation renders the last line of
    each file (``python benchmarks/render_figures.py``); older lines stay as
    history.
    """
    if not save:
        return None
    if not notes and "--note" in (sys.argv if argv is None else argv):
        args = sys.argv if argv is None else argv
        notes = args[args.index("--note") + 1]
    folder = Path(os.environ.get(RESULTS_VARIABLE) or RESULTS)
    folder.mkdir(parents=True, exist_ok=True)
    record = {
        "benchmark": name,
        "command": command_line(argv),
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": machine_record(),
        "method": method,
        "figures": dict(figures),
        "notes": notes,
    }
    path = folder / f"{name}.jsonl"
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"saved: {path}")
    return path


def rate(value: float) -> int:
    """A rate rounded to four significant figures, as the documentation shows it."""
    if value <= 0:
        return 0
    digits = len(str(int(value)))
    return int(round(value, 4 - digits))


def totals(rounds: list[list[Result]]) -> dict[str, dict[str, float]]:
    """Each loop's moves/s and games/s over all rounds, and its median ratio to the first loop."""
    names = [result.name for result in rounds[0]]
    out: dict[str, dict[str, float]] = {}
    for index, name in enumerate(names):
        games = sum(row[index].games for row in rounds)
        moves = sum(row[index].moves for row in rounds)
        seconds = sum(row[index].seconds for row in rounds)
        entry: dict[str, float] = {
            "moves_per_s": rate(moves / seconds),
            "games_per_s": round(games / seconds, 1),
            "moves_per_game": round(moves / max(games, 1), 1),
        }
        if index:
            ratios = [
                row[0].moves_per_second / row[index].moves_per_second
                for row in rounds
                if row[index].seconds > 0 and row[0].seconds > 0
            ]
            entry["first_over_this"] = round(median(ratios), 2)
            entry["first_over_this_low"] = round(min(ratios), 2)
            entry["first_over_this_high"] = round(max(ratios), 2)
            entry["this_over_first"] = round(1 / median(ratios), 2)
        out[name] = entry
    return out


def add_quiet(out: argparse.ArgumentParser) -> None:
    """The ``--quiet`` option: no progress bar (nor is there one when stderr is no terminal)."""
    out.add_argument("--quiet", action="store_true", help="no progress bar on standard error")


def progress(what: str, stages: Sequence[tuple[str, int]], quiet: bool) -> Progress:
    """A progress bar of ``stages`` (label, games) on standard error, as the command line shows.

    It shows only on a terminal and without ``--quiet``; its ``update`` is
    `play_tournament`'s ``progress``, its ``write`` prints a result above it.
    """
    return Progress(what, [Stage(label, games) for label, games in stages], show=shows(quiet))
