"""The library's seeded generator, for bot writers: `Rng`, a frozen SplitMix64.

Every random event in cardrules comes from SplitMix64 (see
`cardrules._random` and the "Randomness" page); `Rng` offers the same
generator as a value, so a bot can carry its randomness in its own fields and
stay pure: each draw returns the result together with the generator advanced,
and the old generator is unchanged. The same seed gives the same draws on
every machine and Python version.

`check_seed` checks a seed, and `derive_seed` derives a seed for a named
purpose one way, as every tool of cardrules seeds its bots and deals (a game
of your own seeds its deals with them too).

`Rng.derive` makes a new generator for a named purpose, one way (a keyed
BLAKE2b hash): a bot given a derived seed cannot turn it back into the seed it
came from, so one secret seed can seed every bot of a table without letting
any bot learn the game's seed or another bot's.

>>> from cardrules.rng import Rng
>>> rng = Rng(7)
>>> value, rng2 = rng.below(6)
>>> 0 <= value < 6, rng.below(6) == (value, rng2), rng2 != rng
(True, True, True)
>>> bots = [Rng(2024).derive("my-bots", seat) for seat in range(4)]
>>> len({bot.state for bot in bots})
4
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import attrs

from cardrules._quote import quote
from cardrules._random import MASK64, below, check_seed, derive_seed, next_u64, shuffle
from cardrules._validate import is_int_in
from cardrules.errors import RulesError

__all__ = ["Rng", "check_seed", "derive_seed"]

T = TypeVar("T")

_MAX_PURPOSE_BYTES = 16


def _purpose_ok(purpose: object) -> bool:
    """Whether ``purpose`` is a str of 1 to 16 bytes of UTF-8."""
    if not isinstance(purpose, str):
        return False
    try:
        size = len(purpose.encode())
    except UnicodeEncodeError:  # a lone surrogate
        return False
    return 1 <= size <= _MAX_PURPOSE_BYTES


def _seed(_inst: object, _attribute: attrs.Attribute[int], value: object) -> None:
    check_seed(value)


@attrs.frozen
class Rng:
    """A SplitMix64 generator as a frozen value: every draw returns ``(result, next_rng)``.

    Attributes:
        state: the generator's whole state, an int in ``0..2**64-1`` (start
            it from a seed: ``Rng(seed)``).

    Raises:
        RulesError: ``state`` is not an int in ``0..2**64-1``.
    """

    state: int = attrs.field(validator=_seed)

    def next_u64(self) -> tuple[int, Rng]:
        """A uniform 64-bit integer, and the generator advanced.

        >>> Rng(1234567).next_u64()[0]
        6457827717110365317
        """
        value, state = next_u64(self.state)
        return value, Rng(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer from ``range(n)`` (no modulo bias), and the generator advanced.

        Args:
            n: the bound, an int from 1 to ``2**64``.

        Raises:
            RulesError: ``n`` is not an int from 1 to ``2**64``.
        """
        if not is_int_in(n, 1, MASK64 + 1):
            msg = f"Rng.below: n must be an int from 1 to 2**64, got {quote(n)}"
            raise RulesError(msg)
        value, state = below(self.state, n)
        return value, Rng(state)

    def random(self) -> tuple[float, Rng]:
        """A uniform float in ``[0, 1)`` with 53 random bits, and the generator advanced."""
        value, state = next_u64(self.state)
        return (value >> 11) / float(1 << 53), Rng(state)

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One item of ``items``, uniformly, and the generator advanced.

        Raises:
            RulesError: ``items`` is not a non-empty sequence.
        """
        if isinstance(items, str | bytes) or not isinstance(items, Sequence) or not items:
            msg = f"Rng.choice: items must be a non-empty sequence, got {quote(items)}"
            raise RulesError(msg)
        index, state = below(self.state, len(items))
        return items[index], Rng(state)

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """The items in a uniformly random order (Fisher-Yates), and the generator advanced.

        The shuffle the games deal with: ``Rng(seed).shuffle(deck)`` is the
        order `cardrules._random.shuffle` gives. ``items`` is not modified.

        Raises:
            RulesError: ``items`` is not a sequence.
        """
        if isinstance(items, str | bytes) or not isinstance(items, Sequence):
            msg = f"Rng.shuffle: items must be a sequence, got {quote(items)}"
            raise RulesError(msg)
        out, state = shuffle(self.state, items)
        return out, Rng(state)

    def derive(self, purpose: str, index: int = 0) -> Rng:
        """A new generator for ``purpose`` (and ``index``), derived one way from this one's state.

        Knowing the result does not give back this generator's state (it is a
        keyed BLAKE2b hash, not a step of SplitMix64, whose every step can be
        undone); different purposes or indexes give unrelated generators.
        `cardrules.bots.RandomBot.for_seats` seeds its bots this way with the
        purpose ``"cardrules.bots"``.

        Args:
            purpose: a short name of what the generator is for, at most 16
                bytes of UTF-8 (for example ``"my-bot"``).
            index: which of the generators for that purpose, ``0..2**64-1``
                (for example the seat).

        Raises:
            RulesError: ``purpose`` is not a str of 1 to 16 bytes, or ``index``
                is not an int in ``0..2**64-1``.

        >>> Rng(1).derive("cardrules.bots", 0) == Rng(1).derive("cardrules.bots", 0)
        True
        """
        if not _purpose_ok(purpose):
            msg = f"Rng.derive: purpose must be a str of 1 to 16 bytes, got {quote(purpose)}"
            raise RulesError(msg)
        if not is_int_in(index, 0, MASK64):
            msg = f"Rng.derive: index must be an int in 0..2**64-1, got {quote(index)}"
            raise RulesError(msg)
        return Rng(derive_seed(self.state, purpose, index))
