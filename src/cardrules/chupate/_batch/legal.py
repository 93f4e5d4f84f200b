"""Legal action ids as bit words: the mask, the count and the ``k``-th legal id of every lane."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from cardrules.chupate._batch.tables import (
    _ACTIONS,
    _ALL,
    _BITS,
    _CHALLENGE_ID,
    _COLOR,
    _COLOR_BITS,
    _DRAW_ID,
    _DRAWN,
    _KINDS,
    _OVER,
    _PASS_ID,
    _PHASES,
    _PLAY,
    _PLAYABLE_BITS,
    _STACKED,
    _TAKE_ID,
    _TWO_BITS,
    _W4_BIT,
    _WILD4,
    I64,
    U64,
    Bools,
    _readonly,
)
from cardrules.chupate.rules import Rules


def _phase_tables() -> tuple[U64, U64, U64, U64, U64]:
    """Per phase (index ``phase``, or ``phase * 2 + can_draw``): the parts of `_legal_mask`'s words.

    Returns ``(from_hand, from_twos, drawn, ids_60_63, ids_64_67)``: which held
    kinds may be played (with the top card's table), which held kinds may be
    played whatever the top (the twos, stacking), whether the drawn card may
    be, and the bits of the ids 60-63 and 64-67 (shifted to bit 0).
    """
    phases = len(_PHASES)
    from_hand = np.zeros(phases, dtype=np.uint64)
    from_hand[_PLAY] = _ALL
    from_twos = np.zeros(phases, dtype=np.uint64)
    from_twos[_STACKED] = _TWO_BITS
    drawn = np.zeros(phases, dtype=np.uint64)
    drawn[_DRAWN] = _ALL
    low = np.zeros(phases * 2, dtype=np.uint64)
    for phase in range(phases):
        for can_draw in (0, 1):
            bits = 0
            if phase == _PLAY and can_draw:
                bits |= 1 << (_DRAW_ID - 60)
            if (phase == _PLAY and not can_draw) or phase == _DRAWN:
                bits |= 1 << (_PASS_ID - 60)
            if phase in (_STACKED, _WILD4):
                bits |= 1 << (_TAKE_ID - 60)
            if phase == _WILD4:
                bits |= 1 << (_CHALLENGE_ID - 60)
            low[phase * 2 + can_draw] = np.uint64(bits << 60)
    high = np.zeros(phases, dtype=np.uint64)
    high[_COLOR] = 0xF
    return from_hand, from_twos, drawn, low, high


_FROM_HAND, _FROM_TWOS, _FROM_DRAWN, _IDS_60, _IDS_64 = _phase_tables()

_BITS_OR_NONE = np.concatenate([np.zeros(1, dtype=np.uint64), _BITS])

"""``[kind + 1]``: kind's bit, 0 for ``-1`` (no card)."""

_LOW52 = np.uint64((1 << 52) - 1)

_SHIFT52 = np.uint64(52)

_WILD_IDS = np.array([0, 0xF << 52, 0xF << 56, 0xFF << 52], dtype=np.uint64)

"""``[wild bits]`` (bit 0 the wild, bit 1 the wild draw-four): the ids 52-55 and 56-59."""


@lru_cache(maxsize=16)
def _row_starts(lanes: int, width: int) -> I64:
    """``arange(lanes) * width``: where each lane's row starts in a flattened array (read-only)."""
    return _readonly(np.arange(lanes, dtype=np.int64) * width)  # type: ignore[no-any-return]


def _legal_words(rules: Rules, a: dict[str, Any]) -> U64:
    """The legal ids of every lane (C-6 to C-14) as bits: uint64 ``[lanes, 2]``, little-endian.

    Bit ``id`` of a lane's 128 bits (``id % 64`` of word ``id // 64``) is set
    when the id is legal. The playable cards are computed as sets of kinds,
    one uint64 per lane (the hand's kinds and a table of what may go on each
    top card under each color), turned into the bits of the ids 0-63 and
    64-67 by tables.
    """
    lanes = a["cur"].shape[0]
    cur = a["cur"]
    phase = np.where(cur >= 0, a["phase"], _OVER)
    held = a["held"].reshape(-1)[_row_starts(lanes, rules.players) + np.maximum(cur, 0)]
    color = a["color"]
    playable = _PLAYABLE_BITS[(color + 1) * _KINDS + a["top"]]
    cards = held & _FROM_HAND[phase]
    cards |= _BITS_OR_NONE[a["drawn"] + 1] & _FROM_DRAWN[phase]
    cards &= playable
    if not rules.allow_bluffs:
        cards &= np.where((held & _COLOR_BITS[color]) != 0, ~_W4_BIT, _ALL)
    cards |= held & _FROM_TWOS[phase]
    words = np.empty((lanes, 2), dtype="<u8")
    low = cards & _LOW52
    low |= _WILD_IDS[(cards >> _SHIFT52).view(np.int64)]  # an int64 index: no cast
    can_draw = a["stock_len"] > 0
    can_draw |= a["discard_len"] > 1
    low |= _IDS_60[phase * 2 + can_draw]
    words[:, 0] = low
    words[:, 1] = _IDS_64[phase]
    return words


def _legal_mask(words: U64) -> Bools:
    """`_legal_words` unpacked to the 68 columns of the legal mask, in one call."""
    bits = np.unpackbits(words.view(np.uint8), axis=1, count=_ACTIONS, bitorder="little")
    bits.flags.writeable = False  # the mask is a view of it: neither can be made writable
    return bits.view(np.bool_)


def _popcount(x: U64) -> I64:
    """The number of set bits of each ``uint64``."""
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(x).astype(np.int64)
    b = np.ascontiguousarray(x, dtype="<u8").view(np.uint8)  # pragma: no cover - numpy < 2
    return _BYTE_COUNT[b.reshape(*x.shape, 8)].sum(axis=-1)  # type: ignore[no-any-return]  # pragma: no cover


_ONE_BIT = np.uint64(1)

_BYTE_COUNT = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)

_SELECT8 = np.array(
    [
        [
            [c for c in range(8) if byte >> c & 1][j] if j < bin(byte).count("1") else 0
            for j in range(8)
        ]
        for byte in range(256)
    ],
    dtype=np.int64,
).reshape(-1)

"""``_SELECT8[byte * 8 + j]``: the place of the ``j``-th set bit of a byte (0 past its bits)."""

_ONES8 = np.uint64(0x0101010101010101)

_HIGH8 = np.uint64(0x8080808080808080)

_U3, _U6, _U7, _U8, _U56 = (np.uint64(n) for n in (3, 6, 7, 8, 56))

_BYTE = np.uint64(0xFF)

_ZERO = np.uint64(0)


def _select(words: U64, k: I64) -> I64:
    """The place (0-67) of each row's ``k[i]``-th set bit in the 128 bits of ``words [n, 2]``.

    Only one word of a row has bits (the ids 64-67, naming a color, are legal
    only in phase color, where no other id is), so the bit is in ``w0 | w1``,
    64 places up when ``w0`` is empty. In that word, broadword select: the
    bytes' set bits, summed from the low byte up by one multiplication, tell
    how many whole bytes lie below the bit (those whose sum is at most
    ``k``); a table finishes the byte. ``k[i]`` must be below the row's
    number of set bits. Every operation is on one uint64 per lane.
    """
    low = words[:, 0]
    word = low | words[:, 1]
    sums = (
        np.bitwise_count(word.view(np.uint8)).view(np.uint64) if _HAS_COUNT else _byte_counts(word)
    )
    sums *= _ONES8  # byte j: the set bits of bytes 0 to j
    ku = k.view(np.uint64)
    above = ku + np.uint64(1)
    above *= _ONES8
    np.subtract(sums | _HIGH8, above, out=above)  # a byte's high bit: its sum passes k
    above &= _HIGH8
    above >>= _U7
    above *= _ONES8
    above >>= _U56  # the bytes whose sums pass k
    shift = _U8 - above
    shift <<= _U3  # 8 times the bytes below the bit
    sums <<= _U8
    sums >>= shift
    sums &= _BYTE  # the set bits below the bit's byte
    byte = word >> shift
    byte &= _BYTE
    byte <<= _U3
    byte += ku
    byte -= sums
    place = _SELECT8[byte]
    place += shift.view(np.int64)
    place += (low == _ZERO).view(np.uint8) << _U6.astype(np.uint8)
    return place  # type: ignore[no-any-return]


_HAS_COUNT = hasattr(np, "bitwise_count")


def _byte_counts(word: U64) -> U64:  # pragma: no cover - numpy < 2
    """The set bits of each byte of each uint64, in that byte (numpy < 2 has no bitwise_count)."""
    b = np.ascontiguousarray(word, dtype="<u8").view(np.uint8)
    return _BYTE_COUNT[b].astype(np.uint8).view("<u8").astype(np.uint64)
