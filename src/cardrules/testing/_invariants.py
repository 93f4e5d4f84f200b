"""What `check_game` checks and reports: `INVARIANTS`, `GameCheckError` and `GameCheck`."""

from __future__ import annotations

import json
from typing import Any

import attrs

from cardrules._quote import quote

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
        unchecked: the hooks the spec gives that `check_game` does not call
            (``narrator``, ``picture``, ``round_payoff``, ``batch``...): the
            tools that use them, and their own tests, check them.
    """

    game: str
    games: int
    moves: int
    positions: int
    unfinished: tuple[tuple[int, int], ...]
    skipped: tuple[str, ...]
    unchecked: tuple[str, ...] = ()


# The public path, as before the suite became a package: tracebacks, pickles and
# reprs of these classes name `cardrules.testing`.
GameCheckError.__module__ = GameCheck.__module__ = "cardrules.testing"
