"""How fast cardrules plays Veneno, against a plain mutable loop of the same rules.

Both loops play random 4-player matches (to 20 poison points, V-10): every turn
lists every legal move (V-4 to V-6) and picks one uniformly with the library's
SplitMix64 ``below``. A move is one ``play()`` in cardrules, one turn in the
reference. The reference keeps the rules in lists and ints, mutates them in
place and checks nothing: the cost of the rules with none of the library's
guarantees (immutable states, validation, stable move order, views).

    python benchmarks/veneno_speed.py                # 5 s per loop
    python benchmarks/veneno_speed.py --matches 200
"""

from __future__ import annotations

import argparse

from _common import (
    INTERLEAVED,
    PICK_STREAM,
    check_same,
    keep,
    machine,
    measure_interleaved,
    parser,
    report_interleaved,
    save_result,
    totals,
)

from cardrules import veneno
from cardrules._random import below, shuffle

PLAYERS = 4
RULES = veneno.Rules(players=PLAYERS)


def cardrules_match(seed: int) -> tuple[int, tuple[int, ...]]:
    """One random match through the public API: ``(moves, final scores)``."""
    state = veneno.new_game(RULES, seed=seed)
    rng = seed ^ PICK_STREAM
    moves = 0
    while not state.is_over:
        legal = state.legal_moves()
        index, rng = below(rng, len(legal))
        state = state.play(legal[index])
        moves += 1
    return moves, state.scores


def play_cardrules(seed: int) -> int:
    return cardrules_match(seed)[0]


# -- the reference: the same rules, mutable, unchecked -------------------------------

# Cards are ints 0..47 in deck order: suit = card // 12 (0 oros, 1 copas,
# 2 espadas, 3 bastos), rank = card % 12 + 1; figures are worth 4 (V-2).
COPAS = 1
SUIT = [card // 12 for card in range(48)]
VALUE = [rank if rank <= 9 else 4 for rank in (card % 12 + 1 for card in range(48))]
DECK = list(range(48))
OVERFLOW = 13
THRESHOLD = 20


def reference_match(seed: int, players: int = PLAYERS) -> tuple[int, tuple[int, ...]]:
    """One random match, rules V-3 to V-10, in lists: ``(moves, final scores)``.

    The deal and the moves listed (cards in deck order, then piles ascending)
    are those of cardrules, so the same seed plays the same match (``--check``).
    """
    starter, deal_rng = below(seed, players)
    rng = seed ^ PICK_STREAM
    scores = [0] * players
    moves = 0
    while True:
        deck, deal_rng = shuffle(deal_rng, DECK)
        dealt = 3 * players
        hands = [list(deck[seat:dealt:players]) for seat in range(players)]
        hands[starter].append(deck[dealt])
        stock = list(reversed(deck[dealt + 1 :]))  # pop() from the end draws next
        piles: list[list[int]] = [[], [], []]
        totals = [0, 0, 0]
        pile_of_suit = [-1, -1, -1, -1]  # the pile holding each basic suit, or -1
        copas = [0] * players
        seat = starter
        while True:
            hand = hands[seat]
            free = [p for p in range(3) if pile_of_suit.count(p) == 0]
            legal: list[tuple[int, int]] = []
            for card in sorted(hand):  # deck order, as cardrules lists them
                suit = SUIT[card]
                if suit == COPAS:
                    legal += [(card, 0), (card, 1), (card, 2)]  # V-6
                elif pile_of_suit[suit] >= 0:
                    legal.append((card, pile_of_suit[suit]))  # V-5
                else:
                    legal += [(card, p) for p in free]
            index, rng = below(rng, len(legal))
            card, p = legal[index]
            hand.remove(card)
            piles[p].append(card)
            totals[p] += VALUE[card]
            if SUIT[card] != COPAS:
                pile_of_suit[SUIT[card]] = p
            if totals[p] >= OVERFLOW:  # V-7: the player takes the pile
                copas[seat] += sum(1 for c in piles[p] if SUIT[c] == COPAS)
                piles[p] = []
                totals[p] = 0
                pile_of_suit = [-1 if q == p else q for q in pile_of_suit]
            moves += 1
            if stock:  # V-4: the next player draws
                seat = (seat + 1) % players
                hands[seat].append(stock.pop())
                continue
            for step in range(1, players + 1):  # V-8: pass over empty hands
                nxt = (seat + step) % players
                if hands[nxt]:
                    seat = nxt
                    break
            else:
                break
        for s in range(players):  # V-9
            scores[s] += copas[s]
        if max(scores) >= THRESHOLD:  # V-10
            return moves, tuple(scores)
        starter = (starter + 1) % players


def play_reference(seed: int) -> int:
    return reference_match(seed)[0]


def main(argv: list[str] | None = None) -> None:
    options = parser(__doc__.splitlines()[0], 5.0)
    args: argparse.Namespace = options.parse_args(argv)
    check_same(args.check, cardrules_match, reference_match)
    print(f"Veneno, {PLAYERS} players, random legal moves; {machine()}")
    rounds = measure_interleaved(
        {"cardrules": play_cardrules, "mutable reference loop": play_reference}, args
    )
    report_interleaved(rounds, "match")
    cardrules, reference = totals(rounds).values()
    figures = {"players": PLAYERS, "cardrules": cardrules, "reference": reference}
    spent = min(sum(row[i].seconds for row in rounds) for i in range(len(rounds[0])))
    save_result("veneno_speed", figures, argv=argv, method=INTERLEAVED, save=keep(args, spent))


if __name__ == "__main__":
    main()
