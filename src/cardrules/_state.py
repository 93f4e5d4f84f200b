"""What the games' states and views share: one base class for each.

A game's ``State`` (a frozen, slotted attrs class) subclasses `StateBase`
and supplies the rules: `_compute_legal`, `_apply` (play a legal move),
`_explain` (why a move is illegal), ``outcome``, and, as class attributes,
its move type, move parser and position module. Everything else (``play``,
``is_legal``, ``why_illegal``, ``returns``, ``is_over``, the dict form and
``repr``) is written once, here. A ``View`` subclasses `ViewBase`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Generic, TypeVar

from cardrules._quote import quote
from cardrules._validate import check_seat, checked_move
from cardrules.errors import IllegalMoveError, NotationError, RulesError
from cardrules.game import Outcome
from cardrules.i18n import Message, check_lang, make_error, message

__all__ = [
    "PositionBase",
    "StateBase",
    "ViewBase",
    "check_view_of",
    "index_of",
    "link_view",
    "returns_for",
]

M = TypeVar("M")
S = TypeVar("S", bound="StateBase[Any]")


class PositionBase(Generic[M]):
    """What a state and a view share: the legal moves computed once, ``is_over``, ``returns``.

    The subclass (a frozen, slotted attrs class) declares the private field
    ``_legal_cache`` (``eq=False``, ``init=False``, default ``None``) and
    implements `_compute_legal` and ``outcome``.
    """

    __slots__ = ()
    _legal_cache: tuple[M, ...] | None
    current_player: int | None
    rules: Any

    @property
    def _legal(self) -> tuple[M, ...]:
        legal = self._legal_cache
        if legal is None:
            legal = self._compute_legal()
            object.__setattr__(self, "_legal_cache", legal)
        return legal

    def _compute_legal(self) -> tuple[M, ...]:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        """Whether the game is over (C-15, V-10): ``current_player`` is ``None``."""
        return self.current_player is None

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` until it is over."""
        raise NotImplementedError

    def returns(self) -> tuple[float, ...]:
        """The zero-sum payoff, one float per seat: all 0.0 until the game is over.

        Then seat ``i`` gets ``1/len(winners)`` if it won, minus
        ``1/len(losers)`` if it lost (`Outcome.returns`); a view gives the
        same as its state, as everyone sees how a game ended.

        >>> from cardrules import chupate
        >>> state = chupate.State.from_dict({
        ...     "game": "chupate2", "version": 1, "rules": {"players": 3}, "seed": 1,
        ...     "current_player": 0, "hands": [["R5"], ["G7"], ["W"]],
        ...     "discard": ["R3"], "color": "R"})
        >>> state.returns(), state.play("R5").returns()
        ((0.0, 0.0, 0.0), (1.0, -0.5, -0.5))
        """
        return returns_for(self.outcome, self.rules.players)

    def _repr_svg_(self) -> str:
        """The position as an SVG picture: how a notebook shows a state or a view."""
        from cardrules.svg import render  # noqa: PLC0415 - lazy: cardrules.svg imports the games

        return render(self)  # type: ignore[arg-type]  # the games' states and views subclass


class StateBase(PositionBase[M]):
    """Base of both games' ``State``: playing, asking, the dict form.

    Class attributes the subclass sets:

    * ``_move_type``: its ``Move`` class;
    * ``_parse``: its ``parse_move`` (a ``staticmethod``);
    * ``_to_dict`` and ``_from_dict``: its position module's
      ``state_to_dict`` and ``state_from_dict``. The position module does
      not import the state module: ``state_from_dict(data, state_class)``
      builds the state with the class it is given, so imports run one way.
    """

    __slots__ = ()
    _move_type: ClassVar[type]

    @staticmethod
    def _to_dict(state: Any) -> dict[str, Any]:
        """Its position module's ``state_to_dict``."""
        raise NotImplementedError

    @staticmethod
    def _from_dict(data: Mapping[str, Any], state_class: Any) -> Any:
        """Its position module's ``state_from_dict(data, state_class)``."""
        raise NotImplementedError

    _turn_rule: ClassVar[str]
    """The id of the rule that says whose turn it is (``"C-5"``, ``"V-4"``)."""
    _over_rule: ClassVar[str]
    """The id of the rule that ends the game (``"C-15"``, ``"V-10"``)."""

    @staticmethod
    def _parse(text: str) -> Any:
        raise NotImplementedError

    def _apply(self: S, move: M) -> S:
        raise NotImplementedError

    def _explain(self, move: object) -> Message:
        raise NotImplementedError

    def play(self: S, move: M | str, *, seat: int | None = None) -> S:
        """Play a move and return the new state; this state is unchanged.

        What a move does is the game's rules: a Chúpate 2 state applies the
        card's effect and, when a hand empties, scores the round (C-15) and
        deals the next one in a points game short of its target; a Veneno
        state puts the card on its pile, hands an overflowing pile to the
        player (V-7), lets the next player draw (V-4), and scores a finished
        round and deals the next one or ends the match (V-8 to V-10).

        Args:
            move: a move of this game or its notation (``"R7"``, ``"W:G"``,
                ``"draw"``; ``"7C@2"``).
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

        >>> from cardrules import veneno
        >>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
        >>> after = state.play(state.legal_moves()[0])
        >>> after.current_player == (state.current_player + 1) % 3
        True
        >>> state.play(state.legal_moves()[0], seat=(state.current_player + 1) % 3)
        Traceback (most recent call last):
        ...
        cardrules.errors.IllegalMoveError: V-4: seat 1 is not to play; seat 0 is
        """
        if seat is not None:
            self._check_turn(seat)
        if isinstance(move, str):
            move = self._parse(move)
        return self._apply(checked_move(self._legal, move, self._explain, self._move_type))

    def _check_turn(self, seat: object) -> None:
        """Raise unless ``seat`` (a seat of this game) is the seat to play."""
        check_seat(seat, self.rules.players, "play")
        to_play = self.current_player
        if to_play is None:
            raise make_error(IllegalMoveError, "turn.over", rule=self._over_rule, seat=seat)
        if seat != to_play:
            raise make_error(
                IllegalMoveError, "turn.not_yours", rule=self._turn_rule, seat=seat, to_play=to_play
            )

    def is_legal(self, move: object) -> bool:
        """Whether ``move`` may be played now, without playing it.

        Args:
            move: a move of this game or its notation. Text that is not a
                move, and anything that is not a move of this game, is simply
                not legal.

        Returns:
            ``True`` exactly when ``move`` is among ``legal_moves()``.

        >>> from cardrules import veneno
        >>> state = veneno.State.from_dict({
        ...     "game": "veneno", "version": 1, "rules": {"players": 2}, "seed": 1,
        ...     "current_player": 0, "hands": [["2E", "3C", "9O"], ["1O", "4C"]],
        ...     "piles": [["6E"], [], []]})
        >>> state.is_legal("2E@0"), state.is_legal("2E@1"), state.is_legal("2E@7")
        (True, False, False)
        """
        if isinstance(move, str):
            try:
                move = self._parse(move)
            except NotationError:
                return False
        legal = self._legal
        for candidate in legal:
            if candidate is move:
                return True
        return type(move) is self._move_type and move in legal

    def why_illegal(self, move: object, lang: str = "en") -> str | None:
        """Why ``move`` may not be played now, or ``None`` when it may.

        Args:
            move: a move of this game or its notation.
            lang: the language of the explanation: ``"en"`` (the default) or
                ``"es"`` (see `cardrules.i18n`).

        Returns:
            ``None`` when the move is legal; else the message the
            `IllegalMoveError` of ``play(move)`` carries (exactly, in
            English), which starts with the id of the rule that forbids it
            (``"C-8: ..."``, ``"V-5: ..."``) in both languages. For text that
            is not a move, the `NotationError`'s message.

        Raises:
            RulesError: ``lang`` is not ``"en"`` or ``"es"``.

        >>> from cardrules import chupate
        >>> state = chupate.State.from_dict({
        ...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
        ...     "current_player": 1, "hands": [["R5"], ["Y+2", "R9"]],
        ...     "discard": ["R3", "R+2"], "color": "R", "phase": "stacked", "owed": 2})
        >>> state.why_illegal("Y+2") is None
        True
        >>> state.why_illegal("R9")
        "C-8: seat 1 owes 2 cards: only a draw-two or 'take', not R9"
        >>> state.why_illegal("G+2")
        'C-6: G+2 is not in the hand of seat 1, who is to play'
        >>> state.why_illegal("R9", lang="es")
        "C-8: el jugador 1 debe robar 2 cartas: solo puede tirar un chúpate 2 o 'take', no R9"
        """
        check_lang(lang)
        if isinstance(move, str):
            try:
                move = self._parse(move)
            except NotationError as error:
                return message(error, lang)
        if self.is_legal(move):
            return None
        return self._explain(move).render(lang)

    def to_dict(self) -> dict[str, Any]:
        """The position as a JSON-ready dict: every card is its notation.

        The position format (see the Notation and positions page), ``stock``
        always included, plus what the implementation adds:
        ``rng`` (the generator state), ``round``, ``scores`` and
        ``last_round`` (the record of the last finished round, or ``None``);
        for Chúpate 2 also ``last_challenge``, and ``drawn_card`` and
        ``challenge_color`` in the phases that use them. `from_dict` inverts it.
        """
        return self._to_dict(self)

    @classmethod
    def from_dict(cls: type[S], data: Mapping[str, Any]) -> S:
        """Build and validate a position from its dict form.

        Keys a teaching position may leave out are filled in: ``round`` (1),
        ``scores`` (0), ``rng`` (from ``seed``), ``starting_player`` (=
        ``current_player``), ``stock`` (every card not placed elsewhere,
        shuffled with the generator, which carries on); Chúpate 2 also
        ``direction`` (``"ccw"``), ``owed`` (0) and ``phase`` (``"play"``, or
        ``"over"`` when ``current_player`` is null); Veneno ``taken`` (all
        empty). A missing ``last_round`` (or Chúpate 2 ``last_challenge``) is
        ``None``.

        Args:
            data: the position dict.

        Returns:
            The validated state.

        Raises:
            PositionError: the dict is malformed or the position impossible
                (invalid ``rules`` values too); the message names the key or card.
        """
        state: S = cls._from_dict(data, cls)
        return state

    def __repr__(self) -> str:
        return f"State.from_dict({self.to_dict()!r})"


class ViewBase(PositionBase[M]):
    """Base of both games' ``View``: the legal moves of its seat, cached; ``returns``.

    The subclass implements `_compute_legal` (``()`` unless its seat is to
    play) and ``outcome``, and sets ``_game_id`` (its positions' ``"game"``).
    The game's state module names the game's ``State`` class as the view's
    ``_state_class`` (`link_view`), so that sampling builds states without
    the view importing the state module (which imports the view).
    """

    __slots__ = ()
    _game_id: ClassVar[str]
    _state_class: ClassVar[type[Any]]


def link_view(view_class: type[ViewBase[Any]], state_class: type[StateBase[Any]]) -> None:
    """Name ``state_class`` as the class the views of ``view_class`` sample (once, at import)."""
    view_class._state_class = state_class


def check_view_of(view: object, game_id: str, what: str, needed: str) -> ViewBase[Any]:
    """``view`` if it is a view of the game ``game_id``, else a `RulesError`.

    The message names ``what`` was called and the class it needs (``needed``).
    """
    if not isinstance(view, ViewBase) or getattr(type(view), "_game_id", None) != game_id:
        msg = f"{what} needs a {needed}, got {quote(view)}"
        raise RulesError(msg)
    return view


def index_of(cards: tuple[Any, ...], card: object) -> int:
    """Where ``card`` is in ``cards``, which holds it; compared by identity first.

    Cards are the deck's shared objects, and ``tuple.index`` would call the
    attrs ``__eq__`` (Python code) on every card before it: this runs on
    every move.
    """
    for i, held in enumerate(cards):
        if held is card:
            return i
    return cards.index(card)  # pragma: no cover - an equal card that is not the deck's own


def returns_for(outcome: Outcome | None, players: int) -> tuple[float, ...]:
    """``outcome.returns()``, or all 0.0 while there is no outcome yet."""
    if outcome is None:
        return (0.0,) * players
    return outcome.returns()
