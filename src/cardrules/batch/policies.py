"""The 0.3 name of `cardrules.bots.batched`, the batched policies (deprecated).

The policies are players, and live with the bots since 0.4; importing this
module warns with a `DeprecationWarning` and gives the same names.
"""

from __future__ import annotations

import warnings

from cardrules.bots.batched import (
    BatchPolicy,
    GreedyPolicy,
    RandomPolicy,
    SeatPolicies,
    greedy_actions,
    greedy_policy,
    playout,
    random_actions,
    random_policy,
    step_where,
)

__all__ = [
    "BatchPolicy",
    "GreedyPolicy",
    "RandomPolicy",
    "SeatPolicies",
    "greedy_actions",
    "greedy_policy",
    "playout",
    "random_actions",
    "random_policy",
    "step_where",
]

warnings.warn(
    "cardrules.batch.policies is deprecated: import the batched policies from "
    "cardrules.bots.batched",
    DeprecationWarning,
    stacklevel=2,
)
