"""Veneno narration: one line per move, read off the states around it.

Every function takes ``lang``, ``"en"`` (the default) or ``"es"``; the words
are the catalog's (`cardrules.i18n`, ids ``veneno.say.*``).
"""

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
from cardrules.i18n import text

__all__ = ["drawn_card", "game_end", "round_end", "round_start", "seat_move", "turn"]

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


def round_start(state: veneno.State, names: Names, lang: str = "en") -> tuple[str, ...]:
    """Who starts the round, and the deal's sizes (V-3); all public."""
    hand = len(state.hands[(state.starting_player + 1) % state.rules.players])
    return (
        text(
            "veneno.say.round_start",
            lang,
            round=state.round,
            starter=seat_text(state.starting_player, names, lang),
            hand=hand,
            stock=len(state.stock),
        ),
    )


def turn(
    before: veneno.State,
    move: veneno.Move,
    after: veneno.State,
    seat: int | None,
    names: Names,
    lang: str = "en",
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
    who = seat_text(mover, names, lang)
    played = {"who": who, "card": str(card), "pile": index}
    if seat is not None and seat != mover:
        held = count_text(len(before.hands[mover]), "card", lang)
        draws = text(
            "veneno.say.draws_a_card" if drawn is not None else "veneno.say.draws_nothing", lang
        )
        line = text("veneno.say.secret", lang, draws=draws, held=held, **played)
    elif drawn is not None:
        hand = cards_text(before.hands[mover], lang)
        line = text("veneno.say.drawn", lang, drawn=str(drawn), hand=hand, **played)
    else:
        hand = cards_text(before.hands[mover], lang)
        line = text("veneno.say.hand", lang, hand=hand, **played)
    if card.suit is not veneno.Suit.COPAS:
        suit = card.suit.name.lower()
        if any(c.suit is card.suit for c in before.piles[index]):
            line += text("veneno.say.suit_pile", lang, suit=suit)
        elif sum(1 for m in before.legal_moves() if m.card == card) == 1:
            line += text("veneno.say.free_pile", lang)
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
        return text(
            "veneno.say.stays",
            lang,
            line=line,
            pile=index,
            cards=cards_text(pile, lang),
            total=total,
        )
    copas = sum(1 for c in gained if c.suit is veneno.Suit.COPAS)
    rest = (
        text("veneno.say.restarts", lang, pile=index, cards=cards_text(pile, lang)) if pile else ""
    )
    return text(
        "veneno.say.overflow",
        lang,
        line=line,
        total=total,
        who=who,
        cards=cards_text(gained, lang),
        copas=count_text(copas, "copa", lang),
        rest=rest,
    )


def round_end(after: veneno.State, names: Names, lang: str = "en") -> tuple[str, ...]:
    """The finished round's points and leftover cards (V-8, V-9); all public."""
    record = after.last_round
    assert record is not None  # called after a round ended
    left = cards_text((card for pile in record.piles for card in pile), lang)
    return (
        text("veneno.say.round_over", lang, round=record.round),
        text("veneno.say.left", lang, cards=left),
        text("veneno.say.points", lang, scores=scores_text(record.points, names, lang)),
        text("say.totals", lang, scores=scores_text(after.scores, names, lang)),
    )


def game_end(final: veneno.State, moves: int, names: Names, lang: str = "en") -> tuple[str, ...]:
    """The result of a finished match."""
    return (
        text(
            "veneno.say.match_over",
            lang,
            rounds=count_text(final.round, "round", lang),
            moves=moves,
        ),
        text("veneno.say.final", lang, scores=scores_text(final.scores, names, lang)),
        text("say.winners", lang, seats=seats_text(final.winners, names, lang)),
        text("say.losers", lang, seats=seats_text(final.losers, names, lang)),
    )


def seat_move(move: veneno.Move, lang: str = "en") -> str:
    """A move in words, from its notation alone (no state is known)."""
    return text("veneno.say.move", lang, card=str(move.card), pile=move.pile)
