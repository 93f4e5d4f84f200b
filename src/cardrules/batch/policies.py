"""The 0.3 name of `cardrules.bots.batched`, the batched policies (deprecated).

The policies are players, and live with the bots since 0.4. Each name taken
from this module (``from cardrules.batch.policies import RandomPolicy``) is
the one of `cardrules.bots.batched`, given with a `DeprecationWarning`.
"""

from __future__ import annotations

import warnings
from typing import Any

from cardrules.bots import batched

_NAMES = tuple(batched.__all__)

__all__ = list(_NAMES)  # each given by __getattr__


def __getattr__(name: str) -> Any:
    """The name of `cardrules.bots.batched`, with a `DeprecationWarning`."""
    if name in _NAMES:
        warnings.warn(
            f"cardrules.batch.policies is deprecated: import the batched policies from "
            f"cardrules.bots.batched (cardrules.bots.batched.{name})",
            DeprecationWarning,
            stacklevel=2,
        )
        return getattr(batched, name)
    msg = f"module 'cardrules.batch.policies' has no attribute {name!r}"
    raise AttributeError(msg)
