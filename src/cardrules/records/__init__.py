"""Game records: save a game as text, read it back, and replay it, move by move.

A record is to these games what PGN is to chess: headers (the game, its
rules, the seed, the seats' names, the date, the result, free tags), then
the moves in the games' own notation, with comments; one file holds many
games. The grammar is on the "Record format" page.

* `Record`: a whole game. `Record.from_game` records one; `Record.replay`
  rebuilds every state, checking every move against the rules.
* `SeatRecord`: the game as one seat saw it (`Record.for_seat`): no seed,
  no card that seat never held.
* `write_records` and `read_records`: text out and in; `iter_records`
  reads an open file one game at a time. Reading never trusts the text:
  anything malformed, a line over `MAX_LINE` characters included, is a
  `RecordError`.

>>> from cardrules import chupate
>>> from cardrules.records import Record, read_records, write_records
>>> start = chupate.new_game(chupate.Rules(players=2), seed=3)
>>> record = Record.from_game(start, ["draw"], names=("Ana", "Bo"), date="2026-11-30")
>>> text = write_records([record])
>>> read_records(text) == (record,)
True
>>> print(text, end="")
[Game "chupate2"]
[Rules "players=2"]
[Seed "3"]
[Player0 "Ana"]
[Player1 "Bo"]
[Date "2026-11-30"]
[Library "cardrules ..."]
<BLANKLINE>
1. draw
"""

from cardrules.errors import RecordError
from cardrules.records._record import MAX_LINE, MAX_TEXT, PUBLIC_TAGS, Record, SeatRecord
from cardrules.records._text import SupportsReadline, iter_records, read_records, write_records

__all__ = [
    "MAX_LINE",
    "MAX_TEXT",
    "PUBLIC_TAGS",
    "Record",
    "RecordError",
    "SeatRecord",
    "SupportsReadline",
    "iter_records",
    "read_records",
    "write_records",
]
