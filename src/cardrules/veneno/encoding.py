"""Veneno observations for learning agents: one seat's view as a fixed-length tuple of floats.

`encode` reads a `View` and nothing else, so it cannot show a seat what its view
hides (V-13). Seats are relative to the viewer: block entries for "relative seat
``r``" describe seat ``(view.seat + r) % players``, so slot 0 of every per-seat
block is the viewer itself and ``r = 1`` the next seat clockwise, the one that
plays after it (V-4). Cards take the slot of their place in the 48-card deck
(suits O, C, E, B; ranks 1-12 ascending: ``1O`` is 0, ``12B`` is 47); with the
reduced deck (V-11) the slots of the 8s and 9s stay 0.

The layout is fixed for a number of players and versioned by `ENCODING_VERSION`;
`encoding_blocks` lists it, and the docs' encoding page shows it slot by slot.

>>> from cardrules import veneno
>>> rules = veneno.Rules(players=3)
>>> state = veneno.new_game(rules, seed=1)
>>> x = veneno.encode(state.view(0))
>>> len(x) == veneno.observation_size(rules), sum(x[:48]) == len(state.hands[0])
(True, True)
"""

from __future__ import annotations

import array
from functools import lru_cache
from typing import TYPE_CHECKING, Literal, NamedTuple, Protocol, cast, overload

from cardrules._encoding import (
    Block,
    BlockSpec,
    Layouts,
    Slots,
    float32_slots,
    float32_slots_of,
    numpy_view,
)
from cardrules._quote import quote
from cardrules._validate import check_instance, seat_of_view
from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.errors import RulesError
from cardrules.veneno.notation import PILES
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import zone_points
from cardrules.veneno.view import View

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from cardrules.veneno.state import State

__all__ = [
    "ENCODING_VERSION",
    "Block",
    "encode",
    "encode_array",
    "encoding_blocks",
    "observation_size",
]

ENCODING_VERSION = 1
"""The version of Veneno's observation layout; any change to a slot's meaning bumps it."""

_CARDS = 48
_MAX_HAND = 4
"""A hand holds at most 3 cards, 4 for the player who has just drawn (V-3, V-4)."""
_MAX_COPAS = 12
"""Copas in the deck: the scale of a round's poison points (V-9)."""
_SCORE_CAP = 2.0
"""Scores beyond twice the threshold (either way) encode as if at it."""
_BASIC = (Suit.OROS, Suit.ESPADAS, Suit.BASTOS)
Cards = tuple[SpanishCard, ...]


def _specs(players: int) -> tuple[BlockSpec, ...]:
    n = players
    return (
        ("hand", _CARDS, 0.0, 1.0, "1 for each card in the viewer's hand, by deck index"),
        (
            "piles",
            PILES * _CARDS,
            0.0,
            1.0,
            "pile p (0-2), card c: slot 48p + c is 1 while the card lies on that pile",
        ),
        (
            "pile_totals",
            PILES,
            0.0,
            1.0,
            "each pile's total value (V-2, V-11) divided by the overflow total (13, or 12)",
        ),
        (
            "pile_suits",
            PILES * 3,
            0.0,
            1.0,
            "pile p: slot 3p + k is 1 when it holds the basic suit k (0 oros, 1 espadas, "
            "2 bastos; V-5)",
        ),
        (
            "taken",
            n * _CARDS,
            0.0,
            1.0,
            "relative seat r, card c: slot 48r + c is 1 when the card is in that seat's zone "
            "(V-7, V-13)",
        ),
        (
            "unseen",
            _CARDS,
            0.0,
            1.0,
            "1 for each card of the match's deck the viewer cannot see: in another hand or "
            "in the stock",
        ),
        ("hand_sizes", n, 0.0, 1.0, "relative seat r's number of cards, divided by 4"),
        ("stock_size", 1, 0.0, 1.0, "cards left in the stock, divided by the deck's size"),
        (
            "round_points",
            n,
            -2.0,
            1.0,
            "relative seat r's poison points in its zone this round (V-9, V-12), divided by 12",
        ),
        (
            "scores",
            n,
            -_SCORE_CAP,
            _SCORE_CAP,
            "relative seat r's points of completed rounds divided by the loss threshold "
            "(V-10), kept within [-2, 2]: below 1 while the match goes on, never negative "
            "without V-12",
        ),
        ("to_play", n, 0.0, 1.0, "1 at the relative seat to play (all 0 once the match is over)"),
        ("starting", n, 0.0, 1.0, "1 at the relative seat that started this round (V-3)"),
    )


_LAYOUTS = Layouts(_specs)


def encoding_blocks(rules: Rules) -> tuple[Block, ...]:
    """The blocks of Veneno's encoding under ``rules``, in slot order.

    Args:
        rules: the match's rules (the layout depends on ``players`` only).

    Returns:
        Each `Block` with its name, first slot, size, range and meaning.

    Raises:
        RulesError: ``rules`` is not Veneno's `Rules`.

    >>> [block.name for block in encoding_blocks(Rules(players=2))][:3]
    ['hand', 'piles', 'pile_totals']
    """
    check_instance(rules, Rules, "veneno.encoding_blocks")
    return _LAYOUTS.blocks(rules.players)


def observation_size(rules: Rules) -> int:
    """The length of `encode`'s tuple under ``rules``.

    Args:
        rules: the match's rules.

    Returns:
        ``253 + 53 * players`` slots (the per-seat blocks grow with the table).

    Raises:
        RulesError: ``rules`` is not Veneno's `Rules`.

    >>> observation_size(Rules(players=4))
    465
    """
    check_instance(rules, Rules, "veneno.observation_size")
    return _LAYOUTS.size(rules.players)


_BASIC_SLOT = {suit: k for k, suit in enumerate(_BASIC)}


@overload
def encode(view: View, *, numpy: Literal[False] = False) -> tuple[float, ...]: ...
@overload
def encode(view: View, *, numpy: Literal[True]) -> npt.NDArray[np.float32]: ...
def encode(view: View, *, numpy: bool = False) -> tuple[float, ...] | npt.NDArray[np.float32]:
    """One seat's view as a tuple of floats of length `observation_size`.

    It reads only ``view``: two positions that look the same to a seat encode
    the same for it. Slot by slot: `encoding_blocks` and the docs' encoding page.

    Args:
        view: the seat's view (``state.view(seat)``).
        numpy: return a ``float32`` numpy array instead (needs numpy, the
            ``cardrules[numpy]`` extra).

    Returns:
        The encoding, a tuple of floats (or a numpy array).

    Raises:
        RulesError: ``view`` is not a Veneno `View`, or ``numpy`` is not a bool.

    >>> from cardrules import veneno
    >>> view = veneno.new_game(veneno.Rules(players=2), seed=3).view(1)
    >>> x = veneno.encode(view)
    >>> sorted(card.index for card in view.hand) == [i for i in range(48) if x[i]]
    True
    """
    if numpy is True:
        return encode_array(view)
    if numpy is not False:
        msg = f"veneno.encode: numpy must be True or False, got {quote(numpy)}"
        raise RulesError(msg)
    return tuple(_filled(view, numpy=False))


def encode_array(view: View) -> npt.NDArray[np.float32]:
    """``encode(view, numpy=True)``: the encoding as a ``float32`` numpy array.

    Raises:
        RulesError: ``view`` is not a Veneno `View`.
        ImportError: numpy is not installed.
    """
    return numpy_view(cast("array.array[float]", _filled(view, numpy=True)))


def _filled(view: View, *, numpy: bool) -> Slots:
    """A fresh copy of the template (a list, or float32 slots for numpy), filled."""
    check_instance(view, View, "veneno.encode")
    seat = seat_of_view(view, "veneno.encode")
    rules = view.rules
    table = _table(rules.players, rules.reduced_deck)
    out = (table.slots if numpy else table.zeros)[:]
    zones = _zones(view.taken, rules)
    scores = _score_slots(view.scores, rules)
    _fill(view, seat, view.hand, view.hand_sizes, view.stock_size, table, zones, scores, out)
    return out


class SeatEncoder:
    """Encodes seats' views straight from states: the learning environments' fast path.

    ``encoder(state, seat)`` holds the values of ``encode_array(state.view(seat))``
    as float32 slots, without building the view (tests hold them equal). Cards
    reach the zones only when a pile overflows (V-7), so the encoder keeps the
    last zones it saw, an immutable tuple, with their blocks.
    ``seat`` must be a seat of the game (not checked).
    """

    __slots__ = ("_rules", "_score_slots", "_scores", "_taken", "_zones")

    def __init__(self) -> None:
        self._rules: Rules | None = None
        self._taken: tuple[Cards, ...] = ()
        self._zones: _Zones | None = None
        self._scores: tuple[int, ...] = ()
        self._score_slots: tuple[float, ...] = ()

    def __call__(self, state: State, seat: int) -> array.array[float]:
        """The encoding of ``state.view(seat)``, as float32 slots."""
        rules = state.rules
        taken = state.taken
        zones = self._zones
        if zones is None or rules is not self._rules:
            zones = _zones(taken, rules)
        elif taken is not self._taken:
            zones = _zones(taken, rules, self._taken, zones)
        self._zones, self._taken, self._rules = zones, taken, rules
        if state.scores is not self._scores:  # a new round (the rules are the same)
            self._scores = state.scores
            self._score_slots = _score_slots(state.scores, rules)
        table = _table(rules.players, rules.reduced_deck)
        out = table.slots[:]
        hands = state.hands
        sizes = tuple(map(len, hands))
        stock = len(state.stock)
        _fill(state, seat, hands[seat], sizes, stock, table, zones, self._score_slots, out)
        return out


_FULL_DECK = Rules().deck()
_VALUES = {
    reduced: tuple(Rules(reduced_deck=reduced).value(card) for card in _FULL_DECK)
    for reduced in (False, True)
}
"""Each card's pile value (V-2, V-11), by ``card.index``, for the full and reduced decks."""
_SUIT_SLOT = tuple(_BASIC_SLOT.get(card.suit, -1) for card in _FULL_DECK)
"""Each card's basic-suit slot (0 oros, 1 espadas, 2 bastos; -1 copas), by ``card.index``."""
_IS_COPA = tuple(card.suit is Suit.COPAS for card in _FULL_DECK)
_DECK_INDICES = {
    reduced: tuple(card.index for card in Rules(reduced_deck=reduced).deck())
    for reduced in (False, True)
}


class _Table(NamedTuple):
    """What `_fill` needs for one (players, deck): the empty encoding and the offsets."""

    zeros: list[float]
    slots: array.array[float]
    """`zeros` as float32 slots."""
    deck_size: float
    piles: int
    pile_totals: int
    pile_suits: int
    taken: int
    unseen: int
    hand_sizes: int
    stock_size: int
    round_points: int
    scores: int
    to_play: int
    starting: int


@lru_cache(maxsize=16)
def _table(players: int, reduced: bool) -> _Table:
    at = _LAYOUTS.offsets(players)
    zeros = [0.0] * _LAYOUTS.size(players)
    names = _Table._fields[3:]
    deck_size = float(len(_DECK_INDICES[reduced]))
    return _Table(zeros, float32_slots_of(zeros), deck_size, *(at[name] for name in names))


class _Zones(NamedTuple):
    """The zones' part of an encoding, the same for every seat but for their order."""

    blocks: tuple[array.array[float] | None, ...]
    """Each seat's zone as a ``taken`` block (``None`` when empty)."""
    points: tuple[float, ...]
    """Each seat's ``round_points`` slot."""
    unseen: array.array[float]
    """The ``unseen`` block before the viewer's hand and the piles: the deck but the zones."""


def _zones(
    taken: tuple[Cards, ...],
    rules: Rules,
    before: tuple[Cards, ...] = (),
    known: _Zones | None = None,
) -> _Zones:
    """The `_Zones` of ``taken``; from ``known``, those of ``before``, when every zone grew or held.

    Zones only grow during a round (V-7), one at a time: a zone that is still
    the same tuple keeps its block, a grown one gains its new cards.
    """
    n = len(taken)
    if known is not None and len(before) == n:
        blocks = list(known.blocks)
        points = list(known.points)
        unseen = known.unseen
        for k in range(n):
            old, new = before[k], taken[k]
            if new is old:
                continue
            m = len(old)
            if len(new) < m or new[:m] != old:
                break  # a new round: start again
            if unseen is known.unseen:
                unseen = unseen[:]
            old_block = blocks[k]
            block = float32_slots(_CARDS) if old_block is None else old_block[:]
            for card in new[m:]:
                block[card.index] = 1.0
                unseen[card.index] = 0.0
            blocks[k] = block if new else None
            points[k] = _zone_slot(new, rules)
        else:
            return _Zones(tuple(blocks), tuple(points), unseen)
    unseen = float32_slots(_CARDS)
    for i in _DECK_INDICES[rules.reduced_deck]:
        unseen[i] = 1.0
    fresh: list[array.array[float] | None] = []
    for zone in taken:
        if not zone:
            fresh.append(None)
            continue
        block = float32_slots(_CARDS)
        for card in zone:
            block[card.index] = 1.0
            unseen[card.index] = 0.0
        fresh.append(block)
    return _Zones(tuple(fresh), tuple(_zone_slot(zone, rules) for zone in taken), unseen)


def _zone_slot(zone: Cards, rules: Rules) -> float:
    """A zone's ``round_points`` slot: V-9 counts the copas; V-12 needs the ranks."""
    if not zone:
        return 0.0
    if rules.copas_sin_veneno:
        return zone_points(zone, rules) / _MAX_COPAS
    is_copa = _IS_COPA
    return sum([is_copa[card.index] for card in zone]) / _MAX_COPAS


def _score_slots(scores: tuple[int, ...], rules: Rules) -> tuple[float, ...]:
    """Each seat's ``scores`` slot (V-10): its points over the threshold, within [-2, 2]."""
    threshold = rules.loss_threshold
    return tuple(max(-_SCORE_CAP, min(_SCORE_CAP, points / threshold)) for points in scores)


class _Public(Protocol):
    """What `_fill` reads from a `State` and a `View` alike: the public fields."""

    @property
    def rules(self) -> Rules: ...
    @property
    def piles(self) -> tuple[Cards, ...]: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def starting_player(self) -> int: ...


def _fill(
    src: _Public,
    seat: int,
    hand: Cards,
    hand_sizes: tuple[int, ...],
    stock_size: int,
    t: _Table,
    zones: _Zones,
    score_slots: tuple[float, ...],
    out: Slots,
) -> None:
    """Write the encoding of ``seat``'s view into ``out``, a copy of ``t``'s empty encoding.

    ``src`` is the view, or the state (then ``hand``, ``hand_sizes`` and
    ``stock_size`` are what the seat's view would hold); ``zones`` is
    `_zones` of its ``taken``, ``score_slots`` `_score_slots` of its ``scores``.
    """
    # This runs on every step of a learning environment: offsets are locals,
    # zones come as whole blocks, zero slots are left alone.
    rules = src.rules
    n = rules.players
    unseen = t.unseen
    out[unseen : unseen + _CARDS] = zones.unseen
    for card in hand:
        i = card.index
        out[i] = 1.0
        out[unseen + i] = 0.0

    piles, totals, suits = t.piles, t.pile_totals, t.pile_suits
    values = _VALUES[rules.reduced_deck]
    overflow_at = rules.overflow_at
    suit_slot = _SUIT_SLOT
    for p, pile in enumerate(src.piles):
        if pile:
            base = piles + _CARDS * p
            total = 0
            for card in pile:
                i = card.index
                out[base + i] = 1.0
                out[unseen + i] = 0.0
                total += values[i]
                slot = suit_slot[i]
                if slot >= 0:
                    out[suits + 3 * p + slot] = 1.0
            out[totals + p] = total / overflow_at

    taken, round_points, sizes, scores = t.taken, t.round_points, t.hand_sizes, t.scores
    r = -seat % n  # the relative seat of seat 0
    for block, points, size, score in zip(
        zones.blocks, zones.points, hand_sizes, score_slots, strict=True
    ):
        if block is not None:
            base = taken + _CARDS * r
            out[base : base + _CARDS] = block
            out[round_points + r] = points
        out[sizes + r] = size / _MAX_HAND
        if score:
            out[scores + r] = score
        r = r + 1 if r + 1 < n else 0
    out[t.stock_size] = stock_size / t.deck_size
    current = src.current_player
    if current is not None:
        out[t.to_play + (current - seat) % n] = 1.0
    out[t.starting + (src.starting_player - seat) % n] = 1.0
