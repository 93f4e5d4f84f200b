"""The legal moves of every lane: the mask (`_spread_mask`), their count and the ``k``-th one.

A suit's cards go on the same piles (V-5, V-6), so the number of legal moves
of a hand is a sum over its four suits, and the ``k``-th move is read from
`_nth_table` once its suit is known.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import numpy.typing as npt

from cardrules.veneno._batch.bits import _low_bit_index, _popcount8
from cardrules.veneno._batch.lanes import _arange
from cardrules.veneno._batch.tables import (
    _ALLOWED,
    _BIT,
    _FIELD,
    _LITTLE,
    _NONE,
    _OPTION_COUNT,
    _OPTION_MASK,
    _TABLES,
    I64,
    Bools,
)
from cardrules.veneno.notation import PILES


def _select_table(bits: int, width: int) -> I64:
    """``table[field * width + j]``: the place of the ``j``-th set bit of a field.

    Entries past a field's number of set bits are 0.
    """
    rows: list[int] = []
    for field in range(1 << bits):
        places = [c for c in range(bits) if field >> c & 1]
        rows.extend(places[j] if j < len(places) else 0 for j in range(width))
    return np.array(rows, dtype=np.int64)


_SELECT12 = _select_table(12, 12)
"""``_SELECT12[field * 12 + j]``: the place of the ``j``-th set bit of a 12-bit field."""
_SELECT3 = _select_table(3, 3)
"""``_SELECT3[mask * 3 + q]``: the ``q``-th pile of a three-bit set of piles."""


_SUIT_MASKS = np.array([_FIELD << (12 * suit) for suit in range(4)], dtype=np.int64)[:, None]
"""``[4, 1]``: each suit's 12-bit field of a bitboard (suits O, C, E, B)."""
_SUIT_OPTIONS = (
    np.array([_OPTION_COUNT[config * 4 : config * 4 + 4] for config in range(64)], dtype=np.uint8)
    .view(np.uint32)
    .reshape(64)
)
"""``_SUIT_OPTIONS[config]``: how many piles a card of each suit may go on, as four bytes
(suits O, C, E, B in memory order: view it as ``uint8``)."""
_RESTS = 3 * 12
"""A suit's legal moves in a hand: at most 12 cards on 3 piles."""
_SUIT_SELECT = np.array(
    [_OPTION_MASK[config * 4 + suit] * 4096 * _RESTS for suit in range(4) for config in range(64)],
    dtype=np.int64,
)
"""``_SUIT_SELECT[suit * 64 + config]``: the block of `_nth_table` of the piles ``suit`` takes."""


@lru_cache(maxsize=2)
def _nth_table(reduced: bool) -> npt.NDArray[np.uint8]:
    """``table[(piles * 4096 + field) * 36 + r]``: the ``r``-th legal move of one suit's cards.

    ``piles`` is the three-bit set of piles the suit may go on, ``field`` the
    suit's 12-bit field of the hand; the moves go card by card (ascending),
    each card on its piles in order. The entry is the move's action id less
    ``suit * suit_ids`` (the decks are suit-major); it is 0 past the moves.
    """
    tables = _TABLES[reduced]
    aoc = tables.action_of_card
    per = tables.size // 4
    for card in tables.deck.tolist():  # suit-major: a suit's ids are one block
        assert aoc[card] == (card // 12) * 3 * per + aoc[card % 12]
    out = np.zeros((8, 4096, _RESTS), dtype=np.uint8)
    fields = np.arange(4096, dtype=np.int64)[:, None]
    rests = np.arange(_RESTS, dtype=np.int64)[None, :]
    for piles in range(1, 8):
        m = bin(piles).count("1")
        j, q = rests // m, rests % m
        rank = _SELECT12[fields * 12 + np.minimum(j, 11)]
        pile = _SELECT3[piles * 3 + np.minimum(q, 2)]
        out[piles] = np.maximum(aoc[rank], 0) + pile
    flat = out.reshape(-1)
    flat.flags.writeable = False
    return flat


def _allowed(config: I64) -> I64:
    """``[3, lanes]``: the cards each pile accepts (V-5, V-6)."""
    allowed: I64 = _ALLOWED[(config * 3)[None, :] + _PILE_COLUMN]
    return allowed


_PILE_COLUMN = np.arange(PILES, dtype=np.int64)[:, None]


_SPREAD = np.array(
    [sum(1 << (3 * i) for i in range(8) if byte >> i & 1) for byte in range(256)],
    dtype=np.uint32,
)
"""``_SPREAD[byte]``: bit ``i`` of the byte moved to bit ``3 * i`` (24 bits)."""


def _compress_reduced(boards: I64) -> I64:
    """The 40 cards of the reduced deck (V-11) packed to bits 0-39, in deck order."""
    out = np.zeros_like(boards)
    for suit in range(4):
        field = (boards >> (12 * suit)) & _FIELD
        packed = (field & 0x7F) | ((field >> 2) & 0x380)  # ranks 1-7, then 10-12
        out |= packed << (10 * suit)
    return out


def _spread_mask(legal: I64, reduced: bool) -> Bools:
    """``bool [lanes, actions]`` from ``[3, lanes]`` legal bitboards.

    Bit ``3k + p`` of the action mask is bit ``k`` of pile ``p``'s board, ``k``
    being a card's place in the deck.
    """
    if reduced:
        legal = _compress_reduced(legal)
    width = 5 if reduced else 6  # bytes of 40 or 48 cards
    n = legal.shape[1]
    little = legal if _LITTLE else legal.astype("<i8")
    raw = np.ascontiguousarray(little).view(np.uint8).reshape(PILES, n, 8)[:, :, :width]
    spread = _SPREAD[raw]  # [3, n, width] uint32, 24 bits each
    joined = spread[0] | (spread[1] << 1) | (spread[2] << 2)  # [n, width]: 3 bytes of actions each
    as_bytes = joined.astype("<u4").view(np.uint8).reshape(n, width, 4)[:, :, :3]
    bits = np.unpackbits(as_bytes.reshape(n, 3 * width), axis=1, bitorder="little")
    mask: Bools = bits.view(np.bool_)
    return mask


def _suit_fields(hand: I64, config: I64) -> tuple[I64, npt.NDArray[np.uint8]]:
    """``(fields, bounds)`` of the hands to play (one per lane).

    ``fields [4, lanes]``: its four suits' cards (suits O, C, E, B), each in
    its own 12 bits. ``bounds [5, lanes]``: ``bounds[s]`` is how many legal
    moves the suits before ``s`` give (each card of a suit goes on the
    same piles, V-5, V-6), ``bounds[4]`` the number of legal moves.
    """
    n = hand.shape[0]
    fields = hand & _SUIT_MASKS
    counts = _popcount8(fields)
    counts *= _SUIT_OPTIONS.take(config).view(np.uint8).reshape(n, 4).T
    bounds = np.empty((5, n), dtype=np.uint8)
    bounds[0] = 0
    bounds[1] = counts[0]
    np.add(bounds[1], counts[1], out=bounds[2])
    np.add(bounds[2], counts[2], out=bounds[3])
    np.add(bounds[3], counts[3], out=bounds[4])
    return fields, bounds


def _nth_moves(
    k: I64,
    fields: I64,
    bounds: npt.NDArray[np.uint8],
    config: I64,
    reduced: bool,
    suit_ids: int,
) -> I64:
    """The ``k``-th legal moves (``0 <= k < bounds[4]`` in every lane).

    ``fields`` and ``bounds`` are `_suit_fields` of the hands to play,
    ``config`` the lanes' configurations, ``suit_ids`` ``_Tables.suit_ids``.
    """
    n = k.shape[0]
    ge = bounds[1:4] <= k.astype(np.uint8)
    suit8 = ge[0].view(np.uint8) + ge[1].view(np.uint8)
    suit8 += ge[2].view(np.uint8)
    suit = suit8.astype(np.int64)
    at = suit * n
    at += _arange(n)
    field = fields.reshape(-1).take(at)
    field >>= suit * 12
    block = suit * 64
    block += config
    at_table = _SUIT_SELECT.take(block)
    field *= _RESTS
    at_table += field
    at_table += k
    at_table -= bounds.reshape(-1).take(at)
    action: I64 = _nth_table(reduced).take(at_table).astype(np.int64)
    suit *= suit_ids
    action += suit
    return action


def _hand_slots(hand: I64, legal_bits: I64, max_hand: int) -> tuple[I64, Bools]:
    """The hands to play as card slots, ascending.

    ``legal_bits`` is ``[3, lanes]``: the cards of each hand that may go on
    each pile; ``max_hand`` the number of slots. Returns ``cards [slots,
    lanes]`` (`_NONE` past the hand) and ``legal [slots, 3, lanes]``: whether
    each slot's card may go on each pile.
    """
    cards = []
    for _ in range(max_hand):
        low = hand & -hand
        index = _low_bit_index(low)
        index[low == 0] = _NONE
        cards.append(index)
        hand = hand ^ low
    slots = np.stack(cards)  # [slots, lanes]
    legal = (legal_bits[None, :, :] & _BIT[slots][:, None, :]) != 0
    return slots, legal
