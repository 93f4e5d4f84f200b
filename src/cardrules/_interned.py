"""Values built once and shared, as every card and move of cardrules is.

The games build each card and each move once and compare them by identity
on their hot paths, so a copy, a deep copy or an unpickled value must come
back as the shared object itself. `Interned` gives a class that behaviour
from its notation: ``repr`` is ``Card.parse('7C')`` (or ``Move.parse(...)``),
copies are the value itself, and pickling stores the notation and parses it
back to the shared object.
"""

from __future__ import annotations

from typing import Any, ClassVar

__all__ = ["Interned"]


def _unpickle(cls: Any, text: str) -> Any:
    """The shared value of ``cls`` whose notation is ``text``."""
    return cls.parse(text)


class Interned:
    """A mixin for values known by their notation: ``str(value)`` parses back with ``parse``.

    The class (a frozen attrs class with ``repr=False``) defines ``__str__``
    and a static ``parse(text)`` that returns the shared object, and names
    itself in ``repr`` by ``_repr_name``.
    """

    __slots__ = ()
    _repr_name: ClassVar[str]

    def __repr__(self) -> str:
        return f"{self._repr_name}.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[object, str]]:
        # Unpickling gives back the shared object: the rules compare by identity.
        return (_unpickle, (type(self), str(self)))

    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: object) -> Any:
        return self
