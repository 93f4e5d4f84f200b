"""The ``cardrules`` command: watch bots play a game, turn by turn.

This is the only module of cardrules that prints. Everything it prints is
derived from the game's states (what changed between the state before a move
and the state after it), never from parsing strings.

Usage::

    cardrules demo veneno --players 4 --seed 1
    python -m cardrules demo veneno --players 3 --seed 7 --poison-overflow
    cardrules demo chupate --players 4 --teams --target 150 --seed 3
    cardrules demo veneno --bots greedy

Bots: ``--bots random`` (`RandomBot`, the default for
Veneno) or ``--bots greedy`` (`VenenoGreedyBot`,
`ChupateGreedyBot`, the default for Chúpate 2, whose
games between random bots run to about a thousand moves).

Exit codes: 0 when all went well, 2 for a usage error (a bad option or value).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

import attrs

from cardrules import chupate, veneno
from cardrules.bots import (
    Bot,
    ChupateGreedyBot,
    RandomBot,
    Step,
    VenenoGreedyBot,
    playthrough,
)
from cardrules.errors import RulesError

__all__ = ["main"]

V = TypeVar("V")
M = TypeVar("M")

EXIT_OK = 0
EXIT_USAGE = 2


@attrs.frozen
class _Demo:
    """One game the ``demo`` command can show.

    Attributes:
        name: the sub-command (``veneno``).
        summary: one line for ``--help``.
        add_arguments: adds the game's options to its parser.
        start: builds the game from the parsed options (raising ``RulesError``
            on a bad value) and returns the narration's lines, produced lazily.
    """

    name: str
    summary: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    start: Callable[[argparse.Namespace], Iterable[str]]


def _cards(cards: Iterable[object]) -> str:
    text = " ".join(str(card) for card in cards)
    return text or "(empty)"


def _seats(seats: Sequence[int]) -> str:
    return ", ".join(f"seat {seat}" for seat in seats)


def _scores(scores: Sequence[int]) -> str:
    return ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(scores))


_SEED_HELP = "the game's seed, 0..2**64-1 (default 1); the random bots' seeds derive from it"

_BOT_KINDS = ("random", "greedy")


def _bots_argument(parser: argparse.ArgumentParser, default: str, greedy: str) -> None:
    parser.add_argument(
        "--bots",
        choices=_BOT_KINDS,
        default=default,
        help=f"who plays: random moves, or {greedy}'s rules of thumb (default {default})",
    )


def _bots(args: argparse.Namespace, players: int, greedy: Bot[V, M]) -> tuple[Bot[V, M], ...]:
    """One bot per seat, of the kind ``--bots`` names."""
    if args.bots == "greedy":
        return (greedy,) * players
    return RandomBot.for_seats(args.seed, players)


# -- Veneno -------------------------------------------------------------------------


def _veneno_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players",
        type=int,
        default=4,
        choices=range(2, 7),
        metavar="N",
        help="number of players, 2 to 6 (default 4, V-3)",
    )
    parser.add_argument("--seed", type=int, default=1, help=_SEED_HELP)
    parser.add_argument("--reduced-deck", action="store_true", help="40 cards, no 8 and 9 (V-11)")
    parser.add_argument(
        "--copas-sin-veneno",
        action="store_true",
        help="four of a rank turns its copa into -2 points (V-12)",
    )
    parser.add_argument(
        "--loss-threshold",
        type=int,
        default=20,
        metavar="N",
        help="end the match after a round where a seat reaches N points (default 20, V-10)",
    )
    parser.add_argument(
        "--poison-overflow",
        action="store_true",
        help="Knizia's overflow: above the limit, the overflowing card stays (V-7)",
    )
    _bots_argument(parser, "random", "VenenoGreedyBot")


def _veneno_start(args: argparse.Namespace) -> Iterable[str]:
    rules = veneno.Rules(
        players=args.players,
        reduced_deck=args.reduced_deck,
        copas_sin_veneno=args.copas_sin_veneno,
        loss_threshold=args.loss_threshold,
        poison_overflow=args.poison_overflow,
    )
    state = veneno.new_game(rules, seed=args.seed)
    bots = _bots(args, rules.players, VenenoGreedyBot())
    return _veneno_narration(state, bots, args.bots)


def _veneno_drawn(before: veneno.State | None, after: veneno.State) -> veneno.Card | None:
    """The card the player to move in ``after`` drew at the start of the turn (V-4)."""
    seat = after.current_player
    if seat is None:
        return None
    new_round = before is None or before.round != after.round
    if new_round or len(after.stock) < len(before.stock):  # type: ignore[union-attr]
        return after.hands[seat][-1]
    return None


def _veneno_round_header(state: veneno.State) -> str:
    hand = len(state.hands[(state.starting_player + 1) % state.rules.players])
    return (
        f"Round {state.round}: seat {state.starting_player} starts; "
        f"{hand} cards each, {len(state.stock)} left in the stock"
    )


def _veneno_turn(step: Step[veneno.State], drawn: veneno.Card | None) -> str:
    """One line for one move: the draw, the hand, the card played, and what the pile did."""
    before, after, seat = step.before, step.after, step.seat
    move: veneno.Move = step.move
    card, index = move.card, move.pile
    rules = before.rules
    hand = _cards(before.hands[seat])
    if drawn is not None:
        line = f"  seat {seat} draws {drawn} (hand: {hand}), plays {card} on pile {index}"
    else:
        line = f"  seat {seat} (hand: {hand}) plays {card} on pile {index}"
    if card.suit is not veneno.Suit.COPAS:
        suit = card.suit.name.lower()
        if any(c.suit is card.suit for c in before.piles[index]):
            line += f" (V-5: the pile of {suit})"
        elif sum(1 for m in before.legal_moves() if m.card is card) == 1:
            line += " (V-5: the only pile with no basic suit)"
    total = before.pile_total(index) + rules.value(card)
    taken, piles = after.taken, after.piles
    if after.round != before.round or after.is_over:
        # The round's last move: its end is in the record of the finished round.
        assert after.last_round is not None
        taken, piles = after.last_round.taken, after.last_round.piles
    # A zone that grew means the pile overflowed.
    gained = taken[seat][len(before.taken[seat]) :]
    pile = piles[index]
    if not gained:
        return f"{line}: pile {index} = {_cards(pile)} (total {total})"
    copas = sum(1 for c in gained if c.suit is veneno.Suit.COPAS)
    rest = f"; pile {index} restarts with {_cards(pile)}" if pile else ""
    return (
        f"{line}: total {total}, overflow! seat {seat} takes {_cards(gained)} "
        f"({copas} {'copa' if copas == 1 else 'copas'}){rest}"
    )


def _veneno_round_end(after: veneno.State) -> Iterator[str]:
    record = after.last_round
    assert record is not None
    yield f"Round {record.round} over: stock and hands are empty (V-8)"
    left = _cards(card for pile in record.piles for card in pile)
    yield f"  cards left on the piles count for nobody: {left}"
    yield "  poison points this round: " + _scores(record.points)
    yield "  totals: " + _scores(after.scores)


def _veneno_narration(
    state: veneno.State, bots: Sequence[Bot[veneno.View, veneno.Move]], kind: str
) -> Iterator[str]:
    rules = state.rules
    yield (
        f"Veneno, {rules.players} players, seed {state.seed}, rules {rules.to_dict()}; "
        f"{kind} bots. A pile overflows at "
        f"{'more than ' if rules.poison_overflow else ''}{rules.overflow_at}; "
        f"the match ends after a round in which someone reaches {rules.loss_threshold}."
    )
    yield _veneno_round_header(state)
    drawn = _veneno_drawn(None, state)
    moves = 0
    last = state
    for step in playthrough(state, bots):
        moves += 1
        yield _veneno_turn(step, drawn)
        before, after = step.before, step.after
        if after.round != before.round or after.is_over:
            yield from _veneno_round_end(after)
            if not after.is_over:
                yield _veneno_round_header(after)
        drawn = _veneno_drawn(before, after)
        last = after
    rounds = "1 round" if last.round == 1 else f"{last.round} rounds"
    yield f"Match over after {rounds} and {moves} moves."
    yield "  final scores (poison points, fewer is better): " + _scores(last.scores)
    yield f"  winners: {_seats(last.winners)}"
    yield f"  losers: {_seats(last.losers)}"


# -- Chúpate 2 ----------------------------------------------------------------------


def _chupate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players",
        type=int,
        default=4,
        choices=(2, 3, 4, 6),
        metavar="N",
        help="number of players: 2, 3, 4 or 6 (default 4, C-2)",
    )
    parser.add_argument("--seed", type=int, default=1, help=_SEED_HELP)
    parser.add_argument(
        "--teams", action="store_true", help="two teams, seated alternately (4 or 6 players, C-3)"
    )
    parser.add_argument(
        "--target",
        type=int,
        metavar="N",
        help="play rounds until a side reaches N points (default: one round, C-2)",
    )
    parser.add_argument(
        "--no-bluffs",
        action="store_true",
        help="a wild draw-four is legal only without a card of the active colour (C-12)",
    )
    _bots_argument(parser, "greedy", "ChupateGreedyBot")


def _chupate_start(args: argparse.Namespace) -> Iterable[str]:
    rules = chupate.Rules(
        players=args.players,
        teams=args.teams,
        target=args.target,
        allow_bluffs=not args.no_bluffs,
    )
    state = chupate.new_game(rules, seed=args.seed)
    bots = _bots(args, rules.players, ChupateGreedyBot())
    return _chupate_narration(state, bots, args.bots)


def _colour(colour: chupate.Colour | None) -> str:
    return "none yet" if colour is None else colour.name.lower()


def _direction(direction: int) -> str:
    return (
        "clockwise (seat i to i+1)" if direction == chupate.CW else "counter-clockwise (i to i-1)"
    )


def _chupate_round_header(state: chupate.State) -> Iterator[str]:
    yield (
        f"Round {state.round}: seat {state.starting_player} was chosen to start; "
        f"first card {state.top}, colour {_colour(state.color)}; "
        f"{len(state.stock)} cards in the stock"
    )
    seat = state.current_player
    if state.phase == "color":
        yield f"  (C-13) a wild first card: seat {seat} names the colour, then plays"
    elif state.phase == "stacked":
        yield f"  (C-13) a draw-two first card: seat {seat} owes {state.owed}: stack or take"
    elif state.direction == chupate.CW:
        yield f"  (C-13) a reverse first card: seat {seat} plays first, and play goes clockwise"
    elif seat != state.starting_player:
        yield f"  (C-13) a skip first card: seat {state.starting_player} loses the turn"
    yield f"  play goes {_direction(state.direction)}"


def _chupate_effect(before: chupate.State, after: chupate.State, card: chupate.Card) -> str:
    """What a card did, read off the state after it."""
    face = card.face
    nxt = after.current_player
    if face == "+2":
        return f"; seat {nxt} owes {after.owed}: stack a draw-two or take (C-8)"
    if face == "W+4":
        return (
            f"; seat {nxt} must take {after.owed} or challenge "
            f"(the colour was {_colour(after.challenge_color)}, C-12)"
        )
    if face == "S":
        skipped = (before.current_player + before.direction) % before.rules.players  # type: ignore[operator]
        return f"; seat {skipped} is skipped (C-9)"
    if face == "R":
        again = "; with two players it acts as a skip" if nxt == before.current_player else ""
        return f"; play now goes {_direction(after.direction)}{again} (C-10)"
    return ""


def _chupate_turn(step: Step[chupate.State]) -> str:
    """One line for one move: who did what, and what it did."""
    before, after, seat = step.before, step.after, step.seat
    move: chupate.Move = step.move
    hand = before.hands[seat]
    top = before.top
    shown = f"{top}" if top.colour is before.color else f"{top} ({_colour(before.color)})"
    head = f"  on {shown}: seat {seat} [{len(hand)}: {_cards(hand)}]"
    kind = move.kind
    round_over = after.round != before.round or after.is_over
    if kind == "play":
        card: chupate.Card = move.card  # type: ignore[assignment]  # a play names its card
        named = f", naming {_colour(move.color)}" if move.color is not None else ""
        if round_over:
            owed = before.owed + 2 if card.face == "+2" else 4 if card.face == "W+4" else 0
            victim = (seat + before.direction) % before.rules.players
            draws = f"; seat {victim} still draws the {owed} owed (C-15)" if owed else ""
            return f"{head} plays its last card, {card}{named}, and wins the round{draws}"
        left = len(after.hands[seat])
        return (
            f"{head} plays {card}{named}{_chupate_effect(before, after, card)}"
            f" [{left} {'card' if left == 1 else 'cards'} left]"
        )
    if kind == "draw":
        reshuffled = (
            "; the discard pile is reshuffled into the stock (C-14)"
            if len(after.stock) >= len(before.stock)
            else ""
        )
        playable = any(m.kind == "play" for m in after.legal_moves())
        then = "it can be played" if playable else "it cannot be played"
        return f"{head} draws {after.drawn_card}{reshuffled}; {then} (C-7)"
    if kind == "pass":
        return f"{head} passes"
    if kind == "take":
        taken = len(after.hands[seat]) - len(hand)
        return f"{head} takes {taken} {'card' if taken == 1 else 'cards'} and loses the turn"
    if kind == "challenge":
        outcome = after.last_challenge
        if outcome is None:  # pragma: no cover - every challenge records its outcome
            return f"{head} challenges"
        victim = outcome.challenged if outcome.bluff else seat
        drew = len(after.hands[victim]) - len(before.hands[victim])
        if outcome.bluff:
            return (
                f"{head} challenges seat {outcome.challenged}: a bluff! seat "
                f"{outcome.challenged} draws {drew}; seat {seat} plays on (C-12)"
            )
        return (
            f"{head} challenges seat {outcome.challenged}: the play was legal; "
            f"seat {seat} draws {drew} and loses the turn (C-12)"
        )
    return f"{head} names the first colour: {_colour(move.color)} (C-13)"


def _side(rules: chupate.Rules, seat: int) -> str:
    team = rules.team_of(seat)
    return f"seat {seat}" if len(team) == 1 else "the team of " + " + ".join(map(str, team))


def _chupate_round_end(after: chupate.State) -> Iterator[str]:
    record = after.last_round
    assert record is not None
    winner = record.winner
    yield (
        f"Round {record.round} over: {_side(after.rules, winner)} wins it and scores "
        f"{record.points[winner]} points, the cards left in the opponents' hands (C-15)"
    )
    for seat, hand in enumerate(record.hands):
        if hand:
            yield f"  seat {seat} is left with {_cards(hand)}"
    yield "  totals: " + _scores(after.scores)


def _chupate_narration(
    state: chupate.State, bots: Sequence[Bot[chupate.View, chupate.Move]], kind: str
) -> Iterator[str]:
    rules = state.rules
    target = "one round" if rules.target is None else f"to {rules.target} points"
    teams = ""
    if rules.teams:
        teams = "; teams " + " against ".join("+".join(map(str, t)) for t in rules.partition)
    yield (f"Chúpate 2, {rules.players} players{teams}, {target}, seed {state.seed}; {kind} bots")
    yield from _chupate_round_header(state)
    moves = 0
    last = state
    for step in playthrough(state, bots):
        moves += 1
        yield _chupate_turn(step)
        before, after = step.before, step.after
        if after.round != before.round or after.is_over:
            yield from _chupate_round_end(after)
            if not after.is_over:
                yield from _chupate_round_header(after)
        last = after
    rounds = "1 round" if last.round == 1 else f"{last.round} rounds"
    yield f"Game over after {rounds} and {moves} moves."
    yield "  final scores (points, more is better): " + _scores(last.scores)
    yield f"  winners: {_seats(last.winners)}"


_DEMOS: tuple[_Demo, ...] = (
    _Demo("veneno", "Veneno, after Knizia's Poison", _veneno_arguments, _veneno_start),
    _Demo("chupate", "Chúpate 2, UNO-style", _chupate_arguments, _chupate_start),
)


# -- the command line ---------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardrules",
        description="Exact rules for the card games Chúpate 2 and Veneno.",
        epilog="example: cardrules demo veneno --players 4 --seed 1",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    demo = commands.add_parser(
        "demo",
        help="watch bots play a whole game, turn by turn",
        description=(
            "Bots play a whole game; every move is explained. Random bots' seeds "
            "come from the game's seed and greedy bots use none, so the same "
            "command prints the same game."
        ),
    )
    games = demo.add_subparsers(dest="game", required=True, metavar="GAME")
    for entry in _DEMOS:
        game = games.add_parser(entry.name, help=entry.summary, description=entry.summary)
        entry.add_arguments(game)
        game.set_defaults(start=entry.start)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``cardrules`` command.

    Args:
        argv: the arguments, without the program name; ``None`` reads
            ``sys.argv``.

    Returns:
        The exit code: 0 when all went well, 2 for a usage error.

    >>> main(["demo", "veneno", "--players", "2", "--seed", "5"])  # doctest: +ELLIPSIS
    Veneno, 2 players, seed 5, ...
    ...
    Match over after ... rounds and ... moves.
    ...
    0
    """
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:  # argparse exits 2 on a usage error, 0 after --help
        return exit_.code if isinstance(exit_.code, int) else EXIT_USAGE
    try:
        lines = args.start(args)
    except RulesError as error:
        print(f"cardrules: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    try:
        for line in lines:
            print(line)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return EXIT_OK
