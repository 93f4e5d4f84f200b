"""Games from outside: entry points of installed packages, ``CARDRULES_GAMES``, ``--game-module``.

The installed package is ``tests/plugin_pkg``: its ``pyproject.toml`` declares
Tricks (`tests.third_game`) as an entry point of ``cardrules.games``. The
tests write the ``.dist-info`` that installing it would (``METADATA`` and
``entry_points.txt``) into a temporary folder on the ``PYTHONPATH`` of a
``python -m cardrules`` subprocess, which then finds the game as an installed
one. In-process tests give the registry a fresh plugin loader and take the
games out again after.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import warnings
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import pytest

import cardrules._plugins as plugins
import cardrules.games as games_module
from cardrules._plugins import PluginLoader
from cardrules.cli import main
from cardrules.errors import RulesError
from cardrules.games import (
    ENTRY_POINT_GROUP,
    GAMES,
    GameSpec,
    PluginWarning,
    find_game,
    load_game,
    load_plugins,
    unregister,
)
from tests.third_game import SPEC as TRICKS

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tests" / "plugin_pkg"

BROKEN = {
    "missing": "no_such_module_anywhere:SPEC",
    "noattr": "tests.third_game:NO_SUCH_SPEC",
    "notspec": "tests.third_game:game",
    "clash": "tests.plugin_pkg:CLASH",
    "badform": "not a reference",
}
"""Entry points of a broken package: each must be one warning naming it, and no crash."""


def _entry_points() -> dict[str, str]:
    """The ``cardrules.games`` table of ``tests/plugin_pkg/pyproject.toml``."""
    tomllib = pytest.importorskip("tomllib")
    with (PACKAGE / "pyproject.toml").open("rb") as handle:
        project = tomllib.load(handle)["project"]
    table: dict[str, str] = project["entry-points"][ENTRY_POINT_GROUP]
    return table


def _dist_info(folder: Path, name: str, points: dict[str, str]) -> None:
    """What ``pip install`` writes for a package of these entry points."""
    info = folder / f"{name.replace('-', '_')}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n", encoding="utf-8"
    )
    lines = [f"[{ENTRY_POINT_GROUP}]", *(f"{key} = {value}" for key, value in points.items())]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


def _cardrules(
    *argv: str, site: Path, games: str = "", module: bool = True
) -> subprocess.CompletedProcess[str]:
    """``python -m cardrules ARGV`` (or ``python ARGV``) with ``site`` as if installed."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(site), str(ROOT / "src"), str(ROOT)]),
        "CARDRULES_GAMES": games,
    }
    return subprocess.run(
        [sys.executable, *(["-m", "cardrules"] if module else []), *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=site,
        timeout=60,
        check=False,
    )


@pytest.fixture
def site(tmp_path: Path) -> Path:
    _dist_info(tmp_path, "cardrules-tricks", _entry_points())
    return tmp_path


@pytest.fixture
def fresh_loader(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The registry as a new process has it: no plugin loaded yet; then Tricks taken out."""
    monkeypatch.setattr(
        games_module, "_PLUGINS", PluginLoader(games_module._register_plugin, GameSpec)
    )
    monkeypatch.setenv("CARDRULES_GAMES", "")  # restored as it was after the test
    yield
    if TRICKS.id in games_module._specs:
        unregister(TRICKS.id)


def test_the_package_declares_tricks_as_a_game() -> None:
    assert _entry_points() == {"tricks": "tests.third_game:SPEC"}


def test_an_installed_game_plays_a_tournament_and_a_demo(site: Path) -> None:
    done = _cardrules("tournament", "tricks", "--players", "2", "--games", "4", "--json", site=site)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert '"game": "tricks"' in done.stdout
    demo = _cardrules("demo", "tricks", "--players", "3", "--seed", "2", site=site)
    assert demo.returncode == 0, demo.stderr
    assert demo.stdout.startswith("Tricks, 3 players, seed 2")
    assert "game over" in demo.stdout.lower()


EVERY_COMMAND = """
from cardrules.cli import main
for command in ("demo", "play", "tournament", "ladder"):
    assert main([command, "--help"]) == 0
argv = ["tournament", "tricks", "--players", "2", "--games", "2", "--record", "games.txt"]
assert main(argv) == 0
print("usage: cardrules replay")
assert main(["replay", "games.txt", "--game", "2"]) == 0
"""


def test_every_command_offers_the_installed_game(site: Path) -> None:
    done = _cardrules("-c", EVERY_COMMAND, site=site, module=False)
    assert done.returncode == 0, done.stderr
    helps = done.stdout.split("usage: ")[1:]
    assert [part.split()[1] for part in helps] == ["demo", "play", "tournament", "ladder", "replay"]
    for part in helps[:4]:
        assert "    tricks " in part, part
    assert "plays" in helps[4]
    assert "Game over after" in helps[4], helps[4]


def test_a_broken_package_is_one_warning_a_plugin_and_the_command_goes_on(site: Path) -> None:
    _dist_info(site, "cardrules-broken", BROKEN)
    done = _cardrules(
        "tournament", "tricks", "--players", "2", "--games", "2", site=site, games="nope:SPEC"
    )
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == len(BROKEN) + 1, done.stderr
    assert all(line.startswith("cardrules: warning: the game ") for line in lines)
    for name, value in BROKEN.items():
        assert any(f"'{name}' (entry point '{value}'" in line for line in lines), name
    assert any("'nope:SPEC' (from CARDRULES_GAMES)" in line for line in lines)
    assert "Traceback" not in done.stderr
    assert "Tricks, 2 players" in done.stdout


def test_cardrules_games_names_a_module_that_is_not_installed(tmp_path: Path) -> None:
    done = _cardrules(
        "demo", "tricks", "--players", "2", site=tmp_path, games=" tests.third_game:SPEC ,"
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Tricks, 2 players")
    unknown = _cardrules("demo", "tricks", site=tmp_path)
    assert unknown.returncode == 2
    assert "invalid choice: 'tricks'" in unknown.stderr


@pytest.mark.usefixtures("fresh_loader")
def test_game_module_loads_a_game_for_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["demo", "tricks", "--players", "2", "--seed", "3"]
    assert main(["--game-module", "tests.third_game:SPEC", *argv]) == 0
    assert capsys.readouterr().out.startswith("Tricks, 2 players, seed 3")
    unregister(TRICKS.id)
    assert main([*argv[:2], "--game-module=tests.third_game:SPEC", *argv[2:]]) == 0
    assert capsys.readouterr().out.startswith("Tricks, 2 players, seed 3")
    assert os.environ["CARDRULES_GAMES"] == "tests.third_game:SPEC"  # once, for the workers


def test_game_module_reaches_a_tournaments_workers(tmp_path: Path) -> None:
    argv = ["tournament", "tricks", "--players", "2", "--games", "4", "--workers", "2"]
    done = _cardrules("--game-module", "tests.third_game:SPEC", *argv, site=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Tricks, 2 players, 4 games" in done.stdout


@pytest.mark.usefixtures("fresh_loader")
def test_a_game_module_that_does_not_load_is_a_warning(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game-module", "tests.third_game:game", "demo", "veneno", "--players", "2"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("Veneno, 2 players")
    assert err == (
        "cardrules: warning: --game-module 'tests.third_game:game' did not load and is "
        "skipped: 'tests.third_game:game' is a module, not a GameSpec\n"
    )


def test_replay_keeps_its_own_game_option(capsys: pytest.CaptureFixture[str]) -> None:
    """``--game`` is replay's, not an abbreviation of ``--game-module``."""
    assert main(["replay", "no-such-file.txt", "--game", "2"]) == 1
    assert "game-module" not in capsys.readouterr().err


@pytest.mark.usefixtures("fresh_loader")
def test_the_registry_loads_cardrules_games_on_its_first_miss(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CARDRULES_GAMES", "tests.third_game:SPEC")
    assert find_game("mini tricks") is TRICKS
    assert load_plugins() == ()  # once only


@pytest.mark.usefixtures("fresh_loader")
def test_listing_the_games_loads_them_and_warns_of_a_broken_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CARDRULES_GAMES", "tests.third_game:SPEC,tests.plugin_pkg:CLASH")
    with pytest.warns(PluginWarning, match=r"'tests.plugin_pkg:CLASH' .* registered already"):
        assert list(GAMES) == ["chupate2", "veneno", "tricks"]
    assert find_game("veneno").title == "Veneno"


@pytest.mark.usefixtures("fresh_loader")
def test_a_module_that_registers_its_own_spec_is_loaded_once() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        games_module.register(TRICKS)
        assert load_game("tests.third_game:SPEC") is TRICKS
        assert load_plugins() == ()


@pytest.mark.parametrize(
    ("reference", "said"),
    [
        ("tests.third_game", "must be 'module:attribute'"),
        ("tests.third_game:", "must be 'module:attribute'"),
        (":SPEC", "must be 'module:attribute'"),
        ("tests/third_game:SPEC", "must be 'module:attribute'"),
        ("x" * 400 + ":SPEC", "must be 'module:attribute'"),
        (7, "must be 'module:attribute', got 7"),
        ("no_such_module_anywhere:SPEC", "cannot import 'no_such_module_anywhere'"),
        ("tests.third_game:NOPE", "'tests.third_game' has no attribute 'NOPE'"),
        ("tests.third_game:SPEC.nope", "has no attribute 'SPEC.nope'"),
        ("tests.third_game:registered", "is a function, not a GameSpec"),
        ("tests.plugin_pkg:CLASH", "a game with id 'veneno' is registered already"),
    ],
)
def test_load_game_says_what_is_wrong(reference: object, said: str) -> None:
    with pytest.raises(RulesError, match=re.escape(said)):
        load_game(reference)  # type: ignore[arg-type]
    assert list(games_module._specs) == ["chupate2", "veneno"]


@pytest.mark.usefixtures("fresh_loader")
def test_metadata_that_cannot_be_read_is_a_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(**_: object) -> object:
        raise OSError("a broken .dist-info")

    monkeypatch.setattr(plugins.metadata, "entry_points", broken)
    with pytest.warns(PluginWarning, match="entry points cannot be read: OSError: a broken"):
        assert load_plugins() == ()
    assert list(GAMES) == ["chupate2", "veneno"]


@pytest.mark.usefixtures("fresh_loader")
def test_an_entry_point_without_a_package_is_named_by_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    points = [
        metadata.EntryPoint("tricks", "tests.third_game:SPEC", ENTRY_POINT_GROUP),
        metadata.EntryPoint("nope", "tests.third_game:NOPE", ENTRY_POINT_GROUP),
    ]
    monkeypatch.setattr(plugins.metadata, "entry_points", lambda **_: points)
    with pytest.warns(PluginWarning) as caught:
        assert load_plugins() == (TRICKS,)
    assert [str(warning.message) for warning in caught] == [
        "the game 'nope' (entry point 'tests.third_game:NOPE') did not load and is skipped: "
        "'tests.third_game' has no attribute 'NOPE'"
    ]


def test_game_module_without_its_value_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game-module"]) == 2
    assert "argument --game-module: expected one argument" in capsys.readouterr().err
