"""from_dict refuses unknown keys, at the top and in nested objects, naming them."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import PositionError
from cardrules.chupate.position import KEYS as CHUPATE_KEYS
from cardrules.veneno.position import KEYS as VENENO_KEYS
from tests.games import CHUPATE, GAMES, VENENO, Game, random_steps
from tests.strategies import examples

ACCEPTED = {CHUPATE.name: CHUPATE_KEYS, VENENO.name: VENENO_KEYS}


def _position(game: Game, seed: int = 3, moves: int = 40) -> dict[str, Any]:
    rules = game.module.Rules(players=4)
    steps = list(random_steps(game, rules, seed, seed, moves))
    return steps[-1][0].to_dict()


@settings(max_examples=examples(30), deadline=None)
@given(
    game=st.sampled_from(GAMES),
    data=st.data(),
    seed=st.integers(0, 2**64 - 1),
    steps=st.integers(0, 400),
)
def test_to_dict_writes_only_accepted_keys_and_round_trips(
    game: Game, data: st.DataObject, seed: int, steps: int
) -> None:
    rules = data.draw(game.rules, label="rules")
    state = [s for s, _move in random_steps(game, rules, seed, seed, steps)][-1]
    written = state.to_dict()
    assert list(written) == [key for key in ACCEPTED[game.name] if key in written]
    assert game.from_dict(written) == state
    if written.get("last_challenge") is not None:
        assert set(written["last_challenge"]) == {"challenger", "challenged", "bluff"}


@pytest.mark.parametrize("game", GAMES, ids=str)
@pytest.mark.parametrize("typo", ["hand", "Seed", "current-player", "scores ", "stok"])
def test_an_unknown_key_is_named_with_the_accepted_ones(game: Game, typo: str) -> None:
    position = _position(game)
    with pytest.raises(PositionError) as info:
        game.from_dict({**position, typo: position.get(typo.strip(), 1)})
    message = str(info.value)
    assert f"the position has unknown key {typo!r}; it accepts " in message
    for key in ACCEPTED[game.name]:
        assert key in message


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_several_unknown_keys_are_all_counted(game: Game) -> None:
    position = _position(game)
    extra = {f"x{i}": i for i in range(5)} | {7: "int key"}
    with pytest.raises(PositionError, match=r"unknown keys 'x0', 'x1', 'x2' and 3 more"):
        game.from_dict({**position, **extra})


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_an_unknown_rules_key_is_named(game: Game) -> None:
    position = _position(game)
    rules = {**position["rules"], "player": 4}
    with pytest.raises(
        PositionError, match=r"'rules' has unknown key 'player'; it accepts players"
    ):
        game.from_dict({**position, "rules": rules})


def _with_last_round(game: Game) -> dict[str, Any]:
    """A position of round 2 or later, from a short points game."""
    if game is CHUPATE:
        rules = game.module.Rules(players=2, target=500)
        bots = random.Random(5)
        state = game.new_game(rules, 5)
        while state.last_round is None:
            # play the first legal card if any, so the round ends soon
            legal = state.legal_moves()
            plays = [m for m in legal if m.kind == "play"]
            state = state.play(plays[0] if plays else bots.choice(legal))
        return state.to_dict()
    rules = game.module.Rules(players=3, loss_threshold=50)
    state = game.new_game(rules, 5)
    while state.last_round is None:
        state = state.play(state.legal_moves()[0])
    return state.to_dict()


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_an_unknown_last_round_key_is_named(game: Game) -> None:
    position = _with_last_round(game)
    assert game.from_dict(position).to_dict() == position
    bad = {**position, "last_round": {**position["last_round"], "winer": 0}}
    with pytest.raises(PositionError, match=r"'last_round' has unknown key 'winer'; it accepts "):
        game.from_dict(bad)


def test_an_unknown_last_challenge_key_is_named() -> None:
    position = {
        "game": "chupate2",
        "version": 1,
        "rules": {"players": 3},
        "seed": 5,
        "current_player": 1,
        "hands": [["R5"], ["G7"], ["B1"]],
        "discard": ["R3", "W+4"],
        "color": "G",
        "last_challenge": {"challenger": 1, "challenged": 2, "bluff": True},
    }
    assert CHUPATE.from_dict(position).last_challenge is not None
    bad = {**position, "last_challenge": {**position["last_challenge"], "blufff": False}}
    with pytest.raises(
        PositionError,
        match=r"'last_challenge' has unknown key 'blufff'; it accepts challenger, challenged, bl",
    ):
        CHUPATE.from_dict(bad)
