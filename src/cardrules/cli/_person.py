"""The ``play`` and ``replay`` commands: their parsers and how they run."""

from __future__ import annotations

import argparse
import io
import sys
from typing import Any

from cardrules.cli._play import play_arguments, play_game, tables
from cardrules.cli._replay import replay_arguments, replay_lines, write_html
from cardrules.errors import RecordError, RulesError
from cardrules.i18n import make_error, message, text

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
    for table in tables().values():
        spec = table.spec
        aliases = [spec.id] if spec.id != spec.name else []
        game = games.add_parser(
            table.name, aliases=aliases, help=table.title, description=table.title
        )
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
    stdin: Any = sys.stdin if sys.stdin is not None else io.StringIO()  # closed: no input
    if isinstance(stdin, io.TextIOWrapper):
        # a line that is not UTF-8 gets a message and a new prompt, not a traceback
        stdin.reconfigure(errors="surrogateescape")
    try:
        return play_game(args, args.table, stdin, sys.stdout)
    except RulesError as error:
        print(f"cardrules: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("\n" + text("cli.interrupted", getattr(args, "lang", "en")))
        return EXIT_OK


class _Reading:
    """A file being read: a failed read is a `RecordError` (a failed write is not)."""

    def __init__(self, handle: Any) -> None:
        self.handle = handle

    def readline(self, size: int = -1, /) -> str | bytes:
        try:
            line: str | bytes = self.handle.readline(size)
        except OSError as error:
            reason = error.strerror or str(error)
            raise make_error(RecordError, "replay.cannot_read", reason=reason) from error
        return line


def _run_replay(args: argparse.Namespace) -> int:
    if args.file == "-":
        stdin = sys.stdin
        if stdin is None:
            print(f"cardrules: error: {text('replay.stdin_closed', args.lang)}", file=sys.stderr)
            return EXIT_RECORD
        # bytes, checked as UTF-8 line by line (a text stdin would fail on its own)
        return _replay(args, _Reading(getattr(stdin, "buffer", stdin)))
    try:
        file = open(args.file, "rb")  # noqa: SIM115 - closed below, after the command
    except OSError as error:
        reason = error.strerror or str(error)
        said = text("replay.cannot_open", args.lang, file=args.file, reason=reason)
        print(f"cardrules: error: {said}", file=sys.stderr)
        return EXIT_RECORD
    with file:
        return _replay(args, _Reading(file))


def _replay(args: argparse.Namespace, handle: Any) -> int:
    try:
        if args.html is not None:
            print(write_html(handle, args.game, args.seat, args.html, args.lang))
        else:
            for line in replay_lines(handle, args.game, args.seat, args.lang):
                print(line)
    except RecordError as error:
        sys.stdout.flush()
        print(f"cardrules: error: {args.file}: {message(error, args.lang)}", file=sys.stderr)
        return EXIT_RECORD
    except RulesError as error:
        sys.stdout.flush()
        print(f"cardrules: error: {message(error, args.lang)}", file=sys.stderr)
        return EXIT_USAGE
    return EXIT_OK
