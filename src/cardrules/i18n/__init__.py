"""Messages in English and Spanish: catalogs of templates, every message keyed by an id.

Every rule explanation (`why_illegal`, the message of an `IllegalMoveError`),
every move-notation error, the errors of bad settings (a ``Rules(...)`` value,
a seed, a seat, a game's name), the narration of `cardrules.narration` and
what ``cardrules play`` and ``cardrules demo`` print and what the table
server's pages and refusals say are templates in a catalog, one per
language, keyed by a message id (``"chupate.owes"``) with named
parameters (``{seat}``, ``{owed}``, ``{move}``). English (``"en"``) is the
default everywhere; Spanish (``"es"``) uses the games' own words: sota,
caballo, rey; oros, copas, espadas, bastos; rojo, azul, verde, amarillo;
chúpate, comodín, mentira; a seat is a *jugador*.

An error the library raises with a catalog message carries its id and
parameters beside ``err.rule``: ``err.key`` and ``err.params``. `message`
renders such an error in any language, so a server can answer each player in
theirs. So do the `PositionError` of a malformed or impossible position or
view given to ``from_dict`` and the `RecordError` of a bad record; where one
wraps another error (a position's ``'rules'`` that ``Rules(...)`` refuses, a
record's move that is not legal), the inner message is a field of the outer
one (`nested`), rendered in the same language. An error without an id
(``err.key is None``: a bot or tool given the wrong kind of value, the command
line's own errors) renders as ``str(err)``, its English message.

>>> from cardrules import IllegalMoveError, chupate, i18n
>>> state = chupate.State.from_dict({
...     "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
...     "current_player": 1, "hands": [["R5"], ["Y+2", "R9"]],
...     "discard": ["R3", "R+2"], "color": "R", "phase": "stacked", "owed": 2})
>>> try:
...     state.play("R9")
... except IllegalMoveError as err:
...     print(err.rule, err.key, err.params)
...     print(i18n.message(err, lang="es"))
C-8 chupate.owes {'seat': 1, 'owed': 2, 'move': 'R9'}
C-8: el jugador 1 debe robar 2 cartas: solo puede tirar un chúpate 2 o 'take', no R9
>>> i18n.text("chupate.owes", lang="en", seat=1, owed=2, move="R9")
"C-8: seat 1 owes 2 cards: only a draw-two or 'take', not R9"

Words are open. This module holds cardrules' own words (`CATALOG`): the
errors of settings, seeds, positions and records, the phrases every
narration and picture shares, the command line's, the replay page's and the
table server's. Each game brings its own words in its spec
(``GameSpec.messages``, ``{lang: {message id: template}}``), which the
registry (`cardrules.games`) hands to `register_messages` when it registers
the game: Chúpate 2's ``chupate.*`` and Veneno's ``veneno.*`` ids come so
from their packages, as an outside game's do. Any package may add messages,
or a whole language, the same way. A language added so is offered wherever a
``lang`` is taken (`languages`); an id it does not translate is said in
English. `catalog` lists every id a language says, from every source.

Templates are `str.format` strings. A field may name a glossary after a
colon, ``{color:color}``: the value (a color letter, ``"cw"``/``"ccw"``...) is
then shown in the language's word for it (``R`` is ``red`` / ``rojo``).
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple, TypeVar

from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.i18n._en import EN, EN_TERMS
from cardrules.i18n._en_errors import EN_ERRORS
from cardrules.i18n._es import ES, ES_TERMS
from cardrules.i18n._es_errors import ES_ERRORS
from cardrules.i18n._server_page import PAGE
from cardrules.i18n._server_refusals import REFUSALS

__all__ = [
    "CATALOG",
    "DEFAULT_LANG",
    "LANGS",
    "TERMS",
    "Message",
    "catalog",
    "check_lang",
    "check_messages",
    "fields",
    "languages",
    "make_error",
    "message",
    "nested",
    "register_messages",
    "text",
    "unregister_messages",
]

LANGS = ("en", "es")
"""The languages every message exists in: English, Spanish."""

DEFAULT_LANG = "en"
"""The language used when none is given."""


def _server_words(lang: str) -> dict[str, str]:
    """The table server's words in ``lang`` by id: ``server.page.*``, ``server.refusal.*``."""
    return {f"server.page.{word}": texts[lang] for word, texts in PAGE.items()} | {
        f"server.refusal.{word}": texts[lang] for word, texts in REFUSALS.items()
    }


CATALOG: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(EN | EN_ERRORS | _server_words("en")),
        "es": MappingProxyType(ES | ES_ERRORS | _server_words("es")),
    }
)
"""Read-only: language -> (message id -> template), cardrules' own words only.

Every id is in every language. A game's words (``chupate.*``, ``veneno.*``,
an outside game's) are not here but in its spec's ``messages``; `catalog`
lists them all, for any language.
"""

TERMS: Mapping[str, Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {
        "en": MappingProxyType({name: MappingProxyType(t) for name, t in EN_TERMS.items()}),
        "es": MappingProxyType({name: MappingProxyType(t) for name, t in ES_TERMS.items()}),
    }
)
"""Read-only: language -> glossary name -> (value -> word), for ``{field:glossary}``.

The glossaries: ``color`` (``R``, ``B``, ``G``, ``Y``; ``""`` for no color
yet), ``direction`` and ``way`` (``cw``, ``ccw``), and for the errors of
positions and records ``place`` (``"the position"``, ``"the view"``) and
``field`` (``"a seat's name"``, ``"a mover"``); a value a glossary does not
list (a key's name, such as ``'last_round'``) is shown as it is.
"""


class Message(NamedTuple):
    """A message id and its parameters, not yet in any language.

    Attributes:
        key: the message id (a key of every catalog).
        params: the values of its ``{name}`` fields: numbers, or text that
            reads the same in every language (notation, quoted input, names).

    >>> Message("veneno.not_in_hand", {"card": "7C", "seat": 2}).render("es")
    'V-4: 7C no está en la mano del jugador 2, al que le toca jugar'
    """

    key: str
    params: Mapping[str, Any]

    def render(self, lang: str = DEFAULT_LANG) -> str:
        """The message in ``lang`` (``"en"`` or ``"es"``).

        Raises:
            RulesError: ``lang`` is not a language of `LANGS`.
        """
        return text(self.key, lang, **self.params)


class _Formatter(string.Formatter):
    """`str.format` where a spec that names a glossary translates the value.

    A value that is a `Message` (the message of an error another one wraps)
    is rendered in the formatter's language.
    """

    def __init__(self, terms: Mapping[str, Mapping[str, str]], lang: str) -> None:
        super().__init__()
        self._terms = terms
        self._lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Message):
            return value.render(self._lang)
        glossary = self._terms.get(format_spec)
        if glossary is not None:
            shown = "" if value is None else str(value)
            return glossary.get(shown, shown)
        return str(super().format_field(value, format_spec))


_FORMATTERS = {lang: _Formatter(TERMS[lang], lang) for lang in LANGS}
"""The formatters of cardrules' own languages: their own glossaries only."""

_LANG_CODE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?")
"""A language's code: ``fr``, ``pt-BR``, ``eo``."""

_added: dict[str, tuple[Mapping[str, Mapping[str, str]], Mapping[str, Any]]] = {}
"""Other sources' messages (games, languages): ``({lang: {id: template}}, {lang: glossaries})``."""

_said: dict[str, dict[str, str]] = {lang: dict(CATALOG[lang]) for lang in LANGS}
"""Every id each language says, cardrules' own first, then each source's; rebuilt by `_reindex`."""

_formatters: dict[str, _Formatter] = dict(_FORMATTERS)
"""The formatter of each language of `_said`."""


def _reindex() -> None:
    """Rebuild `_said` and `_formatters` from `CATALOG` and `_added`.

    Each language's dict is built whole, then put in place in one step, so
    a message asked for meanwhile (another thread) finds the old or the new.
    """
    wanted = list(LANGS)
    for catalogs, _ in _added.values():
        wanted.extend(lang for lang in catalogs if lang not in wanted)
    for lang in wanted:
        said = dict(CATALOG.get(lang, {}))
        for catalogs, _ in _added.values():
            for key, template in catalogs.get(lang, {}).items():
                said.setdefault(key, template)
        _formatters[lang] = _FORMATTERS.get(lang) or _formatter(lang)
        _said[lang] = said
    for lang in [lang for lang in _said if lang not in wanted]:
        del _said[lang]
        del _formatters[lang]


def languages() -> tuple[str, ...]:
    """Every language a message may be asked in: `LANGS`, then those `register_messages` added.

    >>> languages()[:2]
    ('en', 'es')
    """
    return tuple(_said)


def catalog(lang: str = DEFAULT_LANG) -> Mapping[str, str]:
    """Read-only: every message id ``lang`` says and its template, from every source.

    cardrules' own words (`CATALOG`), then those of each registered game
    (``GameSpec.messages``) and of each package that added messages
    (`register_messages`), as they are registered when it is asked. An id
    missing here is said in English by `text`.

    Raises:
        RulesError: ``lang`` is not a language of `languages`.

    >>> catalog("es")["veneno.copa"]
    'V-6: {move} no es legal aquí'
    >>> "veneno.copa" in CATALOG["es"]  # Veneno's own, from its spec
    False
    """
    return MappingProxyType(_said[check_lang(lang)])


def check_lang(lang: object) -> str:
    """Return ``lang`` if it is a language of `languages`, else raise.

    Raises:
        RulesError: naming the languages there are.

    >>> check_lang("es")
    'es'
    """
    if not isinstance(lang, str) or lang not in _said:
        msg = f"lang must be one of {', '.join(map(repr, languages()))}, got {quote(lang)}"
        raise RulesError(msg)
    return lang


def _formatter(lang: str) -> _Formatter:
    known = _FORMATTERS.get(lang)
    if known is not None:
        return known
    terms: dict[str, Mapping[str, str]] = dict(TERMS[DEFAULT_LANG])
    for _, glossaries in _added.values():
        for name, words in glossaries.get(lang, {}).items():
            terms[name] = {**terms.get(name, {}), **words}
    return _Formatter(terms, lang)


def _check_catalogs(source: str, value: object, what: str, leaf: str) -> None:
    if not isinstance(value, Mapping):
        msg = f"{source}: {what} must be a dict {{lang: {{...}}}}, got {quote(value)}"
        raise RulesError(msg)
    for lang, entries in value.items():
        if not isinstance(lang, str) or not _LANG_CODE.fullmatch(lang):
            msg = f"{source}: {quote(lang)} is not a language code like 'fr' or 'pt-BR'"
            raise RulesError(msg)
        if not isinstance(entries, Mapping):
            msg = f"{source}: {what}[{lang!r}] must be a dict of {leaf}, got {quote(entries)}"
            raise RulesError(msg)
        for key, entry in entries.items():
            if not isinstance(key, str) or not key:
                msg = f"{source}: {what}[{lang!r}] has a key that is no name: {quote(key)}"
                raise RulesError(msg)
            if leaf == "templates":
                _check_template(source, lang, key, entry)
            elif not isinstance(entry, Mapping) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in entry.items()
            ):
                msg = f"{source}: the glossary {key!r} of {lang!r} must map text to text"
                raise RulesError(msg)


def _check_template(source: str, lang: str, key: str, template: object) -> None:
    try:
        if not isinstance(template, str):
            raise TypeError
        fields(template)
    except (TypeError, ValueError):
        msg = (
            f"{source}: the {lang!r} template of {key!r} is not a format string: {quote(template)}"
        )
        raise RulesError(msg) from None


def register_messages(
    source: str,
    messages: Mapping[str, Mapping[str, str]],
    *,
    terms: Mapping[str, Mapping[str, Mapping[str, str]]] | None = None,
    replace: bool = False,
) -> None:
    """Add messages, or a language, without editing cardrules: ``{lang: {message id: template}}``.

    A game's spec brings its own (``GameSpec.messages``, registered with the
    game); a package may add a whole language (``"fr"``): `languages` and
    every ``lang`` then take it, and each id it does not translate is said
    in English. A language's ``terms`` are its words for the glossaries'
    values (`TERMS`; English's where it gives none).

    Args:
        source: who brings them (``"game tricks"``, ``"cardrules-fr"``):
            `unregister_messages` takes them out by it.
        messages: templates by language and message id. An id of cardrules'
            own catalogs may be given only in a language cardrules does not
            speak; an id of another source is refused.
        terms: glossaries by language: ``{lang: {glossary: {value: word}}}``.
        replace: allow replacing the messages of the same ``source``.

    Raises:
        RulesError: a bad language code, a template that is no format
            string, an id that cardrules or another source says already, or
            ``source`` taken and ``replace`` false.

    >>> register_messages("doc", {"eo": {"turn.not_yours": "{rule}: ne la vico de {seat}"}})
    >>> text("turn.not_yours", "eo", rule="V-4", seat=1, to_play=0)
    'V-4: ne la vico de 1'
    >>> unregister_messages("doc")
    """
    check_messages(source, messages, terms=terms)
    if source in _added and not replace:
        msg = f"register_messages: {source!r} has registered messages already (pass replace=True)"
        raise RulesError(msg)
    frozen = MappingProxyType(
        {lang: MappingProxyType(dict(entries)) for lang, entries in messages.items()}
    )
    _added[source] = (frozen, MappingProxyType(dict(terms or {})))
    _reindex()


def check_messages(
    source: str,
    messages: object,
    *,
    terms: Mapping[str, Mapping[str, Mapping[str, str]]] | None = None,
) -> None:
    """Refuse what `register_messages` would refuse for ``source`` (its own earlier ones aside).

    Raises:
        RulesError: as `register_messages` says.
    """
    if not isinstance(source, str) or not source:
        msg = f"register_messages: source must be a non-empty str, got {quote(source)}"
        raise RulesError(msg)
    _check_catalogs(source, messages, "messages", "templates")
    _check_catalogs(source, {} if terms is None else terms, "terms", "glossaries")
    assert isinstance(messages, Mapping)  # just checked
    for lang, entries in messages.items():
        for key in entries:
            if key in CATALOG.get(lang, {}):
                msg = f"{source}: {key!r} is one of cardrules' own messages in {lang!r}"
                raise RulesError(msg)
            for other, (catalogs, _) in _added.items():
                if other != source and key in catalogs.get(lang, {}):
                    msg = f"{source}: {key!r} in {lang!r} is a message of {other!r} already"
                    raise RulesError(msg)


def unregister_messages(source: str) -> None:
    """Take out the messages `register_messages` added for ``source`` (nothing if none)."""
    if _added.pop(source, None) is not None:
        _reindex()


def text(key: str, /, lang: str = DEFAULT_LANG, **params: Any) -> str:
    """The message ``key`` in ``lang``, its fields filled from ``params``.

    Args:
        key: a message id of the catalog.
        lang: ``"en"`` (the default) or ``"es"``.
        **params: the values of the template's fields.

    Returns:
        The message.

    An id that ``lang`` does not translate (a language or a game's messages
    added by `register_messages` may leave some out) is said in English.

    Raises:
        RulesError: ``lang`` or ``key`` is unknown, or a field has no value.

    >>> text("turn.not_yours", "es", rule="V-4", seat=1, to_play=0)
    'V-4: no le toca al jugador 1; le toca al jugador 0'
    """
    said = _said[check_lang(lang)]
    template = said.get(key) if isinstance(key, str) else None
    formatter = _formatters[lang]
    if template is None and isinstance(key, str):  # an id the language leaves out
        template, formatter = _said[DEFAULT_LANG].get(key), _formatters[DEFAULT_LANG]
    if template is None:
        msg = f"no message {quote(key)} in the catalog"
        raise RulesError(msg)
    try:
        return formatter.vformat(template, (), params)
    except (KeyError, IndexError) as missing:
        msg = f"message {key!r} needs a value for {missing}"
        raise RulesError(msg) from None


def fields(template: str) -> frozenset[str]:
    """The names of a template's ``{fields}`` (what `text` needs as ``params``).

    >>> sorted(fields("C-6: {card} matches neither {color} nor {top}"))
    ['card', 'color', 'top']
    """
    return frozenset(
        name for _, name, _, _ in string.Formatter().parse(template) if name is not None
    )


E = TypeVar("E", bound=RulesError)


def make_error(kind: type[E], key: str, /, **params: Any) -> E:
    """An error of class ``kind`` with the English message ``key`` and its ``key`` and ``params``.

    How the library raises a catalog message: ``str(err)`` is the English
    text, and `message` renders it in another language.

    >>> err = make_error(RulesError, "veneno.copa", move="7C@1")
    >>> str(err), err.rule, err.key, message(err, "es")
    ('V-6: 7C@1 is not legal here', 'V-6', 'veneno.copa', 'V-6: 7C@1 no es legal aquí')
    """
    return kind(text(key, DEFAULT_LANG, **params), key=key, params=params)


def nested(error: BaseException) -> Message | str:
    """An error's message as the value of another message's field, in any language.

    An error that wraps another (a position's ``'rules'`` that ``Rules(...)``
    refuses, a card of a record that is no card) keeps the inner message as a
    field: a `Message` when the inner error has a message id, so that
    `message` renders both in the same language, else its English text.

    >>> err = make_error(RulesError, "seed.range", value="-1")
    >>> outer = make_error(RulesError, "position.in_position", error=nested(err))
    >>> str(outer)
    'in the position: seed must be in 0..2**64-1, got -1'
    >>> message(outer, "es")
    'en la posición: la semilla (seed) tiene que estar en 0..2**64-1, no -1'
    """
    key = getattr(error, "key", None)
    if isinstance(error, RulesError) and key is not None:
        return Message(key, dict(error.params))
    return str(error)


def message(error: BaseException, lang: str = DEFAULT_LANG) -> str:
    """An error's message in ``lang``: how a server answers a player in their language.

    Args:
        error: any exception; a `RulesError` whose ``key`` is set is rendered
            from the catalog (a game's own ids from its ``GameSpec.messages``),
            anything else, or an id that ``lang`` does not translate, is
            ``str(error)`` (English).
        lang: ``"en"`` (the default) or ``"es"``.

    Returns:
        The message; for ``lang="en"`` exactly ``str(error)``.

    Raises:
        RulesError: ``lang`` is not a language of `LANGS`.

    >>> from cardrules import IllegalMoveError, veneno
    >>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
    >>> try:
    ...     state.play(state.legal_moves()[0], seat=2)
    ... except IllegalMoveError as err:
    ...     print(message(err, "es"))
    V-4: no le toca al jugador 2; le toca al jugador 0
    """
    check_lang(lang)
    key = getattr(error, "key", None)
    if not isinstance(key, str) or lang == DEFAULT_LANG or key not in _said[lang]:
        return str(error)
    params: Mapping[str, Any] = getattr(error, "params", None) or {}
    return text(key, lang, **params)
