"""Shared by the tests: rule assertions, the command as a user runs it, search positions."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from cardrules import IllegalMoveError
from cardrules.bots import RandomBot, playthrough
from cardrules.games import game_of

GONE = object()
"""In ``assert_play``'s changes: the key is no longer in the position."""


def assert_play(s: Any, move: Any, **changed: Any) -> Any:
    """Play ``move``: the new position is ``s``'s with exactly ``changed`` replaced.

    A key changed to ``GONE`` must be absent after the move.
    """
    after = s.play(move)
    expected = s.to_dict() | changed
    expected = {key: value for key, value in expected.items() if value is not GONE}
    assert after.to_dict() == expected
    return after


def assert_illegal(s: Any, move: Any, rule: str, *words: str) -> None:
    """``move`` is an IllegalMoveError naming ``rule`` and ``words``; ``s`` is unchanged."""
    before = s.to_dict()
    with pytest.raises(IllegalMoveError, match=rule) as info:
        s.play(move)
    for word in words:
        assert word in str(info.value)
    assert s.to_dict() == before
    assert s == type(s).from_dict(before)


def cardrules(*argv: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run ``python -m cardrules ARGV`` in a subprocess, with ``stdin`` as its input."""
    return subprocess.run(
        [sys.executable, "-m", "cardrules", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def mid_game(module: Any, seed: int, players: int = 4, moves: int = 9) -> Any:
    """A position a few random moves in where the seat to play has a choice."""
    state = module.new_game(module.Rules(players=players), seed=seed)
    bots = RandomBot.for_seats(seed + 1, players)
    for done, step in enumerate(playthrough(state, bots), start=1):
        state = step.after
        if done >= moves and not state.is_over and len(state.legal_moves()) > 1:
            return state
    pytest.skip("the game ended before a choice came up")


def re_dealt(module: Any) -> Iterator[tuple[int, Any, Any]]:
    """``(seed, state, other)`` for a few mid-game positions of four players.

    ``other`` is the game's sample of the hidden cards from the view of the
    seat to play: the same view, another deal (both asserted).
    """
    spec = game_of(module.Rules(players=4))
    for seed in (1, 6):
        state = mid_game(module, seed=seed)
        seat = state.current_player
        view = state.view(seat)
        other = spec.sample(view, 99 + seed)
        assert other.view(seat) == view
        assert other != state  # another deal of the hidden cards
        yield seed, state, other
