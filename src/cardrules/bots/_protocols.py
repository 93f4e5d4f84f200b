"""What a bot and a game state look like to each other: two small protocols."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from cardrules.errors import RulesError

__all__ = ["Bot", "GameState", "Step", "playthrough"]

M = TypeVar("M")
V_co = TypeVar("V_co", covariant=True)
V_contra = TypeVar("V_contra", contravariant=True)
S = TypeVar("S", bound="GameState[Any, Any]")


class _HasPlayers(Protocol):
    @property
    def players(self) -> int:
        """The number of seats."""


class GameState(Protocol[M, V_co]):
    """The surface every cardrules game state offers (``veneno.State``, ``chupate.State``)."""

    @property
    def rules(self) -> _HasPlayers:
        """The game's rules; ``rules.players`` is the number of seats."""

    @property
    def current_player(self) -> int | None:
        """The seat to play, or ``None`` once the game is over."""

    @property
    def is_over(self) -> bool:
        """Whether the game is over."""

    def legal_moves(self) -> tuple[M, ...]:
        """Every legal move, in the game's documented order."""

    def play(self: S, move: M) -> S:
        """The state after ``move``."""

    def view(self, seat: int) -> V_co:
        """What ``seat`` may know."""


class Bot(Protocol[V_contra, M]):
    """A player: given what its seat may know and the legal moves, picks one.

    A bot is a value: `choose` returns the move and the bot to use next
    time (its own state advanced), and never changes the bot it was called on.
    """

    def choose(self, view: V_contra, legal_moves: Sequence[M]) -> tuple[M, Bot[V_contra, M]]:
        """Pick one of ``legal_moves``; return it and the bot advanced."""


@attrs.frozen
class Step(Generic[S]):
    """One move of a playthrough: who played what, and the states around it.

    Attributes:
        before: the state the move was played in.
        seat: the seat that played.
        move: the move played (one of ``before.legal_moves()``).
        after: the state after the move.
        bots: every seat's bot after the move, ready to go on.
    """

    before: S
    seat: int
    move: Any
    after: S
    bots: tuple[Bot[Any, Any], ...]


def playthrough(state: S, bots: Sequence[Bot[Any, Any]]) -> Iterator[Step[S]]:
    """Play a game out with one bot per seat, one step at a time.

    Each bot sees only ``state.view(seat)`` and ``state.legal_moves()``. The
    iterator is lazy and pure: nothing is shared or changed, and the same
    state and bots always give the same steps.

    Args:
        state: where to start; a game state such as ``veneno.new_game(...)``.
        bots: one bot per seat, seat 0's first.

    Yields:
        One `Step` per move, until the game is over.

    Raises:
        RulesError: there is not exactly one bot per seat (raised at once).
        IllegalMoveError: a bot chose a move that is not legal.

    >>> from cardrules import veneno
    >>> from cardrules.bots import RandomBot
    >>> start = veneno.new_game(veneno.Rules(players=2), seed=3)
    >>> steps = list(playthrough(start, RandomBot.for_seats(3, 2)))
    >>> steps[-1].after.is_over, steps[0].before == start
    (True, True)
    """
    current = tuple(bots)
    players = state.rules.players
    if len(current) != players:
        msg = f"playthrough needs one bot per seat: {players} bots, got {len(current)}"
        raise RulesError(msg)
    return _steps(state, current)


def _steps(state: S, current: tuple[Bot[Any, Any], ...]) -> Iterator[Step[S]]:
    while True:
        seat = state.current_player
        if seat is None:
            return
        move, bot = current[seat].choose(state.view(seat), state.legal_moves())
        current = (*current[:seat], bot, *current[seat + 1 :])
        after = state.play(move)
        yield Step(before=state, seat=seat, move=move, after=after, bots=current)
        state = after
