"""How many games per second a tournament plays, inline and on process pools.

Plays the same duplicate tournament (4 players, greedy bots against random
bots) with 1 worker (inline) and with pools of 2 or more processes, and checks
that every run gives the same result. The pool's start-up (fresh interpreters)
is included in its time. A pool never has more processes than the CPUs
available (`available_cpus()`): a larger size is lowered to it, and the line
says so. Note the machine's load: a shared machine's other
work takes cores from the pool.

    python benchmarks/tournament_speed.py                    # 500 deals, 1 and 2 workers
    python benchmarks/tournament_speed.py --deals 2000 --workers 1 2 4
"""

from __future__ import annotations

import argparse
import os
import time

from cardrules import chupate, veneno
from cardrules.tournament import available_cpus, play_tournament


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--deals", type=int, default=500, help="deals per run (default 500)")
    options.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="pool sizes")
    args = options.parse_args()
    field = ["greedy", "random", "random", "random"]
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    cpus = available_cpus()
    print(f"{cpus} CPUs available, load average {load}; {args.deals} deals x 4 rotations")
    for title, rules in (
        ("Veneno", veneno.Rules(players=4)),
        ("Chúpate 2", chupate.Rules(players=4)),
    ):
        first = None
        for workers in args.workers:
            start = time.perf_counter()
            result = play_tournament(rules, field, deals=args.deals, seed=1, workers=workers)
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


if __name__ == "__main__":
    main()
