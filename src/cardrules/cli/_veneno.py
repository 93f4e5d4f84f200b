"""The veneno rules options, as the generic helper builds them (kept for older callers).

New code calls `cardrules.cli._rules.add_rules_arguments` and `rules_from_args`
with the game's spec; these two are those, for the game ``veneno``.
"""

from __future__ import annotations

import argparse
from typing import Any

from cardrules.cli._rules import add_rules_arguments, rules_from_args
from cardrules.games import find_game

__all__ = ["veneno_rule_arguments", "veneno_rules"]


def veneno_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that make the game's ``Rules`` (`add_rules_arguments`)."""
    add_rules_arguments(parser, find_game("veneno"))


def veneno_rules(args: argparse.Namespace) -> Any:
    """The rules the options name (a bad value: ``RulesError``)."""
    return rules_from_args(find_game("veneno"), args)
