"""The general step (`_advance`): one action on every lane or on some, every case of the draw."""

from __future__ import annotations

import numpy as np

from cardrules.veneno._batch.deal import _end_rounds
from cardrules.veneno._batch.lanes import _arange, _Lanes, _next_seat, _put, _take
from cardrules.veneno._batch.tables import (
    _AFTER,
    _ALLOWED,
    _BIT,
    _CARD_CODE,
    _CLEARED,
    _KEY_WIDTH,
    I64,
    Bools,
    _Tables,
)
from cardrules.veneno.notation import PILES
from cardrules.veneno.rules import Rules


def _advance(
    rules: Rules, tables: _Tables, lanes: _Lanes, actions: I64, live: Bools | None = None
) -> tuple[_Lanes, Bools]:
    """Play one action on every lane (or on the ``live`` ones).

    Returns the new lanes and which actions were legal (the lanes come back
    unchanged unless all were). Lanes outside ``live`` play the "no move" id:
    card `_NONE` (bit 0, value 0) on pile 0, which writes every value back.
    """
    n = actions.shape[0]
    ar = _arange(n)
    if live is None:
        seat = lanes.cp
        act = actions
    else:
        seat = np.maximum(lanes.cp, 0)
        act = np.where(live, actions, PILES * tables.size)
    card = tables.card_of_action[act]
    pile = tables.pile_of_action[act]
    bit = _BIT[card]
    hat = seat * n + ar
    hand = lanes.hands.reshape(-1)[hat]
    pat = pile * n + ar
    at_pile = lanes.config * 3 + pile
    legal = (hand & bit & _ALLOWED[at_pile]) != 0
    if live is not None:
        legal |= ~live
    if not legal.all():
        return lanes, legal

    hands = lanes.hands.copy()
    hflat = hands.reshape(-1)
    hflat[hat] = hand ^ bit
    pbits = lanes.piles.reshape(-1)[pat] | bit
    total = lanes.totals.reshape(-1)[pat] + tables.values[card]
    code = _CARD_CODE[card]
    config = _AFTER[at_pile * 4 + code]
    key = lanes.key.copy()
    t = lanes.t
    key.reshape(-1)[ar * _KEY_WIDTH + card] = t * 4 + pile
    takes = lanes.takes
    overflow_at = rules.overflow_at + (1 if rules.poison_overflow else 0)
    zones = lanes.zones
    if total.max() >= overflow_at:  # V-7: someone takes a pile
        over = total >= overflow_at
        whole = -over.astype(np.int64)  # all ones where the pile overflows
        emptied = _CLEARED[at_pile]
        if rules.poison_overflow:  # Knizia: the card starts the new pile
            gained = (pbits ^ bit) & whole
            pbits = pbits ^ gained
            total = total - (total - tables.values[card]) * over
            emptied = _AFTER[(emptied * 3 + pile) * 4 + code]
        else:
            gained = pbits & whole
            pbits = pbits & ~whole
            total = total & ~whole
        config = np.where(over, emptied, config)
        zones = zones.copy()
        zflat = zones.reshape(-1)
        zflat[hat] = zflat[hat] | gained
        takes = takes | (np.left_shift(1, t) & whole)
    piles = lanes.piles.copy()
    piles.reshape(-1)[pat] = pbits
    totals = lanes.totals.copy()
    totals.reshape(-1)[pat] = total
    moved = lanes._replace(
        hands=hands,
        piles=piles,
        totals=totals,
        config=config,
        zones=zones,
        key=key,
        takes=takes,
    )

    ptr = lanes.ptr
    size = tables.size
    nxt = _next_seat(rules.players)[seat]
    if live is None:
        if ptr.max() < size:  # V-4: the next player draws
            drawn = _BIT.take(lanes.deck.reshape(-1)[ptr * n + ar])
            at = nxt * n + ar
            hflat[at] = hflat[at] | drawn
            return moved._replace(cp=nxt, ptr=ptr + 1, t=t + 1), legal
        live = np.ones(n, dtype=np.bool_)
    return _advance_late(rules, tables, lanes.cp, moved, seat, nxt, live), legal


def _advance_late(
    rules: Rules, tables: _Tables, cp: I64, moved: _Lanes, seat: I64, nxt: I64, live: Bools
) -> _Lanes:
    """The draw of `_advance` where some stock is out or some lanes stay (V-4, V-8).

    ``cp`` is the seat that played (-1 where over), ``seat`` it or 0 for lanes
    outside ``live``, ``nxt`` the seat after ``seat``.
    """
    n = cp.shape[0]
    players = rules.players
    size = tables.size
    ptr = moved.ptr
    hflat = moved.hands.reshape(-1)
    stock = ptr < size
    drawing = stock & live
    new_cp = np.where(live, nxt, cp)
    ar = _arange(n)
    if drawing.any():
        drawn = _BIT.take(moved.deck.reshape(-1)[np.minimum(ptr, size - 1) * n + ar])
        drawn &= -drawing.astype(np.int64)  # no card where the lane does not draw
        at = nxt * n + ar
        hflat[at] = hflat[at] | drawn
    out = live & ~stock
    e = np.flatnonzero(out) if out.any() else _arange(0)
    # V-8: with the stock out, the turn passes to the next seat holding cards;
    # most often the very next one does, and only the other lanes look further
    found = hflat[nxt[e] * n + e] != 0
    look = np.flatnonzero(~found)
    for step in range(2, players + 1):
        if look.size == 0:
            break
        lanes_ = e[look]
        candidate = (seat[lanes_] + step) % players
        holds = hflat[candidate * n + lanes_] != 0
        new_cp[lanes_[holds]] = candidate[holds]
        found[look[holds]] = True
        look = look[~holds]
    moved = moved._replace(
        cp=new_cp,
        ptr=np.where(drawing, ptr + 1, ptr),
        t=np.where(live, moved.t + 1, moved.t),
    )
    ended = e[~found]
    if ended.size == 0:
        return moved
    if ended.size == n:
        return _end_rounds(rules, tables, moved)
    sub = _take(moved, ended)
    return _put(moved, ended, _end_rounds(rules, tables, sub), sub)
