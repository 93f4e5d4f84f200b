"""What a user reads names no development file and uses "seed" only for the random seed."""

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
