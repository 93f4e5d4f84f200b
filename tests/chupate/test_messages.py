"""Exact examples: each Chúpate 2 error names what was wrong (and the rule, where one applies)."""

import pytest

from cardrules import IllegalMoveError, NotationError, PositionError, RulesError, chupate
from tests.chupate.positions import pos, state, with_stock

CARD_HELP = (
    "is not a Chúpate 2 card: expected a color letter R, B, G or Y then 0-9, +2, S or R "
    "(like 'R7', 'G+2'), or 'W' or 'W+4' (C-1)"
)
MOVE_HELP = (
    "is not a Chúpate 2 move: expected a card ('R7', 'W:G'), 'draw', 'pass', 'take', "
    "'challenge' or 'color:X'"
)


def broken(change):
    d = pos([["R5"], ["B2"], ["R7"]], ["R3"])
    change(d)
    return d


def wild4(**fields):
    """Seat 0 faces a W+4 that seat 1 played on red, naming G."""
    return {
        "color": "G",
        "phase": "wild4",
        "owed": 4,
        "challenge_color": "R",
        "discard": ["R3", "W+4"],
        **fields,
    }


@pytest.mark.parametrize(
    ("change", "msg"),
    [
        (lambda d: d["hands"][0].append("W:G"), f"hands[0]: 'W:G' {CARD_HELP}"),
        (lambda d: d["hands"][1].append("R10"), f"hands[1]: 'R10' {CARD_HELP}"),
        (lambda d: d.update(stock=["R5", "w"]), f"stock: 'w' {CARD_HELP}"),
        (
            lambda d: d["hands"][1].extend(["R5", "R5"]),
            "R5 is placed more times than the deck holds it (again in hands[1]; C-1)",
        ),
        (
            lambda d: d["hands"][2].extend(["W"] * 5),
            "W is placed more times than the deck holds it (again in hands[2]; C-1)",
        ),
        (
            lambda d: d.update(stock=["Y1"]),
            "R0 is missing from the position (C-1: every card is somewhere)",
        ),
        (lambda d: d.update(color="G"), "'color' G contradicts the top card R3 (C-6)"),
        (
            lambda d: d.update(color="X"),
            "'color' must be one of 'R', 'B', 'G', 'Y' or null, got 'X'",
        ),
        (
            lambda d: d.update(color=None),
            "'color' is null in phase 'play': only phase 'color' has no color yet (C-13)",
        ),
        (
            lambda d: d.update(phase="nap"),
            "'phase' must be one of 'play', 'drawn', 'stacked', 'wild4', 'color', 'over' "
            "(position format), got 'nap'",
        ),
        (
            lambda d: d.update(phase="drawn"),
            "phase 'drawn' needs 'drawn_card', the card just drawn (C-7)",
        ),
        (
            lambda d: d.update(phase="drawn", drawn_card="B2"),
            "'drawn_card' B2 is not the last card of hands[0], where a drawn card goes (C-7)",
        ),
        (
            lambda d: d.update(drawn_card="R5"),
            "'drawn_card' is given but the phase is 'play', not 'drawn' (C-7)",
        ),
        (
            lambda d: d.update(phase="stacked", owed=2),
            "phase 'stacked' owes 2: it must be 2 per draw-two on top of the discard pile, "
            "which has 0 (C-8)",
        ),
        (
            lambda d: d.update(owed=2),
            "'owed' is 2 in phase 'play': only 'stacked' or 'wild4' owe cards (C-8)",
        ),
        (
            lambda d: d.update(phase="wild4", owed=4, challenge_color="R"),
            "phase 'wild4' needs a W+4 on top and 'owed' 4, got R3 and 4 (C-12)",
        ),
        (
            lambda d: d.update(challenge_color="R"),
            "'challenge_color' is given but the phase is 'play', not 'wild4' (C-12)",
        ),
        (
            lambda d: d.update(phase="color", color=None),
            "phase 'color' is only for the starting player naming the color of a wild first "
            "card: one card 'W' on the discard pile, 'color' null, the current player the "
            "starting player, direction 'ccw' (C-13)",
        ),
        (
            lambda d: d.update(phase="over"),
            "phase 'over' does not fit 'current_player' 0: the phase is 'over' exactly when "
            "'current_player' is null (C-15)",
        ),
        (
            lambda d: d.update(direction="left"),
            "'direction' must be one of 'ccw', 'cw' (C-5), got 'left'",
        ),
        (lambda d: d.update(discard=[]), "'discard' must hold at least the top card (C-4)"),
        (
            lambda d: d["hands"][1].clear(),
            "hands[1] is empty but the game goes on: the round would have ended (C-15)",
        ),
        (
            lambda d: d.update(current_player=3),
            "'current_player' must be a seat from 0 to 2, got 3",
        ),
        (
            lambda d: d["rules"].update(teams=True),
            "'rules': Rules.teams needs 4 or 6 players (C-3), got players=3",
        ),
        (
            lambda d: d.update(scores=[3, 0, 0]),
            "'scores' must be 0 before the single round ends (C-15)",
        ),
        (
            lambda d: d.update(round=2),
            "'round' is 2 but a game without a target plays one round (C-2)",
        ),
        (
            lambda d: d.update(last_challenge={"challenger": 1}),
            "'last_challenge' has no 'challenged' key",
        ),
        (
            lambda d: d.update(
                discard=["R3", "W+4"],
                color="G",
                last_challenge={"challenger": 0, "challenged": 2, "bluff": False},
            ),
            "'last_challenge' {'challenger': 0, 'challenged': 2, 'bluff': False} does not fit "
            "the position: after a challenge the phase is 'play', the challenged seat played "
            "just before the challenger, and the bluffer's challenger (or else the next seat) "
            "is to play (C-12)",
        ),
        (
            lambda d: d.update(
                wild4(hands=[["R5"], ["R7"], ["B2"]]), rules={"players": 3, "allow_bluffs": False}
            ),
            "seat 1 played W+4 while holding a card of R, which allow_bluffs=False forbids (C-12)",
        ),
    ],
)
def test_from_dict_names_what_is_wrong(change, msg):
    with pytest.raises(PositionError) as info:
        state(broken(change))
    assert str(info.value) == msg


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["discard"].append("w"),
        lambda d: d.update(phase="drawn", drawn_card="w"),
    ],
    ids=["discard", "drawn_card"],
)
def test_a_bad_card_in_discard_or_drawn_card_is_named_by_its_key(change):
    # As for 'stock' above: the key, not 'discard[0]' (the bad card is the
    # pile's second) nor 'drawn_card[0]' (a single card, not a list).
    d = broken(change)
    key = "drawn_card" if "drawn_card" in d else "discard"
    with pytest.raises(PositionError) as info:
        state(d)
    assert str(info.value) == f"{key}: 'w' {CARD_HELP}"


def test_a_legal_wild_draw_four_without_bluffs_is_accepted():
    # seat 1 holds only B2: no red, so its W+4 on red was legal
    d = broken(lambda d: d.update(wild4(), rules={"players": 3, "allow_bluffs": False}))
    assert state(d).legal_moves() == (chupate.parse_move("take"), chupate.parse_move("challenge"))


@pytest.mark.parametrize(
    ("text", "msg"),
    [
        ("W", "'W' is not a Chúpate 2 move: a wild must name a color, like 'W:G' (C-11, C-12)"),
        (
            "W+4",
            "'W+4' is not a Chúpate 2 move: a wild must name a color, like 'W+4:G' (C-11, C-12)",
        ),
        ("R7:G", "'R7:G' is not a Chúpate 2 move: only a wild names a color (R7 is not wild)"),
        ("color:X", "'color:X' is not a Chúpate 2 move: 'color:' takes R, B, G or Y, got 'X'"),
        ("color:", "'color:' is not a Chúpate 2 move: 'color:' takes R, B, G or Y, got ''"),
        ("W:g", "'W:g' is not a Chúpate 2 move: the color must be R, B, G or Y, got 'g'"),
        ("W+4:RB", "'W+4:RB' is not a Chúpate 2 move: the color must be R, B, G or Y, got 'RB'"),
        ("r7", f"'r7' {MOVE_HELP}"),
        ("drw", f"'drw' {MOVE_HELP}"),
        ("", f"'' {MOVE_HELP}"),
    ],
)
def test_parse_move_says_which_part_is_wrong(text, msg):
    with pytest.raises(NotationError) as info:
        chupate.parse_move(text)
    assert str(info.value) == msg


@pytest.mark.parametrize("text", ["W:G", "r7", "R10", "B+4", "W+2", 7])
def test_parse_card_quotes_the_input(text):
    with pytest.raises(NotationError) as info:
        chupate.parse_card(text)
    assert str(info.value) == f"{text!r} {CARD_HELP}"


@pytest.mark.parametrize(
    ("field", "value", "rule"),
    [
        ("players", 5, "C-2"),
        ("players", True, "C-2"),
        ("teams", 1, "C-3"),
        ("target", 0, "C-2"),
        ("allow_bluffs", 1, "C-12"),
    ],
)
def test_rules_name_the_field_and_rule(field, value, rule):
    with pytest.raises(RulesError) as info:
        chupate.Rules(**{field: value})
    assert f"Rules.{field}" in str(info.value)
    assert f"({rule})" in str(info.value)
    assert str(info.value).endswith(f"got {value!r}")


def test_play_and_view_quote_the_input():
    s = state(with_stock(pos([["R5"], ["B2"]], ["R3"])))
    with pytest.raises(NotationError, match="'W' is not a Chúpate 2 move"):
        s.play("W")
    with pytest.raises(IllegalMoveError, match="expected a chupate Move or its notation, got 42"):
        s.play(42)
    with pytest.raises(RulesError, match="view: seat must be an int from 0 to 1, got 2"):
        s.view(2)
    with pytest.raises(RulesError, match="view: seat must be an int from 0 to 1, got True"):
        s.view(True)


def test_a_finished_game_must_agree_with_its_last_round_record():
    # The record of the final round holds the final hands (C-15); a record
    # with other cards (same points) describes another game.
    s = state(with_stock(pos([["R3"], ["R7", "W"], ["BS", "G0"]], ["R5"]))).play("R3")
    d = s.to_dict()
    assert d["last_round"]["hands"] == d["hands"]
    d["last_round"]["hands"] = [[], ["G7", "W"], ["BS", "R0"]]
    with pytest.raises(PositionError, match="last_round"):
        state(d)
