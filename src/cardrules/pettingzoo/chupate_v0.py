"""Chúpate 2 as a PettingZoo AEC environment (version 0 of the environment).

One move is one step, so a turn of drawing (C-7) and then playing the drawn
card or passing is two steps by the same agent, each under its own action mask;
so are naming the first color (C-13) and taking owed cards (C-8, C-12). The
action id is ``chupate.action_space(rules).id(move)``.
"""

from __future__ import annotations

from cardrules import chupate
from cardrules._env_common import DEFAULT_ILLEGAL_ACTION
from cardrules.pettingzoo._aec import CardGameEnv, OrderEnforcing, wrap

__all__ = ["MAX_MOVES", "env", "raw_env"]

NAME = "chupate_v0"

MAX_MOVES = 10_000
"""The default truncation: random play ends a single round in about 1,400 moves
on average, so this cuts only the rare endless-looking game."""


def raw_env(
    rules: chupate.Rules | None = None,
    render_mode: str | None = None,
    max_moves: int | None = MAX_MOVES,
) -> CardGameEnv:
    """The environment without PettingZoo's wrappers: an illegal action raises (see `env`).

    Args:
        rules: as `env`'s.
        render_mode: as `env`'s.
        max_moves: as `env`'s.

    Raises:
        RulesError: a bad argument.
    """
    return CardGameEnv("chupate2", rules, render_mode, max_moves)


def env(
    rules: chupate.Rules | None = None,
    render_mode: str | None = None,
    max_moves: int | None = MAX_MOVES,
    illegal_action: str = DEFAULT_ILLEGAL_ACTION,
) -> OrderEnforcing:
    """A Chúpate 2 game as a PettingZoo AEC environment.

    Args:
        rules: the game's rules (default ``chupate.Rules()``: four players,
            one round); teams and targets work as in the game.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.
        max_moves: truncate the game after this many moves (default
            `MAX_MOVES`); ``None`` for no limit.
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

    >>> e = env(rules=chupate.Rules(players=2), render_mode="ansi")
    >>> e.reset(seed=3)
    >>> print(e.render().splitlines()[1])
    seat: 1
    """
    return wrap(raw_env(rules, render_mode, max_moves), illegal_action)
