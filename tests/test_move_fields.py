"""Moves built from their fields are checked like moves parsed from notation."""

import pytest

from cardrules import NotationError, RulesError, chupate, veneno
from cardrules.bots import RandomBot, playthrough
from cardrules.cards import Color, SpanishCard, Suit, UnoCard

W = chupate.parse_card("W")
R7 = chupate.parse_card("R7")


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("jump",), "kind must be one of"),
        (("play",), "a play needs a card"),
        (("play", W), "must name a color"),
        (("play", R7, Color.RED), "only a wild names a color"),
        (("color",), "names a color"),
        (("draw", None, Color.RED), "names no color"),
        (("take", R7), "has no card"),
        (("play", R7, "R"), "color must be a Color"),
    ],
)
def test_chupate_move_fields_that_make_no_move(args, fragment):
    with pytest.raises(NotationError, match=fragment):
        chupate.Move(*args)


def test_chupate_move_built_from_fields_is_the_parsed_move():
    assert chupate.Move("play", W, Color.GREEN) == chupate.parse_move("W:G")
    assert chupate.Move("color", None, Color.BLUE) == chupate.parse_move("color:B")
    assert chupate.Move("play", R7) == chupate.parse_move("R7")


@pytest.mark.parametrize("pile", [-1, 3, True, "1", None])
def test_veneno_move_needs_a_pile_0_to_2(pile):
    with pytest.raises(NotationError, match="pile must be 0, 1 or 2"):
        veneno.Move(veneno.parse_card("7C"), pile)


def test_veneno_move_needs_a_spanish_card():
    with pytest.raises(NotationError, match="must be a Spanish card"):
        veneno.Move(R7, 0)


@pytest.mark.parametrize(
    ("rank", "suit"), [(0, Suit.COPAS), (13, Suit.OROS), (7, "C"), (True, Suit.OROS)]
)
def test_spanish_card_fields_are_checked(rank, suit):
    # a card type several games share cites no game's rule
    with pytest.raises(NotationError, match=r"^SpanishCard (rank|suit) must be .*, got [^(]*$"):
        SpanishCard(rank, suit)


@pytest.mark.parametrize(
    ("color", "face"), [(None, "7"), (Color.RED, "W"), ("R", "7"), (Color.RED, "10")]
)
def test_uno_card_fields_are_checked(color, face):
    with pytest.raises(NotationError, match=r"^a (colored )?card (without a color|needs) [^(]*$"):
        UnoCard(color, face)


def test_cards_built_from_fields_equal_the_deck_cards_and_index_alike():
    card = SpanishCard(7, Suit.COPAS)
    assert card == veneno.parse_card("7C")
    assert card.index == veneno.parse_card("7C").index == 18
    uno = UnoCard(Color.BLUE, "+2")
    assert uno == chupate.parse_card("B+2")
    assert uno.index == chupate.parse_card("B+2").index == 23


@pytest.mark.parametrize("pile", [2.0, 1.5])
def test_veneno_move_pile_must_be_an_int(pile):
    with pytest.raises(NotationError, match="pile must be 0, 1 or 2"):
        veneno.Move(veneno.parse_card("7C"), pile)


def test_spanish_card_rank_must_be_an_int():
    with pytest.raises(NotationError, match="rank must be an int"):
        SpanishCard(7.0, Suit.COPAS)


@pytest.mark.parametrize("pile", [3, -1, 1.0, "0"])
def test_pile_total_refuses_a_pile_that_is_not_0_to_2(pile):
    state = veneno.new_game(veneno.Rules(players=2), seed=0)
    with pytest.raises(RulesError, match="pile must be 0, 1 or 2"):
        state.pile_total(pile)


@pytest.mark.parametrize("count", [1, 3])
def test_playthrough_wants_one_bot_per_seat_and_says_so_at_once(count):
    state = veneno.new_game(veneno.Rules(players=2), seed=0)
    with pytest.raises(RulesError, match=f"one bot per seat: 2 bots, got {count}"):
        playthrough(state, RandomBot.for_seats(0, count))
