"""Helpers to write Chúpate 2 teaching positions for the rule tests."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from cardrules import chupate

"""In :func:`assert_play`'s expected changes: the key is no longer in ``to_dict``."""


def pos(hands: list[list[str]], discard: list[str], **fields: Any) -> dict[str, Any]:
    """A Chúpate 2 position dict: seed 0, seat 0 to play, ``color`` from the top card.

    ``players`` defaults to the number of hands; ``rules`` adds to it; every
    other key is taken as given.
    """
    rules = fields.pop("rules", {})
    top = discard[-1]
    d: dict[str, Any] = {
        "game": "chupate2",
        "version": 1,
        "rules": {"players": len(hands), **rules},
        "seed": 0,
        "current_player": 0,
        "hands": hands,
        "discard": discard,
        "color": None if top.startswith("W") else top[0],
    }
    d.update(fields)
    return copy.deepcopy(d)


def unplaced(d: dict[str, Any]) -> list[str]:
    """Every card of the deck not named in the position, in deck order."""
    left = Counter(c for hand in d["hands"] for c in hand)
    left.update(d["discard"])
    left.update(d.get("stock", []))
    rest = []
    for card in map(str, chupate.build_deck()):
        if left[card]:
            left[card] -= 1
        else:
            rest.append(card)
    return rest


def with_stock(d: dict[str, Any], *top: str) -> dict[str, Any]:
    """``d`` with an explicit stock: ``top`` first, then the rest of the deck in deck order."""
    d = copy.deepcopy(d)
    d["stock"] = list(top)
    d["stock"] += unplaced(d)
    return d


def rest_under_discard(d: dict[str, Any], *stock: str) -> dict[str, Any]:
    """``d`` with the stock ``stock`` and every unnamed card under the discard pile's cards."""
    d = copy.deepcopy(d)
    d["stock"] = list(stock)
    d["discard"] = unplaced(d) + d["discard"]
    return d


def rest_in_hand(d: dict[str, Any], seat: int) -> dict[str, Any]:
    """``d`` with an empty stock and every unnamed card at the front of ``seat``'s hand."""
    d = copy.deepcopy(d)
    d["stock"] = []
    d["hands"][seat] = unplaced(d) + d["hands"][seat]
    return d


def state(d: dict[str, Any]) -> chupate.State:
    return chupate.State.from_dict(d)


def moves(s: chupate.State) -> tuple[str, ...]:
    return tuple(str(m) for m in s.legal_moves())
