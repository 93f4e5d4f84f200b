"""Exact examples: each error names what was wrong (and the rule, where one applies)."""

import pytest

from cardrules import IllegalMoveError, NotationError, PositionError, RulesError, veneno
from tests.veneno.positions import pos, state


def broken(change):
    d = pos([["1O"], ["2O"]])
    change(d)
    return d


@pytest.mark.parametrize(
    ("change", "fragments"),
    [
        (lambda d: d.pop("hands"), ["'hands'"]),
        (lambda d: d["hands"][0].append("13O"), ["hands[0]", "'13O'"]),
        (lambda d: d["hands"][1].append("1O"), ["1O", "hands[1]", "more times"]),
        (lambda d: d.update(current_player=2), ["'current_player'", "0 to 1", "2"]),
        (lambda d: d.update(piles=[["1E", "2B"], [], []]), ["pile 0", "bastos", "espadas", "V-5"]),
        (lambda d: d.update(piles=[["9E", "4E"], [], []]), ["pile 0", "13", "V-7"]),
        (lambda d: d.update(stock=["3O"]), ["4O", "missing"]),
        (lambda d: d.update(seed=-1), ["seed", "-1"]),
        (lambda d: d.update(scores=[1]), ["'scores'", "2 ints"]),
        (lambda d: d["rules"].update(color=1), ["color"]),
        (lambda d: d.update(game="chupate2"), ["'game'", "chupate2"]),
        (lambda d: d.update(hands="1O"), ["'hands'", "'1O'"]),
        (lambda d: d.update(current_player=None), ["starting_player"]),
    ],
)
def test_from_dict_names_what_is_wrong(change, fragments):
    with pytest.raises(PositionError) as info:
        state(broken(change))
    for fragment in fragments:
        assert fragment in str(info.value)


def test_a_bad_rules_value_in_a_position_names_the_field_and_rule():
    with pytest.raises(RulesError, match=r"Rules\.players .*\(V-3\), got 7"):
        state(broken(lambda d: d["rules"].update(players=7)))


@pytest.mark.parametrize(
    ("field", "value", "rule"),
    [
        ("players", 1, "V-3"),
        ("players", True, "V-3"),
        ("reduced_deck", 1, "V-11"),
        ("copas_sin_veneno", "yes", "V-12"),
        ("loss_threshold", 0, "V-10"),
        ("poison_overflow", None, "V-7"),
    ],
)
def test_rules_name_the_field_and_rule(field, value, rule):
    with pytest.raises(RulesError) as info:
        veneno.Rules(**{field: value})
    assert f"Rules.{field}" in str(info.value)
    assert rule in str(info.value)
    assert repr(value) in str(info.value)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("7C@3", "pile must be 0, 1 or 2"), ("7C", "card@pile"), ("13O@1", "'13O'"), ("7c@1", "7c")],
)
def test_parse_move_says_which_part_is_wrong(text, fragment):
    with pytest.raises(NotationError, match=fragment):
        veneno.parse_move(text)


def test_play_and_view_quote_the_input():
    s = state(pos([["1O"], ["2O"]]))
    with pytest.raises(NotationError, match="'1O'"):
        s.play("1O")
    with pytest.raises(IllegalMoveError, match="42"):
        s.play(42)
    with pytest.raises(RulesError, match="seat must be an int from 0 to 1, got 2"):
        s.view(2)


@pytest.mark.parametrize("version", [1.0, True, "1", 2])
def test_from_dict_wants_version_exactly_1(version):
    d = veneno.new_game(veneno.Rules(players=2), 0).to_dict()
    with pytest.raises(PositionError, match=f"'version' must be 1, got {version!r}"):
        veneno.State.from_dict({**d, "version": version})


def test_a_card_outside_the_reduced_deck_is_illegal_by_V11():
    state = veneno.new_game(veneno.Rules(players=2, reduced_deck=True), 0)
    before = state.to_dict()
    with pytest.raises(IllegalMoveError, match=r"V-11: 8O is not in the reduced deck"):
        state.play("8O@0")
    assert state.to_dict() == before
