"""`cardrules.text.render_text`: a text picture that shows a seat only what it may see."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, veneno
from cardrules.text import render_text
from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, move_seeds, seeds

VENENO_POSITION = {
    "game": "veneno",
    "version": 1,
    "rules": {"players": 2},
    "seed": 1,
    "current_player": 0,
    "hands": [["2E", "3C", "9O"], ["1O", "4C"]],
    "piles": [["6E"], [], []],
    "taken": [["5C"], []],
}


def test_V13_a_veneno_text_picture_shows_piles_totals_zones_and_only_the_own_hand():
    state = veneno.State.from_dict(VENENO_POSITION)
    text = render_text(state, seat=1)
    assert text.splitlines() == [
        "Veneno · 2 players · a pile overflows at 13 · match ends at 20 poison · round 1",
        "pile 0: 6E (total 6)",
        "pile 1: (empty) (total 0)",
        "pile 2: (empty) (total 0)",
        f"stock: {len(state.stock)}",
        "seat 0 to play",
        "has drawn; plays one card on a pile (V-4)",
        "oros, espadas, bastos on their own pile (V-5);",
        "copas on any pile (V-6)",
        "> seat 0  score  0  hand [3 hidden]  taken this round 5C",
        " *seat 1  score  0  hand 1O 4C  taken this round nothing",
    ]
    assert render_text(state.view(1)) == text
    assert "2E" in render_text(state)


def test_C7_a_chupate_text_picture_names_the_phase_and_hides_the_drawn_card():
    state = chupate.State.from_dict(
        {
            "game": "chupate2",
            "version": 1,
            "rules": {"players": 2},
            "seed": 1,
            "current_player": 0,
            "hands": [["R5", "G7"], ["Y1"]],
            "discard": ["B3", "R3"],
            "color": "R",
        }
    ).play("draw")
    drawn = str(state.drawn_card)
    mine = render_text(state, seat=0, names=["Ana", "Bo"])
    theirs = render_text(state, seat=1, names=["Ana", "Bo"])
    assert f"drew {drawn}: play it or pass (C-7)" in mine
    assert "drew a card: play it or pass (C-7)" in theirs
    assert "discard: R3 on 1 more · color: red" in theirs
    assert theirs.splitlines()[-2:] == [
        "> Ana     0 pts    3 cards  [3 hidden]",
        " *Bo      0 pts     1 card  Y1",
    ]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda s: render_text(s, seat=5), "render_text: seat must be an int from 0 to 1"),
        (lambda s: render_text(s.view(0), seat=1), "a view of seat 0 cannot be drawn as seat 1"),
        (lambda s: render_text(s, names=["x"]), "names"),
        (lambda s: render_text(s.rules), "render_text needs a State or View of Veneno"),
        (lambda s: render_text("text"), "render_text needs a State or View of a registered game"),
    ],
)
def test_bad_arguments_are_rules_errors(call, message):
    with pytest.raises(RulesError, match=message):
        call(veneno.State.from_dict(VENENO_POSITION))


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(20))
@given(data=st.data())
def test_a_seats_text_does_not_change_when_the_hidden_cards_are_dealt_again(game, data):
    rules = data.draw(game.rules, label="rules")
    rnd = random.Random(data.draw(move_seeds, label="rehide_seed"))
    picks = data.draw(move_picks(100), label="picks")
    for state, _ in picked_steps(game, rules, data.draw(seeds, label="seed"), picks):
        seat = data.draw(st.sampled_from([None, *range(rules.players)]), label="seat")
        other = game.from_dict(game.rehide(state.to_dict(), seat, rnd))
        if seat is None:
            assert render_text(other.view(None)) == render_text(state.view(None))
        else:
            assert render_text(other, seat=seat) == render_text(state, seat=seat)
