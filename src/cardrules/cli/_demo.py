"""``cardrules demo GAME``: bots play a whole game of any registered game, told move by move."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator
from typing import Any

from cardrules.bots import playthrough
from cardrules.cli import _present
from cardrules.cli._common import SEED_HELP, bots_argument, int_arg, lang_argument, make_bots
from cardrules.cli._rules import add_rules_arguments, rules_from_args
from cardrules.games import GAMES, GameSpec
from cardrules.narration import narrate_steps

__all__ = ["add_demo_command", "demo_lines"]


def add_demo_command(commands: Any) -> None:
    """Add ``demo`` with one sub-command per registered game."""
    demo = commands.add_parser(
        "demo",
        help="watch bots play a whole game, turn by turn",
        description=(
            "Bots play a whole game; every move is explained. Random bots have a "
            "seed of their own (--bot-seed; by default derived one way from --seed) "
            "and greedy bots use none, so the same command prints the same game."
        ),
    )
    games = demo.add_subparsers(dest="game", required=True, metavar="GAME")
    for spec in GAMES.values():
        aliases = [spec.id] if spec.id != spec.name else []
        game = games.add_parser(
            spec.name, aliases=aliases, help=spec.title, description=f"{spec.title}: bots play."
        )
        add_rules_arguments(game, spec)
        game.add_argument("--seed", type=int_arg, default=1, help=SEED_HELP)
        bots_argument(game, spec, _present.demo_bots(spec))
        lang_argument(game)
        game.set_defaults(start=demo_lines, spec=spec)


def demo_lines(args: argparse.Namespace) -> Iterable[str]:
    """The demo's lines, produced lazily; a bad option is a `RulesError` at once.

    Raises:
        RulesError: a rule's value, the seed or the bot seed is refused, or
            the game has no narrator (nothing to tell the moves with).
    """
    spec: GameSpec = args.spec
    spec.needs("narrator", "demo")  # checked before the first line, not in the middle
    rules = rules_from_args(spec, args)
    state = spec.new_game(rules, args.seed)
    bots = make_bots(args, spec, rules)
    return _lines(spec, state, bots, args.bots, getattr(args, "lang", "en"))


def _lines(spec: GameSpec, state: Any, bots: Any, kind: str, lang: str) -> Iterator[str]:
    yield _present.demo_header(spec, state, kind, lang)
    yield from narrate_steps(state, playthrough(state, bots), lang=lang)
