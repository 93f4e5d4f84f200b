"""How the command presents Chúpate 2: the demo's first line and the table at ``play`` (i18n).

The game's spec names this module (``GameSpec.presentation``), and
`cardrules.cli._present` calls it; everything else (the sub-commands, the
rules options, the bots) comes from the game's spec in the registry.
"""

from __future__ import annotations

import argparse
from typing import Any

from cardrules import chupate
from cardrules.cli._common import hand_sizes_line
from cardrules.cli._rules import add_rules_arguments, rules_from_args
from cardrules.games import find_game
from cardrules.i18n import text

__all__ = ["DEMO_BOTS", "chupate_rule_arguments", "chupate_rules", "demo_header", "table"]

DEMO_BOTS = "greedy"
"""The demo's bots by default: random bots' rounds run to about a thousand moves."""


def demo_header(state: chupate.State, kind: str, lang: str) -> str:
    """The demo's first line: players, teams, the target, seed, bots."""
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
    return text(
        "cli.demo.chupate",
        lang,
        players=rules.players,
        teams=teams,
        target=target,
        seed=state.seed,
        kind=kind,
    )


def table(view: chupate.View, lang: str = "en") -> list[str]:
    """The public table at ``play``: the top card, the color, the direction, what is owed."""
    color = "" if view.color is None else view.color.value
    way = "cw" if view.direction == chupate.CW else "ccw"
    lines = [text("cli.chupate.top", lang, top=str(view.discard[-1]), color=color, way=way)]
    if view.owed:
        lines.append(
            text(
                "cli.chupate.owes",
                lang,
                seat=view.current_player,
                owed=view.owed,
                phase=view.phase.value,
            )
        )
    lines.append(hand_sizes_line(view, lang))
    if view.round > 1 or view.rules.target is not None:
        lines.append(text("cli.scores", lang, scores=", ".join(map(str, view.scores))))
    return lines


def chupate_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that make a ``chupate.Rules`` (`add_rules_arguments`; kept for older callers)."""
    add_rules_arguments(parser, find_game("chupate2"))


def chupate_rules(args: argparse.Namespace) -> Any:
    """The rules the options name (a bad value: ``RulesError``)."""
    return rules_from_args(find_game("chupate2"), args)
