"""Random bots play Chúpate 2 to 150 points, in two teams; print each round's result.

python examples/play_chupate.py
"""

from __future__ import annotations

from cardrules import chupate
from cardrules.bots import RandomBot, playthrough

SEED = 11
BOT_SEED = 5  # the bots' own seed: a bot that knew SEED would know every hand


def main() -> None:
    rules = chupate.Rules(players=4, teams=True, target=150)
    state = chupate.new_game(rules, seed=SEED)
    final = state
    moves = challenges = 0
    for step in playthrough(state, RandomBot.for_seats(BOT_SEED, rules.players)):
        moves += 1
        final = step.after
        if step.after.last_challenge is not None:
            challenges += 1
        if step.after.round != step.before.round or step.after.is_over:
            print(f"round {step.before.round}: won by seat {step.seat}; scores {final.scores}")
    print(f"{moves} moves, {challenges} challenges of a wild draw-four")
    print(f"teams {rules.partition}: winners {final.winners}")


if __name__ == "__main__":
    main()
