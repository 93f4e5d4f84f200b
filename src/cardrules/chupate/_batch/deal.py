"""Cards moved between places: the deal of a round, the reshuffle of C-14, draws, and the seats."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from cardrules._random import shuffle as _scalar_shuffle
from cardrules.chupate._batch.lanes import (
    _BIG,
    _IN_DISCARD,
    _IN_STOCK,
    _NOWHERE,
    _ONE,
    _PHYS_KIND,
    _STAMP,
)
from cardrules.chupate._batch.shuffle import _advance, _draws, _shuffle
from cardrules.chupate._batch.tables import (
    _BITS,
    _CAP,
    _COLOR,
    _FACE_REV,
    _FACE_SKIP,
    _FACE_TWO,
    _HAND,
    _KIND_COLOR,
    _KIND_FACE,
    _KINDS,
    _PLAY,
    _PYTHON_SWAPS,
    _STACKED,
    _W,
    _W4,
    I64,
    Bools,
    _readonly,
)
from cardrules.chupate.rules import Rules


def _deal(a: Any, players: int, lanes: I64, starter: I64, round_: I64) -> None:
    """`cardrules.chupate.state._deal` on ``lanes`` of the writable arrays ``a`` (C-4, C-13).

    The deck's positions are shuffled (the scalar engine shuffles the deck's
    cards: the same permutation). Scores and the last round's record are left
    as they are.
    """
    k = lanes.shape[0]
    if k == 0:
        return
    deck = np.broadcast_to(np.arange(_CAP, dtype=np.int8), (k, _CAP))
    deck, rng = _shuffle(a["rng"][lanes], deck, np.full(k, _CAP, dtype=np.int64))
    dealt = _HAND * players
    size = _CAP - dealt - 1
    top = deck[:, dealt].astype(np.int64)
    stock = np.full((k, _CAP), -1, dtype=np.int8)
    stock[:, :size] = deck[:, dealt + 1 :]
    again = np.flatnonzero(_PHYS_KIND[top] == _W4)
    while again.size:
        items = stock[again].copy()
        items[:, size] = top[again]
        shuffled, rng[again] = _shuffle(rng[again], items, np.full(again.size, size + 1))
        top[again] = shuffled[:, 0]
        stock[again, :size] = shuffled[:, 1 : size + 1]
        again = again[_PHYS_KIND[top[again]] == _W4]
    a["rng"][lanes] = rng
    ids = np.arange(k)
    loc = np.full((k, _CAP + 1), _IN_STOCK, dtype=np.int8)
    loc[:, _CAP] = _NOWHERE
    stamp = np.zeros((k, _CAP + 1), dtype=_STAMP)
    hands = deck[:, :dealt].astype(np.int64)  # position p goes to seat p % players
    seats = np.arange(dealt) % players
    loc[ids[:, None], hands] = seats[None, :]
    stamp[ids[:, None], hands] = np.arange(dealt, dtype=_STAMP)[None, :]
    loc[ids, top] = _IN_DISCARD
    stamp[ids, top] = dealt
    a["loc"][lanes] = loc
    a["stamp"][lanes] = stamp
    a["clock"][lanes] = dealt + 1
    a["hand_len"][lanes] = _HAND
    rows = (ids[:, None] * players + seats[None, :]) * _KINDS + _PHYS_KIND[hands]
    counts = np.bincount(rows.reshape(-1), minlength=k * players * _KINDS)
    a["counts"][lanes] = counts.reshape(k, players, _KINDS)
    a["held"][lanes] = ((counts > 0).reshape(k, players, _KINDS) * _BITS).sum(
        axis=2, dtype=np.uint64
    )
    kind = _PHYS_KIND[top]
    a["top"][lanes] = kind
    a["top_card"][lanes] = top
    a["discard_len"][lanes] = 1
    discard_counts = np.zeros((k, _KINDS), dtype=np.int8)
    discard_counts[ids, kind] = 1
    a["discard_counts"][lanes] = discard_counts
    a["stock"][lanes] = stock
    a["stock_pos"][lanes] = 0
    a["stock_len"][lanes] = size
    face = _KIND_FACE[kind]
    current = starter.copy()
    direction = np.full(k, -1, dtype=np.int64)
    owed = np.zeros(k, dtype=np.int64)
    phase = np.full(k, _PLAY, dtype=np.int64)
    two = face == _FACE_TWO
    owed[two] = 2
    phase[two] = _STACKED
    skip = face == _FACE_SKIP
    current[skip] = (starter[skip] - 1) % players
    rev = face == _FACE_REV
    direction[rev] = 1
    current[rev] = (starter[rev] + 1) % players
    phase[kind == _W] = _COLOR
    a["cur"][lanes] = current
    a["direction"][lanes] = direction
    a["owed"][lanes] = owed
    a["phase"][lanes] = phase
    a["color"][lanes] = _KIND_COLOR[kind]
    a["drawn"][lanes] = -1
    a["challenge_color"][lanes] = -1
    a["challenger"][lanes] = -1
    a["challenged"][lanes] = -1
    a["bluff"][lanes] = False
    a["round"][lanes] = round_
    a["start"][lanes] = starter


def _reshuffle(a: Any, low: I64) -> None:
    """The discard pile but its top card, shuffled, goes under the stock of ``low`` (C-14).

    The pile's cards in stamp order are shuffled with the lane's generator
    (`_draws`), lane by lane in Python (a reshuffle comes to a few lanes a
    step), and written straight after the cards left in the stock.
    """
    k = low.size
    if k > _PYTHON_SWAPS:
        _reshuffle_many(a, low)
        return
    loc = a["loc"]
    rows_loc = loc[low]
    pile = rows_loc == _IN_DISCARD
    pile[_lane_ids(k), a.read("top_card")[low]] = False
    fresh_len = a.read("discard_len")[low] - 1
    key = np.where(pile, a.read("stamp")[low], _BIG)
    order = np.argsort(key, axis=1, kind="stable").tolist()  # the pile in stamp order first
    rng = a["rng"]
    start = rng[low]
    values, rejected = _draws(start, fresh_len)
    rng[low] = _advance(start, fresh_len)
    stock = a["stock"]
    stock_pos = a["stock_pos"]
    stock_len = a["stock_len"]
    for i, lane, size, pos, old, picks in zip(
        range(k),
        low.tolist(),
        fresh_len.tolist(),
        stock_pos[low].tolist(),
        stock_len[low].tolist(),
        values.tolist(),
        strict=True,
    ):
        items = order[i][:size]
        if rejected[i]:
            items, state = _scalar_shuffle(int(start[i]), items)
            rng[lane] = state
        else:  # the swaps of positions size - 1 down to 1
            for at in range(size - 1, 0, -1):
                j = picks[at]
                items[at], items[j] = items[j], items[at]
        row = stock[lane]
        if pos:
            row[:old] = row[pos : pos + old]
        row[old : old + size] = items
    stock_pos[low] = 0
    stock_len[low] += fresh_len
    np.putmask(rows_loc, pile, _IN_STOCK)
    loc[low] = rows_loc
    a["discard_len"][low] = 1
    discard_counts = a["discard_counts"]
    discard_counts[low] = 0
    discard_counts[low, a.read("top")[low]] = 1


@lru_cache(maxsize=128)
def _lane_ids(k: int) -> I64:
    """``arange(k)`` (read-only)."""
    return _readonly(np.arange(k, dtype=np.int64))  # type: ignore[no-any-return]


def _reshuffle_many(a: Any, low: I64) -> None:
    """`_reshuffle` of many lanes at once, the swaps in numpy."""
    loc = a["loc"]
    stamp = a.read("stamp")
    k = low.size
    ids = np.arange(k)
    top = a.read("top_card")[low]
    rows_loc = loc[low]
    pile = rows_loc == _IN_DISCARD
    pile[ids, top] = False
    key = np.where(pile, stamp[low], _BIG)
    order = np.argsort(key, axis=1, kind="stable")[:, :_CAP].astype(np.int8)
    fresh_len = a.read("discard_len")[low] - 1
    fresh, a["rng"][low] = _shuffle(a["rng"][low], order, fresh_len)
    pos = a["stock_pos"][low]
    old = a["stock_len"][low]
    width = np.arange(_CAP)
    src = a["stock"][low[:, None], np.minimum(pos[:, None] + width[None, :], _CAP - 1)]
    after = width[None, :] - old[:, None]
    tail = fresh[ids[:, None], np.clip(after, 0, _CAP - 1)]
    stock = np.where(after < 0, src, np.where(after < fresh_len[:, None], tail, -1))
    a["stock"][low] = stock.astype(np.int8)
    a["stock_pos"][low] = 0
    a["stock_len"][low] = old + fresh_len
    rows_loc[pile] = _IN_STOCK
    loc[low] = rows_loc
    a["discard_len"][low] = 1
    counts = np.zeros((k, _KINDS), dtype=np.int8)
    counts[ids, a["top"][low]] = 1
    a["discard_counts"][low] = counts


def _draw(a: Any, lanes: I64, victims: I64, count: I64) -> None:
    """`cardrules.chupate.state._draw` on ``lanes``: ``count`` cards to ``victims`` (C-14).

    A lane whose stock holds fewer than ``count`` cards shuffles its discard
    pile but the top card into the stock first (when there is more than one
    card on it): the old stock followed by the shuffled cards is exactly the
    scalar engine's drawn cards followed by its new stock.
    """
    short = (a.read("stock_len")[lanes] < count) & (a.read("discard_len")[lanes] > 1)
    if np.count_nonzero(short):
        _reshuffle(a, lanes[short])
    stock_len = a["stock_len"]
    have = stock_len[lanes]
    take = np.minimum(count, have)
    pos = a["stock_pos"]
    start = pos[lanes]
    clock = a["clock"]
    first_stamp = clock[lanes]
    stock = a.read("stock").reshape(-1)
    players = a.read("counts").shape[1]
    counts = a["counts"].reshape(-1)
    held = a["held"].reshape(-1)
    loc = a["loc"].reshape(-1)
    stamp = a["stamp"].reshape(-1)
    rows = lanes * players + victims
    single = not np.count_nonzero(take != 1)
    if single:  # one card each: the cards are at the front of each stock
        lane, row, at, stamps = lanes, rows, start, first_stamp
        seat: I64 = victims
    else:  # the k-th card of a lane's draw is at ``start + k`` and gets ``first_stamp + k``
        which = np.repeat(np.arange(lanes.size), take)
        k = np.arange(which.size) - (np.cumsum(take) - take)[which]
        lane, seat, row = lanes[which], victims[which], rows[which]
        at, stamps = start[which] + k, first_stamp[which] + k
    card = stock[lane * _CAP + at]
    kind = _PHYS_KIND[card]
    spot = lane * (_CAP + 1) + card
    loc[spot] = seat
    stamp[spot] = stamps
    if single:  # one card a lane: every row once, plain indexing adds up
        held[row] |= _BITS[kind]
    else:  # a lane may draw two cards of a kind: the counts and bits add up with ``at``
        np.bitwise_or.at(held, row, _BITS[kind])
    np.add.at(counts, row * _KINDS + kind, _ONE)  # an int8 one: numpy's fast path
    a["hand_len"].reshape(-1)[rows] += take
    pos[lanes] = start + take
    clock[lanes] = first_stamp + take
    stock_len[lanes] = have - take


def _color_held(counts: Any, color: I64) -> Bools:
    """Whether each row of per-kind ``counts`` ``[k, 54]`` holds a card of ``color``."""
    by_color = counts[:, :52].reshape(-1, 4, 13).sum(axis=2)
    return by_color[np.arange(counts.shape[0]), np.maximum(color, 0)] > 0  # type: ignore[no-any-return]


@lru_cache(maxsize=64)
def _sides(rules: Rules) -> Bools:
    """``[seat, other]``: is ``other`` on ``seat``'s side (C-3); read-only."""
    players = rules.players
    side = np.zeros((players, players), dtype=np.bool_)
    for seat in range(players):
        side[seat, list(rules.team_of(seat))] = True
    return _readonly(side)  # type: ignore[no-any-return]
