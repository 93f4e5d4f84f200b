"""``cardrules tournament``: bots play many duplicate deals; a table or JSON of the results."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from cardrules import chupate, veneno
from cardrules._quote import quote
from cardrules.bots import BOTS
from cardrules.cli._chupate import chupate_rule_arguments, chupate_rules
from cardrules.cli._common import int_arg
from cardrules.cli._veneno import veneno_rule_arguments, veneno_rules
from cardrules.errors import RulesError
from cardrules.records import Record, write_records
from cardrules.tournament import DEFAULT_MAX_MOVES, TournamentResult, play_tournament

GameOptions = tuple[
    str, Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], Any]
]

GAMES: tuple[GameOptions, ...] = (
    ("veneno", veneno_rule_arguments, veneno_rules),
    ("chupate", chupate_rule_arguments, chupate_rules),
)

DESCRIPTION = (
    "Bots play many deals of one game. Each deal is played once per rotation of "
    "the bots through the seats (duplicate play), so every bot holds every hand "
    "and the luck of the deal cancels out; --games must therefore be a multiple "
    "of --players. Prints each bot's wins, win rate with its 95% Wilson "
    "interval and mean score (a table, or JSON with --json). With the optional "
    "extra 'progress' (pip install cardrules[progress]) a progress bar shows on "
    "standard error when it is a terminal; without it, no bar."
)


def add_tournament_command(commands: Any) -> None:
    """Add ``tournament GAME ...`` to the ``cardrules`` sub-commands."""
    tournament = commands.add_parser(
        "tournament",
        help="bots play many duplicate deals; win rates with 95%% intervals",
        description=DESCRIPTION,
    )
    games = tournament.add_subparsers(dest="game", required=True, metavar="GAME")
    for name, rule_arguments, rules in GAMES:
        game = games.add_parser(name, help=f"a {name} tournament", description=DESCRIPTION)
        rule_arguments(game)
        _tournament_arguments(game)
        game.set_defaults(start=tournament_start, make_rules=rules)


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
        help="processes to play on (default 1: in this process)",
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
    parser.add_argument(
        "--record",
        metavar="FILE",
        help=(
            "also write every game to FILE as game records (players named by their bots; "
            "tags Tournament, Deal, Rotation, and Capped for a game stopped by the cap)"
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


class _Progress:
    """A tqdm bar on standard error when tqdm is installed and stderr is a terminal."""

    def __init__(self, total: int) -> None:
        self._bar: Any = None
        try:
            tqdm = importlib.import_module("tqdm")  # an optional extra, without type stubs
        except ImportError:
            return
        self._bar = tqdm.tqdm(total=total, unit="game", file=sys.stderr, disable=None)

    def update(self, games: int) -> None:
        if self._bar is not None:
            self._bar.update(games)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()


def tournament_start(args: argparse.Namespace) -> Iterable[str]:
    """Play the tournament the options name; return the lines to print."""
    rules = args.make_rules(args)
    for option, value in (("--workers", args.workers), ("--max-moves", args.max_moves)):
        if value < 1:
            msg = f"{option} must be at least 1, got {value}"
            raise RulesError(msg)
    field = _field(args.bots, rules.players)
    deals = _deals(args.games, rules.players)
    progress = _Progress(deals * rules.players)
    try:
        result = play_tournament(
            rules,
            field,
            deals=deals,
            seed=args.seed,
            workers=args.workers,
            max_moves=args.max_moves,
            keep_moves=args.record is not None,
            progress=progress.update,
        )
    finally:
        progress.close()
    if args.record is not None:
        _write_records(args.record, result, field)
    if args.json:
        return [json.dumps(tournament_json(result))]
    return list(_table(result, args.game))


def _write_records(path: str, result: TournamentResult, field: list[str]) -> None:
    """Write every game of ``result`` to ``path`` as game records."""
    rules = result.rules
    records = []
    for game in result.results:
        start: Any = (
            chupate.new_game(rules, game.seed)
            if isinstance(rules, chupate.Rules)
            else veneno.new_game(rules, game.seed)
        )
        tags = [
            ("Tournament", str(result.seed)),
            ("Deal", str(game.deal)),
            ("Rotation", str(game.rotation)),
        ]
        if game.capped:
            tags.append(("Capped", str(result.max_moves)))
        names = tuple(field[entry] for entry in game.entries)
        records.append(Record.from_game(start, game.record or (), names=names, tags=tags))
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(write_records(records))
    except OSError as error:
        msg = f"--record: cannot write {path}: {error.strerror}"
        raise RulesError(msg) from None


def tournament_json(result: TournamentResult) -> dict[str, Any]:
    """The ``--json`` object: games, capped games, and one entry per bot in field order."""
    return {
        "games": result.games,
        "capped": result.capped,
        "bots": [
            {
                "seat": standing.entry,
                "bot": standing.bot,
                "wins": standing.wins,
                "win_rate": standing.win_rate,
                "ci95": list(standing.ci95),
                "mean_score": standing.mean_score,
            }
            for standing in result.standings
        ],
    }


def _table(result: TournamentResult, game: str) -> Iterator[str]:
    title = "Veneno" if game == "veneno" else "Chúpate 2"
    players = result.rules.players
    yield (
        f"{title}, {players} players, {result.games} games "
        f"({result.deals} deals x {players} rotations), seed {result.seed}"
    )
    score = "poison points, fewer is better" if game == "veneno" else "points won"
    yield f"wins count a team's win for each member; mean score: {score}"
    header = ("seat", "bot", "wins", "win rate", "95% interval", "mean score", "mean return")
    rows = [
        (
            str(s.entry),
            s.bot,
            str(s.wins),
            f"{s.win_rate:.3f}",
            f"{s.ci95[0]:.3f}-{s.ci95[1]:.3f}",
            f"{s.mean_score:.2f}",
            f"{s.mean_return:+.3f}",
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
