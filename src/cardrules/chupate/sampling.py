"""Guessing the hidden cards of a Chúpate 2 view: the unseen cards and a uniform sample.

A seat sees its own hand, the discard pile (in order), every hand's size and
the stock's size; the other hands and the stock are hidden. A sample deals the
unseen cards to those places, uniformly over every deal that fits what the
view shows, including what the public rules imply (C-12):

* phase ``'wild4'`` with ``allow_bluffs=False``: the seat that played the wild
  draw-four holds no card of ``challenge_color``;
* after a failed challenge (``last_challenge.bluff`` false), the challenged
  hand holds no card of the challenge color;
* after a caught bluff, the challenged hand, less the 4 penalty cards it drew
  last, holds at least one card of the challenge color.

The challenge color is the color the discard pile shows under the wild
draw-four; when that card is a wild (its named color is not in the view) or
was shuffled back into the stock (C-14), the view does not say which color
was challenged, and the last two inferences are not made. Phase ``'drawn'``:
the card just drawn is the last card of the drawer's hand, whatever that card
is. Once the game is over, every hand is public (``last_round``); only the
stock is dealt.

`sample_without_bluffs` is the same sample under one more belief, about how
the other players play rather than what the rules reveal: that nobody bluffs
a wild draw-four, so in phase ``'wild4'`` its player holds no card of
``challenge_color`` whatever ``allow_bluffs`` says. It suits a search bot
(``ISMCTSBot(sampler=...)``) playing against opponents who never bluff, such
as `ChupateGreedyBot`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from cardrules._quote import quote
from cardrules._sampling import Constraint, deal, split, unseen
from cardrules._state import check_view_of
from cardrules._validate import MALFORMED, malformed_view
from cardrules.chupate.phase import Phase
from cardrules.errors import RulesError
from cardrules.rng import check_seed

if TYPE_CHECKING:
    from cardrules.cards.uno import Color, UnoCard

__all__ = ["sample_state", "sample_without_bluffs", "unseen_cards"]

_PENALTY = 4
"""Cards a caught bluffer draws (C-12)."""


def _public_hands(view: Any) -> tuple[tuple[UnoCard, ...], ...] | None:
    """Every hand, when the view shows them all (the game is over, C-15); else ``None``."""
    if view.current_player is None and view.last_round is not None:
        hands: tuple[tuple[UnoCard, ...], ...] = view.last_round.hands
        return hands
    return None


def _check_view(view: object, what: str) -> None:
    """Raise `RulesError` unless ``view`` is a Chúpate 2 `View`."""
    check_view_of(view, "chupate2", what, "cardrules.chupate.view.View")


def unseen_cards(view: Any) -> tuple[UnoCard, ...]:
    """The cards ``view.seat`` cannot see: the other hands and the stock, in deck order.

    Args:
        view: a Chúpate 2 view.

    Returns:
        Every card of the deck not in the seat's hand, not on the discard pile
        and (once the game is over) not in a hand shown at the end; repeated
        cards as often as they are unseen.

    Raises:
        RulesError: ``view`` is not a Chúpate 2 `View`, or it shows more copies
            of a card than the deck holds.
    """
    _check_view(view, "chupate.sampling.unseen_cards")
    try:
        return _unseen_cards(view)
    except RulesError:
        raise
    except MALFORMED as error:
        raise malformed_view("chupate.sampling.unseen_cards", error) from None


def _unseen_cards(view: Any) -> tuple[UnoCard, ...]:
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


def sample_state(view: Any, seed: int, *, no_bluffs: bool = False) -> Any:
    """A `State` drawn uniformly from the deals consistent with ``view``.

    Only the view is used: two states with the same view give the same sample
    for the same seed. The hidden hands (their sizes kept) and the stock are
    dealt from `unseen_cards` by the library's seeded generator, honouring
    the inferences listed in this module's description. The sample's
    ``seed`` is ``seed`` and its generator carries on from the deal, so it is
    a valid position that plays on reproducibly.

    Args:
        view: the view to sample from.
        seed: an int in ``0..2**64-1``.
        no_bluffs: also believe that nobody bluffs a wild draw-four (see
            `sample_without_bluffs`).

    Returns:
        A state ``s`` with ``s.view(view.seat) == view``.

    Raises:
        RulesError: ``view`` is not a Chúpate 2 `View`, the seed is invalid,
            or no deal fits the view.
    """
    _check_view(view, "chupate.sampling.sample_state")
    rng = check_seed(seed)
    try:
        return _sample_state(view, seed, rng, no_bluffs)
    except RulesError:
        raise
    except MALFORMED as error:
        raise malformed_view("chupate.sampling.sample_state", error) from None


def _sample_state(view: Any, seed: int, rng: int, no_bluffs: bool) -> Any:
    _check_turn(view)
    players = view.rules.players
    public = _public_hands(view)
    hidden = () if public is not None else tuple(s for s in range(players) if s != view.seat)
    cards = _unseen_cards(view)
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
    return _state_of(view, seed, rng, hands, stock)


def _check_turn(view: Any) -> None:
    """Refuse a view whose phase and seat to play do not fit (C-15), before dealing."""
    current = view.current_player
    if (current is None) != (view.phase is Phase.OVER):
        msg = (
            f"the view's phase {view.phase.value!r} does not fit its current_player "
            f"{quote(current)}: the phase is 'over' exactly when current_player is None (C-15)"
        )
        raise RulesError(msg)
    if view.phase is Phase.DRAWN and current != view.seat and not view.hand_sizes[current]:
        msg = (
            f"the view is in phase 'drawn' but seat {current}, who drew, holds no card "
            "(the drawn card is in its hand)"
        )
        raise RulesError(msg)


def _state_of(
    view: Any, seed: int, rng: int, hands: Sequence[tuple[UnoCard, ...]], stock: tuple[UnoCard, ...]
) -> Any:
    """The state ``view`` shows, with the hidden places filled in.

    Args:
        view: a Chúpate 2 `View`.
        seed: the state's seed.
        rng: the state's generator state (after the sampling).
        hands: every seat's hand, ``view.hand`` at ``view.seat``.
        stock: the stock.

    Returns:
        The state; in phase ``'drawn'``, another seat's drawn card is the
        last of its hand.
    """
    current = view.current_player
    drawn_card = view.drawn_card
    if view.phase is Phase.DRAWN and current != view.seat:
        drawn_card = hands[current][-1]  # phase drawn: not over
    return type(view)._state_class(
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


def sample_without_bluffs(view: Any, seed: int) -> Any:
    """Like ``view.sample_state(seed)``, believing that nobody bluffs a wild draw-four.

    Facing a wild draw-four (phase ``'wild4'``), the sample gives its player no
    card of ``challenge_color``, as if ``allow_bluffs`` were off (C-12); it is
    uniform over the deals consistent with the view and that belief. In every
    other phase, or when no deal fits the belief (the player did bluff, and
    the view shows it must have), it is exactly ``view.sample_state(seed)``.
    The belief is about the opponents, not the rules: against players who
    never bluff (`ChupateGreedyBot`), a search with it does not waste
    challenges that always fail. Pass it to a search as
    ``ISMCTSBot(sampler=sample_without_bluffs)``.

    Args:
        view: the view to sample from.
        seed: an int in ``0..2**64-1``.

    Returns:
        A state ``s`` with ``s.view(view.seat) == view``.

    Raises:
        RulesError: ``view`` is not a Chúpate 2 `View`, the seed is invalid, or
            no deal fits the view.

    >>> from cardrules import chupate
    >>> state = chupate.State.from_dict({
    ...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
    ...     "current_player": 0, "phase": "wild4", "owed": 4, "color": "G",
    ...     "challenge_color": "R", "hands": [["B1"], ["R2", "G3"]],
    ...     "discard": ["R5", "W+4"]})
    >>> view = state.view(0)
    >>> all(card.color is not chupate.Color.RED
    ...     for seed in range(20) for card in sample_without_bluffs(view, seed).hands[1])
    True
    >>> any(card.color is chupate.Color.RED
    ...     for seed in range(20) for card in view.sample_state(seed).hands[1])
    True
    """
    _check_view(view, "chupate.sample_without_bluffs")
    if view.phase is not Phase.WILD4 or not view.rules.allow_bluffs:
        return sample_state(view, seed)
    try:
        return sample_state(view, seed, no_bluffs=True)
    except RulesError:  # the belief is wrong here: sample what the view allows
        return sample_state(view, seed)
