"""Lanes and scalar `cardrules.chupate.State` values: states into lanes and back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from cardrules.cards.uno import Color
from cardrules.chupate._batch.lanes import _IN_DISCARD, _IN_STOCK, _PHYS_KIND, _Places
from cardrules.chupate._batch.tables import _BITS, _CAP, _COLORS, _DISTINCT, _KINDS, _PHASES
from cardrules.chupate.rules import Rules
from cardrules.chupate.scoring import RoundResult
from cardrules.chupate.state import State
from cardrules.chupate.view import Challenge


def _lane_from_state(a: dict[str, Any], i: int, s: State) -> None:
    """Write the scalar state ``s`` into lane ``i`` of the writable arrays ``a``."""
    a["seed"][i] = s.seed
    a["rng"][i] = s.rng
    a["round"][i] = s.round
    a["start"][i] = s.starting_player
    a["cur"][i] = -1 if s.current_player is None else s.current_player
    places = _Places()
    clock = 0

    def put(cards: Sequence[Any], where: int, loc: Any, stamp: Any) -> list[int]:
        nonlocal clock
        taken = []
        for card in cards:
            place = places.take(card.index)
            loc[place] = where
            stamp[place] = clock
            clock += 1
            taken.append(place)
        return taken

    loc = a["loc"][i]
    stamp = a["stamp"][i]
    for seat, hand in enumerate(s.hands):
        put(hand, seat, loc, stamp)
        a["hand_len"][i, seat] = len(hand)
        a["counts"][i, seat] = np.bincount(
            np.array([card.index for card in hand], dtype=np.int64), minlength=_KINDS
        )
        a["held"][i, seat] = _BITS[a["counts"][i, seat] > 0].sum(dtype=np.uint64)
    pile = put(s.discard, _IN_DISCARD, loc, stamp)
    a["top"][i] = s.discard[-1].index
    a["top_card"][i] = pile[-1]
    a["discard_len"][i] = len(s.discard)
    a["discard_counts"][i] = np.bincount(
        np.array([card.index for card in s.discard], dtype=np.int64), minlength=_KINDS
    )
    stock = put(s.stock, _IN_STOCK, loc, stamp)
    a["stock"][i, : len(stock)] = stock
    a["stock_len"][i] = len(stock)
    a["clock"][i] = clock
    a["color"][i] = -1 if s.color is None else _COLORS.index(s.color)
    a["direction"][i] = s.direction
    a["owed"][i] = s.owed
    a["phase"][i] = _PHASES.index(s.phase)
    a["drawn"][i] = -1 if s.drawn_card is None else s.drawn_card.index
    a["challenge_color"][i] = -1 if s.challenge_color is None else _COLORS.index(s.challenge_color)
    if s.last_challenge is not None:
        a["challenger"][i] = s.last_challenge.challenger
        a["challenged"][i] = s.last_challenge.challenged
        a["bluff"][i] = s.last_challenge.bluff
    a["scores"][i] = s.scores
    result = s.last_round
    if result is not None:
        a["lr_round"][i] = result.round
        a["lr_start"][i] = result.starting_player
        a["lr_winner"][i] = result.winner
        a["lr_points"][i] = result.points
        places = _Places()
        clock = 0
        for seat, hand in enumerate(result.hands):
            put(hand, seat, a["lr_loc"][i], a["lr_stamp"][i])


def _cards_at(loc: Any, stamp: Any, where: int) -> tuple[Any, ...]:
    """The cards of one lane's ``loc`` row at ``where``, in stamp order."""
    places = np.flatnonzero(loc[:_CAP] == where)
    order = places[np.argsort(stamp[places], kind="stable")]
    return tuple(_DISTINCT[k] for k in _PHYS_KIND[order].tolist())


def _state_of(rules: Rules, a: dict[str, Any], i: int) -> State:
    players = rules.players

    def color(value: Any) -> Color | None:
        return None if value < 0 else _COLORS[int(value)]

    loc, stamp = a["loc"][i], a["stamp"][i]
    hands = tuple(_cards_at(loc, stamp, seat) for seat in range(players))
    pos = int(a["stock_pos"][i])
    size = int(a["stock_len"][i])
    stock = tuple(
        _DISTINCT[k] for k in _PHYS_KIND[a["stock"][i, pos : pos + size].astype(np.int64)].tolist()
    )
    challenge = None
    if a["challenger"][i] >= 0:
        challenge = Challenge(int(a["challenger"][i]), int(a["challenged"][i]), bool(a["bluff"][i]))
    last_round = None
    if a["lr_round"][i] > 0:
        last_places = (loc, stamp) if a["lr_same"][i] else (a["lr_loc"][i], a["lr_stamp"][i])
        last_round = RoundResult(
            int(a["lr_round"][i]),
            int(a["lr_start"][i]),
            int(a["lr_winner"][i]),
            tuple(int(x) for x in a["lr_points"][i].tolist()),
            tuple(_cards_at(*last_places, seat) for seat in range(players)),
        )
    cur = int(a["cur"][i])
    drawn = int(a["drawn"][i])
    return State(
        rules=rules,
        seed=int(a["seed"][i]),
        rng=int(a["rng"][i]),
        round=int(a["round"][i]),
        starting_player=int(a["start"][i]),
        current_player=None if cur < 0 else cur,
        hands=hands,
        discard=_cards_at(loc, stamp, _IN_DISCARD),
        color=color(a["color"][i]),
        direction=int(a["direction"][i]),
        owed=int(a["owed"][i]),
        phase=_PHASES[int(a["phase"][i])],
        drawn_card=None if drawn < 0 else _DISTINCT[drawn],
        challenge_color=color(a["challenge_color"][i]),
        last_challenge=challenge,
        stock=stock,
        scores=tuple(int(x) for x in a["scores"][i].tolist()),
        last_round=last_round,
    )


# -- the rules on arrays -----------------------------------------------------------
