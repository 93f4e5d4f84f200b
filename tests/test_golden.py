"""Replay the golden playthroughs (``tests/golden/*.json``) and diff the final position.

A failure here means a seed or a rule now plays differently. If the change is
deliberate, regenerate with ``python tests/golden/make_golden.py`` and review the diff.
"""

import json
from pathlib import Path

import pytest

from tests.games import GAMES

GOLDEN = Path(__file__).parent / "golden"
CASES = [
    pytest.param(game, path, id=path.stem)
    for game in GAMES
    for path in sorted(GOLDEN.glob(f"{game.name}_*.json"))
]


def test_every_game_has_golden_playthroughs():
    covered = {case.values[0].name for case in CASES}
    assert covered == {game.name for game in GAMES}


@pytest.mark.parametrize(("game", "path"), CASES)
def test_golden_playthrough_replays_to_the_same_final_position(game, path):
    record = json.loads(path.read_text(encoding="utf-8"))
    rules = game.from_dict(record["final"]).rules
    assert rules.to_dict() == record["rules"]
    state = game.new_game(rules, record["seed"])
    for move in record["moves"]:
        state = state.play(move)
    assert state.is_over
    assert state.to_dict() == record["final"]
