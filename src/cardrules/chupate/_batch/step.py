"""One step of every lane: the cards played and drawn, the turn, and the round end of C-15."""

from __future__ import annotations

from typing import Any

import numpy as np

from cardrules.chupate._batch.deal import _color_held, _deal, _draw, _sides
from cardrules.chupate._batch.lanes import (
    _IN_DISCARD,
    _KIND_PLACES,
    _PHYS_KIND,
    _RESTAMP,
    _STAMP,
    _Work,
)
from cardrules.chupate._batch.tables import (
    _ACTION_COLOR,
    _ACTION_KIND,
    _ACTIONS,
    _BITS,
    _CAP,
    _CHALLENGE_ID,
    _CLASS_CARD,
    _CLASS_DRAW,
    _COLOR_ID,
    _DRAW_ID,
    _DRAWN,
    _EFFECT_ADVANCE,
    _EFFECT_FLIP,
    _EFFECT_PHASE,
    _FACE_TWO,
    _KIND_FACE,
    _KINDS,
    _MOVE_CLASS,
    _OVER,
    _PASS_ID,
    _PLAY,
    _POINTS,
    _TAKE_ID,
    _W4,
    I64,
    Bools,
    _readonly,
)
from cardrules.chupate.rules import Rules


def _move_tables() -> dict[str, Any]:
    """Per action id, at ``id + 1`` (0: a lane that does not move), what the move does (C-6-C-14).

    ``flip``: the direction's factor; ``advance[two players?]``: the seats the
    turn moves in the direction after the move (a caught bluff moves it one
    less); ``phase``: the next phase (-1: kept); ``owed_times``/``owed_plus``:
    the cards owed after, ``owed_times * owed + owed_plus``; ``color``: the
    active color after (-2: kept); ``wild4``: a wild draw-four (its challenge
    color is the color before it); ``places``: the deck positions of the card's copies.
    """
    ids = np.arange(-1, _ACTIONS)
    kind = np.where((ids >= 0) & (ids < 60), _ACTION_KIND[np.maximum(ids, 0)], -1)
    face = np.where(kind >= 0, _KIND_FACE[np.maximum(kind, 0)], -1)
    card = kind >= 0
    flip = np.where(card, _EFFECT_FLIP[np.maximum(face, 0)], 1)
    advance = np.zeros((2, ids.size), dtype=np.int64)
    for two in (0, 1):
        advance[two] = np.where(card, _EFFECT_ADVANCE[two][np.maximum(face, 0)], 0)
        advance[two][ids == _PASS_ID] = 1
        advance[two][(ids == _TAKE_ID) | (ids == _CHALLENGE_ID)] = 1
    phase = np.where(card, _EFFECT_PHASE[np.maximum(face, 0)], _PLAY)
    phase[ids == _DRAW_ID] = _DRAWN
    phase[ids < 0] = -1
    two = card & (face == _FACE_TWO)
    wild4 = card & (face == _W4)
    owed_times = np.where(two | (ids < 0), 1, 0)
    owed_plus = np.where(two, 2, np.where(wild4, 4, 0))
    color = np.full(ids.size, -2, dtype=np.int64)
    color[card] = _ACTION_COLOR[ids[card]]
    naming = ids >= _COLOR_ID
    color[naming] = ids[naming] - _COLOR_ID
    tables = {
        "flip": flip,
        "advance": advance,
        "phase": phase,
        "owed_times": owed_times,
        "owed_plus": owed_plus,
        "color": color,
        "wild4": wild4,
        "places": _KIND_PLACES[np.maximum(kind, 0)],
    }
    return {name: _readonly(np.ascontiguousarray(value)) for name, value in tables.items()}


_MOVES = _move_tables()

_COLUMNS4 = np.arange(4, dtype=np.int64)

_NOT_MINE = np.int64(np.iinfo(np.int64).max)

_EMPTY = _readonly(np.zeros(0, dtype=np.int64))


def _play_cards(a: Any, players: int, play: I64, seat: I64, act: I64, after_draw: Bools) -> I64:
    """Each lane of ``play`` moves the card of ``act`` from ``seat``'s hand to the pile (C-6).

    The copy played is the first of its kind in the hand (``index_of``), or
    in phase drawn the card just drawn, the last. Returns the lanes whose
    hand is now empty.
    """
    places = np.take(_MOVES["places"], act + 1, axis=0)  # [k, 4]
    base = play * (_CAP + 1)
    spots = places + base[:, None]
    loc = a["loc"].reshape(-1)
    stamp = a["stamp"].reshape(-1)
    # each copy's key: 4 * its stamp + its column, the least the copy played
    keys = stamp[spots].astype(np.int64)
    if np.count_nonzero(
        after_draw
    ):  # the card just drawn: the latest copy, the least negated stamp
        np.negative(keys, out=keys, where=after_draw[:, None])
    keys *= 4
    keys += _COLUMNS4
    keys = np.where(loc[spots] == seat[:, None], keys, _NOT_MINE)
    least = np.minimum(keys[:, 0], keys[:, 1])
    np.minimum(least, keys[:, 2], out=least)
    np.minimum(least, keys[:, 3], out=least)
    least &= 3  # the column (the key's low bits, also for a negative key)
    least += np.arange(0, 4 * play.size, 4, dtype=np.int64)
    card = places.reshape(-1)[least]
    spot = base + card
    loc[spot] = _IN_DISCARD
    clock = a["clock"]
    stamp[spot] = clock[play]
    clock[play] += 1
    kind = _PHYS_KIND[card]
    row = play * players + seat
    at = row * _KINDS + kind
    counts = a["counts"].reshape(-1)
    counts[at] -= 1
    gone = counts[at] == 0
    if np.count_nonzero(gone):
        a["held"].reshape(-1)[row[gone]] &= ~_BITS[kind[gone]]
    hand = a["hand_len"].reshape(-1)
    size = hand[row] - 1
    hand[row] = size
    a["top"][play] = kind
    a["top_card"][play] = card
    a["discard_len"][play] += 1
    a["discard_counts"].reshape(-1)[play * _KINDS + kind] += 1
    empty = size == 0
    return play[empty] if np.count_nonzero(empty) else _EMPTY  # type: ignore[no-any-return]


def _step(rules: Rules, old: dict[str, Any], ids: I64) -> dict[str, Any]:
    """The arrays after every live lane plays its id (``-1`` on lanes that do not move).

    The cards move first, by kind of move: the played cards (C-6), then the
    draws (C-7, C-8, C-12, C-14). Every lane's turn, direction, phase, owed
    cards, color and challenge then follow from per-id tables in one pass
    over all lanes; the lanes whose round ended are then scored (C-15).
    """
    players = rules.players
    a = _Work(old)
    col = ids + 1
    still = ids < 0
    some_still = bool(np.count_nonzero(still))
    kinds_of_move = _MOVE_CLASS[col]
    old_cur = old["cur"]

    done = _EMPTY
    play = (kinds_of_move == _CLASS_CARD).nonzero()[0]
    if play.size:
        after_draw = old["phase"][play] == _DRAWN
        done = _play_cards(a, players, play, old_cur[play], ids[play], after_draw)

    advance = _MOVES["advance"][int(players == 2)][col]
    drawn = np.where(still, old["drawn"], -1)
    challenger = np.where(still, old["challenger"], -1)
    challenged = np.where(still, old["challenged"], -1)
    bluff = old["bluff"] & still
    drawing = (kinds_of_move == _CLASS_DRAW).nonzero()[0]
    if drawing.size:  # draw, take, challenge
        act = ids[drawing]
        seat = old_cur[drawing]
        victim = seat.copy()
        count = np.where(act == _DRAW_ID, 1, old["owed"][drawing])
        ch = (act == _CHALLENGE_ID).nonzero()[0]
        if ch.size:
            cl = drawing[ch]
            target = (seat[ch] - old["direction"][cl]) % players
            caught = _color_held(a.read("counts")[cl, target], old["challenge_color"][cl])
            caught &= rules.allow_bluffs
            challenger[cl] = seat[ch]
            challenged[cl] = target
            bluff[cl] = caught
            victim[ch] = np.where(caught, target, seat[ch])
            advance[cl] -= caught  # a caught bluffer draws; the challenger plays on
            count[ch] = np.where(caught, count[ch], 6)
        _draw(a, drawing, victim, count)
        drew = drawing[act == _DRAW_ID]
        if drew.size:  # the card drawn is the last one taken from the stock
            card = a.read("stock")[drew, a.read("stock_pos")[drew] - 1]
            drawn[drew] = _PHYS_KIND[card]

    direction = old["direction"] * _MOVES["flip"][col]
    cur = old_cur + direction * advance
    if players & (players - 1):
        cur %= players
    else:  # a power of two: the low bits are the remainder, also of -1
        cur &= players - 1
    phase = _MOVES["phase"][col]
    owed = _MOVES["owed_times"][col] * old["owed"]
    owed += _MOVES["owed_plus"][col]
    color = _MOVES["color"][col]
    np.copyto(color, old["color"], where=color == -2)
    challenge_color = np.where(_MOVES["wild4"][col], old["color"], -1)
    if some_still:
        np.copyto(cur, old_cur, where=still)
        np.copyto(phase, old["phase"], where=still)
        np.copyto(challenge_color, old["challenge_color"], where=still)
    new = a.new
    new["cur"] = cur
    new["direction"] = direction
    new["phase"] = phase
    new["owed"] = owed
    new["color"] = color
    new["drawn"] = drawn
    new["challenge_color"] = challenge_color
    new["challenger"] = challenger
    new["challenged"] = challenged
    new["bluff"] = bluff
    if done.size:  # the round is over in these lanes (C-15)
        direction[done] = old["direction"][done]
        _end_round(rules, a, done, old_cur[done], owed[done])
    old_clock = a.read("clock")
    if int(old_clock.max()) > _RESTAMP:
        _restamp(a, np.flatnonzero(old_clock > _RESTAMP))
    return a.result()


def _restamp(a: Any, lanes: I64) -> None:
    """Renumber the stamps of ``lanes`` 0, 1, 2 ... in the same order (they stay int16)."""
    stamp = a["stamp"]
    rows = stamp[lanes]
    order = np.argsort(rows, axis=1, kind="stable")
    ranks = np.empty_like(rows)
    np.put_along_axis(ranks, order, np.arange(_CAP + 1, dtype=_STAMP)[None, :], axis=1)
    stamp[lanes] = ranks
    a["clock"][lanes] = _CAP + 1


def _end_round(rules: Rules, a: Any, lanes: I64, seat: I64, owed: I64) -> None:
    """``seat`` played its last card: the owed draw, the count, the next deal or the end (C-15).

    ``owed`` is what the card made the next seat owe (a draw-two or wild draw-four).
    """
    players = rules.players
    owing = owed > 0
    if np.count_nonzero(owing):
        ol = lanes[owing]
        victim = (seat[owing] + a.read("direction")[ol]) % players
        _draw(a, ol, victim, owed[owing])
    points = a.read("counts")[lanes].astype(np.int64) @ _POINTS  # [k, players]
    side = _sides(rules)[seat]  # [k, players]
    total = np.where(side, 0, points).sum(axis=1)
    gained = np.where(side, total[:, None], 0)
    scores = a["scores"][lanes] + gained
    a["scores"][lanes] = scores
    a["lr_round"][lanes] = a.read("round")[lanes]
    a["lr_start"][lanes] = a.read("start")[lanes]
    a["lr_winner"][lanes] = seat
    a["lr_points"][lanes] = gained
    target = rules.target
    if target is None:
        over = np.ones(lanes.size, dtype=np.bool_)
    elif target > np.iinfo(np.int64).max:
        over = np.zeros(lanes.size, dtype=np.bool_)
    else:
        over = scores.max(axis=1) >= target
    done = lanes[over]
    a["cur"][done] = -1
    a["owed"][done] = 0
    a["phase"][done] = _OVER
    a["drawn"][done] = -1
    a["challenge_color"][done] = -1
    a["challenger"][done] = -1
    a["challenged"][done] = -1
    a["bluff"][done] = False
    a["lr_same"][done] = True  # the game is over: its last hands stay where they are
    more = lanes[~over]
    if more.size:
        a["lr_same"][more] = False
        a["lr_loc"][more] = a.read("loc")[more]
        a["lr_stamp"][more] = a.read("stamp")[more]
        starter = (a.read("start")[more] + 1) % players
        _deal(a, players, more, starter, a.read("round")[more] + 1)
