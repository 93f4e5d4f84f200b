"""The command's rules options come from the registry: attrs.fields of each game's Rules."""

from __future__ import annotations

import argparse

import attrs
import pytest

from cardrules import chupate, veneno
from cardrules.cli import main
from cardrules.cli._rules import add_rules_arguments, rule_options, rules_from_args
from cardrules.errors import RecordError, RulesError
from cardrules.games import GAMES, GameSpec, find_game, register, unregister
from cardrules.records import Record


@attrs.frozen
class _Rules:
    """A toy game's rules.

    Attributes:
        players: 2 or 3 (T-1).
        fast_mode: play fast (T-2).
        allow_doubles: doubles may be played (T-3).
        limit: the points that end the game (T-4).
        goal: a goal, or none (T-5).
        label: a free label.
    """

    players: int = 2
    fast_mode: bool = False
    allow_doubles: bool = True
    limit: int = 10
    goal: int | None = None
    label: str = "x"

    def to_dict(self) -> dict[str, object]:
        return attrs.asdict(self)


class _State:
    pass


class _View:
    pass


class _Move:
    pass


TOY = GameSpec(
    id="toy",
    name="toy",
    title="Toy",
    players=(2, 3),
    rules_type=_Rules,
    state_type=_State,
    view_type=_View,
    move_type=_Move,
    new_game=lambda rules, seed: _State(),
    parse_move=lambda text: _Move(),
    action_space=lambda rules: (),
)


def _parse(spec: GameSpec, *argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(exit_on_error=False)
    add_rules_arguments(parser, spec)
    return parser.parse_args(list(argv))


def test_each_field_of_the_rules_is_an_option_of_its_kind():
    assert rule_options(TOY) == (
        ("players", "--players"),
        ("fast_mode", "--fast-mode"),
        ("allow_doubles", "--no-allow-doubles"),
        ("limit", "--limit"),
        ("goal", "--goal"),
        ("label", "--label"),
    )
    assert rules_from_args(TOY, _parse(TOY)) == _Rules()
    args = _parse(
        TOY, "--players", "3", "--fast-mode", "--no-doubles", "--limit", "7", "--goal", "4"
    )
    assert rules_from_args(TOY, args) == _Rules(3, True, False, 7, 4)
    assert rules_from_args(TOY, _parse(TOY, "--label", "hi")).label == "hi"
    with pytest.raises(argparse.ArgumentError):
        _parse(TOY, "--players", "4")  # not one of the game's player counts


@pytest.mark.parametrize("spec", list(GAMES.values()), ids=list(GAMES))
def test_the_built_in_games_rules_round_trip_through_their_options(spec):
    assert rules_from_args(spec, _parse(spec)) == spec.rules_type()
    for field in attrs.fields(spec.rules_type):
        assert field.name in {name for name, _ in rule_options(spec)}


def test_the_options_keep_their_names_of_0_2():
    rules = rules_from_args(
        find_game("chupate"),
        _parse(find_game("chupate"), "--players", "4", "--teams", "--target", "150", "--no-bluffs"),
    )
    assert rules == chupate.Rules(players=4, teams=True, target=150, allow_bluffs=False)
    veneno_args = ("--reduced-deck", "--copas-sin-veneno", "--loss-threshold", "5")
    rules = rules_from_args(find_game("veneno"), _parse(find_game("veneno"), *veneno_args))
    assert rules == veneno.Rules(reduced_deck=True, copas_sin_veneno=True, loss_threshold=5)


def test_a_value_the_rules_refuse_is_a_rules_error():
    with pytest.raises(RulesError, match="V-10"):
        rules_from_args(find_game("veneno"), _parse(find_game("veneno"), "--loss-threshold", "0"))


def test_a_registered_game_gets_its_sub_commands_and_options(capsys):
    register(TOY)
    try:
        assert main(["demo", "toy", "--help"]) == 0
        out = capsys.readouterr().out
        assert "--fast-mode" in out
        assert "--no-allow-doubles, --no-doubles" in out
        assert "the points that end the game (T-4)" in out
        assert main(["play", "toy", "--help"]) == 0
        assert "--limit N" in capsys.readouterr().out
    finally:
        unregister("toy")
    assert main(["demo", "toy"]) == 2
    assert "invalid choice: 'toy'" in capsys.readouterr().err


def test_a_record_of_an_unregistered_game_names_the_registered_ones():
    with pytest.raises(RecordError, match=r"registered game \(chupate2, veneno\)"):
        Record(_Rules(), 1)
