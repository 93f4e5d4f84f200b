"""What every part of a `check_game` run shares: the game being played, failures, two checks.

The run's state and its failure messages (`_CheckerBase`), the checks of
card conservation and of the action space's mask that the others call, and
helpers that look inside values.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import attrs

from cardrules.games import GameSpec
from cardrules.testing._invariants import GameCheckError


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


class _CheckerBase:
    """One `check_game` run: the spec, the game being played, and the failure messages.

    `cardrules.testing._checker._Checker` is this with every check.
    """

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
        self.samples = spec.sample_state is not None or callable(
            getattr(spec.view_type, "sample_state", None)
        )
        self.encodes = spec.encode is not None and spec.observation_size is not None
        self.view_from_dict = callable(getattr(spec.view_type, "from_dict", None))
        self.hidden_moved = 0
        self.hidden_samples = 0
        self.stage: tuple[str, str] = ("types", "the spec's classes")
        """The invariant being checked and the call being made, for a failure that escapes."""

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

    def at(self, invariant: str, what: str) -> None:
        """Note the invariant being checked and the call (for a failure outside `checking`)."""
        self.stage = (invariant, what)

    def escaped(self, error: Exception) -> GameCheckError:
        """The failure of the invariant being checked when the game raised ``error``."""
        invariant, what = self.stage
        return GameCheckError(
            invariant,
            f"checking {what}, the game raised {type(error).__name__}: {str(error)[:200]} "
            "(its classes or hooks do not behave as its GameSpec says)",
            game=self.spec.id,
            rules=self.rules,
            seed=self.seed,
            moves=tuple(self.moves),
        )

    @contextmanager
    def checking(self, invariant: str, what: str) -> Iterator[None]:
        """Turn anything the game raises inside into a failure of ``invariant``."""
        self.stage = (invariant, what)
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

    def check_cards(self, state: Any, what: str) -> None:
        outer = self.stage
        self.at("card conservation", "deck(rules) and cards_of(state)")
        self._check_cards(state, what)
        self.stage = outer

    def _check_cards(self, state: Any, what: str) -> None:
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
        outer = self.stage
        self.at("action space", "action_space(rules)")
        self._check_mask(position, legal)
        self.stage = outer

    def _check_mask(self, position: Any, legal: tuple[Any, ...]) -> None:
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
