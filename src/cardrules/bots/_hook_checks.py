"""The search bots' checks of what their hooks return, where it comes back (internal).

A search bot calls functions it was given (or its game's spec gives):
``sampler``, ``evaluate``, ``batch_evaluate``, ``batch_round_payoff``,
``round_payoff``, ``candidates`` and ``opponent_model``. Each result is
checked here before the bot uses it, so a hook that returns ``None``, the
wrong number of payoffs or the wrong kind of value is a `RulesError` naming
the bot and the hook, not a ``TypeError`` from deep inside a rollout.
"""

from __future__ import annotations

import itertools
import math
import numbers
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from cardrules._quote import quote
from cardrules.bots._settings import is_bot
from cardrules.errors import RulesError

__all__ = [
    "checked_batch_payoffs",
    "checked_bot",
    "checked_bot_choice",
    "checked_candidates",
    "checked_payoffs",
    "checked_sample",
    "checked_sampler",
]

MAX_CANDIDATES = 100_000
"""The most moves a ``candidates`` hook may name (a position has far fewer legal moves)."""


def _finite_real(value: object) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(value)


def checked_payoffs(payoffs: object, players: int, who: str, hook: str) -> tuple[float, ...]:
    """``payoffs`` as one finite float per seat, else a `RulesError` naming ``who`` and ``hook``.

    Args:
        payoffs: what the hook returned (a sequence of numbers).
        players: the number of seats.
        who: the bot, for the message (``"PIMCBot"``).
        hook: the hook, for the message (``"evaluate"``).
    """
    values: tuple[Any, ...] | None = None
    if isinstance(payoffs, tuple):
        values = payoffs
    elif not isinstance(payoffs, str | bytes | bytearray | dict | set | frozenset):
        try:
            values = tuple(payoffs)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            values = None
    if values is None or len(values) != players or not all(map(_finite_real, values)):
        msg = (
            f"{who}: {hook} must return one finite payoff per seat ({players}), "
            f"got {quote(payoffs)}"
        )
        raise RulesError(msg)
    return tuple(float(value) for value in values)


def checked_batch_payoffs(payoffs: object, lanes: int, players: int, who: str, hook: str) -> Any:
    """``payoffs`` as a finite float64 array ``[lanes, players]``, else a `RulesError`.

    Args:
        payoffs: what the batched hook returned (an array-like).
        lanes: the batch's lanes.
        players: the number of seats.
        who: the bot, for the message.
        hook: the hook, for the message (``"batch_evaluate"``).
    """
    import numpy as np  # noqa: PLC0415 - the numpy extra: only the batched rollouts call this

    array = None
    if not isinstance(payoffs, str | bytes | bytearray | dict | set | frozenset):
        try:
            array = np.asarray(payoffs, dtype=np.float64)
        except (TypeError, ValueError, OverflowError):
            array = None
    if (
        array is None
        or isinstance(payoffs, bool)
        or np.asarray(payoffs).dtype == np.bool_
        or array.shape != (lanes, players)
        or not np.isfinite(array).all()
    ):
        msg = (
            f"{who}: {hook} must return a float array of shape ({lanes}, {players}), one "
            f"finite payoff per lane and seat, got {quote(payoffs)}"
        )
        raise RulesError(msg)
    return array


def checked_sample(state: object, view: Any, spec: Any, who: str, hook: str) -> Any:
    """``state`` if it is a state the view's seat could be in, else a `RulesError`.

    With the game's ``spec``, the state must be of its ``state_type``, under
    the view's rules, with the view's seat to play; for a game that is not
    registered (``spec`` ``None``) it must look like a game state.
    """
    if spec is not None:
        ok = isinstance(state, spec.state_type)
        if ok:
            s: Any = state
            ok = s.rules == view.rules and s.current_player == view.current_player
    else:
        ok = (
            callable(getattr(state, "legal_moves", None))
            and callable(getattr(state, "play", None))
            and hasattr(state, "current_player")
        )
    if not ok:
        msg = (
            f"{who}: {hook} must return a game state that shows the seat its view "
            f"(same rules, same seat to play), got {quote(state)}"
        )
        raise RulesError(msg)
    return state


def checked_sampler(sampler: object, who: str, hook: str) -> Callable[[Any, int], Any]:
    """``sampler`` if it is a function (``sampler(view, seed) -> state``), else a `RulesError`."""
    if not callable(sampler) or isinstance(sampler, type):  # a class: not (view, seed) -> state
        msg = (
            f"{who}: {hook} must return a sampler, a function (view, seed) -> state, "
            f"got {quote(sampler)}"
        )
        raise RulesError(msg)
    return sampler


def checked_bot(bot: object, who: str, hook: str) -> Any:
    """``bot`` if it is a bot (`cardrules.bots._settings.is_bot`), else a `RulesError`."""
    if not is_bot(bot):
        msg = f"{who}: {hook} must return a bot (with choose(view, legal_moves)), got {quote(bot)}"
        raise RulesError(msg)
    return bot


def _one_of(move: object, legal: Sequence[Any]) -> bool:
    """Whether ``move`` is one of ``legal``: by identity, else equal and of a legal move's class."""
    if any(move is candidate for candidate in legal):
        return True
    kinds = {type(candidate) for candidate in legal}
    return type(move) in kinds and move in legal


def checked_bot_choice(chosen: object, legal: Sequence[Any], who: str, hook: str) -> Any:
    """A bot's ``choose`` result if it is a legal ``(move, bot)`` pair, else a RulesError."""
    if (
        type(chosen) is not tuple
        or len(chosen) != 2
        or not _one_of(chosen[0], legal)
        or not is_bot(chosen[1])
    ):
        msg = (
            f"{who}: {hook} must return a (move, bot) pair, the move one of the legal "
            f"moves, got {quote(chosen)}"
        )
        raise RulesError(msg)
    return chosen


def checked_candidates(moves: object, move_type: type, who: str, hook: str) -> tuple[Any, ...]:
    """``moves`` as a tuple of the game's moves, else a `RulesError` naming the hook."""
    chosen: tuple[Any, ...] | None = None
    if isinstance(moves, Iterable) and not isinstance(moves, str | bytes | bytearray | dict):
        try:
            chosen = tuple(itertools.islice(moves, MAX_CANDIDATES + 1))
        except (TypeError, ValueError):
            chosen = None
    if (
        chosen is None
        or len(chosen) > MAX_CANDIDATES
        or not all(isinstance(move, move_type) for move in chosen)
    ):
        msg = f"{who}: {hook} must return a sequence of the game's legal moves, got {quote(moves)}"
        raise RulesError(msg)
    return chosen
