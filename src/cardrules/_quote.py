"""How error messages quote a value the user gave: short, and never failing.

A message quotes bad input so the user sees what was wrong, but the input may
be anything: an int of a million digits (which Python refuses to turn into a
string), a list nested deeper than the recursion limit, a string of megabytes,
an object whose ``repr`` raises. `quote` always returns a short string.
"""

from __future__ import annotations

import math
import reprlib

__all__ = ["LIMIT", "quote"]

LIMIT = 80
"""The longest a quoted value gets, in characters (then it ends with ``…``)."""

_SHOWN_DIGITS = 30
"""Ints of more digits than this are described, not written out."""

_EXACT_BITS = 1 << 20
"""Up to this many bits, the number of digits of a long int is counted exactly."""


def _int_text(value: int) -> str:
    bits = abs(value).bit_length()
    if bits <= 96:  # at most 29 digits: write it out
        return int.__repr__(value)
    digits = math.floor((bits - 1) * math.log10(2)) + 1
    if bits <= _EXACT_BITS:
        digits += abs(value) >= 10**digits
        # the estimate is exact or one short; check the other side too
        digits -= abs(value) < 10 ** (digits - 1)
        about = ""
    else:
        about = "about "
    if digits <= _SHOWN_DIGITS:
        return int.__repr__(value)
    sign = "a negative" if value < 0 else "an"
    return f"<{sign} int of {about}{digits} digits>"


class _ShortRepr(reprlib.Repr):
    """`reprlib.Repr` that also shortens long ints and survives any ``repr``."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 3
        self.maxstring = LIMIT
        self.maxother = LIMIT
        self.maxlong = LIMIT
        self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = 8
        self.maxdeque = self.maxarray = 8
        self.maxdict = 6

    def repr_int(self, x: int, level: int) -> str:  # noqa: ARG002 - reprlib's signature
        return _int_text(x)

    def repr_str(self, x: str, level: int) -> str:  # noqa: ARG002 - reprlib's signature
        if len(x) <= LIMIT:
            return repr(x)
        return repr(x[: LIMIT - 20]) + "…"

    def repr1(self, x: object, level: int) -> str:
        if isinstance(x, int) and not isinstance(x, bool):
            return _int_text(int(x))
        try:
            return super().repr1(x, level)
        except Exception:
            return f"<{type(x).__name__} object>"


_SHORT = _ShortRepr()


def quote(value: object) -> str:
    """``repr(value)``, cut to at most `LIMIT` characters, for an error message.

    Long ints are described by their number of digits, long strings and
    containers are cut with ``…``, deep nesting stops at a few levels (with
    ``...``), and a ``repr`` that raises gives the type's name.

    >>> quote("R7"), quote(7), quote([1, [2, [3, [4, [5]]]]])
    ("'R7'", '7', '[1, [2, [3, [...]]]]')
    >>> quote(10**5000)
    '<an int of 5001 digits>'
    >>> len(quote("x" * 10_000)) <= 80
    True
    """
    try:
        text = _SHORT.repr(value)
    except Exception:
        text = f"<{type(value).__name__} object>"
    if len(text) > LIMIT:
        text = text[: LIMIT - 1] + "…"
    return text
