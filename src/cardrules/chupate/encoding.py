"""Chúpate 2 observations for learning agents: one seat's view as a fixed-length tuple of floats.

`encode` reads a `View` and nothing else, so it cannot show a seat another
hand, the stock's order or a card someone else just drew. Seats are relative
to the viewer: block entries for "relative seat ``r``" describe seat
``(view.seat + r) % players``, so slot 0 of every per-seat block is the viewer
itself and ``r = 1`` the seat at its left (seat ``i + 1``, C-5). Cards take the
slot of their distinct index (``R0`` is 0, ..., ``Y+2``, ``YS``, ``YR``, then
``W`` 52 and ``W+4`` 53); card counts are divided by the card's number of
copies in the deck (1 for a 0, 4 for each wild, 2 otherwise), so they lie in
[0, 1].

The layout is fixed for a number of players and versioned by `ENCODING_VERSION`;
`encoding_blocks` lists it, and the docs' encoding page shows it slot by slot.

>>> from cardrules import chupate
>>> rules = chupate.Rules(players=4)
>>> view = chupate.new_game(rules, seed=1).view(0)
>>> x = chupate.encode(view)
>>> len(x) == chupate.observation_size(rules)
True
"""

from __future__ import annotations

import array
from collections import Counter
from collections.abc import Iterable
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
from cardrules.cards.uno import Color, UnoCard, build_uno_deck
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules, Teams
from cardrules.chupate.view import Challenge, View
from cardrules.encoding import Block, BlockSpec
from cardrules.errors import RulesError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from cardrules.chupate.state import State

__all__ = [
    "ENCODING_VERSION",
    "Block",
    "encode",
    "encode_array",
    "encoding_blocks",
    "observation_size",
]

ENCODING_VERSION = 1
"""The version of Chúpate 2's observation layout; any change to a slot's meaning bumps it."""

_DECK = build_uno_deck()
_CARDS = 54
_COPIES = Counter(card.index for card in _DECK)
_SHARE = tuple(1.0 / _COPIES[i] for i in range(_CARDS))
"""What one card adds to a count slot: 1 over its copies in the deck."""
_DECK_SIZE = len(_DECK)
_MAX_OWED = 16
"""Eight draw-twos stacked (C-8): the most a player can owe."""
_HAND_CAP = 20
_MAX_HAND = _DECK_SIZE + 1
_SIZE_SLOT = tuple(size / _HAND_CAP if size < _HAND_CAP else 1.0 for size in range(_MAX_HAND))
"""The ``hand_sizes`` slot of each hand size: a lookup, not a division, on every step."""
_RELATIVE = tuple(
    tuple(tuple((other - seat) % players for other in range(players)) for seat in range(players))
    for players in range(7)
)
"""``_RELATIVE[players][seat][other]``: the seat ``other`` relative to the viewer ``seat``."""
_SCORE_CAP = 2.0
_PHASES = {phase: k for k, phase in enumerate(Phase)}


def _specs(players: int) -> tuple[BlockSpec, ...]:
    n = players
    return (
        (
            "hand",
            _CARDS,
            0.0,
            1.0,
            "copies of each distinct card in the viewer's hand, over its copies in the deck",
        ),
        (
            "drawn_card",
            _CARDS,
            0.0,
            1.0,
            "1 at the card the viewer has just drawn (phase drawn, C-7; the card is also "
            "counted in hand)",
        ),
        ("top", _CARDS, 0.0, 1.0, "1 at the discard pile's top card"),
        (
            "discard",
            _CARDS,
            0.0,
            1.0,
            "copies of each distinct card in the discard pile (top included), over its "
            "copies in the deck",
        ),
        (
            "color",
            4,
            0.0,
            1.0,
            "the active color, one-hot R, B, G, Y (all 0 before a wild first card is named, C-13)",
        ),
        (
            "phase",
            len(_PHASES),
            0.0,
            1.0,
            "the phase, one-hot: play, drawn, stacked, wild4, color, over",
        ),
        ("direction", 1, 0.0, 1.0, "1 when play goes clockwise, 0 counter-clockwise (C-5, C-10)"),
        ("owed", 1, 0.0, 1.0, "cards the player to play owes (C-8, C-12), divided by 16"),
        (
            "challenge_color",
            4,
            0.0,
            1.0,
            "phase wild4: the color active when the wild draw-four was played, one-hot (C-12)",
        ),
        (
            "challenger",
            n,
            0.0,
            1.0,
            "1 at the relative seat that challenged in the last move (C-12)",
        ),
        (
            "challenged",
            n,
            0.0,
            1.0,
            "1 at the relative seat whose wild draw-four the last move challenged",
        ),
        ("bluff", 1, 0.0, 1.0, "1 when the last move's challenge caught a bluff"),
        (
            "hand_sizes",
            n,
            0.0,
            1.0,
            "relative seat r's number of cards, divided by 20 and capped at 1",
        ),
        ("last_card", n, 0.0, 1.0, "1 at each relative seat holding exactly one card"),
        ("stock_size", 1, 0.0, 1.0, "cards left in the stock, divided by 108"),
        (
            "scores",
            n,
            0.0,
            _SCORE_CAP,
            "relative seat r's points of completed rounds divided by the target "
            "(C-2, C-15), capped at 2: below 1 while the game goes on; all 0 in a single round",
        ),
        ("to_play", n, 0.0, 1.0, "1 at the relative seat to play (all 0 once the game is over)"),
        (
            "partners",
            n,
            0.0,
            1.0,
            "1 at each relative seat on the viewer's side, the viewer included (C-3)",
        ),
    )


_LAYOUTS = Layouts(_specs)


def encoding_blocks(rules: Rules) -> tuple[Block, ...]:
    """The blocks of Chúpate 2's encoding under ``rules``, in slot order.

    Args:
        rules: the game's rules (the layout depends on ``players`` only).

    Returns:
        Each `Block` with its name, first slot, size, range and meaning.

    Raises:
        RulesError: ``rules`` is not Chúpate 2's `Rules`.

    >>> [block.name for block in encoding_blocks(Rules(players=2))][:4]
    ['hand', 'drawn_card', 'top', 'discard']
    """
    check_instance(rules, Rules, "chupate.encoding_blocks")
    return _LAYOUTS.blocks(rules.players)


def observation_size(rules: Rules) -> int:
    """The length of `encode`'s tuple under ``rules``.

    Args:
        rules: the game's rules.

    Returns:
        ``234 + 7 * players`` slots.

    Raises:
        RulesError: ``rules`` is not Chúpate 2's `Rules`.

    >>> observation_size(Rules(players=4))
    262
    """
    check_instance(rules, Rules, "chupate.observation_size")
    return _LAYOUTS.size(rules.players)


_SLOT_NAMES = (
    "drawn_card",
    "top",
    "discard",
    "color",
    "phase",
    "direction",
    "owed",
    "challenge_color",
    "challenger",
    "challenged",
    "bluff",
    "hand_sizes",
    "last_card",
    "stock_size",
    "scores",
    "to_play",
)

Offsets = tuple[int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int]
"""The first slot of each block of `_SLOT_NAMES`, in that order."""


class _Table(NamedTuple):
    """What `_fill` needs under one (players, teams): offsets and per-seat empty encodings."""

    offsets: Offsets
    zeros: tuple[list[float], ...]
    """For each seat, its encoding with nothing but its ``partners`` block (C-3)."""
    slots: tuple[array.array[float], ...]
    """The same, as float32 slots."""


@lru_cache(maxsize=16)
def _table(players: int, teams: bool | Teams) -> _Table:
    at = _LAYOUTS.offsets(players)
    offsets: Offsets = tuple(at[name] for name in _SLOT_NAMES)  # type: ignore[assignment]
    zeros = []
    for seat in range(players):
        empty = [0.0] * _LAYOUTS.size(players)
        for team in Rules(players=players, teams=teams).partition:
            if seat in team:
                for i in team:
                    empty[at["partners"] + (i - seat) % players] = 1.0
        zeros.append(empty)
    slots = tuple(float32_slots_of(empty) for empty in zeros)
    return _Table(offsets, tuple(zeros), slots)


def _discard_block(discard: tuple[UnoCard, ...]) -> array.array[float]:
    """The ``discard`` block of a pile: each distinct card's copies over its copies in the deck."""
    block = float32_slots(_CARDS)
    share = _SHARE
    for card in discard:
        i = card.index
        block[i] += share[i]
    return block


# Enum members hash (and ``.value``) in Python code, which is slow; ``_value_``
# is the member's plain string.
_COLOR_SLOT = {color.value: k for k, color in enumerate(Color)}
_PHASE_SLOT = {phase.value: k for k, phase in enumerate(Phase)}


class _Public(Protocol):
    """What `_fill` reads from a `State` and a `View` alike: the public fields."""

    @property
    def rules(self) -> Rules: ...
    @property
    def discard(self) -> tuple[UnoCard, ...]: ...
    @property
    def color(self) -> Color | None: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def direction(self) -> int: ...
    @property
    def owed(self) -> int: ...
    @property
    def challenge_color(self) -> Color | None: ...
    @property
    def last_challenge(self) -> Challenge | None: ...
    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def current_player(self) -> int | None: ...


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
        RulesError: ``view`` is not a Chúpate 2 `View`, or ``numpy`` is not a bool.

    >>> from cardrules import chupate
    >>> view = chupate.new_game(chupate.Rules(players=2), seed=3).view(1)
    >>> x = chupate.encode(view)
    >>> top = encoding_blocks(view.rules)[2]
    >>> x[top.start + view.discard[-1].index]
    1.0
    """
    if numpy is True:
        return encode_array(view)
    if numpy is not False:
        msg = f"chupate.encode: numpy must be True or False, got {quote(numpy)}"
        raise RulesError(msg)
    return tuple(_filled(view, numpy=False))


def encode_array(view: View) -> npt.NDArray[np.float32]:
    """``encode(view, numpy=True)``: the encoding as a ``float32`` numpy array.

    Raises:
        RulesError: ``view`` is not a Chúpate 2 `View`.
        ImportError: numpy is not installed.
    """
    return numpy_view(cast("array.array[float]", _filled(view, numpy=True)))


def _filled(view: View, *, numpy: bool) -> Slots:
    """`_fill_view`, a view whose fields hold junk refused with a `RulesError`."""
    check_instance(view, View, "chupate.encode")
    try:
        return _fill_view(view, numpy=numpy)
    except RulesError:
        raise
    except MALFORMED as error:
        raise malformed_view("chupate.encode", error) from None


def _fill_view(view: View, *, numpy: bool) -> Slots:
    """A fresh copy of the seat's template (a list, or float32 slots for numpy), filled."""
    check_instance(view, View, "chupate.encode")
    rules = view.rules
    seat = seat_of_view(view, "chupate.encode")
    table = _table(rules.players, rules.teams)
    out = (table.slots if numpy else table.zeros)[seat][:]
    _fill(
        view,
        seat,
        view.hand,
        view.drawn_card,
        view.hand_sizes,
        view.stock_size,
        _discard_block(view.discard),
        table.offsets,
        out,
    )
    return out


class SeatEncoder:
    """Encodes seats' views straight from states: the learning environments' fast path.

    ``encoder(state, seat)`` holds the values of ``encode_array(state.view(seat))``
    as float32 slots, without building the view (tests hold them equal). Most
    moves leave the discard pile as it was or put one card on it, so the
    encoder keeps the last pile it saw, an immutable tuple, with its counts.
    ``seat`` must be a seat of the game (not checked).
    """

    __slots__ = ("_block", "_discard", "_rules", "_table")

    def __init__(self) -> None:
        self._discard: tuple[UnoCard, ...] = ()
        self._block = float32_slots(_CARDS)
        self._rules: Rules | None = None
        self._table: _Table | None = None

    def __call__(self, state: State, seat: int) -> array.array[float]:
        """The encoding of ``state.view(seat)``, as float32 slots."""
        discard = state.discard
        if discard is not self._discard:
            known = self._discard
            if len(discard) == len(known) + 1 and discard[:-1] == known:
                i = discard[-1].index
                self._block[i] += _SHARE[i]  # only ever copied out: safe to change
            else:
                self._block = _discard_block(discard)
            self._discard = discard
        rules = state.rules
        table = self._table
        if rules is not self._rules or table is None:
            table = self._table = _table(rules.players, rules.teams)
            self._rules = rules
        hands = state.hands
        out = table.slots[seat][:]
        _fill(
            state,
            seat,
            hands[seat],
            state.drawn_card if seat == state.current_player else None,
            map(len, hands),
            len(state.stock),
            self._block,
            table.offsets,
            out,
        )
        return out


def _fill(
    src: _Public,
    seat: int,
    hand: tuple[UnoCard, ...],
    drawn_card: UnoCard | None,
    hand_sizes: Iterable[int],
    stock_size: int,
    discard_block: array.array[float],
    offsets: Offsets,
    out: Slots,
) -> None:
    """Write the encoding of ``seat``'s view into ``out``, a copy of its empty encoding.

    ``src`` is the view, or the state (then ``hand``, ``drawn_card``,
    ``hand_sizes`` and ``stock_size`` are what the seat's view would hold);
    ``discard_block`` is `_discard_block` of the discard pile; ``offsets``
    those of its `_table`. ``hand_sizes`` are read once, seat 0 first.
    """
    # This runs on every step of a learning environment: offsets are locals,
    # zero slots are left alone, and each slot is written once where it can be.
    rules = src.rules
    n = rules.players
    (
        o_drawn,
        o_top,
        o_discard,
        o_color,
        o_phase,
        o_direction,
        o_owed,
        o_challenge_color,
        o_challenger,
        o_challenged,
        o_bluff,
        o_sizes,
        o_last_card,
        o_stock,
        o_scores,
        o_to_play,
    ) = offsets
    share = _SHARE

    for card in hand:
        i = card.index
        out[i] += share[i]
    if drawn_card is not None:
        out[o_drawn + drawn_card.index] = 1.0
    discard = src.discard
    if discard:
        out[o_discard : o_discard + _CARDS] = discard_block
        out[o_top + discard[-1].index] = 1.0
    color = src.color
    if color is not None:
        out[o_color + _COLOR_SLOT[color._value_]] = 1.0
    out[o_phase + _PHASE_SLOT[src.phase._value_]] = 1.0
    if src.direction > 0:
        out[o_direction] = 1.0
    if src.owed:
        out[o_owed] = src.owed / _MAX_OWED
    color = src.challenge_color
    if color is not None:
        out[o_challenge_color + _COLOR_SLOT[color._value_]] = 1.0
    challenge = src.last_challenge
    if challenge is not None:
        out[o_challenger + (challenge.challenger - seat) % n] = 1.0
        out[o_challenged + (challenge.challenged - seat) % n] = 1.0
        if challenge.bluff:
            out[o_bluff] = 1.0

    relative = _RELATIVE[n][seat]  # the relative seat of seat 0, 1, ...
    sized = _SIZE_SLOT
    for r, size in zip(relative, hand_sizes, strict=True):
        out[o_sizes + r] = sized[size] if size < _MAX_HAND else 1.0
        if size == 1:
            out[o_last_card + r] = 1.0
    target = rules.target
    if target is not None:
        for r, score in zip(relative, src.scores, strict=True):
            out[o_scores + r] = min(_SCORE_CAP, score / target)
    out[o_stock] = stock_size / _DECK_SIZE
    current = src.current_player
    if current is not None:
        out[o_to_play + (current - seat) % n] = 1.0
