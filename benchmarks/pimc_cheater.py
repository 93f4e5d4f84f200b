"""An upper bound for determinized search in Chúpate 2: `PIMCBot` told every hand.

One seat of ``--players`` plays `PIMCBot` (its game's defaults, or the
settings given) whose worlds are the true position with only the stock
shuffled anew (``--know stock`` keeps the true stock order too); the other
seats play `ChupateGreedyBot`. Deal ``d`` is ``new_game(seed=SEED + d)``
and every deal is played once with the search bot in each seat, so the
greedy bot in the same seats wins exactly ``1 / players`` of the games.
Prints one JSON line (wins, games, Wilson 95% interval, CPU seconds inside
``choose``), in the format `search_strength.py summarize` adds up.

    nice -n 5 python benchmarks/pimc_cheater.py --players 4 --deals 25 --first-deal 0
    python benchmarks/search_strength.py summarize /tmp/cheat4-*.json

Not part of the library: it cheats (the search reads hidden cards), times
and prints. ``--honest`` plays the same loop with the bot's own belief, to
check the loop against `search_strength.py`.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

import attrs
from _common import CHUNK, add_quiet, add_save_option, keep_games, progress, save_result

from cardrules import chupate
from cardrules.bots import ChupateGreedyBot
from cardrules.bots.pimc import PIMCBot
from cardrules.tournament import wilson_interval

GREEDY = ChupateGreedyBot()
TRUE: list[Any] = [None]
"""The true position of the move being searched (the cheat)."""


def reshuffled(state: Any, seed: int, keep_stock: bool) -> Any:
    """``state`` with its stock in a new order from ``seed`` (the hands stay known)."""
    if keep_stock:
        return state
    rnd = random.Random(seed)
    stock = list(state.stock)
    rnd.shuffle(stock)
    return attrs.evolve(state, stock=tuple(stock), rng=rnd.getrandbits(63))


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("--players", type=int, default=4)
    out.add_argument("--deals", type=int, default=25)
    out.add_argument("--first-deal", type=int, default=0)
    out.add_argument("--seed", type=int, default=150_000)
    out.add_argument("--simulations", type=int, default=None)
    out.add_argument("--margin", type=float, default=None)
    out.add_argument("--all-moves", action="store_true", help="search every legal move")
    out.add_argument("--know", choices=("hands", "stock"), default="hands")
    out.add_argument("--honest", action="store_true", help="no cheat: the bot's own belief")
    add_save_option(out)
    add_quiet(out)
    args = out.parse_args()
    keep = args.know == "stock"
    settings: dict[str, Any] = {}
    if args.simulations is not None:
        settings["simulations"] = args.simulations
    if args.margin is not None:
        settings["margin"] = args.margin
    if args.all_moves:
        settings["candidates"] = lambda _view, legal, _greedy: legal
    if not args.honest:
        settings["opponent_model"] = lambda _view, _seen: (
            lambda _v, seed: reshuffled(TRUE[0], seed, keep)
        )
    rules = chupate.Rules(players=args.players)
    wins = games = choices = moves = 0
    cpu_choices = cpu_moves = 0.0
    start_wall = time.time()
    bar = progress(f"pimc cheater {args.players}p", [("", args.deals * args.players)], args.quiet)
    for deal in range(args.first_deal, args.first_deal + args.deals):
        for seat in range(args.players):
            state = chupate.new_game(rules, seed=args.seed + deal)
            bot = PIMCBot(seed=(deal * 7 + seat) % 2**64, **settings)
            while not state.is_over:
                turn = state.current_player
                view, legal = state.view(turn), state.legal_moves()
                if turn == seat:
                    TRUE[0] = state
                    began = time.process_time()
                    move, bot = bot.choose(view, legal)
                    spent = time.process_time() - began
                    moves += 1
                    cpu_moves += spent
                    if len(legal) >= 2:
                        choices += 1
                        cpu_choices += spent
                else:
                    move = GREEDY.choose(view, legal)[0]
                state = state.play(move)
                bot = bot.observe(turn, move)
            games += 1
            wins += int(state.last_round.winner == seat)
            bar.update(1)
    bar.close()
    low, high = wilson_interval(wins, games)
    name = "pimc-honest" if args.honest else f"pimc-cheat-{args.know}"
    name += "".join(
        f"-{flag}{value}"
        for flag, value in (("s", args.simulations), ("m", args.margin))
        if value is not None
    ) + ("-all" if args.all_moves else "")
    chunk = {
        "game": "chupate",
        "bot": name,
        "players": args.players,
        "seed": args.seed,
        "first_deal": args.first_deal,
        "deals": args.deals,
        "games": games,
        "wins": wins,
        "win_rate": round(wins / games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "cpu_s_per_choice": round(cpu_choices / max(choices, 1), 4),
        "cpu_s_per_move": round(cpu_moves / max(moves, 1), 4),
        "choices": choices,
        "moves": moves,
        "wall_s": round(time.time() - start_wall, 1),
    }
    print(json.dumps(chunk), flush=True)
    save_result(
        "pimc_cheater_chunks",
        chunk,
        method=CHUNK,
        save=keep_games(args, games),
    )


if __name__ == "__main__":
    main()
