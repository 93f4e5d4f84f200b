"""How fast cardrules plays Chúpate 2, against RLCard's UNO and a plain mutable loop.

All loops play random 4-player single rounds: each turn, pick one of the legal
moves uniformly with the library's SplitMix64 ``below``. A move is one
``play()`` in cardrules, one ``step()`` in RLCard, one turn step in the
reference. RLCard's rules are poorer (no stacking, no challenge, drawing only
when stuck), so its moves are not the same moves; the mutable reference loop
plays exactly Chúpate 2's rules (and the very same games, see ``--check``).

    python benchmarks/chupate_speed.py                # 5 s per loop
    python benchmarks/chupate_speed.py --matches 100
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

from cardrules import chupate
from cardrules._random import below, shuffle

PLAYERS = 4
RULES = chupate.Rules(players=PLAYERS)
MAX_RLCARD_MOVES = 100_000  # a safety net; random UNO rounds end long before


def cardrules_game(seed: int) -> tuple[int, tuple[int, ...]]:
    """One random round through the public API: ``(moves, final scores)``."""
    state = chupate.new_game(RULES, seed=seed)
    rng = seed ^ PICK_STREAM
    moves = 0
    while not state.is_over:
        legal = state.legal_moves()
        index, rng = below(rng, len(legal))
        state = state.play(legal[index])
        moves += 1
    return moves, state.scores


def play_cardrules(seed: int) -> int:
    return cardrules_game(seed)[0]


def play_rlcard(seed: int) -> int:
    """One random round of RLCard's UNO (``UnoGame``); returns the number of steps."""
    import numpy as np  # noqa: PLC0415 - only when RLCard is there
    from rlcard.games.uno.game import UnoGame  # noqa: PLC0415

    game = UnoGame(num_players=PLAYERS)
    game.np_random = np.random.RandomState(seed)
    game.init_game()
    rng = seed ^ PICK_STREAM
    moves = 0
    while not game.is_over() and moves < MAX_RLCARD_MOVES:
        legal = game.get_legal_actions()
        index, rng = below(rng, len(legal))
        game.step(legal[index])
        moves += 1
    return moves


# -- the reference: Chúpate 2's rules, mutable, unchecked ----------------------------

# Cards are ints: the index in the canonical deck of the first card equal to it,
# so equal cards are equal ints and sorting ints is sorting in deck order.
DECK_CARDS = chupate.build_deck()
FIRST = {card: DECK_CARDS.index(card) for card in DECK_CARDS}
DECK = [FIRST[card] for card in DECK_CARDS]
COLOURS = list(chupate.Color)
COLOUR = [COLOURS.index(c.color) if c.color is not None else -1 for c in DECK_CARDS]
FACE = [card.face for card in DECK_CARDS]
POINTS = [chupate.card_points(card) for card in DECK_CARDS]
W4 = FIRST[DECK_CARDS[-1]]
PLAY, DRAWN, STACKED, WILD4, COLOR = range(5)


def _draw(stock: list[int], discard: list[int], count: int, rng: int) -> tuple[list[int], int]:
    """Draw ``count`` cards from ``stock`` (next card last), reshuffling the discard (C-14)."""
    if len(stock) >= count:
        drawn = stock[-count:][::-1]
        del stock[-count:]
        return drawn, rng
    drawn = stock[::-1]
    stock.clear()
    if len(discard) > 1:
        fresh, rng = shuffle(rng, discard[:-1])
        del discard[:-1]
        need = count - len(drawn)
        drawn += fresh[:need]
        stock.extend(reversed(fresh[need:]))
    return drawn, rng


def reference_game(seed: int, players: int = PLAYERS) -> tuple[int, tuple[int, ...]]:
    """One random round, rules C-4 to C-15, in lists: ``(moves, final scores)``.

    Moves are listed in cardrules' documented order, so the same seed plays
    the same round as cardrules.
    """
    seat, rng = below(seed, players)
    deck, rng = shuffle(rng, DECK)
    dealt = 7 * players
    hands = [list(deck[s:dealt:players]) for s in range(players)]
    top, rest = deck[dealt], deck[dealt + 1 :]
    while top == W4:  # C-13: a wild draw-four goes back
        rest, rng = shuffle(rng, (*rest, top))
        top, rest = rest[0], rest[1:]
    stock = list(reversed(rest))
    discard = [top]
    color = COLOUR[top]
    step, owed, phase, drawn_card, challenge_color = -1, 0, PLAY, -1, -1
    face = FACE[top]
    if face == "+2":
        owed, phase = 2, STACKED
    elif face == "S":
        seat = (seat - 1) % players
    elif face == "R":
        step = 1
        seat = (seat + 1) % players
    elif face == "W":
        phase = COLOR
    pick = seed ^ PICK_STREAM
    moves = 0
    while True:
        # -- list the legal moves: ("play", card, color) / (kind, -1, color) --
        top_face = FACE[discard[-1]]
        legal: list[tuple[str, int, int]] = []
        if phase in (PLAY, DRAWN):
            candidates = sorted(set(hands[seat])) if phase == PLAY else [drawn_card]
            for card in candidates:
                if COLOUR[card] < 0:
                    legal += [("play", card, c) for c in range(4)]
                elif COLOUR[card] == color or FACE[card] == top_face:
                    legal.append(("play", card, -1))
            if phase == PLAY:
                legal.append(("draw" if stock or len(discard) > 1 else "pass", -1, -1))
            else:
                legal.append(("pass", -1, -1))
        elif phase == STACKED:
            legal = [("play", c, -1) for c in sorted(set(hands[seat])) if FACE[c] == "+2"]
            legal.append(("take", -1, -1))
        elif phase == WILD4:
            legal = [("take", -1, -1), ("challenge", -1, -1)]
        else:
            legal = [("color", -1, c) for c in range(4)]
        index, pick = below(pick, len(legal))
        kind, card, named = legal[index]
        moves += 1
        # -- play it --
        if kind == "play":
            hand = hands[seat]
            if phase == DRAWN:
                hand.pop()
            else:
                hand.remove(card)
            discard.append(card)
            face = FACE[card]
            previous = color
            color = COLOUR[card] if COLOUR[card] >= 0 else named
            if not hand:  # C-15: the round ends; the next player draws what is owed
                due = owed + 2 if face == "+2" else 4 if face == "W+4" else 0
                if due:
                    drawn, rng = _draw(stock, discard, due, rng)
                    hands[(seat + step) % players] += drawn
                scores = [0] * players
                scores[seat] = sum(POINTS[c] for h in hands for c in h)
                return moves, tuple(scores)
            nxt = (seat + step) % players
            if face == "+2":  # C-8: the chain grows
                owed, phase = owed + 2, STACKED
            else:
                owed, phase = 0, PLAY
            if face == "S":
                nxt = (nxt + step) % players
            elif face == "R":
                step = -step
                nxt = seat if players == 2 else (seat + step) % players
            elif face == "W+4":
                owed, phase, challenge_color = 4, WILD4, previous
            seat = nxt
        elif kind == "draw":
            drawn, rng = _draw(stock, discard, 1, rng)
            hands[seat] += drawn
            drawn_card, phase = drawn[0], DRAWN
        elif kind == "pass":
            seat, phase = (seat + step) % players, PLAY
        elif kind == "color":
            color, phase = named, PLAY
        else:  # take or challenge
            victim, count, nxt = seat, owed, (seat + step) % players
            if kind == "challenge":
                challenged = (seat - step) % players
                if any(COLOUR[c] == challenge_color for c in hands[challenged]):
                    victim, nxt = challenged, seat
                else:
                    count = 6
            drawn, rng = _draw(stock, discard, count, rng)
            hands[victim] += drawn
            seat, owed, phase = nxt, 0, PLAY


def play_reference(seed: int) -> int:
    return reference_game(seed)[0]


def main(argv: list[str] | None = None) -> None:
    options = parser(__doc__.splitlines()[0], 5.0)
    args: argparse.Namespace = options.parse_args(argv)
    check_same(args.check, cardrules_game, reference_game)
    print(f"Chúpate 2 / UNO, {PLAYERS} players, single rounds, random legal moves; {machine()}")
    loops = {"cardrules": play_cardrules, "mutable reference loop": play_reference}
    try:
        import rlcard  # noqa: F401, PLC0415
    except ImportError:
        print("rlcard is not installed: pip install 'cardrules[bench]' to compare with it")
    else:
        loops["rlcard UnoGame"] = play_rlcard
    rounds = measure_interleaved(loops, args)
    report_interleaved(rounds)
    if "rlcard UnoGame" in loops:
        print("(RLCard's UNO has no stacking, no challenge, and draws only when stuck)")
    figures: dict[str, object] = {"players": PLAYERS}
    figures.update(zip(["cardrules", "reference", "rlcard"], totals(rounds).values(), strict=False))
    spent = min(sum(row[i].seconds for row in rounds) for i in range(len(rounds[0])))
    save_result("chupate_speed", figures, argv=argv, method=INTERLEAVED, save=keep(args, spent))


if __name__ == "__main__":
    main()
