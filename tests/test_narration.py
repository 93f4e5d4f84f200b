"""Narration: one line per move, and a seat's narration names only cards that seat saw."""

import contextlib
import re
from itertools import pairwise

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import IllegalMoveError, RulesError, chupate, veneno
from cardrules.narration import (
    describe,
    describe_game_end,
    describe_round_end,
    describe_round_start,
    describe_turn,
    narrate,
    narrate_seat_record,
    narrate_steps,
)
from cardrules.records import Record
from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, seeds

LIMIT = 400

CARD_TOKEN = {
    "veneno": re.compile(r"\b(?:1[0-2]|[1-9])[OCEB]\b"),
    "chupate2": re.compile(r"(?<![\w+])(?:[RBGY](?:\+2|[0-9SR])|W\+4|W)(?![\w+])"),
}


def _cards_seen(view_dict):
    """Every card string anywhere in a view's dict."""
    out = set()

    def walk(value):
        if isinstance(value, str):
            out.add(value)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)

    walk(view_dict)
    return out


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(15))
@given(data=st.data())
def test_a_seats_narration_names_only_cards_that_seat_could_see(game, data):
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    seat = data.draw(st.integers(0, rules.players - 1), label="seat")
    pattern = CARD_TOKEN[game.name]
    played = list(picked_steps(game, rules, seed, data.draw(move_picks(LIMIT), label="picks")))
    for (before, move), (after, _) in pairwise(played):
        line = describe(before, move, after, seat=seat)
        seen = _cards_seen(before.view(seat).to_dict()) | _cards_seen(after.view(seat).to_dict())
        seen.add(str(move).split(":")[0].split("@")[0])
        for token in pattern.findall(line):
            assert token in seen, (line, token)


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(10))
@given(data=st.data())
def test_narration_without_a_seat_shows_the_movers_hand(game, data):
    rules = data.draw(game.rules, label="rules")
    played = list(
        picked_steps(game, rules, data.draw(seeds), data.draw(move_picks(50), label="picks"))
    )
    for (before, move), (after, _) in pairwise(played):
        line = describe(before, move, after)
        hand = before.hands[before.current_player]
        assert " ".join(map(str, hand)) in line


def test_narrate_tells_every_move_and_the_result():
    start = veneno.new_game(veneno.Rules(players=2, loss_threshold=3), seed=11)
    state, moves = start, []
    while not state.is_over:
        moves.append(state.legal_moves()[-1])
        state = state.play(moves[-1])
    lines = list(narrate(start, [str(m) for m in moves]))
    assert lines[0] == describe_round_start(start)[0]
    assert sum(1 for line in lines if line.startswith("  seat ")) == len(moves)
    assert lines[-4:] == list(describe_game_end(state, len(moves)))
    assert lines.count(describe_round_end(state)[0]) == 1


def test_narrate_raises_the_illegal_move_of_a_bad_sequence():
    start = chupate.new_game(chupate.Rules(players=3), seed=2)
    illegal = next(
        m for m in ("pass", "take", "challenge") if m not in map(str, start.legal_moves())
    )
    lines = narrate(start, [illegal])
    next(lines)  # the round's opening is out before any move is played
    with pytest.raises(IllegalMoveError):
        list(lines)


@pytest.mark.parametrize("seat", [-1, 4, True, "1"])
def test_a_seat_outside_the_game_is_a_rules_error(seat):
    start = veneno.new_game(veneno.Rules(players=4), seed=1)
    move = start.legal_moves()[0]
    with pytest.raises(RulesError, match="seat must be an int"):
        describe(start, move, start.play(move), seat=seat)


def test_states_of_two_games_or_unfinished_games_are_refused():
    v = veneno.new_game(veneno.Rules(players=2), seed=1)
    c = chupate.new_game(chupate.Rules(players=2), seed=1)
    with pytest.raises(RulesError, match="one game"):
        describe(v, c.legal_moves()[0], c)
    with pytest.raises(RulesError, match="not over"):
        describe_game_end(v, 0)
    with pytest.raises(RulesError, match="no round has ended"):
        describe_round_end(c)
    with pytest.raises(RulesError, match="State"):
        describe_round_start("veneno")


def _named(line, names):
    """``line`` with every seat told by number and name, as ``names=`` should tell it."""
    line = re.sub(r"\bseat (\d+)", lambda m: f"{m.group()} ({names[int(m.group(1))]})", line)
    team = re.compile(r"the team of (\d+(?: \+ \d+)*)")
    return team.sub(
        lambda m: (
            "the team of "
            + " + ".join(f"seat {n} ({names[int(n)]})" for n in m.group(1).split(" + "))
        ),
        line,
    )


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(10))
@given(data=st.data())
def test_names_tell_every_seat_by_number_and_name_and_change_nothing_else(game, data):
    rules = data.draw(game.rules, label="rules")
    seat = data.draw(st.none() | st.integers(0, rules.players - 1), label="seat")
    names = tuple(f"<P{i}>" for i in range(rules.players))
    played = list(
        picked_steps(game, rules, data.draw(seeds), data.draw(move_picks(LIMIT), label="picks"))
    )
    start, steps = played[0][0], []
    for (before, move), (after, _) in pairwise(played):
        steps.append(type("Step", (), {"before": before, "move": move, "after": after}))
    plain = list(narrate_steps(start, steps, seat=seat))
    named = list(narrate_steps(start, steps, seat=seat, names=names))
    assert named == [_named(line, names) for line in plain]
    # every seat is numbered, so two seats of one name (a team of greedy bots) differ
    assert not any(re.search(r"\bseat \d+(?! \(<P)", line) for line in named)


@pytest.mark.parametrize("names", [["one"], "ab", ["a", 2], ("a", "b", "c")])
def test_names_that_are_not_one_string_per_seat_are_a_rules_error(names):
    start = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), seed=3)
    state, moves = start, []
    while not state.is_over:
        moves.append(state.legal_moves()[0])
        state = state.play(moves[-1])
    first = start.play(moves[0])
    calls = [
        lambda: describe(start, moves[0], first, names=names),
        lambda: describe_turn(start, moves[0], first, names=names),
        lambda: describe_round_start(start, names=names),
        lambda: describe_round_end(state, names=names),
        lambda: describe_game_end(state, len(moves), names=names),
        lambda: next(narrate(start, moves, names=names)),
        lambda: next(narrate_seat_record(Record.from_game(start, moves).for_seat(0), names=names)),
    ]
    for call in calls:
        with pytest.raises(RulesError, match="names must be 2 strings, one per seat"):
            call()


def test_a_seat_record_is_told_with_the_names_given():
    start = chupate.new_game(chupate.Rules(players=3), seed=5)
    state, moves = start, []
    for _ in range(30):
        moves.append(state.legal_moves()[0])
        state = state.play(moves[-1])
    record = Record.from_game(start, moves, names=("Ana", "Bea", "Cy")).for_seat(1)
    plain = list(narrate_seat_record(record))
    named = list(narrate_seat_record(record, names=record.names))
    assert plain[0].startswith("Seat 1 is dealt ")
    assert named[0] == "Seat 1 (Bea) is dealt " + plain[0].removeprefix("Seat 1 is dealt ")
    assert named[1:] == [_named(line, record.names) for line in plain[1:]]
    assert sum(line.startswith(f"  move {n}: ") for n in range(1, 31) for line in named) == 30


def _rounds(game_module, rules, seed):
    """Every state of a match played with the first legal move, and the moves."""
    state = game_module.new_game(rules, seed)
    states, moves = [state], []
    while not state.is_over:
        moves.append(state.legal_moves()[0])
        state = state.play(moves[-1])
        states.append(state)
    return states, moves


@pytest.mark.parametrize(
    ("module", "rules"),
    [
        (veneno, veneno.Rules(players=2, loss_threshold=30)),
        (chupate, chupate.Rules(players=2, target=60)),
    ],
    ids=["veneno", "chupate"],
)
def test_describe_with_an_after_from_another_round_is_a_rules_error(module, rules):
    states, moves = _rounds(module, rules, 4)
    assert states[-1].round >= 2
    second = next(i for i, state in enumerate(states) if state.round == 2)
    before, move = states[second], moves[second]
    # an after of round 1 (the first state), of the same game and rules: it was an AssertionError
    for after in (states[0], states[1], states[-1]):
        with pytest.raises(RulesError, match=r"does not follow `before`|not a legal move"):
            describe(before, move, after)
    with pytest.raises(RulesError, match="game is over"):
        describe(states[-1], move, states[-1])
    other = module.new_game(attrs.evolve(rules, players=3), 4)
    with pytest.raises(RulesError, match="other rules"):
        describe(states[0], moves[0], other)
    illegal = next(m for m in moves if not states[0].is_legal(m))
    with pytest.raises(IllegalMoveError, match="not a legal move"):
        describe(states[0], illegal, states[1])
    # the steps of the game itself are all told
    for i, move in enumerate(moves):
        assert describe(states[i], move, states[i + 1])


@settings(deadline=None, max_examples=examples(30))
@given(first=st.integers(0, 400), second=st.integers(0, 400), seat=st.none() | st.integers(0, 1))
def test_describe_of_any_two_states_of_a_match_is_a_line_or_a_rules_error(first, second, seat):
    states, moves = _rounds(veneno, veneno.Rules(players=2, loss_threshold=30), 4)
    before = states[min(first, len(moves) - 1)]
    after = states[min(second, len(states) - 1)]
    for move in before.legal_moves()[:2]:
        with contextlib.suppress(RulesError):  # anything else fails the test
            assert describe(before, move, after, seat=seat)
