"""A Veneno position as a picture: hands, the three piles and their totals, the taken zones."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.svg import _spanish
from cardrules.svg._draw import (
    FELT,
    HIGHLIGHT,
    INK,
    MUTED,
    badges,
    document,
    fan_step,
    rect,
    seat_name,
    text,
)
from cardrules.veneno import Rules, State, View, zone_points

Cards = tuple[SpanishCard, ...]

WIDTH = 820
_ROW = 112
_HAND_X = 178
_ZONE_X = 430
_HAND_SCALE = 0.8
_ZONE_SCALE = 0.55
_CASCADE = 21


@attrs.frozen
class Seen:
    """What the picture may show: every field public, hands ``None`` where hidden."""

    rules: Rules
    viewer: int | None
    round: int
    current_player: int | None
    hands: tuple[Cards | None, ...]
    hand_sizes: tuple[int, ...]
    piles: tuple[Cards, ...]
    taken: tuple[Cards, ...]
    stock_size: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    linked: bool = False
    """Cards as references to a page's shared symbols (smaller pages of many pictures)."""


def seen_from_state(state: State) -> Seen:
    """Everything, every hand face up."""
    return Seen(
        rules=state.rules,
        viewer=None,
        round=state.round,
        current_player=state.current_player,
        hands=tuple(state.hands),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        piles=state.piles,
        taken=state.taken,
        stock_size=len(state.stock),
        scores=state.scores,
        winners=state.winners,
        losers=state.losers,
    )


def seen_from_view(view: View) -> Seen:
    """What one seat sees: its own hand face up, the others face down (V-13)."""
    return Seen(
        rules=view.rules,
        viewer=view.seat,
        round=view.round,
        current_player=view.current_player,
        hands=tuple(
            view.hand if seat == view.seat else None for seat in range(len(view.hand_sizes))
        ),
        hand_sizes=view.hand_sizes,
        piles=view.piles,
        taken=view.taken,
        stock_size=view.stock_size,
        scores=view.scores,
        winners=view.winners,
        losers=view.losers,
    )


def _rules_line(rules: Rules) -> str:
    over = "above" if rules.poison_overflow else "at"
    parts = [
        f"{rules.players} players",
        f"a pile overflows {over} {rules.overflow_at}",
        f"match ends at {rules.loss_threshold} poison",
    ]
    if rules.reduced_deck:
        parts.append("40 cards")
    if rules.copas_sin_veneno:
        parts.append("copas sin veneno")
    return " · ".join(parts)


def _status(seen: Seen, names: Sequence[str] | None) -> list[str]:
    if seen.current_player is None:
        won = ", ".join(seat_name(seat, names) for seat in seen.winners)
        lost = ", ".join(seat_name(seat, names) for seat in seen.losers)
        return [
            f"Match over: {won} {'wins' if len(seen.winners) == 1 else 'win'}",
            f"most poison: {lost} (V-10)",
        ]
    return [
        f"{seat_name(seen.current_player, names)} to play",
        "has drawn; plays one card on a pile (V-4)",
        "oros, espadas, bastos on their own pile (V-5);",
        "copas on any pile (V-6)",
    ]


def _basic_suit(pile: Cards) -> Suit | None:
    for card in pile:
        if card.suit is not Suit.COPAS:
            return card.suit
    return None


def _piles(seen: Seen, y: float) -> tuple[list[str], float]:
    rules = seen.rules
    parts: list[str] = []
    lowest = y
    for index, pile in enumerate(seen.piles):
        x = 150 + index * 118
        total = sum(rules.value(card) for card in pile)
        parts.append(text(x, y + 18, f"pile {index}", size=13, fill="#ffffff", weight="bold"))
        suit = _basic_suit(pile)
        if suit is not None:
            parts.append(_spanish.suit_shape(suit, x + 58, y + 13, 0.6))
        near = total + 4 >= rules.overflow_at
        parts.append(badges(x, y + 34, [(f"total {total}", "#b3261e" if near else "#0b3d2c")]))
        top = y + 50
        if not pile:
            parts.append(
                rect(
                    x,
                    top,
                    _spanish.WIDTH,
                    _spanish.HEIGHT,
                    fill="none",
                    radius=6,
                    stroke="#ffffff",
                    stroke_width=1.5,
                    extra=' stroke-dasharray="5 4" opacity="0.7"',
                )
            )
            parts.append(text(x + 30, top + 50, "empty", size=11, fill="#ffffff", anchor="middle"))
        for depth, card in enumerate(pile):
            parts.append(_spanish.card(card, x, top + depth * _CASCADE, linked=seen.linked))
        lowest = max(lowest, top + _spanish.HEIGHT + _CASCADE * max(0, len(pile) - 1))
    return parts, lowest


def _table(seen: Seen, names: Sequence[str] | None) -> tuple[list[str], float]:
    pile_parts, lowest = _piles(seen, 82)
    bottom = max(lowest + 14, 82 + 160)
    parts = [rect(12, 72, WIDTH - 24, bottom - 72, fill=FELT, radius=14)]
    parts.append(_spanish.back(34, 100, 1.0, linked=seen.linked))
    parts.append(
        text(64, 212, f"stock {seen.stock_size}", size=12, fill="#ffffff", anchor="middle")
    )
    parts += pile_parts
    x = 522
    lines = _status(seen, names)
    parts.append(text(x, 108, lines[0], size=19, fill="#ffffff", weight="bold"))
    for row, line in enumerate(lines[1:]):
        parts.append(text(x, 132 + 19 * row, line, size=12, fill="#e6f4ea"))
    return parts, bottom


def _seat_row(seen: Seen, seat: int, y: float, names: Sequence[str] | None) -> list[str]:
    rules = seen.rules
    current = seat == seen.current_player
    parts = [
        rect(
            12,
            y,
            WIDTH - 24,
            _ROW - 8,
            radius=10,
            fill="#fff8e1" if current else "#ffffff",
            stroke=HIGHLIGHT if current else "#d0d7de",
            stroke_width=3 if current else 1,
        ),
    ]
    name = seat_name(seat, names)
    if seat == seen.viewer:
        name += " (you)"
    parts.append(text(26, y + 24, name, size=15, weight="bold"))
    size = seen.hand_sizes[seat]
    parts.append(
        text(26, y + 44, f"{size} card{'' if size == 1 else 's'} in hand", size=12, fill=MUTED)
    )
    parts.append(text(26, y + 62, f"poison {seen.scores[seat]}", size=12, fill=MUTED))
    items = []
    if current:
        items.append(("to play", "#9a6700"))
    if seat in seen.winners:
        items.append(("winner", "#1a7f37"))
    if seat in seen.losers:
        items.append(("loser", "#b3261e"))
    parts.append(badges(26, y + 84, items))
    # the hand
    hand = seen.hands[seat]
    width = _spanish.WIDTH * _HAND_SCALE
    top = y + (_ROW - 8 - _spanish.HEIGHT * _HAND_SCALE) / 2
    step = fan_step(size, _ZONE_X - 20 - _HAND_X, width, width + 5)
    for index in range(size):
        x = _HAND_X + index * step
        if hand is None:
            parts.append(_spanish.back(x, top, _HAND_SCALE, linked=seen.linked))
        else:
            parts.append(_spanish.card(hand[index], x, top, _HAND_SCALE, linked=seen.linked))
    if size == 0:
        parts.append(text(_HAND_X, y + 56, "no cards", size=13, fill=MUTED))
    # the zone of taken cards, public (V-7, V-13)
    zone = seen.taken[seat]
    copas = sum(card.suit is Suit.COPAS for card in zone)
    points = zone_points(zone, rules)
    parts.append(
        rect(_ZONE_X - 8, y + 6, WIDTH - 26 - _ZONE_X, _ROW - 20, fill="#f3f0e8", radius=8)
    )
    parts.append(
        text(
            _ZONE_X,
            y + 22,
            f"taken {len(zone)} · copas {copas} · this round {points:+d}",
            size=11,
            fill=MUTED,
        )
    )
    small = _spanish.WIDTH * _ZONE_SCALE
    step = fan_step(len(zone), WIDTH - 40 - _ZONE_X, small, small + 3)
    for index, card in enumerate(zone):
        parts.append(
            _spanish.card(card, _ZONE_X + index * step, y + 30, _ZONE_SCALE, linked=seen.linked)
        )
    return parts


def render(seen: Seen, names: Sequence[str] | None) -> str:
    """The whole picture of ``seen`` as one SVG string."""
    players = len(seen.hand_sizes)
    table, bottom = _table(seen, names)
    top = bottom + 12
    height = top + players * _ROW + 4
    title = f"Veneno, round {seen.round}: " + _status(seen, names)[0]
    if seen.viewer is not None:
        title += f" (as {seat_name(seen.viewer, names)} sees it)"
    body = [
        text(22, 34, "Veneno", size=22, weight="bold", fill=INK),
        text(110, 34, f"· round {seen.round}", size=16, fill=MUTED),
        text(22, 56, _rules_line(seen.rules), size=12, fill=MUTED),
    ]
    if seen.viewer is not None:
        body.append(
            text(
                WIDTH - 22,
                34,
                f"as {seat_name(seen.viewer, names)} sees it",
                size=13,
                fill=MUTED,
                anchor="end",
            )
        )
    body += table
    for seat in range(players):
        body += _seat_row(seen, seat, top + seat * _ROW, names)
    return document(WIDTH, height, title, body)
