"""Records: written and read back equal, replayed to equal states, corrupt ones refused."""

import contextlib
import io
import re
import string
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardrules import RecordError, RulesError, chupate, veneno
from cardrules.records import (
    PUBLIC_TAGS,
    Record,
    SeatRecord,
    iter_records,
    read_records,
    write_records,
)
from tests.games import GAMES, random_steps
from tests.strategies import examples, move_seeds, seeds

LIMIT = 250

names = st.lists(st.text(st.characters(blacklist_categories=("Cc", "Cs")), max_size=12), min_size=1)
comment_text = st.text(st.characters(blacklist_characters="}\r", blacklist_categories=("Cs",)))
tag_values = st.text(st.characters(blacklist_categories=("Cc", "Cs")), max_size=20)


def played(data, game, limit=LIMIT):
    """A random game: its start, its moves and every state."""
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    steps = list(random_steps(game, rules, seed, data.draw(move_seeds, label="moves"), limit))
    states = [state for state, _ in steps]
    moves = [move for _, move in steps[:-1]]
    return states[0], moves, states


def a_record(data, game, limit=LIMIT):
    start, moves, states = played(data, game, limit)
    players = start.rules.players
    who = data.draw(
        st.one_of(st.just(()), st.lists(names.map("".join), min_size=players, max_size=players))
    )
    comments = data.draw(st.lists(st.tuples(st.integers(0, len(moves)), comment_text), max_size=4))
    tags = data.draw(
        st.dictionaries(st.sampled_from(["Event", "Site", "Round_2", "x"]), tag_values)
    )
    record = Record.from_game(
        start, moves, names=who, date="2026-11-30", tags=list(tags.items()), comments=comments
    )
    return record, states


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(25), suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_record_is_read_back_equal_and_replays_to_the_same_states(game, data):
    record, states = a_record(data, game)
    text = write_records([record, record])
    assert read_records(text) == (record, record)
    assert record.replay() == tuple(states)


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(20), suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_seats_record_gives_its_hands_and_holds_no_card_it_never_saw_nor_the_seed(game, data):
    record, states = a_record(data, game)
    seat = data.draw(st.integers(0, record.rules.players - 1), label="seat")
    mine = record.for_seat(seat)
    assert read_records(write_records([mine])) == (mine,)
    assert mine.hands() == tuple(state.hands[seat] for state in states)
    assert mine.movers == tuple(state.current_player for state in states[:-1])
    # it holds no card the seat never saw, and no seed
    held = {card for state in states for card in state.hands[seat]}
    given_cards = [card for _, cards in (*mine.dealt, *mine.drawn) for card in cards]
    assert set(given_cards) <= held
    text = write_records([mine])
    assert "\n[Seed " not in text
    assert not hasattr(read_records(text)[0], "seed")
    back = read_records(text)[0]
    assert back == mine
    assert {card for _, cards in (*back.dealt, *back.drawn) for card in cards} <= held


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(20), suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_corrupt_move_fails_replay_naming_the_move_and_the_rule(game, data):
    record, states = a_record(data, game, limit=60)
    if not record.moves:
        return
    index = data.draw(st.integers(0, len(record.moves) - 1), label="index")
    state = states[index]
    wrong = [m for m in game.all_moves(record.rules) if m not in state.legal_moves()]
    bad = data.draw(st.sampled_from(wrong), label="bad")
    moves = list(record.moves)
    moves[index] = bad
    corrupt = read_records(write_records([Record(record.rules, record.seed, moves)]))[0]
    pattern = rf"^move {index + 1} \({re.escape(str(bad))}\) is illegal: [CV]-\d+"
    with pytest.raises(RecordError, match=pattern):
        corrupt.replay()


def _sample_records():
    out = []
    for game in GAMES:
        rules = game.module.Rules(players=4)
        start = game.new_game(rules, 21)
        state, moves = start, []
        for _ in range(30):
            move = state.legal_moves()[len(moves) % len(state.legal_moves())]
            moves.append(move)
            state = state.play(move)
        record = Record.from_game(start, moves, names=("a", "b", "c", "d"), comments=[(2, "x")])
        out += [record, record.for_seat(2)]
    return write_records(out)


SAMPLE = _sample_records()


def _read_safely(text):
    try:
        records = read_records(text)
    except RecordError:
        return None
    for record in records:
        with contextlib.suppress(RecordError):
            record.replay() if isinstance(record, Record) else record.hands()
    return records


@settings(deadline=None, max_examples=examples(300))
@given(st.text(alphabet=st.sampled_from(string.printable + 'áé{}<>[]"\\'), max_size=300))
def test_random_text_is_read_or_refused_with_a_record_error(text):
    _read_safely(text)


@settings(deadline=None, max_examples=examples(300))
@given(
    st.lists(
        st.tuples(
            st.integers(0, len(SAMPLE)),
            st.integers(0, 8),
            st.text(alphabet=st.sampled_from(string.printable + '{}<>[]"\\é'), max_size=8),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_mutated_records_are_read_or_refused_with_a_record_error(edits):
    text = SAMPLE
    for where, cut, insert in edits:
        at = min(where, len(text))
        text = text[:at] + insert + text[at + cut :]
    _read_safely(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1. R7", "starts with its headers"),
        ('[Game "uno"]\n[Rules "players=4"]\n[Seed "1"]\n', "Game header must name"),
        ('[Game "veneno"]\n[Seed "1"]\n', "needs a Rules header"),
        ('[Game "veneno"]\n[Rules "players=9"]\n[Seed "1"]\n', "Rules: .*V-3"),
        ('[Game "veneno"]\n[Rules "players=4 teams=0+1/2+3"]\n[Seed "1"]\n', "not a veneno rule"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "-1"]\n', "Seed must be"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "99999999999999999999"]\n', "seed"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n[Seat "1"]\n', "has both"),
        ('[Game "veneno"]\n[Rules "players=4"]\n\n1. 7C@1\n', "has neither"),
        ("hello world", "got 'hello world'"),
        ('[Game "chupate2"]\n[Rules "players=4 teams=x+y"]\n[Seed "1"]\n', "'teams=x\\+y'"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "12 34"]\n', "got '12 34'"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n1. 7C@1 } after', "in '} after'"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n[Seed "2"]\n', "given twice"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n1. 7C@3', "move 1: .*pile"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n2. 7C@1', "should be 1"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n1. 7C@1 {open', "never closed"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n1. s2 7C@1', "seat's record"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seat "1"]\n1. 7C@1', "follows its mover"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seat "1"]\n<deal: 7C 99X>', "line 4"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seat "1"]\n1. s1 7C@1', "starts with the hand"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n[Player7 "x"]', "Player7"),
        ('[Game "veneno" x]\n', "on one line"),
        ('[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n1. 7C@1 [Date "x"]', "own line"),
    ],
)
def test_malformed_records_name_what_is_wrong(text, words):
    with pytest.raises(RecordError, match=words):
        read_records(text)


def test_errors_name_the_game_by_its_place_in_the_file():
    bad = SAMPLE + '\n[Game "veneno"]\n[Rules "players=4"]\n[Seed "1"]\n\n1. 7C@9\n'
    with pytest.raises(RecordError, match=r"^game 5 \(from line \d+\): line \d+, move 1"):
        read_records(bad)


def test_a_seat_that_plays_a_card_it_never_had_is_refused():
    record = read_records(SAMPLE)[1]
    assert isinstance(record, SeatRecord)
    own = next(i for i, seat in enumerate(record.movers) if seat == record.seat)
    hand = record.hands()[own]
    stranger = next(c for c in veneno.build_deck() if c not in hand)
    moves = list(record.moves)
    moves[own] = veneno.Move(stranger, 0)
    forged = SeatRecord(record.rules, record.seat, moves, record.movers, record.dealt, record.drawn)
    with pytest.raises(RecordError, match=rf"move {own + 1} .*never gave it"):
        forged.hands()


def test_a_record_starts_from_a_new_game():
    start = chupate.new_game(chupate.Rules(players=2), seed=1)
    later = start.play(start.legal_moves()[0])
    with pytest.raises(RecordError, match="new_game"):
        Record.from_game(later, [])
    with pytest.raises(RecordError, match=r"Rules of a registered game \(chupate2, veneno\)"):
        Record.from_game(object(), [])


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"seed": -1}, "seed"),
        ({"moves": ("7C@1",)}, "move 1"),
        ({"moves": 5}, "sequence"),
        ({"names": ("a",)}, "one per seat"),
        ({"names": ("a\nb", "c")}, "line breaks"),
        ({"tags": (("Seed", "1"),)}, "record's own fields"),
        ({"tags": (("9x", "1"),)}, "a letter"),
        ({"tags": (("Event", "1"), ("Event", "2"))}, "twice"),
        ({"comments": ((3, "x"),)}, "from 0 to 0"),
        ({"comments": ((0, "}"),)}, "without"),
    ],
)
def test_record_fields_are_checked(fields, words):
    with pytest.raises(RecordError, match=words):
        Record(**{"rules": chupate.Rules(players=2), "seed": 1, **fields})


def test_a_record_error_is_a_rules_error():
    assert issubclass(RecordError, RulesError)
    with pytest.raises(RecordError, match="needs a str"):
        read_records(b"[Game]")


def test_the_format_pages_example_reads_and_its_seat_record_is_the_games():
    page = (Path(__file__).parent.parent / "docs" / "records-format.md").read_text()
    example = page.split("```text\n", 1)[1].split("```", 1)[0]
    whole, mine = read_records(example)
    assert isinstance(whole, Record)
    assert mine == whole.for_seat(1)
    assert whole.comments == ((3, "Bo has no blue"),)
    assert read_records(write_records([whole, mine])) == (whole, mine)


rule_values = st.one_of(
    st.sampled_from(["true", "false", "0", "-1", "1", "4", "99", "9999999999999999999"]),
    st.lists(
        st.lists(st.integers(0, 12).map(str), min_size=1, max_size=4).map("+".join),
        min_size=1,
        max_size=4,
    ).map("/".join),
)


@settings(deadline=None, max_examples=examples(200))
@given(
    game=st.sampled_from(GAMES),
    pairs=st.lists(
        st.tuples(
            st.sampled_from(
                [
                    "players",
                    "teams",
                    "target",
                    "allow_bluffs",
                    "reduced_deck",
                    "copas_sin_veneno",
                    "loss_threshold",
                    "poison_overflow",
                ]
            ),
            rule_values,
        ),
        max_size=4,
    ),
)
def test_any_rules_header_reads_or_is_a_record_error(game, pairs):
    rules = " ".join(f"{key}={value}" for key, value in pairs)
    text = f'[Game "{game.name}"]\n[Rules "{rules}"]\n[Seed "1"]\n'
    try:
        (record,) = read_records(text)
    except RecordError:
        return
    assert read_records(write_records([record])) == (record,)


def test_windows_line_ends_read_the_same():
    assert read_records(SAMPLE.replace("\n", "\r\n")) == read_records(SAMPLE)


def test_games_without_moves_read_back_one_by_one() -> None:
    start = veneno.new_game(veneno.Rules(players=2), 0)
    record = Record.from_game(start, [])
    again = read_records(write_records([record, record]))
    assert again == (record, record)
    assert again[0].replay()[-1] == start


# -- 0.3: seat secrecy, memory, streaming, BOM, hands after a draw ---------------


def _tournament_record(seed: int = 7) -> Record:
    """A record as ``cardrules tournament --record`` writes it: Tournament and Deal tags."""
    from cardrules.tournament import deal_seed  # noqa: PLC0415 - only these tests need it

    rules = veneno.Rules(players=2, loss_threshold=1)
    start = veneno.new_game(rules, deal_seed(seed, 3))
    state, moves = start, []
    while not state.is_over:
        moves.append(state.legal_moves()[0])
        state = state.play(moves[-1])
    tags = [("Tournament", str(seed)), ("Deal", "3"), ("Rotation", "1")]
    return Record.from_game(start, moves, names=("greedy", "greedy"), tags=tags)


def test_a_seats_record_of_a_tournament_game_keeps_no_tag_that_gives_the_seed():
    record = _tournament_record()
    assert dict(record.tags)["Tournament"] == "7"
    for seat in (0, 1):
        mine = record.for_seat(seat)
        names = [name for name, _ in mine.tags]
        assert "Tournament" not in names
        assert "Deal" not in names
        assert set(names) <= set(PUBLIC_TAGS)
        assert ("Rotation", "1") in mine.tags
        text = write_records([mine])
        assert "Tournament" not in text
        assert "[Deal " not in text
        assert str(record.seed) not in text


@pytest.mark.parametrize("tag", ["Tournament", "Deal", "Annotator"])
def test_a_seats_record_refuses_a_tag_that_is_not_public(tag):
    mine = _tournament_record().for_seat(0)
    with pytest.raises(RecordError, match=f"only public tags.*'{tag}'"):
        SeatRecord(mine.rules, 0, mine.moves, mine.movers, mine.dealt, tags=((tag, "7"),))
    text = write_records([mine]).replace("[Rotation ", f"[{tag} ")
    with pytest.raises(RecordError, match=f"'{tag}' might tell the deal"):
        read_records(text)


def test_a_10_mb_header_line_is_refused_in_little_memory():
    text = '[Game "veneno"]\n[Event "' + "x" * 10_000_000 + '"]\n'
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match=r"line 2: a line is longer than 100,000"):
            read_records(text)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < len(text) // 4  # it was 170 times the input (1.7 GB)
    data = text.encode()
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match=r"line 2: a line is longer than 100,000"):
            list(iter_records(io.BytesIO(data)))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < len(data) // 4


def test_a_30_mb_header_line_is_a_record_error_not_a_memory_error():
    text = '[Game "veneno"]\n[Event "' + "\\\\" * 15_000_000 + '"]\n'
    with pytest.raises(RecordError, match="longer than"):
        read_records(text)


def _many_games() -> tuple[Record | SeatRecord, ...]:
    out: list[Record | SeatRecord] = []
    for game in GAMES:
        for seed in range(6):
            steps = list(random_steps(game, game.module.Rules(players=3), seed, seed, 300))
            moves = [move for _, move in steps if move is not None]
            record = Record.from_game(steps[0][0], moves, names=("a", "b", "c"))
            out += [record, record.for_seat(seed % 3)]
    return tuple(out)


def test_reading_stays_within_a_small_multiple_of_the_input():
    records = _many_games()
    text = write_records(records)
    for read in (
        lambda: read_records(text),
        lambda: tuple(iter_records(io.BytesIO(text.encode()))),
    ):
        tracemalloc.start()
        try:
            assert read() == records
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 8 * len(text)


def test_iter_records_yields_one_game_at_a_time_before_a_later_error():
    records = _many_games()[:3]
    text = write_records(records) + '\n[Game "veneno"]\n[Rules "players=2"]\n[Seed "x"]\n'
    games = iter_records(io.StringIO(text))
    assert next(games) == records[0]
    assert next(games) == records[1]
    assert next(games) == records[2]
    with pytest.raises(RecordError, match=r"game 4 .*Seed must be"):
        next(games)


@pytest.mark.parametrize("handle", ["text", 5, None, b"bytes"])
def test_iter_records_needs_an_open_file(handle):
    with pytest.raises(RecordError, match="needs an open file"):
        iter_records(handle)


def test_text_that_is_not_utf8_is_a_record_error_naming_its_line():
    text = write_records(_many_games()[:1]).encode()
    bad = text.replace(b"[Library", b'[Caf\xe9 "x"]\n[Library', 1)
    with pytest.raises(RecordError, match=r"line \d+: not UTF-8 text: the byte b'\\xe9'"):
        list(iter_records(io.BytesIO(bad)))


def test_a_byte_order_mark_is_skipped():
    records = _many_games()[:2]
    text = write_records(records)
    assert read_records("\ufeff" + text) == records
    assert tuple(iter_records(io.BytesIO(b"\xef\xbb\xbf" + text.encode()))) == records
    assert tuple(iter_records(io.StringIO("\ufeff" + text))) == records
    with pytest.raises(RecordError):  # only at the start of the file
        read_records(text + "\n\ufeff" + text)


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"names": ("x" * 10_001, "b")}, "at most 10,000"),
        ({"names": ("\udcff", "b")}, "lone surrogates"),
        ({"tags": (("Event", "\ud800"),)}, "lone surrogates"),
        ({"comments": ((0, "x" * 10_001),)}, "at most 10,000"),
        ({"comments": ((0, "bad \udcff"),)}, "lone surrogates"),
    ],
)
def test_what_a_record_could_not_write_or_read_back_is_refused(fields, words):
    with pytest.raises(RecordError, match=words):
        Record(veneno.Rules(players=2), 1, **fields)


def test_the_longest_texts_a_record_holds_are_written_and_read_back():
    record = Record(
        veneno.Rules(players=2),
        1,
        names=('\\"' * 5_000, "b"),
        tags=(("Event", "\\" * 10_000),),
        comments=((0, "y" * 10_000), (0, "line\n" * 2_000)),
    )
    assert read_records(write_records([record])) == (record,)


def _draw_then_play(state: chupate.State) -> tuple[chupate.State, list[chupate.Move]]:
    """From ``state``, play on until a seat draws a card it then plays; those moves."""
    moves: list[chupate.Move] = []
    for _ in range(2000):
        legal = state.legal_moves()
        draw = next((m for m in legal if m.kind == "draw"), None)
        plays = [m for m in legal if m.kind == "play"]
        move = (
            draw
            if draw is not None and state.phase.value == "play"
            else plays[0]
            if plays
            else legal[0]
        )
        moves.append(move)
        after = state.play(move)
        if move.kind == "play" and moves[-2:-1] and moves[-2].kind == "draw":
            return after, moves
        state = after
    raise AssertionError("no draw then play")  # pragma: no cover - seeds below have one


@settings(max_examples=examples(25), deadline=None)
@given(seed=seeds, players=st.sampled_from([2, 3, 4]))
def test_a_seats_hands_are_the_true_hands_after_every_draw(seed, players):
    start = chupate.new_game(chupate.Rules(players=players), seed)
    _, moves = _draw_then_play(start)
    record = Record.from_game(start, moves)
    states = record.replay()
    for seat in range(players):
        assert record.for_seat(seat).hands() == tuple(state.hands[seat] for state in states)


def test_after_a_draw_only_the_drawn_card_is_dropped():
    g8, r8, b3 = (chupate.parse_card(text) for text in ("G8", "R8", "B3"))
    rules = chupate.Rules(players=2)
    draw, play_b3, play_g8 = (chupate.parse_move(t) for t in ("draw", "B3", "G8"))
    # a duplicate of the drawn card was held before: the drawn copy, the last, goes
    mine = SeatRecord(rules, 0, (draw, play_b3), (0, 0), ((0, (b3, g8)),), ((1, (b3,)),))
    assert mine.hands() == ((b3, g8), (b3, g8, b3), (b3, g8))
    # another card than the drawn one, just after drawing, is not what C-7 allows
    forged = SeatRecord(rules, 0, (draw, play_g8), (0, 0), ((0, (g8, r8)),), ((1, (b3,)),))
    with pytest.raises(
        RecordError, match=r"move 2 \(G8\): seat 0 drew B3 .*only that card \(C-7\)"
    ):
        forged.hands()
