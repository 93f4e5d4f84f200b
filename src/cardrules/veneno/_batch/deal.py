"""Rounds: the shuffle and deal (V-3, V-4), new matches, and the end of a round (V-9, V-10)."""

from __future__ import annotations

from typing import Any

import numpy as np

from cardrules import _lanes_rng as _rng
from cardrules.veneno._batch.bits import popcount
from cardrules.veneno._batch.lanes import _arange, _Lanes
from cardrules.veneno._batch.tables import (
    _BIT,
    _COPAS,
    _FIELD,
    _HAND_SIZE,
    _KEY_WIDTH,
    _TABLES,
    I64,
    U64,
    _Tables,
)
from cardrules.veneno.notation import PILES
from cardrules.veneno.rules import Rules


def _zone_points(zones: I64, copas_sin_veneno: bool) -> I64:
    """Each zone's poison points (V-9, V-12)."""
    points = popcount(zones & _COPAS)
    if copas_sin_veneno:
        full = zones & (zones >> 12) & (zones >> 24) & (zones >> 36) & _FIELD
        points = points - 3 * popcount(full)
    return points


def _deal(rules: Rules, tables: _Tables, rng: U64, starter: I64) -> tuple[Any, ...]:
    """Shuffle and deal fresh rounds (V-3, V-4): ``(deck, rng, hands, ptr)``."""
    lanes = rng.shape[0]
    players = rules.players
    columns = np.broadcast_to(tables.deck[:, None], (tables.size, lanes))
    cards, rng = _rng.shuffle_columns(rng, columns)  # [deck size, lanes] int8
    dealt = _HAND_SIZE * players
    deck = _BIT.take(cards[: dealt + 1])  # the cards dealt, each as its bit
    hands = np.zeros((players, lanes), dtype=np.int64)
    for seat in range(players):
        h = deck[seat]
        for k in range(1, _HAND_SIZE):
            h = h | deck[seat + k * players]
        hands[seat] = h
    flat = hands.reshape(-1)
    at = starter * lanes + _arange(lanes)
    flat[at] |= deck[dealt]
    ptr = np.full(lanes, dealt + 1, dtype=np.int64)
    return cards, rng, hands, ptr


def _fresh(rules: Rules, seeds: U64) -> _Lanes:
    """Lanes of new matches: ``new_game(rules, seed)`` for each seed."""
    tables = _TABLES[rules.reduced_deck]
    lanes = seeds.shape[0]
    players = rules.players
    starter, rng = _rng.below(seeds, players)
    deck, rng, hands, ptr = _deal(rules, tables, rng, starter)
    zeros = np.zeros(lanes, dtype=np.int64)
    seat_zeros = np.zeros((players, lanes), dtype=np.int64)
    pile_zeros = np.zeros((PILES, lanes), dtype=np.int64)
    keys = np.zeros((lanes, _KEY_WIDTH), dtype=np.uint8)
    return _Lanes(
        seed=seeds.copy(),
        rng=rng,
        round=np.ones(lanes, dtype=np.int64),
        starter=starter,
        cp=starter.copy(),
        hands=hands,
        piles=pile_zeros,
        totals=pile_zeros,
        config=zeros,
        zones=seat_zeros,
        deck=deck,
        ptr=ptr,
        key=keys,
        takes=zeros,
        t=zeros,
        scores=seat_zeros,
        lr_has=np.zeros(lanes, dtype=np.bool_),
        lr_round=zeros,
        lr_start=zeros,
        lr_points=seat_zeros,
        lr_zones=seat_zeros,
        lr_piles=pile_zeros,
        lr_key=keys,
        lr_takes=zeros,
    )


def _end_rounds(rules: Rules, tables: _Tables, lanes: _Lanes) -> _Lanes:
    """Score the finished round of every lane given (V-9), then end the match or deal (V-10)."""
    points = _zone_points(lanes.zones, rules.copas_sin_veneno)
    scores = lanes.scores + points
    over = scores.max(axis=0) >= rules.loss_threshold
    done = lanes._replace(
        scores=scores,
        lr_has=np.ones(over.shape, dtype=np.bool_),
        lr_round=lanes.round,
        lr_start=lanes.starter,
        lr_points=points,
        lr_zones=lanes.zones,
        lr_piles=lanes.piles,
        lr_key=lanes.key,
        lr_takes=lanes.takes,
        cp=np.full(over.shape, -1, dtype=np.int64),
    )
    if over.all():
        return done
    # Deal every lane, then keep the lanes whose match is over as they are:
    # cheaper than taking the others apart and putting them back.
    starter = (done.starter + 1) % rules.players
    deck, rng, hands, ptr = _deal(rules, tables, done.rng, starter)
    zeros = np.zeros_like(done.piles)
    dealt = done._replace(
        rng=rng,
        round=done.round + 1,
        starter=starter,
        cp=starter,
        hands=hands,
        piles=zeros,
        totals=zeros,
        config=np.zeros_like(done.config),
        zones=np.zeros_like(done.zones),
        takes=np.zeros_like(done.t),
        deck=deck,
        ptr=ptr,
        t=np.zeros_like(done.t),
    )
    if not over.any():
        return dealt
    go = ~over
    # every field is lane-last ([lanes] or [k, lanes]) but the keys, which the deal keeps
    pairs: list[tuple[Any, Any]] = list(zip(dealt, done, strict=True))
    fields: list[Any] = [new if new is old else np.where(go, new, old) for new, old in pairs]
    return _Lanes._make(fields)
