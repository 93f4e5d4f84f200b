"""Veneno positions and play: legal moves (V-4 to V-6), overflow (V-7), rounds (V-8 to V-10)."""

from __future__ import annotations

import attrs

from cardrules._quote import quote
from cardrules._random import below, check_seed, shuffle
from cardrules._state import StateBase, index_of, link_view
from cardrules._validate import check_seat
from cardrules.cards.spanish import SpanishCard
from cardrules.errors import RulesError
from cardrules.game import Outcome
from cardrules.i18n import Message
from cardrules.veneno.legal import explanation, legal_moves, pile_totals
from cardrules.veneno.notation import PILES, Move, parse_move
from cardrules.veneno.phase import Phase
from cardrules.veneno.position import state_from_dict, state_to_dict
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import RoundResult, losers_of, outcome_of, winners_of, zone_points
from cardrules.veneno.view import View

__all__ = ["State", "new_game"]

_HAND_SIZE = 3

# Rules.value and Rules.overflows as tables (V-2, V-7, V-11): this runs on
# every move, and the methods' property reads are a good part of its cost.
_DECK = Rules().deck()
_VALUES = {
    reduced: tuple(Rules(reduced_deck=reduced).value(card) for card in _DECK)
    for reduced in (False, True)
}
"""Each card's pile value, by ``card.index``, for the full and reduced decks."""
_OVERFLOW = {
    reduced: {
        poison: next(
            total
            for total in range(100)
            if Rules(reduced_deck=reduced, poison_overflow=poison).overflows(total)
        )
        for poison in (False, True)
    }
    for reduced in (False, True)
}
"""The least pile total that overflows, by ``reduced_deck`` then ``poison_overflow``."""
Cards = tuple[SpanishCard, ...]


@attrs.frozen(repr=False)
class State(StateBase[Move]):
    """One Veneno position. Immutable: `play` returns a new state.

    Build one with `new_game` or `from_dict`; the fields are those
    of the position format, ``rng`` being the generator state.

    Attributes:
        rules: the match's rules.
        seed: the seed the match was created with.
        rng: the state of the seeded generator (hidden from every view).
        round: the round number, from 1.
        starting_player: the seat that started this round (V-3).
        current_player: the seat to play, or ``None`` once the match is over.
        hands: each seat's hand, in order; the current player's already holds
            the card drawn at the start of the turn (V-4).
        piles: the three discard piles, bottom to top.
        taken: each seat's zone of taken cards (V-7).
        stock: the face-down stock; ``stock[0]`` is drawn next.
        scores: poison points of completed rounds (at the end, the last included).
        last_round: the record of the last finished round (at the end, of the
            final one), or ``None`` during the first round.
    """

    rules: Rules
    seed: int
    rng: int
    round: int
    starting_player: int
    current_player: int | None
    hands: tuple[Cards, ...]
    piles: tuple[Cards, ...]
    taken: tuple[Cards, ...]
    stock: Cards
    scores: tuple[int, ...]
    last_round: RoundResult | None
    _legal_cache: tuple[Move, ...] | None = attrs.field(
        default=None, init=False, eq=False, repr=False
    )
    """The legal moves once computed: a cache, not part of the value."""

    _move_type = Move
    _parse = staticmethod(parse_move)
    _to_dict = staticmethod(state_to_dict)
    _from_dict = staticmethod(state_from_dict)
    _turn_rule = "V-4"
    _over_rule = "V-10"

    # -- the game ----------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """``Phase.PLAY`` while the match goes on, ``Phase.OVER`` once it is over."""
        return Phase.PLAY if self.current_player is not None else Phase.OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats with the fewest poison points once the match is over, else ``()``."""
        return winners_of(self.scores) if self.current_player is None else ()

    @property
    def losers(self) -> tuple[int, ...]:
        """Seats with the most poison points once the match is over, else ``()``."""
        return losers_of(self.scores) if self.current_player is None else ()

    @property
    def outcome(self) -> Outcome | None:
        """How the match ended, or ``None`` until it is over (V-10).

        Winners: the seats with the fewest poison points; losers: those with
        the most; when everyone is tied, every seat is both, and ``returns()``
        gives 0.0 each. The reason is ``Reason.THRESHOLD_REACHED``.

        >>> state = new_game(Rules(players=3, loss_threshold=5), seed=2)
        >>> while not state.is_over:
        ...     state = state.play(state.legal_moves()[0])
        >>> state.outcome
        Outcome(winners=(2,), losers=(0, 1), scores=(5, 5, 2), reason=Reason.THRESHOLD_REACHED)
        >>> state.returns()
        (-0.5, -0.5, 1.0)
        """
        return outcome_of(self.scores) if self.current_player is None else None

    @property
    def pile_totals(self) -> tuple[int, ...]:
        """The total value of each of the three piles (V-2, V-7), 0 for an empty one."""
        return pile_totals(self.piles, self.rules)

    @property
    def round_points(self) -> tuple[int, ...]:
        """What each zone would score if the round ended now (V-9, V-12)."""
        return tuple(zone_points(zone, self.rules) for zone in self.taken)

    def pile_total(self, pile: int) -> int:
        """The total value of pile ``pile`` (V-2, V-7).

        Args:
            pile: the pile's index, 0, 1 or 2.

        Returns:
            The sum of the values of the cards on it (0 for an empty pile).

        Raises:
            RulesError: ``pile`` is not 0, 1 or 2.
        """
        if type(pile) is not int or pile not in range(PILES):
            msg = f"pile_total: pile must be 0, 1 or 2, got {quote(pile)}"
            raise RulesError(msg)
        value = self.rules.value
        return sum(value(card) for card in self.piles[pile])

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move, without duplicates.

        Order: the hand's cards in deck order (suits O, C, E, B; ranks
        ascending), and for each card its piles in ascending order. Empty once
        the match is over.

        >>> state = State.from_dict({
        ...     "game": "veneno", "version": 1, "rules": {"players": 2}, "seed": 1,
        ...     "current_player": 0, "hands": [["5E", "3C", "9O"], ["1O", "4C"]],
        ...     "piles": [["6E"], [], []]})
        >>> [str(move) for move in state.legal_moves()]
        ['9O@1', '9O@2', '3C@0', '3C@1', '3C@2', '5E@0']
        """
        return self._legal

    def _compute_legal(self) -> tuple[Move, ...]:
        seat = self.current_player
        if seat is None:
            return ()
        return legal_moves(self.hands[seat], self.piles)

    def view(self, seat: int | None) -> View:
        """What seat ``seat`` may know (V-13): no other hand, no stock order, no seed.

        Args:
            seat: the seat, 0 to ``players - 1``; or ``None`` for a
                spectator, who sees every public fact and no hand at all.

        Returns:
            The seat's `View`: its own hand, every hand size, the piles, the
            zones, the stock size, the scores and the last round's record.

        Raises:
            RulesError: ``seat`` is not a seat of this game.

        >>> from cardrules import veneno
        >>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
        >>> state.view(1).hand_sizes, state.view(1).stock_size
        ((4, 3, 3), 38)
        """
        if seat is not None:
            check_seat(seat, self.rules.players, "view")
        return View(
            rules=self.rules,
            seat=seat,
            round=self.round,
            starting_player=self.starting_player,
            current_player=self.current_player,
            hand=() if seat is None else self.hands[seat],
            hand_sizes=tuple(len(hand) for hand in self.hands),
            piles=self.piles,
            taken=self.taken,
            stock_size=len(self.stock),
            scores=self.scores,
            last_round=self.last_round,
        )

    # -- internals ---------------------------------------------------------------

    def _explain(self, move: object) -> Message:
        seat = self.current_player
        hand = () if seat is None else self.hands[seat]
        return explanation(self.rules, seat, hand, self.piles, move)

    def _apply(self, move: Move) -> State:
        rules = self.rules
        seat: int = self.current_player  # type: ignore[assignment]  # legal => not over
        card = move.card
        hand = self.hands[seat]
        at = index_of(hand, card)
        hands = list(self.hands)
        hands[seat] = hand[:at] + hand[at + 1 :]
        pile = self.piles[move.pile] + (card,)
        taken = self.taken
        reduced = rules.reduced_deck
        values = _VALUES[reduced]
        total = 0
        for c in pile:
            total += values[c.index]
        if total >= _OVERFLOW[reduced][rules.poison_overflow]:
            if rules.poison_overflow:
                gained, pile = pile[:-1], (card,)
            else:
                gained, pile = pile, ()
            zones = list(taken)
            zones[seat] = zones[seat] + gained
            taken = tuple(zones)
        piles = list(self.piles)
        piles[move.pile] = pile
        stock = self.stock
        # The states below are built positionally on purpose: this runs on
        # every move. Measured (CPython 3.11, attrs, 12 fields): 1.0 us
        # positional against 1.4 us by keyword, about 6% of a whole move.
        players = rules.players
        if stock:
            nxt = seat + 1 if seat + 1 < players else 0
            hands[nxt] = hands[nxt] + (stock[0],)
            stock = stock[1:]
        else:
            for step in range(1, players + 1):
                nxt = (seat + step) % players
                if hands[nxt]:
                    break
            else:
                return self._end_round(tuple(hands), tuple(piles), taken)
        return State(
            rules,
            self.seed,
            self.rng,
            self.round,
            self.starting_player,
            nxt,
            tuple(hands),
            tuple(piles),
            taken,
            stock,
            self.scores,
            self.last_round,
        )

    def _end_round(
        self, hands: tuple[Cards, ...], piles: tuple[Cards, ...], taken: tuple[Cards, ...]
    ) -> State:
        rules = self.rules
        points = tuple(zone_points(zone, rules) for zone in taken)
        scores = tuple(old + new for old, new in zip(self.scores, points, strict=True))
        result = RoundResult(self.round, self.starting_player, points, taken, piles)
        if max(scores) >= rules.loss_threshold:
            return State(
                rules,
                self.seed,
                self.rng,
                self.round,
                self.starting_player,
                None,
                hands,
                piles,
                taken,
                (),
                scores,
                result,
            )
        starter = (self.starting_player + 1) % rules.players
        return _deal(rules, self.seed, self.rng, self.round + 1, starter, scores, result)


def _deal(
    rules: Rules,
    seed: int,
    rng: int,
    round_: int,
    starter: int,
    scores: tuple[int, ...],
    last_round: RoundResult | None,
) -> State:
    """Shuffle the whole deck, deal 3 each, and let the starter draw (V-3, V-4).

    Cards are dealt one at a time, seat 0 first, from the front of the shuffled
    deck; the starter then draws the next card.
    """
    deck, rng = shuffle(rng, rules.deck())
    players = rules.players
    dealt = _HAND_SIZE * players
    hands = [deck[seat:dealt:players] for seat in range(players)]
    hands[starter] = hands[starter] + (deck[dealt],)
    empty: tuple[Cards, ...] = ((),) * players
    return State(
        rules,
        seed,
        rng,
        round_,
        starter,
        starter,
        tuple(hands),
        ((),) * PILES,
        empty,
        deck[dealt + 1 :],
        scores,
        last_round,
    )


link_view(View, State)  # a view samples states of this class (ViewBase)


def new_game(rules: Rules, seed: int) -> State:
    """Deal the first round of a Veneno match.

    The starting player is drawn first (``below(seed, players)``), then the deck
    shuffled and dealt (V-3), and the starter draws (V-4).

    Args:
        rules: the match's rules.
        seed: an int in ``0..2**64-1``; the same rules and seed give equal states.

    Raises:
        RulesError: ``rules`` is not a veneno ``Rules`` or the seed is invalid.

    >>> state = new_game(Rules(players=4), seed=1)
    >>> [len(hand) for hand in state.hands][state.current_player]
    4
    """
    if not isinstance(rules, Rules):
        msg = f"new_game needs a cardrules.veneno.Rules, got {quote(rules)}"
        raise RulesError(msg)
    seed = check_seed(seed)
    starter, rng = below(seed, rules.players)
    return _deal(rules, seed, rng, 1, starter, (0,) * rules.players, None)
