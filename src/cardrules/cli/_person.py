"""The ``play`` and ``replay`` commands: their parsers and how they run."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from cardrules.cli._play import TABLES, play_arguments, play_game
from cardrules.cli._replay import replay_arguments, replay_lines, write_html
from cardrules.errors import RecordError, RulesError
from cardrules.i18n import text

__all__ = ["add_person_commands"]

EXIT_OK = 0
EXIT_RECORD = 1
EXIT_USAGE = 2


def add_person_commands(commands: Any) -> None:
    """Add ``play`` and ``replay`` to the command's sub-parsers."""
    play = commands.add_parser(
        "play",
        help="take a seat and play against bots in the terminal",
        description="You play one seat; bots play the others. Type help at the prompt.",
    )
    games = play.add_subparsers(dest="game", required=True, metavar="GAME")
    for table in TABLES.values():
        game = games.add_parser(table.name, help=table.title, description=table.title)
        play_arguments(game, table)
        game.set_defaults(run=_run_play, table=table)
    replay = commands.add_parser(
        "replay",
        help="tell a recorded game, move by move",
        description="Read a record file, check every move, and tell the game.",
    )
    replay_arguments(replay)
    replay.set_defaults(run=_run_replay)


def _run_play(args: argparse.Namespace) -> int:
    try:
        return play_game(args, args.table, sys.stdin, sys.stdout)
    except RulesError as error:
        print(f"cardrules: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("\n" + text("cli.interrupted", getattr(args, "lang", "en")))
        return EXIT_OK


def _run_replay(args: argparse.Namespace) -> int:
    try:
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as file:
                text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        print(f"cardrules: error: cannot read {args.file}: {error}", file=sys.stderr)
        return EXIT_RECORD
    try:
        if args.html is not None:
            print(write_html(text, args.game, args.seat, args.html))
        else:
            for line in replay_lines(text, args.game, args.seat):
                print(line)
        sys.stdout.flush()
    except RecordError as error:
        sys.stdout.flush()
        print(f"cardrules: error: {args.file}: {error}", file=sys.stderr)
        return EXIT_RECORD
    except RulesError as error:
        sys.stdout.flush()
        print(f"cardrules: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return EXIT_OK
