"""The ``cardrules demo`` transcripts (``tests/golden/cli_demo_*.txt``), byte for byte.

The command runs in a fresh interpreter (``sys.executable -m cardrules``), as a
user would run it.
"""

from pathlib import Path

import pytest

from tests.golden.make_cli_golden import DEMOS, run_demo

GOLDEN = Path(__file__).parent / "golden"
REGENERATE = "python tests/golden/make_cli_golden.py"


def test_every_transcript_has_its_command_and_every_command_its_transcript():
    assert {path.stem for path in GOLDEN.glob("cli_demo_*.txt")} == set(DEMOS)
    assert {args[0] for args in DEMOS.values()} == {"veneno", "chupate"}


@pytest.mark.parametrize(("stem", "args"), list(DEMOS.items()), ids=list(DEMOS))
def test_demo_prints_its_golden_transcript(stem, args):
    expected = (GOLDEN / f"{stem}.txt").read_bytes().decode("utf-8")
    printed = run_demo(args)
    assert printed == expected, (
        f"`cardrules demo {' '.join(args)}` no longer prints tests/golden/{stem}.txt. "
        f"If the change is deliberate, regenerate every transcript with `{REGENERATE}` "
        "(from the repository root) and review the diff before committing it."
    )
