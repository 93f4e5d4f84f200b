"""How well one ISMCTS bot plays against greedy bots, and how fast it searches.

One `ISMCTSBot` sits at one seat of a 4-player game (the seat rotates with
the game number: game ``i`` puts it at seat ``i % 4``), the greedy bot of the
game at the other three; deal ``i`` uses seed ``--seed + i``. A game counts as
a win when the ISMCTS seat is among the winners (Veneno: the fewest poison
points, ties included; Chúpate 2: the player who went out). Prints one line
per game (``--progress``) and a summary with a 95% Wilson interval; the
bar to beat is 1 in 4.

    python benchmarks/ismcts_strength.py veneno --games 300 --iterations 60
    python benchmarks/ismcts_strength.py chupate --games 40 --seconds 1
    python benchmarks/ismcts_strength.py veneno --speed   # iterations per second only
    python benchmarks/ismcts_strength.py summarize run1.txt run2.txt   # combine --progress runs

Not part of the library: it times things and prints.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Any

from _common import add_quiet, add_save_option, keep_games, progress, save_result

from cardrules import chupate, veneno
from cardrules.bots import ChupateGreedyBot, ISMCTSBot, VenenoGreedyBot, chupate_hand_value

PLAYERS = 4
GAMES: dict[str, tuple[Any, Any]] = {
    "veneno": (veneno, VenenoGreedyBot()),
    "chupate": (chupate, ChupateGreedyBot()),
}


def wilson(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    margin = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (centre - margin) / scale, (centre + margin) / scale


def make_bot(args: argparse.Namespace, seed: int, *, timed: bool = True) -> ISMCTSBot:
    greedy = GAMES[args.game][1]
    return ISMCTSBot(
        iterations=args.iterations,
        seconds=args.seconds if timed else None,
        seed=seed,
        exploration=args.exploration,
        rollout=greedy if args.rollout == "greedy" else "random",
        max_rollout_moves=args.max_rollout_moves,
        horizon=args.horizon,
        bias=args.bias,
        evaluate=chupate_hand_value if args.evaluate else zero_payoffs,
        sampler=chupate.sample_without_bluffs if args.assume_no_bluffs else uniform_sample,
        lanes=1,  # one iteration at a time, on the scalar engine: the search before 0.3's waves
        widening=0.0,
        engine="scalar",
    )


def zero_payoffs(state: Any) -> tuple[float, ...]:
    """A rollout cut short scores 0 for every seat (ISMCTSBot's setting before 0.3)."""
    return (0.0,) * state.rules.players


def uniform_sample(view: Any, seed: int) -> Any:
    """The uniform belief: ``view.sample_state(seed)``."""
    return view.sample_state(seed)


def play_game(args: argparse.Namespace, index: int) -> tuple[bool, int, float, int]:
    """Play game ``index``; return (ISMCTS won, its moves, its seconds thinking, its seat)."""
    module, greedy = GAMES[args.game]
    seat = index % PLAYERS
    state = module.new_game(module.Rules(players=PLAYERS), seed=args.seed + index)
    bot = make_bot(args, seed=(args.seed + index) ^ 0x15_3C75)
    moves, thinking = 0, 0.0
    while not state.is_over:
        current = state.current_player
        legal = state.legal_moves()
        if current == seat:
            start = time.process_time()
            move, bot = bot.choose(state.view(current), legal)
            thinking += time.process_time() - start
            moves += 1
        else:
            move, _ = greedy.choose(state.view(current), legal)
        state = state.play(move)
    return seat in state.winners, moves, thinking, seat


def speed(args: argparse.Namespace) -> None:
    """Iterations per second from mid-game positions of greedy play."""
    module, greedy = GAMES[args.game]
    if args.iterations is None:
        args.iterations = 200
    iterations = args.iterations
    total_iterations, total_seconds = 0, 0.0
    for game in range(args.games):
        state = module.new_game(module.Rules(players=PLAYERS), seed=args.seed + game)
        moves = 0  # a few moves in, where there is a choice: a mid-game view
        while moves < 12 or len(state.legal_moves()) < 2:
            view = state.view(state.current_player)
            state = state.play(greedy.choose(view, state.legal_moves())[0])
            moves += 1
        bot = make_bot(args, seed=game, timed=False)
        start = time.process_time()
        bot.choose(state.view(state.current_player), state.legal_moves())
        total_seconds += time.process_time() - start
        total_iterations += iterations
    rate = total_iterations / total_seconds
    print(
        f"{args.game}: {rate:.0f} iterations/s ({args.rollout} rollouts, horizon {args.horizon}); "
        f"{0.1 * rate:.0f} iterations ~ 0.1 s/move"
    )


def summarize(paths: list[str]) -> None:
    """Combine the ``--progress`` lines of several runs (games counted once by number)."""
    won: dict[int, bool] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                if "won" in row:
                    won.setdefault(row["game"], row["won"])
    wins, games = sum(won.values()), len(won)
    low, high = wilson(wins, games)
    print(
        json.dumps(
            {
                "games": games,
                "wins": wins,
                "win_rate": round(wins / max(games, 1), 4),
                "ci95": [round(low, 4), round(high, 4)],
            }
        )
    )


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("game", choices=[*sorted(GAMES), "summarize"])
    out.add_argument("files", nargs="*", help="with 'summarize': files of --progress lines")
    out.add_argument("--games", type=int, default=40)
    out.add_argument("--iterations", type=int, default=None)
    out.add_argument("--seconds", type=float, default=None)
    out.add_argument("--seed", type=int, default=1)
    out.add_argument("--exploration", type=float, default=0.7)
    out.add_argument("--rollout", choices=("random", "greedy"), default="greedy")
    out.add_argument("--horizon", choices=("game", "round"), default="round")
    out.add_argument("--max-rollout-moves", type=int, default=400)
    out.add_argument("--bias", type=float, default=0.0)
    out.add_argument(
        "--evaluate",
        action="store_true",
        help="Chúpate 2: score rollouts cut at --max-rollout-moves with chupate_hand_value",
    )
    out.add_argument(
        "--assume-no-bluffs",
        "--no-bluff-sampler",
        action="store_true",
        help="Chúpate 2: sample with chupate.sample_without_bluffs (opponents never bluff)",
    )
    out.add_argument("--start", type=int, default=0, help="the first game's number")
    out.add_argument("--speed", action="store_true", help="only measure iterations per second")
    out.add_argument("--progress", action="store_true", help="one line per game")
    add_save_option(out)
    add_quiet(out)
    args = out.parse_args()
    if args.game == "summarize":
        summarize(args.files)
        return
    if args.speed:
        speed(args)
        return
    if args.iterations is None and args.seconds is None:
        args.iterations = 100
    wins = moves = 0
    thinking = 0.0
    with progress(f"ismcts {args.game}", [("", args.games)], args.quiet) as bar:
        for index in range(args.start, args.start + args.games):
            won, bot_moves, seconds, seat = play_game(args, index)
            wins += won
            moves += bot_moves
            thinking += seconds
            if args.progress:
                line = json.dumps({"game": index, "seat": seat, "won": won})
                bar.write(line, file=sys.stdout)
            bar.update(1)
    low, high = wilson(wins, args.games)
    summary = {
        "game": args.game,
        "games": args.games,
        "iterations": args.iterations,
        "seconds": args.seconds,
        "rollout": args.rollout,
        "horizon": args.horizon,
        "bias": args.bias,
        "assume_no_bluffs": args.assume_no_bluffs,
        "evaluate": args.evaluate,
        "max_rollout_moves": args.max_rollout_moves,
        "start": args.start,
        "wins": wins,
        "win_rate": round(wins / args.games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "seconds_per_move": round(thinking / max(moves, 1), 4),
    }
    print(json.dumps(summary), flush=True)
    save_result(
        f"ismcts_strength_{args.game}",
        summary,
        method="one ISMCTSBot against three greedy bots, the search seat rotating; 95% Wilson "
        "interval; CPU time per move",
        save=keep_games(args, args.games),
    )


if __name__ == "__main__":
    main()
