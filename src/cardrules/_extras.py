"""The error a module of an optional extra raises when the extra is not installed."""

from __future__ import annotations

__all__ = ["MissingExtraError", "missing_extra"]


class MissingExtraError(ModuleNotFoundError):
    """An optional extra's module needs a package that is not installed.

    A `ModuleNotFoundError` (so an ``except ImportError`` still catches it)
    whose message names the module, what is missing and the ``pip install``
    line that brings it.
    """


def missing_extra(module: str, extra: str, error: ImportError) -> MissingExtraError:
    """The error ``module`` raises when importing ``extra``'s packages failed with ``error``.

    >>> error = ModuleNotFoundError("No module named 'numpy'", name="numpy")
    >>> print(missing_extra("cardrules.batch", "numpy", error))  # doctest: +NORMALIZE_WHITESPACE
    cardrules.batch needs the optional extra 'numpy' (No module named 'numpy'):
    pip install 'cardrules[numpy]'
    """
    message = (
        f"{module} needs the optional extra {extra!r} ({error}): pip install 'cardrules[{extra}]'"
    )
    return MissingExtraError(message, name=error.name)
