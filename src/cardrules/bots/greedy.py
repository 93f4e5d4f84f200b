"""Rule-of-thumb bots, one per game: stronger than random, and quick to finish a game.

They live with their games (``cardrules.chupate.greedy``,
``cardrules.veneno.greedy``), and each game's spec names its own
(``find_game(name).greedy_bot``); this module keeps their 0.2 import path.
"""

from cardrules.chupate.greedy import ChupateGreedyBot
from cardrules.veneno.greedy import VenenoGreedyBot

__all__ = ["ChupateGreedyBot", "VenenoGreedyBot"]
