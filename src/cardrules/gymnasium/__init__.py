"""Gymnasium single-agent environments (the optional ``cardrules[gymnasium]`` extra).

One seat learns; library bots (`RandomBot` by default) play the others between
its steps. Observations are ``{"observation", "action_mask"}`` as in
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

Importing this package registers both environments with Gymnasium, under the
ids of `ENV_IDS`:

>>> import gymnasium
>>> env = gymnasium.make("cardrules/Veneno-v0", rules=veneno.Rules(players=2))
>>> observation, info = env.reset(seed=1)
>>> observation["observation"].shape
(359,)

(``gymnasium.make("cardrules.gymnasium:cardrules/Veneno-v0")`` imports the
package itself first.)
"""

from __future__ import annotations

from typing import Any

import gymnasium

from cardrules import chupate, veneno
from cardrules._env_common import DEFAULT_ILLEGAL_ACTION, ResetNeededError, check_rules
from cardrules.gymnasium._single import ILLEGAL_ACTIONS, MAX_DEALS, Opponents, SingleSeatEnv

__all__ = [
    "DEFAULT_ILLEGAL_ACTION",
    "ENV_IDS",
    "ILLEGAL_ACTIONS",
    "MAX_DEALS",
    "ChupateEnv",
    "Opponents",
    "ResetNeededError",
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
        illegal_action: ``"lose"`` (default) or ``"raise"``: see `SingleSeatEnv`.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        RulesError: a bad argument.
    """

    metadata: dict[str, Any] = {**SingleSeatEnv.metadata, "name": "veneno_v0"}  # noqa: RUF012

    def __init__(
        self,
        rules: veneno.Rules | None = None,
        seat: int = 0,
        opponents: Opponents | None = None,
        max_moves: int | None = None,
        illegal_action: str = DEFAULT_ILLEGAL_ACTION,
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
        illegal_action: ``"lose"`` (default) or ``"raise"``: see `SingleSeatEnv`.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        RulesError: a bad argument.
    """

    metadata: dict[str, Any] = {**SingleSeatEnv.metadata, "name": "chupate_v0"}  # noqa: RUF012

    def __init__(
        self,
        rules: chupate.Rules | None = None,
        seat: int = 0,
        opponents: Opponents | None = None,
        max_moves: int | None = 10_000,
        illegal_action: str = DEFAULT_ILLEGAL_ACTION,
        render_mode: str | None = None,
    ) -> None:
        rules = check_rules(rules, chupate.Rules, "ChupateEnv")
        super().__init__(
            chupate, rules, seat, opponents, max_moves, illegal_action, render_mode, "chupate_v0"
        )


ENV_IDS = {
    "cardrules/Veneno-v0": VenenoEnv,
    "cardrules/Chupate2-v0": ChupateEnv,
    "cardrules/Chupate-v0": ChupateEnv,
}
"""The Gymnasium ids this package registers, and their classes.

``gymnasium.make(id, **kwargs)`` passes ``kwargs`` to the class.
``Chupate2-v0`` is Chúpate 2's id (``2`` is part of the game's name, as in
the game's id ``chupate2``); ``Chupate-v0`` is the same environment under the
short name, as ``find_game`` accepts both.
"""


def _register() -> None:
    for env_id, cls in ENV_IDS.items():
        if env_id not in gymnasium.registry:  # importing twice must not warn
            gymnasium.register(id=env_id, entry_point=f"{__name__}:{cls.__name__}")


_register()
