"""The scalar engine's Fisher-Yates shuffle, run on every lane at once (with its exact draws)."""

from __future__ import annotations

import numpy as np

from cardrules._random import shuffle as _scalar_shuffle
from cardrules.chupate._batch.tables import _CAP, _GAMMA, _PYTHON_SWAPS, I8, I64, U64, Bools

_POSITIONS = np.arange(_CAP + 1, dtype=np.int64)

_BOUNDS = (_POSITIONS + 1).astype(np.uint64)

"""A Fisher-Yates draw at position ``i`` is ``below(state, i + 1)``."""

_KEEP = ~((np.uint64(0) - _BOUNDS) % _BOUNDS)

"""``below`` keeps a value drawn at position ``i`` when it is at most ``_KEEP[i]``."""

_KEEP_ALL = _KEEP.min()

"""Every position keeps a value at most this (a value above it needs the exact test)."""


def _draw_offsets() -> U64:
    """``[length, i]``: the step of the draw at position ``i`` when shuffling ``length`` items.

    The draw at position ``i`` is the ``length - i``-th, made from the state
    ``state + (length - i) * gamma``; the table holds ``(length - i) * gamma``
    (``gamma`` where no draw is made: position 0, or past the length).
    """
    lengths = np.arange(_CAP + 1, dtype=np.int64)[:, None]
    rank = np.maximum(lengths - _POSITIONS[None, :], 1).astype(np.uint64)
    return rank * _GAMMA  # type: ignore[no-any-return]


_DRAW_OFFSETS = _draw_offsets()

_MIX1 = np.uint64(0xBF58476D1CE4E5B9)

_MIX2 = np.uint64(0x94D049BB133111EB)

_S30, _S27, _S31 = np.uint64(30), np.uint64(27), np.uint64(31)


def _draws(rng: U64, lengths: I64) -> tuple[U64, Bools]:
    """Every draw of the Fisher-Yates shuffles of ``lengths`` items, lane by lane, at once.

    SplitMix64's state after ``k`` steps is ``state + k * gamma``, so the draw
    at position ``i`` (made ``length - i``-th) is the mix of ``state + (length -
    i) * gamma`` (`_DRAW_OFFSETS`). Returns ``(picks, rejected)``:
    ``picks[lane, i]`` is the position swapped with ``i`` (for ``1 <= i <
    length``; the row has 109 columns), and ``rejected`` marks the rare lane
    where some draw would be rejected by ``below``; that lane must be
    shuffled by the scalar generator instead.
    """
    z = _DRAW_OFFSETS[lengths]
    z += rng[:, None]
    # SplitMix64's output of each state (`_rng.next_u64`), in place
    tmp = z >> _S30
    z ^= tmp
    z *= _MIX1
    np.right_shift(z, _S27, out=tmp)
    z ^= tmp
    z *= _MIX2
    np.right_shift(z, _S31, out=tmp)
    z ^= tmp
    rejected = np.zeros(rng.shape[0], dtype=np.bool_)
    if np.count_nonzero(z > _KEEP_ALL):  # rarely: test each draw exactly
        valid = (lengths[:, None] > _POSITIONS[None, :]) & (_POSITIONS[None, :] >= 1)
        rejected = (valid & (z > _KEEP[None, :])).any(axis=1)
    z %= _BOUNDS[None, :]
    return z, rejected


def _advance(rng: U64, lengths: I64) -> U64:
    """The generator states after shuffling ``lengths`` items (``length - 1`` draws)."""
    return rng + np.maximum(lengths - 1, 0).astype(np.uint64) * _GAMMA  # type: ignore[no-any-return]


def _shuffle(rng: U64, rows: I8, lengths: I64) -> tuple[I8, U64]:
    """`cardrules._random.shuffle` of ``rows[i, :lengths[i]]`` with ``rng[i]``, lane by lane.

    Every draw of the Fisher-Yates shuffle is computed at once (`_draws`),
    with rejection checked: the rare lane whose draw would be rejected is
    shuffled by the scalar generator instead. The swaps run in Python for a
    few lanes, in numpy (one position at a time, every lane together) for
    many. Either way lane ``i`` gets the scalar shuffle exactly, and the
    generator state after it.
    """
    lanes = rows.shape[0]
    out = rows.copy()
    width = int(lengths.max()) if lanes else 0
    if width < 2:
        return out, rng.copy()
    values, rejected = _draws(rng, lengths)
    if lanes <= _PYTHON_SWAPS:
        all_picks = values.tolist()
        for i, size in enumerate(lengths.tolist()):
            items = out[i, :size].tolist()
            at = size
            for j in all_picks[i][max(size - 1, 0) : 0 : -1]:  # positions size - 1 to 1
                at -= 1
                items[at], items[j] = items[j], items[at]
            out[i, :size] = items
    else:
        picks = values.astype(np.int64)
        ids = np.arange(lanes)
        every = bool((lengths == width).all())
        for i in range(width - 1, 0, -1):
            if every:
                sel = ids
                j = picks[:, i]
            else:
                sel = ids[lengths > i]
                j = picks[sel, i]
            held = out[sel, i]
            out[sel, i] = out[sel, j]
            out[sel, j] = held
    new_rng = _advance(rng, lengths)
    for i in np.flatnonzero(rejected).tolist():
        size = int(lengths[i])
        items, state = _scalar_shuffle(int(rng[i]), rows[i, :size].tolist())
        out[i, :size] = items
        new_rng[i] = state
    return out, new_rng


# -- the batch -------------------------------------------------------------------

# -- the batch -------------------------------------------------------------------
