"""A third game, defined outside ``src/``: Tricks (see `tests.third_game.game`).

`SPEC` is its `GameSpec`; `registered` registers it for the length of a
``with`` block (or a test, through the ``tricks`` fixture of the test
modules) and takes it out again, so no other test sees a third game.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from cardrules.games import GameSpec, register, unregister
from tests.third_game import game

__all__ = ["SPEC", "game", "registered"]

SPEC = GameSpec(
    id="tricks",
    name="tricks",
    title="Tricks",
    aliases=("mini tricks",),
    players=(2, 3, 4),
    version=game.VERSION,
    rules_type=game.Rules,
    state_type=game.State,
    view_type=game.View,
    move_type=game.Move,
    card_type=game.Card,
    new_game=game.new_game,
    parse_move=game.parse_move,
    parse_card=game.parse_card,
    action_space=game.action_space,
    higher_scores_win=True,
    encode=game.encode,
    observation_size=game.observation_size,
    encoding_blocks=game.encoding_blocks,
    encoding_version=1,
    greedy_bot=game.GreedyBot,
    narrator=game.Narrator(),
    picture=game.Picture(),
    deck=game.deck,
    cards_of=game.cards_of,
    messages=game.MESSAGES,
)
"""Tricks as the registry knows it."""


@contextmanager
def registered() -> Iterator[GameSpec]:
    """Register Tricks for the ``with`` block, then take it out again."""
    register(SPEC)
    try:
        yield SPEC
    finally:
        unregister(SPEC.id)
