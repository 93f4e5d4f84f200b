"""What one Veneno seat may know (V-13)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from cardrules._state import ViewBase
from cardrules.cards.spanish import SpanishCard
from cardrules.game import Outcome
from cardrules.veneno.legal import legal_moves, pile_totals
from cardrules.veneno.notation import Move
from cardrules.veneno.phase import Phase
from cardrules.veneno.position import view_from_dict, view_to_dict
from cardrules.veneno.rules import Rules
from cardrules.veneno.sampling import sample_state, unseen_cards
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
        seat: whose view this is, or ``None`` for a spectator's (no hand).
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
    seat: int | None
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

    _game_id = "veneno"

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

    def unseen_cards(self) -> Cards:
        """The cards this seat cannot see (the other hands and the stock), in deck order.

        Repeated cards appear as often as they are unseen. See
        `cardrules.veneno.sampling`.

        >>> from cardrules import veneno
        >>> view = veneno.new_game(veneno.Rules(players=3), seed=5).view(0)
        >>> len(view.unseen_cards()) == sum(view.hand_sizes[1:]) + view.stock_size
        True
        """
        return unseen_cards(self)

    def sample_state(self, seed: int) -> Any:
        """A full position drawn uniformly from those this seat cannot tell apart.

        Built from this view alone; ``sample.view(self.seat) == self`` always.
        What the sample honours is listed in `cardrules.veneno.sampling`.

        Args:
            seed: an int in ``0..2**64-1``; the same view and seed give the
                same sample.

        Returns:
            A valid, playable `State` (its ``seed`` is ``seed``).

        Raises:
            RulesError: the seed is not an int in ``0..2**64-1``.

        >>> from cardrules import veneno
        >>> view = veneno.new_game(veneno.Rules(players=3), seed=5).view(0)
        >>> sample = view.sample_state(seed=1)
        >>> sample.view(0) == view, sample == view.sample_state(seed=1)
        (True, True)
        """
        return sample_state(self, seed)

    def to_dict(self) -> dict[str, Any]:
        """The view as a JSON-ready dict; cards and moves as notation strings.

        ``legal_moves`` lists the seat's legal moves (``[]`` unless it is to
        play), so a client can offer them without knowing the rules;
        `from_dict` reads the dict back.

        >>> from cardrules import veneno
        >>> view = veneno.new_game(veneno.Rules(players=2), seed=3).view(1)
        >>> view.to_dict()["legal_moves"][:3]
        ['11C@0', '11C@1', '11C@2']
        >>> View.from_dict(view.to_dict()) == view
        True
        """
        return view_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> View:
        """Rebuild a view from its `to_dict` form, checking it.

        Args:
            data: a view's dict; ``legal_moves`` may be left out, and when
                given must list the view's legal moves.

        Returns:
            The view, equal to the one the dict was made from.

        Raises:
            PositionError: the dict is malformed, or no valid position shows
                these facts to this seat (the message says what is wrong).
        """
        view: View = view_from_dict(data, cls)
        return view
