"""How the command presents Veneno: the demo's first line and the table at ``play`` (i18n).

The game's spec holds this module (``GameSpec.presentation``, a
`cardrules.hooks.Presentation`), and the command calls it; everything else
(the sub-commands, the rules options, the bots) comes from the game's spec.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardrules import veneno
from cardrules._phrases import cards_text, count_text, hand_sizes_line, seat_text
from cardrules.i18n import text

__all__ = ["DEMO_BOTS", "demo_header", "table"]

DEMO_BOTS = "random"
"""The demo's bots by default: Veneno's random games are short enough to read."""


def demo_header(state: veneno.State, kind: str, lang: str) -> str:
    """The demo's first line: players, seed, rules, bots, the overflow and the match's end."""
    rules = state.rules
    at = rules.overflow_at
    return text(
        "cli.demo.veneno",
        lang,
        players=rules.players,
        seed=state.seed,
        rules=rules.to_dict(),
        kind=kind,
        overflow=text("cli.demo.more_than", lang, at=at) if rules.poison_overflow else at,
        threshold=rules.loss_threshold,
    )


def _zone(seat: int, zone: Sequence[veneno.Card], rules: veneno.Rules, lang: str) -> str:
    """``seat 0: 9B 7B (0 poison points)``: a zone, counted as the round's end counts it (V-9)."""
    points = veneno.zone_points(zone, rules)
    return text(
        "cli.veneno.zone",
        lang,
        seat=seat_text(seat, None, lang),
        cards=cards_text(zone, lang),
        points=count_text(points, "poison_point", lang),
    )


def table(view: veneno.View, lang: str = "en") -> list[str]:
    """The public table at ``play``: piles, hand sizes, this round's zones, the scores."""
    rules = view.rules
    piles = "; ".join(
        text(
            "cli.veneno.pile",
            lang,
            pile=i,
            cards=cards_text(pile, lang),
            total=sum(rules.value(c) for c in pile),
        )
        for i, pile in enumerate(view.piles)
    )
    taken = "; ".join(_zone(seat, zone, rules, lang) for seat, zone in enumerate(view.taken))
    return [
        text("cli.veneno.piles", lang, piles=piles),
        hand_sizes_line(view, lang),
        text("cli.veneno.taken", lang, taken=taken),
        text("cli.veneno.scores", lang, scores=", ".join(map(str, view.scores))),
    ]
