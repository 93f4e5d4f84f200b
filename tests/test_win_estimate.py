"""chupate_win_estimate: zero-sum, team-aware, what a hand holds counts, batch = scalar."""

import math

import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot
from cardrules.chupate.evaluation import (
    WIN_ESTIMATE_WEIGHTS,
    chupate_hand_value,
    chupate_win_estimate,
)


def _state(players, hands, **fields):
    return chupate.State.from_dict({
        "game": "chupate2", "version": 1, "rules": {"players": players, **fields.pop("rules", {})},
        "seed": 1, "current_player": 0, "hands": hands, "discard": ["R3"], "color": "R", **fields,
    })  # fmt: skip


def _positions(players, games=6, every=5):
    bot = ChupateGreedyBot()
    out = []
    for seed in range(games):
        state = chupate.new_game(chupate.Rules(players=players), seed=seed)
        moves = 0
        while not state.is_over:
            if moves % every == 0:
                out.append(state)
            view = state.view(state.current_player)
            state = state.play(bot.choose(view, state.legal_moves())[0])
            moves += 1
        out.append(state)
    return out


def test_fewer_cards_is_worth_more():
    values = chupate_win_estimate(_state(3, [["G5"], ["G7", "Y1"], ["B1", "B2", "B4"]]))
    assert values[0] > values[1] > values[2]


def test_a_wild_is_worth_more_than_a_number_and_the_hand_value_cannot_tell():
    state = _state(2, [["W", "G5"], ["B7", "G4"]], current_player=1)
    assert chupate_hand_value(state) == (0.0, 0.0)
    wild, number = chupate_win_estimate(state)
    assert wild > 0 > number
    four = chupate_win_estimate(_state(2, [["W+4", "G5"], ["B7", "G4"]], current_player=1))
    assert four[0] > wild  # a wild draw-four more still


def test_cards_of_the_active_color_count():
    on_color = chupate_win_estimate(_state(2, [["R5", "G5"], ["B7", "Y4"]], current_player=1))
    off_color = chupate_win_estimate(_state(2, [["B5", "G5"], ["B7", "Y4"]], current_player=1))
    assert on_color[0] > off_color[0]


def test_C8_cards_owed_count_as_held_by_the_player_to_move():
    hands = [["G5"], ["G7", "Y1", "Y2"]]
    owing = _state(2, hands, owed=2, phase="stacked", discard=["R3", "R+2"], color="R")
    free = _state(2, hands)
    assert chupate_win_estimate(owing)[0] < chupate_win_estimate(free)[0]


def test_the_value_is_a_logit_of_the_documented_weights():
    # two players, seat 0 to play: u0 = w_active * 1 + w_colors * 1 (one card, red, on red);
    # u1 = -w_size * log 3 + w_place1 + w_colors * 3 / 3
    w = WIN_ESTIMATE_WEIGHTS[2]
    u0 = w[5] + w[4]
    u1 = -w[0] * math.log(3) + w[1] + w[4]
    chance = math.exp(u0) / (math.exp(u0) + math.exp(u1))
    state = _state(2, [["R5"], ["G7", "Y1", "B2"]])
    assert chupate_win_estimate(state)[0] == pytest.approx(2 * chance - 1)


def test_C3_a_team_shares_its_chance():
    hands = [["R5"], ["G7", "Y1"], ["B1", "B2", "B4", "B5"], ["Y4", "Y5"]]
    paired = chupate_win_estimate(_state(4, hands, rules={"teams": True}))
    assert paired[0] == paired[2]
    assert paired[1] == paired[3]
    assert paired[0] == pytest.approx(-paired[1])
    assert chupate_win_estimate(_state(4, hands))[0] != paired[0]


def test_every_table_size_has_weights():
    for players in (2, 3, 4, 6):
        assert len(WIN_ESTIMATE_WEIGHTS[players]) == players + 5
        for state in _positions(players, games=2, every=11):
            assert len(chupate_win_estimate(state)) == players


def test_junk_is_a_rules_error():
    with pytest.raises(RulesError, match="chupate_win_estimate"):
        chupate_win_estimate(veneno.new_game(veneno.Rules(players=3), seed=1))
    with pytest.raises(RulesError, match="chupate_win_estimate"):
        chupate_win_estimate("R5")  # type: ignore[arg-type]
