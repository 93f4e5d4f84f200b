"""Tricks, a game defined under tests/, goes through records, narration and the command."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from cardrules.bots import playthrough
from cardrules.cli import main
from cardrules.narration import narrate, narrate_seat_record
from cardrules.records import Record, SeatRecord, iter_records, read_records, write_records
from tests.third_game import registered


@pytest.fixture
def tricks():
    with registered() as spec:
        yield spec


def _played(spec, seed=5):
    rules = spec.rules_type(players=3)
    start = spec.new_game(rules, seed)
    steps = list(playthrough(start, [spec.greedy_bot()] * 3))
    return start, [step.move for step in steps]


def test_a_tricks_game_is_recorded_read_back_and_replayed(tricks):
    start, moves = _played(tricks)
    record = Record.from_game(start, moves, names=("a", "b", "c"))
    assert record.game == "tricks"
    text = write_records([record, record.for_seat(1)])
    assert text.startswith('[Game "tricks"]')
    back = read_records(text)
    assert back == (record, record.for_seat(1))
    assert tuple(iter_records(io.BytesIO(text.encode()))) == back
    states = record.replay()
    for seat in range(3):
        mine = record.for_seat(seat)
        assert isinstance(mine, SeatRecord)
        assert mine.hands() == tuple(state.hands[seat] for state in states)
        assert list(narrate_seat_record(mine, names=mine.names))


def test_a_tricks_game_is_told_as_a_seat_saw_it(tricks):
    start, moves = _played(tricks, seed=987_654_321_987)
    lines = list(narrate(start, moves, seat=0, names=("a", "b", "c")))
    assert len(lines) > len(moves)
    assert not any("987654321987" in line for line in lines)


def test_the_command_plays_demos_and_replays_tricks(tricks, capsys, tmp_path: Path, monkeypatch):
    assert main(["demo", "tricks", "--players", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Tricks, 3 players, seed 4, rules ")
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 40 + "quit\n"))
    assert main(["play", "tricks", "--seat", "0", "--players", "2", "--seed", "2"]) == 0
    played = capsys.readouterr().out
    assert "Traceback" not in played
    assert "1) " in played
    start, moves = _played(tricks)
    path = tmp_path / "tricks.txt"
    path.write_text(write_records([Record.from_game(start, moves)]))
    assert main(["replay", str(path), "--seat", "2"]) == 0
    assert capsys.readouterr().out.startswith("Game 1: tricks, 3 players")
