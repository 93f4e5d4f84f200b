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

from cardrules._extras import missing_extra

try:
    import gymnasium  # it needs numpy: a missing numpy fails here too
except ImportError as error:  # pragma: no cover - run in a subprocess by test_missing_extras
    raise missing_extra("cardrules.gymnasium", "gymnasium", error) from error

from cardrules._env_common import DEFAULT_ILLEGAL_ACTION, ResetNeededError
from cardrules.gymnasium._chupate import ChupateEnv
from cardrules.gymnasium._single import (
    DEFAULT_MAX_MOVES,
    ILLEGAL_ACTIONS,
    MAX_DEALS,
    Opponents,
    SingleSeatEnv,
)
from cardrules.gymnasium._vector import OPPONENTS, BatchSelfPlay, BatchVectorEnv
from cardrules.gymnasium._veneno import VenenoEnv

__all__ = [
    "DEFAULT_ILLEGAL_ACTION",
    "DEFAULT_MAX_MOVES",
    "ENV_IDS",
    "ILLEGAL_ACTIONS",
    "MAX_DEALS",
    "OPPONENTS",
    "BatchSelfPlay",
    "BatchVectorEnv",
    "ChupateEnv",
    "Opponents",
    "ResetNeededError",
    "SingleSeatEnv",
    "VenenoEnv",
]


ENV_IDS = {
    "cardrules/Veneno-v0": VenenoEnv,
    "cardrules/Chupate2-v0": ChupateEnv,
    "cardrules/Chupate-v0": ChupateEnv,
    "cardrules/Game-v0": SingleSeatEnv,
}
"""The Gymnasium ids this package registers, and their classes.

``gymnasium.make(id, **kwargs)`` passes ``kwargs`` to the class;
``gymnasium.make("cardrules/Game-v0", game="veneno")`` makes the environment
of any registered game, named as `find_game` takes it.
``Chupate2-v0`` is Chúpate 2's id (``2`` is part of the game's name, as in
the game's id ``chupate2``); ``Chupate-v0`` is the same environment under the
short name, as ``find_game`` accepts both.
"""


def _register() -> None:
    for env_id, cls in ENV_IDS.items():
        if env_id not in gymnasium.registry:  # importing twice must not warn
            gymnasium.register(id=env_id, entry_point=f"{__name__}:{cls.__name__}")


_register()
