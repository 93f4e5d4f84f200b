"""``Rules.from_dict``: the inverse of ``Rules.to_dict()``, the one reader of rules from outside.

Both built-in games' ``Rules`` read back what ``to_dict`` writes, and refuse
what a position's ``"rules"`` refuses, with the same `PositionError`. The
registry's `GameSpec.rules_from_dict` is the same reader for every game (one
of your own too), and records, positions and the command line go through it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given

from cardrules import chupate, veneno
from cardrules.cli import main
from cardrules.errors import PositionError, RecordError, RulesError
from cardrules.games import find_game
from cardrules.records import read_records
from tests import third_game
from tests.strategies import chupate_rules, veneno_rules


@given(chupate_rules(max_target=10**6))
def test_chupate_rules_read_back_what_to_dict_writes(rules: chupate.Rules) -> None:
    text = json.dumps(rules.to_dict())  # through JSON: tuples come back as lists
    assert chupate.Rules.from_dict(json.loads(text)) == rules
    assert find_game("chupate").rules_from_dict(json.loads(text)) == rules


@given(veneno_rules(max_threshold=10**6))
def test_veneno_rules_read_back_what_to_dict_writes(rules: veneno.Rules) -> None:
    assert veneno.Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert find_game("veneno").rules_from_dict(rules.to_dict()) == rules


def test_a_game_of_your_own_gets_the_same_reader() -> None:
    rules = third_game.game.Rules(players=3, hand_size=4)
    assert third_game.SPEC.rules_from_dict(rules.to_dict()) == rules
    with pytest.raises(PositionError, match=r"unknown key 'trumps'.*players, hand_size"):
        third_game.SPEC.rules_from_dict({"players": 3, "trumps": True})


BAD: list[tuple[Any, Any, str, str | None]] = [
    (veneno.Rules, [("players", 3)], "'rules' must be a dict like", None),
    (veneno.Rules, None, "'rules' must be a dict like", None),
    (veneno.Rules, {}, "'rules' must name 'players'", None),
    (veneno.Rules, {"reduced_deck": True}, "'rules' must name 'players'", None),
    (veneno.Rules, {"players": 3, "poison": 1}, "unknown key 'poison'", None),
    (veneno.Rules, {"players": 3, 7: 1}, "unknown key 7", None),
    (veneno.Rules, {"players": 7}, "players", "V-3"),
    (veneno.Rules, {"players": True}, "players", "V-3"),
    (veneno.Rules, {"players": 3, "loss_threshold": 0}, "loss_threshold", "V-10"),
    (veneno.Rules, {"players": 3, "reduced_deck": 1}, "reduced_deck", "V-11"),
    (chupate.Rules, {"players": 5}, "players", "C-2"),
    (chupate.Rules, {"players": 4, "teams": [[0, 1], [2]]}, "teams", "C-3"),
    (chupate.Rules, {"players": 4, "target": 0}, "target", "C-2"),
    (chupate.Rules, {"players": 4, "allow_bluffs": "no"}, "allow_bluffs", "C-12"),
    (chupate.Rules, {"players": 4, "Target": 100}, "unknown key 'Target'", None),
]


@pytest.mark.parametrize(("rules_type", "data", "said", "rule"), BAD)
def test_from_dict_refuses_as_a_position_does(
    rules_type: Any, data: Any, said: str, rule: str | None
) -> None:
    with pytest.raises(PositionError, match=said) as caught:
        rules_type.from_dict(data)
    assert caught.value.rule == rule
    assert caught.value.key is not None
    assert caught.value.key.startswith("position.")


@pytest.mark.parametrize(("rules_type", "data", "said", "rule"), BAD)
def test_a_position_refuses_the_same_rules_with_the_same_words(
    rules_type: Any, data: Any, said: str, rule: str | None
) -> None:
    game = chupate if rules_type is chupate.Rules else veneno
    position = game.new_game(game.Rules(players=4), 1).to_dict()
    position["rules"] = data
    with pytest.raises(PositionError) as in_a_position:
        game.State.from_dict(position)
    with pytest.raises(PositionError) as alone:
        rules_type.from_dict(data)
    assert str(in_a_position.value) == str(alone.value)
    del said, rule


def test_a_refused_value_is_the_errors_cause() -> None:
    with pytest.raises(PositionError) as caught:
        veneno.Rules.from_dict({"players": 3, "loss_threshold": 0})
    cause = caught.value.__cause__
    assert isinstance(cause, RulesError)
    assert not isinstance(cause, PositionError)
    assert str(caught.value) == f"'rules': {cause}"


def test_records_read_rules_through_it_and_keep_their_words() -> None:
    text = '[Game "veneno"]\n[Rules "players=3 loss_threshold=0"]\n[Seed "1"]\n\n'
    with pytest.raises(RecordError, match=r"\): Rules: Rules.loss_threshold must be .*V-10"):
        read_records(text)
    (record,) = read_records('[Game "veneno"]\n[Rules "reduced_deck=true"]\n[Seed "1"]\n\n')
    assert record.rules == veneno.Rules(reduced_deck=True)  # players left out: its default


def test_the_command_says_the_refused_rule_in_its_own_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "veneno", "--loss-threshold", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardrules: error: Rules.loss_threshold must be an int")
    assert "(V-10)" in err
