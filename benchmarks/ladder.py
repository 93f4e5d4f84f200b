"""The bot ladder, as the 0.3 benchmark script ran it: now a thin wrapper of ``cardrules ladder``.

Every bot against every other on duplicate deals, with 95% intervals; the
games and figures come from `cardrules.ladder.play_ladder`, the files from
``cardrules ladder GAME --out DIR``. This script keeps its old options
(``--simulations`` for pimc, ``--iterations`` for ismcts) and turns them
into the command's bot settings:

    python benchmarks/ladder.py veneno --deals 10
    python benchmarks/ladder.py chupate --players 2 --bots greedy pimc --simulations 64
    # is
    cardrules ladder chupate --players 2 --bots greedy pimc:simulations=64 --seed 15 --out .

Prefer the command itself (``cardrules ladder --help``).
"""

from __future__ import annotations

import argparse
import sys

from cardrules.bots.spec import BOTS
from cardrules.cli import main as cardrules


def command(args: argparse.Namespace) -> list[str]:
    """The ``cardrules`` arguments the script's options stand for."""
    bots = []
    for name in args.bots:
        if name == "pimc" and args.simulations is not None:
            bots.append(f"pimc:simulations={args.simulations}")
        elif name == "ismcts" and args.iterations is not None:
            bots.append(f"ismcts:iterations={args.iterations}")
        else:
            bots.append(name)
    argv = ["ladder", args.game, "--players", str(args.players), "--bots", *bots]
    argv += ["--deals", str(args.deals), "--seed", str(args.seed), "--views", str(args.views)]
    argv += ["--out", args.out, "--progress"] + (["--quiet"] if args.quiet else [])
    if args.dask is not None:
        argv += ["--dask", args.dask]
    else:
        argv += ["--workers", str(args.workers)]
    return argv


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["veneno", "chupate"])
    parser.add_argument("--bots", nargs="+", default=list(BOTS), choices=list(BOTS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--workers", type=int, default=1, help="process pool size")
    parser.add_argument("--dask", default=None, metavar="ADDRESS", help="a Dask scheduler")
    parser.add_argument("--views", type=int, default=8)
    parser.add_argument("--simulations", type=int, default=None, help="pimc's (default: game's)")
    parser.add_argument("--iterations", type=int, default=None, help="ismcts's (default: 200)")
    parser.add_argument("--out", default=".", help="where to write the table and picture")
    parser.add_argument("--quiet", action="store_true", help="no progress bar, no estimate note")
    argv = command(parser.parse_args())
    print("cardrules " + " ".join(argv), file=sys.stderr)
    return cardrules(argv)


if __name__ == "__main__":
    sys.exit(main())
