"""The registry of games: names, lookups by value, registering a game of one's own."""

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.games import GAMES, GameSpec, find_game, game_of, register, unregister

CHUPATE = GAMES["chupate2"]
VENENO = GAMES["veneno"]


@pytest.mark.parametrize(
    ("name", "game_id"),
    [
        ("chupate", "chupate2"),
        ("chupate2", "chupate2"),
        ("Chúpate 2", "chupate2"),
        ("CHUPATE-2", "chupate2"),
        ("veneno", "veneno"),
        ("Veneno", "veneno"),
        ("poison", "veneno"),
    ],
)
def test_find_game_takes_every_name_of_a_game(name, game_id):
    assert find_game(name) is GAMES[game_id]


def test_the_specs_name_the_games_as_the_api_says():
    assert (CHUPATE.id, CHUPATE.name, CHUPATE.title) == ("chupate2", "chupate", "Chúpate 2")
    assert (VENENO.id, VENENO.name, VENENO.title) == ("veneno", "veneno", "Veneno")
    assert CHUPATE.players == (2, 3, 4, 6)
    assert VENENO.players == (2, 3, 4, 5, 6)
    assert CHUPATE.rules_type is chupate.Rules
    three = veneno.Rules(players=3)
    assert VENENO.new_game(three, 7) == veneno.new_game(three, 7)
    assert CHUPATE.action_space(chupate.Rules()) == chupate.action_space(chupate.Rules())
    assert CHUPATE.rules_fields == tuple(f.name for f in attrs.fields(chupate.Rules))
    assert CHUPATE.higher_scores_win
    assert not VENENO.higher_scores_win


@pytest.mark.parametrize("name", ["poker", "", "x" * 5000, None, 3, b"veneno"])
def test_an_unknown_game_is_a_rules_error_naming_the_registered_ones(name):
    listing = r"the games are chupate2 \(Chúpate 2\), veneno \(Veneno\)"
    with pytest.raises(RulesError, match=listing):
        find_game(name)


def test_game_of_knows_every_value_of_a_game():
    state = chupate.new_game(chupate.Rules(players=2), seed=3)
    for value in (state, state.view(0), state.view(None), state.rules, state.legal_moves()[0]):
        assert game_of(value) is CHUPATE
    match = veneno.new_game(veneno.Rules(), seed=3)
    for value in (match, match.view(1), match.rules, match.legal_moves()[0], match.hands[0][0]):
        assert game_of(value) is VENENO
    assert game_of(VENENO) is VENENO


@pytest.mark.parametrize("value", [None, 3, "veneno", object(), [veneno.Rules()]])
def test_game_of_anything_else_is_a_rules_error_naming_the_games(value):
    with pytest.raises(RulesError, match="the games are chupate2"):
        game_of(value)


def test_the_registry_cannot_be_changed_through_GAMES():
    with pytest.raises(TypeError):
        GAMES["veneno2"] = VENENO  # type: ignore[index]
    assert list(GAMES) == ["chupate2", "veneno"]


@attrs.frozen
class _Rules:
    players: int = 2


class _State:
    pass


class _View:
    pass


class _Move:
    pass


def _spec(**changes):
    fields = {
        "id": "coin",
        "name": "coin",
        "title": "Coin",
        "players": (2,),
        "rules_type": _Rules,
        "state_type": _State,
        "view_type": _View,
        "move_type": _Move,
        "new_game": lambda rules, seed: _State(),
        "parse_move": lambda text: _Move(),
        "action_space": lambda rules: (),
    }
    return GameSpec(**{**fields, **changes})


def test_a_game_of_ones_own_joins_the_registry_and_leaves_it():
    spec = register(_spec())
    try:
        assert find_game("COIN") is spec
        assert game_of(_State()) is spec
        assert game_of(_Rules()) is spec
        assert list(GAMES)[-1] == "coin"
        with pytest.raises(RulesError, match="registered already"):
            register(_spec())
        replaced = register(_spec(title="Coin 2"), replace=True)
        assert find_game("coin") is replaced
        assert find_game("coin2") is replaced
    finally:
        unregister("coin")
    assert "coin" not in GAMES
    with pytest.raises(RulesError, match="no game is called 'coin'"):
        find_game("coin")
    with pytest.raises(RulesError):
        game_of(_State())


def test_a_spec_may_not_take_another_games_name_or_classes():
    with pytest.raises(RulesError, match="the name 'poison' already names the game 'veneno'"):
        register(_spec(aliases=("poison",)))
    with pytest.raises(RulesError, match="belongs to the game 'veneno'"):
        register(_spec(rules_type=veneno.Rules))
    assert "coin" not in GAMES


def test_the_built_in_games_stay_registered():
    with pytest.raises(RulesError, match="comes with cardrules"):
        unregister("veneno")
    with pytest.raises(RulesError, match="no game has the id 'nope'"):
        unregister("nope")
    with pytest.raises(RulesError, match="register needs a GameSpec"):
        register("veneno")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"id": "Coin Toss"}, "id must be lower-case letters and digits"),
        ({"players": ()}, "players must be a non-empty ascending tuple"),
        ({"players": (3, 2)}, "players must be a non-empty ascending tuple"),
        ({"rules_type": "Rules"}, "rules_type must be a class"),
        ({"new_game": 3}, "new_game must be a function"),
        ({"title": ""}, "title must be a non-empty str"),
        ({"aliases": ("",)}, "aliases must be a tuple of non-empty str"),
        ({"batch_min_deals": {2: 0}}, "batch_min_deals must map numbers of players to numbers"),
        ({"batch_min_deals": {"2": 5}}, "batch_min_deals must map numbers of players to numbers"),
        ({"batch_min_deals": {2: True}}, "batch_min_deals must map numbers of players to numbers"),
        ({"batch_min_deals": [(2, 5)]}, "batch_min_deals must map numbers of players to numbers"),
    ],
)
def test_a_malformed_spec_is_refused_naming_the_field(change, message):
    with pytest.raises(RulesError, match=message):
        _spec(**change)


def test_a_tool_that_needs_a_missing_hook_says_which_and_for_which_game():
    spec = _spec()
    with pytest.raises(RulesError, match=r"the greedy bot: the game 'Coin' \(coin\) has no"):
        spec.needs("greedy_bot", "the greedy bot")
    assert CHUPATE.needs("greedy_bot", "x") is CHUPATE.greedy_bot
