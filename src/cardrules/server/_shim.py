"""SHIM: stand-ins for the core's 0.3 names until they are merged (deleted then)."""

from __future__ import annotations

from typing import Any

import attrs

from cardrules import chupate, veneno
from cardrules._quote import quote
from cardrules.errors import IllegalMoveError, RulesError


@attrs.frozen
class Spec:
    id: str
    name: str
    title: str
    players: tuple[int, ...]
    rules_type: type[Any]
    new_game: Any
    parse_move: Any


GAMES = {
    "chupate2": Spec(
        "chupate2",
        "chupate",
        "Chúpate 2",
        (2, 3, 4, 6),
        chupate.Rules,
        chupate.new_game,
        chupate.parse_move,
    ),
    "veneno": Spec(
        "veneno",
        "veneno",
        "Veneno",
        (2, 3, 4, 5, 6),
        veneno.Rules,
        veneno.new_game,
        veneno.parse_move,
    ),
}


def find_game(name: str) -> Spec:
    for spec in GAMES.values():
        if name in (spec.id, spec.name, spec.title):
            return spec
    raise RulesError(f"unknown game {quote(name)}: the games are chupate2, veneno")


def play_as(state: Any, move: Any, seat: int) -> Any:
    try:
        return state.play(move, seat=seat)
    except TypeError:
        pass
    if state.current_player != seat:
        rule = "C-5" if isinstance(state, chupate.State) else "V-4"
        raise IllegalMoveError(
            f"{rule}: it is seat {state.current_player}'s turn, not seat {seat}'s"
        )
    return state.play(move)


def spectator_view(state: Any) -> Any:
    try:
        return state.view(None)
    except Exception:
        pass
    view = state.view(0)
    if isinstance(view, chupate.View):
        return attrs.evolve(view, seat=None, hand=(), drawn_card=None)  # type: ignore[arg-type]
    return attrs.evolve(view, seat=None, hand=())
