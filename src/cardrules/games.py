"""The registry of games: every tool finds a game's rules, moves and hooks here.

Each game of cardrules is one `GameSpec` (see its attributes): its names,
its classes and the functions that play it. Tools dispatch through the spec
of the value they are given (`game_of`) or of the name they are told
(`find_game`), so a game joins every tool by being registered, and a new
built-in game is one line of ``_BUILT_IN`` below.

>>> from cardrules.games import GAMES, find_game, game_of
>>> sorted(GAMES)
['chupate2', 'veneno']
>>> spec = find_game("Chúpate 2")
>>> spec.id, spec.name, spec.title, spec.players
('chupate2', 'chupate', 'Chúpate 2', (2, 3, 4, 6))
>>> state = spec.new_game(spec.rules_type(players=4), 7)
>>> game_of(state) is spec, game_of(state.view(0)) is spec, game_of(state.rules) is spec
(True, True, True)
>>> find_game("poker")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cardrules.errors.RulesError: no game is called 'poker'; the games are chupate2 (Chúpate 2), ...
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import attrs

from cardrules._choice import MoveChoice
from cardrules._gamespec import GameSpec, normalized_name
from cardrules._plugins import ENTRY_POINT_GROUP, ENV_VAR, PluginLoader, PluginWarning
from cardrules._quote import quote
from cardrules.chupate.spec import SPEC as _CHUPATE
from cardrules.errors import RulesError
from cardrules.i18n import check_messages, make_error, register_messages, unregister_messages
from cardrules.veneno.spec import SPEC as _VENENO

__all__ = [
    "ENTRY_POINT_GROUP",
    "ENV_VAR",
    "GAMES",
    "GameSpec",
    "MoveChoice",
    "PluginWarning",
    "find_game",
    "game_of",
    "load_game",
    "load_plugins",
    "register",
    "unregister",
]

_BUILT_IN = (_CHUPATE, _VENENO)
"""The games that come with cardrules, in the order tools list them."""

_specs: dict[str, GameSpec] = {}
_by_name: dict[str, GameSpec] = {}
_by_type: dict[type, GameSpec] = {}
_by_card: dict[type, list[GameSpec]] = {}
"""Card types by the games that play with them: a card type may be shared (`cardrules.cards`)."""


class _Games(Mapping[str, GameSpec]):
    """The registry, read-only; listing it (or missing a key) loads the plugins first."""

    def __getitem__(self, game_id: str) -> GameSpec:
        spec = _specs.get(game_id)
        if spec is None and not _PLUGINS.loaded:
            _PLUGINS.load_all()
            spec = _specs.get(game_id)
        if spec is None:
            raise KeyError(game_id)
        return spec

    def __iter__(self) -> Iterator[str]:
        _PLUGINS.load_all()
        return iter(list(_specs))

    def __len__(self) -> int:
        _PLUGINS.load_all()
        return len(_specs)

    def __repr__(self) -> str:
        return f"GAMES({', '.join(_specs)})"


GAMES: Mapping[str, GameSpec] = _Games()
"""Every registered game by its id, read-only: built-in ones first, then in registration order.

Listing it loads the installed plugins first (`load_plugins`).
"""


def _listing() -> str:
    _PLUGINS.load_all()
    return ", ".join(f"{spec.id} ({spec.title})" for spec in _specs.values())


def register(spec: GameSpec, *, replace: bool = False) -> GameSpec:
    """Add a game to the registry, so that every tool can play it.

    The spec's ``card_type`` may be one that other games play with too
    (`cardrules.cards.SpanishCard`, `cardrules.cards.UnoCard`): card types
    are shared, the other classes belong to one game.

    After ``register(spec)``, `find_game` finds it by any of its names and
    `game_of` knows its states, views, rules, moves and cards; tournaments,
    records, the environments and `cardrules.testing.check_game` play it.

    Args:
        spec: the game's `GameSpec`.
        replace: allow replacing a registered game of the same id (its names
            and types move to the new spec).

    Returns:
        ``spec``.

    Raises:
        RulesError: ``spec`` is not a `GameSpec`; or one of its names or
            classes (rules, state, view, move) belongs to another registered
            game or is another game's card type; or its id is taken
            and ``replace`` is false.
    """
    if not isinstance(spec, GameSpec):
        msg = f"register needs a GameSpec, got {quote(spec)}"
        raise RulesError(msg)
    attrs.validate(spec)  # every field again: a spec changed since it was made joins no registry
    old = _specs.get(spec.id)
    if old is not None and not replace:
        msg = f"register: a game with id {spec.id!r} is registered already (pass replace=True)"
        raise RulesError(msg)
    for name in spec.names:
        other = _by_name.get(name)
        if other is not None and other.id != spec.id:
            msg = f"register: the name {name!r} already names the game {other.id!r}"
            raise RulesError(msg)
    types = _types(spec)
    for kind in types:
        other = _by_type.get(kind)
        if other is not None and other.id != spec.id:
            msg = (
                f"register: the class {kind.__qualname__} already belongs to the game {other.id!r}"
            )
            raise RulesError(msg)
        sharing = [found.id for found in _by_card.get(kind, ()) if found.id != spec.id]
        if sharing:
            msg = (
                f"register: the class {kind.__qualname__} is the card type of the game "
                f"{sharing[0]!r}, not a class of one game"
            )
            raise RulesError(msg)
    card = _card_type(spec)
    other = None if card is None else _by_type.get(card)
    if card is not None and other is not None and other.id != spec.id:
        msg = f"register: the class {card.__qualname__} already belongs to the game {other.id!r}"
        raise RulesError(msg)
    source = f"game {spec.id}"
    if spec.messages is not None:  # checked before the registry changes
        check_messages(source, spec.messages)
    if old is not None:
        unregister(old.id)
    if spec.messages is not None:
        register_messages(source, spec.messages, replace=True)
    _specs[spec.id] = spec
    for name in spec.names:
        _by_name[name] = spec
    for kind in types:
        _by_type[kind] = spec
    if card is not None:
        _by_card.setdefault(card, []).append(spec)
    return spec


def unregister(game_id: str) -> GameSpec:
    """Take a game out of the registry (tests of your own games use this to clean up).

    Args:
        game_id: the id of a registered game.

    Returns:
        The spec that was registered.

    Raises:
        RulesError: no game has that id, or it is one of cardrules' own games.
    """
    spec = _specs.get(game_id) if isinstance(game_id, str) else None
    if spec is None:
        msg = f"unregister: no game has the id {quote(game_id)}; the games are {_listing()}"
        raise RulesError(msg)
    if any(spec is built_in for built_in in _BUILT_IN):
        msg = f"unregister: {spec.id!r} comes with cardrules and stays registered"
        raise RulesError(msg)
    del _specs[spec.id]
    unregister_messages(f"game {spec.id}")
    for name in [name for name, found in _by_name.items() if found is spec]:
        del _by_name[name]
    for kind in [kind for kind, found in _by_type.items() if found is spec]:
        del _by_type[kind]
    for card, games in list(_by_card.items()):
        games[:] = [found for found in games if found is not spec]
        if not games:
            del _by_card[card]
    return spec


def _types(spec: GameSpec) -> tuple[type, ...]:
    """The classes that belong to ``spec``'s game alone: rules, state, view and move."""
    kinds: list[type[Any]] = [spec.rules_type, spec.state_type, spec.view_type, spec.move_type]
    return tuple(dict.fromkeys(kinds))


def _card_type(spec: GameSpec) -> type[Any] | None:
    """``spec``'s card type, unless it is one of its own classes: it may be shared."""
    card = spec.card_type
    return None if card is None or card in _types(spec) else card


def _of_card(kind: Any) -> GameSpec | None:
    games = _by_card.get(kind)
    if games is None:
        return None
    if len(games) == 1:
        return games[0]
    msg = (
        f"game_of: the card type {kind.__qualname__} is shared by the games "
        f"{', '.join(found.id for found in games)}, so a card does not tell its game: "
        "ask the game of a state, view, rules or move instead"
    )
    raise RulesError(msg)


def find_game(name: object) -> GameSpec:
    """The registered game called ``name``.

    Names are compared without case, accents, spaces or dashes, so
    ``"chupate"``, ``"chupate2"``, ``"Chúpate 2"`` and ``"CHUPATE-2"`` all find
    Chúpate 2. A `GameSpec` is returned as it is.

    Raises:
        RulesError: no registered game has that name; the message lists the games.

    >>> find_game("chupate") is find_game("Chúpate 2") is find_game("chupate2")
    True
    """
    if isinstance(name, GameSpec):
        return name
    if isinstance(name, str) and len(name) <= 200:
        key = normalized_name(name)
        spec = _by_name.get(key)
        if spec is None and not _PLUGINS.loaded:
            _PLUGINS.load_all()
            spec = _by_name.get(key)
        if spec is not None:
            return spec
    raise make_error(RulesError, "game.unknown", value=quote(name), games=_listing())


def game_of(value: object) -> GameSpec:
    """The spec of the game a value belongs to: a state, view, rules, move or card.

    A card answers the game whose card type it is; a card type that several
    registered games share (two games of the Spanish deck, both with
    `cardrules.cards.SpanishCard`) tells no game, and its cards are refused.

    Raises:
        RulesError: ``value`` belongs to no registered game (the message lists
            them), or it is a card of a type several games share (the
            message says so).

    >>> from cardrules import veneno
    >>> game_of(veneno.Rules()).title
    'Veneno'
    """
    kind: Any = type(value)
    spec = _by_type.get(kind)
    if spec is not None:
        return spec
    games = _by_card.get(kind)
    if games is not None and len(games) == 1:
        return games[0]
    spec = _of_card(kind)  # a shared card type: a clear error
    if isinstance(value, GameSpec):
        return value
    _PLUGINS.load_all()
    spec = _by_type.get(kind) or _of_card(kind)
    if spec is not None:
        return spec
    for registered, found in _by_type.items():  # subclasses of a game's classes
        if isinstance(value, registered):
            return found
    for card in _by_card:
        if isinstance(value, card):
            shared = _of_card(card)
            if shared is not None:
                return shared
    msg = (
        f"expected a state, view, rules, move or card of a registered game, got "
        f"{quote(value)}; the games are {_listing()}"
    )
    raise RulesError(msg)


def _register_plugin(spec: GameSpec) -> GameSpec:
    """Register a plugin's spec, unless its module registered that very spec already."""
    if _specs.get(spec.id) is spec:
        return spec
    return register(spec)


_PLUGINS = PluginLoader(_register_plugin, GameSpec)


def load_game(reference: str) -> GameSpec:
    """Import the `GameSpec` that ``reference`` names and register it.

    ``reference`` has the form of an entry point's value,
    ``"module:attribute"`` (``"brisca:SPEC"``), for a module Python can
    import (on ``sys.path``). Loading a spec that is registered already is a
    no-op. The ``cardrules`` command's ``--game-module`` calls this.

    Returns:
        The spec, registered.

    Raises:
        RulesError: ``reference`` is not ``"module:attribute"``, the module
            does not import, it has no such attribute, the attribute is not a
            `GameSpec`, or the spec does not register (its id, a name or a
            class belongs to another game).
    """
    spec: GameSpec = _PLUGINS.load(reference)
    return spec


def load_plugins() -> tuple[GameSpec, ...]:
    """Load the games of installed packages and of ``CARDRULES_GAMES``, once.

    A package declares its games as entry points of the group
    ``cardrules.games`` (`ENTRY_POINT_GROUP`), each value a
    ``"module:attribute"`` naming a `GameSpec`; the environment variable
    ``CARDRULES_GAMES`` (`ENV_VAR`) names more, comma-separated, in the
    same form. The registry calls this itself the first time a lookup
    (`find_game`, `game_of`, ``GAMES[...]``) misses or `GAMES` is listed;
    calling it first only makes the moment explicit.

    A plugin that does not load (its module does not import, the attribute
    is missing or is not a `GameSpec`, the spec does not register) is a
    `PluginWarning` naming it, and the other games load on.

    Returns:
        The specs loaded by this call: empty after the first call.
    """
    found: tuple[GameSpec, ...] = _PLUGINS.load_all()
    return found


for _spec in _BUILT_IN:
    register(_spec)
