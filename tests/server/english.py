"""The library's English labels, for the tests that a Spanish page says none of them.

Every word (three letters or more) of the English texts the page and its
picture and narration are made of (the page's catalog, the library's
``picture.``, ``say.`` and ``phrase.`` messages), less every word the Spanish
texts use too; and the phases' and the bots' own names.
"""

from __future__ import annotations

import re

from cardrules.chupate import Phase
from cardrules.i18n._en import EN
from cardrules.i18n._es import ES
from tests.extras import require

require("starlette")  # the web extra: the page's words live beside the server
from cardrules.server._i18n import MESSAGES  # noqa: E402
from cardrules.server._table import BOTS  # noqa: E402

_WORD = re.compile(r"[a-záéíóúñü][a-záéíóúñü0-9]{2,}")


def words(text: str) -> set[str]:
    """The lower-case words of ``text``, without its ``{parameters}`` and quoted notation."""
    text = re.sub(r"\{[^}]*\}|'[^' ]*'", " ", text.lower())
    return set(_WORD.findall(text))


def _english() -> frozenset[str]:
    english: set[str] = set()
    spanish: set[str] = set()
    for key, text in EN.items():
        if key.startswith(("picture.", "say.", "phrase.")):
            english |= words(text)
    for text in ES.values():
        spanish |= words(text)
    for texts in MESSAGES.values():
        english |= words(texts["en"])
        spanish |= words(texts["es"])
    english |= {phase.value for phase in Phase} | set(BOTS)
    return frozenset(english - spanish - {"ismcts", "pimc"})


ENGLISH = _english()
"""Words a Spanish page must not show."""


def english_words(text: str) -> set[str]:
    """The words of ``text`` that are English labels of the library."""
    return words(text) & ENGLISH
