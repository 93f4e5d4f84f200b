"""Every bot checks its arguments once, at its door: a seat's view and that game's legal moves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots import (
    ChupateGreedyBot,
    ISMCTSBot,
    PIMCBot,
    RandomBot,
    VenenoGreedyBot,
)
from tests.helpers import mid_game

CHUPATE_STATE = mid_game(chupate, seed=3, players=3)
VENENO_STATE = mid_game(veneno, seed=3, players=3)

BOTS: dict[str, tuple[Callable[[], Any], Any]] = {
    "RandomBot chupate": (lambda: RandomBot(1), CHUPATE_STATE),
    "RandomBot veneno": (lambda: RandomBot(1), VENENO_STATE),
    "ChupateGreedyBot": (ChupateGreedyBot, CHUPATE_STATE),
    "VenenoGreedyBot": (VenenoGreedyBot, VENENO_STATE),
    "ISMCTSBot chupate": (lambda: ISMCTSBot(iterations=4, seed=1), CHUPATE_STATE),
    "ISMCTSBot veneno": (lambda: ISMCTSBot(iterations=4, seed=1), VENENO_STATE),
    "PIMCBot chupate": (lambda: PIMCBot(simulations=2, seed=1), CHUPATE_STATE),
    "PIMCBot veneno": (lambda: PIMCBot(simulations=2, seed=1), VENENO_STATE),
}


def _other_moves(legal: tuple[Any, ...]) -> list[Any]:
    state = VENENO_STATE if type(legal[0]) is chupate.Move else CHUPATE_STATE
    return list(state.legal_moves())


@pytest.mark.parametrize("name", sorted(BOTS))
def test_a_bot_given_a_state_instead_of_a_view_says_it_is_given_a_view(name: str) -> None:
    make, state = BOTS[name]
    with pytest.raises(RulesError, match=r"a bot is given a seat's view|needs a .*\.View"):
        make().choose(state, state.legal_moves())
    with pytest.raises(RulesError, match=r"a bot is given a seat's view|needs a .*\.View"):
        make().choose(state.rules, state.legal_moves())


@pytest.mark.parametrize("name", sorted(BOTS))
@pytest.mark.parametrize(
    "junk",
    [
        pytest.param(lambda legal: ["R7"] * 200_000, id="huge list of strings"),
        pytest.param(lambda legal: [*legal, None], id="a valid list and None"),
        pytest.param(lambda legal: [*legal] * 50_000 + ["R7"], id="huge valid list, one junk"),
        pytest.param(_other_moves, id="another game's moves"),
    ],
)
def test_junk_legal_moves_are_refused_at_the_door_naming_the_item(
    name: str, junk: Callable[[Any], list[Any]]
) -> None:
    make, state = BOTS[name]
    view = state.view(state.current_player)
    moves = junk(state.legal_moves())
    with pytest.raises(RulesError, match=r"legal_moves\[\d+\] is not a move of (Chúpate 2|Veneno)"):
        make().choose(view, moves)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_a_bot_still_plays_its_games_legal_moves_given_as_a_list(name: str) -> None:
    make, state = BOTS[name]
    legal = state.legal_moves()
    move, _bot = make().choose(state.view(state.current_player), list(legal))
    assert move in legal


def test_random_bot_still_plays_a_game_that_is_not_registered() -> None:
    move, _bot = RandomBot(1).choose(object(), ["heads", "tails"])
    assert move in ("heads", "tails")
