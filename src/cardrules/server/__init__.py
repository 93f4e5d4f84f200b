"""A table server: people play in the browser, bots fill the empty seats (the ``web`` extra).

``pip install 'cardrules[web]'`` then ``cardrules serve`` runs it (Starlette
on uvicorn, tables in one SQLite file). The server holds each table's true
state; each seat gets only its own view after every move, over a WebSocket;
a move comes with its seat's secret token and is checked against that seat;
bots are ordinary seats; spectators see public facts only; and every move is
stored before it is acknowledged, so a restarted server rebuilds every table
by replaying its log.

* `create_app`: the ASGI application (mount it, or serve it with any ASGI server):
  the route table `ROUTES` and the errors' `EXCEPTION_HANDLERS` over a `TableServer`.
* `TABLE_HOOKS`: the `GameSpec` hooks a game needs to be seated at a table;
  `seatable_games` lists the registered games that have them.
* `serve`: run it with uvicorn, as ``cardrules serve`` does.
* `Table`: one table's state, seats and log, with no I/O (what the server sends
  is computed there, from each seat's view).
* `Store`: the SQLite file.
* `Limits`, `TableError`, `TableServer`: the limits on what clients send, a
  refused request, and the tables with their locks, sockets and bots.

The HTTP and WebSocket API is on the "Table server API" page.
"""

from __future__ import annotations

from cardrules.server._app import (
    EXCEPTION_HANDLERS,
    ROUTES,
    Limits,
    TableError,
    TableServer,
    create_app,
)
from cardrules.server._seating import TABLE_HOOKS, missing_hooks, seatable_games
from cardrules.server._serve import serve
from cardrules.server._store import Store, StoredTable, StoreError
from cardrules.server._table import Table

__all__ = [
    "EXCEPTION_HANDLERS",
    "ROUTES",
    "TABLE_HOOKS",
    "Limits",
    "Store",
    "StoreError",
    "StoredTable",
    "Table",
    "TableError",
    "TableServer",
    "create_app",
    "missing_hooks",
    "seatable_games",
    "serve",
]
