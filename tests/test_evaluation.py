"""chupate_hand_value and chupate_win_estimate: zero-sum, team-aware, the returns at the end."""

import pytest
from hypothesis import given, settings

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot, chupate_hand_value
from cardrules.chupate.evaluation import chupate_win_estimate
from tests.strategies import chupate_rules, examples, seeds


def _state(players, hands, **fields):
    return chupate.State.from_dict({
        "game": "chupate2", "version": 1, "rules": {"players": players, **fields.pop("rules", {})},
        "seed": 1, "current_player": 0, "hands": hands, "discard": ["R3"], "color": "R", **fields,
    })  # fmt: skip


@pytest.mark.parametrize("evaluate", [chupate_hand_value, chupate_win_estimate])
@given(rules=chupate_rules(), seed=seeds)
@settings(deadline=None, max_examples=examples(20))
def test_values_sum_to_zero_stay_in_range_and_are_the_returns_at_the_end(evaluate, rules, seed):
    state = chupate.new_game(rules, seed=seed)
    bot = ChupateGreedyBot()
    for _ in range(200):
        values = evaluate(state)
        assert len(values) == rules.players
        assert sum(values) == pytest.approx(0.0, abs=1e-12)
        assert all(-1.0 <= value <= 1.0 for value in values)
        if state.is_over:
            assert values == tuple(state.returns())
            break
        for side in rules.partition:  # partners share one value
            assert len({values[seat] for seat in side}) == 1
        state = state.play(bot.choose(state.view(state.current_player), state.legal_moves())[0])


def test_fewer_cards_is_worth_more():
    values = chupate_hand_value(_state(3, [["R5"], ["G7", "Y1"], ["B1", "B2", "B4"]]))
    assert values[0] > values[1] > values[2]
    # chances 6/11, 3/11, 2/11; a seat's value is its chance less a half of the others'
    assert values[0] == pytest.approx(6 / 11 - 0.5 * 5 / 11)


def test_C8_cards_owed_count_as_held_by_the_player_to_move():
    owing = _state(
        2, [["R5"], ["G7", "Y1", "Y2"]], owed=2, phase="stacked", discard=["R3", "R+2"], color="R"
    )
    assert chupate_hand_value(owing) == pytest.approx((0.0, 0.0))  # 1 + 2 owed against 3


def test_C3_a_team_shares_its_chance():
    teams = _state(4, [["R5"], ["G7", "Y1"], ["B1", "B2", "B4", "B5"], ["Y4", "Y5"]])
    solo = chupate_hand_value(teams)
    paired = chupate_hand_value(
        _state(4, [list(map(str, h)) for h in teams.hands], rules={"teams": True})
    )
    assert paired[0] == paired[2]
    assert paired[1] == paired[3]
    chance = (1 + 1 / 4) / (1 + 1 / 2 + 1 / 4 + 1 / 2)  # seats 0 and 2 together
    assert paired[0] == pytest.approx(chance / 2 - (1 - chance) / 2)
    assert solo[0] != paired[0]


def test_a_value_is_asked_of_a_chupate_state_only():
    veneno_state = veneno.new_game(veneno.Rules(players=2), seed=1)
    for wrong in (veneno_state, chupate.new_game(chupate.Rules(players=2), 1).view(0), None):
        with pytest.raises(
            RulesError, match=r"chupate_hand_value needs a cardrules\.chupate\.state\.State"
        ):
            chupate_hand_value(wrong)
