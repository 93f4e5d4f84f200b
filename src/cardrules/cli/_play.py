"""``cardrules play``: a person takes a seat in the terminal, bots take the others.

The person sees their hand, the public table and every other seat's move as
it happens (told as their seat saw it, `cardrules.narration`), then the
numbered legal moves; they type a number or a move's notation, or one of the
commands of `HELP`. Bad input gets a one-line message and a new prompt.
With ``--lang es`` all of it is in Spanish (`cardrules.i18n`); the commands
are typed in English in both languages.
"""

from __future__ import annotations

import argparse
import datetime
import re
import secrets
from collections.abc import Callable, Sequence
from typing import Any, TextIO

import attrs

from cardrules._phrases import cards_text, count_text
from cardrules._quote import quote
from cardrules.cli import _present
from cardrules.cli._common import (
    BOT_SEED_HELP,
    bot_kinds,
    bot_seed,
    default_bot,
    int_arg,
    lang_argument,
    seat_bot,
)
from cardrules.cli._rules import add_rules_arguments, rules_from_args
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.games import GAMES, GameSpec
from cardrules.i18n import message, text
from cardrules.narration import describe_game_end, describe_turn, narrate_steps
from cardrules.records import Record, write_records

__all__ = ["HELP", "Table", "play_arguments", "play_game", "tables"]

_NUMBER = re.compile(r"[0-9]+")
"""A move's number: ASCII digits only (``str.isdigit`` also takes ``²`` and ``①``)."""

_DIGITS = 6
"""Numbers of more digits than this name no move (and are never turned into ints)."""

_SURROGATE = re.compile(r"[\ud800-\udfff]")

HELP = text("cli.help")
"""The commands at the prompt, in English (``text("cli.help", "es")`` in Spanish)."""


@attrs.frozen
class Table:
    """One game ``play`` can seat a person at, as its spec gives it.

    Attributes:
        spec: the game (`cardrules.games.GameSpec`).
    """

    spec: GameSpec

    @property
    def name(self) -> str:
        """The sub-command: the spec's short name."""
        return self.spec.name

    @property
    def title(self) -> str:
        """The game's title."""
        return self.spec.title

    def table(self, view: Any, lang: str = "en") -> list[str]:
        """The public table at the person's turn (`cardrules.cli._present.table`)."""
        return _present.table(self.spec, view, lang)


def tables() -> dict[str, Table]:
    """One table per registered game, by its short name."""
    return {spec.name: Table(spec) for spec in GAMES.values()}


def play_arguments(parser: argparse.ArgumentParser, table: Table) -> None:
    """The options of ``cardrules play GAME``."""
    parser.add_argument("--seat", type=int_arg, required=True, help="your seat, from 0")
    add_rules_arguments(parser, table.spec)
    parser.add_argument(
        "--seed",
        type=int_arg,
        help="the game's seed, 0..2**64-1 (default: a fresh random one, not shown)",
    )
    kinds = bot_kinds(table.spec)
    default = default_bot(table.spec)
    parser.add_argument(
        "--bots",
        default=default,
        metavar="B[,B...]",
        help=f"the other seats' bots, of {', '.join(kinds)}: one name for all, or one per "
        f"other seat in seat order (default {default})",
    )
    parser.add_argument("--bot-seed", type=int_arg, metavar="SEED", help=BOT_SEED_HELP)
    lang_argument(parser)


def _bots(args: argparse.Namespace, table: Table, rules: Any) -> tuple[list[Any], list[str]]:
    """Each seat's bot (``None`` at the person's seat) and its name in `cardrules.bots.BOTS`."""
    players = rules.players
    names = [name.strip() for name in args.bots.split(",")]
    others = players - 1
    if len(names) == 1:
        names *= others
    known = bot_kinds(table.spec)
    if len(names) != others or any(name not in known for name in names):
        msg = (
            f"--bots: one of {', '.join(known)} for all, or one per other seat "
            f"({others}), got {quote(args.bots)}"
        )
        raise RulesError(msg)
    others_names = iter(names)
    seed = bot_seed(args)
    bots: list[Any] = []
    kinds: list[str] = []
    for seat in range(players):
        if seat == args.seat:
            bots.append(None)
            kinds.append("")
            continue
        kind = next(others_names)
        bots.append(seat_bot(kind, rules, seed, seat))
        kinds.append(kind)
    return bots, kinds


@attrs.define
class _Game:
    """A game in progress at the terminal (the one mutable thing here, as a loop's state)."""

    table: Table
    seat: int
    start: Any
    state: Any
    bots: list[Any]
    kinds: list[str]
    moves: list[Any] = attrs.Factory(list)
    lang: str = "en"

    def names(self) -> tuple[str, ...]:
        """Each seat's name, in a saved record: ``you``, ``greedy bot`` (told ``seat 2 (you)``)."""
        return tuple(
            text("cli.name_you", self.lang)
            if seat == self.seat
            else text("cli.name_bot", self.lang, kind=kind)
            for seat, kind in enumerate(self.kinds)
        )


def play_game(args: argparse.Namespace, table: Table, read: TextIO, write: TextIO) -> int:
    """Run a game with a person at ``args.seat``; return the exit code (0).

    Raises:
        RulesError: a bad option value (before anything is printed).
    """
    rules = rules_from_args(table.spec, args)
    if not 0 <= args.seat < rules.players:
        msg = f"--seat must be a seat from 0 to {rules.players - 1}, got {args.seat}"
        raise RulesError(msg)
    if args.seed is None:
        args.seed = secrets.randbits(64)
    start = table.spec.new_game(rules, args.seed)
    bots, kinds = _bots(args, table, rules)
    lang = getattr(args, "lang", "en")
    game = _Game(table, args.seat, start, start, bots, kinds, lang=lang)

    def say(*lines: str) -> None:
        for line in lines:
            print(line, file=write)
        write.flush()

    say(
        text(
            "cli.banner",
            lang,
            title=table.title,
            players=rules.players,
            rules=rules.to_dict(),
            seat=args.seat,
        )
    )
    say(*narrate_steps(start, (), seat=args.seat, names=game.names(), lang=lang))
    while True:
        _bots_play(game, say)
        if game.state.is_over:
            say(*describe_game_end(game.state, len(game.moves), names=game.names(), lang=lang))
            say(text("cli.over", lang))
        else:
            _show(game, say)
        while True:
            write.write("> ")
            write.flush()
            try:
                line = read.readline()
            except UnicodeDecodeError:
                say("not UTF-8 text: type a move's number or notation (help lists them)")
                continue
            if not line:
                say("", text("cli.end_of_input", lang))
                return 0
            if _SURROGATE.search(line):  # bytes that are not UTF-8, escaped by the reader
                say("not UTF-8 text: type a move's number or notation (help lists them)")
                continue
            done = _command(game, line.strip(), say)
            if done == "quit":
                say(text("cli.goodbye", lang))
                return 0
            if done == "played":
                break


def _bots_play(game: _Game, say: Callable[..., None]) -> None:
    while not game.state.is_over and game.state.current_player != game.seat:
        before = game.state
        mover = before.current_player
        move, bot = game.bots[mover].choose(before.view(mover), before.legal_moves())
        game.bots[mover] = bot
        _advance(game, move, say)


def _advance(game: _Game, move: Any, say: Callable[..., None]) -> None:
    before = game.state
    game.state = before.play(move)
    game.moves.append(move)
    say(
        *describe_turn(before, move, game.state, seat=game.seat, names=game.names(), lang=game.lang)
    )


def _show(game: _Game, say: Callable[..., None]) -> None:
    view = game.state.view(game.seat)
    lang = game.lang
    say(text("cli.your_turn", lang, seat=game.seat), *game.table.table(view, lang))
    say(text("cli.your_hand", lang, cards=cards_text(view.hand, lang)))
    moves = game.state.legal_moves()
    listed = "  ".join(f"{i}) {m}" for i, m in enumerate(moves, start=1))
    say(text("cli.moves", lang, moves=listed))


def _why(state: Any, typed: str, parse: Callable[[str], Any], lang: str = "en") -> str:
    try:
        move = parse(typed)
    except RulesError as error:
        return text("cli.not_a_move", lang, error=message(error, lang))
    why: str | None = state.why_illegal(move, lang=lang)
    return text("cli.is_legal", lang, move=str(move)) if why is None else why


def _save(game: _Game, words: Sequence[str]) -> str:
    lang = game.lang
    if not 1 <= len(words) <= 2 or (len(words) == 2 and words[1] != "mine"):
        return text("cli.save_usage", lang)
    record = Record.from_game(
        game.start,
        game.moves,
        names=game.names(),
        date=datetime.date.today().isoformat(),
        tags=[("Event", f"cardrules play, seat {game.seat}")],
    )
    written = write_records([record.for_seat(game.seat) if len(words) == 2 else record])
    try:
        with open(words[0], "w", encoding="utf-8") as file:
            file.write(written)
    except (OSError, ValueError) as error:  # ValueError: a NUL in the name
        reason = getattr(error, "strerror", None) or error
        return text("cli.save_failed", lang, error=reason, file=quote(words[0]))
    whose = text("cli.saved_mine" if len(words) == 2 else "cli.saved_all", lang)
    moves = count_text(len(game.moves), "move", lang)
    return text("cli.saved", lang, whose=whose, moves=moves, file=words[0])


def _command(game: _Game, line: str, say: Callable[..., None]) -> str:
    """Act on one line; return ``played``, ``quit`` or ``""`` (prompt again)."""
    word, _, rest = line.partition(" ")
    rest = rest.strip()
    state = game.state
    lang = game.lang
    if not line:
        return ""
    if word == "quit" and not rest:
        return "quit"
    if word == "help" and not rest:
        say(text("cli.help", lang))
    elif word == "show" and not rest:
        if state.is_over:
            say(text("cli.over_short", lang))
        else:
            _show(game, say)
    elif word == "why":
        say(
            _why(state, rest, game.table.spec.parse_move, lang)
            if rest
            else text("cli.why_usage", lang)
        )
    elif word == "save":
        say(_save(game, rest.split()))
    elif state.is_over:
        say(text("cli.over_command", lang))
    elif _NUMBER.fullmatch(line):
        moves = state.legal_moves()
        # a number too long for any list of moves is not turned into an int
        number = int(line) if len(line) <= _DIGITS else 0
        if not 1 <= number <= len(moves):
            shown = line if len(line) <= _DIGITS else quote(line)
            say(text("cli.no_move_number", lang, number=shown, count=len(moves)))
            return ""
        _advance(game, moves[number - 1], say)
        return "played"
    else:
        try:
            move = game.table.spec.parse_move(line)
        except RulesError:
            say(text("cli.unknown", lang, line=quote(line)))
            return ""
        try:
            _advance(game, move, say)
        except IllegalMoveError as error:
            say(text("cli.not_legal", lang, error=message(error, lang)))
            return ""
        return "played"
    return ""
