"""Guessing the hidden cards of a Veneno view: the unseen cards and a uniform sample.

A seat sees its own hand, the three piles, every zone of taken cards, every
hand's size and the stock's size (V-13); the other hands and the stock are
hidden. Nothing public ties a hidden card to a hidden place (every card has a
legal pile, V-5, so no move reveals what a hand lacks), so a sample deals the
unseen cards to the other hands (their sizes kept; the current player's
already holds the card drawn this turn, V-4) and the stock, every such deal
equally likely.
"""

from __future__ import annotations

from cardrules._validate import check_instance
from cardrules.cards.spanish import SpanishCard
from cardrules.veneno import _sample
from cardrules.veneno.state import State, View

__all__ = ["sample_state", "unseen_cards"]


def unseen_cards(view: View) -> tuple[SpanishCard, ...]:
    """The cards ``view.seat`` cannot see: the other hands and the stock, in deck order.

    Args:
        view: a Veneno view.

    Returns:
        Every card of the deck (the reduced one under V-11) not in the seat's
        hand, on a pile or in a zone.

    Raises:
        RulesError: ``view`` is not a Veneno `View`, or it shows more copies
            of a card than the deck holds.
    """
    check_instance(view, View, "veneno.sampling.unseen_cards")
    return _sample.unseen_cards(view)


def sample_state(view: View, seed: int) -> State:
    """A `State` drawn uniformly from the deals consistent with ``view``.

    Only the view is used: two states with the same view give the same sample
    for the same seed. The sample's ``seed`` is ``seed`` and its generator
    carries on from the deal, so it is a valid position that plays on
    reproducibly.

    Args:
        view: the view to sample from.
        seed: an int in ``0..2**64-1``.

    Returns:
        A state ``s`` with ``s.view(view.seat) == view``.

    Raises:
        RulesError: ``view`` is not a Veneno `View`, the seed is invalid, or
            the view's sizes do not add up.
    """
    check_instance(view, View, "veneno.sampling.sample_state")
    sample: State = _sample.sample_state(view, seed, State)
    return sample
