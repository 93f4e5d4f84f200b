"""A batched engine of Tricks' own for the tests: scalar lanes, counting its calls.

`tests.batch.test_scalar_lanes` names it in a Tricks spec, by module name (the
0.3 form of ``GameSpec.batch``) and as a module.
"""

from __future__ import annotations

from typing import Any

from tests.extras import require
from tests.third_game import SPEC

require("numpy")  # the batch module needs numpy: without it this helper skips, as its tests do
from cardrules.batch import ScalarEngine  # noqa: E402

CALLS: list[str] = []
"""The engine's calls, in order."""

_LANES = ScalarEngine(SPEC)


def new_batch(rules: Any, seeds: Any) -> Any:
    """Scalar lanes of Tricks."""
    CALLS.append("new_batch")
    return _LANES.new_batch(rules, seeds)


def from_states(states: Any) -> Any:
    """Scalar lanes continuing ``states``."""
    CALLS.append("from_states")
    return _LANES.from_states(states)
