"""The Veneno demo: its options and the narration of a match, derived from the states."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator, Sequence

from cardrules import veneno
from cardrules.bots import (
    Bot,
    Step,
    VenenoGreedyBot,
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


def veneno_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``veneno.Rules`` options, ``--players`` included (read by `veneno_rules`)."""
    parser.add_argument(
        "--players",
        type=int,
        default=4,
        choices=range(2, 7),
        metavar="N",
        help="number of players, 2 to 6 (default 4, V-3)",
    )
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


def veneno_rules(args: argparse.Namespace) -> veneno.Rules:
    """The rules `veneno_rule_arguments`' options name (a ``RulesError`` if refused)."""
    return veneno.Rules(
        players=args.players,
        reduced_deck=args.reduced_deck,
        copas_sin_veneno=args.copas_sin_veneno,
        loss_threshold=args.loss_threshold,
        poison_overflow=args.poison_overflow,
    )


def veneno_arguments(parser: argparse.ArgumentParser) -> None:
    veneno_rule_arguments(parser)
    parser.add_argument("--seed", type=int, default=1, help=SEED_HELP)
    bots_argument(parser, "random", "VenenoGreedyBot")


def veneno_start(args: argparse.Namespace) -> Iterable[str]:
    rules = veneno_rules(args)
    state = veneno.new_game(rules, seed=args.seed)
    bots = make_bots(args, rules.players, VenenoGreedyBot())
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
    hand = cards_text(before.hands[seat])
    if drawn is not None:
        line = f"  seat {seat} draws {drawn} (hand: {hand}), plays {card} on pile {index}"
    else:
        line = f"  seat {seat} (hand: {hand}) plays {card} on pile {index}"
    if card.suit is not veneno.Suit.COPAS:
        suit = card.suit.name.lower()
        if any(c.suit is card.suit for c in before.piles[index]):
            line += f" (V-5: the pile of {suit})"
        elif sum(1 for m in before.legal_moves() if m.card == card) == 1:
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
        return f"{line}: pile {index} = {cards_text(pile)} (total {total})"
    copas = sum(1 for c in gained if c.suit is veneno.Suit.COPAS)
    rest = f"; pile {index} restarts with {cards_text(pile)}" if pile else ""
    return (
        f"{line}: total {total}, overflow! seat {seat} takes {cards_text(gained)} "
        f"({copas} {'copa' if copas == 1 else 'copas'}){rest}"
    )


def _veneno_round_end(after: veneno.State) -> Iterator[str]:
    record = after.last_round
    assert record is not None
    yield f"Round {record.round} over: stock and hands are empty (V-8)"
    left = cards_text(card for pile in record.piles for card in pile)
    yield f"  cards left on the piles count for nobody: {left}"
    yield "  poison points this round: " + scores_text(record.points)
    yield "  totals: " + scores_text(after.scores)


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
    yield "  final scores (poison points, fewer is better): " + scores_text(last.scores)
    yield f"  winners: {seats_text(last.winners)}"
    yield f"  losers: {seats_text(last.losers)}"
