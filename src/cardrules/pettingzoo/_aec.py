"""The PettingZoo AEC environment both games share; `chupate_v0` and `veneno_v0` configure it."""

from __future__ import annotations

from typing import Any

from cardrules._env_common import (
    Actions,
    Game,
    Observation,
    SeedStream,
    ansi,
    observation_space,
)
from cardrules._quote import quote
from cardrules.errors import RulesError

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as error:  # pragma: no cover - exercised without the extra
    _msg = f"cardrules.pettingzoo needs pettingzoo ({error}): pip install 'cardrules[pettingzoo]'"
    raise ImportError(_msg) from error

__all__ = ["CardGameEnv"]

RENDER_MODES = ("ansi", "human")


class CardGameEnv(AECEnv[str, Observation, int]):
    """A cardrules game as a PettingZoo AEC environment: one agent per seat.

    Agents ``player_0`` ... ``player_{n-1}`` are the seats. The agent to act is
    always the seat to play, so a draw-then-play turn of Chúpate 2 is two steps
    and a seat that plays again (a skip at two players) acts twice in a row.
    Each agent observes ``{"observation", "action_mask"}``: its view's encoding
    and, when it is to play, a 1 at the action id of each legal move (else all
    0). Rewards come at the end only: ``state.returns()``. After ``max_moves``
    moves without an end, every agent is truncated with reward 0.

    Args:
        game: the game package.
        rules: the game's rules.
        render_mode: ``None``, ``"ansi"`` (`render` returns the acting seat's
            view as text) or ``"human"`` (`render` prints it).
        max_moves: truncate after this many moves; ``None`` for no limit.
        name: the environment's name in ``metadata``.

    Raises:
        RulesError: a bad ``render_mode`` or ``max_moves``.
    """

    def __init__(
        self,
        game: Game,
        rules: Any,
        render_mode: str | None,
        max_moves: int | None,
        name: str,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            msg = f"render_mode must be None, 'ansi' or 'human', got {quote(render_mode)}"
            raise RulesError(msg)
        if max_moves is not None and (
            isinstance(max_moves, bool) or not isinstance(max_moves, int) or max_moves < 1
        ):
            msg = f"max_moves must be None or an int of at least 1, got {quote(max_moves)}"
            raise RulesError(msg)
        self.metadata = {
            "render_modes": list(RENDER_MODES),
            "name": name,
            "is_parallelizable": False,
        }
        self.game = game
        self.rules = rules
        self.render_mode = render_mode
        self.max_moves = max_moves
        self.space = game.action_space(rules)
        self._actions = Actions(game, self.space)
        self.possible_agents = [f"player_{seat}" for seat in range(rules.players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        obs_space = observation_space(game, rules, len(self.space))
        act_space = spaces.Discrete(len(self.space))
        self._observation_spaces = dict.fromkeys(self.possible_agents, obs_space)
        self._action_spaces = dict.fromkeys(self.possible_agents, act_space)
        self._seeds = SeedStream()
        self.state: Any = None
        self.moves = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The Dict space of ``agent``'s observations (the same for every agent)."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(len(action_space(rules)))``: an action is a move's action id."""
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new game; ``reset(seed=s)`` deals the game of seed ``s`` every time.

        Without a seed, the next game of the stream started by the last seed
        (fresh entropy if never seeded).
        """
        del options
        self.state = self.game.new_game(self.rules, self._seeds.next(seed))
        self.moves = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.state.current_player]

    def observe(self, agent: str) -> Observation:
        """``agent``'s observation of the current position."""
        return self._actions.observe(self.state, self._seat[agent])

    def step(self, action: int | None) -> None:
        """Play the move of action id ``action`` for the agent to act.

        Raises:
            IllegalMoveError: the move is not legal now (the message names the
                rule); the game is unchanged.
            RulesError: ``action`` is not an action id.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            msg = f"step: {agent} is to play and must be given an action id, got None"
            raise RulesError(msg)
        state = self.state = self.state.play(self._actions.move(action))
        self.moves += 1
        self._cumulative_rewards[agent] = 0.0
        current = state.current_player
        # Rewards are 0 until the end, so the dicts are rebuilt only then.
        if current is None:
            agents = self.possible_agents
            self.rewards = {agents[seat]: float(v) for seat, v in enumerate(state.returns())}
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
        else:
            if self.max_moves is not None and self.moves >= self.max_moves:
                self.truncations = dict.fromkeys(self.agents, True)
            self.agent_selection = self.possible_agents[current]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The acting seat's view as text (``"ansi"``), printed too in ``"human"`` mode."""
        if self.render_mode is None or self.state is None:
            return None
        seat = self._seat[self.agent_selection]
        text = ansi(self.state.view(seat), self.state.legal_moves())
        if self.render_mode == "human":
            print(text, end="")  # human mode prints, as PettingZoo asks
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""
