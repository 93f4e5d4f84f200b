"""Batched Chúpate 2: moves and environment steps per second against the scalar engine and RLCard.

Every loop plays 4-player single rounds with random legal moves. A batch
deals new games (new seeds, `with_lanes`) to its finished lanes once they are
a sixteenth of it, so at least 15/16 of its lanes are always playing; the
bots' generators run on from game to game. The loops:

* ``batch N moves``: ``legal_mask()``, the batched `RandomBot` policy
  (`random_actions`, the scalar bots' exact choices) and ``step``; the engine's
  share (mask and step, without the policy and the restarts) is shown beside it;
* ``batch N steps+obs``: the same plus ``observe()`` every step, what a
  learner pays per step (observation and action mask of every lane);
* ``scalar engine``: ``state.legal_moves()``, ``below`` and ``state.play``;
* ``rlcard uno env``: ``env.step`` returning the next extracted state (with
  ``pip install 'cardrules[bench]'``), as in ``benchmarks/env_speed.py``.

The loops run in turns, a short slice of CPU time (``time.process_time``)
each, many rounds, so a shared machine's changing load falls on all of them
alike; each figure is the median over the slices. Memory is the bytes of a
batch's arrays per lane.

    python benchmarks/batch_chupate_speed.py              # about 6 s per loop
    python benchmarks/batch_chupate_speed.py --quick      # a smoke run: a few seconds in all
    python benchmarks/batch_chupate_speed.py --lanes 1024 --seconds 20
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from _common import PICK_STREAM, add_save_option, keep, machine, save_result
from _common import rate as _rate

from cardrules import chupate
from cardrules._random import below
from cardrules.chupate import _batch as batch
from cardrules.chupate._batch import players as policies

PLAYERS = 4
RULES = chupate.Rules(players=PLAYERS)

RESTART_SHARE = 16
"""Finished lanes are dealt new games once they are a sixteenth of the batch (or more)."""

Slice = Callable[[float], tuple[int, float, float]]
"""Run for about this much CPU time; return (moves, CPU seconds, seconds outside the engine)."""


def batch_loop(lanes: int, observe: bool) -> tuple[Slice, Callable[[], int]]:
    """A slice function playing ``lanes`` games at once, and one giving the bytes per lane."""
    clock = time.process_time
    state: dict[str, Any] = {"next": lanes}
    state["b"] = batch.new_batch(RULES, range(lanes))
    state["bots"] = policies.random_bot_states(range(lanes), PLAYERS)
    restart_at = max(1, lanes // RESTART_SHARE)

    def run(budget: float) -> tuple[int, float, float]:
        b, bots = state["b"], state["bots"]
        moves = 0
        other = 0.0
        start = clock()
        while clock() - start < budget:
            if observe:
                b.observe()
            b.legal_mask()
            t0 = clock()
            actions, bots = policies.random_actions(b, bots)
            other += clock() - t0
            moves += int((actions >= 0).sum())
            b = b.step(actions)
            t0 = clock()
            done = np.flatnonzero(b.is_over)
            if done.size >= restart_at:
                seeds = range(state["next"], state["next"] + done.size)
                state["next"] += done.size
                b = b.with_lanes(done, batch.new_batch(RULES, seeds))
            other += clock() - t0
        state["b"], state["bots"] = b, bots
        return moves, clock() - start, other

    def size() -> int:
        return sum(value.nbytes for value in state["b"]._a.values()) // lanes

    return run, size


def scalar_loop() -> Slice:
    """Whole games on the scalar engine, one move at a time, picked with ``below``."""
    clock = time.process_time
    box: dict[str, Any] = {"seed": 0}
    box["state"] = chupate.new_game(RULES, 0)
    box["rng"] = PICK_STREAM

    def run(budget: float) -> tuple[int, float, float]:
        state, rng = box["state"], box["rng"]
        moves = 0
        start = clock()
        while clock() - start < budget:
            for _ in range(200):
                if state.is_over:
                    box["seed"] += 1
                    state = chupate.new_game(RULES, box["seed"])
                legal = state.legal_moves()
                index, rng = below(rng, len(legal))
                state = state.play(legal[index])
                moves += 1
        box["state"], box["rng"] = state, rng
        return moves, clock() - start, 0.0

    return run


def rlcard_loop() -> Slice:
    """RLCard's UNO environment: each step returns the next player's extracted state."""
    import rlcard  # noqa: PLC0415 - only when RLCard is there

    env = rlcard.make("uno", config={"game_num_players": PLAYERS, "seed": 0})
    clock = time.process_time
    box: dict[str, Any] = {"rng": PICK_STREAM}
    box["state"] = env.reset()[0]

    def run(budget: float) -> tuple[int, float, float]:
        state, rng = box["state"], box["rng"]
        moves = 0
        start = clock()
        while clock() - start < budget:
            for _ in range(200):
                if env.is_over():
                    state = env.reset()[0]
                legal = list(state["legal_actions"])
                index, rng = below(rng, len(legal))
                state, _player = env.step(legal[index])
                moves += 1
        box["state"], box["rng"] = state, rng
        return moves, clock() - start, 0.0

    return run


def check(lanes: int, steps: int) -> None:
    """The batch plays the scalar games: compare every lane for ``steps`` steps first."""
    b = batch.new_batch(RULES, range(lanes))
    bots = policies.random_bot_states(range(lanes), PLAYERS)
    states = [chupate.new_game(RULES, seed) for seed in range(lanes)]
    space = chupate.action_space(RULES)
    for _ in range(steps):
        actions, bots = policies.random_actions(b, bots)
        states = [
            s if s.is_over else s.play(space[int(a)]) for s, a in zip(states, actions, strict=True)
        ]
        b = b.step(actions)
    if list(b.states()) != states:
        msg = "the batch and the scalar engine played different games"
        raise SystemExit(msg)
    print(f"check: {lanes} lanes equal the scalar engine's games after {steps} steps")


def main(argv: list[str] | None = None) -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--seconds", type=float, default=6.0, help="CPU seconds per loop")
    options.add_argument("--slice", type=float, default=0.2, help="CPU seconds per turn")
    options.add_argument(
        "--lanes", type=int, nargs="+", default=[64, 1024, 8192], help="batch sizes N"
    )
    options.add_argument("--quick", action="store_true", help="a smoke run: N = 64, 1 s")
    options.add_argument("--no-rlcard", action="store_true", help="leave RLCard out")
    add_save_option(options)
    args = options.parse_args(argv)
    if args.quick:
        args.seconds, args.slice, args.lanes = 1.0, 0.1, [64]
    print(f"Chúpate 2, {PLAYERS} players, single rounds, random legal moves; {machine()}")
    check(8, 40 if args.quick else 300)
    loops: dict[str, Slice] = {}
    sizes: dict[int, Callable[[], int]] = {}
    for lanes in args.lanes:
        loops[f"batch N={lanes} moves"], sizes[lanes] = batch_loop(lanes, observe=False)
        loops[f"batch N={lanes} steps+obs"], _ = batch_loop(lanes, observe=True)
    loops["scalar engine"] = scalar_loop()
    if not args.no_rlcard:
        try:
            loops["rlcard uno env"] = rlcard_loop()
        except ImportError:
            print("rlcard is not installed: pip install 'cardrules[bench]' to compare with it")
    rates: dict[str, list[float]] = {name: [] for name in loops}
    engine: dict[str, list[float]] = {name: [] for name in loops}
    rounds = max(1, round(args.seconds / args.slice))
    for _ in range(rounds):
        for name, run in loops.items():
            moves, seconds, policy = run(args.slice)
            rates[name].append(moves / seconds)
            engine[name].append(moves / max(seconds - policy, 1e-9))
    median = {name: statistics.median(values) for name, values in rates.items()}
    for name in loops:
        line = f"{name:<26} {median[name]:>12,.0f} moves/s"
        if name.startswith("batch"):
            line += f"   (engine alone {statistics.median(engine[name]):>11,.0f} moves/s)"
        print(line)
    for lanes, size in sizes.items():
        print(f"memory per lane at N={lanes}: {size():,} bytes")
    scalar = median["scalar engine"]
    for name, rate in median.items():
        if name.startswith("batch"):
            print(f"ratio {name} / scalar engine: {rate / scalar:.1f}")
    if "rlcard uno env" in median:
        reference = median["rlcard uno env"]
        for name, rate in median.items():
            if name.endswith("steps+obs") or name == "scalar engine":
                print(f"ratio {name} / rlcard uno env: {rate / reference:.1f} (steps/s)")
    figures: dict[str, object] = {"players": PLAYERS, "seconds": args.seconds}
    for lanes, size in sizes.items():
        moves, steps = f"batch N={lanes} moves", f"batch N={lanes} steps+obs"
        lane: dict[str, float] = {
            "moves_per_s": _rate(median[moves]),
            "engine_moves_per_s": _rate(statistics.median(engine[moves])),
            "obs_steps_per_s": _rate(median[steps]),
            "bytes_per_lane": size(),
            "over_scalar": round(median[moves] / scalar, 1),
        }
        if "rlcard uno env" in median:
            lane["obs_over_rlcard"] = round(median[steps] / median["rlcard uno env"], 1)
        figures[f"n{lanes}"] = lane
    figures["scalar_moves_per_s"] = _rate(scalar)
    if "rlcard uno env" in median:
        figures["rlcard_env_steps_per_s"] = _rate(median["rlcard uno env"])
    save_result(
        "batch_chupate_speed",
        figures,
        argv=argv,
        method="loops in turns in one process, a slice of CPU time each; medians of the slices",
        save=keep(args, 0.0 if args.quick else args.seconds),
    )


if __name__ == "__main__":
    main()
