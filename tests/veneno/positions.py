"""Helpers to write Veneno teaching positions for the rule tests."""

from __future__ import annotations

import copy
from typing import Any

from cardrules import veneno


def pos(hands: list[list[str]], **fields: Any) -> dict[str, Any]:
    """A Veneno position dict: 2 players, seed 0, seat 0 to play, empty piles.

    ``players`` defaults to the number of hands; every other key is taken as given.
    With ``scores`` and no ``round``, the round is the first one after enough
    finished rounds to have given those scores (at most 12 poison points a
    round, or 10 with the reduced deck; -2 per copa with V-12).
    """
    rules = fields.pop("rules", {})
    d: dict[str, Any] = {
        "game": "veneno",
        "version": 1,
        "rules": {"players": len(hands), **rules},
        "seed": 0,
        "current_player": 0,
        "hands": hands,
        "piles": [[], [], []],
    }
    d.update(fields)
    if "scores" in fields and "round" not in fields:
        copas = 10 if d["rules"].get("reduced_deck") else 12
        gained = sum(score for score in fields["scores"] if score > 0)
        lost = -sum(score for score in fields["scores"] if score < 0)
        finished = max(-(-gained // copas), -(-lost // (2 * copas)))
        over = d["current_player"] is None
        d["round"] = max(1, finished if over else finished + 1)
    return copy.deepcopy(d)


def unplaced(d: dict[str, Any]) -> list[str]:
    """Every card of the position's deck not named in it, in deck order."""
    placed = {c for key in ("hands", "piles", "taken") for cards in d.get(key, []) for c in cards}
    placed |= set(d.get("stock", []))
    reduced = d["rules"].get("reduced_deck", False)
    return [str(c) for c in veneno.build_deck(reduced=reduced) if str(c) not in placed]


def with_stock(d: dict[str, Any], *top: str) -> dict[str, Any]:
    """``d`` with an explicit stock: ``top`` first, then the rest of the deck in deck order."""
    d = copy.deepcopy(d)
    d["stock"] = list(top)
    d["stock"] += unplaced(d)
    return d


def rest_taken_by(d: dict[str, Any], seat: int) -> dict[str, Any]:
    """``d`` with an empty stock and every unnamed card in ``seat``'s zone."""
    d = copy.deepcopy(d)
    d["stock"] = []
    d.setdefault("taken", [[] for _ in d["hands"]])
    d["taken"][seat] += unplaced(d)
    return d


def state(d: dict[str, Any]) -> veneno.State:
    return veneno.State.from_dict(d)


def moves(s: veneno.State) -> tuple[str, ...]:
    return tuple(str(m) for m in s.legal_moves())
