"""PettingZoo environments of both games (the optional ``cardrules[pettingzoo]`` extra).

``chupate_v0.env(rules=...)`` and ``veneno_v0.env(rules=...)`` are AEC
environments, one agent per seat (``player_0``, ...), observing
``{"observation", "action_mask"}``: the seat's `encode` and the legal action ids.

>>> from cardrules import veneno
>>> from cardrules.pettingzoo import veneno_v0
>>> env = veneno_v0.env(rules=veneno.Rules(players=3))
>>> env.reset(seed=42)
>>> observation, reward, termination, truncation, info = env.last()
>>> observation["observation"].shape, int(observation["action_mask"].sum()) > 0
((412,), True)

``env()`` is the environment in PettingZoo's usual wrappers (`wrap`), as
PettingZoo's classic games are; ``raw_env()`` is the bare `CardGameEnv`.
"""

from cardrules._env_common import DEFAULT_ILLEGAL_ACTION, ILLEGAL_ACTIONS, ResetNeededError
from cardrules.pettingzoo import chupate_v0, veneno_v0
from cardrules.pettingzoo._aec import (
    CardGameEnv,
    CheckedActions,
    OrderEnforcing,
    TerminateIllegal,
    wrap,
)

__all__ = [
    "DEFAULT_ILLEGAL_ACTION",
    "ILLEGAL_ACTIONS",
    "CardGameEnv",
    "CheckedActions",
    "OrderEnforcing",
    "ResetNeededError",
    "TerminateIllegal",
    "chupate_v0",
    "veneno_v0",
    "wrap",
]
