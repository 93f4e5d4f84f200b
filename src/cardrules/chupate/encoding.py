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

from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, Literal, overload

from cardrules._encoding import Block, BlockSpec, Layouts, Slots, float32_slots, numpy_view
from cardrules.cards.uno import Color, build_uno_deck
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules, Teams
from cardrules.chupate.view import View

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

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
_SCORE_CAP = 2.0
_COLORS = {color: k for k, color in enumerate(Color)}
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

    >>> [block.name for block in encoding_blocks(Rules(players=2))][:4]
    ['hand', 'drawn_card', 'top', 'discard']
    """
    return _LAYOUTS.blocks(rules.players)


def observation_size(rules: Rules) -> int:
    """The length of `encode`'s tuple under ``rules``.

    Args:
        rules: the game's rules.

    Returns:
        ``234 + 7 * players`` slots.

    >>> observation_size(Rules(players=4))
    262
    """
    return _LAYOUTS.size(rules.players)


@lru_cache(maxsize=256)
def _partner_slots(players: int, teams: bool | Teams, seat: int) -> tuple[int, ...]:
    for team in Rules(players=players, teams=teams).partition:
        if seat in team:
            return tuple((i - seat) % players for i in team)
    return (0,)  # pragma: no cover - every seat is on a side


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

    >>> from cardrules import chupate
    >>> view = chupate.new_game(chupate.Rules(players=2), seed=3).view(1)
    >>> x = chupate.encode(view)
    >>> top = encoding_blocks(view.rules)[2]
    >>> x[top.start + view.discard[-1].index]
    1.0
    """
    if numpy:
        return encode_array(view)
    out = [0.0] * _LAYOUTS.size(view.rules.players)
    _fill(view, out)
    return tuple(out)


def encode_array(view: View) -> npt.NDArray[np.float32]:
    """``encode(view, numpy=True)``: the encoding as a ``float32`` numpy array.

    Raises:
        ImportError: numpy is not installed.
    """
    out = float32_slots(_LAYOUTS.size(view.rules.players))
    _fill(view, out)
    return numpy_view(out)


def _fill(view: View, out: Slots) -> None:
    """Write ``view``'s encoding into ``out``, a zeroed list or float32 array of the right size."""
    rules = view.rules
    n = rules.players
    seat = view.seat
    at = _LAYOUTS.offsets(n)
    share = _SHARE

    for card in view.hand:
        i = card.index
        out[i] += share[i]
    if view.drawn_card is not None:
        out[at["drawn_card"] + view.drawn_card.index] = 1.0
    discard = at["discard"]
    for card in view.discard:
        i = card.index
        out[discard + i] += share[i]
    if view.discard:
        out[at["top"] + view.discard[-1].index] = 1.0
    if view.color is not None:
        out[at["color"] + _COLORS[view.color]] = 1.0
    out[at["phase"] + _PHASES[view.phase]] = 1.0
    if view.direction > 0:
        out[at["direction"]] = 1.0
    out[at["owed"]] = view.owed / _MAX_OWED
    if view.challenge_color is not None:
        out[at["challenge_color"] + _COLORS[view.challenge_color]] = 1.0
    challenge = view.last_challenge
    if challenge is not None:
        out[at["challenger"] + (challenge.challenger - seat) % n] = 1.0
        out[at["challenged"] + (challenge.challenged - seat) % n] = 1.0
        if challenge.bluff:
            out[at["bluff"]] = 1.0

    sizes, last_card, scores = at["hand_sizes"], at["last_card"], at["scores"]
    target = rules.target
    for i in range(n):
        r = (i - seat) % n
        size = view.hand_sizes[i]
        out[sizes + r] = size / _HAND_CAP if size < _HAND_CAP else 1.0
        if size == 1:
            out[last_card + r] = 1.0
        if target is not None:
            out[scores + r] = min(_SCORE_CAP, view.scores[i] / target)
    out[at["stock_size"]] = view.stock_size / _DECK_SIZE
    if view.current_player is not None:
        out[at["to_play"] + (view.current_player - seat) % n] = 1.0
    partners = at["partners"]
    for r in _partner_slots(n, rules.teams, seat):
        out[partners + r] = 1.0
