"""The Gymnasium single-seat environments: Gymnasium's checker, bots, illegal actions, seeds."""

import copy
import pickle

import attrs
import pytest

from cardrules import IllegalMoveError, RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot, RandomBot, VenenoGreedyBot
from cardrules.games import find_game
from tests.extras import require

np = require("numpy")
gymnasium = require("gymnasium")
env_checker = require("gymnasium.utils.env_checker")
# after the extras check:
import cardrules.gymnasium as cardrules_gymnasium  # noqa: E402
from cardrules.gymnasium import (  # noqa: E402
    ENV_IDS,
    ChupateEnv,
    ResetNeededError,
    SingleSeatEnv,
    VenenoEnv,
)

CONFIGS = [
    pytest.param(VenenoEnv, {"rules": veneno.Rules(players=3), "seat": 1}, id="veneno-3"),
    pytest.param(
        VenenoEnv,
        {"rules": veneno.Rules(players=2, copas_sin_veneno=True), "opponents": VenenoGreedyBot()},
        id="veneno-2-greedy",
    ),
    pytest.param(
        ChupateEnv, {"rules": chupate.Rules(players=2)}, id="chupate2-2", marks=pytest.mark.slow
    ),
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


# -- seeds, calls out of order, copies, max_moves at reset, registration (0.3) -------


def test_reset_takes_numpy_integer_seeds_and_refuses_bad_ones_naming_them():
    env = VenenoEnv(rules=veneno.Rules(players=3))
    assert run(env, np.int64(3)) == run(env, 3)
    assert run(env, np.uint64(2**64 - 1)) == run(env, 2**64 - 1)
    for bad, shown in ((-1, "-1"), (1.5, "1.5"), (2**64, str(2**64)), ("7", "'7'"), (True, "")):
        with pytest.raises(RulesError, match="seed") as info:
            env.reset(seed=bad)
        assert shown in str(info.value)


@pytest.mark.parametrize(("cls", "kwargs"), CONFIGS[::2])
def test_calls_out_of_order_raise_reset_needed(cls, kwargs):
    env = cls(**kwargs, render_mode="ansi")
    for call in (lambda: env.step(0), env.action_masks, env.render):
        with pytest.raises(ResetNeededError, match="reset") as info:
            call()
        assert isinstance(info.value, RulesError)
        assert isinstance(info.value, gymnasium.error.ResetNeeded)
    run(env, 4)
    with pytest.raises(ResetNeededError, match="episode is over"):
        env.step(0)
    assert env.action_masks().dtype == bool  # the end is still observable
    made = gymnasium.make("cardrules/Veneno-v0")
    with pytest.raises(gymnasium.error.ResetNeeded):  # Gymnasium's own OrderEnforcing
        made.step(0)


def pickled(protocol):
    return lambda value: pickle.loads(pickle.dumps(value, protocol=protocol))


COPIES = {
    "copy": copy.copy,
    "deepcopy": copy.deepcopy,
    **{f"pickle-{p}": pickled(p) for p in range(pickle.HIGHEST_PROTOCOL + 1)},
}


@pytest.mark.parametrize("how", sorted(COPIES))
@pytest.mark.parametrize(("cls", "kwargs"), CONFIGS)
def test_a_copy_is_independent_and_plays_on_the_same(cls, kwargs, how):
    env = cls(**kwargs)
    _, info = env.reset(seed=31)
    env.step(int(np.flatnonzero(info["action_mask"])[0]))
    twin = COPIES[how](env)
    before, moves = env.state, env.moves
    assert twin.state == before
    legal = np.flatnonzero(env.action_masks())
    env.step(int(legal[-1]))
    assert (twin.state, twin.moves) == (before, moves)
    assert twin.bots is not env.bots
    first = twin.step(int(legal[-1]))
    assert twin.state == env.state
    assert first[0]["observation"].tolist() == env._observe()["observation"].tolist()
    twin.reset()
    env.reset()
    assert twin.state == env.state  # the seed streams were copied too


def _moves_before_turn(rules, seed, seat):
    """How many moves the default bots make in the game of ``seed`` before ``seat``'s turn."""
    state = chupate.new_game(rules, seed)
    bots = list(RandomBot.for_seats(seed, rules.players))
    moves = 0
    while state.current_player != seat:
        player = state.current_player
        move, bots[player] = bots[player].choose(state.view(player), state.legal_moves())
        state = state.play(move)
        moves += 1
    return moves


def test_a_small_max_moves_is_refused_at_reset_never_handed_back_cut_short():
    rules = chupate.Rules(players=4)
    env = ChupateEnv(rules=rules, seat=3, max_moves=2)
    refused = 0
    for seed in range(8):
        if _moves_before_turn(rules, seed, 3) >= 2:  # no move left for the agent
            refused += 1
            with pytest.raises(RulesError, match=r"max_moves=2 .* seat 3"):
                env.reset(seed=seed)
            assert env.ended
            with pytest.raises(ResetNeededError):
                env.step(0)
        else:  # the agent is to play with moves to spare
            _, info = env.reset(seed=seed)
            assert env.state.current_player == 3
            assert env.moves < 2
            assert info["action_mask"].any()
            assert not env.ended
    assert 0 < refused < 8
    # with enough moves the same seeds all reach the agent
    roomy = ChupateEnv(rules=rules, seat=3, max_moves=40)
    for seed in range(8):
        _, info = roomy.reset(seed=seed)
        assert roomy.state.current_player == 3
        assert info["action_mask"].any()


def _over(game, rules, seed):
    """A finished game of ``game``, played by random bots."""
    state = game.new_game(rules, seed)
    bots = list(RandomBot.for_seats(seed, rules.players))
    while not state.is_over:
        seat = state.current_player
        move, bots[seat] = bots[seat].choose(state.view(seat), state.legal_moves())
        state = state.play(move)
    return state


def test_reset_deals_again_when_the_game_ends_before_the_agents_first_turn():
    rules = chupate.Rules(players=2)
    ended = _over(chupate, rules, 1)
    dealt = []

    def new_game(rules, seed):
        dealt.append(seed)
        return ended if len(dealt) <= 2 else chupate.new_game(rules, seed)

    game = attrs.evolve(find_game("chupate"), new_game=new_game)
    env = SingleSeatEnv(game, rules, 0, max_moves=None)
    _, info = env.reset(seed=5)
    assert len(dealt) == 3
    assert dealt[0] == 5
    assert len(set(dealt)) == 3
    assert not env.state.is_over
    plain = ChupateEnv(rules=rules, seat=0)
    plain.reset(seed=dealt[2])
    assert env.state == plain.state  # the third game, its bots seeded from its own seed
    assert info["action_mask"].any()
    assert not env.ended
    never = attrs.evolve(game, new_game=lambda rules, seed: ended)
    stuck = SingleSeatEnv(never, rules, 0)
    with pytest.raises(RulesError, match="ended before seat 0's first turn"):
        stuck.reset(seed=1)


@pytest.mark.filterwarnings("ignore:.*is different from the unwrapped version")
@pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes")
@pytest.mark.parametrize(
    ("env_id", "cls"),
    [
        ("cardrules/Veneno-v0", VenenoEnv),
        ("cardrules/Chupate2-v0", ChupateEnv),
        ("cardrules/Chupate-v0", ChupateEnv),
    ],
)
def test_gymnasium_make_builds_the_registered_environments(env_id, cls):
    made = gymnasium.make(env_id, render_mode="ansi", seat=1)
    assert type(made.unwrapped) is cls
    assert made.unwrapped.seat == 1
    env_checker.check_env(made.unwrapped, skip_render_check=False)
    env_checker.check_env(made, skip_render_check=False)
    observation, _info = made.reset(seed=3)
    assert made.observation_space.contains(observation)
    assert gymnasium.spec(env_id).entry_point == f"cardrules.gymnasium:{cls.__name__}"
    assert ENV_IDS[env_id] is cls


@pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes")
@pytest.mark.parametrize("name", ["veneno", "Chúpate 2", "chupate2"])
def test_the_generic_environment_plays_any_registered_game_by_name(name):
    spec = find_game(name)
    env = gymnasium.make("cardrules/Game-v0", game=name, rules=spec.rules_type(players=2))
    assert type(env.unwrapped) is SingleSeatEnv
    assert env.unwrapped.game is spec
    assert env.unwrapped.metadata["name"] == f"{spec.name}_v0"
    env_checker.check_env(env.unwrapped)
    named = (VenenoEnv if spec.id == "veneno" else ChupateEnv)(rules=spec.rules_type(players=2))
    generic = SingleSeatEnv(spec, spec.rules_type(players=2), max_moves=named.max_moves)
    assert run(generic, 9) == run(named, 9)


def test_the_generic_environment_refuses_unknown_games_and_other_games_rules():
    with pytest.raises(RulesError, match=r"poker.*the games are") as info:
        SingleSeatEnv("poker")
    assert "veneno" in str(info.value)
    with pytest.raises(RulesError, match="Veneno's Rules"):
        SingleSeatEnv("veneno", chupate.Rules())
    with pytest.raises(RulesError, match="Chúpate 2's Rules"):
        ChupateEnv(rules=veneno.Rules())
    with pytest.raises(RulesError, match="has no encode"):
        SingleSeatEnv(attrs.evolve(find_game("veneno"), encode=None))


def test_a_game_without_an_encoding_module_is_observed_through_its_encode_hook():
    # a function of this module: no encoding_blocks or SeatEncoder beside it
    spec = attrs.evolve(
        find_game("veneno"),
        encode=lambda view: veneno.encode(view),  # noqa: PLW0108
        encoding_blocks=None,
    )
    rules = veneno.Rules(players=3)
    env = SingleSeatEnv(spec, rules)
    box = env.observation_space["observation"]
    assert box.shape == (veneno.observation_size(rules),)
    assert not np.isfinite(box.high).any()  # no encoding_blocks: unbounded
    assert run(env, 4) == run(VenenoEnv(rules=rules, max_moves=10_000), 4)


def test_registering_again_does_not_warn():
    cardrules_gymnasium._register()  # filterwarnings=error: an "Overriding" warning fails
    assert gymnasium.spec("cardrules/Veneno-v0").entry_point == "cardrules.gymnasium:VenenoEnv"
