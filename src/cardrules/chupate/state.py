"""Chúpate 2 positions and play: legal moves (C-6 to C-14), round end and points (C-15)."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from cardrules._quote import quote
from cardrules._random import below, shuffle
from cardrules._state import StateBase, link_view
from cardrules._validate import check_seat
from cardrules.cards.uno import Color, UnoCard, build_uno_deck
from cardrules.chupate.legal import explanation, legal_moves
from cardrules.chupate.notation import Move, parse_move
from cardrules.chupate.phase import Phase
from cardrules.chupate.position import state_from_dict, state_to_dict
from cardrules.chupate.rules import Rules
from cardrules.chupate.scoring import RoundResult, outcome_of, round_points, winners_of
from cardrules.chupate.view import Challenge, View
from cardrules.errors import RulesError
from cardrules.game import Outcome
from cardrules.i18n import Message
from cardrules.rng import check_seed

__all__ = ["CCW", "CW", "PHASES", "State", "new_game"]

Cards = tuple[UnoCard, ...]

CCW = -1
"""``direction`` counter-clockwise: from seat i to seat i-1 (C-5)."""
CW = 1
"""``direction`` clockwise: from seat i to seat i+1."""

PLAY = Phase.PLAY
DRAWN = Phase.DRAWN
STACKED = Phase.STACKED
WILD4 = Phase.WILD4
COLOR = Phase.COLOR
OVER = Phase.OVER
PHASES = tuple(Phase)
"""Every `Phase`, in declaration order (kept from version 0.1)."""

_HAND_SIZE = 7

# Per-card effect codes, looked up once per play.
_NUMBER, _DRAW_TWO, _SKIP, _REVERSE, _WILD, _WILD_FOUR = range(6)
_FACE_EFFECT = {"+2": _DRAW_TWO, "S": _SKIP, "R": _REVERSE, "W": _WILD, "W+4": _WILD_FOUR}
_DECK = build_uno_deck()
_DISTINCT = tuple(sorted(set(_DECK), key=lambda card: card.index))
_EFFECT = tuple(_FACE_EFFECT.get(card.face, _NUMBER) for card in _DISTINCT)
"""Each card's effect code, indexed by ``card.index``."""
_W4 = _DECK[-1]


def _draw(stock: Cards, discard: Cards, rng: int, count: int) -> tuple[Cards, Cards, Cards, int]:
    """Draw ``count`` cards; reshuffle the discard pile but its top if needed (C-14).

    Returns:
        ``(drawn, stock, discard, rng)``; fewer cards are drawn when there are
        not enough.
    """
    if len(stock) >= count:
        return stock[:count], stock[count:], discard, rng
    drawn = stock
    if len(discard) > 1:
        fresh, rng = shuffle(rng, discard[:-1])
        discard = discard[-1:]
        need = count - len(drawn)
        return drawn + fresh[:need], fresh[need:], discard, rng
    return drawn, (), discard, rng


@attrs.define(init=False, repr=False, eq=False)
class _Slots(StateBase[Move]):
    """The fields of a `State`, declared once: `State` and `_Builder` share their slots.

    attrs makes these fields slots and adds no ``__setattr__`` (no field has
    a validator or converter); the frozen `State` inherits them and adds
    none, so a `_Builder`, which has no ``__setattr__`` of its own either,
    has the very layout of a `State` and may become one by ``__class__``
    assignment.
    """

    rules: Rules
    seed: int
    rng: int
    round: int
    starting_player: int
    current_player: int | None
    hands: tuple[Cards, ...]
    discard: Cards
    color: Color | None
    direction: int
    owed: int
    phase: Phase
    drawn_card: UnoCard | None
    challenge_color: Color | None
    last_challenge: Challenge | None
    stock: Cards
    scores: tuple[int, ...]
    last_round: RoundResult | None
    _legal_cache: tuple[Move, ...] | None = attrs.field(
        default=None, init=False, eq=False, repr=False
    )
    """The legal moves once computed: a cache, not part of the value."""


class _Builder(_Slots):
    """A mutable `_Slots`: the engine fills one in and makes it a `State` (`_state`)."""

    __slots__ = ()


def _state(
    rules: Rules,
    seed: int,
    rng: int,
    round_: int,
    starting_player: int,
    current_player: int | None,
    hands: tuple[Cards, ...],
    discard: Cards,
    color: Color | None,
    direction: int,
    owed: int,
    phase: Phase,
    drawn_card: UnoCard | None,
    challenge_color: Color | None,
    last_challenge: Challenge | None,
    stock: Cards,
    scores: tuple[int, ...],
    last_round: RoundResult | None,
) -> State:
    """``State(...)`` with the same fields, built the fast way (no validation, as before).

    The engine builds a state on every move. The attrs ``__init__`` of a
    frozen class sets each field through ``object.__setattr__`` (one call per
    field); a `_Builder` has plain slots, which Python stores directly, and
    the filled builder then becomes a `State`. Measured (CPython 3.11, 18
    fields): 0.25 us against 1.2 us, a sixth of a whole move.
    """
    new = _new(_Builder)
    new.rules = rules
    new.seed = seed
    new.rng = rng
    new.round = round_
    new.starting_player = starting_player
    new.current_player = current_player
    new.hands = hands
    new.discard = discard
    new.color = color
    new.direction = direction
    new.owed = owed
    new.phase = phase
    new.drawn_card = drawn_card
    new.challenge_color = challenge_color
    new.last_challenge = last_challenge
    new.stock = stock
    new.scores = scores
    new.last_round = last_round
    new._legal_cache = None
    new.__class__ = State  # type: ignore[assignment]  # the same slots: it is a State now
    return new  # type: ignore[return-value]


_new = object.__new__


@attrs.frozen(repr=False)
class State(_Slots):
    """One Chúpate 2 position. Immutable: `play` returns a new state.

    Build one with `new_game` or `from_dict`; the fields are those
    of the position format, ``rng`` being the generator state.

    Attributes:
        rules: the game's rules.
        seed: the seed the game was created with.
        rng: the state of the seeded generator (hidden from every view).
        round: the round number, from 1.
        starting_player: the seat chosen to start this round, before any effect
            of the first card (C-4, C-13).
        current_player: the seat to play, or ``None`` once the game is over.
        hands: each seat's hand, in order; a drawn card goes to the end.
        discard: the discard pile; ``discard[-1]`` is the top card.
        color: the active color; ``None`` only in phase ``'color'`` (C-13).
        direction: `CCW` (-1, to seat i-1) or `CW` (+1, to seat i+1).
        owed: the cards the current player owes (C-8, C-12).
        phase: the `Phase` (a ``str`` enum: ``phase == "play"`` holds).
        drawn_card: in phase ``'drawn'``, the card just drawn (the last of the
            current hand); else ``None``.
        challenge_color: in phase ``'wild4'``, the color active when the wild
            draw-four was played (C-12); else ``None``.
        last_challenge: the outcome of a challenge made by the last move, else ``None``.
        stock: the face-down stock; ``stock[0]`` is drawn next.
        scores: points of completed rounds, one per seat (a team's members each
            show the team's; at the end, the last round included).
        last_round: the record of the last finished round (at the end, of the
            final one), or ``None`` during the first round.
    """

    _move_type = Move
    _parse = staticmethod(parse_move)
    _to_dict = staticmethod(state_to_dict)
    _from_dict = staticmethod(state_from_dict)
    _turn_rule = "C-5"
    _over_rule = "C-15"

    # -- the game ----------------------------------------------------------------

    @property
    def winners(self) -> tuple[int, ...]:
        """Once the game is over, the seats of the winning side, ascending; else ``()``.

        The winning side is the player (with teams: the whole team) who emptied
        their hand in the last round, which is also the one that reached the
        target in a points game (C-3, C-15).
        """
        if self.current_player is not None:
            return ()
        return winners_of([len(hand) for hand in self.hands], self.rules)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` until it is over.

        Winners: the side (the seat, or its whole team, C-3) that emptied a
        hand in the last round; losers: every other seat. The reason is
        ``Reason.HAND_EMPTIED`` in a one-round game, ``Reason.TARGET_REACHED``
        in a points game (C-15). ``returns()`` follows from it: the winners
        share +1, the losers -1.

        >>> state = State.from_dict({
        ...     "game": "chupate2", "version": 1, "rules": {"players": 3}, "seed": 1,
        ...     "current_player": 0, "hands": [["R5"], ["G7"], ["W"]],
        ...     "discard": ["R3"], "color": "R"}).play("R5")
        >>> state.outcome
        Outcome(winners=(0,), losers=(1, 2), scores=(57, 0, 0), reason=Reason.HAND_EMPTIED)
        >>> state.returns()
        (1.0, -0.5, -0.5)
        """
        if self.current_player is not None:
            return None
        return outcome_of(self.rules, [len(hand) for hand in self.hands], self.scores)

    @property
    def top(self) -> UnoCard:
        """The top card of the discard pile (``discard[-1]``)."""
        return self.discard[-1]

    @property
    def next_player(self) -> int | None:
        """The seat after the current player in the direction of play, or ``None`` when over.

        ``(current_player + direction) % players``: the seat the turn passes
        to when the current turn ends without a skip or reverse (C-5). It does
        not look ahead at the move to be played: after a skip the turn goes
        one seat further (C-9), and in phases ``'drawn'`` and ``'color'`` the
        current player moves again first.
        """
        seat = self.current_player
        return None if seat is None else (seat + self.direction) % self.rules.players

    def play(self, move: Move | str, *, seat: int | None = None) -> State:
        """Play a move and return the new state; this state is unchanged.

        The card's effect is applied (C-8 to C-12); when a hand empties, the
        round is scored (C-15) and, in a points game short of its target, the
        next round is dealt.

        Args:
            move: a move or its notation (``"R7"``, ``"W:G"``, ``"draw"``).
            seat: the seat the move comes from, for a game server that takes
                moves from several seats: the move is played only if this
                seat is the one to play. ``None`` (the default) plays for
                whoever is to play.

        Returns:
            The state after the move.

        Raises:
            NotationError: ``move`` is a string that is not a move.
            IllegalMoveError: the move is not among ``legal_moves()``, or
                ``seat`` is given and is not the seat to play; the message
                (the same as `why_illegal`'s) starts with the id of the rule
                that forbids it, which ``err.rule`` holds.
            RulesError: ``seat`` is not a seat of this game.

        >>> state = new_game(Rules(players=4), seed=1)
        >>> after = state.play("draw")
        >>> after.phase, len(after.hands[state.current_player])
        (Phase.DRAWN, 8)
        """
        # The common case first, without the general checks: one of the
        # legal moves themselves, from whoever is to play (the moves are
        # shared objects, so identity finds them).
        if seat is None:
            legal = self._legal_cache
            if legal is None:
                legal = self.legal_moves()
            for candidate in legal:
                if candidate is move:
                    return self._apply(candidate)
        return StateBase.play(self, move, seat=seat)

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move, without duplicates, in a stable order.

        By phase:

        * ``'play'``: the playable cards of the hand (C-6, C-11, C-12) in deck
          order (colors R, B, G, Y, faces 0-9, +2, S, R, then ``W``, ``W+4``),
          each wild once per color it may name, in the order R, B, G, Y; then
          ``draw`` (C-7), or ``pass`` when nothing at all can be drawn (C-14);
        * ``'drawn'``: the drawn card, if playable (a wild with its four
          colors), then ``pass`` (C-7);
        * ``'stacked'``: the hand's draw-twos in deck order, then ``take`` (C-8);
        * ``'wild4'``: ``take``, ``challenge`` (C-12);
        * ``'color'``: ``color:R``, ``color:B``, ``color:G``, ``color:Y`` (C-13);
        * ``'over'``: none.

        With ``allow_bluffs=False`` a wild draw-four is left out while the hand
        holds a card of the active color (C-12).

        >>> state = State.from_dict({
        ...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
        ...     "current_player": 0, "hands": [["R5", "W", "B3", "R5"], ["G7"]],
        ...     "discard": ["R3"], "color": "R"})
        >>> [str(move) for move in state.legal_moves()]
        ['R5', 'B3', 'W:R', 'W:B', 'W:G', 'W:Y', 'draw']
        """
        legal = self._legal_cache
        if legal is None:
            seat = self.current_player
            legal = () if seat is None else legal_moves(self, self.hands[seat], len(self.stock))
            _set_legal(self, legal)
        return legal

    def _compute_legal(self) -> tuple[Move, ...]:
        seat = self.current_player
        if seat is None:
            return ()
        return legal_moves(self, self.hands[seat], len(self.stock))

    def view(self, seat: int | None) -> View:
        """What seat ``seat`` may know: no other hand, no stock order, no seed.

        The card just drawn shows only to the player who drew it; the outcome
        of a challenge and the color a wild draw-four is judged against are
        public.

        Args:
            seat: the seat, 0 to ``players - 1``; or ``None`` for a
                spectator, who sees every public fact and no hand at all.

        Returns:
            The seat's `View`.

        Raises:
            RulesError: ``seat`` is not a seat of this game.

        >>> from cardrules import chupate
        >>> state = chupate.new_game(chupate.Rules(players=4), seed=3)
        >>> len(state.view(0).hand), state.view(0).hand_sizes
        (7, (7, 7, 7, 7))
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
            drawn_card=self.drawn_card if seat == self.current_player else None,
            discard=self.discard,
            color=self.color,
            direction=self.direction,
            owed=self.owed,
            phase=self.phase,
            challenge_color=self.challenge_color,
            last_challenge=self.last_challenge,
            hand_sizes=tuple(len(hand) for hand in self.hands),
            stock_size=len(self.stock),
            scores=self.scores,
            last_round=self.last_round,
        )

    # -- internals ---------------------------------------------------------------

    def _explain(self, move: object) -> Message:
        seat = self.current_player
        return explanation(self, seat, () if seat is None else self.hands[seat], move)

    def _apply(self, move: Move) -> State:
        # This runs on every move: each exit builds the next state with
        # `_state`, positionally (keep the order of the fields; mypy checks
        # it), and reads each field of this state once.
        seat: int = self.current_player  # type: ignore[assignment]  # legal => not over
        rules = self.rules
        players = rules.players
        step = self.direction
        card = move.card
        if card is not None:
            hand = self.hands[seat]
            if self.phase is DRAWN:
                hand = hand[:-1]
            else:
                for at, held in enumerate(hand):  # noqa: B007 - index_of, inlined
                    if held is card:
                        break
                else:  # pragma: no cover - an equal card that is not the deck's own
                    at = hand.index(card)
                hand = hand[:at] + hand[at + 1 :]
            hands = list(self.hands)
            hands[seat] = hand
            discard = (*self.discard, card)
            effect = _EFFECT[card.index]
            color = card.color or move.color
            if not hand:
                return self._end_round(seat, hands, discard, color, effect)
            owed = 0
            phase = PLAY
            challenge_color = None
            nxt = (seat + step) % players
            if effect == _DRAW_TWO:
                owed = self.owed + 2
                phase = STACKED
            elif effect == _SKIP:
                nxt = (nxt + step) % players
            elif effect == _REVERSE:
                step = -step
                nxt = seat if players == 2 else (seat + step) % players
            elif effect == _WILD_FOUR:
                owed = 4
                phase = WILD4
                challenge_color = self.color
            return _state(
                rules, self.seed, self.rng, self.round, self.starting_player, nxt,
                tuple(hands), discard, color, step, owed, phase, None, challenge_color, None,
                self.stock, self.scores, self.last_round,
            )  # fmt: skip
        kind = move.kind
        if kind in ("pass", "color"):
            return _state(
                rules, self.seed, self.rng, self.round, self.starting_player,
                seat if kind == "color" else (seat + step) % players,
                self.hands, self.discard, move.color or self.color, step, 0, PLAY, None, None,
                None, self.stock, self.scores, self.last_round,
            )  # fmt: skip
        # draw, take or challenge
        victim = seat
        count = 1 if kind == "draw" else self.owed
        nxt = (seat + step) % players
        last_challenge = None
        if kind == "challenge":
            challenged = (seat - step) % players
            color = self.challenge_color
            bluff = rules.allow_bluffs and any(c.color is color for c in self.hands[challenged])
            last_challenge = Challenge(seat, challenged, bluff)
            if bluff:
                victim, nxt = challenged, seat
            else:
                count = 6
        stock = self.stock
        discard = self.discard
        rng = self.rng
        if len(stock) >= count:  # _draw, inlined for its common case
            drawn = stock[:count]
            stock = stock[count:]
        else:
            drawn, stock, discard, rng = _draw(stock, discard, rng, count)
        hands = list(self.hands)
        hands[victim] += drawn
        if kind == "draw":
            return _state(
                rules, self.seed, rng, self.round, self.starting_player, seat, tuple(hands),
                discard, self.color, step, 0, DRAWN, drawn[0], None, None, stock, self.scores,
                self.last_round,
            )  # fmt: skip
        return _state(
            rules, self.seed, rng, self.round, self.starting_player, nxt, tuple(hands),
            discard, self.color, step, 0, PLAY, None, None, last_challenge, stock, self.scores,
            self.last_round,
        )  # fmt: skip

    def _end_round(
        self, seat: int, hands: list[Cards], discard: Cards, color: Color | None, effect: int
    ) -> State:
        """``seat`` has played its last card: the owed draw, the count, what follows (C-15)."""
        rules = self.rules
        stock = self.stock
        rng = self.rng
        owed = self.owed + 2 if effect == _DRAW_TWO else 4 if effect == _WILD_FOUR else 0
        if owed:
            victim = (seat + self.direction) % rules.players
            drawn, stock, discard, rng = _draw(stock, discard, rng, owed)
            hands[victim] += drawn
        gained = round_points(hands, seat, rules)
        scores = tuple(old + new for old, new in zip(self.scores, gained, strict=True))
        result = RoundResult(self.round, self.starting_player, seat, gained, tuple(hands))
        target = rules.target
        if target is None or max(scores) >= target:
            return _state(
                rules,
                self.seed,
                rng,
                self.round,
                self.starting_player,
                None,
                tuple(hands),
                discard,
                color,
                self.direction,
                0,
                OVER,
                None,
                None,
                None,
                stock,
                scores,
                result,
            )
        starter = (self.starting_player + 1) % rules.players
        return _deal(rules, self.seed, rng, self.round + 1, starter, scores, result)


def _deal(
    rules: Rules,
    seed: int,
    rng: int,
    round_: int,
    starter: int,
    scores: tuple[int, ...],
    last_round: RoundResult | None,
) -> State:
    """Shuffle the whole deck, deal 7 each, turn the first card and apply it (C-4, C-13).

    Cards are dealt one at a time, seat 0 first, from the front of the shuffled
    deck; the next card is turned face up. A wild draw-four turned up goes
    back into the stock, which is shuffled again, and the next card is turned.
    """
    deck, rng = shuffle(rng, _DECK)
    players = rules.players
    dealt = _HAND_SIZE * players
    hands = tuple(deck[seat:dealt:players] for seat in range(players))
    top = deck[dealt]
    stock = deck[dealt + 1 :]
    while top is _W4:
        stock, rng = shuffle(rng, (*stock, top))
        top, stock = stock[0], stock[1:]
    effect = _EFFECT[top.index]
    current = starter
    direction = CCW
    owed = 0
    phase = PLAY
    if effect == _DRAW_TWO:
        owed, phase = 2, STACKED
    elif effect == _SKIP:
        current = (starter - 1) % players
    elif effect == _REVERSE:
        direction = CW
        current = (starter + 1) % players
    elif effect == _WILD:
        phase = COLOR
    return _state(
        rules,
        seed,
        rng,
        round_,
        starter,
        current,
        hands,
        (top,),
        top.color,
        direction,
        owed,
        phase,
        None,
        None,
        None,
        stock,
        scores,
        last_round,
    )


link_view(View, State)  # a view samples states of this class (ViewBase)
_set_legal: Callable[[State, tuple[Move, ...]], None] = _Slots.__dict__["_legal_cache"].__set__
"""Caches a state's legal moves: the slot's own setter, past the frozen ``__setattr__``."""


def new_game(rules: Rules, seed: int) -> State:
    """Deal the first round of a Chúpate 2 game.

    The starting player is drawn first (``below(seed, players)``, C-4), then
    the deck is shuffled and dealt and the first card applied (C-13).

    Args:
        rules: the game's rules.
        seed: an int in ``0..2**64-1``; the same rules and seed give equal states.

    Returns:
        The first position of the game.

    Raises:
        RulesError: ``rules`` is not a chupate ``Rules`` or the seed is invalid.

    >>> state = new_game(Rules(players=4), seed=1)
    >>> [len(hand) for hand in state.hands], len(state.stock)
    ([7, 7, 7, 7], 79)
    """
    if not isinstance(rules, Rules):
        msg = f"new_game needs a cardrules.chupate.Rules, got {quote(rules)}"
        raise RulesError(msg)
    seed = check_seed(seed)
    starter, rng = below(seed, rules.players)
    return _deal(rules, seed, rng, 1, starter, (0,) * rules.players, None)
