"""Chúpate 2 positions to and from their JSON-ready dict form (the position format)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
from cardrules.cards.uno import Color, UnoCard, build_uno_deck
from cardrules.chupate.challenge import Challenge
from cardrules.chupate.notation import parse_card
from cardrules.chupate.phase import Phase
from cardrules.chupate.rules import Rules
from cardrules.chupate.scoring import RoundResult, round_points
from cardrules.errors import PositionError

__all__ = ["state_from_dict", "state_to_dict", "view_from_dict", "view_to_dict"]

VERSION = 1
GAME = "chupate2"
_PHASES = tuple(phase.value for phase in Phase)
_DIRECTIONS = {"ccw": -1, "cw": 1}
_COLORS = {color.value: color for color in Color}


def _cards(cards: tuple[UnoCard, ...]) -> list[str]:
    return [str(card) for card in cards]


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
        msg = f"{key!r} must be one of 'R', 'B', 'G', 'Y' or null, got {quote(value)}"
        raise PositionError(msg)
    return _COLORS[value]


def _choice(
    data: Mapping[str, Any], key: str, allowed: tuple[str, ...], default: str, rule: str
) -> str:
    value = data.get(key, default)
    if not isinstance(value, str) or value not in allowed:
        msg = f"{key!r} must be one of {', '.join(map(repr, allowed))} ({rule}), got {quote(value)}"
        raise PositionError(msg)
    return value


def _scores(data: Mapping[str, Any], rules: Rules) -> tuple[int, ...]:
    players = rules.players
    if "scores" not in data:
        return (0,) * players
    raw = int_list(data["scores"], "'scores'", players, minimum=0)
    for team in rules.partition:
        if len({raw[seat] for seat in team}) > 1:
            msg = f"'scores' must be equal within team {list(team)} (C-3), got {list(raw)}"
            raise PositionError(msg)
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
        msg = f"'last_round.winner' {winner} still holds cards: the winner empties their hand"
        raise PositionError(msg)
    counted = round_points(hands, winner, rules)
    if points != counted:
        msg = (
            f"'last_round.points' {list(points)} do not match its hands, which "
            f"score {list(counted)} (C-3, C-15)"
        )
        raise PositionError(msg)
    return RoundResult(number, starting, winner, points, hands)


_CHALLENGE_KEYS = ("challenger", "challenged", "bluff")


def _last_challenge(data: Mapping[str, Any], players: int) -> Challenge | None:
    raw = data.get("last_challenge")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        msg = (
            "'last_challenge' must be null or {'challenger': seat, 'challenged': seat, "
            f"'bluff': bool}}, got {quote(raw)}"
        )
        raise PositionError(msg)
    check_keys(raw, _CHALLENGE_KEYS, "'last_challenge'")
    require_keys(raw, *_CHALLENGE_KEYS, where="'last_challenge'")
    challenger = get_seat(raw["challenger"], players, "'last_challenge.challenger'")
    challenged = get_seat(raw["challenged"], players, "'last_challenge.challenged'")
    bluff = raw["bluff"]
    if not isinstance(bluff, bool):
        msg = f"'last_challenge.bluff' must be true or false, got {quote(bluff)}"
        raise PositionError(msg)
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
        msg = "'discard' must hold at least the top card (C-4)"
        raise PositionError(msg)
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
        msg = (
            f"'scores' {list(scores)} are less than the points of 'last_round' "
            f"{list(last_round.points)}, which they include (C-15)"
        )
        raise PositionError(msg)
    if current is None and last_round is not None and last_round.hands != hands:
        msg = (
            "'last_round' must record this finished game's own hands "
            "(its 'hands' differ from the position's)"
        )
        raise PositionError(msg)
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
        rounds = (
            f"{finished} finished round gives"
            if finished == 1
            else f"{finished} finished rounds give"
        )
        _fail(
            f"'scores' {list(scores)} add up to {total} points, but {rounds} at most "
            f"{MAX_ROUND_POINTS * finished}: a round gives at most {MAX_ROUND_POINTS}, "
            "the whole deck's points, to one side (C-1, C-15)"
        )


def _fail(msg: str) -> None:
    raise PositionError(msg)


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
        _fail(
            f"phase '{phase}' does not fit 'current_player' {quote(current)}: the phase is "
            "'over' exactly when 'current_player' is null (C-15)"
        )
    if target is None and round_ != 1:
        _fail(f"'round' is {round_} but a game without a target plays one round (C-2)")
    if phase != "drawn" and drawn_card is not None:
        _fail(f"'drawn_card' is given but the phase is '{phase}', not 'drawn' (C-7)")
    if phase != "wild4" and challenge_color is not None:
        _fail(f"'challenge_color' is given but the phase is '{phase}', not 'wild4' (C-12)")
    if phase not in ("stacked", "wild4") and owed:
        _fail(f"'owed' is {owed} in phase '{phase}': only 'stacked' or 'wild4' owe cards (C-8)")
    if color is None and phase != "color":
        _fail(f"'color' is null in phase '{phase}': only phase 'color' has no color yet (C-13)")
    if color is not None and top.color is not None and color is not top.color:
        _fail(f"'color' {color.value} contradicts the top card {top} (C-6)")
    if last_challenge is not None:
        _check_challenge(rules, last_challenge, current, phase, direction, top)
    if current is None:
        empty = [seat for seat, hand in enumerate(hands) if not hand]
        if len(empty) != 1:
            _fail(
                f"the game is over but {len(empty)} hands are empty: the round ends when "
                "exactly one player plays their last card (C-15)"
            )
        winner_side = rules.team_of(empty[0])
        if target is None:
            expected = round_points(hands, empty[0], rules)
            if scores != expected:
                _fail(
                    f"'scores' {list(scores)} do not match the round's count "
                    f"{list(expected)} (C-15)"
                )
        elif scores[winner_side[0]] < target or any(
            score >= target for seat, score in enumerate(scores) if seat not in winner_side
        ):
            _fail(
                f"'scores' {list(scores)}: at the end exactly the winning side "
                f"{list(winner_side)} has reached the target {target} (C-15)"
            )
        return
    for seat, hand in enumerate(hands):
        if not hand:
            _fail(f"hands[{seat}] is empty but the game goes on: the round would have ended (C-15)")
    if target is None and any(scores):
        _fail("'scores' must be 0 before the single round ends (C-15)")
    if target is not None and max(scores) >= target:
        _fail(f"a score reaches the target {target}, so the game is over (C-15)")
    if phase == "drawn":
        if drawn_card is None:
            _fail("phase 'drawn' needs 'drawn_card', the card just drawn (C-7)")
        elif hands[current][-1] != drawn_card:
            _fail(
                f"'drawn_card' {drawn_card} is not the last card of hands[{current}], "
                "where a drawn card goes (C-7)"
            )
    elif phase == "stacked":
        _check_stacked(owed, discard, current, starting, direction)
    elif phase == "wild4":
        _check_wild4(rules, owed, discard, challenge_color, hands, current, direction)
    elif phase == "color" and (
        len(discard) != 1 or top.face != "W" or current != starting or direction != -1 or color
    ):
        _fail(
            "phase 'color' is only for the starting player naming the color of a "
            "wild first card: one card 'W' on the discard pile, 'color' null, "
            "the current player the starting player, direction 'ccw' (C-13)"
        )


def _check_stacked(
    owed: int, discard: tuple[UnoCard, ...], current: int, starting: int, direction: int
) -> None:
    if len(discard) == 1 and (current != starting or direction != -1 or owed != 2):
        _fail(
            "phase 'stacked' with a lone draw-two on the discard pile is the first card's: "
            "the starting player owes 2, direction 'ccw' (C-13)"
        )
    chain = 0
    for card in reversed(discard):
        if card.face != "+2":
            break
        chain += 1
    if owed == 0 or owed % 2 or owed > 2 * chain:
        _fail(
            f"phase 'stacked' owes {owed}: it must be 2 per draw-two on top of the "
            f"discard pile, which has {chain} (C-8)"
        )


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
        _fail(f"phase 'wild4' needs a W+4 on top and 'owed' 4, got {top} and {owed} (C-12)")
    if len(discard) < 2:
        _fail(
            "phase 'wild4' with a lone W+4 on the discard pile: a W+4 turned up first goes "
            "back into the stock (C-13), so a faced W+4 was played on another card"
        )
    if challenge_color is None:
        _fail("phase 'wild4' needs 'challenge_color', the color active when W+4 was played")
    challenged = (current - direction) % rules.players
    if not rules.allow_bluffs and any(c.color is challenge_color for c in hands[challenged]):
        _fail(
            f"seat {challenged} played W+4 while holding a card of "
            f"{challenge_color.value if challenge_color else None}, "
            "which allow_bluffs=False forbids (C-12)"
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
        _fail(
            f"'last_challenge' is given but the top card is {top}: a challenge plays no "
            "card, so the challenged W+4 is still on top (C-12)"
        )
    if last.bluff and not rules.allow_bluffs:
        _fail(
            "'last_challenge' caught a bluff, but with allow_bluffs=False no bluff can be "
            "played and every challenge fails (C-12)"
        )
    expected = last.challenger if last.bluff else (last.challenger + direction) % players
    if (
        phase != "play"
        or last.challenged != (last.challenger - direction) % players
        or current != expected
    ):
        _fail(
            f"'last_challenge' {last.to_dict()} does not fit the position: after a "
            "challenge the phase is 'play', the challenged seat played just before "
            "the challenger, and the bluffer's challenger (or else the next seat) "
            "is to play (C-12)"
        )


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
        msg = "a spectator's view ('seat' null) shows no hand, got 'hand' " + quote(data["hand"])
        raise PositionError(msg)
    drawn_card = None
    if data["drawn_card"] is not None:
        drawn_card = card_list([data["drawn_card"]], "'drawn_card'", parse_card)[0]
    discard = card_list(data["discard"], "'discard'", parse_card)
    if not discard:
        msg = "'discard' must hold at least the top card (C-4)"
        raise PositionError(msg)
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
    return check_view(view, data)
