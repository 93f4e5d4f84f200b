"""One line per step of a replay, told as a seat saw it (or as a spectator).

A small narration of the page's own: where `cardrules.narration` is present
its lines can replace these (see `step_line`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardrules import chupate, veneno
from cardrules.svg._draw import seat_name

Names = Sequence[str] | None


def _color(color: chupate.Color | None) -> str:
    return "none" if color is None else color.name.lower()


def _seats(seats: Sequence[int], names: Names) -> str:
    return ", ".join(seat_name(seat, names) for seat in seats)


def start_line(state: Any, seat: int | None, names: Names) -> str:
    """The line of step 0: the game, the round and who starts."""
    game = "Chúpate 2" if isinstance(state, chupate.State) else "Veneno"
    who = "" if seat is None else f", as {seat_name(seat, names)} saw it"
    if state.is_over:
        return f"{game}, a finished game{who}."
    return f"{game}, round {state.round}{who}: {seat_name(state.current_player, names)} is to play."


def _chupate_effect(before: chupate.State, after: chupate.State, names: Names) -> str:
    nxt = after.current_player
    if nxt is None or after.round != before.round:
        return ""
    if after.phase == chupate.Phase.STACKED:
        return f"; {seat_name(nxt, names)} owes {after.owed} (C-8)"
    if after.phase == chupate.Phase.WILD4:
        return f"; {seat_name(nxt, names)} must take {after.owed} or challenge (C-12)"
    if after.direction != before.direction:
        way = "clockwise" if after.direction == chupate.CW else "counter-clockwise"
        return f"; play now goes {way} (C-10)"
    return ""


def _chupate_line(
    before: chupate.State, move: chupate.Move, after: chupate.State, seat: int | None, names: Names
) -> str:
    mover: int = before.current_player  # type: ignore[assignment]  # a move was played
    who = seat_name(mover, names)
    kind = move.kind
    if kind == "play":
        named = "" if move.color is None else f", naming {_color(move.color)}"
        line = f"{who} plays {move.card}{named}" + _chupate_effect(before, after, names)
    elif kind == "draw":
        sees = seat is None or seat == mover
        card = after.drawn_card if sees and after.drawn_card is not None else "a card"
        line = f"{who} draws {card} (C-7)"
    elif kind == "pass":
        line = f"{who} passes"
    elif kind == "take":
        taken = len(after.hands[mover]) - len(before.hands[mover])
        line = f"{who} takes {taken} card{'' if taken == 1 else 's'} (C-8)"
    elif kind == "challenge":
        outcome = after.last_challenge
        bluff = outcome is not None and outcome.bluff
        line = f"{who} challenges: " + ("a bluff!" if bluff else "the play was legal") + " (C-12)"
    else:
        line = f"{who} names the first color: {_color(move.color)} (C-13)"
    record = after.last_round
    if (after.round != before.round or after.is_over) and record is not None:
        line += (
            f"; round {record.round} won by {seat_name(record.winner, names)}, "
            f"+{record.points[record.winner]} points (C-15)"
        )
    if after.is_over:
        line += f"; game over, {_seats(after.winners, names)} won"
    return line + "."


def _veneno_line(before: veneno.State, move: veneno.Move, after: veneno.State, names: Names) -> str:
    mover: int = before.current_player  # type: ignore[assignment]  # a move was played
    who = seat_name(mover, names)
    line = f"{who} plays {move.card} on pile {move.pile}"
    record = after.last_round
    ended = after.round != before.round or after.is_over
    zone = record.taken[mover] if ended and record is not None else after.taken[mover]
    gained = zone[len(before.taken[mover]) :]
    if gained:
        copas = sum(card.suit is veneno.Suit.COPAS for card in gained)
        line += (
            f"; the pile overflows and {who} takes {len(gained)} cards, "
            f"{copas} cop{'a' if copas == 1 else 'as'} (V-7)"
        )
    if ended and record is not None:
        points = ", ".join(f"{seat_name(s, names)} {p}" for s, p in enumerate(record.points))
        line += f"; round {record.round} over, poison points: {points} (V-9)"
    if after.is_over:
        line += f"; match over, {_seats(after.winners, names)} won (V-10)"
    return line + "."


def step_line(before: Any, move: Any, after: Any, seat: int | None, names: Names) -> str:
    """One move in words, hiding what ``seat`` could not see (a drawn card).

    The place to plug in `cardrules.narration.describe` once it is public.
    """
    if isinstance(before, chupate.State):
        return _chupate_line(before, move, after, seat, names)
    return _veneno_line(before, move, after, names)
