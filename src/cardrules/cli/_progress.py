"""Progress of a long command on standard error: what it is doing, how far, how long is left.

`Progress` is handed to the library as its ``progress`` callback (the number
of games just finished, `cardrules.tournament.play_tournament`); the library
itself prints nothing. The display is a tqdm bar when the optional extra
``progress`` is installed, else one line rewritten in place (a carriage return), and
nothing at all when standard error is not a terminal or ``--quiet`` is given,
so pipes, logs and tests stay clean::

    ladder veneno 2p, greedy vs pimc: 34/120 games |███▍      | 01:02, about 3 min left

The time left comes from the run's own estimate of each game's cost (a ladder
knows a search bot's games are slow, `Stage`) scaled by how fast the games
have gone so far; without an estimate, from the games' mean so far.
"""

from __future__ import annotations

import importlib
import math
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

import attrs

__all__ = ["Progress", "Stage", "duration", "shows"]

_REDRAW = 0.25
"""The fewest seconds between two redraws of the line without tqdm."""


@attrs.frozen
class Stage:
    """Some games of a run, played one after the other: a ladder's cell, a tournament.

    Attributes:
        label: what the games are (``"greedy vs pimc"``); ``""`` for none.
        games: how many games.
        seconds: the estimated wall-clock seconds of one game; ``None``: unknown.
    """

    label: str
    games: int
    seconds: float | None = None


def shows(quiet: bool, stream: TextIO | None = None) -> bool:
    """Whether a progress display belongs on ``stream`` (standard error by default).

    Only on a terminal, and not with ``--quiet``.
    """
    stream = sys.stderr if stream is None else stream
    if quiet or stream is None:
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, OSError, ValueError):  # closed, or not a real file
        return False


def duration(seconds: float) -> str:
    """``seconds`` as a person reads a wait: ``40 s``, ``3 min``, ``1 h 25 min``.

    >>> duration(4.2), duration(95), duration(3 * 3600 + 25 * 60)
    ('4 s', '2 min', '3 h 25 min')
    """
    if not math.isfinite(seconds) or seconds < 0:
        return "?"
    if seconds < 60:
        return f"{max(1, round(seconds))} s"
    minutes = round(seconds / 60)
    if minutes < 60:
        return f"{minutes} min"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes} min" if minutes else f"{hours} h"


class Progress:
    """A progress display of a run's games on standard error (see the module).

    Call `update` with the games just finished (it is the library's
    ``progress`` callback), `write` for a line of the command's own, and
    `close` at the end (a ``with`` block does).
    """

    def __init__(
        self,
        what: str,
        stages: Sequence[Stage],
        *,
        show: bool,
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.what = what
        self.stages = tuple(stages)
        self.total = sum(stage.games for stage in self.stages)
        self.done = 0
        self.stream: TextIO = sys.stderr if stream is None else stream
        self.clock = clock
        self.start = clock()
        self.show = show
        self._bar: Any = None
        self._drawn = -math.inf
        self._width = 0
        if show:
            self._bar = _tqdm_bar(self.total, self.stream, self.description(), self._postfix())
            self._draw(force=True)

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def _stage(self) -> Stage | None:
        passed = 0
        for stage in self.stages:
            passed += stage.games
            if self.done < passed:
                return stage
        return None

    def description(self) -> str:
        """What the run is doing now: ``ladder veneno 2p, greedy vs pimc``."""
        stage = self._stage()
        if stage is None or not stage.label:
            return self.what
        return f"{self.what}, {stage.label}"

    def seconds_left(self) -> float | None:
        """The estimated seconds left, or ``None`` when nothing says yet."""
        if self.done >= self.total:
            return 0.0
        elapsed = self.clock() - self.start
        if all(stage.seconds is not None for stage in self.stages):
            weights = [(stage.games, stage.seconds or 0.0) for stage in self.stages]
            whole = sum(games * seconds for games, seconds in weights)
            finished, left = 0.0, self.done
            for games, seconds in weights:
                finished += min(left, games) * seconds
                left -= min(left, games)
            # the estimate, scaled by how the games have gone against it: a prior of a
            # tenth of the run keeps a few quick games from swinging it wildly
            prior = 0.1 * whole + 1.0
            return (whole - finished) * (max(0.0, elapsed) + prior) / (finished + prior)
        if self.done == 0:
            return None
        return elapsed / self.done * (self.total - self.done)

    def _postfix(self) -> str:
        left = self.seconds_left()
        return "" if left is None or self.done >= self.total else f"about {duration(left)} left"

    def update(self, games: int) -> None:
        """``games`` more games are finished."""
        self.done += games
        if self.show:
            self._draw(force=self.done >= self.total)

    def _draw(self, *, force: bool) -> None:
        if self._bar is not None:
            self._bar.set_description_str(self.description(), refresh=False)
            self._bar.set_postfix_str(self._postfix(), refresh=False)
            self._bar.n = self.done
            self._bar.refresh()
            return
        now = self.clock()
        if not force and now - self._drawn < _REDRAW:
            return
        self._drawn = now
        elapsed = duration(now - self.start) if self.done else "0 s"
        postfix = self._postfix()
        line = f"{self.description()}: {self.done}/{self.total} games, {elapsed}"
        line += f", {postfix}" if postfix else ""
        self.stream.write("\r" + line.ljust(self._width))
        self.stream.flush()
        self._width = len(line)

    def write(self, line: str, file: TextIO | None = None) -> None:
        """Print ``line`` above the display (drawn again after it), on ``file`` or the stream."""
        out = self.stream if file is None else file
        if self._bar is not None:
            self._bar.write(line, file=out)
            return
        if self.show and self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
            self._width = 0
        print(line, file=out, flush=True)
        if self.show:
            self._draw(force=True)

    def close(self) -> None:
        """End the display: the bar stays, its line ended."""
        if self._bar is not None:
            self._bar.close()
            self._bar = None
        elif self.show and self._width:
            self.stream.write("\n")
            self.stream.flush()
        self.show = False


def _tqdm_bar(total: int, stream: TextIO, description: str, postfix: str) -> Any:
    """A tqdm bar of ``total`` games on ``stream``, or ``None`` without the extra."""
    try:
        tqdm = importlib.import_module("tqdm")  # an optional extra, without type stubs
    except ImportError:
        return None
    return tqdm.tqdm(
        total=total,
        desc=description,
        postfix=postfix,
        file=stream,
        unit="game",
        dynamic_ncols=True,
        bar_format="{desc}: {n_fmt}/{total_fmt} games |{bar}| {elapsed}{postfix}",
    )
