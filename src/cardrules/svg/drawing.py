"""What every picture tool shares: which picture to draw, checked, in which language.

`cardrules.svg.render`, `cardrules.text.render_text`, the replay pages of
`cardrules.html` and the table server all draw through these: `seen` checks
a position, a seat and names and asks the game's `cardrules.hooks.Picture`
what may be shown, `drawn` calls a picture hook in a language, `draw` gives
the SVG (``linked`` pictures of one page share the `symbols`).
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules._validate import check_names, check_seat
from cardrules.errors import RulesError
from cardrules.game import GameState, GameView
from cardrules.games import game_of
from cardrules.i18n import check_lang

__all__ = ["Drawable", "draw", "drawn", "seen", "symbols"]

Drawable = GameState[Any, Any] | GameView[Any]
"""What `render` draws: a state or a view of a registered game with a ``picture`` hook."""


def _picture(position: Drawable, what: str = "render") -> Any:
    try:
        spec = game_of(position)
    except RulesError:
        msg = f"{what} needs a State or View of a registered game, got {type(position).__name__}"
        raise RulesError(msg) from None
    if not isinstance(position, spec.state_type | spec.view_type):
        msg = f"{what} needs a State or View of {spec.title}, got {type(position).__name__}"
        raise RulesError(msg)
    return spec.needs("picture", what)


def _as_any(position: Drawable) -> Any:
    """``position`` once its spec has been found: the spec's classes tell a state from a view."""
    return position


def symbols(position: Drawable) -> str:
    """The ``<symbol>`` elements a ``linked`` picture of this game refers to."""
    return str(_picture(position).symbols())


def seen(
    position: Drawable, seat: int | None, names: Sequence[str] | None, what: str
) -> tuple[Any, Any]:
    """The game's picture hooks and what the picture may show, once the arguments are checked.

    With a state and a ``seat``, the picture is that seat's view; a view is
    drawn as its own seat sees it. ``what`` names the caller in messages.
    """
    picture = _picture(position, what)
    spec = game_of(position)
    pos = _as_any(position)
    players = pos.rules.players
    if isinstance(pos, spec.state_type):
        if seat is not None:
            check_seat(seat, players, what)
            pos = pos.view(seat)
    elif seat is not None and check_seat(seat, players, what) != pos.seat:
        msg = (
            f"{what}: a view of seat {pos.seat} cannot be drawn as seat {quote(seat)} "
            "sees it; pass the state instead"
        )
        raise RulesError(msg)
    check_names(names, players, what)
    if isinstance(pos, spec.state_type):
        return picture, picture.seen_from_state(pos)
    return picture, picture.seen_from_view(pos)


def _takes_lang(hook: Any) -> bool:
    """Whether a picture hook has a ``lang`` parameter (a registered game's may not)."""
    try:
        return "lang" in inspect.signature(hook).parameters
    except (TypeError, ValueError):  # pragma: no cover - a builtin without a signature
        return False


def drawn(hook: Any, shown: Any, names: Sequence[str] | None, lang: str) -> str:
    """Call a picture hook (``render``, ``render_text``) in ``lang``.

    A hook without a ``lang`` parameter (a game registered with pictures of
    its own, in English) is called without it.
    """
    if _takes_lang(hook):
        return str(hook(shown, names, lang=lang))
    return str(hook(shown, names))


def draw(
    position: Drawable,
    seat: int | None,
    names: Sequence[str] | None,
    *,
    linked: bool,
    lang: str = "en",
) -> str:
    """`render`'s work, its words in ``lang``; ``linked``: cards refer to the shared `symbols`."""
    check_lang(lang)
    picture, shown = seen(position, seat, names, "render")
    if linked and attrs.has(type(shown)) and "linked" in attrs.fields_dict(type(shown)):
        shown = attrs.evolve(shown, linked=True)  # a page's pictures share the card symbols
    return drawn(picture.render, shown, names, lang)
