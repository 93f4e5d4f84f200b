"""Which picture to draw: checks the arguments, hides what the seat cannot see."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules import chupate, veneno
from cardrules._quote import quote
from cardrules._validate import check_names, check_seat
from cardrules.errors import RulesError
from cardrules.svg import _chupate, _spanish, _uno, _veneno

Drawable = chupate.State | chupate.View | veneno.State | veneno.View
"""What `render` draws: a state or a view of either game."""


def symbols(position: Drawable) -> str:
    """The ``<symbol>`` elements a ``linked`` picture of this game refers to."""
    if isinstance(position, (chupate.State, chupate.View)):
        return _uno.symbols()
    return _spanish.symbols()


def draw(position: Drawable, seat: int | None, names: Sequence[str] | None, *, linked: bool) -> str:
    """`render`'s work; with ``linked``, cards refer to the shared `symbols`."""
    if isinstance(position, (chupate.State, veneno.State)):
        players = position.rules.players
        if seat is not None:
            check_seat(seat, players, "render")
            position = position.view(seat)
    elif isinstance(position, (chupate.View, veneno.View)):
        players = position.rules.players
        if seat is not None and seat != position.seat:
            msg = (
                f"render: a view of seat {position.seat} cannot be drawn as seat {quote(seat)} "
                "sees it; render the state instead"
            )
            raise RulesError(msg)
    else:
        msg = f"render needs a State or View of Chúpate 2 or Veneno, got {type(position).__name__}"
        raise RulesError(msg)
    check_names(names, players, "render")
    if isinstance(position, chupate.State):
        return _chupate.render(
            attrs.evolve(_chupate.seen_from_state(position), linked=linked), names
        )
    if isinstance(position, chupate.View):
        return _chupate.render(
            attrs.evolve(_chupate.seen_from_view(position), linked=linked), names
        )
    if isinstance(position, veneno.State):
        return _veneno.render(attrs.evolve(_veneno.seen_from_state(position), linked=linked), names)
    return _veneno.render(attrs.evolve(_veneno.seen_from_view(position), linked=linked), names)
