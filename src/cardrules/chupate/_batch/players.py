"""Batched Chúpate 2 players: the library's random and greedy bots' choices in every lane at once.

`random_actions` makes exactly the choices of `cardrules.bots.RandomBot`
(one bot per seat, their generators held in an array) and `greedy_actions`
those of `cardrules.bots.ChupateGreedyBot`, lane by lane, fully vectorized.
Both use that a position's legal moves, in their documented order, are its
legal action ids in increasing order.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from cardrules import _lanes_rng as _rng
from cardrules._quote import quote
from cardrules._random import BOT_SEED_PURPOSE
from cardrules.chupate._batch.batch import ChupateBatch
from cardrules.chupate._batch.deal import _sides
from cardrules.chupate._batch.legal import _row_starts
from cardrules.errors import RulesError
from cardrules.rng import check_seed, derive_seed

__all__ = ["greedy_actions", "play_out", "random_actions", "random_bot_states"]

I64 = npt.NDArray[np.int64]
U64 = npt.NDArray[np.uint64]
F64 = npt.NDArray[np.float64]

_ACTIONS = 68
_KINDS = 54
_THREAT = 2
_OPPONENT_WEIGHT = 0.5
_PER_COLOR = 25
_PLAY, _DRAWN = 0, 1


def random_bot_states(seeds: Sequence[int], players: int) -> U64:
    """The generators of ``RandomBot.for_seats(seeds[i], players)``, one row per lane.

    Args:
        seeds: the bots' seed of each lane.
        players: the number of seats.

    Returns:
        uint64 ``[lanes, players]``: ``[i, s]`` is the ``rng`` of seat ``s``'s bot in lane ``i``.

    Raises:
        RulesError: a seed or ``players`` is invalid.
    """
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 1024:
        msg = f"random_bot_states: players must be an int from 1 to 1024, got {quote(players)}"
        raise RulesError(msg)
    rows = [
        [derive_seed(check_seed(s), BOT_SEED_PURPOSE, seat) for seat in range(players)]
        for s in seeds
    ]
    return np.array(rows, dtype=np.uint64).reshape(len(rows), players)


def random_actions(batch: ChupateBatch, bot_states: object) -> tuple[I64, U64]:
    """`RandomBot`'s choice in every lane, each seat with its own bot.

    In lane ``i`` the seat to play ``s`` draws ``below(bot_states[i, s],
    number of legal moves)`` and plays that legal move, exactly as
    ``RandomBot(rng=bot_states[i, s]).choose(view, legal_moves)``.

    Args:
        batch: the positions.
        bot_states: uint64 ``[lanes, players]``, each seat's bot generator
            (`random_bot_states` builds them from seeds).

    Returns:
        ``(actions, new_bot_states)``: int64 ``[lanes]`` action ids (``-1``
        where a lane is over; read-only, and ``batch.step`` takes them
        without checking them again), and the generators after the draws (only the
        seat that played in each lane advanced; the argument is unchanged).

    Raises:
        RulesError: ``bot_states`` is not a uint64 array of that shape.
    """
    states = np.asarray(bot_states)
    shape = (batch.lanes, batch.rules.players)
    if states.dtype != np.uint64 or states.shape != shape:
        msg = (
            f"random_actions needs bot_states as uint64 {shape}, got "
            f"{quote(str(states.dtype))} {quote(states.shape)}"
        )
        raise RulesError(msg)
    count = batch.legal_count()
    live = batch.current_player >= 0
    flat_at = _row_starts(batch.lanes, shape[1]) + np.maximum(batch.current_player, 0)
    start = states.reshape(-1)[flat_at]
    # one SplitMix64 draw per lane, as `below`; a draw `below` would reject
    # (about one in 10**17) is drawn again by the scalar loop of `_rng.below`
    values, drawn = _rng.next_u64(start)
    bound = np.maximum(count, 1).view(np.uint64)
    rejected = values > ~_rng._REMAINDERS[bound]  # never where the remainder is 0
    rejected &= live
    pick = (values % bound).view(np.int64)
    if np.count_nonzero(rejected):
        again, after = _rng.below(start, bound.view(np.int64), rejected)
        pick[rejected] = again[rejected]
        drawn[rejected] = after[rejected]
    np.copyto(drawn, start, where=~live)  # a lane that is over keeps its generators
    new_states = states.copy()
    new_states.reshape(-1)[flat_at] = drawn
    pick[~live] = 0
    return batch._nth(pick, live), new_states


def _id_tables() -> dict[str, I64]:
    """Per action id: the card kind (-1), its face, the color it plays or names, its kind flags."""
    kind = np.array([*range(52), *([52] * 4), *([53] * 4), *([-1] * 8)], dtype=np.int64)
    named = np.array(
        [*(k // 13 for k in range(52)), *range(4), *range(4), *([0] * 4), *range(4)],
        dtype=np.int64,
    )
    face = np.where(kind < 52, kind % 13, -1)
    return {
        "kind": kind,
        "color": named,
        "face": np.where(face < 0, 0, face),
        "colored": (kind >= 0) & (kind < 52),
        "action_face": (face >= 10),
        "points": np.where(face < 10, face, 20),
        "hits": np.isin(kind, [10, 23, 36, 49, 11, 24, 37, 50, 53]),
        "reverse": np.isin(kind, [12, 25, 38, 51]),
    }


_IDS = _id_tables()


def greedy_actions(batch: ChupateBatch) -> I64:
    """`ChupateGreedyBot`'s choice in every lane (``-1`` where a lane is over).

    Each legal move gets the bot's cost tuple, five numbers; the least tuple
    wins, ties to the earliest legal move (the lowest id), as the bot's
    ``min`` over its legal moves does. Only the legal (lane, id) pairs are
    scored, and one sort finds each lane's least. Floats are computed with
    the bot's own operations in the same order, so equal costs stay equal.

    Args:
        batch: the positions.

    Returns:
        int64 ``[lanes]`` action ids.
    """
    a = batch._a  # the policy reads the engine's arrays
    rules = batch.rules
    players = rules.players
    n = batch.lanes
    lanes = np.arange(n)
    cur = a["cur"]
    live = cur >= 0
    seat = np.maximum(cur, 0)
    counts = a["counts"].reshape(n * players, _KINDS)[lanes * players + seat].astype(np.int64)
    sides = _sides(rules)
    following = (seat + a["direction"]) % players
    partner_next = (following != seat) & sides[seat, following]
    sizes = a["hand_len"].reshape(-1)[lanes * players + following]
    threatened = (sizes <= _THREAT) & ~partner_next
    normal = a["phase"] == _PLAY
    # _color_values: held per color, less the next opponent's likely cards
    held = counts[:, :52].reshape(n, 4, 13).sum(axis=2)  # [n, 4]
    seen = held + a["discard_counts"][:, :52].reshape(n, 4, 13).sum(axis=2, dtype=np.int64)
    unseen = _PER_COLOR - seen
    total = np.maximum(1, unseen.sum(axis=1))
    follow_size = np.where(~sides[seat, following], sizes, 0)
    values: F64 = held - _OPPONENT_WEIGHT * follow_size[:, None] * unseen / total[:, None]
    # the legal (lane, id) pairs and their cost tuples (k0, k1, k2, k3, k4)
    flat = np.flatnonzero(batch.legal_mask())
    lane = flat // _ACTIONS
    ids = flat - lane * _ACTIONS
    t = _IDS
    kind = t["kind"][ids]
    colored = t["colored"][ids]
    wild = ids >= 52
    wild &= ids < 60
    value = values.reshape(-1)[lane * 4 + t["color"][ids]]
    k0 = np.where(wild, 1, np.where(ids == 63, 4, np.where((ids >= 60) & (ids < 63), 3, 0)))
    k1 = np.where(colored, normal[lane] & t["action_face"][ids] & ~threatened[lane], 0)
    k1 = np.where(wild & (ids < 56), 1, k1)
    kept = value - 1
    k2 = np.where(colored, -kept, np.where(wild | (ids >= 64), -value, 0.0))
    face = t["face"][ids]
    safe_kind = np.maximum(kind, 0)
    by_face = counts[:, :52].reshape(n, 4, 13).sum(axis=1)  # [n, 13]
    bridges = by_face.reshape(-1)[lane * 13 + face] - counts.reshape(-1)[lane * _KINDS + safe_kind]
    k3 = np.where(colored, bridges, 0)
    k4 = np.where(colored, -t["points"][ids], 0)
    hits = t["hits"][ids]
    if players == 2:
        hits |= t["reverse"][ids]
    partner_hit = partner_next[lane] & hits
    if partner_hit.any():
        k0 = np.where(partner_hit, np.where(normal[lane], 2, 4), k0)
        k1 = np.where(partner_hit, 0, k1)
        k2 = np.where(partner_hit, 0.0, k2)
        k3 = np.where(partner_hit, 0, k3)
        k4 = np.where(partner_hit, 0, k4)
    # one sort: by lane, then the tuple, then the id; each lane's first pair is its choice
    small = (k3 * 64 + (k4 + 50)) * _ACTIONS + ids
    order = np.lexsort((small, k2, lane * 16 + k0 * 2 + k1))
    first = np.ones(order.size, dtype=np.bool_)
    first[1:] = lane[order][1:] != lane[order][:-1]
    chosen = order[first]
    action = np.full(n, -1, dtype=np.int64)
    action[lane[chosen]] = ids[chosen]
    return np.where(live, action, -1)


def play_out(
    batch: ChupateBatch,
    greedy_seats: Sequence[int] = (),
    bot_states: object = None,
    *,
    to_round_end: bool = False,
    max_steps: int = 100_000,
) -> tuple[ChupateBatch, U64]:
    """Play every lane on with the batched bots: to the end of the game, or of the round.

    Seats in ``greedy_seats`` play `greedy_actions`, the others `random_actions`
    (each seat its own generator), exactly as the scalar bots would. With
    ``to_round_end`` a lane stops as soon as its round ends (its next round is
    dealt, or the game is over); lanes already over stay as they are.

    Args:
        batch: the positions to play on.
        greedy_seats: the seats the greedy bot plays.
        bot_states: uint64 ``[lanes, players]``, the random bots' generators
            (`random_bot_states`); ``None``: ``random_bot_states`` of seeds
            ``0, 1, ...``.
        to_round_end: stop each lane at the end of its current round.
        max_steps: a safety net: at most this many steps.

    Returns:
        ``(batch, bot_states)`` after the playout.

    Raises:
        RulesError: ``bot_states`` has the wrong type or shape, or a greedy
            seat is not a seat.
    """
    players = batch.rules.players
    seats = list(greedy_seats)
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            msg = f"play_out: greedy seat {quote(seat)} is not a seat from 0 to {players - 1}"
            raise RulesError(msg)
    states: U64 = (
        random_bot_states(range(batch.lanes), players)
        if bot_states is None
        else np.asarray(bot_states)
    )
    start_round = batch.round.copy()
    greedy = np.zeros(players, dtype=np.bool_)
    greedy[seats] = True
    for _ in range(max_steps):
        going = ~batch.is_over
        if to_round_end:
            going &= batch.round == start_round
        if not going.any():
            break
        actions, drawn = random_actions(batch, states)
        by_greedy = greedy[np.maximum(batch.current_player, 0)]
        if greedy.any():
            actions = np.where(by_greedy, greedy_actions(batch), actions)
        # only the random bots that moved advance their generators
        states = np.where((going & ~by_greedy)[:, None], drawn, states)
        batch = batch.step(actions, where=going)
    return batch, states
