"""The Chúpate 2 demo: its options, and bots playing a game told by `cardrules.narration`."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator, Sequence

from cardrules import chupate
from cardrules.bots import Bot, ChupateGreedyBot, playthrough
from cardrules.cli._common import SEED_HELP, bots_argument, int_arg, make_bots
from cardrules.i18n import text
from cardrules.narration import narrate_steps


def chupate_arguments(parser: argparse.ArgumentParser) -> None:
    chupate_rule_arguments(parser)
    parser.add_argument("--seed", type=int_arg, default=1, help=SEED_HELP)
    bots_argument(parser, "greedy", "ChupateGreedyBot")


def chupate_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that make a ``chupate.Rules``."""
    parser.add_argument(
        "--players",
        type=int_arg,
        default=4,
        choices=(2, 3, 4, 6),
        metavar="N",
        help="number of players: 2, 3, 4 or 6 (default 4, C-2)",
    )
    parser.add_argument(
        "--teams", action="store_true", help="two teams, seated alternately (4 or 6 players, C-3)"
    )
    parser.add_argument(
        "--target",
        type=int_arg,
        metavar="N",
        help="play rounds until a side reaches N points (default: one round, C-2)",
    )
    parser.add_argument(
        "--no-bluffs",
        action="store_true",
        help="a wild draw-four is legal only without a card of the active color (C-12)",
    )


def chupate_rules(args: argparse.Namespace) -> chupate.Rules:
    """The rules the options name (a bad value: ``RulesError``)."""
    return chupate.Rules(
        players=args.players,
        teams=args.teams,
        target=args.target,
        allow_bluffs=not args.no_bluffs,
    )


def chupate_start(args: argparse.Namespace) -> Iterable[str]:
    rules = chupate_rules(args)
    state = chupate.new_game(rules, seed=args.seed)
    bots = make_bots(args, rules.players, ChupateGreedyBot())
    return _chupate_narration(state, bots, args.bots, getattr(args, "lang", "en"))


def _chupate_narration(
    state: chupate.State,
    bots: Sequence[Bot[chupate.View, chupate.Move]],
    kind: str,
    lang: str = "en",
) -> Iterator[str]:
    rules = state.rules
    target = (
        text("cli.demo.one_round", lang)
        if rules.target is None
        else text("cli.demo.to_points", lang, target=rules.target)
    )
    teams = ""
    if rules.teams:
        against = f" {text('cli.demo.against', lang)} "
        teams = text(
            "cli.demo.teams",
            lang,
            teams=against.join("+".join(map(str, t)) for t in rules.partition),
        )
    yield text(
        "cli.demo.chupate",
        lang,
        players=rules.players,
        teams=teams,
        target=target,
        seed=state.seed,
        kind=kind,
    )
    yield from narrate_steps(state, playthrough(state, bots), lang=lang)
