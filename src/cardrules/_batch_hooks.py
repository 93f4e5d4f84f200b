"""The typed hooks of a game's batched engine and its encoding's fast paths (`GameSpec`).

Below the games, like `GameSpec`: this module imports neither numpy nor a game.
A game's spec holds these hooks as objects; `cardrules.batch` and the learning
environments call them:

* ``GameSpec.batch``: a zero-argument loader of the game's `BatchEngine`
  (``lambda: engine`` for an engine at hand; a function that imports it where
  numpy is optional). Without one, `cardrules.batch` plays the game on exact
  scalar lanes.
* ``GameSpec.seat_encoder``: a `SeatEncoderFactory`, the environments' fast
  path to a seat's encoding straight from a state.
* ``GameSpec.legal_mask``: a `LegalMaskHook`, the fast path to the legal
  action ids of the seat to play as bytes.
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

import attrs

from cardrules._quote import quote
from cardrules.errors import RulesError

__all__ = [
    "BatchEngine",
    "BatchLoader",
    "LegalMaskHook",
    "SeatEncoder",
    "SeatEncoderFactory",
    "batch_loader",
    "check_loader",
    "load_engine",
]


@runtime_checkable
class BatchEngine(Protocol):
    """A game's batched engine: it builds the game's batches (a `cardrules.batch.Batch`).

    A module with these two functions is one (``cardrules.veneno._batch``). It
    may also have ``greedy_actions(batch)``: the game's greedy bot's action id
    in every lane (-1 where over), which `cardrules.bots.batched.GreedyPolicy`,
    batched tournaments and the search bots' batched rollouts play.
    """

    def new_batch(self, rules: Any, seeds: Any) -> Any:
        """``len(seeds)`` games of ``rules``: lane ``i`` is ``new_game(rules, seeds[i])``."""

    def from_states(self, states: Sequence[Any]) -> Any:
        """A batch whose lane ``i`` continues ``states[i]`` (one rules for all)."""


BatchLoader = Callable[[], BatchEngine]
"""``GameSpec.batch``: loads the game's `BatchEngine` when a batch is first asked for."""


class SeatEncoder(Protocol):
    """Encodes a seat's observation straight from a state: ``encoder(state, seat)``.

    The result is a buffer of float32 values (an ``array.array("f")`` or
    bytes-like object) equal to ``encode(state.view(seat))``.
    """

    def __call__(self, state: Any, seat: int, /) -> Any:
        """The float32 buffer of ``encode(state.view(seat))``."""


SeatEncoderFactory = Callable[[], SeatEncoder]
"""``GameSpec.seat_encoder``: makes a new `SeatEncoder` (one per environment, which
may hold its buffers), e.g. the game's ``SeatEncoder`` class."""

LegalMaskHook = Callable[[Any], bytearray]
"""``GameSpec.legal_mask``: ``legal_mask(state)``, the legal moves' action ids of the
seat to play of a state that is not over, as bytes (1 at each id), without listing
the moves."""


def _is_engine(value: object) -> bool:
    return callable(getattr(value, "new_batch", None)) and callable(
        getattr(value, "from_states", None)
    )


@attrs.frozen
class _ModuleEngine:
    """The 0.3 form of ``GameSpec.batch``, a module name: loads that module when called."""

    name: str

    def __call__(self) -> BatchEngine:
        engine: BatchEngine = importlib.import_module(self.name)
        return engine


@attrs.frozen
class _Engine:
    """An engine given as it is (not a loader): the loader that gives it back."""

    engine: Any = attrs.field(eq=attrs.cmp_using(eq=lambda a, b: a is b))

    def __call__(self) -> BatchEngine:
        engine: BatchEngine = self.engine
        return engine


def batch_loader(value: object) -> BatchLoader | None:
    """``GameSpec.batch`` as given, made a loader (the converter of the field).

    A loader (a function or class called with no arguments) is kept; an engine
    object (a module or instance with ``new_batch`` and ``from_states``)
    becomes a loader giving it;
    a module name (the 0.3 form) becomes a loader importing it, with a
    `DeprecationWarning`.

    Raises:
        RulesError: any other value.
    """
    if value is None:
        return None
    if _is_engine(value) and not isinstance(value, type):  # a class is a loader: it makes one
        return _Engine(value)
    if isinstance(value, str):
        if not 0 < len(value) <= 200 or not all(part.isidentifier() for part in value.split(".")):
            msg = (
                "GameSpec: batch must be a batched engine, a function that loads one, or "
                f"(deprecated) a module name, got {quote(value)}"
            )
            raise RulesError(msg)
        warnings.warn(
            f"GameSpec(batch={value!r}): a module name is deprecated; give the engine, or a "
            "function of no arguments that imports and returns it",
            DeprecationWarning,
            stacklevel=3,
        )
        return _ModuleEngine(value)
    if callable(value):
        loader: BatchLoader = value
        return loader
    msg = (
        "GameSpec: batch must be a batched engine (with new_batch and from_states) or a "
        f"function of no arguments that loads one, got {quote(value)}"
    )
    raise RulesError(msg)


def check_loader(_inst: object, _attribute: object, value: object) -> None:
    """The validator of ``GameSpec.batch``: ``None`` or a loader (`register` checks again).

    Raises:
        RulesError: another value (a spec changed after it was made).
    """
    if value is not None and not callable(value):
        msg = (
            "GameSpec: batch must be a batched engine (with new_batch and from_states) or a "
            f"function of no arguments that loads one, got {quote(value)}"
        )
        raise RulesError(msg)


def load_engine(loader: BatchLoader, title: str) -> BatchEngine:
    """The engine ``loader`` gives, checked.

    Raises:
        RulesError: the loader fails to import its engine, or gives something
            without ``new_batch`` and ``from_states``.
    """
    try:
        engine = loader()
    except ImportError as error:
        msg = f"the batched engine of {title} cannot be loaded: {error}"
        raise RulesError(msg) from error
    if not _is_engine(engine):
        msg = (
            f"GameSpec: the batch hook of {title} gave {quote(engine)}, which has no "
            "new_batch and from_states functions"
        )
        raise RulesError(msg)
    return engine
