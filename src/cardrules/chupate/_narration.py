"""Chúpate 2 narration: one line per move, read off the states around it.

Every function takes ``lang``, ``"en"`` (the default) or ``"es"``; the words
are the catalog's (`cardrules.i18n`, ids ``chupate.say.*``).
"""

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
from cardrules.i18n import text

__all__ = ["game_end", "round_end", "round_start", "seat_move", "turn"]


def _color(color: chupate.Color | None) -> str:
    """The color's letter for the ``color`` glossary (``""``: none yet)."""
    return "" if color is None else color.value


def _way(direction: int) -> str:
    return "cw" if direction == chupate.CW else "ccw"


def round_start(state: chupate.State, names: Names, lang: str = "en") -> tuple[str, ...]:
    """The round's deal, first card and its effect (C-4, C-13); all public."""
    lines = [
        text(
            "chupate.say.round_start",
            lang,
            round=state.round,
            starter=seat_text(state.starting_player, names, lang),
            top=str(state.top),
            color=_color(state.color),
            stock=len(state.stock),
        )
    ]
    seat = state.current_player
    who = text("chupate.say.nobody", lang) if seat is None else seat_text(seat, names, lang)
    if state.phase == "color":
        lines.append(text("chupate.say.first_wild", lang, who=who))
    elif state.phase == "stacked":
        lines.append(text("chupate.say.first_two", lang, who=who, owed=state.owed))
    elif state.direction == chupate.CW:
        lines.append(text("chupate.say.first_reverse", lang, who=who))
    elif seat != state.starting_player:
        skipped = seat_text(state.starting_player, names, lang)
        lines.append(text("chupate.say.first_skip", lang, skipped=skipped))
    lines.append(text("chupate.say.goes", lang, direction=_way(state.direction)))
    return tuple(lines)


def _effect(
    before: chupate.State, after: chupate.State, card: chupate.Card, names: Names, lang: str
) -> str:
    """What a card did, read off the state after it."""
    face = card.face
    nxt = after.current_player
    assert nxt is not None  # the round goes on: someone is to play
    who = seat_text(nxt, names, lang)
    if face == "+2":
        return text("chupate.say.owes", lang, who=who, owed=after.owed)
    if face == "W+4":
        return text(
            "chupate.say.wild4", lang, who=who, owed=after.owed, color=_color(after.challenge_color)
        )
    if face == "S":
        mover = before.current_player
        assert mover is not None  # a move was played: someone was to play
        skipped = (mover + before.direction) % before.rules.players
        return text("chupate.say.skipped", lang, skipped=seat_text(skipped, names, lang))
    if face == "R":
        again = text("chupate.say.reverse_two", lang) if nxt == before.current_player else ""
        return text("chupate.say.reverse", lang, direction=_way(after.direction), again=again)
    return ""


def turn(
    before: chupate.State,
    move: chupate.Move,
    after: chupate.State,
    seat: int | None,
    names: Names,
    lang: str = "en",
) -> str:
    """One line for one move: who did what, and what it did.

    With ``seat``, the mover's hand and drawn card show only when the mover
    is that seat; other hands show as their sizes.
    """
    mover = before.current_player
    assert mover is not None  # a move was played: someone was to play
    hand = before.hands[mover]
    top = before.top
    shown = (
        f"{top}"
        if top.color is before.color
        else text("chupate.say.top_color", lang, top=str(top), color=_color(before.color))
    )
    secret = seat is not None and seat != mover
    held = (
        count_text(len(hand), "card", lang)
        if secret
        else text("chupate.say.held", lang, count=len(hand), cards=cards_text(hand, lang))
    )
    who = seat_text(mover, names, lang)
    head = text("chupate.say.head", lang, top=shown, who=who, held=held)
    kind = move.kind
    round_over = after.round != before.round or after.is_over
    if kind == "play":
        card = move.card
        assert card is not None  # a play names its card
        named = (
            text("chupate.say.naming", lang, color=move.color.value)
            if move.color is not None
            else ""
        )
        if round_over:
            owed = before.owed + 2 if card.face == "+2" else 4 if card.face == "W+4" else 0
            victim = (mover + before.direction) % before.rules.players
            draws = (
                text(
                    "chupate.say.last_draws",
                    lang,
                    victim=seat_text(victim, names, lang),
                    owed=owed,
                )
                if owed
                else ""
            )
            return text(
                "chupate.say.last_card", lang, head=head, card=str(card), named=named, draws=draws
            )
        left = len(after.hands[mover])
        return text(
            "chupate.say.plays",
            lang,
            head=head,
            card=str(card),
            named=named,
            effect=_effect(before, after, card, names, lang),
            left=count_text(left, "cards_left", lang),
        )
    if kind == "draw":
        reshuffled = (
            text("chupate.say.reshuffled", lang) if len(after.stock) >= len(before.stock) else ""
        )
        if secret:
            return text("chupate.say.draws_secret", lang, head=head, reshuffled=reshuffled)
        playable = any(m.kind == "play" for m in after.legal_moves())
        then = text("chupate.say.playable" if playable else "chupate.say.unplayable", lang)
        return text(
            "chupate.say.draws",
            lang,
            head=head,
            card=str(after.drawn_card),
            reshuffled=reshuffled,
            then=then,
        )
    if kind == "pass":
        return text("chupate.say.passes", lang, head=head)
    if kind == "take":
        taken = len(after.hands[mover]) - len(hand)
        return text("chupate.say.takes", lang, head=head, taken=count_text(taken, "card", lang))
    if kind == "challenge":
        outcome = after.last_challenge
        if outcome is None:  # pragma: no cover - every challenge records its outcome
            return text("chupate.say.challenges", lang, head=head)
        victim = outcome.challenged if outcome.bluff else mover
        drew = len(after.hands[victim]) - len(before.hands[victim])
        challenged = seat_text(outcome.challenged, names, lang)
        key = "chupate.say.bluff" if outcome.bluff else "chupate.say.no_bluff"
        return text(key, lang, head=head, challenged=challenged, drew=drew, who=who)
    return text("chupate.say.names_color", lang, head=head, color=_color(move.color))


def _side(rules: chupate.Rules, seat: int, names: Names, lang: str) -> str:
    team = rules.team_of(seat)
    if len(team) == 1:  # the round's winner, a subject: "el jugador 2" in Spanish
        the_seat = text("phrase.the_seat", lang, seat=seat)
        return the_seat if names is None else f"{the_seat} ({names[seat]})"
    members = (
        map(str, team) if names is None else (seat_text(member, names, lang) for member in team)
    )
    return text("chupate.say.team", lang, members=" + ".join(members))


def round_end(after: chupate.State, names: Names, lang: str = "en") -> tuple[str, ...]:
    """The finished round's winner, points and hands (C-15); all public."""
    record = after.last_round
    assert record is not None  # called after a round ended
    winner = record.winner
    lines = [
        text(
            "chupate.say.round_over",
            lang,
            round=record.round,
            side=_side(after.rules, winner, names, lang),
            points=record.points[winner],
        )
    ]
    lines.extend(
        text(
            "chupate.say.left_with",
            lang,
            seat=seat_text(seat, names, lang),
            cards=cards_text(hand, lang),
        )
        for seat, hand in enumerate(record.hands)
        if hand
    )
    lines.append(text("say.totals", lang, scores=scores_text(after.scores, names, lang)))
    return tuple(lines)


def game_end(final: chupate.State, moves: int, names: Names, lang: str = "en") -> tuple[str, ...]:
    """The result of a finished game."""
    return (
        text(
            "chupate.say.game_over",
            lang,
            rounds=count_text(final.round, "round", lang),
            moves=moves,
        ),
        text("chupate.say.final", lang, scores=scores_text(final.scores, names, lang)),
        text("say.winners", lang, seats=seats_text(final.winners, names, lang)),
    )


def seat_move(move: chupate.Move, lang: str = "en") -> str:
    """A move in words, from its notation alone (no state is known)."""
    if move.kind in ("draw", "pass", "take", "challenge"):
        return text(f"chupate.say.move_{move.kind}", lang)
    if move.kind == "color":
        return text("chupate.say.move_color", lang, color=_color(move.color))
    played = text("chupate.say.move_play", lang, card=str(move.card))
    if move.color is None:
        return played
    return played + text("chupate.say.naming", lang, color=move.color.value)
