"""Chúpate 2 as a PettingZoo AEC environment (version 0 of the environment).

One move is one step, so a turn of drawing (C-7) and then playing the drawn
card or passing is two steps by the same agent, each under its own action mask;
so are naming the first color (C-13) and taking owed cards (C-8, C-12). The
action id is ``chupate.action_space(rules).id(move)``.
"""

from __future__ import annotations

from cardrules import chupate
from cardrules._env_common import check_rules
from cardrules.pettingzoo._aec import CardGameEnv

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
    """The environment, without PettingZoo's wrappers (see `env`)."""
    rules = check_rules(rules, chupate.Rules, f"{NAME}.env")
    return CardGameEnv(chupate, rules, render_mode, max_moves, NAME)


def env(
    rules: chupate.Rules | None = None,
    render_mode: str | None = None,
    max_moves: int | None = MAX_MOVES,
) -> CardGameEnv:
    """A Chúpate 2 game as a PettingZoo AEC environment.

    Args:
        rules: the game's rules (default ``chupate.Rules()``: four players,
            one round); teams and targets work as in the game.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.
        max_moves: truncate the game after this many moves (default
            `MAX_MOVES`); ``None`` for no limit.

    Returns:
        The environment; call ``reset(seed=...)`` first.

    Raises:
        RulesError: a bad argument.

    >>> e = env(rules=chupate.Rules(players=2), render_mode="ansi")
    >>> e.reset(seed=3)
    >>> print(e.render().splitlines()[1])
    seat: 1
    """
    return raw_env(rules, render_mode, max_moves)
