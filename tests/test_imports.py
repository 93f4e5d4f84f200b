"""The import graph has no circle, and only the registry imports both games.

The graph is read from the source (`tests.imports`): imports inside
functions, under ``TYPE_CHECKING`` and by ``importlib.import_module("...")``
count, and importing ``a.b.c`` counts as running ``a`` and ``a.b`` too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import imports
from tests.imports import (
    GAMES_PACKAGES,
    MODULES,
    cycles,
    foreign_private_imports,
    graph,
    in_package,
    public_homes,
)

UPWARD_HOOK = ("cardrules._state", "cardrules.svg")
"""The one documented upward import: a state's or view's ``_repr_svg_`` (notebook pictures)
imports `cardrules.svg` when it is called (docs/explanation/architecture.md)."""

TOOL_AREAS = (
    "cardrules.tournament",
    "cardrules._tournament_lanes",
    "cardrules.ladder",
    "cardrules.bots",
    "cardrules.records",
    "cardrules.narration",
    "cardrules.html",
    "cardrules.cli",
    "cardrules.svg",
    "cardrules.gymnasium",
    "cardrules.pettingzoo",
    "cardrules._env_common",
    "cardrules.text",
    "cardrules.batch",
    "cardrules.server",
    "cardrules.testing",
)
"""The tools' modules: they reach the games through `cardrules.games` only."""

BOTH_GAMES_ALLOWED = {"cardrules", "cardrules.games", "cardrules.bots", "cardrules.bots.greedy"}
"""The registry, the package's facade, and the bots' facade (both greedy bots under 0.2 names)."""

ABOVE_THE_TOOLS = {"cardrules", "cardrules.__main__"}
"""The package's facade and ``python -m cardrules``, which start the command line."""

NOT_IMPORTS = {("cardrules._plugins", "cardrules.games")}
"""Strings that name a module but load nothing: the entry-point group ``"cardrules.games"``."""

BATCH_BY_NAME = {
    (edge.source, edge.target)
    for edges in graph().values()
    for edge in edges
    if edge.how.startswith("the string 'cardrules.batch")
    and in_package(edge.target, "cardrules.batch")
}
"""``GameSpec.batch`` and the bots' batched policies still name modules of `cardrules.batch` by
strings: they loop until the spec holds the engine and the policies sit above the bots."""

GRAPH = {
    module: [edge for edge in edges if (edge.source, edge.target) not in NOT_IMPORTS]
    for module, edges in graph().items()
}

ROOT = Path(__file__).resolve().parents[1]


def _is_tool(module: str) -> bool:
    return any(in_package(module, area) for area in TOOL_AREAS)


def _is_game(module: str) -> bool:
    return any(in_package(module, package) for package in GAMES_PACKAGES)


SOURCE = """
from typing import TYPE_CHECKING
import importlib
import cardrules.cards.uno
from cardrules.veneno import state
from cardrules.chupate.rules import Rules
from cardrules import RulesError
if TYPE_CHECKING:
    from cardrules.bots.spec import BotSpec

def later():
    from cardrules.svg import render
    return importlib.import_module("cardrules.html"), importlib.import_module(f"x{1}")

HOOKS = ("cardrules.narration", "cardrules.tournament:play_tournament", "cardrules.nope", "x")
"""


def test_the_graph_sees_every_kind_of_import():
    module = "cardrules.records._text"  # as if it held SOURCE
    edges = {edge.target for edge in imports.edges_of(module, SOURCE)}
    assert edges == {
        "cardrules.cards",  # `import cardrules.cards.uno` runs cardrules.cards too
        "cardrules.cards.uno",
        "cardrules.veneno",  # `from cardrules.veneno import state` runs cardrules.veneno
        "cardrules.veneno.state",
        "cardrules.chupate",
        "cardrules.chupate.rules",
        "cardrules",  # `from cardrules import RulesError` needs cardrules run
        "cardrules.bots",  # under TYPE_CHECKING
        "cardrules.bots.spec",
        "cardrules.svg",  # inside a function
        "cardrules.html",  # by importlib with a constant name
        "cardrules.narration",  # a string naming a module
        "cardrules.tournament",  # a "module:attribute" string
    }
    # the module's own packages have started before it runs: no edge
    inside = {e.target for e in imports.edges_of(module, "from cardrules.records import _games")}
    assert inside == {"cardrules.records._games"}
    assert len(MODULES) > 60


def test_the_one_upward_hook_is_a_lazy_import_in_repr_svg():
    (edge,) = [e for e in GRAPH[UPWARD_HOOK[0]] if e.target == UPWARD_HOOK[1]]
    source = MODULES[UPWARD_HOOK[0]].read_text(encoding="utf-8").splitlines()
    above = source[edge.line - 3 : edge.line]
    assert any("def _repr_svg_" in line for line in above), above
    assert source[edge.line - 1].startswith("        from cardrules.svg import")


def test_there_is_no_import_cycle_but_the_hook():
    found = cycles(GRAPH, {UPWARD_HOOK, *BATCH_BY_NAME})
    assert not found, "import cycles:\n" + "\n".join(" | ".join(map(str, c)) for c in found)


def test_the_cycle_finder_finds_a_cycle():
    (cycle,) = cycles(GRAPH, BATCH_BY_NAME)  # with the hook: it closes one circle
    assert (cycle[0].source, cycle[0].target) == UPWARD_HOOK or UPWARD_HOOK in {
        (edge.source, edge.target) for edge in cycle
    }


def test_without_the_hook_nothing_below_the_tools_imports_a_tool():
    for module, edges in GRAPH.items():
        if _is_tool(module):
            continue
        for edge in edges:
            if (edge.source, edge.target) == UPWARD_HOOK or (
                edge.source,
                edge.target,
            ) in BATCH_BY_NAME:
                continue
            assert not _is_tool(edge.target) or module in ABOVE_THE_TOOLS, str(edge)


BATCH_0_3_NAME = "cardrules.batch.policies"
"""The 0.3 name of `cardrules.bots.batched`: a deprecated re-export, the one module of
`cardrules.batch` that imports a floor above it."""


def test_the_batch_floor_holds_engines_only_and_imports_no_tool_above_it():
    # the batched players (bots.batched) and the tournament's lanes sit above the bots
    for module, edges in GRAPH.items():
        if not in_package(module, "cardrules.batch") or module == BATCH_0_3_NAME:
            continue
        for edge in edges:
            above = _is_tool(edge.target) and not in_package(edge.target, "cardrules.batch")
            assert not above, str(edge)
    assert any(e.target == "cardrules.batch" for e in GRAPH["cardrules.bots.batched"])
    assert any(e.target == "cardrules.bots.batched" for e in GRAPH[BATCH_0_3_NAME])


def test_each_built_in_engine_lives_in_its_game_and_imports_no_tool():
    for package in GAMES_PACKAGES:
        engine = package + "._batch"
        assert engine in MODULES
        for module, edges in GRAPH.items():
            if in_package(module, engine):
                assert not any(_is_tool(edge.target) for edge in edges), module


@pytest.mark.parametrize("module", sorted(m for m in MODULES if not _is_tool(m)))
def test_only_the_registry_and_facades_import_both_games(module):
    if module in BOTH_GAMES_ALLOWED:
        return
    assert len(imports.games_imported(module)) < 2


@pytest.mark.parametrize(
    "module", sorted(m for m in MODULES if not _is_tool(m) and not _is_game(m))
)
def test_the_core_never_tests_a_value_against_a_games_class(module):
    assert imports.game_isinstance_calls(module) == []


def test_the_isinstance_finder_finds_them():
    # a game's own modules do test their own classes: the finder sees those
    found = imports.game_isinstance_calls("cardrules.veneno.encoding")
    assert any(call.endswith("check_instance(view, View, 'veneno.encode')") for call in found)


WORKED_EXAMPLES = sorted(
    [*(ROOT / "tests" / "third_game").glob("*.py"), *(ROOT / "examples").glob("*.py")]
)
"""The worked example game (Tricks) and the example scripts: written as users write them."""


@pytest.mark.parametrize("path", WORKED_EXAMPLES, ids=lambda path: path.name)
def test_the_worked_examples_use_public_names_only(path):
    assert imports.private_imports(path.read_text(encoding="utf-8")) == []


def test_the_private_import_finder_finds_them():
    source = (
        "import cardrules._random\nfrom cardrules._encoding import Block\n"
        "from cardrules.svg import _render\nfrom cardrules.rng import Rng\nimport attrs\n"
        "from . import _local\n"
    )
    assert imports.private_imports(source) == [
        "cardrules._random",
        "cardrules._encoding.Block",
        "cardrules.svg._render",
    ]


HOMES = public_homes()

BATCH = "cardrules.batch"
"""The batched engines' own private names, still reached from the bots, the vector
environments and the tournaments, and the engines' seed checks: the batch's floor
is being redrawn (engines only, the policies above the bots)."""


def _batch_owned(found: str) -> bool:
    module, _, path = found.partition(": ")
    return in_package(module.split(":")[0], BATCH) or in_package(path, BATCH)


def test_no_module_imports_another_packages_private_names():
    found = [f for m in sorted(MODULES) for f in foreign_private_imports(m, GRAPH, HOMES)]
    left = [f for f in found if not _batch_owned(f)]
    assert left == [], "\n".join(left)


def test_the_foreign_private_import_finder_finds_them():
    source = (
        "from cardrules.svg.drawing import draw\nfrom cardrules.html._page import STYLE\n"
        "from cardrules._random import check_seed, below\nfrom cardrules.cli._rules import x\n"
        "from cardrules.cli import _present\nfrom cardrules.rng import derive_seed\n"
        "import cardrules.server._store\nfrom cardrules import __version__\n"
    )
    found = foreign_private_imports("cardrules.cli._common", GRAPH, HOMES, source)
    assert found == [
        "cardrules.cli._common:2: cardrules.html._page.STYLE",
        "cardrules.cli._common:3: cardrules._random.check_seed (public as cardrules.rng)",
        "cardrules.cli._common:7: cardrules.server._store",
    ]
    # the core's private modules share names among themselves, not the packages'
    assert foreign_private_imports("cardrules._position", GRAPH, HOMES, source) == [
        "cardrules._position:2: cardrules.html._page.STYLE",
        "cardrules._position:4: cardrules.cli._rules.x",
        "cardrules._position:5: cardrules.cli._present",
        "cardrules._position:7: cardrules.server._store",
    ]
    assert HOMES["cardrules._gamespec.GameSpec"] == "cardrules.games"


def test_the_command_line_imports_no_game():
    for module in sorted(m for m in MODULES if in_package(m, "cardrules.cli")):
        assert imports.games_imported(module) == set(), module


RULES_READERS = {"cardrules._position", "cardrules._gamespec"}
"""Where rules dicts are read: the one reader (`_position.rules_from_dict`), the spec's
``rules_from_dict``, and each game's ``Rules.from_dict`` and positions beside them."""


def _reads_rules_itself(line: str) -> bool:
    """A line calling the reader of rules directly, not through a spec or a ``Rules`` class."""
    line = line.split("#", maxsplit=1)[0]
    return "read_rules(" in line or (
        "rules_from_dict(" in line and ".rules_from_dict(" not in line and "def " not in line
    )


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m not in RULES_READERS))
def test_rules_are_read_from_dicts_in_one_place(module):
    if _is_game(module):
        return  # a game's Rules.from_dict and positions call the reader
    lines = MODULES[module].read_text(encoding="utf-8").splitlines()
    assert [line for line in lines if _reads_rules_itself(line)] == []


def test_the_rules_reader_finder_finds_them():
    assert _reads_rules_itself("    rules = read_rules(data, Rules, 'x')")
    assert _reads_rules_itself("    return rules_from_dict(raw, Rules, 'x')")
    assert not _reads_rules_itself("    return spec.rules_from_dict(raw)")


def _reached(start: str) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for edge in GRAPH.get(todo.pop(), []):
            if edge.target not in seen:
                seen.add(edge.target)
                todo.append(edge.target)
    return seen


def test_the_words_import_no_game_and_no_registry():
    # a game's words reach cardrules.i18n through its spec (GameSpec.messages),
    # registered by cardrules.games: the catalogs never import a game
    for module in [m for m in MODULES if in_package(m, "cardrules.i18n")]:
        reached = _reached(module)
        assert not {m for m in reached if _is_game(m)}, module
        assert "cardrules.games" not in reached, module
        assert not {m for m in reached if in_package(m, "cardrules.server")}, module
