"""A search bot in a few lines: ISMCTS late in a Veneno round, the greedy bot early.

python examples/ismcts_bot.py [ITERATIONS]    # default 20: quick, not strong
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import attrs

from cardrules import veneno
from cardrules.bots import Bot, ISMCTSBot, VenenoGreedyBot, playthrough


@attrs.frozen
class LateSearchBot:
    """Greedy while the stock is long; once few cards are left, search them out."""

    search: ISMCTSBot
    greedy: VenenoGreedyBot = attrs.field(factory=VenenoGreedyBot)
    threshold: int = 12  # search when the stock holds at most this many cards

    def choose(
        self, view: veneno.View, legal_moves: Sequence[veneno.Move]
    ) -> tuple[veneno.Move, LateSearchBot]:
        if view.stock_size > self.threshold:
            return self.greedy.choose(view, legal_moves)[0], self
        move, search = self.search.choose(view, legal_moves)
        return move, attrs.evolve(self, search=search)


def main() -> None:
    iterations = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    search = ISMCTSBot(iterations=iterations, seed=1, rollout=VenenoGreedyBot(), horizon="round")
    bots: list[Bot[Any, Any]] = [LateSearchBot(search), VenenoGreedyBot(), VenenoGreedyBot()]
    start = veneno.new_game(veneno.Rules(players=3, loss_threshold=6), seed=4)
    final = [step.after for step in playthrough(start, bots)][-1]
    print(f"poison points {final.scores}; the searching bot (seat 0) won: {0 in final.winners}")


if __name__ == "__main__":
    main()
