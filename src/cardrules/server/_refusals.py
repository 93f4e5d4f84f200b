"""What the server says when it refuses a request, in English and Spanish.

Each refusal is one of cardrules' own messages, ``server.refusal.<id>`` in
`cardrules.i18n`, with ``{name}`` parameters (a language a package adds may
translate them); the library's own errors (rules, notation, games) are rendered by
`cardrules.i18n.message` instead. The language is the request's: ``?lang=es``,
else the first of English and Spanish its ``Accept-Language`` header asks for.

>>> refusal("no_table", "es", table="'x'")
"no hay ninguna mesa 'x'"
"""

from __future__ import annotations

from collections.abc import Mapping

from cardrules import i18n
from cardrules.server._i18n import Words, language

__all__ = ["REFUSALS", "accepted_language", "refusal"]

REFUSAL = "server.refusal."
"""The prefix of the refusals' message ids in `cardrules.i18n`."""


REFUSALS: Mapping[str, Mapping[str, str]] = Words(REFUSAL)
"""Read-only, a view of `cardrules.i18n`: every refusal -> language -> template."""


def refusal(key: str, lang: str, /, **values: object) -> str:
    """The refusal ``key`` in ``lang`` (English for a language the server does not speak)."""
    return i18n.text(REFUSAL + key, language(lang), **values)


def accepted_language(asked: str | None, header: str | None) -> str:
    """The language of a request: ``?lang=``, else ``Accept-Language``, else English.

    ``?lang=`` counts when it is one the server speaks; else the header's
    best (by ``q``) of the server's languages.

    >>> accepted_language(None, "es-ES,es;q=0.9,en;q=0.8")
    'es'
    >>> accepted_language("en", "es")
    'en'
    """
    languages = i18n.languages()
    if asked in languages:
        return asked
    best, best_q = i18n.DEFAULT_LANG, 0.0
    for order, part in enumerate((header or "")[:512].split(",")):
        name, _, params = part.strip().partition(";")
        tag = name.strip().lower().split("-")[0]
        q = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                q = float(params[2:])
            except ValueError:
                q = 0.0
        q -= order * 1e-6  # the first of equals wins
        if tag in languages and q > best_q:
            best, best_q = tag, q
    return best
