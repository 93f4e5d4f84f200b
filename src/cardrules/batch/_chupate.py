"""Chúpate 2 on many lanes at once: the scalar engine's games, stepped in lockstep on numpy.

Lane ``i`` of a `ChupateBatch` plays exactly the game `cardrules.chupate` plays
for the same seed and the same action ids: the same legal ids in the same
order, the same card in every place (hands in their order, the stock, the
discard pile), the same generator state, scores, outcome and observation.
`ChupateBatch.state` rebuilds lane ``i`` as a scalar `cardrules.chupate.State`
equal to the scalar engine's.

Representation (see the docs' explanation page "Batched Chúpate 2"): every
field of the scalar state is an array with one row per lane. A card is its
kind, the distinct index ``0..53`` (equal cards are the same object in the
scalar engine, so a kind is all a place holds). For each of the deck's 108
places a lane keeps where the card is (``loc``: a seat, the stock or the
discard pile) and when it got there (``stamp``, a counter that grows with
every card moved): a hand or the discard pile in stamp order is the scalar
tuple in its order. The stock is an ordered row drawn from the front,
``stock[lane, stock_pos : stock_pos + stock_len]``. Per-kind counts of every
hand and of the discard pile are kept beside them for the legal mask and the
observation. Lanes at different phases are stepped together: each step moves
the cards of the lanes that play a card and of those that draw (1, 2-16, 4 or
6 cards), then sets every lane's turn, direction, phase, owed cards, color and
challenge from per-id tables in one pass, with the per-lane reshuffle of C-14
and the round end of C-15 (scoring, the next deal) on the lanes that need them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from cardrules._quote import quote
from cardrules._random import check_seed
from cardrules._random import shuffle as _scalar_shuffle
from cardrules.batch import _rng
from cardrules.cards.uno import Color, build_uno_deck
from cardrules.chupate.actions import action_space
from cardrules.chupate.encoding import encoding_blocks, observation_size
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules
from cardrules.chupate.scoring import RoundResult
from cardrules.chupate.state import State
from cardrules.chupate.view import Challenge
from cardrules.errors import IllegalMoveError, RulesError

__all__ = ["ChupateBatch", "from_states", "new_batch"]

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


class ChupateBatch:
    """Many Chúpate 2 games under one `Rules`, stepped together. Immutable.

    Build one with `new_batch` or `from_states`. Every array it hands out is
    read-only, and `step` returns a new batch, leaving this one as it was.

    Attributes:
        rules: the rules every lane plays by.
        lanes: the number of games.
    """

    __slots__ = ("_a", "_count", "_mask", "_obs", "_picked", "_words", "lanes", "rules")

    def __init__(self, rules: Rules, arrays: dict[str, Any]) -> None:
        self.rules = rules
        self.lanes = int(arrays["cur"].shape[0])
        for value in arrays.values():
            _handed(value)  # read-only, with every array it is a view of
        self._a = arrays
        self._mask: Bools | None = None
        self._obs: F32 | None = None
        self._words: U64 | None = None
        self._count: I64 | None = None
        self._picked: I64 | None = None

    @classmethod
    def _of(cls, rules: Rules, arrays: dict[str, Any]) -> ChupateBatch:
        """A batch of arrays that are read-only already (`_Work.result`)."""
        batch = cls.__new__(cls)
        batch.rules = rules
        batch.lanes = int(arrays["cur"].shape[0])
        batch._a = arrays
        batch._mask = None
        batch._obs = None
        batch._words = None
        batch._count = None
        batch._picked = None
        return batch

    def __len__(self) -> int:
        """The number of lanes."""
        return self.lanes

    def __repr__(self) -> str:
        live = int((self._a["cur"] >= 0).sum())
        return f"<ChupateBatch {self.lanes} lanes, {live} playing, {self.rules!r}>"

    # -- public arrays -------------------------------------------------------------

    @property
    def current_player(self) -> I64:
        """The seat to play in each lane, ``-1`` where the game is over (read-only)."""
        return self._a["cur"].view()  # type: ignore[no-any-return]  # read-only bases

    @property
    def round(self) -> I64:
        """Each lane's round number, from 1 (read-only)."""
        return self._a["round"].view()  # type: ignore[no-any-return]  # read-only bases

    @property
    def scores(self) -> I64:
        """int64 ``[lanes, players]``: each lane's points of completed rounds (read-only)."""
        return self._a["scores"].view()  # type: ignore[no-any-return]  # read-only bases

    @property
    def hand_sizes(self) -> I64:
        """int64 ``[lanes, players]``: how many cards each seat holds (read-only)."""
        return self._a["hand_len"].view()  # type: ignore[no-any-return]  # read-only bases

    @property
    def owed(self) -> I64:
        """int64 ``[lanes]``: the cards the seat to play owes (``state.owed``; read-only)."""
        return self._a["owed"].view()  # type: ignore[no-any-return]  # read-only bases

    @property
    def last_winner(self) -> I64:
        """int64 ``[lanes]``: the seat that won the last finished round (``last_round.winner``).

        Meaningless (0) in lanes that have not finished a round yet.
        """
        return self._a["lr_winner"].view()  # type: ignore[no-any-return]  # read-only bases

    @property
    def action_count(self) -> int:
        """``len(chupate.action_space(rules))``: 68."""
        return _ACTIONS

    @property
    def observation_size(self) -> int:
        """``chupate.observation_size(rules)``: the width of `observe`'s rows."""
        return observation_size(self.rules)

    def legal_count(self) -> I64:
        """``int64 [lanes]``, read-only: how many moves are legal in each lane (0 where over)."""
        if self._count is None:
            words = self._legal_words()
            self._count = _handed(_popcount(words[:, 0]) + _popcount(words[:, 1]))
        return self._count

    def nth_legal(self, k: object) -> I64:
        """``int64 [lanes]``, read-only: the action id of each lane's ``k[i]``-th legal move.

        Legal moves are counted in the order of ``state(i).legal_moves()``
        (increasing ids). ``k[i]`` must be below ``legal_count()[i]``; lanes
        that are over give -1 (their ``k[i]`` is ignored). With ``k[i] =
        below(rng, legal_count()[i])`` this is `RandomBot`'s choice. The array
        is read-only; `step` given it takes it without checking it again.

        Raises:
            RulesError: ``k`` is not one integer per lane, or a lane whose
                game goes on has no ``k[i]``-th legal move.
        """
        kk = np.asarray(k)
        if (
            kk.dtype == np.bool_
            or not np.issubdtype(kk.dtype, np.integer)
            or kk.shape != (self.lanes,)
        ):
            msg = f"nth_legal: k must be an int array of shape ({self.lanes},), got {quote(k)}"
            raise RulesError(msg)
        kk = kk.astype(np.int64, copy=False)
        count = self.legal_count()
        live = count > 0
        bad = live & (kk.view(np.uint64) >= count.view(np.uint64))
        if np.count_nonzero(bad):
            lane = int(np.argmax(bad))
            msg = (
                f"nth_legal: lane {lane} has {int(count[lane])} legal moves, "
                f"so it has no move {quote(int(kk[lane]))}"
            )
            raise RulesError(msg)
        return self._nth(np.where(live, kk, 0), live)

    def _nth(self, k: I64, live: Bools) -> I64:
        """`nth_legal` of valid ``k`` (0 on lanes that are over), unchecked; read-only.

        The batch remembers the array: `step` given it back knows its ids are
        legal (it is read-only, so nobody changed them) and skips the check.
        """
        action = _select(self._legal_words(), k)
        action[~live] = -1
        picked: I64 = _handed(action)
        self._picked = picked
        return picked

    def _legal_words(self) -> U64:
        if self._words is None:
            self._words = _readonly(_legal_words(self.rules, self._a))
        return self._words

    @property
    def is_over(self) -> Bools:
        """Whether each lane's game is over (read-only)."""
        return _handed(self._a["cur"] < 0)  # type: ignore[no-any-return]

    def legal_mask(self) -> Bools:
        """The legal action ids of each lane: bool ``[lanes, 68]`` in `action_space` order.

        Row ``i`` is ``action_space(rules).mask(state(i))``: ``True`` at the id of
        every legal move, all ``False`` where the game is over. The ids of a
        row's legal moves in increasing order are ``state(i).legal_moves()``
        in its order.
        """
        if self._mask is None:
            self._mask = _legal_mask(self._legal_words())
        return self._mask

    def observe(self) -> F32:
        """Each lane's observation for the seat to play: float32 ``[lanes, observation_size]``.

        Row ``i`` equals ``chupate.encode(state(i).view(current_player[i]), numpy=True)``;
        rows of finished lanes are all zeros.
        """
        if self._obs is None:
            self._obs = _handed(_observe(self.rules, self._a))
        return self._obs

    def returns(self) -> F32:
        """``state(i).returns()`` for every lane: float32 ``[lanes, players]`` (0 until over)."""
        return _handed(_returns(self.rules, self._a))  # type: ignore[no-any-return]

    # -- stepping ------------------------------------------------------------------

    def step(self, actions: object, where: object = None) -> ChupateBatch:
        """Play one action id in every lane whose game goes on; a new batch.

        Args:
            actions: int array ``[lanes]`` of action ids (`action_space` order);
                entries of finished lanes (and of lanes left out by ``where``)
                are ignored.
            where: optional bool ``[lanes]``: only these lanes move; the
                others stay as they are.

        Returns:
            The batch after the moves; this batch is unchanged.

        Raises:
            RulesError: ``actions`` is not a 1-d int array of one id per lane, or
                a lane's entry is not an action id (0-67), or ``where`` is not a
                bool array of one entry per lane.
            IllegalMoveError: a lane's id is not legal there (the message names
                the lane, the id and its move, and the rule).
        """
        picked = self._picked
        if picked is not None:
            base = picked.base
            if base is None or base.flags.writeable:  # its data made writeable: check it
                picked = self._picked = None
        if where is None and picked is not None and actions is picked:
            # this batch's own legal ids (read-only), -1 on the lanes that are over
            return ChupateBatch._of(self.rules, _step(self.rules, self._a, picked))
        moving = self._a["cur"] >= 0
        if where is not None:
            chosen = np.asarray(where)
            if chosen.dtype != np.bool_ or chosen.shape != (self.lanes,):
                msg = (
                    f"ChupateBatch.step: where must be a bool array of shape ({self.lanes},), "
                    f"got {quote(where)}"
                )
                raise RulesError(msg)
            moving = moving & chosen
        if picked is not None and actions is picked:  # this batch's own legal ids
            ids = np.where(moving, picked, -1)
        else:
            ids = self._check_actions(actions, moving)
        return ChupateBatch._of(self.rules, _step(self.rules, self._a, ids))

    def with_lanes(self, lanes: object, other: ChupateBatch) -> ChupateBatch:
        """This batch with lane ``lanes[j]`` replaced by lane ``j`` of ``other``.

        The environments restart finished lanes this way:
        ``b.with_lanes(done, new_batch(rules, fresh_seeds))``.

        Args:
            lanes: int ``[k]``, distinct lanes of this batch.
            other: a batch under the same rules with ``k`` lanes.

        Returns:
            The new batch; both given are unchanged.

        Raises:
            RulesError: the rules differ, or ``lanes`` are not ``len(other)``
                distinct lanes of this batch.
        """
        if not isinstance(other, ChupateBatch) or other.rules != self.rules:
            msg = f"with_lanes needs a ChupateBatch under the same rules, got {quote(other)}"
            raise RulesError(msg)
        idx = np.asarray(lanes)
        if (
            idx.dtype == np.bool_
            or not np.issubdtype(idx.dtype, np.integer)
            or idx.shape != (other.lanes,)
            or (idx.size and (int(idx.min()) < 0 or int(idx.max()) >= self.lanes))
            or np.unique(idx).size != idx.size
        ):
            msg = (
                f"with_lanes: lanes must be {other.lanes} distinct lanes from 0 to "
                f"{self.lanes - 1}, got {quote(lanes)}"
            )
            raise RulesError(msg)
        merged: dict[str, Any] = {}
        for name, value in self._a.items():
            new = value.copy()
            new[idx] = other._a[name]
            merged[name] = new
        return ChupateBatch(self.rules, merged)

    def _check_actions(self, actions: object, live: Bools) -> I64:
        array = np.asarray(actions) if not isinstance(actions, np.ndarray) else actions
        if array.dtype.kind not in "iu":  # bool is kind "b"
            msg = (
                f"ChupateBatch.step needs an int array of action ids, got dtype "
                f"{quote(str(array.dtype))} ({quote(actions)})"
            )
            raise RulesError(msg)
        if array.shape != (self.lanes,):
            msg = (
                f"ChupateBatch.step needs one action id per lane, shape ({self.lanes},), "
                f"got shape {quote(array.shape)}"
            )
            raise RulesError(msg)
        ids = array.astype(np.int64, copy=False)
        inside = ids.view(np.uint64) < _ACTIONS  # a negative id is past 2**63 here
        at = np.where(inside, ids, 0)
        word = self._legal_words().reshape(-1)[_row_starts(self.lanes, 2) + (at >> 6)]
        word >>= (at & 63).view(np.uint64)
        legal = (word & _ONE_BIT).astype(np.bool_)
        legal &= inside
        bad = live > legal  # a live lane whose id is not legal
        if np.count_nonzero(bad):
            lane = int(np.argmax(bad))
            value = int(array[lane])
            if not inside[lane]:
                msg = (
                    f"ChupateBatch.step: lane {lane}: {quote(value)} is not an action id "
                    f"of Chúpate 2 (0-{_ACTIONS - 1})"
                )
                raise RulesError(msg)
            name = _ACTION_NAMES[int(value)]
            why = self.state(lane).why_illegal(name)
            msg = f"ChupateBatch.step: lane {lane}: action id {value} ({name}) is not legal: {why}"
            raise IllegalMoveError(msg)
        return np.where(live, ids, -1)

    # -- scalar states -------------------------------------------------------------

    def state(self, lane: int) -> State:
        """Lane ``lane`` as a scalar `cardrules.chupate.State`, equal to the scalar engine's.

        Args:
            lane: from 0 to ``lanes - 1`` (negative counts from the end, as in a list).

        Returns:
            The state; ``state.play(move)`` continues the game alone.

        Raises:
            RulesError: ``lane`` is not a lane of this batch.
        """
        i = self._lane(lane)
        return _state_of(self.rules, self._a, i)

    def states(self) -> tuple[State, ...]:
        """Every lane as a scalar state (``state(i)`` for each ``i``)."""
        return tuple(_state_of(self.rules, self._a, i) for i in range(self.lanes))

    def _lane(self, lane: object) -> int:
        if (
            isinstance(lane, bool)
            or not isinstance(lane, (int, np.integer))
            or not -self.lanes <= int(lane) < self.lanes
        ):
            msg = f"ChupateBatch.state: {quote(lane)} is not a lane from 0 to {self.lanes - 1}"
            raise RulesError(msg)
        return int(lane) % self.lanes


# -- building batches --------------------------------------------------------------


# -- building batches --------------------------------------------------------------

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


def _seeds_array(seeds: object) -> U64:
    if isinstance(seeds, np.ndarray):
        if seeds.ndim != 1 or not np.issubdtype(seeds.dtype, np.integer):
            msg = f"new_batch needs a 1-d sequence of int seeds, got {quote(seeds)}"
            raise RulesError(msg)
        if seeds.dtype != np.uint64 and seeds.size and int(seeds.min()) < 0:
            msg = f"new_batch: seeds must be in 0..2**64-1, got {quote(int(seeds.min()))}"
            raise RulesError(msg)
        values = seeds.astype(np.uint64)
    else:
        if isinstance(seeds, (str, bytes)) or not isinstance(seeds, Sequence):
            msg = f"new_batch needs a sequence of int seeds, one per lane, got {quote(seeds)}"
            raise RulesError(msg)
        values = np.array([check_seed(seed) for seed in seeds], dtype=np.uint64)
    if values.size == 0:
        msg = "new_batch needs at least one seed (one lane)"
        raise RulesError(msg)
    return values


def new_batch(rules: Rules, seeds: object) -> ChupateBatch:
    """Lane ``i`` starts as ``chupate.new_game(rules, seeds[i])``.

    Args:
        rules: the rules every lane plays by.
        seeds: one seed per lane (ints in ``0..2**64-1``, or a numpy int array).

    Returns:
        The batch of first positions.

    Raises:
        RulesError: ``rules`` is not a chupate ``Rules``, or a seed is invalid,
            or there are no seeds.
    """
    if not isinstance(rules, Rules):
        msg = f"new_batch needs a cardrules.chupate.Rules, got {quote(rules)}"
        raise RulesError(msg)
    seed = _seeds_array(seeds)
    lanes = seed.shape[0]
    players = rules.players
    a = _empty(lanes, players)
    a["seed"] = seed
    starter, rng = _rng.below(seed, players)
    a["rng"] = rng
    _deal(a, players, np.arange(lanes), starter, np.ones(lanes, dtype=np.int64))
    return ChupateBatch(rules, a)


class _Places:
    """Gives each card of a scalar state a deck position of its kind, in the order met."""

    def __init__(self) -> None:
        self.free = [list(_KIND_PLACES[kind][_KIND_PLACES[kind] < _CAP]) for kind in range(_KINDS)]

    def take(self, kind: int) -> int:
        return int(self.free[kind].pop(0))


def from_states(states: Sequence[State]) -> ChupateBatch:
    """A batch whose lane ``i`` continues ``states[i]``.

    Args:
        states: scalar Chúpate 2 states, at least one, all under equal rules.

    Returns:
        The batch; ``from_states(states).state(i) == states[i]``.

    Raises:
        RulesError: ``states`` is empty, holds something that is not a
            `cardrules.chupate.State`, or mixes rules.
    """
    if isinstance(states, (str, bytes)) or not isinstance(states, Sequence) or not states:
        msg = f"from_states needs a non-empty sequence of chupate States, got {quote(states)}"
        raise RulesError(msg)
    for i, state in enumerate(states):
        if not isinstance(state, State):
            msg = f"from_states: states[{i}] is not a cardrules.chupate.State: {quote(state)}"
            raise RulesError(msg)
    rules = states[0].rules
    for i, state in enumerate(states):
        if state.rules != rules:
            msg = (
                f"from_states: states[{i}] has rules {quote(state.rules)}, "
                f"states[0] {quote(rules)}; a batch plays one rules"
            )
            raise RulesError(msg)
    players = rules.players
    a = _empty(len(states), players)
    for i, s in enumerate(states):
        _lane_from_state(a, i, s)
    return ChupateBatch(rules, a)


def _lane_from_state(a: dict[str, Any], i: int, s: State) -> None:
    """Write the scalar state ``s`` into lane ``i`` of the writable arrays ``a``."""
    a["seed"][i] = s.seed
    a["rng"][i] = s.rng
    a["round"][i] = s.round
    a["start"][i] = s.starting_player
    a["cur"][i] = -1 if s.current_player is None else s.current_player
    places = _Places()
    clock = 0

    def put(cards: Sequence[Any], where: int, loc: Any, stamp: Any) -> list[int]:
        nonlocal clock
        taken = []
        for card in cards:
            place = places.take(card.index)
            loc[place] = where
            stamp[place] = clock
            clock += 1
            taken.append(place)
        return taken

    loc = a["loc"][i]
    stamp = a["stamp"][i]
    for seat, hand in enumerate(s.hands):
        put(hand, seat, loc, stamp)
        a["hand_len"][i, seat] = len(hand)
        a["counts"][i, seat] = np.bincount(
            np.array([card.index for card in hand], dtype=np.int64), minlength=_KINDS
        )
        a["held"][i, seat] = _BITS[a["counts"][i, seat] > 0].sum(dtype=np.uint64)
    pile = put(s.discard, _IN_DISCARD, loc, stamp)
    a["top"][i] = s.discard[-1].index
    a["top_card"][i] = pile[-1]
    a["discard_len"][i] = len(s.discard)
    a["discard_counts"][i] = np.bincount(
        np.array([card.index for card in s.discard], dtype=np.int64), minlength=_KINDS
    )
    stock = put(s.stock, _IN_STOCK, loc, stamp)
    a["stock"][i, : len(stock)] = stock
    a["stock_len"][i] = len(stock)
    a["clock"][i] = clock
    a["color"][i] = -1 if s.color is None else _COLORS.index(s.color)
    a["direction"][i] = s.direction
    a["owed"][i] = s.owed
    a["phase"][i] = _PHASES.index(s.phase)
    a["drawn"][i] = -1 if s.drawn_card is None else s.drawn_card.index
    a["challenge_color"][i] = -1 if s.challenge_color is None else _COLORS.index(s.challenge_color)
    if s.last_challenge is not None:
        a["challenger"][i] = s.last_challenge.challenger
        a["challenged"][i] = s.last_challenge.challenged
        a["bluff"][i] = s.last_challenge.bluff
    a["scores"][i] = s.scores
    result = s.last_round
    if result is not None:
        a["lr_round"][i] = result.round
        a["lr_start"][i] = result.starting_player
        a["lr_winner"][i] = result.winner
        a["lr_points"][i] = result.points
        places = _Places()
        clock = 0
        for seat, hand in enumerate(result.hands):
            put(hand, seat, a["lr_loc"][i], a["lr_stamp"][i])


def _cards_at(loc: Any, stamp: Any, where: int) -> tuple[Any, ...]:
    """The cards of one lane's ``loc`` row at ``where``, in stamp order."""
    places = np.flatnonzero(loc[:_CAP] == where)
    order = places[np.argsort(stamp[places], kind="stable")]
    return tuple(_DISTINCT[k] for k in _PHYS_KIND[order].tolist())


def _state_of(rules: Rules, a: dict[str, Any], i: int) -> State:
    players = rules.players

    def color(value: Any) -> Color | None:
        return None if value < 0 else _COLORS[int(value)]

    loc, stamp = a["loc"][i], a["stamp"][i]
    hands = tuple(_cards_at(loc, stamp, seat) for seat in range(players))
    pos = int(a["stock_pos"][i])
    size = int(a["stock_len"][i])
    stock = tuple(
        _DISTINCT[k] for k in _PHYS_KIND[a["stock"][i, pos : pos + size].astype(np.int64)].tolist()
    )
    challenge = None
    if a["challenger"][i] >= 0:
        challenge = Challenge(int(a["challenger"][i]), int(a["challenged"][i]), bool(a["bluff"][i]))
    last_round = None
    if a["lr_round"][i] > 0:
        last_places = (loc, stamp) if a["lr_same"][i] else (a["lr_loc"][i], a["lr_stamp"][i])
        last_round = RoundResult(
            int(a["lr_round"][i]),
            int(a["lr_start"][i]),
            int(a["lr_winner"][i]),
            tuple(int(x) for x in a["lr_points"][i].tolist()),
            tuple(_cards_at(*last_places, seat) for seat in range(players)),
        )
    cur = int(a["cur"][i])
    drawn = int(a["drawn"][i])
    return State(
        rules=rules,
        seed=int(a["seed"][i]),
        rng=int(a["rng"][i]),
        round=int(a["round"][i]),
        starting_player=int(a["start"][i]),
        current_player=None if cur < 0 else cur,
        hands=hands,
        discard=_cards_at(loc, stamp, _IN_DISCARD),
        color=color(a["color"][i]),
        direction=int(a["direction"][i]),
        owed=int(a["owed"][i]),
        phase=_PHASES[int(a["phase"][i])],
        drawn_card=None if drawn < 0 else _DISTINCT[drawn],
        challenge_color=color(a["challenge_color"][i]),
        last_challenge=challenge,
        stock=stock,
        scores=tuple(int(x) for x in a["scores"][i].tolist()),
        last_round=last_round,
    )


# -- the rules on arrays -----------------------------------------------------------


def _deal(a: Any, players: int, lanes: I64, starter: I64, round_: I64) -> None:
    """`cardrules.chupate.state._deal` on ``lanes`` of the writable arrays ``a`` (C-4, C-13).

    The deck's positions are shuffled (the scalar engine shuffles the deck's
    cards: the same permutation). Scores and the last round's record are left
    as they are.
    """
    k = lanes.shape[0]
    if k == 0:
        return
    deck = np.broadcast_to(np.arange(_CAP, dtype=np.int8), (k, _CAP))
    deck, rng = _shuffle(a["rng"][lanes], deck, np.full(k, _CAP, dtype=np.int64))
    dealt = _HAND * players
    size = _CAP - dealt - 1
    top = deck[:, dealt].astype(np.int64)
    stock = np.full((k, _CAP), -1, dtype=np.int8)
    stock[:, :size] = deck[:, dealt + 1 :]
    again = np.flatnonzero(_PHYS_KIND[top] == _W4)
    while again.size:
        items = stock[again].copy()
        items[:, size] = top[again]
        shuffled, rng[again] = _shuffle(rng[again], items, np.full(again.size, size + 1))
        top[again] = shuffled[:, 0]
        stock[again, :size] = shuffled[:, 1 : size + 1]
        again = again[_PHYS_KIND[top[again]] == _W4]
    a["rng"][lanes] = rng
    ids = np.arange(k)
    loc = np.full((k, _CAP + 1), _IN_STOCK, dtype=np.int8)
    loc[:, _CAP] = _NOWHERE
    stamp = np.zeros((k, _CAP + 1), dtype=_STAMP)
    hands = deck[:, :dealt].astype(np.int64)  # position p goes to seat p % players
    seats = np.arange(dealt) % players
    loc[ids[:, None], hands] = seats[None, :]
    stamp[ids[:, None], hands] = np.arange(dealt, dtype=_STAMP)[None, :]
    loc[ids, top] = _IN_DISCARD
    stamp[ids, top] = dealt
    a["loc"][lanes] = loc
    a["stamp"][lanes] = stamp
    a["clock"][lanes] = dealt + 1
    a["hand_len"][lanes] = _HAND
    rows = (ids[:, None] * players + seats[None, :]) * _KINDS + _PHYS_KIND[hands]
    counts = np.bincount(rows.reshape(-1), minlength=k * players * _KINDS)
    a["counts"][lanes] = counts.reshape(k, players, _KINDS)
    a["held"][lanes] = ((counts > 0).reshape(k, players, _KINDS) * _BITS).sum(
        axis=2, dtype=np.uint64
    )
    kind = _PHYS_KIND[top]
    a["top"][lanes] = kind
    a["top_card"][lanes] = top
    a["discard_len"][lanes] = 1
    discard_counts = np.zeros((k, _KINDS), dtype=np.int8)
    discard_counts[ids, kind] = 1
    a["discard_counts"][lanes] = discard_counts
    a["stock"][lanes] = stock
    a["stock_pos"][lanes] = 0
    a["stock_len"][lanes] = size
    face = _KIND_FACE[kind]
    current = starter.copy()
    direction = np.full(k, -1, dtype=np.int64)
    owed = np.zeros(k, dtype=np.int64)
    phase = np.full(k, _PLAY, dtype=np.int64)
    two = face == _FACE_TWO
    owed[two] = 2
    phase[two] = _STACKED
    skip = face == _FACE_SKIP
    current[skip] = (starter[skip] - 1) % players
    rev = face == _FACE_REV
    direction[rev] = 1
    current[rev] = (starter[rev] + 1) % players
    phase[kind == _W] = _COLOR
    a["cur"][lanes] = current
    a["direction"][lanes] = direction
    a["owed"][lanes] = owed
    a["phase"][lanes] = phase
    a["color"][lanes] = _KIND_COLOR[kind]
    a["drawn"][lanes] = -1
    a["challenge_color"][lanes] = -1
    a["challenger"][lanes] = -1
    a["challenged"][lanes] = -1
    a["bluff"][lanes] = False
    a["round"][lanes] = round_
    a["start"][lanes] = starter


def _reshuffle(a: Any, low: I64) -> None:
    """The discard pile but its top card, shuffled, goes under the stock of ``low`` (C-14).

    The pile's cards in stamp order are shuffled with the lane's generator
    (`_draws`), lane by lane in Python (a reshuffle comes to a few lanes a
    step), and written straight after the cards left in the stock.
    """
    k = low.size
    if k > _PYTHON_SWAPS:
        _reshuffle_many(a, low)
        return
    loc = a["loc"]
    rows_loc = loc[low]
    pile = rows_loc == _IN_DISCARD
    pile[_lane_ids(k), a.read("top_card")[low]] = False
    fresh_len = a.read("discard_len")[low] - 1
    key = np.where(pile, a.read("stamp")[low], _BIG)
    order = np.argsort(key, axis=1, kind="stable").tolist()  # the pile in stamp order first
    rng = a["rng"]
    start = rng[low]
    values, rejected = _draws(start, fresh_len)
    rng[low] = _advance(start, fresh_len)
    stock = a["stock"]
    stock_pos = a["stock_pos"]
    stock_len = a["stock_len"]
    for i, lane, size, pos, old, picks in zip(
        range(k),
        low.tolist(),
        fresh_len.tolist(),
        stock_pos[low].tolist(),
        stock_len[low].tolist(),
        values.tolist(),
        strict=True,
    ):
        items = order[i][:size]
        if rejected[i]:
            items, state = _scalar_shuffle(int(start[i]), items)
            rng[lane] = state
        else:  # the swaps of positions size - 1 down to 1
            for at in range(size - 1, 0, -1):
                j = picks[at]
                items[at], items[j] = items[j], items[at]
        row = stock[lane]
        if pos:
            row[:old] = row[pos : pos + old]
        row[old : old + size] = items
    stock_pos[low] = 0
    stock_len[low] += fresh_len
    np.putmask(rows_loc, pile, _IN_STOCK)
    loc[low] = rows_loc
    a["discard_len"][low] = 1
    discard_counts = a["discard_counts"]
    discard_counts[low] = 0
    discard_counts[low, a.read("top")[low]] = 1


@lru_cache(maxsize=128)
def _lane_ids(k: int) -> I64:
    """``arange(k)`` (read-only)."""
    return _readonly(np.arange(k, dtype=np.int64))  # type: ignore[no-any-return]


def _reshuffle_many(a: Any, low: I64) -> None:
    """`_reshuffle` of many lanes at once, the swaps in numpy."""
    loc = a["loc"]
    stamp = a.read("stamp")
    k = low.size
    ids = np.arange(k)
    top = a.read("top_card")[low]
    rows_loc = loc[low]
    pile = rows_loc == _IN_DISCARD
    pile[ids, top] = False
    key = np.where(pile, stamp[low], _BIG)
    order = np.argsort(key, axis=1, kind="stable")[:, :_CAP].astype(np.int8)
    fresh_len = a.read("discard_len")[low] - 1
    fresh, a["rng"][low] = _shuffle(a["rng"][low], order, fresh_len)
    pos = a["stock_pos"][low]
    old = a["stock_len"][low]
    width = np.arange(_CAP)
    src = a["stock"][low[:, None], np.minimum(pos[:, None] + width[None, :], _CAP - 1)]
    after = width[None, :] - old[:, None]
    tail = fresh[ids[:, None], np.clip(after, 0, _CAP - 1)]
    stock = np.where(after < 0, src, np.where(after < fresh_len[:, None], tail, -1))
    a["stock"][low] = stock.astype(np.int8)
    a["stock_pos"][low] = 0
    a["stock_len"][low] = old + fresh_len
    rows_loc[pile] = _IN_STOCK
    loc[low] = rows_loc
    a["discard_len"][low] = 1
    counts = np.zeros((k, _KINDS), dtype=np.int8)
    counts[ids, a["top"][low]] = 1
    a["discard_counts"][low] = counts


def _draw(a: Any, lanes: I64, victims: I64, count: I64) -> None:
    """`cardrules.chupate.state._draw` on ``lanes``: ``count`` cards to ``victims`` (C-14).

    A lane whose stock holds fewer than ``count`` cards shuffles its discard
    pile but the top card into the stock first (when there is more than one
    card on it): the old stock followed by the shuffled cards is exactly the
    scalar engine's drawn cards followed by its new stock.
    """
    short = (a.read("stock_len")[lanes] < count) & (a.read("discard_len")[lanes] > 1)
    if np.count_nonzero(short):
        _reshuffle(a, lanes[short])
    stock_len = a["stock_len"]
    have = stock_len[lanes]
    take = np.minimum(count, have)
    pos = a["stock_pos"]
    start = pos[lanes]
    clock = a["clock"]
    first_stamp = clock[lanes]
    stock = a.read("stock").reshape(-1)
    players = a.read("counts").shape[1]
    counts = a["counts"].reshape(-1)
    held = a["held"].reshape(-1)
    loc = a["loc"].reshape(-1)
    stamp = a["stamp"].reshape(-1)
    rows = lanes * players + victims
    single = not np.count_nonzero(take != 1)
    if single:  # one card each: the cards are at the front of each stock
        lane, row, at, stamps = lanes, rows, start, first_stamp
        seat: I64 = victims
    else:  # the k-th card of a lane's draw is at ``start + k`` and gets ``first_stamp + k``
        which = np.repeat(np.arange(lanes.size), take)
        k = np.arange(which.size) - (np.cumsum(take) - take)[which]
        lane, seat, row = lanes[which], victims[which], rows[which]
        at, stamps = start[which] + k, first_stamp[which] + k
    card = stock[lane * _CAP + at]
    kind = _PHYS_KIND[card]
    spot = lane * (_CAP + 1) + card
    loc[spot] = seat
    stamp[spot] = stamps
    if single:  # one card a lane: every row once, plain indexing adds up
        held[row] |= _BITS[kind]
    else:  # a lane may draw two cards of a kind: the counts and bits add up with ``at``
        np.bitwise_or.at(held, row, _BITS[kind])
    np.add.at(counts, row * _KINDS + kind, _ONE)  # an int8 one: numpy's fast path
    a["hand_len"].reshape(-1)[rows] += take
    pos[lanes] = start + take
    clock[lanes] = first_stamp + take
    stock_len[lanes] = have - take


def _color_held(counts: Any, color: I64) -> Bools:
    """Whether each row of per-kind ``counts`` ``[k, 54]`` holds a card of ``color``."""
    by_color = counts[:, :52].reshape(-1, 4, 13).sum(axis=2)
    return by_color[np.arange(counts.shape[0]), np.maximum(color, 0)] > 0  # type: ignore[no-any-return]


@lru_cache(maxsize=64)
def _sides(rules: Rules) -> Bools:
    """``[seat, other]``: is ``other`` on ``seat``'s side (C-3); read-only."""
    players = rules.players
    side = np.zeros((players, players), dtype=np.bool_)
    for seat in range(players):
        side[seat, list(rules.team_of(seat))] = True
    return _readonly(side)  # type: ignore[no-any-return]


def _move_tables() -> dict[str, Any]:
    """Per action id, at ``id + 1`` (0: a lane that does not move), what the move does (C-6-C-14).

    ``flip``: the direction's factor; ``advance[two players?]``: the seats the
    turn moves in the direction after the move (a caught bluff moves it one
    less); ``phase``: the next phase (-1: kept); ``owed_times``/``owed_plus``:
    the cards owed after, ``owed_times * owed + owed_plus``; ``color``: the
    active color after (-2: kept); ``wild4``: a wild draw-four (its challenge
    color is the color before it); ``places``: the deck positions of the card's copies.
    """
    ids = np.arange(-1, _ACTIONS)
    kind = np.where((ids >= 0) & (ids < 60), _ACTION_KIND[np.maximum(ids, 0)], -1)
    face = np.where(kind >= 0, _KIND_FACE[np.maximum(kind, 0)], -1)
    card = kind >= 0
    flip = np.where(card, _EFFECT_FLIP[np.maximum(face, 0)], 1)
    advance = np.zeros((2, ids.size), dtype=np.int64)
    for two in (0, 1):
        advance[two] = np.where(card, _EFFECT_ADVANCE[two][np.maximum(face, 0)], 0)
        advance[two][ids == _PASS_ID] = 1
        advance[two][(ids == _TAKE_ID) | (ids == _CHALLENGE_ID)] = 1
    phase = np.where(card, _EFFECT_PHASE[np.maximum(face, 0)], _PLAY)
    phase[ids == _DRAW_ID] = _DRAWN
    phase[ids < 0] = -1
    two = card & (face == _FACE_TWO)
    wild4 = card & (face == _W4)
    owed_times = np.where(two | (ids < 0), 1, 0)
    owed_plus = np.where(two, 2, np.where(wild4, 4, 0))
    color = np.full(ids.size, -2, dtype=np.int64)
    color[card] = _ACTION_COLOR[ids[card]]
    naming = ids >= _COLOR_ID
    color[naming] = ids[naming] - _COLOR_ID
    tables = {
        "flip": flip,
        "advance": advance,
        "phase": phase,
        "owed_times": owed_times,
        "owed_plus": owed_plus,
        "color": color,
        "wild4": wild4,
        "places": _KIND_PLACES[np.maximum(kind, 0)],
    }
    return {name: _readonly(np.ascontiguousarray(value)) for name, value in tables.items()}


_MOVES = _move_tables()
_COLUMNS4 = np.arange(4, dtype=np.int64)
_NOT_MINE = np.int64(np.iinfo(np.int64).max)
_EMPTY = _readonly(np.zeros(0, dtype=np.int64))


def _play_cards(a: Any, players: int, play: I64, seat: I64, act: I64, after_draw: Bools) -> I64:
    """Each lane of ``play`` moves the card of ``act`` from ``seat``'s hand to the pile (C-6).

    The copy played is the first of its kind in the hand (``index_of``), or
    in phase drawn the card just drawn, the last. Returns the lanes whose
    hand is now empty.
    """
    places = np.take(_MOVES["places"], act + 1, axis=0)  # [k, 4]
    base = play * (_CAP + 1)
    spots = places + base[:, None]
    loc = a["loc"].reshape(-1)
    stamp = a["stamp"].reshape(-1)
    # each copy's key: 4 * its stamp + its column, the least the copy played
    keys = stamp[spots].astype(np.int64)
    if np.count_nonzero(
        after_draw
    ):  # the card just drawn: the latest copy, the least negated stamp
        np.negative(keys, out=keys, where=after_draw[:, None])
    keys *= 4
    keys += _COLUMNS4
    keys = np.where(loc[spots] == seat[:, None], keys, _NOT_MINE)
    least = np.minimum(keys[:, 0], keys[:, 1])
    np.minimum(least, keys[:, 2], out=least)
    np.minimum(least, keys[:, 3], out=least)
    least &= 3  # the column (the key's low bits, also for a negative key)
    least += np.arange(0, 4 * play.size, 4, dtype=np.int64)
    card = places.reshape(-1)[least]
    spot = base + card
    loc[spot] = _IN_DISCARD
    clock = a["clock"]
    stamp[spot] = clock[play]
    clock[play] += 1
    kind = _PHYS_KIND[card]
    row = play * players + seat
    at = row * _KINDS + kind
    counts = a["counts"].reshape(-1)
    counts[at] -= 1
    gone = counts[at] == 0
    if np.count_nonzero(gone):
        a["held"].reshape(-1)[row[gone]] &= ~_BITS[kind[gone]]
    hand = a["hand_len"].reshape(-1)
    size = hand[row] - 1
    hand[row] = size
    a["top"][play] = kind
    a["top_card"][play] = card
    a["discard_len"][play] += 1
    a["discard_counts"].reshape(-1)[play * _KINDS + kind] += 1
    empty = size == 0
    return play[empty] if np.count_nonzero(empty) else _EMPTY  # type: ignore[no-any-return]


def _step(rules: Rules, old: dict[str, Any], ids: I64) -> dict[str, Any]:
    """The arrays after every live lane plays its id (``-1`` on lanes that do not move).

    The cards move first, by kind of move: the played cards (C-6), then the
    draws (C-7, C-8, C-12, C-14). Every lane's turn, direction, phase, owed
    cards, color and challenge then follow from per-id tables in one pass
    over all lanes; the lanes whose round ended are then scored (C-15).
    """
    players = rules.players
    a = _Work(old)
    col = ids + 1
    still = ids < 0
    some_still = bool(np.count_nonzero(still))
    kinds_of_move = _MOVE_CLASS[col]
    old_cur = old["cur"]

    done = _EMPTY
    play = (kinds_of_move == _CLASS_CARD).nonzero()[0]
    if play.size:
        after_draw = old["phase"][play] == _DRAWN
        done = _play_cards(a, players, play, old_cur[play], ids[play], after_draw)

    advance = _MOVES["advance"][int(players == 2)][col]
    drawn = np.where(still, old["drawn"], -1)
    challenger = np.where(still, old["challenger"], -1)
    challenged = np.where(still, old["challenged"], -1)
    bluff = old["bluff"] & still
    drawing = (kinds_of_move == _CLASS_DRAW).nonzero()[0]
    if drawing.size:  # draw, take, challenge
        act = ids[drawing]
        seat = old_cur[drawing]
        victim = seat.copy()
        count = np.where(act == _DRAW_ID, 1, old["owed"][drawing])
        ch = (act == _CHALLENGE_ID).nonzero()[0]
        if ch.size:
            cl = drawing[ch]
            target = (seat[ch] - old["direction"][cl]) % players
            caught = _color_held(a.read("counts")[cl, target], old["challenge_color"][cl])
            caught &= rules.allow_bluffs
            challenger[cl] = seat[ch]
            challenged[cl] = target
            bluff[cl] = caught
            victim[ch] = np.where(caught, target, seat[ch])
            advance[cl] -= caught  # a caught bluffer draws; the challenger plays on
            count[ch] = np.where(caught, count[ch], 6)
        _draw(a, drawing, victim, count)
        drew = drawing[act == _DRAW_ID]
        if drew.size:  # the card drawn is the last one taken from the stock
            card = a.read("stock")[drew, a.read("stock_pos")[drew] - 1]
            drawn[drew] = _PHYS_KIND[card]

    direction = old["direction"] * _MOVES["flip"][col]
    cur = old_cur + direction * advance
    if players & (players - 1):
        cur %= players
    else:  # a power of two: the low bits are the remainder, also of -1
        cur &= players - 1
    phase = _MOVES["phase"][col]
    owed = _MOVES["owed_times"][col] * old["owed"]
    owed += _MOVES["owed_plus"][col]
    color = _MOVES["color"][col]
    np.copyto(color, old["color"], where=color == -2)
    challenge_color = np.where(_MOVES["wild4"][col], old["color"], -1)
    if some_still:
        np.copyto(cur, old_cur, where=still)
        np.copyto(phase, old["phase"], where=still)
        np.copyto(challenge_color, old["challenge_color"], where=still)
    new = a.new
    new["cur"] = cur
    new["direction"] = direction
    new["phase"] = phase
    new["owed"] = owed
    new["color"] = color
    new["drawn"] = drawn
    new["challenge_color"] = challenge_color
    new["challenger"] = challenger
    new["challenged"] = challenged
    new["bluff"] = bluff
    if done.size:  # the round is over in these lanes (C-15)
        direction[done] = old["direction"][done]
        _end_round(rules, a, done, old_cur[done], owed[done])
    old_clock = a.read("clock")
    if int(old_clock.max()) > _RESTAMP:
        _restamp(a, np.flatnonzero(old_clock > _RESTAMP))
    return a.result()


def _restamp(a: Any, lanes: I64) -> None:
    """Renumber the stamps of ``lanes`` 0, 1, 2 ... in the same order (they stay int16)."""
    stamp = a["stamp"]
    rows = stamp[lanes]
    order = np.argsort(rows, axis=1, kind="stable")
    ranks = np.empty_like(rows)
    np.put_along_axis(ranks, order, np.arange(_CAP + 1, dtype=_STAMP)[None, :], axis=1)
    stamp[lanes] = ranks
    a["clock"][lanes] = _CAP + 1


def _end_round(rules: Rules, a: Any, lanes: I64, seat: I64, owed: I64) -> None:
    """``seat`` played its last card: the owed draw, the count, the next deal or the end (C-15).

    ``owed`` is what the card made the next seat owe (a draw-two or wild draw-four).
    """
    players = rules.players
    owing = owed > 0
    if np.count_nonzero(owing):
        ol = lanes[owing]
        victim = (seat[owing] + a.read("direction")[ol]) % players
        _draw(a, ol, victim, owed[owing])
    points = a.read("counts")[lanes].astype(np.int64) @ _POINTS  # [k, players]
    side = _sides(rules)[seat]  # [k, players]
    total = np.where(side, 0, points).sum(axis=1)
    gained = np.where(side, total[:, None], 0)
    scores = a["scores"][lanes] + gained
    a["scores"][lanes] = scores
    a["lr_round"][lanes] = a.read("round")[lanes]
    a["lr_start"][lanes] = a.read("start")[lanes]
    a["lr_winner"][lanes] = seat
    a["lr_points"][lanes] = gained
    target = rules.target
    if target is None:
        over = np.ones(lanes.size, dtype=np.bool_)
    elif target > np.iinfo(np.int64).max:
        over = np.zeros(lanes.size, dtype=np.bool_)
    else:
        over = scores.max(axis=1) >= target
    done = lanes[over]
    a["cur"][done] = -1
    a["owed"][done] = 0
    a["phase"][done] = _OVER
    a["drawn"][done] = -1
    a["challenge_color"][done] = -1
    a["challenger"][done] = -1
    a["challenged"][done] = -1
    a["bluff"][done] = False
    a["lr_same"][done] = True  # the game is over: its last hands stay where they are
    more = lanes[~over]
    if more.size:
        a["lr_same"][more] = False
        a["lr_loc"][more] = a.read("loc")[more]
        a["lr_stamp"][more] = a.read("stamp")[more]
        starter = (a.read("start")[more] + 1) % players
        _deal(a, players, more, starter, a.read("round")[more] + 1)


def _phase_tables() -> tuple[U64, U64, U64, U64, U64]:
    """Per phase (index ``phase``, or ``phase * 2 + can_draw``): the parts of `_legal_mask`'s words.

    Returns ``(from_hand, from_twos, drawn, ids_60_63, ids_64_67)``: which held
    kinds may be played (with the top card's table), which held kinds may be
    played whatever the top (the twos, stacking), whether the drawn card may
    be, and the bits of the ids 60-63 and 64-67 (shifted to bit 0).
    """
    phases = len(_PHASES)
    from_hand = np.zeros(phases, dtype=np.uint64)
    from_hand[_PLAY] = _ALL
    from_twos = np.zeros(phases, dtype=np.uint64)
    from_twos[_STACKED] = _TWO_BITS
    drawn = np.zeros(phases, dtype=np.uint64)
    drawn[_DRAWN] = _ALL
    low = np.zeros(phases * 2, dtype=np.uint64)
    for phase in range(phases):
        for can_draw in (0, 1):
            bits = 0
            if phase == _PLAY and can_draw:
                bits |= 1 << (_DRAW_ID - 60)
            if (phase == _PLAY and not can_draw) or phase == _DRAWN:
                bits |= 1 << (_PASS_ID - 60)
            if phase in (_STACKED, _WILD4):
                bits |= 1 << (_TAKE_ID - 60)
            if phase == _WILD4:
                bits |= 1 << (_CHALLENGE_ID - 60)
            low[phase * 2 + can_draw] = np.uint64(bits << 60)
    high = np.zeros(phases, dtype=np.uint64)
    high[_COLOR] = 0xF
    return from_hand, from_twos, drawn, low, high


_FROM_HAND, _FROM_TWOS, _FROM_DRAWN, _IDS_60, _IDS_64 = _phase_tables()
_BITS_OR_NONE = np.concatenate([np.zeros(1, dtype=np.uint64), _BITS])
"""``[kind + 1]``: kind's bit, 0 for ``-1`` (no card)."""
_LOW52 = np.uint64((1 << 52) - 1)
_SHIFT52 = np.uint64(52)
_WILD_IDS = np.array([0, 0xF << 52, 0xF << 56, 0xFF << 52], dtype=np.uint64)
"""``[wild bits]`` (bit 0 the wild, bit 1 the wild draw-four): the ids 52-55 and 56-59."""


@lru_cache(maxsize=16)
def _row_starts(lanes: int, width: int) -> I64:
    """``arange(lanes) * width``: where each lane's row starts in a flattened array (read-only)."""
    return _readonly(np.arange(lanes, dtype=np.int64) * width)  # type: ignore[no-any-return]


def _legal_words(rules: Rules, a: dict[str, Any]) -> U64:
    """The legal ids of every lane (C-6 to C-14) as bits: uint64 ``[lanes, 2]``, little-endian.

    Bit ``id`` of a lane's 128 bits (``id % 64`` of word ``id // 64``) is set
    when the id is legal. The playable cards are computed as sets of kinds,
    one uint64 per lane (the hand's kinds and a table of what may go on each
    top card under each color), turned into the bits of the ids 0-63 and
    64-67 by tables.
    """
    lanes = a["cur"].shape[0]
    cur = a["cur"]
    phase = np.where(cur >= 0, a["phase"], _OVER)
    held = a["held"].reshape(-1)[_row_starts(lanes, rules.players) + np.maximum(cur, 0)]
    color = a["color"]
    playable = _PLAYABLE_BITS[(color + 1) * _KINDS + a["top"]]
    cards = held & _FROM_HAND[phase]
    cards |= _BITS_OR_NONE[a["drawn"] + 1] & _FROM_DRAWN[phase]
    cards &= playable
    if not rules.allow_bluffs:
        cards &= np.where((held & _COLOR_BITS[color]) != 0, ~_W4_BIT, _ALL)
    cards |= held & _FROM_TWOS[phase]
    words = np.empty((lanes, 2), dtype="<u8")
    low = cards & _LOW52
    low |= _WILD_IDS[(cards >> _SHIFT52).view(np.int64)]  # an int64 index: no cast
    can_draw = a["stock_len"] > 0
    can_draw |= a["discard_len"] > 1
    low |= _IDS_60[phase * 2 + can_draw]
    words[:, 0] = low
    words[:, 1] = _IDS_64[phase]
    return words


def _legal_mask(words: U64) -> Bools:
    """`_legal_words` unpacked to the 68 columns of the legal mask, in one call."""
    bits = np.unpackbits(words.view(np.uint8), axis=1, count=_ACTIONS, bitorder="little")
    bits.flags.writeable = False  # the mask is a view of it: neither can be made writable
    return bits.view(np.bool_)


def _popcount(x: U64) -> I64:
    """The number of set bits of each ``uint64``."""
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(x).astype(np.int64)
    b = np.ascontiguousarray(x, dtype="<u8").view(np.uint8)  # pragma: no cover - numpy < 2
    return _BYTE_COUNT[b.reshape(*x.shape, 8)].sum(axis=-1)  # type: ignore[no-any-return]  # pragma: no cover


_ONE_BIT = np.uint64(1)
_BYTE_COUNT = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)
_SELECT8 = np.array(
    [
        [
            [c for c in range(8) if byte >> c & 1][j] if j < bin(byte).count("1") else 0
            for j in range(8)
        ]
        for byte in range(256)
    ],
    dtype=np.int64,
).reshape(-1)
"""``_SELECT8[byte * 8 + j]``: the place of the ``j``-th set bit of a byte (0 past its bits)."""
_ONES8 = np.uint64(0x0101010101010101)
_HIGH8 = np.uint64(0x8080808080808080)
_U3, _U6, _U7, _U8, _U56 = (np.uint64(n) for n in (3, 6, 7, 8, 56))
_BYTE = np.uint64(0xFF)
_ZERO = np.uint64(0)


def _select(words: U64, k: I64) -> I64:
    """The place (0-67) of each row's ``k[i]``-th set bit in the 128 bits of ``words [n, 2]``.

    Only one word of a row has bits (the ids 64-67, naming a color, are legal
    only in phase color, where no other id is), so the bit is in ``w0 | w1``,
    64 places up when ``w0`` is empty. In that word, broadword select: the
    bytes' set bits, summed from the low byte up by one multiplication, tell
    how many whole bytes lie below the bit (those whose sum is at most
    ``k``); a table finishes the byte. ``k[i]`` must be below the row's
    number of set bits. Every operation is on one uint64 per lane.
    """
    low = words[:, 0]
    word = low | words[:, 1]
    sums = (
        np.bitwise_count(word.view(np.uint8)).view(np.uint64) if _HAS_COUNT else _byte_counts(word)
    )
    sums *= _ONES8  # byte j: the set bits of bytes 0 to j
    ku = k.view(np.uint64)
    above = ku + np.uint64(1)
    above *= _ONES8
    np.subtract(sums | _HIGH8, above, out=above)  # a byte's high bit: its sum passes k
    above &= _HIGH8
    above >>= _U7
    above *= _ONES8
    above >>= _U56  # the bytes whose sums pass k
    shift = _U8 - above
    shift <<= _U3  # 8 times the bytes below the bit
    sums <<= _U8
    sums >>= shift
    sums &= _BYTE  # the set bits below the bit's byte
    byte = word >> shift
    byte &= _BYTE
    byte <<= _U3
    byte += ku
    byte -= sums
    place = _SELECT8[byte]
    place += shift.view(np.int64)
    place += (low == _ZERO).view(np.uint8) << _U6.astype(np.uint8)
    return place  # type: ignore[no-any-return]


_HAS_COUNT = hasattr(np, "bitwise_count")


def _byte_counts(word: U64) -> U64:  # pragma: no cover - numpy < 2
    """The set bits of each byte of each uint64, in that byte (numpy < 2 has no bitwise_count)."""
    b = np.ascontiguousarray(word, dtype="<u8").view(np.uint8)
    return _BYTE_COUNT[b].astype(np.uint8).view("<u8").astype(np.uint64)


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
