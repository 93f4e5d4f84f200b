"""Veneno edge cases found by an audit against RULES.md (V-1..V-13) and API.md.

The last stock card, passing over empty hands, overflow limits in every
mode, V-12 with the reduced deck, negative totals, and the checks of
ints and bools at the boundary.
"""

import pytest

from cardrules import NotationError, PositionError, RulesError, veneno
from cardrules._random import shuffle
from cardrules.cards import SpanishCard, Suit
from tests.helpers import assert_play
from tests.veneno.positions import pos, rest_taken_by, state, unplaced, with_stock

# -- V-1 / API notation: cards and moves built from fields ------------------------


@pytest.mark.parametrize("rank", [7.0, 12.0])
def test_V1_a_card_rank_must_be_an_int(rank):
    # V-1: "ranks 1-9, sota (10), caballo (11), rey (12)"; API.md: "str(card) /
    # str(move): the notation below; parse(str(x)) == x".
    # A float rank would print as '7.0C', which does not parse back. The card
    # type is shared by every Spanish-deck game, so it cites no game's rule.
    with pytest.raises(RulesError, match=r"^SpanishCard rank must be an int from 1 to 12, got"):
        SpanishCard(rank, Suit.COPAS)


@pytest.mark.parametrize("pile", [1.0, 0.0])
def test_API_a_move_pile_must_be_an_int_0_to_2(pile):
    # API.md: "Veneno moves: card `@` pile index 0-2: `7C@2`" and
    # "parse(str(x)) == x". A float pile (1.0 is in range(3)) would print as
    # '7C@1.0', which parse_move refuses.
    with pytest.raises(NotationError, match="pile must be 0, 1 or 2"):
        veneno.Move(veneno.parse_card("7C"), pile)


# -- V-9 scores: negative only through V-12 ----------------------------------------


def test_V9_negative_scores_are_impossible_without_copas_sin_veneno():
    # V-9: "Each copa in a player's zone is one negative point, stored as one
    # 'poison point' ... V-12 can make a total negative." API.md: scores "may be
    # negative, V-12"; "any impossible position" is a RulesError.
    # Without V-12 a round scores >= 0 for every seat, so a negative total
    # cannot be reached.
    with pytest.raises(PositionError, match="scores"):
        state(pos([["1O"], ["2O"]], scores=[-5, 0]))
    # with V-12 it is reachable, and accepted
    assert state(pos([["1O"], ["2O"]], scores=[-5, 0], rules={"copas_sin_veneno": True}))


# -- V-11: build_deck(reduced=...) -------------------------------------------------


@pytest.mark.parametrize("reduced", ["no", 1, None])
def test_V11_build_deck_reduced_must_be_a_bool(reduced):
    # API.md: "veneno.build_deck() -> 48 Card ...; build_deck(reduced=True) -> 40",
    # and Rules(reduced_deck=...) refuses anything but a bool (V-11), so
    # build_deck(reduced="no") must not silently give the 40-card deck.
    with pytest.raises(RulesError, match="V-11"):
        veneno.build_deck(reduced=reduced)


# -- V-4 / V-8: the stock running out mid-round ------------------------------------


def test_V4_the_last_card_of_the_stock_is_drawn_then_no_more_draws():
    # V-4: "The player first takes the top card of the stock into their hand
    # (if the stock is not empty), then plays one card."
    d = rest_taken_by(pos([["1O", "2O"], ["5E"], ["3B"]]), 2)
    d["taken"][2].remove("9C")
    d["stock"] = ["9C"]
    s = state(d)
    s = assert_play(
        s,
        "1O@0",
        hands=[["2O"], ["5E", "9C"], ["3B"]],
        piles=[["1O"], [], []],
        stock=[],
        current_player=1,
    )
    s = assert_play(
        s, "5E@1", hands=[["2O"], ["9C"], ["3B"]], piles=[["1O"], ["5E"], []], current_player=2
    )
    assert_play(
        s,
        "3B@2",
        hands=[["2O"], ["9C"], []],
        piles=[["1O"], ["5E"], ["3B"]],
        current_player=0,
    )


def test_V8_when_every_other_hand_is_empty_the_same_player_plays_again():
    # V-8: "A player whose hand is empty while others still hold cards is passed over."
    s = state(rest_taken_by(pos([["1O", "2O"], [], []]), 1))
    s = assert_play(s, "1O@0", hands=[["2O"], [], []], piles=[["1O"], [], []])
    after = s.play("2O@0")  # the round's last card: 1O 2O stay on pile 0 (V-8)
    assert after.round == 2
    assert after.last_round.piles[0] == tuple(map(veneno.parse_card, ["1O", "2O"]))


# -- V-7 / V-11: the overflow threshold of the reduced deck in Poison mode ---------


@pytest.mark.parametrize(
    ("card", "pile", "zone"),
    [
        ("1E", ["10E", "11E", "12E", "5C", "1E"], ["2C"]),  # 12: not above 12, stays
        ("2E", ["2E"], ["2C", "10E", "11E", "12E", "5C"]),  # 13: overflows, 2E stays
    ],
)
def test_V7_V11_poison_overflow_with_the_reduced_deck_is_above_12(card, pile, zone):
    # V-7 [option poison_overflow]: "a pile overflows only above the threshold,
    # and the card that overflows it stays behind"; V-11: "a pile overflows at 12".
    d = pos(
        [[card, "12B"], ["1B"]],
        piles=[["10E", "11E", "12E", "5C"], [], []],
        taken=[["2C"], []],
        rules={"reduced_deck": True, "poison_overflow": True},
    )
    s = state(with_stock(d, "2B"))
    assert s.pile_total(0) == 2 + 2 + 2 + 5
    assert_play(
        s,
        f"{card}@0",
        hands=[["12B"], ["1B", "2B"]],
        piles=[pile, [], []],
        taken=[zone, []],
        stock=s.to_dict()["stock"][1:],
        current_player=1,
    )


def test_V7_V11_a_reduced_pile_at_12_is_impossible_only_in_the_default_mode():
    d = pos([["1O"], ["2O"]], piles=[["5C", "7C"], [], []], rules={"reduced_deck": True})
    with pytest.raises(PositionError, match="V-7"):
        state(d)
    d["rules"]["poison_overflow"] = True
    assert state(d).pile_total(0) == 12


# -- V-12 with the reduced deck -----------------------------------------------------


def test_V12_reduced_deck_several_full_ranks_figures_included():
    # V-12: "a player whose zone holds all four cards of one rank ... does not
    # count that rank's copa as poison; it is worth 2 points in their favour".
    rules = veneno.Rules(reduced_deck=True, copas_sin_veneno=True)
    zone = [f"{r}{s}" for r in (10, 12, 7) for s in "OCEB"] + ["1C", "11C", "11O"]
    cards = [veneno.parse_card(c) for c in zone]
    assert veneno.zone_points(cards, rules) == -2 * 3 + 1 + 1
    assert veneno.zone_points(cards, veneno.Rules(reduced_deck=True)) == 3 + 2


# -- V-10: negative totals and ties, reached by play --------------------------------


def test_V10_a_tie_at_a_negative_total_shares_the_win():
    # V-10: "the player with the most points loses ..., and the player with the
    # fewest wins (ties share the win)"; V-12 makes the totals negative.
    # Seat 0's zone: one oro of each rank but 1 and 7 (no copa, no full rank): 0.
    # Seat 1's zone: the four 7s: -2. Seat 2 takes the rest: 11 copas, no full rank.
    oros = [f"{r}O" for r in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)]
    d = pos(
        [["1O"], [], []],
        rules={"copas_sin_veneno": True},
        taken=[oros, ["7O", "7C", "7E", "7B"], []],
        scores=[-2, 0, 9],
    )
    final = state(rest_taken_by(d, 2)).play("1O@0")
    assert final.is_over
    assert final.scores == (-2, -2, 20)
    assert final.winners == (0, 1)
    assert final.losers == (2,)


# -- API: a missing stock is shuffled from the seed; the generator carries on -------


def test_API_a_missing_stock_is_shuffled_by_the_seed_and_the_generator_carries_on():
    # API.md: "When 'stock' is absent, from_dict builds it from every card of the
    # deck not placed elsewhere, shuffled by 'seed'" and "After from_dict builds
    # a missing stock with the generator seeded from 'seed', the generator
    # carries on from there (it is not seeded again)."
    d = pos([["1O", "2O", "3O", "4O"], ["5E", "6E", "7E"]], seed=12345)
    rest = [veneno.parse_card(c) for c in unplaced(d)]
    stock, rng = shuffle(12345, rest)
    s = state(d)
    assert s.stock == stock
    assert s.rng == rng
    while s.round == 1:
        s = s.play(s.legal_moves()[0])
    deck, _ = shuffle(rng, veneno.build_deck())  # no random event during a round
    assert s.hands[s.starting_player][:3] == deck[s.starting_player : 6 : 2]
    assert s.stock == deck[7:]
