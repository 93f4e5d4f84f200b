"""The game-agnostic test suite: `check_game` plays a game and checks every promise tools rely on.

Every tool of cardrules (tournaments, bots, records, environments, pages)
treats a game through its `cardrules.games.GameSpec`, and counts on the same
promises from every game: states are values that never change, a seed and
the moves give the same game every time, a seat's view shows nothing hidden,
positions survive JSON and pickling, and the action space's mask is exactly
the legal moves. `check_game` plays seeded random games of a spec and checks
each promise at every position (the list is `INVARIANTS`). It raises
`GameCheckError`, an `AssertionError`, naming the broken invariant, the
rules, the seed and the moves that lead to the position where it broke.

It needs neither pytest nor hypothesis, so the repository of a game of your
own can call it from any test::

    from cardrules.testing import check_game

    def test_my_game_keeps_the_promises():
        check_game(MY_SPEC, seeds=range(5))

>>> from cardrules.games import find_game
>>> report = check_game(find_game("veneno"), seeds=[1], players=[2], every=10)
>>> report.games, report.unfinished, report.skipped
(1, (), ())
"""

from __future__ import annotations

import copy
import json
import math
import pickle
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import attrs

from cardrules._gamespec import GameSpec
from cardrules._quote import quote
from cardrules._random import below, check_seed, derive_seed
from cardrules.errors import IllegalMoveError, RulesError

__all__ = ["INVARIANTS", "GameCheck", "GameCheckError", "check_game"]

INVARIANTS: tuple[str, ...] = (
    "types",
    "card conservation",
    "no mutation",
    "replay determinism",
    "legal moves",
    "illegal moves",
    "seat check",
    "action space",
    "dict round trip",
    "views",
    "hidden information",
    "spectator view",
    "sampling",
    "pickling",
    "encoding",
    "greedy bot",
    "game end",
)
"""The names of the invariants `check_game` checks, as `GameCheckError.invariant` gives them.

* ``types``: ``new_game`` gives a ``state_type``, ``view`` a ``view_type``,
  legal moves are ``move_type`` instances and the rules a ``rules_type``.
* ``card conservation`` (needs the ``deck`` and ``cards_of`` hooks): every
  card of ``deck(rules)`` is in exactly one place of ``cards_of(state)``.
* ``no mutation``: nothing done with a state (viewing it, asking it,
  playing every legal move and some illegal ones from it) changes its
  ``to_dict()``, its hash or its equality to its own dict's rebuild, and no
  state of a game has changed when the game is over.
* ``replay determinism``: ``new_game(rules, seed)`` and the moves (given
  as notation) give equal states again, with equal hashes.
* ``legal moves``: ``legal_moves()`` is a tuple of distinct moves, the same
  on every call; each applies (by value and by notation), ``is_legal`` says
  so, ``why_illegal`` gives ``None``, notation round-trips through
  ``parse_move``; a state is over exactly when it has no legal move and no
  ``current_player``; then ``outcome`` is set and ``returns()`` sum to 0.
* ``illegal moves``: moves of the action space that are not legal raise
  `cardrules.errors.IllegalMoveError` (by value and by notation), and
  ``is_legal``/``why_illegal`` agree.
* ``seat check``: ``play(move, seat=k)`` refuses (``IllegalMoveError``)
  every seat but the one to play, plays for that one, and refuses a
  number that is no seat with a `cardrules.errors.RulesError`.
* ``action space``: every legal move is in ``action_space(rules)``, and its
  ``mask`` of a state (or of a seat's view) is True exactly at the legal
  moves (the seat's, when it is to play).
* ``dict round trip``: ``state_type.from_dict`` (and ``view_type.from_dict``)
  of the JSON text of ``to_dict()`` gives an equal value with an equal dict.
* ``views``: ``state.view(seat)`` agrees with the state on the rules, the
  seat to play, the outcome and the returns; its legal moves are the
  state's when its seat is to play, else none.
* ``hidden information``: no view's dict holds a ``seed`` or ``rng`` key, nor
  the state's seed or generator state as a value; a state sampled from a
  seat's view (hidden cards dealt again) gives the same view for that seat
  and the same spectator's view; and the samples do not always reproduce
  the hidden cards (needs sampling).
* ``spectator view``: ``state.view(None)`` has seat ``None``, no hand and no
  legal moves.
* ``sampling`` (needs ``sample_state`` or ``View.sample_state``): a sample is
  a ``state_type`` that survives its own dict round trip, the same for the
  same seed, with its cards conserved.
* ``pickling``: states, views, rules, moves and the action space survive
  ``pickle`` (every protocol, in turn), ``copy.copy`` and ``copy.deepcopy``
  equal, and an unpickled state plays on as the original.
* ``encoding`` (needs ``encode`` and ``observation_size``): a view's
  encoding is ``observation_size(rules)`` finite floats.
* ``greedy bot`` (needs ``greedy_bot``): its ``choose(view, legal_moves)``
  gives one of the legal moves and a bot.
* ``game end``: a game is over within ``max_moves`` random moves.
"""

_SECRET_FLOOR = 1 << 32
"""A view's dict may not hold the state's seed or generator state from this size on.

Smaller ints are counts and scores that would match a small seed by chance.
"""

_SHOWN_MOVES = 12
"""How many of the last moves a failure message lists."""


class GameCheckError(AssertionError):
    """A game broke one of the invariants `check_game` checks.

    Its message names the invariant, says what was wrong, and where: the
    rules, the game's seed and the moves played before the position
    (``check_game`` with the same arguments reaches it again).

    Attributes:
        invariant: the name of the broken invariant, one of `INVARIANTS`.
        game: the id of the game.
        seed: the seed of the game where it broke (``None`` before any game).
        moves: the moves played before the position, as notation.
    """

    def __init__(
        self,
        invariant: str,
        detail: str,
        *,
        game: str,
        rules: Any = None,
        seed: int | None = None,
        moves: tuple[str, ...] = (),
    ) -> None:
        """Build the error and its message from its parts."""
        where = ""
        if seed is not None:
            shown = " ".join(moves[-_SHOWN_MOVES:])
            more = "... " if len(moves) > _SHOWN_MOVES else ""
            where = (
                f" [rules {_rules_text(rules)}, seed {seed}, after {len(moves)} moves"
                + (f": {more}{shown}" if moves else "")
                + "]"
            )
        super().__init__(f"check_game({game}): {invariant}: {detail}{where}")
        self.invariant = invariant
        self.game = game
        self.seed = seed
        self.moves = moves


def _rules_text(rules: Any) -> str:
    to_dict = getattr(rules, "to_dict", None)
    try:
        return json.dumps(to_dict(), sort_keys=True) if to_dict else quote(rules)
    except Exception:
        return quote(rules)


@attrs.frozen
class GameCheck:
    """What `check_game` did: it returns this when every invariant held.

    Attributes:
        game: the id of the game checked.
        games: how many games were played.
        moves: how many moves were played in all.
        positions: how many positions had the full (deep) checks.
        unfinished: the ``(players, seed)`` of the games still going after
            ``max_moves`` moves (only with ``must_end=False``).
        skipped: the invariants not checked, each with why (a hook the spec
            does not give).
    """

    game: str
    games: int
    moves: int
    positions: int
    unfinished: tuple[tuple[int, int], ...]
    skipped: tuple[str, ...]


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
    rules_list = _rules_list(spec, players, rules)
    checker = _Checker(spec, max_moves=max_moves, every=every, illegal=illegal)
    unfinished: list[tuple[int, int]] = []
    for game_rules in rules_list:
        for seed in seed_list:
            if not checker.play_game(game_rules, seed):
                if must_end:
                    checker.fail(
                        "game end", f"the game is not over after max_moves={max_moves} moves"
                    )
                unfinished.append((game_rules.players, seed))
    return GameCheck(
        game=spec.id,
        games=checker.games,
        moves=checker.total_moves,
        positions=checker.positions,
        unfinished=tuple(unfinished),
        skipped=checker.skipped(),
    )


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
    spec: GameSpec, players: Iterable[int] | None, rules: Iterable[Any] | None
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
    return [spec.rules_type(players=count) for count in counts]


def _keys_anywhere(value: Any) -> Iterator[str]:
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield key
            yield from _keys_anywhere(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _keys_anywhere(item)


def _ints_anywhere(value: Any) -> Iterator[int]:
    if isinstance(value, Mapping):
        value = list(value.values())
    if isinstance(value, list | tuple):
        for item in value:
            yield from _ints_anywhere(item)
    elif isinstance(value, int) and not isinstance(value, bool):
        yield value
    elif isinstance(value, str) and value.isdigit() and len(value) < 40:
        yield int(value)


def _differing_keys(one: Any, other: Any) -> str:
    """For a message: the keys of the dicts (or the attrs fields) where two values differ."""
    try:
        a, b = one.to_dict(), other.to_dict()
        keys = [key for key in dict.fromkeys([*a, *b]) if a.get(key) != b.get(key)]
        if not keys and attrs.has(type(one)) and attrs.has(type(other)):
            names = [field.name for field in attrs.fields(type(one)) if field.eq]
            keys = [name for name in names if getattr(one, name) != getattr(other, name, None)]
    except Exception:
        return ""
    return f" (they differ in {', '.join(map(repr, keys))})" if keys else ""


class _Checker:
    """One `check_game` run: the spec, the game being played, and the failure messages."""

    def __init__(self, spec: GameSpec, *, max_moves: int, every: int, illegal: int) -> None:
        self.spec = spec
        self.max_moves = max_moves
        self.every = every
        self.illegal = illegal
        self.rules: Any = None
        self.seed: int | None = None
        self.moves: list[str] = []
        self.games = 0
        self.total_moves = 0
        self.positions = 0
        self.space: Any = None
        self.conserves = spec.deck is not None and spec.cards_of is not None
        self.samples = spec.sample_state is not None or hasattr(spec.view_type, "sample_state")
        self.encodes = spec.encode is not None and spec.observation_size is not None
        self.view_from_dict = callable(getattr(spec.view_type, "from_dict", None))
        self.hidden_moved = 0
        self.hidden_samples = 0

    # -- failures ----------------------------------------------------------------

    def fail(self, invariant: str, detail: str) -> None:
        raise GameCheckError(
            invariant,
            detail,
            game=self.spec.id,
            rules=self.rules,
            seed=self.seed,
            moves=tuple(self.moves),
        )

    def expect(self, ok: object, invariant: str, detail: str) -> None:
        if not ok:
            self.fail(invariant, detail)

    @contextmanager
    def checking(self, invariant: str, what: str) -> Iterator[None]:
        """Turn anything the game raises inside into a failure of ``invariant``."""
        try:
            yield
        except GameCheckError:
            raise
        except Exception as error:
            raise GameCheckError(
                invariant,
                f"{what} raised {type(error).__name__}: {error}",
                game=self.spec.id,
                rules=self.rules,
                seed=self.seed,
                moves=tuple(self.moves),
            ) from error

    def skipped(self) -> tuple[str, ...]:
        out = []
        if not self.conserves:
            out.append("card conservation: the spec has no deck and cards_of hooks")
        if not self.samples:
            out.append("sampling: the spec has no sample_state and its View no sample_state")
            out.append("hidden information (re-dealt hidden cards): no sampler")
        if not self.view_from_dict:
            out.append("dict round trip of views: the View has no from_dict")
        if not self.encodes:
            out.append("encoding: the spec has no encode and observation_size hooks")
        if self.spec.greedy_bot is None:
            out.append("greedy bot: the spec has no greedy_bot hook")
        return tuple(out)

    # -- a game ------------------------------------------------------------------

    def play_game(self, rules: Any, seed: int) -> bool:
        """Play one game with every check; whether it ended within ``max_moves``."""
        spec = self.spec
        self.rules, self.seed, self.moves = rules, seed, []
        self.games += 1
        with self.checking("action space", "action_space(rules)"):
            self.space = spec.action_space(rules)
        with self.checking("types", "new_game(rules, seed)"):
            state = spec.new_game(rules, seed)
        if not (isinstance(state, spec.state_type)):
            self.fail(
                "types",
                f"new_game gave a {type(state).__qualname__}, not a {spec.state_type.__qualname__}",
            )
        self.expect(
            state.rules == rules, "types", "new_game's state has other rules than it was given"
        )
        states: list[Any] = []
        kept: list[tuple[int, str]] = []
        chooser = derive_seed(seed, "check.moves")
        while True:
            states.append(state)
            deep = len(self.moves) % self.every == 0
            self.check_position(state, deep=deep)
            if deep:
                kept.append((len(states) - 1, json.dumps(state.to_dict(), sort_keys=True)))
            if state.is_over or len(self.moves) >= self.max_moves:
                break
            legal = state.legal_moves()
            pick, chooser = below(chooser, len(legal))
            move = legal[pick]
            with self.checking("legal moves", f"play({move})"):
                state = state.play(move)
            self.moves.append(str(move))
            self.total_moves += 1
        if not deep:
            self.check_position(state, deep=True)
        self.check_replay(states, seed)
        for at, text in kept:
            now = json.dumps(states[at].to_dict(), sort_keys=True)
            self.expect(
                now == text,
                "no mutation",
                f"the position after {at} moves changed while the game went on",
            )
        return bool(state.is_over)

    def check_replay(self, states: list[Any], seed: int) -> None:
        spec = self.spec
        played, self.moves = self.moves, []
        with self.checking("replay determinism", "new_game(rules, seed) again"):
            again = spec.new_game(self.rules, seed)
        for at, expected in enumerate(states):
            if not (again == expected and hash(again) == hash(expected)):
                self.fail(
                    "replay determinism",
                    "the same seed and moves gave another state" + _differing_keys(again, expected),
                )
            if at < len(played):
                with self.checking("replay determinism", f"play({played[at]!r}) again"):
                    again = again.play(played[at])
                self.moves.append(played[at])
        self.moves = played

    # -- one position ------------------------------------------------------------

    def check_position(self, state: Any, *, deep: bool) -> None:
        spec = self.spec
        with self.checking("legal moves", "legal_moves()"):
            legal = state.legal_moves()
            again = state.legal_moves()
        self.expect(isinstance(legal, tuple), "legal moves", "legal_moves() is not a tuple")
        self.expect(again == legal, "legal moves", "two calls of legal_moves() differ")
        if len(set(legal)) != len(legal):
            self.fail("legal moves", f"repeated moves in {legal}")
        for move in legal:
            if not (isinstance(move, spec.move_type)):
                self.fail("types", f"legal move {move!r} is not a {spec.move_type.__qualname__}")
        self.check_end(state, legal)
        if self.conserves:
            self.check_cards(state, "the state")
        self.check_mask(state, legal)
        if deep:
            self.positions += 1
            self.check_deep(state, legal)

    def check_end(self, state: Any, legal: tuple[Any, ...]) -> None:
        over = state.is_over
        players = self.rules.players
        if not (bool(over) == (not legal) == (state.current_player is None)):
            self.fail(
                "legal moves",
                f"is_over {over!r}, current_player {state.current_player!r} and "
                f"{len(legal)} legal moves do not agree",
            )
        with self.checking("legal moves", "returns()"):
            returns = state.returns()
        self.expect(len(returns) == players, "legal moves", f"returns() has {len(returns)} values")
        if over:
            outcome = state.outcome
            self.expect(outcome is not None, "legal moves", "a game over has no outcome")
            self.expect(
                abs(sum(returns)) < 1e-9, "legal moves", f"the returns {returns} do not sum to 0"
            )
            winners = tuple(outcome.winners)
            self.expect(
                winners and set(winners) <= set(range(players)),
                "legal moves",
                f"the winners {winners} are not seats",
            )
        else:
            self.expect(state.outcome is None, "legal moves", "a game going on has an outcome")
            self.expect(
                all(r == 0.0 for r in returns), "legal moves", "returns() before the end are not 0"
            )

    def check_cards(self, state: Any, what: str) -> None:
        spec = self.spec
        with self.checking("card conservation", "deck(rules) or cards_of(state)"):
            deck = Counter(spec.deck(state.rules))  # type: ignore[misc]
            places = spec.cards_of(state)  # type: ignore[misc]
            where: dict[Any, list[str]] = {}
            for place, cards in places.items():
                for card in cards:
                    where.setdefault(card, []).append(str(place))
        for card, found in where.items():
            want = deck.get(card, 0)
            if len(found) > want:
                if want == 0:
                    self.fail("card conservation", f"{what} holds {card}, which is not in the deck")
                self.fail(
                    "card conservation",
                    f"{card} is in {len(found)} places of {what} ({', '.join(found)}); "
                    f"the deck has {want}",
                )
        for card, want in deck.items():
            have = len(where.get(card, ()))
            if have < want:
                self.fail(
                    "card conservation",
                    f"{card} is lost: the deck has {want}, {what} holds {have}",
                )

    def check_mask(self, position: Any, legal: tuple[Any, ...]) -> None:
        space = self.space
        for move in legal:
            if move not in space:
                self.fail("action space", f"the legal move {move} is not in action_space(rules)")
        with self.checking("action space", "mask"):
            mask = space.mask(position)
        wanted = set(legal)
        expected = tuple(move in wanted for move in space)
        if tuple(mask) != expected:
            self.fail(
                "action space",
                "the mask is not the legal moves: "
                + ", ".join(
                    f"{space[i]} is {'masked in' if got else 'masked out'}"
                    for i, (got, want) in enumerate(zip(mask, expected, strict=False))
                    if got != want
                )[:300],
            )

    # -- deep checks -------------------------------------------------------------

    def check_deep(self, state: Any, legal: tuple[Any, ...]) -> None:
        spec = self.spec
        with self.checking("dict round trip", "to_dict()"):
            before = state.to_dict()
        with self.checking("no mutation", "hash(state)"):
            digest = hash(state)
        with self.checking("dict round trip", "state_type.from_dict(state.to_dict())"):
            twin = spec.state_type.from_dict(json.loads(json.dumps(before)))
        if not (twin == state and hash(twin) == digest and twin.to_dict() == before):
            self.fail(
                "dict round trip",
                "from_dict(to_dict()) is not the state" + _differing_keys(twin, state),
            )
        self.check_views(state, legal)
        self.check_legal(state, legal)
        self.check_illegal(state, legal)
        self.check_seats(state, legal)
        self.check_pickling(state, legal)
        if spec.greedy_bot is not None and legal:
            self.check_bot(state, legal)
        with self.checking("no mutation", "to_dict() after the checks"):
            after = state.to_dict()
        if after != before:
            self.fail(
                "no mutation",
                "viewing, asking and playing from the state changed it"
                + "".join(
                    f"; {key!r} was {quote(before.get(key))}, is {quote(after.get(key))}"
                    for key in dict.fromkeys([*before, *after])
                    if before.get(key) != after.get(key)
                ),
            )
        self.expect(hash(state) == digest, "no mutation", "the state's hash changed")
        self.expect(
            state == twin, "no mutation", "the state is no longer equal to its dict's rebuild"
        )

    def check_legal(self, state: Any, legal: tuple[Any, ...]) -> None:
        spec = self.spec
        before, digest = state.to_dict(), hash(state)
        for at, move in enumerate(legal):
            text = str(move)
            with self.checking("legal moves", f"the legal move {text}"):
                after = state.play(move)
            if hash(state) != digest or (at == 0 and state.to_dict() != before):
                self.fail("no mutation", f"play({text}) changed the state it was played from")
            with self.checking("legal moves", f"the legal move {text}"):
                by_text = state.play(text)
                parsed = spec.parse_move(text)
                ok, why = state.is_legal(move), state.why_illegal(move)
            self.expect(
                isinstance(after, spec.state_type),
                "types",
                f"play({text}) gave a {type(after).__qualname__}",
            )
            self.expect(
                by_text == after, "legal moves", f"play({text!r}) and play of the move differ"
            )
            self.expect(parsed == move, "legal moves", f"parse_move({text!r}) is not {text}")
            self.expect(ok is True, "legal moves", f"is_legal({text}) is not True")
            self.expect(why is None, "legal moves", f"why_illegal({text}) is {why!r}")
            if self.conserves:
                self.check_cards(after, f"the state after {text}")

    def check_illegal(self, state: Any, legal: tuple[Any, ...]) -> None:
        if not self.illegal:
            return
        wanted = set(legal)
        others = [move for move in self.space if move not in wanted]
        rng = derive_seed(self.seed or 0, "check.illegal", len(self.moves))
        for _ in range(min(self.illegal, len(others))):
            pick, rng = below(rng, len(others))
            move = others.pop(pick)
            for given in (move, str(move)):
                with self.checking("illegal moves", f"is_legal/why_illegal({move})"):
                    ok, why = state.is_legal(given), state.why_illegal(given)
                self.expect(ok is False, "illegal moves", f"is_legal({given!r}) is {ok!r}")
                self.expect(
                    isinstance(why, str) and why,
                    "illegal moves",
                    f"why_illegal({given!r}) gives {why!r}, not a reason",
                )
                try:
                    state.play(given)
                except IllegalMoveError:
                    pass
                except Exception as error:
                    self.fail(
                        "illegal moves",
                        f"play({given!r}) of a move not legal raised {type(error).__name__}: "
                        f"{error}, not an IllegalMoveError",
                    )
                else:
                    self.fail(
                        "illegal moves",
                        f"play({given!r}) of a move not among the legal ones was played",
                    )

    def check_seats(self, state: Any, legal: tuple[Any, ...]) -> None:
        players = self.rules.players
        to_play = state.current_player
        move = legal[0] if legal else self.space[0]
        for seat in range(players):
            if seat == to_play:
                with self.checking("seat check", f"play({move}, seat={seat}) by the seat to play"):
                    self.expect(
                        state.play(move, seat=seat) == state.play(move),
                        "seat check",
                        f"play({move}, seat={seat}) differs from play({move})",
                    )
                continue
            try:
                state.play(move, seat=seat)
            except IllegalMoveError:
                continue
            except Exception as error:
                self.fail(
                    "seat check",
                    f"play({move}, seat={seat}) raised {type(error).__name__}: {error}, "
                    "not an IllegalMoveError",
                )
            whose = "the game is over" if to_play is None else f"seat {to_play} is to play"
            self.fail("seat check", f"play({move}, seat={seat}) was played, but {whose}")
        for bad in (players, -1):
            try:
                state.play(move, seat=bad)
            except RulesError:
                continue
            except Exception as error:
                self.fail(
                    "seat check",
                    f"play({move}, seat={bad}) raised {type(error).__name__}, not a RulesError",
                )
            self.fail("seat check", f"play({move}, seat={bad}) (no such seat) was played")

    def check_views(self, state: Any, legal: tuple[Any, ...]) -> None:
        spec = self.spec
        players = self.rules.players
        to_play = state.current_player
        secrets = self.secrets(state)
        with self.checking("spectator view", "view(None)"):
            spectator = state.view(None)
        views: list[tuple[int | None, Any, Any]] = []
        for seat in (None, *range(players)):
            invariant = "spectator view" if seat is None else "views"
            with self.checking(invariant, f"view({seat})"):
                view = spectator if seat is None else state.view(seat)
                shown = view.to_dict()
            if not (isinstance(view, spec.view_type)):
                self.fail("types", f"view({seat}) is a {type(view).__qualname__}")
            self.expect(view.seat == seat, invariant, f"view({seat}).seat is {view.seat!r}")
            self.expect(
                view.rules == state.rules
                and view.current_player == to_play
                and bool(view.is_over) == bool(state.is_over)
                and view.outcome == state.outcome
                and tuple(view.returns()) == tuple(state.returns()),
                invariant,
                f"view({seat}) does not agree with the state on the rules, the seat to play, "
                "the outcome or the returns",
            )
            mine = legal if seat is not None and seat == to_play else ()
            if tuple(view.legal_moves()) != mine:
                self.fail(
                    invariant,
                    f"view({seat}).legal_moves() is {view.legal_moves()}, expected {mine}",
                )
            self.check_mask(view, mine)
            if seat is None:
                hand = getattr(view, "hand", None)
                self.expect(not hand, "spectator view", f"view(None) shows the hand {hand!r}")
            self.check_secrets(shown, seat, secrets)
            if self.samples and seat is not None:
                self.check_sample(state, view, seat, spectator)
            views.append((seat, view, shown))
        for seat, view, shown in views:  # after the leaks: a leaking view may round-trip badly
            self.check_view_dict(view, shown, seat)
            if self.encodes and seat is not None:
                self.check_encoding(view, seat)

    def secrets(self, state: Any) -> set[int]:
        found = set()
        try:
            d = state.to_dict()
        except Exception:
            d = {}
        for key in ("seed", "rng"):
            for value in (d.get(key), getattr(state, key, None)):
                if isinstance(value, bool) or not isinstance(value, int):
                    continue
                if abs(value) >= _SECRET_FLOOR:
                    found.add(value)
        return found

    def check_secrets(self, shown: Any, seat: int | None, secrets: set[int]) -> None:
        leaked = {"seed", "rng"} & set(_keys_anywhere(shown))
        self.expect(
            not leaked,
            "hidden information",
            f"view({seat}).to_dict() holds the key(s) {', '.join(sorted(leaked))}",
        )
        numbers = secrets & set(_ints_anywhere(shown))
        self.expect(
            not numbers,
            "hidden information",
            f"view({seat}).to_dict() holds the state's seed or generator state {sorted(numbers)}",
        )

    def check_view_dict(self, view: Any, shown: Any, seat: int | None) -> None:
        spec = self.spec
        with self.checking("dict round trip", f"the JSON text of view({seat}).to_dict()"):
            text = json.dumps(shown)
        if self.view_from_dict:
            with self.checking("dict round trip", f"view_type.from_dict(view({seat}).to_dict())"):
                again = spec.view_type.from_dict(json.loads(text))
            if not (again == view and again.to_dict() == shown):
                self.fail(
                    "dict round trip",
                    f"View.from_dict(view({seat}).to_dict()) is not the view"
                    + _differing_keys(again, view),
                )

    def check_encoding(self, view: Any, seat: int) -> None:
        spec = self.spec
        with self.checking("encoding", f"encode(view({seat}))"):
            code = spec.encode(view)  # type: ignore[misc]
            size = spec.observation_size(self.rules)  # type: ignore[misc]
        self.expect(
            len(code) == size,
            "encoding",
            f"encode(view({seat})) has {len(code)} values; observation_size(rules) is {size}",
        )
        self.expect(
            all(isinstance(x, float) and math.isfinite(x) for x in code),
            "encoding",
            f"encode(view({seat})) holds values that are not finite floats",
        )

    def check_sample(self, state: Any, view: Any, seat: int, spectator: Any) -> None:
        spec = self.spec
        seed = derive_seed(self.seed or 0, "check.sample", len(self.moves) * 64 + seat)
        with self.checking("sampling", f"sample_state(view({seat}), {seed})"):
            sample = spec.sample(view, seed)
            twice = spec.sample(view, seed)
        self.expect(
            isinstance(sample, spec.state_type),
            "sampling",
            f"a sample of view({seat}) is a {type(sample).__qualname__}",
        )
        self.expect(sample == twice, "sampling", "two samples with the same seed differ")
        with self.checking("sampling", f"the view of a sample of view({seat})"):
            seen, public = sample.view(seat), sample.view(None)
        if seen != view:
            self.fail(
                "hidden information",
                f"the view of seat {seat} changed when its hidden cards were dealt again "
                "(sample_state): the view shows something hidden, or the sample breaks it"
                + _differing_keys(seen, view),
            )
        if public != spectator:
            self.fail(
                "hidden information",
                f"the spectator's view changed when the cards hidden from seat {seat} were "
                "dealt again (sample_state): it shows something hidden"
                + _differing_keys(public, spectator),
            )
        with self.checking("sampling", f"from_dict of a sample of view({seat})"):
            again = spec.state_type.from_dict(json.loads(json.dumps(sample.to_dict())))
        self.expect(again == sample, "sampling", "a sample does not survive its dict round trip")
        if self.conserves:
            self.check_cards(sample, f"a sample of view({seat})")
            self.hidden_samples += 1
            moved = dict(spec.cards_of(sample)) != dict(spec.cards_of(state))  # type: ignore[misc]
            self.hidden_moved += moved
            if self.hidden_samples >= 50 and not self.hidden_moved:
                self.fail(
                    "hidden information",
                    "50 samples of views all hold the hidden cards exactly where the state "
                    "has them: the views carry the hidden cards",
                )

    def check_pickling(self, state: Any, legal: tuple[Any, ...]) -> None:
        seat = state.current_player if state.current_player is not None else 0
        protocol = len(self.moves) % (pickle.HIGHEST_PROTOCOL + 1)
        values = [("the state", state), ("a view", state.view(seat)), ("the rules", self.rules)]
        if legal:
            values.append(("a move", legal[0]))
        if len(self.moves) % 16 == 0:
            values.append(("the action space", self.space))
        for what, value in values:
            with self.checking("pickling", f"pickling {what} (protocol {protocol})"):
                copies = [
                    pickle.loads(pickle.dumps(value, protocol)),
                    copy.copy(value),
                    copy.deepcopy(value),
                ]
            for again in copies:
                if not (
                    type(again) is type(value) and again == value and hash(again) == hash(value)
                ):
                    self.fail(
                        "pickling",
                        f"{what} is not equal after pickle (protocol {protocol}) or copy"
                        + _differing_keys(again, value),
                    )
        if legal:
            loaded = pickle.loads(pickle.dumps(state, protocol))
            with self.checking("pickling", "playing an unpickled state"):
                same = loaded.legal_moves() == legal and loaded.play(legal[0]) == state.play(
                    legal[0]
                )
            self.expect(same, "pickling", "an unpickled state does not play as the original")

    def check_bot(self, state: Any, legal: tuple[Any, ...]) -> None:
        seat = state.current_player
        with self.checking("greedy bot", "greedy_bot().choose(view, legal_moves)"):
            bot = self.spec.greedy_bot()  # type: ignore[misc]
            chosen = bot.choose(state.view(seat), legal)
        self.expect(
            isinstance(chosen, tuple) and len(chosen) == 2,
            "greedy bot",
            f"choose gave {quote(chosen)}, not (move, bot)",
        )
        self.expect(
            chosen[0] in legal, "greedy bot", f"choose gave {quote(chosen[0])}, not a legal move"
        )
