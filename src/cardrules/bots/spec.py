"""Bots by name: picklable recipes (`BotSpec`) that build a bot for one seat of one game.

A tournament plays thousands of games, maybe on other processes or machines.
It does not ship bots there: it ships a `BotSpec` (a name, a picklable
factory and its parameters), and each worker builds a fresh bot for every game
and seat with ``spec.build(rules, seed)``. The seed is the tournament's to
choose (see `cardrules.tournament.bot_seed`), so a random bot plays a new
stream in every game, and a game is a pure function of its inputs.

`BOTS` is the one registry of bots by name: the command line (``--bots``),
tournaments, ladders and the table server all read it. cardrules registers
``random``, ``greedy``, ``ismcts`` and ``pimc``; `register_bot` adds a bot of
your own. A factory is any picklable callable (a module-level function or
class) called as ``factory(rules, seed, **params)``.

>>> from cardrules import veneno
>>> spec = bot_spec("random")
>>> spec.build(veneno.Rules(players=2), seed=5)
RandomBot(rng=5)
>>> bot_spec("greedy").build(veneno.Rules(players=2), seed=5)
VenenoGreedyBot()
"""

from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.bots._protocols import Bot
from cardrules.bots.random_bot import RandomBot
from cardrules.errors import RulesError
from cardrules.games import game_of

__all__ = [
    "BATCH_POLICIES",
    "BOTS",
    "BatchMaker",
    "BotFactory",
    "BotSpec",
    "bot_spec",
    "register_bot",
    "unregister_bot",
]

BotFactory = Callable[..., Bot[Any, Any]]
"""Builds a bot: ``factory(rules, seed, **params)``; ``seed`` is an int in ``0..2**64-1``."""


def random_bot(rules: object, seed: int) -> RandomBot:
    """A `RandomBot` whose generator starts at ``seed`` (any game)."""
    del rules  # a random bot plays every game alike
    return RandomBot(rng=seed)


def greedy_bot(rules: object, seed: int) -> Bot[Any, Any]:
    """The game's rule-of-thumb bot, its spec's ``greedy_bot`` (`ChupateGreedyBot`, ...).

    The greedy bots are deterministic: ``seed`` is not needed.
    """
    del seed
    try:
        spec = game_of(rules)
    except RulesError:
        msg = f"greedy bot: rules must be the Rules of a registered game, got {quote(rules)}"
        raise RulesError(msg) from None
    factory = spec.needs("greedy_bot", "the greedy bot")
    bot: Bot[Any, Any] = factory()
    return bot


def ismcts_bot(
    rules: object,
    seed: int,
    iterations: int | None = None,
    lanes: int | None = None,
    exploration: float | None = None,
    widening: float | None = None,
) -> Bot[Any, Any]:
    """An `ISMCTSBot` for tournaments: at its game's settings, but for the options given.

    ``bot_spec("ismcts")`` is ``ISMCTSBot(seed=seed)``: the settings the
    game's spec gives (greedy rollouts to the round's end for Veneno and
    Chúpate 2, about 0.1 s a move). Options: ``iterations`` and ``lanes``,
    ints of at least 1; ``exploration`` and ``widening``, numbers of at
    least 0 (``bot_spec("ismcts", iterations=50)``).
    """
    from cardrules.bots.ismcts import ISMCTSBot  # noqa: PLC0415 - the search bot loads on demand

    del rules  # the bot learns the game from its first view
    return ISMCTSBot(
        iterations=iterations,
        seed=seed,
        lanes=lanes,
        exploration=exploration,
        widening=widening,
    )


def pimc_bot(rules: object, seed: int, **settings: Any) -> Bot[Any, Any]:
    """A `PIMCBot` at its game's settings, but for any of ``settings`` given (``simulations``, ...).

    Raises:
        RulesError: a setting has a wrong value or no such setting exists.
    """
    from cardrules.bots.pimc import PIMCBot  # noqa: PLC0415 - the search bot loads on demand

    del rules  # the bot learns the game from its first view
    try:
        return PIMCBot(seed=seed, **settings)
    except TypeError:
        msg = f"pimc bot: unknown setting among {quote(sorted(settings))}"
        raise RulesError(msg) from None


_BUILT_IN_BOTS: Mapping[str, BotFactory] = {
    "random": random_bot,
    "greedy": greedy_bot,
    "ismcts": ismcts_bot,
    "pimc": pimc_bot,
}

_factories: dict[str, BotFactory] = dict(_BUILT_IN_BOTS)

BOTS: Mapping[str, BotFactory] = MappingProxyType(_factories)
"""The bots known by name, each with its factory, read-only: cardrules' own
(``random``, ``greedy``, ``ismcts``, ``pimc``) first, then those of `register_bot`
in the order they were registered. The command line's ``--bots``, tournaments,
ladders and the table server's seats take these names."""

BatchMaker = Callable[..., Any]
"""Makes a bot's batched policy: ``maker(rules, seeds, **params)``, where ``seeds`` is a
``[lanes, players]`` table of bot seeds; see `BotSpec.batch`."""

_batch_makers: dict[str, BatchMaker | str] = {
    "random": "cardrules.bots.batched:random_policy",
    "greedy": "cardrules.bots.batched:greedy_policy",
}

BATCH_POLICIES: Mapping[str, BatchMaker | str] = MappingProxyType(_batch_makers)
"""The bots of `BOTS` that have an exact batched policy, each with its maker (or its name).

A `BotSpec` of one of these factories without params gets the maker as its
``batch`` by default. cardrules' makers live with the batched engine (the
``numpy`` extra) and are named, not imported, so that bots load without numpy;
`register_bot`'s ``batch`` adds one for a bot of your own.
"""

_BOT_NAME = re.compile(r"[a-z][a-z0-9_-]{0,31}")
"""A registered bot's name: what ``--bots a,b`` and ``NAME:KEY=VALUE`` can write."""


def register_bot(
    name: str,
    factory: BotFactory,
    *,
    batch: BatchMaker | str | None = None,
    replace: bool = False,
) -> BotFactory:
    """Add a bot to `BOTS`, so that ``bot_spec(name)`` and every tool's ``--bots`` know it.

    After ``register_bot("mybot", factory)``, the command line
    (``cardrules tournament veneno --bots mybot,random``), `bot_spec`,
    tournaments and ladders (by name) and the table server's seats take
    ``"mybot"``. For a tournament on a process pool, the factory must be
    picklable (a module-level function or class) and registered in the
    workers too (register it when its module is imported).

    Args:
        name: 1 to 32 lower-case letters, digits, ``-`` or ``_``, starting
            with a letter (so ``--bots`` can list it).
        factory: builds the bot, ``factory(rules, seed, **params)``.
        batch: the bot's exact batched policy at its defaults, as
            `BotSpec.batch` takes it (a maker or ``"module:function"``), or
            ``None``.
        replace: allow replacing a bot of your own registered under ``name``.

    Returns:
        ``factory``.

    Raises:
        RulesError: a bad name, a factory that is not callable, a bad
            ``batch``, a name taken (cardrules' own bots stay as they are).

    >>> from cardrules import veneno
    >>> from cardrules.bots import RandomBot
    >>> def lucky(rules, seed):
    ...     return RandomBot(rng=seed ^ 7)
    >>> _ = register_bot("lucky", lucky)
    >>> bot_spec("lucky").build(veneno.Rules(players=2), seed=5)
    RandomBot(rng=2)
    >>> _ = unregister_bot("lucky")
    """
    if not isinstance(name, str) or not _BOT_NAME.fullmatch(name):
        msg = (
            "register_bot: a bot's name must be 1 to 32 lower-case letters, digits, '-' or '_', "
            f"starting with a letter, got {quote(name)}"
        )
        raise RulesError(msg)
    if not callable(factory):
        msg = f"register_bot: the factory of {name!r} must be callable, got {quote(factory)}"
        raise RulesError(msg)
    try:
        _check_batch(None, None, batch)  # type: ignore[arg-type]
    except RulesError as error:
        msg = f"register_bot: {name!r}: {error}"
        raise RulesError(msg) from None
    if name in _BUILT_IN_BOTS:
        msg = f"register_bot: {name!r} is one of cardrules' own bots and stays as it is"
        raise RulesError(msg)
    if name in _factories and not replace:
        msg = f"register_bot: a bot called {name!r} is registered already (pass replace=True)"
        raise RulesError(msg)
    _factories[name] = factory
    _batch_makers.pop(name, None)
    if batch is not None:
        _batch_makers[name] = batch
    return factory


def unregister_bot(name: str) -> BotFactory:
    """Take a bot of your own out of `BOTS` (tests use this to clean up); its factory.

    Raises:
        RulesError: no bot has that name, or it is one of cardrules' own.
    """
    if not isinstance(name, str) or name not in _factories:
        msg = f"unregister_bot: no bot is called {quote(name)}; the bots are {', '.join(BOTS)}"
        raise RulesError(msg)
    if name in _BUILT_IN_BOTS:
        msg = f"unregister_bot: {name!r} is one of cardrules' own bots and stays registered"
        raise RulesError(msg)
    _batch_makers.pop(name, None)
    return _factories.pop(name)


_MAX_NAME = 64
"""The longest name a `BotSpec` may have, in characters (it heads tables and records)."""


def _params(value: object) -> tuple[tuple[str, Any], ...]:
    """A mapping or a sequence of ``(key, value)`` pairs, as sorted pairs (else a RulesError)."""
    if isinstance(value, Mapping):
        items: list[Any] = list(value.items())
    elif isinstance(value, tuple | list):
        items = list(value)
    else:
        msg = f"BotSpec: params must be a mapping of keyword arguments, got {quote(value)}"
        raise RulesError(msg)
    pairs = []
    for item in items:
        if not isinstance(item, tuple) or len(item) != 2:
            msg = f"BotSpec: params must be (keyword, value) pairs, got {quote(item)}"
            raise RulesError(msg)
        key, item_value = item
        if not isinstance(key, str) or not key.isidentifier():
            msg = f"BotSpec: a keyword of params must be a name, got {quote(key)}"
            raise RulesError(msg)
        pairs.append((key, item_value))
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        msg = f"BotSpec: params name a keyword twice: {quote(sorted(keys))}"
        raise RulesError(msg)
    return tuple(sorted(pairs, key=lambda pair: pair[0]))


def _check_name(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if (
        not isinstance(value, str)
        or not value.strip()
        or len(value) > _MAX_NAME
        or not value.isprintable()
    ):
        msg = (
            f"BotSpec: name must be a printable string of 1 to {_MAX_NAME} characters, "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _check_factory(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if not callable(value):
        msg = (
            "BotSpec: factory must be a function or class called as "
            f"factory(rules, seed, **params), got {quote(value)}"
        )
        raise RulesError(msg)


def _check_batch(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None or callable(value):
        return
    if isinstance(value, str):
        module, colon, name = value.partition(":")
        if colon and name.isidentifier() and all(p.isidentifier() for p in module.split(".")):
            return
    msg = (
        "BotSpec: batch must be None, a maker called as maker(rules, seeds, **params), "
        f"or its name as 'module:function', got {quote(value)}"
    )
    raise RulesError(msg)


def _default_batch(spec: BotSpec) -> BatchMaker | str | None:
    """The maker of `BATCH_POLICIES` for a factory of `BOTS` without params, else ``None``."""
    if spec.params:
        return None
    for name, factory in BOTS.items():
        if factory is spec.factory:
            return BATCH_POLICIES.get(name)
    return None


_SIMPLE_TYPES: Mapping[str, tuple[type, ...]] = {
    "int": (int,),
    "float": (int, float),
    "str": (str,),
    "bool": (bool,),
}


def _annotation_types(annotation: object) -> tuple[type, ...] | None:
    """The types a simple annotation (``int``, ``float | None``...) allows, else ``None``."""
    if isinstance(annotation, type):
        annotation = annotation.__name__
    if not isinstance(annotation, str):
        return None
    allowed: list[type] = []
    for part in annotation.split("|"):
        name = part.strip()
        if name == "None":
            allowed.append(type(None))
        elif name in _SIMPLE_TYPES:
            allowed.extend(_SIMPLE_TYPES[name])
        else:
            return None  # anything richer is the factory's to check
    return tuple(allowed)


def _options(signature: inspect.Signature) -> list[inspect.Parameter]:
    """The keyword options of a factory: its parameters after ``rules`` and ``seed``."""
    return [
        parameter
        for parameter in list(signature.parameters.values())[2:]
        if parameter.kind in (parameter.POSITIONAL_OR_KEYWORD, parameter.KEYWORD_ONLY)
    ]


def _describe(options: list[inspect.Parameter]) -> str:
    if not options:
        return "it takes no options"
    shown = []
    for option in options:
        annotation = option.annotation
        if isinstance(annotation, type):
            annotation = annotation.__name__
        kind = f": {annotation}" if isinstance(annotation, str) else ""
        default = "" if option.default is option.empty else f" = {quote(option.default)}"
        shown.append(f"{option.name}{kind}{default}")
    return "its options are " + ", ".join(shown)


def _check_params(name: str, factory: Callable[..., Any], params: dict[str, Any]) -> None:
    """Refuse, at once, params that the factory cannot take (unknown keyword, wrong simple type).

    The factory's signature says which keywords it takes; a keyword annotated
    ``int``, ``float``, ``str`` or ``bool`` (or such a union with ``None``)
    must have a value of that type (a bool is not an int). A factory whose
    signature cannot be read (some built-ins) is not checked.
    """
    try:
        signature = inspect.signature(factory)
    except (TypeError, ValueError):
        return
    options = _options(signature)
    try:
        signature.bind(None, 0, **params)
    except TypeError:
        names = {option.name for option in options}
        unknown = sorted(set(params) - names)
        what = f"unknown option {quote(unknown[0])}" if unknown else "options that do not fit"
        msg = f"bot {quote(name)}: {what}; {_describe(options)}"
        raise RulesError(msg) from None
    for option in options:
        if option.name not in params:
            continue
        value = params[option.name]
        allowed = _annotation_types(option.annotation)
        if allowed is None:
            continue
        if (isinstance(value, bool) and bool not in allowed) or not isinstance(value, allowed):
            expected = " or ".join(
                "None" if kind is type(None) else kind.__name__ for kind in dict.fromkeys(allowed)
            )
            msg = (
                f"bot {quote(name)}: option {option.name} must be {expected}, "
                f"got {quote(value)}; {_describe(options)}"
            )
            raise RulesError(msg)
    check = _CHECKS.get(factory)
    if check is not None:
        check(name, params)


def _check_ismcts(name: str, params: dict[str, Any]) -> None:
    """The ``ismcts`` bot's options' ranges (their types are checked already)."""
    for option in ("iterations", "lanes"):
        value = params.get(option)
        if value is not None and value < 1:
            msg = f"bot {quote(name)}: option {option} must be at least 1, got {quote(value)}"
            raise RulesError(msg)
    for option in ("exploration", "widening"):
        value = params.get(option)
        if value is not None and not value >= 0:
            msg = f"bot {quote(name)}: option {option} must be at least 0, got {quote(value)}"
            raise RulesError(msg)


_CHECKS: Mapping[Callable[..., Any], Callable[[str, dict[str, Any]], None]] = {
    ismcts_bot: _check_ismcts,
}
"""Checks of option values beyond their types, for the factories of `BOTS`."""


@attrs.frozen
class BotSpec:
    """A picklable recipe for a bot: what a tournament ships to its workers.

    A spec is checked when it is made, not later in a worker: the name, the
    factory, and the params against the factory's signature (an unknown
    keyword is refused, naming the options the factory takes; a keyword
    annotated ``int``, ``float``, ``str`` or ``bool``, or such a type or
    ``None``, must have a value of that type; the `BOTS` factories also check
    their values' ranges).

    Attributes:
        name: how reports name the bot (``"greedy"``, ``"mcts-200"``), a
            printable string of 1 to 64 characters.
        factory: builds the bot, called as ``factory(rules, seed, **params)``;
            it must be picklable (a module-level function or class) to run on
            a process pool or a cluster.
        params: keyword arguments for the factory; a mapping (or a sequence of
            ``(keyword, value)`` pairs) is stored as a tuple of pairs sorted by
            keyword, so specs compare and hash by value.
        batch: the bot's exact batched policy, or ``None`` when it has none: a
            maker called as ``maker(rules, seeds, **params)`` (picklable, like
            the factory), or its name ``"module:function"``, imported only
            when a batch is played. ``seeds`` is a ``[lanes, players]`` table,
            and the policy it makes (a `cardrules.bots.batched.BatchPolicy`,
            asked only for the lanes and seats the bot holds) must choose in
            lane ``i`` at seat ``s`` exactly what
            ``build(rules, seeds[i][s])`` would choose there, move after
            move. Tournaments play on the batched engine only when every
            bot has one (see `cardrules.tournament.play_tournament`). The
            default: `BATCH_POLICIES`' maker for the ``random`` and
            ``greedy`` factories without params, ``None`` for any other.

    Raises:
        RulesError: the name is not a short printable string, the factory is
            not callable, the params do not fit the factory, or ``batch`` is
            neither ``None``, a callable nor a ``"module:function"`` name.

    >>> from cardrules import chupate
    >>> spec = BotSpec("random", random_bot)
    >>> spec.build(chupate.Rules(players=4), seed=9) == spec.build(chupate.Rules(players=4), seed=9)
    True
    """

    name: str = attrs.field(validator=_check_name)
    factory: BotFactory = attrs.field(validator=_check_factory)
    params: tuple[tuple[str, Any], ...] = attrs.field(default=(), converter=_params)
    batch: BatchMaker | str | None = attrs.field(
        default=attrs.Factory(_default_batch, takes_self=True), validator=_check_batch
    )

    def __attrs_post_init__(self) -> None:
        """Check the params against the factory's signature (see the class docstring)."""
        _check_params(self.name, self.factory, dict(self.params))

    def build(self, rules: object, seed: int) -> Bot[Any, Any]:
        """A fresh bot for one seat of one game.

        Args:
            rules: the game's rules (the ``Rules`` of a registered game).
            seed: the bot's seed, an int in ``0..2**64-1``.

        Returns:
            The bot the factory builds.
        """
        return self.factory(rules, seed, **dict(self.params))

    def batch_policy(self, rules: object, seeds: object) -> Any:
        """The bot's batched policy for lanes of ``rules`` (see ``batch``).

        Args:
            rules: the game's rules.
            seeds: ``[lanes, players]`` bot seeds: lane ``i``'s seat ``s`` plays
                as ``build(rules, seeds[i][s])`` would.

        Returns:
            The maker's `cardrules.bots.batched.BatchPolicy`.

        Raises:
            RulesError: the spec has no batched policy, numpy (the ``numpy``
                extra) is not installed, the named maker does not exist, or
                the maker cannot play these rules.
        """
        maker = self.batch
        if maker is None:
            msg = f"bot {quote(self.name)} has no batched policy (its BotSpec's batch is None)"
            raise RulesError(msg)
        try:
            importlib.import_module("numpy")
        except ImportError:
            msg = (
                f"bot {quote(self.name)}: its batched policy needs numpy: "
                "pip install 'cardrules[numpy]'"
            )
            raise RulesError(msg) from None
        if isinstance(maker, str):
            module_name, _, function = maker.partition(":")
            try:
                module = importlib.import_module(module_name)
            except ImportError:
                msg = f"bot {quote(self.name)}: cannot import its batched policy {maker!r}"
                raise RulesError(msg) from None
            maker = getattr(module, function, None)
            if not callable(maker):
                msg = f"bot {quote(self.name)}: {self.batch!r} names no function"
                raise RulesError(msg)
        return maker(rules, seeds, **dict(self.params))


def bot_spec(name: str, **params: Any) -> BotSpec:
    """The spec of a bot known by name (a key of `BOTS`, `register_bot`'s bots included).

    Args:
        name: ``"random"``, ``"greedy"``, ``"ismcts"``, ``"pimc"``, or the
            name of a bot of your own (`register_bot`).
        **params: keyword arguments passed on to the bot's factory.

    Returns:
        ``BotSpec(name, BOTS[name], params)``.

    Raises:
        RulesError: no bot has that name (the message lists the bots), or
            the params do not fit its factory (the message lists its options).

    >>> bot_spec("greedy").name
    'greedy'
    >>> bot_spec("clever")
    Traceback (most recent call last):
    ...
    cardrules.errors.RulesError: unknown bot 'clever': the bots are random, greedy, ismcts, pimc
    >>> bot_spec("random", bogus=1)
    Traceback (most recent call last):
    ...
    cardrules.errors.RulesError: bot 'random': unknown option 'bogus'; it takes no options
    """
    factory = BOTS.get(name) if isinstance(name, str) else None
    if factory is None:
        msg = f"unknown bot {quote(name)}: the bots are {', '.join(BOTS)}"
        raise RulesError(msg)
    return BotSpec(name, factory, params)
