"""``cardrules play`` and ``cardrules replay`` through a real process, with scripted input."""

from __future__ import annotations

import errno
import importlib.util
import io
import re
from pathlib import Path

import attrs
import pytest

from cardrules import RecordError, chupate, i18n, veneno
from cardrules._random import derive_seed
from cardrules.bots import RandomBot
from cardrules.cli._common import CLI_BOT_SEED_PURPOSE
from cardrules.cli._person import _Reading
from cardrules.cli._replay import replay_lines
from cardrules.records import Record, SeatRecord, read_records, write_records
from tests.helpers import cardrules


def test_a_person_plays_a_whole_veneno_match_and_saves_it(tmp_path: Path) -> None:
    full, mine = tmp_path / "game.txt", tmp_path / "mine.txt"
    script = "\n".join(["1"] * 200 + [f"save {full}", f"save {mine} mine", "quit", ""])
    done = cardrules(
        "play",
        "veneno",
        "--seat",
        "1",
        "--players",
        "3",
        "--seed",
        "5",
        "--bots",
        "random",
        stdin=script,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "Traceback" not in done.stdout
    record = read_records(full.read_text())[0]
    assert isinstance(record, Record)
    final = record.replay()[-1]
    assert final.is_over
    winners = ", ".join(f"seat {seat} ({record.names[seat]})" for seat in final.winners)
    assert f"  winners: {winners}" in done.stdout
    assert record.names == ("random bot", "you", "random bot")
    seat_record = read_records(mine.read_text())[0]
    assert seat_record == record.for_seat(1)
    # the person always typed 1: the first legal move, whenever it was their turn
    for state, move in zip(record.replay(), record.moves, strict=False):
        if state.current_player == 1:
            assert move == state.legal_moves()[0]


def test_the_bots_play_as_their_own_seeds_say(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    script = "\n".join(["1"] * 200 + [f"save {path}", ""])
    cardrules(
        "play",
        "veneno",
        "--seat",
        "0",
        "--players",
        "2",
        "--seed",
        "9",
        "--bots",
        "random",
        stdin=script,
    )
    record = read_records(path.read_text())[0]
    bot = RandomBot.for_seats(derive_seed(9, CLI_BOT_SEED_PURPOSE), 2)[1]
    for state, move in zip(record.replay(), record.moves, strict=False):
        if state.current_player == 1:
            chosen, bot = bot.choose(state.view(1), state.legal_moves())
            assert chosen == move


def test_bad_input_gets_a_message_and_a_new_prompt_never_a_traceback(tmp_path: Path) -> None:
    lines = ["", "junk", "0", "99", "W+4", "why", "why R7x", "save", "save a b c", "show", "help"]
    done = cardrules(
        "play",
        "chupate",
        "--seat",
        "0",
        "--players",
        "2",
        "--seed",
        "3",
        stdin="\n".join(lines) + "\n",
    )
    assert done.returncode == 0
    assert "Traceback" not in done.stdout + done.stderr
    out = done.stdout
    assert "not a move or a command: 'junk'" in out
    assert "no move 0: the moves are numbered 1 to" in out
    assert "no move 99" in out
    assert "not legal here: C-" in out or "not a move or a command: 'W+4'" in out
    assert "usage: why MOVE" in out
    assert "not a move:" in out
    assert out.count("usage: save FILE") == 2
    assert "commands:" in out
    assert out.rstrip().endswith("End of input: goodbye.")
    assert out.count("> ") >= len(lines)


def test_why_names_the_rule_that_forbids_a_move() -> None:
    state = chupate.new_game(chupate.Rules(players=2), seed=3)
    assert state.current_player == 1
    illegal = next(
        str(m)
        for m in (chupate.parse_move(t) for t in ("pass", "take", "challenge"))
        if m not in state.legal_moves()
    )
    legal = str(state.legal_moves()[0])
    done = cardrules(
        "play",
        "chupate",
        "--seat",
        "1",
        "--players",
        "2",
        "--seed",
        "3",
        stdin=f"why {illegal}\nwhy {legal}\nquit\n",
    )
    assert re.search(r"> C-\d+: ", done.stdout), done.stdout
    assert f"{legal} is legal here" in done.stdout
    assert "Goodbye." in done.stdout


def test_a_person_at_chupate_teams_plays_to_the_end_typing_notation(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    # "draw" is legal in most positions; numbers finish what it cannot
    script = "\n".join(["draw", "pass", "1"] * 1500 + [f"save {path}", ""])
    done = cardrules(
        "play",
        "chupate",
        "--seat",
        "2",
        "--players",
        "4",
        "--teams",
        "--seed",
        "8",
        stdin=script,
    )
    assert done.returncode == 0
    record = read_records(path.read_text())[0]
    assert isinstance(record, Record)
    final = record.replay()[-1]
    assert final.is_over
    winners = ", ".join(f"seat {s} ({record.names[s]})" for s in final.winners)
    assert f"  winners: {winners}" in done.stdout


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--seat", "5", "--players", "3"], "--seat must be a seat from 0 to 2"),
        (["--seat", "0", "--bots", "smart"], "--bots: one of random, greedy"),
        (["--seat", "0", "--players", "3", "--bots", "random,greedy,random"], "one per other"),
        (["--seat", "0", "--seed", "-1"], "seed"),
    ],
)
def test_bad_options_are_usage_errors(argv: list[str], words: str) -> None:
    done = cardrules("play", "veneno", *argv)
    assert done.returncode == 2
    assert words in done.stderr
    assert "Traceback" not in done.stderr


def _played(game, rules, seed, count):
    start = game.new_game(rules, seed)
    state, moves = start, []
    while not state.is_over and len(moves) < count:
        moves.append(state.legal_moves()[len(moves) % len(state.legal_moves())])
        state = state.play(moves[-1])
    return Record.from_game(start, moves, comments=[(1, "a note")])


def test_replay_tells_each_game_and_only_what_a_seat_saw(tmp_path: Path) -> None:
    first = _played(veneno, veneno.Rules(players=3, loss_threshold=5), 4, 10_000)
    second = _played(chupate, chupate.Rules(players=2), 6, 40)
    path = tmp_path / "games.txt"
    path.write_text(write_records([first, second, first.for_seat(2)]))
    every = cardrules("replay", str(path))
    assert every.returncode == 0, every.stderr
    assert every.stdout.count("Game ") >= 3
    assert "Match over" in every.stdout
    assert "{a note}" in every.stdout
    assert "(the record stops after 40 moves; the game is not over)" in every.stdout
    seen = cardrules("replay", str(path), "--game", "1", "--seat", "0")
    assert seen.returncode == 0
    assert "seed" not in seen.stdout
    assert "seat 1 draws a card" in seen.stdout
    others = [line for line in seen.stdout.splitlines() if re.match(r"  seat [12] ", line)]
    assert others
    assert not any("hand" in line for line in others)
    assert "seat 0 draws" in seen.stdout
    assert "(hand: " in seen.stdout
    own = cardrules("replay", str(path), "--game", "3")
    assert own.returncode == 0
    assert "seat 2's record" in own.stdout
    refused = cardrules("replay", str(path), "--game", "3", "--seat", "1")
    assert refused.returncode == 2
    assert "seat 2's record" in refused.stderr


def test_replay_tells_the_seats_by_the_names_the_record_holds(tmp_path: Path) -> None:
    start = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), seed=3)
    state, moves = start, []
    while not state.is_over:
        moves.append(state.legal_moves()[0])
        state = state.play(moves[-1])
    record = Record.from_game(start, moves, names=("Ana", "Bea"))
    path = tmp_path / "named.txt"
    path.write_text(write_records([record, record.for_seat(1)]))
    whole = cardrules("replay", str(path), "--game", "1").stdout.splitlines()[1:]
    assert whole[0].startswith(("Round 1: seat 0 (Ana) starts", "Round 1: seat 1 (Bea) starts"))
    assert sum(line.startswith(("  seat 0 (Ana) ", "  seat 1 (Bea) ")) for line in whole) == len(
        moves
    )
    winners = ", ".join(f"seat {s} ({record.names[s]})" for s in state.winners)
    assert "  winners: " + winners in whole
    own = cardrules("replay", str(path), "--game", "2").stdout.splitlines()[1:]
    assert own[0].startswith("Seat 1 (Bea) is dealt ")
    # every seat is told by number and name
    assert not any(re.search(r"\b[Ss]eat \d(?! \((Ana|Bea)\))", line) for line in whole + own)


def _corrupt(path: Path) -> veneno.Move:
    """Write two games to ``path``, the second's 8th move illegal; return that move."""
    good = _played(veneno, veneno.Rules(players=2), 3, 12)
    states = good.replay()
    moves = list(good.moves)
    wrong = next(
        m
        for m in (veneno.Move(c, p) for c in veneno.build_deck() for p in range(3))
        if m not in states[7].legal_moves()
    )
    moves[7] = wrong
    path.write_text(write_records([good, Record(good.rules, good.seed, moves)]))
    return wrong


def test_replay_of_a_corrupt_record_names_game_move_and_rule(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    wrong = _corrupt(path)
    done = cardrules("replay", str(path))
    assert done.returncode == 1
    assert re.search(rf"game 2: move 8 \({re.escape(str(wrong))}\) is illegal: V-\d+", done.stderr)
    assert "Traceback" not in done.stderr
    path.write_text('[Game "veneno"]\n[Rules "players=2"]\n[Seed "1"]\n\n1. 7C@7\n')
    junk = cardrules("replay", str(path))
    assert junk.returncode == 1
    assert "game 1" in junk.stderr
    assert "move 1" in junk.stderr


def test_replay_lang_es_says_a_bad_record_and_a_missing_file_in_spanish(tmp_path: Path) -> None:
    path = tmp_path / "bad.txt"
    wrong = _corrupt(path)
    done = cardrules("replay", str(path), "--lang", "es")
    assert done.returncode == 1
    said = done.stderr.splitlines()[-1]
    pattern = rf"cardrules: error: {re.escape(str(path))}: partida 2: la jugada 8 \({wrong}\) "
    assert re.match(pattern + r"no es legal: V-\d+: ", said), said
    assert "illegal" not in said
    english = cardrules("replay", str(path)).stderr.splitlines()[-1]
    assert english.startswith(f"cardrules: error: {path}: game 2: move 8 ({wrong}) is illegal: V-")
    missing = cardrules("replay", str(tmp_path / "none.txt"), "--lang", "es")
    assert missing.returncode == 1
    assert missing.stderr.startswith(
        f"cardrules: error: no se puede leer {tmp_path / 'none.txt'}: "
    )


def test_a_replayed_game_s_error_keeps_the_inner_message_id() -> None:
    start = veneno.new_game(veneno.Rules(players=2), seed=3)
    state, moves = start, []
    while len(moves) < 6:
        moves.append(state.legal_moves()[0])
        state = state.play(moves[-1])
    mine = Record.from_game(start, moves).for_seat(0)
    at = mine.movers.index(0)
    held = {card for _, cards in mine.dealt + mine.drawn for card in cards}
    card = next(c for c in veneno.build_deck() if c not in held)
    bad = attrs.evolve(mine, moves=(*mine.moves[:at], veneno.Move(card, 0), *mine.moves[at + 1 :]))
    with pytest.raises(RecordError) as info:
        list(replay_lines(io.StringIO(write_records([bad])), None, None, "es"))
    err = info.value
    assert err.key == "replay.in_game"
    assert err.params["error"].key == "record.never_given"
    assert (
        str(err)
        == f"game 1: move {at + 1} ({card}@0): seat 0 plays {card}, which its record never gave it"
    )
    assert i18n.message(err, "es") == (
        f"partida 1: jugada {at + 1} ({card}@0): el jugador 0 tira {card}, "
        "que su registro nunca le dio"
    )


def test_a_failed_read_of_a_record_file_is_a_record_error_with_a_message_id() -> None:
    class Broken:
        def readline(self, size: int = -1, /) -> str:
            raise OSError(errno.EIO, "Input/output error")

    with pytest.raises(RecordError) as info:
        _Reading(Broken()).readline()
    err = info.value
    assert (err.key, str(err)) == ("replay.cannot_read", "cannot read it: Input/output error")
    assert i18n.message(err, "es") == "no se puede leer: Input/output error"


def test_replay_reads_standard_input_and_refuses_a_missing_file(tmp_path: Path) -> None:
    record = _played(chupate, chupate.Rules(players=3), 2, 5)
    done = cardrules("replay", "-", stdin=write_records([record]))
    assert done.returncode == 0
    assert done.stdout.startswith("Game 1: chupate2")
    missing = cardrules("replay", str(tmp_path / "none.txt"))
    assert missing.returncode == 1
    assert "cannot read" in missing.stderr
    out_of_range = cardrules("replay", "-", "--game", "2", stdin=write_records([record]))
    assert out_of_range.returncode == 2


def test_save_then_replay_the_saved_file(tmp_path: Path) -> None:
    path = tmp_path / "saved.txt"
    script = f"1\n1\nsave {path}\nquit\n"
    played = cardrules(
        "play", "veneno", "--seat", "0", "--players", "2", "--seed", "12", stdin=script
    )
    assert played.returncode == 0
    assert f"to {path}" in played.stdout
    record = read_records(path.read_text())[0]
    assert len(record.moves) >= 2
    told = cardrules("replay", str(path), "--seat", "0")
    assert told.returncode == 0
    # the moves the person saw narrated are the ones the replay tells, by the same names
    told_moves = [line for line in told.stdout.splitlines()[2:] if line.startswith("  seat ")]
    assert len(told_moves) >= len(record.moves)
    assert all(re.match(r"  seat \d \((you|greedy bot)\)", line) for line in told_moves)
    for line in told_moves:
        assert line in played.stdout
    assert isinstance(record, Record)
    assert not isinstance(record, SeatRecord)


def test_replay_html_writes_a_page_where_the_library_draws_them(tmp_path: Path) -> None:
    path, out = tmp_path / "game.txt", tmp_path / "page.html"
    path.write_text(write_records([_played(veneno, veneno.Rules(players=2), 3, 12)]))
    done = cardrules("replay", str(path), "--html", str(out), "--seat", "0")
    if importlib.util.find_spec("cardrules.html") is None:
        assert done.returncode == 2
        assert "cannot draw pages" in done.stderr
        assert not out.exists()
    else:
        assert done.returncode == 0, done.stderr
        assert "<html" in out.read_text().lower()


def test_replay_html_needs_one_whole_game(tmp_path: Path) -> None:
    record = _played(veneno, veneno.Rules(players=2), 3, 12)
    path, out = tmp_path / "games.txt", tmp_path / "page.html"
    path.write_text(write_records([record, record.for_seat(0)]))
    several = cardrules("replay", str(path), "--html", str(out))
    assert several.returncode == 2
    assert "choose one with --game" in several.stderr or "cannot draw" in several.stderr
    seat_record = cardrules("replay", str(path), "--game", "2", "--html", str(out))
    assert seat_record.returncode == 2
    assert not out.exists()


def test_replay_lang_es_tells_the_game_and_draws_the_page_in_spanish(tmp_path: Path) -> None:
    path, out = tmp_path / "game.txt", tmp_path / "page.html"
    path.write_text(write_records([_played(veneno, veneno.Rules(players=2), 3, 12)]))
    told = cardrules("replay", str(path), "--seat", "0", "--lang", "es")
    assert told.returncode == 0, told.stderr
    assert "jugador 1 roba una carta" in told.stdout
    assert "seat 1 draws" not in told.stdout
    done = cardrules("replay", str(path), "--html", str(out), "--seat", "0", "--lang", "es")
    assert done.returncode == 0, done.stderr
    page = out.read_text()
    assert '<html lang="es">' in page
    assert "vista de jugador 0" in page
    refused = cardrules("replay", str(path), "--lang", "fr")
    assert refused.returncode == 2
