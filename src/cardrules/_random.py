"""The seeded generator every random event in cardrules comes from.

The generator is SplitMix64 (Steele, Lea and Flood, 2014; the reference code is
Sebastiano Vigna's ``splitmix64.c``). Its whole state is one unsigned 64-bit
integer, stored in every game state, so a game is a pure function of its seed
and its moves: the same seed gives the same deal on every platform and Python
version, and no global random state is ever touched.

The functions here are pure: they take the generator state and return the
result together with the next state.

* `next_u64` is one step of SplitMix64.
* `below` draws an integer uniformly from ``range(n)`` by rejection
  (no modulo bias).
* `shuffle` is a Fisher-Yates shuffle driven by `below`, from the
  last position down to the second.
* `derive_seed` turns a seed into another one for a named purpose, one way:
  knowing the result does not give back the seed (it is a keyed BLAKE2b hash,
  not a step of SplitMix64, whose every step can be undone).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.i18n import make_error

__all__ = [
    "BOT_SEED_PURPOSE",
    "MASK64",
    "below",
    "check_seed",
    "derive_seed",
    "next_u64",
    "shuffle",
]

T = TypeVar("T")

MASK64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_TWO64 = 1 << 64


def next_u64(state: int) -> tuple[int, int]:
    """Advance SplitMix64 once.

    Args:
        state: the generator state, an int in ``0..2**64-1``.

    Returns:
        ``(value, next_state)``, both in ``0..2**64-1``.

    >>> next_u64(1234567)[0]
    6457827717110365317
    """
    state = (state + _GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * _MIX1) & MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & MASK64
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """Draw an integer uniformly from ``range(n)``.

    Values of `next_u64` at or above the largest multiple of ``n`` are
    rejected and drawn again, so every result is exactly equally likely.

    Args:
        state: the generator state.
        n: the bound, from 1 to ``2**64``.

    Returns:
        ``(value, next_state)`` with ``0 <= value < n``.

    Raises:
        ValueError: ``n`` is out of range (a programming error: the games
            only draw below deck and table sizes).
    """
    if not 1 <= n <= 1 << 64:
        msg = f"below: n must be from 1 to 2**64, got {n}"
        raise ValueError(msg)
    limit = (1 << 64) - (1 << 64) % n
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def shuffle(state: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """Shuffle a sequence (Fisher-Yates), without touching it.

    For ``i`` from ``len(items) - 1`` down to 1, swap position ``i`` with a
    position drawn by ``below(state, i + 1)``.

    Args:
        state: the generator state.
        items: the sequence to shuffle; it is not modified.

    Returns:
        ``(shuffled_tuple, next_state)``.
    """
    # `below` with `next_u64` written in (the same numbers): a deal runs this
    # once a card, and the two calls of a draw cost more than its arithmetic.
    out = list(items)
    mask, gamma, mix1, mix2 = MASK64, _GAMMA, _MIX1, _MIX2
    top = _TWO64 - len(out)  # below this, no draw below any n <= len(out) is rejected
    for n in range(len(out), 1, -1):
        state = (state + gamma) & mask
        z = (state ^ state >> 30) * mix1 & mask
        z = (z ^ z >> 27) * mix2 & mask
        z ^= z >> 31
        if z >= top and z >= _TWO64 - _TWO64 % n:
            j, state = below(state, n)  # rejected, as `below` does: draw again
        else:
            j = z % n
        i = n - 1
        out[i], out[j] = out[j], out[i]
    return tuple(out), state


def check_seed(seed: object) -> int:
    """Return ``seed`` if it is a valid seed, else raise.

    Args:
        seed: the value given as a seed.

    Returns:
        The seed, an int in ``0..2**64-1``.

    Raises:
        RulesError: the seed is not an int (``bool`` is refused) or is out of
            range.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise make_error(RulesError, "seed.type", value=quote(seed))
    if not 0 <= seed <= MASK64:
        raise make_error(RulesError, "seed.range", value=quote(seed))
    return seed


# A hash personalisation, not a module: the same bytes as ever, so old seeds replay.
BOT_SEED_PURPOSE = ".".join(("cardrules", "bots"))
"""The personalisation of the one-way hash that turns a bots' seed into each
seat's generator (`derive_seed`; `cardrules.bots.RandomBot.for_seats`)."""


def derive_seed(seed: int, purpose: str, index: int = 0) -> int:
    """A new seed for ``purpose`` (and ``index``), derived one way from ``seed``.

    The result is the first 8 bytes (little-endian) of BLAKE2b over ``seed``
    and ``index`` (8 bytes each, little-endian), personalised with
    ``purpose``: the same on every platform, unrelated for different purposes
    or indexes, and no cheaper to turn back into ``seed`` than trying seeds
    one by one.

    Args:
        seed: a valid seed, ``0..2**64-1``.
        purpose: a short name of what the seed is for (at most 16 bytes of
            UTF-8), such as ``"cardrules.bots"``.
        index: which of the seeds for that purpose, ``0..2**64-1``.

    Returns:
        An int in ``0..2**64-1``.

    >>> derive_seed(1, "cardrules.bots") == derive_seed(1, "cardrules.bots")
    True
    >>> derive_seed(1, "cardrules.bots", 0) != derive_seed(1, "cardrules.bots", 1)
    True
    """
    data = seed.to_bytes(8, "little") + index.to_bytes(8, "little")
    digest = hashlib.blake2b(data, digest_size=8, person=purpose.encode()).digest()
    return int.from_bytes(digest, "little")
