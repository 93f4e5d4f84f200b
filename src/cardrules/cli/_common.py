"""What both games' demos share: the demo record and the seed and bots options."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import TypeVar

import attrs

from cardrules._quote import quote
from cardrules._random import check_seed, derive_seed
from cardrules.bots import (
    Bot,
    RandomBot,
)
from cardrules.errors import RulesError
from cardrules.i18n import LANGS

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


def int_arg(text: str) -> int:
    """An int option's value; a bad one is an argparse error quoting it cut short.

    Raises:
        argparse.ArgumentTypeError: ``text`` is not an int of at most 40 digits.
    """
    try:
        if len(text) > 40:
            raise ValueError
        return int(text)
    except ValueError:
        msg = f"expected an int, got {quote(text)}"
        raise argparse.ArgumentTypeError(msg) from None


SEED_HELP = "the game's seed, 0..2**64-1 (default 1): it decides the deal"

BOT_SEED_HELP = (
    "the random bots' own seed, 0..2**64-1 (default: derived one way from --seed, "
    "so the bots cannot work the deal out from it)"
)

CLI_BOT_SEED_PURPOSE = "cardrules.cli"
"""The personalisation of the one-way hash giving the default ``--bot-seed``."""

BOT_KINDS = ("random", "greedy")


def lang_argument(parser: argparse.ArgumentParser) -> None:
    """``--lang es|en``: the language of what the command prints (`cardrules.i18n`)."""
    parser.add_argument(
        "--lang",
        choices=LANGS,
        default="en",
        help="the language of the game's messages and narration: en (default) or es",
    )


def bots_argument(parser: argparse.ArgumentParser, default: str, greedy: str) -> None:
    parser.add_argument(
        "--bots",
        choices=BOT_KINDS,
        default=default,
        help=f"who plays: random moves, or {greedy}'s rules of thumb (default {default})",
    )
    parser.add_argument(
        "--bot-seed", type=int_arg, default=None, metavar="SEED", help=BOT_SEED_HELP
    )


def bot_seed(args: argparse.Namespace) -> int:
    """The random bots' seed: ``--bot-seed``, else one derived one way from ``--seed``.

    Raises:
        RulesError: a seed is out of range.
    """
    if args.bot_seed is not None:
        try:
            return check_seed(args.bot_seed)
        except RulesError as error:
            msg = f"--bot-seed: {error}"
            raise RulesError(msg) from None
    return derive_seed(check_seed(args.seed), CLI_BOT_SEED_PURPOSE)


def make_bots(args: argparse.Namespace, players: int, greedy: Bot[V, M]) -> tuple[Bot[V, M], ...]:
    """One bot per seat, of the kind ``--bots`` names."""
    if args.bots == "greedy":
        return (greedy,) * players
    return RandomBot.for_seats(bot_seed(args), players)
