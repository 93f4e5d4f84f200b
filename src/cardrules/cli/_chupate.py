"""The Chúpate 2 demo: its options and the narration of a game, derived from the states."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator, Sequence

from cardrules import chupate
from cardrules.bots import (
    Bot,
    ChupateGreedyBot,
    Step,
    playthrough,
)
from cardrules.cli._common import (
    SEED_HELP,
    bots_argument,
    cards_text,
    make_bots,
    scores_text,
    seats_text,
)


def chupate_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``chupate.Rules`` options, ``--players`` included (read by `chupate_rules`)."""
    parser.add_argument(
        "--players",
        type=int,
        default=4,
        choices=(2, 3, 4, 6),
        metavar="N",
        help="number of players: 2, 3, 4 or 6 (default 4, C-2)",
    )
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
        help="a wild draw-four is legal only without a card of the active color (C-12)",
    )


def chupate_rules(args: argparse.Namespace) -> chupate.Rules:
    """The rules `chupate_rule_arguments`' options name (a ``RulesError`` if refused)."""
    return chupate.Rules(
        players=args.players,
        teams=args.teams,
        target=args.target,
        allow_bluffs=not args.no_bluffs,
    )


def chupate_arguments(parser: argparse.ArgumentParser) -> None:
    chupate_rule_arguments(parser)
    parser.add_argument("--seed", type=int, default=1, help=SEED_HELP)
    bots_argument(parser, "greedy", "ChupateGreedyBot")


def chupate_start(args: argparse.Namespace) -> Iterable[str]:
    rules = chupate_rules(args)
    state = chupate.new_game(rules, seed=args.seed)
    bots = make_bots(args, rules.players, ChupateGreedyBot())
    return _chupate_narration(state, bots, args.bots)


def _color(color: chupate.Color | None) -> str:
    return "none yet" if color is None else color.name.lower()


def _direction(direction: int) -> str:
    return (
        "clockwise (seat i to i+1)" if direction == chupate.CW else "counter-clockwise (i to i-1)"
    )


def _chupate_round_header(state: chupate.State) -> Iterator[str]:
    yield (
        f"Round {state.round}: seat {state.starting_player} was chosen to start; "
        f"first card {state.top}, color {_color(state.color)}; "
        f"{len(state.stock)} cards in the stock"
    )
    seat = state.current_player
    if state.phase == "color":
        yield f"  (C-13) a wild first card: seat {seat} names the color, then plays"
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
            f"(the color was {_color(after.challenge_color)}, C-12)"
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
    shown = f"{top}" if top.color is before.color else f"{top} ({_color(before.color)})"
    head = f"  on {shown}: seat {seat} [{len(hand)}: {cards_text(hand)}]"
    kind = move.kind
    round_over = after.round != before.round or after.is_over
    if kind == "play":
        card: chupate.Card = move.card  # type: ignore[assignment]  # a play names its card
        named = f", naming {_color(move.color)}" if move.color is not None else ""
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
    return f"{head} names the first color: {_color(move.color)} (C-13)"


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
            yield f"  seat {seat} is left with {cards_text(hand)}"
    yield "  totals: " + scores_text(after.scores)


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
    yield "  final scores (points, more is better): " + scores_text(last.scores)
    yield f"  winners: {seats_text(last.winners)}"
