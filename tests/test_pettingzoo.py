"""The PettingZoo environments: PettingZoo's own tests, seeding, masks, rewards, truncation."""

import copy
import inspect
import pickle

import pytest

from cardrules import IllegalMoveError, RulesError, chupate, veneno
from tests.extras import require

pz = require("pettingzoo")
np = require("numpy")
pz_test = require("pettingzoo.test")
pz_wrappers = require("pettingzoo.utils.wrappers")
# after the extras check:
from cardrules.games import game_of as game_of_rules  # noqa: E402
from cardrules.pettingzoo import (  # noqa: E402
    DEFAULT_ILLEGAL_ACTION,
    ILLEGAL_ACTIONS,
    CardGameEnv,
    ResetNeededError,
    chupate_v0,
    veneno_v0,
)
from cardrules.pettingzoo import env as pz_env  # noqa: E402
from cardrules.pettingzoo import raw_env as pz_raw_env  # noqa: E402


def partial_pickle(protocol):
    return lambda value: pickle.loads(pickle.dumps(value, protocol=protocol))


CONFIGS = [
    pytest.param(veneno_v0, veneno.Rules(players=4), id="veneno-4"),
    pytest.param(
        veneno_v0,
        veneno.Rules(players=2, reduced_deck=True, poison_overflow=True, loss_threshold=6),
        id="veneno-2-reduced",
    ),
    pytest.param(chupate_v0, chupate.Rules(players=2), id="chupate2-2"),
    pytest.param(chupate_v0, chupate.Rules(players=4, teams=True), id="chupate2-4-teams"),
    pytest.param(chupate_v0, chupate.Rules(players=3, target=30), id="chupate2-3-target"),
]


def game_of(module):
    return veneno if module is veneno_v0 else chupate


def play_out(env, pick, limit=100_000):
    """Run the AEC loop to the end, choosing with ``pick(env, observation)``; return the trace."""
    trace = []
    for agent in env.agent_iter(limit):
        observation, reward, termination, truncation, _info = env.last()
        trace.append((agent, observation["observation"].tolist(), reward, termination))
        env.step(None if termination or truncation else pick(env, observation))
    return trace


def first_legal(_env, observation):
    return int(np.flatnonzero(observation["action_mask"])[0])


# api_test warns about every Dict observation ("not a NumPy array", "should be
# Box or Discrete"): action-masked environments are Dicts by design, as
# PettingZoo's own classic games are.
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably")
@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_pettingzoo_api_test_passes(module, rules):
    pz_test.api_test(module.env(rules=rules), num_cycles=300)


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_pettingzoo_seed_test_passes(module, rules):
    pz_test.seed_test(lambda: module.env(rules=rules), num_cycles=300)


@pytest.mark.parametrize("module", [veneno_v0, chupate_v0], ids=["veneno", "chupate2"])
def test_pettingzoo_render_test_passes_and_ansi_shows_the_acting_seats_view(module):
    pz_test.render_test(module.env, custom_tests={"ansi": lambda text: "seat: " in text})
    env = module.env(render_mode="ansi")
    env.reset(seed=5)
    seat = int(env.agent_selection.split("_")[1])
    text = env.render()
    assert f"seat: {seat}\n" in text
    own = [str(card) for card in env.unwrapped.state.view(seat).hand]
    assert f"hand: {own}".replace("'", '"') in text


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_reset_with_a_seed_deals_that_seeds_game_and_replays_it_exactly(module, rules):
    env = module.env(rules=rules)
    env.reset(seed=77)
    assert env.unwrapped.state == game_of(module).new_game(rules, 77)
    first = play_out(env, first_legal)
    env.reset(seed=78)
    assert env.unwrapped.state == game_of(module).new_game(rules, 78)
    env.reset(seed=77)
    assert play_out(env, first_legal) == first


def test_reset_without_a_seed_continues_the_stream_of_the_last_seed():
    one, two = veneno_v0.env(), veneno_v0.env()
    one.reset(seed=9)
    two.reset(seed=9)
    one.reset()
    two.reset()
    assert one.unwrapped.state == two.unwrapped.state
    assert one.unwrapped.state != veneno.new_game(veneno.Rules(), 9)


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_each_agent_observes_its_own_encoding_and_only_the_acting_agent_a_mask(module, rules):
    game = game_of(module)
    env = module.env(rules=rules)
    env.reset(seed=3)
    space = game.action_space(rules)
    for _ in range(40):
        if env.unwrapped.state.is_over:
            break
        for seat, agent in enumerate(env.possible_agents):
            observation = env.observe(agent)
            assert observation["observation"].tolist() == pytest.approx(
                list(game.encode(env.unwrapped.state.view(seat)))
            )
            mask = observation["action_mask"]
            assert mask.dtype == np.int8
            if seat == env.unwrapped.state.current_player:
                assert agent == env.agent_selection
                legal = [space[int(i)] for i in np.flatnonzero(mask)]
                assert set(legal) == set(env.unwrapped.state.legal_moves())
            else:
                assert not mask.any()
        env.step(first_legal(env, env.observe(env.agent_selection)))


def test_chupate_a_draw_is_its_own_step_then_the_same_agent_plays_the_drawn_card_or_passes():
    rules = chupate.Rules(players=3)
    space = chupate.action_space(rules)
    env = chupate_v0.env(rules=rules)
    env.reset(seed=4)
    draw = space.id(chupate.parse_move("draw"))
    seen = 0
    for _ in range(200):
        agent = env.agent_selection
        mask = env.observe(agent)["action_mask"]
        if env.unwrapped.state.phase == "play" and mask[draw]:
            env.step(draw)
            assert env.agent_selection == agent
            assert env.unwrapped.state.phase == "drawn"
            after = env.observe(agent)["action_mask"]
            moves = {str(space[int(i)]) for i in np.flatnonzero(after)}
            drawn = str(env.unwrapped.state.drawn_card)
            assert "pass" in moves
            assert moves - {"pass"} <= {drawn, *(f"{drawn}:{c}" for c in "RBGY")}
            seen += 1
        else:
            env.step(first_legal(env, env.observe(agent)))
        if env.unwrapped.state.is_over or seen >= 5:
            break
    assert seen >= 1


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_rewards_come_at_the_end_from_returns_and_sum_to_zero(module, rules):
    env = module.env(rules=rules)
    env.reset(seed=11)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    rng = np.random.default_rng(0)
    for agent in env.agent_iter(100_000):
        observation, reward, termination, truncation, _ = env.last()
        totals[agent] += reward
        if not env.unwrapped.state.is_over:
            assert reward == 0.0
        if termination or truncation:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    final = env.unwrapped.state
    assert final.is_over
    assert [totals[a] for a in env.possible_agents] == list(final.returns())
    assert sum(final.returns()) == pytest.approx(0.0)


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_max_moves_truncates_every_agent_after_that_many_moves(module, rules):
    env = module.env(rules=rules, max_moves=7)
    env.reset(seed=2)
    trace = play_out(env, first_legal)
    assert env.moves == 7
    assert not env.unwrapped.state.is_over
    assert not env.agents
    assert all(reward == 0.0 for _, _, reward, _ in trace)


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_an_illegal_action_loses_by_default_for_the_agent_that_chose_it(module, rules):
    env = module.env(rules=rules)
    env.reset(seed=6)
    offender = env.agent_selection
    mask = env.observe(offender)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = env.unwrapped.state
    env.step(illegal)
    assert env.unwrapped.state == before
    assert all(env.terminations.values())
    rewards = {}
    for agent in env.agent_iter():
        _, reward, termination, truncation, _ = env.last()
        assert termination or truncation
        rewards[agent] = reward
        env.step(None)
    assert rewards == {a: -1.0 if a == offender else 0.0 for a in env.possible_agents}


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
@pytest.mark.parametrize("how", ["raise", "raw"])
def test_an_illegal_action_raises_naming_the_rule_and_changes_nothing(module, rules, how):
    env = (
        module.env(rules=rules, illegal_action="raise") if how == "raise" else module.raw_env(rules)
    )
    env.reset(seed=6)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = env.unwrapped.state
    with pytest.raises(IllegalMoveError, match=r"[CV]-\d+"):
        env.step(illegal)
    assert env.unwrapped.state == before
    for action in (len(mask), -1, 1.5, "0", None, 10**5000):
        with pytest.raises(RulesError):
            env.step(action)
    assert env.unwrapped.state == before


@pytest.mark.parametrize(
    "kwargs",
    [
        {"render_mode": "rgb_array"},
        {"max_moves": 0},
        {"max_moves": 2.5},
        {"rules": "4 players"},
        {"illegal_action": "ignore"},
        {"illegal_action": ["lose"]},
    ],
)
@pytest.mark.parametrize("module", [veneno_v0, chupate_v0], ids=["veneno", "chupate2"])
def test_bad_arguments_are_rules_errors(module, kwargs):
    with pytest.raises(RulesError):
        module.env(**kwargs)
    env = module.env()
    with pytest.raises(RulesError, match="seed"):
        env.reset(seed=-1)


# -- seeds, calls out of order, copies (0.3) ----------------------------------------


@pytest.mark.parametrize("make", ["env", "raw_env"])
def test_reset_takes_numpy_integer_seeds_and_refuses_bad_ones_naming_them(make):
    env = getattr(veneno_v0, make)()
    env.reset(seed=np.int64(3))
    assert env.unwrapped.state == veneno.new_game(veneno.Rules(), 3)
    env.reset(seed=np.uint64(2**64 - 1))
    assert env.unwrapped.state == veneno.new_game(veneno.Rules(), 2**64 - 1)
    for bad, shown in ((-1, "-1"), (1.5, "1.5"), (2**64, str(2**64)), ("7", "'7'")):
        with pytest.raises(RulesError, match="seed") as info:
            env.reset(seed=bad)
        assert shown in str(info.value)


CALLS_BEFORE_RESET = {
    "step": lambda env: env.step(0),
    "observe": lambda env: env.observe("player_0"),
    "last": lambda env: env.last(),
    "render": lambda env: env.render(),
}


@pytest.mark.parametrize("call", sorted(CALLS_BEFORE_RESET))
@pytest.mark.parametrize("make", ["env", "raw_env"])
@pytest.mark.parametrize("module", [veneno_v0, chupate_v0], ids=["veneno", "chupate2"])
def test_calls_before_reset_raise_reset_needed(module, make, call):
    env = getattr(module, make)(render_mode="ansi")
    with pytest.raises(ResetNeededError, match="reset") as info:
        CALLS_BEFORE_RESET[call](env)
    assert isinstance(info.value, RulesError)
    assert isinstance(info.value, AssertionError)  # what PettingZoo's wrapper raises


@pytest.mark.parametrize("make", ["env", "raw_env"])
@pytest.mark.parametrize(("module", "rules"), CONFIGS[:3])
def test_step_after_every_agent_is_done_raises_reset_needed(module, rules, make):
    env = getattr(module, make)(rules=rules, max_moves=20)
    env.reset(seed=1)
    play_out(env, first_legal)
    assert not env.agents
    with pytest.raises(ResetNeededError, match="every agent is done"):
        env.step(0)
    env.reset(seed=1)  # and reset starts over
    assert env.agents == env.possible_agents


@pytest.mark.parametrize("make", ["env", "raw_env"])
def test_unknown_agents_are_rules_errors(make):
    env = getattr(veneno_v0, make)()
    env.reset(seed=1)
    for agent in ("player_9", 0, None, ["player_0"]):
        for call in (env.observe, env.observation_space, env.action_space):
            with pytest.raises(RulesError, match="player_0"):
                call(agent)


def test_env_wraps_raw_env_in_pettingzoo_wrappers():
    wrapped = veneno_v0.env()
    assert isinstance(wrapped, pz_wrappers.OrderEnforcingWrapper)
    layers = []
    inner = wrapped
    while inner is not inner.unwrapped:
        layers.append(type(inner))
        inner = inner.env
    assert any(issubclass(t, pz_wrappers.AssertOutOfBoundsWrapper) for t in layers)
    assert any(issubclass(t, pz_wrappers.TerminateIllegalWrapper) for t in layers)
    assert isinstance(inner, CardGameEnv)
    raise_layers = []
    inner = veneno_v0.env(illegal_action="raise")
    while inner is not inner.unwrapped:
        raise_layers.append(type(inner))
        inner = inner.env
    assert not any(issubclass(t, pz_wrappers.TerminateIllegalWrapper) for t in raise_layers)
    assert not isinstance(veneno_v0.raw_env(), pz_wrappers.BaseWrapper)


def test_both_environment_kinds_share_the_illegal_action_option_and_default():
    gym_envs = require("cardrules.gymnasium")
    for function in (veneno_v0.env, chupate_v0.env, gym_envs.VenenoEnv, gym_envs.ChupateEnv):
        parameter = inspect.signature(function).parameters["illegal_action"]
        assert parameter.default == "lose" == DEFAULT_ILLEGAL_ACTION
    assert gym_envs.ILLEGAL_ACTIONS == ILLEGAL_ACTIONS == ("lose", "raise")


COPIES = {
    "copy": copy.copy,
    "deepcopy": copy.deepcopy,
    **{f"pickle-{p}": partial_pickle(p) for p in range(pickle.HIGHEST_PROTOCOL + 1)},
}


@pytest.mark.parametrize("how", sorted(COPIES))
@pytest.mark.parametrize("make", ["env", "raw_env"])
@pytest.mark.parametrize(("module", "rules"), [CONFIGS[0], CONFIGS[2]])
def test_a_copy_is_independent_and_plays_on_the_same(module, rules, make, how):
    env = getattr(module, make)(rules=rules)
    env.reset(seed=12)
    for _ in range(5):
        env.step(first_legal(env, env.observe(env.agent_selection)))
    twin = COPIES[how](env)
    before = env.unwrapped.state
    assert twin.unwrapped.state == before
    assert twin.unwrapped is not env.unwrapped
    env.step(first_legal(env, env.observe(env.agent_selection)))  # the original moves on
    assert twin.unwrapped.state == before
    assert twin.unwrapped.moves == 5
    first = play_out(twin, first_legal)
    assert play_out(env, first_legal) == first[1:]  # the twin replays the original's move first
    twin.reset()
    env.reset()
    assert twin.unwrapped.state == env.unwrapped.state  # the seed streams were copied too


@pytest.mark.parametrize(("module", "rules"), CONFIGS[1:3])
def test_the_generic_environment_plays_any_registered_game_by_name(module, rules):
    spec = game_of_rules(rules)
    for name in spec.names:
        generic = pz_env(name, rules, max_moves=module.env().unwrapped.max_moves)
        assert generic.unwrapped.game is spec
        assert generic.metadata["name"] == module.NAME
        generic.reset(seed=5)
        named = module.env(rules=rules)
        named.reset(seed=5)
        assert play_out(generic, first_legal) == play_out(named, first_legal)
    raw = pz_raw_env(spec, rules)
    assert isinstance(raw, CardGameEnv)
    assert not isinstance(raw, pz_wrappers.BaseWrapper)
    with pytest.raises(RulesError, match="the games are"):
        pz_env("poker")
    with pytest.raises(RulesError, match="Rules"):
        pz_env(spec, chupate.Rules() if spec.id == "veneno" else veneno.Rules())


def test_the_wrapped_environment_shows_the_position_as_state_like_the_raw_one():
    env = veneno_v0.env()
    assert env.state is None
    env.reset(seed=8)
    assert env.state is env.unwrapped.state
    assert env.state == veneno.new_game(veneno.Rules(), 8)
    env.step(first_legal(env, env.observe(env.agent_selection)))
    assert env.state is env.unwrapped.state
    assert env.state != veneno.new_game(veneno.Rules(), 8)


@pytest.mark.parametrize("module", [veneno_v0, chupate_v0], ids=["veneno", "chupate2"])
def test_agent_iter_needs_a_step_between_agents_and_stops_after_max_iter(module):
    env = module.env()
    env.reset(seed=4)
    agents = iter(env.agent_iter(3))
    assert next(agents) == env.agent_selection
    with pytest.raises(AssertionError, match="need to call step"):
        next(agents)  # no step since the last agent
    env.step(first_legal(env, env.last()[0]))
    assert next(agents) == env.agent_selection
    env.step(first_legal(env, env.last()[0]))
    with pytest.raises(StopIteration):
        next(agents)  # three agents given, with the one refused


@pytest.mark.parametrize("module", [veneno_v0, chupate_v0], ids=["veneno", "chupate2"])
def test_an_illegal_action_loses_even_when_nobody_observed_first(module):
    env = module.env()
    env.reset(seed=6)
    offender = env.agent_selection
    mask = env.unwrapped.observe(offender)["action_mask"]  # past the wrappers: they see nothing
    env.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(env.terminations.values())
    assert env.rewards[offender] == -1.0


def _pettingzoo_wrapped(module, rules):
    """``raw_env`` in PettingZoo's own wrapper classes, in the order `wrap` uses."""
    inner = pz_wrappers.TerminateIllegalWrapper(module.raw_env(rules), illegal_reward=-1)
    return pz_wrappers.OrderEnforcingWrapper(pz_wrappers.AssertOutOfBoundsWrapper(inner))


def _public(env):
    raw = env.unwrapped
    return (
        list(raw.agents),
        raw.agent_selection if raw.agents else None,
        dict(raw.rewards),
        dict(raw._cumulative_rewards),
        dict(raw.terminations),
        dict(raw.truncations),
    )


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
@pytest.mark.parametrize("seed", [3, 11])
def test_env_wrappers_do_what_pettingzoos_own_wrappers_do(module, rules, seed):
    # env()'s outer wrapper runs the inner layers' common case itself: the
    # same observations, rewards and endings as PettingZoo's classes, with or
    # without observing before a step, and for an illegal action.
    ours, theirs = module.env(rules=rules), _pettingzoo_wrapped(module, rules)
    ours.reset(seed=seed)
    theirs.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps = 0
    while ours.unwrapped.agents:
        assert _public(ours) == _public(theirs)
        raw = ours.unwrapped
        agent = raw.agent_selection
        done = raw.terminations[agent] or raw.truncations[agent]
        if done or rng.random() < 0.3:  # step without a last() first
            mask = raw.observe(agent)["action_mask"]
        else:
            mine, other = ours.last(), theirs.last()
            assert mine[0]["observation"].tolist() == other[0]["observation"].tolist()
            assert mine[0]["action_mask"].tolist() == other[0]["action_mask"].tolist()
            assert mine[1:] == other[1:]
            mask = mine[0]["action_mask"]
        if done:
            action = None
        elif steps > 60 and rng.random() < 0.05:  # an illegal action ends the game
            action = int(np.flatnonzero(mask == 0)[0])
        else:
            action = int(rng.choice(np.flatnonzero(mask)))
        ours.step(action)
        theirs.step(action)
        steps += 1
    assert _public(ours) == _public(theirs)
    assert not theirs.unwrapped.agents


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
@pytest.mark.parametrize("make", ["env", "raw_env"])
def test_an_observation_kept_by_the_user_does_not_change_when_the_game_goes_on(module, rules, make):
    env = getattr(module, make)(rules=rules)
    env.reset(seed=5)
    kept = []
    for _agent in env.agent_iter(200):
        observation, _reward, termination, truncation, _info = env.last()
        copies = {key: value.copy() for key, value in observation.items()}
        kept.append((observation, copies))
        mask = observation["action_mask"]
        env.step(None if termination or truncation else int(mask.nonzero()[0][0]))
    assert len(kept) > 10
    for observation, copies in kept:
        for key, value in copies.items():
            assert np.array_equal(observation[key], value), key
