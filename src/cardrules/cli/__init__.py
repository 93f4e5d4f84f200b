"""The ``cardrules`` command: watch bots play a game, turn by turn.

This package is the only part of cardrules that prints. Everything it prints is
derived from the game's states (what changed between the state before a move
and the state after it), never from parsing strings.

Usage::

    cardrules demo veneno --players 4 --seed 1
    python -m cardrules demo veneno --players 3 --seed 7 --poison-overflow
    cardrules demo chupate --players 4 --teams --target 150 --seed 3
    cardrules demo chupate --players 2 --lang es
    cardrules demo veneno --bots greedy
    cardrules play chupate --seat 0 --players 3
    cardrules replay games.txt --game 2 --seat 1
    cardrules tournament chupate --players 4 --bots greedy,random,random,random --games 400
    cardrules ladder veneno --players 2 --bots random,greedy,pimc:simulations=64 --deals 10
    cardrules serve --port 8000 --bot-delay 1

``play``, ``demo`` and ``replay`` take ``--lang es`` to speak Spanish (``en``
is the default): the narration, the rule explanations, the prompts, the help
lines, ``replay --html``'s page and ``replay``'s errors about the record
(a move that does not replay, a file that cannot be read) come from the
catalogs of `cardrules.i18n`; the options, the commands typed at the prompt and
``replay``'s heading line of each game stay in English.

Games: ``demo`` and ``play`` have one sub-command per game of the registry
(`cardrules.games.GAMES`), with one option per field of its ``Rules``
(``cardrules.cli._rules``); ``cardrules.cli._present`` holds what the command
shows of the built-in games beyond their specs (the demo's first line, the
table at ``play``).

Bots: ``--bots random`` (`RandomBot`, the default for
Veneno) or ``--bots greedy`` (the game's greedy bot, the default for
Chúpate 2, whose games between random bots run to about a thousand moves,
and for a game of your own that has one).

Games of your own: every command offers the games of installed packages
(entry points of the group ``cardrules.games``), those the environment variable
``CARDRULES_GAMES`` names, and those of ``--game-module module:attribute``
(before or after the command); a game that does not load is one
``cardrules: warning:`` line on standard error, and the command goes on.

Exit codes: 0 when all went well, 1 for a record that does not read or replay
(or a file that cannot be read), or when standard output is closed or cannot
be written (a full disk): the command stops with one line on standard error
and no traceback; when the reader of a pipe has gone (``cardrules ... | head``)
it stops quietly, with no line at all; 2 for a usage error (a bad option or
value).
"""

from __future__ import annotations

import argparse
import errno
import os
import sys
import warnings
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

from cardrules.cli._demo import add_demo_command
from cardrules.cli._ladder import add_ladder_command
from cardrules.cli._person import add_person_commands
from cardrules.cli._serve import add_serve_command
from cardrules.cli._tournament import add_tournament_command
from cardrules.errors import RulesError
from cardrules.games import ENV_VAR, GAMES, PluginWarning, load_game, load_plugins

__all__ = ["main"]

EXIT_OK = 0
EXIT_OUTPUT = 1
EXIT_USAGE = 2

_OUTPUT_ERRORS = frozenset(
    {errno.EPIPE, errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EBADF}
)
"""What writing to a closed pipe, a full disk or a closed descriptor raises."""


class _Parser(argparse.ArgumentParser):
    """argparse's parser, but a failed write of its help is not swallowed (`main` reports it)."""

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:
            (file or sys.stderr).write(message)


GAME_MODULE_HELP = (
    "also offer the game of a module that is not installed, named as "
    "'module:attribute' (a GameSpec); may be repeated. Installed games (the "
    "cardrules.games entry points) and those of CARDRULES_GAMES are offered anyway"
)


def _load_games(argv: Sequence[str]) -> list[str]:
    """Load the plugin games and those ``--game-module`` names; the arguments without it.

    A game that does not load is one warning line on standard error; the
    command goes on without it.
    """
    early = argparse.ArgumentParser(add_help=False, allow_abbrev=False, exit_on_error=False)
    early.add_argument("--game-module", action="append", default=[])
    try:
        known, rest = early.parse_known_args(argv)
    except argparse.ArgumentError:  # ``--game-module`` without its value: the parser says so
        known, rest = argparse.Namespace(game_module=[]), list(argv)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", PluginWarning)
        load_plugins()
        for reference in known.game_module:
            try:
                load_game(reference)
                _pass_on(reference)
            except RulesError as error:
                warnings.warn(
                    f"--game-module {reference!r} did not load and is skipped: {error}",
                    PluginWarning,
                    stacklevel=1,
                )
    for warning in caught:
        if issubclass(warning.category, PluginWarning):
            _say(f"cardrules: warning: {warning.message}")
        else:
            warnings.showwarning(
                warning.message, warning.category, warning.filename, warning.lineno
            )
    return rest


def _pass_on(reference: str) -> None:
    """Name a ``--game-module`` game in ``CARDRULES_GAMES`` too, for the command's workers.

    A tournament's or ladder's process pool starts fresh interpreters, which
    find outside games through the entry points and this variable only.
    """
    named = [item.strip() for item in os.environ.get(ENV_VAR, "").split(",") if item.strip()]
    if reference.strip() not in named:
        os.environ[ENV_VAR] = ",".join([*named, reference.strip()])


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cardrules",
        description="Exact rules for card games: "
        + ", ".join(spec.title for spec in GAMES.values())
        + ".",
        epilog="example: cardrules demo veneno --players 4 --seed 1",
    )
    parser.add_argument(
        "--game-module",
        action="append",
        default=[],
        metavar="MODULE:SPEC",
        help=GAME_MODULE_HELP,
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_demo_command(commands)
    add_person_commands(commands)
    add_tournament_command(commands)
    add_ladder_command(commands)
    add_serve_command(commands)
    return parser


def _say(line: str) -> None:
    """One line on standard error, if it can be written at all."""
    try:
        if sys.stderr is not None:
            print(line, file=sys.stderr)
            sys.stderr.flush()
    except (OSError, ValueError):  # standard error is gone too: nothing more to say
        pass


def _say_error(text: str) -> None:
    """``cardrules: error: text`` on standard error, if it can be written at all."""
    _say(f"cardrules: error: {text}")


def _silence_stdout() -> None:
    """Point standard output at the null device, so that exiting flushes nothing more.

    This is the "Note on SIGPIPE" of Python's ``signal`` documentation: what is
    left in the buffer would fail again, with a traceback, at exit.
    """
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no real descriptor (a test's capture)
        pass


def _output_failed(error: BaseException) -> bool:
    """Whether ``error`` is standard output failing (closed, full), not another file."""
    if isinstance(error, BrokenPipeError):
        return True
    if isinstance(error, OSError):
        return error.errno in _OUTPUT_ERRORS
    return isinstance(error, ValueError) and getattr(sys.stdout, "closed", False) is True


def _reader_left(error: BaseException) -> bool:
    """Whether ``error`` is a broken pipe: the reader has gone (``cardrules ... | head``).

    That is no failure to report: the command stops quietly, as the "Note on
    SIGPIPE" of Python's ``signal`` documentation recommends (exit code 1).
    """
    return isinstance(error, BrokenPipeError)  # Python's name for an EPIPE


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``cardrules`` command.

    Args:
        argv: the arguments, without the program name; ``None`` reads
            ``sys.argv``.

    Returns:
        The exit code: 0 when all went well, 1 when a record does not read
        or standard output cannot be written, 2 for a usage error.

    >>> main(["demo", "veneno", "--players", "2", "--seed", "5"])  # doctest: +ELLIPSIS
    Veneno, 2 players, seed 5, ...
    ...
    Match over after ... rounds and ... moves.
    ...
    0
    """
    if sys.stdout is None:  # started with standard output closed (`cardrules ... >&-`)
        _say_error("standard output is closed: nothing can be shown")
        return EXIT_OUTPUT
    try:
        code = _run(argv)
        sys.stdout.flush()
    except (OSError, ValueError) as error:
        if not _output_failed(error):
            raise
        _silence_stdout()
        if not _reader_left(error):
            reason = getattr(error, "strerror", None) or "it is closed"
            _say_error(f"cannot write to standard output: {reason}")
        return EXIT_OUTPUT
    return code


def _run(argv: Sequence[str] | None) -> int:
    rest = _load_games(sys.argv[1:] if argv is None else list(argv))
    parser = _parser()
    try:
        args = parser.parse_args(rest)
    except SystemExit as exit_:  # argparse exits 2 on a usage error, 0 after --help
        return exit_.code if isinstance(exit_.code, int) else EXIT_USAGE
    if hasattr(args, "run"):  # play, replay, tournament: they print as they go
        return int(args.run(args))
    try:  # a refusal while the lines are made (a game's missing hook) is one line too
        for line in args.start(args):
            print(line)
    except RulesError as error:
        sys.stdout.flush()
        print(f"cardrules: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    return EXIT_OK
