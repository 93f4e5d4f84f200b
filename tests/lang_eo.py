"""A third language, for tests only: a few words of Esperanto, added from outside ``src/``.

`MESSAGES` translates some of cardrules' own ids (the table server's among
them), some of Veneno's and Chúpate 2's own (their specs' ``messages``) and
some of Tricks' own (`tests.third_game`); `TERMS` gives the color glossary. `registered` adds
them for a ``with`` block through `cardrules.i18n.register_messages`, as a
language package would at import, and takes them out again.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from cardrules.i18n import register_messages, unregister_messages

__all__ = ["MESSAGES", "SOURCE", "TERMS", "registered"]

SOURCE = "cardrules-eo (tests)"
"""Who brings the language, as `register_messages` names it."""

MESSAGES = {
    "eo": {
        "turn.not_yours": "{rule}: ne estas la vico de ludanto {seat}; estas la vico de {to_play}",
        "veneno.copa": "V-6: {move} ne estas permesata ĉi tie",
        "phrase.seat": "ludanto {seat}",
        "chupate.say.top_color": "{top} (koloro {color:color})",
        "tricks.follow": "T-4: ludanto {seat} devas sekvi la emblemon {suit}, ne ludi {move}",
        "server.page.hand": "Via mano",
        "server.page.turn_of": "Ludas {seat}",
        "server.page.seat": "ludanto {seat}",
        "server.page.language": "English",
        "server.refusal.no_table": "neniu tablo {table}",
    }
}
"""Esperanto for a few ids; every other id is said in English."""

TERMS = {"eo": {"color": {"R": "ruĝa", "B": "blua", "G": "verda", "Y": "flava"}}}
"""Esperanto's words for the colors."""


@contextmanager
def registered() -> Iterator[str]:
    """Esperanto for the ``with`` block; its language code."""
    register_messages(SOURCE, MESSAGES, terms=TERMS)
    try:
        yield "eo"
    finally:
        unregister_messages(SOURCE)
