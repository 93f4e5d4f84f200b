"""What every bot's ``choose`` checks of its arguments, once, before it works (internal).

A bot is given a seat's view of a registered game and that game's legal
moves: the view is looked up in the registry (`cardrules.games.game_of`),
and every legal move must be of the class the game's spec names
(``move_type``). One linear pass, so junk (a state, a list of strings, a
list of 200,000 of them) is refused at once with a `RulesError` naming the
bot, not after the bot has worked on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardrules._quote import quote
from cardrules._validate import check_legal_moves, check_moves_of
from cardrules.errors import RulesError
from cardrules.games import GameSpec, game_of

__all__ = ["checked_choice", "checked_choice_of_any_game"]


def checked_choice(view: object, legal_moves: object, who: str) -> tuple[GameSpec, Sequence[Any]]:
    """The view's game and the legal moves, both checked (see the module).

    Args:
        view: what the bot was given as its view.
        legal_moves: what it was given as the legal moves.
        who: the bot's method, for the messages (``"ISMCTSBot.choose"``).

    Raises:
        RulesError: ``legal_moves`` is not a non-empty sequence of the game's
            moves, or ``view`` is not a seat's view of a registered game (a
            state, rules, a move, junk).
    """
    legal = check_legal_moves(legal_moves, who)
    spec = _view_spec(view, who, unregistered=False)
    assert spec is not None
    return spec, check_moves_of(legal, spec.move_type, who, spec.title)


def checked_choice_of_any_game(
    view: object, legal_moves: object, who: str
) -> tuple[GameSpec | None, Sequence[Any]]:
    """`checked_choice` for bots that play unregistered games too.

    A value of no registered game gives ``None``, and its moves are only
    checked to be a non-empty sequence; a state, rules or move of a
    registered game is still refused.
    """
    legal = check_legal_moves(legal_moves, who)
    spec = _view_spec(view, who, unregistered=True)
    if spec is None:
        return None, legal
    return spec, check_moves_of(legal, spec.move_type, who, spec.title)


def _view_spec(view: object, who: str, *, unregistered: bool) -> GameSpec | None:
    try:
        spec = game_of(view)
    except RulesError:
        if unregistered:
            return None
        msg = f"{who}: a bot is given a seat's view (state.view(seat)), got {quote(view)}"
        raise RulesError(msg) from None
    view_type = spec.view_type
    kind = type(view)
    if kind is not view_type and not issubclass(kind, view_type):
        what = "a state" if isinstance(view, spec.state_type) else f"its {kind.__name__}"
        msg = (
            f"{who}: a bot is given a seat's view (state.view(seat)) of {spec.title}, "
            f"got {what}: {quote(view)}"
        )
        raise RulesError(msg)
    return spec
