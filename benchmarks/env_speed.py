"""Environment steps per second: our PettingZoo environments against RLCard's UNO environment.

A step is what a learner pays for one move: the environment plays the action
and hands over the next observation and action mask. For cardrules that is
``env.last()`` (the acting seat's encoding and mask) plus ``env.step(action)``
in the PettingZoo AEC loop; for RLCard, ``env.step(action)``, which returns the
next player's extracted state (its observation planes and legal action ids).
Every loop picks uniformly among the legal actions with the library's
SplitMix64 ``below`` and plays 4-player games (Chúpate 2 and UNO single rounds,
Veneno whole matches); games are reset (dealt) inside the timing. The loops
run in turns, a slice of the time each, so a shared machine's changing load
falls on all of them alike.

    python benchmarks/env_speed.py                 # 5 s of CPU time per loop
    python benchmarks/env_speed.py --matches 50
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from _common import PICK_STREAM, Result, keep, machine, parser, rate, ratio, report, save_result

from cardrules import chupate, veneno
from cardrules._random import below
from cardrules.pettingzoo import chupate_v0, veneno_v0

PLAYERS = 4
MAX_RLCARD_STEPS = 100_000  # a safety net; random UNO rounds end long before


def aec_loop(env: Any) -> Any:
    """A function playing one game of ``env`` at random from a seed; returns its steps."""

    def play(seed: int) -> int:
        env.reset(seed=seed)
        rng = seed ^ PICK_STREAM
        steps = 0
        for _agent in env.agent_iter():
            observation, _reward, termination, truncation, _info = env.last()
            if termination or truncation:
                env.step(None)
                continue
            legal = observation["action_mask"].nonzero()[0]
            index, rng = below(rng, len(legal))
            env.step(int(legal[index]))
            steps += 1
        return steps

    return play


def rlcard_loop() -> Any:
    """The same loop over ``rlcard.make("uno")``: each step returns the next extracted state."""
    import rlcard  # noqa: PLC0415 - only when RLCard is there

    env = rlcard.make("uno", config={"game_num_players": PLAYERS, "seed": 0})

    def play(seed: int) -> int:
        state, _player = env.reset()
        rng = seed ^ PICK_STREAM
        steps = 0
        while not env.is_over() and steps < MAX_RLCARD_STEPS:
            legal = list(state["legal_actions"])
            index, rng = below(rng, len(legal))
            state, _player = env.step(legal[index])
            steps += 1
        return steps

    return play


def interleaved(
    loops: list[tuple[str, Any]], args: argparse.Namespace, slices: int = 10
) -> list[Result]:
    """Time the loops in turns, ``slices`` turns each, so that a change in the machine's
    load falls on all of them alike; with ``--matches``, play that many games each."""
    clock = time.process_time  # CPU time: the machine is shared
    totals = {name: [0, 0, 0.0] for name, _ in loops}
    seed = 0
    for _ in range(1 if args.matches is not None else slices):
        for name, play in loops:
            total = totals[name]
            start = clock()
            if args.matches is not None:
                for _ in range(args.matches):
                    total[1] += play(seed)
                    total[0] += 1
                    seed += 1
            else:
                deadline = start + args.seconds / slices
                while clock() < deadline:
                    total[1] += play(seed)
                    total[0] += 1
                    seed += 1
            total[2] += clock() - start
    return [Result(name, int(g), int(m), float(t)) for name, (g, m, t) in totals.items()]


def main(argv: list[str] | None = None) -> None:
    options = parser(__doc__.splitlines()[0], 5.0)
    args: argparse.Namespace = options.parse_args(argv)
    print(f"{PLAYERS} players, single rounds, random legal actions; {machine()}")
    chupate_rules, veneno_rules = chupate.Rules(players=PLAYERS), veneno.Rules(players=PLAYERS)
    loops = [
        ("chupate_v0.env (AEC)", aec_loop(chupate_v0.env(rules=chupate_rules))),
        ("veneno_v0.env (AEC)", aec_loop(veneno_v0.env(rules=veneno_rules))),
    ]
    raw = [
        ("chupate_v0.raw_env (AEC)", aec_loop(chupate_v0.raw_env(rules=chupate_rules))),
        ("veneno_v0.raw_env (AEC)", aec_loop(veneno_v0.raw_env(rules=veneno_rules))),
    ]
    try:
        loops.append(("rlcard uno env", rlcard_loop()))
    except ImportError:
        print("rlcard is not installed: pip install 'cardrules[bench]' to compare with it")
    results = interleaved(loops + raw, args)
    for result in results:
        report(result, "game")
    if len(loops) == 3:
        for result in (*results[:2], *results[3:]):
            ratio(result, results[2])
        print("(RLCard's UNO has no stacking and no challenge; the loops ran in turns)")
    for wrapped, bare in zip(results[:2], results[-2:], strict=True):
        ratio(wrapped, bare)
    print("(env() is raw_env() in PettingZoo's wrappers: order, action and illegal-move checks)")
    keys = ["chupate_env", "veneno_env"] + ["rlcard"] * (len(loops) == 3)
    keys += ["chupate_raw_env", "veneno_raw_env"]
    figures: dict[str, object] = {"players": PLAYERS}
    for key, result in zip(keys, results, strict=True):
        entry: dict[str, float] = {"steps_per_s": rate(result.moves_per_second)}
        if len(loops) == 3:
            entry["over_rlcard"] = round(result.moves_per_second / results[2].moves_per_second, 2)
        figures[key] = entry
    save_result(
        "env_speed",
        figures,
        argv=argv,
        method="loops in turns in one process, a slice of CPU time each",
        save=keep(args, min(result.seconds for result in results)),
    )


if __name__ == "__main__":
    main()
