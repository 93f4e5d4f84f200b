"""Veneno's legal moves (V-4 to V-6) and why a move is illegal, for states and views alike.

Both take only what the seat to play can see (its hand and the piles), so a
`State` and that seat's `View` answer the same.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

from cardrules._quote import quote
from cardrules.cards.spanish import SpanishCard, Suit, build_spanish_deck
from cardrules.i18n import Message
from cardrules.veneno.notation import MOVES_BY_INDEX, PILES, Move
from cardrules.veneno.rules import Rules

__all__ = ["explain", "explanation", "legal_moves", "pile_totals"]

_COPAS = Suit.COPAS
_BY_INDEX = operator.attrgetter("index")
Cards = tuple[SpanishCard, ...]


_SUIT_CODE = {None: 0, Suit.OROS: 1, Suit.ESPADAS: 2, Suit.BASTOS: 3}
"""A pile's basic suit as a code: 0 for none (empty, or copas only), then O, E, B."""
_CARD_CODE = tuple(_SUIT_CODE.get(card.suit, 0) for card in build_spanish_deck())
"""Each card's suit code, by ``card.index``; a copa's is 0 (it sets no basic suit)."""


def _options(config: int, card: SpanishCard) -> tuple[Move, ...]:
    """The moves of ``card`` when the piles' basic suits are ``config`` (V-5, V-6)."""
    options = MOVES_BY_INDEX[card.index]
    if card.suit is _COPAS:
        return options
    codes = [(config >> 2 * pile) & 3 for pile in range(PILES)]
    code = _CARD_CODE[card.index]
    if code in codes:
        return (options[codes.index(code)],)
    return tuple(options[pile] for pile in range(PILES) if codes[pile] == 0)


_LEGAL_BY_CONFIG: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(_options(config, card) for card in build_spanish_deck()) for config in range(4**PILES)
)
"""Each card's legal moves (by ``card.index``) for each configuration of the piles.

A configuration is the piles' basic suits (`_basic_config`): pile ``p``'s
suit code in bits ``2p`` and ``2p + 1``. A card of a suit some pile holds goes
on the first such pile; another basic card on every pile without a basic
suit; a copa anywhere (V-5, V-6).
"""


_PILES_BY_CONFIG: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << move.pile for move in options) for options in by_card)
    for by_card in _LEGAL_BY_CONFIG
)
"""`_LEGAL_BY_CONFIG` as bits: bit ``p`` is set when the card may go on pile ``p``."""


def _basic_config(piles: Sequence[Cards]) -> int:
    """The piles' basic suits as a configuration of `_LEGAL_BY_CONFIG`.

    A pile's basic suit is that of its first card that is not a copa (none for
    an empty pile or one of copas only).
    """
    config = 0
    for pile, cards in enumerate(piles):
        for card in cards:
            if card.suit is not _COPAS:
                config |= _CARD_CODE[card.index] << 2 * pile
                break
    return config


def _moves_of(
    options: tuple[tuple[Move, ...], ...], hand: Sequence[SpanishCard]
) -> tuple[Move, ...]:
    """The legal moves of ``hand``: each card's ``options`` (by index), cards in deck order."""
    if len(hand) == 4:  # the seat to play has drawn (V-4): nearly every turn
        a, b, c, d = sorted(map(_BY_INDEX, hand))
        return options[a] + options[b] + options[c] + options[d]
    moves: list[Move] = []
    for index in sorted(map(_BY_INDEX, hand)):
        moves += options[index]
    return tuple(moves)


def legal_moves(hand: Sequence[SpanishCard], piles: Sequence[Cards]) -> tuple[Move, ...]:
    """The legal moves of the seat holding ``hand``, in the order `State.legal_moves` documents."""
    return _moves_of(_LEGAL_BY_CONFIG[_basic_config(piles)], hand)


def explain(
    rules: Rules,
    seat: int | None,
    hand: Sequence[SpanishCard],
    piles: Sequence[Cards],
    move: object,
    lang: str = "en",
) -> str:
    """Why ``move``, which is not legal, may not be played; the rule id comes first.

    A card outside the reduced deck is named by V-11; a card the seat does not
    hold by V-4 (a turn plays a card from the hand). ``lang`` is ``"en"`` or
    ``"es"`` (`cardrules.i18n`).
    """
    return explanation(rules, seat, hand, piles, move).render(lang)


def explanation(
    rules: Rules,
    seat: int | None,
    hand: Sequence[SpanishCard],
    piles: Sequence[Cards],
    move: object,
) -> Message:
    """`explain`'s message as an id and parameters (a `cardrules.i18n.Message`), in no language."""
    if not isinstance(move, Move):
        return Message("veneno.not_a_move", {"value": quote(move)})
    if seat is None:
        return Message("veneno.over", {"move": str(move)})
    card = move.card
    if card not in rules.deck():
        return Message("veneno.not_in_deck", {"card": str(card)})
    if card not in hand:
        return Message("veneno.not_in_hand", {"card": str(card), "seat": seat})
    if card.suit is _COPAS:  # pragma: no cover - every copa move is legal
        return Message("veneno.copa", {"move": str(move)})
    suit_name = card.suit.name.lower()
    for index, pile in enumerate(piles):
        if any(held.suit is card.suit for held in pile):
            return Message(
                "veneno.suit_pile", {"card": str(card), "pile": index, "suit": suit_name}
            )
    held = next(held.suit for held in piles[move.pile] if held.suit is not _COPAS)
    return Message(
        "veneno.no_basic_pile",
        {"card": str(card), "pile": move.pile, "held": held.name.lower(), "suit": suit_name},
    )


def pile_totals(piles: Sequence[Cards], rules: Rules) -> tuple[int, ...]:
    """The total value of each pile (V-2, V-7): one int per pile, 0 for an empty one."""
    value = rules.value
    return tuple(sum(value(card) for card in pile) for pile in piles)
