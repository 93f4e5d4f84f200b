"""cardrules: exact, immutable, typed rules for Chúpate 2 and Veneno.

>>> from cardrules import veneno
>>> state = veneno.new_game(veneno.Rules(players=4), seed=7)
>>> state.current_player in range(4)
True
"""

from importlib import metadata as _metadata

from cardrules import chupate, veneno

# The registry: registering the built-in games registers their words with
# `cardrules.i18n` (their specs' messages), so they are there once cardrules is imported.
from cardrules import games as _games  # noqa: F401
from cardrules.errors import (
    IllegalMoveError,
    NotationError,
    PositionError,
    RecordError,
    RulesError,
)
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
    "RecordError",
    "RulesError",
    "chupate",
    "veneno",
]


def _installed_version() -> str:
    """The version of the installed distribution, or a marker when running from a bare tree."""
    try:
        return _metadata.version("cardrules")
    except _metadata.PackageNotFoundError:  # pragma: no cover - only without installing
        return "0+unknown"


__version__ = _installed_version()
"""The installed version, read from the package metadata (``pyproject.toml``)."""
