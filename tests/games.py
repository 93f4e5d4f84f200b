"""The registry of games the generic tests run over: one adapter per game.

To add a game, write its adapter (rules strategy, deck, the position keys that
hold cards, every well-formed move) and append it to :data:`GAMES`; the
property suite, the stateful machines, the junk-input tests and the golden
replays (``tests/golden/<name>_*.json``) pick it up. A game whose hidden cards
are not just "the other hands and the stock" overrides :meth:`Game.hidden_from`
and :meth:`Game.rehide` in a subclass.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from hypothesis import strategies as st

from cardrules import veneno
from tests.strategies import veneno_rules


def _cards_in(value: Any) -> Iterator[str]:
    """Every string in a nested list."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _cards_in(item)


@dataclass(frozen=True, repr=False)
class Game:
    """What the generic tests need to know about one game.

    Attributes:
        name: the ``"game"`` of its positions.
        module: the game's package (``Rules``, ``State``, ``new_game``,
            ``parse_card``, ``parse_move``, ``build_deck``).
        rules: a strategy drawing its ``Rules``, kept to short matches.
        deck: the deck a ``Rules`` plays with.
        card_keys: the position (``to_dict``) keys that hold cards: a list of
            cards or a list of lists of cards.
        all_moves: every well-formed move for a ``Rules``, legal or not.
        move_bound: a number of moves within which a match must end.
    """

    name: str
    module: ModuleType
    rules: st.SearchStrategy[Any]
    deck: Callable[[Any], tuple[Any, ...]]
    card_keys: tuple[str, ...]
    all_moves: Callable[[Any], tuple[Any, ...]]
    move_bound: Callable[[Any], int]

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<game {self.name}>"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(repr(self))

    def new_game(self, rules: Any, seed: int) -> Any:
        return self.module.new_game(rules, seed)

    def from_dict(self, data: Any) -> Any:
        return self.module.State.from_dict(data)

    def card_census(self, state: Any) -> Counter[str]:
        """Every card in every place of ``state``, as notation strings."""
        d = state.to_dict()
        return Counter(c for key in self.card_keys for c in _cards_in(d[key]))

    def deck_census(self, rules: Any) -> Counter[str]:
        return Counter(str(card) for card in self.deck(rules))

    def hidden_from(self, d: dict[str, Any], seat: int) -> list[str]:
        """The cards ``seat`` cannot see: the other hands and the stock."""
        others = [c for i, hand in enumerate(d["hands"]) if i != seat for c in hand]
        return others + list(d["stock"])

    def rehide(self, d: dict[str, Any], seat: int, rnd: random.Random) -> dict[str, Any]:
        """``d`` with what ``seat`` cannot see dealt again, a new seed and generator.

        The other hands keep their sizes; their cards and the stock's are
        shuffled among themselves.
        """
        pool = self.hidden_from(d, seat)
        rnd.shuffle(pool)
        hands = []
        for i, hand in enumerate(d["hands"]):
            if i == seat:
                hands.append(list(hand))
            else:
                hands.append(pool[: len(hand)])
                del pool[: len(hand)]
        seed, rng = rnd.getrandbits(64), rnd.getrandbits(64)
        return {**d, "hands": hands, "stock": pool, "seed": seed, "rng": rng}


def _veneno_bound(rules: veneno.Rules) -> int:
    # Without V-12 a round adds at least 3 poison points in all (the piles
    # can keep at most 36 of the copas' 57), so some seat reaches the threshold
    # within ceil(threshold * players / 3) rounds of len(deck) moves; V-12 and
    # the reduced deck weaken that, so allow twice as many and then some.
    rounds = math.ceil(rules.loss_threshold * rules.players / 3)
    return len(rules.deck()) * (2 * rounds + 10)


VENENO = Game(
    name="veneno",
    module=veneno,
    rules=veneno_rules(max_threshold=12),
    deck=lambda rules: rules.deck(),
    card_keys=("hands", "piles", "taken", "stock"),
    all_moves=lambda _rules: tuple(
        veneno.Move(card, pile) for card in veneno.build_deck() for pile in range(veneno.PILES)
    ),
    move_bound=_veneno_bound,
)

GAMES: tuple[Game, ...] = (VENENO,)
"""Every registered game."""


def random_steps(
    game: Game, rules: Any, seed: int, move_seed: int, limit: int
) -> Iterator[tuple[Any, Any]]:
    """Play from ``new_game`` on, each move picked at random, ``limit`` moves at most.

    Yields ``(state, move)`` before ``move`` is played from ``state``, and last
    ``(final_state, None)``: the match is over or ``limit`` moves were played.
    """
    rnd = random.Random(move_seed)
    state = game.new_game(rules, seed)
    for _ in range(limit):
        if state.is_over:
            break
        move = rnd.choice(state.legal_moves())
        yield state, move
        state = state.play(move)
    yield state, None
