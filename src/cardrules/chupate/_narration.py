"""Chúpate 2 narration: one line per move, read off the states around it."""

from __future__ import annotations

from cardrules import chupate
from cardrules._phrases import (
    Names,
    cards_text,
    count_text,
    scores_text,
    seat_text,
    seats_text,
)

__all__ = ["game_end", "round_end", "round_start", "turn"]


def _color(color: chupate.Color | None) -> str:
    return "none yet" if color is None else color.name.lower()


def _direction(direction: int) -> str:
    return (
        "clockwise (seat i to i+1)" if direction == chupate.CW else "counter-clockwise (i to i-1)"
    )


def round_start(state: chupate.State, names: Names) -> tuple[str, ...]:
    """The round's deal, first card and its effect (C-4, C-13); all public."""
    lines = [
        f"Round {state.round}: {seat_text(state.starting_player, names)} was chosen to start; "
        f"first card {state.top}, color {_color(state.color)}; "
        f"{len(state.stock)} cards in the stock"
    ]
    seat = state.current_player
    who = "nobody" if seat is None else seat_text(seat, names)
    if state.phase == "color":
        lines.append(f"  (C-13) a wild first card: {who} names the color, then plays")
    elif state.phase == "stacked":
        lines.append(f"  (C-13) a draw-two first card: {who} owes {state.owed}: stack or take")
    elif state.direction == chupate.CW:
        lines.append(f"  (C-13) a reverse first card: {who} plays first, and play goes clockwise")
    elif seat != state.starting_player:
        skipped = seat_text(state.starting_player, names)
        lines.append(f"  (C-13) a skip first card: {skipped} loses the turn")
    lines.append(f"  play goes {_direction(state.direction)}")
    return tuple(lines)


def _effect(before: chupate.State, after: chupate.State, card: chupate.Card, names: Names) -> str:
    """What a card did, read off the state after it."""
    face = card.face
    nxt = after.current_player
    assert nxt is not None  # the round goes on: someone is to play
    who = seat_text(nxt, names)
    if face == "+2":
        return f"; {who} owes {after.owed}: stack a draw-two or take (C-8)"
    if face == "W+4":
        return (
            f"; {who} must take {after.owed} or challenge "
            f"(the color was {_color(after.challenge_color)}, C-12)"
        )
    if face == "S":
        mover = before.current_player
        assert mover is not None  # a move was played: someone was to play
        skipped = (mover + before.direction) % before.rules.players
        return f"; {seat_text(skipped, names)} is skipped (C-9)"
    if face == "R":
        again = "; with two players it acts as a skip" if nxt == before.current_player else ""
        return f"; play now goes {_direction(after.direction)}{again} (C-10)"
    return ""


def turn(
    before: chupate.State,
    move: chupate.Move,
    after: chupate.State,
    seat: int | None,
    names: Names,
) -> str:
    """One line for one move: who did what, and what it did.

    With ``seat``, the mover's hand and drawn card show only when the mover
    is that seat; other hands show as their sizes.
    """
    mover = before.current_player
    assert mover is not None  # a move was played: someone was to play
    hand = before.hands[mover]
    top = before.top
    shown = f"{top}" if top.color is before.color else f"{top} ({_color(before.color)})"
    secret = seat is not None and seat != mover
    held = count_text(len(hand), "card") if secret else f"{len(hand)}: {cards_text(hand)}"
    who = seat_text(mover, names)
    head = f"  on {shown}: {who} [{held}]"
    kind = move.kind
    round_over = after.round != before.round or after.is_over
    if kind == "play":
        card = move.card
        assert card is not None  # a play names its card
        named = f", naming {_color(move.color)}" if move.color is not None else ""
        if round_over:
            owed = before.owed + 2 if card.face == "+2" else 4 if card.face == "W+4" else 0
            victim = (mover + before.direction) % before.rules.players
            draws = (
                f"; {seat_text(victim, names)} still draws the {owed} owed (C-15)" if owed else ""
            )
            return f"{head} plays its last card, {card}{named}, and wins the round{draws}"
        left = len(after.hands[mover])
        return (
            f"{head} plays {card}{named}{_effect(before, after, card, names)}"
            f" [{count_text(left, 'card')} left]"
        )
    if kind == "draw":
        reshuffled = (
            "; the discard pile is reshuffled into the stock (C-14)"
            if len(after.stock) >= len(before.stock)
            else ""
        )
        if secret:
            return f"{head} draws a card{reshuffled} (C-7)"
        playable = any(m.kind == "play" for m in after.legal_moves())
        then = "it can be played" if playable else "it cannot be played"
        return f"{head} draws {after.drawn_card}{reshuffled}; {then} (C-7)"
    if kind == "pass":
        return f"{head} passes"
    if kind == "take":
        taken = len(after.hands[mover]) - len(hand)
        return f"{head} takes {count_text(taken, 'card')} and loses the turn"
    if kind == "challenge":
        outcome = after.last_challenge
        if outcome is None:  # pragma: no cover - every challenge records its outcome
            return f"{head} challenges"
        victim = outcome.challenged if outcome.bluff else mover
        drew = len(after.hands[victim]) - len(before.hands[victim])
        challenged = seat_text(outcome.challenged, names)
        if outcome.bluff:
            return (
                f"{head} challenges {challenged}: a bluff! {challenged} "
                f"draws {drew}; {who} plays on (C-12)"
            )
        return (
            f"{head} challenges {challenged}: the play was legal; "
            f"{who} draws {drew} and loses the turn (C-12)"
        )
    return f"{head} names the first color: {_color(move.color)} (C-13)"


def _side(rules: chupate.Rules, seat: int, names: Names) -> str:
    team = rules.team_of(seat)
    if len(team) == 1:
        return seat_text(seat, names)
    members = map(str, team) if names is None else (seat_text(member, names) for member in team)
    return "the team of " + " + ".join(members)


def round_end(after: chupate.State, names: Names) -> tuple[str, ...]:
    """The finished round's winner, points and hands (C-15); all public."""
    record = after.last_round
    assert record is not None  # called after a round ended
    winner = record.winner
    lines = [
        f"Round {record.round} over: {_side(after.rules, winner, names)} wins it and scores "
        f"{record.points[winner]} points, the cards left in the opponents' hands (C-15)"
    ]
    lines.extend(
        f"  {seat_text(seat, names)} is left with {cards_text(hand)}"
        for seat, hand in enumerate(record.hands)
        if hand
    )
    lines.append("  totals: " + scores_text(after.scores, names))
    return tuple(lines)


def game_end(final: chupate.State, moves: int, names: Names) -> tuple[str, ...]:
    """The result of a finished game."""
    rounds = "1 round" if final.round == 1 else f"{final.round} rounds"
    return (
        f"Game over after {rounds} and {moves} moves.",
        "  final scores (points, more is better): " + scores_text(final.scores, names),
        f"  winners: {seats_text(final.winners, names)}",
    )


def seat_move(move: chupate.Move) -> str:
    """A move in words, from its notation alone (no state is known)."""
    words = {"draw": "draws a card", "pass": "passes", "take": "takes the owed cards"}
    if move.kind in words:
        return words[move.kind]
    if move.kind == "challenge":
        return "challenges the wild draw-four"
    color = "" if move.color is None else move.color.name.lower()
    if move.kind == "color":
        return f"names the first color: {color}"
    return f"plays {move.card}" + (f", naming {color}" if color else "")
