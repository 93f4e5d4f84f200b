"""What one Chúpate 2 seat may know, and the public record of a challenge (C-12)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from cardrules._state import ViewBase
from cardrules.cards.uno import Color, UnoCard
from cardrules.chupate.challenge import Challenge
from cardrules.chupate.legal import legal_moves
from cardrules.chupate.notation import Move
from cardrules.chupate.phase import Phase
from cardrules.chupate.position import view_from_dict, view_to_dict
from cardrules.chupate.rules import Rules
from cardrules.chupate.sampling import sample_state, unseen_cards
from cardrules.chupate.scoring import RoundResult, outcome_of, winners_of
from cardrules.game import Outcome

__all__ = ["Challenge", "View"]

Cards = tuple[UnoCard, ...]


@attrs.frozen
class View(ViewBase[Move]):
    """One seat's view of a Chúpate 2 position: its own hand and everything public.

    Hidden: the other hands (only their sizes show), the card the current
    player just drew (unless this is that player), the stock's order (only its
    size shows), the seed and the generator state. Two positions that differ
    only in what the seat cannot see give equal views.

    Attributes:
        rules: the game's rules (teams included).
        seat: whose view this is, or ``None`` for a spectator's (no hand).
        round: the round number, from 1.
        starting_player: the seat chosen to start this round (C-4).
        current_player: the seat to play, or ``None`` once the game is over.
        hand: this seat's own hand.
        drawn_card: the card this seat has just drawn (phase ``'drawn'``, and
            only when this seat is the current player); else ``None``.
        discard: the discard pile, top card last.
        color: the active color (``None`` until named after a wild first card).
        direction: ``-1`` counter-clockwise (to seat i-1) or ``+1`` clockwise.
        owed: the cards the current player owes (C-8, C-12).
        phase: ``'play'``, ``'drawn'``, ``'stacked'``, ``'wild4'``, ``'color'`` or
            ``'over'`` (see the position format).
        challenge_color: in phase ``'wild4'``, the color that was active when
            the wild draw-four was played (public: everyone saw it); else ``None``.
        last_challenge: the outcome of a challenge made by the last move, or ``None``.
        hand_sizes: every seat's number of cards.
        stock_size: cards left in the stock.
        scores: points of completed rounds, one per seat (a team's members
            each show the team's).
        last_round: the public record of the last finished round, or ``None``.
    """

    rules: Rules
    seat: int | None
    round: int
    starting_player: int
    current_player: int | None
    hand: Cards
    drawn_card: UnoCard | None
    discard: Cards
    color: Color | None
    direction: int
    owed: int
    phase: Phase
    challenge_color: Color | None
    last_challenge: Challenge | None
    hand_sizes: tuple[int, ...]
    stock_size: int
    scores: tuple[int, ...]
    last_round: RoundResult | None
    _legal_cache: tuple[Move, ...] | None = attrs.field(
        default=None, init=False, eq=False, repr=False
    )
    """The legal moves once computed: a cache, not part of the value."""

    _game_id = "chupate2"

    @property
    def top(self) -> UnoCard:
        """The top card of the discard pile (``discard[-1]``)."""
        return self.discard[-1]

    @property
    def next_player(self) -> int | None:
        """The seat after the current player in the direction of play, or ``None`` when over.

        As `State.next_player`: ``(current_player + direction) % players``.
        """
        seat = self.current_player
        return None if seat is None else (seat + self.direction) % self.rules.players

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (as `State.outcome`), or ``None`` until it is over."""
        if self.current_player is not None:
            return None
        return outcome_of(self.rules, self.hand_sizes, self.scores)

    def legal_moves(self) -> tuple[Move, ...]:
        """The legal moves when this seat is to play, else ``()``.

        Exactly ``state.legal_moves()`` (the same moves, in the same order)
        for the seat to play, computed from what the view shows: the hand,
        the phase, the active color, the top card, the drawn card and whether
        a card can be drawn (C-6 to C-14).

        >>> from cardrules import chupate
        >>> state = chupate.new_game(chupate.Rules(players=3), seed=5)
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
        return legal_moves(self, self.hand, self.stock_size)

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning seats (a whole team) once the game is over, else ``()``."""
        return winners_of(self.hand_sizes, self.rules) if self.current_player is None else ()

    def unseen_cards(self) -> Cards:
        """The cards this seat cannot see (the other hands and the stock), in deck order.

        Repeated cards appear as often as they are unseen. See
        `cardrules.chupate.sampling`.

        >>> from cardrules import chupate
        >>> view = chupate.new_game(chupate.Rules(players=3), seed=5).view(0)
        >>> len(view.unseen_cards()) == sum(view.hand_sizes[1:]) + view.stock_size
        True
        """
        return unseen_cards(self)

    def sample_state(self, seed: int) -> Any:
        """A full position drawn uniformly from those this seat cannot tell apart.

        Built from this view alone; ``sample.view(self.seat) == self`` always.
        What the sample honours is listed in `cardrules.chupate.sampling`.

        Args:
            seed: an int in ``0..2**64-1``; the same view and seed give the
                same sample.

        Returns:
            A valid, playable `State` (its ``seed`` is ``seed``).

        Raises:
            RulesError: the seed is not an int in ``0..2**64-1``.

        >>> from cardrules import chupate
        >>> view = chupate.new_game(chupate.Rules(players=3), seed=5).view(0)
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

        >>> from cardrules import chupate
        >>> view = chupate.new_game(chupate.Rules(players=2), seed=3).view(1)
        >>> "draw" in view.to_dict()["legal_moves"]
        True
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
