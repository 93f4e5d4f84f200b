"""Tricks (`tests.third_game`) at the table server: its adapter for the secrecy tests.

`TRICKS` is a `tests.games.Game` for Tricks, kept out of `tests.games.GAMES`
(the generic suites run over the registered games only): the secrecy tests
deal its hidden cards again as they do the built-in games'. `registered` is
the fixture that registers Tricks for a test.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import strategies as st

from cardrules.games import GameSpec
from tests.games import Game
from tests.third_game import game
from tests.third_game import registered as _registered

TRICKS = Game(
    name="tricks",
    module=game,
    rules=st.just(game.Rules(players=3)),
    deck=game.deck,
    card_keys=("hands", "trick", "taken", "stock"),
    all_moves=lambda rules: game.MOVES,
    move_bound=lambda rules: 3 * len(game.DECK),
)
"""Tricks as the generic tests see a game: every card in hands, the trick, taken, the stock."""


@pytest.fixture
def tricks() -> Iterator[GameSpec]:
    """Tricks registered for one test, then taken out again."""
    with _registered() as spec:
        yield spec
