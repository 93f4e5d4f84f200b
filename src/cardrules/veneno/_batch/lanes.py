"""The lanes' data (`_Lanes`, never changed once built) and small read-only arrays steps reuse."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple, TypeVar

import numpy as np
import numpy.typing as npt

from cardrules.veneno._batch.tables import I64, U8, U64, Bools

_A = TypeVar("_A", bound="np.ndarray[Any, Any]")


class _Lanes(NamedTuple):
    """Every lane's data, never changed once built.

    Per-seat and per-pile fields are seat-major (``[players, lanes]``,
    ``[3, lanes]``: each row a contiguous array); the others lane-first.
    """

    seed: U64
    rng: U64
    round: I64
    starter: I64
    cp: I64
    """The seat to play, -1 once the match is over."""
    hands: I64
    """``[players, lanes]`` bitboards."""
    piles: I64
    """``[3, lanes]`` bitboards."""
    totals: I64
    config: I64
    """The piles' basic suits as one configuration number (see `_ALLOWED`)."""
    zones: I64
    deck: npt.NDArray[np.int8]
    """``[deck size, lanes]``: this round's deck as card indices; lane ``i``'s stock
    is ``deck[ptr[i]:, i]``."""
    ptr: I64
    key: U8
    """``[lanes, 49]``: order keys ``4 * t + p`` of the cards on piles and in zones."""
    takes: I64
    """Bit ``T`` is set when the card of move ``T`` overflowed its pile (V-7)."""
    t: I64
    """Cards played this round: the move number of the next card put on a pile."""
    scores: I64
    lr_has: Bools
    lr_round: I64
    lr_start: I64
    lr_points: I64
    lr_zones: I64
    lr_piles: I64
    lr_key: U8
    lr_takes: I64


_CP = _Lanes._fields.index("cp")
_T = _Lanes._fields.index("t")
assert _Lanes._fields[_CP:_T + 1] == (
    "cp", "hands", "piles", "totals", "config", "zones", "deck", "ptr", "key", "takes", "t"
)  # fmt: skip
_ROWS = frozenset(
    _Lanes._fields.index(name)
    for name in (
        "hands",
        "piles",
        "totals",
        "zones",
        "deck",
        "scores",
        "lr_points",
        "lr_zones",
        "lr_piles",
    )
)
"""The fields whose lanes are their second axis."""


@lru_cache(maxsize=64)
def _arange(n: int) -> I64:
    out = np.arange(n, dtype=np.int64)
    out.flags.writeable = False
    return out


def _readonly_view(array: _A) -> _A:
    """A view of a read-only array: numpy refuses to make it writeable again.

    The array and every array it is a view of are made read-only (the batch
    never writes them again).
    """
    base: Any = array
    while isinstance(base, np.ndarray):
        base.flags.writeable = False
        base = base.base
    view: _A = array.view()
    return view


def _take(lanes: _Lanes, idx: I64) -> _Lanes:
    fields: list[Any] = list(lanes)
    return _Lanes(*(a[:, idx] if k in _ROWS else a[idx] for k, a in enumerate(fields)))


def _put(whole: _Lanes, idx: I64, sub: _Lanes, before: _Lanes | None) -> _Lanes:
    """``whole`` with lanes ``idx`` replaced by ``sub``.

    A field ``sub`` kept as it was in ``before`` (the same array) is not copied.
    """
    out: list[Any] = []
    full: Any
    for k, (full, new) in enumerate(zip(whole, sub, strict=True)):
        if before is not None and new is before[k]:
            out.append(full)
            continue
        merged = full.copy()
        if k in _ROWS:
            merged[:, idx] = new
        else:
            merged[idx] = new
        out.append(merged)
    return _Lanes(*out)


@lru_cache(maxsize=8)
def _next_seat(players: int) -> I64:
    out = (np.arange(players, dtype=np.int64) + 1) % players
    out.flags.writeable = False
    return out


@lru_cache(maxsize=16)
def _none_over(n: int) -> Bools:
    """A read-only ``bool [n]`` of False: `VenenoBatch.is_over` where every match goes on."""
    out = np.zeros(n, dtype=np.bool_)
    out.flags.writeable = False
    return out


def _sync_of(lanes: _Lanes) -> tuple[int, int] | None:
    """``(ptr, t)`` when every lane has those, else None."""
    ptr, t = lanes.ptr, lanes.t
    low, high = int(ptr.min()), int(ptr.max())
    if low != high or int(t.min()) != int(t.max()):
        return None
    return low, int(t[0])
