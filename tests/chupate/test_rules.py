"""One or more known-answer position tests per Chúpate 2 rule, C-1 to C-15 (RULES.md)."""

from collections import Counter

import pytest

from cardrules import RulesError, chupate
from cardrules._random import below, shuffle
from tests.chupate.positions import (
    moves,
    pos,
    rest_in_hand,
    rest_under_discard,
    state,
    with_stock,
)
from tests.helpers import GONE, assert_illegal, assert_play

COLOURS = "RBGY"
WILD_MOVES = tuple(f"W:{c}" for c in COLOURS)
W4_MOVES = tuple(f"W+4:{c}" for c in COLOURS)
DECK = chupate.build_deck()


def stock_after(s, drawn):
    return s.to_dict()["stock"][drawn:]


def hands_with(s, **extra):
    """``s``'s hands as lists, with ``extra`` (``h0=[...]``) appended to seat 0's, and so on."""
    hands = [list(hand) for hand in s.to_dict()["hands"]]
    for key, cards in extra.items():
        hands[int(key[1:])] += cards
    return hands


# -- C-1 deck -------------------------------------------------------------------


def test_C1_deck_is_108_cards_in_canonical_order():
    per_colour = ["0", *(str(n) for n in range(1, 10) for _ in (1, 2))]
    per_colour += ["+2", "+2", "S", "S", "R", "R"]
    expected = [c + face for c in COLOURS for face in per_colour] + ["W"] * 4 + ["W+4"] * 4
    assert [str(card) for card in DECK] == expected
    faces = Counter(card.face for card in DECK)
    assert sum(faces[str(n)] for n in range(10)) == 76
    assert (faces["0"], faces["5"], faces["+2"], faces["S"], faces["R"]) == (4, 8, 8, 8, 8)
    assert (faces["W"], faces["W+4"]) == (4, 4)
    assert Counter(card.colour for card in DECK)[None] == 8
    assert all(chupate.parse_card(str(card)) is card for card in DECK)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C1_a_new_game_holds_the_whole_deck_once(players):
    s = chupate.new_game(chupate.Rules(players=players), seed=players)
    places = [*s.hands, s.discard, s.stock]
    assert Counter(str(c) for place in places for c in place) == Counter(map(str, DECK))


# -- C-2 players and tables -----------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C2_two_three_four_or_six_players(players):
    s = chupate.new_game(chupate.Rules(players=players), seed=1)
    assert len(s.hands) == len(s.scores) == players


@pytest.mark.parametrize("players", [0, 1, 5, 7, True, 4.0, "4"])
def test_C2_other_player_counts_are_refused(players):
    msg = f"Rules.players must be one of 2, 3, 4, 6 (C-2), got {players!r}"
    with pytest.raises(RulesError) as info:
        chupate.Rules(players=players)
    assert str(info.value) == msg


@pytest.mark.parametrize("target", [None, 1, 50, 150, 300, 10_000])
def test_C2_a_single_round_or_any_positive_target(target):
    assert chupate.Rules(target=target).target == target


@pytest.mark.parametrize("target", [0, -50, True, 1.5, "50"])
def test_C2_a_target_must_be_a_positive_int(target):
    msg = f"Rules.target must be None (one round) or an int of at least 1 (C-2), got {target!r}"
    with pytest.raises(RulesError) as info:
        chupate.Rules(target=target)
    assert str(info.value) == msg


# -- C-3 teams ------------------------------------------------------------------


def test_C3_default_teams_are_seated_alternately():
    assert chupate.Rules(players=4, teams=True).teams == ((0, 2), (1, 3))
    assert chupate.Rules(players=6, teams=True).teams == ((0, 2, 4), (1, 3, 5))
    assert chupate.Rules(players=4, teams=True) == chupate.Rules(players=4, teams=[[2, 0], [3, 1]])


def test_C3_any_equal_partition_is_stored_sorted():
    rules = chupate.Rules(players=6, teams=[[3, 0], [4, 1], [5, 2]])
    assert rules.teams == ((0, 3), (1, 4), (2, 5))
    assert rules.to_dict() == {"players": 6, "teams": [[0, 3], [1, 4], [2, 5]]}
    assert chupate.Rules(players=6, teams=((5, 4, 3), (0, 2, 1))).teams == ((0, 1, 2), (3, 4, 5))
    assert chupate.Rules(players=4).partition == ((0,), (1,), (2,), (3,))


@pytest.mark.parametrize(
    ("players", "teams", "msg"),
    [
        (3, True, "Rules.teams needs 4 or 6 players (C-3), got players=3"),
        (2, ((0,), (1,)), "Rules.teams needs 4 or 6 players (C-3), got players=2"),
        (
            4,
            ((0, 1, 2), (3,)),
            "Rules.teams must be at least two teams of the same size, each of at least two "
            "seats (C-3), got ((0, 1, 2), (3,))",
        ),
        (
            4,
            ((0, 1, 2, 3),),
            "Rules.teams must be at least two teams of the same size, each of at least two "
            "seats (C-3), got ((0, 1, 2, 3),)",
        ),
        (
            4,
            ((0,), (1,), (2,), (3,)),
            "Rules.teams must be at least two teams of the same size, each of at least two "
            "seats (C-3), got ((0,), (1,), (2,), (3,))",
        ),
        (
            6,
            ((0, 1, 2, 3), (4, 5)),
            "Rules.teams must be at least two teams of the same size, each of at least two "
            "seats (C-3), got ((0, 1, 2, 3), (4, 5))",
        ),
        (
            4,
            ((0, 1), (1, 2)),
            "Rules.teams must hold every seat 0-3 exactly once (C-3), got ((0, 1), (1, 2))",
        ),
        (
            4,
            ((0, 1), (2,)),
            "Rules.teams must hold every seat 0-3 exactly once (C-3), got ((0, 1), (2,))",
        ),
        (4, ((0, 1), (2, 4)), "Rules.teams holds 4, not a seat from 0 to 3 (C-3)"),
        (4, ((0, 1), (2, True)), "Rules.teams holds True, not a seat from 0 to 3 (C-3)"),
        (
            4,
            "0213",
            "Rules.teams must be False, True or a partition of the seats such as "
            "((0, 2), (1, 3)) (C-3), got '0213'",
        ),
    ],
)
def test_C3_a_partition_must_be_equal_teams_of_every_seat_once(players, teams, msg):
    with pytest.raises(RulesError) as info:
        chupate.Rules(players=players, teams=teams)
    assert str(info.value) == msg


def team_end(scores, target):
    """Teams 0+2 v 1+3; seat 0 plays its last card; partner 2 holds W, seats 1, 3 R7, BS."""
    d = pos([["R5"], ["R7"], ["W"], ["BS"]], ["R3"], rules={"teams": True, "target": target})
    return state(with_stock(d | {"scores": scores}))


def test_C3_a_team_scores_only_the_opponents_hands():
    s = team_end([0, 0, 0, 0], None)
    after = s.play("R5")
    assert after.is_over
    assert after.scores == (27, 0, 27, 0)
    assert after.winners == (0, 2)


# -- C-4 deal -------------------------------------------------------------------


def turned_up(players, seed):
    """The deck shuffled for a new game with this seed (C-4): the starter, the deck, the rng."""
    starter, rng = below(seed, players)
    deck, rng = shuffle(rng, DECK)
    return starter, deck, rng


def kind(card):
    """``'number'``, ``'+2'``, ``'S'``, ``'R'``, ``'W'`` or ``'W+4'``."""
    return "number" if card.face.isdigit() else card.face


def seed_turning(players, face):
    """The first seed whose first turned-up card is of kind ``face`` (C-13)."""
    for seed in range(1000):
        _, deck, _ = turned_up(players, seed)
        if kind(deck[7 * players]) == face:
            return seed
    raise AssertionError(face)


def dealt_game(players, face):
    """A new game turning up a card of kind ``face`` first; the shuffled deck; the rng.

    The hands are checked: seven each, one at a time from seat 0 (C-4).
    """
    seed = seed_turning(players, face)
    s = chupate.new_game(chupate.Rules(players=players), seed=seed)
    starter, deck, rng = turned_up(players, seed)
    dealt = 7 * players
    assert [list(hand) for hand in s.hands] == [list(deck[i:dealt:players]) for i in range(players)]
    assert all(len(hand) == 7 for hand in s.hands)
    return s, starter, deck[dealt:], rng


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C4_seven_each_then_the_first_card_then_the_stock(players):
    s, starter, rest, rng = dealt_game(players, "number")
    assert s.discard == rest[:1]
    assert s.stock == rest[1:]
    assert s.rng == rng
    assert s.current_player == s.starting_player == starter
    assert s.to_dict()["starting_player"] == starter
    assert (s.color, s.direction, s.owed, s.phase) == (rest[0].colour, -1, 0, "play")


def test_C4_the_starting_player_is_random_from_the_seed():
    rules = chupate.Rules(players=4)
    starters = {chupate.new_game(rules, seed=n).starting_player for n in range(40)}
    assert starters == {0, 1, 2, 3}
    assert chupate.new_game(rules, seed=5) == chupate.new_game(rules, seed=5)


# -- C-5 direction --------------------------------------------------------------


def test_C5_play_starts_counter_clockwise_to_seat_i_minus_1():
    d = pos([["R7", "B1"], ["G1"], ["G2"], ["G3"]], ["R3"])
    s = state(with_stock(d))
    assert s.direction == chupate.CCW == -1
    after = assert_play(
        s, "R7", hands=[["B1"], ["G1"], ["G2"], ["G3"]], discard=["R3", "R7"], current_player=3
    )
    assert_play(
        after,
        "draw",
        hands=hands_with(after, h3=[after.to_dict()["stock"][0]]),
        stock=stock_after(after, 1),
        phase="drawn",
        drawn_card=after.to_dict()["stock"][0],
    )
    after = state(with_stock(pos([["G1"], ["G7", "B1"], ["G2"], ["G3"]], ["G5"], current_player=1)))
    assert_play(
        after, "G7", hands=[["G1"], ["B1"], ["G2"], ["G3"]], discard=["G5", "G7"], current_player=0
    )


# -- C-6 matching ---------------------------------------------------------------


def test_C6_match_by_colour_or_number_in_deck_order():
    s = state(pos([["G2", "R7", "B3", "GS", "Y+2"], ["G1"]], ["B5", "G7"]))
    assert moves(s) == ("R7", "G2", "GS", "draw")


def test_C6_action_cards_match_by_symbol():
    s = state(pos([["RS", "R2", "YR", "G+2"], ["G1"]], ["BS"]))
    assert moves(s) == ("RS", "draw")
    s = state(pos([["Y+2", "Y2", "GR"], ["G1"]], ["B+2"]))
    assert moves(s) == ("Y+2", "draw")


def test_C6_after_a_wild_the_named_colour_is_active():
    s = state(pos([["Y3", "R3", "B+2"], ["G1"]], ["R3", "W"], color="Y"))
    assert moves(s) == ("Y3", "draw")
    s = state(pos([["B1", "G+2", "R4"], ["G1"]], ["W+4"], color="B"))
    assert moves(s) == ("B1", "draw")


def test_C6_two_equal_cards_are_one_move():
    s = state(pos([["R5", "B3", "R5"], ["G7"]], ["R3"]))
    assert moves(s) == ("R5", "B3", "draw")


def test_C6_a_card_that_does_not_match_is_illegal():
    s = state(pos([["B3", "Y+2"], ["G1"]], ["G7"]))
    assert_illegal(s, "B3", "C-6", "B3 matches neither the active colour G nor the top card G7")
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


def test_C7_a_drawn_wild_names_any_of_the_four_colours():
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


def test_C8_owing_only_a_draw_two_of_any_colour_or_take():
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


def test_C11_a_wild_plays_on_anything_and_names_the_colour():
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
    assert_illegal(s, "W+4:G", "C-12", "holds a card of the active colour R")
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
    assert after.color is chupate.Colour.GREEN
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


def test_C12_judged_against_the_colour_active_when_played_not_the_named_one():
    # seat 0 holds green, and names green: still legal, red was active
    after = facing(["W+4", "G3", "G4"], named="G").play("challenge")
    assert after.last_challenge == chupate.Challenge(2, 0, False)
    assert len(after.hands[2]) == 1 + 6
    # the active colour is the one a wild named, not the top card's
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


# -- C-13 first card ------------------------------------------------------------


def first_round(players, face):
    """A new game whose first card is of kind ``face``, and its starting player (C-4)."""
    seed = seed_turning(players, face)
    s = chupate.new_game(chupate.Rules(players=players), seed=seed)
    assert kind(s.discard[0]) == face
    starter = below(seed, players)[0]
    assert s.starting_player == s.to_dict()["starting_player"] == starter
    return s, starter


def opening(s):
    """What the first card decides: ``(current_player, phase, owed, direction, color)``."""
    d = s.to_dict()
    return d["current_player"], d["phase"], d["owed"], d["direction"], d["color"]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_number_card_first_the_starting_player_plays(players):
    s, starter = first_round(players, "number")
    assert opening(s) == (starter, "play", 0, "ccw", str(s.discard[0])[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_draw_two_first_the_starting_player_owes_two_and_may_stack(players):
    s, starter = first_round(players, "+2")
    assert opening(s) == (starter, "stacked", 2, "ccw", str(s.discard[0])[0])
    twos = sorted(
        {str(c) for c in s.hands[starter] if c.face == "+2"},
        key=lambda c: DECK.index(chupate.parse_card(c)),
    )
    assert moves(s) == (*twos, "take")


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_skip_first_the_next_player_counter_clockwise_starts(players):
    s, starter = first_round(players, "S")
    assert opening(s) == ((starter - 1) % players, "play", 0, "ccw", str(s.discard[0])[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_reverse_first_play_goes_clockwise_from_the_next_seat(players):
    s, starter = first_round(players, "R")
    assert opening(s) == ((starter + 1) % players, "play", 0, "cw", str(s.discard[0])[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_wild_first_the_starting_player_names_the_colour_then_plays(players):
    s, starter = first_round(players, "W")
    assert opening(s) == (starter, "color", 0, "ccw", None)
    assert moves(s) == tuple(f"color:{c}" for c in COLOURS)
    for move in ("draw", "W:G"):
        assert_illegal(s, move, "C-13", "name the colour")
    after = assert_play(s, "color:Y", color="Y", phase="play")
    assert after.current_player == starter


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_C13_a_wild_draw_four_first_goes_back_into_the_stock_and_a_new_card_is_turned(players):
    s, _, rest, rng = dealt_game(players, "W+4")
    stock, rng = shuffle(rng, (*rest[1:], rest[0]))
    assert str(stock[0]) != "W+4"  # else the rule applies again: pick another seed
    assert s.discard == stock[:1]
    assert s.stock == stock[1:]
    assert s.rng == rng
    assert Counter(map(str, s.stock))["W+4"] == 4 - sum(str(c) == "W+4" for h in s.hands for c in h)


def test_C13_a_colour_named_only_at_the_start():
    s = state(pos([["R2"], ["B2"]], ["R5"]))
    assert_illegal(s, "color:G", "C-13", "only names the colour of a wild first card")


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
        str(c): int(c.face) if c.face.isdigit() else 20 if c.colour else 50 for c in DECK
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
        rng=rng,
    )
    s = state(with_stock(d))
    after = s.play("R3")
    deck, rng = shuffle(rng, DECK)
    expected = s.to_dict() | {
        "rng": rng,
        "round": 2,
        "current_player": 0,
        "starting_player": 0,
        "hands": [[str(c) for c in deck[i:21:3]] for i in range(3)],
        "discard": [str(deck[21])],
        "color": deck[21].colour.value,
        "direction": "ccw",
        "stock": [str(c) for c in deck[22:]],
        "scores": [30, 10 + 77, 10],
        "last_round": {
            "round": 1,
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
    )
    after = state(with_stock(d)).play("R3")
    assert after.is_over
    assert after.scores == (30, 100, 10)
    assert after.winners == (1,)
    assert after.round == 1
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
    assert again.round == 2
    assert again.winners == ()
