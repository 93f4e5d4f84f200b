"""PIMCBot: a pure value, the game's defaults from its spec, batched and scalar rollouts agree."""

from __future__ import annotations

import sys

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot, RandomBot, chupate_hand_value, playthrough
from cardrules.bots.pimc import DEFAULT_SIMULATIONS, PIMCBot, search_settings
from cardrules.bots.spec import bot_spec
from cardrules.games import find_game, game_of
from tests.extras import require
from tests.helpers import mid_game, re_dealt

np = require("numpy")
# after the extras check:
from cardrules import batch as batches  # noqa: E402
from cardrules.bots.batched import GreedyPolicy, playout  # noqa: E402
from cardrules.chupate.evaluation import chupate_win_estimate  # noqa: E402
from cardrules.chupate.spec import batch_hand_value, batch_win_estimate  # noqa: E402
from cardrules.chupate.spec import batch_round_payoff as chupate_batch_payoff  # noqa: E402
from cardrules.veneno.spec import batch_round_payoff as veneno_batch_payoff  # noqa: E402

GAMES = [pytest.param(veneno, id="veneno"), pytest.param(chupate, id="chupate")]


def every_move(_view, legal, _greedy):
    """Search every legal move (Chúpate 2's default searches only some)."""
    return legal


@pytest.mark.parametrize("module", GAMES)
def test_pure_and_reproducible_at_a_fixed_budget(module) -> None:
    state = mid_game(module, seed=4)
    view, legal = state.view(state.current_player), state.legal_moves()
    bot = PIMCBot(simulations=40, seed=11, candidates=every_move)
    first, after = bot.choose(view, legal)
    again, after_again = bot.choose(view, legal)
    assert first in legal
    assert (first, after) == (again, after_again)
    assert bot == PIMCBot(simulations=40, seed=11, candidates=every_move)  # unchanged
    assert after.seed != bot.seed  # the generator advanced
    assert PIMCBot(simulations=40, seed=11, candidates=every_move) == attrs.evolve(after, seed=11)


@pytest.mark.parametrize("module", GAMES)
def test_batched_and_scalar_rollouts_give_the_same_values(module) -> None:
    for seed in (2, 5, 8):
        state = mid_game(module, seed=seed)
        view, legal = state.view(state.current_player), state.legal_moves()
        batched, next_a = PIMCBot(simulations=24, seed=seed, engine="batch").values(view, legal)
        scalar, next_b = PIMCBot(simulations=24, seed=seed, engine="scalar").values(view, legal)
        assert next_a == next_b
        assert batched == pytest.approx(scalar, abs=1e-9)


@pytest.mark.parametrize("module", GAMES)
def test_batched_round_payoff_matches_the_spec(module) -> None:
    spec = game_of(module.Rules(players=4))
    starts = [module.new_game(module.Rules(players=4), seed=seed) for seed in range(6)]
    b = batches.from_states(starts)
    end, _ = playout(b, GreedyPolicy(), until="round")
    before = np.array([s.scores for s in starts], dtype=np.int64)
    fast = veneno_batch_payoff if module is veneno else chupate_batch_payoff
    got = fast(before, end)
    for lane in range(len(starts)):
        assert tuple(got[lane]) == pytest.approx(spec.round_payoff(end.state(lane)))


def test_batched_hand_value_matches_chupate_hand_value() -> None:
    states = [mid_game(chupate, seed=seed, moves=3 + seed) for seed in range(6)]
    got = batch_hand_value(batches.from_states(states))
    for lane, state in enumerate(states):
        assert tuple(got[lane]) == pytest.approx(chupate_hand_value(state))


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_batched_win_estimate_matches_chupate_win_estimate(players) -> None:
    states = [
        mid_game(chupate, seed=seed, players=players, moves=3 + 4 * seed) for seed in range(8)
    ]
    states.append(chupate.new_game(chupate.Rules(players=players), seed=1))
    got = batch_win_estimate(batches.from_states(states))
    for lane, state in enumerate(states):
        assert tuple(got[lane]) == pytest.approx(chupate_win_estimate(state), abs=1e-9)


@pytest.mark.parametrize("module", GAMES)
def test_defaults_come_from_the_game_spec(module) -> None:
    spec = game_of(module.Rules(players=4))
    settings = PIMCBot().settings(spec)
    for name, value in spec.search_defaults.items():
        assert settings[name] is value
    assert PIMCBot(simulations=7).settings(spec)["simulations"] == 7


def test_a_game_of_its_own_brings_its_own_defaults(monkeypatch) -> None:
    spec = find_game("veneno")
    custom = attrs.evolve(spec, search_defaults={"simulations": 3, "min_worlds": 1})
    assert PIMCBot().settings(custom)["simulations"] == 3
    bare = attrs.evolve(spec, search_defaults=None)
    assert PIMCBot().settings(bare)["simulations"] is None  # then DEFAULT_SIMULATIONS
    assert DEFAULT_SIMULATIONS > 0
    # The bot looks its game up from the view: with fewer worlds it plays other moves' scores.
    state = mid_game(veneno, seed=3)
    view, legal = state.view(state.current_player), state.legal_moves()
    values, _ = PIMCBot(seed=1).values(view, legal, spec=custom)
    default_values, _ = PIMCBot(seed=1).values(view, legal)
    assert len(values) == len(default_values) == len(legal)
    assert values != default_values


def test_unknown_default_settings_are_refused() -> None:
    custom = attrs.evolve(find_game("veneno"), search_defaults={"simulation": 3})
    with pytest.raises(RulesError, match="unknown setting 'simulation'"):
        search_settings(custom)
    with pytest.raises(RulesError, match="search_defaults"):
        attrs.evolve(find_game("veneno"), search_defaults=[1, 2])


@pytest.mark.parametrize("module", GAMES)
def test_only_public_information_counts(module) -> None:
    """Re-deal the hidden cards (a state with the same view): the same choice."""
    for seed, state, other in re_dealt(module):
        seat = state.current_player
        view = state.view(seat)
        bot = PIMCBot(simulations=24, seed=seed)
        assert bot.choose(view, state.legal_moves()) == bot.choose(
            other.view(seat), other.legal_moves()
        )


def test_plays_a_whole_game_in_both_engines_alike() -> None:
    rules = veneno.Rules(players=3, loss_threshold=3)
    state = veneno.new_game(rules, seed=21)
    field = [PIMCBot(simulations=9, seed=1), RandomBot(rng=2), RandomBot(rng=3)]
    scalar = [attrs.evolve(field[0], engine="scalar"), *field[1:]]
    moves_a = [step.move for step in playthrough(state, field)]
    moves_b = [step.move for step in playthrough(state, scalar)]
    assert moves_a == moves_b
    assert len(moves_a) > 0


def test_the_tournament_knows_it_by_name() -> None:
    bot = bot_spec("pimc", simulations=5).build(veneno.Rules(players=2), seed=3)
    assert bot == PIMCBot(simulations=5, seed=3)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"simulations": 0}, "simulations must be a positive int"),
        ({"simulations": "many"}, "simulations must be a positive int"),
        ({"min_worlds": True}, "min_worlds must be a positive int"),
        ({"seed": -1}, "seed must be an int"),
        ({"evaluate": 3}, "evaluate must be a function"),
        ({"sampler": "uniform"}, "sampler must be a function"),
        ({"engine": "gpu"}, "engine must be 'auto'"),
    ],
)
def test_junk_settings_raise_rules_error(kwargs, message) -> None:
    with pytest.raises(RulesError, match=message):
        PIMCBot(**kwargs)


def test_junk_choices_raise_rules_error() -> None:
    state = mid_game(veneno, seed=2)
    view = state.view(state.current_player)
    with pytest.raises(RulesError, match="no legal moves"):
        PIMCBot().choose(view, [])
    with pytest.raises(RulesError, match="legal_moves must be a sequence of moves"):
        PIMCBot().choose(view, None)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="a bot is given a seat's view"):
        PIMCBot().choose("a view", state.legal_moves())


def test_a_single_legal_move_is_played_without_search() -> None:
    state = mid_game(veneno, seed=2)
    move = state.legal_moves()[0]
    bot = PIMCBot(seed=4)
    assert bot.choose(state.view(state.current_player), [move]) == (move, bot)


def test_without_numpy_auto_falls_back_and_batch_says_why(monkeypatch) -> None:
    state = mid_game(veneno, seed=2)
    view, legal = state.view(state.current_player), state.legal_moves()
    expected = PIMCBot(simulations=12, seed=2).choose(view, legal)
    monkeypatch.setitem(sys.modules, "numpy", None)  # import numpy now fails
    assert PIMCBot(simulations=12, seed=2).choose(view, legal) == expected
    with pytest.raises(RulesError, match="needs numpy"):
        PIMCBot(simulations=12, seed=2, engine="batch").choose(view, legal)


@pytest.mark.parametrize("module", GAMES)
def test_margin_decides_when_to_overrule_the_greedy_bot(module) -> None:
    greedy = game_of(module.Rules(players=4)).greedy_bot()
    for seed in (1, 3, 7):
        state = mid_game(module, seed=seed)
        view, legal = state.view(state.current_player), state.legal_moves()
        sure = PIMCBot(simulations=24, seed=seed, margin=1e9)
        assert sure.choose(view, legal)[0] == greedy.choose(view, legal)[0]
        bot = PIMCBot(simulations=24, seed=seed, margin=0, candidates=every_move)
        values, _ = bot.values(view, legal)
        chosen = bot.choose(view, legal)[0]
        assert values[legal.index(chosen)] == pytest.approx(max(values))


def test_only_the_candidates_are_searched() -> None:
    """Chúpate 2 searches the greedy move's alternatives of kind; with none, no search."""
    greedy = ChupateGreedyBot()
    lone = 0
    for seed in range(1, 12):
        state = mid_game(chupate, seed=seed)
        view, legal = state.view(state.current_player), state.legal_moves()
        hint = greedy.choose(view, legal)[0]
        bot = PIMCBot(simulations=24, seed=seed)
        move, after = bot.choose(view, legal)
        if PIMCBot().settings(game_of(view))["candidates"](view, legal, hint) == (hint,):
            lone += 1
            assert (move, after) == (hint, bot)  # played without search
        else:
            assert after.seed != bot.seed
        only = PIMCBot(simulations=24, seed=seed, candidates=lambda _v, _l, g: (g,))
        assert only.choose(view, legal) == (hint, only)
    assert lone > 0


def test_the_bot_factory_takes_settings_and_refuses_unknown_ones() -> None:
    rules = veneno.Rules(players=2)
    assert bot_spec("pimc", margin=2.0).build(rules, seed=1) == PIMCBot(margin=2.0, seed=1)
    with pytest.raises(RulesError, match="unknown setting"):
        bot_spec("pimc", margins=2.0).build(rules, seed=1)
