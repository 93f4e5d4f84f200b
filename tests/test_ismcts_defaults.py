"""ISMCTSBot's defaults: from the game's spec, pure, blind to hidden cards, on either engine."""

from __future__ import annotations

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ISMCTSBot, VenenoGreedyBot, bot_spec
from cardrules.bots.ismcts import FALLBACK_SETTINGS, ismcts_settings
from cardrules.chupate.spec import ISMCTS_DEFAULTS as CHUPATE_DEFAULTS
from cardrules.games import find_game, game_of, register, unregister
from cardrules.veneno.spec import ISMCTS_DEFAULTS as VENENO_DEFAULTS
from tests import third_game
from tests.extras import require
from tests.helpers import mid_game, re_dealt

GAMES = [pytest.param(veneno, id="veneno"), pytest.param(chupate, id="chupate")]


@pytest.mark.parametrize(
    ("module", "defaults"),
    [
        pytest.param(veneno, VENENO_DEFAULTS, id="veneno"),
        pytest.param(chupate, CHUPATE_DEFAULTS, id="chupate"),
    ],
)
def test_the_defaults_are_the_games_and_arguments_override_them(module, defaults) -> None:
    spec = game_of(module.Rules(players=4))
    assert spec.ismcts_defaults is defaults
    settings = ISMCTSBot().settings(spec)
    for name, value in defaults.items():
        assert settings[name] is value
    assert settings["rollout"] == "greedy"
    assert settings["horizon"] == "round"
    mine = ISMCTSBot(iterations=7, exploration=0.0, rollout="random", horizon="game", lanes=3)
    assert {
        name: mine.settings(spec)[name]
        for name in ("iterations", "exploration", "rollout", "horizon", "lanes")
    } == {"iterations": 7, "exploration": 0.0, "rollout": "random", "horizon": "game", "lanes": 3}
    assert ISMCTSBot(seconds=0.5).settings(spec)["iterations"] is None  # as many as fit


def test_its_own_evaluate_is_not_paired_with_the_games_batch_evaluate() -> None:
    spec = find_game("chupate")
    assert ISMCTSBot().settings(spec)["batch_evaluate"] is CHUPATE_DEFAULTS["batch_evaluate"]
    settings = ISMCTSBot(evaluate=lambda state: (0.0,) * 4).settings(spec)
    assert settings["batch_evaluate"] is None


@pytest.mark.parametrize("module", GAMES)
def test_pure_and_reproducible_at_its_defaults(module) -> None:
    state = mid_game(module, seed=4)
    view, legal = state.view(state.current_player), state.legal_moves()
    bot = ISMCTSBot(seed=11)
    first, after = bot.choose(view, legal)
    assert first in legal
    assert bot.choose(view, legal) == (first, after)
    assert bot == ISMCTSBot(seed=11)  # unchanged
    assert after.seed != bot.seed  # its generator moved on
    assert attrs.evolve(after, seed=11) == bot  # and nothing else changed


@pytest.mark.parametrize("module", GAMES)
def test_re_dealt_hidden_cards_give_the_same_choice(module) -> None:
    for seed, state, other in re_dealt(module):
        seat = state.current_player
        view = state.view(seat)
        for paired in (False, True):
            bot = ISMCTSBot(iterations=48, lanes=16, seed=seed, paired=paired)
            assert bot.choose(view, state.legal_moves()) == bot.choose(
                other.view(seat), other.legal_moves()
            )


@pytest.mark.parametrize("seed", [2, 5, 8])
@pytest.mark.parametrize("module", GAMES)
def test_the_batched_and_the_scalar_engine_make_the_same_choices(module, seed) -> None:
    require("numpy")
    state = mid_game(module, seed=seed)
    view, legal = state.view(state.current_player), state.legal_moves()
    for lanes, paired in ((1, False), (7, False), (32, False), (16, True)):
        bot = ISMCTSBot(iterations=40, lanes=lanes, seed=seed, widening=1.0, paired=paired)
        batched, after_a = attrs.evolve(bot, engine="batch").choose(view, legal)
        scalar, after_b = attrs.evolve(bot, engine="scalar").choose(view, legal)
        assert (batched, after_a.seed) == (scalar, after_b.seed)


def test_the_batched_engine_is_refused_where_it_cannot_roll_out() -> None:
    state = mid_game(veneno, seed=3)
    view, legal = state.view(state.current_player), state.legal_moves()
    for bot, why in [
        (ISMCTSBot(iterations=4, engine="batch", rollout="random"), "greedy rollouts"),
        (ISMCTSBot(iterations=4, engine="batch", horizon="game"), "horizon='round'"),
    ]:
        with pytest.raises(RulesError, match=why):
            bot.choose(view, legal)
    # the greedy bot given as a bot is the game's greedy rollout: batched
    move, _ = ISMCTSBot(iterations=4, rollout=VenenoGreedyBot(), engine="auto").choose(view, legal)
    assert move in legal


def test_a_third_game_brings_its_own_defaults() -> None:
    asked: list[int] = []

    def counting_sampler(view, seed):  # the spec's belief: uniform, counting its calls
        asked.append(seed)
        return view.sample_state(seed)

    spec = attrs.evolve(
        third_game.SPEC,
        ismcts_defaults={"iterations": 7, "exploration": 0.2, "sampler": counting_sampler},
    )
    register(spec)
    try:
        assert ismcts_settings(spec) == dict(FALLBACK_SETTINGS) | spec.ismcts_defaults
        state = spec.new_game(spec.rules_type(players=3), 5)
        while len(state.legal_moves()) < 2:
            state = state.play(state.legal_moves()[0])
        view, legal = state.view(state.current_player), state.legal_moves()
        move, _ = ISMCTSBot(seed=3).choose(view, legal)
        assert move in legal
        assert len(asked) == 7  # the spec's budget and the spec's sampler
        asked.clear()
        ISMCTSBot(seed=3, iterations=5).choose(view, legal)
        assert len(asked) == 5  # an argument overrides the spec
        explicit = ISMCTSBot(seed=3, iterations=7, exploration=0.2, rollout="random")
        assert explicit.choose(view, legal)[0] == move
        # and the bare spec plays at the library's fallback settings
        assert ismcts_settings(third_game.SPEC) == dict(FALLBACK_SETTINGS)
    finally:
        unregister(spec.id)


@pytest.mark.parametrize(
    ("defaults", "message"),
    [
        ({"iteration": 3}, "unknown setting 'iteration'"),
        ({"iterations": 0}, "iterations must be a positive int"),
        ({"rollout": "clever"}, "rollout must be 'random', 'greedy'"),
        ({"horizon": "match"}, "horizon must be"),
        ({"lanes": -2}, "lanes must be a positive int"),
    ],
)
def test_bad_defaults_in_a_spec_are_rules_errors_naming_the_spec(defaults, message) -> None:
    spec = attrs.evolve(find_game("veneno"), ismcts_defaults=defaults)
    with pytest.raises(RulesError, match="ismcts_defaults of <GameSpec 'veneno'") as caught:
        ismcts_settings(spec)
    assert message in str(caught.value)


@pytest.mark.parametrize(
    "field",
    [
        {"lanes": 0},
        {"lanes": 1.5},
        {"widening": -1},
        {"widening": float("nan")},
        {"rollout": "smart"},
        {"rollout": 3},
        {"engine": "gpu"},
        {"batch_evaluate": "fast"},
        {"batch_round_payoff": 1},
        {"paired": "yes"},
        {"paired": 1},
        {"margin": -0.5},
    ],
)
def test_bad_new_settings_are_rules_errors(field) -> None:
    with pytest.raises(RulesError, match=next(iter(field))):
        ISMCTSBot(**field)


def test_the_tournament_recipe_is_the_bot_at_its_defaults() -> None:
    rules = veneno.Rules(players=4)
    assert bot_spec("ismcts").build(rules, seed=5) == ISMCTSBot(seed=5)
    built = bot_spec("ismcts", iterations=9, lanes=3, widening=0.5).build(rules, seed=5)
    assert built == ISMCTSBot(seed=5, iterations=9, lanes=3, widening=0.5)
    for bad, message in [
        ({"lanes": 0}, "option lanes must be at least 1"),
        ({"exploration": -1.0}, "option exploration must be at least 0"),
        ({"widening": "wide"}, "option widening must be"),
    ]:
        with pytest.raises(RulesError, match=message):
            bot_spec("ismcts", **bad)


def test_a_paired_search_tries_every_move_in_the_same_worlds() -> None:
    state = mid_game(veneno, seed=5)
    view, legal = state.view(state.current_player), state.legal_moves()
    asked: list[int] = []

    def counting(view, seed):
        asked.append(seed)
        return view.sample_state(seed)

    bot = ISMCTSBot(iterations=3 * len(legal), lanes=len(legal), paired=True, sampler=counting)
    move, _ = bot.choose(view, legal)
    assert move in legal
    assert len(asked) == 3  # three worlds, each tried with every legal move
    # a margin no gain can beat plays the rollout bot's (the greedy bot's) move
    sure = attrs.evolve(bot, margin=1e9, sampler=None)
    assert sure.choose(view, legal)[0] == VenenoGreedyBot().choose(view, legal)[0]


def test_a_tiny_time_budget_still_searches_one_wave() -> None:
    state = mid_game(veneno, seed=7)
    view, legal = state.view(state.current_player), state.legal_moves()
    move, _ = ISMCTSBot(seconds=1e-9, paired=True, lanes=len(legal)).choose(view, legal)
    assert move in legal
