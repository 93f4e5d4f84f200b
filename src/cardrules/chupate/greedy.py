"""Chúpate 2's rule-of-thumb bot: stronger than random, and quick to finish a game.

The bot is a frozen value with no fields: it looks at its seat's view and the
legal moves, scores every move with a few documented preferences, and picks
the best. Ties go to the earliest move in ``legal_moves`` (their documented
order), so the bot is deterministic and needs no seed; `choose` returns
the bot itself. ``cardrules.bots.ChupateGreedyBot`` is the same class.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules._ranked import ranked_chances
from cardrules._validate import check_instance, check_legal_moves, check_moves_of, seat_of_view
from cardrules.cards.uno import ACTION_FACES, NUMBER_FACES, Color, build_uno_deck
from cardrules.chupate.notation import Card, Move
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules
from cardrules.chupate.view import View

__all__ = ["ChupateGreedyBot", "opponent_policy"]


_COLORS = tuple(Color)
_ACTIONS = frozenset({"+2", "S", "R"})
_PER_COLOR = sum(1 for card in build_uno_deck() if card.color is Color.RED)
"""Cards of one color in the deck (25): the base of the count of unseen cards."""
_FACES_PER_COLOR = len(NUMBER_FACES) + len(ACTION_FACES)
"""Distinct faces of one color (13): ``card.index // 13`` is its color's place, 4 for a wild."""
_THREAT = 2
"""An opponent with this many cards or fewer is about to win: hit them now."""
_OPPONENT_WEIGHT = 0.5
"""How much a color's likely cards in the next opponent's hand count against it."""


def _color_values(view: View) -> tuple[float, ...]:
    """How good each color is to have active: cards of it held, less the next opponent's.

    The next opponent's likely cards of a color are their hand size times that
    color's share of the colored cards this seat cannot see (not in its hand,
    not in the discard pile). A partner playing next is not counted against.
    The values come in `_COLORS` order; `_color_index` finds a color's place.
    """
    # Cards are counted by their deck index (13 faces per color, wilds last):
    # this runs at every move of a search's rollouts, and hashing a color is slow.
    held = [0, 0, 0, 0, 0]
    for card in view.hand:
        held[card.index // _FACES_PER_COLOR] += 1
    seen = held[:]
    for card in view.discard:
        seen[card.index // _FACES_PER_COLOR] += 1
    unseen = [_PER_COLOR - seen[color] for color in range(4)]
    total = max(1, sum(unseen))
    own = seat_of_view(view, "ChupateGreedyBot")
    seat = (own + view.direction) % view.rules.players
    following = 0 if _same_side(view.rules, own, seat) else view.hand_sizes[seat]
    return tuple(
        held[color] - _OPPONENT_WEIGHT * following * unseen[color] / total for color in range(4)
    )


def _color_index(color: Color) -> int:
    """A color's place in `_COLORS` (by identity: no hashing)."""
    return _COLORS.index(color)


def _same_side(rules: Rules, seat: int, other: int) -> bool:
    """Whether ``other`` is ``seat`` or its partner (C-3)."""
    if rules.teams is False:
        return seat == other
    return other in rules.team_of(seat)


def _hits_next(card: Card, players: int) -> bool:
    """Whether playing ``card`` makes the next player draw or lose the turn (C-8 to C-12)."""
    return card.face in ("+2", "S", "W+4") or (card.face == "R" and players == 2)


@attrs.frozen
class ChupateGreedyBot:
    """A Chúpate 2 bot that keeps its action cards and wilds for when they count.

    It plays whenever it can (drawing only with nothing playable) and never
    bluffs or challenges. Its rules of thumb, in order of priority:

    * **Partners first.** With teams (C-3), a move that hits the next player
      (draw-two, skip, wild draw-four, or a reverse with two players) when
      the next player is its partner comes after every other card; in the
      ``'drawn'`` and ``'stacked'`` phases it passes or takes instead.
    * **Colored cards before wilds.** Wilds are kept as the way out of a hand
      with nothing else playable; among them, a wild draw-four (which it plays
      only without a card of the active color: it never bluffs) before a
      plain wild.
    * **Action cards held back.** In a normal turn, a draw-two, skip or
      reverse waits while the next opponent holds more than two cards: it
      keeps a draw-two to stack back (C-8) and the others to hit whoever is
      about to win. When the next opponent is down to two cards, they go first.
    * **The color it will want next.** Among the remaining cards, it prefers
      the one that leaves active a color it holds many more of, counted
      against the cards of that color the next opponent probably holds (their
      hand size times that color's share of the cards this seat has not seen;
      a partner playing next is not counted against).
      The same count names the color of a wild (C-11, C-13) and picks the
      draw-two to stack (C-8).
    * **Bridges kept.** Then it keeps the cards whose number or symbol it also
      holds in another color (a way to change color later).
    * **Points shed.** Then the card worth the most points (C-15).
    * ``'drawn'``: it plays the drawn card if it can (C-7), else passes;
      ``'wild4'``: it takes the four cards, never challenges (C-12).

    Remaining ties go to the earliest of the legal moves. The bot is
    deterministic and holds no state: `choose` returns the bot itself, and
    one bot may sit at every seat.

    >>> from cardrules import chupate
    >>> state = chupate.State.from_dict({
    ...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
    ...     "current_player": 0, "hands": [["R5", "W", "BS", "B3", "G5"], ["G7", "R1", "Y2"]],
    ...     "discard": ["B5"], "color": "B"})
    >>> [str(move) for move in state.legal_moves()]
    ['R5', 'B3', 'BS', 'G5', 'W:R', 'W:B', 'W:G', 'W:Y', 'draw']
    >>> bot = ChupateGreedyBot()
    >>> move, same = bot.choose(state.view(0), state.legal_moves())
    >>> str(move), same is bot  # the skip waits; B3 keeps blue, which it holds most of
    ('B3', True)
    """

    def choose(self, view: View, legal_moves: Sequence[Move]) -> tuple[Move, ChupateGreedyBot]:
        """Pick the move its rules of thumb prefer.

        Args:
            view: what the seat to play may know (``state.view(seat)``); the
                bot reads its hand, the discard pile, the hand sizes, the
                direction and the teams.
            legal_moves: the position's legal moves (``state.legal_moves()``).

        Returns:
            ``(move, self)``: the chosen move, one of ``legal_moves``, and this
            bot, unchanged.

        Raises:
            RulesError: ``legal_moves`` is empty (the game is over) or not a
                sequence of Chúpate 2 moves, or ``view`` is not a ``chupate.View``.
        """
        check_legal_moves(legal_moves, "ChupateGreedyBot.choose")
        check_instance(view, View, "ChupateGreedyBot.choose")
        check_moves_of(legal_moves, Move, "ChupateGreedyBot.choose", "Chúpate 2")
        costs = _costs(view, legal_moves)
        return legal_moves[min(range(len(costs)), key=costs.__getitem__)], self


def _costs(view: View, legal_moves: Sequence[Move]) -> list[tuple[float, ...]]:
    """Each legal move's cost by the bot's rules of thumb (lower first), checked inputs."""
    players = view.rules.players
    own = seat_of_view(view, "ChupateGreedyBot")
    following = (own + view.direction) % players
    partner_next = following != own and _same_side(view.rules, own, following)
    threatened = view.hand_sizes[following] <= _THREAT and not partner_next
    normal_turn = view.phase == Phase.PLAY
    values = _color_values(view)
    hand = view.hand

    def cost(move: Move) -> tuple[float, ...]:
        kind, card = move.kind, move.card
        if kind == "color" and move.color is not None:
            return (0, 0, -values[_color_index(move.color)])
        if kind != "play" or card is None:  # draw, pass, take; challenge last
            return (3 + int(kind == "challenge"), 0, 0)
        if partner_next and _hits_next(card, players):
            return (2 if normal_turn else 4, 0, 0)
        if card.color is None:  # a wild: W+4 first, then the best color
            assert move.color is not None  # a legal wild names its color
            return (1, int(card.face == "W"), -values[_color_index(move.color)])
        color = card.color
        held_back = int(normal_turn and card.face in _ACTIONS and not threatened)
        kept = values[card.index // _FACES_PER_COLOR] - 1  # this card leaves the hand
        bridges = sum(1 for c in hand if c.face == card.face and c.color not in (None, color))
        return (0, held_back, -kept, bridges, -card.points)

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
    check_legal_moves(legal_moves, "chupate.greedy.opponent_policy")
    check_instance(view, View, "chupate.greedy.opponent_policy")
    check_instance(legal_moves[0], Move, "chupate.greedy.opponent_policy: a legal move")
    return ranked_chances(_costs(view, legal_moves))
