"""Nothing made for one seat tells the deal (0.3's rule), tried by deriving the deal from it.

For a seat, every output the library and the command make for it (its view,
the view's JSON, its record as text, the narration told for it, the picture
and the text picture, the replay page, ``cardrules replay --seat``) is searched for the seed (in
decimal and hex), for the ``Tournament`` and ``Deal`` tags, and for any number
that ``new_game`` or ``deal_seed`` would turn into this game's deal. Then the
hidden cards are dealt again, keeping everything the seat saw
(``view.sample_state``): the outputs that depend only on one position must
not change.
"""

from __future__ import annotations

import io
import json
import re
from itertools import pairwise
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import narration
from cardrules.cli._replay import replay_lines
from cardrules.html import replay_page
from cardrules.records import Record, write_records
from cardrules.svg import render
from cardrules.text import render_text
from cardrules.tournament import deal_seed
from tests.games import GAMES, Game, picked_steps
from tests.strategies import examples, move_picks

LIMIT = 40
_NUMBER = re.compile(r"\d+")


def _played(game: Game, rules: Any, seed: int, picks: list[int]) -> tuple[Any, list[Any]]:
    steps = list(picked_steps(game, rules, seed, picks))
    return steps[0][0], [move for _, move in steps if move is not None]


def _same_deal(game: Game, rules: Any, start: Any, number: int) -> bool:
    if number >= 2**64:
        return False
    return game.new_game(rules, number).hands == start.hands


def _derives_the_deal(game: Game, start: Any, text: str, *, pairs: bool) -> str | None:
    """How ``text`` gives the deal away, if it does; ``None`` if it does not."""
    seed = start.seed
    if "Tournament" in text or re.search(r"\bDeal\b", text):
        return "a Tournament or Deal tag"
    if seed >= 10**6 and str(seed) in text:
        return f"the seed {seed} in decimal"
    if seed >= 2**40 and (f"{seed:x}" in text.lower()):
        return f"the seed {seed} in hex"
    # a small number could be tried without the output: only a number of 7 digits or more
    # (too many to try) tells the deal
    numbers = sorted({int(found) for found in _NUMBER.findall(text) if 7 <= len(found) <= 20})
    for number in numbers:
        if _same_deal(game, start.rules, start, number):
            return f"{number}, which new_game turns into the deal"
    if pairs:  # a tournament's seed, with a deal's number (small: any number of the text)
        deals = sorted({int(found) for found in _NUMBER.findall(text) if len(found) <= 7})
        for first in numbers:
            for second in deals:
                if first < 2**64 and second < 2**64 and deal_seed(first, second) == seed:
                    return f"{first} and {second}, which deal_seed turns into the seed"
    return None


def _outputs(game: Game, record: Record, seat: int) -> dict[str, tuple[str, bool]]:
    """Everything made for ``seat`` from ``record``: name -> (text, search number pairs)."""
    states = record.replay()
    start, final = states[0], states[-1]
    steps = [
        type("Step", (), {"before": a, "move": m, "after": b})
        for (a, b), m in zip(pairwise(states), record.moves, strict=True)
    ]
    mine = record.for_seat(seat)
    views = [state.view(seat) for state in states[:: max(1, len(states) // 4)]]
    return {
        "views": ("\n".join(repr(view) + str(view) for view in views), True),
        "view JSON": ("\n".join(json.dumps(view.to_dict()) for view in views), True),
        "seat record": (write_records([mine]), True),
        "seat record narration": (
            "\n".join(narration.narrate_seat_record(mine, names=mine.names)),
            True,
        ),
        "narration": (
            "\n".join(narration.narrate_steps(start, steps, seat=seat, names=record.names)),
            True,
        ),
        "replay --seat": (
            "\n".join(replay_lines(io.StringIO(write_records([record])), None, seat)),
            True,
        ),
        "picture": (render(final, seat), False),
        "text picture": (render_text(final, seat) + render_text(views[-1]), True),
        "page": (replay_page(start, record.moves, seat=seat, names=record.names), False),
    }


@settings(max_examples=examples(20), deadline=None)
@given(
    game=st.sampled_from(GAMES),
    data=st.data(),
    tournament=st.integers(0, 2**64 - 1),
    deal=st.integers(0, 10**6),
)
def test_no_output_for_a_seat_gives_the_deal_away(
    game: Game, data: st.DataObject, tournament: int, deal: int
) -> None:
    rules = data.draw(game.rules, label="rules")
    seat = data.draw(st.integers(0, rules.players - 1), label="seat")
    seed = deal_seed(tournament, deal)  # a tournament's game, as `tournament --record` writes it
    start, moves = _played(game, rules, seed, data.draw(move_picks(LIMIT), label="picks"))
    tags = [("Tournament", str(tournament)), ("Deal", str(deal)), ("Rotation", "0")]
    names = tuple(f"bot{seat}" for seat in range(rules.players))
    record = Record.from_game(start, moves, names=names, tags=tags)
    for name, (text, pairs) in _outputs(game, record, seat).items():
        leak = _derives_the_deal(game, start, text, pairs=pairs)
        assert leak is None, f"{name} gives the deal away: {leak}"


@settings(max_examples=examples(20), deadline=None)
@given(game=st.sampled_from(GAMES), data=st.data(), seed=st.integers(0, 2**64 - 1))
def test_a_seats_outputs_do_not_change_when_the_hidden_cards_are_dealt_again(
    game: Game, data: st.DataObject, seed: int
) -> None:
    rules = data.draw(game.rules, label="rules")
    seat = data.draw(st.integers(0, rules.players - 1), label="seat")
    start, moves = _played(game, rules, seed, data.draw(move_picks(LIMIT), label="picks"))
    state = start
    for move in moves:
        state = state.play(move)
    if state.is_over:
        return
    view = state.view(seat)
    other = view.sample_state(data.draw(st.integers(0, 2**64 - 1), label="sample seed"))
    assert other.view(seat) == view
    assert json.dumps(other.view(seat).to_dict()) == json.dumps(view.to_dict())
    assert render(other, seat) == render(state, seat)
    assert render_text(other, seat) == render_text(state, seat)
    names = tuple(f"bot{seat}" for seat in range(rules.players))
    # the page of the position, for the seat: the seed it was dealt with is not on it
    assert replay_page(other, [], seat=seat, names=names) == replay_page(
        state, [], seat=seat, names=names
    )
    if state.current_player == seat:
        # the seat's own move is told the same (its drawn card, if it draws, is not in the
        # view: that one line may differ, and only by the card)
        move = state.legal_moves()[0]
        told = narration.describe(state, move, state.play(move), seat=seat, names=names)
        again = narration.describe(other, move, other.play(move), seat=seat, names=names)
        if str(move) != "draw":
            assert told == again
    else:
        # another seat's move: told as the seat saw it, from the real position
        move = state.legal_moves()[0]
        told = narration.describe(state, move, state.play(move), seat=seat)
        assert _derives_the_deal(game, start, told, pairs=True) is None
