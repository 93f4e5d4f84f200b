"""The Chúpate 2 batch's fixed tables: card kinds, action ids and their effects, array types."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from cardrules.cards.uno import Color, build_uno_deck
from cardrules.chupate.actions import action_space
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules

I64 = npt.NDArray[np.int64]

I8 = npt.NDArray[np.int8]

U64 = npt.NDArray[np.uint64]

Bools = npt.NDArray[np.bool_]

F32 = npt.NDArray[np.float32]

# -- tables ----------------------------------------------------------------------

_DECK = build_uno_deck()

_KINDS = 54

_CAP = len(_DECK)

"""Room in every ordered row: no pile or hand can hold more than the 108 cards."""

_ACTIONS = 68

_HAND = 7

_DISTINCT = tuple(sorted(set(_DECK), key=lambda card: card.index))

_DECK_KINDS = np.array([card.index for card in _DECK], dtype=np.int8)

_COLORS = tuple(Color)

_PHASES = tuple(Phase)

_PLAY, _DRAWN, _STACKED, _WILD4, _COLOR, _OVER = range(6)

_W = 52

_W4 = 53

_FACE_TWO, _FACE_SKIP, _FACE_REV = 10, 11, 12

_DRAW_ID, _PASS_ID, _TAKE_ID, _CHALLENGE_ID, _COLOR_ID = 60, 61, 62, 63, 64

_KIND_COLOR = np.array([k // 13 if k < 52 else -1 for k in range(_KINDS)], dtype=np.int64)

_KIND_FACE = np.array([k % 13 if k < 52 else k for k in range(_KINDS)], dtype=np.int64)

_POINTS = np.array([card.points for card in _DISTINCT], dtype=np.int64)

_COPIES = np.bincount(_DECK_KINDS.astype(np.int64), minlength=_KINDS)

_SHARE = (1.0 / _COPIES).astype(np.float32)

_IS_TWO = _KIND_FACE == _FACE_TWO


def _playable_table() -> Bools:
    """``[color + 1, top, card]``: may ``card`` be played on ``top`` under ``color`` (C-6, C-11).

    Row 0 (no active color) allows only the wilds; it is never used in phase play.
    """
    table = np.zeros((5, _KINDS, _KINDS), dtype=np.bool_)
    for color in range(-1, 4):
        for top in range(_KINDS):
            for card in range(_KINDS):
                table[color + 1, top, card] = (
                    _KIND_COLOR[card] < 0
                    or _KIND_COLOR[card] == color
                    or (top < 52 and card < 52 and _KIND_FACE[card] == _KIND_FACE[top])
                )
    return table


_PLAYABLE = _playable_table()

_BITS = np.left_shift(np.uint64(1), np.arange(_KINDS, dtype=np.uint64))

"""Kind ``k``'s bit in a set of kinds (a uint64)."""

_PLAYABLE_BITS = (_PLAYABLE.reshape(-1, _KINDS) * _BITS).sum(axis=1, dtype=np.uint64)

"""`_PLAYABLE` as sets of kinds, at ``(color + 1) * 54 + top``."""

_COLOR_BITS = np.array(
    [(_BITS * (color == _KIND_COLOR)).sum(dtype=np.uint64) for color in range(4)] + [0],
    dtype=np.uint64,
)

"""The kinds of each color (index -1: none)."""

_TWO_BITS = (_BITS * _IS_TWO).sum(dtype=np.uint64)

_W4_BIT = _BITS[53]

_ALL = np.uint64(0xFFFFFFFFFFFFFFFF)

# An action id's card kind (or -1) and the color it names (a colored card's own, or -1).

_ACTION_KIND = np.array([*range(52), *([_W] * 4), *([_W4] * 4), *([-1] * 8)], dtype=np.int64)

_ACTION_COLOR = np.array(
    [*(k // 13 for k in range(52)), *range(4), *range(4), *([-1] * 4), *range(4)],
    dtype=np.int64,
)
# A played card's effect by face (0-12, W 52, W+4 53): C-8 to C-12.

_EFFECT_FLIP = np.ones(_KINDS, dtype=np.int64)

_EFFECT_FLIP[_FACE_REV] = -1

_EFFECT_ADVANCE = np.ones((2, _KINDS), dtype=np.int64)

"""``[two players?, face]``: seats the turn moves, in the direction after the card."""

_EFFECT_ADVANCE[:, _FACE_SKIP] = 2

_EFFECT_ADVANCE[1, _FACE_REV] = 0  # with two players a reverse acts as a skip (C-10)

_EFFECT_TWO = (np.arange(_KINDS) == _FACE_TWO).astype(np.int64)

_EFFECT_FOUR = (np.arange(_KINDS) == _W4).astype(np.int64)

_EFFECT_PHASE = np.full(_KINDS, _PLAY, dtype=np.int64)

_EFFECT_PHASE[_FACE_TWO] = _STACKED

_EFFECT_PHASE[_W4] = _WILD4

_CLASS_NONE, _CLASS_CARD, _CLASS_QUIET, _CLASS_DRAW = range(4)

_MOVE_CLASS = np.array(
    [_CLASS_NONE]
    + [_CLASS_CARD] * 60
    + [_CLASS_DRAW, _CLASS_QUIET, _CLASS_DRAW, _CLASS_DRAW]
    + [_CLASS_QUIET] * 4,
    dtype=np.int8,
)

"""At ``id + 1`` (``-1``: a lane that does not move): a card, pass/color, or a draw."""

_ACTION_NAMES = tuple(str(move) for move in action_space(Rules(players=2)))

_PYTHON_SWAPS = 96

"""Up to this many lanes shuffle with the swaps in Python; more swap in numpy."""

_GAMMA = np.uint64(0x9E3779B97F4A7C15)


def _readonly(array: Any) -> Any:
    array.setflags(write=False)
    return array


def _handed(array: Any) -> Any:
    """A view of ``array`` for the batch to hand out: numpy refuses to make it writeable again.

    ``array`` and every array it is a view of are made read-only first (the
    batch never writes them again); numpy lets an array that owns its data
    be set writeable, but not a view of a read-only array.
    """
    base = array
    while isinstance(base, np.ndarray):
        base.setflags(write=False)
        base = base.base
    return array.view()


# -- shuffles --------------------------------------------------------------------
