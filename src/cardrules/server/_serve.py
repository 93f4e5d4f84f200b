"""Run the table server with uvicorn; no request line (which would hold a token) is logged."""

from __future__ import annotations

import copy
import logging
import re
from typing import Any

from cardrules.server._app import Limits, create_app

__all__ = ["RedactTokens", "serve"]

_TOKEN = re.compile(r"(token=)[^&\s\"']+")


class RedactTokens(logging.Filter):
    """A log filter that hides every ``token=...`` of a request's address.

    uvicorn logs each WebSocket's path and query when it is accepted.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record's message with its tokens cut out; keep the record."""
        message = record.getMessage()
        if "token=" in message:
            record.msg, record.args = _TOKEN.sub(r"\1…", message), None
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


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str = "cardrules.sqlite3",
    bot_delay: float = 1.0,
    limits: Limits | None = None,
) -> None:
    """Serve tables until interrupted.

    Args:
        host: the address to listen on; loopback by default (``0.0.0.0``
            listens on every network).
        port: the TCP port.
        db: the SQLite file (created when missing); every table lives there.
        bot_delay: seconds a bot waits before each move.
        limits: request and socket limits.
    """
    import uvicorn  # noqa: PLC0415 - the web extra loads on demand

    app = create_app(db, bot_delay=bot_delay, limits=limits)
    uvicorn.run(
        app,
        host=host,
        port=port,
        access_log=False,  # a request line holds the seat's token
        ws_max_size=WS_MAX_SIZE,
        log_level="info",
        log_config=log_config(),
    )
