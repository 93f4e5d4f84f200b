"""Chúpate 2's legal moves (C-6 to C-14) and why a move is illegal, for states and views alike.

Both functions take only what the seat to play can see (its hand, the phase,
the active color, the top card, the drawn card, whether anything can be
drawn), so a `State` and that seat's `View` answer the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from cardrules._quote import quote
from cardrules.cards.uno import Color, UnoCard, build_uno_deck
from cardrules.chupate.notation import (
    CHALLENGE,
    PASS,
    PLAY_MOVES_BY_INDEX,
    TAKE,
    Move,
    color_move,
)
from cardrules.chupate.notation import DRAW as _DRAW_MOVE
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules
from cardrules.i18n import Message

__all__ = ["Seen", "explain", "explanation", "legal_moves"]

_PLAY = Phase.PLAY
_DRAWN = Phase.DRAWN
_STACKED = Phase.STACKED
_WILD4 = Phase.WILD4
_COLOR = Phase.COLOR

_DECK = build_uno_deck()
_DISTINCT = tuple(sorted(set(_DECK), key=lambda card: card.index))
_W4 = _DECK[-1]
_W4_INDEX = _W4.index
_COLOR_MOVES = tuple(color_move(color) for color in Color)
_TAKE_OR_CHALLENGE = (TAKE, CHALLENGE)
_ONLY_PASS = (PASS,)


def _playable_table() -> dict[str, tuple[tuple[bool, ...], ...]]:
    """Whether a card may be played in phase play (C-6, C-11).

    ``_PLAYABLE[active_color._value_][top.index][card.index]``: a wild always;
    else the active color, or the top card's face (number or symbol). Keyed
    by the color's letter: an enum member hashes in Python code, slowly.
    """
    return {
        color._value_: tuple(
            tuple(
                card.color is None or card.color is color or card.face == top.face
                for card in _DISTINCT
            )
            for top in _DISTINCT
        )
        for color in Color
    }


_PLAYABLE = _playable_table()


class Seen(Protocol):
    """What the seat to play sees, on a `State` and on its `View` alike."""

    @property
    def rules(self) -> Rules:
        """The game's rules."""

    @property
    def phase(self) -> Phase:
        """The position's phase."""

    @property
    def color(self) -> Color | None:
        """The active color."""

    @property
    def discard(self) -> tuple[UnoCard, ...]:
        """The discard pile, top card last."""

    @property
    def drawn_card(self) -> UnoCard | None:
        """In phase ``'drawn'``, the card just drawn."""

    @property
    def owed(self) -> int:
        """The cards the seat to play owes (C-8, C-12)."""


def legal_moves(seen: Seen, hand: Sequence[UnoCard], stock_size: int) -> tuple[Move, ...]:
    """The legal moves of the seat to play, in the order `State.legal_moves` documents.

    Args:
        seen: the state, or the view of the seat to play (not over).
        hand: the hand of the seat to play.
        stock_size: the number of cards in the stock (with the discard pile
            under its top card, it says whether a card can be drawn, C-14).
    """
    # Attributes are read only where a phase needs them: this runs once per
    # move, and the reads are a good part of its cost.
    phase = seen.phase
    if phase == _PLAY:
        color = seen.color
        discard = seen.discard
        ok = _PLAYABLE[color._value_][discard[-1].index]  # type: ignore[union-attr]
        found: list[int] = []
        for card in hand:  # a loop, not a set comprehension: no frame of its own
            i = card.index
            if ok[i]:
                found.append(i)
        moves: list[Move] = []
        if found:
            playable = set(found)
            if _W4_INDEX in playable and not seen.rules.allow_bluffs:
                for card in hand:
                    if card.color is color:
                        playable.discard(_W4_INDEX)
                        break
            for index in sorted(playable):
                moves += PLAY_MOVES_BY_INDEX[index]
        moves.append(_DRAW_MOVE if stock_size or len(discard) > 1 else PASS)
        return tuple(moves)
    if phase == _DRAWN:
        color = seen.color
        index = seen.drawn_card.index  # type: ignore[union-attr]  # phase drawn names the card
        if _PLAYABLE[color._value_][seen.discard[-1].index][index]:  # type: ignore[union-attr]
            if index == _W4_INDEX and not seen.rules.allow_bluffs:
                for held in hand:
                    if held.color is color:
                        return _ONLY_PASS
            return (*PLAY_MOVES_BY_INDEX[index], PASS)
        return _ONLY_PASS
    if phase == _STACKED:
        twos = sorted({card.index for card in hand if card.face == "+2"})
        return (*(PLAY_MOVES_BY_INDEX[index][0] for index in twos), TAKE)
    if phase == _WILD4:
        return _TAKE_OR_CHALLENGE
    if phase == _COLOR:
        return _COLOR_MOVES
    return ()


def explain(
    seen: Seen, seat: int | None, hand: Sequence[UnoCard], move: object, lang: str = "en"
) -> str:
    """Why ``move``, which is not legal, may not be played; the rule id comes first.

    ``seen`` and ``hand`` are as for `legal_moves`; ``seat`` is the seat to
    play (``None`` once the game is over). In the phases where no card
    may be played (``'color'``, ``'wild4'``) the phase is named first;
    otherwise a card the seat does not hold is (C-6), before what the phase
    allows. ``lang`` is ``"en"`` or ``"es"`` (`cardrules.i18n`).
    """
    return explanation(seen, seat, hand, move).render(lang)


def explanation(seen: Seen, seat: int | None, hand: Sequence[UnoCard], move: object) -> Message:
    """`explain`'s message as an id and parameters (a `cardrules.i18n.Message`), in no language."""
    phase, color, drawn = seen.phase, seen.color, seen.drawn_card
    if not isinstance(move, Move):
        return Message("chupate.not_a_move", {"value": quote(move)})
    shown = str(move)
    if seat is None:
        return Message("chupate.over", {"move": shown})
    if phase == _COLOR:
        return Message("chupate.name_first_color", {"seat": seat})
    if phase == _WILD4:
        return Message("chupate.faces_wild4", {"seat": seat, "move": shown})
    card = move.card
    if card is not None and card not in hand:
        return Message("chupate.not_in_hand", {"card": str(card), "seat": seat})
    if phase == _STACKED:
        return Message("chupate.owes", {"seat": seat, "owed": seen.owed, "move": shown})
    kind = move.kind
    if kind in ("take", "challenge"):
        return Message("chupate.owes_nothing", {"seat": seat, "move": shown})
    if kind == "color":
        return Message("chupate.color_only_first", {"move": shown})
    bluff = Message(
        "chupate.bluff",
        {"move": shown, "seat": seat, "color": color.value if color else "None"},
    )
    if phase == _DRAWN:
        if kind == "draw":
            return Message("chupate.drawn_already", {"seat": seat})
        if card == _W4 and card == drawn and not seen.rules.allow_bluffs:
            return bluff
        return Message("chupate.only_drawn", {"seat": seat, "drawn": str(drawn), "move": shown})
    if kind == "draw":
        return Message("chupate.nothing_to_draw", {})
    if kind == "pass":
        return Message("chupate.pass_after_draw", {"seat": seat})
    if card == _W4:
        return bluff
    top = seen.discard[-1]
    return Message(
        "chupate.no_match",
        {"card": str(card), "color": color.value if color else "none", "top": str(top)},
    )
