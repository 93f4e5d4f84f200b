"""`VenenoBatch`, the batch of Veneno matches, and the engine's `new_batch` and `from_states`."""

from __future__ import annotations

import operator
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from cardrules._quote import quote
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.veneno._batch.checks import _bool_array, _int_array, _seeds
from cardrules.veneno._batch.deal import _fresh
from cardrules.veneno._batch.fast import _advance_all
from cardrules.veneno._batch.lanes import (
    _arange,
    _Lanes,
    _none_over,
    _put,
    _readonly_view,
    _sync_of,
    _take,
)
from cardrules.veneno._batch.legal import (
    _allowed,
    _hand_slots,
    _nth_moves,
    _spread_mask,
    _suit_fields,
)
from cardrules.veneno._batch.observe import _encode_lanes
from cardrules.veneno._batch.scalar import _lane_state, _lanes_of_states
from cardrules.veneno._batch.step import _advance
from cardrules.veneno._batch.tables import _FEW, _HAND_SIZE, _MAX_HAND, _TABLES, F32, I64, Bools
from cardrules.veneno.actions import action_space
from cardrules.veneno.encoding import observation_size
from cardrules.veneno.rules import Rules
from cardrules.veneno.state import State


class VenenoBatch:
    """Many Veneno matches of one `veneno.Rules`, stepped together.

    Lane ``i`` is a whole match; `state` gives it back as the scalar
    `veneno.State`, equal to the scalar engine's after the same moves. A batch
    is immutable: `step` returns a new one, and every array it hands out is
    read-only. Build one with `cardrules.batch.new_batch` or
    `cardrules.batch.from_states`.

    Attributes:
        rules: the rules every lane plays by.
    """

    __slots__ = (
        "_count",
        "_every",
        "_hand",
        "_hat",
        "_lanes",
        "_mask",
        "_max_hand",
        "_obs",
        "_over",
        "_picked",
        "_suits",
        "_sync",
        "_tables",
        "rules",
    )

    def __init__(
        self,
        rules: Rules,
        lanes: _Lanes,
        max_hand: int = _MAX_HAND,
        hand: tuple[I64, I64] | None = None,
        sync: tuple[int, int] | None = None,
    ) -> None:
        """Wrap lanes (internal: use `cardrules.batch.new_batch` or `from_states`).

        ``hand``, when known, is ``(hand, at)``: the hand to play in every lane
        (every lane going on) and its places in ``lanes.hands``; ``sync``
        ``(ptr, t)`` when every lane's ``ptr`` and ``t`` are those.
        """
        self.rules = rules
        self._tables = _TABLES[rules.reduced_deck]
        self._lanes = lanes
        self._max_hand = max_hand
        self._mask: Bools | None = None
        self._obs: F32 | None = None
        self._over: Bools | None = None
        self._every: bool | None = None if hand is None else True
        self._hand: I64 | None = None if hand is None else hand[0]
        self._hat: I64 | None = None if hand is None else hand[1]
        self._suits: tuple[I64, npt.NDArray[np.uint8]] | None = None
        self._picked: I64 | None = None
        self._count: I64 | None = None
        self._sync = sync

    def _next(
        self, lanes: _Lanes, hand: I64, hat: I64, sync: tuple[int, int] | None
    ) -> VenenoBatch:
        """The batch after a step of `_advance_all` (every lane goes on)."""
        new = object.__new__(VenenoBatch)
        new.rules = self.rules
        new._tables = self._tables
        new._lanes = lanes
        new._max_hand = self._max_hand
        new._mask = new._obs = new._suits = new._picked = new._count = None
        new._over = _none_over(lanes.cp.shape[0])
        new._every = True
        new._hand = hand
        new._hat = hat
        new._sync = sync
        return new

    # -- reading -----------------------------------------------------------------

    @property
    def lanes(self) -> int:
        """How many matches the batch holds."""
        return int(self._lanes.cp.shape[0])

    def __len__(self) -> int:
        """The number of lanes."""
        return self.lanes

    @property
    def current_player(self) -> I64:
        """``int64 [lanes]``: the seat to play in each lane, -1 where the match is over."""
        return _readonly_view(self._lanes.cp)

    @property
    def is_over(self) -> Bools:
        """``bool [lanes]``: whether each lane's match is over."""
        if self._over is None:
            over = self._lanes.cp < 0
            over.flags.writeable = False
            self._over = over
        view: Bools = self._over.view()
        return view

    def _all_live(self) -> bool:
        """Whether every lane's match goes on."""
        if self._every is None:
            self._every = bool(self._lanes.cp.min() >= 0)
        return self._every

    @property
    def round(self) -> I64:
        """``int64 [lanes]``: each lane's round number, from 1."""
        return _readonly_view(self._lanes.round)

    @property
    def scores(self) -> I64:
        """``int64 [lanes, players]``, read-only: each lane's poison points of completed rounds.

        Row ``i`` is ``state(i).scores``; lane first, as `returns` and `observe`.
        """
        scores: I64 = _readonly_view(self._lanes.scores).T
        return scores

    @property
    def action_count(self) -> int:
        """``len(veneno.action_space(rules))``: 144, or 120 with the reduced deck."""
        return 3 * self._tables.size

    @property
    def observation_size(self) -> int:
        """``veneno.observation_size(rules)``: the width of `observe`'s rows."""
        return observation_size(self.rules)

    def _hand_to_play(self) -> I64:
        """Each lane's hand of the seat to play (0 where over); never written."""
        if self._hand is None:
            cp = self._lanes.cp
            n = cp.shape[0]
            hand: I64 = self._lanes.hands.reshape(-1)[np.maximum(cp, 0) * n + _arange(n)]
            hand[cp < 0] = 0
            self._hand = hand
        return self._hand

    def _legal_bits(self) -> I64:
        """``[3, lanes]``: the cards of the hand to play that may go on each pile."""
        return self._hand_to_play()[None, :] & _allowed(self._lanes.config)

    def legal_mask(self) -> Bools:
        """``bool [lanes, actions]``: each lane's legal action ids (all False where over).

        Row ``i`` is ``action_space(rules).mask(state(i))`` as bools; the legal
        ids in ascending order are the order of ``state(i).legal_moves()``.
        """
        if self._mask is None:
            self._mask = _spread_mask(self._legal_bits(), self.rules.reduced_deck)
        return _readonly_view(self._mask)

    def _suit_counts(self) -> tuple[I64, npt.NDArray[np.uint8]]:
        """``(fields, bounds)`` of the hand to play (`_suit_fields`), worked out once."""
        if self._suits is None:
            self._suits = _suit_fields(self._hand_to_play(), self._lanes.config)
        return self._suits

    def legal_count(self) -> I64:
        """``int64 [lanes]``, read-only: how many moves are legal in each lane (0 where over)."""
        if self._count is None:
            count: I64 = self._suit_counts()[1][4].astype(np.int64)
            count.flags.writeable = False
            self._count = count
        view: I64 = self._count.view()
        return view

    def nth_legal(self, k: object) -> I64:
        """``int64 [lanes]``, read-only: the action id of each lane's ``k[i]``-th legal move.

        Legal moves are counted in the order of ``state(i).legal_moves()``.
        ``k[i]`` must be below ``legal_count()[i]``; lanes that are over give -1.
        With ``k[i] = below(rng, legal_count()[i])`` this is `RandomBot`'s choice.
        The array is read-only; `step` takes it as it is.

        Raises:
            RulesError: ``k`` is not one integer per lane, or a lane whose
                match goes on has no ``k[i]``-th legal move.
        """
        fields, bounds = self._suit_counts()
        kk = _int_array(k, self.lanes, "nth_legal: k")
        every = self._all_live()
        self.legal_count()
        assert self._count is not None
        bad = kk.view(np.uint64) >= self._count.view(np.uint64)
        if not every:
            live = ~self.is_over
            bad &= live
            kk = np.where(live, kk, 0)
        if bad.any():
            lane = int(np.flatnonzero(bad)[0])
            msg = (
                f"nth_legal: lane {lane} has {int(bounds[4][lane])} legal moves, "
                f"so it has no move {quote(int(kk[lane]))}"
            )
            raise RulesError(msg)
        action = _nth_moves(
            kk, fields, bounds, self._lanes.config, self.rules.reduced_deck, self._tables.suit_ids
        )
        if not every:
            action[self._lanes.cp < 0] = -1
        action.flags.writeable = False
        self._picked = action.view()
        return self._picked

    def _slots(self) -> tuple[I64, Bools]:
        """The hand to play as card slots, ascending (`_hand_slots`)."""
        return _hand_slots(self._hand_to_play(), self._legal_bits(), self._max_hand)

    def observe(self) -> F32:
        """``float32 [lanes, observation_size]``: the seat to play's encoding in each lane.

        Row ``i`` equals ``veneno.encode_array(state(i).view(current_player[i]))``;
        rows of finished lanes are zeros.
        """
        if self._obs is None:
            self._obs = _encode_lanes(self.rules, self._tables, self._lanes, self._hand_to_play())
        return _readonly_view(self._obs)

    def returns(self) -> F32:
        """``float32 [lanes, players]``: ``state(i).returns()`` of each lane (0 until over)."""
        scores = self._lanes.scores
        winners = scores == scores.min(axis=0)
        losers = scores == scores.max(axis=0)
        win = 1.0 / winners.sum(axis=0)
        lose = 1.0 / losers.sum(axis=0)
        out = np.where(winners, win, 0.0) - np.where(losers, lose, 0.0)
        out[:, self._lanes.cp >= 0] = 0.0
        result = np.ascontiguousarray(out.T, dtype=np.float32)
        return _readonly_view(result)

    # -- playing -----------------------------------------------------------------

    def step(self, actions: object, where: object = None) -> VenenoBatch:
        """Play one action id in every lane whose match goes on; a new batch.

        Args:
            actions: ``int [lanes]`` action ids of `veneno.action_space`;
                entries of finished lanes (and of lanes left out by
                ``where``) are ignored.
            where: optional ``bool [lanes]``: only these lanes move; the
                others stay as they are.

        Returns:
            The batch after the moves; this one is unchanged.

        Raises:
            IllegalMoveError: an action is not legal in its lane (the message
                names the lane, the id, its move and the rule).
            RulesError: ``actions`` (or ``where``) has the wrong shape or
                type, or an entry is not an action id.
        """
        n = self.lanes
        lanes = self._lanes
        picked = actions is self._picked and actions is not None  # read-only and legal
        a = actions if picked else _int_array(actions, n, "step: actions")
        assert isinstance(a, np.ndarray)
        every = where is None and self._all_live()  # the usual case: every lane moves
        if every:
            fast = self._step_all(a, picked)
            if fast is not None:
                return fast
        live = lanes.cp >= 0 if not every else None
        if where is not None:
            chosen = _bool_array(where, n, "step: where")
            live = (lanes.cp >= 0) & chosen
        # as unsigned, a negative id is huge: one comparison finds both kinds of bad ids
        bad = a.view(np.uint64) >= self.action_count
        if live is not None:
            bad &= live
        if bad.any():
            lane = int(np.flatnonzero(bad)[0])
            msg = (
                f"lane {lane}: {quote(int(a[lane]))} is not an action id "
                f"(0 to {self.action_count - 1})"
            )
            raise RulesError(msg)
        if live is None or live.all():
            moved, legal = _advance(self.rules, self._tables, lanes, a)
            idx = None
        else:
            idx = np.flatnonzero(live)
            if idx.size == 0:
                return VenenoBatch(self.rules, lanes, self._max_hand)
        if idx is not None and idx.size * _FEW >= n:  # most lanes move: mask the others
            moved, legal = _advance(self.rules, self._tables, lanes, a, live)
            idx = None
        elif idx is not None:  # a few lanes move: play them apart
            sub = _take(lanes, idx)
            new, legal = _advance(self.rules, self._tables, sub, a[idx])
            moved = _put(lanes, idx, new, sub) if legal.all() else lanes
        if not legal.all():
            at = int(np.flatnonzero(~legal)[0])
            lane = at if idx is None else int(idx[at])
            self._illegal(lane, int(a[lane]))
        sync = _sync_of(moved) if every else None
        return VenenoBatch(self.rules, moved, self._max_hand, sync=sync)

    def _step_all(self, a: I64, picked: bool) -> VenenoBatch | None:
        """`step` where every lane moves, when the stock lasts in every lane or in none.

        Returns None when a lane's id is bad or illegal (`step` then finds the
        lane and says why), or where the stock ends in some lanes only, or
        some seat to play next holds no card (`_advance` plays those).
        """
        if not picked and (a.view(np.uint64) >= self.action_count).any():
            return None
        advanced = _advance_all(
            self.rules,
            self._tables,
            self._lanes,
            a,
            self._hand_to_play(),
            self._hat,
            self._sync,
            picked,
        )
        if advanced is None:
            return None
        return self._next(*advanced)

    def _illegal(self, lane: int, action: int) -> None:
        move = action_space(self.rules)[action]
        why = self.state(lane).why_illegal(move)
        msg = f"lane {lane}: action id {action} ({move}) is not legal: {why}"
        raise IllegalMoveError(msg)

    def with_lanes(self, lanes: object, other: VenenoBatch) -> VenenoBatch:
        """This batch with lane ``lanes[j]`` replaced by lane ``j`` of ``other``.

        Args:
            lanes: ``int [k]`` distinct lane numbers of this batch.
            other: a batch of the same rules with ``k`` lanes.

        Returns:
            The new batch; both given are unchanged.

        Raises:
            RulesError: the rules differ, or the lanes are not ``k`` distinct lanes.
        """
        if not isinstance(other, VenenoBatch) or other.rules != self.rules:
            msg = f"with_lanes needs a VenenoBatch of the same rules, got {quote(other)}"
            raise RulesError(msg)
        idx = _int_array(lanes, other.lanes, "with_lanes: lanes")
        inside = bool(((idx >= 0) & (idx < self.lanes)).all())
        if inside:
            seen = np.zeros(self.lanes, dtype=np.bool_)
            seen[idx] = True
        if not inside or np.count_nonzero(seen) != idx.size:
            msg = (
                f"with_lanes: lanes must be distinct lanes 0 to {self.lanes - 1}, "
                f"got {quote(lanes)}"
            )
            raise RulesError(msg)
        merged = _put(self._lanes, idx, other._lanes, None)
        max_hand = max(self._max_hand, other._max_hand)
        return VenenoBatch(self.rules, merged, max_hand, sync=_sync_of(merged))

    # -- scalar states -----------------------------------------------------------

    def state(self, lane: int) -> State:
        """Lane ``lane`` as a scalar `veneno.State`, equal to the scalar engine's.

        Raises:
            RulesError: ``lane`` is not a lane of this batch.
        """
        if isinstance(lane, bool) or not isinstance(lane, int | np.integer):
            msg = f"state: lane must be an int from 0 to {self.lanes - 1}, got {quote(lane)}"
            raise RulesError(msg)
        i = operator.index(lane)
        if not 0 <= i < self.lanes:
            msg = f"state: lane must be from 0 to {self.lanes - 1}, got {quote(lane)}"
            raise RulesError(msg)
        return _lane_state(self.rules, self._lanes, i)

    def states(self) -> list[State]:
        """Every lane as a scalar state (`state` of each lane)."""
        return [self.state(i) for i in range(self.lanes)]

    def __repr__(self) -> str:
        """A short description: the rules and how many lanes are over."""
        over = int((self._lanes.cp < 0).sum())
        return f"VenenoBatch({self.rules!r}, lanes={self.lanes}, over={over})"


def new_batch(rules: Rules, seeds: object) -> VenenoBatch:
    """``len(seeds)`` Veneno matches: lane ``i`` starts as ``new_game(rules, seeds[i])``.

    Raises:
        RulesError: ``rules`` is not a `veneno.Rules`, or a seed is invalid.
    """
    if not isinstance(rules, Rules):
        msg = f"new_batch needs a cardrules.veneno.Rules, got {quote(rules)}"
        raise RulesError(msg)
    dealt = _HAND_SIZE * rules.players + 1
    return VenenoBatch(rules, _fresh(rules, _seeds(seeds)), sync=(dealt, 0))


def from_states(states: Sequence[State]) -> VenenoBatch:
    """A batch whose lane ``i`` continues ``states[i]``; every state under the same rules.

    Raises:
        RulesError: ``states`` is empty, holds something else than a Veneno
            state, the rules differ, or a state does not hold each card of
            its deck exactly once.
    """
    rules, lanes, max_hand = _lanes_of_states(states)
    return VenenoBatch(rules, lanes, max_hand)


# The engine's path, as before it became a package: a pickled batch and the
# class's repr name `cardrules.veneno._batch`.
VenenoBatch.__module__ = "cardrules.veneno._batch"
