"""``cardrules tournament``, run as a user runs it: in a subprocess."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from cardrules import chupate, veneno
from cardrules.cli._tournament import _Progress
from cardrules.records import read_records
from cardrules.tournament import play_tournament
from tests.helpers import cardrules


def test_json_matches_the_library_tournament() -> None:
    argv = ["veneno", "--players", "3", "--bots", "greedy,random,random", "--games", "12"]
    done = cardrules("tournament", *argv, "--seed", "7", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    field = ("greedy", "random", "random")
    expected = play_tournament(veneno.Rules(players=3), field, deals=4, seed=7, workers=1)
    assert data["games"] == 12
    assert data["capped"] == 0
    assert [entry["seat"] for entry in data["bots"]] == [0, 1, 2]
    assert [entry["bot"] for entry in data["bots"]] == list(field)
    for entry, standing in zip(data["bots"], expected.standings, strict=True):
        assert set(entry) == {"seat", "bot", "wins", "win_rate", "ci95", "mean_score"}
        assert entry["wins"] == standing.wins
        assert entry["win_rate"] == standing.win_rate
        assert entry["ci95"] == list(standing.ci95)
        assert entry["mean_score"] == standing.mean_score


def test_two_workers_print_the_same_json_as_one() -> None:
    argv = ["tournament", "chupate", "--bots", "greedy,random", "--players", "2"]
    one = cardrules(*argv, "--games", "8", "--workers", "1", "--json")
    two = cardrules(*argv, "--games", "8", "--workers", "2", "--json")
    assert one.returncode == two.returncode == 0, two.stderr
    assert one.stdout == two.stdout


def test_C3_one_name_for_every_seat_and_team_options() -> None:
    argv = ["--teams", "--target", "100", "--bots", "greedy", "--games", "4", "--json"]
    done = cardrules("tournament", "chupate", *argv)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    rules = chupate.Rules(players=4, teams=True, target=100)
    expected = play_tournament(rules, ("greedy",) * 4, deals=1, seed=1, workers=1)
    assert [entry["bot"] for entry in data["bots"]] == ["greedy"] * 4
    assert [entry["wins"] for entry in data["bots"]] == [s.wins for s in expected.standings]
    assert data["bots"][0]["wins"] == data["bots"][2]["wins"]  # partners win together


def test_the_table_names_every_bot_and_the_cap() -> None:
    done = cardrules(
        "tournament", "chupate", "--players", "2", "--bots", "random", "--games", "2",
        "--max-moves", "5",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Chúpate 2, 2 players, 2 games (1 deals x 2 rotations), seed 1")
    assert lines[2].split()[:3] == ["seat", "bot", "wins"]
    assert [line.split()[:3] for line in lines[3:5]] == [["0", "random", "0"], ["1", "random", "0"]]
    assert "2 games hit the cap of 5 moves" in lines[5]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["veneno", "--games", "6"], "--games must be a positive multiple of --players (4)"),
        (["veneno", "--bots", "greedy,clever"], "unknown bot 'clever'"),
        (["veneno", "--bots", "greedy,random"], "one per seat (4), got 2"),
        (["chupate", "--players", "3", "--teams"], "C-3"),
        (["veneno", "--seed", "-1"], "seed"),
        (["veneno", "--workers", "0"], "--workers must be at least 1"),
        (["veneno", "--max-moves", "0"], "--max-moves must be at least 1"),
        (["chupate", "--players", "5"], "invalid choice: 5"),
        (["veneno", "--games", "many"], "expected an int, got 'many'"),
        (["poker"], "invalid choice: 'poker'"),
        (["veneno", "--seed", "9" * 60], "expected an int, got '999"),
    ],
)
def test_bad_flags_end_in_one_error_line_and_exit_2(argv: list[str], message: str) -> None:
    done = cardrules("tournament", *argv)
    assert done.returncode == 2
    assert done.stdout == ""
    last = done.stderr.splitlines()[-1]
    assert "error: " in last
    assert message in last
    assert all(line.startswith(("usage:", " ")) for line in done.stderr.splitlines()[:-1])


def test_help_says_the_progress_bar_is_optional() -> None:
    done = cardrules("tournament", "veneno", "--help")
    assert done.returncode == 0
    assert "cardrules[progress]" in done.stdout
    assert "without it, no bar" in done.stdout


def test_record_writes_every_game_as_a_record_that_replays(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    argv = ["veneno", "--players", "3", "--bots", "greedy,random,random", "--games", "6"]
    done = cardrules("tournament", *argv, "--seed", "4", "--record", str(path), "--json")
    assert done.returncode == 0, done.stderr
    field = ("greedy", "random", "random")
    expected = play_tournament(veneno.Rules(players=3), field, deals=2, seed=4, workers=1)
    records = read_records(path.read_text(encoding="utf-8"))
    assert len(records) == 6
    for record, game in zip(records, expected.results, strict=True):
        tags = dict(record.tags)
        assert (tags["Deal"], tags["Rotation"]) == (str(game.deal), str(game.rotation))
        assert record.names == tuple(field[entry] for entry in game.entries)
        final = record.replay()[-1]
        assert (final.winners, final.scores) == (game.winners, game.scores)


def test_record_to_a_path_that_cannot_be_written_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "no such folder" / "games.txt"
    done = cardrules("tournament", "veneno", "--games", "4", "--record", str(path))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"cardrules: error: --record: cannot write {path}: No such file or directory"
    ]


@pytest.mark.parametrize("installed", [True, False])
def test_no_bar_without_tqdm_or_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], installed: bool
) -> None:
    if not installed:
        monkeypatch.setitem(sys.modules, "tqdm", None)  # import tqdm now raises ImportError
    progress = _Progress(10)
    progress.update(4)
    progress.close()
    assert capsys.readouterr().err == ""  # captured stderr is not a terminal
