"""How many games per second a tournament plays: inline, on process pools, on each engine.

By default, plays the same duplicate tournament (4 players, greedy bots
against random bots) with 1 worker (inline) and with pools of 2 or more
processes, and checks that every run gives the same result. The pool's
start-up (fresh interpreters) is included in its time. A pool never has more
processes than the CPUs available (`available_cpus()`): a larger size is
lowered to it, and the line says so. Note the machine's load: a shared
machine's other work takes cores from the pool.

With ``--engines``, compares the scalar and the batched engine instead
(``play_tournament(engine="scalar" | "batch")``, inline) on fields of greedy
bots in both games at each ``--players``: the two tournaments alternate in one
process, ``--rounds`` times, each timed in CPU time (`time.process_time`);
every pair is checked to give the same result, and the line reports the
median tournaments/s of each engine and the median of the per-round ratios.
``--field mixed`` seats one greedy bot among random bots instead (random
Chúpate 2 rounds are long and uneven: a slow scalar run).

    python benchmarks/tournament_speed.py                    # 500 deals, 1 and 2 workers
    python benchmarks/tournament_speed.py --deals 2000 --workers 1 2 4
    python benchmarks/tournament_speed.py --engine scalar    # one game at a time, as in 0.2
    python benchmarks/tournament_speed.py --engines --deals 1024 --rounds 3
    python benchmarks/tournament_speed.py --engines --field mixed --game veneno
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from cardrules import chupate, veneno
from cardrules.tournament import available_cpus, play_tournament, tournament_engine


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--deals", type=int, default=500, help="deals per run (default 500)")
    options.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="pool sizes")
    options.add_argument(
        "--engine",
        choices=["auto", "scalar", "batch"],
        default="auto",
        help="the engine of the pool runs (default auto: the batch for this field with numpy)",
    )
    options.add_argument(
        "--engines", action="store_true", help="compare the scalar and the batched engine"
    )
    options.add_argument(
        "--players", type=int, nargs="+", default=[2, 4], help="with --engines (default 2 4)"
    )
    options.add_argument("--rounds", type=int, default=5, help="with --engines (default 5)")
    options.add_argument(
        "--game",
        nargs="+",
        choices=["veneno", "chupate"],
        default=["veneno", "chupate"],
        help="with --engines: the games (default both)",
    )
    options.add_argument(
        "--field",
        choices=["greedy", "mixed"],
        default="greedy",
        help="with --engines: greedy bots only (default), or one greedy bot and random bots",
    )
    args = options.parse_args()
    if args.engines:
        engines(args.deals, args.players, args.rounds, args.game, args.field)
        return
    field = ["greedy", "random", "random", "random"]
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    cpus = available_cpus()
    engine = tournament_engine(veneno.Rules(players=4), field, args.engine)
    print(
        f"{cpus} CPUs available, load average {load}; {args.deals} deals x 4 rotations; "
        f"the {engine} engine"
    )
    for title, rules in (
        ("Veneno", veneno.Rules(players=4)),
        ("Chúpate 2", chupate.Rules(players=4)),
    ):
        first = None
        for workers in args.workers:
            start = time.perf_counter()
            result = play_tournament(
                rules, field, deals=args.deals, seed=1, workers=workers, engine=args.engine
            )
            seconds = time.perf_counter() - start
            if first is None:
                first = result
            assert result == first, "a different result with another number of workers"
            lowered = f" (lowered to {cpus}, the CPUs available)" if workers > cpus else ""
            print(
                f"{title:<10} {workers} worker(s){lowered}: {result.games} games in "
                f"{seconds:6.2f} s, {result.games / seconds:7.1f} games/s",
                flush=True,
            )


def engines(deals: int, players: list[int], rounds: int, games: list[str], kind: str) -> None:
    """Scalar against batch, interleaved in CPU time, on greedy (or mixed) fields."""
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    bots = "greedy bots" if kind == "greedy" else "one greedy bot and random bots"
    print(
        f"load average {load}; {deals} deals x players rotations per tournament, {bots}, "
        f"inline, CPU time, median of {rounds} rounds"
    )
    known = {"veneno": ("Veneno", veneno.Rules), "chupate": ("Chúpate 2", chupate.Rules)}
    for title, make in (known[name] for name in games):
        for count in players:
            rules = make(players=count)
            field = (
                ["greedy"] * count if kind == "greedy" else ["greedy"] + ["random"] * (count - 1)
            )
            times: dict[str, list[float]] = {"scalar": [], "batch": []}
            for index in range(rounds):
                results = {}
                order = ("scalar", "batch") if index % 2 == 0 else ("batch", "scalar")
                for engine in order:
                    start = time.process_time()
                    results[engine] = play_tournament(
                        rules, field, deals=deals, seed=index + 1, workers=1, engine=engine
                    )
                    times[engine].append(time.process_time() - start)
                assert results["scalar"] == results["batch"], "the engines disagree"
            ratio = statistics.median(
                s / b for s, b in zip(times["scalar"], times["batch"], strict=True)
            )
            scalar = 1 / statistics.median(times["scalar"])
            batch = 1 / statistics.median(times["batch"])
            games = deals * count
            print(
                f"{title:<10} {count} players: scalar {scalar:7.3f} tournaments/s "
                f"({scalar * games:7.0f} games/s), batch {batch:7.3f} tournaments/s "
                f"({batch * games:7.0f} games/s), batch/scalar {ratio:5.2f}x",
                flush=True,
            )


if __name__ == "__main__":
    main()
