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
"""

from cardrules.pettingzoo import chupate_v0, veneno_v0

__all__ = ["chupate_v0", "veneno_v0"]
