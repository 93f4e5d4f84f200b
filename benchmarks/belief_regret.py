"""A paired screen of a search bot's belief: where two beliefs choose apart, which was better?

Seat 0 of ``--players``-player greedy games (deal ``d`` is ``new_game(seed=SEED + d)``)
is shadowed by two `PIMCBot` settings, ``A`` (``--belief`` particles: a
`PolicyBelief`) and ``B`` (``belief=False``: the game's own belief). Both see
every move and choose at every turn of seat 0, but the greedy bot's move is
played, so both face the same positions. Where their moves differ, both moves
are valued by the *cheater's* reference: `PIMCBot.values` in worlds that are
the true position with only the stock shuffled (``--reference`` worlds). The
screen prints the mean gain of A's move over B's on those positions, with a
95% interval (t), the share of positions where they differ, and CPU seconds
per move of each, one JSON line. A gain above 0 says A's belief led to better
choices *under the true hands*; games decide (`search_strength.py`).

    nice -n 10 python benchmarks/belief_regret.py chupate --players 4 --deals 10 --first-deal 0

Not part of the library: it cheats (the reference reads hidden cards),
times and prints.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from typing import Any

import attrs

from cardrules import chupate, veneno
from cardrules.bots.inference import PolicyBelief
from cardrules.bots.pimc import PIMCBot
from cardrules.games import game_of

MODULES: dict[str, Any] = {"veneno": veneno, "chupate": chupate}


def reshuffled(state: Any, seed: int) -> Any:
    """``state`` with its stock in a new order from ``seed`` (the hands stay known)."""
    rnd = random.Random(seed)
    stock = list(state.stock)
    rnd.shuffle(stock)
    return attrs.evolve(state, stock=tuple(stock), rng=rnd.getrandbits(63))


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("game", choices=sorted(MODULES))
    out.add_argument("--players", type=int, default=4)
    out.add_argument("--deals", type=int, default=10)
    out.add_argument("--first-deal", type=int, default=0)
    out.add_argument("--seed", type=int, default=230_000)
    out.add_argument("--belief", type=int, default=64, help="A's PolicyBelief particles")
    out.add_argument("--reference", type=int, default=2000, help="reference rollouts a move")
    args = out.parse_args()
    module = MODULES[args.game]
    rules = module.Rules(players=args.players)
    greedy = game_of(rules).greedy_bot()
    gains: list[float] = []
    positions = 0
    cpu = {"a": 0.0, "b": 0.0}
    moves = 0
    start_wall = time.time()
    for deal in range(args.first_deal, args.first_deal + args.deals):
        state = module.new_game(rules, seed=args.seed + deal)
        a = PIMCBot(seed=deal, belief=PolicyBelief(size=args.belief))
        b = PIMCBot(seed=deal, belief=False)
        while not state.is_over:
            seat = state.current_player
            view, legal = state.view(seat), state.legal_moves()
            move, _ = greedy.choose(view, legal)
            if seat == 0:
                began = time.process_time()
                move_a, a = a.choose(view, legal)
                cpu["a"] += time.process_time() - began
                began = time.process_time()
                move_b, b = b.choose(view, legal)
                cpu["b"] += time.process_time() - began
                moves += 1
                positions += int(len(legal) > 1)
                if move_a != move_b:
                    truth = state
                    reference = PIMCBot(
                        seed=deal * 1000 + moves,
                        simulations=args.reference,
                        min_worlds=args.reference // 2,
                        opponent_model=lambda _v, _s, truth=truth: (
                            lambda _view, seed: reshuffled(truth, seed)
                        ),
                        belief=False,
                    )
                    values, _ = reference.values(view, (move_a, move_b))
                    gains.append(values[0] - values[1])
            state = state.play(move)
            a, b = a.observe(seat, move), b.observe(seat, move)
    count = len(gains)
    mean = statistics.fmean(gains) if gains else 0.0
    half = 1.96 * statistics.stdev(gains) / math.sqrt(count) if count > 1 else None
    print(
        json.dumps(
            {
                "game": args.game,
                "screen": f"belief_regret-a{args.belief}-vs-off",
                "players": args.players,
                "seed": args.seed,
                "first_deal": args.first_deal,
                "deals": args.deals,
                "moves": moves,
                "choices": positions,
                "differ": count,
                "gain_sum": round(sum(gains), 4),
                "gain_sq_sum": round(sum(g * g for g in gains), 4),
                "mean_gain": round(mean, 4),
                "ci95": None if half is None else [round(mean - half, 4), round(mean + half, 4)],
                "cpu_s_per_move_a": round(cpu["a"] / max(moves, 1), 4),
                "cpu_s_per_move_b": round(cpu["b"] / max(moves, 1), 4),
                "wall_s": round(time.time() - start_wall, 1),
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    main()
