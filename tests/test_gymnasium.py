"""The Gymnasium single-seat environments: Gymnasium's checker, bots, illegal actions, seeds."""

import pytest

from cardrules import IllegalMoveError, RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot, RandomBot, VenenoGreedyBot
from tests.extras import require

np = require("numpy")
env_checker = require("gymnasium.utils.env_checker")
from cardrules.gymnasium import ChupateEnv, VenenoEnv  # noqa: E402  (after the extras check)

CONFIGS = [
    pytest.param(VenenoEnv, {"rules": veneno.Rules(players=3), "seat": 1}, id="veneno-3"),
    pytest.param(
        VenenoEnv,
        {"rules": veneno.Rules(players=2, copas_sin_veneno=True), "opponents": VenenoGreedyBot()},
        id="veneno-2-greedy",
    ),
    pytest.param(ChupateEnv, {"rules": chupate.Rules(players=2)}, id="chupate2-2"),
    pytest.param(
        ChupateEnv,
        {
            "rules": chupate.Rules(players=4, teams=True),
            "seat": 3,
            "opponents": (ChupateGreedyBot(), RandomBot(rng=5), ChupateGreedyBot()),
        },
        id="chupate2-4-teams",
    ),
]


def run(env, seed, pick=None):
    """One episode choosing the first legal action (or ``pick``); the trace and last step."""
    observation, info = env.reset(seed=seed)
    trace = [observation["observation"].tolist()]
    while True:
        legal = np.flatnonzero(info["action_mask"])
        action = int(legal[0]) if pick is None else pick(legal)
        observation, reward, terminated, truncated, info = env.step(action)
        trace.append(observation["observation"].tolist())
        if terminated or truncated:
            return trace, reward, terminated, truncated


# The encoding's Box is bounded and the checker cannot reach the other render
# modes without a registered spec; neither warning is about a defect.
@pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes")
@pytest.mark.parametrize(("cls", "kwargs"), CONFIGS)
def test_gymnasium_check_env_passes(cls, kwargs):
    env_checker.check_env(cls(**kwargs, render_mode="ansi"), skip_render_check=False)


@pytest.mark.parametrize(("cls", "kwargs"), CONFIGS)
def test_every_observation_is_the_seats_own_turn_and_the_reward_is_its_return(cls, kwargs):
    env = cls(**kwargs)
    game = veneno if cls is VenenoEnv else chupate
    rng = np.random.default_rng(1)
    observation, info = env.reset(seed=21)
    while True:
        assert env.state.current_player == env.seat
        assert observation["observation"].tolist() == pytest.approx(
            list(game.encode(env.state.view(env.seat)))
        )
        legal = np.flatnonzero(info["action_mask"])
        assert [str(env.space[int(i)]) for i in legal] == sorted(
            info["legal_moves"], key=env.space.id
        )
        observation, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
        if terminated or truncated:
            break
        assert reward == 0.0
    assert terminated
    assert env.state.is_over
    assert reward == env.state.returns()[env.seat]
    assert not info["action_mask"].any()


@pytest.mark.parametrize(("cls", "kwargs"), CONFIGS)
def test_reset_with_a_seed_replays_the_same_episode(cls, kwargs):
    env = cls(**kwargs)
    first = run(env, 5)
    assert run(env, 6) != first
    assert run(env, 5) == first
    assert run(cls(**kwargs), 5) == first


@pytest.mark.parametrize(("cls", "kwargs"), CONFIGS)
def test_an_illegal_action_loses_the_episode_by_default_or_raises(cls, kwargs):
    env = cls(**kwargs)
    _, info = env.reset(seed=8)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.state
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_move"].startswith(("C-", "V-"))
    assert env.state == before
    with pytest.raises(RulesError, match="episode is over"):
        env.step(int(np.flatnonzero(env.action_masks())[0]))
    strict = cls(**kwargs, illegal_action="raise")
    strict.reset(seed=8)
    with pytest.raises(IllegalMoveError):
        strict.step(illegal)
    with pytest.raises(RulesError):
        strict.step(-1)


def test_max_moves_truncates_counting_the_bots_moves():
    env = ChupateEnv(rules=chupate.Rules(players=3), max_moves=10)
    _, reward, terminated, truncated = run(env, 3)
    assert (reward, terminated, truncated) == (0.0, False, True)
    assert env.moves == 10
    with pytest.raises(RulesError, match="episode is over"):
        env.step(0)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"seat": 4},
        {"seat": True},
        {"opponents": (RandomBot(rng=1),)},
        {"opponents": ("random", "random", "random")},
        {"illegal_action": "ignore"},
        {"render_mode": "rgb_array"},
        {"max_moves": 0},
        {"rules": chupate.Rules()},
    ],
)
def test_bad_arguments_are_rules_errors(kwargs):
    with pytest.raises(RulesError):
        VenenoEnv(**kwargs)


def test_a_bot_factory_gets_the_game_seed():
    seeds = []

    def bots(seed):
        seeds.append(seed)
        return RandomBot.for_seats(seed + 1, 4)

    env = VenenoEnv(opponents=bots)
    env.reset(seed=12)
    assert seeds == [12]
