"""Vector environments on the batched engine: many games stepped by one call.

`BatchVectorEnv` is a `gymnasium.vector.VectorEnv`: one learning seat per lane
against batched library bots. `BatchSelfPlay` hands every lane's seat to play
to the learner, for multi-agent and self-play training. Both run on
`cardrules.batch`, so they play any game it plays.
"""

from __future__ import annotations

import secrets
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode

from cardrules import _lanes_rng as _rng
from cardrules._env_common import ResetNeededError, seat_encoder
from cardrules._quote import quote
from cardrules.batch import Batch, engine_of, new_batch
from cardrules.bots.batched import BatchPolicy, GreedyPolicy, RandomPolicy, step_where
from cardrules.errors import RulesError
from cardrules.games import GameSpec, game_of

__all__ = ["OPPONENTS", "BatchSelfPlay", "BatchVectorEnv"]

OPPONENTS = ("random", "greedy")
"""The batched bots a `BatchVectorEnv` can seat: `RandomBot`s seeded from each
game's seed (as the single-seat environments' default) or the greedy bot."""

F32 = npt.NDArray[np.float32]
Bools = npt.NDArray[np.bool_]
I64 = npt.NDArray[np.int64]
U64 = npt.NDArray[np.uint64]


def _game(rules: object, where: str) -> GameSpec:
    """The spec of the game of ``rules``, which must encode its views (every game has batches).

    Raises:
        RulesError: ``rules`` are not the Rules of a registered game, or the
            game has no ``encode`` hook.
    """
    try:
        engine_of(rules)
    except RulesError as error:
        msg = f"{where}: {error}"
        raise RulesError(msg) from None
    spec = game_of(rules)
    spec.needs("encode", where)
    return spec


def _reset_needed(where: str) -> ResetNeededError:
    return ResetNeededError(f"{where}: call reset() first")


def _lanes_count(num_envs: object) -> int:
    if isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 1:
        msg = f"num_envs must be an int of at least 1, got {quote(num_envs)}"
        raise RulesError(msg)
    return num_envs


class _Seeds:
    """Each lane's stream of game seeds, as the single-seat environments' `SeedStream`.

    ``reset(seed=s)`` starts lane ``i`` at ``s + i``; each later game of a lane
    takes its stream's next SplitMix64 output, so lane ``i`` plays the games
    of a single-seat environment reset with ``seed=s + i`` and then without.
    """

    def __init__(self, lanes: int) -> None:
        self.lanes = lanes
        self.state: U64 | None = None

    def first(self, seed: object) -> U64:
        if seed is None:
            start = np.array([secrets.randbits(64) for _ in range(self.lanes)], dtype=np.uint64)
            values, self.state = _rng.next_u64(start)
            return values
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64:
            msg = f"reset: seed must be None or an int in 0..2**64-1, got {quote(seed)}"
            raise RulesError(msg)
        lanes: U64 = np.uint64(seed) + np.arange(self.lanes, dtype=np.uint64)
        self.state = lanes
        first: U64 = lanes.copy()
        return first

    def next(self, lanes: I64) -> U64:
        """The next game seeds of ``lanes`` (their streams advanced)."""
        assert self.state is not None
        values, nxt = _rng.next_u64(self.state[lanes])
        self.state = self.state.copy()
        self.state[lanes] = nxt
        return values


def _replace_lanes(batch: Batch, lanes: I64, fresh: Batch) -> Batch:
    """``batch`` with ``lanes`` replaced by the lanes of ``fresh`` (new games)."""
    if hasattr(batch, "with_lanes"):
        return batch.with_lanes(lanes, fresh)
    from cardrules.batch import from_states  # noqa: PLC0415

    states = [batch.state(i) for i in range(len(batch))]
    for j, lane in enumerate(lanes.tolist()):
        states[lane] = fresh.state(j)
    return from_states(states)


class BatchVectorEnv(gymnasium.vector.VectorEnv[F32, I64, Any]):
    """``num_envs`` games of ``rules``, one learning seat each, against batched bots.

    Every observation is a position where the learner's seat is to play (the
    bots play between its steps), as in the single-seat environments
    (`cardrules.gymnasium.VenenoEnv`): lane ``i`` after ``reset(seed=s)``
    plays the games of a single-seat environment reset with ``seed=s + i``
    (then without a seed), with the same bots. Observations are the seat's
    encoding (``float32 [num_envs, observation_size]``); ``info["action_mask"]``
    holds the legal actions (``bool [num_envs, actions]``). The reward is 0
    until a game ends, then the seat's return. A lane whose game ended is
    dealt again on the next `step` (Gymnasium's next-step autoreset): that
    step ignores its action and returns the new game's first observation.

    Args:
        rules: the Rules of any registered game with an ``encode`` hook.
        num_envs: how many games at once.
        seat: the learner's seat in every lane (default 0).
        opponents: ``"random"`` (default) or ``"greedy"`` (`OPPONENTS`).
        illegal_action: ``"lose"`` (default: the lane's game ends with reward
            -1, ``info["illegal"]`` marks it) or ``"raise"`` (`IllegalMoveError`).

    Raises:
        RulesError: a bad argument.
    """

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP}  # noqa: RUF012

    def __init__(
        self,
        rules: Any,
        num_envs: int,
        seat: int = 0,
        opponents: str = "random",
        illegal_action: str = "lose",
    ) -> None:
        """Check the arguments and build the spaces; `reset` deals the games."""
        self.num_envs = _lanes_count(num_envs)
        game = _game(rules, "BatchVectorEnv")
        players = rules.players
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            msg = f"seat must be a seat from 0 to {players - 1}, got {quote(seat)}"
            raise RulesError(msg)
        if opponents not in OPPONENTS:
            msg = f"opponents must be 'random' or 'greedy', got {quote(opponents)}"
            raise RulesError(msg)
        if illegal_action not in ("lose", "raise"):
            msg = f"illegal_action must be 'lose' or 'raise', got {quote(illegal_action)}"
            raise RulesError(msg)
        self.rules = rules
        self.seat = seat
        self.opponents = opponents
        self.illegal_action = illegal_action
        self.game = game
        self.actions = len(game.action_space(rules))
        low, high = _bounds(game, rules)
        self.single_observation_space = spaces.Box(low=low, high=high, dtype=np.float32)
        self.single_action_space = spaces.Discrete(self.actions)
        self.observation_space = gymnasium.vector.utils.batch_space(
            self.single_observation_space, self.num_envs
        )
        self.action_space = gymnasium.vector.utils.batch_space(
            self.single_action_space, self.num_envs
        )
        self._seeds = _Seeds(self.num_envs)
        self.batch: Any = None
        self._bots: BatchPolicy = GreedyPolicy()
        self._restart = np.zeros(self.num_envs, dtype=np.bool_)

    def _deal(self, seeds: U64) -> tuple[Any, BatchPolicy | None]:
        fresh = new_batch(self.rules, seeds)
        bots = None
        if self.opponents == "random":
            bots = RandomPolicy.for_seats(seeds.tolist(), self.rules.players)
        return fresh, bots

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[F32, dict[str, Any]]:
        """Deal every lane's game and let the bots play to the learner's first turn.

        ``reset(seed=s)`` deals lane ``i`` the game of seed ``s + i``.
        """
        del options
        seeds = self._seeds.first(seed)
        self.batch, bots = self._deal(seeds)
        self._bots = bots if bots is not None else GreedyPolicy()
        self._restart = np.zeros(self.num_envs, dtype=np.bool_)
        self._bots_play()
        illegal = np.zeros(self.num_envs, dtype=np.bool_)
        return self._observe(), self._info(illegal)

    def step(self, actions: object) -> tuple[F32, Any, Any, Any, dict[str, Any]]:
        """Play each lane's action, then the bots up to the learner's next turn.

        Lanes whose game ended at the previous step are dealt again instead
        (their action is ignored).

        Raises:
            RulesError: `reset` was not called, or ``actions`` is not one
                action id per lane.
            IllegalMoveError: with ``illegal_action="raise"``, an action is
                not legal (the message names the lane).
        """
        if self.batch is None:
            raise _reset_needed("step")
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or not np.issubdtype(a.dtype, np.integer):
            msg = f"step: actions must be {self.num_envs} action ids, got {quote(actions)}"
            raise RulesError(msg)
        a = a.astype(np.int64)
        restart = self._restart
        if restart.any():
            self._restart_lanes(np.flatnonzero(restart))
        playing = ~restart & ~np.asarray(self.batch.is_over)
        illegal = np.zeros(self.num_envs, dtype=np.bool_)
        if self.illegal_action == "lose":
            in_range = (a >= 0) & (a < self.actions)
            mask = self.batch.legal_mask()
            ok = in_range & mask[np.arange(self.num_envs), np.clip(a, 0, self.actions - 1)]
            illegal = playing & ~ok
            playing = playing & ok
        self.batch = step_where(self.batch, np.where(playing, a, 0), playing)
        self._bots_play()
        over = np.asarray(self.batch.is_over)
        terminated = (over & ~restart) | illegal
        returns = np.asarray(self.batch.returns())[:, self.seat]
        rewards = np.where(terminated, returns, 0.0).astype(np.float32)
        rewards[illegal] = -1.0
        self._restart = terminated
        truncated = np.zeros(self.num_envs, dtype=np.bool_)
        observations = self._observe(final=terminated)
        return observations, rewards, terminated, truncated, self._info(illegal)

    def _restart_lanes(self, lanes: I64) -> None:
        seeds = self._seeds.next(lanes)
        fresh, bots = self._deal(seeds)
        self.batch = _replace_lanes(self.batch, lanes, fresh)
        if isinstance(bots, RandomPolicy) and isinstance(self._bots, RandomPolicy):
            table = np.array(self._bots.rngs)
            table[lanes] = bots.rngs
            self._bots = RandomPolicy(table)
        self._restart = self._restart.copy()
        self._restart[lanes] = False
        waiting = np.zeros(self.num_envs, dtype=np.bool_)
        waiting[lanes] = True
        self._bots_play(waiting)

    def _bots_play(self, lanes: Bools | None = None) -> None:
        """The bots play every lane (or ``lanes``) up to the learner's turn or the end."""
        batch = self.batch
        while True:
            turn = (np.asarray(batch.current_player) != self.seat) & ~np.asarray(batch.is_over)
            if lanes is not None:
                turn = turn & lanes
            if not turn.any():
                break
            chosen, self._bots = self._bots.choose(batch, turn)
            batch = step_where(batch, chosen, turn)
        self.batch = batch

    def _observe(self, final: Bools | None = None) -> F32:
        observations = np.array(self.batch.observe())
        if final is not None and final.any():  # the learner's view of the ended game
            encode = seat_encoder(self.game)
            for lane in np.flatnonzero(final).tolist():
                encoded = encode(self.batch.state(lane), self.seat)
                observations[lane] = np.frombuffer(encoded, dtype=np.float32)
        return observations

    def _info(self, illegal: Bools) -> dict[str, Any]:
        return {"action_mask": np.array(self.batch.legal_mask()), "illegal": illegal}

    def action_masks(self) -> Bools:
        """The current action masks (``bool [num_envs, actions]``).

        Raises:
            ResetNeededError: `reset` was not called.
        """
        if self.batch is None:
            raise _reset_needed("BatchVectorEnv.action_masks")
        mask: Bools = np.array(self.batch.legal_mask())
        return mask


def _bounds(game: GameSpec, rules: Any) -> tuple[F32, F32]:
    """The observation's bounds: the spec's ``encoding_blocks``, else unbounded."""
    if game.encoding_blocks is None:
        size = len(new_batch(rules, [0]).observe()[0])
        return np.full(size, -np.inf, dtype=np.float32), np.full(size, np.inf, dtype=np.float32)
    low: list[float] = []
    high: list[float] = []
    for block in game.encoding_blocks(rules):
        low.extend([block.low] * block.size)
        high.extend([block.high] * block.size)
    return np.array(low, dtype=np.float32), np.array(high, dtype=np.float32)


class BatchSelfPlay:
    """Every seat learns: ``num_envs`` games where each step plays every lane's seat to play.

    Each step takes one action id per lane for the seat to play there
    (``info["current_player"]``) and returns the new observations (the
    encoding of the next seat to play), ``rewards [num_envs, players]`` (each
    seat's return in lanes whose game just ended, else 0), and which games
    ended. A lane whose game ended is dealt again on the next step, which
    ignores its action (next-step autoreset).

    Args:
        rules: the Rules of any registered game with an ``encode`` hook.
        num_envs: how many games at once.

    Raises:
        RulesError: a bad argument.
    """

    def __init__(self, rules: Any, num_envs: int) -> None:
        """Check the arguments; `reset` deals the games."""
        self.num_envs = _lanes_count(num_envs)
        self.game = _game(rules, "BatchSelfPlay")
        self.rules = rules
        self.players: int = rules.players
        self.actions = len(self.game.action_space(rules))
        self._seeds = _Seeds(self.num_envs)
        self.batch: Any = None
        self._restart = np.zeros(self.num_envs, dtype=np.bool_)

    def reset(self, *, seed: int | None = None) -> tuple[F32, dict[str, Any]]:
        """Deal every lane's game: lane ``i`` gets seed ``seed + i``."""
        self.batch = new_batch(self.rules, self._seeds.first(seed))
        self._restart = np.zeros(self.num_envs, dtype=np.bool_)
        return np.array(self.batch.observe()), self._info()

    def step(self, actions: object) -> tuple[F32, F32, Bools, Bools, dict[str, Any]]:
        """Play each lane's action for its seat to play.

        Returns:
            ``(observations, rewards, terminated, truncated, info)``; ``info``
            holds ``current_player`` (``int [num_envs]``, -1 where a game just
            ended) and ``action_mask`` (``bool [num_envs, actions]``).

        Raises:
            RulesError: `reset` was not called, or ``actions`` is not one id per lane.
            IllegalMoveError: an action is not legal (the message names the lane).
        """
        if self.batch is None:
            raise _reset_needed("step")
        a = np.asarray(actions)
        if a.shape != (self.num_envs,) or not np.issubdtype(a.dtype, np.integer):
            msg = f"step: actions must be {self.num_envs} action ids, got {quote(actions)}"
            raise RulesError(msg)
        restart = self._restart
        if restart.any():
            lanes = np.flatnonzero(restart)
            fresh = new_batch(self.rules, self._seeds.next(lanes))
            self.batch = _replace_lanes(self.batch, lanes, fresh)
        playing = ~restart & ~np.asarray(self.batch.is_over)
        self.batch = step_where(self.batch, np.where(playing, a.astype(np.int64), 0), playing)
        terminated = np.asarray(self.batch.is_over) & ~restart
        rewards = np.where(terminated[:, None], np.asarray(self.batch.returns()), 0.0)
        self._restart = terminated
        truncated = np.zeros(self.num_envs, dtype=np.bool_)
        observations = np.array(self.batch.observe())
        return observations, rewards.astype(np.float32), terminated, truncated, self._info()

    def action_masks(self) -> Bools:
        """The current action masks (``bool [num_envs, actions]``), each lane's seat to play's.

        Raises:
            ResetNeededError: `reset` was not called.
        """
        if self.batch is None:
            raise _reset_needed("BatchSelfPlay.action_masks")
        mask: Bools = np.array(self.batch.legal_mask())
        return mask

    def _info(self) -> dict[str, Any]:
        return {
            "current_player": np.array(self.batch.current_player),
            "action_mask": np.array(self.batch.legal_mask()),
        }
