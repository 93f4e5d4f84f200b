"""``cardrules play``: a person takes a seat in the terminal, bots take the others.

The person sees their hand, the public table and every other seat's move as
it happens (told as their seat saw it, `cardrules.narration`), then the
numbered legal moves; they type a number or a move's notation, or one of the
commands of `HELP`. Bad input gets a one-line message and a new prompt.
"""

from __future__ import annotations

import argparse
import datetime
import re
import secrets
from collections.abc import Callable, Sequence
from typing import Any, TextIO

import attrs

from cardrules import chupate, veneno
from cardrules._phrases import cards_text, count_text
from cardrules._quote import quote
from cardrules.bots import Bot, ChupateGreedyBot, RandomBot, VenenoGreedyBot
from cardrules.cli._chupate import chupate_rule_arguments, chupate_rules
from cardrules.cli._common import BOT_KINDS, BOT_SEED_HELP, bot_seed, int_arg
from cardrules.cli._veneno import veneno_rule_arguments, veneno_rules
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.narration import describe_game_end, describe_turn, narrate_steps
from cardrules.records import Record, write_records

__all__ = ["HELP", "TABLES", "Table", "play_arguments", "play_game"]

_NUMBER = re.compile(r"[0-9]+")
"""A move's number: ASCII digits only (``str.isdigit`` also takes ``²`` and ``①``)."""

_DIGITS = 6
"""Numbers of more digits than this name no move (and are never turned into ints)."""

_SURROGATE = re.compile(r"[\ud800-\udfff]")

HELP = """\
commands:
  N             play move number N of the list
  MOVE          play a move by its notation (R7, W:G, draw, 7C@2 ...)
  why MOVE      the rule that forbids MOVE here, if any
  show          your hand, the table and your moves again
  save FILE     write the game so far to FILE as a record (seed included:
                opening it shows every hand)
  save FILE mine
                write only what you saw (no seed, no other hand)
  help          this list
  quit          leave (end of input leaves too)"""


@attrs.frozen
class Table:
    """One game ``play`` can seat a person at."""

    name: str
    title: str
    add_rule_arguments: Callable[[argparse.ArgumentParser], None]
    rules: Callable[[argparse.Namespace], Any]
    new_game: Callable[[Any, int], Any]
    greedy: Bot[Any, Any]
    parse_move: Callable[[str], Any]
    table: Callable[[Any], list[str]]


def _chupate_table(view: chupate.View) -> list[str]:
    color = "none yet" if view.color is None else view.color.name.lower()
    way = "clockwise" if view.direction == chupate.CW else "counter-clockwise"
    lines = [f"  top card {view.discard[-1]}, color {color}; play goes {way}"]
    if view.owed:
        lines.append(f"  seat {view.current_player} owes {view.owed} (phase {view.phase.value})")
    sizes = ", ".join(f"seat {s}: {n}" for s, n in enumerate(view.hand_sizes))
    lines.append(f"  cards in hand: {sizes}; stock {view.stock_size}")
    if view.round > 1 or view.rules.target is not None:
        lines.append("  scores: " + ", ".join(map(str, view.scores)))
    return lines


def _zone(seat: int, zone: Sequence[veneno.Card], rules: veneno.Rules) -> str:
    """``seat 0: 9B 7B (0 poison points)``: a zone, counted as the round's end counts it (V-9)."""
    points = veneno.zone_points(zone, rules)
    return f"seat {seat}: {cards_text(zone)} ({count_text(points, 'poison point')})"


def _veneno_table(view: veneno.View) -> list[str]:
    rules = view.rules
    piles = "; ".join(
        f"{i}: {cards_text(pile)} (total {sum(rules.value(c) for c in pile)})"
        for i, pile in enumerate(view.piles)
    )
    sizes = ", ".join(f"seat {s}: {n}" for s, n in enumerate(view.hand_sizes))
    return [
        f"  piles {piles}",
        f"  cards in hand: {sizes}; stock {view.stock_size}",
        "  taken this round: "
        + "; ".join(_zone(seat, zone, rules) for seat, zone in enumerate(view.taken)),
        "  scores (poison points, fewer is better): " + ", ".join(map(str, view.scores)),
    ]


TABLES: dict[str, Table] = {
    "veneno": Table(
        "veneno",
        "Veneno",
        veneno_rule_arguments,
        veneno_rules,
        veneno.new_game,
        VenenoGreedyBot(),
        veneno.parse_move,
        _veneno_table,
    ),
    "chupate": Table(
        "chupate",
        "Chúpate 2",
        chupate_rule_arguments,
        chupate_rules,
        chupate.new_game,
        ChupateGreedyBot(),
        chupate.parse_move,
        _chupate_table,
    ),
}


def play_arguments(parser: argparse.ArgumentParser, table: Table) -> None:
    """The options of ``cardrules play GAME``."""
    parser.add_argument("--seat", type=int_arg, required=True, help="your seat, from 0")
    table.add_rule_arguments(parser)
    parser.add_argument(
        "--seed",
        type=int_arg,
        help="the game's seed, 0..2**64-1 (default: a fresh random one, not shown)",
    )
    parser.add_argument(
        "--bots",
        default="greedy",
        metavar="B[,B...]",
        help="the other seats' bots, random or greedy: one name for all, or one per "
        "other seat in seat order (default greedy)",
    )
    parser.add_argument("--bot-seed", type=int_arg, metavar="SEED", help=BOT_SEED_HELP)


def _bots(args: argparse.Namespace, table: Table, players: int) -> list[Any]:
    names = [name.strip() for name in args.bots.split(",")]
    others = players - 1
    if len(names) == 1:
        names *= others
    if len(names) != others or any(name not in BOT_KINDS for name in names):
        msg = (
            f"--bots: one of {', '.join(BOT_KINDS)} for all, or one per other seat "
            f"({others}), got {quote(args.bots)}"
        )
        raise RulesError(msg)
    kinds = iter(names)
    randoms = RandomBot.for_seats(bot_seed(args), players)
    bots: list[Any] = []
    for seat in range(players):
        if seat == args.seat:
            bots.append(None)
            continue
        kind = next(kinds)
        bots.append(table.greedy if kind == "greedy" else randoms[seat])
    return bots


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

    def names(self) -> tuple[str, ...]:
        """Each seat's name, in a saved record: ``you``, ``greedy bot`` (told ``seat 2 (you)``)."""
        return tuple(
            "you" if seat == self.seat else f"{kind} bot" for seat, kind in enumerate(self.kinds)
        )


def play_game(args: argparse.Namespace, table: Table, read: TextIO, write: TextIO) -> int:
    """Run a game with a person at ``args.seat``; return the exit code (0).

    Raises:
        RulesError: a bad option value (before anything is printed).
    """
    rules = table.rules(args)
    if not 0 <= args.seat < rules.players:
        msg = f"--seat must be a seat from 0 to {rules.players - 1}, got {args.seat}"
        raise RulesError(msg)
    if args.seed is None:
        args.seed = secrets.randbits(64)
    start = table.new_game(rules, args.seed)
    bots = _bots(args, table, rules.players)
    kinds = ["" if bot is None else "greedy" if bot is table.greedy else "random" for bot in bots]
    game = _Game(table, args.seat, start, start, bots, kinds)

    def say(*lines: str) -> None:
        for line in lines:
            print(line, file=write)
        write.flush()

    say(
        f"{table.title}, {rules.players} players, rules {rules.to_dict()}; you are seat "
        f"{args.seat}. Type a move's number or notation; help lists the commands."
    )
    say(*narrate_steps(start, (), seat=args.seat, names=game.names()))
    while True:
        _bots_play(game, say)
        if game.state.is_over:
            say(*describe_game_end(game.state, len(game.moves), names=game.names()))
            say("The game is over: save FILE keeps it; quit (or end of input) leaves.")
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
                say("", "End of input: goodbye.")
                return 0
            if _SURROGATE.search(line):  # bytes that are not UTF-8, escaped by the reader
                say("not UTF-8 text: type a move's number or notation (help lists them)")
                continue
            done = _command(game, line.strip(), say)
            if done == "quit":
                say("Goodbye.")
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
    say(*describe_turn(before, move, game.state, seat=game.seat, names=game.names()))


def _show(game: _Game, say: Callable[..., None]) -> None:
    view = game.state.view(game.seat)
    say(f"Your turn (seat {game.seat}):", *game.table.table(view))
    say(f"  your hand: {cards_text(view.hand)}")
    moves = game.state.legal_moves()
    say("  moves: " + "  ".join(f"{i}) {m}" for i, m in enumerate(moves, start=1)))


def _why(state: Any, text: str, parse: Callable[[str], Any]) -> str:
    try:
        move = parse(text)
    except RulesError as error:
        return f"not a move: {error}"
    why: str | None = state.why_illegal(move)
    return f"{move} is legal here" if why is None else why


def _save(game: _Game, words: Sequence[str]) -> str:
    if not 1 <= len(words) <= 2 or (len(words) == 2 and words[1] != "mine"):
        return "usage: save FILE, or save FILE mine"
    record = Record.from_game(
        game.start,
        game.moves,
        names=game.names(),
        date=datetime.date.today().isoformat(),
        tags=[("Event", f"cardrules play, seat {game.seat}")],
    )
    text = write_records([record.for_seat(game.seat) if len(words) == 2 else record])
    try:
        with open(words[0], "w", encoding="utf-8") as file:
            file.write(text)
    except (OSError, ValueError) as error:  # ValueError: a NUL in the name
        reason = getattr(error, "strerror", None) or error
        return f"could not save to {quote(words[0])}: {reason}"
    whose = "what you saw" if len(words) == 2 else "the game"
    return f"saved {whose} ({count_text(len(game.moves), 'move')}) to {words[0]}"


def _command(game: _Game, line: str, say: Callable[..., None]) -> str:
    """Act on one line; return ``played``, ``quit`` or ``""`` (prompt again)."""
    word, _, rest = line.partition(" ")
    rest = rest.strip()
    state = game.state
    if not line:
        return ""
    if word == "quit" and not rest:
        return "quit"
    if word == "help" and not rest:
        say(HELP)
    elif word == "show" and not rest:
        if state.is_over:
            say("The game is over.")
        else:
            _show(game, say)
    elif word == "why":
        say(_why(state, rest, game.table.parse_move) if rest else "usage: why MOVE")
    elif word == "save":
        say(_save(game, rest.split()))
    elif state.is_over:
        say("The game is over: save FILE or quit.")
    elif _NUMBER.fullmatch(line):
        moves = state.legal_moves()
        # a number too long for any list of moves is not turned into an int
        number = int(line) if len(line) <= _DIGITS else 0
        if not 1 <= number <= len(moves):
            shown = line if len(line) <= _DIGITS else quote(line)
            say(f"no move {shown}: the moves are numbered 1 to {len(moves)}")
            return ""
        _advance(game, moves[number - 1], say)
        return "played"
    else:
        try:
            move = game.table.parse_move(line)
        except RulesError:
            say(f"not a move or a command: {quote(line)} (help lists them)")
            return ""
        try:
            _advance(game, move, say)
        except IllegalMoveError as error:
            say(f"not legal here: {error}")
            return ""
        return "played"
    return ""
