"""The environments refuse junk rules, junk opponents and calls before reset with a RulesError."""

from __future__ import annotations

from typing import Any

import pytest

from cardrules import RulesError, chupate, veneno
from tests.extras import require

require("gymnasium")
from cardrules.gymnasium import (  # noqa: E402  (after the extras check)
    BatchSelfPlay,
    BatchVectorEnv,
    ChupateEnv,
    ResetNeededError,
    VenenoEnv,
)

JUNK_RULES = [None, 5, "veneno", object(), veneno.new_game(veneno.Rules(), 1), veneno.Rules]


@pytest.mark.parametrize("rules", JUNK_RULES, ids=lambda r: type(r).__name__)
@pytest.mark.parametrize("env", [BatchVectorEnv, BatchSelfPlay])
def test_a_vector_env_given_junk_rules_names_them(env: Any, rules: object) -> None:
    with pytest.raises(RulesError, match="a batch needs the Rules of a registered game, got "):
        env(rules, 2)


@pytest.mark.parametrize("env", [BatchVectorEnv, BatchSelfPlay])
def test_action_masks_before_reset_says_to_reset(env: Any) -> None:
    made = env(chupate.Rules(players=2), 2)
    with pytest.raises(ResetNeededError, match=r"action_masks: call reset\(\) first"):
        made.action_masks()
    made.reset(seed=1)
    assert made.action_masks().shape == (2, len(chupate.action_space(chupate.Rules(players=2))))


class _Returns:
    """A bot whose ``choose`` returns ``value``."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def choose(self, view: Any, legal_moves: Any) -> Any:
        return self.value


@pytest.mark.parametrize("env", [VenenoEnv, ChupateEnv])
@pytest.mark.parametrize(
    "result",
    [
        pytest.param(lambda seed: [None] * 4, id="no bots"),
        pytest.param(lambda seed: None, id="None"),
        pytest.param(lambda seed: 5, id="an int"),
        pytest.param(lambda seed: "abcd", id="a string"),
        pytest.param(lambda seed: [object()] * 4, id="objects"),
        pytest.param(lambda seed: iter(lambda: 1, 2), id="an endless iterator"),
    ],
)
def test_an_opponents_function_returning_junk_is_refused_at_reset(env: Any, result: Any) -> None:
    made = env(rules=env_rules(env), opponents=result)
    with pytest.raises(RulesError, match=r"opponents\(\d+\) must return 4 bots, one per seat"):
        made.reset(seed=1)


@pytest.mark.parametrize("env", [VenenoEnv, ChupateEnv])
@pytest.mark.parametrize("value", [None, (), "x", (None, None)], ids=repr)
def test_an_opponent_whose_choose_returns_junk_is_refused(env: Any, value: Any) -> None:
    made = env(rules=env_rules(env), seat=3, opponents=[_Returns(value)] * 3)
    with pytest.raises(RulesError, match=r"expected a \(move, bot\) pair"):
        made.reset(seed=1)


def test_an_opponents_function_may_leave_the_agents_seat_empty() -> None:
    from cardrules.bots import RandomBot  # noqa: PLC0415

    made = VenenoEnv(opponents=lambda seed: [None, RandomBot(1), RandomBot(2), RandomBot(3)])
    made.reset(seed=1)
    assert made.action_masks().any()


def env_rules(env: Any) -> Any:
    return veneno.Rules(players=4) if env is VenenoEnv else chupate.Rules(players=4)
