"""Helpers to write Chúpate 2 teaching positions for the rule tests."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from cardrules import chupate
from cardrules._random import below, shuffle

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


COLORS = "RBGY"
WILD_MOVES = tuple(f"W:{c}" for c in COLORS)
W4_MOVES = tuple(f"W+4:{c}" for c in COLORS)
DECK = chupate.build_deck()


def stock_after(s, drawn):
    return s.to_dict()["stock"][drawn:]


def hands_with(s, **extra):
    """``s``'s hands as lists, with ``extra`` (``h0=[...]``) appended to seat 0's, and so on."""
    hands = [list(hand) for hand in s.to_dict()["hands"]]
    for key, cards in extra.items():
        hands[int(key[1:])] += cards
    return hands


def team_end(scores, target):
    """Teams 0+2 v 1+3; seat 0 plays its last card; partner 2 holds W, seats 1, 3 R7, BS.

    In a points game the position is round 2, so a finished round gave ``scores``.
    """
    d = pos([["R5"], ["R7"], ["W"], ["BS"]], ["R3"], rules={"teams": True, "target": target})
    return state(with_stock(d | {"scores": scores, "round": 1 if target is None else 2}))


def turned_up(players, seed):
    """The deck shuffled for a new game with this seed (C-4): the starter, the deck, the rng."""
    starter, rng = below(seed, players)
    deck, rng = shuffle(rng, DECK)
    return starter, deck, rng


def kind(card):
    """``'number'``, ``'+2'``, ``'S'``, ``'R'``, ``'W'`` or ``'W+4'``."""
    return "number" if card.face.isdigit() else card.face


def seed_turning(players, face):
    """The first seed whose first turned-up card is of kind ``face`` (C-13)."""
    for seed in range(1000):
        _, deck, _ = turned_up(players, seed)
        if kind(deck[7 * players]) == face:
            return seed
    raise AssertionError(face)


def dealt_game(players, face):
    """A new game turning up a card of kind ``face`` first; the shuffled deck; the rng.

    The hands are checked: seven each, one at a time from seat 0 (C-4).
    """
    seed = seed_turning(players, face)
    s = chupate.new_game(chupate.Rules(players=players), seed=seed)
    starter, deck, rng = turned_up(players, seed)
    dealt = 7 * players
    assert [list(hand) for hand in s.hands] == [list(deck[i:dealt:players]) for i in range(players)]
    assert all(len(hand) == 7 for hand in s.hands)
    return s, starter, deck[dealt:], rng
