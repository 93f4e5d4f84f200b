"""Which picture to draw: checks the arguments, hides what the seat cannot see."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules._validate import check_names, check_seat
from cardrules.errors import RulesError
from cardrules.game import GameState, GameView
from cardrules.games import game_of

Drawable = GameState[Any, Any] | GameView[Any]
"""What `render` draws: a state or a view of a registered game with a ``picture`` hook."""


def _picture(position: Drawable) -> Any:
    try:
        spec = game_of(position)
    except RulesError:
        msg = f"render needs a State or View of a registered game, got {type(position).__name__}"
        raise RulesError(msg) from None
    if not isinstance(position, spec.state_type | spec.view_type):
        msg = f"render needs a State or View of {spec.title}, got {type(position).__name__}"
        raise RulesError(msg)
    return spec.needs("picture", "render")


def _as_any(position: Drawable) -> Any:
    """``position`` once its spec has been found: the spec's classes tell a state from a view."""
    return position


def symbols(position: Drawable) -> str:
    """The ``<symbol>`` elements a ``linked`` picture of this game refers to."""
    return str(_picture(position).symbols())


def draw(position: Drawable, seat: int | None, names: Sequence[str] | None, *, linked: bool) -> str:
    """`render`'s work; with ``linked``, cards refer to the shared `symbols`."""
    picture = _picture(position)
    spec = game_of(position)
    pos = _as_any(position)
    players = pos.rules.players
    if isinstance(pos, spec.state_type):
        if seat is not None:
            check_seat(seat, players, "render")
            pos = pos.view(seat)
    elif seat is not None and seat != pos.seat:
        msg = (
            f"render: a view of seat {pos.seat} cannot be drawn as seat {quote(seat)} "
            "sees it; render the state instead"
        )
        raise RulesError(msg)
    check_names(names, players, "render")
    if isinstance(pos, spec.state_type):
        seen = picture.seen_from_state(pos)
    else:
        seen = picture.seen_from_view(pos)
    return str(picture.render(attrs.evolve(seen, linked=linked), names))
