"""The vector environments play, lane by lane, the single-seat environment's games."""

from functools import partial

import pytest

from cardrules import IllegalMoveError, RulesError, chupate, veneno
from cardrules._random import next_u64
from cardrules.bots import ChupateGreedyBot, VenenoGreedyBot
from tests.extras import require
from tests.third_game import game as tricks_game
from tests.third_game import registered

np = require("numpy")
require("gymnasium")
from cardrules.gymnasium import (  # noqa: E402
    BatchSelfPlay,
    BatchVectorEnv,
    ChupateEnv,
    SingleSeatEnv,
    VenenoEnv,
)

RULES = [veneno.Rules(players=3, loss_threshold=3), veneno.Rules(players=2, poison_overflow=True)]


def pick(mask, k):
    """The ``(k + i) % count``-th legal action of each row ``i`` (0 for a game that ended)."""
    out = []
    for i, row in enumerate(mask):
        legal = np.flatnonzero(row)
        out.append(int(legal[(k + i) % len(legal)]) if len(legal) else 0)
    return np.array(out)


CASES = [
    pytest.param(rules, opponents, VenenoEnv, bots, id=f"veneno-{rules.players}-{opponents}")
    for rules in RULES
    for opponents, bots in (("random", None), ("greedy", VenenoGreedyBot()))
] + [
    pytest.param(rules, opponents, ChupateEnv, bots, id=f"chupate-{rules.players}-{opponents}")
    for rules in (chupate.Rules(players=3), chupate.Rules(players=4, teams=True))
    for opponents, bots in (("random", None), ("greedy", ChupateGreedyBot()))
]


@pytest.mark.parametrize(("rules", "opponents", "single_env", "bots"), CASES)
def test_each_lane_plays_the_single_seat_environments_episodes(rules, opponents, single_env, bots):
    _plays_the_single_seat_episodes(rules, opponents, single_env, bots)


@pytest.mark.parametrize("opponents", ["random", "greedy"])
def test_a_game_without_an_engine_of_its_own_plays_on_scalar_lanes(opponents):
    rules = tricks_game.Rules(players=3)
    bots = tricks_game.GreedyBot() if opponents == "greedy" else None
    with registered():
        _plays_the_single_seat_episodes(rules, opponents, partial(SingleSeatEnv, "tricks"), bots)
        env = BatchVectorEnv(rules, 2)
        low, high = env.single_observation_space.low, env.single_observation_space.high
        blocks = tricks_game.encoding_blocks(rules)
        assert low.tolist() == [block.low for block in blocks for _ in range(block.size)]
        assert high.tolist() == [block.high for block in blocks for _ in range(block.size)]


def test_self_play_plays_a_game_without_an_engine_of_its_own():
    rules = tricks_game.Rules(players=2)
    with registered():
        env = BatchSelfPlay(rules, 3)
        obs, info = env.reset(seed=4)
        states = [tricks_game.new_game(rules, 4 + i) for i in range(3)]
        space = tricks_game.action_space(rules)
        for k in range(18):  # a game of two seats plays its 18 cards
            for i, state in enumerate(states):
                if not state.is_over:
                    view = state.view(state.current_player)
                    assert obs[i].tolist() == np.float32(tricks_game.encode(view)).tolist()
            actions = pick(info["action_mask"], k)
            obs, rewards, terminated, _, info = env.step(actions)
            for i, state in enumerate(states):
                if state.is_over:  # dealt again on this step: followed no further
                    continue
                states[i] = state.play(space[int(actions[i])])
                assert terminated[i] == states[i].is_over
                if states[i].is_over:
                    assert rewards[i].tolist() == list(np.float32(states[i].returns()))
        assert all(state.is_over for state in states)


def _plays_the_single_seat_episodes(rules, opponents, single_env, bots):
    lanes, seat, seed = 3, 1, 40
    vector = BatchVectorEnv(rules, lanes, seat=seat, opponents=opponents)
    singles = [single_env(rules=rules, seat=seat, opponents=bots) for _ in range(lanes)]
    obs, info = vector.reset(seed=seed)
    assert vector.observation_space.contains(obs)
    single = [env.reset(seed=seed + i) for i, env in enumerate(singles)]
    restart = [False] * lanes
    episodes = 0
    for k in range(300):
        for i in range(lanes):
            assert obs[i].tobytes() == single[i][0]["observation"].tobytes()
            assert (
                info["action_mask"][i].tolist() == single[i][1]["action_mask"].astype(bool).tolist()
            )
        actions = pick(info["action_mask"], k)
        obs, rewards, terminated, truncated, info = vector.step(actions)
        assert not truncated.any()
        for i, env in enumerate(singles):
            if restart[i]:
                single[i] = env.reset()
                restart[i] = False
                assert not terminated[i]
                assert rewards[i] == 0.0
                continue
            o, r, t, _, inf = env.step(int(actions[i]))
            single[i] = (o, inf)
            assert (rewards[i], terminated[i]) == (r, t)
            restart[i] = t
            episodes += t
    assert episodes >= 1


def test_an_illegal_action_loses_or_raises():
    rules = veneno.Rules(players=2)
    env = BatchVectorEnv(rules, 2)
    _, info = env.reset(seed=1)
    bad = np.array(
        [int(np.flatnonzero(~info["action_mask"][0])[0]), pick(info["action_mask"], 0)[1]]
    )
    _, rewards, terminated, _, info = env.step(bad)
    assert rewards.tolist() == [-1.0, 0.0]
    assert terminated.tolist() == [True, False]
    assert info["illegal"].tolist() == [True, False]
    _, rewards, terminated, _, info = env.step(np.array([999, pick(info["action_mask"], 0)[1]]))
    assert not terminated[0]  # lane 0 was dealt again, its action ignored
    strict = BatchVectorEnv(rules, 2, illegal_action="raise")
    _, info = strict.reset(seed=1)
    with pytest.raises(IllegalMoveError, match="lane 0"):
        strict.step(bad)


def test_self_play_plays_every_seat_and_deals_each_lanes_next_seed():
    rules = veneno.Rules(players=3, loss_threshold=2)
    env = BatchSelfPlay(rules, 2)
    obs, info = env.reset(seed=7)
    states = [veneno.new_game(rules, 7), veneno.new_game(rules, 8)]
    streams = [7, 8]
    space = veneno.action_space(rules)
    restart = [False, False]
    ends = 0
    for k in range(400):
        for i, state in enumerate(states):
            seat = state.current_player
            assert info["current_player"][i] == (-1 if seat is None else seat)
            if seat is None:  # the game just ended: no seat to play
                assert not obs[i].any()
            else:
                assert obs[i].tobytes() == veneno.encode_array(state.view(seat)).tobytes()
        actions = pick(info["action_mask"], k)
        obs, rewards, terminated, _, info = env.step(actions)
        for i in range(2):
            if restart[i]:
                seed, streams[i] = next_u64(streams[i])  # as the single-seat SeedStream
                states[i] = veneno.new_game(rules, seed)
                restart[i] = False
                assert not terminated[i]
                continue
            states[i] = states[i].play(space[int(actions[i])])
            assert terminated[i] == states[i].is_over
            assert rewards[i].tolist() == [float(np.float32(r)) for r in states[i].returns()]
            if states[i].is_over:
                assert info["current_player"][i] == -1
                restart[i] = True
                ends += 1
    assert ends >= 2


def test_bad_arguments_are_rules_errors():
    rules = veneno.Rules(players=2)
    for kwargs, words in [
        ({"num_envs": 0}, "num_envs"),
        ({"num_envs": 2, "seat": 2}, "seat"),
        ({"num_envs": 2, "opponents": "smart"}, "opponents"),
        ({"num_envs": 2, "illegal_action": "skip"}, "illegal_action"),
    ]:
        with pytest.raises(RulesError, match=words):
            BatchVectorEnv(rules, **kwargs)
    env = BatchVectorEnv(rules, 2)
    with pytest.raises(RulesError, match="reset"):
        env.step(np.array([0, 0]))
    env.reset(seed=1)
    with pytest.raises(RulesError, match="action ids"):
        env.step(np.array([0.5, 1.0]))
    with pytest.raises(RulesError, match="seed"):
        env.reset(seed=-1)
    play = BatchSelfPlay(rules, 2)
    with pytest.raises(RulesError, match="reset"):
        play.step(np.array([0, 0]))
    play.reset()
    with pytest.raises(RulesError, match="action ids"):
        play.step(np.array([0]))
