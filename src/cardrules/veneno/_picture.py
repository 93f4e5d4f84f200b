"""A Veneno position as a picture: hands, the three piles and their totals, the taken zones."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules._picture import layout as _layout
from cardrules._picture import spanish as _spanish
from cardrules._picture.draw import FELT, MUTED, badges, document, fan_step, rect, seat_name, text
from cardrules._picture.layout import ROW, WIDTH
from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.veneno import Rules, State, View, zone_points

Cards = tuple[SpanishCard, ...]

_ZONE_X = 430
_HAND_SCALE = 0.8
_ZONE_SCALE = 0.55
_CASCADE = 24


@attrs.frozen
class Seen:
    """What the picture may show: every field public, hands ``None`` where hidden."""

    rules: Rules
    viewer: int | None
    round: int
    current_player: int | None
    hands: tuple[Sequence[SpanishCard] | None, ...]
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
        hands=_layout.own_hand_only(view.hand, view.seat, len(view.hand_sizes)),
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
    parts += _layout.status(522, _status(seen, names), gap=19)
    return parts, bottom


def _seat_row(seen: Seen, seat: int, y: float, names: Sequence[str] | None) -> list[str]:
    rules = seen.rules
    current = seat == seen.current_player
    name = seat_name(seat, names) + (" (you)" if seat == seen.viewer else "")
    size = seen.hand_sizes[seat]
    details = [f"{size} card{'' if size == 1 else 's'} in hand", f"poison {seen.scores[seat]}"]
    items = [("to play", "#9a6700")] if current else []
    if seat in seen.winners:
        items.append(("winner", "#1a7f37"))
    if seat in seen.losers:
        items.append(("loser", "#b3261e"))
    parts = _layout.seat_panel(y, name, current, details, items)
    linked = seen.linked
    parts += _layout.hand(
        y,
        seen.hands[seat],
        size,
        _ZONE_X - 20 - _layout.HAND_X,
        _HAND_SCALE,
        (_spanish.WIDTH, _spanish.HEIGHT),
        lambda card, x, top, scale: _spanish.card(card, x, top, scale, linked=linked),
        lambda x, top, scale: _spanish.back(x, top, scale, linked=linked),
    )
    # the zone of taken cards, public (V-7, V-13)
    zone = seen.taken[seat]
    copas = sum(card.suit is Suit.COPAS for card in zone)
    points = zone_points(zone, rules)
    parts.append(rect(_ZONE_X - 8, y + 6, WIDTH - 26 - _ZONE_X, ROW - 20, fill="#f3f0e8", radius=8))
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
    viewer = None if seen.viewer is None else seat_name(seen.viewer, names)
    body = _layout.header("Veneno", seen.round, _rules_line(seen.rules), viewer)
    table, bottom = _table(seen, names)
    body += table
    top = bottom + 12
    for seat in range(players):
        body += _seat_row(seen, seat, top + seat * ROW, names)
    title = _layout.title("Veneno", seen.round, _status(seen, names)[0], viewer)
    return document(WIDTH, top + players * ROW + 4, title, body)


def symbols() -> str:
    """The ``<symbol>`` elements a linked picture of this game refers to (the Spanish faces)."""
    return _spanish.symbols()


def render_text(seen: Seen, names: Sequence[str] | None) -> str:
    """The same picture as plain text: a header, the piles, then one line per seat.

    Hidden hands show only their size; ``>`` marks the seat to play and ``*``
    the viewer's own seat. Each seat's line ends with its zone of taken cards.
    """
    rules = seen.rules
    lines = [f"Veneno · {_rules_line(rules)} · round {seen.round}"]
    for index, pile in enumerate(seen.piles):
        total = sum(rules.value(card) for card in pile)
        cards = " ".join(map(str, pile)) if pile else "(empty)"
        lines.append(f"pile {index}: {cards} (total {total})")
    lines.append(f"stock: {seen.stock_size}")
    lines.extend(_status(seen, names))
    width = max(len(seat_name(seat, names)) for seat in range(rules.players))
    for seat in range(rules.players):
        mark = ">" if seat == seen.current_player else " "
        own = "*" if seat == seen.viewer else " "
        hand = seen.hands[seat]
        count = seen.hand_sizes[seat]
        cards = f"[{count} hidden]" if hand is None else " ".join(map(str, hand)) or "(empty)"
        zone = " ".join(map(str, seen.taken[seat])) or "nothing"
        lines.append(
            f"{mark}{own}{seat_name(seat, names):<{width}}  score {seen.scores[seat]:>2}"
            f"  hand {cards}  taken this round {zone}"
        )
    return "\n".join(lines)
