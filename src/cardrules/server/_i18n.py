"""The table page's words: the server's own, from `cardrules.i18n` (``server.page.*``).

The server keeps no catalog: its page words are cardrules' own messages,
``server.page.<word>`` in `cardrules.i18n`, and a package that adds a language
(`cardrules.i18n.register_messages`) may translate them; a word it leaves out
is said in English. `MESSAGES` reads them in the page's shape, word ->
language -> template. English is the default; ``?lang=es`` asks for Spanish.

>>> say("turn_of", "es", seat=say("seat", "es", seat=2))
'Le toca al jugador 2'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from cardrules import i18n

__all__ = ["LANGUAGES", "MESSAGES", "PAGE", "Words", "language", "parameters", "say"]

PAGE = "server.page."
"""The prefix of the page's message ids in `cardrules.i18n`."""

LANGUAGES = i18n.LANGS
"""The languages every page word is in, the first the default; `language` takes added ones too."""


class _Texts(Mapping[str, str]):
    """One word's template by language: every language of `cardrules.i18n.languages`."""

    def __init__(self, key: str) -> None:
        self._key = key

    def __getitem__(self, lang: str) -> str:
        if lang not in i18n.languages():
            raise KeyError(lang)
        said = i18n.catalog(lang).get(self._key)
        return i18n.catalog(i18n.DEFAULT_LANG)[self._key] if said is None else said

    def __iter__(self) -> Iterator[str]:
        return iter(i18n.languages())

    def __len__(self) -> int:
        return len(i18n.languages())


class Words(Mapping[str, Mapping[str, str]]):
    """The server's words of one kind as they are in `cardrules.i18n`: word -> language -> template.

    Args:
        prefix: their message ids' prefix (``"server.page."``).
    """

    def __init__(self, prefix: str) -> None:
        self._prefix = prefix

    def __getitem__(self, word: str) -> Mapping[str, str]:
        key = self._prefix + word if isinstance(word, str) else None
        if key is None or key not in i18n.CATALOG[i18n.DEFAULT_LANG]:
            raise KeyError(word)
        return _Texts(key)

    def __iter__(self) -> Iterator[str]:
        size = len(self._prefix)
        own = i18n.CATALOG[i18n.DEFAULT_LANG]
        return (key[size:] for key in own if key.startswith(self._prefix))

    def __len__(self) -> int:
        return sum(1 for _ in self)


MESSAGES: Mapping[str, Mapping[str, str]] = Words(PAGE)
"""Read-only, a view of `cardrules.i18n`: every word of the page -> language -> template."""


def language(asked: str | None) -> str:
    """The page's language for ``?lang=``: one of `cardrules.i18n.languages`, else English."""
    return asked if isinstance(asked, str) and asked in i18n.languages() else LANGUAGES[0]


def parameters(text: str) -> frozenset[str]:
    """The ``{name}`` parameters a message uses."""
    return i18n.fields(text)


def say(key: str, lang: str, **values: object) -> str:
    """A page word in ``lang`` (English for a language the server does not speak), filled in."""
    return i18n.text(PAGE + key, language(lang), **values)
