"""Where `PIMCBot` leaves the greedy move in Chúpate 2, and whether leaving it wins.

Plays 4-player games (``--players``) of greedy bots (game ``g`` is
``new_game(seed=g)``). At each decision of seat ``g % players`` with two
legal moves or more, it asks a `PIMCBot` (the settings given) for its move;
where that differs from the greedy bot's, it scores both moves with an
*oracle* that knows every hand:
the move, then greedy bots at every seat to the round's end, ``--reshuffles``
times with the stock shuffled anew (the stock is hidden from everyone). The
gain is the oracle's win rate of the search's move less the greedy move's,
grouped by the kind of departure (``num->act``: the greedy bot plays a
number, the search an action card; ``samecard-color``: the same wild, another
color).

``--wild4`` asks another question, with no search: wherever the greedy bot
plays a colored card while holding a wild draw-four, what would the wild
draw-four (a bluff, maybe; greedy bots never challenge) have gained, by how
many cards the next player holds?

    python benchmarks/pimc_departures.py --games 60 --first 100 --margin 0 --all-moves \
        --simulations 256 --no-model      # the 0.3 defaults at margin 0
    python benchmarks/pimc_departures.py --wild4 --games 150 --first 10000 --rng 1

Not part of the library: it prints. The oracle plays the rest of the game
with greedy bots, the search bot's own seat included, so a gain is what one
departure is worth when everyone plays greedily afterwards.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import time
from typing import Any

import attrs

from cardrules import chupate
from cardrules.bots import ChupateGreedyBot
from cardrules.bots.pimc import PIMCBot

GREEDY = ChupateGreedyBot()


def wins_after(state: Any, seat: int) -> float:
    """1 if ``seat`` wins the round when greedy bots play it out from ``state``, else 0."""
    start = state.round
    while not state.is_over and state.round == start:
        view = state.view(state.current_player)
        state = state.play(GREEDY.choose(view, state.legal_moves())[0])
    return 1.0 if state.last_round.winner == seat else 0.0


def oracle(state: Any, move: Any, seat: int, reshuffles: int, rnd: random.Random) -> float:
    """The win rate of ``move`` for ``seat``, knowing every hand, over stock shuffles."""
    total = 0.0
    for _ in range(reshuffles):
        stock = list(state.stock)
        rnd.shuffle(stock)
        world = attrs.evolve(state, stock=tuple(stock), rng=rnd.getrandbits(63))
        total += wins_after(world.play(move), seat)
    return total / reshuffles


def kind(move: Any) -> str:
    """``num``, ``act``, ``W``, ``W+4`` or the move's kind."""
    if move.kind != "play":
        return str(move.kind)
    card = move.card
    if card.color is None:
        return str(card.face)
    return "act" if card.face in ("+2", "S", "R") else "num"


def report(stats: dict[str, list[float]], extra: dict[str, Any]) -> None:
    """One line per group: departures, mean gain and its standard error; then a JSON total."""
    total = [0, 0.0]
    for key, (n, gains, squares) in sorted(stats.items(), key=lambda item: -item[1][0]):
        mean = gains / n
        se = (max(squares / n - mean * mean, 0.0) / max(n - 1, 1)) ** 0.5
        print(f"{key:24s} n={int(n):4d} gain={mean:+.3f} se={se:.3f} sum={gains:+.2f}")
        total[0] += int(n)
        total[1] += gains
    print(json.dumps({"departures": total[0], "sum_gain": round(total[1], 2), **extra}))


def departures(args: argparse.Namespace) -> None:
    settings: dict[str, Any] = {}
    if args.margin is not None:
        settings["margin"] = args.margin
    if args.all_moves:
        settings["candidates"] = lambda _view, legal, _greedy: legal
    if args.simulations is not None:
        settings["simulations"] = args.simulations
    if args.no_model:
        settings["opponent_model"] = lambda _view, _seen: chupate.sample_without_bluffs
    bot = PIMCBot(seed=3, **settings)
    rnd = random.Random(args.first if args.rng is None else args.rng)
    stats: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0, 0.0])
    decisions = 0
    cpu = 0.0
    for game in range(args.first, args.first + args.games):
        state = chupate.new_game(chupate.Rules(players=args.players), seed=game)
        seen: list[tuple[int, Any]] = []
        while not state.is_over:
            seat = state.current_player
            view, legal = state.view(seat), state.legal_moves()
            greedy = GREEDY.choose(view, legal)[0]
            if seat == game % args.players and len(legal) >= 2:
                decisions += 1
                start = time.process_time()
                searched, bot = attrs.evolve(bot, seen=tuple(seen)).choose(view, legal)
                cpu += time.process_time() - start
                if searched != greedy:
                    gain = oracle(state, searched, seat, args.reshuffles, rnd) - oracle(
                        state, greedy, seat, args.reshuffles, rnd
                    )
                    same = searched.card is not None and searched.card == greedy.card
                    key = "samecard-color" if same else f"{kind(greedy)}->{kind(searched)}"
                    row = stats[key]
                    row[0] += 1
                    row[1] += gain
                    row[2] += gain * gain
            state = state.play(greedy)
            seen.append((seat, greedy))
    report(
        stats,
        {
            "games": args.games,
            "decisions": decisions,
            "cpu_s_per_decision": round(cpu / max(decisions, 1), 4),
        },
    )


def wild4(args: argparse.Namespace) -> None:
    rnd = random.Random(args.first if args.rng is None else args.rng)
    stats: dict[str, list[float]] = collections.defaultdict(lambda: [0, 0.0, 0.0])
    for game in range(args.first, args.first + args.games):
        state = chupate.new_game(chupate.Rules(players=4), seed=game)
        while not state.is_over:
            seat = state.current_player
            view, legal = state.view(seat), state.legal_moves()
            greedy = GREEDY.choose(view, legal)[0]
            fours = [m for m in legal if m.kind == "play" and m.card.face == "W+4"]
            if state.phase == "play" and greedy.kind == "play" and greedy.card.color and fours:
                four = GREEDY.choose(view, fours)[0]  # the greedy bot's color for it
                following = view.hand_sizes[(seat + view.direction) % 4]
                key = "next <= 2" if following <= 2 else "next <= 4" if following <= 4 else "other"
                gain = oracle(state, four, seat, args.reshuffles, rnd) - oracle(
                    state, greedy, seat, args.reshuffles, rnd
                )
                row = stats[key]
                row[0] += 1
                row[1] += gain
                row[2] += gain * gain
            state = state.play(greedy)
    report(stats, {"games": args.games, "question": "wild draw-four instead of a colored card"})


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("--games", type=int, default=20)
    out.add_argument("--players", type=int, default=4, help="departures: the table's size")
    out.add_argument("--first", type=int, default=0, help="the first game's seed")
    out.add_argument("--reshuffles", type=int, default=16)
    out.add_argument("--margin", type=float, default=None)
    out.add_argument("--all-moves", action="store_true", help="search every legal move")
    out.add_argument("--simulations", type=int, default=None)
    out.add_argument("--no-model", action="store_true", help="the no-bluff sampler, no model")
    out.add_argument("--rng", type=int, default=None, help="the oracle's seed (default: --first)")
    out.add_argument("--wild4", action="store_true")
    args = out.parse_args()
    if args.wild4:
        wild4(args)
    else:
        departures(args)


if __name__ == "__main__":
    main()
