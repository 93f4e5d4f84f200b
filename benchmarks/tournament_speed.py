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
    python benchmarks/tournament_speed.py --engines --game chupate --players 2 --deals 25 40 50
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from typing import Any

from _common import add_save_option, keep_games, save_result

from cardrules import chupate, veneno
from cardrules.tournament import available_cpus, play_tournament, tournament_engine


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument(
        "--deals",
        type=int,
        nargs="+",
        default=[500],
        help="deals per run (default 500); several: each",
    )
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
    add_save_option(options)
    args = options.parse_args()
    if args.engines:
        rows = engines(args.deals, args.players, args.rounds, args.game, args.field)
        name = "tournament_engines" + ("" if args.field == "greedy" else f"_{args.field}")
        method = "scalar and batch alternating in one process, CPU time; medians of the rounds"
    else:
        rows = [row for deals in args.deals for row in pools(deals, args.workers, args.engine)]
        name, method = "tournament_pools", "wall time, the pool's start-up included"
    games = min((int(row["deals"]) * int(row.get("players", 4)) for row in rows), default=0)
    save_result(name, {"rows": rows}, method=method, save=keep_games(args, games))


def pools(deals: int, pool_sizes: list[int], engine_name: str) -> list[dict[str, Any]]:
    """The same tournament inline and on process pools of each size, in wall time."""
    field = ["greedy", "random", "random", "random"]
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    cpus = available_cpus()
    engine = tournament_engine(veneno.Rules(players=4), field, engine_name, deals=deals)
    print(
        f"{cpus} CPUs available, load average {load}; {deals} deals x 4 rotations; "
        f"the {engine} engine"
    )
    rows: list[dict[str, Any]] = []
    for title, rules in (
        ("Veneno", veneno.Rules(players=4)),
        ("Chúpate 2", chupate.Rules(players=4)),
    ):
        first = None
        for workers in pool_sizes:
            start = time.perf_counter()
            result = play_tournament(
                rules, field, deals=deals, seed=1, workers=workers, engine=engine_name
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
            rows.append(
                {
                    "game": title,
                    "deals": deals,
                    "workers": min(workers, cpus),
                    "engine": engine,
                    "games_per_s": round(result.games / seconds, 1),
                    "seconds": round(seconds, 3),
                }
            )
    return rows


def engines(
    deal_counts: list[int], players: list[int], rounds: int, games: list[str], kind: str
) -> list[dict[str, Any]]:
    """Scalar against batch, interleaved in CPU time, on greedy (or mixed) fields.

    Each line also says which engine ``engine="auto"`` picks for that tournament.
    """
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    bots = "greedy bots" if kind == "greedy" else "one greedy bot and random bots"
    print(
        f"load average {load}; deals x players rotations per tournament, {bots}, "
        f"inline, CPU time, median of {rounds} rounds"
    )
    known = {"veneno": ("Veneno", veneno.Rules), "chupate": ("Chúpate 2", chupate.Rules)}
    rows: list[dict[str, Any]] = []
    for title, make, count, deals in (
        (*known[name], count, deals) for name in games for count in players for deals in deal_counts
    ):
        rules = make(players=count)
        field = ["greedy"] * count if kind == "greedy" else ["greedy"] + ["random"] * (count - 1)
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
        auto = tournament_engine(rules, field, deals=deals)
        print(
            f"{title:<10} {count} players, {deals:>4} deals: scalar {scalar:8.3f} "
            f"tournaments/s ({scalar * games:6.0f} games/s), batch {batch:8.3f} "
            f"tournaments/s ({batch * games:6.0f} games/s), batch/scalar {ratio:5.2f}x; "
            f"auto: {auto}",
            flush=True,
        )
        rows.append(
            {
                "game": title,
                "players": count,
                "deals": deals,
                "field": kind,
                "bots": f"{count} greedy bots"
                if kind == "greedy"
                else f"1 greedy and {count - 1} random bots",
                "scalar_per_s": round(scalar, 3),
                "scalar_games_per_s": round(scalar * games),
                "batch_per_s": round(batch, 3),
                "batch_games_per_s": round(batch * games),
                "batch_over_scalar": round(ratio, 2),
                "auto": auto,
                "seconds": round(sum(times["scalar"]) + sum(times["batch"]), 3),
            }
        )
    return rows


if __name__ == "__main__":
    main()
