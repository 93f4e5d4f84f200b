"""Hypothesis strategies shared by every test module."""

from __future__ import annotations

from hypothesis import strategies as st

from cardrules import veneno

seeds = st.integers(0, 2**64 - 1)
"""Every valid seed."""

move_seeds = st.integers(0, 2**32 - 1)
"""Seeds for the test's own ``random.Random`` that picks moves."""


def veneno_rules(max_threshold: int = 20) -> st.SearchStrategy[veneno.Rules]:
    """Any Veneno ``Rules``; small loss thresholds keep the matches short."""
    return st.builds(
        veneno.Rules,
        players=st.integers(2, 6),
        reduced_deck=st.booleans(),
        copas_sin_veneno=st.booleans(),
        loss_threshold=st.integers(1, max_threshold),
        poison_overflow=st.booleans(),
    )


json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=6)
)
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
"""Any JSON-like value: what ``json.loads`` can return."""
