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
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from hypothesis import strategies as st

from cardrules import chupate, veneno
from tests.strategies import chupate_rules, veneno_rules


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

    def view_cards(self, shown: dict[str, Any]) -> dict[str, Any]:
        """The part of a view's dict whose cards must be exactly the public ones.

        ``last_round`` is left out: it records a finished round's cards, which
        have been dealt again since; so is ``legal_moves``, the moves of the
        seat's own hand, whose notation repeats its cards.
        """
        return {
            key: value for key, value in shown.items() if key not in ("last_round", "legal_moves")
        }


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


class ChupateGame(Game):
    """Chúpate 2 hides the card just drawn, and some positions tie hidden hands to public data."""

    def rehide(self, d: dict[str, Any], seat: int, rnd: random.Random) -> dict[str, Any]:
        """Deal the hidden cards again, keeping the position one that ``from_dict`` accepts.

        Three things tie hidden cards to what ``seat`` sees, so the plain
        re-deal would give an impossible (or a different-looking) position:

        * phase ``drawn``: ``drawn_card`` must be the last card of the current
          hand (C-7). When that hand is hidden, the re-dealt hand's new last
          card becomes ``drawn_card`` (the view of ``seat`` does not show it).
        * phase ``wild4`` with ``allow_bluffs=False``: the seat that played the
          wild draw-four holds no card of ``challenge_color`` (C-12), so a
          re-deal could make the position impossible. That hand keeps its
          cards (only their order is shuffled); it is still hidden, and the
          other hidden cards still move.
        * phase ``over``: the final hands are public in ``last_round`` (and a
          single round's ``scores`` are their points, C-15), so every hand
          stays as it is; only the stock is dealt again.
        """
        players = len(d["hands"])
        shuffled: set[int] = set()  # hands that keep their cards in another order
        if d["phase"] == "wild4" and d["rules"].get("allow_bluffs", True) is False:
            shuffled.add((d["current_player"] + (1 if d["direction"] == "ccw" else -1)) % players)
        kept = set(range(players)) if d["phase"] == "over" else shuffled - {seat}
        moved = {**d, "hands": [[] if i in kept else hand for i, hand in enumerate(d["hands"])]}
        out = super().rehide(moved, seat, rnd)
        for i in kept:
            hand = d["hands"][i]
            out["hands"][i] = rnd.sample(hand, len(hand)) if i in shuffled else list(hand)
        current = d["current_player"]
        if d["phase"] == "drawn" and current != seat:
            out["drawn_card"] = out["hands"][current][-1]
        return out

    def view_cards(self, shown: dict[str, Any]) -> dict[str, Any]:
        """The view without ``drawn_card``, which repeats the last card of the own hand."""
        drawn = shown["drawn_card"]
        if drawn is not None:
            assert shown["current_player"] == shown["seat"]
            assert drawn == shown["hand"][-1]
        return {
            key: value for key, value in super().view_cards(shown).items() if key != "drawn_card"
        }


def _chupate_moves(_rules: chupate.Rules) -> tuple[chupate.Move, ...]:
    """Every well-formed Chúpate 2 move: each card (a wild once per color) and the words."""
    texts = {"draw", "pass", "take", "challenge", *(f"color:{c}" for c in "RBGY")}
    for card in chupate.build_deck():
        texts.update([f"{card}:{c}" for c in "RBGY"] if card.is_wild else [str(card)])
    return tuple(chupate.parse_move(text) for text in sorted(texts))


def _chupate_bound(rules: chupate.Rules) -> int:
    # Random play never has to end a round (draw is always legal), so this is
    # a bound in probability: over 2000 random rounds (2 and 6 players) the
    # length had mean ~1400, 99th percentile ~6300, maximum ~12300, an
    # exponential tail, so 40000 moves per round is missed with odds of about
    # e^-27. A round scores at least 1 unless every opponent holds only zeros,
    # so a points game takes at most about `target` rounds.
    return 40_000 * (1 if rules.target is None else rules.target + 1)


CHUPATE = ChupateGame(
    name="chupate2",
    module=chupate,
    rules=chupate_rules(max_target=60),
    deck=lambda rules: rules.deck(),
    card_keys=("hands", "discard", "stock"),
    all_moves=_chupate_moves,
    move_bound=_chupate_bound,
)

GAMES: tuple[Game, ...] = (VENENO, CHUPATE)
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


def picked_steps(
    game: Game, rules: Any, seed: int, picks: Iterable[int]
) -> Iterator[tuple[Any, Any]]:
    """Play from ``new_game`` on, move ``i`` being ``legal[picks[i] % len(legal)]``.

    Like :func:`random_steps`, but the moves come from ``picks`` (drawn by
    hypothesis with ``tests.strategies.move_picks``, so a failure shrinks to a
    short game). Yields ``(state, move)`` before ``move`` is played from
    ``state``, and last ``(final_state, None)``: the match is over or the picks
    ran out.
    """
    state = game.new_game(rules, seed)
    for pick in picks:
        if state.is_over:
            break
        legal = state.legal_moves()
        move = legal[pick % len(legal)]
        yield state, move
        state = state.play(move)
    yield state, None
