"""Shared by the tests: rule assertions, the command as a user runs it, search positions."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
import warnings
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


IN_A_PROCESS = ("serve", "--game-module")
"""Arguments run in a child process always: a server, or a command that registers a game."""


def run_command(
    argv: tuple[str, ...] | list[str],
    stdin: bytes = b"",
    *,
    env: dict[str, str] | None = None,
    process: bool = False,
) -> subprocess.CompletedProcess[bytes]:
    """``python -m cardrules ARGV`` with ``stdin`` as its input: its exit code, output and errors.

    By default the command runs in this process (``cardrules.cli.main`` with its
    standard streams swapped for pipes of bytes that are not terminals), as a
    child process would see them, and about a second faster a call than
    starting Python again. A command that starts a server or registers a game
    (:data:`IN_A_PROCESS`), one given its own ``env``, and ``process=True``
    run in a real child process, for what only a process shows (its exit at
    a closed pipe, the module entry point, the environment).
    """
    argv = [str(arg) for arg in argv]
    if process or env is not None or any(arg in IN_A_PROCESS for arg in argv):
        return subprocess.run(
            [sys.executable, "-m", "cardrules", *argv],
            input=stdin,
            capture_output=True,
            timeout=300,
            check=False,
            env=env,
        )
    from cardrules.cli import main  # noqa: PLC0415 - imported by the tests that run it

    streams = [
        io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="strict", newline=None)
        for data in (stdin, b"", b"")
    ]
    saved = sys.stdin, sys.stdout, sys.stderr
    environ = dict(os.environ)
    sys.stdin, sys.stdout, sys.stderr = streams
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("default")  # as in a child process: printed, not raised
            try:
                code: Any = main(argv)
            except SystemExit as leave:  # argparse's usage errors and --help
                code = leave.code
    finally:
        for stream in streams[1:]:
            with contextlib.suppress(ValueError):
                stream.flush()
        sys.stdin, sys.stdout, sys.stderr = saved
        os.environ.clear()
        os.environ.update(environ)
    if code is None:
        code = 0
    elif not isinstance(code, int):  # SystemExit("message"): the message goes to stderr
        streams[2].write(f"{code}\n")
        streams[2].flush()
        code = 1
    out, err = (stream.buffer.getvalue() for stream in streams[1:])  # type: ignore[attr-defined]
    return subprocess.CompletedProcess(["cardrules", *argv], code, out, err)


def cardrules(
    *argv: str, stdin: str = "", process: bool = False
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m cardrules ARGV`` with ``stdin`` as its input (see :func:`run_command`)."""
    done = run_command(argv, stdin.encode(), process=process)
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode(), done.stderr.decode()
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
