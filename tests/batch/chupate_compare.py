"""Comparing Chúpate 2 batches with the scalar engine, lane by lane (shared by the batch tests)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardrules import chupate

SPACES: dict[Any, Any] = {}


def space(rules: chupate.Rules) -> Any:
    """The action space of ``rules`` (cached)."""
    if rules not in SPACES:
        SPACES[rules] = chupate.action_space(rules)
    return SPACES[rules]


def assert_same(np: Any, batch: Any, scalars: list[chupate.State], where: str = "") -> None:
    """Every lane of ``batch`` is the scalar state beside it, in every array the batch shows."""
    mask = batch.legal_mask()
    obs = batch.observe()
    ret = batch.returns()
    ids = space(batch.rules)
    assert mask.shape == (len(scalars), 68)
    assert obs.shape == (len(scalars), chupate.observation_size(batch.rules))
    for i, scalar in enumerate(scalars):
        at = f"{where} lane {i}"
        assert batch.state(i) == scalar, at
        legal = [ids.id(move) for move in scalar.legal_moves()]
        assert np.flatnonzero(mask[i]).tolist() == legal, at
        seat = scalar.current_player
        assert int(batch.current_player[i]) == (-1 if seat is None else seat), at
        assert bool(batch.is_over[i]) == scalar.is_over, at
        if seat is None:
            assert not obs[i].any(), at
        else:
            expected = chupate.encode(scalar.view(seat), numpy=True)
            assert np.array_equal(obs[i], expected), (at, np.flatnonzero(obs[i] != expected))
        assert ret[i].tolist() == list(np.float32(scalar.returns())), at


def events(before: chupate.State, after: chupate.State, tally: Counter[str]) -> None:
    """Count the rules a move exercised, to check that the games compared cover them."""
    if len(after.discard) < len(before.discard) and after.round == before.round:
        tally["reshuffle"] += 1
    if after.last_challenge is not None:
        tally["bluff caught" if after.last_challenge.bluff else "challenge failed"] += 1
    if after.round > before.round:
        tally["next round"] += 1
        tally[f"first card {after.phase.value}"] += 1
    if before.phase == "stacked" and after.phase == "stacked":
        tally["stacked"] += 1
    if before.phase == "drawn" and after.phase != "drawn" and after.current_player is not None:
        tally["drawn then"] += 1
    if after.is_over:
        tally["over"] += 1
