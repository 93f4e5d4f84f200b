"""Smoke-test cardrules as a user installs it: the wheel in a fresh venv, not editable.

Run with the fresh venv's python from a directory outside the checkout, so the
package can only come from the installed wheel. Exits non-zero on the first
failure, naming it.
"""

# ruff: noqa: PLC0415 - each extra is imported where its check starts

from __future__ import annotations

import doctest
import importlib
import importlib.metadata
import importlib.resources
import pathlib
import shutil
import subprocess
import sys


def check(condition: bool, what: str) -> None:
    """Stop with ``what`` unless ``condition`` holds; print it when it does."""
    if not condition:
        sys.exit(f"installed-package smoke: {what}")
    print(f"ok: {what}")


def main(readme: str) -> None:
    """Check the installed package, its README examples and every extra's entry point."""
    import cardrules

    where = pathlib.Path(cardrules.__file__).resolve()
    check("site-packages" in where.parts, f"cardrules imports from the installed wheel ({where})")
    check(cardrules.__version__ == importlib.metadata.version("cardrules"), "version from metadata")
    package = importlib.resources.files("cardrules")
    check(package.joinpath("py.typed").is_file(), "py.typed is shipped")
    for name in ("table.js", "table.css", "home.js"):
        check(package.joinpath("server", "static", name).is_file(), f"server static file {name}")

    # The README's examples, against the installed package.
    failures, tried = doctest.testfile(readme, module_relative=False, optionflags=doctest.ELLIPSIS)
    check(tried > 0 and failures == 0, f"README doctests ({tried} examples, {failures} failed)")

    # The console script and every extra's entry point.
    script = shutil.which("cardrules", path=str(pathlib.Path(sys.executable).parent))
    check(script is not None, "the cardrules console script is installed")
    assert script is not None
    for args in (
        ["--help"],
        ["demo", "veneno", "--players", "4", "--seed", "1"],
        ["demo", "chupate", "--players", "2", "--seed", "1"],
        [
            "tournament",
            "veneno",
            "--players",
            "2",
            "--bots",
            "greedy,random",
            "--games",
            "4",
            "--json",
        ],
        ["serve", "--help"],
    ):
        done = subprocess.run([script, *args], capture_output=True, text=True, check=False)
        check(done.returncode == 0 and done.stdout, f"cardrules {' '.join(args)}")

    # numpy, gymnasium, pettingzoo, web, progress, dask extras.
    from cardrules import batch, veneno

    lanes = batch.new_batch(veneno.Rules(players=3), seeds=[1, 2, 3])
    check(len(lanes.legal_count()) == 3, "numpy extra: cardrules.batch")
    from cardrules.gymnasium import VenenoEnv

    env = VenenoEnv()
    env.reset(seed=1)
    check(env.action_masks().any(), "gymnasium extra: cardrules.gymnasium")
    from cardrules.pettingzoo import veneno_v0

    aec = veneno_v0.env()
    aec.reset(seed=1)
    check(len(aec.agents) > 0, "pettingzoo extra: cardrules.pettingzoo")
    from cardrules.server import create_app

    check(create_app is not None and callable(create_app), "web extra: cardrules.server")
    for module in ("tqdm", "dask.distributed", "starlette", "uvicorn"):
        importlib.import_module(module)
        check(True, f"extra dependency {module} imports")


if __name__ == "__main__":
    main(sys.argv[1])
