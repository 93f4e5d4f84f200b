"""`check_game`: its arguments checked, then every rules and seed played by a `_Checker`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.games import GameSpec
from cardrules.rng import check_seed
from cardrules.testing._checker import _Checker
from cardrules.testing._invariants import GameCheck, GameCheckError


def check_game(
    spec: GameSpec,
    *,
    seeds: Iterable[int] = (1, 2, 3),
    players: Iterable[int] | None = None,
    rules: Iterable[Any] | None = None,
    max_moves: int = 10_000,
    every: int = 1,
    illegal: int = 4,
    must_end: bool = True,
) -> GameCheck:
    """Play seeded random games of ``spec`` and check every invariant of `INVARIANTS` on the way.

    For each rules (``rules``, or ``spec.rules_type(players=n)`` for each ``n``
    of ``players``) and each seed, the game starts with
    ``spec.new_game(rules, seed)`` and goes on with moves drawn uniformly from
    the legal ones by the library's seeded generator (seeded from ``seed``,
    so a failure comes back with the same arguments). The cheap invariants
    (types, card conservation, legal moves, the mask) are checked at every
    position; the deep ones (views of every seat and the spectator, samples,
    dict round trips, pickling, every legal move and some illegal ones, the
    seat check) at every ``every``-th position and at the last one.

    Invariants that need a hook the spec does not give are skipped and listed
    in the result's ``skipped``: card conservation without ``deck`` and
    ``cards_of``; sampling and the re-dealing part of hidden information
    without ``sample_state`` (nor a ``view.sample_state`` method); the
    encoding without ``encode`` and ``observation_size``; the greedy bot
    without ``greedy_bot``. The check of hidden information is as strong as
    the game's sampler: it re-deals what the sampler re-deals.

    Args:
        spec: the game (a `GameSpec`, registered or not).
        seeds: the games' seeds, ints in ``0..2**64-1``.
        players: the numbers of seats to play with; the default is every
            number of ``spec.players``. Ignored when ``rules`` is given.
        rules: the rules to play under (instances of ``spec.rules_type``);
            the default builds them from ``players``.
        max_moves: the most moves of one game; a game still going then
            fails the ``game end`` invariant (or, with ``must_end=False``,
            is listed in ``unfinished``).
        every: the deep checks run at every ``every``-th position (1: at all).
        illegal: how many illegal moves (of the action space) to try at each
            deep position.
        must_end: whether a game that is not over within ``max_moves`` moves
            is a failure.

    Returns:
        A `GameCheck` of what was played and what was skipped.

    Raises:
        GameCheckError: an invariant does not hold (an ``AssertionError``);
            the message names it, the rules, the seed and the moves.
        RulesError: an argument is not what is described above.
    """
    if not isinstance(spec, GameSpec):
        msg = f"check_game needs a GameSpec, got {quote(spec)}"
        raise RulesError(msg)
    for name, value, least in (("max_moves", max_moves, 1), ("every", every, 1)):
        if type(value) is not int or not least <= value <= 10**9:
            msg = f"check_game: {name} must be an int from {least} to 10**9, got {quote(value)}"
            raise RulesError(msg)
    if type(illegal) is not int or not 0 <= illegal <= 10**6:
        msg = f"check_game: illegal must be an int from 0 to 10**6, got {quote(illegal)}"
        raise RulesError(msg)
    seed_list = [check_seed(seed) for seed in _listed(seeds, "seeds")]
    checker = _Checker(spec, max_moves=max_moves, every=every, illegal=illegal)
    rules_list = _rules_list(spec, players, rules, checker)
    unfinished: list[tuple[int, int]] = []
    try:
        for game_rules in rules_list:
            for seed in seed_list:
                if not checker.play_game(game_rules, seed):
                    if must_end:
                        checker.fail(
                            "game end", f"the game is not over after max_moves={max_moves} moves"
                        )
                    unfinished.append((game_rules.players, seed))
    except GameCheckError:
        raise
    except Exception as error:  # outside a `checking` block: the invariant being checked
        raise checker.escaped(error) from error
    return GameCheck(
        game=spec.id,
        games=checker.games,
        moves=checker.total_moves,
        positions=checker.positions,
        unfinished=tuple(unfinished),
        skipped=checker.skipped(),
        unchecked=_unchecked(spec),
    )


_UNCHECKED_HOOKS = (
    "card_type",
    "parse_card",
    "encoding_version",
    "encoding_blocks",
    "round_payoff",
    "narrator",
    "picture",
    "batch",
    "presentation",
    "batch_min_deals",
    "search_defaults",
    "ismcts_defaults",
)
"""The spec's hooks `check_game` never calls (their tools' own tests must)."""


def _unchecked(spec: GameSpec) -> tuple[str, ...]:
    """The hooks ``spec`` gives that `check_game` did not call, in `GameSpec`'s order."""
    return tuple(name for name in _UNCHECKED_HOOKS if getattr(spec, name) is not None)


def _listed(values: Iterable[Any], name: str) -> list[Any]:
    if isinstance(values, str | bytes) or not isinstance(values, Iterable):
        msg = f"check_game: {name} must be an iterable, got {quote(values)}"
        raise RulesError(msg)
    listed = list(values)
    if not listed:
        msg = f"check_game: {name} must not be empty"
        raise RulesError(msg)
    return listed


def _rules_list(
    spec: GameSpec, players: Iterable[int] | None, rules: Iterable[Any] | None, checker: _Checker
) -> list[Any]:
    if rules is not None:
        listed = _listed(rules, "rules")
        for given in listed:
            if not isinstance(given, spec.rules_type):
                msg = (
                    f"check_game: rules must be {spec.rules_type.__qualname__}s, got {quote(given)}"
                )
                raise RulesError(msg)
        return listed
    counts = spec.players if players is None else tuple(_listed(players, "players"))
    for count in counts:
        if count not in spec.players or type(count) is not int:
            msg = (
                f"check_game: {spec.title} is played by {', '.join(map(str, spec.players))} "
                f"players, got players {quote(count)}"
            )
            raise RulesError(msg)
    with checker.checking("types", "rules_type(players=n)"):
        return [spec.rules_type(players=count) for count in counts]
