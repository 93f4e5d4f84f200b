"""Counting and finding the set bits of bitboards (one ``int64`` per place)."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from cardrules.veneno._batch.tables import I64


def popcount(x: I64) -> I64:
    """The number of set bits of each (non-negative) ``int64``."""
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(x).astype(np.int64)
    b = x.astype("<u8").view(np.uint8)  # pragma: no cover - numpy < 2
    counts: I64 = _BYTE_COUNT[b].sum(axis=-1, dtype=np.int64)  # pragma: no cover
    return counts  # pragma: no cover


_BYTE_COUNT = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)


def _popcount8(x: I64) -> npt.NDArray[np.uint8]:
    """`popcount` as ``uint8``, of an array of any shape."""
    if hasattr(np, "bitwise_count"):
        counts: npt.NDArray[np.uint8] = np.bitwise_count(x)
        return counts
    b = np.ascontiguousarray(x, dtype="<i8").view(np.uint8)  # pragma: no cover - numpy < 2
    b = b.reshape(*x.shape, 8)  # pragma: no cover
    out: npt.NDArray[np.uint8] = _BYTE_COUNT[b].sum(axis=-1).astype(np.uint8)  # pragma: no cover
    return out  # pragma: no cover


def _low_bit_index(low: I64) -> I64:
    """The index of a one-bit ``int64`` (-1 for 0): exact through float64's exponent."""
    return (np.frexp(low.astype(np.float64))[1] - 1).astype(np.int64)
