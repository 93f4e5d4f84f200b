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

Games: Veneno (`veneno.Rules`) and Chúpate 2 (`chupate.Rules`) when its
batched engine is installed. See the "Batched games" how-to.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

from cardrules._extras import missing_extra

try:
    import numpy as np
    import numpy.typing as npt
except ImportError as error:  # pragma: no cover - run in a subprocess by test_missing_extras
    raise missing_extra("cardrules.batch", "numpy", error) from error

from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.games import game_of

__all__ = ["Batch", "engine_of", "from_states", "new_batch"]


@runtime_checkable
class Batch(Protocol):
    """What every game's batch offers (`new_batch` and `from_states` make them).

    Attributes:
        rules: the rules every lane plays by.
    """

    rules: Any

    @property
    def current_player(self) -> npt.NDArray[np.int64]:
        """``int64 [lanes]``: the seat to play in each lane, -1 where its game is over."""

    @property
    def is_over(self) -> npt.NDArray[np.bool_]:
        """``bool [lanes]``: whether each lane's game is over."""

    def __len__(self) -> int:
        """The number of lanes."""

    def legal_mask(self) -> npt.NDArray[np.bool_]:
        """``bool [lanes, len(action_space(rules))]``: legal action ids, action-space order."""

    def observe(self) -> npt.NDArray[np.float32]:
        """``float32 [lanes, observation_size(rules)]``: ``encode(view)`` of the seat to play.

        Rows of lanes whose game is over are zeros.
        """

    def step(self, actions: object) -> Batch:
        """Play one action id per lane (ignored where over): a new batch, this one unchanged.

        Raises:
            IllegalMoveError: an id is not legal in its lane (named with the lane).
            RulesError: the actions have the wrong shape or type.
        """

    def state(self, lane: int) -> Any:
        """Lane ``lane`` as the scalar ``State``, equal to the scalar engine's game."""

    def returns(self) -> npt.NDArray[np.float32]:
        """``float32 [lanes, players]``: ``state(i).returns()`` for each lane."""


def engine_of(rules: object) -> ModuleType:
    """The batched engine (a module) of a game's rules: the one place games are chosen.

    The module has ``new_batch(rules, seeds)`` and ``from_states(states)``;
    the game's batched greedy player, ``greedy_actions(batch)``, is in it or
    in its ``_policies`` companion module (`cardrules.batch.policies` looks
    in both). Games are chosen here and nowhere else.

    Raises:
        RulesError: no batched engine plays these rules.
    """
    try:
        spec = game_of(rules)
    except RulesError:
        msg = f"no batched engine plays {quote(rules)}: it is not the Rules of a registered game"
        raise RulesError(msg) from None
    if not isinstance(rules, spec.rules_type):
        msg = f"a batch needs the Rules of a game, got {quote(rules)}"
        raise RulesError(msg)
    name = spec.needs("batch", "cardrules.batch")
    return importlib.import_module(name)


def _greedy_actions_of(engine: ModuleType) -> Any:
    """The batched greedy player ``greedy_actions(batch)`` of an engine, or ``None``.

    Looked up by name, in the engine or its ``_policies`` companion module,
    so that the bots that roll out greedily need not import the batch
    policies, which import the bots. Callers word their own error.
    """
    choose = getattr(engine, "greedy_actions", None)
    if choose is None:
        try:
            choose = importlib.import_module(engine.__name__ + "_policies").greedy_actions
        except (ModuleNotFoundError, AttributeError):
            choose = None
    return choose


def new_batch(rules: Any, seeds: Sequence[int] | npt.NDArray[np.uint64]) -> Any:
    """``len(seeds)`` games of ``rules``: lane ``i`` starts as ``new_game(rules, seeds[i])``.

    Args:
        rules: the game's rules (a `veneno.Rules` or `chupate.Rules`).
        seeds: one seed per lane, each an int in ``0..2**64-1``.

    Returns:
        The game's batch (a `Batch`).

    Raises:
        RulesError: no batched engine plays ``rules``, or a seed is invalid.
    """
    return engine_of(rules).new_batch(rules, seeds)


def from_states(states: Sequence[Any]) -> Any:
    """A batch whose lane ``i`` continues ``states[i]`` (all of one game and one rules).

    Args:
        states: scalar game states, for example ``[b.state(i) for i in ...]``.

    Returns:
        The game's batch (a `Batch`); ``from_states(s).state(i) == s[i]``.

    Raises:
        RulesError: ``states`` is empty or not all states of one batched game's rules.
    """
    if not isinstance(states, Sequence) or isinstance(states, str | bytes) or not states:
        msg = f"from_states needs a non-empty sequence of game states, got {quote(states)}"
        raise RulesError(msg)
    rules = getattr(states[0], "rules", None)
    return engine_of(rules).from_states(states)
