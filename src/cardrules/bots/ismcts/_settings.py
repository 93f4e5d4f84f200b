"""The settings of `ISMCTSBot`: the fallback, the checks of each, and a search's `_Plan`."""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, Literal

import attrs

from cardrules._quote import quote
from cardrules.bots._settings import is_bot
from cardrules.errors import RulesError
from cardrules.rng import check_seed

DEFAULT_ITERATIONS = 1000
"""Iterations per move when neither the bot, nor its game's spec, nor ``seconds`` gives a budget."""

DEFAULT_MAX_ROLLOUT_MOVES = 400
"""Moves a rollout may play when neither the bot nor its game's spec says."""

Horizon = Literal["game", "round"]
Engine = Literal["auto", "batch", "scalar"]

FALLBACK_SETTINGS: Mapping[str, Any] = MappingProxyType(
    {
        "iterations": DEFAULT_ITERATIONS,
        "lanes": 1,
        "exploration": 0.7,
        "rollout": "random",
        "horizon": "game",
        "max_rollout_moves": DEFAULT_MAX_ROLLOUT_MOVES,
        "bias": 0.0,
        "widening": 0.0,
        "paired": False,
        "margin": 0.0,
        "evaluate": None,
        "batch_evaluate": None,
        "batch_round_payoff": None,
        "sampler": None,
    }
)
"""The settings of a game whose spec gives no ``ismcts_defaults`` (or leaves some out)."""

_SETTINGS = tuple(FALLBACK_SETTINGS)


def _positive_int_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        msg = f"ISMCTSBot: {attribute.name} must be a positive int or None, got {quote(value)}"
        raise RulesError(msg)


def _finite(value: object) -> bool:
    """Whether ``value`` is a finite int or float (not a bool, nan or infinity)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return isinstance(value, int) or math.isfinite(value)


def _positive_number_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not _finite(value) or not value > 0:  # type: ignore[operator]
        msg = (
            f"ISMCTSBot: {attribute.name} must be a finite positive number or None, "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _exploration(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not _finite(value) or not value >= 0:  # type: ignore[operator]
        msg = (
            f"ISMCTSBot: {attribute.name} must be a finite number >= 0 or None, got {quote(value)}"
        )
        raise RulesError(msg)


def _horizon(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not isinstance(value, str) or value not in ("game", "round"):
        msg = f"ISMCTSBot: horizon must be 'game', 'round' or None, got {quote(value)}"
        raise RulesError(msg)


def _rollout(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None or (isinstance(value, str) and value in ("random", "greedy")):
        return
    if not is_bot(value):
        msg = (
            f"ISMCTSBot: {attribute.name} must be 'random', 'greedy', a bot (with "
            f"choose(view, legal_moves)) or None, got {quote(value)}"
        )
        raise RulesError(msg)


def _bool_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not isinstance(value, bool):
        msg = f"ISMCTSBot: {attribute.name} must be True, False or None, got {quote(value)}"
        raise RulesError(msg)


def _callable_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not callable(value):
        msg = f"ISMCTSBot: {attribute.name} must be a function or None, got {quote(value)}"
        raise RulesError(msg)


def _engine(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, str) or value not in ("auto", "batch", "scalar"):
        msg = f"ISMCTSBot: engine must be 'auto', 'batch' or 'scalar', got {quote(value)}"
        raise RulesError(msg)


def _seed(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    check_seed(value)


@attrs.frozen
class _Plan:
    """The settings of one search, resolved against the game."""

    spec: Any
    iterations: int | None
    lanes: int
    exploration: float
    rollout: Any  # a bot, or None for uniformly random moves
    horizon: str
    max_rollout_moves: int
    bias: float
    widening: float
    paired: bool
    margin: float
    evaluate: Any
    batch_evaluate: Any
    batch_round_payoff: Any
    sampler: Any
    batched: bool
    foreign_rollout: bool = False
    """Whether the rollout bot is the caller's own (its ``choose`` results are checked)."""
