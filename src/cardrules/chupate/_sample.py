"""How a Chúpate 2 view's hidden cards are guessed: the code behind `cardrules.chupate.sampling`.

Below the state and view (it imports neither): `sample_state` builds the
state with the class it is given, as ``position.state_from_dict`` does, so
``View.sample_state`` can call it and the imports run one way. The module
`cardrules.chupate.sampling` describes what a sample honours.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardrules._random import check_seed
from cardrules._sampling import Constraint, deal, split, unseen
from cardrules.cards.uno import Color, UnoCard
from cardrules.chupate.phase import Phase
from cardrules.errors import RulesError

__all__ = ["sample_state", "unseen_cards"]

_PENALTY = 4
"""Cards a caught bluffer draws (C-12)."""


def _public_hands(view: Any) -> tuple[tuple[UnoCard, ...], ...] | None:
    """Every hand, when the view shows them all (the game is over, C-15); else ``None``."""
    if view.current_player is None and view.last_round is not None:
        hands: tuple[tuple[UnoCard, ...], ...] = view.last_round.hands
        return hands
    return None


def unseen_cards(view: Any) -> tuple[UnoCard, ...]:
    """The cards ``view.seat`` cannot see: the other hands and the stock, in deck order.

    Args:
        view: a Chúpate 2 view.

    Returns:
        Every card of the deck not in the seat's hand, not on the discard pile
        and (once the game is over) not in a hand shown at the end; repeated
        cards as often as they are unseen.

    Raises:
        RulesError: the view shows more copies of a card than the deck holds.
    """
    seen = list(view.discard)
    public = _public_hands(view)
    for hand in public if public is not None else (view.hand,):
        seen.extend(hand)
    return unseen(view.rules.deck(), seen)


def _has(color: Color) -> Callable[[UnoCard], bool]:
    return lambda card: card.color is color


def _none(count: int) -> bool:
    return count == 0


def _some(count: int) -> bool:
    return count > 0


def _constraint(
    view: Any, hidden: tuple[int, ...], no_bluffs: bool
) -> tuple[int, Constraint] | None:
    """The one C-12 inference about a hidden hand: ``(seat, constraint)``, or ``None``.

    ``no_bluffs``: believe that the player of a wild draw-four never bluffs.
    """
    players = view.rules.players
    if view.phase is Phase.WILD4 and (no_bluffs or not view.rules.allow_bluffs):
        seat = (view.current_player - view.direction) % players
        color = view.challenge_color
        if seat not in hidden or color is None:
            return None
        why = f"C-12: seat {seat} played W+4 without bluffing, so holds no {color.value}"
        return seat, Constraint(view.hand_sizes[seat], _has(color), _none, why)
    last = view.last_challenge
    if last is None or last.challenged not in hidden or len(view.discard) < 2:
        return None
    color = view.discard[-2].color
    if color is None:
        return None
    seat = last.challenged
    size = view.hand_sizes[seat]
    if last.bluff:
        why = f"C-12: seat {seat} was caught bluffing, so held {color.value}"
        return seat, Constraint(size - _PENALTY, _has(color), _some, why)
    why = f"C-12: seat {seat}'s wild draw-four was legal, so it holds no {color.value}"
    return seat, Constraint(size, _has(color), _none, why)


def sample_state(view: Any, seed: int, state_class: Any, *, no_bluffs: bool = False) -> Any:
    """A ``state_class`` drawn uniformly from the deals consistent with ``view``.

    See `cardrules.chupate.sampling.sample_state`; ``state_class`` is the
    game's ``State``.

    Raises:
        RulesError: the seed is invalid, or no deal fits the view.
    """
    rng = check_seed(seed)
    players = view.rules.players
    public = _public_hands(view)
    hidden = () if public is not None else tuple(s for s in range(players) if s != view.seat)
    cards = unseen_cards(view)
    if sum(view.hand_sizes[seat] for seat in hidden) + view.stock_size != len(cards):
        msg = (
            f"the view's hidden places hold {len(cards)} unseen cards in no way: "
            "the hand sizes and stock size do not add up (C-1)"
        )
        raise RulesError(msg)
    found = _constraint(view, hidden, no_bluffs)
    order = hidden
    constraint = None
    if found is not None:  # the constrained hand's slots come first
        constraint = found[1]
        order = (found[0], *(seat for seat in hidden if seat != found[0]))
    dealt, rng = deal(rng, cards, constraint)
    parts = split(dealt, [view.hand_sizes[seat] for seat in order])
    stock = dealt[len(dealt) - view.stock_size :]
    hands = list(public) if public is not None else [view.hand] * players
    for seat, part in zip(order, parts, strict=True):
        hands[seat] = part
    current = view.current_player
    drawn_card = view.drawn_card
    if view.phase is Phase.DRAWN and current != view.seat:
        drawn_card = hands[current][-1]  # phase drawn: not over
    return state_class(
        rules=view.rules,
        seed=seed,
        rng=rng,
        round=view.round,
        starting_player=view.starting_player,
        current_player=current,
        hands=tuple(hands),
        discard=view.discard,
        color=view.color,
        direction=view.direction,
        owed=view.owed,
        phase=view.phase,
        drawn_card=drawn_card,
        challenge_color=view.challenge_color,
        last_challenge=view.last_challenge,
        stock=stock,
        scores=view.scores,
        last_round=view.last_round,
    )
