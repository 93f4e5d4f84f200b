"""attrs validators shared by the games' ``Rules`` classes.

Each raises `RulesError` naming the field, what was
expected and what came.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeGuard, TypeVar

import attrs

from cardrules._quote import quote
from cardrules._random import MASK64
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.i18n import Message, make_error

__all__ = ["check_names", "check_seat", "checked_move", "int_at_least", "int_in", "is_bool"]

M = TypeVar("M")


def is_int_in(value: object, low: int, high: int | None = None) -> TypeGuard[int]:
    """Whether ``value`` is an int (``bool`` refused) from ``low`` to ``high``, both included.

    ``high`` ``None`` sets no top.

    The one integer-range test of the library: seats, counts, ids and seeds
    are all checked with it.

    >>> is_int_in(3, 0, 3), is_int_in(True, 0, 3), is_int_in(4, 0, 3), is_int_in(10**30, 1)
    (True, False, False, True)
    """
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return low <= value and (high is None or value <= high)


def check_seat(seat: object, players: int, what: str) -> int:
    """Return ``seat`` if it is a seat ``0..players-1`` (an int, not a bool), else raise.

    Raises:
        RulesError: naming ``what`` was given.
    """
    if not is_int_in(seat, 0, players - 1):
        raise make_error(RulesError, "seat.range", what=what, last=players - 1, value=quote(seat))
    return seat


def check_names(names: object, players: int, what: str) -> tuple[str, ...] | None:
    """Return ``names`` as a tuple if it is ``None`` or one string per seat, else raise.

    Raises:
        RulesError: naming ``what`` was given.
    """
    if names is None:
        return None
    if (
        isinstance(names, str)
        or not isinstance(names, Sequence)
        or len(names) != players
        or not all(isinstance(name, str) for name in names)
    ):
        msg = f"{what}: names must be {players} strings, one per seat, got {quote(names)}"
        raise RulesError(msg)
    return tuple(names)


def checked_move(
    legal: tuple[M, ...], move: object, why: Callable[[object], Message], move_type: type[M]
) -> M:
    """The legal move equal to ``move``, or raise with the message ``why(move)``.

    The error carries the message's id and parameters (``err.key``,
    ``err.params``) beside its English text.

    Legal moves are shared objects, so identity is tried first; an equal move
    built by the caller is found by equality. Anything that is not a
    ``move_type`` is refused before any comparison, so no foreign ``__eq__``
    (a numpy array's, ``unittest.mock.ANY``) gets a say.

    Raises:
        IllegalMoveError: ``move`` is not among ``legal``.
    """
    for candidate in legal:
        if candidate is move:
            return candidate
    if type(move) is not move_type:
        raise _illegal(why(move))
    for candidate in legal:
        if candidate == move:
            return candidate
    raise _illegal(why(move))


def _illegal(why: Message) -> IllegalMoveError:
    return make_error(IllegalMoveError, why.key, **why.params)


def is_bool(rule: str) -> Any:
    """A validator accepting only ``True`` or ``False``."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not isinstance(value, bool):
            raise make_error(
                RulesError, "rules.bool", field=attribute.name, rule=rule, value=quote(value)
            )

    return check


def int_in(allowed: tuple[int, ...], rule: str) -> Any:
    """A validator accepting only ints (``bool`` refused) among ``allowed``."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
            raise make_error(
                RulesError,
                "rules.one_of",
                field=attribute.name,
                allowed=", ".join(map(str, allowed)),
                rule=rule,
                value=quote(value),
            )

    return check


def int_at_least(minimum: int, rule: str) -> Any:
    """A validator accepting only ints (``bool`` refused) from ``minimum`` to ``2**64-1``."""

    def check(_instance: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not is_int_in(value, minimum, MASK64):
            raise make_error(
                RulesError,
                "rules.int_from",
                field=attribute.name,
                minimum=minimum,
                rule=rule,
                value=quote(value),
            )

    return check


def seat_of_view(view: Any, what: str) -> int:
    """The seat of a seat's view; a `RulesError` for a spectator's view (seat ``None``)."""
    seat = view.seat
    if seat is None:
        msg = f"{what} needs a seat's view; a spectator's view (seat None) has no seat"
        raise RulesError(msg)
    return int(seat)


def check_instance(value: object, expected: type, what: str) -> None:
    """Raise `RulesError` unless ``value`` is an ``expected`` (a game's own ``View`` or ``State``).

    The message names ``what`` was called and the type it needs, with the
    value quoted short.
    """
    if not isinstance(value, expected):
        msg = f"{what} needs a {expected.__module__}.{expected.__name__}, got {quote(value)}"
        raise RulesError(msg)


def check_legal_moves(legal_moves: object, who: str) -> Sequence[Any]:
    """``legal_moves`` if it is a non-empty sequence (not a string), else a RulesError.

    Every bot's ``choose`` starts with it, so junk in place of
    ``state.legal_moves()`` is refused with a message naming the bot.
    """
    if isinstance(legal_moves, str | bytes | bytearray) or not isinstance(legal_moves, Sequence):
        msg = (
            f"{who}: legal_moves must be a sequence of moves (state.legal_moves()), "
            f"got {quote(legal_moves)}"
        )
        raise RulesError(msg)
    if not legal_moves:
        msg = f"{who}: no legal moves to choose from (is the game over?)"
        raise RulesError(msg)
    return legal_moves


def check_moves_of(
    legal_moves: Sequence[Any], move_type: type, who: str, game: str
) -> Sequence[Any]:
    """``legal_moves`` (a checked sequence) if each is a ``move_type``, else a RulesError.

    One pass over the moves, comparing each one's class (a subclass is looked
    at only when the class is not ``move_type`` itself): junk in a list of
    any length is refused before a bot works on it. ``game`` names the game
    in the message.
    """
    for move in legal_moves:  # the hot path: bots are called in every rollout
        if type(move) is not move_type:
            break
    else:
        return legal_moves
    for index, move in enumerate(legal_moves):
        if not isinstance(move, move_type):
            msg = (
                f"{who}: legal_moves[{index}] is not a move of {game} "
                f"(state.legal_moves()), got {quote(move)}"
            )
            raise RulesError(msg)
    return legal_moves


MALFORMED = (TypeError, AttributeError, KeyError, IndexError, ValueError, OverflowError)
"""What reading a hand-built view whose fields hold junk raises (`malformed_view` words it)."""


def malformed_view(what: str, error: Exception) -> RulesError:
    """The `RulesError` for a view whose fields do not hold a position's values.

    Views that ``state.view(seat)`` and ``View.from_dict`` build always do; a
    view built field by field may not, and reading it fails with ``error``.
    """
    msg = (
        f"{what}: the view's fields do not hold a position's values (build views with "
        f"state.view(seat) or View.from_dict): {type(error).__name__}: {str(error)[:80]}"
    )
    return RulesError(msg)
