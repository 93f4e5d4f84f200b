"""The single-agent Gymnasium environment both games share: one seat learns, bots play the rest."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from cardrules._env_common import (
    Actions,
    Game,
    Observation,
    SeedStream,
    ansi,
    move_of,
    observation_space,
)
from cardrules._quote import quote
from cardrules.bots import Bot, RandomBot
from cardrules.errors import RulesError

__all__ = ["ILLEGAL_ACTIONS", "Opponents", "SingleSeatEnv"]

Opponents = Sequence[Bot[Any, Any]] | Bot[Any, Any] | Callable[[int], Sequence[Bot[Any, Any]]]
"""One bot per other seat (in seat order), one bot for them all, or a function
from the game's seed to one bot per seat (the learner's entry is ignored)."""

ILLEGAL_ACTIONS = ("lose", "raise")
"""What an illegal action does: end the episode with reward -1 (``"lose"``), or
raise `IllegalMoveError` (``"raise"``)."""


class SingleSeatEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """A cardrules game as a Gymnasium environment: the agent plays one seat.

    The other seats are played by library bots between the agent's steps, so
    every observation is a position where the agent is to play (or the end).
    The observation is ``{"observation", "action_mask"}`` as in the PettingZoo
    environments; ``info["action_mask"]`` repeats the mask and
    ``info["legal_moves"]`` lists the legal moves. The reward is 0 until the
    end, then ``state.returns()[seat]``; after ``max_moves`` moves (the bots'
    included) the episode is truncated with reward 0.

    Args:
        game: the game package.
        rules: the game's rules.
        seat: the agent's seat.
        opponents: the bots of the other seats (see `Opponents`); ``None``
            for `RandomBot`s seeded from each game's seed.
        max_moves: truncate after this many moves; ``None`` for no limit.
        illegal_action: ``"lose"`` (the default: the episode ends with reward
            -1 and ``info["illegal_move"]`` holds the reason) or ``"raise"``.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        RulesError: a bad argument.
    """

    def __init__(
        self,
        game: Game,
        rules: Any,
        seat: int,
        opponents: Opponents | None,
        max_moves: int | None,
        illegal_action: str,
        render_mode: str | None,
        name: str,
    ) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < rules.players:
            msg = f"seat must be a seat from 0 to {rules.players - 1}, got {quote(seat)}"
            raise RulesError(msg)
        if illegal_action not in ILLEGAL_ACTIONS:
            msg = f"illegal_action must be 'lose' or 'raise', got {quote(illegal_action)}"
            raise RulesError(msg)
        if render_mode is not None and render_mode not in ("ansi", "human"):
            msg = f"render_mode must be None, 'ansi' or 'human', got {quote(render_mode)}"
            raise RulesError(msg)
        if max_moves is not None and (
            isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 1
        ):
            msg = f"max_moves must be None or an int of at least 1, got {quote(max_moves)}"
            raise RulesError(msg)
        self.metadata = {"render_modes": ["ansi", "human"], "render_fps": 4, "name": name}
        self.game = game
        self.rules = rules
        self.seat = seat
        self.max_moves = max_moves
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.space = game.action_space(rules)
        self._actions = Actions(game, self.space)
        self.observation_space = observation_space(game, rules, len(self.space))
        self.action_space = spaces.Discrete(len(self.space))
        self._opponents = _opponent_factory(opponents, rules.players, seat)
        self._seeds = SeedStream()
        self.state: Any = None
        self.bots: list[Bot[Any, Any]] = []
        self.moves = 0
        self.ended = False
        """Whether the episode has ended (terminated or truncated): `reset` before stepping."""

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deal a new game and let the bots play up to the agent's first turn.

        ``reset(seed=s)`` deals the game of seed ``s`` (and seeds default bots
        from it) every time; without a seed, the next game of the stream.
        """
        super().reset(seed=seed)
        del options
        game_seed = self._seeds.next(seed)
        self.state = self.game.new_game(self.rules, game_seed)
        self.bots = list(self._opponents(game_seed))
        self.moves = 0
        self.ended = False
        self._bots_play()
        return self._observe(), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the agent's move of action id ``action``, then the bots' up to its next turn.

        Raises:
            IllegalMoveError: with ``illegal_action="raise"``, the move is not
                legal now.
            RulesError: ``action`` is not an action id, or the episode is over.
        """
        if self.state is None or self.ended or self.state.current_player != self.seat:
            msg = "step: the episode is over (or not started); call reset()"
            raise RulesError(msg)
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
        """The current action mask as bools, under the name sb3-contrib's ``MaskablePPO`` calls."""
        return self._actions.mask(self.state, self.seat).astype(bool)

    def render(self) -> str | None:
        """The agent's view as text (``"ansi"``), printed too in ``"human"`` mode."""
        if self.render_mode is None or self.state is None:
            return None
        text = ansi(self.state.view(self.seat), self._legal())
        if self.render_mode == "human":
            print(text, end="")  # human mode prints, as Gymnasium asks
            return None
        return text

    def _out_of_moves(self) -> bool:
        return self.max_moves is not None and self.moves >= self.max_moves

    def _bots_play(self) -> None:
        state = self.state
        while not state.is_over and state.current_player != self.seat:
            if self._out_of_moves():
                break
            player = state.current_player
            move, self.bots[player] = self.bots[player].choose(
                state.view(player), state.legal_moves()
            )
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


def _opponent_factory(
    opponents: Opponents | None, players: int, seat: int
) -> Callable[[int], Sequence[Bot[Any, Any]]]:
    """A function from a game seed to one bot per seat (the agent's seat holds a placeholder)."""
    if opponents is None:
        return lambda seed: RandomBot.for_seats(seed, players)
    if callable(opponents) and not hasattr(opponents, "choose"):
        factory = opponents

        def checked(seed: int) -> Sequence[Bot[Any, Any]]:
            bots = list(factory(seed))
            if len(bots) != players:
                msg = (
                    f"opponents({seed}) must return {players} bots, one per seat, got {quote(bots)}"
                )
                raise RulesError(msg)
            return bots

        return checked
    if hasattr(opponents, "choose"):
        fixed = [opponents] * players
    else:
        others = list(opponents)  # type: ignore[arg-type]
        if len(others) != players - 1 or not all(hasattr(bot, "choose") for bot in others):
            msg = (
                f"opponents must be a bot, or {players - 1} bots (one per other seat, "
                f"in seat order), got {quote(opponents)}"
            )
            raise RulesError(msg)
        fixed = [*others[:seat], others[0], *others[seat:]]
    return lambda _seed: fixed
