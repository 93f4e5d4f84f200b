"""Veneno positions to and from their JSON-ready dict form (the position format)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardrules._position import (
    card_list,
    check_placement,
    check_view,
    finish_stock,
    get_int,
    int_list,
    list_of_card_lists,
    read_last_round,
    read_opening,
    read_stock,
    read_view_opening,
    require_keys,
)
from cardrules._quote import quote
from cardrules.cards.spanish import SpanishCard, Suit
from cardrules.errors import PositionError
from cardrules.i18n import make_error
from cardrules.veneno.notation import PILES, parse_card
from cardrules.veneno.rules import Rules
from cardrules.veneno.scoring import RoundResult, zone_points

__all__ = ["state_from_dict", "state_to_dict", "view_from_dict", "view_to_dict"]

VERSION = 1


def _cards(cards: tuple[SpanishCard, ...]) -> list[str]:
    return [str(card) for card in cards]


def state_to_dict(state: Any) -> dict[str, Any]:
    """The position-format dict of ``state``, with ``round``, ``rng`` and ``last_round``."""
    return {
        "game": "veneno",
        "version": VERSION,
        "rules": state.rules.to_dict(),
        "seed": state.seed,
        "rng": state.rng,
        "round": state.round,
        "current_player": state.current_player,
        "starting_player": state.starting_player,
        "hands": [_cards(hand) for hand in state.hands],
        "piles": [_cards(pile) for pile in state.piles],
        "taken": [_cards(zone) for zone in state.taken],
        "stock": _cards(state.stock),
        "scores": list(state.scores),
        "last_round": None if state.last_round is None else state.last_round.to_dict(),
    }


def _check_piles(piles: tuple[tuple[SpanishCard, ...], ...], rules: Rules) -> None:
    holder: dict[Suit, int] = {}
    for index, pile in enumerate(piles):
        basic = {card.suit for card in pile if card.suit is not Suit.COPAS}
        if len(basic) > 1:
            suits = sorted(suit.name.lower() for suit in basic)
            names = dict(zip(("first", "second", "third"), suits, strict=False))
            key = "veneno.position.two_suits" if len(names) == 2 else "veneno.position.three_suits"
            raise make_error(PositionError, key, pile=index, **names)
        for suit in basic:
            if suit in holder:
                raise make_error(
                    PositionError,
                    "veneno.position.suit_twice",
                    first=holder[suit],
                    second=index,
                    suit=suit.name.lower(),
                )
            holder[suit] = index
        total = sum(rules.value(card) for card in pile)
        if rules.overflows(total):
            raise make_error(PositionError, "veneno.position.overflows", pile=index, total=total)


KEYS = (
    "game",
    "version",
    "rules",
    "seed",
    "rng",
    "round",
    "current_player",
    "starting_player",
    "hands",
    "piles",
    "taken",
    "stock",
    "scores",
    "last_round",
)
"""Every key a Veneno position may hold, in the order `state_to_dict` writes them."""


def state_from_dict(data: Mapping[str, Any], state_class: Any) -> Any:
    """Validate a position dict and build its `State` (the position format)."""
    opening = read_opening(data, "veneno", VERSION, Rules, "Veneno", KEYS)
    data, rules = opening.data, opening.rules
    current, starting, round_ = opening.current_player, opening.starting_player, opening.round
    players = rules.players
    require_keys(data, "hands", "piles")
    hands = list_of_card_lists(data["hands"], "hands", players, parse_card)
    piles = list_of_card_lists(data["piles"], "piles", PILES, parse_card)
    taken = (
        list_of_card_lists(data["taken"], "taken", players, parse_card)
        if "taken" in data
        else ((),) * players
    )
    scores = _scores(data, rules)
    stock = read_stock(data, parse_card)
    placed = [(f"hands[{i}]", hand) for i, hand in enumerate(hands)]
    placed += [(f"piles[{i}]", pile) for i, pile in enumerate(piles)]
    placed += [(f"taken[{i}]", zone) for i, zone in enumerate(taken)]
    if stock is not None:
        placed.append(("stock", stock))
    rest = check_placement(rules.deck(), placed, "V-1")
    full_stock, rng = finish_stock(stock, rest, opening.rng, "V-1")
    _check_piles(piles, rules)
    if current is None:
        if full_stock or any(hands):
            raise make_error(PositionError, "veneno.position.over_with_cards")
        if max(scores) < rules.loss_threshold:
            raise make_error(
                PositionError, "veneno.position.over_below", threshold=rules.loss_threshold
            )
    else:
        if not hands[current]:
            raise make_error(PositionError, "veneno.position.empty_hand", seat=current)
        if max(scores) >= rules.loss_threshold:
            raise make_error(
                PositionError, "veneno.position.reached", threshold=rules.loss_threshold
            )
    _check_score_bounds(scores, rules, round_, current is None)
    last_round = _last_round(data, rules, round_, starting, current is None)
    if (
        current is None
        and last_round is not None
        and (last_round.taken != taken or last_round.piles != piles)
    ):
        raise make_error(PositionError, "veneno.position.last_round_places")
    return state_class(
        rules=rules,
        seed=opening.seed,
        rng=rng,
        round=round_,
        starting_player=starting,
        current_player=current,
        hands=hands,
        piles=piles,
        taken=taken,
        stock=full_stock,
        scores=scores,
        last_round=last_round,
    )


def _scores(data: Mapping[str, Any], rules: Rules) -> tuple[int, ...]:
    players = rules.players
    if "scores" not in data:
        return (0,) * players
    if rules.copas_sin_veneno:  # V-12 can make a total negative
        return int_list(data["scores"], "'scores'", players)
    return int_list(
        data["scores"], "'scores' (negative only with copas_sin_veneno, V-12)", players, minimum=0
    )


def _check_score_bounds(scores: tuple[int, ...], rules: Rules, round_: int, over: bool) -> None:
    """Refuse poison points that the finished rounds cannot have given (V-9, V-12).

    Each copa counts for one zone at most, +1 (or -2 under V-12) a round. So
    over ``n`` finished rounds (``round - 1`` during a match, ``round`` once
    it is over) the seats' totals above zero add up to at most ``copas * n``,
    and those below zero (V-12 only) to at most ``2 * copas * n``, ``copas``
    being the deck's copas (12, or 10 in the reduced deck).
    """
    finished = round_ if over else round_ - 1
    copas = sum(1 for card in rules.deck() if card.suit is Suit.COPAS)
    one = "_one" if finished == 1 else ""
    gained = sum(score for score in scores if score > 0)
    if gained > copas * finished:
        raise make_error(
            PositionError,
            "veneno.position.gained" + one,
            scores=list(scores),
            gained=gained,
            finished=finished,
            most=copas * finished,
            copas=copas,
        )
    lost = -sum(score for score in scores if score < 0)
    if lost > 2 * copas * finished:
        raise make_error(
            PositionError,
            "veneno.position.lost" + one,
            scores=list(scores),
            lost=lost,
            finished=finished,
            most=2 * copas * finished,
            copas=copas,
        )


_RESULT_KEYS = ("round", "starting_player", "points", "taken", "piles")


def _last_round(
    data: Mapping[str, Any], rules: Rules, round_: int, starting: int, over: bool
) -> RoundResult | None:
    """Read and check ``last_round``: the record of the round before this one."""
    raw = read_last_round(data, _RESULT_KEYS, round_, starting, over, rules.players)
    if raw is None:
        return None
    players = rules.players
    number, starting = raw["round"], raw["starting_player"]
    points = int_list(raw["points"], "'last_round.points'", players)
    taken = list_of_card_lists(raw["taken"], "last_round.taken", players, parse_card)
    piles = list_of_card_lists(raw["piles"], "last_round.piles", PILES, parse_card)
    placed = [(f"last_round.taken[{i}]", zone) for i, zone in enumerate(taken)]
    placed += [(f"last_round.piles[{i}]", pile) for i, pile in enumerate(piles)]
    check_placement(rules.deck(), placed, "V-1")
    counted = tuple(zone_points(zone, rules) for zone in taken)
    if points != counted:
        raise make_error(
            PositionError, "veneno.position.last_points", points=list(points), counted=list(counted)
        )
    return RoundResult(number, starting, points, taken, piles)


VIEW_KEYS = (
    "game",
    "version",
    "rules",
    "seat",
    "round",
    "starting_player",
    "current_player",
    "hand",
    "hand_sizes",
    "piles",
    "taken",
    "stock_size",
    "scores",
    "last_round",
    "legal_moves",
)
"""Every key a Veneno view's dict holds, in the order `view_to_dict` writes them."""


def view_to_dict(view: Any) -> dict[str, Any]:
    """The JSON-ready dict of a view; ``legal_moves`` lists its seat's legal moves in notation."""
    return {
        "game": "veneno",
        "version": VERSION,
        "rules": view.rules.to_dict(),
        "seat": view.seat,
        "round": view.round,
        "starting_player": view.starting_player,
        "current_player": view.current_player,
        "hand": _cards(view.hand),
        "hand_sizes": list(view.hand_sizes),
        "piles": [_cards(pile) for pile in view.piles],
        "taken": [_cards(zone) for zone in view.taken],
        "stock_size": view.stock_size,
        "scores": list(view.scores),
        "last_round": None if view.last_round is None else view.last_round.to_dict(),
        "legal_moves": [str(move) for move in view.legal_moves()],
    }


def view_from_dict(data: Mapping[str, Any], view_class: Any) -> Any:
    """Validate a view's dict (`view_to_dict`'s form) and build the `View`."""
    opening = read_view_opening(data, "veneno", VERSION, Rules, "Veneno", VIEW_KEYS)
    data, rules = opening.data, opening.rules
    players = rules.players
    hand = card_list(data["hand"], "'hand'", parse_card)
    if opening.seat is None and hand:
        raise make_error(PositionError, "position.spectator_hand", value=quote(data["hand"]))
    view = view_class(
        rules=rules,
        seat=opening.seat,
        round=opening.round,
        starting_player=opening.starting_player,
        current_player=opening.current_player,
        hand=hand,
        hand_sizes=int_list(data["hand_sizes"], "'hand_sizes'", players, minimum=0),
        piles=list_of_card_lists(data["piles"], "piles", PILES, parse_card),
        taken=list_of_card_lists(data["taken"], "taken", players, parse_card),
        stock_size=get_int(data, "stock_size", minimum=0),
        scores=_scores(data, rules),
        last_round=_last_round(
            data, rules, opening.round, opening.starting_player, opening.current_player is None
        ),
    )
    return check_view(view, data)
