"""The tables on disk: one SQLite file, appended to before a move is acknowledged.

Two tables of rows: ``tables`` (id, game, rules, seeds, seats and tokens,
when created) and ``moves`` (table, number, seat, notation; the pair of table
and number is the key, so a move can be stored once only). The file runs in
WAL mode with ``synchronous=FULL``: a committed move survives a crash of the
process or of the machine. Seeds are stored as text (they run to 2**64 - 1,
beyond SQLite's integers). A third table, ``ends``, holds the tables stopped
at their move cap.

The file holds every table's seed, from which every hidden hand follows: it
and its ``-wal`` and ``-shm`` files are readable by their owner only
(``0600``), whatever the umask.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Sequence
from typing import Any

import attrs

__all__ = ["PRIVATE", "Store", "StoreError", "StoredTable"]

PRIVATE = 0o600
"""The mode of the tables' file and its ``-wal`` and ``-shm``: the owner's only."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules TEXT NOT NULL,
    seed TEXT NOT NULL,
    bot_seed TEXT NOT NULL,
    seats TEXT NOT NULL,
    tokens TEXT NOT NULL,
    created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    table_id TEXT NOT NULL REFERENCES tables(id),
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (table_id, number)
);
CREATE TABLE IF NOT EXISTS ends (
    table_id TEXT PRIMARY KEY REFERENCES tables(id),
    moves INTEGER NOT NULL,
    reason TEXT NOT NULL
);
"""


class StoreError(Exception):
    """The tables' file cannot be opened, read or written; the message names the file."""


def _private(path: str) -> None:
    """Create ``path`` (and tighten it and its ``-wal``/``-shm``) readable by its owner only.

    SQLite creates the ``-wal`` and ``-shm`` files with the mode of the
    database file, so a file made ``0600`` here keeps them ``0600`` too.
    """
    if path == ":memory:" or path.startswith("file:"):
        return
    fd = os.open(path, os.O_RDWR | os.O_CREAT, PRIVATE)
    os.close(fd)
    for name in (path, path + "-wal", path + "-shm"):
        try:
            if os.stat(name).st_mode & 0o777 != PRIVATE:
                os.chmod(name, PRIVATE)
        except FileNotFoundError:
            continue


@attrs.frozen
class StoredTable:
    """One table as the file holds it.

    Attributes:
        id: the table's id.
        game: the game's id (``chupate2``, ``veneno``).
        rules: the rules as a position writes them.
        seed: the deal's seed.
        bot_seed: the bots' seed.
        seats: who sits where (``person`` or a bot's name).
        tokens: each person seat's token digest (`token_digest`), ``None`` for a bot.
        created: when it was made (ISO 8601, UTC).
        moves: ``(seat, notation)`` of every move, in order.
        ended: why the server stopped the table unfinished (``"move_cap"``), or ``None``.
    """

    id: str
    game: str
    rules: dict[str, Any]
    seed: int
    bot_seed: int
    seats: tuple[str, ...]
    tokens: tuple[str | None, ...]
    created: str
    moves: tuple[tuple[int, str], ...] = ()
    ended: str | None = None


class Store:
    """An SQLite file of tables and their moves; every write is committed before it returns.

    One connection, used from any thread under one lock.

    Args:
        path: the file (created ``0600`` when missing), or ``":memory:"``.

    Raises:
        StoreError: the file cannot be created, opened, read or written (a
            missing directory, a directory, a file that is no SQLite file).
    """

    def __init__(self, path: str) -> None:
        self._lock = threading.Lock()
        try:
            _private(path)
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        except (OSError, sqlite3.Error) as error:
            raise StoreError(_cannot(path, error)) from None
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.executescript(_SCHEMA)
            self._db.execute("BEGIN IMMEDIATE")  # a file that cannot be written fails here
            self._db.execute("COMMIT")
            _private(path)
        except (OSError, sqlite3.Error) as error:
            self._db.close()
            raise StoreError(_cannot(path, error)) from None

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._db.close()

    def add_table(self, table: StoredTable) -> None:
        """Store a new table (with no moves)."""
        row = (
            table.id,
            table.game,
            json.dumps(table.rules, sort_keys=True),
            str(table.seed),
            str(table.bot_seed),
            json.dumps(list(table.seats)),
            json.dumps(list(table.tokens)),
            table.created,
        )
        with self._lock:
            self._db.execute("INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row)

    def add_moves(self, moves: Sequence[tuple[str, int, int, str]]) -> None:
        """Append moves ``(table, number, seat, notation)`` of any tables in one transaction.

        One commit (one ``fsync``) for them all: all are stored, or none is
        (a number stored twice refuses the whole batch).
        """
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.executemany("INSERT INTO moves VALUES (?, ?, ?, ?)", moves)
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def end_table(self, table_id: str, moves: int, reason: str) -> None:
        """Note that a table was stopped after ``moves`` moves, unfinished, and why."""
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO ends VALUES (?, ?, ?)", (table_id, moves, reason)
            )

    def tables(self) -> Sequence[StoredTable]:
        """Every table with its moves, oldest table first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, game, rules, seed, bot_seed, seats, tokens, created "
                "FROM tables ORDER BY created, id"
            ).fetchall()
            moves: dict[str, list[tuple[int, str]]] = {}
            for table_id, seat, move in self._db.execute(
                "SELECT table_id, seat, move FROM moves ORDER BY table_id, number"
            ):
                moves.setdefault(table_id, []).append((int(seat), str(move)))
            ends = dict(self._db.execute("SELECT table_id, reason FROM ends").fetchall())
        return [
            StoredTable(
                id=row[0],
                game=row[1],
                rules=json.loads(row[2]),
                seed=int(row[3]),
                bot_seed=int(row[4]),
                seats=tuple(json.loads(row[5])),
                tokens=tuple(json.loads(row[6])),
                created=row[7],
                moves=tuple(moves.get(row[0], ())),
                ended=ends.get(row[0]),
            )
            for row in rows
        ]


def _cannot(path: str, error: BaseException) -> str:
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return f"cannot use {path!r} as the tables' SQLite file: {reason}"
