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
import time
from collections.abc import AsyncIterator, Mapping
from datetime import datetime, timezone
from typing import Any

import attrs
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.html import replay_page
from cardrules.records import Record, write_records
from cardrules.server._facts import player_names
from cardrules.server._games import explain, find_spec, is_illegal, rule_of, rules_from
from cardrules.server._i18n import language
from cardrules.server._page import error_page, home_page, table_page
from cardrules.server._store import Store, StoredTable
from cardrules.server._table import SEAT_KINDS, Table, token_digest

__all__ = ["Limits", "TableError", "TableServer", "create_app"]

log = logging.getLogger("cardrules.server")

PLAYABLE = ("chupate2", "veneno")
"""The games a table can seat: those the library draws and narrates."""
WS_BAD_DATA = 1003
WS_POLICY = 1008
WS_TOO_BIG = 1009
WS_NO_TABLE = 4404
WS_NO_SEAT = 4403


class TableError(RulesError):
    """A request the server refuses: its HTTP status, the message, and the rule when it is one.

    Attributes:
        status: 400 (malformed), 403 (unknown token), 404 (unknown table),
            409 (illegal or out of turn; the game not over yet), 413 (too big),
            429 (too many messages or requests), 503 (too many tables).
        rule: the rule an illegal move breaks (``"C-6"``), else ``None``.
    """

    def __init__(self, status: int, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.rule = rule

    def body(self) -> dict[str, Any]:
        """``{"error": message}``, with ``"rule"`` for a 409."""
        body: dict[str, Any] = {"error": str(self)}
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
        sockets: the most sockets open on one table (seats, their other
            devices and spectators); one more is told and closed (1008).
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
    sockets: int = 500
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
    """One open socket: its seat, and the latest object not yet sent (older ones are dropped)."""

    def __init__(self, socket: WebSocket, seat: int | None) -> None:
        self.socket, self.seat = socket, seat
        self.pending: str | None = None
        self.ready = asyncio.Event()
        self.lock = asyncio.Lock()  # one message at a time: the pump's and the replies

    def offer(self, text: str) -> None:
        self.pending = text
        self.ready.set()

    async def pump(self) -> None:
        """Send each latest object until the socket closes."""
        while True:
            await self.ready.wait()
            self.ready.clear()
            text, self.pending = self.pending, None
            if text is not None:
                await self.send(text)

    async def send(self, text: str) -> None:
        """Send one message, never interleaved with another."""
        async with self.lock:
            await self.socket.send_text(text)

    async def refuse(self, status: int, message: str, code: int) -> None:
        """Tell the client what was wrong, then close the socket with ``code``."""
        async with self.lock:
            await self.socket.send_text(_dumps({"error": message, "status": status}))
            await self.socket.close(code, message[:120])


class _Writer:
    """Group commit: moves of many tables waiting together are stored in one transaction.

    `append` returns once its move is committed (or raises the store's
    error); while one batch is written, the next one gathers.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
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
                await asyncio.to_thread(self.store.add_moves, [row for row, _ in batch])
            except Exception as error:  # every move of the batch is refused alike
                for _, done in batch:
                    done.set_exception(error)
            else:
                for _, done in batch:
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
                told = f"too many requests: at most {self.limits.requests:g} a second"
                await JSONResponse({"error": told}, status_code=429)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class TableServer:
    """The tables, their locks and sockets, the store and the bots.

    Args:
        db: the SQLite file's path.
        bot_delay: seconds a bot waits before each move.
        limits: what requests and sockets may send.
    """

    def __init__(self, db: str, bot_delay: float = 1.0, limits: Limits | None = None) -> None:
        self.db = db
        self.bot_delay = float(bot_delay)
        self.limits = Limits() if limits is None else limits
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.clients: dict[str, set[_Client]] = {}
        self.bots: dict[str, asyncio.Task[None]] = {}
        self.store: Store | None = None
        self.writer: _Writer | None = None

    # -- life -----------------------------------------------------------------------------

    async def open(self) -> None:
        """Open the store and rebuild every table by replaying its log."""
        self.store = Store(self.db)
        self.writer = _Writer(self.store)
        for stored in self.store.tables():
            spec = find_spec(stored.game)
            table = Table(
                stored.id,
                spec,
                rules_from(spec, stored.rules),
                stored.seed,
                stored.bot_seed,
                stored.seats,
                stored.tokens,
                stored.created,
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

    # -- tables and moves -----------------------------------------------------------------

    def table(self, table_id: str) -> Table:
        """The table, or a 404."""
        table = self.tables.get(table_id)
        if table is None:
            raise TableError(404, f"no table {quote(table_id)}")
        return table

    def seat(self, table: Table, token: str | None) -> int | None:
        """The seat of ``token`` (``None`` without one: a spectator), or a 403."""
        if token is None:
            return None
        seat = table.seat_of(token)
        if seat is None:
            raise TableError(403, f"this token is no seat's at table {table.id}")
        return seat

    async def create(self, body: object) -> dict[str, Any]:
        """Make a table from ``POST /api/tables``'s body; answer its id, tokens and link."""
        if not isinstance(body, Mapping):
            raise TableError(400, f"the body must be a JSON object, got {quote(body)}")
        unknown = sorted(set(body) - {"game", "rules", "seats", "seed"})
        if unknown:
            named = ", ".join(map(quote, unknown))
            msg = f"unknown keys {named}: the keys are game, rules, seats, seed"
            raise TableError(400, msg)
        for key in ("game", "rules", "seats"):
            if key not in body:
                raise TableError(400, f"the body must name {quote(key)}")
        try:
            spec = find_spec(body["game"])
            rules = rules_from(spec, body["rules"])
        except RulesError as error:
            raise TableError(400, str(error)) from None
        if spec.id not in PLAYABLE:
            msg = f"the table server plays {' and '.join(PLAYABLE)}, not {quote(spec.id)}"
            raise TableError(400, msg)
        seats = body["seats"]
        if not isinstance(seats, list) or any(kind not in SEAT_KINDS for kind in seats):
            msg = f"'seats' must be a list of {', '.join(SEAT_KINDS)}, got {quote(seats)}"
            raise TableError(400, msg)
        if len(seats) != rules.players:
            msg = f"'seats' names {len(seats)} seats for {rules.players} players"
            raise TableError(400, msg)
        seed = body.get("seed")
        if seed is None:
            seed = secrets.randbits(64)
        elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64:
            raise TableError(400, f"'seed' must be an int in 0..2**64-1, got {quote(seed)}")
        if len(self.tables) >= self.limits.tables:
            raise TableError(503, f"this server holds {len(self.tables)} tables, its most")
        tokens = [secrets.token_urlsafe(18) if kind == "person" else None for kind in seats]
        table_id = secrets.token_urlsafe(6)
        while table_id in self.tables:  # pragma: no cover - 48 random bits
            table_id = secrets.token_urlsafe(6)
        digests = [None if token is None else token_digest(token) for token in tokens]
        table = Table(table_id, spec, rules, seed, secrets.randbits(64), seats, digests, _now())
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
        await asyncio.to_thread(self.store.add_table, stored)
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

        An error is explained in ``lang`` (``"en"`` or ``"es"``).

        Raises:
            TableError: 400 when ``text`` is no move's notation, 409 when the
                move is illegal or ``seat`` is not to play; nothing changed.
        """
        async with self.locks[table.id]:
            try:
                move, after = table.check(seat, text)
            except RulesError as error:
                told = explain(error, lang)
                if is_illegal(error):
                    raise TableError(409, told, rule_of(error)) from None
                raise TableError(400, told) from None  # not a move's notation
            assert self.writer is not None
            await self.writer.append(table.id, len(table.log) + 1, seat, str(move))
            table.apply(seat, move, after)
            self._send(table)
        self._wake_bots(table)

    def _send(self, table: Table) -> None:
        made: dict[int | None, str] = {}
        for client in self.clients[table.id]:
            if client.seat not in made:
                made[client.seat] = _dumps(table.message(client.seat))
            client.offer(made[client.seat])

    def _wake_bots(self, table: Table) -> None:
        if table.bot_to_play() is None:
            return
        running = self.bots.get(table.id)
        if running is None or running.done():
            self.bots[table.id] = asyncio.get_running_loop().create_task(self._bots(table))

    async def _bots(self, table: Table) -> None:
        """Let the bots play while one is to play, each after the delay."""
        while table.bot_to_play() is not None:
            await asyncio.sleep(self.bot_delay)
            moves = len(table.log)
            try:
                choice = await asyncio.to_thread(table.bot_move)
            except Exception:  # pragma: no cover - a bot's bug stops that table's bots only
                log.exception("table %s: a bot failed to choose a move", table.id)
                return
            if choice is None or len(table.log) != moves:  # pragma: no cover - bots only
                continue
            try:
                await self.play(table, *choice)
            except TableError:  # pragma: no cover - a bot chooses among the legal moves
                log.exception("table %s: a bot's move was refused", table.id)
                return

    # -- sockets ----------------------------------------------------------------------------

    async def socket(self, socket: WebSocket) -> None:
        """Serve one WebSocket: its seat's object now and after every move; moves it sends."""
        await socket.accept()
        try:
            table = self.table(str(socket.path_params["table"]))
            seat = self.seat(table, socket.query_params.get("token"))
        except TableError as error:
            await socket.send_text(_dumps({**error.body(), "status": error.status}))
            await socket.close(WS_NO_TABLE if error.status == 404 else WS_NO_SEAT, str(error)[:120])
            return
        if len(self.clients[table.id]) >= self.limits.sockets:
            told = f"table {table.id} has {self.limits.sockets} sockets open, its most"
            await self._refuse(socket, 429, told, WS_POLICY)
            return
        lang = language(socket.query_params.get("lang"))
        client = _Client(socket, seat)
        self.clients[table.id].add(client)
        client.offer(_dumps(table.message(seat)))
        pump = asyncio.get_running_loop().create_task(client.pump())
        bucket = _Bucket(self.limits.rate, self.limits.burst)
        try:
            await self._listen(socket, table, seat, client, bucket, lang)
        except WebSocketDisconnect:
            pass
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
        while True:
            message = await socket.receive()
            if message["type"] == "websocket.disconnect":
                return
            text = message.get("text")
            if not bucket.take():
                await client.refuse(
                    429,
                    f"too many messages: at most {self.limits.rate:g} a second",
                    WS_POLICY,
                )
                return
            if text is None:
                await client.refuse(400, "messages are JSON text, not bytes", WS_BAD_DATA)
                return
            if len(text.encode()) > self.limits.message_bytes:
                await client.refuse(
                    413, f"a message may hold {self.limits.message_bytes} bytes", WS_TOO_BIG
                )
                return
            try:
                data = json.loads(text)
            except ValueError:
                await client.refuse(400, "a message must be JSON", WS_BAD_DATA)
                return
            if not isinstance(data, dict) or set(data) != {"move"}:
                await client.refuse(400, 'a message is {"move": notation}', WS_BAD_DATA)
                return
            if seat is None:
                error = TableError(403, "a spectator cannot play: join with a seat's token")
                await client.send(_dumps({**error.body(), "status": 403}))
                continue
            try:
                await self.play(table, seat, data["move"], lang)
            except TableError as error:
                await client.send(_dumps({**error.body(), "status": error.status}))
                client.offer(_dumps(table.message(seat)))

    @staticmethod
    async def _refuse(socket: WebSocket, status: int, message: str, code: int) -> None:
        await socket.send_text(_dumps({"error": message, "status": status}))
        await socket.close(code, message[:120])


async def _json_body(request: Request, limit: int) -> object:
    length = request.headers.get("content-length", "")
    if length.isdigit() and int(length) > limit:
        raise TableError(413, f"a request body may hold {limit} bytes")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise TableError(413, f"a request body may hold {limit} bytes")
    try:
        return json.loads(body)
    except ValueError:
        raise TableError(400, "the body must be JSON") from None


def _token(request: Request) -> str | None:
    """The query's token; an empty one (a link pasted without it) is a spectator's."""
    return request.query_params.get("token") or None


def create_app(
    db: str = "cardrules.sqlite3", *, bot_delay: float = 1.0, limits: Limits | None = None
) -> Starlette:
    """The table server as an ASGI application.

    Args:
        db: the SQLite file where tables live (created when missing).
        bot_delay: seconds each bot waits before its move.
        limits: request and socket limits (`Limits`' defaults otherwise).

    Returns:
        A Starlette application; its lifespan opens the store, rebuilds
        every table and starts their bots.
    """
    server = TableServer(db, bot_delay, limits)

    async def answer(call: Any) -> Response:
        try:
            return await call()  # type: ignore[no-any-return]
        except TableError as error:
            return JSONResponse(error.body(), status_code=error.status)

    async def new_table(request: Request) -> Response:
        async def run() -> Response:
            created = await server.create(await _json_body(request, server.limits.body_bytes))
            return JSONResponse(created, status_code=201)

        return await answer(run)

    async def get_table(request: Request) -> Response:
        async def run() -> Response:
            table = server.table(request.path_params["table"])
            return JSONResponse(table.message(server.seat(table, _token(request))))

        return await answer(run)

    async def post_move(request: Request) -> Response:
        async def run() -> Response:
            table = server.table(request.path_params["table"])
            body = await _json_body(request, server.limits.body_bytes)
            if not isinstance(body, dict) or set(body) != {"token", "move"}:
                raise TableError(400, 'the body must be {"token": T, "move": notation}')
            token = body["token"]
            if not isinstance(token, str):
                raise TableError(400, f"'token' must be a string, got {quote(token)}")
            seat = server.seat(table, token)
            assert seat is not None
            await server.play(table, seat, body["move"], language(request.query_params.get("lang")))
            return JSONResponse(table.message(seat))

        return await answer(run)

    async def frame(request: Request) -> Response:
        async def run() -> Response:
            table = server.table(request.path_params["table"])
            seat = server.seat(table, _token(request))
            return JSONResponse(table.frame(seat, language(request.query_params.get("lang"))))

        return await answer(run)

    def finished(table: Table) -> None:
        if not table.state.is_over:
            raise TableError(409, f"table {table.id}: the game is not over yet")

    async def record(request: Request) -> Response:
        async def run() -> Response:
            table = server.table(request.path_params["table"])
            finished(table)
            moves = [move for _, move in table.log]
            names = player_names(table.seats)
            played = Record.from_game(table.start, moves, names=names, date=table.created[:10])
            text = write_records([played])
            return PlainTextResponse(text)

        return await answer(run)

    async def replay(request: Request) -> Response:
        lang = language(request.query_params.get("lang"))
        try:
            table = server.table(request.path_params["table"])
            finished(table)
        except TableError as error:
            return HTMLResponse(error_page(error.status, str(error), lang), error.status)
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
        lang = language(request.query_params.get("lang"))
        try:
            table = server.table(request.path_params["table"])
            seat = server.seat(table, _token(request))
        except TableError as error:
            return HTMLResponse(error_page(error.status, str(error), lang), error.status)
        return HTMLResponse(table_page(table, seat, _token(request), lang))

    async def home(request: Request) -> Response:
        return HTMLResponse(home_page(language(request.query_params.get("lang"))))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await server.open()
        app.state.server = server
        yield
        await server.close()

    routes = [
        Route("/", home),
        Route("/api/tables", new_table, methods=["POST"]),
        Route("/api/tables/{table}", get_table),
        Route("/api/tables/{table}/moves", post_move, methods=["POST"]),
        Route("/api/tables/{table}/frame", frame),
        Route("/api/tables/{table}/record", record),
        WebSocketRoute("/api/tables/{table}/ws", server.socket),
        Route("/tables/{table}", page),
        Route("/tables/{table}/replay", replay),
    ]
    return Starlette(
        routes=routes,
        lifespan=lifespan,
        middleware=[Middleware(_RequestLimit, limits=server.limits)],
    )
