"""Veneno scoring: poison points of a zone (V-9, V-12) and the match result (V-10)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.errors import RulesError
from cardrules.game import Outcome, Reason
from cardrules.veneno.rules import Rules

__all__ = ["RoundResult", "losers_of", "outcome_of", "winners_of", "zone_points"]

Cards = tuple[SpanishCard, ...]


@attrs.frozen
class RoundResult:
    """How a finished Veneno round ended: a public record (V-8, V-9, V-13).

    A state keeps the record of the last finished round (``State.last_round``)
    through the next round, so what happened at a round's end can be read
    after the next round has been dealt.

    Attributes:
        round: the round's number.
        starting_player: the seat that started it.
        points: the poison points each seat scored in it (V-9, V-12).
        taken: each seat's zone at its end.
        piles: the cards left on the piles, which count for nobody (V-8).
    """

    round: int
    starting_player: int
    points: tuple[int, ...]
    taken: tuple[Cards, ...]
    piles: tuple[Cards, ...]

    def to_dict(self) -> dict[str, Any]:
        """The record as a JSON-ready dict; cards as notation strings."""
        return {
            "round": self.round,
            "starting_player": self.starting_player,
            "points": list(self.points),
            "taken": [[str(card) for card in zone] for zone in self.taken],
            "piles": [[str(card) for card in pile] for pile in self.piles],
        }


_COPAS = Suit.COPAS


def zone_points(zone: Sequence[SpanishCard], rules: Rules) -> int:
    """The poison points a zone scores in one round.

    Each copa is one point (V-9). With ``copas_sin_veneno``, each rank of which
    the zone holds all four cards scores -2 instead of its copa's 1 (V-12).

    >>> from cardrules.veneno import parse_card
    >>> zone_points([parse_card(c) for c in ("7C", "1C", "7O")], Rules())
    2

    Raises:
        RulesError: ``zone`` is not a sequence of Veneno cards, or ``rules`` not Veneno's Rules.
    """
    if (
        not isinstance(rules, Rules)
        or not isinstance(zone, Sequence)
        or isinstance(zone, str)
        or not all(isinstance(card, SpanishCard) for card in zone)
    ):
        msg = (
            f"zone_points needs a sequence of Veneno cards and Veneno's Rules, "
            f"got {quote(zone)} and {quote(rules)}"
        )
        raise RulesError(msg)
    return unchecked_zone_points(zone, rules)


def unchecked_zone_points(zone: Sequence[SpanishCard], rules: Rules) -> int:
    """`zone_points` of a zone and rules known good (the engine's own; no checks)."""
    points = sum(1 for card in zone if card.suit is _COPAS)
    if rules.copas_sin_veneno:
        by_rank = Counter(card.rank for card in zone)
        points -= 3 * sum(1 for count in by_rank.values() if count == 4)
    return points


def winners_of(scores: Sequence[int]) -> tuple[int, ...]:
    """Seats with the fewest points: they win the match (V-10)."""
    best = min(scores)
    return tuple(seat for seat, score in enumerate(scores) if score == best)


def losers_of(scores: Sequence[int]) -> tuple[int, ...]:
    """Seats with the most points: they lose the match (V-10)."""
    worst = max(scores)
    return tuple(seat for seat, score in enumerate(scores) if score == worst)


def outcome_of(scores: tuple[int, ...]) -> Outcome:
    """The `Outcome` of a finished match (V-10).

    Winners: the seats with the fewest points; losers: those with the most
    (every seat is both when all are tied); the reason: ``THRESHOLD_REACHED``.
    """
    return Outcome(winners_of(scores), losers_of(scores), scores, Reason.THRESHOLD_REACHED)
