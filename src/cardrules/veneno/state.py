"""Veneno positions and play: legal moves (V-4 to V-6), overflow (V-7), rounds (V-8 to V-10)."""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules._random import below, shuffle
from cardrules._state import StateBase, link_view
from cardrules._validate import check_seat
from cardrules.cards.spanish import SpanishCard
from cardrules.errors import RulesError
from cardrules.game import Outcome
from cardrules.i18n import Message
from cardrules.rng import check_seed
from cardrules.veneno.legal import (
    _CARD_CODE,
    _LEGAL_BY_CONFIG,
    _PILES_BY_CONFIG,
    _basic_config,
    _moves_of,
    explanation,
    pile_totals,
)
from cardrules.veneno.notation import PILES, Move, parse_move
from cardrules.veneno.phase import Phase
from cardrules.veneno.position import state_from_dict, state_to_dict
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import (
    RoundResult,
    losers_of,
    outcome_of,
    unchecked_zone_points,
    winners_of,
)
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
_PileInfo = tuple[int, int, int, int]
"""``State._pile_info``: the piles' basic-suit configuration, then each pile's total."""
_FIELD = tuple(3 << 2 * pile for pile in range(PILES))
"""The bits of pile ``p``'s basic suit in a configuration."""
_CLEAR = tuple(~field for field in _FIELD)
"""A configuration's bits but pile ``p``'s."""
_CODE_AT = tuple(tuple(code << 2 * pile for code in _CARD_CODE) for pile in range(PILES))
"""Each card's suit code (by ``card.index``; 0 for a copa) at pile ``p``'s bits."""
_EMPTY_INFO: _PileInfo = (0, 0, 0, 0)
_BY_INDEX = operator.attrgetter("index")


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
    _pile_info: _PileInfo | None = attrs.field(default=None, init=False, eq=False, repr=False)
    """What ``piles`` says about play, once known: derived from it, not part of the value.

    ``(config, total_0, total_1, total_2)``: the piles' basic suits (a
    configuration of the legal-move table) and each pile's total value. A move
    updates it from its parent's instead of reading the piles again.
    """

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
        return tuple(unchecked_zone_points(zone, self.rules) for zone in self.taken)

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
        legal = self._legal_cache
        if legal is None:
            seat = self.current_player
            if seat is None:
                legal = ()
            else:  # `_compute_legal`, written in: this runs on every move
                options = _LEGAL_BY_CONFIG[(self._pile_info or self._info())[0]]
                hand = self.hands[seat]
                if len(hand) == 4:
                    a, b, c, d = sorted(map(_BY_INDEX, hand))
                    legal = options[a] + options[b] + options[c] + options[d]
                else:
                    legal = _moves_of(options, hand)
            _set_legal_cache(self, legal)
        return legal

    def _compute_legal(self) -> tuple[Move, ...]:
        seat = self.current_player
        if seat is None:
            return ()
        return _moves_of(_LEGAL_BY_CONFIG[(self._pile_info or self._info())[0]], self.hands[seat])

    def _info(self) -> _PileInfo:
        """``_pile_info``, computed from the piles the first time it is asked for."""
        info = self._pile_info
        if info is None:
            values = _VALUES[self.rules.reduced_deck]
            first, second, third = (sum(values[card.index] for card in pile) for pile in self.piles)
            info = (_basic_config(self.piles), first, second, third)
            _set_pile_info(self, info)
        return info

    def play(self, move: Move | str, *, seat: int | None = None) -> State:
        """Play a move and return the new state; this state is unchanged.

        As `StateBase.play`; one of this state's own legal moves takes a
        shorter path to the same result.
        """
        if seat is None:
            legal = self._legal_cache
            if legal is not None:
                for candidate in legal:
                    if candidate is move:
                        return self._apply(candidate)
            elif type(move) is Move:
                # Legal without listing the legal moves (the learning environments
                # mask from the hand and the piles, and never list them): the card
                # in the hand to play, the pile one of those its suit allows (V-5, V-6).
                current = self.current_player
                if current is not None:
                    card = move.card
                    config = (self._pile_info or self._info())[0]
                    if _PILES_BY_CONFIG[config][card.index] >> move.pile & 1:
                        for held in self.hands[current]:
                            if held is card:
                                return self._apply(move)
        return super().play(move, seat=seat)

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
        # This runs on every move: the pile's basic suit and total come from
        # `_pile_info`, and the new state's slots are set directly (below).
        rules = self.rules
        seat: int = self.current_player  # type: ignore[assignment]  # legal => not over
        card = move.card
        p = move.pile
        hands = list(self.hands)
        hand = hands[seat]
        if len(hand) == 4:  # the seat to play has drawn (V-4): nearly every move
            a, b, c, d = hand
            if card is a:
                hands[seat] = (b, c, d)
            elif card is b:
                hands[seat] = (a, c, d)
            elif card is c:
                hands[seat] = (a, b, d)
            elif card is d:
                hands[seat] = (a, b, c)
            else:  # pragma: no cover - an equal card that is not the deck's own
                hands[seat] = _without(hand, card)
        else:
            hands[seat] = _without(hand, card)
        piles = self.piles
        info = self._pile_info or self._info()
        config = info[0]
        index = card.index
        reduced = rules.reduced_deck
        value = _VALUES[reduced][index]
        total = info[1 + p] + value
        taken = self.taken
        poison = rules.poison_overflow
        pile: Cards
        if total >= _OVERFLOW[reduced][poison]:
            full = piles[p] + (card,)
            gained: Cards
            if poison:  # the card that overflows starts the new pile
                gained, pile, total = full[:-1], (card,), value
                config = (config & _CLEAR[p]) | _CODE_AT[p][index]
            else:
                gained, pile, total = full, (), 0
                config &= _CLEAR[p]
            zones = list(taken)
            zones[seat] = zones[seat] + gained
            taken = tuple(zones)
        else:
            pile = piles[p] + (card,)
            if not config & _FIELD[p]:  # the pile had no basic suit: the card's (V-5)
                config |= _CODE_AT[p][index]
        if p == 0:
            piles = (pile, piles[1], piles[2])
            info = (config, total, info[2], info[3])
        elif p == 1:
            piles = (piles[0], pile, piles[2])
            info = (config, info[1], total, info[3])
        else:
            piles = (piles[0], piles[1], pile)
            info = (config, info[1], info[2], total)
        stock = self.stock
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
                return self._end_round(tuple(hands), piles, taken)
        # The new state is built as a `_Building` (its slots set as a plain
        # class's, as the attrs __init__ would set them: State has no validators
        # or converters), then made a State: a third of the time the slots'
        # descriptors took, which was a fifth of a move (CPython 3.11, attrs 26).
        state: Any = _new(_Building)
        state.rules = rules
        state.seed = self.seed
        state.rng = self.rng
        state.round = self.round
        state.starting_player = self.starting_player
        state.current_player = nxt
        state.hands = tuple(hands)
        state.piles = piles
        state.taken = taken
        state.stock = stock
        state.scores = self.scores
        state.last_round = self.last_round
        state._legal_cache = None
        state._pile_info = info
        state.__class__ = State
        built: State = state
        return built

    def _end_round(
        self, hands: tuple[Cards, ...], piles: tuple[Cards, ...], taken: tuple[Cards, ...]
    ) -> State:
        rules = self.rules
        points = tuple(unchecked_zone_points(zone, rules) for zone in taken)
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
    state = State(
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
    _set_pile_info(state, _EMPTY_INFO)
    return state


link_view(View, State)  # a view samples states of this class (ViewBase)


def _without(hand: Cards, card: SpanishCard) -> Cards:
    """``hand`` without ``card`` (the very card, or else the first one equal to it)."""
    at = 0
    for held in hand:
        if held is card:
            break
        at += 1
    else:  # pragma: no cover - an equal card that is not the deck's own
        at = hand.index(card)
    return hand[:at] + hand[at + 1 :]


_new = object.__new__


class _Building(State):
    """A `State` being built by `State._apply`: its slots are set as a plain class's.

    The same slots (it adds none), so a built one becomes a `State` by
    assigning its ``__class__``. Setting a slot through its descriptor's
    ``__set__`` (what a frozen class leaves) costs a call; a plain class's
    ``state.field = value`` does not.
    """

    __slots__ = ()
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__


def _setter(name: str) -> Callable[[State, Any], None]:
    """The ``__set__`` of ``State``'s slot ``name``: what the attrs ``__init__`` does, faster."""
    setter: Callable[[State, Any], None] = State.__dict__[name].__set__
    return setter


_set_legal_cache = _setter("_legal_cache")
_set_pile_info = _setter("_pile_info")


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
