"""What the games' samplers share: the unseen cards and an exact, uniform, constrained deal.

A seat's view fixes where some cards are (its own hand, the public piles); the
rest are the *unseen* cards, and the view fixes how many of them each hidden
place holds (the other hands' sizes, the stock's size). A sample deals the
unseen cards to those places, every consistent deal equally likely.

The deal is a permutation of the unseen cards over a row of *slots*, the hidden
places laid end to end. One constraint is supported, the kind Chúpate 2 needs
(C-12): among the first ``block`` slots, the number of *marked* cards (the
cards of one color) must be one of ``allowed``. It is sampled exactly, with
no rejection: the number ``x`` of marked cards in the block is drawn with
weight ``C(marked, x) * C(unmarked, block - x)`` (the number of ways to choose
the block's cards, each giving ``block! * (n - block)!`` permutations), then
``x`` marked and ``block - x`` unmarked cards are chosen uniformly and shuffled
into the block, and the rest shuffled into the other slots. Every permutation
that satisfies the constraint comes out with the same probability.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from math import comb
from typing import Any, Protocol, TypeVar

import attrs

from cardrules._random import next_u64, shuffle
from cardrules.errors import RulesError

__all__ = ["Constraint", "below_big", "deal", "split", "unseen"]


class _Indexed(Protocol):
    @property
    def index(self) -> int:
        """The card's number among the distinct cards of its deck."""


C = TypeVar("C", bound=_Indexed)


def unseen(deck: Sequence[C], seen: Iterable[C]) -> tuple[C, ...]:
    """The cards of ``deck`` left once every card of ``seen`` is taken out, in deck order.

    Cards are counted by their ``index`` (their number among the deck's
    distinct cards), which is much quicker than hashing them.

    Args:
        deck: the whole deck, repeated cards repeated.
        seen: the cards whose place the view shows.

    Returns:
        The other cards, in deck order, each as often as it is left.

    Raises:
        RulesError: ``seen`` holds a card more often than the deck does (a view
            no game can reach).
    """
    left = [0] * (1 + max(card.index for card in deck))
    for card in deck:
        left[card.index] += 1
    for card in seen:
        index = card.index
        if index >= len(left) or left[index] <= 0:
            msg = f"the view shows {card} more often than the deck holds it (C-1, V-1)"
            raise RulesError(msg)
        left[index] -= 1
    out = []
    for card in deck:
        index = card.index
        if left[index] > 0:
            left[index] -= 1
            out.append(card)
    return tuple(out)


def below_big(state: int, n: int) -> tuple[int, int]:
    """Draw an integer uniformly from ``range(n)``, for any ``n >= 1`` (even above ``2**64``).

    Enough 64-bit outputs of the generator are joined into one number, and a
    number at or above the largest multiple of ``n`` is drawn again, so every
    result is exactly equally likely.
    """
    words = max(1, (n.bit_length() + 63) // 64)
    span = 1 << (64 * words)
    limit = span - span % n
    while True:
        value = 0
        for _ in range(words):
            word, state = next_u64(state)
            value = (value << 64) | word
        if value < limit:
            return value % n, state


@attrs.frozen
class Constraint:
    """How many marked cards the first ``block`` slots of a deal may hold.

    Attributes:
        block: the number of leading slots the constraint is about.
        marked: which cards count.
        allowed: the allowed numbers of marked cards among those slots.
        why: the rule behind it, for the message of an impossible view.
    """

    block: int
    marked: Callable[[Any], bool]
    allowed: Callable[[int], bool]
    why: str


def deal(
    state: int, cards: Sequence[C], constraint: Constraint | None
) -> tuple[tuple[C, ...], int]:
    """A uniformly random permutation of ``cards`` among those meeting ``constraint``.

    Args:
        state: the generator state.
        cards: the unseen cards, in a fixed order (deck order).
        constraint: the one constraint on the leading slots, or ``None``.

    Returns:
        ``(permutation, next_state)``.

    Raises:
        RulesError: no permutation meets the constraint (a view no game can reach).
    """
    if constraint is None:
        return shuffle(state, cards)
    marked = [card for card in cards if constraint.marked(card)]
    plain = [card for card in cards if not constraint.marked(card)]
    block = constraint.block
    low, high = max(0, block - len(plain)), min(block, len(marked))
    weights = [
        (x, comb(len(marked), x) * comb(len(plain), block - x))
        for x in range(low, high + 1)
        if constraint.allowed(x)
    ]
    total = sum(weight for _, weight in weights)
    if total == 0:
        msg = f"no deal of the unseen cards is consistent with this view ({constraint.why})"
        raise RulesError(msg)
    pick, state = below_big(state, total)
    for x, weight in weights:  # noqa: B007 - x is used after the loop
        if pick < weight:
            break
        pick -= weight
    marked_order, state = shuffle(state, marked)
    plain_order, state = shuffle(state, plain)
    head, state = shuffle(state, marked_order[:x] + plain_order[: block - x])
    tail, state = shuffle(state, marked_order[x:] + plain_order[block - x :])
    return head + tail, state


def split(cards: Sequence[C], sizes: Iterable[int]) -> list[tuple[C, ...]]:
    """Cut ``cards`` into consecutive runs of the given sizes."""
    out = []
    at = 0
    for size in sizes:
        out.append(tuple(cards[at : at + size]))
        at += size
    return out
