"""Rule-of-thumb bots, one per game: stronger than random, and quick to finish a game.

Each bot is a frozen value with no fields: it looks at its seat's view and the
legal moves, scores every move with a few documented preferences, and picks
the best. Ties go to the earliest move in ``legal_moves`` (their documented
order), so the bots are deterministic and need no seed; `choose` returns
the bot itself.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules import chupate, veneno
from cardrules.errors import RulesError

__all__ = ["ChupateGreedyBot", "VenenoGreedyBot"]

_COLORS = tuple(chupate.Color)
_COPAS = veneno.Suit.COPAS


def _no_moves(name: str) -> RulesError:
    return RulesError(f"{name}.choose: no legal moves to choose from (is the game over?)")


def _color_preference(hand: Sequence[chupate.Card]) -> dict[chupate.Color | None, int]:
    """Each color's rank for this hand: 0 for the color held most, ties in order R, B, G, Y."""
    counts = dict.fromkeys(_COLORS, 0)
    for card in hand:
        if card.color is not None:
            counts[card.color] += 1
    ranked = sorted(_COLORS, key=lambda color: -counts[color])  # stable: R, B, G, Y on ties
    preference: dict[chupate.Color | None, int] = {None: 0}  # no color named: no preference
    preference.update((color, rank) for rank, color in enumerate(ranked))
    return preference


@attrs.frozen
class ChupateGreedyBot:
    """A Chúpate 2 bot that sheds its most costly cards and draws only when it must.

    Its rules of thumb, by phase:

    * ``'play'``: play a card whenever one is playable. Colored cards first,
      the most points first (draw-two, skip and reverse, 20, before numbers,
      9 down to 0); wilds last, a wild draw-four before a plain wild. A wild
      names the color the bot holds most of. Only with nothing playable:
      ``draw`` (or ``pass`` when nothing can be drawn, C-14).
    * ``'drawn'``: play the drawn card if it is playable, else ``pass`` (C-7).
    * ``'stacked'``: stack a draw-two rather than take (C-8), the one of the
      color it holds most of.
    * ``'wild4'``: always ``take``; it never challenges (C-12).
    * ``'color'``: name the color it holds most of (C-13).

    "The color it holds most of" counts the colored cards in its hand; ties
    go to the first in the order R, B, G, Y. Other ties go to the earliest of
    the legal moves. Because it plays a colored card whenever it has one, it
    plays a wild draw-four only without a card of the active color: it never
    bluffs.

    The bot is deterministic and holds no state: `choose` returns the
    bot itself, and one bot may sit at every seat.

    >>> from cardrules import chupate
    >>> state = chupate.State.from_dict({
    ...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
    ...     "current_player": 0, "hands": [["R5", "W", "BS", "B3", "G5"], ["G7"]],
    ...     "discard": ["B5"], "color": "B"})
    >>> [str(move) for move in state.legal_moves()]
    ['R5', 'B3', 'BS', 'G5', 'W:R', 'W:B', 'W:G', 'W:Y', 'draw']
    >>> bot = ChupateGreedyBot()
    >>> move, same = bot.choose(state.view(0), state.legal_moves())
    >>> str(move), same is bot
    ('BS', True)
    """

    def choose(
        self, view: chupate.View, legal_moves: Sequence[chupate.Move]
    ) -> tuple[chupate.Move, ChupateGreedyBot]:
        """Pick the move its rules of thumb prefer.

        Args:
            view: what the seat to play may know (``state.view(seat)``); the
                bot reads its hand, to count its colors.
            legal_moves: the position's legal moves (``state.legal_moves()``).

        Returns:
            ``(move, self)``: the chosen move, one of ``legal_moves``, and this
            bot, unchanged.

        Raises:
            RulesError: ``legal_moves`` is empty (the game is over).
        """
        if not legal_moves:
            raise _no_moves("ChupateGreedyBot")
        color_rank = _color_preference(view.hand)

        def cost(move: chupate.Move) -> tuple[int, int, int]:
            kind, card = move.kind, move.card
            if kind == "play" and card is not None:
                if card.color is not None:  # a colored card: the most points first
                    return (0, -card.points, color_rank[card.color])
                # a wild: after every colored card, W+4 before W, naming the top color
                return (1, int(card.face == "W"), color_rank[move.color])
            if kind == "color":
                return (0, 0, color_rank[move.color])
            # draw, pass, take, challenge: only when no card is played
            return (2, int(kind == "challenge"), 0)

        return min(legal_moves, key=cost), self


@attrs.frozen
class VenenoGreedyBot:
    """A Veneno bot that avoids taking a pile, and takes as few copas as it can.

    Its rules of thumb:

    * a move that makes its pile overflow (V-7) comes last; among those, it
      takes the pile with the fewest copas (the card it plays counted when it
      goes into the zone too; with ``poison_overflow`` it stays behind);
    * among the safe moves it plays a copa first (getting rid of poison while
      that costs nothing), then its highest-value card (V-2), then onto the
      pile that ends highest (closest to overflowing for the next player).

    Remaining ties go to the earliest of the legal moves (cards in deck order,
    piles ascending). The bot is deterministic and holds no state:
    `choose` returns the bot itself, and one bot may sit at every seat.

    >>> from cardrules import veneno
    >>> state = veneno.State.from_dict({
    ...     "game": "veneno", "version": 1, "rules": {"players": 2}, "seed": 1,
    ...     "current_player": 0, "hands": [["9O", "5C", "2E"], ["1B", "3B"]],
    ...     "piles": [["8O"], ["7E"], []]})
    >>> [str(move) for move in state.legal_moves()]
    ['9O@0', '5C@0', '5C@1', '5C@2', '2E@1']
    >>> move, _ = VenenoGreedyBot().choose(state.view(0), state.legal_moves())
    >>> str(move)  # 9O and 5C@0 overflow pile 0; 5C@1 leaves pile 1 at 12
    '5C@1'
    """

    def choose(
        self, view: veneno.View, legal_moves: Sequence[veneno.Move]
    ) -> tuple[veneno.Move, VenenoGreedyBot]:
        """Pick the move its rules of thumb prefer.

        Args:
            view: what the seat to play may know (``state.view(seat)``); the
                bot reads the rules and the piles.
            legal_moves: the position's legal moves (``state.legal_moves()``).

        Returns:
            ``(move, self)``: the chosen move, one of ``legal_moves``, and this
            bot, unchanged.

        Raises:
            RulesError: ``legal_moves`` is empty (the match is over).
        """
        if not legal_moves:
            raise _no_moves("VenenoGreedyBot")
        rules = view.rules
        totals = [sum(rules.value(card) for card in pile) for pile in view.piles]

        def cost(move: veneno.Move) -> tuple[int, int, int, int]:
            card, index = move.card, move.pile
            value = rules.value(card)
            total = totals[index] + value
            copa = int(card.suit is _COPAS)
            if rules.overflows(total):
                kept = 0 if rules.poison_overflow else copa  # V-7: the card may stay behind
                copas = sum(1 for c in view.piles[index] if c.suit is _COPAS) + kept
                return (1, copas, 0, 0)
            return (0, -copa, -value, -total)

        return min(legal_moves, key=cost), self
