"""A tiny game of one's own for the tournament tests: two to four seats race a counter to a goal.

In turn, each seat adds 1 or 2 to a shared counter; the seat that brings it to
``goal`` or beyond wins, everyone else loses. Nothing is hidden. It is
registered as ``race`` by `registered` (and taken out again after).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import attrs

from cardrules import RulesError
from cardrules.game import Outcome, Reason, returns_of
from cardrules.games import GameSpec, register, unregister


def _players(_inst: object, _attribute: object, value: object) -> None:
    if type(value) is not int or not 2 <= value <= 4:
        raise RulesError(f"race: players must be 2, 3 or 4, got {value!r}")


@attrs.frozen
class RaceRules:
    """The race's rules.

    Attributes:
        players: 2, 3 or 4.
        goal: the count that wins.
    """

    players: int = attrs.field(default=2, validator=_players)
    goal: int = 7

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "goal": self.goal}


@attrs.frozen
class RaceMove:
    step: int

    def __str__(self) -> str:
        return str(self.step)


@attrs.frozen
class RaceState:
    rules: RaceRules
    count: int = 0
    turn: int = 0
    winner: int | None = None

    @property
    def current_player(self) -> int | None:
        return None if self.winner is not None else self.turn

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        losers = tuple(seat for seat in range(self.rules.players) if seat != self.winner)
        scores = tuple(int(seat == self.winner) for seat in range(self.rules.players))
        return Outcome((self.winner,), losers, scores, Reason.HAND_EMPTIED)

    def returns(self) -> tuple[float, ...]:
        outcome = self.outcome
        if outcome is None:
            return (0.0,) * self.rules.players
        return returns_of(outcome.winners, outcome.losers, self.rules.players)

    def legal_moves(self) -> tuple[RaceMove, ...]:
        return () if self.is_over else (RaceMove(1), RaceMove(2))

    def play(self, move: RaceMove) -> RaceState:
        if move not in self.legal_moves():
            raise RulesError(f"race: {move!r} is not legal")
        count = self.count + move.step
        if count >= self.rules.goal:
            return attrs.evolve(self, count=count, winner=self.turn)
        return attrs.evolve(self, count=count, turn=(self.turn + 1) % self.rules.players)

    def view(self, seat: int) -> RaceView:
        return RaceView(self, seat)

    def to_dict(self) -> dict[str, Any]:
        return {"game": "race", "count": self.count, "turn": self.turn}


@attrs.frozen
class RaceView:
    state: RaceState
    seat: int

    @property
    def rules(self) -> RaceRules:
        return self.state.rules

    def legal_moves(self) -> tuple[RaceMove, ...]:
        return self.state.legal_moves() if self.state.turn == self.seat else ()


def new_race(rules: RaceRules, seed: int) -> RaceState:
    """The start: the seed picks who begins."""
    return RaceState(rules, turn=seed % rules.players)


SPEC = GameSpec(
    id="race",
    name="race",
    title="Race",
    players=(2, 3, 4),
    rules_type=RaceRules,
    state_type=RaceState,
    view_type=RaceView,
    move_type=RaceMove,
    new_game=new_race,
    parse_move=lambda text: RaceMove(int(text)),
    action_space=lambda rules: (RaceMove(1), RaceMove(2)),
)


@contextmanager
def registered() -> Iterator[GameSpec]:
    """The race, registered for the duration of a ``with`` block."""
    register(SPEC)
    try:
        yield SPEC
    finally:
        unregister(SPEC.id)
