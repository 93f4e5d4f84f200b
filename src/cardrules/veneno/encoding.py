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
    Layouts,
    Slots,
    float32_slots,
    float32_slots_of,
    numpy_view,
)
from cardrules._quote import quote
from cardrules._validate import MALFORMED, check_instance, malformed_view, seat_of_view
from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.encoding import Block, BlockSpec
from cardrules.errors import RulesError
from cardrules.veneno.notation import PILES
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import unchecked_zone_points
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
    """`_fill_view`, a view whose fields hold junk refused with a `RulesError`."""
    check_instance(view, View, "veneno.encode")
    try:
        return _fill_view(view, numpy=numpy)
    except RulesError:
        raise
    except MALFORMED as error:
        raise malformed_view("veneno.encode", error) from None


def _fill_view(view: View, *, numpy: bool) -> Slots:
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
    as float32 slots, without building the view (tests hold them equal).

    What every seat sees alike it keeps from call to call and brings up to
    date from the last state it saw: a template with the piles' blocks and the
    ``unseen`` block but for the viewer's hand, and the per-seat blocks
    (zones, round points, scores) in seat order, twice over, so that a
    viewer's seat-relative blocks are one slice. A move lays one card on a
    pile, and an overflow moves a pile to a zone (V-7), so the piles and zones
    are compared by identity and only what changed is written; anything else
    (another match's state, a new round, other rules) starts again.
    ``seat`` must be a seat of the game (not checked).
    """

    __slots__ = (
        "_base",
        "_copas",
        "_deck_size",
        "_overflow_at",
        "_pile_at",
        "_piles",
        "_points",
        "_rules",
        "_scores",
        "_scores_row",
        "_sizes",
        "_slices",
        "_starting",
        "_stock_at",
        "_suits_at",
        "_taken",
        "_to_play",
        "_totals",
        "_totals_at",
        "_unseen",
        "_values",
        "_zones",
    )

    def __init__(self) -> None:
        self._rules: Rules | None = None
        self._values: tuple[int, ...] = ()
        self._overflow_at = 13
        self._base: array.array[float] = float32_slots(0)
        """The template: the piles' blocks, and ``unseen`` as the deck but the piles and zones."""
        # The offsets of the layout (`_Table`'s) as slots, read on every call; set by _rebuild.
        self._pile_at: tuple[int, ...] = ()
        """Where each pile's block starts."""
        self._suits_at: tuple[int, ...] = ()
        """Where each pile's ``pile_suits`` slots start."""
        self._totals_at = self._unseen = self._stock_at = self._to_play = self._starting = 0
        self._deck_size = 48.0
        self._piles: tuple[Cards, ...] = ()
        self._totals: list[int] = []
        self._taken: tuple[Cards, ...] = ()
        self._zones: array.array[float] = float32_slots(0)
        """Each seat's zone as a ``taken`` block, seat 0 first, all seats twice over."""
        self._points: array.array[float] = float32_slots(0)
        """Each seat's ``round_points`` slot, twice over."""
        self._copas: list[int] = []
        """The copas in each seat's zone (V-9)."""
        self._scores: tuple[int, ...] | None = None
        self._scores_row: array.array[float] = float32_slots(0)
        """Each seat's ``scores`` slot, twice over."""
        self._sizes: dict[tuple[int, ...], tuple[array.array[float], ...]] = {}
        """The ``hand_sizes`` block of each hand sizes seen, for each viewer."""
        self._slices: tuple[tuple[slice, ...], ...] = ()
        """Per viewer: its ``taken``, ``round_points``, ``scores``, ``hand_sizes`` blocks, rows."""

    def __call__(self, state: State, seat: int) -> array.array[float]:
        """The encoding of ``state.view(seat)``, as float32 slots."""
        rules = state.rules
        if rules is not self._rules:
            base = self._rebuild(state)
        else:
            base = self._base
            piles = state.piles
            old = self._piles
            if piles is not old:
                # The usual move: one card laid on one pile, the others the same.
                first, second, third = piles
                if second is old[1] and third is old[2]:
                    p = 0
                elif first is old[0] and third is old[2]:
                    p = 1
                elif first is old[0] and second is old[1]:
                    p = 2
                else:
                    p = -1
                if p >= 0:
                    new, was = piles[p], old[p]
                    if len(new) == len(was) + 1 and new[:-1] == was:
                        # `_lay` of the one card, written in: nearly every call
                        i = new[-1].index
                        base[self._pile_at[p] + i] = 1.0
                        base[self._unseen + i] = 0.0
                        slot = _SUIT_SLOT[i]
                        if slot >= 0:
                            base[self._suits_at[p] + slot] = 1.0
                        totals = self._totals
                        total = totals[p] = totals[p] + self._values[i]
                        base[self._totals_at + p] = total / self._overflow_at
                    else:  # an overflow (V-7): the pile starts again
                        self._clear(p, was)
                        if new:
                            self._lay(p, new)
                    self._piles = piles
                else:
                    self._sync_piles(piles)
            if state.taken is not self._taken and not self._sync_zones(state.taken):
                base = self._rebuild(state)
        if state.scores is not self._scores:  # a new round
            self._scores = state.scores
            self._scores_row = float32_slots_of(_score_slots(state.scores, rules) * 2)
        out = base[:]
        unseen = self._unseen
        hands = state.hands
        hand = hands[seat]
        if len(hand) == 4:  # the seat to play has drawn (V-4): nearly every call
            a, b, c, d = hand
            i, j, k, m = a.index, b.index, c.index, d.index
            out[i] = out[j] = out[k] = out[m] = 1.0
            out[unseen + i] = out[unseen + j] = out[unseen + k] = out[unseen + m] = 0.0
        else:
            for card in hand:
                i = card.index
                out[i] = 1.0
                out[unseen + i] = 0.0
        # The seat-relative blocks: seats seat, seat + 1, ... of the doubled rows.
        taken, points, scores, hand_sizes, zones, row = self._slices[seat]
        out[taken] = self._zones[zones]
        out[points] = self._points[row]
        out[scores] = self._scores_row[row]
        n = rules.players
        if n == 4:  # the default: the tuple built directly is quicker than from a map
            e, f, g, h = hands
            sizes: tuple[int, ...] = (len(e), len(f), len(g), len(h))
        else:
            sizes = tuple(map(len, hands))
        rows = self._sizes.get(sizes)
        if rows is None:
            rows = self._sized(sizes)
        out[hand_sizes] = rows[seat]
        out[self._stock_at] = len(state.stock) / self._deck_size
        current = state.current_player
        if current is not None:
            out[self._to_play + (current - seat) % n] = 1.0
        out[self._starting + (state.starting_player - seat) % n] = 1.0
        return out

    def _sized(self, sizes: tuple[int, ...]) -> tuple[array.array[float], ...]:
        """The ``hand_sizes`` block of ``sizes`` for each viewer, remembered (a few hundred)."""
        if len(self._sizes) >= _MAX_SIZE_ROWS:  # pragma: no cover - never in a real match
            self._sizes.clear()
        n = len(sizes)
        twice = [size / _MAX_HAND for size in sizes] * 2
        rows = self._sizes[sizes] = tuple(
            float32_slots_of(twice[seat : seat + n]) for seat in range(n)
        )
        return rows

    def _rebuild(self, state: State) -> array.array[float]:
        """Start again from ``state``: the template and the rows from nothing.

        Returns:
            The new template.
        """
        rules = state.rules
        n = rules.players
        t = _table(n, rules.reduced_deck)
        base = t.slots[:]
        unseen = t.unseen
        for i in _DECK_INDICES[rules.reduced_deck]:
            base[unseen + i] = 1.0
        if rules is not self._rules:
            self._sizes = {}
        self._rules, self._base = rules, base
        self._pile_at = tuple(t.piles + _CARDS * p for p in range(PILES))
        self._suits_at = tuple(t.pile_suits + 3 * p for p in range(PILES))
        self._totals_at, self._unseen, self._stock_at = t.pile_totals, unseen, t.stock_size
        self._to_play, self._starting, self._deck_size = t.to_play, t.starting, t.deck_size
        self._slices = tuple(
            (
                slice(t.taken, t.unseen),
                slice(t.round_points, t.round_points + n),
                slice(t.scores, t.scores + n),
                slice(t.hand_sizes, t.stock_size),
                slice(_CARDS * seat, _CARDS * (seat + n)),
                slice(seat, seat + n),
            )
            for seat in range(n)
        )
        self._values, self._overflow_at = _VALUES[rules.reduced_deck], rules.overflow_at
        self._piles = ((),) * PILES
        self._totals = [0] * PILES
        self._sync_piles(state.piles)
        self._taken = ((),) * n
        self._zones = float32_slots(2 * n * _CARDS)
        self._points = float32_slots(2 * n)
        self._copas = [0] * n
        self._sync_zones(state.taken)
        self._scores = None  # the scores' slots depend on the rules too
        return base

    def _lay(self, p: int, cards: Cards) -> None:
        """Lay ``cards`` on pile ``p`` of the template: its slots, total and suits; ``unseen``."""
        base = self._base
        at, suits = self._pile_at[p], self._suits_at[p]
        total = self._totals[p] + _write_pile(base, cards, at, self._unseen, suits, self._values)
        self._totals[p] = total
        base[self._totals_at + p] = total / self._overflow_at

    def _clear(self, p: int, cards: Cards) -> None:
        """Take ``cards``, all of pile ``p``, off the template's pile (an overflow, V-7).

        They turn unseen again: the zone that took them clears that again.
        """
        base = self._base
        at = self._pile_at[p]
        unseen = self._unseen
        for card in cards:
            i = card.index
            base[at + i] = 0.0
            base[unseen + i] = 1.0
        suits = self._suits_at[p]
        base[suits : suits + 3] = _NO_SUITS
        base[self._totals_at + p] = 0.0
        self._totals[p] = 0

    def _sync_piles(self, piles: tuple[Cards, ...]) -> None:
        """Bring the template's piles (and ``unseen``) from the last piles to ``piles``."""
        old = self._piles
        grown: list[tuple[int, Cards]] = []
        for p in range(PILES):
            new, was = piles[p], old[p]
            if new is was:
                continue
            m = len(was)
            if len(new) > m and new[:m] == was:
                grown.append((p, new[m:]))
                continue
            # Cleared (an overflow) or another pile: its old cards leave it
            # first, for every pile, before any card is laid (V-7).
            self._clear(p, was)
            grown.append((p, new))
        for p, cards in grown:
            self._lay(p, cards)
        self._piles = piles

    def _sync_zones(self, taken: tuple[Cards, ...]) -> bool:
        """Bring the zones' rows (and ``unseen``) to ``taken``; ``False`` if a zone shrank.

        Zones only grow during a round (V-7): a zone that is still the same
        tuple is left alone, a grown one gains its new cards. Anything else (a
        new round) returns ``False``, and the encoder starts again.
        """
        before = self._taken
        n = len(taken)
        if n != len(before):
            return False
        base = self._base
        unseen = self._unseen
        zones = self._zones
        for k in range(n):
            old, new = before[k], taken[k]
            if new is old:
                continue
            m = len(old)
            if len(new) < m or new[:m] != old:
                return False
            if len(new) == m:  # an equal zone
                continue
            first, second = _CARDS * k, _CARDS * (k + n)
            copas = self._copas[k]
            for card in new[m:]:
                i = card.index
                zones[first + i] = zones[second + i] = 1.0
                base[unseen + i] = 0.0
                copas += _IS_COPA[i]
            self._copas[k] = copas
            rules: Rules = self._rules  # type: ignore[assignment]  # set by _rebuild
            # The zone's round_points slot, as _zone_slot gives it: V-9 counts copas.
            slot = _zone_slot(new, rules) if rules.copas_sin_veneno else copas / _MAX_COPAS
            self._points[k] = self._points[k + n] = slot
        self._taken = taken
        return True


_MAX_SIZE_ROWS = 4096


_FULL_DECK = Rules().deck()
_VALUES = {
    reduced: tuple(Rules(reduced_deck=reduced).value(card) for card in _FULL_DECK)
    for reduced in (False, True)
}
"""Each card's pile value (V-2, V-11), by ``card.index``, for the full and reduced decks."""
_SUIT_SLOT = tuple(_BASIC_SLOT.get(card.suit, -1) for card in _FULL_DECK)
"""Each card's basic-suit slot (0 oros, 1 espadas, 2 bastos; -1 copas), by ``card.index``."""
_IS_COPA = tuple(card.suit is Suit.COPAS for card in _FULL_DECK)
_NO_SUITS = float32_slots(3)
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


def _write_pile(
    out: Slots, cards: Cards, at: int, unseen: int, suits: int, values: tuple[int, ...]
) -> int:
    """Write ``cards``, laid on a pile, into ``out``; returns their total value.

    Each card's slot of the pile's block (from ``at``) becomes 1, its
    ``unseen`` slot 0, and the ``pile_suits`` slot of its basic suit (from
    ``suits``) 1.
    """
    total = 0
    for card in cards:
        i = card.index
        out[at + i] = 1.0
        out[unseen + i] = 0.0
        total += values[i]
        slot = _SUIT_SLOT[i]
        if slot >= 0:
            out[suits + slot] = 1.0
    return total


def _zone_slot(zone: Cards, rules: Rules) -> float:
    """A zone's ``round_points`` slot: V-9 counts the copas; V-12 needs the ranks."""
    if not zone:
        return 0.0
    if rules.copas_sin_veneno:
        return unchecked_zone_points(zone, rules) / _MAX_COPAS
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
    for p, pile in enumerate(src.piles):
        if pile:
            at = piles + _CARDS * p
            total = _write_pile(out, pile, at, unseen, suits + 3 * p, values)
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
