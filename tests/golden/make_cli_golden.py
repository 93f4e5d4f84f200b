"""Regenerate the golden transcripts of the ``cardrules demo`` command in this folder.

Run from the repository root: ``python tests/golden/make_cli_golden.py``. Each
``cli_demo_*.txt`` file is the exact standard output of ``python -m cardrules
demo ...`` with the arguments in :data:`DEMOS`; ``tests/test_cli_golden.py``
runs the same commands and compares. Review the diff of the regenerated files
before committing them: every change must be explained by a deliberate change
to the rules, the bots, their seeding or the narration.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent

DEMOS: dict[str, tuple[str, ...]] = {
    "cli_demo_veneno_3p_seed1": ("veneno", "--players", "3", "--seed", "1"),
    "cli_demo_veneno_2p_reduced_overflow_greedy": (
        "veneno",
        "--players",
        "2",
        "--seed",
        "7",
        "--reduced-deck",
        "--poison-overflow",
        "--loss-threshold",
        "5",
        "--bots",
        "greedy",
    ),
    "cli_demo_veneno_5p_copas_sin_veneno": (
        "veneno",
        "--players",
        "5",
        "--seed",
        "42",
        "--copas-sin-veneno",
        "--loss-threshold",
        "8",
    ),
    "cli_demo_chupate_4p_seed1": ("chupate", "--players", "4", "--seed", "1"),
    "cli_demo_chupate_4p_teams_target60": (
        "chupate",
        "--players",
        "4",
        "--seed",
        "3",
        "--teams",
        "--target",
        "60",
    ),
    "cli_demo_chupate_6p_teams_no_bluffs": (
        "chupate",
        "--players",
        "6",
        "--seed",
        "9",
        "--teams",
        "--no-bluffs",
    ),
    "cli_demo_chupate_2p_random_bots": (
        "chupate",
        "--players",
        "2",
        "--seed",
        "5",
        "--bots",
        "random",
    ),
}
"""Transcript file stem -> the arguments after ``python -m cardrules demo``."""


def run_demo(args: tuple[str, ...]) -> str:
    """The standard output of ``python -m cardrules demo *args`` (UTF-8, checked)."""
    result = subprocess.run(
        [sys.executable, "-m", "cardrules", "demo", *args],
        capture_output=True,
        check=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    return result.stdout.decode("utf-8")


def main() -> None:
    for stem, args in DEMOS.items():
        path = HERE / f"{stem}.txt"
        path.write_bytes(run_demo(args).encode("utf-8"))
        print(f"{path}: cardrules demo {' '.join(args)}")


if __name__ == "__main__":
    main()
