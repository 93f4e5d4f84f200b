"""A griffe extension for the docs build: show docstring doctests as code.

The docstrings of cardrules put their ``>>>`` examples at the top level of the
docstring, after the Google sections, as plain doctest blocks. Markdown would
read ``>>>`` as nested block quotes and ``[a][b]`` as a reference link, so this
extension wraps each top-level doctest block (from a ``>>>`` line to the next
blank line) in a ``pycon`` code fence before mkdocstrings renders it.
"""

from __future__ import annotations

from typing import Any

import griffe


def fence_doctests(text: str) -> str:
    """Wrap each top-level doctest block of ``text`` in a ``pycon`` fence.

    >>> fence_doctests("Intro.\\n\\n>>> 1 + 1\\n2\\n\\nMore.")
    'Intro.\\n\\n```pycon\\n>>> 1 + 1\\n2\\n```\\n\\nMore.'
    """
    out: list[str] = []
    inside = False
    for line in text.split("\n"):
        if not inside and line.startswith(">>>"):
            out.append("```pycon")
            inside = True
        elif inside and not line.strip():
            out.append("```")
            inside = False
        out.append(line)
    if inside:
        out.append("```")
    return "\n".join(out)


class DoctestFences(griffe.Extension):
    """Fence the doctest blocks of every docstring griffe loads."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:  # noqa: ARG002
        """Rewrite the object's docstring, if it has doctests."""
        if obj.docstring is not None and ">>>" in obj.docstring.value:
            obj.docstring.value = fence_doctests(obj.docstring.value)
