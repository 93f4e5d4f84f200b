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
``cardrules.pettingzoo.env(game, rules)`` makes the environment of any
registered game (`cardrules.games`), named as `find_game` takes it:

>>> from cardrules.pettingzoo import env
>>> e = env("veneno", veneno.Rules(players=3))
>>> e.reset(seed=42)
>>> e.observe(e.agent_selection)["observation"].shape
(412,)
"""

import importlib

from cardrules._extras import missing_extra

try:
    for _package in ("numpy", "gymnasium", "pettingzoo"):
        importlib.import_module(_package)
except ImportError as error:  # pragma: no cover - run in a subprocess by test_missing_extras
    raise missing_extra("cardrules.pettingzoo", "pettingzoo", error) from error

from cardrules._env_common import (
    DEFAULT_ILLEGAL_ACTION,
    DEFAULT_MAX_MOVES,
    ILLEGAL_ACTIONS,
    ResetNeededError,
)
from cardrules.pettingzoo import chupate_v0, veneno_v0
from cardrules.pettingzoo._aec import (
    CardGameEnv,
    CheckedActions,
    OrderEnforcing,
    TerminateIllegal,
    env,
    raw_env,
    wrap,
)

__all__ = [
    "DEFAULT_ILLEGAL_ACTION",
    "DEFAULT_MAX_MOVES",
    "ILLEGAL_ACTIONS",
    "CardGameEnv",
    "CheckedActions",
    "OrderEnforcing",
    "ResetNeededError",
    "TerminateIllegal",
    "chupate_v0",
    "env",
    "raw_env",
    "veneno_v0",
    "wrap",
]
