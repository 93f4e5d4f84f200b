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
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import attrs

from cardrules._quote import quote
from cardrules.errors import RulesError

if TYPE_CHECKING:  # numpy is optional: only the type checker reads the arrays' types
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "Batch",
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
class Batch(Protocol):
    """What every game's batch offers (`new_batch` and `from_states` make them).

    Everything the batch tools read: `cardrules.bots.batched`, the vector
    environments (`cardrules.gymnasium.BatchVectorEnv`), batched tournaments
    and the search bots' batched rollouts. A batch may also offer
    ``legal_count()`` and ``nth_legal(k)`` (how many moves are legal in each
    lane, and the id of each lane's ``k[i]``-th legal move in
    ``legal_moves()`` order): `cardrules.bots.batched.RandomPolicy` then
    plays `RandomBot`'s exact choice through them (every engine of cardrules
    does).

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

    @property
    def round(self) -> npt.NDArray[np.int64]:
        """``int64 [lanes]``: each lane's ``state.round`` (1 for a game without rounds)."""

    def __len__(self) -> int:
        """The number of lanes."""

    def legal_mask(self) -> npt.NDArray[np.bool_]:
        """``bool [lanes, len(action_space(rules))]``: legal action ids, action-space order."""

    def observe(self) -> npt.NDArray[np.float32]:
        """``float32 [lanes, observation_size(rules)]``: ``encode(view)`` of the seat to play.

        Rows of lanes whose game is over are zeros.
        """

    def step(self, actions: object, where: object = None) -> Batch:
        """Play one action id per lane (ignored where over or outside ``where``): a new batch.

        Args:
            actions: int ``[lanes]`` action ids.
            where: bool ``[lanes]``, the lanes to move (``None``: every lane).

        Raises:
            IllegalMoveError: an id is not legal in its lane (named with the lane).
            RulesError: the actions have the wrong shape or type.
        """

    def with_lanes(self, lanes: object, other: Any) -> Batch:
        """This batch with lane ``lanes[j]`` replaced by lane ``j`` of ``other`` (same rules).

        Tools start new games in finished lanes with it.
        """

    def state(self, lane: int) -> Any:
        """Lane ``lane`` as the scalar ``State``, equal to the scalar engine's game."""

    def returns(self) -> npt.NDArray[np.float32]:
        """``float32 [lanes, players]``: ``state(i).returns()`` for each lane (0 until over)."""


@runtime_checkable
class BatchEngine(Protocol):
    """A game's batched engine: it builds the game's batches (a `cardrules.batch.Batch`).

    A module with these two functions is one (``cardrules.veneno._batch``). It
    may also have ``greedy_actions(batch)``: the game's greedy bot's action id
    in every lane (-1 where over), which `cardrules.bots.batched.GreedyPolicy`,
    batched tournaments and the search bots' batched rollouts play.
    """

    def new_batch(self, rules: Any, seeds: Any) -> Batch:
        """``len(seeds)`` games of ``rules``: lane ``i`` is ``new_game(rules, seeds[i])``."""

    def from_states(self, states: Sequence[Any]) -> Batch:
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


def check_loader(_inst: object, _attribute: object, value: Any) -> None:
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
