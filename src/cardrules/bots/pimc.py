"""Determinized search (PIMC) with batched greedy rollouts: the library's strongest bot.

`PIMCBot` (perfect-information Monte Carlo, Ginsberg's GIB; Long et al.,
"Understanding the Success of Perfect Information Monte Carlo Sampling in
Game Tree Search", AAAI 2010) plays each move by

1. *sampling* ``worlds`` full positions from its view (the game's sampler:
   uniform over the deals the seat cannot rule out, or a belief such as
   `cardrules.chupate.sample_without_bluffs`; with ``belief``, a
   `cardrules.bots.inference.PolicyBelief` that weighs them by the
   opponents' observed moves); it never sees hidden cards;
2. *playing* every legal move in every world, so all moves are compared on
   the same worlds (common random numbers: the luck of the sample cancels
   out between moves);
3. *rolling out* every (move, world) pair with the game's greedy bot for
   every seat, to the end of the round or ``max_rollout_moves`` moves,
   all together on the batched engine (`cardrules.batch`, the ``numpy``
   extra): one ``step`` moves every rollout at once;
4. *scoring* each rollout for the seat to play: a finished round by the
   game's ``round_payoff`` (Veneno: poison points against the table's mean;
   Chúpate 2: the round's winner), a rollout cut short by ``evaluate``
   (Chúpate 2: `chupate_hand_value`, chances from the cards left in hand);
5. playing the move of best mean score, if it beats the greedy bot's move by
   more than ``margin`` standard errors of the paired difference (the same
   worlds for both); else the greedy bot's move.

The batched greedy player makes exactly the scalar greedy bot's choices, so
without numpy the bot plays the same moves on the scalar engine, only slower
(``engine="scalar"`` asks for that path; ``"auto"``, the default, takes the
batched one when numpy is installed).

Every setting left at ``None`` is the game's, from its spec's
``search_defaults`` (`cardrules.games.GameSpec`): the bot learns the game
from the first view it is given, so ``PIMCBot()`` plays both games, and a
third game brings its own settings.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence
from typing import Any, Literal

import attrs

from cardrules._quote import quote
from cardrules._random import next_u64
from cardrules.bots._arguments import checked_choice
from cardrules.bots._hook_checks import (
    checked_batch_payoffs,
    checked_bot,
    checked_candidates,
    checked_payoffs,
    checked_sample,
    checked_sampler,
)
from cardrules.bots._settings import checked_defaults
from cardrules.errors import RulesError
from cardrules.rng import check_seed

__all__ = ["DEFAULT_SIMULATIONS", "PIMCBot", "search_settings"]

DEFAULT_SIMULATIONS = 256
"""Rollouts per move when neither the bot nor its game's spec gives ``simulations``."""

Engine = Literal["auto", "batch", "scalar"]

_SETTINGS = (
    "simulations",
    "min_worlds",
    "max_rollout_moves",
    "evaluate",
    "batch_evaluate",
    "batch_round_payoff",
    "sampler",
    "margin",
    "opponent_model",
    "candidates",
    "belief",
)

_KEEP = 1024
"""The most public moves a bot keeps (``seen``): its opponent model reads the latest."""


def _positive_int_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        msg = f"PIMCBot: {attribute.name} must be a positive int or None, got {quote(value)}"
        raise RulesError(msg)


def _callable_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not callable(value):
        msg = f"PIMCBot: {attribute.name} must be a function or None, got {quote(value)}"
        raise RulesError(msg)


def _seed(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    try:
        check_seed(value)
    except RulesError:
        msg = f"PIMCBot: seed must be an int in 0..2**64-1, got {quote(value)}"
        raise RulesError(msg) from None


def _margin(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int | float) or not value >= 0:
        msg = f"PIMCBot: {attribute.name} must be a number >= 0 or None, got {quote(value)}"
        raise RulesError(msg)


def _seen(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple):
        msg = f"PIMCBot: seen must be a tuple of (seat, move) pairs, got {quote(value)}"
        raise RulesError(msg)


def _belief(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None or value is False:
        return
    if not all(
        callable(getattr(value, name, None)) for name in ("observe", "update", "sampler_for")
    ):
        msg = (
            "PIMCBot: belief must be a PolicyBelief (cardrules.bots.inference), False or None, "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _engine(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if value not in ("auto", "batch", "scalar"):
        msg = f"PIMCBot: engine must be 'auto', 'batch' or 'scalar', got {quote(value)}"
        raise RulesError(msg)


def search_settings(spec: Any) -> dict[str, Any]:
    """A game's search settings: its spec's ``search_defaults``, checked.

    Args:
        spec: a `cardrules.games.GameSpec`.

    Returns:
        A new dict of the settings the spec gives (maybe empty).

    Raises:
        RulesError: the spec names a setting no search bot has.

    >>> from cardrules.games import find_game
    >>> sorted(search_settings(find_game("veneno")))[:2]
    ['batch_round_payoff', 'margin']
    """
    return dict(checked_defaults(spec.search_defaults, f"search_defaults of {spec!r}", _SETTINGS))


class _FirstRead:
    """A sampler read from the moves (``model(view, seen)``) only when first used.

    Its ``admits(state)`` is the read belief's, if it has one (else every
    state is admitted): `PolicyBelief` keeps only the carried worlds it admits.
    """

    def __init__(self, model: Any, seen: Any, fallback: Any, view: Any) -> None:
        self._model, self._seen, self._fallback, self._view = model, seen, fallback, view
        self._read: Any = None

    def _sampler(self) -> Any:
        if self._read is None:
            model = self._model
            self._read = model(self._view, self._seen) if model is not None else self._fallback
        return self._read

    def __call__(self, at: Any, seed: int) -> Any:
        return self._sampler()(at, seed)

    def admits(self, state: Any) -> bool:
        """Whether the read sampler admits ``state`` (``True`` if it says nothing)."""
        admits = getattr(self._sampler(), "admits", None)
        return True if admits is None else bool(admits(state))


@attrs.frozen
class PIMCBot:
    """Determinized search with batched greedy rollouts; a pure value.

    `choose` returns the move and the bot with its generator advanced: a game
    between bots is reproducible from their seeds, and the same view, legal
    moves and seed always give the same move (the budget is a number of
    rollouts, never a time). See the module's description for the method.

    Attributes:
        simulations: rollouts per move, shared among the legal moves: each
            move is tried in ``max(min_worlds, simulations // moves)`` sampled
            worlds. ``None``: the game's (`DEFAULT_SIMULATIONS` if it has none).
        seed: the bot's generator state, an int in ``0..2**64-1``; the sampled
            worlds come from it, never from the game's generator.
        min_worlds: the fewest worlds a move is tried in (``None``: the
            game's, else 8).
        max_rollout_moves: the longest rollout, in moves; one cut short is
            scored by ``evaluate`` (``None``: the game's, else to the round's
            end).
        evaluate: ``evaluate(state) -> payoffs`` for rollouts cut short, one
            payoff per seat in ``[-1, 1]`` (`chupate_hand_value`); ``None``:
            the game's, else 0 for every seat.
        batch_evaluate: the same on a batch, ``batch_evaluate(batch) ->
            float array [lanes, players]``; ``None``: the game's, else
            ``evaluate`` on each cut lane's state.
        batch_round_payoff: ``batch_round_payoff(scores_before, batch)``: each
            lane's ``round_payoff`` at the end of its round, from the scores
            before and the batch after; ``None``: the game's, else the spec's
            ``round_payoff`` on each lane's state.
        sampler: ``sampler(view, seed) -> state``, the belief; ``None``: the
            game's, else its spec's ``sample_state`` (uniform).
        margin: how sure the search must be to overrule the greedy bot: a
            move other than the greedy bot's is played only if its mean gain
            over the greedy move, world by world on the shared worlds, beats
            ``margin`` standard errors of that gain (a one-sided paired test;
            0 plays the best mean). ``None``: the game's, else 0.
        engine: ``"auto"`` (the batched engine if numpy is installed, else the
            scalar one), ``"batch"`` (numpy required) or ``"scalar"``; both
            engines give the same moves.
        opponent_model: ``opponent_model(view, seen) -> sampler``: a belief
            read from the public moves seen, used instead of ``sampler``
            (Chúpate 2: `cardrules.chupate.read_opponents`, what draws and
            wilds say a hand lacks); ``None``: the game's, else ``sampler``.
        candidates: ``candidates(view, legal_moves, greedy_move) -> moves``:
            the moves worth searching besides the greedy bot's (the budget is
            shared among them; with none, the greedy move is played without
            search). ``None``: the game's, else every legal move.
        belief: a `cardrules.bots.inference.PolicyBelief`: the worlds are
            drawn from it, weighed by how likely the opponents' observed
            moves are in each (its sampler is ``opponent_model``'s belief, or
            ``sampler``); ``False``: none, the worlds come from
            ``opponent_model`` or ``sampler``; ``None``: the game's.
        seen: the public moves the bot has observed, ``(seat, move)`` pairs,
            oldest first (the latest 1,024); `observe` adds to it.
        tracked: the belief as the bot carries it from move to move (its
            particles); set by `choose` and `observe`, never by hand.

    Raises:
        RulesError: a field has a wrong value.

    >>> from cardrules import veneno
    >>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
    >>> bot = PIMCBot(simulations=60, seed=1, engine="scalar")
    >>> view, legal = state.view(state.current_player), state.legal_moves()
    >>> move, _ = bot.choose(view, legal)
    >>> move in legal, bot.choose(view, legal)[0] == move
    (True, True)
    """

    simulations: int | None = attrs.field(default=None, validator=_positive_int_or_none)
    seed: int = attrs.field(default=0, validator=_seed)
    min_worlds: int | None = attrs.field(default=None, validator=_positive_int_or_none)
    max_rollout_moves: int | None = attrs.field(default=None, validator=_positive_int_or_none)
    evaluate: Any = attrs.field(default=None, validator=_callable_or_none)
    batch_evaluate: Any = attrs.field(default=None, validator=_callable_or_none)
    batch_round_payoff: Any = attrs.field(default=None, validator=_callable_or_none)
    sampler: Any = attrs.field(default=None, validator=_callable_or_none)
    margin: float | None = attrs.field(default=None, validator=_margin)
    engine: Engine = attrs.field(default="auto", validator=_engine)
    opponent_model: Any = attrs.field(default=None, validator=_callable_or_none)
    candidates: Any = attrs.field(default=None, validator=_callable_or_none)
    seen: tuple[tuple[int, Any], ...] = attrs.field(default=(), validator=_seen, repr=False)
    belief: Any = attrs.field(default=None, validator=_belief)
    tracked: Any = attrs.field(default=None, repr=False, eq=False)

    def observe(self, seat: int, move: Any) -> PIMCBot:
        """Seat ``seat`` played ``move``: the bot that has seen it (``seen`` grows).

        `cardrules.bots.playthrough` and the tournaments call it after every
        move, the bot's own included. Only a game's ``opponent_model`` reads
        ``seen``; the bot's generator is untouched.

        Args:
            seat: the seat that moved.
            move: its move (public in both games).

        Returns:
            This bot with ``(seat, move)`` added to ``seen``.
        """
        tracked = None if self.tracked is None else self.tracked.observe(seat, move)
        return attrs.evolve(self, seen=(*self.seen[1 - _KEEP :], (seat, move)), tracked=tracked)

    def settings(self, spec: Any) -> dict[str, Any]:
        """The settings this bot plays ``spec``'s game with: its own, else the game's.

        Args:
            spec: the game's `cardrules.games.GameSpec`.

        Returns:
            Every setting of `search_settings` by name (``None`` where
            neither the bot nor the game gives one).
        """
        game = search_settings(spec)
        return {
            name: getattr(self, name) if getattr(self, name) is not None else game.get(name)
            for name in _SETTINGS
        }

    def choose(self, view: Any, legal_moves: Sequence[Any]) -> tuple[Any, PIMCBot]:
        """Search from ``view`` and play the legal move of best mean rollout score.

        Args:
            view: the seat's view (``state.view(seat)``) of a registered game.
            legal_moves: the position's legal moves (``state.legal_moves()``).

        Returns:
            ``(move, bot)``: one of ``legal_moves`` and this bot with its
            generator advanced; this bot is unchanged.

        Raises:
            RulesError: ``legal_moves`` is empty, ``view`` is not a view of a
                registered game, the game has no greedy bot, or
                ``engine="batch"`` without numpy.
        """
        spec, legal = checked_choice(view, legal_moves, "PIMCBot.choose")
        legal = tuple(legal)
        self = self._read_table(view, spec)  # noqa: PLW0642 - the bot with its belief updated
        if len(legal) == 1:
            return legal[0], self
        settings = self.settings(spec)
        greedy = checked_bot(spec.needs("greedy_bot", "PIMCBot")(), "PIMCBot", "greedy_bot")
        hint, _ = greedy.choose(view, legal)
        if settings["candidates"] is not None:
            found = settings["candidates"](view, legal, hint)
            chosen = checked_candidates(found, spec.move_type, "PIMCBot", "candidates")
            legal = tuple(move for move in legal if move in chosen or move == hint)
            if len(legal) == 1:
                return legal[0], self
        table, rng = self._table(view, legal, spec)
        base = legal.index(hint) if hint in legal else 0
        margin = settings["margin"] or 0.0
        best_index, best_gain = base, 0.0
        worlds = len(table[base])
        for index, row in enumerate(table):
            if index == base:
                continue
            gains = [a - b for a, b in zip(row, table[base], strict=True)]
            mean = sum(gains) / worlds
            spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(worlds - 1, 1))
            if mean - margin * spread / math.sqrt(worlds) > 1e-12 and mean > best_gain + 1e-12:
                best_index, best_gain = index, mean
        return legal[best_index], attrs.evolve(self, seed=rng)

    def _read_table(self, view: Any, spec: Any) -> PIMCBot:
        """This bot with its belief (``tracked``) updated to ``view``; itself without one."""
        belief = self.settings(spec)["belief"]
        if belief is None or belief is False:
            return self
        tracked = self.tracked
        if tracked is None:
            tracked = attrs.evolve(belief, seed=next_u64(self.seed ^ 0x5EED_BE11EF)[0])
        sampler = self._base_sampler(view, spec)
        return attrs.evolve(self, tracked=tracked.update(view, sampler=sampler))

    def _base_sampler(self, view: Any, spec: Any) -> _FirstRead:
        """Where new worlds come from: ``opponent_model``'s belief, ``sampler`` or the game's."""
        settings = self.settings(spec)
        return _FirstRead(
            settings["opponent_model"], self.seen, settings["sampler"] or spec.sample, view
        )

    def values(
        self, view: Any, legal_moves: Sequence[Any], *, spec: Any = None
    ) -> tuple[tuple[float, ...], int]:
        """The mean rollout score of each legal move for the seat to play, and the next seed.

        Args:
            view: the seat's view.
            legal_moves: the legal moves, in the order of the scores.
            spec: the game's spec (default: ``game_of(view)``).

        Returns:
            ``(scores, seed)``: one mean payoff per move, and the bot's
            generator after sampling.

        Raises:
            RulesError: as `choose`.
        """
        if spec is None:
            spec, legal_moves = checked_choice(view, legal_moves, "PIMCBot.values")
        legal = tuple(legal_moves)
        table, rng = self._table(view, legal, spec)
        return tuple(sum(row) / len(row) for row in table), rng

    def _table(self, view: Any, legal: tuple[Any, ...], spec: Any) -> tuple[list[list[float]], int]:
        """Each move's payoff in each sampled world (the same worlds for every move)."""
        settings = self.settings(spec)
        if not legal:
            msg = "PIMCBot.values: no legal moves"
            raise RulesError(msg)
        simulations = settings["simulations"] or DEFAULT_SIMULATIONS
        worlds = max(settings["min_worlds"] or 8, simulations // len(legal))
        sampler = settings["sampler"]
        if settings["belief"] not in (None, False):
            tracked = (
                self.tracked if self.tracked is not None else self._read_table(view, spec).tracked
            )
            sampler = tracked.sampler_for(view)
        elif settings["opponent_model"] is not None:
            model = settings["opponent_model"](view, self.seen)
            sampler = checked_sampler(model, "PIMCBot", "opponent_model")
        rng = self.seed
        samples = []
        for _ in range(worlds):
            sample_seed, rng = next_u64(rng)
            sample = (
                spec.sample(view, sample_seed) if sampler is None else sampler(view, sample_seed)
            )
            hook = "sample_state" if sampler is None else "sampler"
            samples.append(checked_sample(sample, view, spec, "PIMCBot", hook))
        seat = samples[0].current_player
        start_round = samples[0].round
        starts = [sample.play(move) for move in legal for sample in samples]
        before = [tuple(sample.scores) for _move in legal for sample in samples]
        payoffs = self._rollouts(spec, settings, starts, before, start_round)
        table = [
            [row[seat] for row in payoffs[index * worlds : (index + 1) * worlds]]
            for index in range(len(legal))
        ]
        return table, rng

    # -- rollouts --------------------------------------------------------------

    def _use_batch(self, spec: Any) -> bool:
        if self.engine == "scalar" or (self.engine == "auto" and spec.batch is None):
            return False  # (a game without an engine of its own gains nothing on scalar lanes)
        try:
            importlib.import_module("numpy")
        except ImportError:
            if self.engine == "batch":
                msg = (
                    "PIMCBot(engine='batch') needs numpy: pip install 'cardrules[numpy]' "
                    "(or use engine='auto' to fall back to the scalar engine)"
                )
                raise RulesError(msg) from None
            return False
        return True

    def _rollouts(
        self,
        spec: Any,
        settings: dict[str, Any],
        starts: list[Any],
        before: list[tuple[int, ...]],
        start_round: int,
    ) -> list[tuple[float, ...]]:
        if self._use_batch(spec):
            return _batch_rollouts(spec, settings, starts, before, start_round)
        return _scalar_rollouts(spec, settings, starts, start_round)


def _ended(state: Any, start_round: int) -> bool:
    return bool(state.is_over or state.round != start_round)


def _cut_value(settings: dict[str, Any], state: Any) -> tuple[float, ...]:
    evaluate: Callable[[Any], Sequence[float]] | None = settings["evaluate"]
    if evaluate is None:
        players: int = state.rules.players
        return (0.0,) * players
    return checked_payoffs(evaluate(state), state.rules.players, "PIMCBot", "evaluate")


def _scalar_rollouts(
    spec: Any, settings: dict[str, Any], starts: list[Any], start_round: int
) -> list[tuple[float, ...]]:
    """Every rollout on the scalar engine, the greedy bot at every seat."""
    limit = settings["max_rollout_moves"]
    round_payoff = spec.needs("round_payoff", "PIMCBot")
    greedy = spec.needs("greedy_bot", "PIMCBot")()
    out = []
    for start in starts:
        state = start
        moves = 0
        while not _ended(state, start_round) and (limit is None or moves < limit):
            move, _ = greedy.choose(state.view(state.current_player), state.legal_moves())
            state = state.play(move)
            moves += 1
        if _ended(state, start_round):
            players = state.rules.players
            out.append(checked_payoffs(round_payoff(state), players, "PIMCBot", "round_payoff"))
        else:
            out.append(_cut_value(settings, state))
    return out


def _greedy_player(engine: Any, title: str) -> Callable[[Any], Any]:
    """The batched greedy player of a game's engine (`cardrules.batch.greedy_actions_of`)."""
    from cardrules.batch import greedy_actions_of  # noqa: PLC0415 - the numpy extra

    choose = greedy_actions_of(engine)
    if choose is None:
        msg = f"PIMCBot: the batched engine of {title} has no greedy player"
        raise RulesError(msg)
    found: Callable[[Any], Any] = choose
    return found


def _batch_rollouts(
    spec: Any,
    settings: dict[str, Any],
    starts: list[Any],
    before: list[tuple[int, ...]],
    start_round: int,
) -> list[tuple[float, ...]]:
    """Every rollout together on the batched engine: one ``step`` moves them all."""
    import numpy as np  # noqa: PLC0415 - the numpy extra, only on this path

    from cardrules import batch as batches  # noqa: PLC0415

    limit = settings["max_rollout_moves"]
    current = batches.from_states(starts)
    greedy_actions = _greedy_player(batches.engine_of(current.rules), spec.title)
    steps = 0
    while limit is None or steps < limit:
        active = ~np.asarray(current.is_over) & (np.asarray(current.round) == start_round)
        if not active.any():
            break
        actions = np.where(active, greedy_actions(current), -1)
        current = current.step(actions, where=active)
        steps += 1
    ended = np.asarray(current.is_over) | (np.asarray(current.round) != start_round)
    players = current.rules.players
    payoffs = np.zeros((len(starts), players), dtype=np.float64)
    if ended.any():
        by_batch = settings["batch_round_payoff"]
        if by_batch is not None:
            scores = np.asarray(before, dtype=np.int64)
            found = by_batch(scores, current)
            hook = "batch_round_payoff"
            payoffs[ended] = checked_batch_payoffs(found, len(starts), players, "PIMCBot", hook)[
                ended
            ]
        else:
            round_payoff = spec.needs("round_payoff", "PIMCBot")
            for lane in np.flatnonzero(ended):
                found = round_payoff(current.state(int(lane)))
                payoffs[lane] = checked_payoffs(found, players, "PIMCBot", "round_payoff")
    cut = ~ended
    if cut.any():
        by_batch = settings["batch_evaluate"]
        if by_batch is not None:
            found = by_batch(current)
            hook = "batch_evaluate"
            payoffs[cut] = checked_batch_payoffs(found, len(starts), players, "PIMCBot", hook)[cut]
        elif settings["evaluate"] is not None:
            for lane in np.flatnonzero(cut):
                payoffs[lane] = _cut_value(settings, current.state(int(lane)))
    return [tuple(float(x) for x in row) for row in payoffs]
