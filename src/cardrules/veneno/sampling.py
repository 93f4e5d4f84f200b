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

from typing import TYPE_CHECKING, Any

from cardrules._sampling import deal, split, unseen
from cardrules._state import check_view_of
from cardrules._validate import MALFORMED, malformed_view
from cardrules.errors import RulesError
from cardrules.rng import check_seed

if TYPE_CHECKING:
    from cardrules.cards.spanish import SpanishCard

__all__ = ["sample_state", "unseen_cards"]


def _check_view(view: object, what: str) -> None:
    """Raise `RulesError` unless ``view`` is a Veneno `View`."""
    check_view_of(view, "veneno", what, "cardrules.veneno.view.View")


def unseen_cards(view: Any) -> tuple[SpanishCard, ...]:
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
    _check_view(view, "veneno.sampling.unseen_cards")
    try:
        return _unseen_cards(view)
    except RulesError:
        raise
    except MALFORMED as error:
        raise malformed_view("veneno.sampling.unseen_cards", error) from None


def _unseen_cards(view: Any) -> tuple[SpanishCard, ...]:
    seen = [*view.hand]
    for cards in (*view.piles, *view.taken):
        seen.extend(cards)
    return unseen(view.rules.deck(), seen)


def sample_state(view: Any, seed: int) -> Any:
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
    _check_view(view, "veneno.sampling.sample_state")
    rng = check_seed(seed)
    try:
        return _sample_state(view, seed, rng)
    except RulesError:
        raise
    except MALFORMED as error:
        raise malformed_view("veneno.sampling.sample_state", error) from None


def _sample_state(view: Any, seed: int, rng: int) -> Any:
    players = view.rules.players
    hidden = [seat for seat in range(players) if seat != view.seat]
    cards = _unseen_cards(view)
    sizes = [view.hand_sizes[seat] for seat in hidden]
    if sum(sizes) + view.stock_size != len(cards):
        msg = (
            f"the view's hidden places hold {len(cards)} unseen cards in no way: "
            "the hand sizes and stock size do not add up (V-1)"
        )
        raise RulesError(msg)
    dealt, rng = deal(rng, cards, None)
    hands = [view.hand] * players
    for seat, part in zip(hidden, split(dealt, sizes), strict=True):
        hands[seat] = part
    return type(view)._state_class(
        rules=view.rules,
        seed=seed,
        rng=rng,
        round=view.round,
        starting_player=view.starting_player,
        current_player=view.current_player,
        hands=tuple(hands),
        piles=view.piles,
        taken=view.taken,
        stock=dealt[sum(sizes) :],
        scores=view.scores,
        last_round=view.last_round,
    )
