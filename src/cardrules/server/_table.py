"""One table: the true state, its seats and its move log; no I/O, no clock, no event loop.

The server wraps each `Table` in a lock, a store and sockets; everything a
seat or a spectator is sent is computed here, from the state and the view of
the one asking, so what a message holds is a function of that view alone.
"""

from __future__ import annotations

import hashlib
import hmac
import inspect
import json
from collections import deque
from collections.abc import Sequence
from typing import Any

from cardrules._quote import quote
from cardrules.bots.spec import BOTS, bot_spec
from cardrules.errors import RulesError
from cardrules.narration import (
    SPECTATOR,
    describe,
    describe_round_end,
    describe_round_start,
    describe_turn,
)
from cardrules.rng import derive_seed
from cardrules.server._facts import card_reasons, facts
from cardrules.server._games import MAX_CAP, move_cap, play_as, spectator_view
from cardrules.svg.drawing import draw

__all__ = [
    "BOTS",
    "CAPPED",
    "RECENT",
    "SEAT_KINDS",
    "Played",
    "Table",
    "narration_lines",
    "token_digest",
]


class _SeatKinds(Sequence[str]):
    """``("person", *BOTS)``, read when asked: a bot registered later is seated too."""

    def __getitem__(self, index: Any) -> Any:
        return ("person", *BOTS)[index]

    def __len__(self) -> int:
        return 1 + len(BOTS)

    def __repr__(self) -> str:
        return repr(tuple(self))


SEAT_KINDS: Sequence[str] = _SeatKinds()
"""What may sit in a seat: a person (who gets a token) or a bot of `cardrules.bots.BOTS`,
the one registry of bots (`cardrules.bots.register_bot`)."""
DIGEST = "sha256:"
"""How a token's digest begins; a stored value without it is an old plain token."""
RECENT = 12
"""How many of the last moves a table keeps with their states, for the page's narration."""
CAPPED = "move_cap"
"""The reason of a table stopped at its move cap, unfinished: a draw."""
ISMCTS_ITERATIONS = 200
"""The search bot's iterations a move at a table: a second or so, a pace people follow."""


class Played:
    """One move with the states around it (``before.play(move) == after``)."""

    __slots__ = ("after", "before", "move", "number", "seat")

    def __init__(self, number: int, seat: int, before: Any, move: Any, after: Any) -> None:
        self.number, self.seat, self.before, self.move, self.after = (
            number,
            seat,
            before,
            move,
            after,
        )


def _takes_lang(function: Any) -> bool:
    return "lang" in inspect.signature(function).parameters


_LANG = {
    function.__name__: _takes_lang(function)
    for function in (describe, describe_turn, describe_round_end, describe_round_start)
}


def _told(function: Any, *args: Any, lang: str, **kwargs: Any) -> tuple[str, ...]:
    """Call a narration function in ``lang`` when the library speaks it, else in English."""
    if _LANG[function.__name__]:
        kwargs["lang"] = lang
    result = function(*args, **kwargs)
    return (result,) if isinstance(result, str) else tuple(result)


def narration_lines(played: Played, seat: int | None, lang: str) -> tuple[str, ...]:
    """One move told to ``seat`` (``None``: a spectator, told public facts only).

    A seat hears `describe_turn` as that seat; a spectator hears it as
    `cardrules.narration.SPECTATOR`: no hand and no drawn card of anyone.
    """
    told = SPECTATOR if seat is None else seat
    lines = _told(describe_turn, played.before, played.move, played.after, seat=told, lang=lang)
    return tuple(line.strip() for line in lines)


def outcome_dict(outcome: Any) -> dict[str, Any]:
    """An `Outcome` as JSON: winners, losers, scores, and the reason's value."""
    reason = outcome.reason
    return {
        "winners": list(outcome.winners),
        "losers": list(outcome.losers),
        "scores": list(outcome.scores),
        "reason": str(getattr(reason, "value", reason)),
    }


def _unencodable(value: object) -> object:
    msg = f"Object of type {type(value).__name__} is not JSON serializable"
    raise TypeError(msg)


_ENCODE: Any = getattr(json.encoder, "c_make_encoder", None)
if _ENCODE is not None:  # CPython's C encoder, made once: json.dumps makes one a call
    _ENCODE = _ENCODE(
        None, _unencodable, json.encoder.encode_basestring, None, ":", ",", False, False, True
    )


def _dumps(value: object) -> str:
    """``value`` as compact JSON text, non-ASCII kept, with the encoder built once.

    The same text as ``json.dumps(value, ensure_ascii=False, separators=(",", ":"))``.
    """
    if _ENCODE is None or isinstance(value, str):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return "".join(_ENCODE(value, 0))


def token_digest(token: str) -> str:
    """What a table keeps of a seat's token: ``sha256:`` and the hex SHA-256 of its UTF-8.

    Tokens are 144 random bits (`secrets.token_urlsafe`), so a plain hash is
    enough: nobody can guess a token back from its digest, and a copy of the
    table file gives no seat away.
    """
    return DIGEST + hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class Table:
    """A table of one game: who sits where, the state, and every move played.

    Args:
        table_id: the table's id, as in ``/tables/ID``.
        spec: the game (a `cardrules.games.GameSpec`).
        rules: the game's ``Rules``.
        seed: the deal's seed; never sent to a seat.
        bot_seed: the bots' seed; a bot is built afresh for each move from
            it and the move's number, so a restarted table plays on the same.
        seats: one of `SEAT_KINDS` per seat.
        digests: each person seat's token digest (`token_digest`), ``None``
            for a bot; the table never holds a token itself, so neither does
            the file it is stored in. A value not starting ``sha256:`` is
            taken for a plain token (a file written before digests) and
            digested.
        created: when the table was made (ISO 8601, UTC), for the record.
        cap: the moves after which the table stops, unfinished, as a draw
            (by default the game's ``move_cap`` of the rules, at most
            ``MAX_CAP``: a table stored before caps existed ends too).
        ended: why the table was stopped unfinished (`CAPPED`), or ``None``.
    """

    def __init__(
        self,
        table_id: str,
        spec: Any,
        rules: Any,
        seed: int,
        bot_seed: int,
        seats: Sequence[str],
        digests: Sequence[str | None],
        created: str,
        cap: int | None = None,
        ended: str | None = None,
    ) -> None:
        if len(seats) != rules.players or len(digests) != rules.players:
            msg = f"a table of {rules.players} players needs {rules.players} seats"
            raise RulesError(msg)
        self.id = table_id
        self.spec = spec
        self.rules = rules
        self.seed = seed
        self.bot_seed = bot_seed
        self.seats = tuple(seats)
        self.digests = tuple(
            value if value is None or value.startswith(DIGEST) else token_digest(value)
            for value in digests
        )
        self.created = created
        self.start: Any = spec.new_game(rules, seed)
        self.state: Any = self.start
        self.log: list[tuple[int, str]] = []
        self.recent: deque[Played] = deque(maxlen=RECENT)
        self.cap = min(move_cap(spec, rules), MAX_CAP) if cap is None else int(cap)
        self.ended = ended
        self._entries: list[str] = []  # each move of the log as JSON, encoded once
        self._texts: dict[tuple[int | None, int | None], str] = {}  # this move's messages
        self._heads: dict[int | None, str] = {}  # this move's view and outcome, by seat

    @property
    def seq(self) -> int:
        """The number of moves played so far: every socket message's ``"seq"``."""
        return len(self.log)

    @property
    def over(self) -> bool:
        """Whether the game is over, or the table was stopped at its cap."""
        return self.ended is not None or bool(self.state.is_over)

    @property
    def capped(self) -> bool:
        """Whether the table has played its cap of moves and stops, unfinished (a draw)."""
        return self.ended == CAPPED

    def seat_of(self, token: str) -> int | None:
        """The seat whose token ``token`` is (digests compared in constant time), or ``None``."""
        asked = token_digest(token).encode()
        found = None
        for seat, digest in enumerate(self.digests):
            if digest is not None and hmac.compare_digest(digest.encode(), asked):
                found = seat
        return found

    @property
    def to_play(self) -> int | None:
        """The seat to play, ``None`` once the game is over."""
        seat = self.state.current_player
        return None if seat is None or self.ended is not None else int(seat)

    def bot_to_play(self) -> int | None:
        """The seat to play when a bot sits there, else ``None``."""
        seat = self.to_play
        return seat if seat is not None and self.seats[seat] != "person" else None

    def check(self, seat: int, text: object) -> tuple[Any, Any]:
        """The move ``text`` parsed and played for ``seat``; the table is unchanged.

        Returns:
            ``(move, state after it)``.

        Raises:
            NotationError: ``text`` is not a move's notation.
            IllegalMoveError: the move is illegal here, or ``seat`` is not to play.
        """
        if not isinstance(text, str):
            msg = f"a move is its notation, a string like 'R5' or '7C@2', got {quote(text)}"
            raise RulesError(msg)
        move = self.spec.parse_move(text)
        return move, play_as(self.state, move, seat)

    def apply(self, seat: int, move: Any, after: Any) -> None:
        """Record a move `check` accepted (once it is stored); the cap's move ends the table."""
        self.recent.append(Played(len(self.log) + 1, seat, self.state, move, after))
        self.log.append((seat, str(move)))
        self.state = after
        self._texts.clear()
        self._heads.clear()
        if len(self.log) >= self.cap and not after.is_over:
            self.ended = CAPPED

    def replay(self, moves: Sequence[tuple[int, str]]) -> None:
        """Play a stored log again, checking every move (a table's rebuilding on start)."""
        ended, self.ended = self.ended, None
        for number, (seat, text) in enumerate(moves, start=1):
            try:
                move, after = self.check(seat, text)
            except RulesError as error:
                msg = f"table {self.id}: stored move {number} ({quote(text)}) is refused: {error}"
                raise RulesError(msg) from error
            self.apply(seat, move, after)
        self.ended = ended or self.ended

    def bot_move(self) -> tuple[int, str] | None:
        """The seat and notation of the bot to play's move, or ``None`` when no bot is to play.

        Pure: the bot is built for this move from the bots' seed and the
        move's number, and sees only its seat's view.
        """
        seat = self.bot_to_play()
        if seat is None:
            return None
        name = self.seats[seat]
        params = {"iterations": ISMCTS_ITERATIONS} if name == "ismcts" else {}
        seed = derive_seed(self.bot_seed, "cardrules.table", len(self.log))
        bot = bot_spec(name, **params).build(self.rules, seed)
        view = self.state.view(seat)
        move, _ = bot.choose(view, view.legal_moves())
        return seat, str(move)

    def view_of(self, seat: int | None) -> Any:
        """What ``seat`` may know (``None``: a spectator)."""
        return spectator_view(self.state) if seat is None else self.state.view(seat)

    def message(self, seat: int | None) -> dict[str, Any]:
        """The object ``GET /api/tables/ID`` answers, and every socket sends, for ``seat``."""
        view = self.view_of(seat)
        shown = view.to_dict()
        return {
            "seat": seat,
            "view": shown,
            "log": [{"seat": mover, "move": move} for mover, move in self.log],
            "over": self.over,
            "outcome": self.outcome(),
        }

    def socket_text(self, seat: int | None, since: int | None = None) -> str:
        """A socket's message for ``seat``, as JSON text, with ``"seq"`` (`seq`).

        With ``since`` (the ``seq`` of the last message the socket was sent),
        a delta: the object whose ``"log"`` holds only the moves after
        ``since``, and ``"since"``; without, the whole object (`message`).
        Each text is built once a move, however many sockets want it.
        """
        if since is not None and not 0 <= since <= self.seq:
            since = None
        key = (seat, since)
        text = self._texts.get(key)
        if text is None:
            text = self._texts[key] = self._text(seat, since)
        return text

    def _text(self, seat: int | None, since: int | None) -> str:
        entries = self._entries
        while len(entries) < len(self.log):  # encoded once each
            mover, move = self.log[len(entries)]
            entries.append(_dumps({"seat": mover, "move": move}))
        head = self._heads.get(seat)
        if head is None:
            head = self._heads[seat] = _dumps(
                {
                    "seat": seat,
                    "view": self.view_of(seat).to_dict(),
                    "over": self.over,
                    "outcome": self.outcome(),
                    "seq": self.seq,
                }
            )
        log = ",".join(entries if since is None else entries[since:])
        delta = "" if since is None else f',"since":{since}'
        return f'{head[:-1]},"log":[{log}]{delta}}}'

    def outcome(self) -> dict[str, Any] | None:
        """The outcome as JSON; a capped table's is a draw: no winners, reason `CAPPED`."""
        if self.ended is not None and not self.state.is_over:
            scores = getattr(self.state, "scores", ())
            return {"winners": [], "losers": [], "scores": list(scores), "reason": self.ended}
        outcome = self.state.outcome
        return None if outcome is None else outcome_dict(outcome)

    def frame(self, seat: int | None, lang: str) -> dict[str, Any]:
        """What the page shows ``seat``: the picture, the facts, the last moves, told in ``lang``.

        The picture is the public table (the seat's own hand is shown once,
        as the page's clickable cards); once the game is over it shows every
        hand face up.
        """
        view = self.state if self.state.is_over else self.view_of(None)
        opening = (
            _told(describe_round_start, self.start, lang=lang) if len(self.log) < RECENT else ()
        )
        return {
            "moves": len(self.log),
            "opening": [line.strip() for line in opening],
            "picture": draw(view, None, None, linked=True, lang=lang),
            "facts": facts(self, seat, lang),
            "reasons": card_reasons(self, seat, lang),
            "narration": [
                {"number": played.number, "lines": list(narration_lines(played, seat, lang))}
                for played in self.recent
            ],
        }
