"""`MoveChoice`: how the table page offers one move (a card, then an option; or a button).

Below the games and the registry, like `cardrules._gamespec`: a game's
``move_choice`` hook (`cardrules.games.GameSpec.move_choice`) answers one for
each move of its action space, and the table server turns them into the
page's controls. Words are message ids, said in the page's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.errors import RulesError

__all__ = ["MoveChoice", "default_choice"]


def _id_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and (not isinstance(value, str) or not 0 < len(value) <= 200):
        msg = f"MoveChoice: {attribute.name} must be a non-empty str or None, got {quote(value)}"
        raise RulesError(msg)


def _names(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, Mapping) or not all(isinstance(key, str) for key in value):
        msg = f"MoveChoice: {attribute.name} must map parameter names to values, got {quote(value)}"
        raise RulesError(msg)


def _view_keys(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    _names(inst, attribute, value)
    assert isinstance(value, Mapping)
    if not all(isinstance(key, str) for key in value.values()):
        msg = f"MoveChoice: {attribute.name} must name keys of the view's dict, got {quote(value)}"
        raise RulesError(msg)


def _copied(value: object) -> object:
    """A mapping copied (a caller's dict changed later changes no choice); anything else as is."""
    return dict(value) if isinstance(value, Mapping) else value


@attrs.frozen(kw_only=True)
class MoveChoice:
    """How the table page offers one move.

    A move with a ``card`` is played by clicking that card of the hand: at
    once when it is the card's only legal move, else the page asks ``ask``
    and offers one button per legal move of the card (a color, a pile). A
    move without a card is a button of its own, or, with an ``ask``, one of
    the options of a question the page asks at once (the first color).

    Attributes:
        card: the notation of the hand's card the move plays (``"W"`` for
            the move ``"W:G"``), or ``None``.
        label: the message id of the move's button (``"pile"``,
            ``"color_G"``, ``"draw"``): the page's own catalog's, else
            `cardrules.i18n`'s (a game's ``messages`` included); ``None``, or
            an id no catalog holds: the move's notation.
        params: the label's parameters (``{"pile": 2}``).
        ask: the message id of the question the move answers when the page
            offers a choice (``"pick_color"``, ``"pick_pile"``), given the
            parameter ``card``; ``None``: a generic "Play {card}:".
        style: a button style of the page (``"color-G"``: a colored button),
            or ``None``.
        view_params: label parameters the page fills in from the view when it
            draws the button: parameter name to a key of the view's
            ``to_dict()`` (``{"count": "owed"}``).

    >>> MoveChoice(card="7C", label="pile", params={"pile": 2}, ask="pick_pile").card
    '7C'
    """

    card: str | None = attrs.field(default=None, validator=_id_or_none)
    label: str | None = attrs.field(default=None, validator=_id_or_none)
    params: Mapping[str, Any] = attrs.field(factory=dict, converter=_copied, validator=_names)
    ask: str | None = attrs.field(default=None, validator=_id_or_none)
    style: str | None = attrs.field(default=None, validator=_id_or_none)
    view_params: Mapping[str, str] = attrs.field(
        factory=dict, converter=_copied, validator=_view_keys
    )


def default_choice(move: object) -> MoveChoice:
    """The choice of a game without a ``move_choice`` hook: its ``move.card``, else a button.

    A move with a ``card`` attribute (not ``None``) is played by clicking that
    card; any other move is a button showing its notation.
    """
    card = getattr(move, "card", None)
    return MoveChoice(card=None if card is None else str(card))
