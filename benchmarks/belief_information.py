"""How much the opponents' moves say, and how much of it a `PolicyBelief` keeps.

Greedy games (deal ``d`` is ``new_game(seed=SEED + d)``, the first round). At
every opponent move with a choice, the game's ``opponent_policy`` gives the
move's probability in the true position and in ``--worlds`` worlds of seat 0's
sampler (Chúpate 2: `read_opponents`; Veneno: uniform), each with the played
card put in the mover's hand: the mean log-ratio (true over world) is how
many nats a move tells about the mover's hand, and the share of worlds where
the greedy bot would play the move is how often a world agrees. At each of
seat 0's turns a `PolicyBelief` of ``--size`` particles is updated, and the
line gives its effective sample size (after any resampling), how many
distinct opponent hands its particles hold, the weight on the worlds the
sampler admits now (Chúpate 2: ``Belief.admits``), the rationality posterior
(averaged over the opponents), and how many of the opponents' true cards its
worlds hold (weighted, by the particles alike, and by the sampler's worlds).
``loglik_truth`` is the opponents' moves' log-likelihood under the belief's
model (``--model``) in the true position (each ``e`` averaged out), ``loglik_worlds`` the belief's
worlds' (weighted): a belief that has found the hands the moves favour
holds worlds about as likely as the truth. ``--moves`` gives the belief's
rejuvenation proposals (`PolicyBelief.moves`).

    nice -n 15 python benchmarks/belief_information.py chupate --players 4 --deals 8

Not part of the library: it reads the true hands (to score the beliefs).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from typing import Any

from _common import add_save_option, save_result

from cardrules import chupate, veneno
from cardrules.bots.inference import RATIONALITY, PolicyBelief, greedy_policy
from cardrules.bots.inference import _hand_over as hand_over
from cardrules.bots.inference import _logmeanexp as logmeanexp
from cardrules.bots.inference import _terms as terms
from cardrules.chupate.opponents import read_opponents
from cardrules.games import game_of

MODULES: dict[str, Any] = {"veneno": veneno, "chupate": chupate}


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


def with_move(world: Any, seat: int, move: Any, seed: int) -> Any:
    """``world`` where ``seat`` may play ``move`` (its card put in the hand), else ``None``."""
    if world.current_player != seat:
        return None
    if move not in world.legal_moves():
        _, world = hand_over(world, seat, move, 0, seed)
        if world is None or move not in world.legal_moves():
            return None
    return world


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("game", choices=sorted(MODULES))
    out.add_argument("--players", type=int, default=4)
    out.add_argument("--deals", type=int, default=8)
    out.add_argument("--first-deal", type=int, default=0)
    out.add_argument("--seed", type=int, default=5000)
    out.add_argument("--size", type=int, default=64, help="the belief's particles")
    out.add_argument("--worlds", type=int, default=12, help="sampler worlds a move")
    out.add_argument("--fresh", type=float, default=0.125, help="the belief's fresh share")
    out.add_argument(
        "--moves", type=int, default=0, help="the belief's rejuvenation proposals a particle"
    )
    out.add_argument(
        "--model",
        choices=("game", "greedy"),
        default="game",
        help="the belief's opponent model: the game's opponent_policy, or its greedy bot's move",
    )
    out.add_argument(
        "--no-admits", action="store_true", help="hide the sampler's admits from the belief"
    )
    add_save_option(out)
    args = out.parse_args()
    module = MODULES[args.game]
    rules = module.Rules(players=args.players)
    spec = game_of(rules)
    policy, exact = spec.opponent_policy, greedy_policy(spec)
    if policy is None or spec.greedy_bot is None:
        raise SystemExit(f"{spec.id}: the spec has no opponent_policy or greedy_bot to measure")
    greedy = spec.greedy_bot()
    nats: list[float] = []
    agree: list[float] = []
    legal_counts: list[int] = []
    turn_rows: dict[str, list[float]] = {
        k: []
        for k in (
            *("weighted", "particles", "sampler", "hidden", "ess", "distinct", "admitted"),
            *("loglik_truth", "loglik_worlds"),
        )
    }
    rationality = [0.0] * len(RATIONALITY)
    spent = 0.0
    for deal in range(args.first_deal, args.first_deal + args.deals):
        state = module.new_game(rules, seed=args.seed + deal)
        model = exact if args.model == "greedy" else None
        belief = PolicyBelief(
            size=args.size, seed=deal, fresh=args.fresh, moves=args.moves, policy=model
        )
        seen: list[tuple[int, Any]] = []
        truth_loglik = [[0.0] * len(RATIONALITY) for _ in range(args.players)]
        while not state.is_over and state.round == 1:
            seat, legal = state.current_player, state.legal_moves()
            mine = state.view(0)
            base = read_opponents(mine, tuple(seen)) if args.game == "chupate" else spec.sample
            if seat == 0:
                began = time.process_time()
                given = (lambda v, k, base=base: base(v, k)) if args.no_admits else base
                belief = belief.update(mine, sampler=given)
                spent += time.process_time() - began
                weights = belief.weights()
                counts = [overlap(world, state, args.players) for world in belief.worlds]
                held = sum(w * c for w, c in zip(weights, counts, strict=True))
                turn_rows["weighted"].append(held)
                turn_rows["particles"].append(statistics.fmean(counts))
                drawn = [overlap(base(mine, k), state, args.players) for k in range(args.worlds)]
                turn_rows["sampler"].append(statistics.fmean(drawn))
                turn_rows["hidden"].append(sum(len(state.hands[s]) for s in range(1, args.players)))
                turn_rows["ess"].append(1.0 / sum(w * w for w in weights))
                admits = getattr(base, "admits", None)
                if admits is not None:
                    turn_rows["admitted"].append(
                        sum(
                            w
                            for w, world in zip(weights, belief.worlds, strict=True)
                            if admits(world)
                        )
                    )
                hands = {
                    tuple(tuple(sorted(map(str, world.hands[s]))) for s in range(1, args.players))
                    for world in belief.worlds
                }
                turn_rows["distinct"].append(len(hands))
                turn_rows["loglik_truth"].append(sum(map(logmeanexp, truth_loglik[1:])))
                turn_rows["loglik_worlds"].append(
                    sum(w * p.marginal for w, p in zip(weights, belief._particles, strict=True))
                )
                for other in range(1, args.players):
                    for index, value in enumerate(belief.rationality(other)):
                        rationality[index] += value / (args.players - 1)
            move, _ = greedy.choose(state.view(seat), legal)
            if seat != 0 and len(legal) > 1:
                chance = policy(state.view(seat), legal)[legal.index(move)]
                modelled = (model or policy)(state.view(seat), legal)[legal.index(move)]
                for index, term in enumerate(terms(modelled, len(legal))):
                    truth_loglik[seat][index] += term
                truth = math.log(chance)
                logs, hits = [], []
                for k in range(args.worlds):
                    world = with_move(base(mine, 1000 + k), seat, move, k + 1)
                    if world is None:
                        continue
                    moves = world.legal_moves()
                    at = moves.index(move)
                    logs.append(math.log(max(policy(world.view(seat), moves)[at], 1e-12)))
                    hits.append(exact(world.view(seat), moves)[at])
                if logs:
                    nats.append(truth - statistics.fmean(logs))
                    agree.append(statistics.fmean(hits))
                    legal_counts.append(len(legal))
            state = state.play(move)
            belief = belief.observe(seat, move)
            seen.append((seat, move))
    turns = len(turn_rows["ess"])
    figures = {
        "game": args.game,
        "players": args.players,
        "seed": args.seed,
        "first_deal": args.first_deal,
        "deals": args.deals,
        "size": args.size,
        "fresh": args.fresh,
        "moves": args.moves,
        "model": args.model,
        "admits": not args.no_admits,
        "informative_moves": len(nats),
        "mean_legal": round(statistics.fmean(legal_counts), 2),
        "nats_per_move": round(statistics.fmean(nats), 3),
        "world_agrees_with_greedy": round(statistics.fmean(agree), 3),
        "turns": turns,
        **{f"mean_{k}": round(statistics.fmean(v), 3) for k, v in turn_rows.items() if v},
        "rationality": [round(x / turns, 3) for x in rationality],
        "update_cpu_s": round(spent / turns, 4),
    }
    print(figures, flush=True)
    save_result(
        "belief_information",
        figures,
        method="greedy games, first round; nats: log-ratio of the opponent policy's "
        "probability of each opponent move with a choice, true position over sampler "
        "worlds; overlaps: opponents' true cards held by the belief's worlds",
        save=not args.no_save,
    )


if __name__ == "__main__":
    main()
