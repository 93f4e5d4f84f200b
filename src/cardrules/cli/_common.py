"""What the commands share: int options, the seed, bots and language options, the bots, files."""

from __future__ import annotations

import argparse
import contextlib
import os
from typing import Any

from cardrules._quote import quote
from cardrules._random import BOT_SEED_PURPOSE
from cardrules.bots import BOTS, Bot, bot_spec
from cardrules.errors import RulesError
from cardrules.games import GameSpec
from cardrules.i18n import languages
from cardrules.rng import check_seed, derive_seed


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


def check_writable(option: str, path: str) -> None:
    """Refuse a path given to ``--option`` that cannot be written, leaving no file behind.

    Args:
        option: the option's name without its dashes (``"record"``).
        path: the path it was given.

    Raises:
        RulesError: the file cannot be opened for appending (the message names
            the option, the path and why).
    """
    existed = os.path.lexists(path)
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as error:
        msg = f"--{option}: cannot write {path}: {error.strerror or error}"
        raise RulesError(msg) from None
    if not existed:
        with contextlib.suppress(OSError):
            os.remove(path)


SEED_HELP = "the game's seed, 0..2**64-1 (default 1): it decides the deal"

BOT_SEED_HELP = (
    "the random bots' own seed, 0..2**64-1 (default: derived one way from --seed, "
    "so the bots cannot work the deal out from it)"
)

CLI_BOT_SEED_PURPOSE = "cardrules.cli"
"""The personalisation of the one-way hash giving the default ``--bot-seed``."""


def lang_argument(parser: argparse.ArgumentParser) -> None:
    """``--lang``: the language of what the command prints (`cardrules.i18n.languages`)."""
    parser.add_argument(
        "--lang",
        choices=languages(),
        default="en",
        help="the language of the game's messages and narration: "
        + ", ".join(f"{lang} (default)" if lang == "en" else lang for lang in languages()),
    )


def bot_kinds(spec: GameSpec) -> tuple[str, ...]:
    """The bots a command can seat for ``spec``'s game: those of `cardrules.bots.BOTS`.

    ``greedy`` only where the game has a greedy bot.
    """
    return tuple(name for name in BOTS if name != "greedy" or spec.greedy_bot is not None)


def default_bot(spec: GameSpec) -> str:
    """The bot a command seats when told none: the game's greedy bot, else random."""
    return "greedy" if spec.greedy_bot is not None else "random"


def bots_argument(parser: argparse.ArgumentParser, spec: GameSpec, default: str) -> None:
    """``--bots`` (one of `bot_kinds`) and ``--bot-seed``."""
    kinds = bot_kinds(spec)
    if default not in kinds:
        default = "random"
    parser.add_argument(
        "--bots",
        choices=kinds,
        default=default,
        help=(
            "who plays at every seat, a bot of cardrules.bots.BOTS: random moves, the "
            f"game's greedy rules of thumb, a search bot... (default {default})"
        ),
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


def seat_bot(name: str, rules: Any, seed: int, seat: int) -> Bot[Any, Any]:
    """The bot ``name`` of `cardrules.bots.BOTS` for ``seat``, its seed derived from ``seed``.

    Seat ``i``'s seed is ``derive_seed(seed, "cardrules.bots", i)``, as
    `cardrules.bots.RandomBot.for_seats` gives it.
    """
    return bot_spec(name).build(rules, derive_seed(seed, BOT_SEED_PURPOSE, seat))


def make_bots(args: argparse.Namespace, spec: GameSpec, rules: Any) -> tuple[Bot[Any, Any], ...]:
    """One bot per seat, of the kind ``--bots`` names (`cardrules.bots.BOTS`).

    Raises:
        RulesError: the seeds are out of range, or the game has no such bot.
    """
    if args.bots == "greedy":
        spec.needs("greedy_bot", "--bots greedy")
    seed = bot_seed(args)
    return tuple(seat_bot(args.bots, rules, seed, seat) for seat in range(rules.players))
