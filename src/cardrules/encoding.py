"""The blocks of an observation encoding, for games of your own: `Block` and `layout`.

An encoding is a flat tuple of floats made of named blocks, one after the
other. A game's ``encoding_blocks(rules)`` hook (`cardrules.games.GameSpec`)
gives its layout as `Block` values; the learning environments bound their
observation space with them, and `markdown_table` writes the layout as the
docs' tables do. A game whose states can be encoded faster than through a
view gives a `SeatEncoder` maker as its spec's ``seat_encoder`` hook.

>>> from cardrules.encoding import layout, markdown_table
>>> blocks = layout([("hand", 18, 0.0, 1.0, "1 if the card is in the hand"),
...                  ("turn", 1, 0.0, 1.0, "1 if the seat is to play")])
>>> [(block.name, block.start, block.stop) for block in blocks]
[('hand', 0, 18), ('turn', 18, 19)]
>>> print(markdown_table(blocks[1:]))
| slots | block | range | meaning |
| --- | --- | --- | --- |
| 18 | `turn` | [0, 1] | 1 if the seat is to play |
"""

from __future__ import annotations

from cardrules._batch_hooks import LegalMaskHook, SeatEncoder, SeatEncoderFactory
from cardrules._encoding import Block, BlockSpec, layout, markdown_table

__all__ = [
    "Block",
    "BlockSpec",
    "LegalMaskHook",
    "SeatEncoder",
    "SeatEncoderFactory",
    "layout",
    "markdown_table",
]
