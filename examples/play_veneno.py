"""Play a whole Veneno match between random bots and print how it went.

python examples/play_veneno.py
"""

from __future__ import annotations

from cardrules import veneno
from cardrules.bots import RandomBot, playthrough

SEED = 2024
BOT_SEED = 77  # the bots' own seed: a bot that knew SEED would know every hand


def main() -> None:
    rules = veneno.Rules(players=4)
    state = veneno.new_game(rules, seed=SEED)
    bots = RandomBot.for_seats(BOT_SEED, rules.players)  # the same seeds, the same match
    final = state
    moves = 0
    for step in playthrough(state, bots):
        moves += 1
        final = step.after
        if step.after.round != step.before.round:  # a new round was dealt
            print(f"after round {step.before.round}: scores {step.after.scores}")
    print(f"after round {final.round}: scores {final.scores}")
    print(f"the match took {moves} moves")
    print(f"winners: seats {final.winners}; losers: seats {final.losers}")


if __name__ == "__main__":
    main()
