"""Rules options for any registered game, built from its ``Rules`` class's fields.

The command never names a game's rules by hand: `add_rules_arguments` adds one
option per field of ``spec.rules_type`` (``attrs.fields``) and `rules_from_args`
builds the ``Rules`` back from the parsed options, so a game of your own gets
its options by being registered. Every command that takes rules (``demo``,
``play``, ``tournament``, ``ladder``) uses these two; `add_game_commands` gives a
command one sub-command per game with them.

How a field becomes an option (``loss_threshold`` is ``--loss-threshold``):

* ``players``: ``--players N``, one of the game's ``spec.players``;
* a bool that defaults to ``False``: a flag that sets it (``--reduced-deck``);
* a bool that defaults to ``True``: a flag ``--no-NAME`` that clears it, and,
  for a name ``allow_X``, also ``--no-X`` (``--no-bluffs``);
* anything else: ``--NAME VALUE``, an int when the field's type or default is
  one (``--target 150``), else a string.

The help of an option is the field's ``metadata["help"]`` when it has one, else
the first sentence the ``Rules`` docstring gives the field under ``Attributes:``.
"""

from __future__ import annotations

import argparse
import inspect
import re
from collections.abc import Callable
from typing import Any

import attrs

from cardrules.cli._common import int_arg
from cardrules.errors import RulesError
from cardrules.games import GAMES, GameSpec

__all__ = ["add_rules_arguments", "rule_options", "rules_from_args"]

_DEST = "rule_"
"""Parsed rules options are kept as ``args.rule_<field>``, apart from the command's own."""


def _docs(rules_type: type[Any]) -> dict[str, str]:
    """Each field's text in the ``Attributes:`` section of the class docstring."""
    doc = inspect.getdoc(rules_type) or ""
    found: dict[str, str] = {}
    inside = False
    name = ""
    for line in doc.splitlines():
        if line.strip() == "Attributes:":
            inside = True
            continue
        if inside:
            entry = re.fullmatch(r"    ([a-z_][a-z0-9_]*): (.*)", line)
            if entry:
                name = entry.group(1)
                found[name] = entry.group(2)
            elif line.startswith("        ") and name:
                found[name] += " " + line.strip()
            elif line.strip():
                break
    return found


def _first_sentence(text: str) -> str:
    text = text.replace("``", "")
    end = re.search(r"\.(\s|$)", text)
    return text if end is None else text[: end.start() + 1]


def _is_int(field: attrs.Attribute[Any]) -> bool:
    default = field.default
    if isinstance(default, int) and not isinstance(default, bool):
        return True
    return default is None and "int" in str(field.type)


def rule_options(spec: GameSpec) -> tuple[tuple[str, str], ...]:
    """``(field, option)`` for each rule of ``spec``'s game, e.g. ``("target", "--target")``."""
    out = []
    for field in attrs.fields(spec.rules_type):
        flag = field.name.replace("_", "-")
        if field.default is True:
            flag = "no-" + flag
        out.append((field.name, "--" + flag))
    return tuple(out)


def add_rules_arguments(parser: argparse.ArgumentParser, spec: GameSpec) -> None:
    """Add one option per field of ``spec.rules_type`` to ``parser`` (see the module).

    Args:
        parser: the parser of a command that plays ``spec``'s game.
        spec: the game.
    """
    docs = _docs(spec.rules_type)
    group = parser.add_argument_group(f"{spec.title} rules")
    for field, (_, option) in zip(attrs.fields(spec.rules_type), rule_options(spec), strict=True):
        name = field.name
        text = str(field.metadata.get("help") or _first_sentence(docs.get(name, name)))
        dest = _DEST + name
        default = field.default
        if name == "players":
            group.add_argument(
                option,
                dest=dest,
                type=int_arg,
                default=default,
                choices=spec.players,
                metavar="N",
                help=f"number of players: {text.rstrip('.')} (default {default})",
            )
        elif default is False:
            group.add_argument(option, dest=dest, action="store_true", help=text)
        elif default is True:
            options = [option]
            if name.startswith("allow_"):
                options.append("--no-" + name.removeprefix("allow_").replace("_", "-"))
            group.add_argument(
                *options, dest=dest, action="store_false", help=f"not {name}: {text}"
            )
        else:
            shown = "none" if default is None else default
            group.add_argument(
                option,
                dest=dest,
                type=int_arg if _is_int(field) else str,
                default=default,
                metavar="N" if _is_int(field) else "VALUE",
                help=f"{text} (default {shown})",
            )


def add_game_commands(
    commands: Any,
    command: str,
    summary: str,
    description: str,
    add_arguments: Callable[[argparse.ArgumentParser], None],
    run: Callable[[argparse.Namespace], int],
) -> None:
    """Add ``command GAME ...``, with one sub-command per registered game.

    Each game's sub-command is named by the game's name (its id an alias), has
    the game's rules options (`add_rules_arguments`) and those
    ``add_arguments`` adds, and sets ``run`` and ``spec`` on the parsed
    options.

    Args:
        commands: the ``cardrules`` sub-commands (``add_subparsers()``).
        command: the command's name (``"tournament"``, ``"ladder"``); a
            game's help calls one run ``"a Veneno ladder"``.
        summary: the command's help in the list of commands.
        description: the command's and each game's description.
        add_arguments: adds the command's own options to a game's parser.
        run: the function that runs the command on the parsed options.
    """
    parser = commands.add_parser(command, help=summary, description=description)
    games = parser.add_subparsers(dest="game", required=True, metavar="GAME")
    for spec in GAMES.values():  # every registered game, its options from its Rules
        aliases = [spec.id] if spec.id != spec.name else []
        game = games.add_parser(
            spec.name, aliases=aliases, help=f"a {spec.title} {command}", description=description
        )
        add_rules_arguments(game, spec)
        add_arguments(game)
        game.set_defaults(run=run, spec=spec)


def rules_from_args(spec: GameSpec, args: argparse.Namespace) -> Any:
    """The ``Rules`` the options of `add_rules_arguments` name.

    Raises:
        RulesError: a value the ``Rules`` refuses (the message names the rule).
    """
    values = {
        field.name: getattr(args, _DEST + field.name)
        for field in attrs.fields(spec.rules_type)
        if hasattr(args, _DEST + field.name)
    }
    try:
        return spec.rules_from_dict(values)  # the one reader of rules from outside
    except RulesError as error:  # the options are the fields: only a refused value is left
        refused = error.__cause__
        raise refused if isinstance(refused, RulesError) else error from None
