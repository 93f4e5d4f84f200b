"""``cardrules tournament``, run as a user runs it: in a subprocess."""

from __future__ import annotations

import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from cardrules import RulesError, chupate, tournament, veneno
from cardrules.cli import _tournament as cli_tournament
from cardrules.cli import main
from cardrules.cli._progress import Progress, Stage, shows
from cardrules.records import read_records
from cardrules.tournament import play_tournament
from tests import race_game, third_game
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
    assert [entry["index"] for entry in data["bots"]] == [0, 1, 2]
    assert [entry["bot"] for entry in data["bots"]] == list(field)
    for entry, standing in zip(data["bots"], expected.standings, strict=True):
        assert set(entry) == {
            "index", "seat", "bot", "wins", "win_rate", "ci95", "mean_score", "mean_return",
        }  # fmt: skip
        assert entry["wins"] == standing.wins
        assert entry["win_rate"] == pytest.approx(standing.win_rate, abs=1e-6)
        assert entry["ci95"] == pytest.approx(list(standing.ci95), abs=1e-6)
        assert entry["mean_score"] == pytest.approx(standing.mean_score, abs=1e-6)
        assert entry["mean_return"] == pytest.approx(standing.mean_return, abs=1e-6)


def test_json_names_the_seed_the_rules_and_the_interval_and_keeps_seat_beside_index() -> None:
    argv = ["chupate", "--players", "3", "--target", "100", "--bots", "greedy,random,random"]
    done = cardrules("tournament", *argv, "--games", "6", "--seed", "12", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["seed"] == 12
    assert data["game"] == "chupate2"
    assert data["rules"] == {"players": 3, "target": 100}
    assert (data["deals"], data["games"], data["max_moves"]) == (2, 6, 20000)
    assert "over deals" in data["interval"]
    for index, entry in enumerate(data["bots"]):
        assert entry["index"] == entry["seat"] == index  # 0.2's key stays, with its meaning


def _floats(value: object) -> list[float]:
    if isinstance(value, float):
        return [value]
    if isinstance(value, dict):
        return [x for item in value.values() for x in _floats(item)]
    if isinstance(value, list):
        return [x for item in value for x in _floats(item)]
    return []


def test_json_figures_are_rounded_without_float_noise() -> None:
    # four identical greedy bots: the mean returns are 0 up to float noise (8.67e-19 in 0.2)
    done = cardrules("tournament", "veneno", "--games", "40", "--seed", "3", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    numbers = _floats(data["bots"])
    assert numbers
    for number in numbers:
        assert number == round(number, 6)
        assert number == 0.0 or abs(number) >= 1e-6
    assert "e-" not in done.stdout
    assert "99999999" not in done.stdout
    assert all(entry["mean_return"] == 0.0 for entry in data["bots"])


@pytest.mark.slow
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
    assert "interval over deals" in lines[2]
    assert lines[3].split()[:3] == ["index", "bot", "wins"]
    assert [line.split()[:3] for line in lines[4:6]] == [["0", "random", "0"], ["1", "random", "0"]]
    assert "2 games hit the cap of 5 moves" in lines[6]


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


def test_help_says_where_the_progress_bar_shows_and_how_to_hide_it() -> None:
    done = cardrules("tournament", "veneno", "--help")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())  # argparse wraps the description
    assert "cardrules[progress]" in text
    assert "when it is a terminal" in text
    assert "--quiet hides it" in text


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
        numbered = ("greedy", "random 1", "random 2")  # one name per seat, never shared
        assert record.names == tuple(numbered[entry] for entry in game.entries)
        final = record.replay()[-1]
        assert (final.winners, final.scores) == (game.winners, game.scores)


def test_record_to_a_path_that_cannot_be_written_is_one_error_line(tmp_path: Path) -> None:
    path = tmp_path / "no such folder" / "games.txt"
    done = cardrules("tournament", "veneno", "--games", "4", "--record", str(path))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"cardrules: error: --record: cannot write {path}: No such file or directory"
    ]
    assert done.stdout == ""


def test_record_path_is_checked_before_the_first_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_games(*args: object, **kwargs: object) -> None:
        raise AssertionError("a game was played before --record was checked")

    monkeypatch.setattr(cli_tournament, "play_tournament", no_games)
    path = tmp_path / "no such folder" / "games.txt"
    argv = ["tournament", "veneno", "--games", "200000000000", "--record", str(path)]
    assert main(argv) == 2
    assert f"--record: cannot write {path}" in capsys.readouterr().err
    good = tmp_path / "games.txt"
    with pytest.raises(AssertionError, match="before --record was checked"):
        main(["tournament", "veneno", "--games", "4", "--record", str(good)])
    assert not good.exists()  # the check leaves no empty file behind


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
def test_a_record_that_fails_to_write_keeps_the_standings() -> None:
    argv = ["veneno", "--players", "2", "--bots", "greedy,random", "--games", "4", "--json"]
    done = cardrules("tournament", *argv, "--record", "/dev/full")  # every write: ENOSPC
    assert done.returncode == 1
    data = json.loads(done.stdout)  # the standings are printed all the same
    expected = play_tournament(veneno.Rules(players=2), ("greedy", "random"), deals=2, seed=1)
    assert [entry["wins"] for entry in data["bots"]] == [s.wins for s in expected.standings]
    assert done.stderr.splitlines() == [
        "cardrules: error: --record: cannot write /dev/full: No space left on device"
    ]


def test_record_names_every_seat_apart_in_a_team_game(tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    argv = ["chupate", "--teams", "--bots", "greedy,random,greedy,random", "--games", "4"]
    done = cardrules("tournament", *argv, "--record", str(path))
    assert done.returncode == 0, done.stderr
    records = read_records(path.read_text(encoding="utf-8"))
    assert records[0].names == ("greedy 1", "random 1", "greedy 2", "random 2")
    assert records[1].names == ("random 2", "greedy 1", "random 1", "greedy 2")
    for record in records:
        assert len(set(record.names)) == 4


def test_more_workers_than_cpus_are_lowered_with_a_note(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pools: list[int] = []

    class CountingPool(ProcessPoolExecutor):
        def __init__(self, max_workers: int, **kwargs: Any) -> None:
            pools.append(max_workers)
            super().__init__(max_workers=max_workers, **kwargs)

    monkeypatch.setattr(tournament, "ProcessPoolExecutor", CountingPool)
    monkeypatch.setattr(cli_tournament, "available_cpus", lambda: 2)
    monkeypatch.setattr(tournament, "available_cpus", lambda: 2)
    argv = ["tournament", "chupate", "--players", "2", "--games", "4", "--workers", "24"]
    assert main([*argv, "--json"]) == 0
    captured = capsys.readouterr()
    assert "--workers 24 lowered to 2, the CPUs available" in captured.err
    assert pools == [2]
    assert json.loads(captured.out)["games"] == 4


def test_help_says_workers_are_capped_at_the_cpus() -> None:
    done = cardrules("tournament", "veneno", "--help")
    assert done.returncode == 0
    assert "at most the CPUs available" in " ".join(done.stdout.split())


def test_a_huge_games_count_starts_playing_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    class StartedError(Exception):
        pass

    def stop(self: object, games: int) -> None:
        raise StartedError(games)

    monkeypatch.setattr(cli_tournament.Progress, "update", stop)
    argv = ["tournament", "chupate", "--players", "2", "--bots", "random"]
    with pytest.raises(StartedError):  # 0.2 built all 2 * 10**11 tasks first: MemoryError
        main([*argv, "--games", "200000000000", "--max-moves", "5"])


@pytest.mark.parametrize("installed", [True, False])
def test_no_bar_without_tqdm_or_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], installed: bool
) -> None:
    if not installed:
        monkeypatch.setitem(sys.modules, "tqdm", None)  # import tqdm now raises ImportError
    progress = Progress("tournament", [Stage("", 10)], show=shows(quiet=False))
    progress.update(4)
    progress.close()
    assert capsys.readouterr().err == ""  # captured stderr is not a terminal


def test_a_registered_game_gets_a_tournament_command_with_its_rule_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with race_game.registered():
        argv = ["tournament", "race", "--players", "3", "--goal", "9", "--bots", "random"]
        assert main([*argv, "--games", "6", "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        assert (data["game"], data["rules"], data["games"]) == (
            "race",
            {"players": 3, "goal": 9},
            6,
        )
        expected = play_tournament(
            race_game.RaceRules(players=3, goal=9), ("random",) * 3, deals=2, seed=1, workers=1
        )
        assert [entry["wins"] for entry in data["bots"]] == [s.wins for s in expected.standings]
        assert main(["tournament", "race", "--players", "5"]) == 2
        assert "invalid choice: 5 (choose from 2, 3, 4)" in capsys.readouterr().err
    assert main(["tournament", "race"]) == 2  # unregistered again: not a game any more
    assert "invalid choice: 'race'" in capsys.readouterr().err


def test_the_built_in_games_rule_options_come_from_their_rules() -> None:
    done = cardrules("tournament", "chupate", "--help")
    for option in ("--players N", "--teams", "--target N", "--no-bluffs"):
        assert option in done.stdout
    done = cardrules("tournament", "veneno", "--help")
    for option in (
        "--reduced-deck",
        "--copas-sin-veneno",
        "--loss-threshold N",
        "--poison-overflow",
    ):
        assert option in done.stdout
    argv = ["veneno", "--players", "3", "--reduced-deck", "--loss-threshold", "9", "--games", "3"]
    data = json.loads(cardrules("tournament", *argv, "--json").stdout)
    assert data["rules"] == veneno.Rules(players=3, reduced_deck=True, loss_threshold=9).to_dict()
    argv = ["chupate", "--players", "2", "--no-bluffs", "--target", "50", "--games", "2", "--json"]
    data = json.loads(cardrules("tournament", *argv).stdout)
    assert data["rules"] == chupate.Rules(players=2, allow_bluffs=False, target=50).to_dict()


def test_a_game_records_cannot_hold_is_refused_before_the_first_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_record(*args: object, **kwargs: object) -> None:
        raise RulesError("a record cannot hold this game")

    def no_games(*args: object, **kwargs: object) -> None:
        raise AssertionError("a game was played before --record was checked")

    monkeypatch.setattr(cli_tournament.Record, "from_game", no_record)
    monkeypatch.setattr(cli_tournament, "play_tournament", no_games)
    path = tmp_path / "games.txt"
    assert main(["tournament", "veneno", "--games", "4", "--record", str(path)]) == 2
    assert "--record: a record cannot hold this game" in capsys.readouterr().err
    assert not path.exists()


def test_the_third_game_plays_a_tournament_and_its_records_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "tricks.txt"
    with third_game.registered():
        argv = ["tournament", "tricks", "--players", "3", "--bots", "greedy,random,random"]
        assert main([*argv, "--games", "6", "--json", "--record", str(path)]) == 0
        data = json.loads(capsys.readouterr().out)
        expected = play_tournament(
            third_game.game.Rules(players=3),
            ("greedy", "random", "random"),
            deals=2,
            seed=1,
            workers=1,
        )
        assert data["game"] == "tricks"
        assert [entry["wins"] for entry in data["bots"]] == [s.wins for s in expected.standings]
        records = read_records(path.read_text(encoding="utf-8"))
        assert len(records) == 6
        for record, game in zip(records, expected.results, strict=True):
            assert record.names == expected.seat_names(game)
            assert record.replay()[-1].outcome.winners == game.winners
