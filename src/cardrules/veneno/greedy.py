"""Veneno's rule-of-thumb bot: it keeps its copas and takes no poison it can avoid.

The bot is a frozen value with no fields and deterministic: `choose` returns
the bot itself. ``cardrules.bots.VenenoGreedyBot`` is the same class.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules._ranked import ranked_chances
from cardrules._validate import check_instance, check_legal_moves, check_moves_of
from cardrules.cards.spanish import Suit
from cardrules.veneno.notation import Move
from cardrules.veneno.view import View

__all__ = ["VenenoGreedyBot", "opponent_policy"]

_COPAS = Suit.COPAS


@attrs.frozen
class VenenoGreedyBot:
    """A Veneno bot that keeps its copas, dumps high cards safely, and takes no poison it can avoid.

    Its rules of thumb, in order of priority:

    * **Safe moves first**: a move that does not make its pile overflow (V-7),
      or one that does but takes no copa (an empty-of-copas pile, the card
      played not a copa, or staying behind under ``poison_overflow``): such a
      free take also empties a pile.
    * **Copas kept.** A copa goes anywhere (V-6), so it is the card that is
      always safe to play later: among the safe moves, it plays a copa only
      when it has nothing else safe.
    * **High cards dumped.** Then the card of highest value (V-2), which
      would be the hardest to place later; a free take before a safe move of
      the same value.
    * **Piles left high.** Then onto the pile that ends highest, closest to
      overflowing for the players who come before its next turn.
    * **Forced to overflow**, it takes the pile with the fewest copas (the
      card it plays counted too when it goes into the zone), playing a card
      that is not a copa if it can and then its highest one.

    Remaining ties go to the earliest of the legal moves (cards in deck order,
    piles ascending). The bot is deterministic and holds no state:
    `choose` returns the bot itself, and one bot may sit at every seat.

    >>> from cardrules import veneno
    >>> state = veneno.State.from_dict({
    ...     "game": "veneno", "version": 1, "rules": {"players": 2}, "seed": 1,
    ...     "current_player": 0, "hands": [["9O", "5C", "2E"], ["1B", "3B"]],
    ...     "piles": [["8O", "1C"], ["7E"], []]})
    >>> [str(move) for move in state.legal_moves()]
    ['9O@0', '5C@0', '5C@1', '5C@2', '2E@1']
    >>> move, _ = VenenoGreedyBot().choose(state.view(0), state.legal_moves())
    >>> str(move)  # 9O and 5C@0 take pile 0's copa; of the safe moves, 2E keeps the copa
    '2E@1'
    """

    def choose(self, view: View, legal_moves: Sequence[Move]) -> tuple[Move, VenenoGreedyBot]:
        """Pick the move its rules of thumb prefer.

        Args:
            view: what the seat to play may know (``state.view(seat)``); the
                bot reads the rules and the piles.
            legal_moves: the position's legal moves (``state.legal_moves()``).

        Returns:
            ``(move, self)``: the chosen move, one of ``legal_moves``, and this
            bot, unchanged.

        Raises:
            RulesError: ``legal_moves`` is empty (the match is over) or not a
                sequence of Veneno moves, or ``view`` is not a ``veneno.View``.
        """
        check_legal_moves(legal_moves, "VenenoGreedyBot.choose")
        check_instance(view, View, "VenenoGreedyBot.choose")
        check_moves_of(legal_moves, Move, "VenenoGreedyBot.choose", "Veneno")
        costs = _costs(view, legal_moves)
        return legal_moves[min(range(len(costs)), key=costs.__getitem__)], self


def _costs(view: View, legal_moves: Sequence[Move]) -> list[tuple[float, ...]]:
    """Each legal move's cost by the bot's rules of thumb (lower first), checked inputs."""
    rules = view.rules
    totals = view.pile_totals
    copas = [sum(1 for card in pile if card.suit is _COPAS) for pile in view.piles]

    def cost(move: Move) -> tuple[int, int, int, int]:
        card, index = move.card, move.pile
        value = rules.value(card)
        total = totals[index] + value
        copa = int(card.suit is _COPAS)
        if not rules.overflows(total):
            return (0, copa, -value, -total)
        kept = 0 if rules.poison_overflow else copa  # V-7: the card may stay behind
        taken = copas[index] + kept
        if taken == 0:  # a free take: as good as a safe move, and it empties a pile
            return (0, 0, -value, -99)
        return (1, taken, copa, -value)

    return [cost(move) for move in legal_moves]


def opponent_policy(view: View, legal_moves: Sequence[Move]) -> tuple[float, ...]:
    """How a player like the greedy bot is thought to play: its preferences, softened.

    Each legal move's probability is proportional to ``exp(-rank)``, its rank
    among the distinct costs the bot gives the moves (0 for the bot's own
    choice), a move of a kind the bot would not play here ranked 4 lower
    still; the game spec's ``opponent_policy`` (see
    `cardrules.bots.inference.PolicyBelief`).

    Args:
        view: the seat to play's view.
        legal_moves: its legal moves.

    Returns:
        One probability per legal move, adding up to 1.

    Raises:
        RulesError: as the bot's ``choose``.
    """
    check_legal_moves(legal_moves, "veneno.greedy.opponent_policy")
    check_instance(view, View, "veneno.greedy.opponent_policy")
    check_instance(legal_moves[0], Move, "veneno.greedy.opponent_policy: a legal move")
    return ranked_chances(_costs(view, legal_moves))
