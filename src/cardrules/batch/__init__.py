"""Batched games on numpy: many games of one rules in lockstep (the ``numpy`` extra).

A batch holds ``lanes`` games of one rules and steps them all with one call:
lane ``i`` of ``new_batch(rules, seeds)`` is ``new_game(rules, seeds[i])``,
and after the same action ids it is exactly the scalar engine's game, which
`Batch.state` gives back. Batches are immutable like states: `Batch.step`
returns a new batch, and the arrays a batch hands out are read-only.

>>> from cardrules import batch, veneno
>>> rules = veneno.Rules(players=3)
>>> b = batch.new_batch(rules, [1, 2, 3])
>>> b.legal_mask().shape, b.observe().shape
((3, 144), (3, 412))
>>> first = b.legal_mask().argmax(axis=1)     # each lane's first legal action id
>>> b2 = b.step(first)
>>> b2.state(0) == veneno.new_game(rules, 1).play(b.state(0).legal_moves()[0])
True

Every registered game has batches. Veneno (`veneno.Rules`) and Chúpate 2
(`chupate.Rules`) bring numpy engines of their own (their specs' ``batch``
hook); any other game is played on exact scalar lanes (`ScalarBatch`: one
scalar state per lane, stepped by action id), with the same API, so every
batch tool plays it. See the "Batched games" how-to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardrules._extras import missing_extra

try:
    import numpy as np
    import numpy.typing as npt
except ImportError as error:  # pragma: no cover - run in a subprocess by test_missing_extras
    raise missing_extra("cardrules.batch", "numpy", error) from error

from cardrules._batch_hooks import Batch, BatchEngine, BatchLoader
from cardrules._quote import quote
from cardrules.batch._scalar import ScalarBatch, ScalarEngine
from cardrules.errors import RulesError
from cardrules.games import GameSpec, game_of

__all__ = [
    "Batch",
    "BatchEngine",
    "BatchLoader",
    "ScalarBatch",
    "ScalarEngine",
    "engine_of",
    "from_states",
    "greedy_actions_of",
    "new_batch",
]


_SCALAR_ENGINES: dict[str, tuple[GameSpec, ScalarEngine]] = {}


def engine_of(rules: object) -> BatchEngine:
    """The batched engine of a game's rules: the one place engines are chosen.

    It is the game's own (its spec's ``batch`` hook, `cardrules.games.GameSpec`),
    or, for a game without one, a `ScalarEngine` that plays it on exact scalar
    lanes. An engine has ``new_batch(rules, seeds)`` and ``from_states(states)``,
    and may have the game's batched greedy player, ``greedy_actions(batch)``
    (`greedy_actions_of`).

    Raises:
        RulesError: ``rules`` are not the Rules of a registered game, or its
            spec's hook does not load an engine.
    """
    try:
        spec: GameSpec | None = game_of(rules)
    except RulesError:
        spec = None
    if spec is None or not isinstance(rules, spec.rules_type):
        msg = f"a batch needs the Rules of a registered game, got {quote(rules)}"
        raise RulesError(msg)
    own = spec.batch_engine()
    if own is not None:
        return own
    known = _SCALAR_ENGINES.get(spec.id)
    if known is None or known[0] is not spec:  # a game registered again gets a new engine
        known = _SCALAR_ENGINES[spec.id] = (spec, ScalarEngine(spec))
    return known[1]


def greedy_actions_of(engine: BatchEngine) -> Any:
    """The batched greedy player ``greedy_actions(batch)`` of an engine, or ``None``.

    The search bots and `cardrules.bots.batched.GreedyPolicy` play it; callers
    word their own error when there is none.
    """
    return getattr(engine, "greedy_actions", None)


def new_batch(rules: Any, seeds: Sequence[int] | npt.NDArray[np.uint64]) -> Batch:
    """``len(seeds)`` games of ``rules``: lane ``i`` starts as ``new_game(rules, seeds[i])``.

    Args:
        rules: the Rules of any registered game.
        seeds: one seed per lane, each an int in ``0..2**64-1``.

    Returns:
        The game's batch (a `Batch`).

    Raises:
        RulesError: ``rules`` are not a registered game's, or a seed is invalid.
    """
    batch: Batch = engine_of(rules).new_batch(rules, seeds)
    return batch


def from_states(states: Sequence[Any]) -> Batch:
    """A batch whose lane ``i`` continues ``states[i]`` (all of one game and one rules).

    Args:
        states: scalar game states, for example ``[b.state(i) for i in ...]``.

    Returns:
        The game's batch (a `Batch`); ``from_states(s).state(i) == s[i]``.

    Raises:
        RulesError: ``states`` is empty or not all states of one game's rules.
    """
    if not isinstance(states, Sequence) or isinstance(states, str | bytes) or not states:
        msg = f"from_states needs a non-empty sequence of game states, got {quote(states)}"
        raise RulesError(msg)
    rules = getattr(states[0], "rules", None)
    batch: Batch = engine_of(rules).from_states(states)
    return batch
