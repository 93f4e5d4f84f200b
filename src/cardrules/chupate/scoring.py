"""Chúpate 2 scoring: card points and the round's result (C-3, C-15)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.cards.uno import UnoCard, build_uno_deck
from cardrules.chupate.rules import Rules
from cardrules.errors import RulesError
from cardrules.game import Outcome, Reason

__all__ = [
    "RoundResult",
    "card_points",
    "hand_points",
    "outcome_of",
    "round_points",
    "winners_of",
]

Cards = tuple[UnoCard, ...]


@attrs.frozen
class RoundResult:
    """How a finished Chúpate 2 round ended: a public record (C-15).

    The hands are shown at a round's end, as the count needs them. A state
    keeps the record of the last finished round (``State.last_round``) through
    the next round, so a points game's round ends can be read after the next
    round has been dealt.

    Attributes:
        round: the round's number.
        starting_player: the seat chosen to start it.
        winner: the seat that played its last card.
        points: the points each seat scored in it (a winning team's members
            each show the team's; everyone else 0).
        hands: every hand at its end, after the owed draw of a last draw-two
            or wild draw-four (C-15).
    """

    round: int
    starting_player: int
    winner: int
    points: tuple[int, ...]
    hands: tuple[Cards, ...]

    def to_dict(self) -> dict[str, Any]:
        """The record as a JSON-ready dict; cards as notation strings."""
        return {
            "round": self.round,
            "starting_player": self.starting_player,
            "winner": self.winner,
            "points": list(self.points),
            "hands": [[str(card) for card in hand] for hand in self.hands],
        }


_POINTS: dict[UnoCard, int] = {card: card.points for card in build_uno_deck()}


def card_points(card: UnoCard) -> int:
    """What a card left in a hand scores (C-15).

    Number cards their face value; draw-two, skip and reverse 20; wilds 50.

    >>> from cardrules.chupate import parse_card
    >>> [card_points(parse_card(c)) for c in ("R7", "G+2", "W+4")]
    [7, 20, 50]

    Raises:
        RulesError: ``card`` is not a Chúpate 2 card.
    """
    points = _POINTS.get(card) if isinstance(card, UnoCard) else None
    if points is None:
        msg = f"card_points needs a Chúpate 2 card (parse_card('R7')), got {quote(card)}"
        raise RulesError(msg)
    return points


def hand_points(hand: Sequence[UnoCard]) -> int:
    """The points of the cards in one hand (C-15)."""
    points = _POINTS
    return sum(points[card] for card in hand)


def round_points(hands: Sequence[Sequence[UnoCard]], winner: int, rules: Rules) -> tuple[int, ...]:
    """Each seat's points for a round that ``winner`` ended by emptying their hand.

    The winner's side (the winner alone, or their whole team, C-3) scores the
    cards left in the opponents' hands; partners' cards do not count. Every
    member of the winning team shows the team's points; everyone else 0.

    Args:
        hands: the hands at the end of the round (the owed draw done, C-15).
        winner: the seat that played its last card.
        rules: the game's rules (for the teams).

    Returns:
        One int per seat.

    >>> from cardrules.chupate import parse_card
    >>> hands = [[], [parse_card("R7")], [parse_card("W")], [parse_card("BS")]]
    >>> round_points(hands, 0, Rules(players=4, teams=True))
    (27, 0, 27, 0)
    """
    side = rules.team_of(winner)
    points = sum(hand_points(hand) for seat, hand in enumerate(hands) if seat not in side)
    return tuple(points if seat in side else 0 for seat in range(rules.players))


def winners_of(hand_sizes: Sequence[int], rules: Rules) -> tuple[int, ...]:
    """The winning side of a finished game: the seat with an empty hand and its team.

    Args:
        hand_sizes: every seat's number of cards at the end of the game.
        rules: the game's rules (for the teams).

    Returns:
        The seats of the side that won the last round, ascending; ``()`` if no
        hand is empty.
    """
    for seat, size in enumerate(hand_sizes):
        if size == 0:
            return rules.team_of(seat)
    return ()


def outcome_of(rules: Rules, hand_sizes: Sequence[int], scores: tuple[int, ...]) -> Outcome:
    """The `Outcome` of a finished game (C-3, C-15).

    Args:
        rules: the game's rules (teams, target).
        hand_sizes: every seat's number of cards at the end.
        scores: the final scores.

    Returns:
        Winners: the side that emptied a hand; losers: every other seat; the
        reason: ``HAND_EMPTIED`` without a target, else ``TARGET_REACHED``.
    """
    winners = winners_of(hand_sizes, rules)
    losers = tuple(seat for seat in range(rules.players) if seat not in winners) if winners else ()
    reason = Reason.HAND_EMPTIED if rules.target is None else Reason.TARGET_REACHED
    return Outcome(winners, losers, scores, reason)
