"""One greedy bot against random bots, in both games: how often does it win?

python examples/greedy_vs_random.py
"""

from __future__ import annotations

from typing import Any

from cardrules import chupate, veneno
from cardrules.bots import Bot, ChupateGreedyBot, RandomBot, VenenoGreedyBot, playthrough

GAMES = 20
BOT_SEED = 99
"""The random bots' own seed, the same in every game: apart from the games' seeds,
since a bot that knew a game's seed would know every hidden hand."""
PLAYERS = 4


def greedy_wins(game: Any, rules: Any, greedy: Bot[Any, Any]) -> tuple[int, int]:
    """The greedy bot's wins over GAMES seeds (its seat moving round), and the moves played."""
    wins = moves = 0
    for seed in range(GAMES):
        seat = seed % PLAYERS
        bots: list[Bot[Any, Any]] = list(RandomBot.for_seats(BOT_SEED, PLAYERS))
        bots[seat] = greedy
        final = game.new_game(rules, seed=seed)
        for step in playthrough(final, bots):
            moves += 1
            final = step.after
        wins += seat in final.winners
    return wins, moves


def main() -> None:
    for name, game, rules, greedy in (
        ("Veneno", veneno, veneno.Rules(players=PLAYERS), VenenoGreedyBot()),
        ("Chúpate 2", chupate, chupate.Rules(players=PLAYERS), ChupateGreedyBot()),
    ):
        wins, moves = greedy_wins(game, rules, greedy)
        print(f"{name}: the greedy bot won {wins} of {GAMES} games ({moves} moves in all)")


if __name__ == "__main__":
    main()
