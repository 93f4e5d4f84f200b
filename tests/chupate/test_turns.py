"""Known-answer positions for a normal turn (C-6, C-7, C-9 to C-11)."""

from cardrules import chupate
from tests.chupate.positions import (
    WILD_MOVES,
    moves,
    pos,
    state,
    stock_after,
    with_stock,
)
from tests.helpers import GONE, assert_illegal, assert_play

# -- C-6 matching ---------------------------------------------------------------


def test_C6_match_by_color_or_number_in_deck_order():
    s = state(pos([["G2", "R7", "B3", "GS", "Y+2"], ["G1"]], ["B5", "G7"]))
    assert moves(s) == ("R7", "G2", "GS", "draw")


def test_C6_action_cards_match_by_symbol():
    s = state(pos([["RS", "R2", "YR", "G+2"], ["G1"]], ["BS"]))
    assert moves(s) == ("RS", "draw")
    s = state(pos([["Y+2", "Y2", "GR"], ["G1"]], ["B+2"]))
    assert moves(s) == ("Y+2", "draw")


def test_C6_after_a_wild_the_named_color_is_active():
    s = state(pos([["Y3", "R3", "B+2"], ["G1"]], ["R3", "W"], color="Y"))
    assert moves(s) == ("Y3", "draw")
    s = state(pos([["B1", "G+2", "R4"], ["G1"]], ["W+4"], color="B"))
    assert moves(s) == ("B1", "draw")


def test_C6_two_equal_cards_are_one_move():
    s = state(pos([["R5", "B3", "R5"], ["G7"]], ["R3"]))
    assert moves(s) == ("R5", "B3", "draw")


def test_C6_a_card_that_does_not_match_is_illegal():
    s = state(pos([["B3", "Y+2"], ["G1"]], ["G7"]))
    assert_illegal(s, "B3", "C-6", "B3 matches neither the active color G nor the top card G7")
    assert_illegal(s, "G9", "C-6", "G9 is not in the hand of seat 0")


# -- C-7 drawing ----------------------------------------------------------------


def drawing(top_of_stock, hand=("R2", "B4")):
    """3 players, seat 0 holds ``hand`` on R5 and will draw ``top_of_stock``."""
    d = pos([list(hand), ["G1"], ["G2"]], ["R5"])
    return state(with_stock(d, top_of_stock))


def play_drawn(drawn, move, card, color):
    """Seat 0 plays the drawn ``card`` as ``move``; seat 2 is next, on ``color``."""
    return assert_play(
        drawn,
        move,
        hands=[["R2", "B4"], ["G1"], ["G2"]],
        discard=["R5", card],
        color=color,
        current_player=2,
        phase="play",
        drawn_card=GONE,
    )


def test_C7_draw_is_legal_even_with_a_playable_card():
    s = drawing("Y9")
    assert moves(s) == ("R2", "draw")
    assert_play(
        s,
        "draw",
        hands=[["R2", "B4", "Y9"], ["G1"], ["G2"]],
        stock=stock_after(s, 1),
        phase="drawn",
        drawn_card="Y9",
    )


def test_C7_with_nothing_playable_draw_is_the_only_move():
    s = drawing("Y9", hand=("B4", "G8"))
    assert moves(s) == ("draw",)


def test_C7_after_drawing_only_the_drawn_card_if_playable_or_pass():
    drawn = drawing("G5").play("draw")
    assert moves(drawn) == ("G5", "pass")
    assert_illegal(drawn, "R2", "C-7", "only play the drawn card (G5)")
    assert_illegal(drawn, "draw", "C-7", "has drawn already")
    play_drawn(drawn, "G5", "G5", "G")


def test_C7_a_drawn_wild_names_any_of_the_four_colors():
    drawn = drawing("W").play("draw")
    assert moves(drawn) == (*WILD_MOVES, "pass")
    play_drawn(drawn, "W:B", "W", "B")


def test_C7_a_drawn_card_that_does_not_match_leaves_only_pass():
    drawn = drawing("Y9").play("draw")
    assert moves(drawn) == ("pass",)
    assert_illegal(drawn, "Y9", "C-7", "only play the drawn card (Y9)")
    assert_play(drawn, "pass", current_player=2, phase="play", drawn_card=GONE)


def test_C7_pass_before_drawing_is_illegal():
    assert_illegal(drawing("Y9"), "pass", "C-7", "only after drawing")


# -- C-9 skip -------------------------------------------------------------------


def test_C9_skip_passes_over_the_next_player():
    s = state(with_stock(pos([["RS", "B1"], ["G1"], ["G2"]], ["R5"])))
    assert_play(s, "RS", hands=[["B1"], ["G1"], ["G2"]], discard=["R5", "RS"], current_player=1)
    s = state(with_stock(pos([["RS", "B1"], ["G1"], ["G2"]], ["R5"], direction="cw")))
    assert_play(s, "RS", hands=[["B1"], ["G1"], ["G2"]], discard=["R5", "RS"], current_player=2)


def test_C9_with_two_players_a_skip_gives_the_same_player_another_turn():
    s = state(with_stock(pos([["RS", "B1"], ["G1"]], ["R5"])))
    assert_play(s, "RS", hands=[["B1"], ["G1"]], discard=["R5", "RS"], current_player=0)


# -- C-10 reverse ---------------------------------------------------------------


def test_C10_reverse_flips_the_direction():
    s = state(with_stock(pos([["RR", "B1"], ["G1"], ["G2"]], ["R5"])))
    after = assert_play(
        s,
        "RR",
        hands=[["B1"], ["G1"], ["G2"]],
        discard=["R5", "RR"],
        direction="cw",
        current_player=1,
    )
    assert after.direction == chupate.CW == 1
    d = pos([["G1"], ["RR", "B1"], ["G2"], ["G3"]], ["R5"], current_player=1, direction="cw")
    s = state(with_stock(d))
    assert_play(
        s,
        "RR",
        hands=[["G1"], ["B1"], ["G2"], ["G3"]],
        discard=["R5", "RR"],
        direction="ccw",
        current_player=0,
    )


def test_C10_with_two_players_a_reverse_acts_as_a_skip():
    s = state(with_stock(pos([["RR", "B1"], ["G1"]], ["R5"])))
    assert_play(
        s,
        "RR",
        hands=[["B1"], ["G1"]],
        discard=["R5", "RR"],
        direction="cw",
        current_player=0,
    )


# -- C-11 wild ------------------------------------------------------------------


def test_C11_a_wild_plays_on_anything_and_names_the_color():
    s = state(with_stock(pos([["W", "B2"], ["G1"], ["G2"]], ["Y7"])))
    assert moves(s) == (*WILD_MOVES, "draw")
    assert_play(
        s,
        "W:R",
        hands=[["B2"], ["G1"], ["G2"]],
        discard=["Y7", "W"],
        color="R",
        current_player=2,
    )
