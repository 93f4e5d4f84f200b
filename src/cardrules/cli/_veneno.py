"""The Veneno demo: its options, and bots playing a match told by `cardrules.narration`."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator, Sequence

from cardrules import veneno
from cardrules.bots import Bot, VenenoGreedyBot, playthrough
from cardrules.cli._common import SEED_HELP, bots_argument, int_arg, make_bots
from cardrules.i18n import text
from cardrules.narration import narrate_steps


def veneno_arguments(parser: argparse.ArgumentParser) -> None:
    veneno_rule_arguments(parser)
    parser.add_argument("--seed", type=int_arg, default=1, help=SEED_HELP)
    bots_argument(parser, "random", "VenenoGreedyBot")


def veneno_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that make a ``veneno.Rules``."""
    parser.add_argument(
        "--players",
        type=int_arg,
        default=4,
        choices=range(2, 7),
        metavar="N",
        help="number of players, 2 to 6 (default 4, V-3)",
    )
    parser.add_argument("--reduced-deck", action="store_true", help="40 cards, no 8 and 9 (V-11)")
    parser.add_argument(
        "--copas-sin-veneno",
        action="store_true",
        help="four of a rank turns its copa into -2 points (V-12)",
    )
    parser.add_argument(
        "--loss-threshold",
        type=int_arg,
        default=20,
        metavar="N",
        help="end the match after a round where a seat reaches N points (default 20, V-10)",
    )
    parser.add_argument(
        "--poison-overflow",
        action="store_true",
        help="Knizia's overflow: above the limit, the overflowing card stays (V-7)",
    )


def veneno_rules(args: argparse.Namespace) -> veneno.Rules:
    """The rules the options name (a bad value: ``RulesError``)."""
    return veneno.Rules(
        players=args.players,
        reduced_deck=args.reduced_deck,
        copas_sin_veneno=args.copas_sin_veneno,
        loss_threshold=args.loss_threshold,
        poison_overflow=args.poison_overflow,
    )


def veneno_start(args: argparse.Namespace) -> Iterable[str]:
    rules = veneno_rules(args)
    state = veneno.new_game(rules, seed=args.seed)
    bots = make_bots(args, rules.players, VenenoGreedyBot())
    return _veneno_narration(state, bots, args.bots, getattr(args, "lang", "en"))


def _veneno_narration(
    state: veneno.State,
    bots: Sequence[Bot[veneno.View, veneno.Move]],
    kind: str,
    lang: str = "en",
) -> Iterator[str]:
    rules = state.rules
    at = rules.overflow_at
    yield text(
        "cli.demo.veneno",
        lang,
        players=rules.players,
        seed=state.seed,
        rules=rules.to_dict(),
        kind=kind,
        overflow=text("cli.demo.more_than", lang, at=at) if rules.poison_overflow else at,
        threshold=rules.loss_threshold,
    )
    yield from narrate_steps(state, playthrough(state, bots), lang=lang)
