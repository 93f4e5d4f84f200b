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

from cardrules._quote import quote
from cardrules._random import check_seed
from cardrules.batch import _rng
from cardrules.batch._chupate import ChupateBatch, _sides
from cardrules.bots.random_bot import RandomBot
from cardrules.errors import RulesError

__all__ = ["greedy_actions", "random_actions", "random_bot_states"]

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
    rows = [[bot.rng for bot in RandomBot.for_seats(check_seed(s), players)] for s in seeds]
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
        where a lane is over), and the generators after the draws (only the
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
    mask = batch.legal_mask()
    cur = batch.current_player
    live = cur >= 0
    count = mask.sum(axis=1)
    lanes = np.arange(batch.lanes)
    seat = np.maximum(cur, 0)
    pick, drawn = _rng.below(states[lanes, seat], np.maximum(count, 1), live)
    new_states = states.copy()
    new_states[lanes[live], seat[live]] = drawn[live]
    # the pick-th True of each row: the first place where the running count passes pick
    running = np.cumsum(mask, axis=1)
    action = np.argmax(running > pick[:, None], axis=1)
    return np.where(live, action, -1), new_states


def greedy_actions(batch: ChupateBatch) -> I64:
    """`ChupateGreedyBot`'s choice in every lane (``-1`` where a lane is over).

    Each legal move gets the bot's cost tuple as five columns; the least
    tuple wins, ties to the earliest legal move (the lowest id), as the bot's
    ``min`` over its legal moves does. Floats are computed with the bot's own
    operations in the same order, so equal costs stay equal.

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
    counts = a["counts"][lanes, seat].astype(np.int64)  # [n, 54]
    sides = _sides(rules)
    following = (seat + a["direction"]) % players
    partner_next = (following != seat) & sides[seat, following]
    sizes = a["hand_len"]
    threatened = (sizes[lanes, following] <= _THREAT) & ~partner_next
    normal = a["phase"] == _PLAY
    # _color_values: held per color, less the next opponent's likely cards
    held = counts[:, :52].reshape(n, 4, 13).sum(axis=2)  # [n, 4]
    seen = held + a["discard_counts"][:, :52].astype(np.int64).reshape(n, 4, 13).sum(axis=2)
    unseen = _PER_COLOR - seen
    total = np.maximum(1, unseen.sum(axis=1))
    opponent = ~sides[seat, following]
    follow_size = np.where(opponent, sizes[lanes, following], 0)
    values: F64 = held - _OPPONENT_WEIGHT * follow_size[:, None] * unseen / total[:, None]
    # the cost columns of every action id
    k0 = np.zeros((n, _ACTIONS))
    k1 = np.zeros((n, _ACTIONS))
    k2 = np.zeros((n, _ACTIONS))
    k3 = np.zeros((n, _ACTIONS))
    k4 = np.zeros((n, _ACTIONS))
    # colored cards: (0, held_back, -kept, bridges, -points)
    kinds = np.arange(52)
    face = kinds % 13
    color = kinds // 13
    action_face = face >= 10
    held_back = normal[:, None] & action_face[None, :] & ~threatened[:, None]
    k1[:, :52] = held_back
    k2[:, :52] = -(values[:, color] - 1)
    by_face = counts[:, :52].reshape(n, 4, 13).sum(axis=1)  # [n, 13]
    k3[:, :52] = by_face[:, face] - counts[:, :52]
    points = np.where(face < 10, face, 20)
    k4[:, :52] = -points
    # wilds: (1, W?, -value of the named color); W ids 52-55, W+4 ids 56-59
    k0[:, 52:60] = 1
    k1[:, 52:56] = 1
    k2[:, 52:56] = -values
    k2[:, 56:60] = -values
    # draw, pass, take (3, 0, 0); challenge (4, 0, 0); color:X (0, 0, -value)
    k0[:, 60:63] = 3
    k0[:, 63] = 4
    k2[:, 64:68] = -values
    # a card that hits a partner playing next: (2 in a normal turn, else 4; 0, 0)
    hits = np.zeros(_ACTIONS, dtype=np.bool_)
    hits[[10, 23, 36, 49, 11, 24, 37, 50, 56, 57, 58, 59]] = True
    if players == 2:
        hits[[12, 25, 38, 51]] = True
    partner_hit = partner_next[:, None] & hits[None, :]
    k0 = np.where(partner_hit, np.where(normal, 2, 4)[:, None], k0)
    for column in (k1, k2, k3, k4):
        column[partner_hit] = 0
    # the least tuple among the legal ids, the first of equals
    candidates = batch.legal_mask().copy()
    for column in (k0, k1, k2, k3, k4):
        keyed = np.where(candidates, column, np.inf)
        best = keyed.min(axis=1)
        candidates &= keyed == best[:, None]
    action = np.argmax(candidates, axis=1)
    return np.where(live, action, -1)
