"""A search bot checks what each hook returns where it comes back, naming the hook."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot, ISMCTSBot, PIMCBot
from tests.extras import require
from tests.helpers import mid_game

np = require("numpy")

CHUPATE_STATE = mid_game(chupate, seed=3, players=3)
VENENO_STATE = mid_game(veneno, seed=3, players=3)

JUNK: dict[str, Any] = {
    "None": None,
    "too short": (0.5,),
    "a string": "abc",
    "nan": (float("nan"),) * 3,
}

BOTS: dict[str, tuple[str, Callable[[Any], Any]]] = {
    "PIMCBot evaluate scalar": (
        "evaluate",
        lambda junk: _pimc(max_rollout_moves=1, evaluate=lambda _s: junk, engine="scalar"),
    ),
    "PIMCBot evaluate batch": (
        "evaluate",
        lambda junk: _pimc(max_rollout_moves=1, evaluate=lambda _s: junk),
    ),
    "PIMCBot batch_evaluate": (
        "batch_evaluate",
        lambda junk: _pimc(max_rollout_moves=1, batch_evaluate=lambda _b: junk),
    ),
    "PIMCBot batch_round_payoff": (
        "batch_round_payoff",
        lambda junk: _pimc(batch_round_payoff=lambda _s, _b: junk),
    ),
    "PIMCBot sampler": (
        "sampler",
        lambda junk: _pimc(sampler=lambda _v, _s: junk, opponent_model=_believing(junk)),
    ),
    "PIMCBot candidates": (
        "candidates",
        lambda junk: PIMCBot(simulations=4, candidates=lambda _v, _l, _h: junk),
    ),
    "PIMCBot opponent_model": (
        "opponent_model",
        lambda junk: _pimc(opponent_model=lambda _v, _seen: junk),
    ),
    "ISMCTSBot evaluate": (
        "evaluate",
        lambda junk: ISMCTSBot(iterations=4, max_rollout_moves=1, evaluate=lambda _s: junk),
    ),
    "ISMCTSBot batch_evaluate": (
        "batch_evaluate",
        lambda junk: ISMCTSBot(
            iterations=4, lanes=4, max_rollout_moves=1, batch_evaluate=lambda _b: junk
        ),
    ),
    "ISMCTSBot batch_round_payoff": (
        "batch_round_payoff",
        lambda junk: ISMCTSBot(iterations=4, lanes=4, batch_round_payoff=lambda _s, _b: junk),
    ),
    "ISMCTSBot sampler": (
        "sampler",
        lambda junk: ISMCTSBot(iterations=4, sampler=lambda _v, _s: junk),
    ),
    "ISMCTSBot rollout bot": (
        "the rollout bot's choose",
        lambda junk: ISMCTSBot(iterations=4, rollout=_Returns(junk), bias=1.0),
    ),
}


def _believing(sample: Any) -> Any:
    """An opponent model whose sampler returns ``sample`` (the game's overrides ``sampler``)."""
    return lambda _view, _seen: lambda _v, _seed: sample


def _pimc(**settings: Any) -> PIMCBot:
    """A short search of every legal move (the game's candidates may leave a single one)."""
    return PIMCBot(**({"simulations": 4, "candidates": _every_move} | settings))


def _every_move(_view: Any, legal: Any, _hint: Any) -> Any:
    return legal


class _Returns:
    """A bot whose ``choose`` returns ``value``."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def choose(self, view: Any, legal_moves: Any) -> Any:
        return self.value


@pytest.mark.parametrize("state", [CHUPATE_STATE, VENENO_STATE], ids=["chupate", "veneno"])
@pytest.mark.parametrize("junk", sorted(JUNK))
@pytest.mark.parametrize("name", sorted(BOTS))
def test_a_hook_returning_junk_is_a_rules_error_naming_the_hook(
    name: str, junk: str, state: Any
) -> None:
    hook, make = BOTS[name]
    if name == "PIMCBot evaluate batch" and state is CHUPATE_STATE:
        make = BOTS["PIMCBot batch_evaluate"][1]  # the game's batch_evaluate scores its cut lanes
        hook = "batch_evaluate"
    view = state.view(state.current_player)
    with pytest.raises(RulesError, match=f"{hook} must return"):
        make(JUNK[junk]).choose(view, state.legal_moves())


def test_a_sampler_returning_another_position_is_refused() -> None:
    other = chupate.new_game(chupate.Rules(players=4), 1)
    view = CHUPATE_STATE.view(CHUPATE_STATE.current_player)
    for bot in (
        _pimc(opponent_model=_believing(other)),
        ISMCTSBot(iterations=4, sampler=lambda _v, _s: other),
    ):
        with pytest.raises(RulesError, match="sampler must return a game state that shows"):
            bot.choose(view, CHUPATE_STATE.legal_moves())


def test_candidates_of_another_game_are_refused() -> None:
    moves = VENENO_STATE.legal_moves()
    bot = _pimc(candidates=lambda _v, _l, _h: moves)
    view = CHUPATE_STATE.view(CHUPATE_STATE.current_player)
    with pytest.raises(RulesError, match="candidates must return a sequence of the game's legal"):
        bot.choose(view, CHUPATE_STATE.legal_moves())


@pytest.mark.parametrize(
    "rollout",
    [np.int64(3), np.array([1, 2]), ChupateGreedyBot, 3, "fast"],
    ids=["numpy int64", "numpy array", "a bot class", "int", "unknown name"],
)
def test_a_rollout_setting_that_is_no_bot_is_refused(rollout: object) -> None:
    with pytest.raises(RulesError, match="rollout must be 'random', 'greedy', a bot"):
        ISMCTSBot(rollout=rollout)


def test_a_bot_given_as_rollout_still_plays() -> None:
    view = CHUPATE_STATE.view(CHUPATE_STATE.current_player)
    move, _ = ISMCTSBot(iterations=4, rollout=ChupateGreedyBot(), bias=1.0).choose(
        view, CHUPATE_STATE.legal_moves()
    )
    assert move in CHUPATE_STATE.legal_moves()
