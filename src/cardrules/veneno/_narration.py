"""Veneno narration: one line per move, read off the states around it."""

from __future__ import annotations

from cardrules import veneno
from cardrules._phrases import (
    Names,
    cards_text,
    count_text,
    scores_text,
    seat_text,
    seats_text,
)

__all__ = ["drawn_card", "game_end", "round_end", "round_start", "turn"]

_HAND_SIZE = 3
"""Cards dealt to each seat (V-3)."""


def drawn_card(state: veneno.State) -> veneno.Card | None:
    """The card the player to move drew at the start of the turn (V-4), if any.

    Every turn draws while the stock lasts, so the seats hold one card more
    than the deal (three each, V-3) exactly when the player to move has drawn;
    the drawn card is the last of that hand.
    """
    seat = state.current_player
    if seat is None:
        return None
    held = sum(len(hand) for hand in state.hands)
    if held > _HAND_SIZE * state.rules.players:
        return state.hands[seat][-1]
    return None


def round_start(state: veneno.State, names: Names) -> tuple[str, ...]:
    """Who starts the round, and the deal's sizes (V-3); all public."""
    hand = len(state.hands[(state.starting_player + 1) % state.rules.players])
    return (
        f"Round {state.round}: {seat_text(state.starting_player, names)} starts; "
        f"{hand} cards each, {len(state.stock)} left in the stock",
    )


def turn(
    before: veneno.State, move: veneno.Move, after: veneno.State, seat: int | None, names: Names
) -> str:
    """One line for one move: the draw, the hand, the card played, and what the pile did.

    With ``seat``, the mover's hand and drawn card show only when the mover
    is that seat.
    """
    mover = before.current_player
    assert mover is not None  # a move was played: someone was to play
    card, index = move.card, move.pile
    rules = before.rules
    drawn = drawn_card(before)
    who = seat_text(mover, names)
    if seat is not None and seat != mover:
        held = count_text(len(before.hands[mover]), "card")
        draws = "draws a card" if drawn is not None else "draws nothing"
        line = f"  {who} {draws} ({held}), plays {card} on pile {index}"
    elif drawn is not None:
        hand = cards_text(before.hands[mover])
        line = f"  {who} draws {drawn} (hand: {hand}), plays {card} on pile {index}"
    else:
        hand = cards_text(before.hands[mover])
        line = f"  {who} (hand: {hand}) plays {card} on pile {index}"
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
    gained = taken[mover][len(before.taken[mover]) :]
    pile = piles[index]
    if not gained:
        return f"{line}: pile {index} = {cards_text(pile)} (total {total})"
    copas = sum(1 for c in gained if c.suit is veneno.Suit.COPAS)
    rest = f"; pile {index} restarts with {cards_text(pile)}" if pile else ""
    return (
        f"{line}: total {total}, overflow! {who} takes {cards_text(gained)} "
        f"({count_text(copas, 'copa')}){rest}"
    )


def round_end(after: veneno.State, names: Names) -> tuple[str, ...]:
    """The finished round's points and leftover cards (V-8, V-9); all public."""
    record = after.last_round
    assert record is not None  # called after a round ended
    left = cards_text(card for pile in record.piles for card in pile)
    return (
        f"Round {record.round} over: stock and hands are empty (V-8)",
        f"  cards left on the piles count for nobody: {left}",
        "  poison points this round: " + scores_text(record.points, names),
        "  totals: " + scores_text(after.scores, names),
    )


def game_end(final: veneno.State, moves: int, names: Names) -> tuple[str, ...]:
    """The result of a finished match."""
    rounds = "1 round" if final.round == 1 else f"{final.round} rounds"
    return (
        f"Match over after {rounds} and {moves} moves.",
        "  final scores (poison points, fewer is better): " + scores_text(final.scores, names),
        f"  winners: {seats_text(final.winners, names)}",
        f"  losers: {seats_text(final.losers, names)}",
    )


def seat_move(move: veneno.Move) -> str:
    """A move in words, from its notation alone (no state is known)."""
    return f"plays {move.card} on pile {move.pile}"
