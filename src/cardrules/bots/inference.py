"""Reading the table: a belief about the hidden cards from how the opponents play.

A seat's view says what the rules reveal; the opponents' *choices* say more.
A player who names blue after a wild probably holds blues; a player who keeps
dodging the pile you would have fed a high card probably has none.
`PolicyBelief` turns that into worlds (full positions) to search in, with
policy-based inference (Rebstock et al., "Policy-Based Inference in
Trick-Taking Card Games", 2019), run as a particle filter:

1. *particles*: ``size`` worlds consistent with the view, from the game's
   sampler (the search bot's belief: `cardrules.chupate.read_opponents` in
   Chúpate 2, the uniform sampler elsewhere), carried from move to move;
2. *replay*: every public move seen since (``observe``) is played in every
   particle; a card a particle put elsewhere than where the move shows it is
   swapped in, so the particle stays consistent with the table; a sampler
   with an ``admits(state)`` method (Chúpate 2's `read_opponents` belief)
   then drops the particles it rules out now (a hand that holds a card its
   seat showed it lacked by drawing), replaced by new worlds from it;
3. *weigh*: each opponent's move multiplies its particle's weight by the
   probability an opponent model gives that move in the particle (the
   opponent's view there): the game's ``opponent_policy`` hook, else its
   greedy bot's move (probability 1), softened by a *rationality* mixed in
   per opponent: ``(1 - e) * policy + e * uniform``, with ``e`` on a grid
   (`RATIONALITY`) whose posterior each particle keeps from that opponent's
   own moves. An opponent who plays like the model makes the small ``e``
   likely and the weights sharp; one who plays unlike it (a random bot, a
   search bot) makes ``e = 1`` likely, and its moves stop telling the
   particles apart: the belief falls back to the sampler's;
4. *resample* when the weights degenerate (effective sample size under half
   the particles): systematic resampling, the copies given fresh stocks, and
   a share ``fresh`` of them replaced by new worlds from the sampler (so the
   belief keeps exploring, and a wrong model cannot lock it in);
5. *move* (with ``moves``): in every particle, ``moves`` Metropolis-Hastings
   proposals each swap a card of an opponent's hand with another hidden card
   (another opponent's or the stock's), kept with the chance the opponents'
   likelihood ratio gives (each ``e`` averaged out; only the past decisions
   of the seats whose hands changed are weighed anew, in the particle's own
   states at those decisions); a swap the sampler does not admit, or one that
   makes a past move illegal, is never kept. The weights stay: the step moves
   the worlds within the posterior toward hands that explain the moves, where
   reweighing alone only picks among the worlds drawn.

The cost a move is flat: each update replays only the moves since the last.
The belief reads the view, the public moves and the sampler's worlds, never
the true position's hidden cards: the same view, moves and seed give the same
belief whatever the hidden cards are.

Particles are carried for games whose states have ``hands`` and ``stock``
and whose card moves name their ``card`` (both games of the library); for
another game each update draws new worlds and weighs them by nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules._random import next_u64, shuffle
from cardrules.errors import RulesError
from cardrules.games import game_of
from cardrules.rng import check_seed

__all__ = ["RATIONALITY", "PolicyBelief", "greedy_policy"]

RATIONALITY = (0.02, 0.1, 0.3, 1.0)
"""The grid of ``e``, the share of an opponent's moves made off the model (uniformly at random).

An opponent plays move ``m`` with chance ``(1 - e) * policy(m) + e / moves``.
Each value is equally likely before any move; ``1.0`` is an opponent the
model says nothing about.
"""

_LOG_PRIOR = -math.log(len(RATIONALITY))
_RESAMPLE_BELOW = 0.5
"""Resample when the effective sample size falls under this share of the particles."""


def greedy_policy(spec: Any) -> Callable[[Any, Sequence[Any]], tuple[float, ...]]:
    """The default opponent policy of a game: its greedy bot's move, with probability 1.

    Args:
        spec: the game's `cardrules.games.GameSpec` (it needs a ``greedy_bot``).

    Returns:
        ``policy(view, legal_moves) -> probabilities``, one per legal move.

    Raises:
        RulesError: the game has no greedy bot.
    """
    bot = spec.needs("greedy_bot", "PolicyBelief")()

    def policy(view: Any, legal: Sequence[Any]) -> tuple[float, ...]:
        move, _ = bot.choose(view, legal)
        return tuple(1.0 if each == move else 0.0 for each in legal)

    return policy


@attrs.frozen
class _Decision:
    """An opponent's decision in a particle: the seat, its state then, the move, its chance."""

    seat: int
    state: Any
    move: Any
    chance: float
    legal: int


@attrs.frozen
class _Particle:
    """One world: the state, each seat's log-likelihood per `RATIONALITY`, and its weight base."""

    state: Any
    loglik: tuple[tuple[float, ...], ...]
    base: float
    history: tuple[_Decision, ...] = ()
    """The opponents' decisions replayed in this particle, oldest first (for `_rejuvenate`)."""
    marginal: float = attrs.field(init=False)
    """The log-likelihood of every opponent's moves, each ``e`` averaged out."""

    @marginal.default
    def _marginal(self) -> float:
        return sum(_logmeanexp(row) for row in self.loglik)


def _logmeanexp(row: Sequence[float]) -> float:
    top = max(row)
    return top + math.log(sum(math.exp(x - top) for x in row)) + _LOG_PRIOR


def _size(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 4096:
        msg = f"PolicyBelief: size must be an int from 1 to 4096, got {quote(value)}"
        raise RulesError(msg)


def _fresh(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        msg = f"PolicyBelief: fresh must be a number from 0 to 1, got {quote(value)}"
        raise RulesError(msg)


def _moves(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 64:
        msg = f"PolicyBelief: moves must be an int from 0 to 64, got {quote(value)}"
        raise RulesError(msg)


def _seed(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    try:
        check_seed(value)
    except RulesError:
        msg = f"PolicyBelief: seed must be an int in 0..2**64-1, got {quote(value)}"
        raise RulesError(msg) from None


def _callable_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not callable(value):
        msg = f"PolicyBelief: {attribute.name} must be a function or None, got {quote(value)}"
        raise RulesError(msg)


@attrs.frozen
class PolicyBelief:
    """A particle filter over the hidden cards, weighed by an opponent model; a pure value.

    Give it every public move (`observe`, or the ``seen`` of `sample` and
    `weights`) and, at each of the seat's turns, its view (`update`); draw
    worlds from it with `draw` or `sample`. See the module's description for
    the method. Every method returns a new belief; none changes this one.

    Attributes:
        size: how many particles (worlds) it keeps.
        fresh: the share of particles replaced by new worlds from the sampler
            at each resampling.
        seed: its generator state, an int in ``0..2**64-1``.
        policy: ``policy(view, legal_moves) -> probabilities``, the opponent
            model (one probability per legal move, for the seat of ``view``);
            ``None``: the game's ``opponent_policy`` hook, else
            `greedy_policy`.
        sampler: ``sampler(view, seed) -> state``, where new worlds come from;
            ``None``: the game's ``sample_state`` (`update` may be given
            another, such as a search bot's belief read from the moves). A
            sampler with an ``admits(state) -> bool`` method also sets which
            carried worlds stay.
        moves: the rejuvenation proposals (card swaps) made in each particle
            at each `update`, an int from 0 (none, the default) to 64; each
            costs about one opponent-model call per past decision of the
            seats it touches.
        pending: the public moves observed since the last `update`.

    Raises:
        RulesError: a field has a wrong value.

    >>> from cardrules import veneno
    >>> state = veneno.new_game(veneno.Rules(players=3), seed=2)
    >>> belief = PolicyBelief(size=16, seed=5)
    >>> view = state.view(0)
    >>> world = belief.sample(view, (), seed=9)
    >>> world.view(0) == view, len(belief.weights(view))
    (True, 16)
    """

    size: int = attrs.field(default=64, validator=_size)
    fresh: float = attrs.field(default=0.125, validator=_fresh)
    seed: int = attrs.field(default=0, validator=_seed)
    policy: Any = attrs.field(default=None, validator=_callable_or_none, eq=False)
    sampler: Any = attrs.field(default=None, validator=_callable_or_none, eq=False)
    moves: int = attrs.field(default=0, validator=_moves)
    pending: tuple[tuple[int, Any], ...] = attrs.field(default=(), repr=False)
    _particles: tuple[_Particle, ...] = attrs.field(default=(), repr=False, eq=False)
    _anchor: Any = attrs.field(default=None, repr=False, eq=False)
    _weights: tuple[float, ...] = attrs.field(default=(), repr=False, eq=False)

    # -- the public face -------------------------------------------------------

    def observe(self, seat: int, move: Any) -> PolicyBelief:
        """Seat ``seat`` played ``move`` (the belief's own seat too): the belief that saw it."""
        return attrs.evolve(self, pending=(*self.pending, *_pairs(((seat, move),))))

    def update(
        self, view: Any, seen: Sequence[tuple[int, Any]] = (), *, sampler: Any = None
    ) -> PolicyBelief:
        """The belief at ``view``: the moves observed (and ``seen``) replayed and weighed.

        Args:
            view: the seat's view now (at its turn).
            seen: more public moves, oldest first, since the last update.
            sampler: where new worlds come from this time (default: the
                belief's ``sampler``, else the game's).

        Returns:
            A belief whose `worlds` are consistent with ``view``.

        Raises:
            RulesError: ``view`` is not a view of a registered game, or a
                move is not a ``(seat, move)`` pair.
        """
        spec = game_of(view)
        moves = (*self.pending, *_pairs(seen))
        draw_new = sampler or self.sampler or spec.sample
        policy = self.policy or spec.opponent_policy or greedy_policy(spec)
        rng = self.seed
        anchor = self._anchor
        if anchor is not None and anchor == view and not moves and self._particles:
            return self
        restart = (
            anchor is None
            or not self._particles
            or anchor.seat != view.seat
            or anchor.round != view.round
            or view.current_player is None
            or not _carried(self._particles[0].state)
        )
        players = view.rules.players
        kept: list[_Particle] = []
        if not restart:
            for particle in self._particles:
                rng, moved = _replay(particle, moves, view, policy, rng, keep=self.moves > 0)
                if moved is not None:
                    kept.append(moved)
        admits = getattr(draw_new, "admits", None)
        if admits is not None:  # what the sampler rules out now, carried worlds must not hold
            kept = [particle for particle in kept if admits(particle.state)]
        if not kept:
            kept, rng = _new_particles(view, self.size, draw_new, rng, players)
        weights = _normalized(kept)
        ess = 1.0 / sum(w * w for w in weights)
        if len(kept) < self.size or ess < self.size * _RESAMPLE_BELOW:
            # the worlds lost (ruled out, or unable to replay a move) are made up from
            # the survivors by weight, so what the moves said is kept
            kept, rng = _resample(kept, weights, self.size, self.fresh, view, draw_new, rng)
        if self.moves and not restart:
            me = view.seat
            moved_particles = []
            for particle in kept:
                rng, moved = _rejuvenate(particle, me, policy, admits, self.moves, rng)
                moved_particles.append(moved)
            kept = moved_particles
        return attrs.evolve(
            self,
            seed=rng,
            pending=(),
            particles=tuple(kept),
            anchor=view,
            weights=tuple(_normalized(kept)),
        )

    @property
    def worlds(self) -> tuple[Any, ...]:
        """The particles' states (after `update`), in the order of `weights`."""
        return tuple(particle.state for particle in self._particles)

    def weights(self, view: Any = None, seen: Sequence[tuple[int, Any]] = ()) -> tuple[float, ...]:
        """The particles' weights, non-negative and adding up to 1 (``view``: after `update`).

        Args:
            view: the seat's view now; ``None``: this belief's particles as they are.
            seen: more public moves since the last update.

        Returns:
            One weight per world of ``self.update(view, seen).worlds``.
        """
        belief = self if view is None else self.update(view, seen)
        return belief._weights

    def draw(self, seed: int) -> Any:
        """One world, a particle picked by weight, its stock shuffled anew by ``seed``.

        Raises:
            RulesError: the belief has no particles yet (call `update` first).
        """
        if not self._particles:
            msg = "PolicyBelief.draw: no worlds yet; call update(view) first"
            raise RulesError(msg)
        rng = check_seed(seed)
        value, rng = next_u64(rng)
        target = value / 2**64
        weights = self._weights
        total, pick = 0.0, len(weights) - 1
        for index, weight in enumerate(weights):
            total += weight
            if target < total:
                pick = index
                break
        return _fresh_stock(self._particles[pick].state, rng)

    def sample(self, view: Any, seen: Sequence[tuple[int, Any]] = (), seed: int = 0) -> Any:
        """A world consistent with ``view``: ``self.update(view, seen).draw(seed)``.

        Args:
            view: the seat's view now.
            seen: the public moves since the last update, oldest first.
            seed: an int in ``0..2**64-1``.

        Returns:
            A state ``s`` with ``s.view(view.seat) == view``.
        """
        return self.update(view, seen).draw(seed)

    def sampler_for(self, view: Any) -> Callable[[Any, int], Any]:
        """``sampler(view, seed) -> state`` drawing from this (updated) belief at ``view``."""
        belief = self if self._anchor == view else self.update(view)

        def sample(_view: Any, seed: int) -> Any:
            return belief.draw(seed)

        return sample

    def rationality(self, seat: int) -> tuple[float, ...]:
        """The posterior of `RATIONALITY` for ``seat``'s moves, averaged over the particles."""
        weights = self._weights
        out = [0.0] * len(RATIONALITY)
        for weight, particle in zip(weights, self._particles, strict=True):
            row = particle.loglik[seat]
            top = max(row)
            each = [math.exp(x - top) for x in row]
            total = sum(each)
            for index, value in enumerate(each):
                out[index] += weight * value / total
        return tuple(out)


# -- the filter's steps ---------------------------------------------------------


def _pairs(seen: Sequence[tuple[int, Any]]) -> tuple[tuple[int, Any], ...]:
    if not isinstance(seen, Sequence) or not all(
        isinstance(pair, tuple)
        and len(pair) == 2
        and isinstance(pair[0], int)
        and not isinstance(pair[0], bool)
        for pair in seen
    ):
        msg = f"PolicyBelief: seen must be (seat, move) pairs, got {seen!r:.80}"
        raise RulesError(msg)
    return tuple(seen)


def _carried(state: Any) -> bool:
    """Whether particles of this game can be carried across moves (``hands`` and ``stock``)."""
    return hasattr(state, "hands") and hasattr(state, "stock")


def _normalized(particles: Sequence[_Particle]) -> list[float]:
    logs = [p.marginal - p.base for p in particles]
    top = max(logs)
    raw = [math.exp(x - top) for x in logs]
    total = sum(raw)
    return [x / total for x in raw]


def _new_particles(
    view: Any, count: int, draw_new: Callable[[Any, int], Any], rng: int, players: int
) -> tuple[list[_Particle], int]:
    out = []
    flat = ((0.0,) * len(RATIONALITY),) * players
    for _ in range(count):
        seed, rng = next_u64(rng)
        out.append(_Particle(draw_new(view, seed), flat, 0.0))
    return out, rng


def _with_history(extra: list[_Particle], kept: Sequence[_Particle]) -> list[_Particle]:
    """New worlds that take the opponents' fitted rationality of kept particles (weight 1)."""
    out = []
    for index, particle in enumerate(extra):
        loglik = kept[index % len(kept)].loglik
        marginal = sum(_logmeanexp(row) for row in loglik)
        out.append(_Particle(particle.state, loglik, marginal))
    return out


def _resample(
    particles: list[_Particle],
    weights: list[float],
    size: int,
    fresh: float,
    view: Any,
    draw_new: Callable[[Any, int], Any],
    rng: int,
) -> tuple[list[_Particle], int]:
    """Systematic resampling; copies get new stocks, a share ``fresh`` new worlds."""
    value, rng = next_u64(rng)
    step = 1.0 / size
    point = (value / 2**64) * step
    out: list[_Particle] = []
    total, index = weights[0], 0
    used: set[int] = set()
    for _ in range(size):
        while point > total and index < len(weights) - 1:
            index += 1
            total += weights[index]
        particle = particles[index]
        state = particle.state
        if index in used:
            stock_seed, rng = next_u64(rng)
            state = _fresh_stock(state, stock_seed)
        used.add(index)
        out.append(_Particle(state, particle.loglik, particle.marginal, particle.history))
        point += step
    replaced = round(fresh * size)
    if replaced and replaced < size:
        extra, rng = _new_particles(view, replaced, draw_new, rng, view.rules.players)
        order, rng = shuffle(rng, list(range(size)))
        for slot, new in zip(order[:replaced], _with_history(extra, out), strict=True):
            out[slot] = new
    return out, rng


def _fresh_stock(state: Any, seed: int) -> Any:
    """``state`` with its stock in a new order (hidden from every seat)."""
    stock = getattr(state, "stock", None)
    if not stock or len(stock) < 2:
        return state
    order, _ = shuffle(check_seed(seed), list(stock))
    return attrs.evolve(state, stock=tuple(order))


def _replay(
    particle: _Particle,
    moves: Sequence[tuple[int, Any]],
    view: Any,
    policy: Callable[[Any, Sequence[Any]], Sequence[float]],
    rng: int,
    *,
    keep: bool,
) -> tuple[int, _Particle | None]:
    """The particle with ``moves`` played and weighed, fitted to ``view`` (``None``: it cannot).

    ``keep``: the opponents' decisions are added to its history (for `_rejuvenate`).
    """
    state = particle.state
    loglik = [list(row) for row in particle.loglik]
    history = list(particle.history)
    me = view.seat
    for seat, move in moves:
        if state.is_over or state.current_player != seat:
            return rng, None
        legal = state.legal_moves()
        if move not in legal:
            if seat == me:
                return rng, None
            rng, state = _hand_over(state, seat, move, me, rng)
            if state is None:
                return rng, None
            legal = state.legal_moves()
            if move not in legal:
                return rng, None
        if seat != me:
            chance = 1.0
            if len(legal) > 1:
                chance = float(policy(state.view(seat), legal)[legal.index(move)])
                row = loglik[seat]
                for index, term in enumerate(_terms(chance, len(legal))):
                    row[index] += term
            if keep:
                history.append(_Decision(seat, state, move, chance, len(legal)))
        state = state.play(move)
    state = _fit_hand(state, view)
    if state is None:
        return rng, None
    return rng, _Particle(state, tuple(tuple(row) for row in loglik), particle.base, tuple(history))


def _terms(chance: float, legal: int) -> tuple[float, ...]:
    """The log-likelihood of a move of model probability ``chance`` among ``legal``, per ``e``."""
    if legal <= 1:
        return (0.0,) * len(RATIONALITY)
    uniform = 1.0 / legal
    return tuple(math.log(max((1.0 - e) * chance + e * uniform, 1e-300)) for e in RATIONALITY)


def _hidden_places(state: Any, me: int) -> list[tuple[str, int]]:
    places: list[tuple[str, int]] = [
        ("hand", seat) for seat in range(len(state.hands)) if seat != me
    ]
    places.append(("stock", -1))
    return places


def _cards(state: Any, place: tuple[str, int]) -> tuple[Any, ...]:
    cards: tuple[Any, ...] = state.hands[place[1]] if place[0] == "hand" else state.stock
    return cards


def _hand_over(state: Any, seat: int, move: Any, me: int, rng: int) -> tuple[int, Any]:
    """The particle with the card ``move`` plays put in ``seat``'s hand, swapped for one of its own.

    The card comes from wherever the particle put it among the hidden places;
    the card it replaces (the card just drawn if the seat is playing it, else
    one at random) goes there. ``None``: the move plays no card the swap
    could give.
    """
    card = getattr(move, "card", None)
    if card is None or not _carried(state):
        return rng, None
    hand = state.hands[seat]
    if not hand:
        return rng, None
    source = next(
        (
            place
            for place in _hidden_places(state, me)
            if place != ("hand", seat) and card in _cards(state, place)
        ),
        None,
    )
    if source is None:
        return rng, None
    drawn = getattr(state, "drawn_card", None)
    if drawn is not None:
        at = len(hand) - 1  # the card just drawn is the hand's last (a move must play it)
    else:
        value, rng = next_u64(rng)
        at = value % len(hand)
    given = hand[at]
    new_hand = (*hand[:at], card, *hand[at + 1 :])
    src = list(_cards(state, source))
    src[src.index(card)] = given
    hands = list(state.hands)
    hands[seat] = new_hand
    changes: dict[str, Any] = {}
    if source[0] == "hand":
        hands[source[1]] = tuple(src)
    else:
        changes["stock"] = tuple(src)
    if drawn is not None:
        changes["drawn_card"] = card
    return rng, attrs.evolve(state, hands=tuple(hands), **changes)


def _fit_hand(state: Any, view: Any) -> Any:
    """The particle with the seat's own hand made the view's (swapping with hidden places)."""
    me = view.seat
    if state.view(me) == view:
        return state
    if not _carried(state) or state.is_over:
        return None
    mine = list(state.hands[me])
    missing = list(view.hand)
    extra: list[Any] = []
    for card in mine:
        if card in missing:
            missing.remove(card)
        else:
            extra.append(card)
    if len(extra) != len(missing):
        return None
    hands = list(state.hands)
    stock = list(state.stock)
    for card, given in zip(missing, extra, strict=True):
        for seat in range(len(hands)):
            if seat != me and card in hands[seat]:
                held = list(hands[seat])
                held[held.index(card)] = given
                hands[seat] = tuple(held)
                break
        else:
            if card not in stock:
                return None
            stock[stock.index(card)] = given
    hands[me] = tuple(view.hand)
    changes: dict[str, Any] = {"hands": tuple(hands), "stock": tuple(stock)}
    if hasattr(state, "drawn_card"):
        changes["drawn_card"] = view.drawn_card if hasattr(view, "drawn_card") else None
    fitted = attrs.evolve(state, **changes)
    return fitted if fitted.view(me) == view else None


def _swap_in(hand: tuple[Any, ...], out: Any, into: Any) -> tuple[Any, ...] | None:
    """``hand`` with one ``out`` replaced by ``into`` (``None``: it holds no ``out``)."""
    if out not in hand:
        return None
    at = hand.index(out)
    return (*hand[:at], into, *hand[at + 1 :])


def _relabel(
    decision: _Decision,
    out: Any,
    into: Any,
    policy: Callable[[Any, Sequence[Any]], Sequence[float]],
) -> _Decision | None:
    """The decision with the mover holding ``into`` for one ``out``; unchanged if it held none.

    ``None``: the move is no longer legal there (the particle cannot take the swap).
    """
    state = decision.state
    hand = state.hands[decision.seat]
    if out not in hand:
        return decision
    changes: dict[str, Any] = {}
    drawn = getattr(state, "drawn_card", None)
    if drawn is not None and drawn == out and hand[-1] == out:
        new_hand: tuple[Any, ...] = (*hand[:-1], into)
        changes["drawn_card"] = into
    else:
        swapped = _swap_in(hand, out, into)
        assert swapped is not None
        new_hand = swapped
    hands = list(state.hands)
    hands[decision.seat] = new_hand
    moved = attrs.evolve(state, hands=tuple(hands), **changes)
    legal = moved.legal_moves()
    if decision.move not in legal:
        return None
    chance = 1.0
    if len(legal) > 1:
        chance = float(policy(moved.view(decision.seat), legal)[legal.index(decision.move)])
    return _Decision(decision.seat, moved, decision.move, chance, len(legal))


def _rejuvenate(
    particle: _Particle,
    me: int,
    policy: Callable[[Any, Sequence[Any]], Sequence[float]],
    admits: Callable[[Any], bool] | None,
    proposals: int,
    rng: int,
) -> tuple[int, _Particle]:
    """Metropolis-Hastings moves: swap a hidden card of an opponent's hand with another hidden one.

    The proposal (an opponent, one of its cards, one of the other hidden
    cards, uniformly) is symmetric, so a swap is kept with chance the ratio of
    the opponents' move likelihoods (each ``e`` averaged out) after and
    before; the past decisions of the seats whose hands change are weighed
    anew with the swapped card. The particle's weight is kept (the move leaves
    the posterior as it is).
    """
    state = particle.state
    seats = [s for s in range(len(state.hands)) if s != me and state.hands[s]]
    if not seats or not particle.history:
        return rng, particle
    for _ in range(proposals):
        value, rng = next_u64(rng)
        seat = seats[value % len(seats)]
        hand = state.hands[seat]
        others = [
            (place, at)
            for place in _hidden_places(state, me)
            if place != ("hand", seat)
            for at in range(len(_cards(state, place)))
        ]
        if not others:
            break
        value, rng = next_u64(rng)
        mine_at = value % len(hand)
        place, at = others[(value >> 32) % len(others)]
        out, into = hand[mine_at], _cards(state, place)[at]
        if out == into:
            continue
        hands = list(state.hands)
        hands[seat] = (*hand[:mine_at], into, *hand[mine_at + 1 :])
        changes: dict[str, Any] = {}
        source = list(_cards(state, place))
        source[at] = out
        if place[0] == "hand":
            hands[place[1]] = tuple(source)
        else:
            changes["stock"] = tuple(source)
        proposed = attrs.evolve(state, hands=tuple(hands), **changes)
        if admits is not None and not admits(proposed):
            continue
        loglik = [list(row) for row in particle.loglik]
        history: list[_Decision] = []
        broken = False
        for decision in particle.history:
            if decision.seat == seat:
                moved = _relabel(decision, out, into, policy)
            elif place == ("hand", decision.seat):
                moved = _relabel(decision, into, out, policy)
            else:
                moved = decision
            if moved is None:
                broken = True
                break
            if moved is not decision:
                row = loglik[decision.seat]
                before = _terms(decision.chance, decision.legal)
                after = _terms(moved.chance, moved.legal)
                for index in range(len(row)):
                    row[index] += after[index] - before[index]
            history.append(moved)
        if broken:
            continue
        new_loglik = tuple(tuple(row) for row in loglik)
        new_marginal = sum(_logmeanexp(row) for row in new_loglik)
        value, rng = next_u64(rng)
        if math.log(max(value / 2**64, 1e-300)) < new_marginal - particle.marginal:
            base = particle.base + new_marginal - particle.marginal
            particle = _Particle(proposed, new_loglik, base, tuple(history))
            state = proposed
    return rng, particle
