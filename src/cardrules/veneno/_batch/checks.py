"""The batch's arguments checked at the boundary: action ids, lane masks and seeds."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.rng import check_seed
from cardrules.veneno._batch.tables import I64, U64, Bools


def _int_array(values: object, lanes: int, what: str) -> I64:
    """``values`` as an ``int64`` array of one entry per lane, or a RulesError."""
    if type(values) is np.ndarray and values.dtype == np.int64 and values.shape == (lanes,):
        return values
    if isinstance(values, np.ndarray):
        array = values
    else:
        try:
            array = np.asarray(values)
        except (TypeError, ValueError, OverflowError) as error:
            msg = f"{what} must be {lanes} integers, one per lane, got {quote(values)} ({error})"
            raise RulesError(msg) from None
    if array.dtype == np.bool_ or not np.issubdtype(array.dtype, np.integer):
        msg = (
            f"{what} must be integers (one per lane), got an array of {array.dtype}: "
            f"{quote(values)}"
        )
        raise RulesError(msg)
    if array.shape != (lanes,):
        msg = f"{what} must have shape ({lanes},), one per lane, got shape {array.shape}"
        raise RulesError(msg)
    if array.dtype == np.uint64 and (array > np.iinfo(np.int64).max).any():
        lane = int(np.flatnonzero(array > np.iinfo(np.int64).max)[0])
        msg = f"lane {lane}: {quote(int(array[lane]))} is not an action id"
        raise RulesError(msg)
    return array.astype(np.int64, copy=False)


def _bool_array(values: object, lanes: int, what: str) -> Bools:
    array = np.asarray(values) if not isinstance(values, np.ndarray) else values
    if array.dtype != np.bool_ or array.shape != (lanes,):
        msg = f"{what} must be a bool array of shape ({lanes},), got {quote(values)}"
        raise RulesError(msg)
    return array


def _seeds(seeds: object) -> U64:
    if (
        isinstance(seeds, np.ndarray)
        and seeds.ndim == 1
        and seeds.size
        and seeds.dtype.kind in "iu"
        and int(seeds.min()) >= 0
    ):  # every one a valid seed
        unsigned: U64 = seeds.astype(np.uint64)
        return unsigned
    if isinstance(seeds, np.ndarray):
        values: list[object] = seeds.tolist() if seeds.ndim == 1 else [seeds]
    elif isinstance(seeds, Sequence) and not isinstance(seeds, str | bytes):
        values = list(seeds)
    else:
        msg = f"new_batch: seeds must be a sequence of seeds, one per lane, got {quote(seeds)}"
        raise RulesError(msg)
    if not values:
        msg = "new_batch: seeds must hold at least one seed (one lane)"
        raise RulesError(msg)
    for lane, seed in enumerate(values):
        try:
            check_seed(seed)
        except RulesError as error:
            msg = f"new_batch: lane {lane}: {error}"
            raise RulesError(msg) from None
    return np.array(values, dtype=np.uint64)
