"""Optional extras in tests: skip without them, except where CI demands them."""

from __future__ import annotations

import importlib
import os
import shutil
from types import ModuleType

import pytest

REQUIRE_ENV = "CARDRULES_REQUIRE_EXTRAS"
"""Set to ``1`` (CI does) to turn a missing extra into a failure instead of a skip."""


def require(module_name: str) -> ModuleType:
    """Import an optional module for a test or a whole test module, or skip without it."""
    try:
        return importlib.import_module(module_name)
    except ImportError as error:
        reason = f"optional extra {module_name!r} is not installed ({error})"
        if os.environ.get(REQUIRE_ENV) == "1":
            pytest.fail(reason + f"; {REQUIRE_ENV}=1 requires it")
        pytest.skip(reason, allow_module_level=True)


def require_program(*names: str) -> str:
    """The path of the first program of ``names`` on PATH, or skip (fail under `REQUIRE_ENV`)."""
    for name in names:
        path = shutil.which(name)
        if path is not None:
            return path
    reason = f"none of the programs {', '.join(names)} is installed"
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(reason + f"; {REQUIRE_ENV}=1 requires it")
    pytest.skip(reason)
