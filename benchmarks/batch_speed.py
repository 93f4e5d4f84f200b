"""How fast the batched Veneno engine plays, against the scalar engine and RLCard's UNO environment.

Every loop plays random 4-player Veneno matches (to 20 poison points): each
lane picks uniformly among its legal moves with the library's SplitMix64
``below``, from its own picker stream (``seed ^ PICK_STREAM``), so lane ``i`` of
a batch plays exactly the scalar match of seed ``i`` (``--check`` verifies it).

* ``batch N`` random: ``legal_count``, ``nth_legal`` and ``step`` on N lanes;
  a lane whose match is over gets the next seed's match at once
  (``with_lanes``, inside the timing), as a vector environment restarts its
  games. Matches end only at the end of a round, and every round is 48 moves,
  so the lanes stay in step.
* ``batch N obs+mask``: the same, building ``observe()`` and ``legal_mask()``
  every step, as a learner's environment does; a step is one lane's move.
* ``scalar engine``: ``state.legal_moves()`` and ``state.play()``.
* ``scalar env``: cardrules' PettingZoo ``veneno_v0`` AEC loop (observation and
  mask each step), as in ``env_speed.py``.
* ``rlcard uno env``: ``rlcard.make("uno")`` stepped as in ``env_speed.py``
  (if RLCard is installed).

The loops run in turns, a slice of CPU time (``time.process_time``) each; each
figure is the median of the slices' rates.

    python benchmarks/batch_speed.py                 # 20 slices of 0.5 s per loop
    python benchmarks/batch_speed.py --slices 10 --slice 1.0
    python benchmarks/batch_speed.py --smoke         # seconds: small N, a check
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

import numpy as np
from _common import PICK_STREAM, add_save_option, keep, machine, rate, save_result
from env_speed import aec_loop, rlcard_loop

from cardrules import _lanes_rng as _rng
from cardrules import batch, veneno
from cardrules._random import below
from cardrules.pettingzoo import veneno_v0

PLAYERS = 4
RULES = veneno.Rules(players=PLAYERS)


class BatchLoop:
    """Random moves on a batch of ``lanes`` matches; ``run(seconds)`` returns the moves made."""

    def __init__(self, lanes: int, observe: bool) -> None:
        self.lanes = lanes
        self.observe = observe
        self.next_seed = 0
        self.sink = 0.0
        self._deal()

    def _deal(self) -> None:
        seeds = np.arange(self.next_seed, self.next_seed + self.lanes, dtype=np.uint64)
        self.next_seed += self.lanes
        self.batch = batch.new_batch(RULES, seeds)
        self.rng = seeds ^ np.uint64(PICK_STREAM)

    def run(self, seconds: float) -> int:
        clock = time.process_time
        deadline = clock() + seconds
        moves = 0
        b, rng = self.batch, self.rng
        while clock() < deadline:
            live = ~b.is_over
            if not live.all():  # deal the next seeds' matches in the finished lanes
                lanes = np.flatnonzero(~live)
                seeds = np.arange(self.next_seed, self.next_seed + lanes.size, dtype=np.uint64)
                self.next_seed += lanes.size
                b = b.with_lanes(lanes, batch.new_batch(RULES, seeds))
                rng = rng.copy()
                rng[lanes] = seeds ^ np.uint64(PICK_STREAM)
                continue
            if self.observe:
                obs = b.observe()
                mask = b.legal_mask()
                self.sink += float(obs[0, 0]) + float(mask[0, 0])
            k, rng = _rng.below(rng, np.maximum(b.legal_count(), 1), live)
            b = b.step(b.nth_legal(k))
            moves += self.lanes  # every lane moved: the finished ones were dealt again above
        self.batch, self.rng = b, rng
        return moves


def scalar_loop() -> Callable[[float], int]:
    """The scalar engine's random matches, one after another."""
    seed = 0

    def run(seconds: float) -> int:
        nonlocal seed
        clock = time.process_time
        deadline = clock() + seconds
        moves = 0
        while clock() < deadline:
            state = veneno.new_game(RULES, seed)
            rng = seed ^ PICK_STREAM
            seed += 1
            while not state.is_over:
                legal = state.legal_moves()
                index, rng = below(rng, len(legal))
                state = state.play(legal[index])
                moves += 1
        return moves

    return run


def games_loop(play: Callable[[int], int]) -> Callable[[float], int]:
    """Whole games of ``play(seed) -> steps`` for about ``seconds`` of CPU time."""
    seed = 0

    def run(seconds: float) -> int:
        nonlocal seed
        clock = time.process_time
        deadline = clock() + seconds
        steps = 0
        while clock() < deadline:
            steps += play(seed)
            seed += 1
        return steps

    return run


def check(games: int) -> None:
    """Lane i of a batch must play the scalar random match of seed i (moves and scores)."""
    seeds = np.arange(games, dtype=np.uint64)
    b = batch.new_batch(RULES, seeds)
    rng = seeds ^ np.uint64(PICK_STREAM)
    moves = np.zeros(games, dtype=np.int64)
    while not b.is_over.all():
        live = ~b.is_over
        k, rng = _rng.below(rng, np.maximum(b.legal_count(), 1), live)
        b = b.step(b.nth_legal(k))
        moves += live
    for seed in range(games):
        state = veneno.new_game(RULES, seed)
        pick = seed ^ PICK_STREAM
        count = 0
        while not state.is_over:
            legal = state.legal_moves()
            index, pick = below(pick, len(legal))
            state = state.play(legal[index])
            count += 1
        if b.state(seed) != state or moves[seed] != count:
            msg = f"seed {seed}: the batch's lane differs from the scalar match"
            raise SystemExit(msg)
    print(f"check: {games} batch lanes played the scalar engine's matches exactly")


def memory_per_lane(lanes: int) -> tuple[float, float]:
    """Bytes per lane of a batch's own arrays, and of its observation and mask once built."""
    b = batch.new_batch(RULES, np.arange(lanes, dtype=np.uint64))
    own = sum(array.nbytes for array in b._lanes)
    built = b.observe().nbytes + b.legal_mask().nbytes
    return own / lanes, built / lanes


def main(argv: list[str] | None = None) -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--slices", type=int, default=20, help="turns per loop (default 20)")
    options.add_argument("--slice", type=float, default=0.5, help="CPU seconds a turn (0.5)")
    options.add_argument("--lanes", type=int, nargs="+", default=[64, 1024, 8192])
    options.add_argument("--check", type=int, default=20, help="first compare N lanes (20)")
    options.add_argument("--smoke", action="store_true", help="a few seconds: small N, 3 slices")
    options.add_argument("--no-scalar", action="store_true", help="leave out the scalar loops")
    add_save_option(options)
    args = options.parse_args(argv)
    if args.smoke:
        args.slices, args.slice, args.lanes, args.check = 3, 0.05, [8, 64], 3
    print(f"{PLAYERS} players, whole matches to 20 points, random legal moves; {machine()}")
    check(args.check)
    loops: list[tuple[str, Callable[[float], int]]] = []
    for lanes in args.lanes:
        loops.append((f"batch N={lanes} random", BatchLoop(lanes, observe=False).run))
    for lanes in args.lanes:
        loops.append((f"batch N={lanes} obs+mask", BatchLoop(lanes, observe=True).run))
    if not args.no_scalar:
        loops.append(("scalar engine", scalar_loop()))
        loops.append(("scalar env veneno_v0", games_loop(aec_loop(veneno_v0.env(rules=RULES)))))
        try:
            loops.append(("rlcard uno env", games_loop(rlcard_loop())))
        except ImportError:
            print("rlcard is not installed: pip install 'cardrules[bench]' to compare with it")
    rates: dict[str, list[float]] = {name: [] for name, _ in loops}
    for _ in range(args.slices):
        for name, run in loops:
            start = time.process_time()
            moves = run(args.slice)
            rates[name].append(moves / (time.process_time() - start))
    medians = {name: statistics.median(values) for name, values in rates.items()}
    for name, value in medians.items():
        low, high = min(rates[name]), max(rates[name])
        print(f"{name:<26} {value:>12,.0f} moves/s  (slices {low:,.0f} to {high:,.0f})")
    for lanes in args.lanes:
        own, built = memory_per_lane(lanes)
        print(f"memory N={lanes}: {own:,.0f} bytes/lane, {built:,.0f} more with obs+mask")
    if "scalar engine" in medians:
        for lanes in args.lanes:
            fast = medians[f"batch N={lanes} random"]
            ratio = fast / medians["scalar engine"]
            print(f"ratio batch N={lanes} random / scalar engine: {ratio:.1f}")
    if "rlcard uno env" in medians:
        for lanes in args.lanes:
            env = medians[f"batch N={lanes} obs+mask"]
            ratio = env / medians["rlcard uno env"]
            print(f"ratio batch N={lanes} obs+mask / rlcard uno env: {ratio:.1f}")
    print("(CPU time; loops in turns; medians of the slices)")
    figures: dict[str, object] = {"players": PLAYERS, "slices": args.slices, "slice_s": args.slice}
    for lanes in args.lanes:
        own, built = memory_per_lane(lanes)
        lane: dict[str, float] = {
            "moves_per_s": rate(medians[f"batch N={lanes} random"]),
            "obs_steps_per_s": rate(medians[f"batch N={lanes} obs+mask"]),
            "bytes_per_lane": round(own),
            "obs_bytes_per_lane": round(built),
        }
        if "scalar engine" in medians:
            lane["over_scalar"] = round(lane["moves_per_s"] / medians["scalar engine"], 1)
        if "rlcard uno env" in medians:
            lane["obs_over_rlcard"] = round(lane["obs_steps_per_s"] / medians["rlcard uno env"], 1)
        figures[f"n{lanes}"] = lane
    for key, name in (
        ("scalar_moves_per_s", "scalar engine"),
        ("scalar_env_steps_per_s", "scalar env veneno_v0"),
        ("rlcard_env_steps_per_s", "rlcard uno env"),
    ):
        if name in medians:
            figures[key] = rate(medians[name])
    save_result(
        "batch_speed",
        figures,
        argv=argv,
        method="loops in turns in one process, a slice of CPU time each; medians of the slices",
        save=keep(args, 0.0 if args.smoke else args.slices * args.slice),
    )


if __name__ == "__main__":
    main()
