"""Shared timing and reporting for the benchmark scripts (not part of the library)."""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

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
    """An argument parser with ``--matches``, ``--seconds`` and ``--check``."""
    out = argparse.ArgumentParser(description=description)
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


def add_quiet(out: argparse.ArgumentParser) -> None:
    """The ``--quiet`` option: no progress bar (nor is there one when stderr is no terminal)."""
    out.add_argument("--quiet", action="store_true", help="no progress bar on standard error")


def progress(what: str, stages: Sequence[tuple[str, int]], quiet: bool) -> Progress:
    """A progress bar of ``stages`` (label, games) on standard error, as the command line shows.

    It shows only on a terminal and without ``--quiet``; its ``update`` is
    `play_tournament`'s ``progress``, its ``write`` prints a result above it.
    """
    return Progress(what, [Stage(label, games) for label, games in stages], show=shows(quiet))
