"""Veneno as a PettingZoo AEC environment (version 0 of the environment).

Every turn is one step: the seat to play has already drawn (V-4) and plays a
card on a pile; the action id is ``veneno.action_space(rules).id(move)``.
"""

from __future__ import annotations

from cardrules import veneno
from cardrules._env_common import DEFAULT_ILLEGAL_ACTION
from cardrules.pettingzoo._aec import CardGameEnv, OrderEnforcing, wrap

__all__ = ["env", "raw_env"]

NAME = "veneno_v0"


def raw_env(
    rules: veneno.Rules | None = None,
    render_mode: str | None = None,
    max_moves: int | None = None,
) -> CardGameEnv:
    """The environment without PettingZoo's wrappers: an illegal action raises (see `env`).

    Args:
        rules: as `env`'s.
        render_mode: as `env`'s.
        max_moves: as `env`'s.

    Raises:
        RulesError: a bad argument.
    """
    return CardGameEnv("veneno", rules, render_mode, max_moves)


def env(
    rules: veneno.Rules | None = None,
    render_mode: str | None = None,
    max_moves: int | None = None,
    illegal_action: str = DEFAULT_ILLEGAL_ACTION,
) -> OrderEnforcing:
    """A Veneno match as a PettingZoo AEC environment.

    Args:
        rules: the match's rules (default ``veneno.Rules()``: four players).
        render_mode: ``None``, ``"ansi"`` or ``"human"``.
        max_moves: truncate the match after this many moves; ``None`` (the
            default) never does: a match always ends.
        illegal_action: ``"lose"`` (the default: the game ends for every
            agent, the one that chose the illegal action gets reward -1, the
            others 0) or ``"raise"`` (`IllegalMoveError`, nothing changes);
            the same option as the Gymnasium environments'.

    Returns:
        `raw_env` in PettingZoo's usual wrappers (see `wrap`); the game's
        `CardGameEnv` is ``env.unwrapped``, its position ``env.state``
        (as on the raw environment). Call ``reset(seed=...)`` first.

    Raises:
        RulesError: a bad argument.

    >>> e = env(rules=veneno.Rules(players=2), max_moves=5)
    >>> e.reset(seed=1)
    >>> for agent in e.agent_iter():
    ...     observation, reward, termination, truncation, info = e.last()
    ...     if termination or truncation:
    ...         e.step(None)
    ...     else:
    ...         e.step(int(observation["action_mask"].argmax()))
    >>> e.moves
    5
    """
    return wrap(raw_env(rules, render_mode, max_moves), illegal_action)
