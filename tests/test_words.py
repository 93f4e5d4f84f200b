"""What a user reads names no development file, tells no history, and says "seed" for seeds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
USER_FACING = [
    *sorted((ROOT / "src").rglob("*.py")),
    *sorted((ROOT / "docs").rglob("*.md")),
    *sorted((ROOT / "examples").glob("*.py")),
    ROOT / "README.md",
]
FORBIDDEN = re.compile(r"API\.md|RULES\.md|STYLE\.md|[Ss]eed text|\[seed[\],+ ]|[ ,+]seed\]")
"""Development files, and the old rule-source tags such as ``[seed]`` (a record's
``[Seed "5"]`` header is the random seed, and stays)."""


@pytest.mark.parametrize("path", USER_FACING, ids=lambda path: str(path.relative_to(ROOT)))
def test_no_development_words(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = [
        f"line {text.count(chr(10), 0, match.start()) + 1}: {match.group()}"
        for match in FORBIDDEN.finditer(text)
    ]
    assert not found, f"{path.name} names what a user cannot know: {found}"


MANUAL = [*sorted((ROOT / "docs").rglob("*.md")), ROOT / "README.md"]
DIARY = re.compile(
    r"\bissues? #?\d+|(?<![\w(./-])#\d+\b|\bsessions?\b|\bload average|\bat a load\b"
    r"|\bthis (morning|afternoon|evening)\b|\btoday\b|\bend of the day\b|\bhelpers?\b"
    r"|\bgoal \(",
    re.IGNORECASE,
)
"""How the work was done, not what the library does: issue numbers, the working day,
the machine's load, the people who built it. That history belongs in CHANGELOG.md."""


@pytest.mark.parametrize("path", MANUAL, ids=lambda path: str(path.relative_to(ROOT)))
def test_the_manual_tells_no_history(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = [
        f"line {text.count(chr(10), 0, match.start()) + 1}: {match.group()!r}"
        for match in DIARY.finditer(text)
    ]
    assert not found, f"{path.name} tells how the work was done: {found}"


@pytest.mark.parametrize(
    ("line", "diary"),
    [
        ("after issue 14's work", True),
        ("see #12 for the details", True),
        ("at a load average of about 9", True),
        ("measured at the end of the day", True),
        ("Issue 15's goal (issue 15)", True),
        ("the goal (38%)", True),
        ("this session's runs", True),
        ("Today the figures", True),
        ("a helper wrote it", True),
        ("see [below](#4-reading-the-result)", False),
        ("[Write a bot](../howto/bot.md#3-keep-it-pure)", False),
        ("at a loaded machine's pace", False),
        ("a goal of the game", False),
    ],
)
def test_the_diary_words_are_found(line: str, *, diary: bool) -> None:
    assert bool(DIARY.search(line)) is diary


def test_rules_tags_are_explained_once_on_the_rules_index() -> None:
    index = (ROOT / "docs" / "rules" / "index.md").read_text(encoding="utf-8")
    for tag in ("[original rules]", "[house default]", "[option]"):
        assert tag in index
    for page in ("chupate.md", "veneno.md"):
        text = (ROOT / "docs" / "rules" / page).read_text(encoding="utf-8")
        tags = re.findall(r"^## [CV]-\d+ .*\[([^\]]+)\]$", text, flags=re.MULTILINE)
        assert tags, page
        for tag in tags:
            assert set(re.split(r"\s*[+,]\s*", tag)) <= {
                "original rules",
                "house default",
                "option",
            }
