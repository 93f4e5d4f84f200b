"""Regenerate the golden playthroughs in this folder after a deliberate rule change.

Run from the repository root: ``python tests/golden/make_golden.py``. Each file
holds the seed, the rules, the move list (picked at random by a
``random.Random(move_seed)``) and the final position; ``tests/test_golden.py``
replays the moves and diffs the final position. Review the diff of the
regenerated files before committing them: every change must be explained by
the rule change.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from cardrules import chupate, veneno

HERE = Path(__file__).parent

# (file stem, game module, Rules keywords, seed, move_seed)
CONFIGS: list[tuple[str, Any, dict[str, Any], int, int]] = [
    ("veneno_3p_default", veneno, {"players": 3}, 7, 1),
    (
        "veneno_2p_reduced_poison_overflow",
        veneno,
        {"players": 2, "reduced_deck": True, "poison_overflow": True, "loss_threshold": 10},
        2024,
        2,
    ),
    (
        "veneno_5p_copas_sin_veneno",
        veneno,
        {"players": 5, "copas_sin_veneno": True, "loss_threshold": 8},
        1234567,
        3,
    ),
    # Chúpate 2 games are ~1000 moves with random play; these seeds give short
    # ones that still hold challenges (and, at four, a second round).
    ("chupate2_2p_single_round", chupate, {"players": 2}, 3, 3),
    ("chupate2_4p_teams_target_150", chupate, {"players": 4, "teams": True, "target": 150}, 29, 29),
    (
        "chupate2_6p_three_pairs_no_bluffs",
        chupate,
        {"players": 6, "teams": ((0, 3), (1, 4), (2, 5)), "allow_bluffs": False, "target": 50},
        16,
        16,
    ),
]


def playthrough(game: Any, rules_kw: dict[str, Any], seed: int, move_seed: int) -> dict[str, Any]:
    """Play one match to its end and return its golden record."""
    rules = game.Rules(**rules_kw)
    rnd = random.Random(move_seed)
    state = game.new_game(rules, seed)
    moves = []
    while not state.is_over:
        move = rnd.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play(move)
    return {
        "game": state.to_dict()["game"],
        "rules": rules.to_dict(),
        "seed": seed,
        "move_seed": move_seed,
        "moves": moves,
        "final": state.to_dict(),
    }


def main() -> None:
    for stem, game, rules_kw, seed, move_seed in CONFIGS:
        record = playthrough(game, rules_kw, seed, move_seed)
        path = HERE / f"{stem}.json"
        path.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
        print(f"{path}: {len(record['moves'])} moves")


if __name__ == "__main__":
    main()
