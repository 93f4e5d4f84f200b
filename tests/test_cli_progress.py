"""Long commands show their progress on a terminal, and only there; a long ladder is announced."""

from __future__ import annotations

import io
import statistics
import sys

import pytest

from cardrules import veneno
from cardrules.cli import _ladder, main
from cardrules.cli._estimate import estimate_ladder
from cardrules.cli._ladder import parse_bots
from cardrules.cli._progress import Progress, Stage, shows
from cardrules.ladder import ladder_pairings
from cardrules.tournament import play_tournament
from tests.extras import require

LADDER = ["ladder", "veneno", "--players", "3", "--bots", "random,greedy", "--deals", "1"]
TOURNAMENT = ["tournament", "veneno", "--players", "2", "--bots", "greedy,random", "--games", "4"]


class Terminal(io.StringIO):
    """Standard error as a terminal: ``isatty`` is true."""

    def isatty(self) -> bool:
        if self.closed:
            msg = "I/O operation on closed file"
            raise ValueError(msg)
        return True


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def no_tqdm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "tqdm", None)  # importing it fails, as without the extra


def _terminal(monkeypatch: pytest.MonkeyPatch) -> Terminal:
    """Standard error as a terminal, from here to the test's end.

    Set in the test itself: pytest's capture sets ``sys.stderr`` again
    after the fixtures.
    """
    stream = Terminal()
    monkeypatch.setattr(sys, "stderr", stream)
    return stream


def test_a_display_belongs_on_a_terminal_only_and_never_with_quiet() -> None:
    assert shows(quiet=False, stream=Terminal())
    assert not shows(quiet=True, stream=Terminal())
    assert not shows(quiet=False, stream=io.StringIO())
    closed = Terminal()
    closed.close()
    assert not shows(quiet=False, stream=closed)


def test_without_tqdm_one_line_is_rewritten_and_says_what_and_how_far(no_tqdm: None) -> None:
    stream, clock = Terminal(), Clock()
    stages = [Stage("random vs greedy", 2, 1.0), Stage("greedy vs pimc", 2, 30.0)]
    with Progress("ladder veneno 2p", stages, show=True, stream=stream, clock=clock) as progress:
        clock.now += 1
        progress.update(1)
        clock.now += 1
        progress.update(1)
        progress.write("a line of the command's own")
        clock.now += 30
        progress.update(2)
    shown = stream.getvalue()
    assert shown.endswith("\n")
    assert shown.split("\r")[-1].rstrip() == "ladder veneno 2p: 4/4 games, 32 s"
    drawn = [part.strip() for part in shown.split("\r") if part.strip()]
    assert drawn[0] == "ladder veneno 2p, random vs greedy: 0/4 games, 0 s, about 1 min left"
    assert drawn[1].startswith("ladder veneno 2p, random vs greedy: 1/4 games, 1 s, about ")
    assert "ladder veneno 2p, greedy vs pimc: 2/4 games, 2 s, about 1 min left" in drawn
    assert "a line of the command's own\n" in shown


def test_a_display_that_is_not_shown_writes_nothing_but_its_lines(no_tqdm: None) -> None:
    stream = Terminal()
    with Progress("tournament veneno 2p", [Stage("", 4)], show=False, stream=stream) as progress:
        progress.update(4)
        progress.write("only this")
    assert stream.getvalue() == "only this\n"


def test_the_time_left_follows_the_estimate_scaled_by_the_games_so_far() -> None:
    clock = Clock()
    stages = [Stage("cheap", 10, 0.001), Stage("slow", 10, 10.0)]
    progress = Progress("x", stages, show=False, clock=clock)
    assert progress.seconds_left() == pytest.approx(100.01)  # before any game: the estimate
    clock.now += 100
    progress.update(15)  # half the slow games, twice as slow as estimated...
    slow = progress.seconds_left()
    assert slow is not None
    assert 80 < slow < 100  # ...so more left than the estimate's 50 s
    on_time = Progress("x", stages, show=False, clock=clock)
    clock.now += 50
    on_time.update(15)
    assert on_time.seconds_left() == pytest.approx(50.0, rel=1e-3)
    on_time.update(5)
    assert on_time.seconds_left() == 0.0


def test_without_an_estimate_the_time_left_is_the_mean_game_so_far() -> None:
    clock = Clock()
    progress = Progress("x", [Stage("", 8)], show=False, clock=clock)
    assert progress.seconds_left() is None
    clock.now += 6
    progress.update(2)
    assert progress.seconds_left() == pytest.approx(18.0)


def test_the_estimate_is_moves_times_the_time_of_the_bots_at_the_seats() -> None:
    rules = veneno.Rules(players=3)
    bots = parse_bots(["random,greedy"])
    ticks = iter(range(10_000))

    def clock() -> float:  # every reading 0.25 s after the last: every move takes 0.25 s
        return 0.25 * next(ticks)

    pairings = ladder_pairings(["random", "greedy"], 3)
    estimate = estimate_ladder(
        rules, bots, pairings, deals=5, seed=7, workers=2, max_moves=20_000, views=4, clock=clock
    )
    assert estimate.seconds_per_move == (0.25, 0.25)
    # every bot is slow for this clock: each pairing's length is the greedy bots'
    greedy = play_tournament(rules, ["greedy"] * 3, deals=1, seed=7, workers=1)
    length = statistics.fmean(game.moves for game in greedy.results)
    assert estimate.game_seconds == (length * 0.25, length * 0.25)
    played = 2 * 5 * 3 * length * 0.25 / 2  # two cells of 15 games, on two workers
    assert estimate.seconds == pytest.approx(played + 4 * 0.5)


def test_a_ladder_shows_a_bar_on_a_terminal(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    require("tqdm")
    terminal = _terminal(monkeypatch)
    assert main([*LADDER, "--views", "0"]) == 0
    shown = terminal.getvalue()
    assert "ladder veneno 3p, random vs greedy: 0/6 games |" in shown
    assert "ladder veneno 3p, greedy vs random: 3/6 games |" in shown
    assert "ladder veneno 3p: 6/6 games |" in shown
    assert "bot \\ opponents" in capsys.readouterr().out  # the table is on standard output


def test_a_ladder_shows_its_one_line_without_tqdm(
    monkeypatch: pytest.MonkeyPatch, no_tqdm: None
) -> None:
    terminal = _terminal(monkeypatch)
    assert main([*LADDER, "--views", "0"]) == 0
    shown = terminal.getvalue()
    assert shown.startswith("\rladder veneno 3p, random vs greedy: 0/6 games, 0 s")
    assert shown.split("\r")[-1].startswith("ladder veneno 3p: 6/6 games, ")
    assert shown.endswith("\n")


def test_quiet_shows_nothing_even_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = _terminal(monkeypatch)
    assert main([*LADDER, "--views", "0", "--quiet"]) == 0
    assert main([*TOURNAMENT, "--quiet"]) == 0
    assert terminal.getvalue() == ""


def test_a_tournament_shows_a_bar_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    require("tqdm")
    terminal = _terminal(monkeypatch)
    assert main(TOURNAMENT) == 0
    assert "tournament veneno 2p: 4/4 games |" in terminal.getvalue()


def test_nothing_is_shown_when_standard_error_is_not_a_terminal(capsys) -> None:
    assert main([*LADDER, "--views", "0"]) == 0
    assert main(TOURNAMENT) == 0
    assert capsys.readouterr().err == ""


def test_a_long_ladder_is_announced_before_its_first_game(
    monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setattr(_ladder, "LONG_RUN", -1.0)  # every ladder counts as long
    monkeypatch.setattr(_ladder, "CHEAP", 0.0)  # and every bot as slow
    played: list[str] = []
    monkeypatch.setattr(_ladder, "_CellLines", _noting(played, _ladder._CellLines))
    assert main([*LADDER, "--views", "0"]) == 0
    err = capsys.readouterr().err
    assert played
    assert played[0].startswith("cardrules: note: this ladder may take about ")
    assert err.count("\n") == 1
    assert "(2 tournaments of 3 games; random about 0 ms a move, greedy about 0 ms a move)" in err
    assert "Fewer --deals" in err
    assert "--quiet hides this note" in err
    assert main([*LADDER, "--views", "0", "--quiet"]) == 0
    assert capsys.readouterr().err == ""


def _noting(played: list[str], cell_lines: type) -> type:
    """``_CellLines`` that notes what standard error held when the games began."""

    class Noting(cell_lines):  # type: ignore[misc, valid-type]
        def __init__(self, *args: object) -> None:
            played.append(sys.stderr.getvalue())  # type: ignore[attr-defined]
            super().__init__(*args)

    return Noting
