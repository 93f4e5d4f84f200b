"""A Veneno position as a picture: hands, the three piles and their totals, the taken zones."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from cardrules._picture import layout as _layout
from cardrules._picture import spanish as _spanish
from cardrules._picture.draw import (
    FELT,
    MUTED,
    badges,
    document,
    fan_step,
    rect,
    seat_name,
    seat_of,
    seat_subject,
    text,
)
from cardrules._picture.layout import ROW, WIDTH
from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.i18n import text as words
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


def _rules_line(rules: Rules, lang: str) -> str:
    over = "above" if rules.poison_overflow else "at"
    parts = [
        words("picture.players", lang, players=rules.players),
        words(f"picture.veneno.overflows_{over}", lang, at=rules.overflow_at),
        words("picture.veneno.ends_at", lang, threshold=rules.loss_threshold),
    ]
    if rules.reduced_deck:
        parts.append(words("picture.veneno.reduced", lang))
    if rules.copas_sin_veneno:
        parts.append(words("picture.veneno.copas_sin_veneno", lang))
    return " · ".join(parts)


def _status(seen: Seen, names: Sequence[str] | None, lang: str) -> list[str]:
    if seen.current_player is None:
        won = ", ".join(seat_subject(seat, names, lang) for seat in seen.winners)
        lost = ", ".join(seat_name(seat, names, lang) for seat in seen.losers)
        over = "one" if len(seen.winners) == 1 else "other"
        return [
            words(f"picture.veneno.over.{over}", lang, won=won),
            words("picture.veneno.most_poison", lang, lost=lost),
        ]
    return [
        words("picture.to_play", lang, of_who=seat_of(seen.current_player, names, lang)),
        words("picture.veneno.has_drawn", lang),
        words("picture.veneno.suit_piles", lang),
        words("picture.veneno.copas_any", lang),
    ]


def _basic_suit(pile: Cards) -> Suit | None:
    for card in pile:
        if card.suit is not Suit.COPAS:
            return card.suit
    return None


def _piles(seen: Seen, y: float, lang: str) -> tuple[list[str], float]:
    rules = seen.rules
    parts: list[str] = []
    lowest = y
    for index, pile in enumerate(seen.piles):
        x = 150 + index * 118
        total = sum(rules.value(card) for card in pile)
        label = words("picture.veneno.pile", lang, pile=index)
        parts.append(text(x, y + 18, label, size=13, fill="#ffffff", weight="bold"))
        suit = _basic_suit(pile)
        if suit is not None:
            # after the label: "pile 0" leaves 58 pixels, a longer word more
            shift = 58 + 8 * max(0, len(label) - 6)
            parts.append(_spanish.suit_shape(suit, x + shift, y + 13, 0.6))
        near = total + 4 >= rules.overflow_at
        badge = words("picture.veneno.total", lang, total=total)
        parts.append(badges(x, y + 34, [(badge, "#b3261e" if near else "#0b3d2c")]))
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
            empty = words("picture.veneno.empty", lang)
            parts.append(text(x + 30, top + 50, empty, size=11, fill="#ffffff", anchor="middle"))
        for depth, card in enumerate(pile):
            parts.append(_spanish.card(card, x, top + depth * _CASCADE, linked=seen.linked))
        lowest = max(lowest, top + _spanish.HEIGHT + _CASCADE * max(0, len(pile) - 1))
    return parts, lowest


def _table(seen: Seen, names: Sequence[str] | None, lang: str) -> tuple[list[str], float]:
    pile_parts, lowest = _piles(seen, 82, lang)
    bottom = max(lowest + 14, 82 + 160)
    parts = [rect(12, 72, WIDTH - 24, bottom - 72, fill=FELT, radius=14)]
    parts.append(_spanish.back(34, 100, 1.0, linked=seen.linked))
    parts.append(
        text(
            64,
            212,
            words("picture.stock", lang, count=seen.stock_size),
            size=12,
            fill="#ffffff",
            anchor="middle",
        )
    )
    parts += pile_parts
    parts += _layout.status(522, _status(seen, names, lang), gap=19)
    return parts, bottom


def _seat_row(seen: Seen, seat: int, y: float, names: Sequence[str] | None, lang: str) -> list[str]:
    rules = seen.rules
    current = seat == seen.current_player
    name = seat_name(seat, names, lang) + (
        words("picture.you", lang) if seat == seen.viewer else ""
    )
    size = seen.hand_sizes[seat]
    cards = words(f"phrase.card.{'one' if size == 1 else 'other'}", lang, count=size)
    details = [
        words("picture.veneno.in_hand", lang, cards=cards),
        words("picture.veneno.poison", lang, score=seen.scores[seat]),
    ]
    items = [(words("picture.to_play_badge", lang), "#9a6700")] if current else []
    if seat in seen.winners:
        items.append((words("picture.winner", lang), "#1a7f37"))
    if seat in seen.losers:
        items.append((words("picture.loser", lang), "#b3261e"))
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
        lang=lang,
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
            words("picture.veneno.zone", lang, count=len(zone), copas=copas, points=f"{points:+d}"),
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


def render(seen: Seen, names: Sequence[str] | None, lang: str = "en") -> str:
    """The whole picture of ``seen`` as one SVG string, its words in ``lang``."""
    players = len(seen.hand_sizes)
    viewer = None if seen.viewer is None else seat_name(seen.viewer, names, lang)
    body = _layout.header("Veneno", seen.round, _rules_line(seen.rules, lang), viewer, lang)
    table, bottom = _table(seen, names, lang)
    body += table
    top = bottom + 12
    for seat in range(players):
        body += _seat_row(seen, seat, top + seat * ROW, names, lang)
    title = _layout.title("Veneno", seen.round, _status(seen, names, lang)[0], viewer, lang)
    return document(WIDTH, top + players * ROW + 4, title, body)


def symbols() -> str:
    """The ``<symbol>`` elements a linked picture of this game refers to (the Spanish faces)."""
    return _spanish.symbols()


def render_text(seen: Seen, names: Sequence[str] | None, lang: str = "en") -> str:
    """The same picture as plain text: a header, the piles, then one line per seat.

    Hidden hands show only their size; ``>`` marks the seat to play and ``*``
    the viewer's own seat. Each seat's line ends with its zone of taken cards.
    The words are in ``lang``.
    """
    rules = seen.rules
    empty = words("phrase.empty", lang)
    lines = [
        words("picture.veneno.text.header", lang, rules=_rules_line(rules, lang), round=seen.round)
    ]
    for index, pile in enumerate(seen.piles):
        total = sum(rules.value(card) for card in pile)
        cards = " ".join(map(str, pile)) if pile else empty
        lines.append(words("picture.veneno.text.pile", lang, pile=index, cards=cards, total=total))
    lines.append(words("picture.text.stock", lang, count=seen.stock_size))
    lines.extend(_status(seen, names, lang))
    width = max(len(seat_name(seat, names, lang)) for seat in range(rules.players))
    for seat in range(rules.players):
        mark = ">" if seat == seen.current_player else " "
        own = "*" if seat == seen.viewer else " "
        hand = seen.hands[seat]
        count = seen.hand_sizes[seat]
        if hand is None:
            cards = words("picture.hidden", lang, count=count)
        else:
            cards = " ".join(map(str, hand)) or empty
        zone = " ".join(map(str, seen.taken[seat])) or words("picture.veneno.text.nothing", lang)
        told = words(
            "picture.veneno.text.seat",
            lang,
            score=f"{seen.scores[seat]:>2}",
            cards=cards,
            zone=zone,
        )
        lines.append(f"{mark}{own}{seat_name(seat, names, lang):<{width}}  {told}")
    return "\n".join(lines)
