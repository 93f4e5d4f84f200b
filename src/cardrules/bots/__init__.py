"""Bots that play any cardrules game, seeing only what their seat may know.

A bot is a frozen value: ``bot.choose(view, legal_moves)`` returns the move and
the bot advanced, so a game played by bots is as reproducible as the game
itself. `playthrough` plays a game out, one `Step` at a time.

`RandomBot` plays any game, uniformly at random from a seeded
generator; `ChupateGreedyBot` and `VenenoGreedyBot` follow a few
documented rules of thumb, a baseline stronger than random.

>>> from cardrules import veneno
>>> from cardrules.bots import RandomBot, playthrough
>>> state = veneno.new_game(veneno.Rules(players=4), seed=1)
>>> bots = RandomBot.for_seats(2024, 4)  # the bots' own seed, never the game's
>>> final = [step.after for step in playthrough(state, bots)][-1]
>>> final.is_over, len(final.winners) >= 1
(True, True)
"""

from cardrules.bots._protocols import Bot, GameState, GameView, Observer, Step, playthrough
from cardrules.bots.greedy import ChupateGreedyBot, VenenoGreedyBot
from cardrules.bots.random_bot import RandomBot

__all__ = [
    "Bot",
    "ChupateGreedyBot",
    "GameState",
    "GameView",
    "Observer",
    "RandomBot",
    "Step",
    "VenenoGreedyBot",
    "playthrough",
]
