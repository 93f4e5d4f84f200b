"""`ISMCTSBot`: the bot, its settings resolved against the game, and the search itself."""

from __future__ import annotations

import importlib
import math
import time
from collections.abc import Sequence
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules._random import below, next_u64
from cardrules.bots._arguments import checked_choice_of_any_game
from cardrules.bots._hook_checks import checked_bot, checked_bot_choice
from cardrules.bots._settings import checked_defaults
from cardrules.bots.ismcts._rollouts import _batch_rollouts, _checked_sample, _score, _stops
from cardrules.bots.ismcts._settings import (
    _SETTINGS,
    FALLBACK_SETTINGS,
    Engine,
    Horizon,
    _bool_or_none,
    _callable_or_none,
    _engine,
    _exploration,
    _horizon,
    _Plan,
    _positive_int_or_none,
    _positive_number_or_none,
    _rollout,
    _seed,
)
from cardrules.bots.ismcts._tree import _best, _best_paired, _Node
from cardrules.errors import RulesError


@attrs.frozen
class ISMCTSBot:
    """A bot that searches: single-observer ISMCTS over samples of the hidden cards.

    It plays any cardrules game. Like every bot it is a frozen value:
    `choose` returns the move and the bot with its generator advanced, so a
    game between bots is reproducible, unless ``seconds`` is set (then how
    many iterations fit depends on the machine and its load).

    Every setting left at ``None`` is the game's (its spec's
    ``ismcts_defaults``; for Veneno and Chúpate 2 the strongest measured at
    about 0.1 s a move, greedy rollouts to the round's end on the batched
    engine), else `FALLBACK_SETTINGS`'. `settings` shows what a game gets.

    Attributes:
        iterations: iterations (samples) per move; ``None``: the game's,
            or with ``seconds`` set "as many as fit".
        seed: the bot's generator state, an int in ``0..2**64-1``; every
            random choice (the samples, expansions, random rollouts) comes
            from it, never from the game's generator.
        seconds: a time budget per move, or ``None``. With both limits the
            search stops at the first reached (after one wave at least).
            Not reproducible.
        exploration: the UCB constant ``c`` in ``mean + c * sqrt(ln(available) / visits)``;
            payoffs lie in ``[-1, 1]``.
        rollout: the rollout policy: ``"random"`` for uniformly random legal
            moves, ``"greedy"`` for the game's greedy bot (its spec's
            ``greedy_bot``), or any bot (``choose(view, legal_moves)``), such
            as `ChupateGreedyBot`; it sees each seat's view in turn.
        max_rollout_moves: the longest rollout; one cut short scores 0 for
            every seat (like ``returns()`` of an unfinished game), or what
            ``evaluate`` says.
        horizon: ``"game"``: a rollout plays to the end of the game and scores
            ``returns()``; ``"round"``: it stops at the end of the current
            round and scores the spec's ``round_payoff``: in Chúpate 2 the
            round winner's side wins (as ``returns()`` of a one-round game);
            in Veneno each seat scores the others' mean poison points of the
            round minus its own, divided by the number of copas in the deck
            (zero-sum, within ``[-1, 1]``).
        bias: progressive bias toward the rollout policy's move (Chaslot et
            al., 2008): at every tree node the move the rollout bot would
            play is expanded first and gets ``bias / (visits + 1)`` added to
            its score, so a small budget plays like the policy and a larger one
            overrules it where the search finds better. 0 or random
            rollouts: no bias.
        evaluate: how to score a rollout cut short at ``max_rollout_moves``:
            a function ``evaluate(state) -> payoffs``, one per seat in
            ``[-1, 1]`` (like ``returns()``), such as `chupate_hand_value`;
            ``None``: the game's, else 0 for every seat.
        batch_evaluate: ``evaluate`` on a batch for the batched rollouts,
            ``batch_evaluate(batch) -> float array [lanes, players]``
            (`cardrules.chupate.spec.batch_hand_value`); ``None``: the
            game's (unless this bot sets its own ``evaluate``), else
            ``evaluate`` on each cut lane's state.
        batch_round_payoff: ``batch_round_payoff(scores_before, batch)``: the
            spec's ``round_payoff`` of every lane of a batch at its round's
            end; ``None``: the game's, else ``round_payoff`` lane by lane.
        sampler: how an iteration guesses the hidden cards: a function
            ``sampler(view, seed) -> state`` that must return a state showing
            the seat its view, such as
            `cardrules.chupate.sample_without_bluffs` (a belief about how the
            opponents play); ``None``: the game's, else the spec's
            ``sample_state`` (uniform over the deals the seat cannot rule out).
        widening: progressive widening below the root: a node passed
            ``n`` times has at most ``1 + widening * sqrt(n)`` children, the
            rollout bot's move first, so a small budget follows the rollout
            policy's replies instead of trying every reply once. 0: every
            legal move is tried before any is chosen again (classic ISMCTS).
            ``None``: the game's, else 0.
        paired: whether each wave tries every root move in the same sampled
            worlds (common random numbers, as `PIMCBot` does): the wave
            samples ``lanes // moves`` worlds (at least one) and walks the
            tree from each root move in each, so each world counts as
            ``moves`` iterations and the budget is rounded up to whole
            worlds. The move played is then the rollout bot's move unless
            another move's mean gain over it, world by world, beats
            ``margin`` standard errors (random rollouts: the best mean).
            ``None``: the game's, else ``False``.
        margin: with ``paired``, how sure the search must be to overrule the
            rollout bot's move (0: the best mean). ``None``: the game's,
            else 0.
        lanes: iterations per wave (see the module's description): the
            wave's rollouts run together on the batched engine. ``None``:
            the game's, else 1.
        engine: ``"auto"`` (the batched engine when the rollouts can run on
            it: greedy rollouts, a round horizon, numpy installed and a game
            with a batched engine), ``"batch"`` (the same, else a
            `RulesError`) or ``"scalar"``; both give the same moves.

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
    exploration: float | None = attrs.field(default=None, validator=_exploration)
    rollout: Any = attrs.field(default=None, validator=_rollout)
    max_rollout_moves: int | None = attrs.field(default=None, validator=_positive_int_or_none)
    horizon: Horizon | None = attrs.field(default=None, validator=_horizon)
    bias: float | None = attrs.field(default=None, validator=_exploration)
    widening: float | None = attrs.field(default=None, validator=_exploration)
    paired: bool | None = attrs.field(default=None, validator=_bool_or_none)
    margin: float | None = attrs.field(default=None, validator=_exploration)
    evaluate: Any = attrs.field(default=None, validator=_callable_or_none)
    sampler: Any = attrs.field(default=None, validator=_callable_or_none)
    batch_evaluate: Any = attrs.field(default=None, validator=_callable_or_none)
    batch_round_payoff: Any = attrs.field(default=None, validator=_callable_or_none)
    lanes: int | None = attrs.field(default=None, validator=_positive_int_or_none)
    engine: Engine = attrs.field(default="auto", validator=_engine)

    def settings(self, spec: Any) -> dict[str, Any]:
        """The settings this bot plays ``spec``'s game with: its own, else the game's.

        Args:
            spec: the game's `cardrules.games.GameSpec`.

        Returns:
            Every setting of `ismcts_settings` by name. With ``seconds`` set
            and no ``iterations``, ``iterations`` is ``None`` (as many as fit);
            with ``evaluate`` set and no ``batch_evaluate``,
            ``batch_evaluate`` is ``None`` (``evaluate`` lane by lane).

        Raises:
            RulesError: the spec's ``ismcts_defaults`` are wrong.

        >>> from cardrules.games import find_game
        >>> ISMCTSBot(iterations=10).settings(find_game("chupate"))["iterations"]
        10
        """
        game = ismcts_settings(spec)
        out = {
            name: getattr(self, name) if getattr(self, name) is not None else game[name]
            for name in _SETTINGS
        }
        if self.seconds is not None and self.iterations is None:
            out["iterations"] = None
        if self.evaluate is not None and self.batch_evaluate is None:
            out["batch_evaluate"] = None  # the game's would not be this bot's evaluate
        return out

    def choose(self, view: Any, legal_moves: Sequence[Any]) -> tuple[Any, ISMCTSBot]:
        """Search from ``view`` and pick the best of ``legal_moves`` (see the module).

        Args:
            view: the seat's view (``state.view(seat)``) of a registered game.
            legal_moves: the position's legal moves (``state.legal_moves()``).

        Returns:
            ``(move, bot)``: one of ``legal_moves`` and this bot with its
            generator (and rollout bot) advanced; this bot is unchanged.

        Raises:
            RulesError: ``legal_moves`` is empty (the game is over) or not a
                sequence; ``view`` is not a view of a registered game (and no
                ``sampler`` is set); ``sampler`` returned something that is
                not a game state, or ``evaluate`` not one payoff per seat;
                the game lacks a hook the settings need (``greedy_bot``,
                ``round_payoff``); ``engine="batch"`` where the batched
                engine cannot run the rollouts.
        """
        spec = self._spec_of(view, legal_moves)
        if len(legal_moves) == 1:
            return legal_moves[0], self
        plan = self._plan(spec)
        root, rng, rollout = self._search(view, plan, legal_moves)
        if plan.paired:
            best = _best_paired(root, legal_moves, plan, view)
        else:
            best = _best(root, legal_moves)
        if isinstance(self.rollout, str) or self.rollout is None:
            return best, attrs.evolve(self, seed=rng)
        return best, attrs.evolve(self, seed=rng, rollout=rollout)

    # -- settings ----------------------------------------------------------------

    def _spec_of(self, view: Any, legal_moves: object) -> Any:
        """The view's game (``None`` for a game that is not registered), both arguments checked."""
        spec, _ = checked_choice_of_any_game(view, legal_moves, "ISMCTSBot.choose")
        if (
            spec is None
            and self.sampler is None
            and not callable(getattr(view, "sample_state", None))
        ):
            msg = (
                "ISMCTSBot.choose: view must be a seat's view of a registered game "
                f"(state.view(seat)), got {quote(view)}"
            )
            raise RulesError(msg)
        return spec

    def _plan(self, spec: Any) -> _Plan:
        settings = self.settings(spec) if spec is not None else self._own_settings()
        rollout = settings["rollout"]
        if rollout == "random":
            rollout = None
        elif rollout == "greedy":
            if spec is None:
                msg = "ISMCTSBot: rollout='greedy' needs a view of a registered game"
                raise RulesError(msg)
            made = spec.needs("greedy_bot", "ISMCTSBot(rollout='greedy')")()
            rollout = checked_bot(made, "ISMCTSBot(rollout='greedy')", "the game's greedy_bot")
        horizon = settings["horizon"]
        if horizon == "round" and spec is not None:
            spec.needs("round_payoff", "ISMCTSBot(horizon='round')")
        return _Plan(
            spec=spec,
            iterations=settings["iterations"],
            lanes=settings["lanes"],
            exploration=float(settings["exploration"]),
            rollout=rollout,
            horizon=horizon,
            max_rollout_moves=settings["max_rollout_moves"],
            bias=float(settings["bias"]),
            widening=float(settings["widening"]),
            paired=bool(settings["paired"]),
            margin=float(settings["margin"]),
            evaluate=settings["evaluate"],
            batch_evaluate=settings["batch_evaluate"],
            batch_round_payoff=settings["batch_round_payoff"],
            sampler=settings["sampler"],
            batched=self._batched(spec, rollout, horizon),
            foreign_rollout=not isinstance(settings["rollout"], str | None),
        )

    def _own_settings(self) -> dict[str, Any]:
        out = {
            name: getattr(self, name) if getattr(self, name) is not None else value
            for name, value in FALLBACK_SETTINGS.items()
        }
        if self.seconds is not None and self.iterations is None:
            out["iterations"] = None
        return out

    def _batched(self, spec: Any, rollout: Any, horizon: str) -> bool:
        """Whether the rollouts run on the batched engine (see ``engine``)."""
        if self.engine == "scalar":
            return False
        why = None
        if spec is None or (spec.batch is None and self.engine == "auto"):
            why = "a game with a batched engine of its own"
        elif spec.greedy_bot is None or rollout is None or rollout != spec.greedy_bot():
            why = "the game's greedy rollouts (rollout='greedy')"
        elif horizon != "round":
            why = "horizon='round'"
        else:
            try:
                importlib.import_module("numpy")
            except ImportError:
                why = "numpy: pip install 'cardrules[numpy]'"
        if why is None:
            return True
        if self.engine == "batch":
            msg = f"ISMCTSBot(engine='batch') needs {why} (engine='auto' falls back to the scalar)"
            raise RulesError(msg)
        return False

    # -- the search --------------------------------------------------------------

    def _search(self, view: Any, plan: _Plan, legal: Sequence[Any]) -> tuple[_Node, int, Any]:
        iterations = plan.iterations
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        rng = self.seed
        rollout = plan.rollout
        root = _Node(None, -1)
        sampler = plan.sampler
        spec = plan.spec
        done = 0
        while iterations is None or done < iterations:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break  # (at least one wave, however short the time)
            wave = plan.lanes if iterations is None else min(plan.lanes, iterations - done)
            per_world = len(legal) if plan.paired else 1
            worlds = max(1, -(-wave // per_world) if iterations is not None else wave // per_world)
            done += worlds * per_world
            paths: list[list[_Node]] = []
            leaves: list[Any] = []
            start_round = 0
            for _ in range(worlds):
                sample_seed, rng = next_u64(rng)
                if sampler is not None:
                    state = _checked_sample(sampler(view, sample_seed), view, spec)
                elif spec is not None:
                    state = _checked_sample(
                        spec.sample(view, sample_seed), view, spec, "sample_state"
                    )
                else:
                    state = view.sample_state(sample_seed)
                start_round = state.round
                if not plan.paired:
                    path, leaf, rng = self._descend(root, state, start_round, rng, rollout, plan)
                    for node in path:
                        node.pending += 1
                    paths.append(path)
                    leaves.append(leaf)
                    continue
                for move in legal:  # every root move in this world: common random numbers
                    child = root.children.get(move)
                    if child is None:
                        child = root.children[move] = _Node(move, state.current_player)
                    child.available += 1
                    path, leaf, rng = self._descend(
                        child, state.play(move), start_round, rng, rollout, plan
                    )
                    path.insert(0, child)
                    for node in path:
                        node.pending += 1
                    paths.append(path)
                    leaves.append(leaf)
            if plan.batched:
                rewards = _batch_rollouts(plan, leaves, start_round)
            else:
                rewards = []
                for leaf in leaves:
                    reward, rng, rollout = self._rollout(leaf, start_round, rng, rollout, plan)
                    rewards.append(reward)
            for path, reward in zip(paths, rewards, strict=True):
                for node in path:
                    node.pending -= 1
                    node.visits += 1
                    node.total += reward[node.seat]
                if plan.paired:
                    path[0].rewards.append(reward[path[0].seat])
        return root, rng, rollout

    def _descend(
        self, root: _Node, state: Any, start_round: int, rng: int, rollout: Any, plan: _Plan
    ) -> tuple[list[_Node], Any, int]:
        """Selection and expansion in one determinization: the path, the leaf and the generator.

        ``root`` is where the walk starts: the tree's root, or (paired) a root move's node.
        """
        top = not plan.paired  # whether ``root`` is the tree's root (no widening there)
        c = plan.exploration
        bias = plan.bias
        widening = plan.widening
        log = math.log
        sqrt = math.sqrt
        node = root
        path: list[_Node] = []
        while not _stops(state, start_round, plan.horizon):
            moves = state.legal_moves()
            children = node.children
            untried = [move for move in moves if move not in children]
            for move in moves:
                child = children.get(move)
                if child is not None:
                    child.available += 1
            hint = None
            if rollout is not None and (bias or widening):
                hint = _rollout_choice(plan, rollout, state.view(state.current_player), moves)[0]
            grow = bool(untried) and (
                not widening
                or (top and node is root)
                or len(untried) == len(moves)  # no child is legal here
                or hint in untried  # the rollout bot's move comes first
                or len(children) < 1 + widening * sqrt(node.visits + node.pending)
            )
            if grow:
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
                child = children.get(move)
                if child is None:  # not grown yet (widening)
                    continue
                visits = child.visits + child.pending
                score = child.total / visits + c * sqrt(log(child.available) / visits)
                if move == hint:
                    score += bias / (visits + 1)
                if score > best_score:
                    best_score, node = score, child
            path.append(node)
            state = state.play(node.move)
        return path, state, rng

    def _rollout(
        self, state: Any, start_round: int, rng: int, rollout: Any, plan: _Plan
    ) -> tuple[tuple[float, ...], int, Any]:
        """Play on from ``state``; return every seat's payoff, the generator and the rollout bot."""
        horizon = plan.horizon
        for _ in range(plan.max_rollout_moves):
            seat = state.current_player
            if seat is None or _stops(state, start_round, horizon):
                break
            moves = state.legal_moves()
            if rollout is None:
                index, rng = below(rng, len(moves))
                move = moves[index]
            else:
                move, rollout = _rollout_choice(plan, rollout, state.view(seat), moves)
            state = state.play(move)
        return _score(state, start_round, plan), rng, rollout


def _rollout_choice(plan: _Plan, rollout: Any, view: Any, moves: Sequence[Any]) -> Any:
    """``rollout.choose(view, moves)``; a caller's own rollout bot's answer checked."""
    chosen = rollout.choose(view, moves)
    if plan.foreign_rollout:
        return checked_bot_choice(chosen, moves, "ISMCTSBot", "the rollout bot's choose")
    return chosen


def ismcts_settings(spec: Any) -> dict[str, Any]:
    """A game's settings for `ISMCTSBot`: its spec's ``ismcts_defaults``, checked.

    Args:
        spec: a `cardrules.games.GameSpec`.

    Returns:
        A new dict of every setting by name: the spec's where it gives one,
        else `FALLBACK_SETTINGS`'.

    Raises:
        RulesError: the spec names a setting `ISMCTSBot` does not have, or
            gives one a wrong value.

    >>> from cardrules.games import find_game
    >>> settings = ismcts_settings(find_game("veneno"))
    >>> settings["rollout"], settings["horizon"]
    ('greedy', 'round')
    """
    given = checked_defaults(spec.ismcts_defaults, f"ismcts_defaults of {spec!r}", _SETTINGS)
    try:
        ISMCTSBot(**given)  # the fields' own checks
    except RulesError as error:
        msg = f"ismcts_defaults of {spec!r}: {error}"
        raise RulesError(msg) from None
    return {name: given.get(name, FALLBACK_SETTINGS[name]) for name in _SETTINGS}


# The public path, as before the bot became a package: a pickled bot names
# `cardrules.bots.ismcts`.
ISMCTSBot.__module__ = "cardrules.bots.ismcts"
