"""The fast step (`_advance_all`): every lane moves and draws, or every lane's stock is out.

Tables indexed by configuration and action id give the next configuration;
while every lane has the same stock pointer and move number (``sync``), the
draw reads one row of the deck.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from cardrules.veneno._batch.lanes import _CP, _T, _arange, _Lanes, _next_seat
from cardrules.veneno._batch.tables import _BIT, _KEY_WIDTH, I64, _Tables
from cardrules.veneno.rules import Rules


@lru_cache(maxsize=128)
def _constant(n: int, value: int) -> I64:
    """A read-only ``int64 [n]`` of ``value`` (lanes' fields are never written in place)."""
    out = np.full(n, value, dtype=np.int64)
    out.flags.writeable = False
    return out


@lru_cache(maxsize=16)
def _key_places(n: int) -> I64:
    out = np.arange(n, dtype=np.int64) * _KEY_WIDTH
    out.flags.writeable = False
    return out


def _advance_all(
    rules: Rules,
    tables: _Tables,
    lanes: _Lanes,
    act: I64,
    hand: I64,
    hat: I64 | None,
    sync: tuple[int, int] | None,
    trusted: bool,
) -> tuple[_Lanes, I64, I64, tuple[int, int] | None] | None:
    """`_advance` where every lane moves and draws, or every lane's stock is out.

    ``act`` holds action ids (``0 <= act < 3 * size``), ``hand`` the hands to
    play, ``hat`` their places in ``hands`` (None: work them out), ``sync``
    ``(ptr, t)`` when every lane has those; ``trusted`` skips the legality
    test (the ids come from `VenenoBatch.nth_legal`). Returns the lanes, the
    hands to play next and their places, and the next ``sync``; None where
    an action is illegal, or the stock ends in some lanes only, or a seat to
    play next holds no card.
    """
    n = act.shape[0]
    ar = _arange(n)
    size = tables.size
    ptr = lanes.ptr
    if sync is not None:
        drawing = sync[0] < size
    else:
        high = int(ptr.max())
        drawing = high < size
        if not drawing and int(ptr.min()) < size:
            return None
    card = tables.card_of_action.take(act)
    bit = _BIT.take(card)
    ca = lanes.config * tables.ids
    ca += act
    if not trusted and not (tables.cfg_legal.take(ca) & ((hand & bit) != 0)).all():
        return None
    cp = lanes.cp
    if hat is None:
        hat = cp * n
        hat += ar
    pile = tables.pile_of_action.take(act)
    pat = pile * n
    pat += ar
    pbits = lanes.piles.reshape(-1).take(pat)
    pbits |= bit
    total = lanes.totals.reshape(-1).take(pat)
    total += tables.value_of_action.take(act)
    key = lanes.key.copy()
    t = lanes.t
    pile8 = tables.pile8_of_action.take(act)
    if sync is None:
        key.reshape(-1)[_key_places(n) + card] = (t * 4 + pile8).astype(np.uint8)
    else:
        key.reshape(-1)[_key_places(n) + card] = pile8 + 4 * sync[1]
    takes = lanes.takes
    overflow_at = rules.overflow_at + (1 if rules.poison_overflow else 0)
    zones = lanes.zones
    if total.max() >= overflow_at:  # V-7: someone takes a pile
        over = total >= overflow_at
        whole = -over.astype(np.int64)  # all ones where the pile overflows
        if rules.poison_overflow:  # Knizia: the card starts the new pile
            gained = (pbits ^ bit) & whole
            pbits ^= gained
            total -= (total - tables.value_of_action.take(act)) * over
        else:
            gained = pbits & whole
            keep = ~whole
            pbits &= keep
            total &= keep
        ca += whole & (64 * tables.ids)  # the overflow half of cfg_next
        zones = zones.copy()
        zflat = zones.reshape(-1)
        zflat[hat] = zflat.take(hat) | gained
        takes = takes | (whole & (np.left_shift(1, t) if sync is None else 1 << sync[1]))
    config = tables.cfg_next[1 if rules.poison_overflow else 0].take(ca)
    hands = lanes.hands.copy()
    hflat = hands.reshape(-1)
    hflat[hat] = hand ^ bit
    nxt = _next_seat(rules.players).take(cp)
    at = nxt * n
    at += ar
    following = hflat.take(at)
    if drawing:
        if sync is not None:
            following |= _BIT.take(lanes.deck[sync[0]])
        else:
            following |= _BIT.take(lanes.deck.reshape(-1).take(ptr * n + ar))
        hflat[at] = following
    elif not following.all():  # V-8: some seat to play next holds no card
        return None
    piles = lanes.piles.copy()
    piles.reshape(-1)[pat] = pbits
    totals = lanes.totals.copy()
    totals.reshape(-1)[pat] = total
    step_ptr = 1 if drawing else 0
    if sync is not None:
        new_ptr = _constant(n, sync[0] + step_ptr)
        new_t = _constant(n, sync[1] + 1)
        new_sync: tuple[int, int] | None = (sync[0] + step_ptr, sync[1] + 1)
    else:
        new_ptr = ptr + step_ptr if drawing else ptr
        new_t = t + 1
        new_sync = None
    moved = _Lanes._make(
        (
            *lanes[:_CP],
            nxt,
            hands,
            piles,
            totals,
            config,
            zones,
            lanes.deck,
            new_ptr,
            key,
            takes,
            new_t,
            *lanes[_T + 1 :],
        )
    )
    return moved, following, at, new_sync
