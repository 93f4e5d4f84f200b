"""A Chúpate 2 position as a picture: hands, discard pile, turn, direction, color, owed cards."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules._picture import layout as _layout
from cardrules._picture import uno as _uno
from cardrules._picture.draw import FELT, MUTED, badges, document, rect, seat_name, text
from cardrules._picture.layout import ROW, WIDTH
from cardrules.cards.uno import Color, UnoCard
from cardrules.chupate import CW, Challenge, Phase, Rules, State, View
from cardrules.chupate.scoring import RoundResult

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


def _color_word(color: Color | None) -> str:
    return "none yet" if color is None else color.name.lower()


def _rules_line(rules: Rules) -> str:
    parts = [f"{rules.players} players"]
    if rules.teams:
        parts.append("teams " + " v ".join("+".join(map(str, team)) for team in rules.partition))
    parts.append("one round" if rules.target is None else f"to {rules.target} points")
    if not rules.allow_bluffs:
        parts.append("no bluffs")
    return " · ".join(parts)


def _status(seen: Seen, names: Sequence[str] | None) -> list[str]:
    """The lines that say what happens now, rule ids included."""
    if seen.current_player is None:
        won = ", ".join(seat_name(seat, names) for seat in seen.winners)
        target = seen.rules.target
        why = "emptied a hand" if target is None else f"reached {target} points"
        verb = "wins" if len(seen.winners) == 1 else "win"
        return [f"Game over: {won} {verb}", f"{why} (C-15)"]
    who = seat_name(seen.current_player, names)
    lines = [f"{who} to play"]
    phase = seen.phase
    if phase == Phase.PLAY:
        lines.append("play a matching card or draw (C-6, C-7)")
    elif phase == Phase.DRAWN:
        drawn = "a card" if seen.drawn_card is None else str(seen.drawn_card)
        lines.append(f"drew {drawn}: play it or pass (C-7)")
    elif phase == Phase.STACKED:
        lines.append(f"owes {seen.owed}: stack a +2 or take (C-8)")
    elif phase == Phase.WILD4:
        lines.append(f"owes {seen.owed}: take or challenge (C-12)")
        lines.append(f"the color was {_color_word(seen.challenge_color)} when W+4 was played")
    elif phase == Phase.COLOR:
        lines.append("a wild first card: name the color (C-13)")
    challenge = seen.last_challenge
    if challenge is not None:
        outcome = "a bluff!" if challenge.bluff else "the play was legal"
        lines.append(
            f"{seat_name(challenge.challenger, names)} challenged "
            f"{seat_name(challenge.challenged, names)}: {outcome}"
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


def _table(seen: Seen, names: Sequence[str] | None) -> list[str]:
    parts = [rect(12, 72, WIDTH - 24, 152, fill=FELT, radius=14)]
    # the stock, face down, with its size
    parts.append(_uno.back(34, 88, 1.05, linked=seen.linked))
    parts.append(
        text(65.5, 212, f"stock {seen.stock_size}", size=12, fill="#ffffff", anchor="middle")
    )
    # the discard pile: the top card large, two under it peeking out
    under = seen.discard[-3:-1]
    for depth, card in enumerate(reversed(under), start=1):
        parts.append(_uno.card(card, 150 - 14 * depth, 86 + 3 * depth, 1.0, linked=seen.linked))
    parts.append(_uno.card(seen.discard[-1], 150, 80, 1.2, linked=seen.linked))
    parts.append(
        text(186, 212, f"discard {len(seen.discard)}", size=12, fill="#ffffff", anchor="middle")
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
            _color_word(seen.color),
            size=11,
            fill="#ffffff",
            weight="bold",
            anchor="middle",
            extra=' stroke="#000000" stroke-width="0.6" paint-order="stroke"',
        )
    )
    clockwise = seen.direction == CW
    parts.append(_direction_arrow(cx, cy, clockwise))
    way = "clockwise (i → i+1)" if clockwise else "counter-clockwise (i → i−1)"
    parts.append(text(cx, 216, way, size=11, fill="#ffffff", anchor="middle"))
    # what happens now
    x = 400
    parts += _layout.status(x, _status(seen, names))
    items: list[tuple[str, str]] = [(f"phase {seen.phase.value}", "#0b3d2c")]
    if seen.owed:
        items.append((f"owes {seen.owed}", "#b3261e"))
    parts.append(badges(x, 204, items))
    return parts


def _seat_row(seen: Seen, seat: int, names: Sequence[str] | None) -> list[str]:
    y = _TOP + seat * ROW
    current = seat == seen.current_player
    name = seat_name(seat, names) + (" (you)" if seat == seen.viewer else "")
    size = seen.hand_sizes[seat]
    rules = seen.rules
    details = [f"{size} card{'' if size == 1 else 's'}"]
    if rules.target is not None or seen.current_player is None:
        details[0] += f" · score {seen.scores[seat]}"
    if rules.teams:
        details.append("team " + "+".join(map(str, rules.team_of(seat))))
    items = [("to play", "#9a6700")] if current else []
    if seat in seen.winners:
        items.append(("winner", "#1a7f37"))
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
    )
    return parts


def render(seen: Seen, names: Sequence[str] | None) -> str:
    """The whole picture of ``seen`` as one SVG string."""
    players = len(seen.hand_sizes)
    viewer = None if seen.viewer is None else seat_name(seen.viewer, names)
    body = _layout.header("Chúpate 2", seen.round, _rules_line(seen.rules), viewer)
    record = seen.last_round
    if record is not None and seen.current_player is not None:
        won = f"{seat_name(record.winner, names)} (+{record.points[record.winner]})"
        body.append(
            text(
                WIDTH - 22,
                56,
                f"round {record.round} won by {won}",
                size=12,
                fill=MUTED,
                anchor="end",
            )
        )
    body += _table(seen, names)
    for seat in range(players):
        body += _seat_row(seen, seat, names)
    title = _layout.title("Chúpate 2", seen.round, _status(seen, names)[0], viewer)
    return document(WIDTH, _TOP + players * ROW + 4, title, body)


def symbols() -> str:
    """The ``<symbol>`` elements a linked picture of this game refers to (the UNO-style faces)."""
    return _uno.symbols()


def _under(count: int) -> str:
    return f" on {count} more" if count else ""


def render_text(seen: Seen, names: Sequence[str] | None) -> str:
    """The same picture as plain text: a header, the table, then one line per seat.

    Hidden hands show only their size; ``>`` marks the seat to play and ``*``
    the viewer's own seat.
    """
    direction = "clockwise" if seen.direction == CW else "counter-clockwise"
    top = seen.discard[-1]
    lines = [
        f"Chúpate 2 · {_rules_line(seen.rules)} · round {seen.round}",
        f"discard: {top}{_under(len(seen.discard) - 1)} · color: {_color_word(seen.color)}"
        f" · play goes {direction} · stock: {seen.stock_size}",
        *_status(seen, names),
    ]
    width = max(len(seat_name(seat, names)) for seat in range(seen.rules.players))
    for seat in range(seen.rules.players):
        mark = ">" if seat == seen.current_player else " "
        own = "*" if seat == seen.viewer else " "
        hand = seen.hands[seat]
        count = seen.hand_sizes[seat]
        cards = f"[{count} hidden]" if hand is None else " ".join(map(str, hand)) or "(empty)"
        size = f"{count} card" + ("" if count == 1 else "s")
        lines.append(
            f"{mark}{own}{seat_name(seat, names):<{width}}  {seen.scores[seat]:>4} pts"
            f"  {size:>9}  {cards}"
        )
    return "\n".join(lines)
