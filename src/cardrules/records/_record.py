"""Records as values: a whole game (`Record`) and one seat's record of it (`SeatRecord`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from cardrules._quote import quote
from cardrules._validate import is_int_in
from cardrules.errors import IllegalMoveError, RecordError, RulesError
from cardrules.games import GameSpec, game_of
from cardrules.i18n import Message, make_error, nested
from cardrules.records._games import Rules, card_type, parse_card, spec_of_rules
from cardrules.rng import check_seed

__all__ = ["MAX_LINE", "MAX_TEXT", "PUBLIC_TAGS", "Record", "SeatRecord"]

TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,63}")
"""What a header's name may be."""

_RESERVED = re.compile(r"Game|Rules|Seed|Seat|Player[0-9]+")
"""Header names a record fills in from its fields, never from ``tags``."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")
"""Control characters, and lone surrogates (no file can hold them as UTF-8)."""

_SURROGATE = re.compile(r"[\ud800-\udfff]")

MAX_TEXT = 10_000
"""The longest a record's name, tag value or comment may be, in characters.

It keeps every line a record writes within `MAX_LINE`, so whatever is written
reads back.
"""

MAX_LINE = 100_000
"""The longest line a record file may hold, in characters (`RecordError` beyond)."""

PUBLIC_TAGS = ("Event", "Site", "Date", "Round", "Result", "Library", "Rotation", "Capped")
"""The tags a seat's record may hold: nothing in them tells the deal.

`Record.for_seat` keeps only these (a ``Tournament`` and ``Deal`` tag, from
which `cardrules.tournament.deal_seed` gives the seed, are left out), and a
`SeatRecord` refuses any other.
"""


def _library() -> str:
    from cardrules import __version__  # noqa: PLC0415 - the package imports this module

    return f"cardrules {__version__}"


def _check_text(value: object, what: str | Message) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT or _CONTROL.search(value):
        raise make_error(
            RecordError, "record.text", what=what, longest=f"{MAX_TEXT:,}", value=quote(value)
        )
    return value


def _names(value: object, players: int) -> tuple[str, ...]:
    names = _tuple(value, "names")
    if names and len(names) != players:
        raise make_error(RecordError, "record.names", players=players, got=len(names))
    return tuple(_check_text(name, "a seat's name") for name in names)


def _tuple(value: object, what: str) -> tuple[Any, ...]:
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise make_error(RecordError, "record.sequence", what=what, value=quote(value))
    return tuple(value)


def _tags(value: object) -> tuple[tuple[str, str], ...]:
    out = []
    seen = set()
    for item in _tuple(value, "tags"):
        if not isinstance(item, tuple) or len(item) != 2:
            raise make_error(RecordError, "record.tag_pair", value=quote(item))
        name, text = item
        if not isinstance(name, str) or not TAG_NAME.fullmatch(name):
            raise make_error(RecordError, "record.tag_name", value=quote(name))
        if _RESERVED.fullmatch(name):
            raise make_error(RecordError, "record.tag_reserved", name=quote(name))
        if name in seen:
            raise make_error(RecordError, "record.tag_twice", name=quote(name))
        seen.add(name)
        out.append((name, _check_text(text, Message("record.the_tag", {"name": quote(name)}))))
    return tuple(out)


def _comments(value: object, moves: int) -> tuple[tuple[int, str], ...]:
    out = []
    for item in _tuple(value, "comments"):
        if not isinstance(item, tuple) or len(item) != 2:
            raise make_error(RecordError, "record.comment_pair", value=quote(item))
        where, text = item
        if not is_int_in(where, 0, moves):
            raise make_error(RecordError, "record.comment_at", moves=moves, value=quote(where))
        if (
            not isinstance(text, str)
            or len(text) > MAX_TEXT
            or "}" in text
            or "\r" in text
            or _SURROGATE.search(text)
        ):
            raise make_error(
                RecordError, "record.comment_text", longest=f"{MAX_TEXT:,}", value=quote(text)
            )
        out.append((where, text))
    return tuple(sorted(out, key=lambda pair: pair[0]))


def _moves(kind: GameSpec, value: object) -> tuple[Any, ...]:
    out = []
    for number, move in enumerate(_tuple(value, "moves"), start=1):
        if isinstance(move, str):
            try:
                move = kind.parse_move(move)  # noqa: PLW2901 - the parsed form replaces the text
            except RulesError as error:
                raise make_error(
                    RecordError, "record.move_text", number=number, error=nested(error)
                ) from error
        if not isinstance(move, kind.move_type):
            raise make_error(
                RecordError, "record.not_a_move", number=number, game=kind.id, value=quote(move)
            )
        out.append(move)
    return tuple(out)


def _seat(value: object, players: int, what: str) -> int:
    if not is_int_in(value, 0, players - 1):
        raise make_error(
            RecordError, "record.seat", what=what, last=players - 1, value=quote(value)
        )
    return value


def result_text(final: Any) -> str:
    """The ``Result`` header of a finished game: winners, then scores."""
    winners = " ".join(map(str, final.winners))
    scores = " ".join(map(str, final.scores))
    return f"winners {winners}; scores {scores}"


@attrs.frozen
class Record:
    """A whole game as it was played: rules, seed and moves, with its headers.

    From these, `replay` rebuilds every state, checking every move against
    the rules. Build one with `from_game` (or directly); `write_records`
    writes records as text and `read_records` reads them back.

    Attributes:
        rules: the ``Rules`` of a registered game (`cardrules.games`).
        seed: the seed: the game starts at ``new_game(rules, seed)``.
        moves: the moves, in order (a ``Move`` or its notation; kept as moves).
        names: each seat's name (one per seat), or ``()``.
        tags: the other headers as ``(name, value)`` pairs, in order: ``Date``,
            ``Result``, ``Library`` and any free tag.
        comments: ``(position, text)`` pairs; position ``n`` is after ``n``
            moves (0: before the first).

    Raises:
        RecordError: a field is not what it must be (a move of another game,
            a tag named like a reserved header, a comment holding ``}``...).

    >>> from cardrules import veneno
    >>> start = veneno.new_game(veneno.Rules(players=2), seed=5)
    >>> record = Record.from_game(start, start.legal_moves()[:1], names=("Ana", "Bo"))
    >>> record.game, len(record.replay())
    ('veneno', 2)
    """

    rules: Rules
    seed: int
    moves: tuple[Any, ...] = ()
    names: tuple[str, ...] = ()
    tags: tuple[tuple[str, str], ...] = ()
    comments: tuple[tuple[int, str], ...] = ()

    def __attrs_post_init__(self) -> None:
        kind = spec_of_rules(self.rules)
        try:
            check_seed(self.seed)
        except RulesError as error:
            raise RecordError(str(error), key=error.key, params=error.params) from error
        moves = _moves(kind, self.moves)
        object.__setattr__(self, "moves", moves)
        object.__setattr__(self, "names", _names(self.names, self.rules.players))
        object.__setattr__(self, "tags", _tags(self.tags))
        object.__setattr__(self, "comments", _comments(self.comments, len(moves)))

    @property
    def game(self) -> str:
        """The game's name, as the ``Game`` header writes it."""
        return spec_of_rules(self.rules).id

    def start(self) -> Any:
        """The state the game starts from: ``new_game(rules, seed)``."""
        return spec_of_rules(self.rules).new_game(self.rules, self.seed)

    def replay(self) -> tuple[Any, ...]:
        """Every state of the game, the start first; every move checked.

        Returns:
            ``len(moves) + 1`` states.

        Raises:
            RecordError: a move is not legal where it is played; the message
                names the move's number (from 1), the move and the rule.
        """
        state = self.start()
        states = [state]
        for number, move in enumerate(self.moves, start=1):
            try:
                state = state.play(move)
            except IllegalMoveError as error:
                raise make_error(
                    RecordError,
                    "record.illegal",
                    number=number,
                    move=str(move),
                    error=nested(error),
                ) from error
            states.append(state)
        return tuple(states)

    @classmethod
    def from_game(
        cls,
        start: Any,
        moves: Sequence[Any],
        *,
        names: Sequence[str] = (),
        date: str | None = None,
        tags: Sequence[tuple[str, str]] = (),
        comments: Sequence[tuple[int, str]] = (),
    ) -> Record:
        """Record a game played from ``start``.

        Adds the headers ``Date`` (when given: the library reads no clock),
        ``Result`` (when the game is over) and ``Library`` before ``tags``.

        Args:
            start: ``new_game(rules, seed)`` of either game; a record starts
                from a new game, so a position built otherwise is refused.
            moves: the moves played from it (``Move``s or notation).
            names: each seat's name, or none.
            date: the day it was played, e.g. ``"2026-11-30"``.
            tags: more headers, ``(name, value)``.
            comments: ``(position, text)``; position ``n`` is after ``n`` moves.

        Returns:
            The record.

        Raises:
            RecordError: ``start`` is not a new game, a move is illegal, or
                a header or comment is malformed.
        """
        rules = getattr(start, "rules", None)
        kind = spec_of_rules(rules)
        seed = getattr(start, "seed", None)
        if not isinstance(seed, int) or start != kind.new_game(rules, seed):
            raise make_error(RecordError, "record.not_new_game")
        head: list[tuple[str, str]] = []
        if date is not None:
            head.append(("Date", date))
        if date is not None:
            _check_text(date, "date")
        # the fields are checked there (a tuple() here would fail on junk first)
        record = cls(start.rules, seed, moves, names, (), comments)  # type: ignore[arg-type]
        final = record.replay()[-1]
        if final.is_over:
            head.append(("Result", result_text(final)))
        head.append(("Library", _library()))
        return attrs.evolve(record, tags=(*head, *_tags(tags)))

    def for_seat(self, seat: int) -> SeatRecord:
        """The game as ``seat`` saw it: no seed, no card it never held.

        Args:
            seat: the seat, 0 to ``players - 1``.

        Returns:
            A `SeatRecord` with the public moves, who played them, and the
            cards that came into ``seat``'s hand, when they came. Names are
            kept, and of the tags only the `PUBLIC_TAGS` (a ``Tournament``
            and ``Deal`` tag would give the seed); comments are left out (a
            comment may say anything, another seat's cards included).

        Raises:
            RecordError: ``seat`` is not a seat, or a move does not replay.
        """
        seat = _seat(seat, self.rules.players, "for_seat")
        states = self.replay()
        hand = tuple(states[0].hands[seat])
        dealt = [(0, hand)]
        drawn = []
        movers = []
        for index, move in enumerate(self.moves):
            before, after = states[index], states[index + 1]
            mover = before.current_player
            movers.append(mover)
            true = tuple(after.hands[seat])
            if after.round != before.round:
                dealt.append((index + 1, true))
            else:
                # the hand as `hands` will rebuild it, then what came on top of it
                earlier = (self.moves[index - 1], movers[index - 1]) if index else None
                try:
                    kept: tuple[Any, ...] | None = _played_out(
                        hand, move, mover, seat, earlier, index + 1
                    )
                except RecordError:  # a game whose moves these rules do not fit
                    kept = None
                if kept is not None and true[: len(kept)] == kept:
                    if len(true) > len(kept):
                        drawn.append((index + 1, true[len(kept) :]))
                else:  # a game that reorders a hand: the seat is told its whole hand
                    dealt.append((index + 1, true))
            hand = true
        return SeatRecord(
            self.rules,
            seat,
            self.moves,
            tuple(movers),
            tuple(dealt),
            tuple(drawn),
            self.names,
            tuple((name, value) for name, value in self.tags if name in PUBLIC_TAGS),
        )


def _played_out(
    hand: tuple[Any, ...],
    move: Any,
    mover: int,
    seat: int,
    earlier: tuple[Any, int] | None,
    number: int,
) -> tuple[Any, ...]:
    """``hand`` once ``move`` (number ``number``) is played, if ``seat`` played a card with it.

    The card comes out of the hand where the game says (`_drawn_card_next`):
    the first equal card, or the last card of the hand when the seat's move
    just before drew it to play (Chúpate 2's ``draw``, C-7).

    Raises:
        RecordError: the seat plays a card it does not hold, or, just after
            such a draw, another card than the drawn one.
    """
    card = getattr(move, "card", None)
    if mover != seat or card is None:
        return hand
    if card not in hand:
        raise make_error(
            RecordError,
            "record.never_given",
            number=number,
            move=str(move),
            seat=seat,
            card=str(card),
        )
    # Just after a draw that leaves only the drawn card to play, the last of
    # the hand, the game takes that copy, not an equal one held before.
    if earlier is not None and earlier[1] == seat and _drawn_card_next(earlier[0]):
        if hand[-1] != card:
            raise make_error(
                RecordError,
                "record.play_drawn",
                number=number,
                move=str(move),
                seat=seat,
                drawn=str(hand[-1]),
                card=str(card),
            )
        return hand[:-1]
    at = hand.index(card)
    return hand[:at] + hand[at + 1 :]


def _drawn_card_next(move: Any) -> bool:
    """Whether ``move``'s game says a card played next by its seat is the one it drew."""
    hook = game_of(move).drawn_card_next
    return hook is not None and bool(hook(move))


def _cards_at(kind: GameSpec, value: object, moves: int, what: str) -> tuple[Any, ...]:
    out = []
    last = -1
    for item in _tuple(value, what):
        if not isinstance(item, tuple) or len(item) != 2:
            raise make_error(RecordError, "record.cards_pair", what=what, value=quote(item))
        where, cards = item
        if isinstance(where, bool) or not isinstance(where, int) or not last < where <= moves:
            raise make_error(
                RecordError, "record.cards_at", what=what, moves=moves, value=quote(where)
            )
        last = where
        parsed = []
        for card in _tuple(cards, what):
            try:
                parsed.append(parse_card(kind, card) if isinstance(card, str) else card)
            except RulesError as error:
                raise make_error(
                    RecordError, "record.bad_card", what=what, error=nested(error)
                ) from error
            if not isinstance(parsed[-1], card_type(kind)):
                raise make_error(
                    RecordError, "record.not_a_card", what=what, game=kind.id, value=quote(card)
                )
        out.append((where, tuple(parsed)))
    return tuple(out)


@attrs.frozen
class SeatRecord:
    """A game as one seat saw it: the public moves and that seat's own cards.

    It holds nothing the seat could not know: no seed, no other hand, no
    stock. Its cards are those that came into the seat's hand, when they came:
    each deal (``dealt``) and each card drawn or taken (``drawn``). The other
    seats' cards are not in it, so whether their moves were legal cannot be
    checked; `hands` checks what can be: every card the seat itself played
    was in its hand.

    Attributes:
        rules: the game's ``Rules``.
        seat: whose record this is.
        moves: every move, by every seat (public).
        movers: the seat that played each move (public).
        dealt: ``(position, hand)``: the hand dealt to the seat after
            ``position`` moves (0: the first deal; in Veneno the starter's
            first draw is part of its hand).
        drawn: ``(position, cards)``: cards that came to the seat with move
            number ``position`` (its draws, the cards it took or was made to
            draw; in Veneno, the card drawn at the start of its turn comes
            with the move before it, V-4).
        names: each seat's name, or ``()``.
        tags: the other headers, ``(name, value)``: only `PUBLIC_TAGS`.
        comments: ``(position, text)``.

    Raises:
        RecordError: a field is malformed, or a tag is not one of the
            `PUBLIC_TAGS`.
    """

    rules: Rules
    seat: int
    moves: tuple[Any, ...]
    movers: tuple[int, ...]
    dealt: tuple[tuple[int, tuple[Any, ...]], ...]
    drawn: tuple[tuple[int, tuple[Any, ...]], ...] = ()
    names: tuple[str, ...] = ()
    tags: tuple[tuple[str, str], ...] = ()
    comments: tuple[tuple[int, str], ...] = ()

    def __attrs_post_init__(self) -> None:
        kind = spec_of_rules(self.rules)
        players = self.rules.players
        _seat(self.seat, players, "seat")
        moves = _moves(kind, self.moves)
        object.__setattr__(self, "moves", moves)
        movers = _tuple(self.movers, "movers")
        if len(movers) != len(moves):
            raise make_error(RecordError, "record.movers", moves=len(moves), got=len(movers))
        object.__setattr__(self, "movers", tuple(_seat(m, players, "a mover") for m in movers))
        dealt = _cards_at(kind, self.dealt, len(moves), "dealt")
        if not dealt or dealt[0][0] != 0:
            raise make_error(RecordError, "record.dealt_first")
        object.__setattr__(self, "dealt", dealt)
        object.__setattr__(self, "drawn", _cards_at(kind, self.drawn, len(moves), "drawn"))
        object.__setattr__(self, "names", _names(self.names, players))
        tags = _tags(self.tags)
        for name, _ in tags:
            if name not in PUBLIC_TAGS:
                raise make_error(
                    RecordError,
                    "record.public_tags",
                    tags=", ".join(PUBLIC_TAGS),
                    name=quote(name),
                )
        object.__setattr__(self, "tags", tags)
        object.__setattr__(self, "comments", _comments(self.comments, len(moves)))

    @property
    def game(self) -> str:
        """The game's name, as the ``Game`` header writes it."""
        return spec_of_rules(self.rules).id

    def hands(self) -> tuple[tuple[Any, ...], ...]:
        """The seat's hand after each move, the first deal first.

        Returns:
            ``len(moves) + 1`` hands.

        Raises:
            RecordError: the seat plays a card its record never gave it, or,
                just after drawing, another card than the drawn one (C-7);
                the message names the move's number.
        """
        dealt, drawn = dict(self.dealt), dict(self.drawn)
        hand: tuple[Any, ...] = ()
        hands = []
        for position in range(len(self.moves) + 1):
            if position in dealt:
                hand = dealt[position]
            hand = hand + drawn.get(position, ())
            hands.append(hand)
            if position == len(self.moves):
                break
            if position + 1 in dealt:
                continue  # the hand is told again, whole, after this move
            move = self.moves[position]
            earlier = (self.moves[position - 1], self.movers[position - 1]) if position else None
            hand = _played_out(hand, move, self.movers[position], self.seat, earlier, position + 1)
        return tuple(hands)
