"""What both games share: outcomes, returns, action spaces and the state and view protocols.

Every game of cardrules (`cardrules.chupate`, `cardrules.veneno`) offers the
same surface, so a bot, a learner or a tool can be written once for both:

* `GameState` and `GameView`: the protocols a state and a seat's view satisfy;
* `Outcome`: how a finished game ended (winners, losers, scores, `Reason`);
  its `Outcome.returns` is the zero-sum payoff a learner trains on;
* `ActionSpace`: every move that can ever be legal under some rules, each with
  a fixed action id, and the mask of the legal ones;
* `Observer`: a bot that also wants the public moves as they are played.

>>> from cardrules import veneno
>>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
>>> while not state.is_over:
...     state = state.play(state.legal_moves()[0])
>>> state.outcome.reason, sum(state.returns())
(Reason.THRESHOLD_REACHED, 0.0)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

import attrs

from cardrules._enum import TextEnum
from cardrules._quote import quote
from cardrules.errors import RulesError

__all__ = [
    "MAX_PLAYERS",
    "ActionSpace",
    "GameState",
    "GameView",
    "Observer",
    "Outcome",
    "Reason",
    "returns_of",
]

M = TypeVar("M")
M_co = TypeVar("M_co", covariant=True)
M_contra = TypeVar("M_contra", contravariant=True)
V_co = TypeVar("V_co", covariant=True)
S = TypeVar("S", bound="GameState[Any, Any]")
O_co = TypeVar("O_co", covariant=True)


class Reason(TextEnum):
    """Why a game ended: the ``reason`` of an `Outcome`.

    A ``str`` enum: ``Reason.TARGET_REACHED == "target_reached"`` holds. The
    first three are the built-in games' endings, and read as well for a game
    of your own; the others are generic endings for games of your own. A
    game whose ending none of them says gives `Reason.OTHER` and documents
    its ending.
    """

    HAND_EMPTIED = "hand_emptied"
    """A seat emptied its hand: Chúpate 2 without a target (one round, C-15)."""
    TARGET_REACHED = "target_reached"
    """A side's points reached the target: Chúpate 2 with a target, at a round's end (C-15)."""
    THRESHOLD_REACHED = "threshold_reached"
    """A seat's points reached a losing threshold: Veneno's poison points (V-10)."""
    CARDS_PLAYED_OUT = "cards_played_out"
    """Every card was played: no hand and no stock hold one (a trick-taking game's end)."""
    ROUNDS_PLAYED = "rounds_played"
    """A fixed number of rounds or deals was played."""
    NO_MOVES_LEFT = "no_moves_left"
    """The seat to play (or every seat) has no legal move, and the rules end the game."""
    CONCEDED = "conceded"
    """A seat or side conceded (a game whose moves include conceding)."""
    OTHER = "other"
    """An ending of the game's own that none of the others says; its documentation says it."""


MAX_PLAYERS = 1024
"""The most seats `returns_of` takes (the games seat at most 6; `RandomBot.for_seats`
has the same bound)."""


def _seats(value: object, players: int, what: str) -> tuple[int, ...]:
    """``value`` as a tuple of distinct seats of ``0..players-1``, else a RulesError."""
    if not isinstance(value, tuple | list) or len(value) > players:
        msg = f"returns_of: {what} must be a tuple of at most {players} seats, got {quote(value)}"
        raise RulesError(msg)
    for seat in value:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            msg = (
                f"returns_of: {what} must hold seats from 0 to {players - 1}, "
                f"got {quote(seat)} in {quote(value)}"
            )
            raise RulesError(msg)
    if len(set(value)) != len(value):
        msg = f"returns_of: {what} must not repeat a seat, got {quote(value)}"
        raise RulesError(msg)
    return tuple(value)


def returns_of(
    winners: tuple[int, ...], losers: tuple[int, ...], players: int
) -> tuple[float, ...]:
    """The zero-sum payoff of a finished game, one float per seat.

    Seat ``i`` gets ``1/len(winners)`` if it is a winner, minus
    ``1/len(losers)`` if it is a loser. The winners share +1 and the losers
    -1, so the sum is 0; a seat that is both (everyone tied) gets 0.0.

    Args:
        winners: the winning seats (a tuple or list of distinct seats).
        losers: the losing seats (a tuple or list of distinct seats).
        players: the number of seats, an int from 1 to `MAX_PLAYERS`.

    Returns:
        One float per seat.

    Raises:
        RulesError: ``players`` is not an int from 1 to `MAX_PLAYERS`, or
            ``winners`` or ``losers`` is not a tuple or list of distinct seats
            of ``0..players-1``.

    >>> returns_of((0, 2), (1, 3), 4)
    (0.5, -0.5, 0.5, -0.5)
    >>> returns_of((0, 1, 2), (0, 1, 2), 3)
    (0.0, 0.0, 0.0)
    >>> returns_of((0,), (1,), 2000)
    Traceback (most recent call last):
    ...
    cardrules.errors.RulesError: returns_of: players must be an int from 1 to 1024, got 2000
    """
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= MAX_PLAYERS:
        msg = f"returns_of: players must be an int from 1 to {MAX_PLAYERS}, got {quote(players)}"
        raise RulesError(msg)
    winners = _seats(winners, players, "winners")
    losers = _seats(losers, players, "losers")
    win = 1.0 / len(winners) if winners else 0.0
    lose = 1.0 / len(losers) if losers else 0.0
    return tuple(
        (win if seat in winners else 0.0) - (lose if seat in losers else 0.0)
        for seat in range(players)
    )


@attrs.frozen
class Outcome:
    """How a finished game ended: a frozen record, the same for both games.

    Attributes:
        winners: the winning seats, ascending. Chúpate 2: the side (a seat,
            or its whole team, C-3) that emptied a hand in the last round.
            Veneno: the seats with the fewest poison points (V-10).
        losers: the losing seats, ascending. Chúpate 2: every seat not on the
            winning side. Veneno: the seats with the most poison points; when
            everyone is tied, every seat is a winner and a loser.
        scores: the final scores, one per seat (the state's ``scores``).
        reason: why the game ended (a `Reason`).

    >>> outcome = Outcome((1,), (0, 2), (0, 31, 0), Reason.HAND_EMPTIED)
    >>> outcome.returns()
    (-0.5, 1.0, -0.5)
    """

    winners: tuple[int, ...]
    losers: tuple[int, ...]
    scores: tuple[int, ...]
    reason: Reason

    def returns(self) -> tuple[float, ...]:
        """The zero-sum payoff, one float per seat; see `returns_of`."""
        return returns_of(self.winners, self.losers, len(self.scores))


class _HasPlayers(Protocol):
    @property
    def players(self) -> int:
        """The number of seats."""


class _Table(Protocol):
    """What a state and a view both show: the rules, whose turn, how it ended."""

    @property
    def rules(self) -> _HasPlayers:
        """The game's rules; ``rules.players`` is the number of seats."""

    @property
    def current_player(self) -> int | None:
        """The seat to play, or ``None`` once the game is over."""

    @property
    def is_over(self) -> bool:
        """Whether the game is over."""

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` until it is over."""

    def returns(self) -> tuple[float, ...]:
        """The zero-sum payoff once over, else all 0.0."""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""


class GameView(_Table, Protocol[M_co]):
    """The surface every cardrules view offers (``veneno.View``, ``chupate.View``).

    ``rules``, ``current_player``, ``is_over``, ``outcome``, ``returns()`` and
    ``to_dict()`` as a state's, plus:
    """

    @property
    def seat(self) -> int:
        """Whose view this is."""

    def legal_moves(self) -> tuple[M_co, ...]:
        """The state's legal moves when this seat is to play, else ``()``."""


class GameState(_Table, Protocol[M, V_co]):
    """The surface every cardrules game state offers (``veneno.State``, ``chupate.State``).

    ``rules``, ``current_player``, ``is_over``, ``outcome``, ``returns()`` and
    ``to_dict()``, plus:
    """

    def legal_moves(self) -> tuple[M, ...]:
        """Every legal move, in the game's documented order."""

    def play(self: S, move: M) -> S:
        """The state after ``move``."""

    def is_legal(self, move: object) -> bool:
        """Whether ``move`` (a move or its notation) is legal here."""

    def why_illegal(self, move: object, lang: str = "en") -> str | None:
        """``None`` when ``move`` is legal, else why not (the rule id first), in ``lang``."""

    def view(self, seat: int) -> V_co:
        """What ``seat`` may know."""


@runtime_checkable
class Observer(Protocol[M_contra, O_co]):
    """A bot that also watches the game: `observe` is told every move, as it is played.

    Moves are public in both games (a Chúpate 2 ``draw`` does not say which
    card was drawn), so a bot may keep the public history of its game.
    ``cardrules.bots.playthrough`` calls ``observe`` after each move on every
    bot that has the method, in seat order, the bot that moved included.
    Like ``choose``, it returns the bot advanced and changes nothing.
    ``isinstance(bot, Observer)`` tells whether a bot observes.
    """

    def observe(self, seat: int, move: M_contra) -> O_co:
        """Seat ``seat`` played ``move``; return the bot that has seen it."""


class _HasRules(Protocol):
    @property
    def rules(self) -> object:
        """The rules the state or view plays under."""


class _HasLegalMoves(_HasRules, Protocol[M_co]):
    def legal_moves(self) -> tuple[M_co, ...]:
        """The legal moves."""


class ActionSpace(Generic[M]):
    """Every move that can ever be legal under some rules, each with a fixed action id.

    A move's action id is its index in the space. The order is fixed and
    documented by each game (``chupate.action_space``,
    ``veneno.action_space``) and never changes between versions, so a
    learner's network keeps its meaning. The space is a sequence of moves:
    ``len(space)``, ``space[i]``, iteration, ``move in space``.

    Build one with a game's ``action_space(rules)``.

    >>> from cardrules import veneno
    >>> rules = veneno.Rules(players=2)
    >>> space = veneno.action_space(rules)
    >>> len(space), str(space[0]), space.id("7C@2")
    (144, '1O@0', 56)
    >>> state = veneno.new_game(rules, seed=3)
    >>> mask = space.mask(state)
    >>> [space[i] for i, ok in enumerate(mask) if ok] == list(state.legal_moves())
    True
    """

    __slots__ = ("_by_text", "_ids", "_missing", "_move_type", "_moves", "_parse", "rules")

    def __init__(
        self,
        rules: object,
        moves: tuple[M, ...],
        parse: Callable[[str], M],
        missing: Callable[[M], str],
    ) -> None:
        """Build a space; games do this in their ``action_space(rules)``.

        Args:
            rules: the rules every state and view given to `mask` must have.
            moves: the moves, in action-id order, without duplicates.
            parse: the game's move parser (raises `NotationError`).
            missing: for a well-formed move not in ``moves``, why it cannot
                exist under ``rules`` (a message naming the move and the rule).
        """
        self.rules = rules
        self._moves = moves
        self._ids: Mapping[object, int] = {move: i for i, move in enumerate(moves)}
        self._by_text: Mapping[str, int] = {str(move): i for i, move in enumerate(moves)}
        self._parse = parse
        self._missing = missing
        self._move_type = type(moves[0])

    def __len__(self) -> int:
        return len(self._moves)

    def __getitem__(self, action: int) -> M:
        """The move of action id ``action``.

        Raises:
            RulesError: ``action`` is not an int from 0 to ``len(self) - 1``.
        """
        if type(action) is not int or not 0 <= action < len(self._moves):
            msg = (
                f"an action id must be an int from 0 to {len(self._moves) - 1}, got {quote(action)}"
            )
            raise RulesError(msg)
        return self._moves[action]

    def __iter__(self) -> Iterator[M]:
        return iter(self._moves)

    def __contains__(self, move: object) -> bool:
        if isinstance(move, str):
            return move in self._by_text
        return type(move) is self._move_type and move in self._ids

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ActionSpace):
            return NotImplemented
        return bool(self.rules == other.rules and self._moves == other._moves)

    def __hash__(self) -> int:
        return hash((self.rules, self._moves))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle by the constructor's arguments, so every protocol (0 to 5) works.

        ``__slots__`` without ``__getstate__`` pickles with protocol 2 and up
        only; rebuilding from the rules, the moves and the game's two
        module-level functions works with all of them.
        """
        return (ActionSpace, (self.rules, self._moves, self._parse, self._missing))

    def __repr__(self) -> str:
        return f"<ActionSpace of {len(self._moves)} moves for {self.rules!r}>"

    @property
    def moves(self) -> tuple[M, ...]:
        """Every move of the space, in action-id order."""
        return self._moves

    def id(self, move: M | str) -> int:
        """The action id of ``move``.

        Args:
            move: a move of this game, or its notation.

        Returns:
            Its index in the space.

        Raises:
            NotationError: ``move`` is a string that is not a move.
            RulesError: the move cannot exist under these rules (the message
                names it and the rule), or ``move`` is not a move of this game.
        """
        if isinstance(move, str):
            found = self._by_text.get(move)
            if found is not None:
                return found
            parsed = self._parse(move)  # unparseable: NotationError
            msg = self._missing(parsed)
            raise RulesError(msg)
        if type(move) is not self._move_type:
            msg = f"expected a Move of this game or its notation, got {quote(move)}"
            raise RulesError(msg)
        found = self._ids.get(move)
        if found is None:
            msg = self._missing(move)
            raise RulesError(msg)
        return found

    def mask(self, state: _HasLegalMoves[M]) -> tuple[bool, ...]:
        """Which action ids are legal in a state or a view.

        For a view, the legal moves are ``view.legal_moves()``: all False
        unless that seat is to play.

        Args:
            state: a state or a view under this space's rules.

        Returns:
            One bool per action id, True exactly at the ids of the legal moves.

        Raises:
            RulesError: ``state`` is not a state or view under these rules.
        """
        rules = getattr(state, "rules", None)
        if rules is not self.rules and (type(rules) is not type(self.rules) or rules != self.rules):
            msg = (
                f"mask: this action space is for {self.rules!r}, "
                f"got a position under {quote(rules)}"
            )
            raise RulesError(msg)
        legal_moves = getattr(state, "legal_moves", None)
        if not callable(legal_moves) or isinstance(state, type):
            msg = f"mask needs a state or a view (with legal_moves()), got {quote(state)}"
            raise RulesError(msg)
        mask = [False] * len(self._moves)
        ids = self._ids
        move_type = self._move_type
        for move in legal_moves():
            found = ids.get(move) if type(move) is move_type else None
            if found is None:
                msg = f"mask: {quote(state)} has a legal move not in the space: {quote(move)}"
                raise RulesError(msg)
            mask[found] = True
        return tuple(mask)
