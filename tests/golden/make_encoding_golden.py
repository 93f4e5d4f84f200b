"""Regenerate the golden encodings (``encoding_*.json``) after a deliberate layout change.

Bump the game's ``ENCODING_VERSION`` first, then run from the repository root:
``python tests/golden/make_encoding_golden.py``. Each file holds a mid-game
position (reached by random moves, stored in the position format), the
version, the block table and every seat's encoding as its non-zero slots;
``tests/test_encoding.py`` re-encodes the position and diffs.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from cardrules import chupate, veneno

HERE = Path(__file__).parent

# (file stem, game module, Rules keywords, seed, moves to play first)
CONFIGS: list[tuple[str, Any, dict[str, Any], int, int]] = [
    ("encoding_veneno_4p", veneno, {"players": 4}, 11, 23),
    (
        "encoding_veneno_3p_reduced_v12",
        veneno,
        {"players": 3, "reduced_deck": True, "copas_sin_veneno": True, "loss_threshold": 5},
        12,
        60,
    ),
    (
        "encoding_chupate2_4p_teams_target",
        chupate,
        {"players": 4, "teams": True, "target": 100},
        13,
        41,
    ),
    ("encoding_chupate2_3p", chupate, {"players": 3}, 14, 17),
]


def record(module: Any, rules_kwargs: dict[str, Any], seed: int, moves: int) -> dict[str, Any]:
    rules = module.Rules(**rules_kwargs)
    state = module.new_game(rules, seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        state = state.play(rnd.choice(state.legal_moves()))
    return {
        "game": state.to_dict()["game"],
        "version": module.ENCODING_VERSION,
        "position": state.to_dict(),
        "blocks": [[b.name, b.start, b.size] for b in module.encoding_blocks(rules)],
        "encodings": {
            str(seat): {str(i): v for i, v in enumerate(module.encode(state.view(seat))) if v}
            for seat in range(rules.players)
        },
    }


def main() -> None:
    for stem, module, kwargs, seed, moves in CONFIGS:
        path = HERE / f"{stem}.json"
        path.write_text(
            json.dumps(record(module, kwargs, seed, moves), indent=1) + "\n", encoding="utf-8"
        )
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
