"""Veneno's action space: every move, each with a fixed action id."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardrules._quote import quote
from cardrules.cards.spanish import build_spanish_deck
from cardrules.errors import RulesError
from cardrules.game import ActionSpace
from cardrules.veneno.legal import _PILES_BY_CONFIG
from cardrules.veneno.notation import MOVES_BY_INDEX, PILES, Move, parse_move
from cardrules.veneno.rules import Rules

if TYPE_CHECKING:
    from cardrules.veneno.state import State

__all__ = ["action_space"]


def _moves(reduced: bool) -> tuple[Move, ...]:
    return tuple(
        move for card in build_spanish_deck(reduced=reduced) for move in MOVES_BY_INDEX[card.index]
    )


_MOVES = {False: _moves(False), True: _moves(True)}


def _missing(move: Move) -> str:
    return f"V-11: {move} cannot be played: {move.card} is not in the reduced deck (no 8 and 9)"


def action_space(rules: Rules) -> ActionSpace[Move]:
    """Every Veneno move that can ever be legal, each with its action id.

    Each card of the deck, in deck order (suits O, C, E, B; ranks 1-12
    ascending, without 8 and 9 in the reduced deck, V-11), on piles 0, 1 and
    2: ``1O@0``, ``1O@1``, ``1O@2``, ``2O@0``, ... The id of ``card@pile`` is
    ``3 * k + pile``, ``k`` being the card's place in the deck. 144 moves;
    120 with ``reduced_deck``.

    Args:
        rules: the match's rules; `ActionSpace.mask` accepts states and views
            under these rules only.

    Returns:
        The `ActionSpace`.

    Raises:
        RulesError: ``rules`` is not a veneno ``Rules``.

    >>> space = action_space(Rules(players=3))
    >>> len(space), space.id("1C@0"), str(space[143])
    (144, 36, '12B@2')
    >>> len(action_space(Rules(players=3, reduced_deck=True)))
    120
    """
    if not isinstance(rules, Rules):
        msg = f"action_space needs a cardrules.veneno.Rules, got {quote(rules)}"
        raise RulesError(msg)
    return ActionSpace(rules, _MOVES[rules.reduced_deck], parse_move, _missing)


def _mask_table(reduced: bool) -> tuple[int, tuple[tuple[tuple[int, ...], ...], ...]]:
    """`_legal_mask`'s table for a deck: the space's size, and each card's legal action ids.

    For each configuration of the piles, by ``card.index``: the card's legal
    action ids; none for a card outside the deck. A card has 8 sets of legal
    piles at most, so the table shares those tuples: 384 at most, whatever
    the configuration.
    """
    deck = build_spanish_deck(reduced=reduced)
    place = {card.index: k for k, card in enumerate(deck)}
    ids = {
        (index, piles): tuple(3 * k + pile for pile in range(PILES) if piles >> pile & 1)
        for index, k in place.items()
        for piles in range(1 << PILES)
    }
    table = tuple(
        tuple(ids.get((index, piles), ()) for index, piles in enumerate(by_card))
        for by_card in _PILES_BY_CONFIG
    )
    return len(deck) * PILES, table


_MASKS = {reduced: _mask_table(reduced) for reduced in (False, True)}


def _legal_mask(state: State) -> bytearray:
    """``action_space(state.rules).mask(state)`` as bytes (1 at each legal move's action id).

    The learning environments' fast path: straight from the hand and the
    piles' basic suits, without listing the legal moves. The match must not
    be over.
    """
    size, table = _MASKS[state.rules.reduced_deck]
    ids = table[(state._pile_info or state._info())[0]]
    mask = bytearray(size)
    hand = state.hands[state.current_player]  # type: ignore[index]  # not over
    if len(hand) == 4:  # the seat to play has drawn (V-4): nearly every call
        a, b, c, d = hand
        for i in ids[a.index] + ids[b.index] + ids[c.index] + ids[d.index]:
            mask[i] = 1
    else:
        for card in hand:
            for i in ids[card.index]:
                mask[i] = 1
    return mask
