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

from cardrules._validate import check_instance
from cardrules.cards.uno import UnoCard
from cardrules.chupate import _sample
from cardrules.chupate.phase import Phase
from cardrules.chupate.state import State, View
from cardrules.errors import RulesError

__all__ = ["sample_state", "sample_without_bluffs", "unseen_cards"]


def unseen_cards(view: View) -> tuple[UnoCard, ...]:
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
    check_instance(view, View, "chupate.sampling.unseen_cards")
    return _sample.unseen_cards(view)


def sample_state(view: View, seed: int, *, no_bluffs: bool = False) -> State:
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
    check_instance(view, View, "chupate.sampling.sample_state")
    sample: State = _sample.sample_state(view, seed, State, no_bluffs=no_bluffs)
    return sample


def sample_without_bluffs(view: View, seed: int) -> State:
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
    check_instance(view, View, "chupate.sample_without_bluffs")
    if view.phase is not Phase.WILD4 or not view.rules.allow_bluffs:
        return sample_state(view, seed)
    try:
        return sample_state(view, seed, no_bluffs=True)
    except RulesError:  # the belief is wrong here: sample what the view allows
        return sample_state(view, seed)
