"""Hypothesis strategies shared by every test module."""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st

from cardrules import chupate, veneno


def examples(n: int) -> int:
    """``n`` examples scaled by the loaded profile (``tests/conftest.py``).

    ``n`` under the ``full`` profile (100 examples a test), scaled by the
    loaded profile's ``max_examples`` (at least one): 15% of it under the
    default ``ci``, a tenth under ``dev``, ten times under ``thorough``; pass it
    as a test's own ``max_examples``, which would otherwise override the profile.
    """
    return max(1, n * settings.default.max_examples // 100)


seeds = st.integers(0, 2**64 - 1)
"""Every valid seed."""

move_seeds = st.integers(0, 2**32 - 1)
"""Seeds for a test's own ``random.Random`` (prefer :func:`move_picks`: it shrinks)."""

PICK = st.integers(0, 2**16)
"""One move pick: the move played is ``legal[pick % len(legal)]``."""


def move_picks(max_moves: int) -> st.SearchStrategy[list[int]]:
    """Up to ``max_moves`` move picks (see :data:`PICK`), drawn by hypothesis.

    The length is drawn first, so a failing playthrough shrinks to a short
    game (fewer picks) whose moves are the first legal ones (smaller picks).
    """
    return st.integers(0, max_moves).flatmap(lambda n: st.lists(PICK, min_size=n, max_size=n))


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


def _partitions(players: int) -> st.SearchStrategy[tuple[tuple[int, ...], ...]]:
    """Any partition of ``players`` seats (4 or 6) into at least two equal teams of 2 or more."""
    sizes = [size for size in (2, 3) if players % size == 0 and players // size >= 2]
    return st.tuples(st.sampled_from(sizes), st.permutations(range(players))).map(
        lambda pair: tuple(
            tuple(pair[1][start : start + pair[0]]) for start in range(0, players, pair[0])
        )
    )


def _chupate_teams(players: int) -> st.SearchStrategy[object]:
    if players not in (4, 6):
        return st.just(False)
    return st.sampled_from([False, True]) | _partitions(players)


def chupate_rules(max_target: int = 60) -> st.SearchStrategy[chupate.Rules]:
    """Any Chúpate 2 ``Rules``: solo or teams (default or any equal partition).

    The target is ``None`` (one round) or at most ``max_target``, so points
    games stay a few rounds long.
    """
    return st.sampled_from([2, 3, 4, 6]).flatmap(
        lambda players: st.builds(
            chupate.Rules,
            players=st.just(players),
            teams=_chupate_teams(players),
            target=st.none() | st.integers(1, max_target),
            allow_bluffs=st.booleans(),
        )
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
