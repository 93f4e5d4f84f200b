"""Exact scalar lanes: the batch of every game that brings no batched engine of its own.

A `ScalarBatch` holds one scalar state per lane and steps each by action id
through the game's action space, with the API of the numpy engines, so that
every batch tool (`cardrules.bots.batched`, the vector environments, batched
tournaments, the search bots' batched rollouts) plays any registered game.
Its lanes are the scalar engine's games because they are the scalar engine's
states; it saves no time, and tools that choose an engine by speed
(``engine="auto"``) keep such games on their scalar path.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from cardrules._quote import quote
from cardrules._random import check_seed
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.games import GameSpec

__all__ = ["ScalarBatch", "ScalarEngine"]

I64 = npt.NDArray[np.int64]
U64 = npt.NDArray[np.uint64]
F32 = npt.NDArray[np.float32]
Bools = npt.NDArray[np.bool_]


def _readonly(array: Any) -> Any:
    array.flags.writeable = False
    return array


class _Space:
    """A rules' action space with each move's id, shared by the batches of one engine."""

    __slots__ = ("ids", "moves", "size")

    def __init__(self, space: Any) -> None:
        self.moves: tuple[Any, ...] = tuple(space)
        self.size = len(self.moves)
        self.ids: dict[Any, int] = {move: i for i, move in enumerate(self.moves)}

    def legal_ids(self, state: Any) -> list[int]:
        """The ids of ``state``'s legal moves, in ``legal_moves()`` order."""
        ids = self.ids
        try:
            return [ids[move] for move in state.legal_moves()]
        except KeyError as error:
            msg = f"a legal move {quote(error.args[0])} is not in the game's action space"
            raise RulesError(msg) from None


class ScalarBatch:
    """Many games of one rules, one scalar state per lane, stepped by action id. Immutable.

    Built by `cardrules.batch.new_batch` and `cardrules.batch.from_states` for a
    game whose spec has no ``batch`` engine; it offers what the numpy engines
    offer (`cardrules.batch.Batch`), lane ``i`` being the scalar state itself.

    Attributes:
        rules: the rules every lane plays by.
        lanes: the number of lanes.
    """

    __slots__ = ("_cache", "_engine", "_states", "lanes", "rules")

    def __init__(self, engine: ScalarEngine, rules: Any, states: tuple[Any, ...]) -> None:
        """Hold the lanes' states (use `new_batch` or `from_states` to build one)."""
        self._engine = engine
        self.rules = rules
        self._states = states
        self.lanes = len(states)
        self._cache: dict[str, Any] = {}

    def __len__(self) -> int:
        """The number of lanes."""
        return self.lanes

    def __repr__(self) -> str:
        """The lanes, how many play on, and the rules."""
        live = sum(not state.is_over for state in self._states)
        return f"<ScalarBatch {self.lanes} lanes, {live} playing, {self.rules!r}>"

    def _memo(self, key: str, make: Any) -> Any:
        value = self._cache.get(key)
        if value is None:
            value = self._cache[key] = _readonly(make())
        return value

    # -- arrays --------------------------------------------------------------------

    @property
    def current_player(self) -> I64:
        """``int64 [lanes]``: the seat to play in each lane, -1 where its game is over."""
        return self._memo(  # type: ignore[no-any-return]
            "cp",
            lambda: np.array(
                [-1 if s.is_over else s.current_player for s in self._states], dtype=np.int64
            ),
        )

    @property
    def is_over(self) -> Bools:
        """``bool [lanes]``: whether each lane's game is over."""
        return self._memo(  # type: ignore[no-any-return]
            "over", lambda: np.array([s.is_over for s in self._states], dtype=np.bool_)
        )

    @property
    def round(self) -> I64:
        """``int64 [lanes]``: each lane's ``state.round`` (1 for a game without rounds)."""
        return self._memo(  # type: ignore[no-any-return]
            "round",
            lambda: np.array([getattr(s, "round", 1) for s in self._states], dtype=np.int64),
        )

    @property
    def scores(self) -> I64:
        """``int64 [lanes, players]``: each lane's ``state.scores``."""
        return self._memo(  # type: ignore[no-any-return]
            "scores",
            lambda: np.array([tuple(s.scores) for s in self._states], dtype=np.int64).reshape(
                self.lanes, self.rules.players
            ),
        )

    @property
    def action_count(self) -> int:
        """``len(action_space(rules))``: the width of `legal_mask`."""
        return self._engine.space(self.rules).size

    @property
    def observation_size(self) -> int:
        """The width of `observe`: the length of the game's ``encode``."""
        return self._engine.observation_size(self.rules)

    def _legal(self) -> list[list[int]]:
        legal: list[list[int]] | None = self._cache.get("legal")
        if legal is None:
            space = self._engine.space(self.rules)
            legal = [[] if s.is_over else space.legal_ids(s) for s in self._states]
            self._cache["legal"] = legal
        return legal

    def legal_mask(self) -> Bools:
        """``bool [lanes, action_count]``: each lane's legal action ids (none where over)."""

        def make() -> Bools:
            mask = np.zeros((self.lanes, self.action_count), dtype=np.bool_)
            for lane, ids in enumerate(self._legal()):
                mask[lane, ids] = True
            return mask

        return self._memo("mask", make)  # type: ignore[no-any-return]

    def legal_count(self) -> I64:
        """``int64 [lanes]``: how many moves are legal in each lane (0 where over)."""
        return self._memo(  # type: ignore[no-any-return]
            "count", lambda: np.array([len(ids) for ids in self._legal()], dtype=np.int64)
        )

    def nth_legal(self, k: object) -> I64:
        """``int64 [lanes]``: the action id of each lane's ``k[i]``-th legal move (-1 where over).

        Legal moves are counted in the order of ``state(i).legal_moves()``: with
        ``k[i] = below(rng, legal_count()[i])`` this is `RandomBot`'s choice.

        Raises:
            RulesError: ``k`` is not one integer per lane, or a lane whose game
                goes on has no ``k[i]``-th legal move.
        """
        index = np.asarray(k)
        if index.shape != (self.lanes,) or not np.issubdtype(index.dtype, np.integer):
            msg = f"nth_legal needs one int per lane ({self.lanes}), got {quote(k)}"
            raise RulesError(msg)
        out = np.full(self.lanes, -1, dtype=np.int64)
        for lane, (ids, at) in enumerate(zip(self._legal(), index.tolist(), strict=True)):
            if not ids:
                continue
            if not 0 <= at < len(ids):
                msg = f"nth_legal: lane {lane} has {len(ids)} legal moves, no move {at}"
                raise RulesError(msg)
            out[lane] = ids[at]
        return _readonly(out)  # type: ignore[no-any-return]

    def observe(self) -> F32:
        """``float32 [lanes, observation_size]``: ``encode(view)`` of each lane's seat to play.

        Rows of lanes whose game is over are zeros.

        Raises:
            RulesError: the game's spec has no ``encode``.
        """

        def make() -> F32:
            encode = self._engine.spec.needs("encode", "ScalarBatch.observe")
            out = np.zeros((self.lanes, self.observation_size), dtype=np.float32)
            for lane, state in enumerate(self._states):
                if not state.is_over:
                    out[lane] = encode(state.view(state.current_player))
            return out

        return self._memo("obs", make)  # type: ignore[no-any-return]

    def returns(self) -> F32:
        """``float32 [lanes, players]``: ``state(i).returns()`` of each lane (0 until over)."""

        def make() -> F32:
            out = np.zeros((self.lanes, self.rules.players), dtype=np.float32)
            for lane, state in enumerate(self._states):
                if state.is_over:
                    out[lane] = state.returns()
            return out

        return self._memo("returns", make)  # type: ignore[no-any-return]

    # -- playing -------------------------------------------------------------------

    def step(self, actions: object, where: object = None) -> ScalarBatch:
        """Play one action id in each lane (ignored where over or outside ``where``).

        Args:
            actions: int ``[lanes]`` action ids.
            where: bool ``[lanes]``, the lanes to move (default: every lane).

        Returns:
            The new batch; this one is unchanged.

        Raises:
            IllegalMoveError: an id is not legal in its lane (named with the lane).
            RulesError: ``actions`` or ``where`` has the wrong shape or type.
        """
        ids = np.asarray(actions)
        if ids.shape != (self.lanes,) or not np.issubdtype(ids.dtype, np.integer):
            msg = f"step needs one int action id per lane ({self.lanes}), got {quote(actions)}"
            raise RulesError(msg)
        moving = ~self.is_over
        if where is not None:
            chosen = np.asarray(where)
            if chosen.shape != (self.lanes,) or chosen.dtype != np.bool_:
                msg = f"step: where must be bool [{self.lanes}], got {quote(where)}"
                raise RulesError(msg)
            moving = moving & chosen
        space = self._engine.space(self.rules)
        legal = self._legal()
        states = list(self._states)
        for lane in np.flatnonzero(moving).tolist():
            action = int(ids[lane])
            if action not in legal[lane]:
                msg = f"lane {lane}: action id {action} is not a legal move there"
                raise IllegalMoveError(msg)
            states[lane] = states[lane].play(space.moves[action])
        return ScalarBatch(self._engine, self.rules, tuple(states))

    def with_lanes(self, lanes: object, other: ScalarBatch) -> ScalarBatch:
        """This batch with lane ``lanes[j]`` replaced by lane ``j`` of ``other``.

        Raises:
            RulesError: ``other`` is not a batch of these rules, or ``lanes``
                are not as many distinct lanes of this batch as ``other`` has.
        """
        idx = np.asarray(lanes)
        if (
            not isinstance(other, ScalarBatch)
            or other.rules != self.rules
            or idx.dtype == np.bool_
            or not np.issubdtype(idx.dtype, np.integer)
            or idx.shape != (other.lanes,)
            or (idx.size and (int(idx.min()) < 0 or int(idx.max()) >= self.lanes))
            or len(set(idx.tolist())) != idx.size
        ):
            msg = (
                f"with_lanes needs distinct lanes from 0 to {self.lanes - 1}, one per lane of "
                f"a batch of the same rules, got {quote(lanes)} and {quote(other)}"
            )
            raise RulesError(msg)
        states = list(self._states)
        for j, lane in enumerate(idx.tolist()):
            states[lane] = other._states[j]
        return ScalarBatch(self._engine, self.rules, tuple(states))

    def state(self, lane: int) -> Any:
        """Lane ``lane`` as the scalar state.

        Raises:
            RulesError: ``lane`` is not a lane of this batch.
        """
        if (
            isinstance(lane, bool)
            or not isinstance(lane, int | np.integer)
            or not -self.lanes <= int(lane) < self.lanes
        ):
            msg = f"ScalarBatch.state: {quote(lane)} is not a lane from 0 to {self.lanes - 1}"
            raise RulesError(msg)
        return self._states[int(lane)]

    def states(self) -> tuple[Any, ...]:
        """Every lane's scalar state."""
        return self._states


class ScalarEngine:
    """The batched engine of a game without one of its own: it makes `ScalarBatch` values.

    Args:
        spec: the game.
    """

    __slots__ = ("_sizes", "_spaces", "spec")

    def __init__(self, spec: GameSpec) -> None:
        """Play ``spec``'s game on scalar lanes."""
        self.spec = spec
        self._spaces: dict[Any, _Space] = {}
        self._sizes: dict[Any, int] = {}

    def __repr__(self) -> str:
        """The engine and its game."""
        return f"ScalarEngine({self.spec.id!r})"

    def space(self, rules: Any) -> _Space:
        """The action space of ``rules``, with each move's id (kept for the next batches)."""
        space = self._spaces.get(rules)
        if space is None:
            space = self._spaces[rules] = _Space(self.spec.action_space(rules))
        return space

    def observation_size(self, rules: Any) -> int:
        """The length of ``encode(view)`` under ``rules``."""
        size = self._sizes.get(rules)
        if size is None:
            encode = self.spec.needs("encode", "ScalarBatch.observe")
            if self.spec.observation_size is not None:
                size = int(self.spec.observation_size(rules))
            else:
                size = len(encode(self.spec.new_game(rules, 0).view(0)))
            self._sizes[rules] = size
        return size

    def _check_rules(self, rules: object) -> None:
        if not isinstance(rules, self.spec.rules_type):
            msg = f"a batch of {self.spec.title} needs its Rules, got {quote(rules)}"
            raise RulesError(msg)

    def new_batch(self, rules: Any, seeds: Sequence[int] | U64) -> ScalarBatch:
        """Lane ``i`` starts as ``new_game(rules, seeds[i])``.

        Raises:
            RulesError: ``rules`` are not the game's, or a seed is invalid, or
                there is none.
        """
        self._check_rules(rules)
        if isinstance(seeds, np.ndarray):
            if seeds.ndim != 1 or not np.issubdtype(seeds.dtype, np.integer):
                msg = f"new_batch needs a 1-d sequence of int seeds, got {quote(seeds)}"
                raise RulesError(msg)
            values = [int(seed) for seed in seeds.tolist()]
        elif isinstance(seeds, str | bytes) or not isinstance(seeds, Sequence):
            msg = f"new_batch needs a sequence of int seeds, one per lane, got {quote(seeds)}"
            raise RulesError(msg)
        else:
            values = list(seeds)
        if not values:
            msg = "new_batch needs at least one seed (one lane)"
            raise RulesError(msg)
        new_game = self.spec.new_game
        states = tuple(new_game(rules, check_seed(seed)) for seed in values)
        return ScalarBatch(self, rules, states)

    def from_states(self, states: Sequence[Any]) -> ScalarBatch:
        """A batch whose lane ``i`` is ``states[i]``.

        Raises:
            RulesError: ``states`` is empty, holds a value that is not a state
                of the game, or mixes rules.
        """
        if isinstance(states, str | bytes) or not isinstance(states, Sequence) or not states:
            msg = f"from_states needs a non-empty sequence of game states, got {quote(states)}"
            raise RulesError(msg)
        rules = states[0].rules if isinstance(states[0], self.spec.state_type) else None
        for i, state in enumerate(states):
            if not isinstance(state, self.spec.state_type):
                msg = f"from_states: states[{i}] is not a {self.spec.title} state: {quote(state)}"
                raise RulesError(msg)
            if state.rules != rules:
                msg = (
                    f"from_states: states[{i}] has rules {quote(state.rules)}, "
                    f"states[0] {quote(rules)}; a batch plays one rules"
                )
                raise RulesError(msg)
        return ScalarBatch(self, rules, tuple(states))

    @property
    def greedy_actions(self) -> Any:
        """The game's greedy bot's choice in every lane, or ``None`` without a greedy bot.

        ``greedy_actions(batch)`` asks a fresh ``greedy_bot()`` in each lane
        whose game goes on (int64 ``[lanes]``, -1 where over): exactly the
        greedy bots of a scalar game, whose choices hold no state.
        """
        make = self.spec.greedy_bot
        if make is None:
            return None

        def greedy_actions(batch: ScalarBatch) -> I64:
            space = self.space(batch.rules)
            out = np.full(batch.lanes, -1, dtype=np.int64)
            for lane, state in enumerate(batch.states()):
                if not state.is_over:
                    move, _ = make().choose(state.view(state.current_player), state.legal_moves())
                    out[lane] = space.ids[move]
            return _readonly(out)  # type: ignore[no-any-return]

        return greedy_actions
