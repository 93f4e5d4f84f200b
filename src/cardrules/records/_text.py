"""The record text format: writing records, and reading them without trusting the text."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Protocol

import attrs

from cardrules._quote import quote
from cardrules.errors import RecordError, RulesError
from cardrules.games import GameSpec
from cardrules.i18n import Message, make_error, nested
from cardrules.records._games import Rules, parse_card, spec_named
from cardrules.records._record import MAX_LINE, MAX_TEXT, TAG_NAME, Record, SeatRecord

__all__ = ["SupportsReadline", "iter_records", "read_records", "write_records"]


class SupportsReadline(Protocol):
    """An open file as `iter_records` reads it: ``readline(size)`` gives ``str`` or ``bytes``."""

    def readline(self, size: int = -1, /) -> str | bytes:
        """Up to ``size`` characters (or bytes) of the next line, its line end included."""
        ...  # pragma: no cover - a protocol


WIDTH = 79
"""Movetext lines are wrapped before this many characters."""

_INT = re.compile(r"-?[0-9]{1,19}")
_SEAT_NUMBER = re.compile(r"[0-9]{1,3}")
_PARTITION = re.compile(r"[0-9]{1,2}(?:\+[0-9]{1,2})*(?:/[0-9]{1,2}(?:\+[0-9]{1,2})*)*")
_KEY = re.compile(r"[a-z][a-z_]{0,40}")
_PLAYER = re.compile(r"Player([0-9]{1,3})")
_MOVE_NUMBER = re.compile(r"([0-9]{1,9})\.")
_MOVER = re.compile(r"s([0-9]{1,3})")
_DEAL = "deal:"
_WORD = re.compile(r"[^\s{}<>\[\]]+")
_SPACE = re.compile(r"\s+")


# -- writing ----------------------------------------------------------------------


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _rules_text(rules: Rules) -> str:
    parts = []
    for key, value in rules.to_dict().items():
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, list):
            text = "/".join("+".join(map(str, team)) for team in value)
        else:
            text = str(value)
        parts.append(f"{key}={text}")
    return " ".join(parts)


def _headers(record: Record | SeatRecord) -> list[tuple[str, str]]:
    headers = [("Game", record.game), ("Rules", _rules_text(record.rules))]
    if isinstance(record, Record):
        headers.append(("Seed", str(record.seed)))
    else:
        headers.append(("Seat", str(record.seat)))
    headers.extend((f"Player{seat}", name) for seat, name in enumerate(record.names))
    headers.extend(record.tags)
    return headers


def _tokens(record: Record | SeatRecord) -> list[str]:
    comments: dict[int, list[str]] = {}
    for where, text in record.comments:
        comments.setdefault(where, []).append("{" + text + "}")
    dealt: dict[int, tuple[Any, ...]] = {}
    drawn: dict[int, tuple[Any, ...]] = {}
    if isinstance(record, SeatRecord):
        dealt, drawn = dict(record.dealt), dict(record.drawn)
    tokens: list[str] = []
    for position in range(len(record.moves) + 1):
        if position in dealt:
            tokens.append("<" + " ".join([_DEAL, *map(str, dealt[position])]) + ">")
        if position in drawn:
            tokens.append("<" + " ".join(map(str, drawn[position])) + ">")
        tokens.extend(comments.get(position, ()))
        if position < len(record.moves):
            mover = f"s{record.movers[position]} " if isinstance(record, SeatRecord) else ""
            # one unit, so that a line never ends between a move and its number
            tokens.append(f"{position + 1}. {mover}{record.moves[position]}")
    return tokens


def _wrap(tokens: list[str]) -> list[str]:
    lines: list[str] = []
    line = ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > WIDTH:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    if line:
        lines.append(line)
    return lines


def write_records(records: Iterable[Record | SeatRecord]) -> str:
    """Write records as text: each one's headers, a blank line, its moves.

    The format is documented on the "Record format" page; `read_records`
    reads it back to equal records.

    Args:
        records: `Record` and `SeatRecord` values.

    Returns:
        The text, records separated by a blank line, ending with a newline
        (``""`` for no record).

    Raises:
        RecordError: an item is not a record.

    >>> from cardrules import veneno
    >>> record = Record(veneno.Rules(players=2), seed=5, moves=("1O@0",))
    >>> print(write_records([record]), end="")
    [Game "veneno"]
    [Rules "players=2"]
    [Seed "5"]
    <BLANKLINE>
    1. 1O@0
    """
    out = []
    if isinstance(records, str | bytes) or not isinstance(records, Iterable):
        raise make_error(RecordError, "record.write_iterable", value=quote(records))
    for record in records:
        if not isinstance(record, Record | SeatRecord):
            raise make_error(RecordError, "record.write_item", value=quote(record))
        lines = [f"[{name} {_quote(value)}]" for name, value in _headers(record)]
        out.append("\n".join([*lines, "", *_wrap(_tokens(record))]) + "\n")
    return "\n".join(out)


# -- reading ----------------------------------------------------------------------

_HEADER = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*)[ \t]+"([^"\\]*(?:\\.[^"\\]*)*)"[ \t]*\]')
"""A header line; the value's body is unrolled (no alternation repeated per character)."""

_ESCAPES = re.compile(r'[^"\\]*(?:\\[\\"][^"\\]*)*')
_BOM = "\ufeff"
_READ_BYTES = 4 * MAX_LINE + 8
"""The most bytes one ``readline`` of a binary handle asks for (UTF-8 is at most 4 a character)."""


@attrs.define
class _Game:
    """One game's text as the scanner finds it."""

    line: int
    headers: list[tuple[str, str, int]] = attrs.Factory(list)
    tokens: list[tuple[str, int]] = attrs.Factory(list)


@attrs.frozen
class _Bad:
    """A line that could not be read: what was wrong with it."""

    what: Message


def _text_lines(text: str) -> Iterator[str | _Bad]:
    """The lines of ``text``, without their line ends; a line too long ends them."""
    size = len(text)
    start = 0
    while start < size:
        end = text.find("\n", start, start + MAX_LINE + 2)
        if end < 0:
            if size - start > MAX_LINE + 1:
                yield _Bad(Message("record.line_too_long", {"longest": f"{MAX_LINE:,}"}))
                return
            end = size
        yield text[start:end]
        start = end + 1


def _handle_lines(readline: Callable[[int], object]) -> Iterator[str | _Bad]:
    """The lines a handle's ``readline`` gives, text or UTF-8 bytes, one at a time."""
    while True:
        try:
            line = readline(_READ_BYTES)
        except UnicodeDecodeError as error:
            yield _Bad(Message("record.not_utf8", {"reason": error.reason}))
            return
        if isinstance(line, bytes | bytearray):
            raw = bytes(line)
            if len(raw) >= _READ_BYTES and not raw.endswith(b"\n"):
                yield _Bad(Message("record.line_too_long", {"longest": f"{MAX_LINE:,}"}))
                return
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                byte = raw[error.start : error.start + 1]
                yield _Bad(
                    Message("record.not_utf8_byte", {"byte": quote(byte), "at": error.start + 1})
                )
                return
        if not isinstance(line, str):
            yield _Bad(Message("record.readline_type", {"value": quote(line)}))
            return
        if not line:
            return
        ended = line.endswith("\n")
        if ended:
            line = line[:-1]
        if len(line) > MAX_LINE + 1 or (len(line) > MAX_LINE and not line.endswith("\r")):
            yield _Bad(Message("record.line_too_long", {"longest": f"{MAX_LINE:,}"}))
            return
        yield line
        if not ended:
            return


class _Scanner:
    """Splits lines into games of headers and movetext tokens, one game at a time."""

    def __init__(self, lines: Iterator[str | _Bad]) -> None:
        self.lines = lines
        self.line = 0
        self.count = 0
        self.game: _Game | None = None

    def fail(self, what: Message, line: int | None = None) -> RecordError:
        at = line or self.line
        if self.count:
            return make_error(
                RecordError, "record.at_game_line", game=self.count, line=at, what=what
            )
        return make_error(RecordError, "record.at_line", line=at, what=what)

    def scan(self) -> Iterator[_Game]:
        """Every game, each once the next one starts (or the text ends)."""
        comment: list[str] | None = None
        comment_line = comment_size = 0
        for raw in self.lines:
            self.line += 1
            if isinstance(raw, _Bad):
                raise self.fail(raw.what)
            line = raw[1:] if self.line == 1 and raw.startswith(_BOM) else raw
            if line.endswith("\r"):  # a file saved with Windows line ends
                line = line[:-1]
            pos = 0
            if comment is not None:
                end = line.find("}")
                part = line if end < 0 else line[:end]
                comment_size += len(part) + 1
                if comment_size > MAX_TEXT + 2:
                    what = Message("record.comment_too_long", {"longest": f"{MAX_TEXT:,}"})
                    raise self.fail(what, comment_line)
                comment.append(part)
                if end < 0:
                    continue
                self._token("{" + "\n".join(comment) + "}", comment_line)
                comment = None
                pos = end + 1
            while True:
                space = _SPACE.match(line, pos)
                if space is not None:
                    pos = space.end()
                if pos >= len(line):
                    break
                char = line[pos]
                if char == "[":
                    if line[:pos].strip(" \t"):
                        raise self.fail(Message("record.header_own_line", {}))
                    finished = self.header(line[pos:])
                    if finished is not None:
                        yield finished
                    break
                if self.game is None:
                    rest = line[pos:].strip()
                    raise self.fail(Message("record.starts_with_headers", {"rest": quote(rest)}))
                if char == "{":
                    end = line.find("}", pos + 1)
                    if end < 0:
                        comment = [line[pos + 1 :]]
                        comment_line, comment_size = self.line, len(line) - pos
                        break
                    self._token(line[pos : end + 1], self.line)
                    pos = end + 1
                elif char == "<":
                    end = line.find(">", pos + 1)
                    if end < 0 or "<" in line[pos + 1 : end]:
                        raise self.fail(Message("record.cards_not_closed", {}))
                    self._token(line[pos : end + 1], self.line)
                    pos = end + 1
                else:
                    word = _WORD.match(line, pos)
                    if word is None:
                        rest = line[pos:].strip()
                        what = Message(
                            "record.unexpected", {"char": quote(char), "rest": quote(rest)}
                        )
                        raise self.fail(what)
                    self._token(word.group(), self.line)
                    pos = word.end()
        if comment is not None:
            raise self.fail(Message("record.comment_not_closed", {}), comment_line)
        if self.game is not None:
            yield self.game

    def _token(self, token: str, line: int) -> None:
        assert self.game is not None  # movetext follows a header
        self.game.tokens.append((token, line))

    def header(self, text: str) -> _Game | None:
        """Read a header line; return the game it closes, if it starts a new one."""
        text = text.rstrip(" \t")
        match = _HEADER.fullmatch(text)
        if match is None:
            raise self.fail(Message("record.header_form", {"text": quote(text)}))
        name, raw = match.groups()
        if not TAG_NAME.fullmatch(name):
            raise self.fail(Message("record.header_name", {"name": quote(name)}))
        if not _ESCAPES.fullmatch(raw):
            raise self.fail(Message("record.header_escapes", {}))
        value = re.sub(r"\\(.)", r"\1", raw)
        # A new game starts after movetext, or at a second Game header (a game
        # of no moves has no movetext to end it).
        finished = None
        game = self.game
        if (
            game is None
            or game.tokens
            or (name == "Game" and any(tag == "Game" for tag, _, _ in game.headers))
        ):
            finished = game
            self.count += 1
            self.game = _Game(self.line)
        assert self.game is not None  # just made, when there was none
        self.game.headers.append((name, value, self.line))
        return finished


def _rules(kind: GameSpec, text: str) -> Rules:
    fields = kind.rules_fields
    kwargs: dict[str, Any] = {}
    for part in text.split():
        key, sign, value = part.partition("=")
        if not sign or not _KEY.fullmatch(key):
            raise make_error(RecordError, "record.rules_form", part=quote(part))
        if key not in fields:
            raise make_error(
                RecordError,
                "record.rules_unknown",
                key=quote(key),
                game=kind.id,
                fields=", ".join(fields),
            )
        if key in kwargs:
            raise make_error(RecordError, "record.rules_twice", key=quote(key))
        if value in ("true", "false"):
            kwargs[key] = value == "true"
        elif _INT.fullmatch(value):
            kwargs[key] = int(value)
        elif _PARTITION.fullmatch(value):
            kwargs[key] = [[int(seat) for seat in team.split("+")] for team in value.split("/")]
        else:
            raise make_error(RecordError, "record.rules_value", part=quote(part))
    if "players" not in kwargs:  # a rule left out takes its default, players too
        kwargs["players"] = attrs.fields_dict(kind.rules_type)["players"].default
    try:
        rules: Rules = kind.rules_from_dict(kwargs)
    except RulesError as error:
        refused = error.__cause__ if isinstance(error.__cause__, RulesError) else error
        raise make_error(RecordError, "record.rules_refused", error=nested(refused)) from refused
    return rules


def _seat_number(text: str, players: int, what: str | Message) -> int:
    if not _SEAT_NUMBER.fullmatch(text) or int(text) >= players:
        raise make_error(RecordError, "record.seat", what=what, last=players - 1, value=quote(text))
    return int(text)


def _build(game: _Game) -> Record | SeatRecord:
    headers: dict[str, str] = {}
    tags: list[tuple[str, str]] = []
    for name, value, line in game.headers:
        if name in headers:
            raise make_error(RecordError, "record.header_twice", line=line, name=quote(name))
        headers[name] = value
    kind = spec_named(headers.get("Game"))
    if "Rules" not in headers:
        raise make_error(RecordError, "record.needs_rules")
    rules = _rules(kind, headers["Rules"])
    players = rules.players
    names: list[str | None] = [None] * players
    named = False
    for tag, value, line in game.headers:
        player = _PLAYER.fullmatch(tag)
        if player:
            what = Message("record.line_tag", {"line": line, "tag": tag})
            names[_seat_number(player.group(1), players, what)] = value
            named = True
        elif tag not in ("Game", "Rules", "Seed", "Seat"):
            tags.append((tag, value))
    if named and None in names:
        raise make_error(RecordError, "record.player_headers", last=players - 1)
    seat: int | None = None
    if ("Seed" in headers) == ("Seat" in headers):
        has = "both" if "Seed" in headers else "neither"
        raise make_error(RecordError, f"record.seed_or_seat_{has}")
    if "Seat" in headers:
        seat = _seat_number(headers["Seat"], players, "Seat")
    elif not re.fullmatch(r"[0-9]{1,20}", headers["Seed"]):
        raise make_error(RecordError, "record.seed_number", value=quote(headers["Seed"]))
    moves, movers, comments = _movetext(game, kind, players, seat is not None)
    fields: dict[str, Any] = {
        "names": tuple(name for name in names if name is not None),
        "tags": tuple(tags),
        "comments": tuple(comments),
    }
    if seat is None:
        return Record(rules, int(headers["Seed"]), tuple(moves), **fields)
    return SeatRecord(rules, seat, tuple(moves), tuple(movers), *_cards(game, kind), **fields)


def _movetext(
    game: _Game, kind: GameSpec, players: int, seat_record: bool
) -> tuple[list[Any], list[int], list[tuple[int, str]]]:
    moves: list[Any] = []
    movers: list[int] = []
    comments: list[tuple[int, str]] = []
    mover: int | None = None
    for token, line in game.tokens:
        where = Message("record.line_move", {"line": line, "move": len(moves) + 1})
        number = _MOVE_NUMBER.fullmatch(token)
        seat = _MOVER.fullmatch(token)
        if token.startswith("{"):
            comments.append((len(moves), token[1:-1]))
        elif token.startswith("<"):
            if not seat_record:
                raise make_error(RecordError, "record.cards_in_seat_record", where=where)
        elif number:
            if int(number.group(1)) != len(moves) + 1:
                raise make_error(
                    RecordError,
                    "record.move_number",
                    where=where,
                    token=token,
                    expected=len(moves) + 1,
                )
        elif seat:
            if not seat_record:
                raise make_error(
                    RecordError, "record.mover_in_seat_record", where=where, token=quote(token)
                )
            what = Message("record.the_mover", {"where": where})
            mover = _seat_number(seat.group(1), players, what)
        else:
            if seat_record and mover is None:
                raise make_error(RecordError, "record.mover_first", where=where)
            try:
                moves.append(kind.parse_move(token))
            except RulesError as error:
                raise make_error(
                    RecordError, "record.bad_move", where=where, error=nested(error)
                ) from error
            if mover is not None:
                movers.append(mover)
            mover = None
    if mover is not None:
        raise make_error(
            RecordError, "record.mover_unfollowed", line=game.tokens[-1][1], mover=mover
        )
    return moves, movers, comments


def _cards(game: _Game, kind: GameSpec) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    dealt: dict[int, tuple[Any, ...]] = {}
    drawn: dict[int, tuple[Any, ...]] = {}
    moves = 0
    for token, line in game.tokens:
        if token.startswith("{"):
            continue
        if token.startswith("<"):
            words = token[1:-1].split()
            into = drawn
            if words and words[0] == _DEAL:
                into, words = dealt, words[1:]
            if moves in into:
                raise make_error(RecordError, "record.cards_twice", line=line, moves=moves)
            try:
                into[moves] = tuple(parse_card(kind, word) for word in words)
            except RulesError as error:
                raise make_error(
                    RecordError, "record.bad_cards", line=line, error=nested(error)
                ) from error
        elif not _MOVE_NUMBER.fullmatch(token) and not _MOVER.fullmatch(token):
            moves += 1
    return tuple(dealt.items()), tuple(drawn.items())


def _records(lines: Iterator[str | _Bad]) -> Iterator[Record | SeatRecord]:
    for index, game in enumerate(_Scanner(lines).scan(), start=1):
        try:
            record = _build(game)
        except RulesError as error:
            raise make_error(
                RecordError, "record.in_game", index=index, line=game.line, error=nested(error)
            ) from error
        yield record


def read_records(text: str) -> tuple[Record | SeatRecord, ...]:
    """Read every record in a text, trusting nothing in it.

    Moves are parsed but not played: `Record.replay` checks them against
    the rules. A leading byte order mark and Windows line ends are accepted.
    For a large file, `iter_records` reads one game at a time.

    Args:
        text: the text of a record file (see the "Record format" page).

    Returns:
        The records, in order: a `Record` for each game with a ``Seed``
        header, a `SeatRecord` for each with a ``Seat`` header.

    Raises:
        RecordError: anything malformed, a line longer than `MAX_LINE`
            characters included; the message names the game (from 1), and
            the line or move where it was found.

    >>> text = '[Game "veneno"]', '[Rules "players=2"]', '[Seed "5"]', "1. 1O@0"
    >>> records = read_records(chr(10).join(text))
    >>> records[0].seed, [str(move) for move in records[0].moves]
    (5, ['1O@0'])
    """
    if not isinstance(text, str):
        raise make_error(RecordError, "record.read_type", value=quote(text))
    return tuple(_records(_text_lines(text)))


def iter_records(handle: SupportsReadline) -> Iterator[Record | SeatRecord]:
    """Read the records of an open file one game at a time, trusting nothing in it.

    Like python-chess's ``chess.pgn.read_game``, only one game's text is
    held at a time, so a file of any size reads in little memory: each game
    is yielded once the next one starts (or the file ends), and a malformed
    game raises when it is reached, after the games before it. Lines are
    read with a bounded ``readline``, so an absurd line (over `MAX_LINE`
    characters) is refused without being held.

    Args:
        handle: an open record file: anything with ``readline(size)`` giving
            ``str`` (a text file), or ``bytes`` (a binary file, decoded as
            UTF-8); a leading byte order mark is skipped.

    Returns:
        An iterator of the records, in order, as `read_records` gives them.

    Raises:
        RecordError: ``handle`` has no ``readline`` (at once); anything
            malformed, including text that is not UTF-8 (when reached).

    >>> import io
    >>> text = '[Game "veneno"]', '[Rules "players=2"]', '[Seed "5"]', "1. 1O@0"
    >>> [record.seed for record in iter_records(io.StringIO(chr(10).join(text)))]
    [5]
    """
    readline = getattr(handle, "readline", None)
    if not callable(readline) or isinstance(handle, str | bytes):
        raise make_error(RecordError, "record.iter_handle", value=quote(handle))
    return _records(_handle_lines(readline))
