"""The record text format: writing records, and reading them without trusting the text."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules.errors import RecordError, RulesError
from cardrules.records._games import GAMES, GameKind, Rules
from cardrules.records._record import TAG_NAME, Record, SeatRecord

__all__ = ["read_records", "write_records"]

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
    for record in records:
        if not isinstance(record, Record | SeatRecord):
            msg = f"write_records needs Record or SeatRecord values, got {quote(record)}"
            raise RecordError(msg)
        lines = [f"[{name} {_quote(value)}]" for name, value in _headers(record)]
        out.append("\n".join([*lines, "", *_wrap(_tokens(record))]) + "\n")
    return "\n".join(out)


# -- reading ----------------------------------------------------------------------


@attrs.define
class _Game:
    """One game's text as the scanner finds it."""

    line: int
    headers: list[tuple[str, str, int]] = attrs.Factory(list)
    tokens: list[tuple[str, int]] = attrs.Factory(list)


class _Scanner:
    """Splits a file into games of headers and movetext tokens."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.line = 1
        self.games: list[_Game] = []

    def fail(self, what: str, line: int | None = None) -> RecordError:
        game = len(self.games)
        where = f"game {game}, line {line or self.line}" if game else f"line {line or self.line}"
        return RecordError(f"{where}: {what}")

    def at_line_start(self) -> bool:
        start = self.text.rfind("\n", 0, self.pos) + 1
        return self.text[start : self.pos].strip(" \t") == ""

    def scan(self) -> list[_Game]:
        text = self.text
        while True:
            self.skip_space()
            if self.pos >= len(text):
                return self.games
            char = text[self.pos]
            if char == "[":
                if not self.at_line_start():
                    raise self.fail("a header must start its own line")
                self.header()
            elif not self.games:
                raise self.fail(f"a record starts with its headers ([Game ...]), got {quote(char)}")
            elif char == "{":
                self.delimited("{", "}", "comment")
            elif char == "<":
                self.delimited("<", ">", "cards")
            else:
                word = _WORD.match(text, self.pos)
                if word is None:
                    raise self.fail(f"unexpected {quote(char)}")
                self.games[-1].tokens.append((word.group(), self.line))
                self.pos = word.end()

    def skip_space(self) -> None:
        space = _SPACE.match(self.text, self.pos)
        if space is not None:
            self.line += space.group().count("\n")
            self.pos = space.end()

    def delimited(self, opening: str, closing: str, what: str) -> None:
        line = self.line
        end = self.text.find(closing, self.pos + 1)
        if end < 0:
            raise self.fail(
                f"a {what} opened with {quote(opening)} is never closed by {quote(closing)}"
            )
        body = self.text[self.pos + 1 : end]
        if what == "cards" and ("\n" in body or opening in body):
            raise self.fail(f"a {what} list must close on its line with {quote(closing)}")
        self.games[-1].tokens.append((opening + body + closing, line))
        self.line += body.count("\n")
        self.pos = end + 1

    def header(self) -> None:
        text = self.text
        end = text.find("\n", self.pos)
        end = len(text) if end < 0 else end
        line = text[self.pos : end].rstrip(" \t\r")
        match = re.fullmatch(r'\[([A-Za-z][A-Za-z0-9_]*)[ \t]+"((?:[^"\\]|\\.)*)"[ \t]*\]', line)
        if match is None:
            raise self.fail(f'a header is [Name "value"] on one line, got {line[:60]!r}')
        name, raw = match.groups()
        if not TAG_NAME.fullmatch(name):
            raise self.fail(f"a header's name is too long: {name[:60]!r}...")
        if not re.fullmatch(r'(?:[^"\\]|\\[\\"])*', raw):
            raise self.fail('a header value escapes only \\\\ and \\"')
        value = re.sub(r"\\(.)", r"\1", raw)
        # A new game starts after movetext, or at a second Game header (a game
        # of no moves has no movetext to end it).
        if (
            not self.games
            or self.games[-1].tokens
            or (name == "Game" and any(tag == "Game" for tag, _, _ in self.games[-1].headers))
        ):
            self.games.append(_Game(self.line))
        self.games[-1].headers.append((name, value, self.line))
        self.pos = end


def _rules(kind: GameKind, text: str) -> Rules:
    fields = kind.rules_fields()
    kwargs: dict[str, Any] = {}
    for part in text.split():
        key, sign, value = part.partition("=")
        if not sign or not _KEY.fullmatch(key):
            msg = f"Rules: each rule is name=value, got {part[:60]!r}"
            raise RecordError(msg)
        if key not in fields:
            msg = (
                f"Rules: {quote(key)} is not a {kind.name} rule; the rules are {', '.join(fields)}"
            )
            raise RecordError(msg)
        if key in kwargs:
            msg = f"Rules: {quote(key)} is given twice"
            raise RecordError(msg)
        if value in ("true", "false"):
            kwargs[key] = value == "true"
        elif _INT.fullmatch(value):
            kwargs[key] = int(value)
        elif _PARTITION.fullmatch(value):
            kwargs[key] = [[int(seat) for seat in team.split("+")] for team in value.split("/")]
        else:
            msg = f"Rules: {key}={value[:60]!r}: a value is true, false, a number or a partition"
            raise RecordError(msg)
    try:
        rules: Rules = kind.rules_type(**kwargs)
    except RulesError as error:
        msg = f"Rules: {error}"
        raise RecordError(msg) from error
    return rules


def _seat_number(text: str, players: int, what: str) -> int:
    if not _SEAT_NUMBER.fullmatch(text) or int(text) >= players:
        msg = f"{what} must be a seat from 0 to {players - 1}, got {text[:60]!r}"
        raise RecordError(msg)
    return int(text)


def _build(game: _Game) -> Record | SeatRecord:
    headers: dict[str, str] = {}
    tags: list[tuple[str, str]] = []
    for name, value, line in game.headers:
        if name in headers:
            msg = f"line {line}: the header {quote(name)} is given twice"
            raise RecordError(msg)
        headers[name] = value
    game_name = headers.get("Game")
    if game_name not in GAMES:
        known = ", ".join(GAMES)
        msg = f"the Game header must name one of {known}, got {quote(game_name)}"
        raise RecordError(msg)
    kind = GAMES[game_name]
    if "Rules" not in headers:
        msg = 'a record needs a Rules header, e.g. [Rules "players=4"]'
        raise RecordError(msg)
    rules = _rules(kind, headers["Rules"])
    players = rules.players
    names: list[str | None] = [None] * players
    named = False
    for tag, value, line in game.headers:
        player = _PLAYER.fullmatch(tag)
        if player:
            names[_seat_number(player.group(1), players, f"line {line}: {tag}")] = value
            named = True
        elif tag not in ("Game", "Rules", "Seed", "Seat"):
            tags.append((tag, value))
    if named and None in names:
        msg = f"Player headers: one per seat or none, seats are 0 to {players - 1}"
        raise RecordError(msg)
    seat: int | None = None
    if ("Seed" in headers) == ("Seat" in headers):
        msg = "a record has a Seed header (a whole game) or a Seat header (one seat's), not both"
        raise RecordError(msg)
    if "Seat" in headers:
        seat = _seat_number(headers["Seat"], players, "Seat")
    elif not re.fullmatch(r"[0-9]{1,20}", headers["Seed"]):
        msg = f"Seed must be a number from 0 to 2**64-1, got {headers['Seed'][:60]!r}"
        raise RecordError(msg)
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
    game: _Game, kind: GameKind, players: int, seat_record: bool
) -> tuple[list[Any], list[int], list[tuple[int, str]]]:
    moves: list[Any] = []
    movers: list[int] = []
    comments: list[tuple[int, str]] = []
    mover: int | None = None
    for token, line in game.tokens:
        where = f"line {line}, move {len(moves) + 1}"
        number = _MOVE_NUMBER.fullmatch(token)
        seat = _MOVER.fullmatch(token)
        if token.startswith("{"):
            comments.append((len(moves), token[1:-1]))
        elif token.startswith("<"):
            if not seat_record:
                msg = f"{where}: cards <...> belong in a seat's record (a Seat header)"
                raise RecordError(msg)
        elif number:
            if int(number.group(1)) != len(moves) + 1:
                msg = f"{where}: the move number {token} should be {len(moves) + 1}."
                raise RecordError(msg)
        elif seat:
            if not seat_record:
                msg = f"{where}: a mover like {quote(token)} belongs in a seat's record"
                raise RecordError(msg)
            mover = _seat_number(seat.group(1), players, f"{where}: the mover")
        else:
            if seat_record and mover is None:
                msg = f"{where}: in a seat's record each move follows its mover, e.g. s2"
                raise RecordError(msg)
            try:
                moves.append(kind.parse_move(token))
            except RulesError as error:
                msg = f"{where}: {error}"
                raise RecordError(msg) from error
            if mover is not None:
                movers.append(mover)
            mover = None
    if mover is not None:
        msg = f"line {game.tokens[-1][1]}: the mover s{mover} is not followed by a move"
        raise RecordError(msg)
    return moves, movers, comments


def _cards(game: _Game, kind: GameKind) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
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
                msg = f"line {line}: two lists of cards of the same kind after move {moves}"
                raise RecordError(msg)
            try:
                into[moves] = tuple(kind.parse_card(word) for word in words)
            except RulesError as error:
                msg = f"line {line}: {error}"
                raise RecordError(msg) from error
        elif not _MOVE_NUMBER.fullmatch(token) and not _MOVER.fullmatch(token):
            moves += 1
    return tuple(dealt.items()), tuple(drawn.items())


def read_records(text: str) -> tuple[Record | SeatRecord, ...]:
    """Read every record in a text, trusting nothing in it.

    Moves are parsed but not played: `Record.replay` checks them against
    the rules.

    Args:
        text: the text of a record file (see the "Record format" page).

    Returns:
        The records, in order: a `Record` for each game with a ``Seed``
        header, a `SeatRecord` for each with a ``Seat`` header.

    Raises:
        RecordError: anything malformed; the message names the game (from
            1), and the line or move where it was found.

    >>> text = '[Game "veneno"]', '[Rules "players=2"]', '[Seed "5"]', "1. 1O@0"
    >>> records = read_records(chr(10).join(text))
    >>> records[0].seed, [str(move) for move in records[0].moves]
    (5, ['1O@0'])
    """
    if not isinstance(text, str):
        msg = f"read_records needs a str, got {type(text).__name__}"
        raise RecordError(msg)
    scanner = _Scanner(text.replace("\r\n", "\n"))  # a file saved with Windows line ends
    games = scanner.scan()
    records = []
    for index, game in enumerate(games, start=1):
        try:
            records.append(_build(game))
        except RulesError as error:
            msg = f"game {index} (from line {game.line}): {error}"
            raise RecordError(msg) from error
    return tuple(records)
