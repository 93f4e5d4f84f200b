"""The figures of README.md and docs/ are the ones their results files render."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "render_figures", ROOT / "benchmarks" / "render_figures.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


figures = _load()


@pytest.mark.parametrize("page", figures.pages(ROOT), ids=lambda path: str(path.relative_to(ROOT)))
def test_page_figures_are_those_of_the_results_files(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    rendered = figures.render(text, figures.Results())
    assert rendered == text, (
        f"{page.relative_to(ROOT)}: its figures differ from benchmarks/results/; "
        "run python benchmarks/render_figures.py"
    )


def test_every_template_is_rendered_somewhere() -> None:
    used = {
        match["label"]
        for page in figures.pages(ROOT)
        for match in figures.regions(page.read_text(encoding="utf-8"))
    }
    templates = {
        path.relative_to(figures.TEMPLATES).with_suffix("").as_posix()
        for path in figures.TEMPLATES.rglob("*.md")
    }
    assert templates == used
    assert "readme/performance" in used


@pytest.mark.parametrize(
    "path",
    sorted((ROOT / "benchmarks" / "results").glob("*.jsonl")),
    ids=lambda path: path.name,
)
def test_every_run_says_how_where_and_when(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines
    for line in lines:
        run = json.loads(line)
        assert isinstance(run, dict)
        assert "command" in run
        if "figures" not in run:  # a chunk's line: games (search_strength.py) or a screen's choices
            assert {"games", "wins"} <= set(run) or {"choices", "differ"} <= set(run)
            continue
        assert run["benchmark"] == path.stem
        assert run["command"].startswith(("python benchmarks/", "nice "))
        assert run["date"][:4].isdigit()
        assert {"python", "cpu", "cores", "platform"} <= set(run["machine"])


def _results(tmp_path: Path, *runs: dict[str, object]) -> object:
    for run in runs:
        name = str(run["benchmark"])
        with (tmp_path / f"{name}.jsonl").open("a", encoding="utf-8") as out:
            out.write(json.dumps(run) + "\n")
    return figures.Results(tmp_path)


RUN = {
    "benchmark": "speed",
    "command": "python benchmarks/speed.py --seconds 5 --note 'busy machine'",
    "date": "2026-12-02T00:00:00Z",
    "machine": {"python": "CPython 3.11.7", "cpu": "Some CPU", "cores": 2, "platform": "Linux-6"},
    "figures": {"n1024": {"moves_per_s": 1523000, "ratio": 4.4321}, "rows": [{"a": 1}, {"a": 22}]},
}


def test_the_last_run_is_rendered(tmp_path: Path) -> None:
    old = {**RUN, "figures": {"n1024": {"moves_per_s": 5}}}
    results = _results(tmp_path, old, RUN)
    assert figures.render_template('{{ figure("speed", "n1024.moves_per_s") }}', results) == (
        "1,523,000"
    )
    assert figures.render_template('{{ figure("speed", "n1024.ratio", ".2f") }}×', results) == (
        "4.43×"
    )
    assert figures.render_template('{{ figure("speed", "rows.1.a") }}', results) == "22"
    assert figures.render_template('{{ each("speed", "rows", "| {a:03d} |") }}', results) == (
        "| 001 |\n| 022 |"
    )


def test_measured_names_command_date_and_machine(tmp_path: Path) -> None:
    recorded = {**RUN, "benchmark": "old", "source": "recorded from an earlier run"}
    results = _results(tmp_path, RUN, recorded)
    assert figures.render_template('{{ measured("speed") }}', results) == (
        "Measured with `python benchmarks/speed.py --seconds 5` on 2026-12-02 "
        "(CPython 3.11.7, Some CPU, 2 cores, Linux)."
    )
    assert figures.render_template('{{ measured("old") }}', results).startswith(
        "Recorded from an earlier run of `python benchmarks/speed.py"
    )


@pytest.mark.parametrize(
    ("template", "words"),
    [
        ('{{ figure("speed", "n1024.nothing") }}', "no figure 'n1024.nothing'"),
        ('{{ figure("absent", "x") }}', "no results file absent.jsonl"),
        ('{{ figure("speed", "rows.7.a") }}', "no figure 'rows.7.a'"),
        ('{{ each("speed", "n1024", "{a}") }}', "is not a list"),
        ('{{ each("speed", "rows", "{b}") }}', "no field 'b'"),
        ('{{ plot("speed") }}', "unknown template function 'plot'"),
        ("{{ figure(speed, 1) }}", "plain strings"),
        ('{{ figure("speed") }}', "figure"),
    ],
)
def test_a_wrong_template_is_refused_by_name(tmp_path: Path, template: str, words: str) -> None:
    results = _results(tmp_path, RUN)
    with pytest.raises(figures.FigureError, match=words.replace("(", r"\(")):
        figures.render_template(template, results)


def test_a_region_is_its_template_rendered(tmp_path: Path) -> None:
    results = _results(tmp_path, RUN)
    templates = tmp_path / "templates"
    (templates / "page").mkdir(parents=True)
    (templates / "page" / "speed.md").write_text(
        '\n| N | moves/s |\n|---|---|\n| 1,024 | {{ figure("speed", "n1024.moves_per_s") }} |\n'
    )
    page = "# Title\n\n<!-- figures:page/speed -->\n| 1,024 | 9 |\n<!-- /figures -->\n\nEnd.\n"
    rendered = figures.render(page, results, templates)
    assert rendered == (
        "# Title\n\n<!-- figures:page/speed -->\n| N | moves/s |\n|---|---|\n"
        "| 1,024 | 1,523,000 |\n<!-- /figures -->\n\nEnd.\n"
    )
    assert figures.render(rendered, results, templates) == rendered
    with pytest.raises(figures.FigureError, match="no template"):
        figures.render("<!-- figures:page/none -->\n<!-- /figures -->", results, templates)


def test_the_ladder_tables_are_the_command_s_own(tmp_path: Path) -> None:
    from cardrules import veneno  # noqa: PLC0415
    from cardrules.ladder import play_ladder  # noqa: PLC0415

    ladder = play_ladder(veneno.Rules(players=2), ["random", "greedy"], deals=1, seed=3)
    file = tmp_path / "ladder.json"
    file.write_text(json.dumps(ladder.to_dict()))
    assert figures.ladder(figures.Results(tmp_path), str(file)) + "\n" == ladder.to_markdown()
