"""The PettingZoo AEC environment both games share; `chupate_v0` and `veneno_v0` configure it."""

from __future__ import annotations

import copy
from typing import Any

from cardrules._env_common import (
    DEFAULT_ILLEGAL_ACTION,
    DEFAULT_MAX_MOVES,
    RENDER_MODES,
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
from cardrules.errors import RulesError
from cardrules.games import GameSpec

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
    from pettingzoo.utils.wrappers.order_enforcing import (
        AECOrderEnforcingIterable,
        AECOrderEnforcingIterator,
    )
except ImportError as error:  # pragma: no cover - exercised without the extra
    _msg = f"cardrules.pettingzoo needs pettingzoo ({error}): pip install 'cardrules[pettingzoo]'"
    raise ImportError(_msg) from error

__all__ = [
    "CardGameEnv",
    "CheckedActions",
    "OrderEnforcing",
    "TerminateIllegal",
    "env",
    "raw_env",
    "wrap",
]


class CardGameEnv(AECEnv[str, Observation, int]):
    """Any registered game as a PettingZoo AEC environment: one agent per seat.

    Agents ``player_0`` ... ``player_{n-1}`` are the seats. The agent to act is
    always the seat to play, so a draw-then-play turn of Chúpate 2 is two steps
    and a seat that plays again (a skip at two players) acts twice in a row.
    Each agent observes ``{"observation", "action_mask"}``: its view's encoding
    and, when it is to play, a 1 at the action id of each legal move (else all
    0). Rewards come at the end only: ``state.returns()``. After ``max_moves``
    moves without an end, every agent is truncated with reward 0.

    Args:
        game: the game: a `GameSpec`, or any name `find_game` knows (its spec
            needs an ``encode`` hook).
        rules: the game's rules (``None``: its default ``Rules()``).
        render_mode: ``None``, ``"ansi"`` (`render` returns the acting seat's
            view as text) or ``"human"`` (`render` prints it).
        max_moves: truncate after this many moves (default
            `DEFAULT_MAX_MOVES`); ``None`` for no limit.

    Raises:
        RulesError: a bad argument (an unknown game, another game's rules,
            a bad ``render_mode`` or ``max_moves``).
    """

    def __init__(
        self,
        game: GameSpec | str,
        rules: Any = None,
        render_mode: str | None = None,
        max_moves: int | None = DEFAULT_MAX_MOVES,
    ) -> None:
        super().__init__()
        spec = game_spec(game, "pettingzoo env")
        name = env_name(spec)
        rules = check_rules(rules, spec, f"{name}.env")
        render_mode = check_render_mode(render_mode)
        max_moves = check_max_moves(max_moves)
        self.metadata = {
            "render_modes": list(RENDER_MODES),
            "name": name,
            "is_parallelizable": False,
        }
        self.game = spec
        """The game's `GameSpec`."""
        self.rules = rules
        self.render_mode = render_mode
        self.max_moves = max_moves
        self.space = spec.action_space(rules)
        self._actions = Actions(spec, self.space)
        self.possible_agents = [f"player_{seat}" for seat in range(rules.players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        obs_space = observation_space(spec, rules, len(self.space))
        act_space = spaces.Discrete(len(self.space))
        self._observation_spaces = dict.fromkeys(self.possible_agents, obs_space)
        self._action_spaces = dict.fromkeys(self.possible_agents, act_space)
        self._seeds = SeedStream()
        self.state: Any = None
        self.moves = 0

    def __getstate__(self) -> dict[str, Any]:
        """The attributes, with the game by its id (a spec holds modules, which do not pickle)."""
        return state_of_env(self)

    def __setstate__(self, state: dict[str, Any]) -> None:
        """Restore `__getstate__`'s attributes (the game must be registered)."""
        restore_env(self, state)

    def __copy__(self) -> CardGameEnv:
        """An independent copy, as ``copy.deepcopy`` gives (the game's values are immutable)."""
        return copy.deepcopy(self)

    def _seat_of(self, agent: object, where: str) -> int:
        try:
            return self._seat[agent]  # type: ignore[index]
        except (KeyError, TypeError):
            msg = f"{where}: the agents are {', '.join(self.possible_agents)}, got {quote(agent)}"
            raise RulesError(msg) from None

    def _check_started(self, where: str) -> None:
        if self.state is None:
            msg = f"{where}: call reset() first"
            raise ResetNeededError(msg)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The Dict space of ``agent``'s observations (the same for every agent).

        Raises:
            RulesError: ``agent`` is not one of ``possible_agents``.
        """
        return self._observation_spaces[
            self.possible_agents[self._seat_of(agent, "observation_space")]
        ]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(len(action_space(rules)))``: an action is a move's action id.

        Raises:
            RulesError: ``agent`` is not one of ``possible_agents``.
        """
        return self._action_spaces[self.possible_agents[self._seat_of(agent, "action_space")]]

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
        """``agent``'s observation of the current position.

        Raises:
            ResetNeededError: `reset` was never called.
            RulesError: ``agent`` is not one of ``possible_agents``.
        """
        seat = self._seat.get(agent) if type(agent) is str else None
        if seat is None:
            seat = self._seat_of(agent, "observe")
        state = self.state
        if state is None:
            self._check_started("observe")
        return self._actions.observe(state, seat)

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """PettingZoo's `last`: the acting agent's observation, reward, flags and info.

        Raises:
            ResetNeededError: `reset` was never called.
        """
        state = self.state
        if state is None:
            self._check_started("last")
        agent = self.agent_selection
        # PettingZoo's `AECEnv.last`, with `observe` written in (a frame less on every step).
        return (
            self._actions.observe(state, self._seat[agent]) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def step(self, action: int | None) -> None:
        """Play the move of action id ``action`` for the agent to act.

        Raises:
            IllegalMoveError: the move is not legal now (the message names the
                rule); the game is unchanged.
            ResetNeededError: `reset` was never called, or every agent is done.
            RulesError: ``action`` is not an action id.
        """
        state = self.state
        if state is None:
            self._check_started("step")
        if not self.agents:
            msg = "step: the game is over and every agent is done; call reset()"
            raise ResetNeededError(msg)
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            msg = f"step: {agent} is to play and must be given an action id, got None"
            raise RulesError(msg)
        actions = self._actions
        move = (
            actions.moves[action]
            if type(action) is int and 0 <= action < actions.size
            else actions.move(action)
        )
        self._play(agent, move)

    def _play(self, agent: str, move: Any) -> None:
        """`step`'s move for ``agent``, the agent to act, once its checks have passed.

        Raises:
            IllegalMoveError: the move is not legal now; the game is unchanged.
        """
        state = self.state = self.state.play(move)
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
        """The acting seat's view as text (``"ansi"``), printed too in ``"human"`` mode.

        Raises:
            ResetNeededError: `reset` was never called (with a render mode).
        """
        if self.render_mode is None:
            return None
        self._check_started("render")
        seat = self._seat[self.agent_selection]
        text = ansi(self.state.view(seat), self.state.legal_moves())
        if self.render_mode == "human":
            print(text, end="")  # human mode prints, as PettingZoo asks
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


class CheckedActions(wrappers.AssertOutOfBoundsWrapper):
    """PettingZoo's `AssertOutOfBoundsWrapper`, raising a `RulesError` that quotes the action.

    An action must be an action id (an int or numpy integer in the action
    space), or ``None`` for an agent that is done; the check comes before
    `TerminateIllegalWrapper`, which would index its mask with anything.
    """

    def __init__(self, env: Any) -> None:
        super().__init__(env)
        self._raw: CardGameEnv = env.unwrapped

    def step(self, action: Any) -> None:
        """Check ``action``, then step the wrapped environment.

        Raises:
            RulesError: ``action`` is not an action id (or ``None`` for a live agent).
        """
        raw = self._raw
        if raw.state is not None and raw.agents:
            _check_action(raw, action)
        self.env.step(action)


def _check_action(raw: CardGameEnv, action: object) -> None:
    """`CheckedActions`' check of ``action``, in a game that is on and has agents.

    Raises:
        RulesError: ``action`` is not an action id (or ``None`` for a live agent).
    """
    if action is None:
        agent = raw.agent_selection
        if not (raw.terminations[agent] or raw.truncations[agent]):
            msg = f"step: {agent} is to play and must be given an action id, got None"
            raise RulesError(msg)
    elif type(action) is not int or not 0 <= action < raw._actions.size:
        move_of(raw.space, action)  # RulesError unless an action id


def _forwarded(name: str, *, after_reset: bool = False) -> property:
    """A property reading ``name`` of the raw environment (with ``after_reset``: after `reset`).

    PettingZoo's wrappers find such attributes through one ``__getattr__``
    per layer; read several times a step, that took a third of a step's time.
    """

    def get(self: Any) -> Any:
        if after_reset and not self._has_reset:
            msg = f"{name} cannot be accessed before reset"
            raise AttributeError(msg)
        return getattr(self._raw, name)

    return property(get, doc=f"The raw environment's ``{name}``.")


def _held(holder: str, field: str) -> property:
    """A property reading and writing ``field`` of the plain object in attribute ``holder``.

    The wrapper's own attribute of PettingZoo's name, kept where the fast
    paths read it (`_Kept`, `_Steps`).
    """

    def get(self: Any) -> Any:
        return getattr(getattr(self, holder), field)

    def put(self: Any, value: Any) -> None:
        setattr(getattr(self, holder), field, value)

    return property(get, put, doc=f"``{holder}.{field}``.")


class _Kept:
    """`TerminateIllegal`'s ``_prev_obs`` and ``_prev_info``, on a plain object.

    A PettingZoo wrapper defines ``__getattr__``, and every read of a
    wrapper's attribute then takes Python's slow path; `OrderEnforcing`
    reads these on every step, so it reads them here.
    """

    def __init__(self) -> None:
        self.obs: Any = None
        self.info: Any = None


class TerminateIllegal(wrappers.TerminateIllegalWrapper):
    """PettingZoo's `TerminateIllegalWrapper`, reading the raw environment's attributes directly.

    An illegal action ends the game for every agent; the agent that chose it
    gets ``illegal_reward``, the others 0.
    """

    def __init__(self, env: CardGameEnv, illegal_reward: float) -> None:
        self._kept = _Kept()  # before PettingZoo's __init__ sets _prev_obs
        super().__init__(env, illegal_reward)
        self._raw: CardGameEnv = env.unwrapped

    _prev_obs = _held("_kept", "obs")
    _prev_info = _held("_kept", "info")

    agents = _forwarded("agents")
    agent_selection = _forwarded("agent_selection")
    terminations = _forwarded("terminations")
    truncations = _forwarded("truncations")
    infos = _forwarded("infos")

    def observe(self, agent: Any) -> Any:
        """Observe, keeping the acting agent's observation for the next `step`.

        What PettingZoo's wrapper does, reading the raw environment's
        attributes directly (its version took a tenth of a step).
        """
        observation = self.env.observe(agent)
        raw = self._raw
        if agent == raw.agent_selection:
            self._prev_obs = observation
            self._prev_info = raw.infos.get(agent, {})
        return observation

    def step(self, action: Any) -> None:
        """Step; an action outside the acting agent's mask ends the game (PettingZoo's rule).

        The same as PettingZoo's `TerminateIllegalWrapper.step` (whose
        illegal-move branch it calls), with the raw environment's attributes
        read directly; the observation is always a dict with its mask.
        """
        raw = self._raw
        agent = raw.agent_selection
        if self._prev_obs is None:
            self.observe(agent)
        mask = self._prev_obs["action_mask"]
        done = raw.terminations[agent] or raw.truncations[agent]
        if done or mask[action]:
            self._prev_obs = None
            self._prev_info = None
            if done and self._terminated:
                raw._was_dead_step(action)
            else:
                self.env.step(action)
            return
        super().step(action)  # an illegal action: PettingZoo's own branch


class OrderEnforcing(wrappers.OrderEnforcingWrapper):
    """PettingZoo's `OrderEnforcingWrapper`, raising `ResetNeededError` for calls out of order.

    `ResetNeededError` is also the ``AssertionError`` the PettingZoo wrapper
    raises, and a `RulesError`. `last` before `reset` raises it too (the
    PettingZoo wrapper lets an ``AttributeError`` through), and so does `step`
    once every agent is done (PettingZoo only logs a warning).
    """

    def __init__(self, env: Any) -> None:
        # What `last`, `step` and `agent_iter` read on every step, on a plain
        # object (see `_Steps`); before PettingZoo's __init__ sets _has_reset.
        self._steps = steps = _Steps(env.unwrapped)
        super().__init__(env)
        self._raw: CardGameEnv = env.unwrapped
        # `last` observes through the wrapped environment; past a
        # `CheckedActions`, whose observe only passes the call on, it calls
        # the next layer's at once (a frame less on every step).
        checked = type(env) is CheckedActions
        inner = env.env if checked else env
        steps.observe = inner.observe
        # Likewise `step` checks the action as `CheckedActions` does and
        # steps the next layer itself.
        steps.checked = inner.step if checked else None
        # `wrap`'s whole stack (this, `CheckedActions`, `TerminateIllegal`, the
        # raw environment): `last` and `step` do what the three layers would
        # do for a legal action id in one place, and leave the rest to them.
        if checked and type(inner) is TerminateIllegal:
            steps.kept = inner._kept

    _has_reset = _held("_steps", "has_reset")
    _has_updated = _held("_steps", "has_updated")

    agents = _forwarded("agents", after_reset=True)
    agent_selection = _forwarded("agent_selection", after_reset=True)
    rewards = _forwarded("rewards", after_reset=True)
    terminations = _forwarded("terminations", after_reset=True)
    truncations = _forwarded("truncations", after_reset=True)
    infos = _forwarded("infos", after_reset=True)

    @property
    def state(self) -> Any:
        """The game's position, as on the raw environment (``None`` before `reset`).

        PettingZoo's wrappers have a ``state()`` method for environments
        with a global state; the raw `CardGameEnv` holds its position there
        instead, and so does this wrapper, so ``env().state`` is the position
        as it was in 0.2.
        """
        return self._raw.state

    def _check_reset(self, where: str) -> None:
        if not self._has_reset:
            msg = f"{where}: call reset() first"
            raise ResetNeededError(msg)

    def step(self, action: Any) -> None:
        """Step, after `reset` only, and not once every agent is done."""
        steps = self._steps
        if not steps.has_reset:
            self._check_reset("step")
        raw = steps.raw
        if not raw.agents:
            msg = "step: the game is over and every agent is done; call reset()"
            raise ResetNeededError(msg)
        steps.has_updated = True
        kept = steps.kept
        if kept is not None and type(action) is int:
            agent = raw.agent_selection
            previous = kept.obs
            if (
                previous is not None
                and 0 <= action < raw._actions.size
                and not (raw.terminations[agent] or raw.truncations[agent])
                and previous["action_mask"][action]
            ):  # the three layers' checks pass: what TerminateIllegal.step then does
                kept.obs = None
                kept.info = None
                raw._play(agent, raw._actions.moves[action])  # `raw.step`, past its checks
                return
        if steps.checked is None:
            self.env.step(action)
        else:  # `CheckedActions.step`, a frame less on every step
            _check_action(raw, action)
            steps.checked(action)

    def observe(self, agent: Any) -> Any:
        """Observe, after `reset` only."""
        self._check_reset("observe")
        return self.env.observe(agent)

    def last(self, observe: bool = True) -> Any:
        """PettingZoo's `last`, after `reset` only."""
        steps = self._steps
        if not steps.has_reset:
            self._check_reset("last")
        raw = steps.raw
        agent = raw.agent_selection
        kept = steps.kept
        if not observe:
            observation = None
        elif kept is None:
            observation = steps.observe(agent)
        else:  # TerminateIllegal.observe of the acting agent (`raw.observe`, written in)
            observation = raw._actions.observe(raw.state, raw._seat[agent])
            kept.obs = observation
            kept.info = raw.infos.get(agent, {})
        return (
            observation,
            raw._cumulative_rewards[agent],
            raw.terminations[agent],
            raw.truncations[agent],
            raw.infos[agent],
        )

    def render(self) -> Any:
        """Render, after `reset` only."""
        self._check_reset("render")
        return super().render()

    def agent_iter(self, max_iter: int = 2**63) -> Any:
        """Iterate over the acting agents, after `reset` only."""
        self._check_reset("agent_iter")
        return _AgentIterable(self, max_iter)

    def __copy__(self) -> OrderEnforcing:
        """An independent copy, as ``copy.deepcopy`` gives (a shallow one would share the game)."""
        return copy.deepcopy(self)


class _AgentIterable(AECOrderEnforcingIterable[str, Observation, int]):
    """PettingZoo's iterable of `OrderEnforcing.agent_iter`, with `_AgentIterator`."""

    def __iter__(self) -> _AgentIterator:
        return _AgentIterator(self.env, self.max_iter)


class _AgentIterator(AECOrderEnforcingIterator[str, Observation, int]):
    """PettingZoo's `AECOrderEnforcingIterator`, reading the raw environment directly.

    The same checks, in the same order: stop when no agent is left or after
    ``max_iter`` agents; fail unless the last agent stepped.
    """

    def __init__(self, env: OrderEnforcing, max_iter: int) -> None:
        super().__init__(env, max_iter)
        self._steps = env._steps

    def __next__(self) -> str:
        steps = self._steps
        raw = steps.raw
        if not raw.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        if not steps.has_updated:
            msg = "need to call step() or reset() in a loop over `agent_iter`"
            raise AssertionError(msg)
        steps.has_updated = False
        agent: str = raw.agent_selection
        return agent


class _Steps:
    """`OrderEnforcing`'s order flags and the layers it reaches, on a plain object.

    A PettingZoo wrapper defines ``__getattr__``, and every read of a
    wrapper's attribute then takes Python's slow path: the dozen reads of a
    step took a twentieth of it. `OrderEnforcing` and its iterator read
    these instead; its ``_has_reset`` and ``_has_updated`` are these flags.

    Attributes:
        raw: the raw `CardGameEnv`.
        has_reset: `reset` was called.
        has_updated: `step` or `reset` was called since the iterator's last agent.
        observe: the ``observe`` `last` calls (past a `CheckedActions`).
        checked: past a `CheckedActions`, the next layer's ``step``; else ``None``.
        kept: `wrap`'s whole stack: its `TerminateIllegal`'s `_Kept`; else ``None``.
    """

    def __init__(self, raw: CardGameEnv) -> None:
        self.raw = raw
        self.has_reset = False
        self.has_updated = False
        self.observe: Any = None
        self.checked: Any = None
        self.kept: _Kept | None = None


def wrap(raw: CardGameEnv, illegal_action: str = DEFAULT_ILLEGAL_ACTION) -> OrderEnforcing:
    """``raw`` in PettingZoo's usual wrappers, as its classic games' ``env()`` does.

    From the inside out: `TerminateIllegal` (PettingZoo's
    `TerminateIllegalWrapper`, with ``illegal_action="lose"`` only: an
    illegal action ends the game for every agent and the agent that chose it
    gets reward -1, the others 0), `CheckedActions` (PettingZoo's
    out-of-bounds check) and `OrderEnforcing` (PettingZoo's order checks).
    Each is a subclass of the PettingZoo wrapper that reads the raw
    environment's attributes directly, and `OrderEnforcing` does for this
    stack, on a legal action id, what the three layers would do; that keeps
    the wrapped environment at 0.88-0.97 of the raw one's speed (with
    PettingZoo's own wrappers: 0.30-0.35; ``python benchmarks/env_speed.py``).

    Args:
        raw: a `CardGameEnv`.
        illegal_action: ``"lose"`` (the default, `DEFAULT_ILLEGAL_ACTION`)
            or ``"raise"`` (`IllegalMoveError`, nothing changes).

    Raises:
        RulesError: a bad ``illegal_action``.
    """
    policy = check_illegal_action(illegal_action)
    env: Any = raw
    if policy == "lose":
        env = TerminateIllegal(env, illegal_reward=-1)
    return OrderEnforcing(CheckedActions(env))


def raw_env(
    game: GameSpec | str,
    rules: Any = None,
    render_mode: str | None = None,
    max_moves: int | None = DEFAULT_MAX_MOVES,
) -> CardGameEnv:
    """Any registered game's `CardGameEnv`, without PettingZoo's wrappers (see `env`).

    Raises:
        RulesError: a bad argument.
    """
    return CardGameEnv(game, rules, render_mode, max_moves)


def env(
    game: GameSpec | str,
    rules: Any = None,
    render_mode: str | None = None,
    max_moves: int | None = DEFAULT_MAX_MOVES,
    illegal_action: str = DEFAULT_ILLEGAL_ACTION,
) -> OrderEnforcing:
    """Any registered game as a PettingZoo AEC environment, in PettingZoo's usual wrappers.

    ``env("veneno", rules)`` is ``veneno_v0.env(rules, max_moves=DEFAULT_MAX_MOVES)``;
    a game of your own (`cardrules.games.register`) works the same.

    Args:
        game: a `GameSpec`, or any name `find_game` knows.
        rules: the game's rules (``None``: its default ``Rules()``).
        render_mode: ``None``, ``"ansi"`` or ``"human"``.
        max_moves: truncate after this many moves (default
            `DEFAULT_MAX_MOVES`); ``None`` for no limit.
        illegal_action: ``"lose"`` (the default) or ``"raise"``: see `wrap`.

    Raises:
        RulesError: a bad argument.

    >>> e = env("Chúpate 2")
    >>> e.reset(seed=1)
    >>> e.metadata["name"], e.unwrapped.rules.players
    ('chupate_v0', 4)
    """
    return wrap(raw_env(game, rules, render_mode, max_moves), illegal_action)
