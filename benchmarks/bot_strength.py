"""How strong the greedy bots are: duplicate tournaments against the 0.1 bots and random bots.

Every line is one `play_tournament` at 4 players (each deal played once per
rotation of the bots through the seats), printed with the first bot's win rate
and its 95% Wilson interval over deals (`Standing.ci95`: each deal counts
once, as the bot's win fraction over its rotations). ``baseline`` is the
greedy bot of cardrules 0.1, kept here (and only here) to measure the current
one against:

* greedy vs 3 baseline: the current greedy bot against three 0.1 greedy bots
  (25% is equal strength);
* greedy vs 3 random, and 3 greedy vs random: the share of games a greedy bot
  wins (with 3 greedy bots, a game counts when any greedy seat wins);
* Chúpate 2 with teams: the current bot with a 0.1 partner against two 0.1
  bots, on the default partition and on one where partners sit side by side.

    python benchmarks/bot_strength.py                  # 2,000 deals per line
    nice python benchmarks/bot_strength.py --deals 5000 --workers 2
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

import attrs
from _common import add_quiet, add_save_option, keep_games, progress, save_result

from cardrules import chupate, veneno
from cardrules.bots import BotSpec, bot_spec
from cardrules.errors import RulesError
from cardrules.tournament import TournamentResult, play_tournament

# -- the 0.1 greedy bots, for comparison only ----------------------------------------


@attrs.frozen
class BaselineChupateBot:
    """cardrules 0.1's ChupateGreedyBot: colored cards by points, wilds last, never challenges."""

    def choose(
        self, view: chupate.View, legal_moves: Sequence[chupate.Move]
    ) -> tuple[chupate.Move, BaselineChupateBot]:
        if not legal_moves:
            raise RulesError("no legal moves")
        counts = dict.fromkeys(chupate.Color, 0)
        for card in view.hand:
            if card.color is not None:
                counts[card.color] += 1
        ranked = sorted(chupate.Color, key=lambda color: -counts[color])
        rank: dict[chupate.Color | None, int] = {None: 0}
        rank.update((color, index) for index, color in enumerate(ranked))

        def cost(move: chupate.Move) -> tuple[int, int, int]:
            kind, card = move.kind, move.card
            if kind == "play" and card is not None:
                if card.color is not None:
                    return (0, -card.points, rank[card.color])
                return (1, int(card.face == "W"), rank[move.color])
            if kind == "color":
                return (0, 0, rank[move.color])
            return (2, int(kind == "challenge"), 0)

        return min(legal_moves, key=cost), self


@attrs.frozen
class BaselineVenenoBot:
    """cardrules 0.1's VenenoGreedyBot: copas first, then high cards, no avoidable overflow."""

    def choose(
        self, view: veneno.View, legal_moves: Sequence[veneno.Move]
    ) -> tuple[veneno.Move, BaselineVenenoBot]:
        if not legal_moves:
            raise RulesError("no legal moves")
        rules = view.rules
        totals = [sum(rules.value(card) for card in pile) for pile in view.piles]

        def cost(move: veneno.Move) -> tuple[int, int, int, int]:
            card, index = move.card, move.pile
            value = rules.value(card)
            total = totals[index] + value
            copa = int(card.suit is veneno.Suit.COPAS)
            if rules.overflows(total):
                kept = 0 if rules.poison_overflow else copa
                pile = view.piles[index]
                return (1, sum(c.suit is veneno.Suit.COPAS for c in pile) + kept, 0, 0)
            return (0, -copa, -value, -total)

        return min(legal_moves, key=cost), self


def baseline_bot(rules: object, seed: int) -> Any:
    del seed
    return BaselineChupateBot() if isinstance(rules, chupate.Rules) else BaselineVenenoBot()


BASELINE = BotSpec("baseline", baseline_bot)
GREEDY = bot_spec("greedy")
RANDOM = bot_spec("random")

# -- the measurements -----------------------------------------------------------------


def greedy_share(result: TournamentResult, greedy_entries: set[int]) -> tuple[int, int]:
    """Completed games won by at least one greedy seat, and completed games."""
    won = completed = 0
    for game in result.results:
        if game.capped:
            continue
        completed += 1
        won += any(game.entries[seat] in greedy_entries for seat in game.winners)
    return won, completed


def line(name: str, result: TournamentResult, seconds: float, extra: str = "") -> str:
    first = result.standings[0]
    low, high = first.ci95
    return (
        f"{name:<44} {first.wins:>6}/{first.completed:<6} {first.win_rate:6.3f} "
        f"[{low:.3f}, {high:.3f}]  capped {result.capped}  {result.games / seconds:7.1f} games/s"
        f"{extra}"
    )


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--deals", type=int, default=2000, help="deals per line (default 2000)")
    options.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    options.add_argument("--seed", type=int, default=2026, help="tournament seed (default 2026)")
    add_save_option(options)
    add_quiet(options)
    args = options.parse_args()
    games: list[tuple[str, Any, list[BotSpec], set[int]]] = []
    for title, rules in (
        ("Veneno", veneno.Rules(players=4)),
        ("Chúpate 2", chupate.Rules(players=4)),
    ):
        games += [
            (
                f"{title}: greedy vs 3 baseline",
                rules,
                [GREEDY, BASELINE, BASELINE, BASELINE],
                set(),
            ),
            (f"{title}: greedy vs 3 random", rules, [GREEDY, RANDOM, RANDOM, RANDOM], {0}),
            (f"{title}: random vs 3 greedy", rules, [RANDOM, GREEDY, GREEDY, GREEDY], {1, 2, 3}),
        ]
    for title, teams in (("alternate", True), ("side by side", ((0, 1), (2, 3)))):
        rules = chupate.Rules(players=4, teams=teams)
        field = [GREEDY, BASELINE, BASELINE, BASELINE]
        games.append((f"Chúpate 2 teams ({title}): greedy+baseline", rules, field, set()))
    print(f"{args.deals} deals per line (x4 rotations), seed {args.seed}, {args.workers} workers")
    print(f"{'':<44} {'wins/games':>13} {'rate':>6} {'95% interval':<16}")
    rows: list[dict[str, Any]] = []
    stages = [(name, args.deals * rules.players) for name, rules, _, _ in games]
    with progress("bot strength", stages, args.quiet) as bar:
        for name, rules, field, greedy_entries in games:
            start = time.perf_counter()
            result = play_tournament(
                rules,
                field,
                deals=args.deals,
                seed=args.seed,
                workers=args.workers,
                progress=bar.update,
            )
            seconds = time.perf_counter() - start
            extra = ""
            if greedy_entries:
                won, completed = greedy_share(result, greedy_entries)
                extra = f"  won by a greedy bot: {won / completed:.3f}"
            bar.write(line(name, result, seconds, extra), file=sys.stdout)
            first = result.standings[0]
            rows.append(
                {
                    "field": name,
                    "wins": first.wins,
                    "games": first.completed,
                    "rate": f"{first.win_rate:.3f}",
                    "interval": f"{first.ci95[0]:.3f}-{first.ci95[1]:.3f}",
                    "greedy": f"{won / completed:.2%}" if greedy_entries else "",
                    "capped": result.capped,
                }
            )
    save_result(
        "bot_strength",
        {"deals": args.deals, "seed": args.seed, "rows": rows},
        method="duplicate tournaments of 4 players, each deal in 4 rotations; 95% interval over "
        "deals",
        save=keep_games(args, 4 * args.deals),
    )


if __name__ == "__main__":
    main()
