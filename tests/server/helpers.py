"""Shared pieces of the table server's tests: a running app, a free port, a server process."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import cardrules

SRC = str(Path(cardrules.__file__).resolve().parent.parent)
WAIT = 20.0
"""Seconds a test waits for a server to start or a game to get somewhere, at most."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def request(url: str, body: Any = None, method: str | None = None) -> tuple[int, Any]:
    """An HTTP request to a server process; ``(status, decoded JSON or text)``."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("content-type", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=WAIT) as answer:
            status, raw = answer.status, answer.read()
            kind = answer.headers.get("content-type", "")
    except urllib.error.HTTPError as error:
        status, raw, kind = error.code, error.read(), error.headers.get("content-type", "")
    text = raw.decode()
    return status, json.loads(text) if "json" in kind else text


class ServerProcess:
    """``python -m cardrules serve`` in a child process on a free port; the fixture kills it.

    ``env`` adds to its environment (``PYTHONPATH`` goes after the tree's own source).
    """

    def __init__(self, db: Path, bot_delay: float = 0.0, env: dict[str, str] | None = None) -> None:
        self.db, self.bot_delay = db, bot_delay
        self.env = dict(env or {})  # more of the server's environment (CARDRULES_GAMES)
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.log = db.with_suffix(".log")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerProcess:
        ours = os.pathsep.join(filter(None, (SRC, self.env.get("PYTHONPATH"))))
        path = ours + os.pathsep + os.environ.get("PYTHONPATH", "")
        env = {**os.environ, **self.env, "PYTHONPATH": path}
        command = [sys.executable, "-m", "cardrules", "serve", "--port", str(self.port)]
        command += ["--db", str(self.db), "--bot-delay", str(self.bot_delay)]
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(command, env=env, stdout=log, stderr=log)
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                msg = f"the server exited: {self.log.read_text()}"
                raise AssertionError(msg)
            with contextlib.suppress(OSError):
                urllib.request.urlopen(self.url + "/", timeout=1).close()
                return self
            time.sleep(0.05)
        self.kill()
        msg = f"the server did not start in {WAIT} s: {self.log.read_text()}"
        raise AssertionError(msg)

    def stop(self) -> None:
        """Stop it as Ctrl-C would (then SIGKILL after a while): coverage and logs are kept."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
        self.process = None

    def kill(self) -> None:
        """``kill -9``: no shutdown, nothing flushed but what was committed."""
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=WAIT)
        self.process = None


def wait_for(check: Any, what: str, seconds: float = WAIT) -> Any:
    """Poll ``check()`` until it is truthy; fail naming ``what`` after ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.02)
    msg = f"timed out after {seconds} s waiting for {what}"
    raise AssertionError(msg)
