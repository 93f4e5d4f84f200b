"""Players for batches: the library's random and greedy bots on every lane at once (numpy).

A policy is a value, like a bot: ``policy.choose(batch)`` returns one action id
per lane and the policy to use next (a random policy's generators advanced).
Each makes exactly the scalar bot's choice, lane by lane:

* `RandomPolicy` is `cardrules.bots.RandomBot` at every seat of every lane,
  each with its own generator (``RandomPolicy.for_seats(seeds, players)`` is
  ``RandomBot.for_seats(seeds[i], players)`` in lane ``i``);
* `GreedyPolicy` is the game's greedy bot: its engine's ``greedy_actions``
  (`cardrules.batch.BatchEngine`), or for a game played on scalar lanes its
  spec's ``greedy_bot`` in each lane.

Every registered game has batches (`cardrules.batch`), so these play every
game. They were ``cardrules.batch.policies`` before 0.4; that name still
works, with a `DeprecationWarning`.

`playout` plays a batch on to the end of each lane's round or game.

>>> from cardrules import batch, veneno
>>> from cardrules.bots.batched import GreedyPolicy, RandomPolicy, playout
>>> b = batch.new_batch(veneno.Rules(players=3, loss_threshold=5), [1, 2])
>>> end, _ = playout(b, RandomPolicy.for_seats([7, 8], 3))
>>> bool(end.is_over.all())
True
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from typing import Any, Protocol

from cardrules._extras import missing_extra

try:
    import numpy as np
    import numpy.typing as npt
except ImportError as error:  # pragma: no cover - run in a subprocess by test_missing_extras
    raise missing_extra("cardrules.bots.batched", "numpy", error) from error

from cardrules import _lanes_rng as _rng
from cardrules._quote import quote
from cardrules.batch import Batch, engine_of, from_states, greedy_actions_of
from cardrules.bots.random_bot import RandomBot
from cardrules.errors import RulesError
from cardrules.rng import check_seed

__all__ = [
    "BatchPolicy",
    "GreedyPolicy",
    "RandomPolicy",
    "SeatPolicies",
    "greedy_actions",
    "greedy_policy",
    "playout",
    "random_actions",
    "random_policy",
    "step_where",
]

I64 = npt.NDArray[np.int64]
U64 = npt.NDArray[np.uint64]
Bools = npt.NDArray[np.bool_]


class BatchPolicy(Protocol):
    """A player of batches: one action id per lane, and the policy advanced.

    A policy may also offer ``with_lanes(lanes, other)``, the policy with
    lane ``lanes[j]`` taken from lane ``j`` of ``other`` (as a batch's
    ``with_lanes``): a tournament then starts new games in the lanes whose
    games have ended (`RandomPolicy` and `GreedyPolicy` do).
    """

    def choose(self, batch: Batch, where: Bools | None = None) -> tuple[I64, BatchPolicy]:
        """Each lane's action id (-1 where over or left out by ``where``) and the next policy.

        Only lanes in ``where`` (default: every lane whose game goes on) are
        asked: a policy with state advances only theirs.
        """


def _live(batch: Batch, where: Bools | None) -> Bools:
    live: Bools = ~np.asarray(batch.is_over)
    if where is not None:
        live = live & where
    return live


def random_actions(batch: Batch, rngs: U64, where: Bools | None = None) -> tuple[I64, U64]:
    """`RandomBot`'s choice in each lane: ``below(rng, len(legal))``-th legal move.

    Args:
        batch: a batch.
        rngs: ``uint64 [lanes, players]``: each seat's bot generator.
        where: the lanes to play (default: every lane whose game goes on).

    Returns:
        ``(actions, rngs)``: -1 where not played; the generators of the seats
        that played advanced.
    """
    n = len(batch)
    live = _live(batch, where)
    cp = np.asarray(batch.current_player)
    seat = np.maximum(cp, 0)
    ar = np.arange(n)
    players = rngs.shape[1]
    flat_at = ar * players + seat
    states = rngs.reshape(-1)[flat_at]
    if hasattr(batch, "legal_count") and hasattr(batch, "nth_legal"):
        count = batch.legal_count()
        k, states = _rng.below(states, np.maximum(count, 1), live)
        actions = batch.nth_legal(k)  # -1 where over; kept as it is, `step` trusts it
        if where is not None:
            actions = np.where(live, actions, -1)
    else:
        mask = batch.legal_mask()
        count = mask.sum(axis=1)
        k, states = _rng.below(states, np.maximum(count, 1), live)
        actions = np.argmax(np.cumsum(mask, axis=1) > k[:, None], axis=1).astype(np.int64)
        actions = np.where(live, actions, -1)
    out = rngs.copy()
    out.reshape(-1)[flat_at] = states
    return actions, out


class RandomPolicy:
    """`RandomBot` at every seat of every lane, each with its own generator.

    Args:
        rngs: ``[lanes, players]`` generator states (ints in ``0..2**64-1``):
            lane ``i``'s seat ``s`` plays as ``RandomBot(rng=rngs[i][s])``.

    Raises:
        RulesError: ``rngs`` is not a table of valid generator states.
    """

    __slots__ = ("_rngs",)

    def __init__(self, rngs: object) -> None:
        """Hold a copy of the generators (read-only)."""
        if isinstance(rngs, np.ndarray) and rngs.dtype == np.uint64 and rngs.ndim == 2:
            table = rngs.copy()
        else:
            try:
                rows = [[check_seed(x) for x in row] for row in rngs]  # type: ignore[attr-defined]
            except (TypeError, RulesError) as error:
                msg = f"RandomPolicy needs [lanes][players] generator states, got {quote(rngs)}"
                raise RulesError(msg) from error
            table = np.array(rows, dtype=np.uint64)
            if table.ndim != 2 or table.size == 0:
                msg = f"RandomPolicy needs [lanes][players] generator states, got {quote(rngs)}"
                raise RulesError(msg)
        table.flags.writeable = False
        self._rngs = table

    @classmethod
    def for_seats(cls, seeds: Sequence[int], players: int) -> RandomPolicy:
        """Lane ``i``'s bots are ``RandomBot.for_seats(seeds[i], players)``.

        Raises:
            RulesError: a seed is invalid or ``players`` is not from 1 to 1024.
        """
        rows = []
        for seed in seeds:
            bots = RandomBot.for_seats(seed, players)
            rows.append([bot.rng for bot in bots])
        if not rows:
            msg = "RandomPolicy.for_seats needs at least one seed (one lane)"
            raise RulesError(msg)
        return cls(np.array(rows, dtype=np.uint64))

    @property
    def rngs(self) -> U64:
        """``uint64 [lanes, players]``: every bot's generator state (read-only)."""
        view: U64 = self._rngs.view()
        return view

    def bots(self, lane: int) -> tuple[RandomBot, ...]:
        """Lane ``lane``'s bots as scalar `RandomBot` values."""
        return tuple(RandomBot(rng=int(x)) for x in self._rngs[lane])

    def choose(self, batch: Batch, where: Bools | None = None) -> tuple[I64, RandomPolicy]:
        """Each lane's `RandomBot` choice; the policy with the players' generators advanced.

        Raises:
            RulesError: the table does not have one row per lane and one column per seat.
        """
        if self._rngs.shape != (len(batch), batch.rules.players):
            msg = (
                f"RandomPolicy of shape {self._rngs.shape} cannot play a batch of "
                f"{len(batch)} lanes and {batch.rules.players} seats"
            )
            raise RulesError(msg)
        actions, rngs = random_actions(batch, self._rngs, where)
        return actions, RandomPolicy(rngs)

    def with_lanes(self, lanes: object, other: RandomPolicy) -> RandomPolicy:
        """This policy with lane ``lanes[j]``'s generators replaced by lane ``j`` of ``other``.

        It follows a batch's ``with_lanes`` when finished lanes start new games.

        Args:
            lanes: int ``[k]``, lanes of this policy's table.
            other: a `RandomPolicy` of ``k`` lanes and as many seats.

        Returns:
            The new policy; both given are unchanged.

        Raises:
            RulesError: ``other`` is not such a policy, or ``lanes`` do not fit.
        """
        idx = np.asarray(lanes)
        lanes_here, players = self._rngs.shape
        if (
            not isinstance(other, RandomPolicy)
            or other._rngs.shape[1] != players
            or idx.dtype == np.bool_
            or not np.issubdtype(idx.dtype, np.integer)
            or idx.shape != (other._rngs.shape[0],)
            or (idx.size and (int(idx.min()) < 0 or int(idx.max()) >= lanes_here))
        ):
            msg = (
                f"RandomPolicy.with_lanes: needs lanes from 0 to {lanes_here - 1}, one per "
                f"lane of a RandomPolicy of {players} seats, got {quote(lanes)} and {quote(other)}"
            )
            raise RulesError(msg)
        rngs = self._rngs.copy()
        rngs[idx] = other._rngs
        return RandomPolicy(rngs)

    def __repr__(self) -> str:
        """The table's shape."""
        lanes, players = self._rngs.shape
        return f"RandomPolicy(lanes={lanes}, players={players})"


def greedy_actions(batch: Batch) -> I64:
    """The game's greedy bot's choice in every lane (-1 where over).

    Raises:
        RulesError: the game's batched engine has no greedy player.
    """
    choose = greedy_actions_of(engine_of(batch.rules))
    if choose is None:
        msg = f"no batched greedy player for {quote(batch.rules)}"
        raise RulesError(msg)
    actions: I64 = choose(batch)
    return actions


class GreedyPolicy:
    """The game's greedy bot in every lane (its engine's ``greedy_actions``).

    It holds no state: `choose` returns the policy itself.
    """

    __slots__ = ()

    def choose(self, batch: Batch, where: Bools | None = None) -> tuple[I64, GreedyPolicy]:
        """Each lane's greedy choice (-1 where over or left out)."""
        actions = greedy_actions(batch)
        if where is not None:
            actions = np.where(where, actions, -1)
        return actions, self

    def with_lanes(self, lanes: object, other: GreedyPolicy) -> GreedyPolicy:
        """The policy itself: it holds nothing per lane (as a batch's ``with_lanes``).

        Raises:
            RulesError: ``other`` is not a `GreedyPolicy`.
        """
        del lanes
        if not isinstance(other, GreedyPolicy):
            msg = f"GreedyPolicy.with_lanes needs a GreedyPolicy, got {quote(other)}"
            raise RulesError(msg)
        return self

    def __repr__(self) -> str:
        """``GreedyPolicy()``."""
        return "GreedyPolicy()"


class SeatPolicies:
    """One policy per seat: seat ``s`` of every lane plays ``policies[s]``.

    Args:
        policies: one `BatchPolicy` per seat, seat 0's first.
    """

    __slots__ = ("policies",)

    def __init__(self, policies: Sequence[BatchPolicy]) -> None:
        """Hold the seats' policies."""
        self.policies = tuple(policies)

    def choose(self, batch: Batch, where: Bools | None = None) -> tuple[I64, SeatPolicies]:
        """Each lane's action from the policy of its seat to play.

        Raises:
            RulesError: there is not one policy per seat.
        """
        players = batch.rules.players
        if len(self.policies) != players:
            msg = f"SeatPolicies needs {players} policies, one per seat, got {len(self.policies)}"
            raise RulesError(msg)
        live = _live(batch, where)
        cp = np.asarray(batch.current_player)
        actions = np.full(len(batch), -1, dtype=np.int64)
        nxt = []
        for seat, policy in enumerate(self.policies):
            mine = live & (cp == seat)
            played = policy
            if mine.any():
                chosen, played = policy.choose(batch, mine)
                actions = np.where(mine, chosen, actions)
            nxt.append(played)
        return actions, SeatPolicies(nxt)


def has_where(batch: Batch) -> bool:
    try:
        return "where" in inspect.signature(batch.step).parameters
    except (TypeError, ValueError):  # pragma: no cover - a step without a signature
        return False


def step_where(batch: Batch, actions: I64, where: Bools) -> Batch:
    """``batch.step(actions)`` on the lanes in ``where`` only; the others stay as they are.

    Uses the batch's own ``step(actions, where=...)`` when it has one, else
    steps every lane and takes the others back through scalar states.
    """
    if has_where(batch):
        return batch.step(actions, where=where)
    live = ~np.asarray(batch.is_over)
    if not (live & ~where).any():
        return batch.step(np.where(where, actions, 0))
    safe = np.where(where & live, actions, -1)
    fill = np.argmax(batch.legal_mask(), axis=1)
    moved = batch.step(np.where(where & live, safe, fill))
    states = [moved.state(i) if where[i] else batch.state(i) for i in range(len(batch))]
    return from_states(states)


def playout(
    batch: Batch, policy: BatchPolicy, until: str = "match", max_steps: int | None = None
) -> tuple[Batch, BatchPolicy]:
    """Play every lane on with ``policy`` to the end of its game (or round).

    Args:
        batch: the batch to play on; it is unchanged.
        policy: the player of every seat (`RandomPolicy`, `GreedyPolicy`,
            `SeatPolicies`).
        until: ``"match"`` (the default: until every lane's game is over) or
            ``"round"`` (until each lane's round number changes or its game
            ends: the first state of the next round, or the end).
        max_steps: stop after this many batch steps (``None``: no limit).

    Returns:
        ``(batch, policy)`` at the end: the last batch and the policy advanced.

    Raises:
        RulesError: ``until`` is neither ``"match"`` nor ``"round"``.
    """
    if until not in ("match", "round"):
        msg = f"playout: until must be 'match' or 'round', got {quote(until)}"
        raise RulesError(msg)
    start = np.asarray(batch.round).copy() if until == "round" else None
    steps = 0
    while max_steps is None or steps < max_steps:
        active = ~np.asarray(batch.is_over)
        if start is not None:
            active = active & (np.asarray(batch.round) == start)
        if not active.any():
            break
        actions, policy = policy.choose(batch, active)
        batch = step_where(batch, actions, active)
        steps += 1
    return batch, policy


# -- makers for bot specs: a tournament's bots on a batch -------------------------------


def random_policy(rules: Any, seeds: object) -> RandomPolicy:
    """The batched policy of the ``random`` bot spec: ``RandomPolicy(seeds)``.

    A `cardrules.bots.BotSpec`'s ``batch`` names this maker: lane ``i``'s seat
    ``s`` then plays as ``RandomBot(rng=seeds[i][s])``, exactly the bot that
    ``bot_spec("random").build(rules, seeds[i][s])`` builds.

    Args:
        rules: the rules of the batch (any game: a random bot plays every game alike).
        seeds: ``[lanes, players]`` bot seeds, ints in ``0..2**64-1``.

    Returns:
        The `RandomPolicy`.

    Raises:
        RulesError: ``seeds`` is not a table of valid seeds.
    """
    del rules
    return RandomPolicy(seeds)


def greedy_policy(rules: Any, seeds: object) -> GreedyPolicy:
    """The batched policy of the ``greedy`` bot spec: `GreedyPolicy`, the game's greedy bot.

    The greedy bots are deterministic: ``seeds`` is not needed.

    Args:
        rules: the rules of the batch; their game's batched engine must have
            a greedy player.
        seeds: ``[lanes, players]`` bot seeds (unused).

    Returns:
        The `GreedyPolicy`.

    Raises:
        RulesError: ``rules`` are not a registered game's, or its engine has no greedy player.
    """
    del seeds
    if greedy_actions_of(engine_of(rules)) is None:
        msg = f"no batched greedy player for {quote(rules)}"
        raise RulesError(msg)
    return GreedyPolicy()
