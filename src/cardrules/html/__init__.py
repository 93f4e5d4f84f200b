"""A game as one self-contained web page: step through it, picture by picture.

`replay_page` plays the moves from the start, draws every position with
`cardrules.svg` and writes one HTML page holding every picture, a line of
narration per move, and the buttons and keys to step through them. The page
needs no network and no file beside it: pictures, style and script are inline.

>>> from cardrules import veneno
>>> from cardrules.html import replay_page
>>> start = veneno.new_game(veneno.Rules(players=2), seed=3)
>>> page = replay_page(start, [start.legal_moves()[0]], seat=0)
>>> page.startswith("<!DOCTYPE html>"), page.count('<template class="step"')
(True, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from cardrules import chupate, veneno
from cardrules._validate import check_seat
from cardrules.errors import IllegalMoveError, NotationError, RulesError
from cardrules.html._narration import start_line, step_line
from cardrules.html._page import SCRIPT, STYLE
from cardrules.svg._draw import seat_name
from cardrules.svg._render import check_names, draw, symbols

__all__ = ["replay_page"]

State = chupate.State | veneno.State
Move = chupate.Move | veneno.Move


def _play(start: State, moves: Sequence[Move | str]) -> list[tuple[State, Move, State]]:
    """Every move played in turn; a bad one raises naming its number."""
    parse = chupate.parse_move if isinstance(start, chupate.State) else veneno.parse_move
    played: list[tuple[State, Move, State]] = []
    state: State = start
    for number, given in enumerate(moves, start=1):
        try:
            move: Move = parse(given) if isinstance(given, str) else given
            after: State = state.play(move)  # type: ignore[arg-type]
        except NotationError as error:
            msg = f"move {number} ({given!r}): {error}"
            raise NotationError(msg) from error
        except IllegalMoveError as error:
            msg = f"move {number} ({given}): {error}"
            raise IllegalMoveError(msg) from error
        played.append((state, move, after))
        state = after
    return played


def _default_title(start: State) -> str:
    game = "Chúpate 2" if isinstance(start, chupate.State) else "Veneno"
    return f"{game}, {start.rules.players} players, seed {start.seed}"


def replay_page(
    start: State,
    moves: Sequence[Move | str],
    *,
    seat: int | None = None,
    names: Sequence[str] | None = None,
    title: str | None = None,
) -> str:
    """Build one HTML page that steps through a game.

    Step 0 is ``start``; step ``k`` is the position after the ``k``-th move.
    Each step shows the picture of `cardrules.svg.render` and one line
    telling the move. Previous / next buttons, a slider, the arrow keys
    (also Home, End, Page Up, Page Down) and a clickable list of the moves
    step through them.

    Args:
        start: where the game starts: ``new_game(...)`` or any position.
        moves: the moves, each a ``Move`` or its notation, in order.
        seat: show only what this seat saw: its own hand face up, the other
            hands face down, and no one else's drawn card in the narration.
            ``None`` shows every hand.
        names: one name per seat, used in the pictures and the narration.
        title: the page's heading; by default the game, players and seed.

    Returns:
        The page, one string of HTML: no network and no other file needed.

    Raises:
        NotationError: a move's notation does not parse (the message names
            the move's number).
        IllegalMoveError: a move is not legal where it is played (the
            message names the move's number and the rule).
        RulesError: ``start`` is not a state, ``seat`` is not a seat, or
            ``names`` does not give one name per seat.
    """
    if not isinstance(start, (chupate.State, veneno.State)):
        msg = f"replay_page needs a Chúpate 2 or Veneno State, got {type(start).__name__}"
        raise RulesError(msg)
    if seat is not None:
        check_seat(seat, start.rules.players, "replay_page")
    if isinstance(moves, (str, bytes)):
        msg = "replay_page: moves must be a sequence of moves, not one string"
        raise RulesError(msg)
    check_names(names, start.rules.players)
    played = _play(start, moves)
    heading = _default_title(start) if title is None else str(title)
    if seat is not None:
        heading += f" (as {seat_name(seat, names)} saw it)"
    lines = [start_line(start, seat, names)]
    pictures = [draw(start, seat, names, linked=True)]
    for before, move, after in played:
        lines.append(step_line(before, move, after, seat, names))
        pictures.append(draw(after, seat, names, linked=True))
    steps = "\n".join(
        f'<template class="step" data-text="{escape(line)}">{picture}</template>'
        for line, picture in zip(lines, pictures, strict=True)
    )
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(heading)}</title>
<style>{STYLE}</style>
</head>
<body>
<svg class="sprites" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">{symbols(start)}</svg>
<main>
<h1>{escape(heading)}</h1>
<div class="controls">
<button id="prev" type="button" aria-label="previous step">◀ Previous</button>
<button id="next" type="button" aria-label="next step">Next ▶</button>
<span id="counter" aria-live="polite">Step 0 of {len(played)}</span>
<input id="slider" type="range" min="0" max="{len(played)}" value="0" aria-label="step">
<span class="hint">← → keys step</span>
</div>
<p id="narration">{escape(lines[0])}</p>
<div id="picture"></div>
<details open><summary>Moves</summary><ol id="moves" start="0">{items}</ol></details>
</main>
{steps}
<script>{SCRIPT}</script>
</body>
</html>
"""
