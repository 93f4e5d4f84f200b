"""The table server: an ASGI application (Starlette) over tables kept in SQLite.

Every move takes the table's lock, is checked against the seat it came with,
is appended to the store, and only then changes the table and is answered;
every socket of the table is then sent its seat's object. Bots play through
the same path.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import sqlite3
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urlsplit

import attrs
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import HTTPConnection, Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from cardrules._quote import quote
from cardrules.bots.spec import bot_spec
from cardrules.errors import RulesError
from cardrules.html import replay_page
from cardrules.records import Record, write_records
from cardrules.server._facts import player_names
from cardrules.server._games import (
    MAX_CAP,
    CapError,
    check_cap,
    explain,
    find_spec,
    is_illegal,
    rule_of,
    rules_from,
)
from cardrules.server._i18n import language
from cardrules.server._page import error_page, game_entry, home_page, table_page
from cardrules.server._refusals import accepted_language, refusal
from cardrules.server._seating import TABLE_HOOKS, missing_hooks, seatable_games
from cardrules.server._store import Store, StoredTable, StoreError
from cardrules.server._table import CAPPED, SEAT_KINDS, Table, token_digest

__all__ = [
    "EXCEPTION_HANDLERS",
    "ROUTES",
    "Limits",
    "TableError",
    "TableServer",
    "create_app",
]

log = logging.getLogger("cardrules.server")

WS_BAD_DATA = 1003
WS_POLICY = 1008
WS_TOO_BIG = 1009
WS_FAILED = 1011
WS_NO_TABLE = 4404
WS_NO_SEAT = 4403


class TableError(RulesError):
    """A request the server refuses: its HTTP status, the message, and the rule when it is one.

    Attributes:
        status: 400 (malformed), 403 (unknown token, a foreign page), 404
            (unknown table), 409 (illegal or out of turn; the game not over
            yet), 413 (too big), 415 (a body not sent as JSON), 429 (too
            many messages or requests), 503 (too many tables; the move could
            not be saved).
        rule: the rule an illegal move breaks (``"C-6"``), else ``None``.
        key: the refusal's id in the server's catalog, or ``None``.
        params: its parameters.
        cause: the library's error it reports (rendered by
            `cardrules.i18n.message`), or ``None``.
    """

    def __init__(
        self,
        status: int,
        message: str,
        rule: str | None = None,
        *,
        key: str | None = None,
        params: Mapping[str, object] | None = None,
        cause: RulesError | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.rule = rule
        self.key = key
        self.params = dict(params or {})
        self.cause = cause

    @classmethod
    def said(cls, status: int, key: str, /, **params: object) -> TableError:
        """A refusal from the server's catalog (`refusal`), in English until asked otherwise."""
        return cls(status, refusal(key, "en", **params), key=key, params=params)

    @classmethod
    def of(cls, status: int, error: RulesError) -> TableError:
        """The library's ``error``, refused with ``status`` (and the rule it cites)."""
        return cls(status, explain(error, "en"), rule_of(error), cause=error)

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"``, ``"es"``)."""
        if self.cause is not None:
            return explain(self.cause, lang)
        if self.key is not None:
            return refusal(self.key, lang, **self.params)
        return str(self)

    def body(self, lang: str = "en") -> dict[str, Any]:
        """``{"error": message}`` in ``lang``, with ``"rule"`` for a 409."""
        body: dict[str, Any] = {"error": self.text(lang)}
        if self.status == 409:
            body["rule"] = self.rule
        return body


@attrs.frozen
class Limits:
    """What one request or connection may send.

    Attributes:
        body_bytes: the largest HTTP request body.
        message_bytes: the largest WebSocket message; a bigger one closes
            the socket (1009).
        rate: messages a second a socket may send, on average.
        burst: messages a socket may send at once before the rate applies;
            beyond, the socket is told and closed (1008).
        tables: the most tables the server holds; a new one beyond is
            refused (503), so a flood of new tables cannot fill the disk.
        sockets: the most sockets one seat may have open at its table (its
            devices and tabs); one more is told and closed (1008).
        spectators: the most spectators' sockets open on one table; one more
            is told and closed (1008). Seats are counted apart, so a crowd of
            spectators never keeps a seat from its table.
        requests: HTTP POSTs (new tables, moves) a second one client
            address may make, on average; beyond its burst, 429. (Behind a
            proxy every client has the proxy's address: limit there instead.)
        request_burst: POSTs a client address may make at once.
    """

    body_bytes: int = 16_384
    message_bytes: int = 4_096
    rate: float = 20.0
    burst: int = 40
    tables: int = 100_000
    sockets: int = 32
    spectators: int = 500
    requests: float = 200.0
    request_burst: int = 400


class _Bucket:
    """A token bucket: ``rate`` a second, at most ``burst`` saved up."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens, self.stamp = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class _Client:
    """One open socket: its seat, and whether the table has news it was not sent yet.

    The pump sends the table's latest object (a delta since the last one it
    sent), so a slow socket skips the objects in between, never a move.
    """

    def __init__(self, socket: WebSocket, table: Table, seat: int | None) -> None:
        self.socket, self.table, self.seat = socket, table, seat
        self.sent: int | None = None  # the seq of the last object sent; None: send it whole
        self.ready = asyncio.Event()
        self.lock = asyncio.Lock()  # one message at a time: the pump's and the replies

    def offer(self) -> None:
        self.ready.set()

    async def pump(self) -> None:
        """Send the latest object (whole first, then deltas) until the socket closes."""
        while True:
            await self.ready.wait()
            self.ready.clear()
            async with self.lock:
                text = self.table.socket_text(self.seat, self.sent)
                self.sent = self.table.seq
                await self.socket.send_text(text)

    async def send(self, value: dict[str, Any]) -> None:
        """Send one message with the table's ``"seq"``, never interleaved with another."""
        async with self.lock:
            await self.socket.send_text(_dumps({**value, "seq": self.table.seq}))

    async def refuse(self, status: int, message: str, code: int) -> None:
        """Tell the client what was wrong, then close the socket with ``code``."""
        async with self.lock:
            told = {"error": message, "status": status, "seq": self.table.seq}
            await self.socket.send_text(_dumps(told))
            await self.socket.close(code, _reason(message))


def _reason(message: str) -> str:
    """A close frame's reason: at most 123 bytes of UTF-8."""
    return message.encode()[:120].decode("utf-8", "ignore")


STORE_RETRIES = (0.05, 0.2, 0.5)
"""Seconds to wait before each new try of a write the file refused (locked, full)."""


async def _stored(write: Any, *args: Any) -> None:
    """Run ``write(*args)`` in a thread, trying again after each of `STORE_RETRIES`.

    Raises:
        sqlite3.Error, OSError, StoreError: the last try's error.
    """
    for wait in (*STORE_RETRIES, None):
        try:
            await asyncio.to_thread(write, *args)
        except (sqlite3.Error, OSError, StoreError) as error:
            if wait is None:
                raise
            log.warning("could not save (%s), retrying in %g s", error, wait)
            await asyncio.sleep(wait)
        else:
            return


class _Writer:
    """Group commit: moves of many tables waiting together are stored in one transaction.

    `append` returns once its move is committed (or raises the store's
    error, after the retries of `_stored`); while one batch is written, the
    next one gathers.
    """

    def __init__(self, store: Any) -> None:
        self.store = store  # a function giving the server's store (tests may swap it)
        self.waiting: list[tuple[tuple[str, int, int, str], asyncio.Future[None]]] = []
        self.wake = asyncio.Event()
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def append(self, table_id: str, number: int, seat: int, move: str) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.append(((table_id, number, seat, move), done))
        self.wake.set()
        await done

    async def _run(self) -> None:
        while True:
            await self.wake.wait()
            self.wake.clear()
            batch, self.waiting = self.waiting, []
            if not batch:
                continue
            try:
                await _stored(self.store().add_moves, [row for row, _ in batch])
            except Exception as error:  # every move of the batch is refused alike
                for _, done in batch:
                    if not done.done():
                        done.set_exception(error)
            else:
                for _, done in batch:
                    if not done.done():
                        done.set_result(None)

    async def close(self) -> None:
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task


class _RequestLimit:
    """ASGI middleware: a token bucket per client address for HTTP POSTs (new tables, moves).

    Reading is served from memory and a page reads once per move; writing
    reaches the store, so that is what a flood is kept from.
    """

    def __init__(self, app: Any, limits: Limits) -> None:
        self.app, self.limits = app, limits
        self.buckets: dict[str, _Bucket] = {}

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["method"] == "POST":
            client = scope.get("client")
            host = str(client[0]) if client else "?"
            bucket = self.buckets.get(host)
            if bucket is None:
                if len(self.buckets) > 10_000:  # forget the addresses that went quiet
                    idle = time.monotonic() - 60
                    self.buckets = {k: b for k, b in self.buckets.items() if b.stamp > idle}
                bucket = self.buckets[host] = _Bucket(
                    self.limits.requests, self.limits.request_burst
                )
            if not bucket.take():
                error = TableError.said(429, "requests", rate=f"{self.limits.requests:g}")
                lang = _lang(HTTPConnection(scope))
                await JSONResponse(error.body(lang), status_code=429)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _lang(connection: HTTPConnection) -> str:
    """The language of a request or socket: ``?lang=``, else ``Accept-Language``."""
    return accepted_language(
        connection.query_params.get("lang"), connection.headers.get("accept-language")
    )


_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
_SCHEMES = {"ws": "http", "wss": "https"}


def _origin_key(scheme: str, netloc: str) -> tuple[str, str, int | None] | None:
    try:
        parts = urlsplit(f"{scheme}://{netloc}")
        port = parts.port
    except ValueError:
        return None
    scheme = _SCHEMES.get(scheme, scheme)
    return scheme, (parts.hostname or "").lower(), port or _DEFAULT_PORTS.get(scheme)


def normalized_origin(origin: str) -> str:
    """An origin as ``--allow-origin`` compares it: ``scheme://host[:port]``, lower-case."""
    return origin.strip().rstrip("/").lower()


def same_origin(connection: HTTPConnection) -> bool:
    """Whether the request's ``Origin`` (if any) is the server's own address.

    A request without one (``curl``, a script) passes: the browser sends it
    with every cross-site POST and WebSocket, and a page of the server's own
    sends its own address.
    """
    origin = connection.headers.get("origin")
    if origin is None:
        return True
    scheme, _, netloc = origin.partition("://")
    host = connection.headers.get("host", "")
    mine = _origin_key(connection.url.scheme, host)
    theirs = _origin_key(scheme.lower(), netloc) if netloc else None
    return mine is not None and theirs == mine


class TableServer:
    """The tables, their locks and sockets, the store and the bots.

    Args:
        db: the SQLite file's path.
        bot_delay: seconds a bot waits before each move.
        limits: what requests and sockets may send.
        allow_origins: the other sites' pages (``https://example.org``)
            that may create tables and play; a request from any other
            site's page is refused (403).
    """

    def __init__(
        self,
        db: str,
        bot_delay: float = 1.0,
        limits: Limits | None = None,
        allow_origins: Sequence[str] = (),
    ) -> None:
        self.db = db
        self.bot_delay = float(bot_delay)
        self.limits = Limits() if limits is None else limits
        self.allow_origins = frozenset(normalized_origin(origin) for origin in allow_origins)
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.clients: dict[str, set[_Client]] = {}
        self.bots: dict[str, asyncio.Task[None]] = {}
        self.store: Store | None = None
        self.writer: _Writer | None = None

    # -- life -----------------------------------------------------------------------------

    async def open(self) -> None:
        """Open the store and rebuild every table by replaying its log.

        Raises:
            StoreError: the file cannot be opened, read or written.
        """
        self.store = Store(self.db)
        self.writer = _Writer(lambda: self.store)
        for stored in self.store.tables():
            spec = find_spec(stored.game)
            rules = rules_from(spec, stored.rules)
            table = Table(
                stored.id,
                spec,
                rules,
                stored.seed,
                stored.bot_seed,
                stored.seats,
                stored.tokens,
                stored.created,
                ended=stored.ended,
            )
            table.replay(stored.moves)
            self._add(table)
        log.info("%d tables rebuilt from %s", len(self.tables), self.db)

    async def close(self) -> None:
        """Stop the bots and close the store."""
        for task in self.bots.values():
            task.cancel()
        for task in list(self.bots.values()):
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self.writer is not None:
            await self.writer.close()
        if self.store is not None:
            self.store.close()

    def _add(self, table: Table) -> None:
        self.tables[table.id] = table
        self.locks[table.id] = asyncio.Lock()
        self.clients[table.id] = set()
        self._wake_bots(table)

    # -- who may ask -------------------------------------------------------------------------

    def check_origin(self, connection: HTTPConnection) -> None:
        """A 403 for a request sent by another site's page that was not allowed."""
        if same_origin(connection):
            return
        origin = connection.headers.get("origin", "")
        if normalized_origin(origin) not in self.allow_origins:
            raise TableError.said(403, "foreign_origin", origin=quote(origin[:200]))

    # -- tables and moves -----------------------------------------------------------------

    def table(self, table_id: str) -> Table:
        """The table, or a 404."""
        table = self.tables.get(table_id)
        if table is None:
            raise TableError.said(404, "no_table", table=quote(table_id[:100]))
        return table

    def seat(self, table: Table, token: str | None) -> int | None:
        """The seat of ``token`` (``None`` without one, or an empty one: a spectator), or a 403."""
        if not token:
            return None
        seat = table.seat_of(token)
        if seat is None:
            raise TableError.said(403, "bad_token", table=table.id)
        return seat

    async def create(self, body: object) -> dict[str, Any]:
        """Make a table from ``POST /api/tables``'s body; answer its id, tokens and link."""
        if not isinstance(body, Mapping):
            raise TableError.said(400, "body_object", got=quote(body))
        unknown = sorted(set(body) - {"game", "rules", "seats", "seed"})
        if unknown:
            raise TableError.said(400, "unknown_keys", keys=", ".join(map(quote, unknown)))
        for key in ("game", "rules", "seats"):
            if key not in body:
                raise TableError.said(400, "missing_key", key=quote(key))
        try:
            spec = find_spec(body["game"])
            rules = rules_from(spec, body["rules"])
        except RulesError as error:
            raise TableError.of(400, error) from None
        missing = missing_hooks(spec)
        if missing:
            raise TableError.said(
                400,
                "not_playable",
                game=quote(spec.id),
                hooks=", ".join(missing),
                needs=", ".join(TABLE_HOOKS),
            )
        try:
            cap = check_cap(spec, rules)
        except CapError as error:
            if error.field is None:
                raise TableError.said(400, "cap", cap=error.cap, most=MAX_CAP) from None
            value = getattr(rules, error.field)
            raise TableError.said(
                400, "cap_field", field=error.field, value=value, cap=error.cap, most=MAX_CAP
            ) from None
        seats = body["seats"]
        if not isinstance(seats, list) or any(
            not isinstance(kind, str) or kind not in SEAT_KINDS for kind in seats
        ):
            raise TableError.said(400, "seat_kinds", kinds=", ".join(SEAT_KINDS), got=quote(seats))
        if len(seats) != rules.players:
            raise TableError.said(400, "seat_count", count=len(seats), players=rules.players)
        for kind in sorted(set(seats) - {"person"}):
            try:  # a bot the game cannot field (a greedy seat without a greedy_bot)
                bot_spec(kind).build(rules, 0)
            except RulesError as error:
                raise TableError.of(400, error) from None
        seed = body.get("seed")
        if seed is None:
            seed = secrets.randbits(64)
        elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64:
            raise TableError.said(400, "seed", got=quote(seed))
        if len(self.tables) >= self.limits.tables:
            raise TableError.said(503, "too_many_tables", count=len(self.tables))
        tokens = [secrets.token_urlsafe(18) if kind == "person" else None for kind in seats]
        table_id = secrets.token_urlsafe(6)
        while table_id in self.tables:  # pragma: no cover - 48 random bits
            table_id = secrets.token_urlsafe(6)
        digests = [None if token is None else token_digest(token) for token in tokens]
        table = Table(
            table_id, spec, rules, seed, secrets.randbits(64), seats, digests, _now(), cap
        )
        stored = StoredTable(
            table.id,
            spec.id,
            rules.to_dict(),
            table.seed,
            table.bot_seed,
            table.seats,
            table.digests,
            table.created,
        )
        assert self.store is not None
        try:
            await _stored(self.store.add_table, stored)
        except (sqlite3.Error, OSError, StoreError) as error:
            log.error("table %s could not be saved: %s", table.id, error)
            raise TableError.said(503, "not_saved") from None
        self._add(table)
        log.info("table %s: %s, seats %s", table.id, spec.id, ",".join(seats))
        return {
            "table": table.id,
            "seats": [
                {"seat": seat, "token": token, "url": f"/tables/{table.id}?token={token}"}
                for seat, token in enumerate(tokens)
                if token is not None
            ],
            "url": f"/tables/{table.id}",
        }

    async def play(self, table: Table, seat: int, text: object, lang: str = "en") -> None:
        """Play ``text`` for ``seat``: checked, stored, applied, sent to every socket.

        Raises:
            TableError: 400 when ``text`` is no move's notation, 409 when the
                move is illegal or ``seat`` is not to play, 503 when it could
                not be stored; nothing changed. Its `TableError.text` is in
                any language (``lang`` is kept for callers of 0.3).
        """
        del lang
        async with self.locks[table.id]:
            if not isinstance(text, str):
                raise TableError.said(400, "move_string", got=quote(text))
            try:
                move, after = table.check(seat, text)
            except RulesError as error:
                if is_illegal(error):
                    raise TableError.of(409, error) from None
                raise TableError.of(400, error) from None  # not a move's notation
            assert self.writer is not None
            try:
                await self.writer.append(table.id, len(table.log) + 1, seat, str(move))
            except (sqlite3.Error, OSError, StoreError) as error:
                log.error(
                    "table %s: move %d could not be saved: %s", table.id, len(table.log) + 1, error
                )
                raise TableError.said(503, "not_saved") from None
            table.apply(seat, move, after)
            if table.capped:
                log.warning("table %s stopped at its cap of %d moves: a draw", table.id, table.cap)
                with contextlib.suppress(sqlite3.Error, OSError, StoreError):
                    assert self.store is not None
                    await _stored(self.store.end_table, table.id, len(table.log), CAPPED)
            self._send(table)
        self._wake_bots(table)

    def _send(self, table: Table) -> None:
        for client in self.clients[table.id]:
            client.offer()

    def _wake_bots(self, table: Table) -> None:
        if table.bot_to_play() is None:
            return
        running = self.bots.get(table.id)
        if running is None or running.done():
            task = asyncio.get_running_loop().create_task(self._bots(table))
            self.bots[table.id] = task
            task.add_done_callback(lambda done: self._bots_ended(table, done))

    def _bots_ended(self, table: Table, task: asyncio.Task[None]) -> None:
        """A bots' task that died of an error is logged and started again."""
        if task.cancelled() or task.exception() is None:
            return
        log.error(
            "table %s: the bots' task failed; starting it again",
            table.id,
            exc_info=task.exception(),
        )
        if self.bots.get(table.id) is task:
            self._wake_bots(table)

    async def _bots(self, table: Table) -> None:
        """Let the bots play while one is to play, each after the delay.

        A bot that fails to choose, or a move that could not be stored, is
        logged and tried again after a pause that doubles each time (up to
        `BOT_RETRY_MOST` seconds): the table never stops for it.
        """
        failures = 0
        while table.bot_to_play() is not None:
            await asyncio.sleep(self.bot_delay)
            moves = len(table.log)
            try:
                choice = await asyncio.to_thread(table.bot_move)
                if choice is None or len(table.log) != moves:  # a person moved meanwhile
                    continue
                await self.play(table, *choice)
            except asyncio.CancelledError:
                raise
            except Exception as error:
                failures += 1
                pause = min(BOT_RETRY_MOST, BOT_RETRY_FIRST * 2 ** (failures - 1))
                log.error(
                    "table %s: a bot's move failed (%s); trying again in %g s",
                    table.id,
                    error if isinstance(error, TableError) else type(error).__name__,
                    pause,
                    exc_info=not isinstance(error, TableError),
                )
                await asyncio.sleep(pause)
            else:
                failures = 0

    # -- sockets ----------------------------------------------------------------------------

    async def socket(self, socket: WebSocket) -> None:
        """Serve one WebSocket: its seat's object now and after every move; moves it sends."""
        await socket.accept()
        lang = _lang(socket)
        try:
            self.check_origin(socket)
            table = self.table(str(socket.path_params["table"]))
            seat = self.seat(table, socket.query_params.get("token"))
        except TableError as error:
            code = WS_NO_TABLE if error.status == 404 else WS_NO_SEAT
            await self._refuse(socket, error, code, lang)
            return
        if seat is None:
            count = sum(1 for client in self.clients[table.id] if client.seat is None)
            if count >= self.limits.spectators:
                full = TableError.said(429, "spectators", table=table.id, count=count)
                await self._refuse(socket, full, WS_POLICY, lang, table.seq)
                return
        else:
            count = sum(1 for client in self.clients[table.id] if client.seat == seat)
            if count >= self.limits.sockets:
                full = TableError.said(429, "seat_sockets", table=table.id, count=count, seat=seat)
                await self._refuse(socket, full, WS_POLICY, lang, table.seq)
                return
        client = _Client(socket, table, seat)
        self.clients[table.id].add(client)
        client.offer()
        pump = asyncio.get_running_loop().create_task(client.pump())
        bucket = _Bucket(self.limits.rate, self.limits.burst)
        try:
            await self._listen(socket, table, seat, client, bucket, lang)
        except WebSocketDisconnect:
            pass
        except Exception:
            log.exception("table %s: a socket failed", table.id)
            with contextlib.suppress(Exception):
                await client.refuse(500, refusal("failed", lang), WS_FAILED)
        finally:
            self.clients[table.id].discard(client)
            pump.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await pump

    async def _listen(
        self,
        socket: WebSocket,
        table: Table,
        seat: int | None,
        client: _Client,
        bucket: _Bucket,
        lang: str,
    ) -> None:
        async def refuse(status: int, key: str, code: int, **params: object) -> None:
            await client.refuse(status, refusal(key, lang, **params), code)

        while True:
            message = await socket.receive()
            if message["type"] == "websocket.disconnect":
                return
            text = message.get("text")
            if not bucket.take():
                await refuse(429, "messages", WS_POLICY, rate=f"{self.limits.rate:g}")
                return
            if text is None:
                await refuse(400, "message_bytes", WS_BAD_DATA)
                return
            if len(text.encode("utf-8", "surrogatepass")) > self.limits.message_bytes:
                await refuse(413, "message_size", WS_TOO_BIG, limit=self.limits.message_bytes)
                return
            try:
                data = json.loads(text)
            except (ValueError, RecursionError):
                await refuse(400, "message_json", WS_BAD_DATA)
                return
            if not isinstance(data, dict) or set(data) != {"move"}:
                await refuse(400, "message_shape", WS_BAD_DATA)
                return
            if seat is None:
                error = TableError.said(403, "spectator_move")
                await client.send({**error.body(lang), "status": 403})
                continue
            try:
                await self.play(table, seat, data["move"], lang)
            except TableError as error:
                await client.send({**error.body(lang), "status": error.status})
                client.offer()

    @staticmethod
    async def _refuse(
        socket: WebSocket, error: TableError, code: int, lang: str, seq: int | None = None
    ) -> None:
        told = {**error.body(lang), "status": error.status, "seq": seq}
        await socket.send_text(_dumps(told))
        await socket.close(code, _reason(error.text(lang)))


BOT_RETRY_FIRST = 0.1
"""Seconds a table's bots wait after a first failure before trying again."""
BOT_RETRY_MOST = 10.0
"""The longest wait between a table's bots' tries."""


async def _json_body(request: Request, limit: int) -> object:
    kind = request.headers.get("content-type", "")
    if kind.split(";")[0].strip().lower() != "application/json":
        raise TableError.said(415, "media_type", got=quote(kind[:100]) if kind else "none")
    length = request.headers.get("content-length", "")
    if length.isdigit() and int(length) > limit:
        raise TableError.said(413, "body_size", limit=limit)
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise TableError.said(413, "body_size", limit=limit)
    try:
        return json.loads(body)
    except RecursionError:
        raise TableError.said(400, "body_deep") from None
    except ValueError:
        raise TableError.said(400, "body_json") from None


def _token(request: Request) -> str | None:
    """The query's token; an empty one (a link pasted without it) is a spectator's."""
    return request.query_params.get("token") or None


def _api(request: HTTPConnection) -> bool:
    return request.url.path.startswith("/api/")


def _server(connection: HTTPConnection) -> TableServer:
    """The `TableServer` of the application serving ``connection``."""
    server = connection.app.state.server
    assert isinstance(server, TableServer)
    return server


# -- the routes' endpoints ------------------------------------------------------------------


async def new_table(request: Request) -> Response:
    """``POST /api/tables``: a new table (201), its tokens and links."""
    server = _server(request)
    server.check_origin(request)
    created = await server.create(await _json_body(request, server.limits.body_bytes))
    return JSONResponse(created, status_code=201)


async def get_table(request: Request) -> Response:
    """``GET /api/tables/ID``: the table as a seat (with its token) or a spectator sees it."""
    server = _server(request)
    table = server.table(request.path_params["table"])
    return JSONResponse(table.message(server.seat(table, _token(request))))


async def post_move(request: Request) -> Response:
    """``POST /api/tables/ID/moves``: play a seat's move; answer as `get_table`."""
    server = _server(request)
    server.check_origin(request)
    table = server.table(request.path_params["table"])
    body = await _json_body(request, server.limits.body_bytes)
    if not isinstance(body, dict) or set(body) != {"token", "move"}:
        raise TableError.said(400, "move_body")
    token = body["token"]
    if not isinstance(token, str):
        raise TableError.said(400, "token_string", got=quote(token))
    if not token:
        raise TableError.said(403, "bad_token", table=table.id)
    seat = server.seat(table, token)
    assert seat is not None
    await server.play(table, seat, body["move"], _lang(request))
    return JSONResponse(table.message(seat))


async def frame(request: Request) -> Response:
    """``GET /api/tables/ID/frame``: what the page draws (picture, facts, narration)."""
    server = _server(request)
    table = server.table(request.path_params["table"])
    seat = server.seat(table, _token(request))
    return JSONResponse(table.frame(seat, language(request.query_params.get("lang"))))


def _finished(table: Table) -> Table:
    if not table.over:
        raise TableError.said(409, "not_over", table=table.id)
    return table


async def record(request: Request) -> Response:
    """``GET /api/tables/ID/record``: the finished game as a record file."""
    table = _finished(_server(request).table(request.path_params["table"]))
    moves = [move for _, move in table.log]
    names = player_names(table.seats)
    tags = [("Capped", str(len(table.log)))] if table.capped else []
    made = Record.from_game(table.start, moves, names=names, date=table.created[:10], tags=tags)
    return PlainTextResponse(write_records([made]))


async def replay(request: Request) -> Response:
    """``/tables/ID/replay``: the finished game's replay page."""
    lang = _lang(request)
    table = _finished(_server(request).table(request.path_params["table"]))
    moves = [move for _, move in table.log]
    return HTMLResponse(
        replay_page(
            table.start,
            moves,
            title=f"{table.spec.title}, {table.id}",
            names=player_names(table.seats, lang),
            lang=lang,
        )
    )


async def page(request: Request) -> Response:
    """``/tables/ID``: the page a seat plays on (a spectator watches on, without a token)."""
    server = _server(request)
    lang = language(request.query_params.get("lang"))
    table = server.table(request.path_params["table"])
    seat = server.seat(table, _token(request))
    return HTMLResponse(table_page(table, seat, _token(request), lang))


async def games(request: Request) -> Response:
    """``GET /api/games``: every game a table can seat, as the home page offers them."""
    lang = language(request.query_params.get("lang"))
    return JSONResponse({"games": [game_entry(spec, lang) for spec in seatable_games()]})


async def home(request: Request) -> Response:
    """``/``: the form that opens a table of any game a table can seat."""
    return HTMLResponse(home_page(language(request.query_params.get("lang"))))


async def socket(websocket: WebSocket) -> None:
    """``/api/tables/ID/ws``: a seat's (or a spectator's) WebSocket."""
    await _server(websocket).socket(websocket)


ROUTES = (
    Route("/", home),
    Route("/api/games", games),
    Route("/api/tables", new_table, methods=["POST"]),
    Route("/api/tables/{table}", get_table),
    Route("/api/tables/{table}/moves", post_move, methods=["POST"]),
    Route("/api/tables/{table}/frame", frame),
    Route("/api/tables/{table}/record", record),
    WebSocketRoute("/api/tables/{table}/ws", socket),
    Route("/tables/{table}", page),
    Route("/tables/{table}/replay", replay),
)
"""The server's routes: the API under ``/api/``, the pages elsewhere."""


# -- errors: Starlette's exception handlers --------------------------------------------------


async def refused(request: Request, error: Exception) -> Response:
    """A `TableError`: JSON in the request's language, or an error page for a page's address.

    A page's refusal links to the home page and, when the table exists, to
    its spectators' page (a wrong token) or the table (a replay asked too soon).
    """
    assert isinstance(error, TableError)
    lang = _lang(request)
    if _api(request):
        headers = {"retry-after": "1"} if error.status == 503 else None
        return JSONResponse(error.body(lang), status_code=error.status, headers=headers)
    links = _home_links(lang)
    table = _server(request).tables.get(str(request.path_params.get("table", "")))
    if table is not None:
        suffix = "" if lang == "en" else f"?lang={lang}"
        key = "way_watch" if error.status == 403 else "way_table"
        links = [(f"/tables/{table.id}{suffix}", refusal(key, lang)), *links]
    return HTMLResponse(error_page(error.status, error.text(lang), lang, links=links), error.status)


async def http_error(request: Request, error: Exception) -> Response:
    """Starlette's 404 and 405, in the request's language (a page for a page's 404)."""
    assert isinstance(error, HTTPException)
    lang = _lang(request)
    if error.status_code == 405:
        path = quote(request.url.path[:100])
        told = refusal("method", lang, method=request.method, path=path)
    else:
        told = refusal("no_page", lang, path=quote(request.url.path[:100]))
    if not _api(request) and error.status_code == 404:
        return HTMLResponse(error_page(404, told, lang, links=_home_links(lang)), 404)
    return JSONResponse({"error": told}, status_code=error.status_code)


async def failed(request: Request, _error: Exception) -> Response:
    """Any other error: a 500 that says no more than that."""
    return JSONResponse({"error": refusal("failed", _lang(request))}, status_code=500)


EXCEPTION_HANDLERS = {TableError: refused, HTTPException: http_error, Exception: failed}
"""How every error of a request is answered."""


@contextlib.asynccontextmanager
async def _lifespan(app: Starlette) -> AsyncIterator[None]:
    server = app.state.server
    await server.open()
    try:
        yield
    finally:
        await server.close()


def create_app(
    db: str = "cardrules.sqlite3",
    *,
    bot_delay: float = 1.0,
    limits: Limits | None = None,
    allow_origins: Sequence[str] = (),
) -> Starlette:
    """The table server as an ASGI application: `ROUTES`, `EXCEPTION_HANDLERS` and a `TableServer`.

    Args:
        db: the SQLite file where tables live (created ``0600`` when missing).
        bot_delay: seconds each bot waits before its move.
        limits: request and socket limits (`Limits`' defaults otherwise).
        allow_origins: other sites whose pages may create tables and play
            (``https://example.org``); the server's own pages, and requests
            with no ``Origin`` (``curl``), always may.

    Returns:
        A Starlette application (its ``state.server`` is the `TableServer`);
        its lifespan opens the store, rebuilds every table and starts their
        bots.
    """
    server = TableServer(db, bot_delay, limits, allow_origins)
    middleware = [Middleware(_RequestLimit, limits=server.limits)]
    if server.allow_origins:
        middleware.insert(
            0,
            Middleware(
                CORSMiddleware,
                allow_origins=sorted(server.allow_origins),
                allow_methods=["GET", "POST"],
                allow_headers=["content-type"],
            ),
        )
    app = Starlette(
        routes=list(ROUTES),
        lifespan=_lifespan,
        middleware=middleware,
        exception_handlers=dict(EXCEPTION_HANDLERS),
    )
    app.state.server = server
    return app


def _home_links(lang: str) -> list[tuple[str, str]]:
    return [("/" if lang == "en" else f"/?lang={lang}", refusal("way_home", lang))]
