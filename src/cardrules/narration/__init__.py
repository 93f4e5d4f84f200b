"""Narration: a game told in words, one line per move, read off the states.

Pure functions that return strings and never print: `describe` tells one
move ("seat 2 plays G+2; seat 3 owes 4: stack a draw-two or take (C-8)"),
`describe_round_start` and `describe_round_end` the deal and the count,
`describe_game_end` the result, and `narrate` / `narrate_steps` a whole
game. Every line is derived from the states before and after a move, never
from parsing strings, so it always agrees with the rules.

Give ``seat`` to tell the game as that seat saw it: another seat's hand shows
as its size and another seat's drawn card as "a card"; everything public
(cards played, piles, counts at a round's end) shows as usual. Without
``seat`` the narration shows every hand, as a spectator of a finished
record would see it. Give ``seat=SPECTATOR`` to tell it as someone watching
the table live is told it: public facts only, no hand and no drawn card of
anyone (what ``state.view(None)`` shows).

Give ``names`` (one string per seat) to call the seats by name too:
``seat 2 (Ana)``. The number stays, so two seats of one name (a team of two
greedy bots) are told apart.

Give ``lang="es"`` to tell it in Spanish (``"en"``, English, is the
default): the words come from the catalogs of `cardrules.i18n`.

>>> from cardrules import chupate
>>> from cardrules.narration import describe_round_start
>>> start = chupate.new_game(chupate.Rules(players=2), seed=3)
>>> print(describe_round_start(start, lang="es")[0])
Ronda 1: empieza jugador 1, elegido al azar; primera carta B1, color azul; 93 cartas en el mazo

>>> from cardrules import veneno
>>> from cardrules.narration import describe
>>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
>>> move = state.legal_moves()[0]
>>> describe(state, move, state.play(move), seat=1)
'  seat 0 draws a card (4 cards), plays 2C on pile 0: pile 0 = 2C (total 2)'
"""

from __future__ import annotations

import inspect
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol

from cardrules._phrases import Names, cards_text, check_names, seat_text
from cardrules._quote import quote
from cardrules._validate import check_seat
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.games import GameSpec, game_of
from cardrules.i18n import check_lang
from cardrules.i18n import text as words
from cardrules.records import SeatRecord

__all__ = [
    "SPECTATOR",
    "GameState",
    "describe",
    "describe_game_end",
    "describe_round_end",
    "describe_round_start",
    "describe_turn",
    "narrate",
    "narrate_seat_record",
    "narrate_steps",
]

GameState = Any
"""A state of a registered game (one whose spec has a ``narrator``)."""


class Spectator:
    """The type of `SPECTATOR`: one who watches a table live and sees no hidden card."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "SPECTATOR"


SPECTATOR = Spectator()
"""The ``seat`` of someone watching live: told public facts only (``state.view(None)``).

Its narration tells every move as a seat other than the mover hears it: the
mover's hand as its size, a drawn card as "a card". A game's narrator hooks
are given it as their ``seat``; it equals no seat, so a narrator that shows
a hand only to ``seat == mover`` keeps every hand hidden from it.

>>> from cardrules import veneno
>>> state = veneno.new_game(veneno.Rules(players=2), seed=5)
>>> move = state.legal_moves()[0]
>>> describe(state, move, state.play(move), seat=SPECTATOR)  # doctest: +ELLIPSIS
'  seat 1 draws a card (4 cards), plays ...'
"""


class _Step(Protocol):
    @property
    def before(self) -> Any: ...  # pragma: no cover - a protocol

    @property
    def move(self) -> Any: ...  # pragma: no cover - a protocol

    @property
    def after(self) -> Any: ...  # pragma: no cover - a protocol


def _spec_of_state(state: object) -> GameSpec | None:
    """The spec of the game whose state ``state`` is, or ``None`` if it is no game's state."""
    try:
        spec = game_of(state)
    except RulesError:
        return None
    return spec if isinstance(state, spec.state_type) else None


def _narrator(state: object) -> Any:
    """The narration hooks of ``state``'s game."""
    spec = _spec_of_state(state)
    if spec is None:
        raise _not_a_state(state)
    return spec.needs("narrator", "narration")


def _told(hook: Any, *args: Any, lang: str) -> Any:
    """Call a narration hook; ``lang`` is passed only when it is not English.

    A game registered with a narrator of its own whose hooks take no
    ``lang`` narrates in English only.
    """
    if lang == "en" or not _takes_lang(hook):
        return hook(*args)
    return hook(*args, lang=lang)


def _takes_lang(hook: Any) -> bool:
    """Whether a narration hook has a ``lang`` parameter."""
    try:
        return "lang" in inspect.signature(hook).parameters
    except (TypeError, ValueError):  # pragma: no cover - a builtin without a signature
        return False


def _checked(state: GameState, seat: int | Spectator | None, names: Sequence[str] | None) -> Names:
    """``names`` as a tuple, once ``seat`` and ``names`` are checked against ``state``."""
    if _spec_of_state(state) is None:
        raise _not_a_state(state)
    players = state.rules.players
    if seat is not None and seat is not SPECTATOR:
        check_seat(seat, players, "narration")
    return check_names(names, players, "narration")


def _not_a_state(value: object) -> RulesError:
    return RulesError(f"narration needs a State of a registered game, got {quote(value)}")


def _three(before: object, move: object, after: object) -> str:
    return f"{quote(before)}, {quote(move)}, {quote(after)}"


def _check_step(before: GameState, move: Any, after: GameState) -> None:
    """Refuse an ``after`` that cannot follow ``before`` by one move (another game or round)."""
    if before.is_over:
        msg = "describe: the game is over in `before`: no move follows it"
        raise RulesError(msg)
    if after.rules != before.rules:
        msg = f"describe: `before` and `after` are played under other rules: {quote(after.rules)}"
        raise RulesError(msg)
    if not before.is_legal(move):
        msg = f"describe: {quote(move)} is not a legal move in `before`"
        raise IllegalMoveError(msg)
    ended = getattr(after, "last_round", None)
    same_round = after.round == before.round  # the move ended the match, or not the round
    next_round = after.round == before.round + 1
    if not (same_round or next_round) or (
        next_round and (ended is None or getattr(ended, "round", before.round) != before.round)
    ):
        msg = (
            f"describe: `after` (round {after.round}) does not follow `before` "
            f"(round {before.round}) by one move"
        )
        raise RulesError(msg)


def describe(
    before: GameState,
    move: Any,
    after: GameState,
    *,
    seat: int | Spectator | None = None,
    names: Sequence[str] | None = None,
    lang: str = "en",
) -> str:
    """One line for one move: who did what, and what it did.

    Args:
        before: the state the move was played in.
        move: the move played (a ``Move`` of the same game).
        after: ``before.play(move)``; not recomputed, but checked to follow
            ``before`` by one move (same rules, the same or the next round).
        seat: tell it as this seat saw it (``None``: show every hand;
            `SPECTATOR`: show none).
        names: one name per seat (``None``: ``seat N``).
        lang: ``"en"`` (the default) or ``"es"``.

    Returns:
        The line, starting with two spaces.

    Raises:
        IllegalMoveError: ``move`` is not legal in ``before``.
        RulesError: ``before`` and ``after`` are not states of one game
            (other rules, or ``after`` does not follow ``before`` by one
            move: another round, a finished game), ``move`` is not one of
            its moves, ``seat`` is not a seat, ``names`` is not one string
            per seat, or ``lang`` is unknown.

    >>> from cardrules import chupate
    >>> state = chupate.new_game(chupate.Rules(players=2), seed=3)
    >>> move = chupate.parse_move("draw")
    >>> describe(state, move, state.play(move), seat=0)  # doctest: +ELLIPSIS
    '  on ...: seat 1 [7 cards] draws a card (C-7)'
    >>> describe(state, move, state.play(move), seat=0, names=("Ana", "Bo"))  # doctest: +ELLIPSIS
    '  on ...: seat 1 (Bo) [7 cards] draws a card (C-7)'
    >>> describe(state, move, state.play(move), seat=0, lang="es")  # doctest: +ELLIPSIS
    '  sobre ...: jugador 1 [7 cartas] roba una carta (C-7)'
    """
    check_lang(lang)
    spec = _spec_of_state(before)
    if spec is None:
        msg = f"describe needs two states and a move of one game, got {_three(before, move, after)}"
        raise RulesError(msg)
    named = _checked(before, seat, names)
    if type(after) is type(before):
        _check_step(before, move, after)
    if isinstance(after, spec.state_type) and isinstance(move, spec.move_type):
        return str(_told(_narrator(before).turn, before, move, after, seat, named, lang=lang))
    msg = f"describe needs two states and a move of one game, got {_three(before, move, after)}"
    raise RulesError(msg)


def describe_round_start(
    state: GameState, *, names: Sequence[str] | None = None, lang: str = "en"
) -> tuple[str, ...]:
    """The lines that open a round: who starts, the deal, the first card (public).

    Args:
        state: a state at the start of a round (``new_game``, or just after
            a round ended in a match that goes on).
        names: one name per seat (``None``: ``seat N``).
        lang: ``"en"`` (the default) or ``"es"``.

    Returns:
        One or more lines; the first starts ``Round N`` (``Ronda N``).

    Raises:
        RulesError: ``state`` is not a game state, ``names`` is not one
            string per seat, or ``lang`` is unknown.
    """
    check_lang(lang)
    named = _checked(state, None, names)
    return tuple(_told(_narrator(state).round_start, state, named, lang=lang))


def describe_round_end(
    after: GameState, *, names: Sequence[str] | None = None, lang: str = "en"
) -> tuple[str, ...]:
    """The lines that close a round: its points and what was left (public).

    Args:
        after: the state just after the round's last move (its
            ``last_round`` is the finished round).
        names: one name per seat (``None``: ``seat N``).
        lang: ``"en"`` (the default) or ``"es"``.

    Returns:
        One or more lines; the first starts ``Round N over``.

    Raises:
        RulesError: ``after`` is not a game state, no round has ended,
            ``names`` is not one string per seat, or ``lang`` is unknown.
    """
    check_lang(lang)
    named = _checked(after, None, names)
    if after.last_round is None:
        msg = "describe_round_end: no round has ended in this state"
        raise RulesError(msg)
    return tuple(_told(_narrator(after).round_end, after, named, lang=lang))


def describe_game_end(
    final: GameState, moves: int, *, names: Sequence[str] | None = None, lang: str = "en"
) -> tuple[str, ...]:
    """The lines that close a finished game: rounds, moves, scores, winners.

    Args:
        final: the state after the last move.
        moves: how many moves the game took.
        names: one name per seat (``None``: ``seat N``).
        lang: ``"en"`` (the default) or ``"es"``.

    Returns:
        The lines; the first says how long the game was.

    Raises:
        RulesError: ``final`` is not a game state, the game is not over,
            ``names`` is not one string per seat, or ``lang`` is unknown.
    """
    check_lang(lang)
    named = _checked(final, None, names)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves < 2**63:
        msg = f"describe_game_end: moves must be an int from 0 to 2**63-1, got {quote(moves)}"
        raise RulesError(msg)
    if not final.is_over:
        msg = "describe_game_end: the game is not over"
        raise RulesError(msg)
    return tuple(_told(_narrator(final).game_end, final, moves, named, lang=lang))


def _hand_line(state: GameState, seat: int, names: Names, lang: str = "en") -> str:
    return words(
        "say.hand",
        lang,
        seat=seat_text(seat, names, lang),
        cards=cards_text(state.hands[seat], lang),
    )


def describe_turn(
    before: GameState,
    move: Any,
    after: GameState,
    *,
    seat: int | Spectator | None = None,
    names: Sequence[str] | None = None,
    lang: str = "en",
) -> tuple[str, ...]:
    """The move's line, then, when it ended a round, that round's end and the next one's start.

    Args:
        before: the state the move was played in.
        move: the move played.
        after: ``before.play(move)``.
        seat: tell it as this seat saw it; the new round's start then shows
            that seat's new hand (`SPECTATOR`: no hand at all).
        names: one name per seat (``None``: ``seat N``).
        lang: ``"en"`` (the default) or ``"es"``.

    Returns:
        The lines: `describe`'s, then `describe_round_end`'s and, when
        the game goes on, `describe_round_start`'s.

    Raises:
        RulesError: as `describe`.
    """
    lines = [describe(before, move, after, seat=seat, names=names, lang=lang)]
    ended = after.round != before.round or after.is_over
    if ended and getattr(after, "last_round", None) is not None:  # a game may keep no record
        lines += describe_round_end(after, names=names, lang=lang)
        if not after.is_over:
            lines += describe_round_start(after, names=names, lang=lang)
            if isinstance(seat, int):
                lines.append(_hand_line(after, seat, _checked(after, seat, names), lang))
    return tuple(lines)


def narrate_steps(
    start: GameState,
    steps: Iterable[_Step],
    *,
    seat: int | None = None,
    names: Sequence[str] | None = None,
    comments: Iterable[tuple[int, str]] = (),
    lang: str = "en",
) -> Iterator[str]:
    """Narrate a game from already played steps (``before``, ``move``, ``after``).

    The same lines as `narrate`, for steps a caller has played anyway (a
    `cardrules.bots.Step` fits), so no move is played twice.

    Args:
        start: the state before the first step.
        steps: the steps, in order; each one's ``before`` is the previous
            one's ``after``.
        seat: tell it as this seat saw it (``None``: show every hand).
        names: one name per seat (``None``: ``seat N``).
        comments: ``(position, text)`` pairs (a record's comments): each is
            told in braces after ``position`` moves.
        lang: ``"en"`` (the default) or ``"es"``.

    Yields:
        Lines: the round's start, one per move, each round's end and, when
        the game is over, its result.

    Raises:
        RulesError: ``seat`` is not a seat, ``names`` is not one string
            per seat, or ``lang`` is unknown (raised when the first line is
            asked for).
    """
    check_lang(lang)
    named = _checked(start, seat, names)
    notes = _notes(comments)
    yield from describe_round_start(start, names=names, lang=lang)
    if seat is not None:
        yield _hand_line(start, seat, named, lang)
    yield from notes.get(0, ())
    moves = 0
    last = start
    for step in _steps(steps):
        moves += 1
        before, after = step.before, step.after
        yield from describe_turn(before, step.move, after, seat=seat, names=names, lang=lang)
        yield from notes.get(moves, ())
        last = after
    if last.is_over:
        yield from describe_game_end(last, moves, names=names, lang=lang)


def _notes(comments: Iterable[tuple[int, str]]) -> dict[int, list[str]]:
    """The comments' lines by position, once each is checked to be ``(position, text)``."""
    notes: dict[int, list[str]] = {}
    try:
        items = list(comments)
    except TypeError:
        msg = f"comments must be (position, text) pairs, got {quote(comments)}"
        raise RulesError(msg) from None
    for item in items:
        if not isinstance(item, tuple) or len(item) != 2:
            msg = f"a comment must be a (position, text) pair, got {quote(item)}"
            raise RulesError(msg)
        where, text = item
        if isinstance(where, bool) or not isinstance(where, int) or not isinstance(text, str):
            msg = f"a comment must be a (position, text) pair, got {quote(item)}"
            raise RulesError(msg)
        notes.setdefault(where, []).append(f"  {{{text}}}")
    return notes


def _steps(steps: Iterable[_Step]) -> Iterator[_Step]:
    """``steps``, each checked to have a ``before``, a ``move`` and an ``after``."""
    try:
        items = iter(steps)
    except TypeError:
        msg = f"narrate_steps needs an iterable of steps, got {quote(steps)}"
        raise RulesError(msg) from None
    for step in items:
        if not all(hasattr(step, name) for name in ("before", "move", "after")):
            msg = f"a step has a before, a move and an after, got {quote(step)}"
            raise RulesError(msg)
        yield step


class _Played:
    __slots__ = ("after", "before", "move")

    def __init__(self, before: Any, move: Any, after: Any) -> None:
        self.before, self.move, self.after = before, move, after


def _play(start: GameState, moves: Iterable[Any]) -> Iterator[_Played]:
    state: Any = start
    parse = game_of(start).parse_move
    if isinstance(moves, str | bytes) or not isinstance(moves, Iterable):
        msg = f"narrate needs an iterable of moves, got {quote(moves)}"
        raise RulesError(msg)
    for move in moves:
        parsed = parse(move) if isinstance(move, str) else move
        played = state.play(parsed)
        yield _Played(state, parsed, played)
        state = played


def narrate(
    start: GameState,
    moves: Iterable[Any],
    *,
    seat: int | None = None,
    names: Sequence[str] | None = None,
    lang: str = "en",
) -> Iterator[str]:
    """Play ``moves`` from ``start`` and narrate the game, lazily.

    Args:
        start: where the game starts (``new_game(...)`` or a position).
        moves: the moves, each a ``Move`` or its notation.
        seat: tell it as this seat saw it (``None``: show every hand).
        names: one name per seat (``None``: ``seat N``).
        lang: ``"en"`` (the default) or ``"es"``.

    Yields:
        Lines: the round's start, one per move, each round's end and, when
        the game is over, its result.

    Raises:
        NotationError: a move's notation does not parse.
        IllegalMoveError: a move is not legal where it is played (raised
            when its line is asked for; the earlier lines are out already).
        RulesError: ``seat`` is not a seat, ``names`` is not one string
            per seat, or ``lang`` is unknown.

    >>> from cardrules import veneno
    >>> start = veneno.new_game(veneno.Rules(players=2), seed=3)
    >>> lines = list(narrate(start, [start.legal_moves()[0]]))
    >>> lines[0], len(lines)
    ('Round 1: seat 1 starts; 3 cards each, 41 left in the stock', 2)
    """
    return narrate_steps(start, _play(start, moves), seat=seat, names=names, lang=lang)


def _seat_move(move: Any, lang: str = "en") -> str:
    """A move in words, from its notation alone (no state is known)."""
    return str(_told(game_of(move).needs("narrator", "narration").seat_move, move, lang=lang))


def narrate_seat_record(
    record: SeatRecord, *, names: Sequence[str] | None = None, lang: str = "en"
) -> Iterator[str]:
    """Tell a seat's record: the public moves, and that seat's own cards.

    A seat's record holds no other hand, so it is told from its own content
    (who played what, and the cards that came to the seat), not from states.

    Args:
        record: a `cardrules.records.SeatRecord`.
        names: one name per seat (``None``: ``seat N``); pass
            ``record.names`` to use the names the record holds.
        lang: ``"en"`` (the default) or ``"es"``.

    Yields:
        One line per deal, per card that came, per move and per comment.

    Raises:
        RecordError: the seat plays a card its record never gave it.
        RulesError: ``record`` is not a seat's record, ``names`` is not
            one string per seat, or ``lang`` is unknown.
    """
    check_lang(lang)
    if not isinstance(record, SeatRecord):
        msg = f"narrate_seat_record needs a SeatRecord, got {quote(record)}"
        raise RulesError(msg)
    named = check_names(names, record.rules.players, "narration")
    seat = record.seat
    who = seat_text(seat, named, lang)
    hands = record.hands()
    dealt, drawn = dict(record.dealt), dict(record.drawn)
    notes: dict[int, list[str]] = {}
    for where, text in record.comments:
        notes.setdefault(where, []).append(f"  {{{text}}}")
    for position in range(len(record.moves) + 1):
        if position in dealt:
            dealt_to = who[:1].upper() + who[1:]
            yield words("say.dealt", lang, who=dealt_to, cards=cards_text(dealt[position], lang))
        if position in drawn:
            yield words("say.gets", lang, who=who, cards=cards_text(drawn[position], lang))
        yield from notes.get(position, ())
        if position == len(record.moves):
            break
        mover = record.movers[position]
        moved = f"{seat_text(mover, named, lang)} {_seat_move(record.moves[position], lang)}"
        line = words("say.move", lang, number=position + 1, moved=moved)
        if mover == seat:
            line += words("say.hand_after", lang, cards=cards_text(hands[position + 1], lang))
        yield line
