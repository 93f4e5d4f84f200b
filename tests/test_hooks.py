"""The typed contract of a game (`cardrules.hooks`): mypy and `register` both name a bad hook."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import textwrap
import types
from pathlib import Path
from typing import Any

import attrs
import pytest

from cardrules import hooks
from cardrules.errors import RulesError
from cardrules.games import GAMES, find_game, register, unregister
from tests.third_game import SPEC, game, present

SRC = Path(__file__).resolve().parents[1] / "src"

_GAME = """
from __future__ import annotations

from collections.abc import Sequence

from cardrules.games import GameSpec, find_game
from cardrules.hooks import lazy

base = find_game("veneno")


class Narrator:
    def round_start(self, state: object, names: Sequence[str] | None) -> tuple[str, ...]:
        return ()

    def {turn}(
        self, before: object, move: object, after: object, seat: int | None,
        names: Sequence[str] | None, lang: str = "en",
    ) -> str:
        return ""

    def round_end(self, after: object, names: Sequence[str] | None) -> tuple[str, ...]:
        return ()

    def game_end(self, final: object, moves: int, names: Sequence[str] | None) -> tuple[str, ...]:
        return ()

    def seat_move(self, move: object) -> str:
        return ""


SPEC = GameSpec(
    id="typed", name="typed", title="Typed", players=(2,),
    rules_type=base.rules_type, state_type=base.state_type, view_type=base.view_type,
    move_type=base.move_type, new_game=base.new_game, parse_move=base.parse_move,
    action_space=base.action_space, narrator=Narrator(), picture=base.picture,
    presentation=lazy("typed_present"),
)
"""


@pytest.mark.slow
def test_mypy_strict_names_a_misspelt_hook_in_a_game_of_your_own(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    (tmp_path / "good_game.py").write_text(textwrap.dedent(_GAME.format(turn="turn")))
    (tmp_path / "bad_game.py").write_text(textwrap.dedent(_GAME.format(turn="trun")))
    command = [sys.executable, "-m", "mypy", "--strict", "--no-incremental"]
    command += ["--cache-dir", str(tmp_path / "cache"), "good_game.py", "bad_game.py"]
    done = subprocess.run(
        command,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": str(SRC), "PATH": os.environ.get("PATH", "")},
        timeout=18,
    )
    out = done.stdout
    assert done.returncode == 1, out + done.stderr
    assert "good_game.py" not in out, out
    assert out.startswith("bad_game.py:"), out
    assert 'error: Argument "narrator" to "GameSpec" has incompatible' in out
    assert '"Narrator" is missing following "Narrator" protocol member' in out
    assert "note:     turn" in out


def test_register_refuses_a_hook_with_a_missing_function_naming_it() -> None:
    class Mute:
        def round_start(self, state: object, names: object) -> tuple[str, ...]:
            return ()

    with pytest.raises(RulesError, match=r"narrator must be a Narrator .* has no turn, round_end"):
        attrs.evolve(SPEC, narrator=Mute())
    spec = attrs.evolve(SPEC, id="mute", name="mute", title="Mute")
    object.__setattr__(spec, "picture", types.SimpleNamespace(render=len))  # after it was made
    with pytest.raises(RulesError, match=r"picture must be a Picture .* has no seen_from_state"):
        register(spec)
    assert "mute" not in GAMES


def test_a_presentation_needs_its_demo_bots_as_a_str() -> None:
    class Shown:
        DEMO_BOTS = 3

        def demo_header(self, state: object, kind: str, lang: str) -> str:
            return ""

        def table(self, view: object, lang: str) -> list[str]:
            return []

    with pytest.raises(RulesError, match=r"has no DEMO_BOTS$"):
        attrs.evolve(SPEC, presentation=Shown())
    assert hooks.missing_hooks(present, hooks.PRESENTATION_HOOKS) == ()


def test_the_built_in_games_hooks_have_every_member() -> None:
    for spec in (find_game("chupate"), find_game("veneno")):
        assert hooks.missing_hooks(spec.narrator, hooks.NARRATOR_HOOKS) == ()
        assert hooks.missing_hooks(spec.picture, hooks.PICTURE_HOOKS) == ()
        assert hooks.missing_hooks(spec.presentation, hooks.PRESENTATION_HOOKS) == ()
    assert hooks.missing_hooks(game.Narrator(), hooks.NARRATOR_HOOKS) == ()
    assert hooks.missing_hooks(game.Narrator(), hooks.PICTURE_HOOKS) == hooks.PICTURE_HOOKS


def test_a_lazy_hook_imports_its_module_when_first_used() -> None:
    name = "tests.lazy_hook_probe"
    sys.modules.pop(name, None)
    hook: Any = hooks.lazy(name)
    assert name not in sys.modules
    spec = attrs.evolve(SPEC, presentation=hook)  # not loaded to be checked
    assert name not in sys.modules
    assert spec.presentation == hooks.lazy(name)
    assert hash(spec.presentation) == hash(hooks.lazy(name))
    assert repr(hook) == f"lazy({name!r})"
    assert hook.DEMO_BOTS == "random"
    assert name in sys.modules
    again = pickle.loads(pickle.dumps(hook))
    assert again == hook
    assert again.table(None, "es") == ["probe table es"]


def test_a_lazy_hook_that_does_not_import_says_which() -> None:
    hook: Any = hooks.lazy("tests.no_such_module_here")
    with pytest.raises(RulesError, match=r"'tests\.no_such_module_here' does not import"):
        hook.table  # noqa: B018 - reading it loads the module
    with pytest.raises(RulesError, match=r"lazy: expected a module name .*got 'a\.\.b'"):
        hooks.lazy("a..b")


def test_a_lazy_presentation_plays_in_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    from cardrules.cli import main  # noqa: PLC0415 - the command, only here

    old = unregister(SPEC.id) if SPEC.id in GAMES else None
    register(attrs.evolve(SPEC, presentation=hooks.lazy("tests.third_game.present")))
    try:
        assert main(["demo", "tricks", "--players", "3", "--seed", "5"]) == 0
        assert capsys.readouterr().out.startswith("Tricks for 3, random bots (en)\n")
    finally:
        unregister(SPEC.id)
        if old is not None:
            register(old)


def _members(protocol: type) -> list[str]:
    return sorted(name for name in vars(protocol) if not name.startswith("_"))


@pytest.mark.parametrize("name", ["chupate", "veneno"])
def test_the_built_in_games_have_every_fact_the_tools_read(name: str) -> None:
    spec = find_game(name)
    state = spec.new_game(spec.rules_type(players=2), 5)
    view = state.view(0)
    assert _members(hooks.StateFacts) == ["hands", "last_round", "round", "scores", "seed", "stock"]
    for member in _members(hooks.StateFacts):
        assert hasattr(state, member), member
    for member in _members(hooks.ViewFacts):
        assert hasattr(view, member), member
    assert state.seed == 5
    assert len(view.hand_sizes) == 2
    assert view.hand == state.hands[0]
    assert any(getattr(move, "card", None) is not None for move in spec.action_space(state.rules))
