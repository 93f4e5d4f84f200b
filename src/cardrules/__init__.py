"""cardrules: exact, immutable, typed rules for Chúpate 2 and Veneno.

>>> from cardrules import veneno
>>> state = veneno.new_game(veneno.Rules(players=4), seed=7)
>>> state.current_player in range(4)
True
"""

from cardrules import chupate, veneno
from cardrules.errors import IllegalMoveError, NotationError, PositionError, RulesError
from cardrules.game import ActionSpace, GameState, GameView, Observer, Outcome, Reason

__all__ = [
    "ActionSpace",
    "GameState",
    "GameView",
    "IllegalMoveError",
    "NotationError",
    "Observer",
    "Outcome",
    "PositionError",
    "Reason",
    "RulesError",
    "chupate",
    "veneno",
]

__version__ = "0.1.0"
