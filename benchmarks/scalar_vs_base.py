"""How much faster the scalar engines play than at a base commit, both in one process.

Issue 14 asks the one-at-a-time engines for 1.25 times the speed they had
when it was filed (commit ``3379b6b``). Loops run one after the other on a
shared machine scatter by a third, so this script puts both versions in the
same process: it extracts the base commit's ``src/cardrules`` with
``git archive`` into a temporary folder, renames the package
``cardrules_base`` (every ``cardrules`` import in it rewritten), and plays the
same random games with both, interleaved game by game, in CPU time.

Each loop plays random 4-player games through the public API
(``legal_moves()`` and ``play()``, moves picked with the library's SplitMix64
``below``): Veneno whole matches, Chúpate 2 single rounds. Both versions must
play the very same games (``--check``): same rules, same speed question.

    python benchmarks/scalar_vs_base.py                  # both games, 5 s a loop
    python benchmarks/scalar_vs_base.py --game veneno --seconds 10
    python benchmarks/scalar_vs_base.py --base HEAD~3    # any commit
"""

from __future__ import annotations

import argparse
import io
import re
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from _common import (
    INTERLEAVED,
    PICK_STREAM,
    check_same,
    keep,
    machine,
    measure_interleaved,
    parser,
    report_interleaved,
    save_result,
    totals,
)

import cardrules
from cardrules import chupate, veneno
from cardrules._random import below

BASE = "3379b6b"  # main when issue 14 was filed
PLAYERS = 4
IMPORT = re.compile(r"\bcardrules(?=[.\s])")


def load_base(commit: str, into: Path) -> ModuleType:
    """The package at ``commit``, importable as ``cardrules_base``."""
    repo = Path(__file__).resolve().parent.parent
    archive = subprocess.run(
        ["git", "-C", str(repo), "archive", "--format=tar", commit, "src/cardrules"],
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    package = into / "cardrules_base"
    (into / "src" / "cardrules").rename(package)
    for path in package.rglob("*.py"):
        path.write_text(IMPORT.sub("cardrules_base", path.read_text("utf-8")), "utf-8")
    sys.path.insert(0, str(into))
    import cardrules_base  # type: ignore[import-not-found]  # noqa: PLC0415

    return cardrules_base  # type: ignore[no-any-return]


def random_game(module: Any) -> Callable[[int], tuple[int, tuple[int, ...]]]:
    """A function playing one random 4-player game of ``module``: ``(moves, scores)``."""
    rules = module.Rules(players=PLAYERS)

    def play(seed: int) -> tuple[int, tuple[int, ...]]:
        state = module.new_game(rules, seed=seed)
        rng = seed ^ PICK_STREAM
        moves = 0
        while not state.is_over:
            legal = state.legal_moves()
            index, rng = below(rng, len(legal))
            state = state.play(legal[index])
            moves += 1
        return moves, tuple(state.scores)

    return play


def moves_only(play: Callable[[int], tuple[int, tuple[int, ...]]]) -> Callable[[int], int]:
    """``play`` returning only its number of moves, as the timing loop wants."""
    return lambda seed: play(seed)[0]


def main(argv: list[str] | None = None) -> None:
    options = parser(__doc__.splitlines()[0], 5.0)
    options.add_argument("--base", default=BASE, help=f"the commit to compare with ({BASE})")
    options.add_argument("--game", choices=("veneno", "chupate", "both"), default="both")
    args: argparse.Namespace = options.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        load_base(args.base, Path(folder))
        print(f"cardrules {cardrules.__file__} against {args.base}; {machine()}")
        games = ("veneno", "chupate") if args.game == "both" else (args.game,)
        for game in games:
            current = random_game({"veneno": veneno, "chupate": chupate}[game])
            before = random_game(getattr(__import__(f"cardrules_base.{game}"), game))
            check_same(args.check, current, before)
            print(f"{game}: {PLAYERS} players, random legal moves")
            rounds = measure_interleaved(
                {"current": moves_only(current), f"base {args.base}": moves_only(before)}, args
            )
            report_interleaved(rounds, "match" if game == "veneno" else "game")
            current_run, base_run = totals(rounds).values()
            spent = min(sum(row[i].seconds for row in rounds) for i in range(2))
            save_result(
                f"scalar_vs_base_{game}",
                {"base": args.base, "players": PLAYERS, "current": current_run, "old": base_run},
                argv=argv,
                method=INTERLEAVED,
                save=keep(args, spent),
            )


if __name__ == "__main__":
    main()
