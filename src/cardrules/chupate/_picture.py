"""A Chúpate 2 position as a picture: hands, discard pile, turn, direction, color, owed cards."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules._picture import layout as _layout
from cardrules._picture import uno as _uno
from cardrules._picture.draw import (
    FELT,
    MUTED,
    badges,
    document,
    rect,
    seat_name,
    seat_of,
    seat_subject,
    text,
)
from cardrules._picture.layout import ROW, WIDTH
from cardrules.cards.uno import Color, UnoCard
from cardrules.chupate import CW, Challenge, Phase, Rules, State, View
from cardrules.chupate.scoring import RoundResult
from cardrules.i18n import TERMS
from cardrules.i18n import text as words

Cards = tuple[UnoCard, ...]

_TOP = 236
_CARD_SCALE = 0.85


@attrs.frozen
class Seen:
    """What the picture may show: every field public, hands ``None`` where hidden."""

    rules: Rules
    viewer: int | None
    round: int
    current_player: int | None
    phase: Phase
    hands: tuple[Sequence[UnoCard] | None, ...]
    hand_sizes: tuple[int, ...]
    drawn_card: UnoCard | None
    discard: Cards
    color: Color | None
    direction: int
    owed: int
    challenge_color: Color | None
    last_challenge: Challenge | None
    stock_size: int
    scores: tuple[int, ...]
    last_round: RoundResult | None
    winners: tuple[int, ...]
    linked: bool = False
    """Cards as references to a page's shared symbols (smaller pages of many pictures)."""


def seen_from_state(state: State) -> Seen:
    """Everything, every hand face up (a spectator's or teacher's picture)."""
    return Seen(
        rules=state.rules,
        viewer=None,
        round=state.round,
        current_player=state.current_player,
        phase=state.phase,
        hands=tuple(state.hands),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        drawn_card=state.drawn_card,
        discard=state.discard,
        color=state.color,
        direction=state.direction,
        owed=state.owed,
        challenge_color=state.challenge_color,
        last_challenge=state.last_challenge,
        stock_size=len(state.stock),
        scores=state.scores,
        last_round=state.last_round,
        winners=state.winners,
    )


def seen_from_view(view: View) -> Seen:
    """What one seat sees: its own hand face up, the others face down."""
    return Seen(
        rules=view.rules,
        viewer=view.seat,
        round=view.round,
        current_player=view.current_player,
        phase=view.phase,
        hands=_layout.own_hand_only(view.hand, view.seat, len(view.hand_sizes)),
        hand_sizes=view.hand_sizes,
        drawn_card=view.drawn_card,
        discard=view.discard,
        color=view.color,
        direction=view.direction,
        owed=view.owed,
        challenge_color=view.challenge_color,
        last_challenge=view.last_challenge,
        stock_size=view.stock_size,
        scores=view.scores,
        last_round=view.last_round,
        winners=view.winners,
    )


def _color_word(color: Color | None, lang: str) -> str:
    """The active color in words (``red``, ``rojo``; ``none yet`` before the first)."""
    return TERMS[lang]["color"]["" if color is None else color.value]


def _rules_line(rules: Rules, lang: str) -> str:
    parts = [words("picture.players", lang, players=rules.players)]
    if rules.teams:
        teams = " v ".join("+".join(map(str, team)) for team in rules.partition)
        parts.append(words("picture.chupate.teams", lang, teams=teams))
    if rules.target is None:
        parts.append(words("picture.chupate.one_round", lang))
    else:
        parts.append(words("picture.chupate.to_points", lang, target=rules.target))
    if not rules.allow_bluffs:
        parts.append(words("picture.chupate.no_bluffs", lang))
    return " · ".join(parts)


def _status(seen: Seen, names: Sequence[str] | None, lang: str) -> list[str]:
    """The lines that say what happens now, rule ids included."""
    if seen.current_player is None:
        won = ", ".join(seat_subject(seat, names, lang) for seat in seen.winners)
        target = seen.rules.target
        if target is None:
            why = words("picture.chupate.emptied", lang)
        else:
            why = words("picture.chupate.reached", lang, target=target)
        over = "one" if len(seen.winners) == 1 else "other"
        return [words(f"picture.chupate.over.{over}", lang, won=won), why]
    who = seat_of(seen.current_player, names, lang)
    lines = [words("picture.to_play", lang, of_who=who)]
    phase = seen.phase
    if phase == Phase.PLAY:
        lines.append(words("picture.chupate.play", lang))
    elif phase == Phase.DRAWN:
        drawn = (
            words("picture.chupate.a_card", lang)
            if seen.drawn_card is None
            else str(seen.drawn_card)
        )
        lines.append(words("picture.chupate.drew", lang, drawn=drawn))
    elif phase == Phase.STACKED:
        lines.append(words("picture.chupate.stacked", lang, owed=seen.owed))
    elif phase == Phase.WILD4:
        lines.append(words("picture.chupate.wild4", lang, owed=seen.owed))
        color = None if seen.challenge_color is None else seen.challenge_color.value
        lines.append(words("picture.chupate.wild4_color", lang, color=color))
    elif phase == Phase.COLOR:
        lines.append(words("picture.chupate.first_wild", lang))
    challenge = seen.last_challenge
    if challenge is not None:
        outcome = words(
            "picture.chupate.bluff" if challenge.bluff else "picture.chupate.legal", lang
        )
        lines.append(
            words(
                "picture.chupate.challenged",
                lang,
                challenger=seat_name(challenge.challenger, names, lang),
                challenged=seat_name(challenge.challenged, names, lang),
                outcome=outcome,
            )
        )
    return lines


def _direction_arrow(cx: float, cy: float, clockwise: bool) -> str:
    """An arc around the color disc, its head showing the way play goes."""
    radius = 44
    if clockwise:
        arc = f"M{cx - radius} {cy} A{radius} {radius} 0 1 1 {cx} {cy + radius}"
        head = f"M{cx + 8} {cy + radius - 7} L{cx} {cy + radius} L{cx + 8} {cy + radius + 7}"
    else:
        arc = f"M{cx + radius} {cy} A{radius} {radius} 0 1 0 {cx} {cy + radius}"
        head = f"M{cx - 8} {cy + radius - 7} L{cx} {cy + radius} L{cx - 8} {cy + radius + 7}"
    style = 'fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round"'
    return f'<path d="{arc}" {style}/><path d="{head}" {style}/>'


def _table(seen: Seen, names: Sequence[str] | None, lang: str) -> list[str]:
    parts = [rect(12, 72, WIDTH - 24, 152, fill=FELT, radius=14)]
    # the stock, face down, with its size
    parts.append(_uno.back(34, 88, 1.05, linked=seen.linked))
    parts.append(
        text(
            65.5,
            212,
            words("picture.stock", lang, count=seen.stock_size),
            size=12,
            fill="#ffffff",
            anchor="middle",
        )
    )
    # the discard pile: the top card large, two under it peeking out
    under = seen.discard[-3:-1]
    for depth, card in enumerate(reversed(under), start=1):
        parts.append(_uno.card(card, 150 - 14 * depth, 86 + 3 * depth, 1.0, linked=seen.linked))
    parts.append(_uno.card(seen.discard[-1], 150, 80, 1.2, linked=seen.linked))
    parts.append(
        text(
            186,
            212,
            words("picture.chupate.discard", lang, count=len(seen.discard)),
            size=12,
            fill="#ffffff",
            anchor="middle",
        )
    )
    # the active color, with the direction around it
    cx, cy = 318, 140
    fill = "#8c959f" if seen.color is None else _uno.COLOR_FILL[seen.color]
    parts.append(
        f'<circle cx="{cx}" cy="{cy}" r="30" fill="{fill}" stroke="#ffffff" stroke-width="3"/>'
    )
    parts.append(
        text(
            cx,
            cy + 4,
            _color_word(seen.color, lang),
            size=11,
            fill="#ffffff",
            weight="bold",
            anchor="middle",
            extra=' stroke="#000000" stroke-width="0.6" paint-order="stroke"',
        )
    )
    clockwise = seen.direction == CW
    parts.append(_direction_arrow(cx, cy, clockwise))
    way = words("picture.chupate.way." + ("cw" if clockwise else "ccw"), lang)
    parts.append(text(cx, 216, way, size=11, fill="#ffffff", anchor="middle"))
    # what happens now
    x = 400
    parts += _layout.status(x, _status(seen, names, lang))
    phase = words(f"picture.chupate.phase.{seen.phase.value}", lang)
    items = [(words("picture.chupate.phase", lang, phase=phase), "#0b3d2c")]
    if seen.owed:
        items.append((words("picture.chupate.owes", lang, owed=seen.owed), "#b3261e"))
    parts.append(badges(x, 204, items))
    return parts


def _cards(count: int, lang: str) -> str:
    """``1 card``, ``3 cards``."""
    return words(f"phrase.card.{'one' if count == 1 else 'other'}", lang, count=count)


def _seat_row(seen: Seen, seat: int, names: Sequence[str] | None, lang: str) -> list[str]:
    y = _TOP + seat * ROW
    current = seat == seen.current_player
    name = seat_name(seat, names, lang) + (
        words("picture.you", lang) if seat == seen.viewer else ""
    )
    size = seen.hand_sizes[seat]
    rules = seen.rules
    details = [_cards(size, lang)]
    if rules.target is not None or seen.current_player is None:
        details[0] += words("picture.chupate.score", lang, score=seen.scores[seat])
    if rules.teams:
        team = "+".join(map(str, rules.team_of(seat)))
        details.append(words("picture.chupate.team", lang, team=team))
    items = [(words("picture.to_play_badge", lang), "#9a6700")] if current else []
    if seat in seen.winners:
        items.append((words("picture.winner", lang), "#1a7f37"))
    parts = _layout.seat_panel(y, name, current, details, items)
    linked = seen.linked
    parts += _layout.hand(
        y,
        seen.hands[seat],
        size,
        WIDTH - 30 - _layout.HAND_X,
        _CARD_SCALE,
        (_uno.WIDTH, _uno.HEIGHT),
        lambda card, x, top, scale: _uno.card(card, x, top, scale, linked=linked),
        lambda x, top, scale: _uno.back(x, top, scale, linked=linked),
        raised=size - 1 if current and seen.drawn_card is not None else None,
        lang=lang,
    )
    return parts


def render(seen: Seen, names: Sequence[str] | None, lang: str = "en") -> str:
    """The whole picture of ``seen`` as one SVG string, its words in ``lang``."""
    players = len(seen.hand_sizes)
    viewer = None if seen.viewer is None else seat_name(seen.viewer, names, lang)
    body = _layout.header("Chúpate 2", seen.round, _rules_line(seen.rules, lang), viewer, lang)
    record = seen.last_round
    if record is not None and seen.current_player is not None:
        won = f"{seat_subject(record.winner, names, lang)} (+{record.points[record.winner]})"
        body.append(
            text(
                WIDTH - 22,
                56,
                words("picture.chupate.round_won", lang, round=record.round, won=won),
                size=12,
                fill=MUTED,
                anchor="end",
            )
        )
    body += _table(seen, names, lang)
    for seat in range(players):
        body += _seat_row(seen, seat, names, lang)
    title = _layout.title("Chúpate 2", seen.round, _status(seen, names, lang)[0], viewer, lang)
    return document(WIDTH, _TOP + players * ROW + 4, title, body)


def symbols() -> str:
    """The ``<symbol>`` elements a linked picture of this game refers to (the UNO-style faces)."""
    return _uno.symbols()


def _under(count: int, lang: str) -> str:
    return words("picture.chupate.text.under", lang, count=count) if count else ""


def render_text(seen: Seen, names: Sequence[str] | None, lang: str = "en") -> str:
    """The same picture as plain text: a header, the table, then one line per seat.

    Hidden hands show only their size; ``>`` marks the seat to play and ``*``
    the viewer's own seat. The words are in ``lang``.
    """
    lines = [
        words(
            "picture.chupate.text.header",
            lang,
            rules=_rules_line(seen.rules, lang),
            round=seen.round,
        ),
        words(
            "picture.chupate.text.table",
            lang,
            top=str(seen.discard[-1]),
            under=_under(len(seen.discard) - 1, lang),
            color=None if seen.color is None else seen.color.value,
            way="cw" if seen.direction == CW else "ccw",
            stock=seen.stock_size,
        ),
        *_status(seen, names, lang),
    ]
    width = max(len(seat_name(seat, names, lang)) for seat in range(seen.rules.players))
    for seat in range(seen.rules.players):
        mark = ">" if seat == seen.current_player else " "
        own = "*" if seat == seen.viewer else " "
        hand = seen.hands[seat]
        count = seen.hand_sizes[seat]
        if hand is None:
            cards = words("picture.hidden", lang, count=count)
        else:
            cards = " ".join(map(str, hand)) or words("phrase.empty", lang)
        points = words("picture.chupate.text.points", lang, score=f"{seen.scores[seat]:>4}")
        lines.append(
            f"{mark}{own}{seat_name(seat, names, lang):<{width}}  {points}"
            f"  {_cards(count, lang):>9}  {cards}"
        )
    return "\n".join(lines)
