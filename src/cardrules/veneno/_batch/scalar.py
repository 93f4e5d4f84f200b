"""Lanes to scalar `veneno.State` values and back (`VenenoBatch.state`, `from_states`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from cardrules._quote import quote
from cardrules.cards.spanish import SpanishCard
from cardrules.errors import RulesError
from cardrules.veneno._batch.lanes import _Lanes
from cardrules.veneno._batch.tables import (
    _CARD_CODE,
    _CARD_OBJECTS,
    _CARDS,
    _GIVEN,
    _KEY_WIDTH,
    _MAX_HAND,
    _TABLES,
    I64,
    _config,
    _Tables,
)
from cardrules.veneno.notation import PILES
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import RoundResult
from cardrules.veneno.state import State


def _cards_of(board: int) -> list[int]:
    out = []
    while board:
        low = board & -board
        out.append(low.bit_length() - 1)
        board ^= low
    return out


def _rows(columns: list[list[int]]) -> I64:
    """Per-lane lists of per-seat (or per-pile) ints as a seat-major ``[k, lanes]`` array."""
    return np.ascontiguousarray(np.array(columns, dtype=np.int64).T)


def _board(cards: Sequence[SpanishCard]) -> int:
    out = 0
    for card in cards:
        out |= 1 << card.index
    return out


def _order_keys(
    piles: Sequence[Sequence[SpanishCard]], taken: Sequence[Sequence[SpanishCard]]
) -> list[int]:
    """A ``key`` row of `_Lanes`: the ``at``-th card of pile ``p`` is keyed ``4 * at + p``.

    The ``at``-th card of a seat's zone (``taken``) is keyed ``4 * at + _GIVEN``.
    """
    key = [0] * _KEY_WIDTH
    for p, pile in enumerate(piles):
        for at, card in enumerate(pile):
            key[card.index] = 4 * at + p
    for zone in taken:
        for at, card in enumerate(zone):
            key[card.index] = 4 * at + _GIVEN
    return key


def _lane_columns(state: State, lane: int, tables: _Tables, cols: dict[str, list[Any]]) -> None:
    """Append one state's columns to ``cols`` (checking it holds each card once)."""
    rules = state.rules
    places = [*state.hands, *state.piles, *state.taken, state.stock]
    seen = [card.index for place in places for card in place]
    if sorted(seen) != sorted(tables.deck.tolist()):
        msg = (
            f"from_states: lane {lane} does not hold each card of its deck exactly once "
            "(V-1): a batch plays whole decks"
        )
        raise RulesError(msg)
    # A deck row whose order gives every hand's order, then the stock's.
    stock = [card.index for card in state.stock]
    in_hands = [card.index for hand in state.hands for card in hand]
    placed = set(in_hands) | set(stock)
    rest = [c for c in tables.deck.tolist() if c not in placed]
    cols["deck"].append(in_hands + rest + stock)
    cols["ptr"].append(tables.size - len(stock))
    cols["key"].append(_order_keys(state.piles, state.taken))
    cols["t"].append(sum(map(len, state.piles)) + sum(map(len, state.taken)))
    cols["seed"].append(state.seed)
    cols["rng"].append(state.rng)
    cols["round"].append(state.round)
    cols["starter"].append(state.starting_player)
    cols["cp"].append(-1 if state.current_player is None else state.current_player)
    cols["hands"].append([_board(hand) for hand in state.hands])
    cols["piles"].append([_board(pile) for pile in state.piles])
    cols["totals"].append([sum(rules.value(card) for card in pile) for pile in state.piles])
    codes = [max((int(_CARD_CODE[c.index]) for c in pile), default=0) for pile in state.piles]
    cols["config"].append(_config(codes))
    cols["zones"].append([_board(zone) for zone in state.taken])
    cols["scores"].append(list(state.scores))
    last = state.last_round
    players = rules.players
    if last is None:
        cols["lr_has"].append(False)
        cols["lr_round"].append(0)
        cols["lr_start"].append(0)
        cols["lr_points"].append([0] * players)
        cols["lr_zones"].append([0] * players)
        cols["lr_piles"].append([0] * PILES)
        cols["lr_key"].append([0] * _KEY_WIDTH)
        return
    lr_key = _order_keys(last.piles, last.taken)
    if len({c.index for place in (*last.piles, *last.taken) for c in place}) != sum(
        len(place) for place in (*last.piles, *last.taken)
    ):
        msg = f"from_states: lane {lane}'s last_round holds a card twice (V-1)"
        raise RulesError(msg)
    cols["lr_has"].append(True)
    cols["lr_round"].append(last.round)
    cols["lr_start"].append(last.starting_player)
    cols["lr_points"].append(list(last.points))
    cols["lr_zones"].append([_board(zone) for zone in last.taken])
    cols["lr_piles"].append([_board(pile) for pile in last.piles])
    cols["lr_key"].append(lr_key)


def _lane_state(rules: Rules, lanes: _Lanes, i: int) -> State:
    """Lane ``i`` of ``lanes`` as a scalar `veneno.State` (see the package's notes on order)."""
    deck = lanes.deck[:, i].tolist()
    place = {card: at for at, card in enumerate(deck)}
    key = lanes.key[i].tolist()

    def by_deck(board: int) -> tuple[SpanishCard, ...]:
        cards = sorted(_cards_of(board), key=place.__getitem__)
        return tuple(_CARD_OBJECTS[c] for c in cards)

    def by_key(board: int, keys: list[int]) -> tuple[SpanishCard, ...]:
        cards = sorted(_cards_of(board), key=keys.__getitem__)
        return tuple(_CARD_OBJECTS[c] for c in cards)

    after = 1 if rules.poison_overflow else 0

    def by_take(board: int, keys: list[int], takes: int, placed: int) -> tuple[SpanishCard, ...]:
        # the pile of each move of the round: its card is on a pile or in a zone
        pile_of = {keys[c] >> 2: keys[c] & 3 for c in _cards_of(placed)}

        def order(card: int) -> tuple[int, int]:
            t, p = divmod(keys[card], 4)
            if p == _GIVEN:
                return -1, t
            at = t + after
            while takes >> at:  # the first overflow of pile p from move ``at`` on
                later = takes >> at
                at += (later & -later).bit_length() - 1
                if pile_of.get(at) == p:
                    break
                at += 1
            return at, t

        return tuple(_CARD_OBJECTS[c] for c in sorted(_cards_of(board), key=order))

    def placed(piles: I64, zones: I64) -> int:
        out = 0
        for board in (*piles.tolist(), *zones.tolist()):
            out |= board
        return out

    players = rules.players
    last = None
    if lanes.lr_has[i]:
        lr_key = lanes.lr_key[i].tolist()
        lr_takes = int(lanes.lr_takes[i])
        lr_placed = placed(lanes.lr_piles[:, i], lanes.lr_zones[:, i])
        last = RoundResult(
            int(lanes.lr_round[i]),
            int(lanes.lr_start[i]),
            tuple(int(x) for x in lanes.lr_points[:, i]),
            tuple(by_take(int(z), lr_key, lr_takes, lr_placed) for z in lanes.lr_zones[:, i]),
            tuple(by_key(int(p), lr_key) for p in lanes.lr_piles[:, i]),
        )
    takes = int(lanes.takes[i])
    on_table = placed(lanes.piles[:, i], lanes.zones[:, i])
    cp = int(lanes.cp[i])
    return State(
        rules,
        int(lanes.seed[i]),
        int(lanes.rng[i]),
        int(lanes.round[i]),
        int(lanes.starter[i]),
        None if cp < 0 else cp,
        tuple(by_deck(int(lanes.hands[s, i])) for s in range(players)),
        tuple(by_key(int(lanes.piles[p, i]), key) for p in range(PILES)),
        tuple(by_take(int(lanes.zones[s, i]), key, takes, on_table) for s in range(players)),
        tuple(_CARD_OBJECTS[c] for c in deck[int(lanes.ptr[i]) :]),
        tuple(int(x) for x in lanes.scores[:, i]),
        last,
    )


def _lanes_of_states(states: Sequence[State]) -> tuple[Rules, _Lanes, int]:
    """The rules, the lanes and the hand slots of a batch continuing ``states``.

    Raises:
        RulesError: ``states`` is empty, holds something else than a Veneno
            state, the rules differ, or a state does not hold each card of
            its deck exactly once.
    """
    if not isinstance(states, Sequence) or isinstance(states, str | bytes) or not states:
        msg = f"from_states needs a non-empty sequence of veneno states, got {quote(states)}"
        raise RulesError(msg)
    first = states[0]
    if not isinstance(first, State):
        msg = f"from_states: lane 0 is not a veneno State: {quote(first)}"
        raise RulesError(msg)
    rules = first.rules
    tables = _TABLES[rules.reduced_deck]
    n, players = len(states), rules.players
    cols: dict[str, list[Any]] = {name: [] for name in _Lanes._fields}
    max_hand = _MAX_HAND
    for lane, state in enumerate(states):
        if not isinstance(state, State):
            msg = f"from_states: lane {lane} is not a veneno State: {quote(state)}"
            raise RulesError(msg)
        if state.rules != rules:
            msg = (
                f"from_states: lane {lane} plays {state.rules!r}, lane 0 {rules!r}: "
                "a batch plays one rules"
            )
            raise RulesError(msg)
        _lane_columns(state, lane, tables, cols)
        max_hand = max(max_hand, *(len(hand) + 1 for hand in state.hands))
    del n, players
    lanes = _Lanes(
        seed=np.array(cols["seed"], dtype=np.uint64),
        rng=np.array(cols["rng"], dtype=np.uint64),
        round=np.array(cols["round"], dtype=np.int64),
        starter=np.array(cols["starter"], dtype=np.int64),
        cp=np.array(cols["cp"], dtype=np.int64),
        hands=_rows(cols["hands"]),
        piles=_rows(cols["piles"]),
        totals=_rows(cols["totals"]),
        config=np.array(cols["config"], dtype=np.int64),
        zones=_rows(cols["zones"]),
        deck=_rows(cols["deck"]).astype(np.int8),
        ptr=np.array(cols["ptr"], dtype=np.int64),
        key=np.array(cols["key"], dtype=np.uint8),
        takes=np.zeros(len(states), dtype=np.int64),
        t=np.array(cols["t"], dtype=np.int64),
        scores=_rows(cols["scores"]),
        lr_has=np.array(cols["lr_has"], dtype=np.bool_),
        lr_round=np.array(cols["lr_round"], dtype=np.int64),
        lr_start=np.array(cols["lr_start"], dtype=np.int64),
        lr_points=_rows(cols["lr_points"]),
        lr_zones=_rows(cols["lr_zones"]),
        lr_piles=_rows(cols["lr_piles"]),
        lr_key=np.array(cols["lr_key"], dtype=np.uint8),
        lr_takes=np.zeros(len(states), dtype=np.int64),
    )
    return rules, lanes, min(max_hand, _CARDS)
