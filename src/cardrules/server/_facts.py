"""What the table page says beside its picture, in the page's language: the facts and the reasons.

The picture (`cardrules.svg`) is too small to read on a phone, so every fact a
player needs is also sent as text: each seat's hand size, taken cards and
points, whose turn it is, the stock, the piles and their totals, what is
owed. A seat is also told why each card of its hand cannot be played now
(the rule id first, from the library's own explanation), so a click on such
a card explains instead of doing nothing.

Facts are read from the view's public fields where a game has them (a game
without piles has no pile row); nothing here names a game.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from cardrules.errors import RulesError
from cardrules.games import game_of
from cardrules.server._games import explain
from cardrules.server._i18n import MESSAGES, say
from cardrules.server._seating import score_words

__all__ = ["card_reasons", "facts", "player_names", "seat_name"]


def seat_name(seats: Sequence[str], seat: int, lang: str, you: int | None = None) -> str:
    """``seat 2``, ``seat 1 (greedy bot)``, ``seat 0 (you)``, in ``lang``."""
    name = say("seat", lang, seat=seat)
    kind = seats[seat]
    if kind != "person":
        bot = say(f"bot_{kind}", lang) if f"bot_{kind}" in MESSAGES else kind
        name = say("bot", lang, seat=name, bot=bot)
    if seat == you:
        name = say("you", lang, seat=name)
    return name


def player_names(seats: Sequence[str], lang: str = "en") -> tuple[str, ...]:
    """Each seat's name for a record's ``Player`` tags and the replay page: ``greedy bot``.

    A record is read as ``seat 2 (greedy bot)``, as the table page said it.
    """
    return tuple(
        say("name_person", lang)
        if kind == "person"
        else say(
            "home_bot", lang, bot=say(f"bot_{kind}", lang) if f"bot_{kind}" in MESSAGES else kind
        )
        for kind in seats
    )


def _cards(count: int, lang: str) -> str:
    return say("cards_one" if count == 1 else "cards_other", lang, count=count)


def _table_chips(shown: dict[str, Any], lang: str) -> list[str]:
    chips = [say("round", lang, round=shown["round"])] if "round" in shown else []
    if "stock_size" in shown:
        chips.append(say("stock", lang, count=_cards(int(shown["stock_size"]), lang)))
    color = shown.get("color")
    if isinstance(color, str) and f"color_{color}" in MESSAGES:
        chips.append(say("color", lang, color=say(f"color_{color}", lang)))
    direction = shown.get("direction")
    if isinstance(direction, str) and f"way_{direction}" in MESSAGES:
        chips.append(say("direction", lang, direction=say(f"way_{direction}", lang)))
    phase = shown.get("phase")
    if isinstance(phase, str):  # a phase the catalog lacks shows as its value
        named = say(f"phase_{phase}", lang) if f"phase_{phase}" in MESSAGES else phase
        chips.append(say("phase", lang, phase=named))
    return chips


def _piles(view: Any, shown: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    piles: list[dict[str, Any]] = []
    discard = shown.get("discard")
    if isinstance(discard, list) and discard:
        piles.append(
            {
                "label": say("discard", lang, count=len(discard)),
                "total": None,
                "cards": discard[-1:],
            }
        )
    raw = shown.get("piles")
    if isinstance(raw, list):
        totals = getattr(view, "pile_totals", None)
        for number, pile in enumerate(raw):
            total = totals[number] if isinstance(totals, tuple) else None
            piles.append(
                {
                    "label": say("pile", lang, pile=number),
                    "total": None if total is None else say("pile_total", lang, total=total),
                    "cards": list(pile),
                    "empty": say("empty", lang),
                }
            )
    return piles


def facts(table: Any, seat: int | None, lang: str) -> dict[str, Any]:
    """The page's facts for ``seat`` (``None``: a spectator) in ``lang``, as JSON.

    Returns:
        ``chips`` (round, stock, color, direction, what the turn asks),
        ``owed`` (who owes how many, or ``None``), ``piles`` (label, total,
        cards), ``columns`` and ``seats`` (one row a seat: ``cells`` of text,
        ``turn``, ``taken`` cards, and once the game is over its ``hand``
        face up).
    """
    view = table.view_of(seat)
    shown = view.to_dict()
    over = bool(table.state.is_over)
    players = len(table.seats)
    to_play = shown.get("current_player")
    taken = shown.get("taken")
    columns = [say("col_seat", lang), say("col_hand", lang)]
    if isinstance(taken, list):
        columns.append(say("col_taken", lang))
    columns.append(score_words(table.spec, lang)[1])
    sizes = shown.get("hand_sizes", [0] * players)
    hands = getattr(table.state, "hands", None) if over else None
    if hands is not None and not any(hands):  # a game that ends with empty hands shows none
        hands = None
    scores = shown.get("scores", getattr(view, "scores", None))  # a game's view may lack them
    rows = []
    for k in range(players):
        cells = [seat_name(table.seats, k, lang, seat), _cards(int(sizes[k]), lang)]
        row: dict[str, Any] = {"seat": k, "turn": k == to_play and not over, "taken": None}
        if isinstance(taken, list):
            cells.append(_cards(len(taken[k]), lang))
            row["taken"] = list(taken[k])
        cells.append("" if scores is None else str(scores[k]))
        row["cells"] = cells
        row["hand"] = None if hands is None else [str(card) for card in hands[k]]
        rows.append(row)
    owed = shown.get("owed")
    owes = (
        say("owed", lang, seat=seat_name(table.seats, int(to_play), lang), count=owed)
        if isinstance(owed, int) and owed and to_play is not None and not over
        else None
    )
    return {
        "chips": _table_chips(shown, lang),
        "owed": owes,
        "piles": _piles(view, shown, lang),
        "columns": columns,
        "seats": rows,
    }


@functools.lru_cache(maxsize=256)
def _moves_by_card(rules: Any) -> dict[str, tuple[Any, ...]]:
    """Every move of the game's action space that plays a card, by the card's notation."""
    spec = game_of(rules)
    found: dict[str, list[Any]] = {}
    for move in spec.action_space(rules).moves:
        card = getattr(move, "card", None)
        if card is not None:
            found.setdefault(str(card), []).append(move)
    return {card: tuple(moves) for card, moves in found.items()}


def card_reasons(table: Any, seat: int | None, lang: str) -> dict[str, str]:
    """Why each card of ``seat``'s hand cannot be played now, in ``lang`` (rule id first).

    A card with a legal move has no entry; a spectator has none. The reason
    is the library's own refusal of the card's first move (out of turn,
    does not match, owes cards...), exactly what the server would answer.
    """
    if seat is None:
        return {}
    view = table.view_of(seat)
    legal = {str(getattr(move, "card", "")) for move in view.legal_moves()}
    by_card = _moves_by_card(table.rules)
    reasons: dict[str, str] = {}
    for card in map(str, view.hand):
        if card in legal or card in reasons or card not in by_card:
            continue
        try:
            table.check(seat, str(by_card[card][0]))
        except RulesError as error:
            reasons[card] = explain(error, lang)
    return reasons
