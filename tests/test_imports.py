"""The import graph has no circle, and only the registry imports both games.

The graph is read from the source (`tests.imports`): imports inside
functions, under ``TYPE_CHECKING`` and by ``importlib.import_module("...")``
count, and importing ``a.b.c`` counts as running ``a`` and ``a.b`` too.
"""

from __future__ import annotations

import pytest

from tests import imports
from tests.imports import GAMES_PACKAGES, MODULES, cycles, graph, in_package

UPWARD_HOOK = ("cardrules._state", "cardrules.svg")
"""The one documented upward import: a state's or view's ``_repr_svg_`` (notebook pictures)
imports `cardrules.svg` when it is called (docs/explanation/architecture.md)."""

KNOWN_CYCLES: set[frozenset[str]] = set()
"""Circles still to break: none. (Each game's ``State`` and ``View`` used to
import each other through sampling: the state module now names its ``State``
as the view's ``_state_class`` with ``link_view``, and sampling builds states
from it, so a view imports neither the state nor anything that does.)"""

TOOL_AREAS = (
    "cardrules.tournament",
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

GRAPH = graph()


def _is_tool(module: str) -> bool:
    return any(in_package(module, area) for area in TOOL_AREAS)


def _is_game(module: str) -> bool:
    return any(in_package(module, package) for package in GAMES_PACKAGES)


def test_the_graph_sees_every_kind_of_import():
    edges = {(edge.source, edge.target): edge for edges in GRAPH.values() for edge in edges}
    # under TYPE_CHECKING
    assert ("cardrules.veneno.sampling", "cardrules.cards.spanish") in edges
    # inside a function
    assert ("cardrules.bots.spec", "cardrules.bots.ismcts") in edges
    # by importlib.import_module with a constant name
    assert ("cardrules.cli._replay", "cardrules.html") in edges
    # `from a.b import name` needs a.b run; importing a.b.c runs a.b
    assert ("cardrules.games", "cardrules.chupate") in edges
    assert ("cardrules.games", "cardrules.chupate.spec") in edges
    # and the modules' own packages are not edges (they have started already)
    assert ("cardrules.veneno.state", "cardrules.veneno") not in edges
    assert len(MODULES) > 60


def test_the_one_upward_hook_is_a_lazy_import_in_repr_svg():
    (edge,) = [e for e in GRAPH[UPWARD_HOOK[0]] if e.target == UPWARD_HOOK[1]]
    source = MODULES[UPWARD_HOOK[0]].read_text(encoding="utf-8").splitlines()
    above = source[edge.line - 3 : edge.line]
    assert any("def _repr_svg_" in line for line in above), above
    assert source[edge.line - 1].startswith("        from cardrules.svg import")


def test_there_is_no_import_cycle_but_the_hook_and_the_known_ones():
    found = cycles(GRAPH, {UPWARD_HOOK})
    groups = {frozenset(_group_of(c[0].source)): " | ".join(map(str, c)) for c in found}
    unexpected = {group: text for group, text in groups.items() if group not in KNOWN_CYCLES}
    assert not unexpected, "new import cycles:\n" + "\n".join(unexpected.values())
    assert set(groups) == KNOWN_CYCLES, "a known cycle is gone: remove it from KNOWN_CYCLES"


def _group_of(module: str) -> set[str]:
    """The modules on a cycle with ``module`` (reachable from it and reaching it)."""
    adjacency = {
        m: {e.target for e in out if (e.source, e.target) != UPWARD_HOOK and e.target in GRAPH}
        for m, out in GRAPH.items()
    }

    def reach(start: str, edges: dict[str, set[str]]) -> set[str]:
        seen, todo = {start}, [start]
        while todo:
            for nxt in edges[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    reverse: dict[str, set[str]] = {m: set() for m in adjacency}
    for m, targets in adjacency.items():
        for t in targets:
            reverse[t].add(m)
    return reach(module, adjacency) & reach(module, reverse)


def test_without_the_hook_nothing_below_the_tools_imports_a_tool():
    for module, edges in GRAPH.items():
        if _is_tool(module):
            continue
        for edge in edges:
            if (edge.source, edge.target) == UPWARD_HOOK:
                continue
            assert not _is_tool(edge.target) or module in ABOVE_THE_TOOLS, str(edge)


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
