"""A game's rule options on the command line, built from its spec's ``Rules`` fields.

Every field of a game's ``Rules`` becomes an option named after it
(``loss_threshold``: ``--loss-threshold``), read from the field's type and
default, with its help taken from the ``Attributes:`` section of the
``Rules`` docstring:

* a ``bool`` field defaulting to ``False`` is a flag that sets it
  (``--reduced-deck``); one defaulting to ``True`` is a flag that clears it,
  ``--no-<name>`` (and, for ``allow_<x>``, ``--no-<x>``: ``--no-bluffs``);
* a field whose type allows ``bool`` and more (Chúpate 2's ``teams``: a
  partition or ``True``), defaulting to ``False``, is a flag that sets it to
  ``True``;
* an ``int`` field (or ``int | None``) takes a number; ``players`` is one of
  the spec's ``players``.

A game whose ``Rules`` has other kinds of fields gets no option for them
(they keep their defaults). A game of your own gets its options this way with
no edit here.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import Any

import attrs

from cardrules.cli._common import int_arg
from cardrules.games import GameSpec

__all__ = ["rule_arguments", "rules_from"]

_DEST = "rule_"
"""The prefix of the parsed options' names (kept apart from the command's own)."""


def _kinds(field: attrs.Attribute[Any]) -> set[str]:
    """The simple types a field's annotation names (``{"int", "None"}`` for ``int | None``)."""
    annotation: object = field.type
    if isinstance(annotation, type):
        annotation = annotation.__name__
    if not isinstance(annotation, str):
        return set()
    return {part.strip().split("[", 1)[0] for part in annotation.split("|")}


def _descriptions(rules_type: type[Any]) -> dict[str, str]:
    """The first sentence of each field's entry in the ``Attributes:`` section of a docstring."""
    doc = rules_type.__doc__ or ""
    out: dict[str, str] = {}
    section = re.search(r"^\s*Attributes:\s*$(.*?)(?=^\s*\w[\w ]*:\s*$|\Z)", doc, re.M | re.S)
    if section is None:
        return out
    for match in re.finditer(
        r"^\s{4,8}(\w+): (.*?)(?=^\s{4,8}\w+: |\Z)", section.group(1), re.M | re.S
    ):
        text = " ".join(match.group(2).split()).replace("``", "")
        sentence = text.split(". ", 1)[0].rstrip(".")
        out[match.group(1)] = sentence
    return out


def rule_arguments(parser: argparse.ArgumentParser, spec: GameSpec) -> None:
    """Add one option per field of ``spec.rules_type`` to ``parser`` (see the module docstring)."""
    helps = _descriptions(spec.rules_type)
    for field in attrs.fields(spec.rules_type):
        kinds = _kinds(field)
        option = "--" + field.name.replace("_", "-")
        dest = _DEST + field.name
        text = helps.get(field.name, field.name.replace("_", " "))
        default = field.default
        if field.name == "players" and "int" in kinds:
            parser.add_argument(
                "--players",
                type=int_arg,
                default=default if isinstance(default, int) else spec.players[0],
                choices=spec.players,
                metavar="N",
                dest=dest,
                help=f"number of players: {text} (default %(default)s)",
            )
        elif "bool" in kinds and default is False:
            extra = "" if kinds == {"bool"} else " (the flag sets it to True)"
            parser.add_argument(
                option, action="store_true", dest=dest, help=f"{text}{extra}".replace("%", "%%")
            )
        elif kinds == {"bool"} and default is True:
            names = ["--no-" + field.name.replace("_", "-")]
            if field.name.startswith("allow_"):
                names.insert(0, "--no-" + field.name.removeprefix("allow_").replace("_", "-"))
            parser.add_argument(
                *names,
                action="store_false",
                default=True,
                dest=dest,
                help=f"turn off: {text}".replace("%", "%%"),
            )
        elif (
            "int" in kinds
            and kinds <= {"int", "None"}
            and (default is None or type(default) is int)
        ):
            shown = "none" if default is None else str(default)
            parser.add_argument(
                option,
                type=int_arg,
                default=default,
                metavar="N",
                dest=dest,
                help=f"{text} (default {shown})".replace("%", "%%"),
            )


def rules_from(args: argparse.Namespace, spec: GameSpec) -> Any:
    """The ``spec.rules_type`` the parsed options name (a bad value: its ``RulesError``)."""
    values = {
        field.name: getattr(args, _DEST + field.name)
        for field in attrs.fields(spec.rules_type)
        if hasattr(args, _DEST + field.name)
    }
    return spec.rules_type(**values)


def rules_maker(spec: GameSpec) -> Callable[[argparse.Namespace], Any]:
    """A function of the parsed options giving ``spec``'s rules (for ``set_defaults``)."""

    def make(args: argparse.Namespace) -> Any:
        return rules_from(args, spec)

    return make
