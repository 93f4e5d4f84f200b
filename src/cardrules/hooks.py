"""The typed contract of a game: the hook objects a `GameSpec` holds, and what tools read.

A game joins every tool of cardrules through its `cardrules.games.GameSpec`.
The spec's plain functions (``new_game``, ``parse_move``, ``encode``...) are
typed where the spec declares them; the hooks made of several functions are
the protocols of this module:

* `Narrator`: the narration of a game (`cardrules.narration`);
* `Picture`: its pictures (`cardrules.svg`, `cardrules.text`, `cardrules.html`);
* `Presentation`: how the ``cardrules`` command presents it (``demo`` and ``play``);
* `Messages`: its own words, ``{lang: {message id: template}}`` (`cardrules.i18n`).

A hook whose module is heavy to import (numpy, a big table) may be given as
``lazy("package.module")`` (`lazy`): the spec then holds a stand-in that
imports the module the first time a tool uses it.

A hook may be a module (the built-in games pass their ``_narration`` and
``_picture`` modules) or any object with these functions: ``mypy --strict``
checks either against the protocol, so a misspelt or missing function is a
type error in the game's own package, and `cardrules.games.register` refuses
it at run time with a `RulesError` naming what is missing.

Functions of a hook may take a keyword ``lang`` (``"en"``, ``"es"``...) beyond
what the protocol lists; the tools pass it to those that do (the others
speak English only).

Besides the `cardrules.game.GameState` and `cardrules.game.GameView`
protocols every game satisfies, some tools read more of a state, a view or a
move, where the game has it: `StateFacts`, `ViewFacts`, `RoundRecord` and
`CardMove` list those attributes, and the game reference page
(``docs/reference/games.md``) says which tool reads which.

>>> from cardrules import hooks
>>> from cardrules.games import find_game
>>> hooks.missing_hooks(find_game("veneno").narrator, hooks.NARRATOR_HOOKS)
()
>>> hooks.missing_hooks(object(), hooks.PRESENTATION_HOOKS)
('DEMO_BOTS', 'demo_header', 'table')
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any, Protocol, TypeVar

from cardrules._quote import quote
from cardrules.errors import RulesError

__all__ = [
    "NARRATOR_HOOKS",
    "PICTURE_HOOKS",
    "PRESENTATION_HOOKS",
    "CardMove",
    "LazyHook",
    "Messages",
    "Narrator",
    "Picture",
    "Presentation",
    "RoundRecord",
    "StateFacts",
    "ViewFacts",
    "lazy",
    "missing_hooks",
]

S_contra = TypeVar("S_contra", contravariant=True)
V_contra = TypeVar("V_contra", contravariant=True)
M_contra = TypeVar("M_contra", contravariant=True)
Seen = TypeVar("Seen")
C_co = TypeVar("C_co", covariant=True)

Names = tuple[str, ...] | None
"""The names of the seats a hook is given: one per seat, or ``None`` (``seat N``)."""

Messages = Mapping[str, Mapping[str, str]]
"""A game's own words: ``{lang: {message id: template}}`` (`GameSpec.messages`)."""


class Narrator(Protocol[S_contra, M_contra]):
    """A game's narration (`GameSpec.narrator`): lines of text about states and moves.

    `cardrules.narration` calls these; ``names`` is one name per seat or
    ``None``. Each may take a keyword ``lang`` too.
    """

    def round_start(self, state: S_contra, names: Names, /) -> Sequence[str]:
        """The lines that open a round (the deal, the first card): ``state`` is its first."""

    def turn(
        self, before: S_contra, move: M_contra, after: S_contra, seat: int | None, names: Names, /
    ) -> str:
        """One line for ``move``, played in ``before``, giving ``after``.

        Told as ``seat`` saw it: hidden cards of other seats stay hidden; with
        ``seat=None`` every hand may be shown.
        """

    def round_end(self, after: S_contra, names: Names, /) -> Sequence[str]:
        """The lines that close the round ``after.last_round`` records."""

    def game_end(self, final: S_contra, moves: int, names: Names, /) -> Sequence[str]:
        """The lines that close a finished game of ``moves`` moves."""

    def seat_move(self, move: M_contra, /) -> str:
        """A move in words, as a seat's record tells it (``"draws a card"``)."""


class Picture(Protocol[S_contra, V_contra, Seen]):
    """A game's pictures (`GameSpec.picture`): what may be shown, then SVG or text of it.

    ``Seen`` is the game's own record of what a picture shows. When it is an
    attrs class with a ``linked`` field, a page of many pictures sets it, so
    that cards refer to the page's shared `symbols`. ``render`` and
    ``render_text`` may take a keyword ``lang``.
    """

    def seen_from_state(self, state: S_contra, /) -> Seen:
        """What a picture of the whole state shows (every hand)."""

    def seen_from_view(self, view: V_contra, /) -> Seen:
        """What a picture of one seat's view shows (its own hand only)."""

    def render(self, seen: Seen, names: Names, /) -> str:
        """An SVG document of ``seen``."""

    def symbols(self) -> str:
        """The ``<symbol>`` elements that linked pictures refer to (may be ``""``)."""

    def render_text(self, seen: Seen, names: Names, /) -> str:
        """A board-like text picture of ``seen``, for terminals."""


class Presentation(Protocol[S_contra, V_contra]):
    """How the ``cardrules`` command presents a game (`GameSpec.presentation`).

    Without one, the command's generic forms: greedy bots where the game has
    some, a first line of title, players, seed, rules and bots, and the text
    picture as the table.
    """

    DEMO_BOTS: str
    """The ``demo``'s default bots, a ``--bots`` value (``"greedy"``)."""

    def demo_header(self, state: S_contra, kind: str, lang: str, /) -> str:
        """The ``demo``'s first line for a game starting at ``state``, ``kind`` bots."""

    def table(self, view: V_contra, lang: str, /) -> Sequence[str]:
        """The lines of the table at ``play``, as ``view``'s seat sees it."""


class RoundRecord(Protocol):
    """What tools read of ``state.last_round``, the record of the round just finished."""

    @property
    def round(self) -> int:
        """The number of the round it records (1 for the first)."""


class StateFacts(Protocol[C_co]):
    """What tools read of a state beyond `cardrules.game.GameState`, where a game has it.

    ``seed`` (records, pages, the command's headers), ``round`` and
    ``last_round`` (narration: a move that ends a round), ``hands`` (seat
    records, search bots' beliefs, narration of a seat's hand), ``stock``
    (search bots' beliefs: where hidden cards may be) and ``scores`` (the
    table at ``play``, capped tournament games). The belief of
    `cardrules.bots.inference.PolicyBelief` also rebuilds a state with
    ``attrs.evolve(state, hands=..., stock=...)`` (and ``drawn_card``, where
    a state has one), so its states are attrs classes with these fields.
    """

    @property
    def seed(self) -> int:
        """The seed the game was dealt with."""

    @property
    def round(self) -> int:
        """The round being played, 1 for the first."""

    @property
    def last_round(self) -> RoundRecord | None:
        """The round just finished, or ``None`` before the first ends."""

    @property
    def hands(self) -> Sequence[Sequence[C_co]]:
        """Every seat's hand, by seat."""

    @property
    def stock(self) -> Sequence[C_co]:
        """The cards still to be drawn, in order (hidden from every seat)."""

    @property
    def scores(self) -> Sequence[int]:
        """Every seat's score so far, by seat."""


class ViewFacts(Protocol[C_co]):
    """What tools read of a seat's view beyond `cardrules.game.GameView`, where a game has it.

    ``hand`` (``play``'s "your hand", the table server), ``hand_sizes`` and
    ``stock_size`` (the generic table at ``play``), ``round`` (search bots'
    beliefs) and ``scores``. Search bots also call ``view.sample_state(seed)``
    when the spec has no ``sample_state`` hook.
    """

    @property
    def hand(self) -> Sequence[C_co]:
        """The seat's own hand."""

    @property
    def hand_sizes(self) -> Sequence[int]:
        """How many cards each seat holds, by seat."""

    @property
    def stock_size(self) -> int:
        """How many cards the stock holds."""

    @property
    def round(self) -> int:
        """The round being played, 1 for the first."""

    @property
    def scores(self) -> Sequence[int]:
        """Every seat's score so far, by seat."""

    def sample_state(self, seed: int, /) -> object:
        """A state consistent with this view, its hidden cards dealt again from ``seed``."""


class CardMove(Protocol[C_co]):
    """What records read of a move: the card it plays from the mover's hand, if any.

    A seat's record (`cardrules.records.Record.for_seat`) takes ``card`` out
    of the mover's hand; a move without ``card`` (or with ``None``) plays no
    card.
    """

    @property
    def card(self) -> C_co | None:
        """The card played, or ``None``."""


NARRATOR_HOOKS = ("round_start", "turn", "round_end", "game_end", "seat_move")
"""The functions of a `Narrator`."""

PICTURE_HOOKS = ("seen_from_state", "seen_from_view", "render", "symbols", "render_text")
"""The functions of a `Picture`."""

PRESENTATION_HOOKS = ("DEMO_BOTS", "demo_header", "table")
"""The members of a `Presentation`: ``DEMO_BOTS`` a str, the others functions."""


def missing_hooks(value: object, names: Sequence[str]) -> tuple[str, ...]:
    """The members of ``names`` that ``value`` lacks: functions, or an upper-case ``str``.

    An upper-case name (``DEMO_BOTS``) must be a ``str`` attribute; any other
    must be a function. `cardrules.games.register` refuses a hook with any
    missing, naming them.
    """
    missing: list[str] = []
    for name in names:
        member: Any = getattr(value, name, None)
        ok = isinstance(member, str) if name.isupper() else callable(member)
        if not ok:
            missing.append(name)
    return tuple(missing)


class LazyHook:
    """A hook made of a module imported the first time one of its members is read (`lazy`).

    Compared and hashed by the module's name. The module must have the
    members of the hook it stands for; a missing one is an ``AttributeError``
    when a tool reads it.
    """

    __slots__ = ("_module", "module_name")

    def __init__(self, module_name: str) -> None:
        ok = (
            isinstance(module_name, str)
            and 0 < len(module_name) <= 200
            and all(part.isidentifier() for part in module_name.split("."))
        )
        if not ok:
            msg = f"lazy: expected a module name ('brisca.present'), got {quote(module_name)}"
            raise RulesError(msg)
        self.module_name = module_name
        self._module: ModuleType | None = None

    def load(self) -> ModuleType:
        """The module, imported now if it was not yet.

        Raises:
            RulesError: the module does not import (its error is the ``__cause__``).
        """
        if self._module is None:
            try:
                self._module = importlib.import_module(self.module_name)
            except ImportError as error:
                msg = f"the hook module {self.module_name!r} does not import: {error}"
                raise RulesError(msg) from error
        return self._module

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.load(), name)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LazyHook) and other.module_name == self.module_name

    def __reduce__(self) -> tuple[type[LazyHook], tuple[str]]:
        return (LazyHook, (self.module_name,))  # pickled by name, loaded again when used

    def __hash__(self) -> int:
        return hash((LazyHook, self.module_name))

    def __repr__(self) -> str:
        return f"lazy({self.module_name!r})"


def lazy(module_name: str) -> Any:
    """A stand-in for the hook module ``module_name``, imported when a tool first uses it.

    For a hook whose module is heavy or needs an optional extra:
    ``GameSpec(..., presentation=lazy("brisca._present"))``. Typed ``Any``,
    so it fits any hook's protocol; the spec checks its members when it is
    loaded, not when the spec is built.

    Raises:
        RulesError: ``module_name`` is not a dotted module name.
    """
    return LazyHook(module_name)
