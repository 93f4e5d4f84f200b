"""Shared helpers for reading positions (``from_dict``) at the public boundary.

Every helper raises `PositionError` with a message
that names the key and what was wrong, never a bare ``KeyError`` or
``TypeError``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, Generic, TypeVar

import attrs
from attrs import AttrsInstance

from cardrules._quote import quote
from cardrules._random import MASK64, check_seed, shuffle
from cardrules._validate import is_int_in
from cardrules.errors import PositionError, RulesError
from cardrules.i18n import Message, make_error, nested

__all__ = [
    "MAX_ROUND",
    "Opening",
    "card_list",
    "check_keys",
    "check_placement",
    "finish_stock",
    "get_int",
    "get_seat",
    "int_list",
    "list_of_card_lists",
    "read_last_round",
    "read_opening",
    "read_rules",
    "read_stock",
    "require_keys",
    "require_mapping",
    "rules_from_dict",
    "seed_and_rng",
]

MAX_ROUND = 2**32 - 1
"""The highest ``round`` a position or view may have (docs/notation.md): the batched
engines keep rounds and the scores they bound in 64-bit ints."""

C = TypeVar("C", bound=Hashable)
R = TypeVar("R", bound=AttrsInstance)


def require_mapping(data: object, game: str, version: int) -> Mapping[str, Any]:
    """Check the outer shape of a position: a dict for ``game`` at ``version``."""
    if not isinstance(data, Mapping):
        raise make_error(PositionError, "position.not_a_dict", type=type(data).__name__)
    named = data.get("game")
    if not isinstance(named, str) or named != game:
        raise make_error(PositionError, "position.game", game=repr(game), value=quote(named))
    got = data.get("version")
    if type(got) is not int or got != version:
        raise make_error(PositionError, "position.version", version=version, value=quote(got))
    return data


def check_keys(data: Mapping[Any, Any], accepted: Sequence[str], where: str | Message) -> None:
    """Refuse any key of ``data`` not in ``accepted``, so a typo is never dropped silently.

    Args:
        data: the dict read (a position or one of its nested objects).
        accepted: every key it may hold, in the order the message lists them.
        where: what ``data`` is, for the message (``"the position"``, ``"'rules'"``).

    Raises:
        PositionError: naming the unknown keys (the first three) and listing
            the accepted ones.
    """
    unknown = [key for key in data if key not in accepted]
    if unknown:
        shown = ", ".join(quote(key) for key in unknown[:3])
        key = "position.unknown_key" if len(unknown) == 1 else "position.unknown_keys"
        params: dict[str, Any] = {"where": where, "shown": shown, "accepted": ", ".join(accepted)}
        if len(unknown) > 3:
            key, params["more"] = "position.unknown_keys_more", len(unknown) - 3
        raise make_error(PositionError, key, **params)


@attrs.frozen
class Opening(Generic[R]):
    """The keys every position opens with, read and checked (`read_opening`).

    Attributes:
        data: the position itself, known to be a mapping.
        rules: its ``rules``.
        seed: its ``seed``.
        rng: its ``rng`` (default: the seed).
        round: its ``round`` (default 1).
        starting_player: its ``starting_player`` (default: ``current_player``).
        current_player: its ``current_player``; ``None`` once over.
    """

    data: Mapping[str, Any]
    rules: R
    seed: int
    rng: int
    round: int
    starting_player: int
    current_player: int | None


def read_opening(
    data: object, game: str, version: int, rules_class: type[R], name: str, keys: Sequence[str]
) -> Opening[R]:
    """Read the keys both games' positions open with.

    ``game`` and ``version``; then no key outside ``keys`` (`check_keys`);
    ``rules`` (into ``rules_class``); ``seed`` and ``rng``;
    ``current_player`` (a seat, or null once over), then ``starting_player``
    (required once over, else ``current_player`` by default) and ``round``
    (from 1, default 1). ``name`` is the game's name for messages.

    Raises:
        PositionError: naming the key and what was wrong.
    """
    checked = require_mapping(data, game, version)
    check_keys(checked, keys, "the position")
    rules = read_rules(checked, rules_class, name)
    players: int = rules.players  # type: ignore[attr-defined]
    seed, rng = seed_and_rng(checked)
    require_keys(checked, "current_player")
    current = checked["current_player"]
    if current is not None:
        current = get_seat(current, players, "'current_player'")
    if "starting_player" in checked:
        starting = get_seat(checked["starting_player"], players, "'starting_player'")
    elif current is None:
        raise make_error(PositionError, "position.finished_needs_start")
    else:
        starting = current
    round_ = get_int(checked, "round", 1, minimum=1, maximum=MAX_ROUND)
    return Opening(checked, rules, seed, rng, round_, starting, current)


def read_rules(data: Mapping[str, Any], rules_class: type[R], game: str) -> R:
    """Read the ``"rules"`` dict of a position into the game's ``Rules`` class.

    Args:
        data: the position.
        rules_class: the game's frozen attrs ``Rules`` class.
        game: the game's name, for messages.

    Raises:
        PositionError: ``"rules"`` is missing, or `rules_from_dict` refuses it.
    """
    require_keys(data, "rules")
    return rules_from_dict(data["rules"], rules_class, game)


def rules_from_dict(raw: object, rules_class: type[R], game: str) -> R:
    """A game's ``Rules`` from the dict ``Rules.to_dict()`` gives: the one reader of rules.

    Positions, records, the table server and the command line read rules from
    outside through this (``Rules.from_dict``, `cardrules.games.GameSpec.rules_from_dict`).

    Args:
        raw: ``{"players": 4, ...}``: ``players`` and any other fields of
            ``rules_class`` (a field left out takes its default).
        rules_class: the game's frozen attrs ``Rules`` class.
        game: the game's name, for messages.

    Raises:
        PositionError: ``raw`` is not a dict, lacks ``players``, has a key
            that is not a field of ``rules_class``, or a field value that
            ``rules_class`` refuses (the message quotes its reason; the
            refusal is the error's ``__cause__``).
    """
    if not isinstance(raw, Mapping):
        raise make_error(PositionError, "position.rules_type", value=quote(raw))
    if "players" not in raw:
        raise make_error(PositionError, "position.rules_players")
    where = Message("position.where.rules", {"game": game})
    check_keys(raw, [field.name for field in attrs.fields(rules_class)], where)
    try:
        return rules_class(**raw)
    except RulesError as exc:
        raise make_error(PositionError, "position.rules_refused", error=nested(exc)) from exc


def require_keys(data: Mapping[str, Any], *keys: str, where: str = "the position") -> None:
    """Raise if any of ``keys`` is missing from ``data`` (``where`` names it)."""
    for key in keys:
        if key not in data:
            raise make_error(PositionError, "position.missing_key", where=where, key=repr(key))


def get_int(
    data: Mapping[str, Any],
    key: str,
    default: int | None = None,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
) -> int:
    """Read an int (``bool`` refused), with an optional default, minimum and maximum.

    Every int of a position is at most ``2**64-1`` in size.
    """
    if key not in data and default is not None:
        return default
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MASK64:
        raise make_error(PositionError, "position.int", key=repr(key), value=quote(value))
    if minimum is not None and value < minimum:
        raise make_error(
            PositionError, "position.int_min", key=repr(key), minimum=minimum, value=value
        )
    if maximum is not None and value > maximum:
        raise make_error(
            PositionError, "position.int_max", key=repr(key), maximum=maximum, value=value
        )
    return value


def get_seat(value: object, players: int, what: str) -> int:
    """Check that ``value`` is a seat number ``0..players-1``."""
    if not is_int_in(value, 0, players - 1):
        raise make_error(
            PositionError, "position.seat", what=what, last=players - 1, value=quote(value)
        )
    return value


def int_list(
    value: object, what: str, count: int, *, minimum: int | None = None
) -> tuple[int, ...]:
    """Check that ``value`` is a list of ``count`` ints (``bool`` refused), each ``>= minimum``.

    Every int of a position is at most ``2**64-1`` in size.
    """
    if (
        not isinstance(value, list | tuple)
        or len(value) != count
        or any(isinstance(x, bool) or not isinstance(x, int) or abs(x) > MASK64 for x in value)
        or (minimum is not None and any(x < minimum for x in value))
    ):
        params = {"what": what, "count": count, "value": quote(value)}
        if minimum is None:
            raise make_error(PositionError, "position.int_list", **params)
        raise make_error(PositionError, "position.int_list_from", minimum=minimum, **params)
    return tuple(value)


def read_last_round(
    data: Mapping[str, Any],
    keys: tuple[str, ...],
    round_: int,
    starting: int,
    over: bool,
    players: int,
) -> Mapping[str, Any] | None:
    """The ``"last_round"`` record (``None`` when absent or null), its common keys checked.

    It must have exactly ``keys``; its ``round`` must be the last finished one
    (this position's round once the game is over, else the one before) and its
    ``starting_player`` this round's (once over) or the seat before it, as the
    start moves one seat clockwise each round (V-3, C-15).
    """
    raw = data.get("last_round")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise make_error(
            PositionError, "position.last_round_type", keys=", ".join(keys), value=quote(raw)
        )
    check_keys(raw, keys, "'last_round'")
    require_keys(raw, *keys, where="'last_round'")
    number = get_int(raw, "round", minimum=1)
    expected = round_ if over else round_ - 1
    if number != expected:
        key = "position.last_round_number_over" if over else "position.last_round_number"
        raise make_error(PositionError, key, number=number, expected=expected, round=round_)
    started = get_seat(raw["starting_player"], players, "'last_round.starting_player'")
    if started != (starting if over else (starting - 1) % players):
        raise make_error(
            PositionError,
            "position.last_round_start",
            started=started,
            number=number,
            seat=starting if over else (starting - 1) % players,
        )
    return raw


def seed_and_rng(data: Mapping[str, Any]) -> tuple[int, int]:
    """Read ``seed`` (required) and ``rng`` (the generator state; default: the seed)."""
    require_keys(data, "seed")
    try:
        seed = check_seed(data["seed"])
        rng = check_seed(data.get("rng", seed))
    except RulesError as exc:
        raise make_error(PositionError, "position.in_position", error=nested(exc)) from None
    return seed, rng


def card_list(value: object, what: str, parse: Callable[[str], C]) -> tuple[C, ...]:
    """Parse a list of card notation strings into a tuple of cards."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise make_error(PositionError, "position.card_list", what=what, value=quote(value))
    cards = []
    for item in value:
        if not isinstance(item, str):
            raise make_error(PositionError, "position.not_notation", what=what, value=quote(item))
        try:
            cards.append(parse(item))
        except RulesError as exc:
            raise make_error(
                PositionError, "position.bad_card", what=what, error=nested(exc)
            ) from None
    return tuple(cards)


def list_of_card_lists(
    value: object, what: str, count: int, parse: Callable[[str], C]
) -> tuple[tuple[C, ...], ...]:
    """Parse a list of exactly ``count`` card lists (hands, piles, zones)."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise make_error(
            PositionError, "position.card_lists", what=repr(what), count=count, value=quote(value)
        )
    if len(value) != count:
        raise make_error(
            PositionError, "position.card_lists_count", what=repr(what), count=count, got=len(value)
        )
    return tuple(card_list(item, f"{what}[{i}]", parse) for i, item in enumerate(value))


def check_placement(
    deck: Sequence[C], placed: Sequence[tuple[str, Sequence[C]]], rule: str
) -> list[C]:
    """Check that no card is unknown or placed more often than the deck holds it.

    Args:
        deck: the full deck of the game (with repeated cards repeated).
        placed: ``(where, cards)`` pairs, ``where`` naming the place for messages.
        rule: the deck rule id, for messages.

    Returns:
        The cards of the deck not placed anywhere, in deck order.
    """
    left = Counter(deck)
    for where, cards in placed:
        for card in cards:
            if card not in left:
                raise make_error(
                    PositionError, "position.not_in_deck", card=str(card), where=where, rule=rule
                )
            if left[card] == 0:
                raise make_error(
                    PositionError, "position.placed_twice", card=str(card), where=where, rule=rule
                )
            left[card] -= 1
    rest = []
    for card in deck:
        if left[card] > 0:
            left[card] -= 1
            rest.append(card)
    return rest


def read_stock(data: Mapping[str, Any], parse: Callable[[str], C]) -> tuple[C, ...] | None:
    """The ``"stock"`` list of a position, or ``None`` when it is absent."""
    if "stock" not in data:
        return None
    return card_list(data["stock"], "stock", parse)


def finish_stock(
    stock: tuple[C, ...] | None, rest: list[C], rng: int, rule: str
) -> tuple[tuple[C, ...], int]:
    """Complete the stock once every placed card has been checked.

    Args:
        stock: the position's own stock (already counted among the placed
            cards), or ``None`` when the position leaves it out.
        rest: the cards of the deck placed nowhere, in deck order.
        rng: the generator state.
        rule: the deck rule id, for messages.

    Returns:
        ``(stock, rng)``: a given stock as it is (then ``rest`` must be empty),
        or ``rest`` shuffled with the generator, which carries on from there.
    """
    if stock is None:
        return shuffle(rng, rest)
    if rest:
        raise make_error(PositionError, "position.card_missing", card=str(rest[0]), rule=rule)
    return stock, rng


@attrs.frozen
class ViewOpening(Generic[R]):
    """The keys every view opens with, read and checked (`read_view_opening`).

    Attributes:
        data: the view's dict, known to be a mapping.
        rules: its ``rules``.
        seat: its ``seat`` (``None`` for a spectator's view).
        round: its ``round``.
        starting_player: its ``starting_player``.
        current_player: its ``current_player``; ``None`` once over.
    """

    data: Mapping[str, Any]
    rules: R
    seat: int | None
    round: int
    starting_player: int
    current_player: int | None


def read_view_opening(
    data: object, game: str, version: int, rules_class: type[R], name: str, keys: Sequence[str]
) -> ViewOpening[R]:
    """Read the keys both games' views open with (every key of ``keys`` but ``legal_moves``).

    Raises:
        PositionError: naming the key and what was wrong.
    """
    checked = require_mapping(data, game, version)
    check_keys(checked, keys, "the view")
    require_keys(checked, *(key for key in keys if key != "legal_moves"), where="the view")
    rules = read_rules(checked, rules_class, name)
    players: int = rules.players  # type: ignore[attr-defined]
    seat = checked["seat"]
    if seat is not None:
        seat = get_seat(seat, players, "'seat'")
    current = checked["current_player"]
    if current is not None:
        current = get_seat(current, players, "'current_player'")
    starting = get_seat(checked["starting_player"], players, "'starting_player'")
    round_ = get_int(checked, "round", minimum=1, maximum=MAX_ROUND)
    return ViewOpening(checked, rules, seat, round_, starting, current)


def check_view(view: Any, data: Mapping[str, Any]) -> Any:
    """Return ``view`` once it is shown to be a view some valid position gives.

    The view is completed into a full position with the hidden cards drawn
    from those it does not show (``view.sample_state``); that position must
    pass the position format's checks and give back exactly this view. A
    ``legal_moves`` key, when present, must list the view's legal moves.

    Raises:
        PositionError: no valid position gives this view (the message says why).
    """
    try:
        sample = view.sample_state(0)
        state = type(sample).from_dict(sample.to_dict())
    except PositionError as error:
        raise make_error(PositionError, "view.impossible", error=nested(error)) from None
    except (RulesError, ValueError, IndexError, KeyError) as error:
        raise make_error(PositionError, "view.no_deck", error=nested(error)) from None
    if state.view(view.seat) != view:
        raise make_error(PositionError, "view.no_position", seat=view.seat)
    if "legal_moves" in data:
        given = data["legal_moves"]
        legal = [str(move) for move in view.legal_moves()]
        if not isinstance(given, list) or given != legal:
            raise make_error(PositionError, "view.legal_moves", legal=legal, value=quote(given))
    return view
