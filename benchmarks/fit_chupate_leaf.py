"""Fit a round-win estimate for Chúpate 2 positions from greedy self-play (a conditional logit).

Plays ``--games`` rounds of `ChupateGreedyBot` at every seat (game ``g`` is
``new_game(seed=SEED + g)``), keeps every ``--every``-th position, and fits
``P(seat i wins) = exp(u_i) / sum_j exp(u_j)`` with ``u_i = w . x_i`` for the
features ``x_i`` of seat ``i`` (cards in hand with the cards owed, their log,
its place in turn order from the seat to move, wilds and action cards held),
by Newton's method on the log-likelihood. Prints each model's log-likelihood
a position on held-out games (the last ``--test`` share) beside the
``1 / cards`` rule of `chupate_hand_value`, and the weights.

    nice -n 5 python benchmarks/fit_chupate_leaf.py --players 4 --games 3000

Not part of the library: it prints.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

import numpy as np

from cardrules import chupate
from cardrules.bots import ChupateGreedyBot

GREEDY = ChupateGreedyBot()


def seat_features(state: Any, players: int) -> np.ndarray:
    """``[players, F]``: each seat's features in the position."""
    current = state.current_player
    rows = []
    for seat in range(players):
        hand = state.hands[seat]
        size = len(hand) + (state.owed if seat == current else 0)
        size = max(size, 1)
        place = (seat - current) * state.direction % players  # 0: to move, 1: next, ...
        wilds = sum(1 for c in hand if c.color is None)
        actions = sum(1 for c in hand if c.color is not None and c.face in ("+2", "S", "R"))
        places = [1.0 if place == k else 0.0 for k in range(1, players)]
        colors = len({c.color for c in hand if c.color is not None})
        active = sum(1 for c in hand if c.color is not None and c.color is state.color)
        fours = sum(1 for c in hand if c.face == "W+4")
        rows.append(
            [
                -np.log(size),
                1.0 / size,
                *places,
                wilds / size,
                actions / size,
                float(size == 1),
                colors / size,
                active / size,
                fours / size,
            ]
        )
    return np.asarray(rows, dtype=np.float64)


NAMES = [
    "-log n",
    "1/n",
    *[f"place{k}" for k in range(1, 6)],
    "wild share",
    "action share",
    "n=1",
    "colors share",
    "active share",
    "W+4 share",
]


def positions(players: int, games: int, seed: int, every: int) -> tuple[np.ndarray, np.ndarray]:
    """Features ``[N, players, F]`` and winners ``[N]`` from greedy self-play."""
    xs, ys = [], []
    rules = chupate.Rules(players=players)
    for game in range(games):
        state = chupate.new_game(rules, seed=seed + game)
        kept = []
        moves = 0
        while not state.is_over:
            if moves % every == 0 and state.current_player is not None:
                kept.append(seat_features(state, players))
            view = state.view(state.current_player)
            state = state.play(GREEDY.choose(view, state.legal_moves())[0])
            moves += 1
        winner = state.last_round.winner
        xs.extend(kept)
        ys.extend([winner] * len(kept))
    return np.asarray(xs), np.asarray(ys)


def loglik(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    u = x @ w
    u -= u.max(axis=1, keepdims=True)
    logp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
    return float(logp[np.arange(len(y)), y].mean())


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3) -> np.ndarray:
    """Newton's method for the conditional logit."""
    n, _players, f = x.shape
    w = np.zeros(f)
    for _ in range(30):
        u = x @ w
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("np,npf->nf", p, x)
        grad = (x[np.arange(n), y] - mean).sum(axis=0) - ridge * n * w
        second = np.einsum("np,npf,npg->fg", p, x, x) - np.einsum("nf,ng->fg", mean, mean)
        hess = second + ridge * n * np.eye(f)
        step = np.linalg.solve(hess, grad)
        w += step
        if np.abs(step).max() < 1e-9:
            break
    return w


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("--players", type=int, default=4)
    out.add_argument("--games", type=int, default=2000)
    out.add_argument("--seed", type=int, default=900_000)
    out.add_argument("--every", type=int, default=3)
    out.add_argument("--test", type=float, default=0.3)
    args = out.parse_args()
    x, y = positions(args.players, args.games, args.seed, args.every)
    split = int(len(y) * (1 - args.test))
    # keep whole games apart: positions are in game order, so a cut is a cut between games
    train, test = slice(0, split), slice(split, None)
    f = x.shape[2]
    names = [NAMES[0], NAMES[1], *NAMES[2 : 2 + args.players - 1], *NAMES[7:]]
    models: dict[str, list[int]] = {
        "log n": [0],
        "log n + place": [0, *range(2, 2 + args.players - 1)],
        "all": list(range(f)),
        "all but 1/n": [i for i in range(f) if i != 1],
        "size, place, wilds, actions": [0, *range(2, 2 + args.players + 2)],
        "leaf": [0, *range(2, 3 + args.players), *range(4 + args.players, f)],
    }
    base = np.zeros(f)
    base[1] = 1.0
    # 1/n as a share of weights: P ~ (1/n) / sum(1/n), i.e. u = log(1/n) = -log n
    base_w = np.zeros(f)
    base_w[0] = 1.0
    report: dict[str, Any] = {
        "players": args.players,
        "positions": len(y),
        "test_loglik": {"uniform": round(-float(np.log(args.players)), 4)},
        "weights": {},
    }
    report["test_loglik"]["1/n (hand value)"] = round(loglik(base_w, x[test], y[test]), 4)
    for name, cols in models.items():
        w = fit(x[train][:, :, cols], y[train])
        report["test_loglik"][name] = round(loglik(w, x[test][:, :, cols], y[test]), 4)
        report["weights"][name] = {
            names[c]: round(float(v), 4) for c, v in zip(cols, w, strict=True)
        }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
