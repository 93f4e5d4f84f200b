"""Pictures of positions: a state or a view drawn as one SVG string.

The cards are drawn as cards (Chúpate 2's colors and symbols, Veneno's
Spanish suits), hidden hands face down with their sizes, and around them
what a player needs: whose turn it is, the direction and the active color,
owed cards and the phase (Chúpate 2), the three piles with their totals and
the zones of taken cards (Veneno), and the scores.

The picture has no external asset: shapes and generic font families only,
so it shows the same in a notebook, a browser or a document. States and
views show themselves this way in Jupyter.

>>> from cardrules import chupate, svg
>>> state = chupate.new_game(chupate.Rules(players=3), seed=1)
>>> picture = svg.render(state, seat=0)
>>> picture.startswith("<svg") and picture == svg.render(state.view(0))
True
"""

from __future__ import annotations

from collections.abc import Sequence

from cardrules.svg.drawing import Drawable, draw

__all__ = ["SVG", "Drawable", "render"]


class SVG(str):
    """An SVG document: a `str` that Jupyter and IPython show as the picture.

    Everything a string does, it does (compare, write, slice: slices are
    plain strings); ``_repr_svg_`` is what notebooks call to draw it.

    >>> from cardrules import veneno
    >>> picture = render(veneno.new_game(veneno.Rules(players=2), seed=5))
    >>> isinstance(picture, str), picture._repr_svg_() == picture
    (True, True)
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        """The document itself, for notebooks."""
        return str(self)


def render(
    position: Drawable,
    seat: int | None = None,
    *,
    names: Sequence[str] | None = None,
    lang: str = "en",
) -> SVG:
    """Draw a state or a view as an SVG picture.

    Args:
        position: a `State` or `View` of either game.
        seat: with a state, draw it as this seat sees it (exactly the
            picture of ``position.view(seat)``: other hands face down);
            ``None`` shows every hand face up. A view always shows only what
            its own seat sees, so ``seat`` must be ``None`` or the view's seat.
        names: one name per seat, shown instead of ``seat 0``, ``seat 1``...
            Any text: characters XML cannot hold (control characters, lone
            surrogates) show as ``\ufffd``.
        lang: the language of the picture's words (the status and rules
            lines, the labels, ``seat N``): ``"en"`` (the default) or
            ``"es"``, with the games' own words (jugador, mazo, montón,
            pila de descarte). Card notation is the same in both.

    Returns:
        One well-formed SVG document, sized in pixels (820 wide): an `SVG`,
        a `str` that notebooks draw.

    Raises:
        RulesError: ``position`` is not a state or view, ``seat`` is not a
            seat (or, for a view, another seat), or ``names`` does not give
            one string per seat, or ``lang`` is not a language of
            `cardrules.i18n.LANGS`.

    >>> from cardrules import veneno
    >>> from cardrules.svg import render
    >>> state = veneno.new_game(veneno.Rules(players=2), seed=5)
    >>> import xml.etree.ElementTree as ET
    >>> ET.fromstring(render(state)).tag
    '{http://www.w3.org/2000/svg}svg'
    >>> "turno del jugador 0" in render(state, lang="es")
    True
    """
    return SVG(draw(position, seat, names, linked=False, lang=lang))
