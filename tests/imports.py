"""The import graph of ``src/cardrules``, read from the source with ``ast`` (nothing is imported).

Every import counts: at the top of a module, inside a function, under
``TYPE_CHECKING``, ``importlib.import_module("...")`` with a constant
name, and a string that names a module (``"cardrules.x.y"`` or
``"cardrules.x.y:attribute"``), as a hook loaded by name would. Importing
``a.b.c`` runs ``a`` and ``a.b`` first, so it is an edge to each of them too,
except to the importing module's own packages (they have
started before it runs); ``from a.b import name``, where ``name`` is not a
module, needs ``a.b`` itself to have run, so it is an edge to ``a.b`` even
from inside ``a.b``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
ROOT = "cardrules"


@dataclass(frozen=True)
class Edge:
    """One import: ``source`` runs ``target``; ``line`` and ``how`` say where and in what form."""

    source: str
    target: str
    line: int
    how: str

    def __str__(self) -> str:
        return f"{self.source} -> {self.target} (line {self.line}: {self.how})"


def module_files() -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    found = {}
    for path in sorted((SRC / ROOT).rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = module_files()


def is_package(name: str) -> bool:
    return MODULES.get(name, Path()).name == "__init__.py"


def ancestors(name: str) -> list[str]:
    """``a``, ``a.b`` for ``a.b.c``."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def _resolve(module: str, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".") if is_package(module) else module.split(".")[:-1]
    base = base[: len(base) - node.level + 1]
    return ".".join([*base, node.module] if node.module else base)


def _targets(module: str, node: ast.AST) -> Iterator[tuple[str, bool, str]]:
    """``(target, needs_the_module_run, how)`` for one import node."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            yield alias.name, False, f"import {alias.name}"
    elif isinstance(node, ast.ImportFrom):
        base = _resolve(module, node)
        for alias in node.names:
            sub = f"{base}.{alias.name}"
            if sub in MODULES:
                yield sub, False, f"from {base} import {alias.name}"
            else:
                yield base, True, f"from {base} import {alias.name}"
    elif isinstance(node, ast.Call):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in ("import_module", "__import__") and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield first.value, False, f"{name}({first.value!r})"
    elif isinstance(node, ast.Constant) and isinstance(node.value, str):
        named = module_named(node.value)
        if named is not None:
            yield named, False, f"the string {node.value!r}"


def module_named(text: str) -> str | None:
    """The module of cardrules a string names, as a hook or a loader takes it, else ``None``.

    ``"cardrules.batch._chupate"`` and ``"cardrules.batch.policies:greedy_policy"``
    (a ``module:attribute`` reference) name modules; prose does not.
    """
    module = text.split(":", 1)[0]
    if module in MODULES and (module == text or text[len(module) + 1 :].isidentifier()):
        return module
    return None


def edges_of(module: str, source: str | None = None) -> Iterator[Edge]:
    """The imports of ``module`` (read from its file, or from ``source``)."""
    text = MODULES[module].read_text(encoding="utf-8") if source is None else source
    tree = ast.parse(text)
    own = set(ancestors(module))
    for node in ast.walk(tree):
        for target, needs_run, how in _targets(module, node):
            if target != ROOT and not target.startswith(ROOT + "."):
                continue
            line = getattr(node, "lineno", 0)
            for parent in ancestors(target):
                if parent not in own:
                    yield Edge(module, parent, line, how + f" (runs {parent})")
            if target != module and (needs_run or target not in own):
                yield Edge(module, target, line, how)


def graph() -> dict[str, list[Edge]]:
    """Every module's edges."""
    return {module: list(edges_of(module)) for module in MODULES}


def cycles(edges: dict[str, list[Edge]], ignored: set[tuple[str, str]]) -> list[list[Edge]]:
    """One cycle through each strongly connected group of modules (Tarjan), without ``ignored``."""
    adjacency: dict[str, list[Edge]] = {m: [] for m in edges}
    for module, out in edges.items():
        for edge in out:
            if (edge.source, edge.target) not in ignored and edge.target in adjacency:
                adjacency[module].append(edge)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for edge in adjacency[node]:
            nxt = edge.target
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in adjacency:
        if node not in index:
            visit(node)
    return [_one_cycle(adjacency, set(group)) for group in groups]


def _one_cycle(adjacency: dict[str, list[Edge]], group: set[str]) -> list[Edge]:
    """A shortest cycle inside ``group`` (breadth first from its smallest member)."""
    start = min(group)
    paths: dict[str, list[Edge]] = {start: []}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for edge in adjacency[node]:
            if edge.target == start:
                return [*paths[node], edge]
            if edge.target in group and edge.target not in paths:
                paths[edge.target] = [*paths[node], edge]
                queue.append(edge.target)
    raise AssertionError(group)  # pragma: no cover - a strongly connected group has a cycle


GAMES_PACKAGES = ("cardrules.chupate", "cardrules.veneno")
"""The built-in games' packages."""


def in_package(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def games_imported(module: str) -> set[str]:
    """The built-in games' packages ``module`` imports (any import, any submodule)."""
    found = set()
    for edge in edges_of(module):
        for package in GAMES_PACKAGES:
            if in_package(edge.target, package):
                found.add(package)
    return found


def _game_names(module: str, tree: ast.AST) -> set[str]:
    """Names bound in ``module`` to a game package or to something imported from one."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = _resolve(module, node)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                if any(in_package(base, p) or in_package(full, p) for p in GAMES_PACKAGES):
                    names.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if any(in_package(alias.name, p) for p in GAMES_PACKAGES) and alias.asname:
                    names.add(alias.asname)
    return names


def _mentions_game(node: ast.AST, names: set[str]) -> bool:
    """Whether a class expression names a game's class (``chupate.State``, an imported name)."""
    for part in ast.walk(node):
        if isinstance(part, ast.Name) and part.id in names:
            return True
        if isinstance(part, ast.Attribute) and part.attr in ("chupate", "veneno"):
            return True
    return False


def game_isinstance_calls(module: str) -> list[str]:
    """Calls of ``isinstance``, ``issubclass`` or ``check_instance`` on a game's own classes."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    names = _game_names(module, tree) | {"chupate", "veneno"}
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass", "check_instance")
            and len(node.args) >= 2
            and _mentions_game(node.args[1], names)
        ):
            found.append(f"{module}:{node.lineno}: {ast.unparse(node)}")
    return found


def private_imports(source: str) -> list[str]:
    """The private names of cardrules that ``source`` imports: ``cardrules._random``, ``_x``.

    A module or name whose dotted path below ``cardrules`` has a part that
    starts with ``_`` is private (``cardrules._encoding``,
    ``from cardrules.svg import _render``, ``from cardrules.games import _specs``).
    """
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        paths: list[str] = []
        if isinstance(node, ast.Import):
            paths = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            paths = [f"{node.module}.{alias.name}" for alias in node.names]
        for path in paths:
            parts = path.split(".")
            if parts[0] == "cardrules" and any(part.startswith("_") for part in parts[1:]):
                found.append(path)
    return found


def _import_paths(module: str, tree: ast.AST) -> Iterator[tuple[int, str]]:
    """``(line, dotted path)`` of every module or name ``module`` imports from cardrules."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(module, node)
            for alias in node.names:
                yield node.lineno, f"{base}.{alias.name}"


def _private_owner(path: str) -> str | None:
    """The package whose private name ``path`` reaches (``cardrules.svg`` for
    ``cardrules.svg.drawing.draw``), or ``None`` if every part is public."""
    parts = path.split(".")
    if parts[0] != ROOT:
        return None
    for i, part in enumerate(parts[1:], start=1):
        if part.startswith("_") and not (part.startswith("__") and part.endswith("__")):
            return ".".join(parts[:i])
    return None


def _top_package(module: str) -> str:
    """``cardrules.cli`` for ``cardrules.cli._common``; a module of the core is its own."""
    return ".".join(module.split(".")[:2])


def public_homes() -> dict[str, str]:
    """Names of the core's private modules that a public module re-exports, by where they live.

    ``{"cardrules._random.derive_seed": "cardrules.rng", ...}``: such a name is
    imported from its public home, not from the private module.
    """
    homes: dict[str, str] = {}
    for module, path in MODULES.items():
        if _private_owner(module) is not None or module.count(".") != 1 or is_package(module):
            continue  # the homes are the core's public modules: cardrules.rng, cardrules.games
        tree = ast.parse(path.read_text(encoding="utf-8"))
        exported: set[str] = set()
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
            ):
                exported = set(ast.literal_eval(node.value))
        for node in tree.body:
            if (
                isinstance(node, ast.ImportFrom)
                and node.level == 0
                and node.module
                and _private_owner(node.module) == ROOT
            ):
                for alias in node.names:
                    if (alias.asname or alias.name) in exported:
                        homes.setdefault(f"{node.module}.{alias.name}", module)
    return homes


def reaches(edges: dict[str, list[Edge]], start: str, goal: str) -> bool:
    """Whether ``start`` imports ``goal``, directly or through other modules."""
    seen = {start}
    todo = [start]
    while todo:
        for edge in edges.get(todo.pop(), ()):
            if edge.target == goal:
                return True
            if edge.target not in seen:
                seen.add(edge.target)
                todo.append(edge.target)
    return False


def foreign_private_imports(
    module: str, edges: dict[str, list[Edge]], homes: dict[str, str], source: str | None = None
) -> list[str]:
    """The private names of other packages ``module`` imports.

    A package's private modules and names (``cardrules.svg.drawing``) are for
    that package's own modules; the core's (``cardrules._quote``) are for
    every module, but a name that a public module re-exports (`public_homes`)
    is imported from there, unless that module imports ``module`` (a circle).
    """
    text = MODULES[module].read_text(encoding="utf-8") if source is None else source
    tree = ast.parse(text)
    own = _top_package(module)
    found = []
    for line, path in _import_paths(module, tree):
        owner = _private_owner(path)
        if owner is None:
            continue
        where = f"{module}:{line}: {path}"
        if owner != ROOT:
            if _top_package(owner) != own:
                found.append(where)
            continue
        if _private_owner(module) == ROOT:
            continue  # the core's private modules share their names freely
        home = homes.get(path)
        if home is not None and home != module and not reaches(edges, home, module):
            found.append(f"{where} (public as {home})")
    return found
