"""How a Veneno view's hidden cards are guessed: the code behind `cardrules.veneno.sampling`.

Below the state and view (it imports neither): `sample_state` builds the
state with the class it is given, as ``position.state_from_dict`` does, so
``View.sample_state`` can call it and the imports run one way.
"""

from __future__ import annotations

from typing import Any

from cardrules._random import check_seed
from cardrules._sampling import deal, split, unseen
from cardrules.cards.spanish import SpanishCard
from cardrules.errors import RulesError

__all__ = ["sample_state", "unseen_cards"]


def unseen_cards(view: Any) -> tuple[SpanishCard, ...]:
    """The cards ``view.seat`` cannot see: every card not in its hand, on a pile or in a zone.

    Raises:
        RulesError: the view shows more copies of a card than the deck holds.
    """
    seen = [*view.hand]
    for cards in (*view.piles, *view.taken):
        seen.extend(cards)
    return unseen(view.rules.deck(), seen)


def sample_state(view: Any, seed: int, state_class: Any) -> Any:
    """A ``state_class`` drawn uniformly from the deals consistent with ``view``.

    Raises:
        RulesError: the seed is invalid, or the view's sizes do not add up.
    """
    rng = check_seed(seed)
    players = view.rules.players
    hidden = [seat for seat in range(players) if seat != view.seat]
    cards = unseen_cards(view)
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
    return state_class(
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
