"""What the games' state classes share: the cached legal moves and the questions about them."""

from __future__ import annotations

from typing import ClassVar, Generic, TypeVar

from cardrules.errors import NotationError
from cardrules.game import Outcome

__all__ = ["LegalMovesCache", "StateBase", "ViewBase", "returns_for"]

M = TypeVar("M")


class LegalMovesCache(Generic[M]):
    """Mixin: compute a frozen state's (or view's) legal moves once, on first use.

    The subclass (a frozen, slotted attrs class) declares the private field
    ``_legal_cache`` (``eq=False``, ``init=False``, default ``None``) and
    implements `_compute_legal`.
    """

    __slots__ = ()
    _legal_cache: tuple[M, ...] | None

    @property
    def _legal(self) -> tuple[M, ...]:
        legal = self._legal_cache
        if legal is None:
            legal = self._compute_legal()
            object.__setattr__(self, "_legal_cache", legal)
        return legal

    def _compute_legal(self) -> tuple[M, ...]:
        raise NotImplementedError

    def legal_moves(self) -> tuple[M, ...]:
        """Every legal move, without duplicates, in the game's documented order."""
        return self._legal


class StateBase(LegalMovesCache[M]):
    """Mixin: what a game state answers the same way in both games.

    The subclass sets ``_move_type`` and implements `_parse`, `_explain`
    (why a move of its type is illegal, the rule id first) and ``outcome``.
    """

    __slots__ = ()
    _move_type: ClassVar[type]

    @staticmethod
    def _parse(text: str) -> M:
        raise NotImplementedError

    def _explain(self, move: object) -> str:
        raise NotImplementedError

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` until it is over."""
        raise NotImplementedError

    def is_legal(self, move: object) -> bool:
        """Whether ``move`` may be played now, without playing it.

        Args:
            move: a move of this game or its notation. Text that is not a
                move, and anything that is not a move of this game, is simply
                not legal.

        Returns:
            ``True`` exactly when ``move`` is among `legal_moves`.
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

    def why_illegal(self, move: object) -> str | None:
        """Why ``move`` may not be played now, or ``None`` when it may.

        Args:
            move: a move of this game or its notation.

        Returns:
            ``None`` when the move is legal; else exactly the message the
            `IllegalMoveError` of ``play(move)`` carries, which starts with the
            id of the rule that forbids it (``"C-8: ..."``, ``"V-5: ..."``).
            For text that is not a move, the `NotationError`'s message.
        """
        if isinstance(move, str):
            try:
                move = self._parse(move)
            except NotationError as error:
                return str(error)
        if self.is_legal(move):
            return None
        return self._explain(move)

    def returns(self) -> tuple[float, ...]:
        """The zero-sum payoff, one float per seat: all 0.0 until the game is over.

        Then seat ``i`` gets ``1/len(winners)`` if it won, minus
        ``1/len(losers)`` if it lost (`Outcome.returns`).
        """
        return returns_for(self.outcome, self.rules.players)  # type: ignore[attr-defined]


class ViewBase(LegalMovesCache[M]):
    """Mixin: what a seat's view answers the same way in both games.

    The subclass implements `_compute_legal` (``()`` unless its seat is to
    play) and ``outcome``.
    """

    __slots__ = ()

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` until it is over."""
        raise NotImplementedError

    def returns(self) -> tuple[float, ...]:
        """The zero-sum payoff, one float per seat: all 0.0 until the game is over.

        The same as the state's ``returns()``: everyone sees how it ended.
        """
        return returns_for(self.outcome, self.rules.players)  # type: ignore[attr-defined]


def returns_for(outcome: Outcome | None, players: int) -> tuple[float, ...]:
    """``outcome.returns()``, or all 0.0 while there is no outcome yet."""
    if outcome is None:
        return (0.0,) * players
    return outcome.returns()
