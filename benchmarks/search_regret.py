"""A quick screen of search settings: the regret of each on mid-game positions, by reference values.

Positions: ``--positions`` views of seat 0 a few moves into greedy 4-player
games (deal seeds from 100), each valued move by move by `PIMCBot` with
1,000 worlds a move (``PIMCBot.values``, greedy rollouts: the reference,
cached in ``--cache``). A setting's regret on a position is the best
reference value less the value of the move it plays; the screen prints each
setting's mean regret and CPU seconds per move, one JSON line each. It is a
screen, not a strength measure: the reference is the greedy rollout model
itself, so it favours settings close to PIMC; games decide
(`search_strength.py`).

    python benchmarks/search_regret.py veneno '{"_bot": "greedy"}' '{"_bot": "pimc"}' '{}'
    python benchmarks/search_regret.py chupate '{"iterations": 400}' '{"bias": 3}'

Each setting is a JSON object of `ISMCTSBot` options (``{}``: its game's
defaults), or ``{"_bot": "greedy"}`` / ``{"_bot": "pimc"}``. Not part of the
library: it times things and prints.
"""

from __future__ import annotations

import argparse
import json
import pickle
import statistics
import time
from pathlib import Path
from typing import Any

from cardrules import chupate, veneno
from cardrules.bots import ISMCTSBot, PIMCBot
from cardrules.games import game_of

MODULES: dict[str, Any] = {"veneno": veneno, "chupate": chupate}


def positions(module: Any, count: int) -> list[tuple[Any, Any, tuple[float, ...]]]:
    """``count`` (view, legal moves, reference values) of seat 0 in greedy games."""
    rules = module.Rules(players=4)
    greedy = game_of(rules).greedy_bot()
    out = []
    seed = 100
    while len(out) < count:
        state = module.new_game(rules, seed=seed)
        seed += 1
        target, moves = 5 + seed % 30, 0
        while not state.is_over:
            legal = state.legal_moves()
            if moves >= target and len(legal) > 1 and state.current_player == 0:
                break
            state = state.play(greedy.choose(state.view(state.current_player), legal)[0])
            moves += 1
        if state.is_over:
            continue
        view, legal = state.view(state.current_player), state.legal_moves()
        reference = PIMCBot(simulations=1000 * len(legal), min_worlds=400, seed=seed)
        values, _ = reference.values(view, legal)
        out.append((view, legal, values))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(MODULES))
    parser.add_argument("settings", nargs="+", help="JSON objects of ISMCTSBot options")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--cache", default=None, help="file of the reference (default: /tmp)")
    args = parser.parse_args()
    cache = Path(args.cache or f"/tmp/search_regret_{args.game}_{args.positions}.pkl")
    if cache.exists():
        with cache.open("rb") as file:
            found = pickle.load(file)  # this script's own cache
    else:
        found = positions(MODULES[args.game], args.positions)
        with cache.open("wb") as file:
            pickle.dump(found, file)
    for text in args.settings:
        setting = json.loads(text)
        regrets = []
        start = time.process_time()
        for index, (view, legal, values) in enumerate(found):
            if setting.get("_bot") == "greedy":
                move = game_of(view).greedy_bot().choose(view, legal)[0]
            elif setting.get("_bot") == "pimc":
                move = PIMCBot(seed=index).choose(view, legal)[0]
            else:
                move = ISMCTSBot(seed=index, **setting).choose(view, legal)[0]
            regrets.append(max(values) - values[legal.index(move)])
        seconds = (time.process_time() - start) / len(found)
        print(
            json.dumps(
                {
                    "game": args.game,
                    "setting": setting,
                    "positions": len(found),
                    "mean_regret": round(statistics.mean(regrets), 5),
                    "s_per_move": round(seconds, 4),
                }
            ),
            flush=True,
        )


if __name__ == "__main__":
    main()
