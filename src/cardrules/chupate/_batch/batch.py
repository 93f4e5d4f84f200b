"""`ChupateBatch`, and `new_batch` and `from_states`, which build one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from cardrules import _lanes_rng as _rng
from cardrules._quote import quote
from cardrules.chupate._batch.deal import _deal
from cardrules.chupate._batch.lanes import _empty
from cardrules.chupate._batch.legal import (
    _ONE_BIT,
    _legal_mask,
    _legal_words,
    _popcount,
    _row_starts,
    _select,
)
from cardrules.chupate._batch.observe import _observe, _returns
from cardrules.chupate._batch.scalar import _lane_from_state, _state_of
from cardrules.chupate._batch.step import _step
from cardrules.chupate._batch.tables import (
    _ACTION_NAMES,
    _ACTIONS,
    F32,
    I64,
    U64,
    Bools,
    _handed,
    _readonly,
)
from cardrules.chupate.encoding import observation_size
from cardrules.chupate.rules import Rules
from cardrules.chupate.state import State
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.rng import check_seed


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
