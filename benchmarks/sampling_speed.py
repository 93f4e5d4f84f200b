"""How many samples of the hidden cards a view gives per second, in each game.

The view is a 4-player mid-game one: 12 moves of greedy play from the deal
(seed ``--seed``), seen by the seat to play. Each loop calls
``view.sample_state(seed)`` for seeds 0, 1, 2, ... for about ``--seconds``.
``--check N`` first checks N samples keep the view (``sample.view(seat) == view``).

    python benchmarks/sampling_speed.py
    python benchmarks/sampling_speed.py --seconds 0.2 --check 5   # a smoke run

Not part of the library: it times things and prints.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from _common import add_save_option, keep, rate, save_result

from cardrules import chupate, veneno
from cardrules.bots import ChupateGreedyBot, VenenoGreedyBot

GAMES: tuple[tuple[str, Any, Any], ...] = (
    ("veneno", veneno, VenenoGreedyBot()),
    ("chupate", chupate, ChupateGreedyBot()),
)


def mid_game_view(module: Any, bot: Any, seed: int) -> Any:
    """The view of the seat to play after 12 greedy moves of a 4-player game."""
    state = module.new_game(module.Rules(players=4), seed=seed)
    for _ in range(12):
        move, _ = bot.choose(state.view(state.current_player), state.legal_moves())
        state = state.play(move)
    return state.view(state.current_player)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", type=int, default=20, metavar="N")
    add_save_option(parser)
    args = parser.parse_args()
    figures: dict[str, object] = {"players": 4, "seconds": args.seconds}
    for name, module, bot in GAMES:
        view = mid_game_view(module, bot, args.seed)
        for seed in range(args.check):
            if view.sample_state(seed).view(view.seat) != view:
                raise SystemExit(f"{name}: sample {seed} does not keep the view")
        clock = time.process_time  # CPU time: what one idle core would do
        count = 0
        start = clock()
        while clock() - start < args.seconds:
            view.sample_state(count)
            count += 1
        elapsed = clock() - start
        print(
            f"{name}: {count / elapsed:,.0f} samples/s "
            f"({len(view.unseen_cards())} unseen cards, {count} samples in {elapsed:.2f} s)"
        )
        figures[name] = {
            "samples_per_s": rate(count / elapsed),
            "unseen_cards": len(view.unseen_cards()),
        }
    save_result(
        "sampling_speed",
        figures,
        method="CPU time (time.process_time) of view.sample_state, one game after the other",
        save=keep(args, args.seconds),
    )


if __name__ == "__main__":
    main()
