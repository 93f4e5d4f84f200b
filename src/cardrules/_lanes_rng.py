"""The library's SplitMix64 generator (`cardrules._random`), run on many lanes at once.

Each lane has its own 64-bit generator state; every function takes an array of
states (``uint64``, one per lane) and returns the results with the next states,
never changing its arguments. Lane ``i`` draws exactly the numbers that
`cardrules._random` draws from the same state, so a batch deals the scalar
engine's games. Arithmetic wraps modulo 2**64, as numpy's unsigned arrays do.
Only lanes selected by ``active`` draw; the others keep their state.
"""

from __future__ import annotations

from typing import TypeVar

import numpy as np
import numpy.typing as npt

__all__ = ["below", "next_u64", "shuffle_columns", "shuffle_rows"]

U64 = npt.NDArray[np.uint64]
I64 = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]
_Items = TypeVar("_Items", npt.NDArray[np.int64], npt.NDArray[np.int8])

_GAMMA = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30 = np.uint64(30)
_S27 = np.uint64(27)
_S31 = np.uint64(31)
_SMALL = 4096
_REMAINDERS = np.array([0] + [(1 << 64) % k for k in range(1, _SMALL)], dtype=np.uint64)
"""``2**64 % n`` for the small bounds the games draw below."""


def next_u64(states: U64) -> tuple[U64, U64]:
    """One SplitMix64 step on every lane: ``(values, next_states)``."""
    nxt = states + _GAMMA
    z = (nxt ^ (nxt >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31), nxt


def below(states: U64, n: I64 | int, active: Bools | None = None) -> tuple[I64, U64]:
    """`cardrules._random.below` on every active lane: a uniform draw from ``range(n)``.

    Args:
        states: the generator state of each lane.
        n: the bound of each lane (or one bound for all), each from 1 to 2**63.
        active: which lanes draw (default: all); inactive lanes return 0 and
            keep their state.

    Returns:
        ``(values, next_states)``: ``values[i]`` in ``range(n[i])`` on active lanes.
    """
    lanes = states.shape[0]
    if isinstance(n, np.ndarray) and n.shape == (lanes,) and (active is None or active.all()):
        drawn = _below_all(states, n.astype(np.uint64))
        if drawn is not None:
            return drawn
        active = None
    bound = np.broadcast_to(np.asarray(n, dtype=np.uint64), (lanes,))
    safe = bound if active is None else np.where(active, bound, np.uint64(1))
    # limit = 2**64 - 2**64 % n; 2**64 % n == (2**64 - n) % n; a zero remainder accepts all
    small = safe.max() < _SMALL
    rem = _REMAINDERS[safe] if small else (np.uint64(0) - safe) % safe
    limit = np.uint64(0) - rem
    # One draw on every lane first: a rejection is rarer than one in 2**57 for
    # the games' bounds, so the loop below almost never runs. A value is kept
    # when value <= ~rem (that is, below limit; every value when rem == 0).
    values, nxt = next_u64(states)
    ok = values <= ~rem
    out = (values % safe).astype(np.int64)
    if active is not None:
        nxt = np.where(active, nxt, states)
        out[~active] = 0
        ok |= ~active
    if ok.all():
        return out, nxt
    todo = ~ok
    while todo.any():
        idx = np.flatnonzero(todo)
        values, again = next_u64(nxt[idx])
        nxt[idx] = again
        good = (rem[idx] == 0) | (values < limit[idx])
        done = idx[good]
        out[done] = (values[good] % safe[done]).astype(np.int64)
        todo[done] = False
    return out, nxt


def _below_all(states: U64, bound: U64) -> tuple[I64, U64] | None:
    """`below` where every lane draws, below ``bound [lanes]``; None if a draw may be rejected."""
    nxt = states + _GAMMA
    z = nxt >> _S30
    z ^= nxt
    z *= _MIX1
    tmp = z >> _S27
    z ^= tmp
    z *= _MIX2
    np.right_shift(z, _S31, out=tmp)
    z ^= tmp
    # A value is kept when value <= ~(2**64 % bound), surely so when no value
    # passes 2**64 - 1 - max(bound), as 2**64 % bound < bound.
    if int(z.max()) > _LAST - int(bound.max()):
        return None
    out: I64 = (z % bound).astype(np.int64)
    return out, nxt


_LAST = (1 << 64) - 1


def shuffle_rows(states: U64, rows: I64, lengths: I64 | None = None) -> tuple[I64, U64]:
    """`cardrules._random.shuffle` of each lane's row: Fisher-Yates from the end down.

    Args:
        states: the generator state of each lane.
        rows: ``[lanes, width]`` items; lane ``i`` shuffles ``rows[i, :lengths[i]]``.
        lengths: how many leading items of each row to shuffle (default: all).

    Returns:
        ``(shuffled_rows, next_states)``; items past a lane's length are kept.
    """
    lanes, width = rows.shape
    if lengths is None and lanes and width > 1:
        columns, states = shuffle_columns(states, np.ascontiguousarray(rows.T))
        return np.ascontiguousarray(columns.T), states
    size = np.full(lanes, width, dtype=np.int64) if lengths is None else lengths
    out = rows.copy()
    lane_ids = np.arange(lanes)
    for i in range(width - 1, 0, -1):
        active = size > i
        if not active.any():
            continue
        j, states = below(states, np.int64(i + 1), active)
        sel = lane_ids[active]
        jj = j[active]
        tmp = out[sel, i].copy()
        out[sel, i] = out[sel, jj]
        out[sel, jj] = tmp
    return out, states


def shuffle_columns(states: U64, columns: _Items) -> tuple[_Items, U64]:
    """`shuffle_rows` of whole rows given place-major: ``columns[k, i]`` is lane ``i``'s item ``k``.

    Every draw of every lane is computed at once: SplitMix64's state only adds
    a constant each step, so the ``width - 1`` draws of a shuffle are the
    mixes of ``state + k * gamma``, k = 1, 2, ... A lane where some draw would
    be rejected (rarer than one in 2**57) is shuffled again draw by draw.

    Returns:
        ``(shuffled, next_states)``, ``shuffled`` place-major as ``columns``.
    """
    width, lanes = columns.shape
    steps = np.arange(1, width, dtype=np.uint64)
    bounds = np.arange(width, 1, -1, dtype=np.uint64)  # i + 1 for i = width-1 .. 1
    # [draw, lane] layout: each draw's values are one contiguous row
    advanced = steps[:, None] * _GAMMA + states[None, :]
    z = advanced.copy()  # the mix of SplitMix64, in place (no temporaries to fault in)
    tmp = np.empty_like(z)
    np.right_shift(z, _S30, out=tmp)
    np.bitwise_xor(z, tmp, out=z)
    np.multiply(z, _MIX1, out=z)
    np.right_shift(z, _S27, out=tmp)
    np.bitwise_xor(z, tmp, out=z)
    np.multiply(z, _MIX2, out=z)
    np.right_shift(z, _S31, out=tmp)
    np.bitwise_xor(z, tmp, out=z)
    values = z
    rem = (np.uint64(0) - bounds) % bounds
    rejected = ((values > ~rem[:, None]) & (rem[:, None] != 0)).any(axis=0)
    picks = (values % bounds[:, None]).astype(np.int64)
    cols = columns.copy()  # [width, lanes]: each place one contiguous row
    flat = cols.reshape(-1)
    picks *= lanes
    picks += np.arange(lanes, dtype=np.int64)[None, :]  # flat places in ``cols``
    for k, i in enumerate(range(width - 1, 0, -1)):
        there = picks[k]
        tmp_row = flat[there]
        flat[there] = cols[i]
        cols[i] = tmp_row
    nxt = advanced[-1].copy()
    if rejected.any():
        idx = np.flatnonzero(rejected)
        rows = np.ascontiguousarray(columns[:, idx].T)
        slow, again = shuffle_rows(states[idx], rows, np.full(idx.size, width, np.int64))
        cols[:, idx] = slow.T
        nxt[idx] = again
    return cols, nxt
