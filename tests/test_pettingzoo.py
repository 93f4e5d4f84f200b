"""The PettingZoo environments: PettingZoo's own tests, seeding, masks, rewards, truncation."""

import pytest

from cardrules import IllegalMoveError, RulesError, chupate, veneno
from tests.extras import require

pz = require("pettingzoo")
np = require("numpy")
pz_test = require("pettingzoo.test")
from cardrules.pettingzoo import chupate_v0, veneno_v0  # noqa: E402  (after the extras check)

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
    own = [str(card) for card in env.state.view(seat).hand]
    assert f"hand: {own}".replace("'", '"') in text


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_reset_with_a_seed_deals_that_seeds_game_and_replays_it_exactly(module, rules):
    env = module.env(rules=rules)
    env.reset(seed=77)
    assert env.state == game_of(module).new_game(rules, 77)
    first = play_out(env, first_legal)
    env.reset(seed=78)
    assert env.state == game_of(module).new_game(rules, 78)
    env.reset(seed=77)
    assert play_out(env, first_legal) == first


def test_reset_without_a_seed_continues_the_stream_of_the_last_seed():
    one, two = veneno_v0.env(), veneno_v0.env()
    one.reset(seed=9)
    two.reset(seed=9)
    one.reset()
    two.reset()
    assert one.state == two.state
    assert one.state != veneno.new_game(veneno.Rules(), 9)


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_each_agent_observes_its_own_encoding_and_only_the_acting_agent_a_mask(module, rules):
    game = game_of(module)
    env = module.env(rules=rules)
    env.reset(seed=3)
    space = game.action_space(rules)
    for _ in range(40):
        if env.state.is_over:
            break
        for seat, agent in enumerate(env.possible_agents):
            observation = env.observe(agent)
            assert observation["observation"].tolist() == pytest.approx(
                list(game.encode(env.state.view(seat)))
            )
            mask = observation["action_mask"]
            assert mask.dtype == np.int8
            if seat == env.state.current_player:
                assert agent == env.agent_selection
                legal = [space[int(i)] for i in np.flatnonzero(mask)]
                assert set(legal) == set(env.state.legal_moves())
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
        if env.state.phase == "play" and mask[draw]:
            env.step(draw)
            assert env.agent_selection == agent
            assert env.state.phase == "drawn"
            after = env.observe(agent)["action_mask"]
            moves = {str(space[int(i)]) for i in np.flatnonzero(after)}
            drawn = str(env.state.drawn_card)
            assert "pass" in moves
            assert moves - {"pass"} <= {drawn, *(f"{drawn}:{c}" for c in "RBGY")}
            seen += 1
        else:
            env.step(first_legal(env, env.observe(agent)))
        if env.state.is_over or seen >= 5:
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
        if not env.state.is_over:
            assert reward == 0.0
        if termination or truncation:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    final = env.state
    assert final.is_over
    assert [totals[a] for a in env.possible_agents] == list(final.returns())
    assert sum(final.returns()) == pytest.approx(0.0)


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_max_moves_truncates_every_agent_after_that_many_moves(module, rules):
    env = module.env(rules=rules, max_moves=7)
    env.reset(seed=2)
    trace = play_out(env, first_legal)
    assert env.moves == 7
    assert not env.state.is_over
    assert not env.agents
    assert all(reward == 0.0 for _, _, reward, _ in trace)


@pytest.mark.parametrize(("module", "rules"), CONFIGS)
def test_an_illegal_action_raises_naming_the_rule_and_changes_nothing(module, rules):
    env = module.env(rules=rules)
    env.reset(seed=6)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = env.state
    with pytest.raises(IllegalMoveError, match=r"[CV]-\d+"):
        env.step(illegal)
    assert env.state == before
    with pytest.raises(RulesError):
        env.step(len(mask))


@pytest.mark.parametrize(
    "kwargs",
    [{"render_mode": "rgb_array"}, {"max_moves": 0}, {"max_moves": 2.5}, {"rules": "4 players"}],
)
@pytest.mark.parametrize("module", [veneno_v0, chupate_v0], ids=["veneno", "chupate2"])
def test_bad_arguments_are_rules_errors(module, kwargs):
    with pytest.raises(RulesError):
        module.env(**kwargs)
    env = module.env()
    with pytest.raises(RulesError, match="seed"):
        env.reset(seed=-1)
