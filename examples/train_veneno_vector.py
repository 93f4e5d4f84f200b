"""Train the same REINFORCE Veneno player on the single-seat and the vector environment.

Two learners, each a masked linear softmax policy (``logits = x @ W + b`` on
the seat's observation, illegal actions masked out), play two-player Veneno
matches against `RandomBot` for the same wall-clock time: one on
`cardrules.gymnasium.VenenoEnv` (one match at a time), one on
`cardrules.gymnasium.BatchVectorEnv` (``--lanes`` matches at once on the
batched engine). Each finished match updates its learner by plain REINFORCE:
every move of the match gets the match's return (+1 a win, -1 a loss) less a
running baseline.

It prints how many matches each learner trained on and saves both learning
curves (the win rate of the training matches, a moving average, against
wall-clock seconds) in one PNG with axes, labels and a legend, written with
zlib alone.

    python examples/train_veneno_vector.py                     # a quick run
    python examples/train_veneno_vector.py --seconds 60 --lanes 512
"""

from __future__ import annotations

import argparse
import itertools
import os
import struct
import time
import zlib
from collections.abc import Sequence
from pathlib import Path

# The matrices here are small: one BLAS thread is faster than several, which
# on a busy machine can make each product many times slower.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np
import numpy.typing as npt

from cardrules import veneno
from cardrules.gymnasium import BatchVectorEnv, VenenoEnv

Array = npt.NDArray[np.float64]
Curve = list[tuple[float, float]]

RULES = veneno.Rules(players=2, loss_threshold=5)
SEAT = 0


class Learner:
    """A masked linear softmax policy trained by REINFORCE on whole matches."""

    def __init__(self, seed: int, lr: float) -> None:
        inputs = veneno.observation_size(RULES)
        actions = len(veneno.action_space(RULES))
        self.weights: Array = np.zeros((inputs, actions))
        self.bias: Array = np.zeros(actions)
        self.rng = np.random.default_rng(seed)
        self.lr = lr
        self.baseline = 0.0

    def act(self, x: Array, mask: npt.NDArray[np.bool_]) -> tuple[npt.NDArray[np.int64], Array]:
        """Sample one legal action per row of ``x``: the actions and all probabilities."""
        logits = x @ self.weights + self.bias
        logits = np.where(mask, logits, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        weights = np.exp(logits)
        probabilities: Array = weights / weights.sum(axis=1, keepdims=True)
        draws = self.rng.random((len(x), 1))
        actions = (probabilities.cumsum(axis=1) < draws).sum(axis=1)
        actions = np.minimum(actions, mask.shape[1] - 1)
        # a draw landing on an illegal action's empty slice moves to the last legal one below
        actions = np.where(
            mask[np.arange(len(x)), actions], actions, mask.cumsum(axis=1).argmax(axis=1)
        )
        return actions.astype(np.int64), probabilities

    def learn(
        self, xs: Array, actions: npt.NDArray[np.int64], probabilities: Array, outcome: float
    ) -> None:
        """One REINFORCE update from a match's moves and its return."""
        advantage = outcome - self.baseline
        self.baseline = 0.95 * self.baseline + 0.05 * outcome
        gradient = -probabilities
        gradient[np.arange(len(actions)), actions] += 1.0
        self.weights += self.lr * advantage * (xs.T @ gradient)
        self.bias += self.lr * advantage * gradient.sum(axis=0)


def train_single(learner: Learner, seconds: float, seed: int) -> tuple[Curve, int]:
    """Train on `VenenoEnv` for ``seconds``: the (time, win) of each match, and their number."""
    env = VenenoEnv(rules=RULES, seat=SEAT)
    wins: Curve = []
    start = time.perf_counter()
    observation, info = env.reset(seed=seed)
    steps: list[tuple[Array, int, Array]] = []
    while time.perf_counter() - start < seconds:
        x = observation["observation"][None, :].astype(np.float64)
        mask = info["action_mask"][None, :].astype(bool)
        action, probabilities = learner.act(x, mask)
        steps.append((x[0], int(action[0]), probabilities[0]))
        observation, reward, terminated, truncated, info = env.step(int(action[0]))
        if terminated or truncated:
            xs = np.array([s[0] for s in steps])
            learner.learn(
                xs, np.array([s[1] for s in steps]), np.array([s[2] for s in steps]), float(reward)
            )
            wins.append((time.perf_counter() - start, float(float(reward) > 0)))
            steps = []
            observation, info = env.reset()
    return wins, len(wins)


def train_vector(learner: Learner, seconds: float, seed: int, lanes: int) -> tuple[Curve, int]:
    """Train on `BatchVectorEnv` for ``seconds``: each match's (time, win), and their number."""
    env = BatchVectorEnv(RULES, lanes, seat=SEAT)
    wins: Curve = []
    start = time.perf_counter()
    observations, info = env.reset(seed=seed)
    buffers: list[list[tuple[Array, int, Array]]] = [[] for _ in range(lanes)]
    fresh = np.zeros(lanes, dtype=np.bool_)  # lanes dealt again this step: their action is ignored
    while time.perf_counter() - start < seconds:
        mask = info["action_mask"]
        playing = mask.any(axis=1)
        actions, probabilities = learner.act(
            observations.astype(np.float64), mask | ~playing[:, None]
        )
        for lane in np.flatnonzero(playing & ~fresh):
            buffers[lane].append((observations[lane], int(actions[lane]), probabilities[lane]))
        observations, rewards, terminated, _, info = env.step(actions)
        now = time.perf_counter() - start
        for lane in np.flatnonzero(terminated):
            steps = buffers[lane]
            if steps:
                xs = np.array([s[0] for s in steps], dtype=np.float64)
                learner.learn(
                    xs,
                    np.array([s[1] for s in steps]),
                    np.array([s[2] for s in steps]),
                    float(rewards[lane]),
                )
            wins.append((now, float(rewards[lane] > 0)))
            buffers[lane] = []
        fresh = terminated
    return wins, len(wins)


def moving_average(wins: Curve, window: int) -> Curve:
    """``(time, mean of the last window outcomes)`` after each match."""
    out: Curve = []
    total = 0.0
    for i, (t, w) in enumerate(wins):
        total += w
        if i >= window:
            total -= wins[i - window][1]
        out.append((t, total / min(i + 1, window)))
    return out


# -- a PNG with axes, labels and a legend, in numpy and zlib ------------------------

FONT = {
    "0": "111101101101111", "1": "010110010010111", "2": "111001111100111",
    "3": "111001111001111", "4": "101101111001001", "5": "111100111001111",
    "6": "111100111101111", "7": "111001001001001", "8": "111101111101111",
    "9": "111101111001111", ".": "000000000000010", "=": "000111000111000",
    "(": "001010010010001", ")": "100010010010100", " ": "000000000000000",
    "A": "010101111101101", "C": "011100100100011", "E": "111100110100111",
    "G": "011100101101011", "I": "111010010010111", "K": "101101110101101",
    "L": "100100100100111", "N": "101111111111101", "O": "010101101101010",
    "R": "110101110101101", "S": "011100010001110", "T": "111010010010010",
    "V": "101101101101010", "W": "101101111111101", "-": "000000111000000",
    "/": "001001010100100", "M": "101111111101101", "H": "101101111101101",
    "D": "110101101101110", "U": "101101101101111", "B": "110101110101110",
    "P": "110101110100100", "F": "111100110100100", "Y": "101101010010010",
    "X": "101101010101101",
}  # fmt: skip
"""3x5 glyphs, rows top to bottom."""


def text(pixels: npt.NDArray[np.uint8], x: int, y: int, words: str, scale: int = 2) -> None:
    """Write ``words`` with its top left corner at ``(x, y)``."""
    for k, char in enumerate(words.upper()):
        glyph = FONT.get(char, FONT[" "])
        for row in range(5):
            for col in range(3):
                if glyph[row * 3 + col] == "1":
                    top, left = y + row * scale, x + (k * 4 + col) * scale
                    pixels[top : top + scale, left : left + scale] = 0


def line(
    pixels: npt.NDArray[np.uint8], points: Sequence[tuple[int, int]], shade: int, dashed: bool
) -> None:
    """A polyline two pixels thick; ``dashed`` leaves gaps every few pixels."""
    drawn = 0
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        steps = max(abs(x1 - x0), abs(y1 - y0), 1)
        for s in range(steps + 1):
            drawn += 1
            if dashed and drawn % 8 >= 5:
                continue
            x = x0 + (x1 - x0) * s // steps
            y = y0 + (y1 - y0) * s // steps
            pixels[y : y + 2, x : x + 2] = shade


def write_png(path: Path, curves: Sequence[tuple[str, Curve, int, bool]], seconds: float) -> None:
    """Both curves (win rate against seconds) on one chart with axes, ticks, labels, legend."""
    width, height, left, bottom, top, right = 640, 360, 70, 50, 20, 20
    pixels = np.full((height, width), 255, dtype=np.uint8)
    x0, y0 = left, height - bottom  # the origin
    plot_w, plot_h = width - left - right, height - bottom - top
    pixels[top:y0, x0 - 1 : x0 + 1] = 0
    pixels[y0 : y0 + 2, x0 : width - right] = 0
    for quarter in range(5):  # y ticks: win rate 0, 0.25, ... 1
        y = y0 - round(quarter / 4 * plot_h)
        pixels[y, x0 - 6 : x0] = 0
        if quarter:
            pixels[y, x0 : x0 + plot_w : 3] = 200
        text(pixels, x0 - 40, y - 5, f"{quarter / 4:.2f}".rstrip("0").rstrip(".") or "0")
    ticks = 5
    for k in range(ticks + 1):  # x ticks: seconds
        x = x0 + round(k / ticks * plot_w)
        pixels[y0 : y0 + 7, x] = 0
        label = f"{round(k / ticks * seconds, 1):g}"
        text(pixels, x - 4 * len(label), y0 + 10, label)
    text(pixels, x0 + plot_w // 2 - 110, height - 20, "WALL-CLOCK SECONDS")
    text(pixels, 4, top - 14 if top > 14 else 2, "WIN RATE")
    for k, (name, curve, shade, dashed) in enumerate(curves):
        points = [
            (x0 + round(min(t, seconds) / seconds * (plot_w - 2)), y0 - 2 - round(v * (plot_h - 2)))
            for t, v in curve
        ]
        if len(points) > 1:
            line(pixels, points, shade, dashed)
        ly = top + 8 + 16 * k  # the legend, top right
        line(pixels, [(width - 250, ly + 4), (width - 220, ly + 4)], shade, dashed)
        text(pixels, width - 212, ly, name)
    raw = b"".join(b"\x00" + row.tobytes() for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)  # 8-bit grayscale
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    path.write_bytes(png)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=4.0, help="training time of each learner")
    parser.add_argument("--lanes", type=int, default=128, help="matches at once on the vector env")
    parser.add_argument("--lr", type=float, default=0.002, help="learning rate")
    parser.add_argument("--seed", type=int, default=0, help="seed of the training matches")
    parser.add_argument("--png", type=Path, default=Path("veneno_vector.png"), help="curves file")
    args = parser.parse_args(argv)

    single, single_matches = train_single(Learner(args.seed, args.lr), args.seconds, args.seed)
    vector, vector_matches = train_vector(
        Learner(args.seed, args.lr), args.seconds, args.seed, args.lanes
    )
    print(f"single-seat environment: {single_matches} matches in {args.seconds:.0f} s")
    print(
        f"vector environment ({args.lanes} lanes): {vector_matches} matches in {args.seconds:.0f} s"
    )
    for name, wins in (("single-seat", single), ("vector", vector)):
        tail = [w for _, w in wins[-max(1, len(wins) // 4) :]]
        print(f"{name}: win rate of the last quarter of its training matches {np.mean(tail):.1%}")
    window = max(10, args.lanes)  # the lanes finish their matches about together
    curves = [
        (f"VECTOR ENV (N={args.lanes})", moving_average(vector, window), 0, False),
        ("SCALAR ENV", moving_average(single, max(5, single_matches // 10)), 120, True),
    ]
    write_png(args.png, curves, args.seconds)
    print(f"learning curves (win rate of the training matches against seconds) in {args.png}")


if __name__ == "__main__":
    main()
