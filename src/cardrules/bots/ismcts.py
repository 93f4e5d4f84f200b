"""Information-set Monte Carlo tree search: a bot that guesses the hidden cards and looks ahead.

`ISMCTSBot` is single-observer ISMCTS (Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012). Each
iteration

1. *determinizes*: draws a full position from the bot's view with
   ``view.sample_state(seed)`` (uniform over the deals the seat cannot rule
   out; it never sees the true hidden cards), or with ``sampler``;
2. *selects*: walks one tree whose nodes are the sequences of moves from the
   root (every seat's moves, which all seats see), choosing among the children
   legal in this determinization by UCB1 with *availability counts*: a child's
   exploration term uses how often it was available rather than the parent's
   visits, since a move is legal only in some determinizations;
3. *expands* one untried legal move, chosen at random;
4. *rolls out* to the end of the game (or the round, see ``horizon``) with a
   rollout policy, at most ``max_rollout_moves`` moves (a rollout cut short
   is scored by ``evaluate``);
5. *backs up* the payoff: each node adds the reward of the seat that made its
   move, so opponents are modelled as playing for themselves (teams as a
   team, through ``returns()``).

The move played is the root's most visited legal move (ties: the earliest in
``legal_moves``). The same code plays both games through the shared game
surface: ``view.sample_state``, ``legal_moves``, ``play``, ``returns``.
"""

from __future__ import annotations

import math
import numbers
import time
from collections.abc import Sequence
from typing import Any, Literal

import attrs

from cardrules._quote import quote
from cardrules._random import below, check_seed, next_u64
from cardrules._validate import check_legal_moves
from cardrules.errors import RulesError
from cardrules.games import game_of

__all__ = ["DEFAULT_ITERATIONS", "DEFAULT_MAX_ROLLOUT_MOVES", "ISMCTSBot"]

DEFAULT_ITERATIONS = 1000
"""Iterations per move when neither ``iterations`` nor ``seconds`` is given."""

DEFAULT_MAX_ROLLOUT_MOVES = 400
"""Moves a rollout may play before it stops and scores 0 for every seat."""

Horizon = Literal["game", "round"]


class _Node:
    """One node of the search tree: the move that led here and its statistics."""

    __slots__ = ("available", "children", "move", "seat", "total", "visits")

    def __init__(self, move: Any, seat: int) -> None:
        self.move = move
        self.seat = seat  # who played ``move``: the node's rewards are theirs
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.children: dict[Any, _Node] = {}


def _positive_int_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        msg = f"ISMCTSBot: {attribute.name} must be a positive int or None, got {quote(value)}"
        raise RulesError(msg)


def _finite(value: object) -> bool:
    """Whether ``value`` is a finite int or float (not a bool, nan or infinity)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return isinstance(value, int) or math.isfinite(value)


def _positive_number_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not _finite(value) or not value > 0:  # type: ignore[operator]
        msg = (
            f"ISMCTSBot: {attribute.name} must be a finite positive number or None, "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _exploration(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not _finite(value) or not value >= 0:  # type: ignore[operator]
        msg = f"ISMCTSBot: {attribute.name} must be a finite number >= 0, got {quote(value)}"
        raise RulesError(msg)


def _horizon(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, str) or value not in ("game", "round"):
        msg = f"ISMCTSBot: horizon must be 'game' or 'round', got {quote(value)}"
        raise RulesError(msg)


def _bot_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not callable(getattr(value, "choose", None)):
        msg = (
            f"ISMCTSBot: {attribute.name} must be a bot (with choose(view, legal_moves)) "
            f"or None, got {quote(value)}"
        )
        raise RulesError(msg)


def _callable_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not callable(value):
        msg = f"ISMCTSBot: {attribute.name} must be a function or None, got {quote(value)}"
        raise RulesError(msg)


def _seed(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    check_seed(value)


def _round_returns(state: Any) -> tuple[float, ...]:
    """The payoff of the round just finished (``ISMCTSBot.horizon``): the spec's round_payoff."""
    payoff = game_of(state).needs("round_payoff", "ISMCTSBot(horizon='round')")
    return tuple(payoff(state))


def _checked_sample(state: Any) -> Any:
    """A sampler's result, if it looks like a game state (else a RulesError)."""
    if (
        not callable(getattr(state, "legal_moves", None))
        or not callable(getattr(state, "play", None))
        or not hasattr(state, "current_player")
    ):
        msg = f"ISMCTSBot: sampler must return a game state, got {quote(state)}"
        raise RulesError(msg)
    return state


def _checked_payoffs(payoffs: object, state: Any) -> tuple[float, ...]:
    """``evaluate``'s result as a tuple of one finite number per seat (else a RulesError)."""
    players = state.rules.players
    values: tuple[Any, ...] | None = None
    if not isinstance(payoffs, str | bytes):
        try:
            values = tuple(payoffs)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            values = None
    if (
        values is None
        or len(values) != players
        or not all(
            isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(value)
            for value in values
        )
    ):
        msg = (
            f"ISMCTSBot: evaluate must return one finite payoff per seat ({players}), "
            f"got {quote(payoffs)}"
        )
        raise RulesError(msg)
    return tuple(float(value) for value in values)


@attrs.frozen
class ISMCTSBot:
    """A bot that searches: single-observer ISMCTS over samples of the hidden cards.

    It plays any cardrules game. Like every bot it is a frozen value:
    `choose` returns the move and the bot with its generator advanced, so a
    game between bots is reproducible, unless ``seconds`` is set (then how
    many iterations fit depends on the machine and its load).

    Attributes:
        iterations: iterations (samples) per move; ``None`` with ``seconds``
            set means "as many as fit". Default: `DEFAULT_ITERATIONS` when
            ``seconds`` is not set either.
        seed: the bot's generator state, an int in ``0..2**64-1``; every
            random choice (the samples, expansions, random rollouts) comes
            from it, never from the game's generator.
        seconds: a time budget per move, or ``None``. With both limits the
            search stops at the first reached. Not reproducible.
        exploration: the UCB constant ``c`` in ``mean + c * sqrt(ln(available) / visits)``;
            payoffs lie in ``[-1, 1]``.
        rollout: the rollout policy: ``None`` for uniformly random legal
            moves, or any bot (``choose(view, legal_moves)``), such as
            `ChupateGreedyBot`; it sees each seat's view in turn.
        max_rollout_moves: the longest rollout; one cut short scores 0 for
            every seat (like ``returns()`` of an unfinished game), or what
            ``evaluate`` says.
        horizon: ``"game"``: a rollout plays to the end of the game and scores
            ``returns()``; ``"round"``: it stops at the end of the current
            round and scores that round: in Chúpate 2 the round winner's side
            wins (as ``returns()`` of a one-round game); in Veneno each seat
            scores the others' mean poison points of the round minus its own,
            divided by the number of copas in the deck (zero-sum, within
            ``[-1, 1]``).
        bias: progressive bias toward the rollout policy's move (Chaslot et
            al., 2008): at every tree node the move the ``rollout`` bot would
            play is expanded first and gets ``bias / (visits + 1)`` added to
            its score, so a small budget plays like the policy and a larger one
            overrules it where the search finds better. 0 (the default) or no
            ``rollout`` bot: no bias.
        evaluate: how to score a rollout cut short at ``max_rollout_moves``:
            ``None`` (the default) scores 0 for every seat; else a function
            ``evaluate(state) -> payoffs``, one per seat in ``[-1, 1]`` (like
            ``returns()``), such as `chupate_hand_value`. A short
            ``max_rollout_moves`` with a good evaluation gives more
            iterations, each less noisy than a game played out.
        sampler: how an iteration guesses the hidden cards: ``None`` (the
            default) calls ``view.sample_state(seed)``, uniform over the deals
            the seat cannot rule out; else a function ``sampler(view, seed)
            -> state`` that must return a state showing the seat its view,
            such as `cardrules.chupate.sample_without_bluffs` (a belief about
            how the opponents play).

    Raises:
        RulesError: a field has a wrong value.

    >>> from cardrules import veneno
    >>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
    >>> bot = ISMCTSBot(iterations=50, seed=1)
    >>> seat = state.current_player
    >>> move, bot2 = bot.choose(state.view(seat), state.legal_moves())
    >>> move in state.legal_moves(), bot.choose(state.view(seat), state.legal_moves())[0] == move
    (True, True)
    """

    iterations: int | None = attrs.field(default=None, validator=_positive_int_or_none)
    seed: int = attrs.field(default=0, validator=_seed)
    seconds: float | None = attrs.field(default=None, validator=_positive_number_or_none)
    exploration: float = attrs.field(default=0.7, validator=_exploration)
    rollout: Any = attrs.field(default=None, validator=_bot_or_none)
    max_rollout_moves: int = attrs.field(
        default=DEFAULT_MAX_ROLLOUT_MOVES, validator=_positive_int_or_none
    )
    horizon: Horizon = attrs.field(default="game", validator=_horizon)
    bias: float = attrs.field(default=0.0, validator=_exploration)
    evaluate: Any = attrs.field(default=None, validator=_callable_or_none)
    sampler: Any = attrs.field(default=None, validator=_callable_or_none)

    def choose(self, view: Any, legal_moves: Sequence[Any]) -> tuple[Any, ISMCTSBot]:
        """Search from ``view`` and pick the most visited of ``legal_moves``.

        Args:
            view: the seat's view (``state.view(seat)``), which must offer
                ``sample_state(seed)``.
            legal_moves: the position's legal moves (``state.legal_moves()``).

        Returns:
            ``(move, bot)``: one of ``legal_moves`` and this bot with its
            generator (and rollout bot) advanced; this bot is unchanged.

        Raises:
            RulesError: ``legal_moves`` is empty (the game is over) or not a
                sequence; ``view`` has no ``sample_state`` (and no ``sampler``
                is set); ``sampler`` returned something that is not a game
                state, or ``evaluate`` not one payoff per seat.
        """
        check_legal_moves(legal_moves, "ISMCTSBot.choose")
        if self.sampler is None and not callable(getattr(view, "sample_state", None)):
            msg = (
                "ISMCTSBot.choose: view must be a seat's view (state.view(seat), which "
                f"offers sample_state), got {quote(view)}"
            )
            raise RulesError(msg)
        if len(legal_moves) == 1:
            return legal_moves[0], self
        root, rng, rollout = self._search(view)
        best = legal_moves[0]
        most = -1
        for move in legal_moves:
            child = root.children.get(move)
            visits = 0 if child is None else child.visits
            if visits > most:
                best, most = move, visits
        return best, attrs.evolve(self, seed=rng, rollout=rollout)

    # -- the search --------------------------------------------------------------

    def _budget(self) -> tuple[int | None, float | None]:
        iterations, seconds = self.iterations, self.seconds
        if iterations is None and seconds is None:
            iterations = DEFAULT_ITERATIONS
        deadline = None if seconds is None else time.perf_counter() + seconds
        return iterations, deadline

    def _search(self, view: Any) -> tuple[_Node, int, Any]:
        iterations, deadline = self._budget()
        rng = self.seed
        rollout = self.rollout
        root = _Node(None, -1)
        c = self.exploration
        bias = self.bias
        sampler = self.sampler
        log = math.log
        sqrt = math.sqrt
        done = 0
        while iterations is None or done < iterations:
            if deadline is not None and time.perf_counter() >= deadline:
                break
            done += 1
            sample_seed, rng = next_u64(rng)
            if sampler is None:
                state = view.sample_state(sample_seed)
            else:
                state = _checked_sample(sampler(view, sample_seed))
            start_round = state.round
            node = root
            path = []
            # selection and expansion
            while not self._stops(state, start_round):
                moves = state.legal_moves()
                children = node.children
                untried = [move for move in moves if move not in children]
                for move in moves:
                    child = children.get(move)
                    if child is not None:
                        child.available += 1
                hint = None
                if bias and rollout is not None:  # the rollout policy's move, favoured
                    hint = rollout.choose(state.view(state.current_player), moves)[0]
                if untried:
                    if hint is not None and hint in untried:
                        move = hint
                    else:
                        index, rng = below(rng, len(untried))
                        move = untried[index]
                    node = _Node(move, state.current_player)
                    node.available = 1
                    children[move] = node
                    path.append(node)
                    state = state.play(move)
                    break
                best_score = -math.inf
                for move in moves:
                    child = children[move]
                    visits = child.visits
                    score = child.total / visits + c * sqrt(log(child.available) / visits)
                    if move == hint:
                        score += bias / (visits + 1)
                    if score > best_score:
                        best_score, node = score, child
                path.append(node)
                state = state.play(node.move)
            rewards, rng, rollout = self._rollout(state, start_round, rng, rollout)
            for node in path:
                node.visits += 1
                node.total += rewards[node.seat]
        return root, rng, rollout

    def _stops(self, state: Any, start_round: int) -> bool:
        """Whether the search stops here: the game (or, with horizon "round", the round) is over."""
        if state.current_player is None:
            return True
        return self.horizon == "round" and state.round != start_round

    def _rollout(
        self, state: Any, start_round: int, rng: int, rollout: Any
    ) -> tuple[tuple[float, ...], int, Any]:
        """Play on from ``state``; return every seat's payoff, the generator and the rollout bot."""
        for _ in range(self.max_rollout_moves):
            seat = state.current_player
            if seat is None or self._stops(state, start_round):
                break
            moves = state.legal_moves()
            if rollout is None:
                index, rng = below(rng, len(moves))
                move = moves[index]
            else:
                move, rollout = rollout.choose(state.view(seat), moves)
            state = state.play(move)
        if not self._stops(state, start_round):  # cut short: like an unfinished game
            if self.evaluate is not None:
                return _checked_payoffs(self.evaluate(state), state), rng, rollout
            return (0.0,) * state.rules.players, rng, rollout
        if self.horizon == "round":
            return _round_returns(state), rng, rollout
        return tuple(state.returns()), rng, rollout
