"""``cardrules serve``: the table server (the optional ``web`` extra)."""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import Any

__all__ = ["add_serve_command"]

EXIT_OK = 0
EXIT_USAGE = 2

DESCRIPTION = (
    "Serve tables in the browser: people play on their seat's link, bots fill "
    "the other seats, spectators watch. Tables live in one SQLite file and "
    "survive a restart. Needs the web extra: pip install 'cardrules[web]'."
)


def _delay(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 60:
        msg = f"must be a number of seconds from 0 to 60, got {text!r}"
        raise argparse.ArgumentTypeError(msg)
    return value


def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        msg = f"must be a TCP port from 1 to 65535, got {text!r}"
        raise argparse.ArgumentTypeError(msg)
    return int(text)


def add_serve_command(commands: Any) -> None:
    """Add ``serve`` to the ``cardrules`` sub-commands."""
    serve = commands.add_parser(
        "serve", help="serve tables to play in the browser", description=DESCRIPTION
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: loopback only)"
    )
    serve.add_argument("--port", type=_port, default=8000, help="TCP port (default: 8000)")
    serve.add_argument(
        "--db", default="cardrules.sqlite3", help="SQLite file of the tables (default: %(default)s)"
    )
    serve.add_argument(
        "--bot-delay",
        type=_delay,
        default=1.0,
        metavar="S",
        help="seconds a bot waits before each move (default: 1)",
    )
    serve.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help=(
            "another site whose pages may create tables and play, e.g. "
            "https://example.org (repeatable; by default only the server's own pages may)"
        ),
    )
    serve.set_defaults(run=_run_serve)


def _run_serve(args: argparse.Namespace) -> int:
    try:
        from cardrules.server import StoreError, serve  # noqa: PLC0415 - the web extra, on demand
    except ImportError as error:
        print(
            f"cardrules: error: serve needs the web extra ({error}); "
            "install it with: pip install 'cardrules[web]'",
            file=sys.stderr,
        )
        return EXIT_USAGE
    try:
        with contextlib.suppress(KeyboardInterrupt):
            serve(args.host, args.port, args.db, args.bot_delay, allow_origins=args.allow_origin)
    except StoreError as error:
        print(f"cardrules: error: --db: {error}", file=sys.stderr)
        return EXIT_USAGE
    return EXIT_OK
