"""Every lane's observation (`cardrules.chupate.encode` of the seat to play) and returns."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from cardrules.chupate._batch.deal import _sides
from cardrules.chupate._batch.legal import _row_starts
from cardrules.chupate._batch.tables import _KINDS, _SHARE, F32, I64, Bools, _readonly
from cardrules.chupate.encoding import encoding_blocks, observation_size
from cardrules.chupate.rules import Rules


@lru_cache(maxsize=64)
def _layout(rules: Rules) -> dict[str, int]:
    return {block.name: block.start for block in encoding_blocks(rules)}


@lru_cache(maxsize=8)
def _relative(players: int) -> I64:
    """``[seat, r]``: the seat ``r`` places after ``seat`` (the viewer's relative seat ``r``)."""
    return _readonly((np.arange(players)[:, None] + np.arange(players)[None, :]) % players)  # type: ignore[no-any-return]


@lru_cache(maxsize=64)
def _partners(rules: Rules) -> Bools:
    """``[seat, r]``: is relative seat ``r`` on ``seat``'s side (the ``partners`` block)."""
    sides = _sides(rules)
    players = rules.players
    relative = (np.arange(players)[:, None] + np.arange(players)[None, :]) % players
    return np.take_along_axis(sides, relative, axis=1)


def _observe(rules: Rules, a: dict[str, Any]) -> F32:
    """``encode(view)`` of the seat to play in every lane, built straight from the arrays."""
    players = rules.players
    at = _layout(rules)
    lanes = a["cur"].shape[0]
    width = observation_size(rules)
    out = np.zeros((lanes, width), dtype=np.float32)
    cur = a["cur"]
    over = np.flatnonzero(cur < 0)
    if over.size == lanes:
        return out
    # every row is built (a finished lane's as if seat 0 were to play), then
    # the finished lanes' rows are zeroed: cheaper than building the live rows apart
    live = _row_starts(lanes, 1)
    o = out
    flat = o.reshape(-1)
    base = _row_starts(lanes, width)
    seat = np.maximum(cur, 0)
    counts = a["counts"].reshape(lanes * players, _KINDS)[live * players + seat]
    hand = o[:, at["hand"] : at["hand"] + _KINDS]
    np.multiply(counts, _SHARE, out=hand, casting="unsafe")
    pile = o[:, at["discard"] : at["discard"] + _KINDS]
    np.multiply(a["discard_counts"], _SHARE, out=pile, casting="unsafe")
    ones = [base + (at["top"] + a["top"]), base + (at["phase"] + a["phase"])]
    drawn = a["drawn"]
    has = drawn >= 0
    ones.append(base[has] + (at["drawn_card"] + drawn[has]))
    color = a["color"]
    has = color >= 0
    ones.append(base[has] + (at["color"] + color[has]))
    cc = a["challenge_color"]
    has = cc >= 0
    if np.count_nonzero(has):
        ones.append(base[has] + (at["challenge_color"] + cc[has]))
    er = a["challenger"]
    has = er >= 0
    if np.count_nonzero(has):
        ones.append(base[has] + (at["challenger"] + (er[has] - seat[has]) % players))
        ed = a["challenged"][has]
        ones.append(base[has] + (at["challenged"] + (ed - seat[has]) % players))
    flat[np.concatenate(ones)] = 1.0
    o[:, at["direction"]] = a["direction"] > 0
    o[:, at["owed"]] = a["owed"] / 16
    o[:, at["bluff"]] = a["bluff"]
    # [k, r]: the flat place of relative seat r's entry in a [lanes, players] array
    relative = (live * players)[:, None] + _relative(players)[seat]
    sizes = a["hand_len"].reshape(-1)[relative]
    o[:, at["hand_sizes"] : at["hand_sizes"] + players] = np.minimum(sizes / 20, 1.0)
    o[:, at["last_card"] : at["last_card"] + players] = sizes == 1
    o[:, at["stock_size"]] = a["stock_len"] / 108
    target = rules.target
    if target is not None:
        scores = a["scores"].reshape(-1)[relative]
        if target <= 2**53:
            share = np.minimum(2.0, scores / target)
        else:
            share = np.array(
                [[min(2.0, int(x) / target) for x in line] for line in scores.tolist()]
            )
        o[:, at["scores"] : at["scores"] + players] = share
    o[:, at["to_play"]] = 1.0
    o[:, at["partners"] : at["partners"] + players] = _partners(rules)[seat]
    if over.size:
        out[over] = 0.0
    return out


def _returns(rules: Rules, a: dict[str, Any]) -> F32:
    players = rules.players
    lanes = a["cur"].shape[0]
    out = np.zeros((lanes, players), dtype=np.float32)
    over = a["cur"] < 0
    empty = a["hand_len"] == 0
    done = np.flatnonzero(over & empty.any(axis=1))
    if done.size == 0:
        return out
    first = np.argmax(empty[done], axis=1)
    side = _sides(rules)[first]
    winners = side.sum(axis=1)
    losers = players - winners
    win = 1.0 / winners
    lose = np.where(losers > 0, 1.0 / np.maximum(losers, 1), 0.0)
    out[done] = np.where(side, win[:, None], -lose[:, None])
    return out
