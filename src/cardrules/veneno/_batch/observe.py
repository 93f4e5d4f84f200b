"""The observation of the seat to play in every lane: ``veneno.encode_array`` on whole arrays."""

from __future__ import annotations

import numpy as np

from cardrules.veneno._batch.bits import popcount
from cardrules.veneno._batch.deal import _zone_points
from cardrules.veneno._batch.lanes import _arange, _Lanes
from cardrules.veneno._batch.tables import (
    _CARDS,
    _LITTLE,
    _MAX_COPAS,
    _MAX_HAND,
    _SCORE_CAP,
    _SUIT_SLOTS,
    F32,
    I64,
    _Tables,
)
from cardrules.veneno.encoding import observation_size
from cardrules.veneno.notation import PILES
from cardrules.veneno.rules import Rules


def _encode_lanes(rules: Rules, tables: _Tables, lanes: _Lanes, hand: I64) -> F32:
    """``float32 [lanes, observation_size]``: the seat to play's encoding in each lane.

    ``hand`` is each lane's hand of the seat to play (0 where over: those rows
    are zeroed). Row ``i`` equals
    ``veneno.encode_array(state(i).view(current_player[i]))``; rows of finished
    lanes are zeros.
    """
    n, players = lanes.cp.shape[0], rules.players
    cp = np.maximum(lanes.cp, 0)
    ar = _arange(n)
    rel_at = ((cp[None, :] + np.arange(players)[:, None]) % players) * n + ar[None, :]
    zones = lanes.zones.reshape(-1)[rel_at]  # [players, n], relative seats
    piles = lanes.piles
    seen = hand | piles[0] | piles[1] | piles[2] | np.bitwise_or.reduce(lanes.zones, axis=0)
    k = 4 + players + 1
    boards = np.empty((k, n), dtype=np.int64)
    boards[0] = hand
    boards[1:4] = piles
    boards[4 : 4 + players] = zones
    boards[4 + players] = tables.deck_mask & ~seen
    little = boards.T if _LITTLE else boards.T.astype("<i8")
    raw = np.ascontiguousarray(little).view(np.uint8).reshape(n, k, 8)[:, :, :6]
    bits = np.unpackbits(raw, axis=-1, bitorder="little")  # [n, k, 48]
    out = np.empty((n, observation_size(rules)), dtype=np.float32)
    out[:, : 4 * _CARDS] = bits[:, :4].reshape(n, -1)
    at = 4 * _CARDS
    out[:, at : at + PILES] = (lanes.totals / rules.overflow_at).T
    at += PILES
    out[:, at : at + 3 * PILES] = _SUIT_SLOTS[lanes.config]
    at += 3 * PILES
    width = (players + 1) * _CARDS
    out[:, at : at + width] = bits[:, 4:].reshape(n, -1)
    at += width
    sizes = popcount(lanes.hands.reshape(-1)[rel_at])
    out[:, at : at + players] = (sizes / _MAX_HAND).T
    at += players
    out[:, at] = (tables.size - lanes.ptr) / float(tables.size)
    at += 1
    points = _zone_points(zones, rules.copas_sin_veneno)
    out[:, at : at + players] = (points / _MAX_COPAS).T
    at += players
    scores = lanes.scores.reshape(-1)[rel_at] / rules.loss_threshold
    out[:, at : at + players] = np.clip(scores, -_SCORE_CAP, _SCORE_CAP).T
    at += players
    out[:, at : at + 2 * players] = 0.0
    out[:, at] = 1.0  # to_play: the viewer itself
    at += players
    out.reshape(-1)[ar * out.shape[1] + at + (lanes.starter - cp) % players] = 1.0
    live = lanes.cp >= 0
    if not live.all():
        out[~live] = 0.0
    return out
