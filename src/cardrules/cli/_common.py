"""What both games' demos share: the demo record and the seed and bots options."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import TypeVar

import attrs

from cardrules.bots import (
    Bot,
    RandomBot,
)

V = TypeVar("V")
M = TypeVar("M")


@attrs.frozen
class Demo:
    """One game the ``demo`` command can show.

    Attributes:
        name: the sub-command (``veneno``).
        summary: one line for ``--help``.
        add_arguments: adds the game's options to its parser.
        start: builds the game from the parsed options (raising ``RulesError``
            on a bad value) and returns the narration's lines, produced lazily.
    """

    name: str
    summary: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    start: Callable[[argparse.Namespace], Iterable[str]]


SEED_HELP = "the game's seed, 0..2**64-1 (default 1); the random bots' seeds derive from it"

BOT_KINDS = ("random", "greedy")


def bots_argument(parser: argparse.ArgumentParser, default: str, greedy: str) -> None:
    parser.add_argument(
        "--bots",
        choices=BOT_KINDS,
        default=default,
        help=f"who plays: random moves, or {greedy}'s rules of thumb (default {default})",
    )


def make_bots(args: argparse.Namespace, players: int, greedy: Bot[V, M]) -> tuple[Bot[V, M], ...]:
    """One bot per seat, of the kind ``--bots`` names."""
    if args.bots == "greedy":
        return (greedy,) * players
    return RandomBot.for_seats(args.seed, players)
