"""A batch's arrays: an empty set of lanes, card places, and the copy-on-write work of a step."""

from __future__ import annotations

from typing import Any

import numpy as np

from cardrules.chupate._batch.tables import _CAP, _DECK_KINDS, _KINDS, I64


class _Work:
    """The arrays of a batch while one step is computed: each copied when first written.

    ``work[name]`` is a writable copy (made on first use); ``work.read(name)``
    is the array as it stands, the copy if there is one, without copying.
    """

    def __init__(self, old: dict[str, Any]) -> None:
        self.old = old
        self.new: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        array = self.new.get(name)
        if array is None:
            array = self.new[name] = self.old[name].copy()
        return array

    def read(self, name: str) -> Any:
        array = self.new.get(name)
        return self.old[name] if array is None else array

    def result(self) -> dict[str, Any]:
        """Every array after the step, those written made read-only."""
        for array in self.new.values():
            array.setflags(write=False)
        return {**self.old, **self.new}


_IN_STOCK = 6

_IN_DISCARD = 7

_NOWHERE = 8

"""``loc`` codes besides the seats 0-5; column 108 of ``loc`` is a sentinel, always nowhere."""

_PHYS_KIND = _DECK_KINDS.astype(np.int64)


def _kind_places() -> I64:
    """``[kind, 4]``: the deck positions of a kind's copies, padded with the sentinel 108."""
    places = np.full((_KINDS, 4), _CAP, dtype=np.int64)
    for kind in range(_KINDS):
        where = np.flatnonzero(kind == _PHYS_KIND)
        places[kind, : where.size] = where
    return places


_KIND_PLACES = _kind_places()

_STAMP = np.int16

_BIG = np.iinfo(np.int16).max

_ONE = np.int8(1)

_RESTAMP = 30_000

"""A lane whose clock passes this renumbers its stamps 0, 1, ... in the same order."""


def _empty(lanes: int, players: int) -> dict[str, Any]:
    def ints(*shape: int, fill: int = 0) -> I64:
        return np.full(shape, fill, dtype=np.int64)

    loc = np.full((lanes, _CAP + 1), _NOWHERE, dtype=np.int8)
    return {
        "seed": np.zeros(lanes, dtype=np.uint64),
        "rng": np.zeros(lanes, dtype=np.uint64),
        "round": ints(lanes, fill=1),
        "start": ints(lanes),
        "cur": ints(lanes),
        "loc": loc,
        "stamp": np.zeros((lanes, _CAP + 1), dtype=_STAMP),
        "clock": ints(lanes),
        "hand_len": ints(lanes, players),
        "counts": np.zeros((lanes, players, _KINDS), dtype=np.int8),
        "held": np.zeros((lanes, players), dtype=np.uint64),
        "top": ints(lanes),
        "top_card": ints(lanes, fill=_CAP),
        "discard_len": ints(lanes),
        "discard_counts": np.zeros((lanes, _KINDS), dtype=np.int8),
        "color": ints(lanes, fill=-1),
        "direction": ints(lanes, fill=-1),
        "owed": ints(lanes),
        "phase": ints(lanes),
        "drawn": ints(lanes, fill=-1),
        "challenge_color": ints(lanes, fill=-1),
        "challenger": ints(lanes, fill=-1),
        "challenged": ints(lanes, fill=-1),
        "bluff": np.zeros(lanes, dtype=np.bool_),
        "stock": np.full((lanes, _CAP), -1, dtype=np.int8),
        "stock_pos": ints(lanes),
        "stock_len": ints(lanes),
        "scores": ints(lanes, players),
        "lr_round": ints(lanes),
        "lr_start": ints(lanes),
        "lr_winner": ints(lanes),
        "lr_points": ints(lanes, players),
        "lr_same": np.zeros(lanes, dtype=np.bool_),
        "lr_loc": loc.copy(),
        "lr_stamp": np.zeros((lanes, _CAP + 1), dtype=_STAMP),
    }


class _Places:
    """Gives each card of a scalar state a deck position of its kind, in the order met."""

    def __init__(self) -> None:
        self.free = [list(_KIND_PLACES[kind][_KIND_PLACES[kind] < _CAP]) for kind in range(_KINDS)]

    def take(self, kind: int) -> int:
        return int(self.free[kind].pop(0))
