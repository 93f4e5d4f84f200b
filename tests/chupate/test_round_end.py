"""Known-answer positions for the empty stock, the round end and points (C-14, C-15)."""

from collections import Counter

from cardrules import chupate
from cardrules._random import shuffle
from tests.chupate.positions import (
    DECK,
    hands_with,
    moves,
    pos,
    rest_in_hand,
    rest_under_discard,
    state,
    stock_after,
    team_end,
    with_stock,
)
from tests.helpers import assert_illegal, assert_play

# -- C-14 empty stock -----------------------------------------------------------


def test_C14_an_empty_stock_is_the_discard_pile_but_its_top_reshuffled():
    d = pos([["B2"], ["G1"]], ["R5"])
    s = state(rest_under_discard(d))
    assert moves(s) == ("draw",)
    fresh, rng = shuffle(s.rng, s.discard[:-1])
    after = assert_play(
        s,
        "draw",
        hands=[["B2", str(fresh[0])], ["G1"]],
        discard=["R5"],
        stock=[str(c) for c in fresh[1:]],
        rng=rng,
        phase="drawn",
        drawn_card=str(fresh[0]),
    )
    assert after.discard == s.discard[-1:]
    assert Counter(after.stock) + Counter(fresh[:1]) == Counter(s.discard[:-1])


def test_C14_a_take_draws_from_the_stock_then_the_reshuffled_pile_and_what_there_is():
    d = pos(
        [["B1"], ["G1"], ["B7"]], ["R5", "R+2", "G+2"], current_player=2, phase="stacked", owed=4
    )
    s = state(_one_in_stock(d))
    fresh, rng = shuffle(s.rng, s.discard[:-1])
    assert sorted(map(str, fresh)) == ["R+2", "R5"]
    assert_play(
        s,
        "take",
        hands=hands_with(s, h2=["Y9", *map(str, fresh)]),
        discard=["G+2"],
        stock=[],
        rng=rng,
        current_player=1,
        owed=0,
        phase="play",
    )


def _one_in_stock(d):
    """``d`` with Y9 alone in the stock and every other unnamed card in seat 1's hand."""
    d = rest_in_hand(d, 1)
    d["hands"][1].remove("Y9")
    d["stock"] = ["Y9"]
    return d


def nothing_to_draw(hand, **fields):
    """Seat 0 holds ``hand`` on R5; the stock is empty and seat 1 holds every other card."""
    return state(rest_in_hand(pos([list(hand), []], ["R5"], **fields), 1))


def test_C14_with_nothing_to_draw_pass_is_offered_instead_of_draw():
    s = nothing_to_draw(["B2"])
    assert moves(s) == ("pass",)
    assert_illegal(s, "draw", "C-14", "nothing can be drawn")
    assert_play(s, "pass", current_player=1)
    assert moves(nothing_to_draw(["B2", "R7"])) == ("R7", "pass")


def test_C14_a_take_with_nothing_to_draw_still_ends_the_turn():
    s = state(rest_in_hand(pos([["B2"], []], ["R+2"], phase="stacked", owed=2), 1))
    assert_play(s, "take", current_player=1, owed=0, phase="play")


# -- C-15 round end and points --------------------------------------------------


def test_C15_points_numbers_face_value_actions_20_wilds_50():
    points = {str(c): chupate.card_points(c) for c in DECK}
    assert points == {
        str(c): int(c.face) if c.face.isdigit() else 20 if c.color else 50 for c in DECK
    }
    assert (points["R0"], points["G9"], points["B+2"], points["YS"], points["RR"]) == (
        0,
        9,
        20,
        20,
        20,
    )
    assert (points["W"], points["W+4"]) == (50, 50)


def test_C15_the_round_ends_when_a_hand_empties_and_the_winner_scores_the_others():
    s = state(with_stock(pos([["R3"], ["R7", "W"], ["BS", "G0"]], ["R5"])))
    after = assert_play(
        s,
        "R3",
        hands=[[], ["R7", "W"], ["BS", "G0"]],
        discard=["R5", "R3"],
        current_player=None,
        phase="over",
        scores=[77, 0, 0],
        last_round={
            "round": 1,
            "starting_player": 0,
            "winner": 0,
            "points": [77, 0, 0],
            "hands": [[], ["R7", "W"], ["BS", "G0"]],
        },
    )
    assert after.is_over
    assert after.winners == (0,)
    assert after.legal_moves() == ()
    assert_illegal(after, "draw", "C-15", "the game is over")


def test_C15_a_last_draw_two_still_makes_the_next_player_draw_before_the_count():
    s = state(with_stock(pos([["R+2"], ["R7"], ["BS"]], ["R5"]), "Y1", "Y2", "Y3"))
    assert_play(
        s,
        "R+2",
        hands=[[], ["R7"], ["BS", "Y1", "Y2"]],
        discard=["R5", "R+2"],
        stock=stock_after(s, 2),
        current_player=None,
        phase="over",
        scores=[7 + 20 + 1 + 2, 0, 0],
        last_round={
            "round": 1,
            "starting_player": 0,
            "winner": 0,
            "points": [30, 0, 0],
            "hands": [[], ["R7"], ["BS", "Y1", "Y2"]],
        },
    )


def test_C15_a_last_stacked_draw_two_makes_the_next_player_take_the_whole_chain():
    d = pos([["B1"], ["R7"], ["G+2"]], ["R5", "R+2"], current_player=2, phase="stacked", owed=2)
    s = state(with_stock(d, "Y1", "Y2", "Y3", "Y4", "Y5"))
    after = s.play("G+2")
    assert after.is_over
    assert [list(map(str, h)) for h in after.hands] == [["B1"], ["R7", "Y1", "Y2", "Y3", "Y4"], []]
    assert after.scores == (0, 0, 1 + 7 + 1 + 2 + 3 + 4)
    assert after.winners == (2,)


def test_C15_a_last_wild_draw_four_makes_the_next_player_draw_four_with_no_challenge():
    s = state(with_stock(pos([["W+4"], ["R7"], ["BS"]], ["R5"]), "Y1", "Y2", "Y3", "Y4", "Y5"))
    assert_play(
        s,
        "W+4:B",
        hands=[[], ["R7"], ["BS", "Y1", "Y2", "Y3", "Y4"]],
        discard=["R5", "W+4"],
        color="B",
        stock=stock_after(s, 4),
        current_player=None,
        phase="over",
        scores=[7 + 20 + 10, 0, 0],
        last_round={
            "round": 1,
            "starting_player": 0,
            "winner": 0,
            "points": [37, 0, 0],
            "hands": [[], ["R7"], ["BS", "Y1", "Y2", "Y3", "Y4"]],
        },
    )


def rng_dealing_a_number_first(players):
    """A generator state whose next deal turns a number card up (so C-13 does nothing)."""
    for rng in range(1000):
        deck, _ = shuffle(rng, DECK)
        if deck[7 * players].face.isdigit():
            return rng
    raise AssertionError


def test_C15_under_the_target_a_new_round_is_dealt_one_seat_clockwise_counter_clockwise():
    rng = rng_dealing_a_number_first(3)
    d = pos(
        [["R7", "W"], ["R3"], ["BS", "G0"]],
        ["R5"],
        rules={"target": 200},
        current_player=1,
        starting_player=2,
        direction="cw",
        scores=[30, 10, 10],
        round=4,
        rng=rng,
    )
    s = state(with_stock(d))
    after = s.play("R3")
    deck, rng = shuffle(rng, DECK)
    expected = s.to_dict() | {
        "rng": rng,
        "round": 5,
        "current_player": 0,
        "starting_player": 0,
        "hands": [[str(c) for c in deck[i:21:3]] for i in range(3)],
        "discard": [str(deck[21])],
        "color": deck[21].color.value,
        "direction": "ccw",
        "stock": [str(c) for c in deck[22:]],
        "scores": [30, 10 + 77, 10],
        "last_round": {
            "round": 4,
            "starting_player": 2,
            "winner": 1,
            "points": [0, 77, 0],
            "hands": [["R7", "W"], [], ["BS", "G0"]],
        },
    }
    assert after.to_dict() == expected
    assert not after.is_over
    assert after.winners == ()


def test_C15_the_start_moves_clockwise_from_the_last_seat_to_seat_0():
    d = pos([["R7"], ["R3"], ["BS"]], ["R5"], rules={"target": 200}, current_player=1)
    after = state(with_stock(d | {"starting_player": 2})).play("R3")
    assert after.starting_player == 0
    after = state(with_stock(d | {"starting_player": 0})).play("R3")
    assert after.starting_player == 1


def test_C15_reaching_the_target_ends_the_game():
    d = pos(
        [["R7", "W"], ["R3"], ["BS", "G0"]],
        ["R5"],
        rules={"target": 100},
        current_player=1,
        scores=[30, 23, 10],
        round=3,
    )
    after = state(with_stock(d)).play("R3")
    assert after.is_over
    assert after.scores == (30, 100, 10)
    assert after.winners == (1,)
    assert after.round == 3
    d["scores"] = [30, 22, 10]
    assert not state(with_stock(d)).play("R3").is_over


def test_C15_a_team_reaching_the_target_wins_with_every_member():
    after = team_end([10, 0, 10, 0], 37).play("R5")
    assert after.is_over
    assert after.scores == (37, 0, 37, 0)
    assert after.winners == (0, 2)
    again = team_end([10, 0, 10, 0], 38).play("R5")
    assert not again.is_over
    assert again.scores == (37, 0, 37, 0)
    assert again.round == 3
    assert again.winners == ()
