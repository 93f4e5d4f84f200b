"""Train a Veneno player with REINFORCE and numpy alone, and compare it with RandomBot.

The policy is linear and softmax over the legal actions: ``logits = x @ W + b``
on the seat's observation ``x = veneno.encode_array(view)``, with illegal
actions masked out (``veneno.action_space(rules)``). It plays two-player
matches against `RandomBot`; each move is rewarded by minus the poison points
it made the player take (V-7, V-9), and the match's end adds
``state.returns()[seat]`` (+1 a win, -1 a loss) to the last move's reward.
Returns are discounted (by default not at all: what a move takes is its own
doing) and a running baseline is subtracted: plain REINFORCE.

It prints the win rate against RandomBot on a fixed set of evaluation matches
before and after training, and saves the learning curve (the win rate of the
training matches, a moving average) as a PNG written with zlib alone.

    python examples/train_veneno_reinforce.py                  # a quick run
    python examples/train_veneno_reinforce.py --seconds 60 --episodes 100000
"""

from __future__ import annotations

import argparse
import itertools
import struct
import time
import zlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt

from cardrules import veneno
from cardrules.bots import RandomBot

Array = npt.NDArray[np.float64]

RULES = veneno.Rules(players=2)
SEAT = 0
EVAL_SEEDS = range(1_000_000, 1_000_200)
"""The fixed evaluation matches: these game seeds, RandomBot seeded from each."""


class Policy:
    """A masked linear softmax policy over the action ids."""

    def __init__(self, inputs: int, actions: int) -> None:
        self.weights: Array = np.zeros((inputs, actions))
        self.bias: Array = np.zeros(actions)

    def probabilities(self, x: Array, legal: npt.NDArray[np.intp]) -> Array:
        """The probability of each legal action (in ``legal``'s order)."""
        logits = x @ self.weights[:, legal] + self.bias[legal]
        logits -= logits.max()
        weights = np.exp(logits)
        result: Array = weights / weights.sum()
        return result


class Learner:
    """Plays the learner's seat: a policy, the action ids, and what it did this match."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.space = veneno.action_space(RULES)
        self.ids = {move: i for i, move in enumerate(self.space)}
        self.policy = Policy(veneno.observation_size(RULES), len(self.space))
        self.rng = rng
        self.steps: list[tuple[Array, npt.NDArray[np.intp], int, Array]] = []

    def choose(self, state: veneno.State, greedy: bool) -> veneno.Move:
        x = veneno.encode_array(state.view(SEAT)).astype(np.float64)
        legal = np.array([self.ids[move] for move in state.legal_moves()], dtype=np.intp)
        probabilities = self.policy.probabilities(x, legal)
        if greedy:
            k = int(probabilities.argmax())
        else:  # inverse transform sampling: cheaper than rng.choice for a handful of actions
            k = min(int(np.searchsorted(probabilities.cumsum(), self.rng.random())), len(legal) - 1)
        self.steps.append((x, legal, k, probabilities))
        return self.space[int(legal[k])]


def poison(state: veneno.State) -> int:
    """The learner's points so far: completed rounds plus its zone (only its own moves add)."""
    if state.is_over:  # the final scores already hold the last round's zones
        return state.scores[SEAT]
    return state.scores[SEAT] + veneno.zone_points(state.taken[SEAT], RULES)


def play_match(learner: Learner, seed: int, greedy: bool) -> tuple[float, list[float]]:
    """One match against RandomBot: the learner's return and each of its moves' rewards."""
    state = veneno.new_game(RULES, seed)
    bot = RandomBot.for_seats(seed, RULES.players)[1 - SEAT]
    learner.steps = []
    rewards: list[float] = []
    while not state.is_over:
        if state.current_player == SEAT:
            before = poison(state)
            state = state.play(learner.choose(state, greedy))
            rewards.append(float(before - poison(state)))
        else:
            move, bot = bot.choose(state.view(1 - SEAT), state.legal_moves())
            state = state.play(move)
    outcome = state.returns()[SEAT]
    if rewards:
        rewards[-1] += outcome
    return outcome, rewards


def train_on(
    learner: Learner, rewards: Sequence[float], baseline: float, lr: float, gamma: float
) -> float:
    """One REINFORCE update from a match; returns the mean return, for the baseline."""
    returns = np.zeros(len(rewards))
    running = 0.0
    for t in range(len(rewards) - 1, -1, -1):
        running = rewards[t] + gamma * running
        returns[t] = running
    policy = learner.policy
    for (x, legal, k, probabilities), g in zip(learner.steps, returns, strict=True):
        advantage = g - baseline
        gradient = -probabilities
        gradient[k] += 1.0
        policy.weights[:, legal] += lr * advantage * np.outer(x, gradient)
        policy.bias[legal] += lr * advantage * gradient
    return float(returns.mean())


def win_rate(learner: Learner) -> float:
    """The share of the evaluation matches the greedy policy wins outright."""
    wins = sum(play_match(learner, seed, greedy=True)[0] > 0 for seed in EVAL_SEEDS)
    return wins / len(EVAL_SEEDS)


def random_bot_rate() -> float:
    """The share of the evaluation matches a RandomBot in the learner's seat wins."""
    wins = 0
    for seed in EVAL_SEEDS:
        state = veneno.new_game(RULES, seed)
        bots = list(RandomBot.for_seats(seed + 1, RULES.players))
        bots[1 - SEAT] = RandomBot.for_seats(seed, RULES.players)[1 - SEAT]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            move, bots[seat] = bots[seat].choose(state.view(seat), state.legal_moves())
            state = state.play(move)
        wins += state.returns()[SEAT] > 0
    return wins / len(EVAL_SEEDS)


def write_png(path: Path, curve: Sequence[float], width: int = 480, height: int = 240) -> None:
    """Draw ``curve`` (values in [0, 1]) as a line on a white canvas, gridlines at quarters."""
    pixels = [[255] * width for _ in range(height)]
    for row in range(height):  # the axes: left and bottom
        pixels[row][0] = 0
    pixels[height - 1] = [0] * width
    for quarter in (0.25, 0.5, 0.75):
        row = height - 1 - round(quarter * (height - 1))
        shade = 150 if quarter == 0.5 else 215
        for col in range(0, width, 2):
            pixels[row][col] = shade
    if len(curve) > 1:
        points = [
            (round(i * (width - 1) / (len(curve) - 1)), height - 1 - round(v * (height - 1)))
            for i, v in enumerate(curve)
        ]
        for (x0, y0), (x1, y1) in itertools.pairwise(points):
            steps = max(abs(x1 - x0), abs(y1 - y0), 1)
            for s in range(steps + 1):
                x = x0 + (x1 - x0) * s // steps
                y = y0 + (y1 - y0) * s // steps
                for dy in (0, 1):
                    pixels[min(height - 1, y + dy)][x] = 0
    raw = b"".join(b"\x00" + bytes(row) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit grayscale
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    path.write_bytes(png)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=150, help="training matches at most")
    parser.add_argument("--seconds", type=float, default=60.0, help="training time at most")
    parser.add_argument("--lr", type=float, default=0.01, help="learning rate")
    parser.add_argument("--gamma", type=float, default=0.0, help="discount of later rewards")
    parser.add_argument("--seed", type=int, default=0, help="seed of the training matches")
    parser.add_argument(
        "--png", type=Path, default=Path("veneno_reinforce.png"), help="learning curve file"
    )
    args = parser.parse_args(argv)

    print(
        f"for comparison, RandomBot in the learner's seat wins {random_bot_rate():.1%} of "
        f"the {len(EVAL_SEEDS)} evaluation matches"
    )
    learner = Learner(np.random.default_rng(args.seed))
    before = win_rate(learner)
    print(
        f"win rate against RandomBot over {len(EVAL_SEEDS)} matches before training: {before:.1%}"
    )

    outcomes: list[float] = []
    baseline = 0.0
    start = time.perf_counter()
    episode = 0
    while episode < args.episodes and time.perf_counter() - start < args.seconds:
        outcome, rewards = play_match(learner, args.seed * 1_000_003 + episode, greedy=False)
        mean = train_on(learner, rewards, baseline, args.lr, args.gamma)
        baseline = 0.95 * baseline + 0.05 * mean
        outcomes.append(float(outcome > 0))
        episode += 1
    seconds = time.perf_counter() - start

    after = win_rate(learner)
    print(f"trained on {episode} matches in {seconds:.1f} s")
    print(f"win rate against RandomBot over {len(EVAL_SEEDS)} matches after training: {after:.1%}")
    window = max(1, episode // 8)
    curve = [
        sum(outcomes[max(0, i - window) : i]) / (i - max(0, i - window))
        for i in range(1, episode + 1)
    ]
    write_png(args.png, curve)
    print(f"learning curve (win rate of the training matches, moving average) in {args.png}")


if __name__ == "__main__":
    main()
