"""Both games' batches put the lane first: ``scores``, ``returns()``, ``observe()``, the mask."""

from __future__ import annotations

import pytest

from cardrules import chupate, veneno
from tests.extras import require

np = require("numpy")
from cardrules import batch  # noqa: E402  (after the extras check)
from cardrules.bots.batched import RandomPolicy, playout  # noqa: E402

# three lanes and two seats, or two lanes and three seats: a swapped axis shows in the shape
CASES = [
    (veneno.Rules(players=2, loss_threshold=3), [1, 2, 3]),
    (veneno.Rules(players=3, loss_threshold=3), [4, 5]),
    (veneno.Rules(players=3, loss_threshold=3), [6, 7, 8]),  # square: the values show it
    (chupate.Rules(players=2, target=30), [1, 2, 3]),
    (chupate.Rules(players=3, target=30), [4, 5]),
    (chupate.Rules(players=3, target=30), [6, 7, 8]),
]


@pytest.mark.parametrize(("rules", "seeds"), CASES)
def test_scores_and_returns_are_lane_by_seat_as_each_lanes_state(rules, seeds):
    b = batch.new_batch(rules, seeds)
    policy = RandomPolicy.for_seats([9, 10, 11][: len(seeds)], rules.players)
    # after the first round (the scores differ from seat to seat), then at the end
    for until in ("round", "match"):
        b, policy = playout(b, policy, until=until)
        lanes, players = len(seeds), rules.players
        assert b.scores.shape == b.returns().shape == (lanes, players)
        assert b.observe().shape[0] == b.legal_mask().shape[0] == lanes
        for lane in range(lanes):
            state = b.state(lane)
            assert b.scores[lane].tolist() == list(state.scores)
            assert b.returns()[lane].tolist() == list(state.returns())
        with pytest.raises(ValueError, match="read-only"):
            b.scores[0, 0] = 1
