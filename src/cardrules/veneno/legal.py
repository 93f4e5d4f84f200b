"""Veneno's legal moves (V-4 to V-6) and why a move is illegal, for states and views alike.

Both take only what the seat to play can see (its hand and the piles), so a
`State` and that seat's `View` answer the same.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

from cardrules._quote import quote
from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.i18n import Message
from cardrules.veneno.notation import MOVES_BY_INDEX, PILES, Move
from cardrules.veneno.rules import Rules

__all__ = ["explain", "explanation", "legal_moves", "pile_totals"]

_COPAS = Suit.COPAS
_BY_INDEX = operator.attrgetter("index")
Cards = tuple[SpanishCard, ...]


def legal_moves(hand: Sequence[SpanishCard], piles: Sequence[Cards]) -> tuple[Move, ...]:
    """The legal moves of the seat holding ``hand``, in the order `State.legal_moves` documents."""
    # The basic suit each pile holds (None: empty or only copas). Suits are
    # compared by identity: an enum's hash is slow Python code.
    basics: list[Suit | None] = []
    for pile in piles:
        for card in pile:
            if card.suit is not _COPAS:
                basics.append(card.suit)
                break
        else:
            basics.append(None)
    moves: list[Move] = []
    for card in sorted(hand, key=_BY_INDEX):
        options = MOVES_BY_INDEX[card.index]
        suit = card.suit
        if suit is _COPAS:
            moves.extend(options)
        elif suit in basics:
            moves.append(options[basics.index(suit)])
        else:
            for index in range(PILES):
                if basics[index] is None:
                    moves.append(options[index])
    return tuple(moves)


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
