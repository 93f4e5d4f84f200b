"""Which games a table can seat, and what the page needs of a game, read from its spec.

A table narrates every move (to each seat and, public facts only, to
spectators) and draws the table: a game is seated when its spec has the
hooks `TABLE_HOOKS` names. The page asks nothing by game id: its card
faces, card size, score labels and the way legal moves group into choices
are computed here from the spec's hooks (`GameSpec.card_symbol`,
``card_size``, ``score_labels``, ``move_choice``) and sent with its config.
"""

from __future__ import annotations

from typing import Any

from cardrules._choice import default_choice
from cardrules.errors import RulesError
from cardrules.games import GAMES, GameSpec, MoveChoice
from cardrules.i18n import text
from cardrules.server._i18n import MESSAGES, say

__all__ = [
    "DEFAULT_CARD_SIZE",
    "TABLE_HOOKS",
    "card_faces",
    "choices",
    "missing_hooks",
    "score_words",
    "seatable_games",
    "word",
]

TABLE_HOOKS = ("narrator", "picture")
"""The `GameSpec` hooks a table needs: the narration of each move (a seat's and a
spectator's, `cardrules.narration.SPECTATOR`) and the picture of the table."""
DEFAULT_CARD_SIZE = (60, 90)
"""A card's width and height on the page when the spec has no ``card_size``."""


def missing_hooks(spec: GameSpec) -> tuple[str, ...]:
    """The hooks of `TABLE_HOOKS` that ``spec`` lacks; ``()``: a table can seat the game."""
    return tuple(hook for hook in TABLE_HOOKS if getattr(spec, hook, None) is None)


def seatable_games() -> tuple[GameSpec, ...]:
    """Every registered game a table can seat, in the registry's order."""
    return tuple(spec for spec in GAMES.values() if not missing_hooks(spec))


def word(key: str | None, lang: str, fallback: str, **params: Any) -> str:
    """``key`` said in ``lang``: the page's catalog, else `cardrules.i18n`'s, else ``fallback``."""
    if key is None:
        return fallback
    try:
        if key in MESSAGES:
            return say(key, lang, **params)
        return text(key, lang, **params)
    except (RulesError, KeyError, IndexError, ValueError):
        return fallback


def score_words(spec: GameSpec, lang: str) -> tuple[str, str]:
    """The page's heading of the scores and its score column, in ``lang``."""
    default = ("scores_chupate" if spec.higher_scores_win else "scores_fewer", "col_points")
    heading, column = spec.score_labels or default
    return word(heading, lang, say(default[0], lang)), word(column, lang, say(default[1], lang))


def _choice(spec: GameSpec, move: Any) -> MoveChoice:
    if spec.move_choice is None:
        return default_choice(move)
    choice = spec.move_choice(move)
    if not isinstance(choice, MoveChoice):
        msg = f"{spec.id}: move_choice({move}) must give a MoveChoice, got {type(choice).__name__}"
        raise RulesError(msg)
    return choice


def _cards(spec: GameSpec, rules: Any) -> list[Any]:
    """Every card the page may show: the deck's, else those the moves play."""
    if spec.deck is not None:
        return list(spec.deck(rules))
    found = (getattr(move, "card", None) for move in spec.action_space(rules).moves)
    return [card for card in found if card is not None]


def card_faces(spec: GameSpec, rules: Any) -> dict[str, str]:
    """Each card's notation and the id of its ``<symbol>`` (``card_symbol``); ``{}`` without one.

    A card the page is given and this does not name is drawn as its notation.
    """
    if spec.card_symbol is None:
        return {}
    return {str(card): str(spec.card_symbol(card)) for card in _cards(spec, rules)}


def choices(spec: GameSpec, rules: Any, lang: str) -> dict[str, dict[str, Any]]:
    """How the page offers each move of the action space, by notation, in ``lang``.

    Each entry has ``card`` (the hand's card to click, or ``None``: a button),
    ``label`` (the button's words; a ``{key}`` of ``fill`` is the view's
    ``to_dict()[key]``, filled in by the page), ``ask`` (the question when
    the page offers a choice, or ``None``), ``style`` and ``fill``.
    """
    found: dict[str, dict[str, Any]] = {}
    for move in spec.action_space(rules).moves:
        notation = str(move)
        choice = _choice(spec, move)
        holes = {name: "{" + key + "}" for name, key in choice.view_params.items()}
        label = word(choice.label, lang, notation, **{**choice.params, **holes})
        ask = None
        if choice.ask is not None or choice.card is not None:
            card = choice.card or ""
            ask = word(choice.ask, lang, say("pick_way", lang, card=card), card=card)
        found[notation] = {
            "card": choice.card,
            "label": label,
            "ask": ask,
            "style": choice.style,
            "fill": sorted(choice.view_params.values()),
        }
    return found
