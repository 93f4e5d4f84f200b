"""Veneno's legal moves (V-4 to V-6) and why a move is illegal, for states and views alike.

Both take only what the seat to play can see (its hand and the piles), so a
`State` and that seat's `View` answer the same.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

from cardrules._quote import quote
from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.veneno.notation import MOVES_BY_INDEX, PILES, Move
from cardrules.veneno.rules import Rules

__all__ = ["explain", "legal_moves", "pile_totals"]

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
) -> str:
    """Why ``move``, which is not legal, may not be played; the rule id comes first.

    A card outside the reduced deck is named by V-11; a card the seat does not
    hold by V-4 (a turn plays a card from the hand).
    """
    if not isinstance(move, Move):
        return f"expected a veneno Move or its notation, got {quote(move)}"
    if seat is None:
        return f"V-10: the match is over; no move is legal, not {move}"
    card = move.card
    if card not in rules.deck():
        return f"V-11: {card} is not in the reduced deck (no 8 and 9)"
    if card not in hand:
        return f"V-4: {card} is not in the hand of seat {seat}, who is to play"
    if card.suit is _COPAS:  # pragma: no cover - every copa move is legal
        return f"V-6: {move} is not legal here"
    suit_name = card.suit.name.lower()
    for index, pile in enumerate(piles):
        if any(held.suit is card.suit for held in pile):
            return f"V-5: {card} must go on pile {index}, which holds {suit_name}"
    held = next(held.suit for held in piles[move.pile] if held.suit is not _COPAS)
    return (
        f"V-5: {card} cannot go on pile {move.pile}, which holds "
        f"{held.name.lower()}; {suit_name} goes on a pile with no basic suit"
    )


def pile_totals(piles: Sequence[Cards], rules: Rules) -> tuple[int, ...]:
    """The total value of each pile (V-2, V-7): one int per pile, 0 for an empty one."""
    value = rules.value
    return tuple(sum(value(card) for card in pile) for pile in piles)
