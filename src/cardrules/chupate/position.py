"""Chúpate 2 positions to and from their JSON-ready dict form (the position format)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn

from cardrules._position import (
    card_list,
    check_keys,
    check_placement,
    check_view,
    finish_stock,
    get_int,
    get_seat,
    int_list,
    list_of_card_lists,
    read_last_round,
    read_opening,
    read_stock,
    read_view_opening,
    require_keys,
)
from cardrules._quote import quote
from cardrules.cards.uno import Color, UnoCard, build_uno_deck, notations
from cardrules.chupate.challenge import Challenge
from cardrules.chupate.notation import parse_card
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules
from cardrules.chupate.scoring import RoundResult, round_points
from cardrules.errors import PositionError
from cardrules.i18n import make_error

__all__ = ["state_from_dict", "state_to_dict", "view_from_dict", "view_to_dict"]

VERSION = 1
GAME = "chupate2"
_PHASES = tuple(phase.value for phase in Phase)
_DIRECTIONS = {"ccw": -1, "cw": 1}
_COLORS = {color.value: color for color in Color}


def _cards(cards: tuple[UnoCard, ...]) -> list[str]:
    return notations(cards)


def _color(color: Color | None) -> str | None:
    return None if color is None else color.value


def state_to_dict(state: Any) -> dict[str, Any]:
    """The position-format dict of ``state``, with ``rng``, ``round`` and ``scores``.

    ``drawn_card`` is written in phase ``drawn`` only, ``challenge_color`` in
    phase ``wild4`` only; ``last_challenge`` is always written (``null`` when
    the last move was not a challenge).
    """
    out: dict[str, Any] = {
        "game": GAME,
        "version": VERSION,
        "rules": state.rules.to_dict(),
        "seed": state.seed,
        "rng": state.rng,
        "round": state.round,
        "current_player": state.current_player,
        "starting_player": state.starting_player,
        "hands": [_cards(hand) for hand in state.hands],
        "discard": _cards(state.discard),
        "color": _color(state.color),
        "direction": "ccw" if state.direction < 0 else "cw",
        "owed": state.owed,
        "phase": state.phase.value,
    }
    if state.drawn_card is not None:
        out["drawn_card"] = str(state.drawn_card)
    if state.challenge_color is not None:
        out["challenge_color"] = state.challenge_color.value
    last = state.last_challenge
    out["last_challenge"] = None if last is None else last.to_dict()
    out["stock"] = _cards(state.stock)
    out["scores"] = list(state.scores)
    last_round = state.last_round
    out["last_round"] = None if last_round is None else last_round.to_dict()
    return out


def _get_color(data: Mapping[str, Any], key: str) -> Color | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or value not in _COLORS:
        raise make_error(PositionError, "chupate.position.color", key=repr(key), value=quote(value))
    return _COLORS[value]


def _choice(
    data: Mapping[str, Any], key: str, allowed: tuple[str, ...], default: str, rule: str
) -> str:
    value = data.get(key, default)
    if not isinstance(value, str) or value not in allowed:
        raise make_error(
            PositionError,
            "chupate.position.choice",
            key=repr(key),
            allowed=", ".join(map(repr, allowed)),
            rule=rule,
            value=quote(value),
        )
    return value


def _scores(data: Mapping[str, Any], rules: Rules) -> tuple[int, ...]:
    players = rules.players
    if "scores" not in data:
        return (0,) * players
    raw = int_list(data["scores"], "'scores'", players, minimum=0)
    for team in rules.partition:
        if len({raw[seat] for seat in team}) > 1:
            _fail("chupate.position.team_scores", team=list(team), scores=list(raw))
    return raw


_RESULT_KEYS = ("round", "starting_player", "winner", "points", "hands")


def _last_round(
    data: Mapping[str, Any], rules: Rules, round_: int, starting: int, over: bool
) -> RoundResult | None:
    """Read and check ``last_round``: the record of the round before this one."""
    raw = read_last_round(data, _RESULT_KEYS, round_, starting, over, rules.players)
    if raw is None:
        return None
    players = rules.players
    number, starting = raw["round"], raw["starting_player"]
    winner = get_seat(raw["winner"], players, "'last_round.winner'")
    points = int_list(raw["points"], "'last_round.points'", players, minimum=0)
    hands = list_of_card_lists(raw["hands"], "last_round.hands", players, parse_card)
    check_placement(
        build_uno_deck(), [(f"last_round.hands[{i}]", h) for i, h in enumerate(hands)], "C-1"
    )
    if hands[winner]:
        _fail("chupate.position.winner_holds", winner=winner)
    counted = round_points(hands, winner, rules)
    if points != counted:
        _fail("chupate.position.last_points", points=list(points), counted=list(counted))
    return RoundResult(number, starting, winner, points, hands)


_CHALLENGE_KEYS = ("challenger", "challenged", "bluff")


def _last_challenge(data: Mapping[str, Any], players: int) -> Challenge | None:
    raw = data.get("last_challenge")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        _fail("chupate.position.challenge_type", value=quote(raw))
    check_keys(raw, _CHALLENGE_KEYS, "'last_challenge'")
    require_keys(raw, *_CHALLENGE_KEYS, where="'last_challenge'")
    challenger = get_seat(raw["challenger"], players, "'last_challenge.challenger'")
    challenged = get_seat(raw["challenged"], players, "'last_challenge.challenged'")
    bluff = raw["bluff"]
    if not isinstance(bluff, bool):
        _fail("chupate.position.bluff", value=quote(bluff))
    return Challenge(challenger, challenged, bluff)


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
    "discard",
    "color",
    "direction",
    "owed",
    "phase",
    "drawn_card",
    "challenge_color",
    "last_challenge",
    "stock",
    "scores",
    "last_round",
)
"""Every key a Chúpate 2 position may hold, in the order `state_to_dict` writes them."""


def state_from_dict(data: Mapping[str, Any], state_class: Any) -> Any:
    """Validate a position dict and build its `State` (the position format)."""
    opening = read_opening(data, GAME, VERSION, Rules, "Chúpate 2", KEYS)
    data, rules = opening.data, opening.rules
    current, starting, round_ = opening.current_player, opening.starting_player, opening.round
    players = rules.players
    require_keys(data, "hands", "discard", "color")
    hands = list_of_card_lists(data["hands"], "hands", players, parse_card)
    discard = card_list(data["discard"], "discard", parse_card)
    if not discard:
        _fail("chupate.position.no_top")
    color = _get_color(data, "color")
    direction = _DIRECTIONS[_choice(data, "direction", ("ccw", "cw"), "ccw", "C-5")]
    owed = get_int(data, "owed", 0, minimum=0)
    phase = Phase(
        _choice(data, "phase", _PHASES, "over" if current is None else "play", "position format")
    )
    drawn_card = None
    if data.get("drawn_card") is not None:
        drawn_card = card_list([data["drawn_card"]], "drawn_card", parse_card)[0]
    challenge_color = _get_color(data, "challenge_color")
    last_challenge = _last_challenge(data, players)
    scores = _scores(data, rules)
    stock = read_stock(data, parse_card)
    placed = [(f"hands[{i}]", hand) for i, hand in enumerate(hands)]
    placed.append(("discard", discard))
    if stock is not None:
        placed.append(("stock", stock))
    rest = check_placement(build_uno_deck(), placed, "C-1")
    full_stock, rng = finish_stock(stock, rest, opening.rng, "C-1")
    last_round = _last_round(data, rules, round_, starting, current is None)
    state = state_class(
        rules=rules,
        seed=opening.seed,
        rng=rng,
        round=round_,
        starting_player=starting,
        current_player=current,
        hands=hands,
        discard=discard,
        color=color,
        direction=direction,
        owed=owed,
        phase=phase,
        drawn_card=drawn_card,
        challenge_color=challenge_color,
        last_challenge=last_challenge,
        stock=full_stock,
        scores=scores,
        last_round=last_round,
    )
    _check_consistency(state)
    if last_round is not None and any(
        score < gained for score, gained in zip(scores, last_round.points, strict=True)
    ):
        _fail(
            "chupate.position.scores_below_last",
            scores=list(scores),
            points=list(last_round.points),
        )
    if current is None and last_round is not None and last_round.hands != hands:
        _fail("chupate.position.last_round_hands")
    _check_score_bounds(scores, rules, round_, current is None)
    return state


MAX_ROUND_POINTS = sum(card.points for card in build_uno_deck())
"""The most points one round can give (1240): every card of the deck (C-1) left in
the opponents' hands, at its C-15 value."""


def _check_score_bounds(scores: tuple[int, ...], rules: Rules, round_: int, over: bool) -> None:
    """Refuse scores that the finished rounds cannot have given (C-15).

    Each finished round gives points to one side only (a player, or a team
    whose members all show the team's score), and at most `MAX_ROUND_POINTS`.
    So the sides' scores add up to at most that many points per finished
    round: ``round - 1`` of them during a game, ``round`` once it is over.
    """
    finished = round_ if over else round_ - 1
    total = sum(scores[side[0]] for side in rules.partition)
    if total > MAX_ROUND_POINTS * finished:
        _fail(
            "chupate.position.score_bound_one" if finished == 1 else "chupate.position.score_bound",
            scores=list(scores),
            total=total,
            finished=finished,
            most=MAX_ROUND_POINTS * finished,
            per_round=MAX_ROUND_POINTS,
        )


def _fail(key: str, /, **params: Any) -> NoReturn:
    raise make_error(PositionError, key, **params)


def _check_consistency(state: Any) -> None:
    """Reject every position no game can reach (phase, color, hands, scores)."""
    rules, round_, scores = state.rules, state.round, state.scores
    starting, current = state.starting_player, state.current_player
    hands, discard, color = state.hands, state.discard, state.color
    direction, owed, phase = state.direction, state.owed, state.phase
    drawn_card, challenge_color = state.drawn_card, state.challenge_color
    last_challenge = state.last_challenge
    top = discard[-1]
    target = rules.target
    if (current is None) != (phase == "over"):
        _fail("chupate.position.phase_over", phase=phase, current=quote(current))
    if target is None and round_ != 1:
        _fail("chupate.position.one_round", round=round_)
    if phase != "drawn" and drawn_card is not None:
        _fail("chupate.position.drawn_phase", phase=phase)
    if phase != "wild4" and challenge_color is not None:
        _fail("chupate.position.challenge_color_phase", phase=phase)
    if phase not in ("stacked", "wild4") and owed:
        _fail("chupate.position.owed_phase", owed=owed, phase=phase)
    if color is None and phase != "color":
        _fail("chupate.position.no_color", phase=phase)
    if color is not None and top.color is not None and color is not top.color:
        _fail("chupate.position.color_top", color=color.value, top=str(top))
    if last_challenge is not None:
        _check_challenge(rules, last_challenge, current, phase, direction, top)
    if current is None:
        empty = [seat for seat, hand in enumerate(hands) if not hand]
        if len(empty) != 1:
            _fail("chupate.position.over_empty", empty=len(empty))
        winner_side = rules.team_of(empty[0])
        if target is None:
            expected = round_points(hands, empty[0], rules)
            if scores != expected:
                _fail("chupate.position.round_count", scores=list(scores), count=list(expected))
        elif scores[winner_side[0]] < target or any(
            score >= target for seat, score in enumerate(scores) if seat not in winner_side
        ):
            _fail(
                "chupate.position.winning_side",
                scores=list(scores),
                side=list(winner_side),
                target=target,
            )
        return
    for seat, hand in enumerate(hands):
        if not hand:
            _fail("chupate.position.empty_hand", seat=seat)
    if target is None and any(scores):
        _fail("chupate.position.single_round_scores")
    if target is not None and max(scores) >= target:
        _fail("chupate.position.target_reached", target=target)
    if phase == "drawn":
        if drawn_card is None:
            _fail("chupate.position.drawn_needs_card")
        elif hands[current][-1] != drawn_card:
            _fail("chupate.position.drawn_last", card=str(drawn_card), seat=current)
    elif phase == "stacked":
        _check_stacked(owed, discard, current, starting, direction)
    elif phase == "wild4":
        _check_wild4(rules, owed, discard, challenge_color, hands, current, direction)
    elif phase == "color" and (
        len(discard) != 1 or top.face != "W" or current != starting or direction != -1 or color
    ):
        _fail("chupate.position.color_phase")


def _check_stacked(
    owed: int, discard: tuple[UnoCard, ...], current: int, starting: int, direction: int
) -> None:
    if len(discard) == 1 and (current != starting or direction != -1 or owed != 2):
        _fail("chupate.position.lone_draw_two")
    chain = 0
    for card in reversed(discard):
        if card.face != "+2":
            break
        chain += 1
    if owed == 0 or owed % 2 or owed > 2 * chain:
        _fail("chupate.position.stacked_owed", owed=owed, chain=chain)


def _check_wild4(
    rules: Rules,
    owed: int,
    discard: tuple[UnoCard, ...],
    challenge_color: Color | None,
    hands: tuple[tuple[UnoCard, ...], ...],
    current: int,
    direction: int,
) -> None:
    top = discard[-1]
    if top.face != "W+4" or owed != 4:
        _fail("chupate.position.wild4_top", top=str(top), owed=owed)
    if len(discard) < 2:
        _fail("chupate.position.lone_wild4")
    if challenge_color is None:
        _fail("chupate.position.wild4_needs_color")
    challenged = (current - direction) % rules.players
    if not rules.allow_bluffs and any(c.color is challenge_color for c in hands[challenged]):
        _fail(
            "chupate.position.no_bluffs",
            seat=challenged,
            color=challenge_color.value if challenge_color else None,
        )


def _check_challenge(
    rules: Rules,
    last: Challenge,
    current: int | None,
    phase: str,
    direction: int,
    top: UnoCard,
) -> None:
    players = rules.players
    if top.face != "W+4":
        _fail("chupate.position.challenge_top", top=str(top))
    if last.bluff and not rules.allow_bluffs:
        _fail("chupate.position.challenge_bluff")
    expected = last.challenger if last.bluff else (last.challenger + direction) % players
    if (
        phase != "play"
        or last.challenged != (last.challenger - direction) % players
        or current != expected
    ):
        _fail("chupate.position.challenge_fit", challenge=last.to_dict())


VIEW_KEYS = (
    "game",
    "version",
    "rules",
    "seat",
    "round",
    "starting_player",
    "current_player",
    "hand",
    "drawn_card",
    "discard",
    "color",
    "direction",
    "owed",
    "phase",
    "challenge_color",
    "last_challenge",
    "hand_sizes",
    "stock_size",
    "scores",
    "last_round",
    "legal_moves",
)
"""Every key a Chúpate 2 view's dict holds, in the order `view_to_dict` writes them."""


def view_to_dict(view: Any) -> dict[str, Any]:
    """The JSON-ready dict of a view; ``legal_moves`` lists its seat's legal moves in notation."""
    return {
        "game": GAME,
        "version": VERSION,
        "rules": view.rules.to_dict(),
        "seat": view.seat,
        "round": view.round,
        "starting_player": view.starting_player,
        "current_player": view.current_player,
        "hand": _cards(view.hand),
        "drawn_card": None if view.drawn_card is None else str(view.drawn_card),
        "discard": _cards(view.discard),
        "color": _color(view.color),
        "direction": "ccw" if view.direction < 0 else "cw",
        "owed": view.owed,
        "phase": view.phase.value,
        "challenge_color": _color(view.challenge_color),
        "last_challenge": None if view.last_challenge is None else view.last_challenge.to_dict(),
        "hand_sizes": list(view.hand_sizes),
        "stock_size": view.stock_size,
        "scores": list(view.scores),
        "last_round": None if view.last_round is None else view.last_round.to_dict(),
        "legal_moves": [str(move) for move in view.legal_moves()],
    }


def view_from_dict(data: Mapping[str, Any], view_class: Any) -> Any:
    """Validate a view's dict (`view_to_dict`'s form) and build the `View`."""
    opening = read_view_opening(data, GAME, VERSION, Rules, "Chúpate 2", VIEW_KEYS)
    data, rules = opening.data, opening.rules
    players = rules.players
    hand = card_list(data["hand"], "'hand'", parse_card)
    if opening.seat is None and hand:
        _fail("position.spectator_hand", value=quote(data["hand"]))
    drawn_card = None
    if data["drawn_card"] is not None:
        drawn_card = card_list([data["drawn_card"]], "'drawn_card'", parse_card)[0]
    discard = card_list(data["discard"], "'discard'", parse_card)
    if not discard:
        _fail("chupate.position.no_top")
    view = view_class(
        rules=rules,
        seat=opening.seat,
        round=opening.round,
        starting_player=opening.starting_player,
        current_player=opening.current_player,
        hand=hand,
        drawn_card=drawn_card,
        discard=discard,
        color=_get_color(data, "color"),
        direction=_DIRECTIONS[_choice(data, "direction", ("ccw", "cw"), "ccw", "C-5")],
        owed=get_int(data, "owed", minimum=0),
        phase=Phase(_choice(data, "phase", _PHASES, "play", "position format")),
        challenge_color=_get_color(data, "challenge_color"),
        last_challenge=_last_challenge(data, players),
        hand_sizes=int_list(data["hand_sizes"], "'hand_sizes'", players, minimum=0),
        stock_size=get_int(data, "stock_size", minimum=0),
        scores=_scores(data, rules),
        last_round=_last_round(
            data, rules, opening.round, opening.starting_player, opening.current_player is None
        ),
    )
    if (view.current_player is None) != (view.phase is Phase.OVER):
        _fail(
            "chupate.position.phase_over",
            phase=view.phase.value,
            current=quote(view.current_player),
        )
    return check_view(view, data)
