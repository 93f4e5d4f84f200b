"""One known-answer position test per Veneno rule, V-1 to V-13 (RULES.md)."""

import pytest

from cardrules import PositionError, veneno
from cardrules._random import below, shuffle
from tests.helpers import assert_illegal, assert_play
from tests.veneno.positions import moves, pos, rest_taken_by, state, unplaced, with_stock

SUITS = "OCEB"


def overflow_position(pile, card, **rules):
    """Seat 0 holds ``card`` and 12B, pile 0 is ``pile``; seat 1 will draw 2B."""
    d = pos([[card, "12B"], ["1B"]], piles=[pile, [], []], taken=[["2C"], []], rules=rules)
    return state(with_stock(d, "2B"))


def play_overflow(s, card, pile, zone):
    """Play ``card`` on pile 0 of an ``overflow_position``; check the whole result."""
    return assert_play(
        s,
        f"{card}@0",
        hands=[["12B"], ["1B", "2B"]],
        piles=[pile, [], []],
        taken=[zone, []],
        stock=s.to_dict()["stock"][1:],
        current_player=1,
    )


# -- V-1 deck -------------------------------------------------------------------


def test_V1_deck_is_48_cards_suits_OCEB_ranks_ascending():
    deck = veneno.build_deck()
    assert [str(c) for c in deck] == [f"{r}{s}" for s in SUITS for r in range(1, 13)]
    assert len(set(deck)) == 48


def test_V1_a_new_game_holds_the_whole_deck_once():
    s = veneno.new_game(veneno.Rules(players=5), seed=3)
    places = [*s.hands, *s.piles, *s.taken, s.stock]
    assert sorted(map(str, (c for p in places for c in p))) == sorted(map(str, veneno.build_deck()))


# -- V-2 values -----------------------------------------------------------------


def test_V2_values_are_the_number_and_4_for_figures():
    rules = veneno.Rules()
    assert [rules.value(c) for c in veneno.build_deck()[:12]] == [*range(1, 10), 4, 4, 4]


def test_V2_three_figures_total_12_and_an_ace_overflows_them():
    s = overflow_position(["10O", "11O", "12O"], "1O")
    assert s.pile_total(0) == 12
    play_overflow(s, "1O", pile=[], zone=["2C", "10O", "11O", "12O", "1O"])


# -- V-3 set-up -----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_V3_deal_three_each_starter_drew_piles_empty(players):
    seed = 11
    s = veneno.new_game(veneno.Rules(players=players), seed=seed)
    starter, rng = below(seed, players)
    deck, _ = shuffle(rng, veneno.build_deck())
    dealt = 3 * players
    assert s.current_player == s.starting_player == starter
    assert s.round == 1
    for seat in range(players):
        drawn = (deck[dealt],) if seat == starter else ()
        assert s.hands[seat] == deck[seat:dealt:players] + drawn
    assert s.stock == deck[dealt + 1 :]
    assert len(s.stock) == 48 - dealt - 1
    assert s.piles == ((), (), ())
    assert s.taken == ((),) * players
    assert s.scores == (0,) * players


def test_V3_the_first_starter_is_random_from_the_seed():
    starters = {veneno.new_game(veneno.Rules(players=4), seed=n).current_player for n in range(40)}
    assert starters == {0, 1, 2, 3}


def test_V3_the_start_moves_one_seat_clockwise_each_round():
    d = pos([[], [], ["5O"]], current_player=2, starting_player=2)
    after = state(rest_taken_by(d, 0)).play("5O@0")
    assert after.round == 2
    assert after.starting_player == after.current_player == 0
    assert [len(h) for h in after.hands] == [4, 3, 3]
    d = pos([["5O"], [], []], starting_player=1)
    after = state(rest_taken_by(d, 0)).play("5O@0")
    assert after.starting_player == after.current_player == 2


# -- V-4 turn -------------------------------------------------------------------


def test_V4_next_player_draws_the_top_of_the_stock_after_a_play():
    d = pos([["1O", "2O", "3O", "4O"], ["5E", "6E", "7E"], ["1B", "2B", "3B"]])
    s = state(with_stock(d, "9C", "8C"))
    after = s.play("1O@0")
    expected = pos(
        [["2O", "3O", "4O"], ["5E", "6E", "7E", "9C"], ["1B", "2B", "3B"]],
        piles=[["1O"], [], []],
        current_player=1,
        starting_player=0,
        rng=s.rng,
    )
    assert after == state(with_stock(expected, "8C"))


def test_V4_turn_passes_clockwise_from_the_last_seat_to_seat_0():
    d = pos([["1O", "2O", "3O"], ["5E", "6E", "7E"], ["1B", "2B", "3B", "4B"]], current_player=2)
    s = state(with_stock(d, "9C"))
    assert_play(
        s,
        "4B@0",
        hands=[["1O", "2O", "3O", "9C"], ["5E", "6E", "7E"], ["1B", "2B", "3B"]],
        piles=[["4B"], [], []],
        stock=s.to_dict()["stock"][1:],
        current_player=0,
    )


def test_V4_no_draw_when_the_stock_is_empty():
    s = state(rest_taken_by(pos([["1O", "2O"], ["5E"]]), 1))
    assert_play(s, "1O@0", hands=[["2O"], ["5E"]], piles=[["1O"], [], []], current_player=1)


def test_V4_a_card_not_in_hand_is_illegal():
    s = state(pos([["1O", "2O"], ["5E"]]))
    assert_illegal(s, "5E@0", "V-4", "5E", "seat 0")


# -- V-5 basic suits ------------------------------------------------------------


def test_V5_a_basic_suit_goes_on_its_pile_or_any_pile_without_a_basic_suit():
    s = state(pos([["5E", "6O", "7B"], ["1O"]], piles=[["3E"], ["4C"], []]))
    assert moves(s) == ("6O@1", "6O@2", "5E@0", "7B@1", "7B@2")


def test_V5_a_pile_holding_copas_and_a_basic_suit_is_that_suits_pile():
    s = state(pos([["5O", "6E"], ["1O"]], piles=[["4C", "3O"], [], ["2C"]]))
    assert moves(s) == ("5O@0", "6E@1", "6E@2")


def test_V5_the_forced_pile_after_play():
    s = overflow_position(["3E"], "5E")
    play_overflow(s, "5E", pile=["3E", "5E"], zone=["2C"])


def test_V5_wrong_pile_is_illegal_and_names_the_pile():
    s = state(pos([["5E", "6O"], ["1B"]], piles=[["3E"], ["2B"], []]))
    assert_illegal(s, "5E@2", "V-5", "pile 0", "espadas")
    assert_illegal(s, "6O@1", "V-5", "pile 1", "bastos")


# -- V-6 copas ------------------------------------------------------------------


def test_V6_a_copa_goes_on_any_pile_even_one_holding_a_basic_suit():
    d = pos([["5C", "6E"], ["1O"]], piles=[["3E"], ["2O"], ["1B"]])
    s = state(with_stock(d, "9C"))
    assert moves(s) == ("5C@0", "5C@1", "5C@2", "6E@0")
    assert_play(
        s,
        "5C@1",
        hands=[["6E"], ["1O", "9C"]],
        piles=[["3E"], ["2O", "5C"], ["1B"]],
        stock=s.to_dict()["stock"][1:],
        current_player=1,
    )


# -- V-7 overflow ---------------------------------------------------------------


def test_V7_exactly_13_takes_the_pile_with_the_card():
    s = overflow_position(["9E", "1C"], "3E")
    play_overflow(s, "3E", pile=[], zone=["2C", "9E", "1C", "3E"])


def test_V7_12_stays():
    s = overflow_position(["9E", "1C"], "2E")
    play_overflow(s, "2E", pile=["9E", "1C", "2E"], zone=["2C"])


def test_V7_poison_overflow_13_stays():
    s = overflow_position(["9E", "1C"], "3E", poison_overflow=True)
    play_overflow(s, "3E", pile=["9E", "1C", "3E"], zone=["2C"])


def test_V7_poison_overflow_14_takes_all_but_the_played_card():
    s = overflow_position(["9E", "1C", "3E"], "1E", poison_overflow=True)
    play_overflow(s, "1E", pile=["1E"], zone=["2C", "9E", "1C", "3E"])


def test_V7_a_copa_overflows_a_pile_too():
    s = overflow_position(["9E", "1C"], "3C")
    play_overflow(s, "3C", pile=[], zone=["2C", "9E", "1C", "3C"])


# -- V-8 round end --------------------------------------------------------------


def test_V8_empty_hands_are_passed_over():
    s = state(rest_taken_by(pos([["1O"], [], ["2E"]]), 1))
    assert_play(s, "1O@0", hands=[[], [], ["2E"]], piles=[["1O"], [], []], current_player=2)


def test_V8_round_ends_when_stock_and_hands_are_empty_piles_count_for_nobody():
    d = pos([["5C"], []], piles=[["3C"], [], []], taken=[["1C", "2C"], ["4C"]], scores=[3, 1])
    s = state(rest_taken_by(d, 1))  # seat 1 also holds 6C..12C: 8 copas in all
    after = s.play("5C@1")
    assert after.scores == (3 + 2, 1 + 8)
    assert after.round == s.round + 1
    assert after.piles == ((), (), ())
    assert after.taken == ((), ())
    deck, rng = shuffle(s.rng, veneno.build_deck())
    assert after.hands == (deck[0:6:2], (*deck[1:6:2], deck[6]))
    assert after.stock == deck[7:]
    assert after.rng == rng


def test_V8_a_round_does_not_end_while_a_hand_holds_cards():
    d = rest_taken_by(pos([["1O"], ["2O"]]), 1)
    after = state(d).play("1O@0")
    assert after.round == 1
    assert after.current_player == 1
    assert after.scores == (0, 0)


# -- V-9 scoring ----------------------------------------------------------------


def test_V9_each_copa_in_the_zone_is_one_poison_point():
    zone = [veneno.parse_card(c) for c in ("7C", "1C", "7O", "12C", "12O")]
    assert veneno.zone_points(zone, veneno.Rules()) == 3
    assert veneno.zone_points([], veneno.Rules()) == 0


def test_V9_points_add_up_over_rounds():
    d = pos([["1O"], [], []], taken=[[], ["1C"], []], scores=[4, 7, 0])
    after = state(rest_taken_by(d, 2)).play("1O@0")
    assert after.scores == (4, 8, 11)


# -- V-10 match end -------------------------------------------------------------


def last_move(scores, threshold):
    d = pos([["1O"], [], []], taken=[["1C"], [], []], scores=scores)
    d["rules"]["loss_threshold"] = threshold
    return state(rest_taken_by(d, 2))  # seat 2 takes 2C..12C: 11 copas


def test_V10_match_ends_after_the_round_reaching_the_threshold():
    after = last_move([4, 0, 0], 30).play("1O@0")
    assert not after.is_over
    assert after.scores == (5, 0, 11)
    final = last_move([4, 0, 20], 30).play("1O@0")
    assert final.is_over
    assert final.current_player is None
    assert final.scores == (5, 0, 31)
    assert final.winners == (1,)
    assert final.losers == (2,)
    assert final.legal_moves() == ()


def test_V10_custom_threshold_reached_exactly():
    final = last_move([0, 10, 0], 11).play("1O@0")
    assert final.is_over
    assert final.scores == (1, 10, 11)
    assert final.winners == (0,)
    assert final.losers == (2,)
    assert not last_move([0, 10, 0], 12).play("1O@0").is_over


def over_position(scores):
    d = pos([[], [], []], current_player=None, starting_player=0, scores=scores)
    return state(rest_taken_by(d, 0))


def test_V10_winners_and_losers_with_ties():
    s = over_position([20, 3, 3])
    assert s.is_over
    assert s.winners == (1, 2)
    assert s.losers == (0,)


def test_V10_all_tied_all_win_and_all_lose():
    s = over_position([25, 25, 25])
    assert s.winners == s.losers == (0, 1, 2)


def test_V10_no_winners_before_the_end():
    s = state(pos([["1O"], ["2O"]], scores=[19, 0]))
    assert not s.is_over
    assert s.winners == () == s.losers


def test_V10_no_move_is_legal_once_over():
    assert_illegal(over_position([20, 3, 3]), "1O@0", "V-10", "over")


# -- V-11 reduced deck ----------------------------------------------------------


def test_V11_reduced_deck_has_40_cards_without_8_and_9():
    ranks = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]
    deck = veneno.build_deck(reduced=True)
    assert [str(c) for c in deck] == [f"{r}{s}" for s in SUITS for r in ranks]
    s = veneno.new_game(veneno.Rules(players=3, reduced_deck=True), seed=5)
    assert len(s.stock) == 40 - 10
    assert all(c.rank not in (8, 9) for p in (*s.hands, s.stock) for c in p)


def test_V11_figures_are_worth_2_and_a_pile_overflows_at_12():
    rules = veneno.Rules(reduced_deck=True)
    assert [rules.value(c) for c in veneno.build_deck(reduced=True)[:10]] == [
        *range(1, 8),
        2,
        2,
        2,
    ]
    s = overflow_position(["10E", "11E", "12E", "5C"], "1E", reduced_deck=True)
    assert s.pile_total(0) == 11
    play_overflow(s, "1E", pile=[], zone=["2C", "10E", "11E", "12E", "5C", "1E"])
    s = overflow_position(["10E", "11E", "12E", "4C"], "1E", reduced_deck=True)
    play_overflow(s, "1E", pile=["10E", "11E", "12E", "4C", "1E"], zone=["2C"])


def test_V11_reduced_deck_refuses_8_and_9():
    d = pos([["8O"], ["1O"]], rules={"reduced_deck": True})
    with pytest.raises(PositionError, match="8O"):
        state(d)


# -- V-12 copas sin veneno ------------------------------------------------------


def points(cards, **rules):
    return veneno.zone_points([veneno.parse_card(c) for c in cards], veneno.Rules(**rules))


def test_V12_a_full_ranks_copa_counts_minus_2_instead_of_1():
    zone = ["7O", "7C", "7E", "7B", "1C", "12C", "3O"]
    assert points(zone) == 3
    assert points(zone, copas_sin_veneno=True) == -2 + 1 + 1


def test_V12_two_full_ranks():
    zone = [f"{r}{s}" for r in (1, 12) for s in SUITS] + ["5C"]
    assert points(zone) == 3
    assert points(zone, copas_sin_veneno=True) == -2 - 2 + 1


def test_V12_three_of_a_rank_is_not_enough():
    zone = ["7O", "7C", "7E", "5C"]
    assert points(zone, copas_sin_veneno=True) == 2


def test_V12_a_round_can_lower_the_total_below_zero():
    d = pos(
        [["1O"], [], []],
        rules={"copas_sin_veneno": True},
        taken=[["7O", "7C", "7E", "7B"], [], []],
        scores=[1, 0, 0],
    )
    # seat 2 takes 1C, 1E, 1B and all of ranks 2-6 and 8-12: ten full ranks
    after = state(rest_taken_by(d, 2)).play("1O@0")
    assert after.scores == (1 - 2, 0, 1 - 2 * 10)


# -- V-13 information -----------------------------------------------------------


def test_V13_a_view_shows_the_own_hand_sizes_and_everything_public():
    d = pos(
        [["1O", "2O"], ["5E", "6E", "7E"], ["1B"]],
        piles=[["3E"], ["4C"], []],
        taken=[["1C"], [], ["2C", "9B"]],
        scores=[2, 0, 1],
        seed=99,
    )
    s = state(d)
    assert s.view(1).to_dict() == {
        "game": "veneno",
        "version": 1,
        "rules": {"players": 3},
        "seat": 1,
        "round": 2,
        "starting_player": 0,
        "current_player": 0,
        "hand": ["5E", "6E", "7E"],
        "hand_sizes": [2, 3, 1],
        "piles": [["3E"], ["4C"], []],
        "taken": [["1C"], [], ["2C", "9B"]],
        "stock_size": 48 - 6 - 2 - 3,
        "scores": [2, 0, 1],
        "last_round": None,
        "legal_moves": [],
    }


def test_V13_hidden_cards_do_not_change_the_view():
    d = pos([["1O", "2O"], ["5E", "6E", "7E"], ["1B"]], piles=[["3E"], [], []])
    other = pos([["1O", "2O"], ["5O", "6O", "7O"], ["2B"]], piles=[["3E"], [], []], seed=5)
    assert state(d).view(0) == state(other).view(0)
    assert state(d).view(1) != state(other).view(1)
    in_order, reversed_ = state(with_stock(d)), state(with_stock(d, *unplaced(d)[::-1]))
    assert in_order != reversed_
    assert in_order.view(2) == reversed_.view(2)
