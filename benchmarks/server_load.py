"""Load on the table server, on loopback: many tables, four scripted WebSocket clients each.

Starts ``cardrules serve`` in a child process (127.0.0.1, a free port, a fresh
SQLite file), opens ``--tables`` tables of four person seats, connects one
WebSocket client per seat, and lets every client play the first legal move
whenever its seat is to play, until every game is over or ``--timeout``
seconds pass. Reports:

* moves a second (all tables together, over the play phase);
* p50 / p99 latency from a move sent to the moment every seat of its table
  has an update that holds it;
* the server's memory (peak and final resident set);
* errors (refused moves, closed sockets, timeouts): the goal is 0;
* lost or duplicated moves: each table's final log must be exactly the moves
  its clients sent, in order: the goal is 0.

    python benchmarks/server_load.py --smoke          # 3 tables, a few seconds (CI)
    python benchmarks/server_load.py --tables 100     # 100 tables x 4 clients
    python benchmarks/server_load.py --tables 400 --game veneno --timeout 300
    python benchmarks/server_load.py --tables 1000 --connecting 4000   # every client at once
    python benchmarks/server_load.py --tables 400 --against ../v0.3/src --rounds 2
        # this server and another checkout's (its src directory), alternated in one run

The clients read the whole object a socket sends first and the deltas after
it (``"seq"``, ``"since"``, the new moves), and the whole objects of a server
that sends only those (0.3).

Needs the web extra (``pip install 'cardrules[web]'``; the ``websockets``
package is the client). Nothing leaves the machine.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from _common import add_save_option, keep, save_result
from websockets.client import ClientProtocol
from websockets.extensions.permessage_deflate import enable_client_permessage_deflate
from websockets.frames import Frame, Opcode
from websockets.http11 import Response
from websockets.protocol import State
from websockets.uri import parse_uri

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def memory_kib(pid: int) -> tuple[int, int]:
    """``(peak, current)`` resident set of a process, in KiB (Linux's /proc)."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        fields[name] = value.strip()
    return int(fields["VmHWM"].split()[0]), int(fields["VmRSS"].split()[0])


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux's /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def fetch(request: urllib.request.Request | str) -> Any:
    """The JSON answer; a 429 (the server's limit per address) is waited out, 30 s at most."""
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return json.loads(answer.read())
        except urllib.error.HTTPError as error:
            if error.code != 429 or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def post(url: str, body: Any) -> Any:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST")
    request.add_header("content-type", "application/json")
    return fetch(request)


def get(url: str) -> Any:
    return fetch(url)


class Tally:
    def __init__(self) -> None:
        self.sent: dict[str, list[tuple[int, str]]] = {}  # table -> (number, move) sent
        self.sent_at: dict[tuple[str, int], float] = {}
        self.seen_at: dict[tuple[str, int], list[float]] = {}  # (table, number) -> each seat's
        self.errors: list[str] = []


class SeatClient(asyncio.Protocol):
    """One seat's WebSocket client: plays its seat until its game is over.

    Callback-driven on the websockets package's own protocol (its sans-I/O
    `ClientProtocol`: the handshake, frames, masking, pings and closing), so
    that the client spends little CPU a message and the server's share of the
    machine is what the run measures. Like a browser (and like
    ``websockets.connect``) it offers permessage-deflate, which a server may
    take or decline. Each message is parsed whole as JSON
    (``"seq"``, ``"over"``, the view) the moment its bytes arrive. After
    ``stop`` it sends no more moves and leaves once the server has sent back
    the last one it sent.
    """

    def __init__(self, table: str, seat: int, url: str, tally: Tally, stop: float) -> None:
        self.table, self.seat, self.tally, self.stop = table, seat, tally, stop
        self.protocol = ClientProtocol(  # offering permessage-deflate, as browsers do
            parse_uri(url), extensions=enable_client_permessage_deflate(None), max_size=2**22
        )
        self.transport: asyncio.Transport | None = None
        self.done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.opened: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.asked = -1  # the seq after which this seat last sent a move
        self.seen = 0  # the moves the seat's updates have held so far
        self.parts: list[bytes] = []  # a fragmented message's frames so far

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.protocol.send_request(self.protocol.connect())
        self.flush()

    def flush(self) -> None:
        assert self.transport is not None
        for data in self.protocol.data_to_send():
            if data:
                self.transport.write(data)
            elif not self.transport.is_closing():  # the protocol's end of stream
                self.transport.write_eof()

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        self.protocol.receive_data(data)
        for event in self.protocol.events_received():
            if isinstance(event, Response):
                if self.protocol.handshake_exc is not None:
                    self.finish(f"handshake: {self.protocol.handshake_exc}")
                elif not self.opened.done():
                    self.opened.set_result(None)
            elif isinstance(event, Frame) and event.opcode in (Opcode.TEXT, Opcode.CONT):
                self.parts.append(event.data)
                if event.fin:
                    text, self.parts = b"".join(self.parts), []
                    self.message(text, now)
        self.flush()

    def message(self, text: bytes, now: float) -> None:
        if self.done.done():
            return
        if now > self.stop and self.seen > self.asked:  # stopped, no move of this seat on its way
            self.finish()
            return
        data = json.loads(text)
        if "error" in data:
            self.tally.errors.append(f"table {self.table} seat {self.seat}: {data['error']}")
            return
        moves = data["seq"] if "seq" in data else len(data["log"])  # a delta, or whole
        for number in range(self.seen + 1, moves + 1):  # the first update holding each move
            self.tally.seen_at.setdefault((self.table, number), []).append(now)
        self.seen = max(self.seen, moves)
        if data["over"]:
            self.finish()
            return
        view = data["view"]
        if view["current_player"] == self.seat and moves > self.asked and now <= self.stop:
            self.asked = moves
            move = view["legal_moves"][0]
            self.tally.sent.setdefault(self.table, []).append((moves + 1, move))
            self.tally.sent_at[(self.table, moves + 1)] = time.monotonic()
            self.protocol.send_text(json.dumps({"move": move}).encode())
        elif now > self.stop and self.seen > self.asked:
            self.finish()

    def tick(self, now: float) -> None:
        """Past the stop, leave when no move of this seat is on its way."""
        if now > self.stop and self.seen > self.asked:
            self.finish()

    def finish(self, error: str | None = None) -> None:
        if error is not None:
            self.tally.errors.append(f"table {self.table} seat {self.seat}: {error}")
        if not self.done.done():
            self.done.set_result(None)
        if self.transport is not None and not self.transport.is_closing():
            if self.protocol.state is State.OPEN:
                self.protocol.send_close()
                self.flush()
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.done.done():
            self.finish(f"closed: {exc or self.protocol.close_exc}")
        if not self.opened.done():
            self.opened.set_result(None)


async def seat_client(
    base: str,
    table: str,
    seat: int,
    token: str,
    tally: Tally,
    end: float,
    gate: asyncio.Semaphore,
    stop: float,
) -> None:
    """Connect ``seat`` (at most ``--connecting`` handshakes at once) and play it out."""
    url = f"ws://{base}/api/tables/{table}/ws?token={token}"
    host, port = base.rsplit(":", 1)
    loop = asyncio.get_running_loop()
    client = SeatClient(table, seat, url, tally, stop)
    async with gate:  # as clients arrive
        try:
            await asyncio.wait_for(
                loop.create_connection(lambda: client, host, int(port)), timeout=60
            )
            await asyncio.wait_for(asyncio.shield(client.opened), timeout=60)
        except (OSError, asyncio.TimeoutError) as error:
            client.finish(f"could not connect: {type(error).__name__}: {error}")
    while not client.done.done():
        left = end - time.monotonic()
        if left <= 0:
            client.finish("timed out")
            break
        wait = left if stop >= end else min(left, max(stop - time.monotonic(), 0.0) + 0.1)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.shield(client.done), timeout=wait)
        client.tick(time.monotonic())


def start_server(port: int, db: Path, log: Path, src: str | None) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "cardrules", "serve", "--host", HOST, "--port", str(port)]
    command += ["--db", str(db), "--bot-delay", "0"]
    env = dict(os.environ)
    if src is not None:  # another checkout's library
        env["PYTHONPATH"] = os.pathsep.join([src, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    with open(log, "wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=out, env=env)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://{HOST}:{port}/", timeout=1).close()
            return process
        except OSError:
            if process.poll() is not None:
                raise SystemExit(f"the server exited: {log.read_text()}") from None
            time.sleep(0.05)
    process.kill()
    raise SystemExit("the server did not start in 30 s")


async def run(
    args: argparse.Namespace, base: str, tables: list[tuple[str, dict[int, str]]], pid: int
) -> tuple[Tally, float, int]:
    tally = Tally()
    end = time.monotonic() + args.timeout
    stop = end if args.duration is None else time.monotonic() + args.duration
    peak = 0
    gate = asyncio.Semaphore(args.connecting)
    gc.set_threshold(50_000, 20, 10)  # as the server does: the clients' share of CPU stays small
    clients = [
        asyncio.create_task(seat_client(base, table, seat, token, tally, end, gate, stop))
        for table, tokens in tables
        for seat, token in tokens.items()
    ]

    async def watch_memory() -> None:
        nonlocal peak
        while True:
            peak = max(peak, memory_kib(pid)[1])
            await asyncio.sleep(0.2)

    watcher = asyncio.create_task(watch_memory())
    start = time.monotonic()
    results = await asyncio.gather(*clients, return_exceptions=True)
    seconds = time.monotonic() - start
    watcher.cancel()
    for result in results:
        if isinstance(result, BaseException):
            tally.errors.append(f"client: {type(result).__name__}: {result}")
    return tally, seconds, peak


def once(args: argparse.Namespace, src: str | None) -> dict[str, Any]:
    """One load run against a fresh server (of ``src``, or this checkout's library)."""
    with tempfile.TemporaryDirectory() as scratch:
        db = Path(args.db) if args.db else Path(scratch) / "load.sqlite3"
        port = free_port()
        process = start_server(port, db, Path(scratch) / "server.log", src)
        base = f"{HOST}:{port}"
        try:
            rules = (
                {"players": 4} if args.game == "chupate" else {"players": 4, "loss_threshold": 5}
            )
            tables = []
            for index in range(args.tables):
                made = post(
                    f"http://{base}/api/tables",
                    {"game": args.game, "rules": rules, "seats": ["person"] * 4, "seed": index},
                )
                tables.append((made["table"], {e["seat"]: e["token"] for e in made["seats"]}))
            server_cpu, client_cpu = cpu_seconds(process.pid), time.process_time()
            tally, seconds, peak = asyncio.run(run(args, base, tables, process.pid))
            server_cpu = cpu_seconds(process.pid) - server_cpu
            client_cpu = time.process_time() - client_cpu
            hwm, rss = memory_kib(process.pid)
            lost = duplicated = unfinished = 0
            for table, _ in tables:
                final = get(f"http://{base}/api/tables/{table}")
                logged = [entry["move"] for entry in final["log"]]
                sent = [move for _, move in sorted(tally.sent.get(table, []))]
                unfinished += not final["over"]
                duplicated += max(0, len(logged) - len(sent))
                lost += max(0, len(sent) - len(logged))
                if logged != sent[: len(logged)]:
                    tally.errors.append(f"table {table}: the log is not the moves sent")
            latencies = [
                max(marks) - tally.sent_at[key]
                for key, marks in tally.seen_at.items()
                if key in tally.sent_at and len(marks) == 4
            ]
            moves = sum(len(sent) for sent in tally.sent.values())
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
    cuts = (statistics.quantiles(latencies, n=100) if len(latencies) > 1 else latencies * 99) or [
        0.0
    ] * 99
    return {
        "moves": moves,
        "seconds": seconds,
        "rate": moves / seconds,
        "p50": cuts[49],
        "p99": cuts[98],
        "server_cpu": server_cpu,
        "client_cpu": client_cpu,
        "peak": max(peak, hwm),
        "rss": rss,
        "errors": tally.errors,
        "lost": lost,
        "duplicated": duplicated,
        "unfinished": unfinished,
    }


def report(label: str, args: argparse.Namespace, got: dict[str, Any]) -> None:
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(
        f"[{label}] {os.cpu_count()} CPUs, load average {load}; {args.tables} tables of "
        f"{args.game}, 4 WebSocket clients each, loopback, synchronous=FULL SQLite"
    )
    moves, seconds = got["moves"], got["seconds"]
    print(f"moves:        {moves} in {seconds:.2f} s = {got['rate']:.0f} moves/s")
    print(
        f"latency:      p50 {got['p50'] * 1000:.1f} ms, p99 {got['p99'] * 1000:.1f} ms "
        "(move sent -> all 4 seats updated)"
    )
    per_move = got["server_cpu"] / max(moves, 1) * 1000
    print(
        f"CPU:          server {got['server_cpu']:.2f} s ({per_move:.2f} ms a move), "
        f"clients {got['client_cpu']:.2f} s, over {seconds:.2f} s of wall time"
    )
    print(
        f"server RSS:   peak {got['peak'] / 1024:.1f} MiB, at the end {got['rss'] / 1024:.1f} MiB"
    )
    errors = got["errors"]
    print(f"errors:       {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    print(
        f"lost moves:   {got['lost']}; duplicated moves: {got['duplicated']}; "
        f"unfinished games: {got['unfinished']}"
    )


def save(args: argparse.Namespace, results: dict[str, list[dict[str, Any]]]) -> None:
    """Keep the run in benchmarks/results: each figure the median over the runs of its server.

    Rates, latencies and CPU are medians (of two runs, their mean); errors,
    lost and duplicated moves are the worst run's.
    """

    def median(label: str, figure: Any) -> float:
        return float(statistics.median(figure(got) for got in results[label]))

    def per_move(key: str) -> Any:
        return lambda got: got[key] / max(got["moves"], 1) * 1000

    runs = results["this"]
    figures: dict[str, Any] = {
        "tables": args.tables,
        "clients": 4 * args.tables,
        "game": args.game,
        "moves": round(median("this", lambda got: got["moves"])),
        "moves_per_s": round(median("this", lambda got: got["rate"])),
        "p50_ms": round(median("this", lambda got: got["p50"]) * 1000, 1),
        "p99_ms": round(median("this", lambda got: got["p99"]) * 1000, 1),
        "server_cpu_ms_per_move": round(median("this", per_move("server_cpu")), 2),
        "client_cpu_ms_per_move": round(median("this", per_move("client_cpu")), 2),
        "server_rss_mib": round(max(got["peak"] for got in runs) / 1024),
        "errors": max(len(got["errors"]) for got in runs),
        "lost": max(got["lost"] for got in runs),
        "duplicated": max(got["duplicated"] for got in runs),
        "runs": len(runs),
    }
    if args.against:
        theirs = median("against", lambda got: got["rate"])
        figures["against_moves_per_s"] = round(theirs)
        figures["ratio"] = round(figures["moves_per_s"] / theirs, 2) if theirs else None
        figures["against_p99_ms"] = round(median("against", lambda got: got["p99"]) * 1000, 1)
        # the load-robust figure: the server process's CPU seconds a move, old over new
        mine_cpu = median("this", per_move("server_cpu"))
        their_cpu = median("against", per_move("server_cpu"))
        figures["against_server_cpu_ms_per_move"] = round(their_cpu, 2)
        figures["cpu_ratio"] = round(their_cpu / mine_cpu, 2) if mine_cpu else None
        figures["against_client_cpu_ms_per_move"] = round(
            median("against", per_move("client_cpu")), 2
        )
        figures["runs_moves_per_s"] = {
            label: [round(got["rate"]) for got in done] for label, done in results.items()
        }
        figures["runs_p99_ms"] = {
            label: [round(got["p99"] * 1000) for got in done] for label, done in results.items()
        }
    save_result(
        f"server_load_{args.tables}",
        figures,
        method="server and clients on the same machine; wall time; latency from a move sent "
        "to all four seats updated; server CPU from /proc (user + system, threads included) "
        "over the play phase; with --against, the servers' runs alternated; medians over runs",
        save=keep(args, 0.0 if args.smoke else sum(got["seconds"] for got in runs)),
    )


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--tables", type=int, default=100, help="tables (default 100)")
    options.add_argument("--game", choices=["chupate", "veneno"], default="chupate")
    options.add_argument("--timeout", type=float, default=120.0, help="seconds at most (120)")
    options.add_argument(
        "--connecting", type=int, default=100, help="handshakes at once, at most (100)"
    )
    options.add_argument(
        "--duration",
        type=float,
        help="play this many seconds, then let the moves on their way land and stop; "
        "games left unfinished are then no error (default: play every game out)",
    )
    options.add_argument("--smoke", action="store_true", help="3 tables: a quick check for CI")
    options.add_argument("--db", help="the SQLite file (default: a fresh one in a temp dir)")
    options.add_argument(
        "--against", metavar="SRC", help="another checkout's src directory to alternate with"
    )
    options.add_argument(
        "--rounds", type=int, default=1, help="runs of each server, alternated (default 1)"
    )
    add_save_option(options)
    args = options.parse_args()
    if args.smoke:
        args.tables, args.timeout = 3, 60.0
    args.tables = max(1, min(args.tables, 5000))
    args.timeout = max(1.0, min(args.timeout, 1800.0))
    args.rounds = max(1, min(args.rounds, 10))
    servers: list[tuple[str, str | None]] = [("this", None)]
    if args.against:
        servers.append(("against", str(Path(args.against).resolve())))
    results: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in servers}
    for _ in range(args.rounds):
        for label, src in servers:
            got = once(args, src)
            report(label, args, got)
            results[label].append(got)
    if args.against:
        rates = {label: [got["rate"] for got in runs] for label, runs in results.items()}
        mine, theirs = statistics.median(rates["this"]), statistics.median(rates["against"])
        print(
            f"median moves/s: this {mine:.0f}, against {theirs:.0f}: {mine / theirs:.2f}x "
            f"(runs {[round(r) for r in rates['this']]} / {[round(r) for r in rates['against']]})"
        )
        cpu = {
            label: statistics.median(got["server_cpu"] / max(got["moves"], 1) for got in runs)
            for label, runs in results.items()
        }
        print(
            f"median server CPU a move: this {cpu['this'] * 1000:.3f} ms, against "
            f"{cpu['against'] * 1000:.3f} ms: {cpu['against'] / cpu['this']:.2f}x less"
        )
    save(args, results)
    failed = [
        got
        for got in results["this"]
        if got["errors"]
        or got["lost"]
        or got["duplicated"]
        or (got["unfinished"] and args.duration is None)
    ]
    if failed:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
