"""Known-answer positions for owed cards (C-8 draw-two chains, C-12 the wild draw-four)."""

from cardrules import chupate
from tests.chupate.positions import (
    W4_MOVES,
    WILD_MOVES,
    hands_with,
    moves,
    pos,
    state,
    stock_after,
    with_stock,
)
from tests.helpers import GONE, assert_illegal, assert_play

# -- C-8 draw-two ---------------------------------------------------------------


def owing(hand, owed=2, discard=("R5", "R+2"), players=3):
    """Seat 2 owes ``owed`` from the draw-twos on top of ``discard``; seat 1 plays after it."""
    hands = [["B1"], ["B2"], list(hand)] + [["B3"]] * (players - 3)
    d = pos(hands, list(discard), current_player=2, phase="stacked", owed=owed)
    return state(with_stock(d, "Y1", "Y2", "Y3", "Y4", "Y5", "Y6"))


def test_C8_a_draw_two_makes_the_next_player_owe_2():
    s = state(with_stock(pos([["R+2", "B1"], ["G1"], ["G2"]], ["R5"])))
    assert_play(
        s,
        "R+2",
        hands=[["B1"], ["G1"], ["G2"]],
        discard=["R5", "R+2"],
        current_player=2,
        owed=2,
        phase="stacked",
    )


def test_C8_owing_only_a_draw_two_of_any_color_or_take():
    s = owing(["R7", "G+2", "W", "W+4", "Y+2", "G+2", "RS"])
    assert moves(s) == ("G+2", "Y+2", "take")


def test_C8_no_wild_number_or_draw_while_owing():
    s = owing(["R7", "G+2", "W", "W+4"])
    for move in ("W:G", "W+4:G", "R7", "draw", "pass", "challenge"):
        assert_illegal(s, move, "C-8", "seat 2 owes 2 cards")


def test_C8_stacking_passes_2_more_to_the_next_player():
    s = owing(["G+2", "B7"])
    assert_play(
        s,
        "G+2",
        hands=[["B1"], ["B2"], ["B7"]],
        discard=["R5", "R+2", "G+2"],
        color="G",
        current_player=1,
        owed=4,
    )


def test_C8_take_draws_2_per_card_in_the_chain_and_ends_the_turn():
    s = owing(["G+2", "B7"], owed=4, discard=("R5", "R+2", "B+2"))
    assert_play(
        s,
        "take",
        hands=[["B1"], ["B2"], ["G+2", "B7", "Y1", "Y2", "Y3", "Y4"]],
        stock=stock_after(s, 4),
        current_player=1,
        owed=0,
        phase="play",
    )


def test_C8_after_a_take_a_new_draw_two_starts_a_new_chain():
    # seat 2 has taken 4 for R+2, B+2; the top draw-two is spent
    d = pos([["B1"], ["Y+2", "B2"], ["B7"]], ["R5", "R+2", "B+2"], current_player=1)
    s = state(with_stock(d))
    assert moves(s) == ("B2", "Y+2", "draw")
    assert_play(
        s,
        "Y+2",
        hands=[["B1"], ["B2"], ["B7"]],
        discard=["R5", "R+2", "B+2", "Y+2"],
        color="Y",
        current_player=0,
        owed=2,
        phase="stacked",
    )


def test_C8_take_and_challenge_are_illegal_while_nothing_is_owed():
    s = state(pos([["R2"], ["B2"]], ["R5"]))
    assert_illegal(s, "take", "C-8, C-12", "owes nothing")
    assert_illegal(s, "challenge", "C-8, C-12", "owes nothing")


def test_C8_nothing_stacks_on_a_wild_draw_four():
    d = pos(
        [["B1"], ["B2"], ["R+2", "W+4", "W"]],
        ["R5", "W+4"],
        color="G",
        current_player=2,
        phase="wild4",
        owed=4,
        challenge_color="R",
    )
    s = state(d)
    assert moves(s) == ("take", "challenge")
    for move in ("R+2", "W+4:B", "W:B", "draw"):
        assert_illegal(s, move, "C-12", "only 'take' or 'challenge'")


# -- C-12 wild draw-four --------------------------------------------------------


def wild4_play(hand, top="R5", **fields):
    """3 players: seat 0 holds ``hand`` on ``top``; seat 2 answers; the stock is Y1, Y2, ..."""
    d = pos([list(hand), ["B2", "B3"], ["G1"]], ["R9", top], **fields)
    return state(with_stock(d, *(f"Y{n}" for n in range(1, 10))))


def facing(hand, top="R5", named="G", **fields):
    """Seat 0 has played ``W+4:named`` from ``hand`` (W+4 included); seat 2 faces it."""
    return wild4_play(hand, top, **fields).play(f"W+4:{named}")


def answer(s, move, hands, drawn, current, last_challenge=None):
    """Seat 2 answers a wild draw-four with ``move``: the whole resulting position."""
    return assert_play(
        s,
        move,
        hands=hands,
        stock=stock_after(s, drawn),
        current_player=current,
        owed=0,
        phase="play",
        challenge_color=GONE,
        last_challenge=last_challenge,
    )


def test_C12_a_wild_draw_four_is_legal_whenever_a_wild_is_even_as_a_bluff():
    s = wild4_play(["W+4", "R2", "B7"])
    assert moves(s) == ("R2", *W4_MOVES, "draw")
    assert_play(
        s,
        "W+4:G",
        hands=[["R2", "B7"], ["B2", "B3"], ["G1"]],
        discard=["R9", "R5", "W+4"],
        color="G",
        current_player=2,
        owed=4,
        phase="wild4",
        challenge_color="R",
    )


def test_C12_without_bluffs_an_illegal_wild_draw_four_is_not_a_move():
    s = wild4_play(["W+4", "W", "R2"], rules={"allow_bluffs": False})
    assert moves(s) == ("R2", *WILD_MOVES, "draw")
    assert_illegal(s, "W+4:G", "C-12", "holds a card of the active color R")
    s = wild4_play(["W+4", "B5", "W"], rules={"allow_bluffs": False})
    assert moves(s) == ("B5", *WILD_MOVES, *W4_MOVES, "draw")


def test_C12_without_bluffs_a_drawn_illegal_wild_draw_four_leaves_only_pass():
    d = pos([["R2"], ["B2"], ["G1"]], ["R5"], rules={"allow_bluffs": False})
    drawn = state(with_stock(d, "W+4")).play("draw")
    assert moves(drawn) == ("pass",)
    drawn = state(with_stock(d | {"hands": [["B2"], ["R2"], ["G1"]]}, "W+4")).play("draw")
    assert moves(drawn) == (*W4_MOVES, "pass")


def test_C12_the_next_player_may_take_four_and_lose_the_turn():
    s = facing(["W+4", "R2", "B7"])
    assert moves(s) == ("take", "challenge")
    answer(s, "take", [["R2", "B7"], ["B2", "B3"], ["G1", "Y1", "Y2", "Y3", "Y4"]], 4, 1)


def test_C12_a_challenged_bluff_makes_the_bluffer_draw_four_and_the_challenger_play():
    s = facing(["W+4", "R2", "B7"])
    after = answer(
        s,
        "challenge",
        [["R2", "B7", "Y1", "Y2", "Y3", "Y4"], ["B2", "B3"], ["G1"]],
        4,
        2,
        last_challenge={"challenger": 2, "challenged": 0, "bluff": True},
    )
    assert after.color is chupate.Color.GREEN
    assert moves(after) == ("G1", "draw")
    assert_play(
        after,
        "draw",
        hands=hands_with(after, h2=["Y5"]),
        stock=stock_after(after, 1),
        phase="drawn",
        drawn_card="Y5",
        last_challenge=None,
    )


def test_C12_a_failed_challenge_costs_the_challenger_six_and_the_turn():
    s = facing(["W+4", "B5", "W", "B7"])
    answer(
        s,
        "challenge",
        [["B5", "W", "B7"], ["B2", "B3"], ["G1", "Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]],
        6,
        1,
        last_challenge={"challenger": 2, "challenged": 0, "bluff": False},
    )


def test_C12_judged_against_the_color_active_when_played_not_the_named_one():
    # seat 0 holds green, and names green: still legal, red was active
    after = facing(["W+4", "G3", "G4"], named="G").play("challenge")
    assert after.last_challenge == chupate.Challenge(2, 0, False)
    assert len(after.hands[2]) == 1 + 6
    # the active color is the one a wild named, not the top card's
    after = facing(["W+4", "B4"], top="W", color="B", named="R").play("challenge")
    assert after.last_challenge == chupate.Challenge(2, 0, True)
    assert len(after.hands[0]) == 1 + 4


def test_C12_cards_of_the_same_number_or_symbol_and_wilds_do_not_count():
    after = facing(["W+4", "B5", "YS", "W", "W+4", "G+2"], top="RS").play("challenge")
    assert after.last_challenge == chupate.Challenge(2, 0, False)


def test_C12_without_bluffs_a_challenge_is_legal_and_always_fails():
    s = facing(["W+4", "B2"], rules={"allow_bluffs": False})
    assert moves(s) == ("take", "challenge")
    answer(
        s,
        "challenge",
        [["B2"], ["B2", "B3"], ["G1", "Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]],
        6,
        1,
        last_challenge={"challenger": 2, "challenged": 0, "bluff": False},
    )
