"""Veneno on numpy: many matches of one `veneno.Rules` in lockstep.

Every place of a lane is a bitboard, one ``int64`` over the 48 cards of the
full deck (bit ``card.index``; suits O, C, E, B as four 12-bit fields): each
hand, each pile, each zone. A pile also keeps its total, and the three piles'
basic suits (V-5) are one number of 64 configurations whose consequences come
from tables, so a move is a few dozen whole-array operations. The order
the scalar `veneno.State` keeps (hands, piles bottom to top, zones, stock) is
kept too, so `VenenoBatch.state` gives back the scalar state exactly:

* the shuffled deck of the round and a pointer: the stock is ``deck[ptr:]``,
  and a hand's cards come in the order of their places in the deck (cards
  reach hands only from the front of the stock);
* one order key per card, ``4 * t + p``: the move ``t`` at which the card was
  put on pile ``p``, and the moves at which a pile overflowed (one bitboard of
  move numbers; the pile is the one the move's card went on): a card in a zone
  was taken at its pile's first overflow from ``t`` on (after ``t`` with
  ``poison_overflow``), and sorting a zone by those moves, then by ``t``,
  gives its order (a zone card given to `from_states` has ``p = 3``: ``t`` is
  its place, before every take).

When every lane moves and draws (or no lane's stock is left), a step takes a
shorter path (`_advance_all`): tables indexed by configuration and action id
give the next configuration, the batch keeps the hand to play and its places
from the step before, and while every lane has the same stock pointer and
move number (lanes in lockstep: every round is 48 moves) the draw reads one
row of the deck. Lanes that do not move in a step (over, or left out by
``where``) play a "no move" that writes every value back; when only a few
lanes move, they are played apart (`_FEW`).

Randomness is the library's SplitMix64 run on every lane at once
(`cardrules.batch._rng`): lane ``i`` deals the scalar engine's rounds.
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple, TypeVar

import numpy as np
import numpy.typing as npt

from cardrules._quote import quote
from cardrules._random import check_seed
from cardrules.batch import _rng
from cardrules.cards.spanish import SpanishCard, Suit, build_spanish_deck
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.veneno.actions import action_space
from cardrules.veneno.encoding import observation_size
from cardrules.veneno.notation import MOVES_BY_INDEX, PILES
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import RoundResult
from cardrules.veneno.state import State

__all__ = ["VenenoBatch", "from_states", "greedy_actions", "new_batch"]

I64 = npt.NDArray[np.int64]
U8 = npt.NDArray[np.uint8]
U64 = npt.NDArray[np.uint64]
Bools = npt.NDArray[np.bool_]
F32 = npt.NDArray[np.float32]

_A = TypeVar("_A", bound="np.ndarray[Any, Any]")
_CARDS = 48
_NONE = _CARDS
"""The card index of "no card": its bit is 0 and its value 0 (a padding slot)."""
_HAND_SIZE = 3
_MAX_HAND = 4
_MAX_COPAS = 12
_SCORE_CAP = 2.0
_GIVEN = 3
"""The pile number of the keys of zone cards given to `from_states`."""
_FEW = 8
"""A step moving fewer than one lane in `_FEW` plays those lanes apart; else it masks the rest."""
_KEY_WIDTH = _CARDS + 1
"""Order keys per lane: one per card and one for "no card" (written by lanes that stay)."""

_FULL = build_spanish_deck()
_CARD_OBJECTS: tuple[SpanishCard, ...] = tuple(MOVES_BY_INDEX[c.index][0].card for c in _FULL)
_SUITS = tuple(Suit)
_COPAS_SUIT = _SUITS.index(Suit.COPAS)
_FIELD = 0xFFF
_COPAS = _FIELD << (12 * _COPAS_SUIT)
_ALL = (1 << _CARDS) - 1
_BASIC = _ALL & ~_COPAS
_BIT = np.array([1 << c for c in range(_CARDS)] + [0], dtype=np.int64)
_IS_COPA = np.array([c.suit is Suit.COPAS for c in _FULL] + [False])
_BASIC_SLOTS = tuple(
    _FIELD << (12 * _SUITS.index(suit)) for suit in (Suit.OROS, Suit.ESPADAS, Suit.BASTOS)
)
"""The suit masks of the encoding's ``pile_suits`` slots 0, 1, 2 (oros, espadas, bastos)."""
# The piles' basic suits as one configuration number per lane (V-5): pile p's
# code c_p is 0 (no basic suit yet), 1 (oros), 2 (espadas) or 3 (bastos), and
# the configuration is c_0 + 4 c_1 + 16 c_2. What a move needs of it comes from
# tables of the 64 configurations.
_CODE_MASKS = (0, *_BASIC_SLOTS)
"""Each code's suit mask (0 for no suit)."""
_CARD_CODE = np.array(
    [
        0 if c.suit is Suit.COPAS else 1 + (Suit.OROS, Suit.ESPADAS, Suit.BASTOS).index(c.suit)
        for c in _FULL
    ]
    + [0],
    dtype=np.int64,
)
"""Each card's code (0 for a copa and for "no card")."""


def _codes(config: int) -> tuple[int, int, int]:
    return config % 4, config // 4 % 4, config // 16


def _config(codes: Sequence[int]) -> int:
    return codes[0] + 4 * codes[1] + 16 * codes[2]


def _config_tables() -> dict[str, Any]:
    allowed, after, cleared, counts, options, slots = [], [], [], [], [], []
    for config in range(64):
        codes = _codes(config)
        held = 0
        for code in codes:
            held |= _CODE_MASKS[code]
        free = _BASIC & ~held
        for p in range(PILES):
            allowed.append(_COPAS | (_CODE_MASKS[codes[p]] if codes[p] else free))
            gone = list(codes)
            gone[p] = 0
            cleared.append(_config(gone))
            for code in range(4):
                new = list(codes)
                if code and not codes[p]:
                    new[p] = code
                after.append(_config(new))
        for suit in _SUITS:
            if suit is Suit.COPAS:
                piles = [0, 1, 2]
            else:
                code = 1 + (Suit.OROS, Suit.ESPADAS, Suit.BASTOS).index(suit)
                piles = [p for p in range(PILES) if codes[p] == code]
                if not piles:
                    piles = [p for p in range(PILES) if codes[p] == 0]
            counts.append(len(piles))
            options.append(sum(1 << p for p in piles))
        slots.append([float(codes[p] == k + 1) for p in range(PILES) for k in range(3)])
    return {
        "allowed": np.array(allowed, dtype=np.int64),
        "after": np.array(after, dtype=np.int64),
        "cleared": np.array(cleared, dtype=np.int64),
        "counts": np.array(counts, dtype=np.int64),
        "options": np.array(options, dtype=np.int64),
        "slots": np.array(slots, dtype=np.float32),
    }


_CFG = _config_tables()
_ALLOWED = _CFG["allowed"]
"""``_ALLOWED[config * 3 + p]``: the cards pile ``p`` accepts (V-5, V-6)."""
_AFTER = _CFG["after"]
"""``_AFTER[(config * 3 + p) * 4 + code]``: the configuration after a card of ``code`` on ``p``."""
_CLEARED = _CFG["cleared"]
"""``_CLEARED[config * 3 + p]``: the configuration once pile ``p`` is emptied."""
_OPTION_COUNT = _CFG["counts"]
"""``_OPTION_COUNT[config * 4 + suit]``: how many piles a card of ``suit`` (0-3) may go on."""
_OPTION_MASK = _CFG["options"]
"""``_OPTION_MASK[config * 4 + suit]``: those piles, as three bits."""
_SUIT_SLOTS = _CFG["slots"]
"""``_SUIT_SLOTS[config]``: the encoding's nine ``pile_suits`` slots."""
_LITTLE = sys.byteorder == "little"


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


class _Tables(NamedTuple):
    """What depends on the deck (V-11): sizes, values and the action ids."""

    size: int
    deck: npt.NDArray[np.int8]
    """The deck's card indices in deck order."""
    deck_mask: int
    values: I64
    """Each card's pile value, by card index (49 entries: "no card" is 0)."""
    card_of_action: I64
    """Each action id's card, and `_NONE` for the "no move" id ``3 * size``."""
    pile_of_action: I64
    action_of_card: I64
    """``3 * k`` for the card of deck place ``k``; -1 off the deck."""
    value_of_action: I64
    """The pile value of each action id's card (0 for the "no move" id)."""
    ids: int
    """How many ids the per-configuration tables hold a row of: ``3 * size + 1``."""
    cfg_legal: Bools
    """``cfg_legal[config * ids + a]``: whether pile ``pile_of_action[a]`` accepts the card."""
    cfg_after: I64
    """``cfg_after[config * ids + a]``: the configuration after action ``a`` (no overflow)."""
    cfg_cleared: I64
    """``cfg_cleared[config * ids + a]``: the configuration once the action's pile overflows
    (V-7): the pile emptied, or with ``poison_overflow`` restarted by the card."""
    cfg_restarted: I64
    cfg_next: tuple[I64, I64]
    """``cfg_after`` then ``cfg_cleared`` (``[0]``) or ``cfg_restarted`` (``[1]``, with
    ``poison_overflow``) in one table: an overflow reads ``64 * ids`` further."""
    pile8_of_action: U8
    suit_ids: int
    """The ids of one suit's cards: ``3 * size / 4``."""


def _tables(reduced: bool) -> _Tables:
    rules = Rules(reduced_deck=reduced)
    deck = rules.deck()
    idx = [card.index for card in deck]
    values = [rules.value(card) for card in _FULL] + [0]
    action_of_card = [-1] * (_CARDS + 1)
    for k, c in enumerate(idx):
        action_of_card[c] = 3 * k
    card_of_action = np.append(np.repeat(np.array(idx, dtype=np.int64), PILES), _NONE)
    pile_of_action = np.append(np.tile(np.arange(PILES, dtype=np.int64), len(idx)), 0)
    ids = card_of_action.shape[0]
    configs = np.arange(64, dtype=np.int64)[:, None]
    at_pile = configs * 3 + pile_of_action[None, :]
    code = _CARD_CODE[card_of_action][None, :]
    bit = _BIT[card_of_action][None, :]
    cleared = _CLEARED[at_pile]
    after = _AFTER[at_pile * 4 + code]
    restarted = _AFTER[(cleared * 3 + pile_of_action[None, :]) * 4 + code]
    return _Tables(
        size=len(deck),
        deck=np.array(idx, dtype=np.int8),
        deck_mask=sum(1 << c for c in idx),
        values=np.array(values, dtype=np.int64),
        card_of_action=card_of_action,
        pile_of_action=pile_of_action,
        action_of_card=np.array(action_of_card, dtype=np.int64),
        value_of_action=np.array(values, dtype=np.int64)[card_of_action],
        ids=ids,
        cfg_legal=((_ALLOWED[at_pile] & bit) != 0).reshape(-1),
        cfg_after=after.reshape(-1),
        cfg_cleared=cleared.reshape(-1),
        cfg_restarted=restarted.reshape(-1),
        cfg_next=(
            np.concatenate((after.reshape(-1), cleared.reshape(-1))),
            np.concatenate((after.reshape(-1), restarted.reshape(-1))),
        ),
        pile8_of_action=pile_of_action.astype(np.uint8),
        suit_ids=3 * len(deck) // 4,
    )


_TABLES = {False: _tables(False), True: _tables(True)}

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


def popcount(x: I64) -> I64:
    """The number of set bits of each (non-negative) ``int64``."""
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(x).astype(np.int64)
    b = x.astype("<u8").view(np.uint8)  # pragma: no cover - numpy < 2
    counts: I64 = _BYTE_COUNT[b].sum(axis=-1, dtype=np.int64)  # pragma: no cover
    return counts  # pragma: no cover


_BYTE_COUNT = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)


def _popcount8(x: I64) -> npt.NDArray[np.uint8]:
    """`popcount` as ``uint8``, of an array of any shape."""
    if hasattr(np, "bitwise_count"):
        counts: npt.NDArray[np.uint8] = np.bitwise_count(x)
        return counts
    b = np.ascontiguousarray(x, dtype="<i8").view(np.uint8)  # pragma: no cover - numpy < 2
    b = b.reshape(*x.shape, 8)  # pragma: no cover
    out: npt.NDArray[np.uint8] = _BYTE_COUNT[b].sum(axis=-1).astype(np.uint8)  # pragma: no cover
    return out  # pragma: no cover


def _low_bit_index(low: I64) -> I64:
    """The index of a one-bit ``int64`` (-1 for 0): exact through float64's exponent."""
    return (np.frexp(low.astype(np.float64))[1] - 1).astype(np.int64)


class _Lanes(NamedTuple):
    """Every lane's data, never changed once built.

    Per-seat and per-pile fields are seat-major (``[players, lanes]``,
    ``[3, lanes]``: each row a contiguous array); the others lane-first.
    """

    seed: U64
    rng: U64
    round: I64
    starter: I64
    cp: I64
    """The seat to play, -1 once the match is over."""
    hands: I64
    """``[players, lanes]`` bitboards."""
    piles: I64
    """``[3, lanes]`` bitboards."""
    totals: I64
    config: I64
    """The piles' basic suits as one configuration number (see `_ALLOWED`)."""
    zones: I64
    deck: npt.NDArray[np.int8]
    """``[deck size, lanes]``: this round's deck as card indices; lane ``i``'s stock
    is ``deck[ptr[i]:, i]``."""
    ptr: I64
    key: U8
    """``[lanes, 49]``: order keys ``4 * t + p`` of the cards on piles and in zones."""
    takes: I64
    """Bit ``T`` is set when the card of move ``T`` overflowed its pile (V-7)."""
    t: I64
    """Cards played this round: the move number of the next card put on a pile."""
    scores: I64
    lr_has: Bools
    lr_round: I64
    lr_start: I64
    lr_points: I64
    lr_zones: I64
    lr_piles: I64
    lr_key: U8
    lr_takes: I64


_CP = _Lanes._fields.index("cp")
_T = _Lanes._fields.index("t")
assert _Lanes._fields[_CP:_T + 1] == (
    "cp", "hands", "piles", "totals", "config", "zones", "deck", "ptr", "key", "takes", "t"
)  # fmt: skip
_ROWS = frozenset(
    _Lanes._fields.index(name)
    for name in (
        "hands",
        "piles",
        "totals",
        "zones",
        "deck",
        "scores",
        "lr_points",
        "lr_zones",
        "lr_piles",
    )
)
"""The fields whose lanes are their second axis."""


@lru_cache(maxsize=64)
def _arange(n: int) -> I64:
    out = np.arange(n, dtype=np.int64)
    out.flags.writeable = False
    return out


def _readonly_view(array: _A) -> _A:
    """A view of a read-only array: numpy refuses to make it writeable again.

    The array and every array it is a view of are made read-only (the batch
    never writes them again).
    """
    base: Any = array
    while isinstance(base, np.ndarray):
        base.flags.writeable = False
        base = base.base
    view: _A = array.view()
    return view


def _take(lanes: _Lanes, idx: I64) -> _Lanes:
    fields: list[Any] = list(lanes)
    return _Lanes(*(a[:, idx] if k in _ROWS else a[idx] for k, a in enumerate(fields)))


def _put(whole: _Lanes, idx: I64, sub: _Lanes, before: _Lanes | None) -> _Lanes:
    """``whole`` with lanes ``idx`` replaced by ``sub``.

    A field ``sub`` kept as it was in ``before`` (the same array) is not copied.
    """
    out: list[Any] = []
    full: Any
    for k, (full, new) in enumerate(zip(whole, sub, strict=True)):
        if before is not None and new is before[k]:
            out.append(full)
            continue
        merged = full.copy()
        if k in _ROWS:
            merged[:, idx] = new
        else:
            merged[idx] = new
        out.append(merged)
    return _Lanes(*out)


def _zone_points(zones: I64, copas_sin_veneno: bool) -> I64:
    """Each zone's poison points (V-9, V-12)."""
    points = popcount(zones & _COPAS)
    if copas_sin_veneno:
        full = zones & (zones >> 12) & (zones >> 24) & (zones >> 36) & _FIELD
        points = points - 3 * popcount(full)
    return points


def _deal(rules: Rules, tables: _Tables, rng: U64, starter: I64) -> tuple[Any, ...]:
    """Shuffle and deal fresh rounds (V-3, V-4): ``(deck, rng, hands, ptr)``."""
    lanes = rng.shape[0]
    players = rules.players
    columns = np.broadcast_to(tables.deck[:, None], (tables.size, lanes))
    cards, rng = _rng.shuffle_columns(rng, columns)  # [deck size, lanes] int8
    dealt = _HAND_SIZE * players
    deck = _BIT.take(cards[: dealt + 1])  # the cards dealt, each as its bit
    hands = np.zeros((players, lanes), dtype=np.int64)
    for seat in range(players):
        h = deck[seat]
        for k in range(1, _HAND_SIZE):
            h = h | deck[seat + k * players]
        hands[seat] = h
    flat = hands.reshape(-1)
    at = starter * lanes + _arange(lanes)
    flat[at] |= deck[dealt]
    ptr = np.full(lanes, dealt + 1, dtype=np.int64)
    return cards, rng, hands, ptr


def _fresh(rules: Rules, seeds: U64) -> _Lanes:
    """Lanes of new matches: ``new_game(rules, seed)`` for each seed."""
    tables = _TABLES[rules.reduced_deck]
    lanes = seeds.shape[0]
    players = rules.players
    starter, rng = _rng.below(seeds, players)
    deck, rng, hands, ptr = _deal(rules, tables, rng, starter)
    zeros = np.zeros(lanes, dtype=np.int64)
    seat_zeros = np.zeros((players, lanes), dtype=np.int64)
    pile_zeros = np.zeros((PILES, lanes), dtype=np.int64)
    keys = np.zeros((lanes, _KEY_WIDTH), dtype=np.uint8)
    return _Lanes(
        seed=seeds.copy(),
        rng=rng,
        round=np.ones(lanes, dtype=np.int64),
        starter=starter,
        cp=starter.copy(),
        hands=hands,
        piles=pile_zeros,
        totals=pile_zeros,
        config=zeros,
        zones=seat_zeros,
        deck=deck,
        ptr=ptr,
        key=keys,
        takes=zeros,
        t=zeros,
        scores=seat_zeros,
        lr_has=np.zeros(lanes, dtype=np.bool_),
        lr_round=zeros,
        lr_start=zeros,
        lr_points=seat_zeros,
        lr_zones=seat_zeros,
        lr_piles=pile_zeros,
        lr_key=keys,
        lr_takes=zeros,
    )


def _end_rounds(rules: Rules, tables: _Tables, lanes: _Lanes) -> _Lanes:
    """Score the finished round of every lane given (V-9), then end the match or deal (V-10)."""
    points = _zone_points(lanes.zones, rules.copas_sin_veneno)
    scores = lanes.scores + points
    over = scores.max(axis=0) >= rules.loss_threshold
    done = lanes._replace(
        scores=scores,
        lr_has=np.ones(over.shape, dtype=np.bool_),
        lr_round=lanes.round,
        lr_start=lanes.starter,
        lr_points=points,
        lr_zones=lanes.zones,
        lr_piles=lanes.piles,
        lr_key=lanes.key,
        lr_takes=lanes.takes,
        cp=np.full(over.shape, -1, dtype=np.int64),
    )
    if over.all():
        return done
    # Deal every lane, then keep the lanes whose match is over as they are:
    # cheaper than taking the others apart and putting them back.
    starter = (done.starter + 1) % rules.players
    deck, rng, hands, ptr = _deal(rules, tables, done.rng, starter)
    zeros = np.zeros_like(done.piles)
    dealt = done._replace(
        rng=rng,
        round=done.round + 1,
        starter=starter,
        cp=starter,
        hands=hands,
        piles=zeros,
        totals=zeros,
        config=np.zeros_like(done.config),
        zones=np.zeros_like(done.zones),
        takes=np.zeros_like(done.t),
        deck=deck,
        ptr=ptr,
        t=np.zeros_like(done.t),
    )
    if not over.any():
        return dealt
    go = ~over
    # every field is lane-last ([lanes] or [k, lanes]) but the keys, which the deal keeps
    pairs: list[tuple[Any, Any]] = list(zip(dealt, done, strict=True))
    fields: list[Any] = [new if new is old else np.where(go, new, old) for new, old in pairs]
    return _Lanes._make(fields)


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


@lru_cache(maxsize=8)
def _next_seat(players: int) -> I64:
    out = (np.arange(players, dtype=np.int64) + 1) % players
    out.flags.writeable = False
    return out


def _advance(
    rules: Rules, tables: _Tables, lanes: _Lanes, actions: I64, live: Bools | None = None
) -> tuple[_Lanes, Bools]:
    """Play one action on every lane (or on the ``live`` ones).

    Returns the new lanes and which actions were legal (the lanes come back
    unchanged unless all were). Lanes outside ``live`` play the "no move" id:
    card `_NONE` (bit 0, value 0) on pile 0, which writes every value back.
    """
    n = actions.shape[0]
    ar = _arange(n)
    if live is None:
        seat = lanes.cp
        act = actions
    else:
        seat = np.maximum(lanes.cp, 0)
        act = np.where(live, actions, PILES * tables.size)
    card = tables.card_of_action[act]
    pile = tables.pile_of_action[act]
    bit = _BIT[card]
    hat = seat * n + ar
    hand = lanes.hands.reshape(-1)[hat]
    pat = pile * n + ar
    at_pile = lanes.config * 3 + pile
    legal = (hand & bit & _ALLOWED[at_pile]) != 0
    if live is not None:
        legal |= ~live
    if not legal.all():
        return lanes, legal

    hands = lanes.hands.copy()
    hflat = hands.reshape(-1)
    hflat[hat] = hand ^ bit
    pbits = lanes.piles.reshape(-1)[pat] | bit
    total = lanes.totals.reshape(-1)[pat] + tables.values[card]
    code = _CARD_CODE[card]
    config = _AFTER[at_pile * 4 + code]
    key = lanes.key.copy()
    t = lanes.t
    key.reshape(-1)[ar * _KEY_WIDTH + card] = t * 4 + pile
    takes = lanes.takes
    overflow_at = rules.overflow_at + (1 if rules.poison_overflow else 0)
    zones = lanes.zones
    if total.max() >= overflow_at:  # V-7: someone takes a pile
        over = total >= overflow_at
        whole = -over.astype(np.int64)  # all ones where the pile overflows
        emptied = _CLEARED[at_pile]
        if rules.poison_overflow:  # Knizia: the card starts the new pile
            gained = (pbits ^ bit) & whole
            pbits = pbits ^ gained
            total = total - (total - tables.values[card]) * over
            emptied = _AFTER[(emptied * 3 + pile) * 4 + code]
        else:
            gained = pbits & whole
            pbits = pbits & ~whole
            total = total & ~whole
        config = np.where(over, emptied, config)
        zones = zones.copy()
        zflat = zones.reshape(-1)
        zflat[hat] = zflat[hat] | gained
        takes = takes | (np.left_shift(1, t) & whole)
    piles = lanes.piles.copy()
    piles.reshape(-1)[pat] = pbits
    totals = lanes.totals.copy()
    totals.reshape(-1)[pat] = total
    moved = lanes._replace(
        hands=hands,
        piles=piles,
        totals=totals,
        config=config,
        zones=zones,
        key=key,
        takes=takes,
    )

    ptr = lanes.ptr
    size = tables.size
    nxt = _next_seat(rules.players)[seat]
    if live is None:
        if ptr.max() < size:  # V-4: the next player draws
            drawn = _BIT.take(lanes.deck.reshape(-1)[ptr * n + ar])
            at = nxt * n + ar
            hflat[at] = hflat[at] | drawn
            return moved._replace(cp=nxt, ptr=ptr + 1, t=t + 1), legal
        live = np.ones(n, dtype=np.bool_)
    return _advance_late(rules, tables, lanes.cp, moved, seat, nxt, live), legal


@lru_cache(maxsize=128)
def _constant(n: int, value: int) -> I64:
    """A read-only ``int64 [n]`` of ``value`` (lanes' fields are never written in place)."""
    out = np.full(n, value, dtype=np.int64)
    out.flags.writeable = False
    return out


@lru_cache(maxsize=16)
def _none_over(n: int) -> Bools:
    """A read-only ``bool [n]`` of False: `VenenoBatch.is_over` where every match goes on."""
    out = np.zeros(n, dtype=np.bool_)
    out.flags.writeable = False
    return out


@lru_cache(maxsize=16)
def _key_places(n: int) -> I64:
    out = np.arange(n, dtype=np.int64) * _KEY_WIDTH
    out.flags.writeable = False
    return out


def _sync_of(lanes: _Lanes) -> tuple[int, int] | None:
    """``(ptr, t)`` when every lane has those, else None."""
    ptr, t = lanes.ptr, lanes.t
    low, high = int(ptr.min()), int(ptr.max())
    if low != high or int(t.min()) != int(t.max()):
        return None
    return low, int(t[0])


def _advance_all(
    rules: Rules,
    tables: _Tables,
    lanes: _Lanes,
    act: I64,
    hand: I64,
    hat: I64 | None,
    sync: tuple[int, int] | None,
    trusted: bool,
) -> tuple[_Lanes, I64, I64, tuple[int, int] | None] | None:
    """`_advance` where every lane moves and draws, or every lane's stock is out.

    ``act`` holds action ids (``0 <= act < 3 * size``), ``hand`` the hands to
    play, ``hat`` their places in ``hands`` (None: work them out), ``sync``
    ``(ptr, t)`` when every lane has those; ``trusted`` skips the legality
    test (the ids come from `VenenoBatch.nth_legal`). Returns the lanes, the
    hands to play next and their places, and the next ``sync``; None where
    an action is illegal, or the stock ends in some lanes only, or a seat to
    play next holds no card.
    """
    n = act.shape[0]
    ar = _arange(n)
    size = tables.size
    ptr = lanes.ptr
    if sync is not None:
        drawing = sync[0] < size
    else:
        high = int(ptr.max())
        drawing = high < size
        if not drawing and int(ptr.min()) < size:
            return None
    card = tables.card_of_action.take(act)
    bit = _BIT.take(card)
    ca = lanes.config * tables.ids
    ca += act
    if not trusted and not (tables.cfg_legal.take(ca) & ((hand & bit) != 0)).all():
        return None
    cp = lanes.cp
    if hat is None:
        hat = cp * n
        hat += ar
    pile = tables.pile_of_action.take(act)
    pat = pile * n
    pat += ar
    pbits = lanes.piles.reshape(-1).take(pat)
    pbits |= bit
    total = lanes.totals.reshape(-1).take(pat)
    total += tables.value_of_action.take(act)
    key = lanes.key.copy()
    t = lanes.t
    pile8 = tables.pile8_of_action.take(act)
    if sync is None:
        key.reshape(-1)[_key_places(n) + card] = (t * 4 + pile8).astype(np.uint8)
    else:
        key.reshape(-1)[_key_places(n) + card] = pile8 + 4 * sync[1]
    takes = lanes.takes
    overflow_at = rules.overflow_at + (1 if rules.poison_overflow else 0)
    zones = lanes.zones
    if total.max() >= overflow_at:  # V-7: someone takes a pile
        over = total >= overflow_at
        whole = -over.astype(np.int64)  # all ones where the pile overflows
        if rules.poison_overflow:  # Knizia: the card starts the new pile
            gained = (pbits ^ bit) & whole
            pbits ^= gained
            total -= (total - tables.value_of_action.take(act)) * over
        else:
            gained = pbits & whole
            keep = ~whole
            pbits &= keep
            total &= keep
        ca += whole & (64 * tables.ids)  # the overflow half of cfg_next
        zones = zones.copy()
        zflat = zones.reshape(-1)
        zflat[hat] = zflat.take(hat) | gained
        takes = takes | (whole & (np.left_shift(1, t) if sync is None else 1 << sync[1]))
    config = tables.cfg_next[1 if rules.poison_overflow else 0].take(ca)
    hands = lanes.hands.copy()
    hflat = hands.reshape(-1)
    hflat[hat] = hand ^ bit
    nxt = _next_seat(rules.players).take(cp)
    at = nxt * n
    at += ar
    following = hflat.take(at)
    if drawing:
        if sync is not None:
            following |= _BIT.take(lanes.deck[sync[0]])
        else:
            following |= _BIT.take(lanes.deck.reshape(-1).take(ptr * n + ar))
        hflat[at] = following
    elif not following.all():  # V-8: some seat to play next holds no card
        return None
    piles = lanes.piles.copy()
    piles.reshape(-1)[pat] = pbits
    totals = lanes.totals.copy()
    totals.reshape(-1)[pat] = total
    step_ptr = 1 if drawing else 0
    if sync is not None:
        new_ptr = _constant(n, sync[0] + step_ptr)
        new_t = _constant(n, sync[1] + 1)
        new_sync: tuple[int, int] | None = (sync[0] + step_ptr, sync[1] + 1)
    else:
        new_ptr = ptr + step_ptr if drawing else ptr
        new_t = t + 1
        new_sync = None
    moved = _Lanes._make(
        (
            *lanes[:_CP],
            nxt,
            hands,
            piles,
            totals,
            config,
            zones,
            lanes.deck,
            new_ptr,
            key,
            takes,
            new_t,
            *lanes[_T + 1 :],
        )
    )
    return moved, following, at, new_sync


def _advance_late(
    rules: Rules, tables: _Tables, cp: I64, moved: _Lanes, seat: I64, nxt: I64, live: Bools
) -> _Lanes:
    """The draw of `_advance` where some stock is out or some lanes stay (V-4, V-8).

    ``cp`` is the seat that played (-1 where over), ``seat`` it or 0 for lanes
    outside ``live``, ``nxt`` the seat after ``seat``.
    """
    n = cp.shape[0]
    players = rules.players
    size = tables.size
    ptr = moved.ptr
    hflat = moved.hands.reshape(-1)
    stock = ptr < size
    drawing = stock & live
    new_cp = np.where(live, nxt, cp)
    ar = _arange(n)
    if drawing.any():
        drawn = _BIT.take(moved.deck.reshape(-1)[np.minimum(ptr, size - 1) * n + ar])
        drawn &= -drawing.astype(np.int64)  # no card where the lane does not draw
        at = nxt * n + ar
        hflat[at] = hflat[at] | drawn
    out = live & ~stock
    e = np.flatnonzero(out) if out.any() else _arange(0)
    # V-8: with the stock out, the turn passes to the next seat holding cards;
    # most often the very next one does, and only the other lanes look further
    found = hflat[nxt[e] * n + e] != 0
    look = np.flatnonzero(~found)
    for step in range(2, players + 1):
        if look.size == 0:
            break
        lanes_ = e[look]
        candidate = (seat[lanes_] + step) % players
        holds = hflat[candidate * n + lanes_] != 0
        new_cp[lanes_[holds]] = candidate[holds]
        found[look[holds]] = True
        look = look[~holds]
    moved = moved._replace(
        cp=new_cp,
        ptr=np.where(drawing, ptr + 1, ptr),
        t=np.where(live, moved.t + 1, moved.t),
    )
    ended = e[~found]
    if ended.size == 0:
        return moved
    if ended.size == n:
        return _end_rounds(rules, tables, moved)
    sub = _take(moved, ended)
    return _put(moved, ended, _end_rounds(rules, tables, sub), sub)


def _int_array(values: object, lanes: int, what: str) -> I64:
    """``values`` as an ``int64`` array of one entry per lane, or a RulesError."""
    if type(values) is np.ndarray and values.dtype == np.int64 and values.shape == (lanes,):
        return values
    if isinstance(values, np.ndarray):
        array = values
    else:
        try:
            array = np.asarray(values)
        except (TypeError, ValueError, OverflowError) as error:
            msg = f"{what} must be {lanes} integers, one per lane, got {quote(values)} ({error})"
            raise RulesError(msg) from None
    if array.dtype == np.bool_ or not np.issubdtype(array.dtype, np.integer):
        msg = (
            f"{what} must be integers (one per lane), got an array of {array.dtype}: "
            f"{quote(values)}"
        )
        raise RulesError(msg)
    if array.shape != (lanes,):
        msg = f"{what} must have shape ({lanes},), one per lane, got shape {array.shape}"
        raise RulesError(msg)
    if array.dtype == np.uint64 and (array > np.iinfo(np.int64).max).any():
        lane = int(np.flatnonzero(array > np.iinfo(np.int64).max)[0])
        msg = f"lane {lane}: {quote(int(array[lane]))} is not an action id"
        raise RulesError(msg)
    return array.astype(np.int64, copy=False)


class VenenoBatch:
    """Many Veneno matches of one `veneno.Rules`, stepped together.

    Lane ``i`` is a whole match; `state` gives it back as the scalar
    `veneno.State`, equal to the scalar engine's after the same moves. A batch
    is immutable: `step` returns a new one, and every array it hands out is
    read-only. Build one with `cardrules.batch.new_batch` or
    `cardrules.batch.from_states`.

    Attributes:
        rules: the rules every lane plays by.
    """

    __slots__ = (
        "_count",
        "_every",
        "_hand",
        "_hat",
        "_lanes",
        "_mask",
        "_max_hand",
        "_obs",
        "_over",
        "_picked",
        "_suits",
        "_sync",
        "_tables",
        "rules",
    )

    def __init__(
        self,
        rules: Rules,
        lanes: _Lanes,
        max_hand: int = _MAX_HAND,
        hand: tuple[I64, I64] | None = None,
        sync: tuple[int, int] | None = None,
    ) -> None:
        """Wrap lanes (internal: use `cardrules.batch.new_batch` or `from_states`).

        ``hand``, when known, is ``(hand, at)``: the hand to play in every lane
        (every lane going on) and its places in ``lanes.hands``; ``sync``
        ``(ptr, t)`` when every lane's ``ptr`` and ``t`` are those.
        """
        self.rules = rules
        self._tables = _TABLES[rules.reduced_deck]
        self._lanes = lanes
        self._max_hand = max_hand
        self._mask: Bools | None = None
        self._obs: F32 | None = None
        self._over: Bools | None = None
        self._every: bool | None = None if hand is None else True
        self._hand: I64 | None = None if hand is None else hand[0]
        self._hat: I64 | None = None if hand is None else hand[1]
        self._suits: tuple[I64, npt.NDArray[np.uint8]] | None = None
        self._picked: I64 | None = None
        self._count: I64 | None = None
        self._sync = sync

    def _next(
        self, lanes: _Lanes, hand: I64, hat: I64, sync: tuple[int, int] | None
    ) -> VenenoBatch:
        """The batch after a step of `_advance_all` (every lane goes on)."""
        new = object.__new__(VenenoBatch)
        new.rules = self.rules
        new._tables = self._tables
        new._lanes = lanes
        new._max_hand = self._max_hand
        new._mask = new._obs = new._suits = new._picked = new._count = None
        new._over = _none_over(lanes.cp.shape[0])
        new._every = True
        new._hand = hand
        new._hat = hat
        new._sync = sync
        return new

    # -- reading -----------------------------------------------------------------

    @property
    def lanes(self) -> int:
        """How many matches the batch holds."""
        return int(self._lanes.cp.shape[0])

    def __len__(self) -> int:
        """The number of lanes."""
        return self.lanes

    @property
    def current_player(self) -> I64:
        """``int64 [lanes]``: the seat to play in each lane, -1 where the match is over."""
        return _readonly_view(self._lanes.cp)

    @property
    def is_over(self) -> Bools:
        """``bool [lanes]``: whether each lane's match is over."""
        if self._over is None:
            over = self._lanes.cp < 0
            over.flags.writeable = False
            self._over = over
        view: Bools = self._over.view()
        return view

    def _all_live(self) -> bool:
        """Whether every lane's match goes on."""
        if self._every is None:
            self._every = bool(self._lanes.cp.min() >= 0)
        return self._every

    @property
    def round(self) -> I64:
        """``int64 [lanes]``: each lane's round number, from 1."""
        return _readonly_view(self._lanes.round)

    @property
    def scores(self) -> I64:
        """``int64 [lanes, players]``, read-only: each lane's poison points of completed rounds.

        Row ``i`` is ``state(i).scores``; lane first, as `returns` and `observe`.
        """
        scores: I64 = _readonly_view(self._lanes.scores).T
        return scores

    @property
    def action_count(self) -> int:
        """``len(veneno.action_space(rules))``: 144, or 120 with the reduced deck."""
        return 3 * self._tables.size

    @property
    def observation_size(self) -> int:
        """``veneno.observation_size(rules)``: the width of `observe`'s rows."""
        return observation_size(self.rules)

    def _hand_to_play(self) -> I64:
        """Each lane's hand of the seat to play (0 where over); never written."""
        if self._hand is None:
            cp = self._lanes.cp
            n = cp.shape[0]
            hand: I64 = self._lanes.hands.reshape(-1)[np.maximum(cp, 0) * n + _arange(n)]
            hand[cp < 0] = 0
            self._hand = hand
        return self._hand

    def _legal_bits(self) -> I64:
        """``[3, lanes]``: the cards of the hand to play that may go on each pile."""
        return self._hand_to_play()[None, :] & _allowed(self._lanes.config)

    def legal_mask(self) -> Bools:
        """``bool [lanes, actions]``: each lane's legal action ids (all False where over).

        Row ``i`` is ``action_space(rules).mask(state(i))`` as bools; the legal
        ids in ascending order are the order of ``state(i).legal_moves()``.
        """
        if self._mask is None:
            self._mask = _spread_mask(self._legal_bits(), self.rules.reduced_deck)
        return _readonly_view(self._mask)

    def _suit_counts(self) -> tuple[I64, npt.NDArray[np.uint8]]:
        """``(fields, bounds)`` of the hand to play.

        ``fields [4, lanes]``: its four suits' cards (suits O, C, E, B), each in
        its own 12 bits. ``bounds [5, lanes]``: ``bounds[s]`` is how many legal
        moves the suits before ``s`` give (each card of a suit goes on the
        same piles, V-5, V-6), ``bounds[4]`` the number of legal moves.
        """
        if self._suits is not None:
            return self._suits
        hand = self._hand_to_play()
        n = hand.shape[0]
        fields = hand & _SUIT_MASKS
        counts = _popcount8(fields)
        counts *= _SUIT_OPTIONS.take(self._lanes.config).view(np.uint8).reshape(n, 4).T
        bounds = np.empty((5, n), dtype=np.uint8)
        bounds[0] = 0
        bounds[1] = counts[0]
        np.add(bounds[1], counts[1], out=bounds[2])
        np.add(bounds[2], counts[2], out=bounds[3])
        np.add(bounds[3], counts[3], out=bounds[4])
        self._suits = (fields, bounds)
        return self._suits

    def legal_count(self) -> I64:
        """``int64 [lanes]``, read-only: how many moves are legal in each lane (0 where over)."""
        if self._count is None:
            count: I64 = self._suit_counts()[1][4].astype(np.int64)
            count.flags.writeable = False
            self._count = count
        view: I64 = self._count.view()
        return view

    def nth_legal(self, k: object) -> I64:
        """``int64 [lanes]``, read-only: the action id of each lane's ``k[i]``-th legal move.

        Legal moves are counted in the order of ``state(i).legal_moves()``.
        ``k[i]`` must be below ``legal_count()[i]``; lanes that are over give -1.
        With ``k[i] = below(rng, legal_count()[i])`` this is `RandomBot`'s choice.
        The array is read-only; `step` takes it as it is.

        Raises:
            RulesError: ``k`` is not one integer per lane, or a lane whose
                match goes on has no ``k[i]``-th legal move.
        """
        fields, bounds = self._suit_counts()
        kk = _int_array(k, self.lanes, "nth_legal: k")
        every = self._all_live()
        self.legal_count()
        assert self._count is not None
        bad = kk.view(np.uint64) >= self._count.view(np.uint64)
        if not every:
            live = ~self.is_over
            bad &= live
            kk = np.where(live, kk, 0)
        if bad.any():
            lane = int(np.flatnonzero(bad)[0])
            msg = (
                f"nth_legal: lane {lane} has {int(bounds[4][lane])} legal moves, "
                f"so it has no move {quote(int(kk[lane]))}"
            )
            raise RulesError(msg)
        action = self._nth(kk, fields, bounds)
        if not every:
            action[self._lanes.cp < 0] = -1
        action.flags.writeable = False
        self._picked = action.view()
        return self._picked

    def _nth(self, k: I64, fields: I64, bounds: npt.NDArray[np.uint8]) -> I64:
        """The ``k``-th legal moves (``0 <= k < bounds[4]`` in every lane)."""
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
        block += self._lanes.config
        at_table = _SUIT_SELECT.take(block)
        field *= _RESTS
        at_table += field
        at_table += k
        at_table -= bounds.reshape(-1).take(at)
        action: I64 = _nth_table(self.rules.reduced_deck).take(at_table).astype(np.int64)
        suit *= self._tables.suit_ids
        action += suit
        return action

    def _slots(self) -> tuple[I64, Bools]:
        """The hand to play as card slots, ascending.

        Returns ``cards [slots, lanes]`` (`_NONE` past the hand) and ``legal
        [slots, 3, lanes]``: whether each slot's card may go on each pile.
        """
        legal_bits = self._legal_bits()
        hand = self._hand_to_play()
        cards = []
        for _ in range(self._max_hand):
            low = hand & -hand
            index = _low_bit_index(low)
            index[low == 0] = _NONE
            cards.append(index)
            hand = hand ^ low
        slots = np.stack(cards)  # [slots, lanes]
        legal = (legal_bits[None, :, :] & _BIT[slots][:, None, :]) != 0
        return slots, legal

    def observe(self) -> F32:
        """``float32 [lanes, observation_size]``: the seat to play's encoding in each lane.

        Row ``i`` equals ``veneno.encode_array(state(i).view(current_player[i]))``;
        rows of finished lanes are zeros.
        """
        if self._obs is None:
            self._obs = self._observe()
        return _readonly_view(self._obs)

    def _observe(self) -> F32:
        lanes = self._lanes
        rules = self.rules
        n, players = self.lanes, rules.players
        cp = np.maximum(lanes.cp, 0)
        ar = _arange(n)
        rel_at = ((cp[None, :] + np.arange(players)[:, None]) % players) * n + ar[None, :]
        hand = self._hand_to_play()  # 0 where over: those rows are zeroed below
        zones = lanes.zones.reshape(-1)[rel_at]  # [players, n], relative seats
        piles = lanes.piles
        seen = hand | piles[0] | piles[1] | piles[2] | np.bitwise_or.reduce(lanes.zones, axis=0)
        k = 4 + players + 1
        boards = np.empty((k, n), dtype=np.int64)
        boards[0] = hand
        boards[1:4] = piles
        boards[4 : 4 + players] = zones
        boards[4 + players] = self._tables.deck_mask & ~seen
        little = boards.T if _LITTLE else boards.T.astype("<i8")
        raw = np.ascontiguousarray(little).view(np.uint8).reshape(n, k, 8)[:, :, :6]
        bits = np.unpackbits(raw, axis=-1, bitorder="little")  # [n, k, 48]
        out = np.empty((n, observation_size(rules)), dtype=np.float32)
        out[:, : 4 * _CARDS] = bits[:, :4].reshape(n, -1)
        at = 4 * _CARDS
        out[:, at : at + PILES] = (lanes.totals / rules.overflow_at).T
        at += PILES
        out[:, at : at + 3 * PILES] = _SUIT_SLOTS[lanes.config]
        at += 3 * PILES
        width = (players + 1) * _CARDS
        out[:, at : at + width] = bits[:, 4:].reshape(n, -1)
        at += width
        sizes = popcount(lanes.hands.reshape(-1)[rel_at])
        out[:, at : at + players] = (sizes / _MAX_HAND).T
        at += players
        out[:, at] = (self._tables.size - lanes.ptr) / float(self._tables.size)
        at += 1
        points = _zone_points(zones, rules.copas_sin_veneno)
        out[:, at : at + players] = (points / _MAX_COPAS).T
        at += players
        scores = lanes.scores.reshape(-1)[rel_at] / rules.loss_threshold
        out[:, at : at + players] = np.clip(scores, -_SCORE_CAP, _SCORE_CAP).T
        at += players
        out[:, at : at + 2 * players] = 0.0
        out[:, at] = 1.0  # to_play: the viewer itself
        at += players
        out.reshape(-1)[ar * out.shape[1] + at + (lanes.starter - cp) % players] = 1.0
        live = lanes.cp >= 0
        if not live.all():
            out[~live] = 0.0
        return out

    def returns(self) -> F32:
        """``float32 [lanes, players]``: ``state(i).returns()`` of each lane (0 until over)."""
        scores = self._lanes.scores
        winners = scores == scores.min(axis=0)
        losers = scores == scores.max(axis=0)
        win = 1.0 / winners.sum(axis=0)
        lose = 1.0 / losers.sum(axis=0)
        out = np.where(winners, win, 0.0) - np.where(losers, lose, 0.0)
        out[:, self._lanes.cp >= 0] = 0.0
        result = np.ascontiguousarray(out.T, dtype=np.float32)
        return _readonly_view(result)

    # -- playing -----------------------------------------------------------------

    def step(self, actions: object, where: object = None) -> VenenoBatch:
        """Play one action id in every lane whose match goes on; a new batch.

        Args:
            actions: ``int [lanes]`` action ids of `veneno.action_space`;
                entries of finished lanes (and of lanes left out by
                ``where``) are ignored.
            where: optional ``bool [lanes]``: only these lanes move; the
                others stay as they are.

        Returns:
            The batch after the moves; this one is unchanged.

        Raises:
            IllegalMoveError: an action is not legal in its lane (the message
                names the lane, the id, its move and the rule).
            RulesError: ``actions`` (or ``where``) has the wrong shape or
                type, or an entry is not an action id.
        """
        n = self.lanes
        lanes = self._lanes
        picked = actions is self._picked and actions is not None  # read-only and legal
        a = actions if picked else _int_array(actions, n, "step: actions")
        assert isinstance(a, np.ndarray)
        every = where is None and self._all_live()  # the usual case: every lane moves
        if every:
            fast = self._step_all(a, picked)
            if fast is not None:
                return fast
        live = lanes.cp >= 0 if not every else None
        if where is not None:
            chosen = _bool_array(where, n, "step: where")
            live = (lanes.cp >= 0) & chosen
        # as unsigned, a negative id is huge: one comparison finds both kinds of bad ids
        bad = a.view(np.uint64) >= self.action_count
        if live is not None:
            bad &= live
        if bad.any():
            lane = int(np.flatnonzero(bad)[0])
            msg = (
                f"lane {lane}: {quote(int(a[lane]))} is not an action id "
                f"(0 to {self.action_count - 1})"
            )
            raise RulesError(msg)
        if live is None or live.all():
            moved, legal = _advance(self.rules, self._tables, lanes, a)
            idx = None
        else:
            idx = np.flatnonzero(live)
            if idx.size == 0:
                return VenenoBatch(self.rules, lanes, self._max_hand)
        if idx is not None and idx.size * _FEW >= n:  # most lanes move: mask the others
            moved, legal = _advance(self.rules, self._tables, lanes, a, live)
            idx = None
        elif idx is not None:  # a few lanes move: play them apart
            sub = _take(lanes, idx)
            new, legal = _advance(self.rules, self._tables, sub, a[idx])
            moved = _put(lanes, idx, new, sub) if legal.all() else lanes
        if not legal.all():
            at = int(np.flatnonzero(~legal)[0])
            lane = at if idx is None else int(idx[at])
            self._illegal(lane, int(a[lane]))
        sync = _sync_of(moved) if every else None
        return VenenoBatch(self.rules, moved, self._max_hand, sync=sync)

    def _step_all(self, a: I64, picked: bool) -> VenenoBatch | None:
        """`step` where every lane moves, when the stock lasts in every lane or in none.

        Returns None when a lane's id is bad or illegal (`step` then finds the
        lane and says why), or where the stock ends in some lanes only, or
        some seat to play next holds no card (`_advance` plays those).
        """
        if not picked and (a.view(np.uint64) >= self.action_count).any():
            return None
        advanced = _advance_all(
            self.rules,
            self._tables,
            self._lanes,
            a,
            self._hand_to_play(),
            self._hat,
            self._sync,
            picked,
        )
        if advanced is None:
            return None
        return self._next(*advanced)

    def _illegal(self, lane: int, action: int) -> None:
        move = action_space(self.rules)[action]
        why = self.state(lane).why_illegal(move)
        msg = f"lane {lane}: action id {action} ({move}) is not legal: {why}"
        raise IllegalMoveError(msg)

    def with_lanes(self, lanes: object, other: VenenoBatch) -> VenenoBatch:
        """This batch with lane ``lanes[j]`` replaced by lane ``j`` of ``other``.

        Args:
            lanes: ``int [k]`` distinct lane numbers of this batch.
            other: a batch of the same rules with ``k`` lanes.

        Returns:
            The new batch; both given are unchanged.

        Raises:
            RulesError: the rules differ, or the lanes are not ``k`` distinct lanes.
        """
        if not isinstance(other, VenenoBatch) or other.rules != self.rules:
            msg = f"with_lanes needs a VenenoBatch of the same rules, got {quote(other)}"
            raise RulesError(msg)
        idx = _int_array(lanes, other.lanes, "with_lanes: lanes")
        inside = bool(((idx >= 0) & (idx < self.lanes)).all())
        if inside:
            seen = np.zeros(self.lanes, dtype=np.bool_)
            seen[idx] = True
        if not inside or np.count_nonzero(seen) != idx.size:
            msg = (
                f"with_lanes: lanes must be distinct lanes 0 to {self.lanes - 1}, "
                f"got {quote(lanes)}"
            )
            raise RulesError(msg)
        merged = _put(self._lanes, idx, other._lanes, None)
        max_hand = max(self._max_hand, other._max_hand)
        return VenenoBatch(self.rules, merged, max_hand, sync=_sync_of(merged))

    # -- scalar states -----------------------------------------------------------

    def state(self, lane: int) -> State:
        """Lane ``lane`` as a scalar `veneno.State`, equal to the scalar engine's.

        Raises:
            RulesError: ``lane`` is not a lane of this batch.
        """
        if isinstance(lane, bool) or not isinstance(lane, int | np.integer):
            msg = f"state: lane must be an int from 0 to {self.lanes - 1}, got {quote(lane)}"
            raise RulesError(msg)
        i = operator.index(lane)
        if not 0 <= i < self.lanes:
            msg = f"state: lane must be from 0 to {self.lanes - 1}, got {quote(lane)}"
            raise RulesError(msg)
        lanes = self._lanes
        deck = lanes.deck[:, i].tolist()
        place = {card: at for at, card in enumerate(deck)}
        key = lanes.key[i].tolist()

        def by_deck(board: int) -> tuple[SpanishCard, ...]:
            cards = sorted(_cards_of(board), key=place.__getitem__)
            return tuple(_CARD_OBJECTS[c] for c in cards)

        def by_key(board: int, keys: list[int]) -> tuple[SpanishCard, ...]:
            cards = sorted(_cards_of(board), key=keys.__getitem__)
            return tuple(_CARD_OBJECTS[c] for c in cards)

        after = 1 if self.rules.poison_overflow else 0

        def by_take(
            board: int, keys: list[int], takes: int, placed: int
        ) -> tuple[SpanishCard, ...]:
            # the pile of each move of the round: its card is on a pile or in a zone
            pile_of = {keys[c] >> 2: keys[c] & 3 for c in _cards_of(placed)}

            def order(card: int) -> tuple[int, int]:
                t, p = divmod(keys[card], 4)
                if p == _GIVEN:
                    return -1, t
                at = t + after
                while takes >> at:  # the first overflow of pile p from move ``at`` on
                    later = takes >> at
                    at += (later & -later).bit_length() - 1
                    if pile_of.get(at) == p:
                        break
                    at += 1
                return at, t

            return tuple(_CARD_OBJECTS[c] for c in sorted(_cards_of(board), key=order))

        def placed(piles: I64, zones: I64) -> int:
            out = 0
            for board in (*piles.tolist(), *zones.tolist()):
                out |= board
            return out

        players = self.rules.players
        last = None
        if lanes.lr_has[i]:
            lr_key = lanes.lr_key[i].tolist()
            lr_takes = int(lanes.lr_takes[i])
            lr_placed = placed(lanes.lr_piles[:, i], lanes.lr_zones[:, i])
            last = RoundResult(
                int(lanes.lr_round[i]),
                int(lanes.lr_start[i]),
                tuple(int(x) for x in lanes.lr_points[:, i]),
                tuple(by_take(int(z), lr_key, lr_takes, lr_placed) for z in lanes.lr_zones[:, i]),
                tuple(by_key(int(p), lr_key) for p in lanes.lr_piles[:, i]),
            )
        takes = int(lanes.takes[i])
        on_table = placed(lanes.piles[:, i], lanes.zones[:, i])
        cp = int(lanes.cp[i])
        return State(
            self.rules,
            int(lanes.seed[i]),
            int(lanes.rng[i]),
            int(lanes.round[i]),
            int(lanes.starter[i]),
            None if cp < 0 else cp,
            tuple(by_deck(int(lanes.hands[s, i])) for s in range(players)),
            tuple(by_key(int(lanes.piles[p, i]), key) for p in range(PILES)),
            tuple(by_take(int(lanes.zones[s, i]), key, takes, on_table) for s in range(players)),
            tuple(_CARD_OBJECTS[c] for c in deck[int(lanes.ptr[i]) :]),
            tuple(int(x) for x in lanes.scores[:, i]),
            last,
        )

    def states(self) -> list[State]:
        """Every lane as a scalar state (`state` of each lane)."""
        return [self.state(i) for i in range(self.lanes)]

    def __repr__(self) -> str:
        """A short description: the rules and how many lanes are over."""
        over = int((self._lanes.cp < 0).sum())
        return f"VenenoBatch({self.rules!r}, lanes={self.lanes}, over={over})"


def _bool_array(values: object, lanes: int, what: str) -> Bools:
    array = np.asarray(values) if not isinstance(values, np.ndarray) else values
    if array.dtype != np.bool_ or array.shape != (lanes,):
        msg = f"{what} must be a bool array of shape ({lanes},), got {quote(values)}"
        raise RulesError(msg)
    return array


def _cards_of(board: int) -> list[int]:
    out = []
    while board:
        low = board & -board
        out.append(low.bit_length() - 1)
        board ^= low
    return out


def _seeds(seeds: object) -> U64:
    if (
        isinstance(seeds, np.ndarray)
        and seeds.ndim == 1
        and seeds.size
        and seeds.dtype.kind in "iu"
        and int(seeds.min()) >= 0
    ):  # every one a valid seed
        unsigned: U64 = seeds.astype(np.uint64)
        return unsigned
    if isinstance(seeds, np.ndarray):
        values: list[object] = seeds.tolist() if seeds.ndim == 1 else [seeds]
    elif isinstance(seeds, Sequence) and not isinstance(seeds, str | bytes):
        values = list(seeds)
    else:
        msg = f"new_batch: seeds must be a sequence of seeds, one per lane, got {quote(seeds)}"
        raise RulesError(msg)
    if not values:
        msg = "new_batch: seeds must hold at least one seed (one lane)"
        raise RulesError(msg)
    for lane, seed in enumerate(values):
        try:
            check_seed(seed)
        except RulesError as error:
            msg = f"new_batch: lane {lane}: {error}"
            raise RulesError(msg) from None
    return np.array(values, dtype=np.uint64)


def new_batch(rules: Rules, seeds: object) -> VenenoBatch:
    """``len(seeds)`` Veneno matches: lane ``i`` starts as ``new_game(rules, seeds[i])``.

    Raises:
        RulesError: ``rules`` is not a `veneno.Rules`, or a seed is invalid.
    """
    if not isinstance(rules, Rules):
        msg = f"new_batch needs a cardrules.veneno.Rules, got {quote(rules)}"
        raise RulesError(msg)
    dealt = _HAND_SIZE * rules.players + 1
    return VenenoBatch(rules, _fresh(rules, _seeds(seeds)), sync=(dealt, 0))


def from_states(states: Sequence[State]) -> VenenoBatch:
    """A batch whose lane ``i`` continues ``states[i]``; every state under the same rules.

    Raises:
        RulesError: ``states`` is empty, holds something else than a Veneno
            state, the rules differ, or a state does not hold each card of
            its deck exactly once.
    """
    if not isinstance(states, Sequence) or isinstance(states, str | bytes) or not states:
        msg = f"from_states needs a non-empty sequence of veneno states, got {quote(states)}"
        raise RulesError(msg)
    first = states[0]
    if not isinstance(first, State):
        msg = f"from_states: lane 0 is not a veneno State: {quote(first)}"
        raise RulesError(msg)
    rules = first.rules
    tables = _TABLES[rules.reduced_deck]
    n, players = len(states), rules.players
    cols: dict[str, list[Any]] = {name: [] for name in _Lanes._fields}
    max_hand = _MAX_HAND
    for lane, state in enumerate(states):
        if not isinstance(state, State):
            msg = f"from_states: lane {lane} is not a veneno State: {quote(state)}"
            raise RulesError(msg)
        if state.rules != rules:
            msg = (
                f"from_states: lane {lane} plays {state.rules!r}, lane 0 {rules!r}: "
                "a batch plays one rules"
            )
            raise RulesError(msg)
        _lane_columns(state, lane, tables, cols)
        max_hand = max(max_hand, *(len(hand) + 1 for hand in state.hands))
    del n, players
    lanes = _Lanes(
        seed=np.array(cols["seed"], dtype=np.uint64),
        rng=np.array(cols["rng"], dtype=np.uint64),
        round=np.array(cols["round"], dtype=np.int64),
        starter=np.array(cols["starter"], dtype=np.int64),
        cp=np.array(cols["cp"], dtype=np.int64),
        hands=_rows(cols["hands"]),
        piles=_rows(cols["piles"]),
        totals=_rows(cols["totals"]),
        config=np.array(cols["config"], dtype=np.int64),
        zones=_rows(cols["zones"]),
        deck=_rows(cols["deck"]).astype(np.int8),
        ptr=np.array(cols["ptr"], dtype=np.int64),
        key=np.array(cols["key"], dtype=np.uint8),
        takes=np.zeros(len(states), dtype=np.int64),
        t=np.array(cols["t"], dtype=np.int64),
        scores=_rows(cols["scores"]),
        lr_has=np.array(cols["lr_has"], dtype=np.bool_),
        lr_round=np.array(cols["lr_round"], dtype=np.int64),
        lr_start=np.array(cols["lr_start"], dtype=np.int64),
        lr_points=_rows(cols["lr_points"]),
        lr_zones=_rows(cols["lr_zones"]),
        lr_piles=_rows(cols["lr_piles"]),
        lr_key=np.array(cols["lr_key"], dtype=np.uint8),
        lr_takes=np.zeros(len(states), dtype=np.int64),
    )
    return VenenoBatch(rules, lanes, min(max_hand, _CARDS))


def _rows(columns: list[list[int]]) -> I64:
    """Per-lane lists of per-seat (or per-pile) ints as a seat-major ``[k, lanes]`` array."""
    return np.ascontiguousarray(np.array(columns, dtype=np.int64).T)


def _board(cards: Sequence[SpanishCard]) -> int:
    out = 0
    for card in cards:
        out |= 1 << card.index
    return out


def _lane_columns(state: State, lane: int, tables: _Tables, cols: dict[str, list[Any]]) -> None:
    """Append one state's columns to ``cols`` (checking it holds each card once)."""
    rules = state.rules
    places = [*state.hands, *state.piles, *state.taken, state.stock]
    seen = [card.index for place in places for card in place]
    if sorted(seen) != sorted(tables.deck.tolist()):
        msg = (
            f"from_states: lane {lane} does not hold each card of its deck exactly once "
            "(V-1): a batch plays whole decks"
        )
        raise RulesError(msg)
    # A deck row whose order gives every hand's order, then the stock's.
    stock = [card.index for card in state.stock]
    in_hands = [card.index for hand in state.hands for card in hand]
    placed = set(in_hands) | set(stock)
    rest = [c for c in tables.deck.tolist() if c not in placed]
    cols["deck"].append(in_hands + rest + stock)
    cols["ptr"].append(tables.size - len(stock))
    key = [0] * _KEY_WIDTH
    for p, pile in enumerate(state.piles):
        for at, card in enumerate(pile):
            key[card.index] = 4 * at + p
    for zone in state.taken:
        for at, card in enumerate(zone):
            key[card.index] = 4 * at + _GIVEN
    cols["key"].append(key)
    cols["t"].append(sum(map(len, state.piles)) + sum(map(len, state.taken)))
    cols["seed"].append(state.seed)
    cols["rng"].append(state.rng)
    cols["round"].append(state.round)
    cols["starter"].append(state.starting_player)
    cols["cp"].append(-1 if state.current_player is None else state.current_player)
    cols["hands"].append([_board(hand) for hand in state.hands])
    cols["piles"].append([_board(pile) for pile in state.piles])
    cols["totals"].append([sum(rules.value(card) for card in pile) for pile in state.piles])
    codes = [max((int(_CARD_CODE[c.index]) for c in pile), default=0) for pile in state.piles]
    cols["config"].append(_config(codes))
    cols["zones"].append([_board(zone) for zone in state.taken])
    cols["scores"].append(list(state.scores))
    last = state.last_round
    players = rules.players
    if last is None:
        cols["lr_has"].append(False)
        cols["lr_round"].append(0)
        cols["lr_start"].append(0)
        cols["lr_points"].append([0] * players)
        cols["lr_zones"].append([0] * players)
        cols["lr_piles"].append([0] * PILES)
        cols["lr_key"].append([0] * _KEY_WIDTH)
        return
    lr_key = [0] * _KEY_WIDTH
    for p, pile in enumerate(last.piles):
        for at, card in enumerate(pile):
            lr_key[card.index] = 4 * at + p
    for zone in last.taken:
        for at, card in enumerate(zone):
            lr_key[card.index] = 4 * at + _GIVEN
    if len({c.index for place in (*last.piles, *last.taken) for c in place}) != sum(
        len(place) for place in (*last.piles, *last.taken)
    ):
        msg = f"from_states: lane {lane}'s last_round holds a card twice (V-1)"
        raise RulesError(msg)
    cols["lr_has"].append(True)
    cols["lr_round"].append(last.round)
    cols["lr_start"].append(last.starting_player)
    cols["lr_points"].append(list(last.points))
    cols["lr_zones"].append([_board(zone) for zone in last.taken])
    cols["lr_piles"].append([_board(pile) for pile in last.piles])
    cols["lr_key"].append(lr_key)


def greedy_actions(batch: VenenoBatch) -> I64:
    """``int64 [lanes]``: `VenenoGreedyBot`'s choice in every lane (-1 where over).

    The bot's preferences (`cardrules.bots.VenenoGreedyBot`) become one integer
    cost per legal move; the first legal move of least cost wins, as the
    bot's ties go to the earliest legal move.
    """
    rules = batch.rules
    lanes = batch._lanes
    slots, legal = batch._slots()  # [s, n], [s, 3, n]
    n = slots.shape[1]
    value = batch._tables.values[slots][:, None, :]  # [s, 1, n]
    copa = _IS_COPA[slots][:, None, :].astype(np.int64)
    total = lanes.totals[None, :, :] + value  # [s, 3, n]
    overflow_at = rules.overflow_at + (1 if rules.poison_overflow else 0)
    overflows = total >= overflow_at
    pile_copas = popcount(lanes.piles & _COPAS)[None, :, :]
    kept = 0 if rules.poison_overflow else copa
    taken = pile_copas + kept
    # The bot's cost (c0, c1, c2, c3) as one integer, compared the same way:
    # c0 in {0, 1}; c1 in 0..15; c2 + 10 in 0..11; c3 + 100 in 0..127.
    safe = (copa * 12 + (10 - value)) * 128 + (100 - total)
    free = (10 - value) * 128 + (100 - 99)
    forced = ((16 + taken) * 12 + (copa + 10)) * 128 + (100 - value)
    cost = np.where(overflows, np.where(taken == 0, free, forced), safe)
    cost = np.where(legal, cost, np.iinfo(np.int64).max).reshape(-1, n)
    at = np.argmin(cost, axis=0)
    ar = _arange(n)
    card = slots.reshape(-1)[(at // PILES) * n + ar]
    action: I64 = batch._tables.action_of_card[card] + at % PILES
    action[lanes.cp < 0] = -1
    return action
