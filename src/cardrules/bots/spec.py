"""Bots by name: picklable recipes (`BotSpec`) that build a bot for one seat of one game.

A tournament plays thousands of games, maybe on other processes or machines.
It does not ship bots there: it ships a `BotSpec` (a name, a picklable
factory and its parameters), and each worker builds a fresh bot for every game
and seat with ``spec.build(rules, seed)``. The seed is the tournament's to
choose (see `cardrules.tournament.bot_seed`), so a random bot plays a new
stream in every game, and a game is a pure function of its inputs.

`BOTS` is the one mapping from the names the command line knows (``random``,
``greedy``) to their factories. A factory is any picklable callable (a
module-level function or class) called as ``factory(rules, seed, **params)``.

>>> from cardrules import veneno
>>> spec = bot_spec("random")
>>> spec.build(veneno.Rules(players=2), seed=5)
RandomBot(rng=5)
>>> bot_spec("greedy").build(veneno.Rules(players=2), seed=5)
VenenoGreedyBot()
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.bots._protocols import Bot
from cardrules.bots.random_bot import RandomBot
from cardrules.errors import RulesError
from cardrules.games import game_of

__all__ = ["BOTS", "BotFactory", "BotSpec", "bot_spec"]

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


def ismcts_bot(rules: object, seed: int, iterations: int = 200) -> Bot[Any, Any]:
    """An `ISMCTSBot` for tournaments: ``iterations`` a move, greedy rollouts, one round ahead.

    Greedy rollouts keep Chúpate 2 playouts short, and a round horizon scores
    Veneno playouts without playing the whole match.
    """
    from cardrules.bots.ismcts import ISMCTSBot  # noqa: PLC0415 - the search bot loads on demand

    return ISMCTSBot(
        iterations=iterations,
        seed=seed,
        rollout=greedy_bot(rules, seed),
        horizon="round",
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


BOTS: Mapping[str, BotFactory] = {
    "random": random_bot,
    "greedy": greedy_bot,
    "ismcts": ismcts_bot,
    "pimc": pimc_bot,
}
"""The bots known by name (the command line's ``--bots``), each with its factory."""


def _params(value: Mapping[str, Any] | tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
    items = value.items() if isinstance(value, Mapping) else value
    return tuple(sorted((str(key), item) for key, item in items))


@attrs.frozen
class BotSpec:
    """A picklable recipe for a bot: what a tournament ships to its workers.

    Attributes:
        name: how reports name the bot (``"greedy"``, ``"mcts-200"``).
        factory: builds the bot, called as ``factory(rules, seed, **params)``;
            it must be picklable (a module-level function or class) to run on
            a process pool or a cluster.
        params: keyword arguments for the factory; a mapping is stored as a
            tuple of ``(key, value)`` pairs sorted by key, so specs compare and
            hash by value.

    >>> from cardrules import chupate
    >>> spec = BotSpec("random", random_bot)
    >>> spec.build(chupate.Rules(players=4), seed=9) == spec.build(chupate.Rules(players=4), seed=9)
    True
    """

    name: str
    factory: BotFactory
    params: tuple[tuple[str, Any], ...] = attrs.field(default=(), converter=_params)

    def build(self, rules: object, seed: int) -> Bot[Any, Any]:
        """A fresh bot for one seat of one game.

        Args:
            rules: the game's rules (``chupate.Rules`` or ``veneno.Rules``).
            seed: the bot's seed, an int in ``0..2**64-1``.

        Returns:
            The bot the factory builds.
        """
        return self.factory(rules, seed, **dict(self.params))


def bot_spec(name: str, **params: Any) -> BotSpec:
    """The spec of a bot known by name (a key of `BOTS`).

    Args:
        name: ``"random"``, ``"greedy"``, ``"ismcts"`` or ``"pimc"``.
        **params: keyword arguments passed on to the bot's factory.

    Returns:
        ``BotSpec(name, BOTS[name], params)``.

    Raises:
        RulesError: no bot has that name.

    >>> bot_spec("greedy").name
    'greedy'
    >>> bot_spec("clever")
    Traceback (most recent call last):
    ...
    cardrules.errors.RulesError: unknown bot 'clever': the bots are random, greedy, ismcts, pimc
    """
    factory = BOTS.get(name) if isinstance(name, str) else None
    if factory is None:
        msg = f"unknown bot {quote(name)}: the bots are {', '.join(BOTS)}"
        raise RulesError(msg)
    return BotSpec(name, factory, params)
