"""Gymnasium single-agent environments (the optional ``cardrules[gymnasium]`` extra).

One seat learns; library bots (`RandomBot` by default) play the others between
its steps. `BatchVectorEnv` and `BatchSelfPlay` run many games at once on the
batched engine (`cardrules.batch`). Observations are ``{"observation", "action_mask"}`` as in
`cardrules.pettingzoo`; the mask is also in ``info["action_mask"]``.

>>> from cardrules import veneno
>>> from cardrules.gymnasium import VenenoEnv
>>> env = VenenoEnv(rules=veneno.Rules(players=3), seat=0)
>>> observation, info = env.reset(seed=7)
>>> done = False
>>> while not done:
...     action = int(info["action_mask"].argmax())
...     observation, reward, terminated, truncated, info = env.step(action)
...     done = terminated or truncated
>>> reward in (-1.0, -0.5, 0.0, 0.5, 1.0)
True
"""

from __future__ import annotations

from cardrules import chupate, veneno
from cardrules._env_common import check_rules
from cardrules.gymnasium._single import ILLEGAL_ACTIONS, Opponents, SingleSeatEnv
from cardrules.gymnasium._vector import OPPONENTS, BatchSelfPlay, BatchVectorEnv

__all__ = [
    "ILLEGAL_ACTIONS",
    "OPPONENTS",
    "BatchSelfPlay",
    "BatchVectorEnv",
    "ChupateEnv",
    "Opponents",
    "SingleSeatEnv",
    "VenenoEnv",
]


class VenenoEnv(SingleSeatEnv):
    """Veneno for one learning seat against bots.

    Args:
        rules: the match's rules (default ``veneno.Rules()``: four players).
        seat: the agent's seat (default 0).
        opponents: the other seats' bots (see `Opponents`); default
            `RandomBot`s seeded from each game's seed.
        max_moves: truncate after this many moves; ``None`` (default) never.
        illegal_action: ``"lose"`` (default) or ``"raise"``.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        RulesError: a bad argument.
    """

    def __init__(
        self,
        rules: veneno.Rules | None = None,
        seat: int = 0,
        opponents: Opponents | None = None,
        max_moves: int | None = None,
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        rules = check_rules(rules, veneno.Rules, "VenenoEnv")
        super().__init__(
            veneno, rules, seat, opponents, max_moves, illegal_action, render_mode, "veneno_v0"
        )


class ChupateEnv(SingleSeatEnv):
    """Chúpate 2 for one learning seat against bots.

    Args:
        rules: the game's rules (default ``chupate.Rules()``: four players, one round).
        seat: the agent's seat (default 0).
        opponents: the other seats' bots (see `Opponents`); default
            `RandomBot`s seeded from each game's seed. Partners in a team
            game are bots too.
        max_moves: truncate after this many moves (default 10,000); ``None`` never.
        illegal_action: ``"lose"`` (default) or ``"raise"``.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        RulesError: a bad argument.
    """

    def __init__(
        self,
        rules: chupate.Rules | None = None,
        seat: int = 0,
        opponents: Opponents | None = None,
        max_moves: int | None = 10_000,
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ) -> None:
        rules = check_rules(rules, chupate.Rules, "ChupateEnv")
        super().__init__(
            chupate, rules, seat, opponents, max_moves, illegal_action, render_mode, "chupate_v0"
        )
