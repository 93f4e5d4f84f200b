"""``cardrules ladder``, run as a user runs it: files, errors and exit codes."""

from __future__ import annotations

import csv
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from cardrules import veneno
from cardrules.bots.spec import bot_spec
from cardrules.cli import main
from cardrules.cli._ladder import parse_bots
from cardrules.tournament import play_tournament
from tests import race_game
from tests.extras import require
from tests.helpers import cardrules


def _json(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_a_tiny_ladder_writes_its_four_files_and_the_numbers_are_the_tournaments(
    tmp_path: Path,
) -> None:
    argv = ["ladder", "veneno", "--players", "3", "--bots", "random,greedy"]
    done = cardrules(*argv, "--deals", "2", "--seed", "5", "--views", "1", "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "bot \\ opponents" in done.stdout
    assert "Veneno, 3 players" in done.stdout
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == [
        "ladder-veneno.csv",
        "ladder-veneno.json",
        "ladder-veneno.md",
        "ladder-veneno.svg",
    ]
    data = _json(tmp_path / "ladder-veneno.json")
    assert (data["game"], data["players"], data["seed"], data["deals"]) == ("veneno", 3, 5, 2)
    rules = veneno.Rules(players=3)
    for cell in data["cells"]:
        field = [cell["bot"], cell["opponent"], cell["opponent"]]
        standing = play_tournament(rules, field, deals=2, seed=5, workers=1).standings[0]
        assert (cell["games"], cell["wins"], cell["deals"]) == (6, standing.wins, 2)
        assert cell["win_rate"] == pytest.approx(standing.win_rate, abs=1e-6)
        assert cell["ci95"] == pytest.approx(list(standing.ci95), abs=1e-6)
        assert cell["mean_score"] == pytest.approx(standing.mean_score, abs=1e-6)
    assert all(bot["seconds_per_move"] > 0 for bot in data["bots"])
    with (tmp_path / "ladder-veneno.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [int(row["wins"]) for row in rows] == [cell["wins"] for cell in data["cells"]]
    assert ET.parse(tmp_path / "ladder-veneno.svg").getroot().tag.endswith("svg")
    markdown = (tmp_path / "ladder-veneno.md").read_text(encoding="utf-8")
    assert markdown.startswith("| bot \\ opponents | random | greedy | time per move |")


@pytest.mark.slow  # a ladder with a search bot: `.ci/run` runs it
def test_bot_settings_name_the_bot_and_reach_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "l.json"
    argv = ["ladder", "veneno", "--players", "2", "--bots", "greedy", "ismcts:iterations=3"]
    assert main([*argv, "--deals", "1", "--views", "0", "--json", str(path)]) == 0
    capsys.readouterr()
    data = _json(path)
    assert [bot["bot"] for bot in data["bots"]] == ["greedy", "ismcts:iterations=3"]
    assert data["bots"][1]["params"] == {"iterations": 3}
    assert data["bots"][1]["seconds_per_move"] is None  # --views 0: not timed
    field = [bot_spec("greedy"), bot_spec("ismcts", iterations=3)]
    result = play_tournament(veneno.Rules(players=2), field, deals=1, seed=1, workers=1)
    assert [cell["wins"] for cell in data["cells"]] == [s.wins for s in result.standings]


def test_parse_bots_reads_names_settings_and_values() -> None:
    specs = parse_bots(["random, pimc:simulations=64,margin=1.5,engine=scalar", "ismcts"])
    assert [spec.name for spec in specs] == [
        "random",
        "pimc:simulations=64,margin=1.5,engine=scalar",
        "ismcts",
    ]
    assert dict(specs[1].params) == {"simulations": 64, "margin": 1.5, "engine": "scalar"}
    assert dict(parse_bots(["pimc:margin=none"])[0].params) == {"margin": None}


def test_the_same_seed_writes_the_same_table(tmp_path: Path) -> None:
    outputs = []
    for run in ("a", "b"):
        path = tmp_path / f"{run}.json"
        argv = ["ladder", "chupate", "--players", "3", "--bots", "random,greedy", "--deals", "2"]
        done = cardrules(*argv, "--seed", "9", "--views", "0", "--json", str(path))
        assert done.returncode == 0, done.stderr
        outputs.append((done.stdout, path.read_text(encoding="utf-8")))
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["veneno", "--bots", "random,clever"],
            "unknown bot 'clever'; the bots are random, greedy",
        ),
        (["veneno", "--bots", "greedy"], "a ladder needs at least two bots, got 1"),
        (["veneno", "--bots", "greedy,greedy"], "each bot may be named once"),
        (["veneno", "--bots", "x=1,greedy"], "a setting 'x=1' before any bot's name"),
        (["veneno", "--bots", "random:seed=1,greedy"], "bot 'random': unknown option 'seed'"),
        (["veneno", "--bots", "greedy,pimc:bogus=2"], "pimc bot: unknown setting among"),
        (["veneno", "--bots", "greedy,ismcts:iterations=0"], "iterations must be at least 1"),
        (["veneno", "--bots", "greedy,ismcts:"], "has no KEY=VALUE after the colon"),
        (["veneno", "--bots", "greedy,ismcts:iterations"], "must be KEY=VALUE"),
        (["veneno", "--deals", "0"], "--deals must be at least 1, got 0"),
        (["veneno", "--views", "-1"], "--views must be at least 0, got -1"),
        (["veneno", "--seed", "-3"], "seed"),
        (["chupate", "--players", "3", "--teams"], "team"),
    ],
)
def test_bad_input_is_one_error_line_and_exit_2_before_any_game(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["ladder", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("cardrules: error: ")
    assert message in lines[0]


def test_an_unknown_game_is_a_usage_error_naming_the_games() -> None:
    done = cardrules("ladder", "poker")
    assert done.returncode == 2
    assert "invalid choice: 'poker'" in done.stderr
    assert "veneno" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_file_that_cannot_be_written_is_refused_before_the_first_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no" / "such" / "folder" / "l.svg"
    argv = ["ladder", "veneno", "--bots", "random,greedy", "--svg", str(missing)]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"--svg: cannot write {missing}" in captured.err


def test_a_write_that_fails_at_the_end_keeps_the_table_and_exits_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    argv = ["ladder", "veneno", "--players", "2", "--bots", "random,greedy", "--deals", "1"]
    assert main([*argv, "--views", "0", "--csv", "/dev/full"]) == 1
    captured = capsys.readouterr()
    assert "bot \\ opponents" in captured.out
    assert "cannot write /dev/full" in captured.err


def test_progress_prints_a_line_per_cell(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["ladder", "veneno", "--players", "3", "--bots", "random,greedy", "--deals", "1"]
    assert main([*argv, "--views", "0", "--progress"]) == 0
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("cardrules: cell 1/2: random vs greedy: ")
    assert lines[1].startswith("cardrules: cell 2/2: greedy vs random: 3/3 won (100.0%")


def test_a_registered_game_gets_a_ladder_command(capsys: pytest.CaptureFixture[str]) -> None:
    with race_game.registered():
        argv = ["ladder", "race", "--players", "2", "--goal", "9", "--bots", "random,random:"]
        assert main(argv) == 2  # a colon with no setting
        capsys.readouterr()
        assert main(["ladder", "race", "--players", "2", "--bots", "random", "--views", "2"]) == 2
        assert "at least two bots" in capsys.readouterr().err


def test_dask_gives_the_same_table_as_the_process(capsys: pytest.CaptureFixture[str]) -> None:
    distributed = require("distributed")
    argv = ["ladder", "veneno", "--players", "3", "--bots", "random,greedy", "--deals", "2"]
    assert main([*argv, "--views", "0"]) == 0
    inline = capsys.readouterr().out
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        assert main([*argv, "--views", "0", "--dask", cluster.scheduler_address]) == 0
    assert capsys.readouterr().out == inline


@pytest.mark.slow
def test_dask_without_a_scheduler_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    require("distributed")
    argv = ["ladder", "veneno", "--bots", "random,greedy", "--dask", "tcp://127.0.0.1:9"]
    assert main(argv) == 2
    assert "--dask: cannot reach the scheduler 'tcp://127.0.0.1:9'" in capsys.readouterr().err


def test_the_files_are_rewritten_after_each_cell(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from cardrules.cli import _ladder  # noqa: PLC0415 - the module whose file writes are watched

    seen: list[dict[str, Any]] = []
    write = _ladder._write

    def watch(path: str, content: str) -> None:
        write(path, content)
        if path.endswith(".json"):
            seen.append(json.loads(content))

    monkeypatch.setattr(_ladder, "_write", watch)
    argv = ["ladder", "veneno", "--players", "3", "--bots", "random,greedy", "--deals", "1"]
    assert main([*argv, "--views", "0", "--out", str(tmp_path)]) == 0
    capsys.readouterr()
    assert [len(data["cells"]) for data in seen] == [1, 2]
    assert [data["complete"] for data in seen] == [False, True]
    assert seen[-1] == _json(tmp_path / "ladder-veneno.json")
