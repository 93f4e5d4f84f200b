"""How the command presents Chúpate 2: the demo's first line and the table at ``play`` (i18n).

The game's spec holds this module (``GameSpec.presentation``, a
`cardrules.hooks.Presentation`), and the command calls it; everything else
(the sub-commands, the rules options, the bots) comes from the game's spec.
"""

from __future__ import annotations

from cardrules import chupate
from cardrules._phrases import hand_sizes_line
from cardrules.i18n import text

__all__ = ["DEMO_BOTS", "demo_header", "table"]

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
