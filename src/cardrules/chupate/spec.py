"""Chúpate 2's `GameSpec`: how every tool of cardrules finds and plays this game.

Not imported by ``cardrules.chupate`` itself: `cardrules.games` registers it.

>>> from cardrules.games import find_game
>>> find_game("chupate").title
'Chúpate 2'
"""

from __future__ import annotations

from typing import Any

from cardrules import chupate
from cardrules._batch_hooks import BatchEngine
from cardrules._gamespec import GameSpec
from cardrules.chupate import _narration, _picture, _present, _table_page
from cardrules.chupate._messages import MESSAGES
from cardrules.chupate.encoding import SeatEncoder
from cardrules.chupate.evaluation import (
    WIN_ESTIMATE_WEIGHTS,
    chupate_candidates,
    chupate_hand_value,
)
from cardrules.chupate.greedy import ChupateGreedyBot, opponent_policy
from cardrules.chupate.opponents import read_opponents

__all__ = [
    "BATCH_MIN_DEALS",
    "ISMCTS_DEFAULTS",
    "SEARCH_DEFAULTS",
    "SPEC",
    "batch_engine",
    "batch_hand_value",
    "batch_round_payoff",
    "batch_win_estimate",
    "cards_of",
    "deck",
    "drawn_card_next",
    "move_cap",
    "round_payoff",
]


def deck(rules: Any) -> tuple[Any, ...]:
    """The deck ``rules`` play with (C-1): ``rules.deck()``."""
    return tuple(rules.deck())


def cards_of(state: Any) -> dict[str, tuple[Any, ...]]:
    """Where every card of ``state`` is: each hand, the discard pile and the stock.

    The card just drawn (``drawn_card``) is the last card of its hand (C-7).
    """
    places = {f"hand {seat}": hand for seat, hand in enumerate(state.hands)}
    places["discard"] = state.discard
    places["stock"] = state.stock
    return places


def drawn_card_next(move: Any) -> bool:
    """Whether ``move`` is a ``draw``: a card the seat plays next is the one drawn (C-7)."""
    return bool(move.kind == "draw")


_ROUND_CAP = 20_000
"""Moves no single round reaches: the longest of 100,000 rounds between random bots
took 12,575 (a legal line can go on forever)."""
_ROUND_MOVES = 500
"""Moves a round of a match takes, generously (rounds between bots take about 60)."""


def move_cap(rules: Any) -> int:
    """A match's move cap: one long round, then 500 moves for every 10 points of the target.

    A round scores the winner every other hand's points, nearly always more
    than 10 (C-15), so a match to ``target`` takes far fewer than
    ``target / 10`` rounds.
    """
    target = rules.target
    rounds = 0 if target is None else -(-int(target) // 10)
    return _ROUND_CAP + _ROUND_MOVES * rounds


def round_payoff(state: Any) -> tuple[float, ...]:
    """The zero-sum payoff of the round ``state`` just finished: its winning side shares +1.

    The side (a seat, or its team, C-3) that emptied a hand gets ``+1`` in
    all, shared among its members; every other seat shares ``-1``.
    """
    record = state.last_round
    rules = state.rules
    players = rules.players
    side = rules.team_of(record.winner)
    win, lose = 1.0 / len(side), 1.0 / (players - len(side))
    return tuple(win if seat in side else -lose for seat in range(players))


def _side_payoffs(rules: Any, weights: Any) -> Any:
    """Each seat's expected payoff when side ``k`` wins with chance ``weights[:, k]``-share."""
    import numpy as np  # noqa: PLC0415 - the numpy extra, only here

    players = rules.players
    total = weights.sum(axis=1, keepdims=True)
    values = np.zeros(weights.shape, dtype=np.float64)
    for side in rules.partition:
        members = list(side)
        chance = weights[:, members].sum(axis=1, keepdims=True) / total
        inside = np.zeros(players, dtype=bool)
        inside[members] = True
        win, lose = chance / len(side), chance / (players - len(side))
        values += np.where(inside[None, :], win, -lose)
    return values


def batch_engine() -> BatchEngine:
    """Chúpate 2's batched engine (`cardrules.chupate._batch`, the ``numpy`` extra), imported.

    The spec's ``batch`` hook: `cardrules.batch` calls it the first time a
    batch of Chúpate 2 is asked for, so that the game loads without numpy.
    Its batches are `ChupateBatch` values.
    """
    from cardrules.chupate import _batch  # noqa: PLC0415 - numpy, on demand

    return _batch


def batch_round_payoff(scores_before: Any, batch: Any) -> Any:
    """`round_payoff` of every lane of a batch whose round has just ended (the ``numpy`` extra).

    Args:
        scores_before: each lane's scores before (not needed: the batch keeps
            the last round's winner).
        batch: a Chúpate 2 batch (`cardrules.batch`), each lane just past
            the end of a round.

    Returns:
        float array ``[lanes, players]``: lane ``i``'s row is
        ``round_payoff(batch.state(i))``.
    """
    import numpy as np  # noqa: PLC0415 - the numpy extra, only here

    del scores_before
    rules = batch.rules
    winners = np.asarray(batch.last_winner)
    weights = (winners[:, None] == np.arange(rules.players)[None, :]).astype(np.float64)
    return _side_payoffs(rules, weights)


def batch_hand_value(batch: Any) -> Any:
    """`chupate_hand_value` of every lane of a batch (the ``numpy`` extra).

    Returns:
        float array ``[lanes, players]``: lane ``i``'s row is
        ``chupate_hand_value(batch.state(i))`` for lanes still playing (rows
        of finished lanes are their ``returns()``).
    """
    import numpy as np  # noqa: PLC0415 - the numpy extra, only here

    rules = batch.rules
    sizes = np.asarray(batch.hand_sizes, dtype=np.float64).copy()
    current = np.asarray(batch.current_player)
    live = current >= 0
    lanes = np.flatnonzero(live)
    sizes[lanes, current[lanes]] += np.asarray(batch.owed)[lanes]
    values = _side_payoffs(rules, 1.0 / np.maximum(sizes, 1.0))
    return np.where(live[:, None], values, np.asarray(batch.returns(), dtype=np.float64))


def batch_win_estimate(batch: Any) -> Any:
    """`chupate_win_estimate` of every lane of a batch (the ``numpy`` extra).

    Returns:
        float array ``[lanes, players]``: lane ``i``'s row is
        ``chupate_win_estimate(batch.state(i))`` for lanes still playing (rows
        of finished lanes are their ``returns()``).
    """
    import numpy as np  # noqa: PLC0415 - the numpy extra, only here

    rules = batch.rules
    players = rules.players
    weights = WIN_ESTIMATE_WEIGHTS[players]
    a = batch._a  # the engine's arrays: every hand's count of each card kind
    counts = np.asarray(a["counts"], dtype=np.float64)  # [lanes, players, 54]
    current = np.asarray(batch.current_player)
    live = current >= 0
    lanes = np.flatnonzero(live)
    sizes = np.asarray(batch.hand_sizes, dtype=np.float64).copy()
    sizes[lanes, current[lanes]] += np.asarray(batch.owed)[lanes]
    sizes = np.maximum(sizes, 1.0)
    colored = counts[:, :, :52].reshape(len(current), players, 4, 13)
    by_color = colored.sum(axis=3)  # [lanes, players, 4]
    actions = colored[:, :, :, 10:].sum(axis=(2, 3))
    colors = (by_color > 0).sum(axis=2)
    color = np.asarray(a["color"])
    active = np.where(
        (color >= 0)[:, None],
        np.take_along_axis(by_color, np.maximum(color, 0)[:, None, None], axis=2)[:, :, 0],
        0.0,
    )
    wilds = counts[:, :, 52] + counts[:, :, 53]
    seats = np.arange(players)[None, :]
    places = (seats - np.maximum(current, 0)[:, None]) * np.asarray(a["direction"])[:, None]
    places %= players
    by_place = np.asarray((0.0, *weights[1:players]))[places]
    u = -weights[0] * np.log(sizes) + by_place
    u += (
        weights[players] * wilds
        + weights[players + 1] * actions
        + weights[players + 2] * colors
        + weights[players + 3] * active
        + weights[players + 4] * counts[:, :, 53]
    ) / sizes
    values = _side_payoffs(rules, np.exp(u - u.max(axis=1, keepdims=True)))
    return np.where(live[:, None], values, np.asarray(batch.returns(), dtype=np.float64))


SEARCH_DEFAULTS: dict[str, Any] = {
    "simulations": 1024,
    "min_worlds": 8,
    "max_rollout_moves": 30,
    "evaluate": chupate_hand_value,
    "batch_evaluate": batch_hand_value,
    "batch_round_payoff": batch_round_payoff,
    "sampler": chupate.sample_without_bluffs,
    "margin": 0.0,
    "opponent_model": read_opponents,
    "candidates": chupate_candidates,
}
"""`PIMCBot`'s settings for Chúpate 2: it weighs only choices of kind, in worlds read from moves.

Only the greedy bot's move and the alternatives `chupate_candidates` names
(the colors of a wild, ``W`` against ``W+4``, passing on a card just drawn,
challenging, a wild draw-four against an opponent down to two cards) are
searched; with none, the greedy move is played at once. The worlds come from
`read_opponents` (what draws, wilds and takes say a hand lacks; nobody bluffs
a wild draw-four). 1,024 greedy rollouts a searched move, cut at 30 moves and
scored by hand sizes; the best mean wins (``margin=0``). About 0.07 s of CPU
a move with a choice, on average (see Performance for the win rates: every
move searched at ``margin=0`` lost to the greedy bot, and ``margin=1.5``
only matched it).
"""


ISMCTS_DEFAULTS: dict[str, Any] = {
    "iterations": 200,
    "lanes": 100,
    "paired": True,
    "exploration": 0.7,
    "widening": 0.5,
    "bias": 10.0,
    "margin": 1.5,
    "rollout": "greedy",
    "horizon": "round",
    "max_rollout_moves": 30,
    "evaluate": chupate_hand_value,
    "batch_evaluate": batch_hand_value,
    "batch_round_payoff": batch_round_payoff,
    "sampler": chupate.sample_without_bluffs,
}
"""`ISMCTSBot`'s settings for Chúpate 2: greedy rollouts cut at 30 moves, in waves on the batch.

About 0.1 s a move on one core: 200 iterations in two waves of 100, each
wave trying every legal move in the same sampled worlds (``paired``), the
tree below following the greedy bots' moves (``widening`` and ``bias``), scored
by `chupate_hand_value` where cut; the no-bluff belief; the greedy move
unless another gains 1.5 standard errors over it (``margin``).
"""


BATCH_MIN_DEALS = {2: 40, 3: 20, 4: 15, 6: 5}
"""The fewest deals ``engine="auto"`` plays on the batch, by number of players.

Where the batch started to win over the scalar engine, greedy fields inline
(``benchmarks/tournament_speed.py --engines --deals ... --rounds 5``, batch/scalar
in CPU time): 2 players: 0.96x at 30 deals, 1.06x at 40; 3: 0.94x at 12,
1.53x at 25; 4: 0.90x at 12, 1.33x at 15; 6: 0.97x at 4, 1.20x at 5.
"""

SPEC = GameSpec(
    id="chupate2",
    name="chupate",
    title="Chúpate 2",
    aliases=("chupate 2", "chúpate"),
    players=(2, 3, 4, 6),
    version=1,
    rules_type=chupate.Rules,
    state_type=chupate.State,
    view_type=chupate.View,
    move_type=chupate.Move,
    card_type=chupate.Card,
    new_game=chupate.new_game,
    parse_move=chupate.parse_move,
    parse_card=chupate.parse_card,
    action_space=chupate.action_space,
    higher_scores_win=True,
    encode=chupate.encode,
    observation_size=chupate.observation_size,
    encoding_version=chupate.ENCODING_VERSION,
    encoding_blocks=chupate.encoding_blocks,
    greedy_bot=ChupateGreedyBot,
    round_payoff=round_payoff,
    narrator=_narration,
    picture=_picture,
    messages=MESSAGES,
    batch=batch_engine,
    seat_encoder=SeatEncoder,
    presentation=_present,
    deck=deck,
    cards_of=cards_of,
    drawn_card_next=drawn_card_next,
    search_defaults=SEARCH_DEFAULTS,
    ismcts_defaults=ISMCTS_DEFAULTS,
    opponent_policy=opponent_policy,
    batch_min_deals=BATCH_MIN_DEALS,
    move_cap=move_cap,
    card_symbol=_table_page.card_symbol,
    card_size=_table_page.CARD_SIZE,
    move_choice=_table_page.move_choice,
)
"""Chúpate 2 as the registry knows it."""
