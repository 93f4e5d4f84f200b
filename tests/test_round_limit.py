"""A position's round is at most MAX_ROUND, so that the batched engines' 64-bit ints hold it."""

from __future__ import annotations

from typing import Any

import pytest

from cardrules import chupate, veneno
from cardrules._position import MAX_ROUND
from cardrules.errors import PositionError

np = pytest.importorskip("numpy")

from cardrules import batch  # noqa: E402  (the numpy extra)
from cardrules.bots import ISMCTSBot, PIMCBot  # noqa: E402


def _position(game: Any, rules: Any, round_: int) -> dict[str, Any]:
    data = game.new_game(rules, 1).to_dict()
    data["round"] = round_
    return data


GAMES = [
    pytest.param(veneno, veneno.Rules(players=3), id="veneno"),
    pytest.param(chupate, chupate.Rules(players=3, target=500), id="chupate"),
]


@pytest.mark.parametrize(("game", "rules"), GAMES)
@pytest.mark.parametrize("round_", [MAX_ROUND + 1, 2**63, 2**64 - 1])
def test_a_round_above_the_limit_is_refused_naming_it(game: Any, rules: Any, round_: int) -> None:
    data = _position(game, rules, round_)
    with pytest.raises(PositionError, match=f"'round' must be at most {MAX_ROUND}, got {round_}"):
        game.State.from_dict(data)
    view = game.new_game(rules, 1).view(0).to_dict()
    view["round"] = round_
    with pytest.raises(PositionError, match=f"'round' must be at most {MAX_ROUND}"):
        game.View.from_dict(view)


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_a_position_at_the_round_limit_plays_on_the_batch(game: Any, rules: Any) -> None:
    state = game.State.from_dict(_position(game, rules, MAX_ROUND))
    assert state.round == MAX_ROUND
    lanes = batch.from_states([state])
    assert lanes.state(0) == state


def test_search_bots_choose_on_a_view_at_the_round_limit() -> None:
    state = veneno.State.from_dict(_position(veneno, veneno.Rules(players=3), MAX_ROUND))
    view = state.view(state.current_player)
    legal = view.legal_moves()
    assert PIMCBot(seed=1, simulations=2).choose(view, legal)[0] in legal
    assert ISMCTSBot(seed=1, iterations=4).choose(view, legal)[0] in legal
