"""The single-agent Gymnasium environment both games share: one seat learns, bots play the rest."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, SupportsFloat

import attrs
import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from cardrules._env_common import (
    DEFAULT_ILLEGAL_ACTION,
    DEFAULT_MAX_MOVES,
    ILLEGAL_ACTIONS,
    Actions,
    Observation,
    ResetNeededError,
    SeedStream,
    ansi,
    check_illegal_action,
    check_max_moves,
    check_render_mode,
    check_rules,
    env_name,
    game_spec,
    move_of,
    observation_space,
    restore_env,
    state_of_env,
)
from cardrules._quote import quote
from cardrules._validate import is_int_in
from cardrules.bots import Bot, RandomBot
from cardrules.errors import RulesError
from cardrules.games import GameSpec

__all__ = [
    "DEFAULT_ILLEGAL_ACTION",
    "DEFAULT_MAX_MOVES",
    "ILLEGAL_ACTIONS",
    "Opponents",
    "SingleSeatEnv",
]

Opponents = Sequence[Bot[Any, Any]] | Bot[Any, Any] | Callable[[int], Sequence[Bot[Any, Any]]]
"""One bot per other seat (in seat order), one bot for them all, or a function
from the game's seed to one bot per seat (the learner's entry is ignored)."""

MAX_DEALS = 100
"""How many games `SingleSeatEnv.reset` deals, at most, to find one in which
the agent gets a turn (see `SingleSeatEnv.reset`)."""


class SingleSeatEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """Any registered game as a Gymnasium environment: the agent plays one seat.

    ``SingleSeatEnv("veneno", rules)`` is `VenenoEnv`; a game of your own
    (`cardrules.games.register`) works the same once its spec has an
    ``encode`` hook (the observation; see `observation_space` in
    `cardrules._env_common` for the bounds).

    The other seats are played by library bots between the agent's steps, so
    every observation is a position where the agent is to play (or the end).
    The observation is ``{"observation", "action_mask"}`` as in the PettingZoo
    environments; ``info["action_mask"]`` repeats the mask and
    ``info["legal_moves"]`` lists the legal moves. The reward is 0 until the
    end, then ``state.returns()[seat]``; after ``max_moves`` moves (the bots'
    included) the episode is truncated with reward 0.

    Calls out of order (`step` or `action_masks` before `reset`, `step`
    after the episode ended) raise `ResetNeededError`, a `RulesError`. The
    environment copies (``copy.copy`` and ``copy.deepcopy`` both give an
    independent copy) and pickles when its bots do.

    Args:
        game: the game: a `GameSpec`, or any name `find_game` knows.
        rules: the game's rules (``None``: its default ``Rules()``).
        seat: the agent's seat (default 0).
        opponents: the bots of the other seats (see `Opponents`); ``None``
            for `RandomBot`s seeded from each game's seed.
        max_moves: truncate after this many moves (default
            `DEFAULT_MAX_MOVES`); ``None`` for no limit.
        illegal_action: ``"lose"`` (the default, `DEFAULT_ILLEGAL_ACTION`:
            the episode ends with reward -1 and ``info["illegal_move"]`` holds
            the reason) or ``"raise"`` (`IllegalMoveError`, nothing changes).
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        RulesError: a bad argument (an unknown game among them).
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        game: GameSpec | str,
        rules: Any = None,
        seat: int = 0,
        opponents: Opponents | None = None,
        max_moves: int | None = DEFAULT_MAX_MOVES,
        illegal_action: str = DEFAULT_ILLEGAL_ACTION,
        render_mode: str | None = None,
    ) -> None:
        spec = game_spec(game, type(self).__name__)
        rules = check_rules(rules, spec, type(self).__name__)
        if isinstance(seat, np.integer):
            seat = int(seat)
        if not is_int_in(seat, 0, rules.players - 1):
            msg = f"seat must be a seat from 0 to {rules.players - 1}, got {quote(seat)}"
            raise RulesError(msg)
        self.illegal_action = check_illegal_action(illegal_action)
        self.render_mode = check_render_mode(render_mode)
        self.max_moves = check_max_moves(max_moves)
        self.metadata = {**type(self).metadata, "name": env_name(spec)}
        self.game = spec
        """The game's `GameSpec` (``spec`` is Gymnasium's ``EnvSpec``)."""
        self.rules = rules
        self.seat = seat
        self.space = spec.action_space(rules)
        self._actions = Actions(spec, self.space)
        self.observation_space = observation_space(spec, rules, len(self.space))
        self.action_space = spaces.Discrete(len(self.space))
        self._opponents = _opponent_factory(opponents, rules.players, seat)
        self._seeds = SeedStream()
        self.state: Any = None
        self.bots: list[Bot[Any, Any]] = []
        self.moves = 0
        self.ended = False
        """Whether the episode has ended (terminated or truncated): `reset` before stepping."""

    def __getstate__(self) -> dict[str, Any]:
        """The attributes, with the game by its id (a spec holds modules, which do not pickle)."""
        return state_of_env(self)

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Restore `__getstate__`'s attributes (the game must be registered)."""
        restore_env(self, state)

    def __copy__(self) -> SingleSeatEnv:
        """An independent copy, as ``copy.deepcopy`` gives (the game's values are immutable)."""
        return copy.deepcopy(self)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deal a new game and let the bots play up to the agent's first turn.

        ``reset(seed=s)`` deals the game of seed ``s`` (and seeds default bots
        from it) every time; without a seed, the next game of the stream.
        ``s`` is an int (or numpy integer) from 0 to ``2**64 - 1``.

        Reset never hands back an episode that is already over: when the
        game ends before the agent's first turn (a Chúpate 2 round won
        before the agent played, which takes a rare deal), it deals the next
        game of the stream instead, up to `MAX_DEALS` games.

        Raises:
            RulesError: a bad seed, or ``max_moves`` runs out in the bots'
                moves before the agent's first turn (give a larger
                ``max_moves``, or ``None``); the environment then needs
                another `reset`.
        """
        del options
        game_seed = self._seeds.next(seed)  # checks the seed: RulesError, not gymnasium's
        super().reset(seed=None if seed is None else game_seed)
        self.ended = True  # until a playable position is found
        for _ in range(MAX_DEALS):
            self.state = self.game.new_game(self.rules, game_seed)
            self.bots = list(self._opponents(game_seed))
            self.moves = 0
            self._bots_play()
            if not self.state.is_over:
                break
            game_seed = self._seeds.next(None)
        else:
            msg = f"reset: {MAX_DEALS} games in a row ended before seat {self.seat}'s first turn"
            raise RulesError(msg)
        if self._out_of_moves():  # the truncation came before the agent could play
            msg = (
                f"reset: max_moves={self.max_moves} ran out in the other seats' "
                f"{self.moves} moves before seat {self.seat}'s first move; give a larger "
                "max_moves, or None"
            )
            raise RulesError(msg)
        self.ended = False
        return self._observe(), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the agent's move of action id ``action``, then the bots' up to its next turn.

        Raises:
            IllegalMoveError: with ``illegal_action="raise"``, the move is not
                legal now.
            ResetNeededError: `reset` was never called, or the episode is over.
            RulesError: ``action`` is not an action id.
        """
        self._check_started("step")
        if self.ended:
            msg = "step: the episode is over (terminated or truncated); call reset()"
            raise ResetNeededError(msg)
        move = move_of(self.space, action)
        if self.illegal_action == "lose" and not self.state.is_legal(move):
            self.ended = True
            info = {**self._info(), "illegal_move": self.state.why_illegal(move)}
            return self._observe(), -1.0, True, False, info
        self.state = self.state.play(move)
        self.moves += 1
        self._bots_play()
        terminated = bool(self.state.is_over)
        truncated = not terminated and self._out_of_moves()
        reward = float(self.state.returns()[self.seat]) if terminated else 0.0
        self.ended = terminated or truncated
        if self.render_mode == "human":
            self.render()
        return self._observe(), reward, terminated, truncated, self._info()

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The current action mask as bools, under the name sb3-contrib's ``MaskablePPO`` calls.

        Raises:
            ResetNeededError: `reset` was never called.
        """
        self._check_started("action_masks")
        return self._actions.mask(self.state, self.seat).astype(bool)

    def render(self) -> str | None:
        """The agent's view as text (``"ansi"``), printed too in ``"human"`` mode.

        Raises:
            ResetNeededError: `reset` was never called (with a render mode).
        """
        if self.render_mode is None:
            return None
        self._check_started("render")
        text = ansi(self.state.view(self.seat), self._legal())
        if self.render_mode == "human":
            print(text, end="")  # human mode prints, as Gymnasium asks
            return None
        return text

    def _check_started(self, where: str) -> None:
        if self.state is None:
            msg = f"{where}: call reset() first"
            raise ResetNeededError(msg)

    def _out_of_moves(self) -> bool:
        return self.max_moves is not None and self.moves >= self.max_moves

    def _bots_play(self) -> None:
        state = self.state
        while not state.is_over and state.current_player != self.seat:
            if self._out_of_moves():
                break
            player = state.current_player
            chosen = self.bots[player].choose(state.view(player), state.legal_moves())
            if type(chosen) is not tuple or len(chosen) != 2 or not _is_bot(chosen[1]):
                msg = (
                    f"the bot of seat {player} ({quote(self.bots[player])}) returned "
                    f"{quote(chosen)} from choose; expected a (move, bot) pair"
                )
                raise RulesError(msg)
            move, self.bots[player] = chosen
            state = state.play(move)
            self.moves += 1
        self.state = state

    def _legal(self) -> tuple[Any, ...]:
        if self.state.current_player != self.seat:
            return ()
        return tuple(self.state.legal_moves())

    def _observe(self) -> Observation:
        return self._actions.observe(self.state, self.seat)

    def _info(self) -> dict[str, Any]:
        mask: npt.NDArray[np.int8] = self._actions.mask(self.state, self.seat)
        return {"action_mask": mask, "legal_moves": tuple(str(m) for m in self._legal())}


@attrs.frozen
class _RandomBots:
    """`RandomBot`s seeded from the game's seed (picklable, unlike a lambda)."""

    players: int

    def __call__(self, seed: int) -> Sequence[Bot[Any, Any]]:
        return RandomBot.for_seats(seed, self.players)


@attrs.frozen
class _FixedBots:
    """The same bots every game."""

    bots: tuple[Bot[Any, Any], ...]

    def __call__(self, seed: int) -> Sequence[Bot[Any, Any]]:
        del seed
        return self.bots


@attrs.frozen
class _CheckedBots:
    """A caller's function from the game seed to one bot per seat, its answer checked."""

    factory: Callable[[int], Sequence[Bot[Any, Any]]]
    players: int
    seat: int = 0

    def __call__(self, seed: int) -> Sequence[Bot[Any, Any]]:
        given = self.factory(seed)
        bots: list[Any] | None = None
        if isinstance(given, Iterable) and not isinstance(given, str | bytes | Mapping):
            try:
                bots = list(itertools.islice(given, self.players + 1))
            except TypeError:
                bots = None
        if (
            bots is None
            or len(bots) != self.players
            or not all(_is_bot(bot) for seat, bot in enumerate(bots) if seat != self.seat)
        ):
            msg = (
                f"opponents({seed}) must return {self.players} bots, one per seat (each with "
                f"choose(view, legal_moves); the agent's seat {self.seat} is not asked), "
                f"got {quote(given)}"
            )
            raise RulesError(msg)
        return bots


def _is_bot(value: object) -> bool:
    return not isinstance(value, type) and callable(getattr(value, "choose", None))


def _opponent_factory(
    opponents: Opponents | None, players: int, seat: int
) -> Callable[[int], Sequence[Bot[Any, Any]]]:
    """A function from a game seed to one bot per seat (the agent's seat holds a placeholder)."""
    if opponents is None:
        return _RandomBots(players)
    if callable(opponents) and not hasattr(opponents, "choose"):
        return _CheckedBots(opponents, players, seat)
    if hasattr(opponents, "choose"):
        return _FixedBots((opponents,) * players)
    try:
        others = list(opponents)  # type: ignore[arg-type]
    except TypeError:
        others = []
    if len(others) != players - 1 or not all(_is_bot(bot) for bot in others):
        msg = (
            f"opponents must be a bot, or {players - 1} bots (one per other seat, "
            f"in seat order), got {quote(opponents)}"
        )
        raise RulesError(msg)
    return _FixedBots((*others[:seat], others[0], *others[seat:]))
