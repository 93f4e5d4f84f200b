"""Action spaces: every move that can ever be legal, a fixed id each, and the legal-move mask."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import ActionSpace, NotationError, RulesError, chupate, veneno
from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, seeds

GOLDEN = json.loads((Path(__file__).parent / "golden" / "action_spaces.json").read_text())

CHUPATE_RULES = [
    chupate.Rules(players=2),
    chupate.Rules(players=3, target=100),
    chupate.Rules(players=4, teams=True),
    chupate.Rules(players=6, teams=((0, 1, 2), (3, 4, 5)), allow_bluffs=False),
]
VENENO_RULES = [
    veneno.Rules(players=2),
    veneno.Rules(players=5, copas_sin_veneno=True, poison_overflow=True),
    veneno.Rules(players=3, reduced_deck=True),
    veneno.Rules(players=6, reduced_deck=True, loss_threshold=5),
]


def names(space):
    return [str(move) for move in space]


# -- the fixed order, pinned ---------------------------------------------------------


@pytest.mark.parametrize("rules", CHUPATE_RULES, ids=repr)
def test_chupate_space_is_the_golden_list_under_every_rules(rules):
    assert names(chupate.action_space(rules)) == GOLDEN["chupate2"]


def test_chupate_golden_list_follows_the_documented_order():
    # C-1 deck order: colors R, B, G, Y, faces 0-9, +2, S, R; the wilds once
    # per color they name; then the words.
    faces = [*map(str, range(10)), "+2", "S", "R"]
    expected = [color + face for color in "RBGY" for face in faces]
    expected += [f"{wild}:{color}" for wild in ("W", "W+4") for color in "RBGY"]
    expected += ["draw", "pass", "take", "challenge", *(f"color:{c}" for c in "RBGY")]
    assert GOLDEN["chupate2"] == expected
    assert len(expected) == 68


@pytest.mark.parametrize("rules", VENENO_RULES, ids=repr)
def test_veneno_space_is_the_golden_list_of_its_deck(rules):
    key = "veneno_reduced_deck" if rules.reduced_deck else "veneno"
    assert names(veneno.action_space(rules)) == GOLDEN[key]


@pytest.mark.parametrize(("key", "ranks"), [("veneno", range(1, 13)), ("veneno_reduced_deck", [])])
def test_veneno_golden_list_follows_the_documented_order(key, ranks):
    # V-1 deck order (suits O, C, E, B, ranks ascending; V-11: no 8 and 9), piles 0-2.
    ranks = ranks or [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]
    expected = [f"{rank}{suit}@{pile}" for suit in "OCEB" for rank in ranks for pile in range(3)]
    assert GOLDEN[key] == expected
    assert len(expected) == (144 if key == "veneno" else 120)


# -- ids -------------------------------------------------------------------------------


@pytest.mark.parametrize("space", [chupate.action_space(r) for r in CHUPATE_RULES[:1]]
                         + [veneno.action_space(r) for r in VENENO_RULES[1:3]])  # fmt: skip
def test_id_inverts_indexing_for_moves_and_notation(space):
    assert isinstance(space, ActionSpace)
    for action, move in enumerate(space):
        assert space[action] is move
        assert space.id(move) == action
        assert space.id(str(move)) == action
        assert move in space
        assert str(move) in space
    assert space.moves == tuple(space)


def test_id_of_an_equal_move_built_by_hand():
    space = veneno.action_space(veneno.Rules())
    move = veneno.Move(veneno.parse_card("7C"), 2)
    assert space.id(move) == GOLDEN["veneno"].index("7C@2")


def test_V11_a_move_outside_the_reduced_deck_has_no_id():
    space = veneno.action_space(veneno.Rules(reduced_deck=True))
    for text in ("8O@1", "9B@0"):
        with pytest.raises(RulesError, match=f"V-11: {text}"):
            space.id(text)
        with pytest.raises(RulesError, match=f"V-11: {text}"):
            space.id(veneno.parse_move(text))
        assert text not in space
    with pytest.raises(RulesError):
        space.id(veneno.parse_move("8O@1"))


@pytest.mark.parametrize("text", ["W", "8O@3", "drw", "", "R7:G"])
@pytest.mark.parametrize("game", [chupate, veneno], ids=["chupate", "veneno"])
def test_id_of_text_that_is_no_move_is_a_notation_error(game, text):
    space = game.action_space(game.Rules())
    with pytest.raises(NotationError):
        space.id(text)


@pytest.mark.parametrize("junk", [0, None, 1.5, ("7C", 2), chupate.parse_move("draw")])
def test_id_of_a_foreign_object_is_a_rules_error(junk):
    space = veneno.action_space(veneno.Rules())
    with pytest.raises(RulesError, match="expected a Move of this game"):
        space.id(junk)
    assert junk not in space


@pytest.mark.parametrize("action", [-1, 68, True, 1.0, "0", None])
def test_indexing_outside_the_space_is_a_rules_error(action):
    space = chupate.action_space(chupate.Rules())
    with pytest.raises(RulesError, match="action id must be an int from 0 to 67"):
        space[action]


@pytest.mark.parametrize("game", [chupate, veneno], ids=["chupate", "veneno"])
@pytest.mark.parametrize("rules", [None, 4, "rules"])
def test_action_space_wants_its_games_rules(game, rules):
    with pytest.raises(RulesError, match="action_space needs"):
        game.action_space(rules)


def test_action_space_of_the_other_game_rules_is_refused():
    with pytest.raises(RulesError):
        chupate.action_space(veneno.Rules())


def test_spaces_compare_by_rules_and_moves():
    a = chupate.action_space(chupate.Rules(players=4))
    assert a == chupate.action_space(chupate.Rules(players=4))
    assert hash(a) == hash(chupate.action_space(chupate.Rules(players=4)))
    assert a != chupate.action_space(chupate.Rules(players=3))
    assert "68 moves" in repr(a)


# -- masks -----------------------------------------------------------------------------


@settings(max_examples=examples(20), deadline=None)
@given(data=st.data(), seed=seeds)
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_mask_is_true_exactly_at_the_legal_moves(game, data, seed):
    rules = data.draw(game.rules)
    space = game.module.action_space(rules)
    for state, _move in picked_steps(game, rules, seed, data.draw(move_picks(120))):
        mask = space.mask(state)
        assert len(mask) == len(space)
        legal = state.legal_moves()
        assert [space[i] for i, ok in enumerate(mask) if ok] == sorted(legal, key=space.id)
        assert sum(mask) == len(legal)
        for seat in range(rules.players):
            shown = space.mask(state.view(seat))
            assert shown == (mask if seat == state.current_player else (False,) * len(space))


@pytest.mark.parametrize(
    ("space", "other"),
    [
        (chupate.action_space(chupate.Rules(players=4)), chupate.Rules(players=3)),
        (chupate.action_space(chupate.Rules(players=4)), veneno.Rules(players=4)),
        (veneno.action_space(veneno.Rules(players=3)), veneno.Rules(players=3, reduced_deck=True)),
    ],
)
def test_mask_of_a_position_under_other_rules_is_a_rules_error(space, other):
    game = chupate if isinstance(other, chupate.Rules) else veneno
    state = game.new_game(other, seed=1)
    for target in (state, state.view(0)):
        with pytest.raises(RulesError, match="mask: this action space is for"):
            space.mask(target)


@pytest.mark.parametrize("junk", [None, 3, "state"])
def test_mask_of_something_else_is_a_rules_error(junk):
    with pytest.raises(RulesError):
        chupate.action_space(chupate.Rules()).mask(junk)


# -- pickling ----------------------------------------------------------------------


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
@pytest.mark.parametrize("rules", [*CHUPATE_RULES[:2], *VENENO_RULES[:3]], ids=repr)
def test_an_action_space_pickles_with_every_protocol(rules, protocol):
    game = chupate if isinstance(rules, chupate.Rules) else veneno
    space = game.action_space(rules)
    back = pickle.loads(pickle.dumps(space, protocol=protocol))
    assert back == space
    assert back.rules == rules
    assert names(back) == names(space)
    assert all(a is b for a, b in zip(back, space, strict=True))  # the games' shared move objects
    assert back.id(str(space[7])) == 7
    state = game.new_game(rules, 3)
    assert back.mask(state) == space.mask(state)
