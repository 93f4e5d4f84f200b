"""The tables on disk: one SQLite file, appended to before a move is acknowledged.

Two tables of rows: ``tables`` (id, game, rules, seeds, seats and tokens,
when created) and ``moves`` (table, number, seat, notation; the pair of table
and number is the key, so a move can be stored once only). The file runs in
WAL mode with ``synchronous=FULL``: a committed move survives a crash of the
process or of the machine. Seeds are stored as text (they run to 2**64 - 1,
beyond SQLite's integers).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Sequence
from typing import Any

import attrs

__all__ = ["Store", "StoredTable"]

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
"""


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


class Store:
    """An SQLite file of tables and their moves; every write is committed before it returns.

    One connection, used from any thread under one lock.

    Args:
        path: the file (created when missing), or ``":memory:"``.
    """

    def __init__(self, path: str) -> None:
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.executescript(_SCHEMA)

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
            )
            for row in rows
        ]
