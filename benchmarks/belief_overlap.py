"""Does a belief hold more of the true cards? `PolicyBelief` against the game's own sampler.

Seat 0 of greedy games (deal ``d`` is ``new_game(seed=5000 + d)``, the first
round) keeps a `PolicyBelief` of ``SIZE`` particles; at each of its turns it
counts, for every opponent, how many of the opponent's true cards a world's
hand for it holds, weighted by the belief, by the particles alike, and over
32 worlds of the game's sampler (Chúpate 2: `read_opponents`; Veneno:
uniform). Prints one line of the three means.

    nice -n 10 python benchmarks/belief_overlap.py chupate 4 64 20

Not part of the library: it reads the true hands (to score the beliefs).
"""

from __future__ import annotations

import sys
import time
from typing import Any

from cardrules import chupate, veneno
from cardrules.bots.inference import PolicyBelief
from cardrules.chupate.opponents import read_opponents
from cardrules.games import game_of


def overlap(world: Any, truth: Any, players: int) -> int:
    """How many of the opponents' true cards the world's hands hold for them."""
    found = 0
    for seat in range(1, players):
        hand = list(world.hands[seat])
        for card in truth.hands[seat]:
            if card in hand:
                hand.remove(card)
                found += 1
    return found


def main() -> None:
    game, players, size, deals = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    module = chupate if game == "chupate" else veneno
    rules = module.Rules(players=players)
    spec = game_of(rules)
    greedy = spec.greedy_bot()
    weighted = particles = fresh = 0.0
    turns = 0
    spent = 0.0
    for deal in range(deals):
        state = module.new_game(rules, seed=5000 + deal)
        belief = PolicyBelief(size=size, seed=deal)
        seen: list[tuple[int, Any]] = []
        while not state.is_over and state.round == 1:
            seat = state.current_player
            if seat == 0:
                view = state.view(0)
                base = read_opponents(view, tuple(seen)) if game == "chupate" else spec.sample
                began = time.process_time()
                belief = belief.update(view, sampler=base)
                spent += time.process_time() - began
                counts = [overlap(world, state, players) for world in belief.worlds]
                weighted += sum(w * c for w, c in zip(belief.weights(), counts, strict=True))
                particles += sum(counts) / len(counts)
                fresh += sum(overlap(base(view, k), state, players) for k in range(32)) / 32
                turns += 1
            move, _ = greedy.choose(state.view(seat), state.legal_moves())
            state = state.play(move)
            belief = belief.observe(seat, move)
            seen.append((seat, move))
    print(
        f"{game} {players}p: weighted {weighted / turns:.3f} particles {particles / turns:.3f} "
        f"game's sampler {fresh / turns:.3f} update {spent / turns:.4f} s, {turns} turns"
    )


if __name__ == "__main__":
    main()
