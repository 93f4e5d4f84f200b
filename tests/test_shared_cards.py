"""A card type of `cardrules.cards` can be shared: a second Spanish-deck or UNO-deck game registers.

The second game here is Tricks (`tests.third_game`) naming a shared card type
as its spec's ``card_type``. Its states, views, rules and moves still tell
their game; a card of a type two games share tells none, and `game_of` says so.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs
import pytest

from cardrules import chupate, i18n, veneno
from cardrules.cards import SpanishCard, UnoCard
from cardrules.errors import RulesError
from cardrules.games import GAMES, GameSpec, find_game, game_of, register, unregister
from tests.third_game import SPEC as TRICKS
from tests.third_game import game

SPANISH_TRICKS = attrs.evolve(TRICKS, card_type=SpanishCard)
UNO_TRICKS = attrs.evolve(TRICKS, card_type=UnoCard)


@pytest.fixture
def spanish_tricks() -> Iterator[GameSpec]:
    register(SPANISH_TRICKS)
    yield SPANISH_TRICKS
    unregister(SPANISH_TRICKS.id)


def test_the_card_types_are_the_games_cards() -> None:
    assert veneno.Card is SpanishCard
    assert chupate.Card is UnoCard


def test_a_card_of_one_games_type_tells_its_game() -> None:
    assert game_of(veneno.parse_card("7C")) is find_game("veneno")
    assert game_of(chupate.parse_card("R5")) is find_game("chupate")


def test_a_second_spanish_deck_game_registers_and_its_values_tell_their_game(
    spanish_tricks: GameSpec,
) -> None:
    state = game.new_game(game.Rules(players=2), 1)
    for value in (state, state.view(0), state.rules, state.legal_moves()[0]):
        assert game_of(value) is spanish_tricks
    veneno_state = veneno.new_game(veneno.Rules(players=3), 2)
    for value in (veneno_state, veneno_state.view(1), veneno_state.legal_moves()[0]):
        assert game_of(value) is find_game("veneno")


def test_a_card_of_a_shared_type_is_a_clear_error(spanish_tricks: GameSpec) -> None:
    card = veneno.parse_card("7C")
    with pytest.raises(RulesError, match="SpanishCard is shared by the games veneno, tricks"):
        game_of(card)
    assert game_of(chupate.parse_card("R5")) is find_game("chupate")  # UNO's is not shared
    del spanish_tricks


def test_a_card_tells_its_game_again_once_the_second_game_is_gone() -> None:
    register(SPANISH_TRICKS)
    unregister(SPANISH_TRICKS.id)
    assert game_of(veneno.parse_card("7C")) is find_game("veneno")


def test_an_uno_deck_game_shares_the_uno_card() -> None:
    register(UNO_TRICKS)
    try:
        with pytest.raises(RulesError, match="UnoCard is shared by the games chupate2, tricks"):
            game_of(chupate.parse_card("R5"))
        assert game_of(chupate.new_game(chupate.Rules(players=2), 1)).id == "chupate2"
    finally:
        unregister(UNO_TRICKS.id)


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"card_type": veneno.State}, "the class State already belongs to the game 'veneno'"),
        ({"move_type": SpanishCard}, "SpanishCard is the card type of the game 'veneno'"),
        ({"rules_type": UnoCard}, "UnoCard is the card type of the game 'chupate2'"),
    ],
)
def test_a_games_own_class_is_still_its_own(changes: dict[str, object], said: str) -> None:
    with pytest.raises(RulesError, match=said):
        register(attrs.evolve(TRICKS, **changes))
    assert list(GAMES) == ["chupate2", "veneno"]


@pytest.mark.parametrize(
    ("parse", "text"),
    [(SpanishCard.parse, "7X"), (UnoCard.parse, "R10")],
)
def test_a_shared_card_types_own_words_name_no_game(parse: Any, text: str) -> None:
    with pytest.raises(RulesError) as caught:
        parse(text)
    for lang in ("en", "es"):
        said = i18n.message(caught.value, lang)
        assert said.startswith(f"'{text}' ")
        for game_word in ("Veneno", "Chúpate", "V-1", "C-1"):
            assert game_word not in said, (lang, said)


@pytest.mark.parametrize(
    ("parse", "text", "said"),
    [
        (veneno.parse_card, "7X", "'7X' is not a Spanish card: expected a rank 1-12"),
        (chupate.parse_card, "R10", "'R10' is not a Chúpate 2 card: expected a color letter"),
    ],
)
def test_a_games_own_parse_says_its_game_and_rule(parse: Any, text: str, said: str) -> None:
    with pytest.raises(RulesError) as caught:
        parse(text)
    assert str(caught.value).startswith(said)
    assert str(caught.value).endswith(("(V-1)", "(C-1)"))
    key = caught.value.key
    assert key is not None
    spec = find_game(key.split(".")[0])
    assert spec.messages is not None
    assert key in spec.messages["es"]  # the game's own id, from its spec
