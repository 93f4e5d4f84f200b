"""A game as one self-contained web page: step through it, picture by picture.

`replay_page` plays the moves from the start, draws every position with
`cardrules.svg` and writes one HTML page holding every picture, the
narration of every move (`cardrules.narration`'s), and the buttons and keys
to step through them. The page needs no network and no file beside it:
pictures, style and script are inline.

>>> from cardrules import veneno
>>> from cardrules.html import replay_page
>>> start = veneno.new_game(veneno.Rules(players=2), seed=3)
>>> page = replay_page(start, [start.legal_moves()[0]], seat=0)
>>> page.startswith("<!DOCTYPE html>"), page.count('<template class="step"')
(True, 2)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from cardrules._phrases import check_names, seat_text
from cardrules._quote import quote
from cardrules._validate import check_seat
from cardrules.errors import IllegalMoveError, NotationError, RulesError
from cardrules.games import GameSpec, game_of
from cardrules.html._page import SCRIPT, STYLE
from cardrules.i18n import check_lang
from cardrules.i18n import text as words
from cardrules.narration import (
    describe_game_end,
    describe_round_end,
    describe_round_start,
    describe_turn,
)
from cardrules.svg.drawing import draw, symbols

__all__ = ["STYLE", "replay_page"]

_PAGE_WORDS = (
    *("previous", "next", "previous_label", "next_label"),
    *("step", "of", "slider", "hint", "moves"),
)
"""The page's own words: message ids ``html.<word>`` of `cardrules.i18n`."""

State = Any
"""A state of a registered game (`cardrules.games`)."""

Move = Any
"""A move of a registered game, or its notation."""


def _play(spec: GameSpec, start: State, moves: Sequence[Move]) -> list[tuple[State, Move, State]]:
    """Every move played in turn; a bad one raises naming its number."""
    parse = spec.parse_move
    played: list[tuple[State, Move, State]] = []
    state: State = start
    for number, given in enumerate(moves, start=1):
        try:
            move: Move = parse(given) if isinstance(given, str) else given
            after: State = state.play(move)
        except NotationError as error:
            msg = f"move {number} ({quote(given)}): {error}"
            raise NotationError(msg) from error
        except IllegalMoveError as error:
            shown = given if isinstance(given, spec.move_type) else quote(given)
            msg = f"move {number} ({shown}): {error}"
            raise IllegalMoveError(msg) from error
        played.append((state, move, after))
        state = after
    return played


def _spec_of(start: object) -> GameSpec:
    """The registered game whose state ``start`` is, or a `RulesError` naming the games."""
    try:
        spec = game_of(start)
    except RulesError as error:
        msg = f"replay_page needs a State of a registered game: {error}"
        raise RulesError(msg) from None
    if not isinstance(start, spec.state_type):
        msg = f"replay_page needs a State of a registered game, got {quote(start)}"
        raise RulesError(msg)
    return spec


def _text(lines: Iterable[str]) -> str:
    """A step's narration: its lines, one per line of the page."""
    return "\n".join(line.strip() for line in lines)


def _start_text(start: State, names: Sequence[str] | None, lang: str) -> str:
    """Step 0's narration: the round's start, or the end of a finished game."""
    if not start.is_over:
        return _text(describe_round_start(start, names=names, lang=lang))
    ended = (
        describe_round_end(start, names=names, lang=lang) if start.last_round is not None else ()
    )
    return _text([*ended, *describe_game_end(start, 0, names=names, lang=lang)])


def _default_title(spec: GameSpec, start: State, seat: int | None, lang: str) -> str:
    """The game and its players; the seed only for a page of every hand (it rebuilds them)."""
    title = words("html.title", lang, game=spec.title, players=start.rules.players)
    return (
        title if seat is not None else words("html.title_seed", lang, title=title, seed=start.seed)
    )


def _script(lang: str) -> str:
    """The page's script, its step counter (``Step 3 of 10``) in ``lang``."""
    counter = '"Step " + at + " of "'
    step, of = (
        json.dumps(words("html.step", lang) + " "),
        json.dumps(" " + words("html.of", lang) + " "),
    )
    return SCRIPT.replace(counter, f"{step} + at + {of}")


def replay_page(
    start: State,
    moves: Sequence[Move | str],
    *,
    seat: int | None = None,
    names: Sequence[str] | None = None,
    title: str | None = None,
    lang: str = "en",
) -> str:
    """Build one HTML page that steps through a game.

    Step 0 is ``start``; step ``k`` is the position after the ``k``-th move.
    Each step shows the picture of `cardrules.svg.render` and the move
    told by `cardrules.narration.describe_turn` (with the round's end and
    the next round's start when the move ended a round, and the result
    after the last move of a finished game). Previous / next buttons, a slider, the arrow keys
    (also Home, End, Page Up, Page Down) and a clickable list of the moves
    step through them.

    Args:
        start: where the game starts: ``new_game(...)`` or any position.
        moves: the moves, each a ``Move`` or its notation, in order.
        seat: show only what this seat saw: its own hand face up, the other
            hands face down, and no one else's hand or drawn card in the
            narration.
            ``None`` shows every hand.
        names: one name per seat, used in the pictures and the narration,
            each with its seat's number (``seat 2 (Ana)``).
        title: the page's heading; by default the game, its players and,
            without ``seat``, the seed (a page for one seat never shows the
            seed, from which every hidden hand follows).
        lang: the page's language: the pictures, the narration, the
            buttons and the default heading; ``"en"`` (the default) or
            ``"es"``.

    Returns:
        The page, one string of HTML: no network and no other file needed.

    Raises:
        NotationError: a move's notation does not parse (the message names
            the move's number).
        IllegalMoveError: a move is not legal where it is played (the
            message names the move's number and the rule).
        RulesError: ``start`` is not a state, ``seat`` is not a seat, or
            ``names`` does not give one name per seat, or ``lang`` is not a
            language of `cardrules.i18n.LANGS`.
    """
    check_lang(lang)
    spec = _spec_of(start)
    if seat is not None:
        check_seat(seat, start.rules.players, "replay_page")
    if isinstance(moves, (str, bytes)) or not isinstance(moves, Iterable):
        what = "one string" if isinstance(moves, str | bytes) else type(moves).__name__
        msg = f"replay_page: moves must be a sequence of moves, not {what}: {quote(moves)}"
        raise RulesError(msg)
    named = check_names(names, start.rules.players, "replay_page")
    played = _play(spec, start, moves)
    if title is not None and not isinstance(title, str):
        msg = f"replay_page: title must be a string or None, got {quote(title)}"
        raise RulesError(msg)
    heading = _default_title(spec, start, seat, lang) if title is None else title
    if seat is not None:
        heading += words("html.saw_it", lang, seat=seat_text(seat, named, lang))
    # numbered, so that two seats of one name (two greedy bots) differ
    shown = None if named is None else tuple(seat_text(s, named, lang) for s in range(len(named)))
    lines = [_start_text(start, names, lang)]
    pictures = [draw(start, seat, shown, linked=True, lang=lang)]
    for before, move, after in played:
        told = describe_turn(before, move, after, seat=seat, names=names, lang=lang)
        if after.is_over and not before.is_over:
            told += describe_game_end(after, len(played), names=names, lang=lang)
        lines.append(_text(told))
        pictures.append(draw(after, seat, shown, linked=True, lang=lang))
    steps = "\n".join(
        f'<template class="step" data-text="{escape(line)}">{picture}</template>'
        for line, picture in zip(lines, pictures, strict=True)
    )
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    say = {key: escape(words(f"html.{key}", lang)) for key in _PAGE_WORDS}

    return f"""<!DOCTYPE html>
<html lang="{lang}">
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
<button id="prev" type="button" aria-label="{say["previous_label"]}">{say["previous"]}</button>
<button id="next" type="button" aria-label="{say["next_label"]}">{say["next"]}</button>
<span id="counter" aria-live="polite">{say["step"]} 0 {say["of"]} {len(played)}</span>
<input id="slider" type="range" min="0" max="{len(played)}" value="0" aria-label="{say["slider"]}">
<span class="hint">{say["hint"]}</span>
</div>
<p id="narration">{escape(lines[0])}</p>
<div id="picture"></div>
<details open><summary>{say["moves"]}</summary><ol id="moves" start="0">{items}</ol></details>
</main>
{steps}
<script>{_script(lang)}</script>
</body>
</html>
"""
