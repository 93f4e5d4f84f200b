"""``cardrules tournament``: bots play many duplicate deals; a table or JSON of the results."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Iterable, Iterator
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.bots import BOTS
from cardrules.cli._common import check_writable, int_arg
from cardrules.cli._progress import Progress, Stage, shows
from cardrules.cli._rules import add_game_commands, rules_from_args
from cardrules.errors import RulesError
from cardrules.games import game_of
from cardrules.records import Record, write_records
from cardrules.rng import check_seed
from cardrules.tournament import (
    DEFAULT_MAX_MOVES,
    INTERVAL,
    TournamentResult,
    available_cpus,
    play_tournament,
    tournament_engine,
)

DESCRIPTION = (
    "Bots play many deals of one game. Each deal is played once per rotation of "
    "the bots through the seats (duplicate play), so every bot holds every hand "
    "and the luck of the deal cancels out; --games must therefore be a multiple "
    "of --players. Prints each bot's wins, win rate with its 95% Wilson "
    "interval, mean score and mean return (a table, or JSON with --json). The "
    "interval is over deals, not games: a deal's rotations share its cards, so "
    "each deal counts once. A progress bar shows on standard error when it is a "
    "terminal (tqdm's, with the optional extra 'progress': pip install "
    "cardrules[progress]; else one line); --quiet hides it."
)


def add_tournament_command(commands: Any) -> None:
    """Add ``tournament GAME ...`` to the ``cardrules`` sub-commands."""
    add_game_commands(
        commands,
        "tournament",
        "bots play many duplicate deals; win rates with 95%% intervals",
        DESCRIPTION,
        _tournament_arguments,
        tournament_run,
    )


def _tournament_arguments(parser: argparse.ArgumentParser) -> None:
    names = ", ".join(BOTS)
    parser.add_argument(
        "--bots",
        default="greedy",
        metavar="B1,B2,...",
        help=(
            f"the bots, one name per seat (seat order), or one name for every seat; "
            f"names: {names} (default greedy)"
        ),
    )
    parser.add_argument(
        "--games",
        type=int_arg,
        metavar="G",
        help="games to play, a multiple of --players (default: 25 deals, 25 x players games)",
    )
    parser.add_argument(
        "--workers",
        type=int_arg,
        default=1,
        metavar="K",
        help=(
            "processes to play on (default 1: in this process); at most the CPUs "
            f"available ({available_cpus()} here): more is lowered to that, with a note "
            "on standard error. The results are the same for any K"
        ),
    )
    parser.add_argument(
        "--seed",
        type=int_arg,
        default=1,
        help="the tournament's seed, 0..2**64-1 (default 1); every deal and bot seed comes from it",
    )
    parser.add_argument(
        "--max-moves",
        type=int_arg,
        default=DEFAULT_MAX_MOVES,
        metavar="M",
        help=(
            f"stop a game after M moves and count it as capped: never a win, left out "
            f"of win rates and means (default {DEFAULT_MAX_MOVES})"
        ),
    )
    parser.add_argument(
        "--json", action="store_true", help="print one JSON object instead of the table"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument(
        "--record",
        metavar="FILE",
        help=(
            "also write every game to FILE as game records (players named by their bots, "
            "numbered when a bot plays more than one seat; tags Tournament, Deal, Rotation, "
            "and Capped for a game stopped by the cap). FILE is checked before the first "
            "game; if it cannot be written at the end, the standings are still printed "
            "and the exit code is 1"
        ),
    )


def _field(text: str, players: int) -> list[str]:
    names = [name.strip() for name in text.split(",")]
    for name in names:
        if name not in BOTS:
            msg = f"--bots: unknown bot {quote(name)}; the bots are {', '.join(BOTS)}"
            raise RulesError(msg)
    if len(names) == 1:
        return names * players
    if len(names) != players:
        msg = f"--bots: name one bot for every seat or one per seat ({players}), got {len(names)}"
        raise RulesError(msg)
    return names


def _deals(games: int | None, players: int) -> int:
    if games is None:
        return 25
    if games < 1 or games % players:
        msg = (
            f"--games must be a positive multiple of --players ({players}): each deal is "
            f"played once per rotation of the bots through the seats; got {games}"
        )
        raise RulesError(msg)
    return games // players


EXIT_OK = 0
EXIT_WRITE = 1
EXIT_USAGE = 2


def _error(message: str) -> None:
    print(f"cardrules: error: {message}", file=sys.stderr)


@attrs.frozen
class _Plan:
    """A tournament the options name, checked before any game is played."""

    rules: Any
    field: list[str]
    deals: int
    workers: int


def _plan(args: argparse.Namespace) -> _Plan:
    """Check every option (and that ``--record`` can be written) before a game is played."""
    rules = rules_from_args(args.spec, args)
    for option, value in (("--workers", args.workers), ("--max-moves", args.max_moves)):
        if value < 1:
            msg = f"{option} must be at least 1, got {value}"
            raise RulesError(msg)
    check_seed(args.seed)
    field = _field(args.bots, rules.players)
    deals = _deals(args.games, rules.players)
    workers = args.workers
    cpus = available_cpus()
    if workers > cpus:
        print(
            f"cardrules: note: --workers {workers} lowered to {cpus}, the CPUs available",
            file=sys.stderr,
        )
        workers = cpus
    if args.record is not None:
        check_writable("record", args.record)
        try:  # a game records cannot hold is refused now, not after the games
            Record.from_game(game_of(rules).new_game(rules, 0), ())
        except RulesError as error:
            msg = f"--record: {error}"
            raise RulesError(msg) from None
    return _Plan(rules, field, deals, workers)


def tournament_run(args: argparse.Namespace) -> int:
    """Run ``cardrules tournament``: check, play, print the standings, write the records.

    The standings are printed before the records are written, so a record that
    cannot be written (a full disk) loses nothing else: its message goes to
    standard error and the exit code is 1.

    Returns:
        The exit code: 0, 1 when the record (or standard output) could not be
        written, 2 for a usage error (printed before any game is played).
    """
    try:
        plan = _plan(args)
        result = _play(args, plan)
    except RulesError as error:
        _error(str(error))
        return EXIT_USAGE
    lines = [json.dumps(tournament_json(result))] if args.json else list(_table(result))
    code = _print(lines)
    if args.record is not None:
        try:
            _write_records(args.record, result)
        except RulesError as error:
            _error(str(error))
            code = EXIT_WRITE
    return code


def _play(args: argparse.Namespace, plan: _Plan) -> TournamentResult:
    players = plan.rules.players
    games = plan.deals * players
    show = shows(args.quiet)
    # in this process, one game at a time: the bar hears of every game (the batch wants chunks)
    single = show and plan.workers == 1
    scalar = single and tournament_engine(plan.rules, plan.field, deals=plan.deals) == "scalar"
    what = f"tournament {args.spec.name} {players}p"
    with Progress(what, [Stage("", games)], show=show) as progress:
        return play_tournament(
            plan.rules,
            plan.field,
            deals=plan.deals,
            seed=args.seed,
            workers=plan.workers,
            chunk_size=1 if scalar else None,
            max_moves=args.max_moves,
            keep_moves=args.record is not None,
            keep_games=args.record is not None,  # only the records need the games
            progress=progress.update,
        )


def _print(lines: Iterable[str]) -> int:
    """Print ``lines``; if standard output fails (closed, a full disk), one error line.

    A broken pipe (the reader has gone: ``cardrules ... | head``) stops the
    printing quietly, with no line.

    The command goes on to write its records either way: the games are not
    lost with the standings' output.
    """
    try:
        for line in lines:
            print(line)
        sys.stdout.flush()
    except (OSError, ValueError) as error:  # ValueError: a closed sys.stdout
        with contextlib.suppress(OSError, ValueError, AttributeError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())  # nothing left to fail again at exit
        if not isinstance(error, BrokenPipeError):  # a reader that has gone is no error to tell
            reason = getattr(error, "strerror", None) or "it is closed"
            _error(f"cannot write to standard output: {reason}")
        return EXIT_WRITE
    return EXIT_OK


def _write_records(path: str, result: TournamentResult) -> None:
    """Write every game of ``result`` to ``path`` as game records."""
    rules = result.rules
    spec = game_of(rules)
    records = []
    for game in result.results:
        start: Any = spec.new_game(rules, game.seed)
        tags = [
            ("Tournament", str(result.seed)),
            ("Deal", str(game.deal)),
            ("Rotation", str(game.rotation)),
        ]
        if game.capped:
            tags.append(("Capped", str(result.max_moves)))
        names = result.seat_names(game)
        records.append(Record.from_game(start, game.record or (), names=names, tags=tags))
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(write_records(records))
    except OSError as error:
        msg = f"--record: cannot write {path}: {error.strerror or error}"
        raise RulesError(msg) from None


def _number(value: float) -> float:
    """A figure for the JSON: 6 decimals, and 0.0 for float noise below 1e-12."""
    if abs(value) < 1e-12:
        return 0.0
    return round(value, 6) + 0.0  # + 0.0 turns -0.0 into 0.0


def tournament_json(result: TournamentResult) -> dict[str, Any]:
    """The ``--json`` object: the settings, the games, and one entry per bot in field order.

    Every figure is rounded to 6 decimals (float noise below 1e-12 is 0).
    Each bot's ``index`` is its place in ``--bots``; ``seat`` is the same
    number, kept from 0.2 (in duplicate play every bot sits at every seat in
    turn). ``interval`` says how ``ci95`` is computed: over deals.
    """
    settings = result.to_dict()
    return {
        "game": settings["game"],
        "rules": settings["rules"],
        "seed": result.seed,
        "deals": result.deals,
        "games": result.games,
        "capped": result.capped,
        "max_moves": result.max_moves,
        "interval": INTERVAL,
        "bots": [
            {
                "index": standing.entry,
                "seat": standing.entry,
                "bot": standing.bot,
                "wins": standing.wins,
                "win_rate": _number(standing.win_rate),
                "ci95": [_number(bound) for bound in standing.ci95],
                "mean_score": _number(standing.mean_score),
                "mean_return": _number(standing.mean_return),
            }
            for standing in result.standings
        ],
    }


def _table(result: TournamentResult) -> Iterator[str]:
    spec = game_of(result.rules)
    players = result.rules.players
    yield (
        f"{spec.title}, {players} players, {result.games} games "
        f"({result.deals} deals x {players} rotations), seed {result.seed}"
    )
    better = "higher" if spec.higher_scores_win else "lower"
    yield (
        f"wins count a team's win for each member; mean score: {spec.title} score, "
        f"{better} is better"
    )
    yield "95% interval over deals: a deal's rotations share its cards, so each deal counts once"
    header = ("index", "bot", "wins", "win rate", "95% interval", "mean score", "mean return")
    rows = [
        (
            str(s.entry),
            s.bot,
            str(s.wins),
            f"{s.win_rate:.3f}",
            f"{s.ci95[0]:.3f}-{s.ci95[1]:.3f}",
            f"{s.mean_score:.2f}",
            f"{_number(s.mean_return):+.3f}",
        )
        for s in result.standings
    ]
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]
    for row in (header, *rows):
        yield "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
    if result.capped:
        yield (
            f"{result.capped} games hit the cap of {result.max_moves} moves: "
            "no one won them, and they are left out of the rates and means"
        )
