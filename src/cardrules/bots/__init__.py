"""Bots that play any cardrules game, seeing only what their seat may know.

A bot is a frozen value: ``bot.choose(view, legal_moves)`` returns the move and
the bot advanced, so a game played by bots is as reproducible as the game
itself. `playthrough` plays a game out, one `Step` at a time.

`RandomBot` plays any game, uniformly at random from a seeded
generator; `ChupateGreedyBot` and `VenenoGreedyBot` follow a few
documented rules of thumb, a baseline stronger than random. `ISMCTSBot` searches: it samples the
hidden cards from its view and looks ahead (information-set Monte Carlo tree
search); `PIMCBot` samples many worlds and rolls every move out in all of
them at once with the greedy bots on the batched engine (the strongest, at
settings each game's spec gives); `chupate_hand_value` scores the rollouts
they cut short.

>>> from cardrules import veneno
>>> from cardrules.bots import RandomBot, playthrough
>>> state = veneno.new_game(veneno.Rules(players=4), seed=1)
>>> bots = RandomBot.for_seats(2024, 4)  # the bots' own seed, never the game's
>>> final = [step.after for step in playthrough(state, bots)][-1]
>>> final.is_over, len(final.winners) >= 1
(True, True)
"""

from cardrules.bots._protocols import Bot, GameState, GameView, Observer, Step, playthrough
from cardrules.bots.evaluation import chupate_hand_value
from cardrules.bots.greedy import ChupateGreedyBot, VenenoGreedyBot
from cardrules.bots.ismcts import ISMCTSBot
from cardrules.bots.pimc import PIMCBot
from cardrules.bots.random_bot import RandomBot
from cardrules.bots.spec import (
    BATCH_POLICIES,
    BOTS,
    BatchMaker,
    BotFactory,
    BotSpec,
    bot_spec,
    register_bot,
    unregister_bot,
)

__all__ = [
    "BATCH_POLICIES",
    "BOTS",
    "BatchMaker",
    "Bot",
    "BotFactory",
    "BotSpec",
    "ChupateGreedyBot",
    "GameState",
    "GameView",
    "ISMCTSBot",
    "Observer",
    "PIMCBot",
    "RandomBot",
    "Step",
    "VenenoGreedyBot",
    "bot_spec",
    "chupate_hand_value",
    "playthrough",
    "register_bot",
    "unregister_bot",
]
