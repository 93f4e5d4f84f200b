"""What the games' state classes share: the cached list of legal moves."""

from __future__ import annotations

from typing import Generic, TypeVar

__all__ = ["LegalMovesCache"]

M = TypeVar("M")


class LegalMovesCache(Generic[M]):
    """Mixin: compute a frozen state's legal moves once, on first use.

    The subclass (a frozen, slotted attrs class) declares the private field
    ``_legal_cache`` (``eq=False``, ``init=False``, default ``None``) and
    implements `_compute_legal`.
    """

    __slots__ = ()
    _legal_cache: tuple[M, ...] | None

    @property
    def _legal(self) -> tuple[M, ...]:
        legal = self._legal_cache
        if legal is None:
            legal = self._compute_legal()
            object.__setattr__(self, "_legal_cache", legal)
        return legal

    def _compute_legal(self) -> tuple[M, ...]:
        raise NotImplementedError
