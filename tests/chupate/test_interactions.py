"""Chúpate 2 rule interactions and position checks found by an audit against RULES.md.

Challenges after a reverse and at two players, reshuffles during a failed
challenge, team scoring with an explicit partition, first cards of later
rounds, and the impossible positions the audit showed from_dict accepting.
"""

import pytest

from cardrules import IllegalMoveError, PositionError, chupate
from cardrules._random import shuffle
from tests.chupate.positions import moves, pos, rest_in_hand, state, with_stock
from tests.helpers import GONE, assert_play

DECK = chupate.build_deck()


def facing_wild4(**fields):
    """3 players: seat 1 played W+4:G on red; seat 0 faces it (challenge_color R)."""
    d = pos(
        [["R5", "B1"], ["B2"], ["R7"]],
        ["R3", "W+4"],
        color="G",
        phase="wild4",
        owed=4,
        challenge_color="R",
        **fields,
    )
    return with_stock(d)


# -- impossible positions and C-12 messages ---------------------------------------


def test_C12_from_dict_refuses_a_last_challenge_without_the_wild_draw_four_on_top():
    # API.md: "after a challenge, and until the next move, 'last_challenge' is ...";
    # a challenge plays no card, so the challenged wild draw-four is still the top
    # card. API.md: "So is any impossible position [a RulesError]".
    d = with_stock(
        pos(
            [["R5"], ["B2"], ["R7"]],
            ["R3"],
            last_challenge={"challenger": 0, "challenged": 1, "bluff": True},
        )
    )
    with pytest.raises(PositionError, match="last_challenge"):
        state(d)


def test_C12_from_dict_refuses_a_caught_bluff_when_bluffs_are_not_allowed():
    # C-12: "option allow_bluffs=False drops the illegal ones from the legal moves;
    # `challenge` stays legal, and then always fails". So no position of such a
    # game can record a challenge with "bluff": true.
    d = with_stock(
        pos(
            [["R5"], ["B2"], ["R7"]],
            ["R3", "W+4"],
            color="G",
            rules={"allow_bluffs": False},
            last_challenge={"challenger": 0, "challenged": 1, "bluff": True},
        )
    )
    with pytest.raises(PositionError):
        state(d)


def test_C12_a_drawn_illegal_wild_draw_four_is_refused_naming_C12():
    # API.md: "Messages say ... for an illegal move, which rule forbids it".
    # C-12: "option allow_bluffs=False drops the illegal ones from the legal moves".
    # After drawing W+4 (C-7 would allow playing the drawn card), it is C-12 that
    # forbids it; the message now says "may only play the drawn card (W+4) ...;
    # not W+4:G", which names the very card it refuses and the wrong rule.
    d = pos([["R5", "B1"], ["B2"]], ["R3"], rules={"allow_bluffs": False})
    s = state(with_stock(d, "W+4")).play("draw")
    assert moves(s) == ("pass",)
    before = s.to_dict()
    with pytest.raises(IllegalMoveError) as info:
        s.play("W+4:G")
    assert "C-12" in str(info.value)
    assert s.to_dict() == before


def test_C13_from_dict_refuses_phase_wild4_with_a_lone_wild_draw_four():
    # C-13: "a wild draw-four is put back into the stock ... and a new card turned".
    # A W+4 the next player faces was played on some card, so it cannot be the only
    # card of the discard pile (the pile shrinks only when a draw reshuffles it,
    # which ends phase wild4).
    d = with_stock(
        pos(
            [["R5"], ["B2"], ["R7"]],
            ["W+4"],
            color="G",
            phase="wild4",
            owed=4,
            challenge_color="R",
        )
    )
    with pytest.raises(PositionError):
        state(d)


def test_C13_from_dict_refuses_a_lone_first_draw_two_owed_clockwise_by_another_seat():
    # C-13: "a draw-two makes them [the starting player] owe 2"; C-15: "every round
    # starts counter-clockwise". A draw-two alone on the discard pile with cards
    # owed is the turned-up first card, so the starting player owes, counter-clockwise.
    d = with_stock(
        pos(
            [["R5"], ["B2"], ["R7"]],
            ["R+2"],
            phase="stacked",
            owed=2,
            direction="cw",
            current_player=1,
            starting_player=0,
        )
    )
    with pytest.raises(PositionError):
        state(d)


# -- verified behaviour not covered elsewhere --------------------------------------


def cw_wild4(hand0):
    """4 players, direction cw: seat 0 plays W+4:G from ``hand0`` on R5; seat 1 answers."""
    d = pos(
        [list(hand0), ["G1", "G2"], ["B9"], ["Y9"]],
        ["R9", "R5"],
        direction="cw",
    )
    s = state(with_stock(d, *(f"Y{n}" for n in range(1, 9))))
    after = s.play("W+4:G")
    assert (after.current_player, after.phase) == (1, "wild4")
    return after


def test_C12_a_challenge_after_a_reverse_judges_the_seat_before_in_the_new_direction():
    # C-12: "the player of the wild draw-four draws 4; the challenger draws nothing
    # and then takes their turn normally" / "the challenger draws 6 ... and loses
    # the turn". Clockwise, the challenged seat is the challenger's i-1.
    bluff = cw_wild4(["W+4", "R2", "B7"])
    after = assert_play(
        bluff,
        "challenge",
        hands=[["R2", "B7", "Y1", "Y2", "Y3", "Y4"], ["G1", "G2"], ["B9"], ["Y9"]],
        stock=bluff.to_dict()["stock"][4:],
        owed=0,
        phase="play",
        challenge_color=GONE,
        last_challenge={"challenger": 1, "challenged": 0, "bluff": True},
    )
    assert chupate.State.from_dict(after.to_dict()) == after
    honest = cw_wild4(["W+4", "B2", "B7"])
    after = assert_play(
        honest,
        "challenge",
        hands=[
            ["B2", "B7"],
            ["G1", "G2", "Y1", "Y2", "Y3", "Y4", "Y5", "Y6"],
            ["B9"],
            ["Y9"],
        ],
        stock=honest.to_dict()["stock"][6:],
        current_player=2,
        owed=0,
        phase="play",
        challenge_color=GONE,
        last_challenge={"challenger": 1, "challenged": 0, "bluff": False},
    )
    assert chupate.State.from_dict(after.to_dict()) == after


def test_C12_with_two_players_a_failed_challenge_gives_the_turn_back_to_the_wild_player():
    # C-12: a failed challenge: "the challenger draws 6 ... and loses the turn".
    d = pos([["W+4", "B2", "B7"], ["G1"]], ["R9", "R5"])
    s = state(with_stock(d, *(f"Y{n}" for n in range(1, 9)))).play("W+4:G")
    assert (s.current_player, s.phase) == (1, "wild4")
    failed = s.play("challenge")
    assert failed.current_player == 0
    assert failed.last_challenge == chupate.Challenge(1, 0, False)
    assert len(failed.hands[1]) == 1 + 6
    d = pos([["W+4", "R2", "B7"], ["G1"]], ["R9", "R5"])
    caught = state(with_stock(d, *(f"Y{n}" for n in range(1, 9)))).play("W+4:G").play("challenge")
    assert caught.current_player == 1
    assert caught.last_challenge == chupate.Challenge(1, 0, True)
    assert len(caught.hands[0]) == 2 + 4


def test_C14_a_failed_challenge_reshuffles_and_draws_what_there_is():
    # C-14: "the discard pile except its top card is shuffled ... If there is still
    # not enough, the player draws what there is."
    d = facing_wild4()
    d = rest_in_hand(d, 2)
    d["hands"][2].remove("Y9")
    d["stock"] = ["Y9"]
    s = state(d)
    fresh, rng = shuffle(s.rng, s.discard[:-1])
    assert [str(c) for c in fresh] == ["R3"]
    assert_play(
        s,
        "challenge",
        hands=[["R5", "B1", "Y9", "R3"], d["hands"][1], d["hands"][2]],
        discard=["W+4"],
        stock=[],
        rng=rng,
        current_player=2,
        owed=0,
        phase="play",
        challenge_color=GONE,
        last_challenge={"challenger": 0, "challenged": 1, "bluff": False},
    )


def test_C3_an_explicit_partition_scores_only_the_opponents_hands():
    # C-3: "three pairs at six: 0+3, 1+4, 2+5"; the team "scores the cards left in
    # the opponents' hands (partners' cards do not count)"; "winners lists every
    # seat of the winning team".
    d = pos(
        [["R5"], ["R7"], ["BS"], ["W"], ["G1"], ["Y2"]],
        ["R3"],
        rules={"teams": [[0, 3], [1, 4], [2, 5]]},
    )
    after = state(with_stock(d)).play("R5")
    assert after.is_over
    assert after.scores == (30, 0, 0, 30, 0, 0)
    assert after.winners == (0, 3)
    assert after.to_dict()["rules"]["teams"] == [[0, 3], [1, 4], [2, 5]]


def rng_dealing(players, face):
    """A generator state whose next deal (C-4) turns up a card with ``face`` first."""
    for rng in range(5000):
        deck, _ = shuffle(rng, DECK)
        if deck[7 * players].face == face:
            return rng
    raise AssertionError(face)


@pytest.mark.parametrize(
    ("face", "current", "phase", "owed", "direction"),
    [
        ("S", 2, "play", 0, "ccw"),
        ("R", 1, "play", 0, "cw"),
        ("+2", 0, "stacked", 2, "ccw"),
        ("W", 0, "color", 0, "ccw"),
    ],
)
def test_C13_C15_the_first_card_acts_on_a_later_rounds_new_starter(
    face, current, phase, owed, direction
):
    # C-15: "Each round's starting player is the seat clockwise of the last round's
    # starting player, and every round starts counter-clockwise"; C-13 then applies.
    # Round 1 was started by seat 2 and is played clockwise; round 2 starts at seat 0.
    d = pos(
        [["R7", "W"], ["R3"], ["BS", "G0"]],
        ["R5"],
        rules={"target": 500},
        current_player=1,
        starting_player=2,
        direction="cw",
        rng=rng_dealing(3, face),
    )
    after = state(with_stock(d)).play("R3")
    got = after.to_dict()
    assert got["round"] == 2
    assert got["starting_player"] == 0
    assert len(got["discard"]) == 1
    assert (got["current_player"], got["phase"], got["owed"], got["direction"]) == (
        current,
        phase,
        owed,
        direction,
    )
    assert chupate.State.from_dict(got) == after
