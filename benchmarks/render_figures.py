"""Render the figures of README.md and docs/ from the runs kept in benchmarks/results/.

Every figure the documentation quotes lives in a marked region of its page::

    <!-- figures:performance/scalar -->
    | game | moves/s |
    |---|---|
    | Veneno | 188,800 |
    <!-- /figures -->

The text between the markers is the template ``benchmarks/templates/LABEL.md``
(here ``performance/scalar.md``) rendered from the last line of each result
file it names (``benchmarks/results/NAME.jsonl``). A template calls:

- ``figure(NAME, PATH[, FORMAT])``: one figure, ``PATH`` dotted through the
  run's ``figures`` (``"n1024.moves_per_s"``, ``"rows.0.wins"``), ``FORMAT`` a
  format spec (default: thousands separators);
- ``each(NAME, PATH, LINE)``: ``LINE`` once per item of the list at ``PATH``,
  its ``{field}`` and ``{field:spec}`` filled from the item;
- ``measured(NAME)``: the run's command, date and machine, one sentence;
- ``ladder(FILE)``: the table of a ``cardrules ladder`` JSON file.

Run ``python benchmarks/render_figures.py`` after a benchmark to rewrite the
pages, ``--check`` to list the pages whose figures differ from their results
(exit status 1), as the test suite does.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shlex
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
TEMPLATES = ROOT / "benchmarks" / "templates"
REGION = re.compile(
    r"<!-- figures:(?P<label>[\w./-]+) -->\n(?P<body>.*?)<!-- /figures -->", re.DOTALL
)
CALL = re.compile(r"\{\{\s*(?P<name>\w+)\((?P<args>.*?)\)\s*\}\}", re.DOTALL)


class FigureError(ValueError):
    """A template names a result, a figure or a function that does not exist."""


def pages(root: Path = ROOT) -> list[Path]:
    """The pages that may hold figures: README.md and every Markdown page under docs/."""
    return [root / "README.md", *sorted((root / "docs").rglob("*.md"))]


class Results:
    """The runs kept in one results directory; ``latest(name)`` is a file's last line."""

    def __init__(self, folder: Path = RESULTS) -> None:
        self.folder = folder
        self._cache: dict[str, dict[str, Any]] = {}

    def latest(self, name: str) -> dict[str, Any]:
        if name not in self._cache:
            path = self.folder / f"{name}.jsonl"
            if not path.is_file():
                msg = f"no results file {path.name} in {self.folder}"
                raise FigureError(msg)
            lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line]
            if not lines:
                msg = f"{path.name} holds no run"
                raise FigureError(msg)
            self._cache[name] = json.loads(lines[-1])
        return self._cache[name]

    def value(self, name: str, path: str) -> Any:
        found: Any = self.latest(name).get("figures", {})
        for step in path.split("."):
            if isinstance(found, list) and step.isdigit() and int(step) < len(found):
                found = found[int(step)]
            elif isinstance(found, dict) and step in found:
                found = found[step]
            else:
                msg = f"{name}: no figure {path!r} in its last run"
                raise FigureError(msg)
        return found


def show(value: Any, spec: str = "") -> str:
    """A figure as the documentation writes it: ``188,800``, ``0.67``, ``—`` for none."""
    if value is None:
        return "—"
    if spec:
        return format(value, spec)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    return f"{value:,}"


def _command(record: dict[str, Any]) -> str:
    words = shlex.split(record["command"])
    kept: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
        elif word == "--note":
            skip = True
        elif word != "--no-save":
            kept.append(word)
    return shlex.join(kept)


def _machine(record: dict[str, Any]) -> str:
    machine = record.get("machine", {})
    parts = [
        machine.get("python"),
        machine.get("cpu"),
        f"{machine['cores']} cores" if machine.get("cores") else None,
        str(machine.get("platform", "")).split("-")[0] or None,
    ]
    return ", ".join(part for part in parts if part)


def measured(results: Results, name: str) -> str:
    """One sentence: the command, the date and the machine of a result's last run."""
    record = results.latest(name)
    date = str(record["date"])[:10]
    how = "Recorded from an earlier run of" if record.get("source") else "Measured with"
    return f"{how} `{_command(record)}` on {date} ({_machine(record)})."


def each(results: Results, name: str, path: str, line: str) -> str:
    """``line`` filled in from each item of the list at ``path``, one line per item."""
    items = results.value(name, path)
    if not isinstance(items, list):
        msg = f"{name}: {path!r} is not a list"
        raise FigureError(msg)
    out = []
    for item in items:
        try:
            out.append(line.format_map({k: _Shown(v) for k, v in item.items()}))
        except KeyError as missing:
            msg = f"{name}: an item of {path!r} has no field {missing}"
            raise FigureError(msg) from None
    return "\n".join(out)


class _Shown:
    """A value that formats with `show` (``{wins}``) or a spec (``{rate:.1%}``)."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        return show(self.value, spec)


def ladder(_results: Results, file: str) -> str:
    """The Markdown table of a ``cardrules ladder`` JSON file (path from the repository)."""
    from cardrules.games import find_game  # noqa: PLC0415

    data = json.loads((ROOT / file).read_text(encoding="utf-8"))
    bots = [entry["bot"] for entry in data["bots"]]
    cells = {(cell["bot"], cell["opponent"]): cell for cell in data["cells"]}

    def label(bot: str, other: str) -> str:
        if bot == other:
            return "—"
        cell = cells.get((bot, other))
        if cell is None:
            return "not played yet"
        low, high = cell["ci95"]
        return f"{_percent(cell['win_rate'])} ({_percent(low)}–{_percent(high)})"

    rows = ["| bot \\ opponents | " + " | ".join(bots) + " | time per move |"]
    rows.append("|---" * (len(bots) + 2) + "|")
    for entry in data["bots"]:
        bot = entry["bot"]
        labels = " | ".join(label(bot, other) for other in bots)
        rows.append(f"| **{bot}** | {labels} | {_seconds(entry['seconds_per_move'])} |")
    players, deals = data["players"], data["deals"]
    others = players - 1
    copies = "the column bot" if others == 1 else f"{others} copies of the column bot"
    caption = (
        f"{find_game(data['game']).title}, {players} players: each cell is the row bot's win "
        f"rate in one seat against {copies}, {deals * players} games ({deals} duplicate "
        f"deals), with its 95% Wilson interval over deals; fair share "
        f"{_percent(data['fair_share'])}."
    )
    return "\n".join(rows) + "\n\n" + caption


def _percent(x: float) -> str:
    return f"{100 * x:.1f}%"


def _seconds(seconds: float | None) -> str:
    if seconds is None:
        return "not timed"
    if seconds < 1e-3:
        return f"{1e6 * seconds:.3g} µs"
    if seconds < 1:
        return f"{1e3 * seconds:.3g} ms"
    return f"{seconds:.3g} s"


def _functions(results: Results) -> dict[str, Callable[..., str]]:
    return {
        "figure": lambda name, path, spec="": show(results.value(name, path), spec),
        "each": lambda name, path, line: each(results, name, path, line),
        "measured": lambda name: measured(results, name),
        "ladder": lambda file: ladder(results, file),
    }


def render_template(template: str, results: Results) -> str:
    """``template`` with every ``{{ call(...) }}`` replaced by its text."""
    functions = _functions(results)

    def call(match: re.Match[str]) -> str:
        name = match["name"]
        if name not in functions:
            msg = f"unknown template function {name!r} (known: {', '.join(functions)})"
            raise FigureError(msg)
        try:
            args = ast.literal_eval(f"({match['args']},)")
        except (ValueError, SyntaxError):
            msg = f"{name}: its arguments must be plain strings: {match['args']!r}"
            raise FigureError(msg) from None
        try:
            return str(functions[name](*args))
        except TypeError as error:
            msg = f"{name}{tuple(args)!r}: {error}"
            raise FigureError(msg) from None

    return CALL.sub(call, template)


def regions(text: str) -> Iterator[re.Match[str]]:
    """The marked figure regions of a page."""
    return REGION.finditer(text)


def render(text: str, results: Results, templates: Path = TEMPLATES) -> str:
    """A page with every figure region rendered again from its template and ``results``."""

    def region(match: re.Match[str]) -> str:
        label = match["label"]
        path = templates / f"{label}.md"
        if ".." in label.split("/") or not path.is_file():
            msg = f"figures:{label}: no template {path.name} in {path.parent}"
            raise FigureError(msg)
        body = render_template(path.read_text(encoding="utf-8"), results).strip("\n")
        return f"<!-- figures:{label} -->\n{body}\n<!-- /figures -->"

    return REGION.sub(region, text)


def stale(root: Path = ROOT, results: Results | None = None) -> list[Path]:
    """The pages whose figures differ from what their results render."""
    results = results or Results(root / "benchmarks" / "results")
    templates = root / "benchmarks" / "templates"
    return [
        page
        for page in pages(root)
        if render(text := page.read_text(encoding="utf-8"), results, templates) != text
    ]


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--check", action="store_true", help="rewrite nothing; list stale pages")
    args = options.parse_args(argv)
    results = Results()
    changed = []
    for page in pages():
        text = page.read_text(encoding="utf-8")
        new = render(text, results)
        if new != text:
            changed.append(page)
            if not args.check:
                page.write_text(new, encoding="utf-8")
    for page in changed:
        verb = "differs from its results" if args.check else "rewritten"
        print(f"{page.relative_to(ROOT)}: {verb}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
