"""Assertions shared by both games' rule tests, and the command run as a user runs it."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from cardrules import IllegalMoveError

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
