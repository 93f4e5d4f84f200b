"""Messages in English and Spanish: one catalog, every message keyed by an id.

Every rule explanation (`why_illegal`, the message of an `IllegalMoveError`),
every move-notation error, the errors of bad settings (a ``Rules(...)`` value,
a seed, a seat, a game's name), the narration of `cardrules.narration` and
what ``cardrules play`` and ``cardrules demo`` print are templates in a catalog,
one per language, keyed by a message id (``"chupate.owes"``) with named
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

Templates are `str.format` strings. A field may name a glossary after a
colon, ``{color:color}``: the value (a color letter, ``"cw"``/``"ccw"``...) is
then shown in the language's word for it (``R`` is ``red`` / ``rojo``).
"""

from __future__ import annotations

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

__all__ = [
    "CATALOG",
    "DEFAULT_LANG",
    "LANGS",
    "TERMS",
    "Message",
    "check_lang",
    "fields",
    "make_error",
    "message",
    "nested",
    "text",
]

LANGS = ("en", "es")
"""The languages every message exists in: English, Spanish."""

DEFAULT_LANG = "en"
"""The language used when none is given."""

CATALOG: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {"en": MappingProxyType(EN | EN_ERRORS), "es": MappingProxyType(ES | ES_ERRORS)}
)
"""Read-only: language -> (message id -> template). Every id is in every language."""

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


def check_lang(lang: object) -> str:
    """Return ``lang`` if it is a language of `LANGS`, else raise.

    Raises:
        RulesError: naming the languages there are.

    >>> check_lang("es")
    'es'
    """
    if not isinstance(lang, str) or lang not in CATALOG:
        msg = f"lang must be one of {', '.join(map(repr, LANGS))}, got {quote(lang)}"
        raise RulesError(msg)
    return lang


def text(key: str, /, lang: str = DEFAULT_LANG, **params: Any) -> str:
    """The message ``key`` in ``lang``, its fields filled from ``params``.

    Args:
        key: a message id of the catalog.
        lang: ``"en"`` (the default) or ``"es"``.
        **params: the values of the template's fields.

    Returns:
        The message.

    Raises:
        RulesError: ``lang`` or ``key`` is unknown, or a field has no value.

    >>> text("turn.not_yours", "es", rule="V-4", seat=1, to_play=0)
    'V-4: no le toca al jugador 1; le toca al jugador 0'
    """
    catalog = CATALOG[check_lang(lang)]
    template = catalog.get(key) if isinstance(key, str) else None
    if template is None:
        msg = f"no message {quote(key)} in the catalog"
        raise RulesError(msg)
    try:
        return _FORMATTERS[lang].vformat(template, (), params)
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
            from the catalog, anything else is ``str(error)`` (English).
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
    if key is None or lang == DEFAULT_LANG:
        return str(error)
    params: Mapping[str, Any] = getattr(error, "params", None) or {}
    return text(key, lang, **params)
