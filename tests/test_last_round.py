"""The public record of the last finished round (`State.last_round`, `RoundResult`)."""

import copy

import pytest

from cardrules import PositionError, chupate, veneno
from tests.veneno.positions import pos, rest_taken_by


def _veneno_last_move(threshold):
    # Seat 0 plays the last card of the round: 5O on pile 0 (3O 5O = 8, no overflow).
    # Seat 0's zone holds 1C and 2C; seat 1's zone holds every other card.
    d = pos([["5O"], []], piles=[["3O"], ["4C"], []], taken=[["1C", "2C"], []])
    d["rules"] = {"players": 2, "loss_threshold": threshold}
    return rest_taken_by(d, 1)


def test_veneno_round_end_keeps_its_record_into_the_next_round():
    state = veneno.State.from_dict(_veneno_last_move(threshold=99))
    assert state.last_round is None
    after = state.play("5O@0")
    assert (after.round, after.current_player, after.starting_player) == (2, 1, 1)
    copas = sum(1 for card in veneno.build_deck() if card.suit is veneno.Suit.COPAS)
    # Seat 0 took 1C 2C; the 4C stays on pile 1 and counts for nobody (V-8).
    points = (2, copas - 3)
    assert after.scores == points
    record = after.last_round
    assert record == veneno.RoundResult(
        round=1,
        starting_player=0,
        points=points,
        taken=state.taken,
        piles=tuple(
            tuple(veneno.parse_card(c) for c in pile) for pile in (["3O", "5O"], ["4C"], [])
        ),
    )
    assert after.view(0).last_round == record
    assert after.view(1).to_dict()["last_round"] == record.to_dict()
    # It stays the same through the next round's moves.
    later = after.play(after.legal_moves()[0])
    assert later.last_round is record


def test_veneno_match_end_records_the_final_round():
    state = veneno.State.from_dict(_veneno_last_move(threshold=2))
    final = state.play("5O@0")
    assert final.is_over
    assert final.last_round.round == final.round == 1
    assert final.last_round.points == final.scores


def test_chupate_round_end_records_the_hands_after_the_owed_draw():
    d = {
        "game": "chupate2",
        "version": 1,
        "rules": {"players": 2, "target": 500},
        "seed": 3,
        "current_player": 0,
        "hands": [["G+2"], ["R5", "W"]],
        "discard": ["G3"],
        "color": "G",
        "stock": ["B9", "Y1"],
    }
    rest = [str(c) for c in chupate.build_deck()]
    for card in ["G+2", "R5", "W", "G3", "B9", "Y1"]:
        rest.remove(card)
    d["discard"] = [*rest, "G3"]
    state = chupate.State.from_dict(d)
    after = state.play("G+2")
    # C-15: seat 1 draws B9 Y1 before the count: 5 + 50 + 9 + 1 = 65.
    assert after.round == 2
    assert after.scores == (65, 0)
    assert after.last_round == chupate.RoundResult(
        round=1,
        starting_player=0,
        winner=0,
        points=(65, 0),
        hands=((), tuple(chupate.parse_card(c) for c in ["R5", "W", "B9", "Y1"])),
    )
    again = chupate.State.from_dict(after.to_dict())
    assert again == after
    assert again.last_round == after.last_round


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"round": 2}, "the last finished round is 1"),
        ({"points": [0, 0]}, "do not match its zones"),
        ({"starting_player": 5}, "'last_round.starting_player' must be a seat"),
        ({"extra": 1}, "'last_round' has unknown key 'extra'; it accepts round, starting_player"),
    ],
)
def test_veneno_from_dict_checks_last_round(change, fragment):
    state = veneno.State.from_dict(_veneno_last_move(threshold=99)).play("5O@0")
    d = state.to_dict()
    d["last_round"] = {**copy.deepcopy(d["last_round"]), **change}
    with pytest.raises(PositionError, match=fragment):
        veneno.State.from_dict(d)


def test_chupate_from_dict_checks_last_round():
    state = chupate.new_game(chupate.Rules(players=2, target=500), seed=1)
    d = state.to_dict()
    d["round"] = 2
    d["last_round"] = {
        "round": 1,
        "starting_player": 0,
        "winner": 0,
        "points": [7, 0],
        "hands": [["R1"], ["R7"]],
    }
    with pytest.raises(PositionError, match=r"'last_round\.winner' 0 still holds cards"):
        chupate.State.from_dict(d)
    d["last_round"]["hands"] = [[], ["R6"]]
    with pytest.raises(PositionError, match=r"do not match its hands, which score \[6, 0\]"):
        chupate.State.from_dict(d)
    d["last_round"]["points"] = [6, 0]
    with pytest.raises(PositionError, match=r"'scores' \[0, 0\] are less than"):
        chupate.State.from_dict(d)
    d["scores"] = [6, 0]
    assert chupate.State.from_dict(d).last_round.points == (6, 0)


def test_last_round_must_be_started_by_the_seat_before_this_rounds_starter():
    state = veneno.State.from_dict(_veneno_last_move(threshold=99)).play("5O@0")
    d = state.to_dict()
    assert (d["starting_player"], d["last_round"]["starting_player"]) == (1, 0)
    d["last_round"]["starting_player"] = 1
    with pytest.raises(PositionError, match="round 1 was started by seat 0"):
        veneno.State.from_dict(d)


def test_a_finished_veneno_match_must_agree_with_its_last_round_record():
    final = veneno.State.from_dict(_veneno_last_move(threshold=2)).play("5O@0")
    d = final.to_dict()
    d["last_round"]["piles"] = [["3O", "5O", "4C"], [], []]
    with pytest.raises(PositionError, match="own zones and piles"):
        veneno.State.from_dict(d)
