"""A minimal game server built from the library's pieces: one table, four remote seats.

The server holds the true state; every seat holds a secret token; a move
arrives with a token and is played only for that token's seat
(``state.play(move, seat=k)``); after every move each seat is sent its own
view as JSON (``view.to_dict()``, which lists its legal moves) and a spectator
the public view (``state.view(None)``). The clients here are bots that know
nothing but the JSON they receive: they rebuild the view with
``View.from_dict`` and answer with a move in notation. An illegal move is
answered with the rule it breaks (``err.rule``) and changes nothing.

Run it: ``python examples/host_a_table.py`` prints the game's moves and the
errors the table answered. Wire ``Table.submit`` and ``Table.messages`` to a
WebSocket and you have a network table (``cardrules serve`` is a full one).
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from cardrules import IllegalMoveError, NotationError, chupate
from cardrules.bots import ChupateGreedyBot
from cardrules.games import find_game
from cardrules.narration import describe


class Table:
    """One table: the true state, a token per seat, the public log."""

    def __init__(self, game: str, rules: dict[str, Any], seed: int) -> None:
        self.spec = find_game(game)
        self.state: Any = self.spec.new_game(self.spec.rules_type(**rules), seed)
        self.tokens = {secrets.token_urlsafe(16): seat for seat in range(rules["players"])}
        self.log: list[dict[str, Any]] = []

    def messages(self) -> dict[int | None, str]:
        """What every seat (and a spectator, key ``None``) is sent now: its own view as JSON."""
        seats: list[int | None] = [*range(self.state.rules.players), None]
        return {
            seat: json.dumps({"view": self.state.view(seat).to_dict(), "log": self.log})
            for seat in seats
        }

    def submit(self, token: str, move: str) -> dict[str, Any]:
        """Play ``move`` for the token's seat, or say why not (nothing changes then)."""
        seat = self.tokens.get(token)
        if seat is None:
            return {"error": "unknown token", "rule": None}
        try:
            before = self.state
            self.state = before.play(move, seat=seat)
        except (IllegalMoveError, NotationError) as err:
            return {"error": str(err), "rule": err.rule}
        self.log.append({"seat": seat, "move": move})
        return {"ok": describe(before, self.spec.parse_move(move), self.state, seat=seat)}


def client_move(message: str) -> str | None:
    """A remote bot: from the JSON it was sent alone, the move it answers (or ``None``)."""
    view = chupate.View.from_dict(json.loads(message)["view"])
    if not view.legal_moves():
        return None
    move, _ = ChupateGreedyBot().choose(view, view.legal_moves())
    return str(move)


def main() -> None:
    table = Table("chupate", {"players": 4, "teams": True}, seed=7)
    seat_of_token = table.tokens
    token_of_seat = {seat: token for token, seat in seat_of_token.items()}
    errors = []
    # a seat that is not to play tries its luck first: the table refuses it
    waiting = (table.state.current_player + 1) % 4
    errors.append(table.submit(token_of_seat[waiting], "draw"))
    errors.append(table.submit("not-a-token", "draw"))
    while not table.state.is_over and len(table.log) < 2000:
        messages = table.messages()
        for seat, token in token_of_seat.items():
            move = client_move(messages[seat])
            if move is not None:
                answer = table.submit(token, move)
                print(answer["ok"])
    spectator = json.loads(table.messages()[None])["view"]
    print(f"{len(table.log)} moves; the spectator sees hands of {spectator['hand_sizes']}")
    for error in errors:
        print(f"refused ({error['rule']}): {error['error']}")


if __name__ == "__main__":
    main()
