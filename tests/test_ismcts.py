"""The ISMCTS bot: legal, reproducible, blind to the hidden cards, and it sees the obvious."""

import random
from pathlib import Path

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, veneno
from cardrules.bots import (
    ChupateGreedyBot,
    ISMCTSBot,
    VenenoGreedyBot,
    chupate_hand_value,
    playthrough,
)
from cardrules.chupate.sampling import sample_state as uniform_sample
from tests.games import GAMES, random_steps
from tests.strategies import examples, move_seeds, seeds

GREEDY = {"veneno": VenenoGreedyBot(), "chupate2": ChupateGreedyBot()}


def some_states(game, rules, seed, move_seed, count=4):
    states = [state for state, _ in random_steps(game, rules, seed, move_seed, 200)]
    live = [state for state in states if not state.is_over]
    return random.Random(move_seed).sample(live, min(count, len(live)))


@pytest.mark.parametrize("game", GAMES, ids=str)
@given(data=st.data())
@settings(deadline=None, max_examples=examples(10))
def test_it_picks_a_legal_move_reproducibly_from_the_view_alone(game, data):
    rules = data.draw(game.rules, label="rules")
    bot = ISMCTSBot(
        iterations=8,
        seed=data.draw(seeds, label="bot_seed"),
        horizon=data.draw(st.sampled_from(["game", "round"]), label="horizon"),
        rollout=data.draw(st.sampled_from([None, GREEDY[game.name]]), label="rollout"),
        bias=data.draw(st.sampled_from([0.0, 2.0]), label="bias"),
        max_rollout_moves=60,
    )
    rnd = random.Random(data.draw(move_seeds, label="rehide"))
    states = some_states(
        game, rules, data.draw(seeds, label="seed"), data.draw(move_seeds, label="moves")
    )
    for state in states:
        seat = state.current_player
        view = state.view(seat)
        move, after = bot.choose(view, state.legal_moves())
        assert move in state.legal_moves()
        assert bot.choose(view, state.legal_moves()) == (move, after)
        twin = game.from_dict(game.rehide(state.to_dict(), seat, rnd))  # same view, other truth
        assert bot.choose(twin.view(seat), twin.legal_moves()) == (move, after)
        if len(state.legal_moves()) > 1:
            assert after.seed != bot.seed  # its own generator moved on
        bot = after


def test_C15_it_plays_the_last_card_that_wins_the_round():
    one = chupate.State.from_dict({
        "game": "chupate2", "version": 1, "rules": {"players": 3}, "seed": 4,
        "current_player": 0, "hands": [["R5"], ["G7", "Y1"], ["W", "Y2"]],
        "discard": ["R3"], "color": "R",
    })  # fmt: skip
    move, _ = ISMCTSBot(iterations=40, seed=3).choose(one.view(0), one.legal_moves())
    assert str(move) == "R5"


def test_V7_it_keeps_away_from_a_pile_full_of_copas():
    state = veneno.State.from_dict({
        "game": "veneno", "version": 1, "rules": {"players": 3}, "seed": 2,
        "current_player": 0, "hands": [["9E", "1O", "2B", "3B"], ["5E"], ["4O"]],
        "piles": [["5C", "6C"], ["12O"], ["2E"]],
    })  # fmt: skip
    # 9E on pile 2 is safe; 1O on pile 1 or 2B/3B anywhere but pile 0 are safe too;
    # only a card onto pile 0 (11 in copas) risks nothing now but hands pile 0 on.
    bot = ISMCTSBot(iterations=150, seed=5, horizon="round")
    move, _ = bot.choose(state.view(0), state.legal_moves())
    after = state.play(move)
    assert not after.taken[0]  # it did not take a pile


@pytest.mark.parametrize(
    "field",
    [
        {"iterations": 0},
        {"iterations": 2.5},
        {"iterations": True},
        {"seconds": 0},
        {"seconds": "1"},
        {"seed": -1},
        {"seed": 2**64},
        {"exploration": -1},
        {"bias": -0.5},
        {"horizon": "match"},
        {"max_rollout_moves": 0},
        {"evaluate": 3},
        {"sampler": "uniform"},
    ],
)
def test_a_bad_setting_is_a_rules_error(field):
    with pytest.raises(RulesError, match=next(iter(field)) if "seed" not in field else "seed"):
        ISMCTSBot(**field)


W4_FROM_A_BIG_HAND = {
    "game": "chupate2", "version": 1, "rules": {"players": 4}, "seed": 3,
    "current_player": 0, "phase": "wild4", "owed": 4, "color": "G", "challenge_color": "R",
    "hands": [
        ["B1", "B2", "Y3"],
        ["G1", "G2", "B4", "B5", "Y6", "Y7", "G8", "B9", "Y1", "G9"],  # seat 1 played the W+4
        ["B3", "G4"],
        ["Y2", "G5"],
    ],
    "discard": ["R5", "W+4"],
}  # fmt: skip


@pytest.mark.parametrize("seed", range(4))
def test_C12_believing_nobody_bluffs_it_takes_what_a_uniform_sample_would_challenge(seed):
    # Ten unseen cards in seat 1's hand: a uniform sample nearly always holds a red
    # one, so the challenge looks good; believing the W+4 was legal, it always fails.
    state = chupate.State.from_dict(W4_FROM_A_BIG_HAND)
    bot = ISMCTSBot(
        iterations=100,
        seed=seed,
        rollout=ChupateGreedyBot(),
        evaluate=chupate_hand_value,
        max_rollout_moves=4,
        sampler=uniform_sample,  # the game's ISMCTS default is the belief: say uniform
    )
    moves = state.legal_moves()
    uniform, _ = bot.choose(state.view(0), moves)
    believing = attrs.evolve(bot, sampler=chupate.sample_without_bluffs)
    move, after = believing.choose(state.view(0), moves)
    assert (str(uniform), str(move)) == ("challenge", "take")
    assert believing.choose(state.view(0), moves) == (move, after)  # pure and reproducible
    assert after.sampler is chupate.sample_without_bluffs


def test_a_rollout_cut_short_is_scored_by_evaluate():
    state = chupate.State.from_dict({
        "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 4,
        "current_player": 0, "hands": [["R5", "R6", "B6", "G1"], ["G7", "Y1", "Y2"]],
        "discard": ["Y6"], "color": "Y",  # R6, B6 and draw are legal
    })  # fmt: skip

    def likes_b6_gone(after):  # seat 0 wins exactly when it no longer holds B6
        return (-1.0, 1.0) if "B6" in map(str, after.hands[0]) else (1.0, -1.0)

    bot = ISMCTSBot(iterations=60, seed=2, max_rollout_moves=1, evaluate=likes_b6_gone)
    move, _ = bot.choose(state.view(0), state.legal_moves())
    assert str(move) == "B6"
    zero = attrs.evolve(bot, evaluate=lambda _after: (0.0, 0.0))
    plain, _ = zero.choose(state.view(0), state.legal_moves())
    assert str(plain) != "B6"  # if every cut rollout scores 0: no reason to pick B6


def test_no_legal_moves_is_a_rules_error():
    view = veneno.new_game(veneno.Rules(players=2), seed=1).view(0)
    with pytest.raises(RulesError, match="no legal moves"):
        ISMCTSBot(iterations=5).choose(view, ())


def test_a_time_budget_still_picks_a_legal_move():
    state = chupate.new_game(chupate.Rules(players=4), seed=9)
    view = state.view(state.current_player)
    move, bot = ISMCTSBot(seconds=0.02, seed=1).choose(view, state.legal_moves())
    assert move in state.legal_moves()
    assert bot.seconds == 0.02


@pytest.mark.parametrize(
    ("module", "rules"),
    [(veneno, veneno.Rules(players=3, loss_threshold=3)), (chupate, chupate.Rules(players=3))],
)
def test_it_plays_whole_games_with_the_other_bots(module, rules):
    greedy = GREEDY["veneno" if module is veneno else "chupate2"]
    bots = [ISMCTSBot(iterations=4, seed=7, horizon="round", max_rollout_moves=40), greedy, greedy]
    steps = list(playthrough(module.new_game(rules, seed=3), bots))
    assert steps[-1].after.is_over


def test_the_how_to_page_shows_the_example_as_it_is():
    root = Path(__file__).resolve().parent.parent
    page = (root / "docs" / "howto" / "search-bot.md").read_text(encoding="utf-8")
    example = (root / "examples" / "ismcts_bot.py").read_text(encoding="utf-8")
    shown = page.split("```python\nfrom __future__")[1].split("```")[0]
    body = example.split('"""\n\nfrom __future__')[1]
    assert shown == body
