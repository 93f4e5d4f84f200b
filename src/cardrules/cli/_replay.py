"""``cardrules replay``: tell a recorded game, move by move, as `cardrules.narration` does."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Iterator
from typing import Any

from cardrules.cli._common import int_arg
from cardrules.errors import RecordError, RulesError
from cardrules.narration import narrate_seat_record, narrate_steps
from cardrules.records import Record, SeatRecord, read_records

__all__ = ["replay_arguments", "replay_lines", "write_html"]


def replay_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``cardrules replay``."""
    parser.add_argument("file", metavar="FILE", help="a record file (- reads standard input)")
    parser.add_argument(
        "--game", type=int_arg, metavar="K", help="only the K-th game of the file, from 1"
    )
    parser.add_argument(
        "--seat", type=int_arg, metavar="N", help="only what seat N saw: no other hand, no seed"
    )
    parser.add_argument(
        "--html",
        metavar="OUT",
        help="write a self-contained page that steps through the game instead of telling "
        "it (needs --game when the file holds more than one)",
    )


def _title(index: int, record: Record | SeatRecord, seat: int | None) -> str:
    players = record.rules.players
    names = ""
    if record.names:
        names = "; " + ", ".join(f"seat {s}: {n}" for s, n in enumerate(record.names))
    tags = "".join(f"; {name} {value}" for name, value in record.tags if name != "Library")
    if isinstance(record, SeatRecord):
        whose = f", seat {record.seat}'s record"
    elif seat is None:
        whose = f", seed {record.seed}"
    else:
        whose = f", as seat {seat} saw it"
    return (
        f"Game {index}: {record.game}, {players} players, rules {record.rules.to_dict()}"
        f"{whose}{names}{tags}"
    )


class _Step:
    __slots__ = ("after", "before", "move")

    def __init__(self, before: Any, move: Any, after: Any) -> None:
        self.before, self.move, self.after = before, move, after


def _chosen(
    records: tuple[Record | SeatRecord, ...], game: int | None
) -> list[tuple[int, Record | SeatRecord]]:
    if game is None:
        return list(enumerate(records, start=1))
    if not 1 <= game <= len(records):
        msg = f"--game {game}: the file holds {len(records)} game(s), numbered from 1"
        raise RulesError(msg)
    return [(game, records[game - 1])]


def replay_lines(text: str, game: int | None, seat: int | None) -> Iterator[str]:
    """The narration of the chosen games of a record file's text.

    Every game is read and replayed (every move checked) before its first
    line comes out.

    Raises:
        RecordError: the text does not read, or a move does not replay: the
            message names the game, the move number and the rule.
        RulesError: ``game`` or ``seat`` is out of range.
    """
    for index, record in _chosen(read_records(text), game):
        if seat is not None and not 0 <= seat < record.rules.players:
            msg = f"--seat {seat}: game {index} has seats 0 to {record.rules.players - 1}"
            raise RulesError(msg)
        if isinstance(record, SeatRecord):
            if seat is not None and seat != record.seat:
                msg = f"game {index} is seat {record.seat}'s record: it cannot show seat {seat}'s"
                raise RulesError(msg)
            try:
                lines = list(narrate_seat_record(record, names=record.names or None))
            except RecordError as error:
                raise RecordError(f"game {index}: {error}") from error
            yield _title(index, record, seat)
            yield from lines
            continue
        try:
            states = record.replay()
        except RecordError as error:
            raise RecordError(f"game {index}: {error}") from error
        steps = [_Step(states[i], move, states[i + 1]) for i, move in enumerate(record.moves)]
        yield _title(index, record, seat)
        yield from narrate_steps(
            states[0], steps, seat=seat, names=record.names or None, comments=record.comments
        )
        if not states[-1].is_over:
            yield f"(the record stops after {len(steps)} moves; the game is not over)"


def write_html(text: str, game: int | None, seat: int | None, out: str) -> str:
    """Write the page of one recorded game to ``out``; return a line saying so.

    The page comes from ``cardrules.html.replay_page`` (as ``seat`` saw the
    game, when given); where this version lacks it, a ``RulesError`` says so.
    """
    try:
        # looked up by name: the module may be absent from this version
        html = importlib.import_module("cardrules.html")
    except ImportError as error:
        msg = "--html: this version of cardrules cannot draw pages (no cardrules.html)"
        raise RulesError(msg) from error
    records = read_records(text)
    if game is None and len(records) != 1:
        msg = f"--html: the file holds {len(records)} games: choose one with --game"
        raise RulesError(msg)
    index, record = _chosen(records, game if game is not None else 1)[0]
    if not isinstance(record, Record):
        msg = f"--html: game {index} is a seat's record; a page needs a whole game"
        raise RulesError(msg)
    try:
        record.replay()
    except RecordError as error:
        raise RecordError(f"game {index}: {error}") from error
    page: str = html.replay_page(
        record.start(), record.moves, seat=seat, names=record.names or None
    )
    try:
        with open(out, "w", encoding="utf-8") as file:
            file.write(page)
    except OSError as error:
        msg = f"--html: could not write {out}: {error.strerror or error}"
        raise RulesError(msg) from error
    return f"wrote {out}"
