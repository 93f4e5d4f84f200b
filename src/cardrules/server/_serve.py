"""Run the table server with uvicorn; no request line (which would hold a token) is logged."""

from __future__ import annotations

import copy
import gc
import logging
import re
from collections.abc import Sequence
from typing import Any
from urllib.parse import unquote_plus

from cardrules.server._app import Limits, create_app
from cardrules.server._store import Store

__all__ = ["RedactTokens", "redact", "serve"]

_PAIR = re.compile(r"(?P<name>[^\s?&;=\"'<>]+)=(?P<value>[^\s&;\"'<>]*)")


def _decoded(name: str) -> str:
    """``name`` percent-decoded until it no longer changes (``tok%2565n`` too), lower-case."""
    for _ in range(4):
        plain = unquote_plus(name)
        if plain == name:
            break
        name = plain
    return name.strip().lower()


def redact(text: str) -> str:
    """``text`` with the value of every ``name=value`` pair whose decoded name is ``token`` cut.

    Starlette decodes a query's names (``?tok%65n=T`` is ``token``), and
    uvicorn logs an address as it was sent, so names are compared decoded.

    >>> redact('"WebSocket /api/tables/x/ws?lang=es&tok%65n=SECRET" [accepted]')
    '"WebSocket /api/tables/x/ws?lang=es&tok%65n=…" [accepted]'
    """

    def cut(found: re.Match[str]) -> str:
        if "token" not in _decoded(found["name"]):
            return found[0]
        return f"{found['name']}=…"

    return _PAIR.sub(cut, text) if "=" in text else text


class RedactTokens(logging.Filter):
    """A log filter that hides every query parameter named ``token``, however it is encoded.

    It rewrites each record with `redact`.

    uvicorn logs each WebSocket's path and query when it is accepted.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record's message with its tokens cut out; keep the record."""
        message = record.getMessage()
        cut = redact(message)
        if cut != message:
            record.msg, record.args = cut, None
        return True


def log_config() -> dict[str, Any]:
    """The logging configuration of uvicorn, with `RedactTokens` on every handler."""
    from uvicorn.config import LOGGING_CONFIG  # noqa: PLC0415 - the web extra loads on demand

    config = copy.deepcopy(LOGGING_CONFIG)
    config.setdefault("filters", {})["redact"] = {"()": RedactTokens}
    for handler in config["handlers"].values():
        handler["filters"] = [*handler.get("filters", []), "redact"]
    config["loggers"]["cardrules.server"] = {
        "handlers": ["default"],
        "level": "INFO",
        "propagate": False,
    }
    return config


WS_MAX_SIZE = 65_536
"""uvicorn's own limit on a WebSocket frame (the server's, `Limits.message_bytes`, is lower)."""
GC_THRESHOLDS = (50_000, 20, 10)
"""The server process's garbage-collector thresholds (Python's default is ``(700, 10, 10)``).

Every move makes a few hundred short-lived containers (each seat's view, its
dict, the messages), and a young-generation pass then walks the ones still
alive; at the default threshold that came to a tenth of the server's CPU
under load. With 50,000, most of them are freed by their reference count
before any pass sees them. Reference cycles wait longer to be freed, a few
MiB at most.
"""


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str = "cardrules.sqlite3",
    bot_delay: float = 1.0,
    limits: Limits | None = None,
    allow_origins: Sequence[str] = (),
) -> None:
    """Serve tables until interrupted.

    Args:
        host: the address to listen on; loopback by default (``0.0.0.0``
            listens on every network).
        port: the TCP port.
        db: the SQLite file (created when missing); every table lives there.
        bot_delay: seconds a bot waits before each move.
        limits: request and socket limits.
        allow_origins: other sites whose pages may create tables and play.

    The process's garbage collector is tuned for the server (`GC_THRESHOLDS`):
    call it as a process's last act, as ``cardrules serve`` does.

    Raises:
        StoreError: ``db`` cannot be opened or written (before serving).
    """
    import uvicorn  # noqa: PLC0415 - the web extra loads on demand

    Store(db).close()  # a file that cannot be used fails here, before the port opens
    app = create_app(db, bot_delay=bot_delay, limits=limits, allow_origins=allow_origins)
    gc.collect()
    gc.freeze()  # what is loaded by now lives as long as the process: no pass walks it again
    gc.set_threshold(*GC_THRESHOLDS)
    uvicorn.run(
        app,
        host=host,
        port=port,
        access_log=False,  # a request line holds the seat's token
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=False,  # small messages: compressing costs more than it saves
        log_level="info",
        log_config=log_config(),
    )
