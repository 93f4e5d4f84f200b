"""No array a ChupateBatch hands out can be made writeable again, so nothing changes a batch."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from cardrules import IllegalMoveError, RulesError, chupate
from tests.extras import require

np = require("numpy")
from cardrules.chupate import _batch as batch  # noqa: E402  (after the extras check)
from cardrules.chupate._batch import players as policies  # noqa: E402

RULES = chupate.Rules(players=3)
LANES = 6

ARRAYS: dict[str, Callable[[Any], Any]] = {
    "current_player": lambda b: b.current_player,
    "round": lambda b: b.round,
    "scores": lambda b: b.scores,
    "hand_sizes": lambda b: b.hand_sizes,
    "owed": lambda b: b.owed,
    "last_winner": lambda b: b.last_winner,
    "is_over": lambda b: b.is_over,
    "legal_count": lambda b: b.legal_count(),
    "legal_mask": lambda b: b.legal_mask(),
    "nth_legal": lambda b: b.nth_legal(np.zeros(LANES, dtype=np.int64)),
    "observe": lambda b: b.observe(),
    "returns": lambda b: b.returns(),
    "random_actions": lambda b: policies.random_actions(
        b, policies.random_bot_states(range(LANES), RULES.players)
    )[0],
}


def _stepped(b: Any) -> Any:
    return b.step(b.nth_legal(np.zeros(LANES, dtype=np.int64)))


BATCHES: dict[str, Callable[[], Any]] = {
    "new_batch": lambda: batch.new_batch(RULES, range(LANES)),
    "from_states": lambda: batch.from_states(
        [chupate.new_game(RULES, seed) for seed in range(LANES)]
    ),
    "stepped": lambda: _stepped(batch.new_batch(RULES, range(LANES))),
    "with_lanes": lambda: batch.new_batch(RULES, range(LANES)).with_lanes(
        np.array([1, 3]), batch.new_batch(RULES, [50, 51])
    ),
}


@pytest.mark.parametrize("made", sorted(BATCHES))
@pytest.mark.parametrize("name", sorted(ARRAYS))
def test_no_array_a_batch_hands_out_can_be_made_writeable(made: str, name: str) -> None:
    b = BATCHES[made]()
    before = b.states()
    array = ARRAYS[name](b)
    assert not array.flags.writeable
    with pytest.raises(ValueError, match="cannot set WRITEABLE flag"):
        array.setflags(write=True)
    with pytest.raises(ValueError, match="read-only"):
        array[...] = array.flat[0]
    assert b.states() == before


def test_legal_ids_rewritten_through_their_base_are_checked_again_by_step() -> None:
    b = batch.new_batch(RULES, range(LANES))
    picked = b.nth_legal(np.zeros(LANES, dtype=np.int64))
    base = picked.base
    base.setflags(write=True)  # the owner of the data: numpy allows it
    base[0] = 67  # an id no opening position has legal (the last color named)
    with pytest.raises(IllegalMoveError, match="lane 0: action id 67"):
        b.step(picked)
    base[0] = 1000
    with pytest.raises(RulesError, match="lane 0: 1000 is not an action id"):
        b.step(picked)
