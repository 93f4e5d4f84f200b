"""``cardrules replay``: tell a recorded game, move by move, as `cardrules.narration` does."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import tempfile
from collections.abc import Iterator
from typing import Any

from cardrules._quote import quote
from cardrules.cli._common import int_arg, lang_argument
from cardrules.errors import RecordError, RulesError
from cardrules.i18n import make_error, nested
from cardrules.narration import narrate_seat_record, narrate_steps
from cardrules.records import PUBLIC_TAGS, Record, SeatRecord, SupportsReadline, iter_records

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
    lang_argument(parser)


def _title(index: int, record: Record | SeatRecord, seat: int | None) -> str:
    players = record.rules.players
    names = ""
    if record.names:
        names = "; " + ", ".join(f"seat {s}: {n}" for s, n in enumerate(record.names))
    tags = record.tags
    if isinstance(record, SeatRecord):
        whose = f", seat {record.seat}'s record"
    elif seat is None:
        whose = f", seed {record.seed}"
    else:
        whose = f", as seat {seat} saw it"
        # told for one seat: no tag from which the deal follows (Tournament, Deal)
        tags = tuple((name, value) for name, value in tags if name in PUBLIC_TAGS)
    shown = "".join(f"; {name} {value}" for name, value in tags if name != "Library")
    return (
        f"Game {index}: {record.game}, {players} players, rules {record.rules.to_dict()}"
        f"{whose}{names}{shown}"
    )


def _in_game(index: int, error: RecordError) -> RecordError:
    """``error`` as the error of the ``index``-th game of the file (its message a field)."""
    return make_error(RecordError, "replay.in_game", index=index, error=nested(error))


class _Step:
    __slots__ = ("after", "before", "move")

    def __init__(self, before: Any, move: Any, after: Any) -> None:
        self.before, self.move, self.after = before, move, after


def _chosen(
    handle: SupportsReadline, game: int | None
) -> Iterator[tuple[int, Record | SeatRecord]]:
    """The chosen games of a file, read one at a time (every game, or the ``game``-th)."""
    count = 0
    for count, record in enumerate(iter_records(handle), start=1):
        if game is None or game == count:
            yield count, record
    if game is not None and not 1 <= game <= count:
        msg = f"--game {game}: the file holds {count} game(s), numbered from 1"
        raise RulesError(msg)


def replay_lines(
    handle: SupportsReadline, game: int | None, seat: int | None, lang: str = "en"
) -> Iterator[str]:
    """The narration of the chosen games of an open record file, told in ``lang``.

    Each game's heading line stays in English (it quotes the record's tags).

    The file is read one game at a time; every game is replayed (every
    move checked) before its first line comes out.

    Raises:
        RecordError: the text does not read, or a move does not replay: the
            message names the game, the move number and the rule (with a
            message id, `cardrules.i18n.message` renders it in any language).
        RulesError: ``game`` or ``seat`` is out of range.
    """
    for index, record in _chosen(handle, game):
        if seat is not None and not 0 <= seat < record.rules.players:
            msg = f"--seat {seat}: game {index} has seats 0 to {record.rules.players - 1}"
            raise RulesError(msg)
        if isinstance(record, SeatRecord):
            if seat is not None and seat != record.seat:
                msg = f"game {index} is seat {record.seat}'s record: it cannot show seat {seat}'s"
                raise RulesError(msg)
            try:
                lines = list(narrate_seat_record(record, names=record.names or None, lang=lang))
            except RecordError as error:
                raise _in_game(index, error) from error
            yield _title(index, record, seat)
            yield from lines
            continue
        try:
            states = record.replay()
        except RecordError as error:
            raise _in_game(index, error) from error
        steps = [_Step(states[i], move, states[i + 1]) for i, move in enumerate(record.moves)]
        yield _title(index, record, seat)
        comments = record.comments if seat is None else ()  # a comment may tell any hand
        yield from narrate_steps(
            states[0],
            steps,
            seat=seat,
            names=record.names or None,
            comments=comments,
            lang=lang,
        )
        if not states[-1].is_over:
            yield f"(the record stops after {len(steps)} moves; the game is not over)"


def _write_atomically(out: str, page: str) -> None:
    """Write ``page`` to ``out`` whole, or leave ``out`` as it was.

    The page goes to a temporary file beside ``out``, replacing it only once
    written: a failed write leaves no empty or half page behind.

    Raises:
        RulesError: the page cannot be encoded or the file cannot be written.
    """
    try:
        data = page.encode("utf-8")
    except UnicodeEncodeError as error:
        msg = f"--html: the page holds text that is not UTF-8 ({error.reason}); nothing written"
        raise RulesError(msg) from None
    folder = os.path.dirname(os.path.abspath(out))
    temporary = None
    try:
        descriptor, temporary = tempfile.mkstemp(
            dir=folder, prefix=".cardrules-", suffix=".html.part"
        )
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
        umask = os.umask(0o022)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)  # as open() would have made it
        os.replace(temporary, out)
        temporary = None
    except (OSError, ValueError) as error:  # ValueError: a NUL in the name
        reason = getattr(error, "strerror", None) or error
        msg = f"--html: could not write {quote(out)}: {reason}"
        raise RulesError(msg) from None
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


def write_html(
    handle: SupportsReadline, game: int | None, seat: int | None, out: str, lang: str = "en"
) -> str:
    """Write the page of one recorded game, in ``lang``, to ``out``; return a line saying so.

    The page comes from ``cardrules.html.replay_page`` (as ``seat`` saw the
    game, when given); where this version lacks it, a ``RulesError`` says so.
    It is written only once whole (see `_write_atomically`).
    """
    try:
        # looked up by name: the module may be absent from this version
        html = importlib.import_module("cardrules.html")
    except ImportError as error:
        msg = "--html: this version of cardrules cannot draw pages (no cardrules.html)"
        raise RulesError(msg) from error
    chosen = list(_chosen(handle, game))
    if game is None and len(chosen) != 1:
        msg = f"--html: the file holds {len(chosen)} games: choose one with --game"
        raise RulesError(msg)
    index, record = chosen[0]
    if not isinstance(record, Record):
        msg = f"--html: game {index} is a seat's record; a page needs a whole game"
        raise RulesError(msg)
    try:
        record.replay()
    except RecordError as error:
        raise _in_game(index, error) from error
    page: str = html.replay_page(
        record.start(), record.moves, seat=seat, names=record.names or None, lang=lang
    )
    _write_atomically(out, page)
    return f"wrote {out}"
