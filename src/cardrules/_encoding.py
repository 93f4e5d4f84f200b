"""What the games' observation encodings share: the block layout and the numpy bridge.

An encoding is a flat tuple of floats made of named blocks, one after the
other. Each game's ``encoding`` module declares its blocks; this module turns
them into offsets, renders them as a table for the docs, and converts a tuple
to a numpy array for callers who ask (numpy is imported only then).
"""

from __future__ import annotations

import array
from collections.abc import Callable, MutableSequence, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "Block",
    "Layouts",
    "Slots",
    "float32_slots",
    "float32_slots_of",
    "layout",
    "markdown_table",
    "numpy_view",
]


@attrs.frozen
class Block:
    """One named run of slots in an observation encoding.

    Attributes:
        name: the block's name, as in the docs' tables.
        start: the index of its first slot.
        size: how many slots it has.
        low: the least value a slot can hold.
        high: the greatest value a slot can hold (``inf`` when unbounded).
        meaning: what a slot holds, in a sentence.
    """

    name: str
    start: int
    size: int
    low: float
    high: float
    meaning: str

    @property
    def stop(self) -> int:
        """One past the block's last slot: ``encoding[block.start:block.stop]`` is the block."""
        return self.start + self.size


BlockSpec = tuple[str, int, float, float, str]
"""``(name, size, low, high, meaning)`` of one block, in encoding order."""


def layout(specs: Sequence[BlockSpec]) -> tuple[Block, ...]:
    """The blocks of ``specs`` laid end to end from slot 0."""
    blocks: list[Block] = []
    start = 0
    for name, size, low, high, meaning in specs:
        blocks.append(Block(name, start, size, low, high, meaning))
        start += size
    return tuple(blocks)


class Layouts:
    """A game's layouts, one per number of players, built once each.

    Args:
        specs: the game's blocks for a number of players.
    """

    def __init__(self, specs: Callable[[int], Sequence[BlockSpec]]) -> None:
        self.blocks: Callable[[int], tuple[Block, ...]] = lru_cache(maxsize=8)(
            lambda players: layout(specs(players))
        )
        self.offsets: Callable[[int], dict[str, int]] = lru_cache(maxsize=8)(
            lambda players: {block.name: block.start for block in self.blocks(players)}
        )

    def size(self, players: int) -> int:
        """The encoding's length for ``players`` seats."""
        return self.blocks(players)[-1].stop


def _number(value: float) -> str:
    if value == float("inf"):
        return "∞"
    if value == float("-inf"):
        return "-∞"
    return f"{value:g}"


def markdown_table(blocks: Sequence[Block]) -> str:
    """The blocks as a Markdown table: slots, name, range and meaning."""
    lines = ["| slots | block | range | meaning |", "| --- | --- | --- | --- |"]
    for block in blocks:
        slots = f"{block.start}-{block.stop - 1}" if block.size > 1 else str(block.start)
        span = f"[{_number(block.low)}, {_number(block.high)}]"
        lines.append(f"| {slots} | `{block.name}` | {span} | {block.meaning} |")
    return "\n".join(lines)


Slots = MutableSequence[float]
"""Where an encoding is written: a list of floats, or a float32 `array.array`."""


def float32_slots(size: int) -> array.array[float]:
    """``size`` zeroed float32 slots, to be filled and then seen by numpy without a copy."""
    return array.array("f", bytes(4 * size))


def float32_slots_of(values: Sequence[float]) -> array.array[float]:
    """``values`` as float32 slots (a template that `_fill` functions copy and fill)."""
    return array.array("f", values)


def numpy_view(slots: array.array[float]) -> npt.NDArray[np.float32]:
    """``slots`` as a one-dimensional ``float32`` numpy array sharing its memory.

    Raises:
        ImportError: numpy is not installed (``pip install 'cardrules[numpy]'``).
    """
    try:
        import numpy  # noqa: PLC0415  (optional extra: imported only when asked for)
    except ImportError as error:  # pragma: no cover - exercised without the extra
        msg = "encode(view, numpy=True) needs numpy: pip install 'cardrules[numpy]'"
        raise ImportError(msg) from error
    return numpy.frombuffer(slots, dtype=numpy.float32)
