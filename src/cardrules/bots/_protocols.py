"""What a bot looks like to a game, and the driver that plays a game out with bots.

The game side's protocols (`GameState`, `GameView`, `Observer`) live in
`cardrules.game`; they are re-exported here, where bots are written.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.game import GameState, GameView, Observer

__all__ = ["Bot", "GameState", "GameView", "Observer", "Step", "playthrough"]

M = TypeVar("M")
V_contra = TypeVar("V_contra", contravariant=True)
S = TypeVar("S", bound="GameState[Any, Any]")


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
        bots: every seat's bot after the move (and after observing it),
            ready to go on.
    """

    before: S
    seat: int
    move: Any
    after: S
    bots: tuple[Bot[Any, Any], ...]


def playthrough(state: S, bots: Sequence[Bot[Any, Any]]) -> Iterator[Step[S]]:
    """Play a game out with one bot per seat, one step at a time.

    Each bot sees only ``state.view(seat)`` and ``state.legal_moves()``. A
    bot that has an ``observe(seat, move)`` method (an `Observer`) also
    sees every move as it is played: after each move, ``observe`` is called on
    every such bot, in seat order (the bot that moved included), and the bot
    it returns replaces it. Moves are public in both games, so this gives a
    bot the public history since the deal and nothing hidden. The iterator
    is lazy and pure: nothing is shared or changed, and the same state and
    bots always give the same steps.

    Args:
        state: where to start; a game state such as ``veneno.new_game(...)``.
        bots: one bot per seat, seat 0's first.

    Yields:
        One `Step` per move, until the game is over.

    Raises:
        RulesError: ``state`` is not a game state, or ``bots`` is not one bot
            (an object with ``choose``) per seat (raised at once); a bot's
            ``choose`` returned something other than a ``(move, bot)`` pair,
            or ``choose`` or ``observe`` returned something that is not a bot
            (raised at that step, naming the seat and what came back).
        IllegalMoveError: a bot chose a move that is not legal.

    >>> from cardrules import veneno
    >>> from cardrules.bots import RandomBot
    >>> start = veneno.new_game(veneno.Rules(players=2), seed=3)
    >>> steps = list(playthrough(start, RandomBot.for_seats(2024, 2)))
    >>> steps[-1].after.is_over, steps[0].before == start
    (True, True)
    """
    players = _players_of(state)
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        msg = f"playthrough: bots must be a sequence of bots, one per seat, got {quote(bots)}"
        raise RulesError(msg)
    current = tuple(bots)
    if len(current) != players:
        msg = f"playthrough needs one bot per seat: {players} bots, got {len(current)}"
        raise RulesError(msg)
    for seat, bot in enumerate(current):
        _check_bot(bot, f"playthrough: the bot of seat {seat}")
    return _steps(state, current)


def _players_of(state: object) -> int:
    """The state's number of seats, or a RulesError when ``state`` is not a game state."""
    rules = getattr(state, "rules", None)
    players = getattr(rules, "players", None)
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not callable(getattr(state, "legal_moves", None))
        or not callable(getattr(state, "view", None))
        or not callable(getattr(state, "play", None))
    ):
        msg = f"playthrough: expected a game state (veneno.new_game(...)), got {quote(state)}"
        raise RulesError(msg)
    return players


def _check_bot(bot: object, what: str) -> None:
    if not callable(getattr(bot, "choose", None)):
        msg = f"{what} must be a bot (with a choose(view, legal_moves) method), got {quote(bot)}"
        raise RulesError(msg)


def _steps(state: S, current: tuple[Bot[Any, Any], ...]) -> Iterator[Step[S]]:
    while True:
        seat = state.current_player
        if seat is None:
            return
        chosen = current[seat].choose(state.view(seat), state.legal_moves())
        if not isinstance(chosen, tuple) or len(chosen) != 2:
            msg = (
                f"playthrough: the bot of seat {seat} ({quote(current[seat])}) returned "
                f"{quote(chosen)} from choose; expected a (move, bot) pair: the move and "
                "the bot to use next time"
            )
            raise RulesError(msg)
        move, bot = chosen
        _check_bot(bot, f"playthrough: the bot that seat {seat}'s choose returned")
        current = (*current[:seat], bot, *current[seat + 1 :])
        after = state.play(move)
        current = tuple(_observed(bot, seat, move) for bot in current)
        yield Step(before=state, seat=seat, move=move, after=after, bots=current)
        state = after


def _observed(bot: Bot[Any, Any], seat: int, move: Any) -> Bot[Any, Any]:
    """``bot.observe(seat, move)`` if the bot observes, else the bot itself."""
    observe = getattr(bot, "observe", None)
    if observe is None:
        return bot
    observed: Bot[Any, Any] = observe(seat, move)
    _check_bot(observed, "playthrough: what observe returned")
    return observed
