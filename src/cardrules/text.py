"""Text pictures of a state or a view: a board-like layout for terminals and teaching.

`render_text` draws the same facts as `cardrules.svg.render`, as lines of
plain text: the rules, the table (discard pile or piles, stock), whose turn
it is and what they may do (with rule ids), and one line per seat. Hidden
hands show only their size, so a seat's text holds no card it cannot see.

>>> from cardrules import veneno
>>> from cardrules.text import render_text
>>> state = veneno.new_game(veneno.Rules(players=2), seed=3)
>>> print(render_text(state, seat=0))  # doctest: +ELLIPSIS
Veneno · 2 players · a pile overflows at 13 · match ends at 20 poison · round 1
pile 0: (empty) (total 0)
pile 1: (empty) (total 0)
pile 2: (empty) (total 0)
stock: 41
seat 1 to play
...
 *seat 0  score  0  hand ... taken this round nothing
> seat 1  score  0  hand [4 hidden]  taken this round nothing
"""

from __future__ import annotations

from collections.abc import Sequence

from cardrules.i18n import check_lang
from cardrules.svg.drawing import Drawable, drawn, seen

__all__ = ["render_text"]


def render_text(
    position: Drawable,
    seat: int | None = None,
    *,
    names: Sequence[str] | None = None,
    lang: str = "en",
) -> str:
    """Draw a state or a view as lines of plain text.

    Args:
        position: a state or a view of a registered game whose spec has a
            ``picture`` hook (both of cardrules' games).
        seat: with a state, draw it as this seat sees it (exactly the text
            of ``state.view(seat)``); ``None`` shows every hand. With a view,
            ``None`` or the view's own seat.
        names: one name per seat, shown instead of ``seat N``.
        lang: the language of the words: ``"en"`` (the default) or ``"es"``
            (``jugador N``, ``mazo``, ``montón``...). Card notation is the
            same in both.

    Returns:
        The text: lines joined by newlines, with no newline at the end.

    Raises:
        RulesError: ``position`` is not a state or view of such a game,
            ``seat`` is not a seat (or not the view's), or ``names`` is not
            one string per seat, or ``lang`` is not a language of
            `cardrules.i18n.LANGS`.

    >>> from cardrules import chupate
    >>> state = chupate.new_game(chupate.Rules(players=2), seed=1)
    >>> print(render_text(state, seat=0, lang="es").splitlines()[0])
    Chúpate 2 · 2 jugadores · una ronda · ronda 1
    """
    check_lang(lang)
    picture, shown = seen(position, seat, names, "render_text")
    return drawn(picture.render_text, shown, names, lang)
