"""What the batched Veneno engine looks up: the cards as bits, the piles' configurations, the decks.

A pile's basic suit is a code (0 for none, 1-3 for oros, espadas, bastos) and
the three codes are one configuration number of 64 (V-5); the tables here say
what each configuration allows and becomes. `_TABLES` holds, per deck (V-11),
the action ids' cards and piles and the per-configuration tables indexed by
action id that the steps read.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from cardrules.cards.spanish import SpanishCard, Suit, build_spanish_deck
from cardrules.veneno.notation import MOVES_BY_INDEX, PILES
from cardrules.veneno.rules import Rules

I64 = npt.NDArray[np.int64]
U8 = npt.NDArray[np.uint8]
U64 = npt.NDArray[np.uint64]
Bools = npt.NDArray[np.bool_]
F32 = npt.NDArray[np.float32]


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
