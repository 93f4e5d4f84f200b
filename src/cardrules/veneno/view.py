"""What one Veneno seat may know (V-13)."""

from __future__ import annotations

from typing import Any

import attrs

from cardrules._state import ViewBase
from cardrules.cards.spanish import SpanishCard
from cardrules.game import Outcome
from cardrules.veneno.legal import legal_moves, pile_totals
from cardrules.veneno.notation import Move
from cardrules.veneno.phase import Phase
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import RoundResult, losers_of, outcome_of, winners_of

__all__ = ["View"]

Cards = tuple[SpanishCard, ...]


@attrs.frozen
class View(ViewBase[Move]):
    """One seat's view of a Veneno position: its own hand and everything public.

    Hidden: the other hands (only their sizes show), the stock's order (only its
    size shows), the seed and the generator state (V-13). Two positions that
    differ only in what the seat cannot see give equal views.

    Attributes:
        rules: the match's rules.
        seat: whose view this is.
        round: the round number, from 1.
        starting_player: the seat that started this round.
        current_player: the seat to play, or ``None`` once the match is over.
        hand: this seat's own hand.
        hand_sizes: every seat's number of cards.
        piles: the three discard piles, bottom to top.
        taken: every seat's zone of taken cards (public, V-13).
        stock_size: cards left in the stock.
        scores: poison points of completed rounds.
        last_round: the public record of the last finished round, or ``None``.
    """

    rules: Rules
    seat: int
    round: int
    starting_player: int
    current_player: int | None
    hand: Cards
    hand_sizes: tuple[int, ...]
    piles: tuple[Cards, ...]
    taken: tuple[Cards, ...]
    stock_size: int
    scores: tuple[int, ...]
    last_round: RoundResult | None
    _legal_cache: tuple[Move, ...] | None = attrs.field(
        default=None, init=False, eq=False, repr=False
    )
    """The legal moves once computed: a cache, not part of the value."""

    @property
    def phase(self) -> Phase:
        """``Phase.PLAY`` while the match goes on, ``Phase.OVER`` once it is over."""
        return Phase.PLAY if self.current_player is not None else Phase.OVER

    @property
    def outcome(self) -> Outcome | None:
        """How the match ended (as `State.outcome`), or ``None`` until it is over."""
        return outcome_of(self.scores) if self.current_player is None else None

    @property
    def pile_totals(self) -> tuple[int, ...]:
        """The total value of each of the three piles (V-2, V-7), 0 for an empty one."""
        return pile_totals(self.piles, self.rules)

    def legal_moves(self) -> tuple[Move, ...]:
        """The legal moves when this seat is to play, else ``()``.

        Exactly ``state.legal_moves()`` (the same moves, in the same order)
        for the seat to play, computed from its hand and the piles (V-4 to V-6).

        >>> from cardrules import veneno
        >>> state = veneno.new_game(veneno.Rules(players=3), seed=5)
        >>> seat = state.current_player
        >>> state.view(seat).legal_moves() == state.legal_moves()
        True
        >>> state.view((seat + 1) % 3).legal_moves()
        ()
        """
        return self._legal

    def _compute_legal(self) -> tuple[Move, ...]:
        if self.current_player != self.seat:
            return ()
        return legal_moves(self.hand, self.piles)

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats with the fewest points once the match is over, else ``()``."""
        return winners_of(self.scores) if self.current_player is None else ()

    @property
    def losers(self) -> tuple[int, ...]:
        """Seats with the most points once the match is over, else ``()``."""
        return losers_of(self.scores) if self.current_player is None else ()

    def to_dict(self) -> dict[str, Any]:
        """The view as a JSON-ready dict; cards as notation strings."""
        return {
            "game": "veneno",
            "version": 1,
            "rules": self.rules.to_dict(),
            "seat": self.seat,
            "round": self.round,
            "starting_player": self.starting_player,
            "current_player": self.current_player,
            "hand": [str(card) for card in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "piles": [[str(card) for card in pile] for pile in self.piles],
            "taken": [[str(card) for card in zone] for zone in self.taken],
            "stock_size": self.stock_size,
            "scores": list(self.scores),
            "last_round": None if self.last_round is None else self.last_round.to_dict(),
        }
