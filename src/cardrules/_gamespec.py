"""`GameSpec`: what every tool needs to know about one game, in one frozen record.

Below the games and the registry: this module imports no game. Each game
builds its spec in its own ``spec`` module (``cardrules.chupate.spec``,
``cardrules.veneno.spec``), and `cardrules.games` keeps the registry.
"""

from __future__ import annotations

import unicodedata
import warnings
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal

import attrs

from cardrules._batch_hooks import (
    BatchEngine,
    BatchLoader,
    LegalMaskHook,
    SeatEncoderFactory,
    batch_loader,
    check_loader,
    load_engine,
)
from cardrules._choice import MoveChoice
from cardrules._position import rules_from_dict
from cardrules._quote import quote
from cardrules.errors import RulesError
from cardrules.game import ActionSpace, GameState
from cardrules.hooks import (
    NARRATOR_HOOKS,
    PICTURE_HOOKS,
    PRESENTATION_HOOKS,
    LazyHook,
    Messages,
    Narrator,
    Picture,
    Presentation,
    lazy,
    missing_hooks,
)

__all__ = ["GameSpec", "normalized_name"]


def normalized_name(name: str) -> str:
    """``name`` as `cardrules.games.find_game` compares names: no accents, case, spaces or dashes.

    >>> normalized_name("Chúpate 2"), normalized_name("chupate-2")
    ('chupate2', 'chupate2')
    """
    decomposed = unicodedata.normalize("NFKD", name)
    kept = (c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in "".join(kept).casefold() if c.isalnum())


def _text(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, str) or not value or len(value) > 64:
        msg = (
            f"GameSpec: {attribute.name} must be a non-empty str of at most 64 characters, "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _identifier(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    _text(inst, attribute, value)
    if normalized_name(str(value)) != value:
        msg = (
            f"GameSpec: {attribute.name} must be lower-case letters and digits "
            f"(as find_game compares names), got {quote(value)}"
        )
        raise RulesError(msg)


def _players(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    ok = (
        isinstance(value, tuple)
        and value
        and all(type(n) is int and 1 <= n <= 1024 for n in value)
        and list(value) == sorted(set(value))
    )
    if not ok:
        msg = (
            "GameSpec: players must be a non-empty ascending tuple of ints from 1 to 1024, "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _a_type(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, type):
        msg = f"GameSpec: {attribute.name} must be a class, got {quote(value)}"
        raise RulesError(msg)
    if value.__module__ == "builtins":
        # game_of finds a game by its classes: object (or str, int...) would claim every value
        msg = (
            f"GameSpec: {attribute.name} must be a class of the game's own, not the built-in "
            f"{value.__qualname__} (game_of would answer this game for values of other games)"
        )
        raise RulesError(msg)


def _a_type_or_none(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None:
        _a_type(inst, attribute, value)


def _rules_class(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    _a_type(inst, attribute, value)
    if not attrs.has(value):  # type: ignore[arg-type]
        msg = (
            f"GameSpec: rules_type must be an attrs class (its fields are the rules options), "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _version(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not int or not 1 <= value <= 2**31 - 1:
        msg = f"GameSpec: {attribute.name} must be an int of at least 1, got {quote(value)}"
        raise RulesError(msg)


def _version_or_none(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None:
        _version(inst, attribute, value)


def _a_bool(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not bool:
        msg = f"GameSpec: {attribute.name} must be True or False, got {quote(value)}"
        raise RulesError(msg)


def _hooks_or_none(
    names: tuple[str, ...], protocol: str
) -> Callable[[object, attrs.Attribute[Any], object], None]:
    def check(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if value is None or isinstance(value, LazyHook):
            return  # a lazy hook's module is checked when it is loaded
        missing = missing_hooks(value, names)
        if missing:
            msg = (
                f"GameSpec: {attribute.name} must be a {protocol} (cardrules.hooks): an object "
                f"or a module with {', '.join(names)}; {quote(value)} has no "
                f"{', '.join(missing)}"
            )
            raise RulesError(msg)

    return check


def presentation_hook(value: Presentation[Any, Any] | str | None) -> Presentation[Any, Any] | None:
    """``GameSpec.presentation`` as the spec holds it: the hook object itself.

    A module name (the 0.3 form, ``"brisca.present"``) still works for one
    version: it warns with a `DeprecationWarning` and becomes
    ``cardrules.hooks.lazy(name)``.
    """
    if isinstance(value, str):
        warnings.warn(
            "GameSpec(presentation=...): a module name is deprecated; pass the module "
            f"itself, or cardrules.hooks.lazy({value!r}) for a module imported when used",
            DeprecationWarning,
            stacklevel=4,
        )
        hook: Presentation[Any, Any] = lazy(value)
        return hook
    return value


def _callable(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not callable(value):
        msg = f"GameSpec: {attribute.name} must be a function, got {quote(value)}"
        raise RulesError(msg)


def _callable_or_none(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None:
        _callable(inst, attribute, value)


def _mapping_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not (
        isinstance(value, Mapping) and all(isinstance(key, str) for key in value)
    ):
        msg = f"GameSpec: {attribute.name} must be a mapping of setting names, got {quote(value)}"
        raise RulesError(msg)


def _module_name_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and (
        not isinstance(value, str)
        or not 0 < len(value) <= 200
        or not all(part.isidentifier() for part in value.split("."))
    ):
        msg = f"GameSpec: {attribute.name} must be a module name or None, got {quote(value)}"
        raise RulesError(msg)


def _deal_counts_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not (
        isinstance(value, Mapping)
        and all(
            type(key) is int and type(count) is int and count >= 1 for key, count in value.items()
        )
    ):
        msg = (
            f"GameSpec: {attribute.name} must map numbers of players to numbers of deals "
            f"(ints, at least 1), got {quote(value)}"
        )
        raise RulesError(msg)


def _size_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not (
        isinstance(value, tuple)
        and len(value) == 2
        and all(type(n) is int and 1 <= n <= 10_000 for n in value)
    ):
        msg = (
            f"GameSpec: {attribute.name} must be (width, height), two positive ints, "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _labels_or_none(_inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not (
        isinstance(value, tuple)
        and len(value) == 2
        and all(isinstance(key, str) and 0 < len(key) <= 200 for key in value)
    ):
        msg = (
            f"GameSpec: {attribute.name} must be two message ids (heading, column), "
            f"got {quote(value)}"
        )
        raise RulesError(msg)


def _aliases(_inst: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple) or not all(isinstance(a, str) and a for a in value):
        msg = f"GameSpec: aliases must be a tuple of non-empty str, got {quote(value)}"
        raise RulesError(msg)


@attrs.frozen(kw_only=True)
class GameSpec:
    """One game as every tool of cardrules sees it: names, types, and the functions to play it.

    Tools (tournaments, bots, records, narration, pictures, pages,
    environments, the command line) never test a value's class against a
    game's classes: they ask `cardrules.games.game_of` for its spec and call
    what the spec holds. A game of your own joins every tool by building a
    spec and passing it to `cardrules.games.register`; the optional hooks
    (``None`` by default) switch on the tools that need them, and a tool
    that needs a missing hook says so with a `RulesError`.

    Required:

    Attributes:
        id: the game's identifier, as records (``Game`` header) and
            positions (``"game"``) write it: ``"chupate2"``, ``"veneno"``.
        name: the short name commands take: ``"chupate"``, ``"veneno"``.
        title: the name people read: ``"Chúpate 2"``, ``"Veneno"``.
        players: the numbers of seats the game can be played with, ascending.
        version: the version of the game's position format (``"version"``).
        rules_type: the game's ``Rules`` class: an attrs class whose fields
            (all with defaults) are the rules options; instances have
            ``players`` and ``to_dict()``.
        state_type: the game's ``State`` class (a `cardrules.game.GameState`).
        view_type: the game's ``View`` class (a `cardrules.game.GameView`).
        move_type: the game's ``Move`` class; ``str(move)`` is its notation.
        new_game: ``new_game(rules, seed)``: the game's first position.
        parse_move: the move notation parser (raises `NotationError`).
        action_space: ``action_space(rules)``: every move with a fixed id
            (a `cardrules.game.ActionSpace`).
        higher_scores_win: whether a higher score is better (Chúpate 2's
            points) or worse (Veneno's poison points); tools print scores
            with it and rank seats by it.
        aliases: more names `find_game` accepts (compared without case,
            accents, spaces or dashes).

    Optional hooks:

    Attributes:
        card_type: the game's ``Card`` class, if it has one.
        parse_card: the card notation parser (records of seat hands use it).
        encode: ``encode(view)``: a seat's view as a tuple of floats; the
            learning environments need it.
        observation_size: ``observation_size(rules)``: the length ``encode``
            gives.
        encoding_version: the version of the encoding's layout.
        encoding_blocks: ``encoding_blocks(rules)``: the encoding's layout as
            ``cardrules.encoding`` blocks (each with ``size``, ``low`` and
            ``high``); the environments bound their observation space with it
            (unbounded without it).
        sample_state: ``sample_state(view, seed)``: a state consistent with
            a view (search bots' beliefs); the default calls
            ``view.sample_state(seed)``.
        greedy_bot: builds the game's rule-of-thumb bot: ``greedy_bot()``.
        round_payoff: ``round_payoff(state)``: the zero-sum payoff of the round
            a state has just finished (``state.last_round``), for search bots
            that look one round ahead; ``None`` if the game has no rounds.
        narrator: the game's narration, a `cardrules.hooks.Narrator`: an
            object (a module) with ``round_start(state, names)``,
            ``turn(before, move, after, seat, names)``, ``round_end(after, names)``
            and ``game_end(final, moves, names)``, each giving lines of text,
            and ``seat_move(move)``, a move in words (`cardrules.narration`
            calls them). For a language other than English, each is called
            with the keyword ``lang`` (``"es"``); hooks that take no ``lang``
            narrate in English only.
        picture: the game's pictures, a `cardrules.hooks.Picture`: an object
            (a module) with ``seen_from_state(state)`` and
            ``seen_from_view(view)`` (what a picture may show),
            ``render(seen, names)`` (SVG) and ``symbols()`` (`cardrules.svg`
            calls them), and ``render_text(seen, names)``
            (`cardrules.text.render_text` calls it). When ``seen`` is an attrs
            class with a ``linked`` field, a page of many pictures sets it so
            that cards refer to the page's shared ``symbols()``. ``render``
            and ``render_text`` may take a keyword ``lang`` (``"en"``,
            ``"es"``: the language of the picture's words); hooks without a
            ``lang`` parameter are called without it and draw in English.
        batch: the game's own batched engine (`cardrules.batch`, the
            ``numpy`` extra), loaded when a batch is first asked for: a
            function of no arguments that imports and returns it (or the
            engine itself), a `cardrules.batch.BatchEngine` with
            ``new_batch(rules, seeds)``, ``from_states(states)`` and,
            optionally, ``greedy_actions(batch)``. Without one, every batch
            tool plays the game on exact scalar lanes
            (`cardrules.batch.ScalarBatch`). A module name (the 0.3 form) is
            still taken, with a `DeprecationWarning`.
        seat_encoder: makes a seat encoder (`cardrules.encoding.SeatEncoder`):
            ``seat_encoder()(state, seat)`` is ``encode(state.view(seat))``
            as a float32 buffer, computed straight from the state; the
            learning environments' fast path (one per environment). Without
            one, they encode the view.
        legal_mask: ``legal_mask(state)``: the legal moves' action ids of the
            seat to play as bytes (1 at each id), straight from the state,
            without listing its legal moves; the environments' fast path.
        presentation: how the ``cardrules`` command presents the game beyond
            what the spec says, a `cardrules.hooks.Presentation`: an object (a
            module) with ``DEMO_BOTS`` (the ``demo``'s default bots, a
            ``--bots`` value), ``demo_header(state, kind, lang)`` (the
            ``demo``'s first line) and ``table(view, lang)`` (the lines of the
            table at ``play``); without one, the command's generic forms
            (greedy bots where the game has some, a line of title, players,
            seed, rules and bots, and the text picture). A module name (the
            0.3 form) is deprecated: it warns and is loaded when used, as
            ``cardrules.hooks.lazy(name)`` is.
        batch_min_deals: the fewest deals of a tournament that
            ``engine="auto"`` plays on the batched engine, by number of
            players (`cardrules.tournament.tournament_engine`): below it the
            batch's set-up costs more than its lanes save, and the scalar
            engine plays. A number of players it leaves out, or ``None``:
            every tournament the batch can play goes to it. Measured with
            ``benchmarks/tournament_speed.py --engines``. Not compared or
            hashed with the spec.
        deck: ``deck(rules)``: every card the game is played with, repeated
            cards as often as the deck holds them. With ``cards_of``, it lets
            `cardrules.testing.check_game` check that no card is lost,
            made up or in two places.
        cards_of: ``cards_of(state)``: where every card of a state is, as a
            mapping from a place's name (``"hand 0"``, ``"stock"``) to the
            cards there; every card of ``deck(state.rules)`` must be in
            exactly one place. Records of finished rounds (cards since dealt
            again) are not places.
        drawn_card_next: ``drawn_card_next(move)``: whether ``move`` draws a
            card that the same seat's next move, if it plays a card, must
            play (Chúpate 2's ``draw``, C-7). A seat's record
            (`cardrules.records.Record.for_seat`) then takes that card from
            the end of the hand, where the drawn card is, and refuses another;
            without the hook, a card played leaves the hand as its first equal
            card. Not compared or hashed with the spec.
        search_defaults: the settings a search bot (`cardrules.bots.PIMCBot`)
            plays this game with when it is given none, by setting name
            (``"simulations"``, ``"max_rollout_moves"``, ``"evaluate"``,
            ``"batch_evaluate"``, ``"batch_round_payoff"``, ``"sampler"``,
            ``"min_worlds"``, ``"belief"``...); the best measured for the game. Not compared
            or hashed with the spec.
        messages: the game's own words: ``{lang: {message id: template}}``
            (``{"es": {"tricks.follow": "T-4: el jugador {seat} ..."}}``).
            An error the game raises with ``key`` and ``params`` (see
            `cardrules.errors.RulesError`) is rendered in ``lang`` from them
            by ``cardrules.i18n.message(err, lang)``; a language no built-in
            game speaks (``"fr"``) is added with them (`cardrules.i18n.languages`).
            Registered with the game (`cardrules.i18n.register_messages`),
            taken out with it. Ids are best prefixed with the game's id.
        ismcts_defaults: the settings `cardrules.bots.ISMCTSBot` plays this
            game with when it is given none, by setting name
            (``"iterations"``, ``"lanes"``, ``"exploration"``, ``"rollout"``,
            ``"horizon"``, ``"max_rollout_moves"``, ``"bias"``,
            ``"evaluate"``, ``"batch_evaluate"``, ``"batch_round_payoff"``,
            ``"sampler"``; see `cardrules.bots.ismcts.ismcts_settings`); the
            best measured for the game. Not compared or hashed with the spec.
        move_cap: ``move_cap(rules)``: a number of moves that no real match
            of these rules reaches (long ones included), so that a tool that
            must end every match (the table server) may stop one there,
            unfinished. Large rules options (a target, a loss threshold) give
            a large cap. Without one, such tools use a fixed cap of their
            own. Not compared or hashed with the spec.
        opponent_policy: ``opponent_policy(view, legal_moves) -> probabilities``:
            how the game's players are thought to play, one probability per
            legal move for the seat of ``view`` (an opponent's view in a
            sampled world). `cardrules.bots.inference.PolicyBelief` weighs
            worlds by it; without it, the belief takes the greedy bot's move
            (`cardrules.bots.inference.greedy_policy`). Not compared or hashed
            with the spec.
        card_symbol: ``card_symbol(card) -> str``: the id of the ``<symbol>``
            of the picture's ``symbols()`` that draws the card's face (the
            table page draws its hand and the cards it names with them);
            without it, the page shows each card as its notation on a blank
            card. Not compared or hashed with the spec.
        card_size: ``(width, height)`` of a card symbol's drawing, in SVG
            units; ``None``: 60 by 90. Not compared or hashed with the spec.
        score_labels: the message ids of the table page's heading of the
            scores and of its score column (``("scores_veneno",
            "col_poison")``), said in the page's language from the page's
            catalog or `cardrules.i18n` (so a game's own ``messages`` may
            hold them); ``None``: "Points (more is better)" or "Points
            (fewer is better)" after ``higher_scores_win``, and "Points". Not
            compared or hashed with the spec.
        move_choice: ``move_choice(move) -> MoveChoice``: how the table page
            offers a move (`cardrules.games.MoveChoice`): a card of the hand
            to click, then an option (a color, a pile) when the card has
            several legal moves; or a button. The server asks it once for
            each move of the action space. Without it: a move with a
            ``card`` is played by clicking that card, any other move is a
            button showing its notation. Not compared or hashed with the spec.

    A table of the table server (`cardrules.server`) needs ``narrator`` and
    ``picture`` (`cardrules.server.TABLE_HOOKS`); ``card_symbol``,
    ``card_size``, ``score_labels`` and ``move_choice`` make its page look
    the game's own.
    """

    id: str = attrs.field(validator=_identifier)
    name: str = attrs.field(validator=_identifier)
    title: str = attrs.field(validator=_text)
    players: tuple[int, ...] = attrs.field(validator=_players)
    version: int = attrs.field(default=1, validator=_version)
    rules_type: type[Any] = attrs.field(validator=_rules_class)
    state_type: type[Any] = attrs.field(validator=_a_type)
    view_type: type[Any] = attrs.field(validator=_a_type)
    move_type: type[Any] = attrs.field(validator=_a_type)
    new_game: Callable[[Any, int], GameState[Any, Any]] = attrs.field(validator=_callable)
    parse_move: Callable[[str], Any] = attrs.field(validator=_callable)
    action_space: Callable[[Any], ActionSpace[Any]] = attrs.field(validator=_callable)
    higher_scores_win: bool = attrs.field(default=True, validator=_a_bool)
    aliases: tuple[str, ...] = attrs.field(default=(), validator=_aliases)
    card_type: type[Any] | None = attrs.field(default=None, validator=_a_type_or_none)
    parse_card: Callable[[str], Any] | None = attrs.field(default=None, validator=_callable_or_none)
    encode: Callable[[Any], tuple[float, ...]] | None = attrs.field(
        default=None, validator=_callable_or_none
    )
    observation_size: Callable[[Any], int] | None = attrs.field(
        default=None, validator=_callable_or_none
    )
    encoding_version: int | None = attrs.field(default=None, validator=_version_or_none)
    encoding_blocks: Callable[[Any], Any] | None = attrs.field(
        default=None, validator=_callable_or_none
    )
    sample_state: Callable[[Any, int], GameState[Any, Any]] | None = attrs.field(
        default=None, validator=_callable_or_none
    )
    greedy_bot: Callable[[], Any] | None = attrs.field(default=None, validator=_callable_or_none)
    round_payoff: Callable[[Any], tuple[float, ...]] | None = attrs.field(
        default=None, validator=_callable_or_none
    )
    narrator: Narrator[Any, Any] | None = attrs.field(
        default=None, validator=_hooks_or_none(NARRATOR_HOOKS, "Narrator")
    )
    picture: Picture[Any, Any, Any] | None = attrs.field(
        default=None, validator=_hooks_or_none(PICTURE_HOOKS, "Picture")
    )
    batch: BatchLoader | None = attrs.field(
        default=None, converter=batch_loader, validator=check_loader
    )
    presentation: Presentation[Any, Any] | None = attrs.field(
        default=None,
        converter=presentation_hook,
        validator=_hooks_or_none(PRESENTATION_HOOKS, "Presentation"),
    )
    batch_min_deals: Mapping[int, int] | None = attrs.field(
        default=None, validator=_deal_counts_or_none, eq=False
    )
    deck: Callable[[Any], Iterable[Any]] | None = attrs.field(
        default=None, validator=_callable_or_none
    )
    cards_of: Callable[[Any], Mapping[str, Iterable[Any]]] | None = attrs.field(
        default=None, validator=_callable_or_none
    )
    drawn_card_next: Callable[[Any], bool] | None = attrs.field(
        default=None, validator=_callable_or_none, eq=False
    )
    search_defaults: Mapping[str, Any] | None = attrs.field(
        default=None, validator=_mapping_or_none, eq=False
    )
    ismcts_defaults: Mapping[str, Any] | None = attrs.field(
        default=None, validator=_mapping_or_none, eq=False
    )
    messages: Messages | None = attrs.field(default=None, validator=_mapping_or_none, eq=False)
    seat_encoder: SeatEncoderFactory | None = attrs.field(default=None, validator=_callable_or_none)
    legal_mask: LegalMaskHook | None = attrs.field(default=None, validator=_callable_or_none)
    move_cap: Callable[[Any], int] | None = attrs.field(
        default=None, validator=_callable_or_none, eq=False
    )
    opponent_policy: Callable[[Any, Any], Any] | None = attrs.field(
        default=None, validator=_callable_or_none, eq=False
    )
    card_symbol: Callable[[Any], str] | None = attrs.field(
        default=None, validator=_callable_or_none, eq=False
    )
    card_size: tuple[int, int] | None = attrs.field(default=None, validator=_size_or_none, eq=False)
    score_labels: tuple[str, str] | None = attrs.field(
        default=None, validator=_labels_or_none, eq=False
    )
    move_choice: Callable[[Any], MoveChoice] | None = attrs.field(
        default=None, validator=_callable_or_none, eq=False
    )

    @property
    def names(self) -> tuple[str, ...]:
        """Every name `find_game` accepts for this game, normalized, without repeats."""
        found: list[str] = []
        for name in (self.id, self.name, self.title, *self.aliases):
            key = normalized_name(name)
            if key and key not in found:
                found.append(key)
        return tuple(found)

    @property
    def rules_fields(self) -> tuple[str, ...]:
        """The names of the rules options, in the ``Rules`` class's order."""
        return tuple(field.name for field in attrs.fields(self.rules_type))

    def rules_from_dict(self, data: object) -> Any:
        """The game's ``Rules`` from a dict like ``Rules.to_dict()`` gives: the one reader of rules.

        Positions, records, the table server and the command line read rules
        from outside through it: ``data`` must be a dict naming ``players``,
        with no key that is not a field of ``rules_type`` (a field left out
        takes its default), as a position's ``"rules"``.

        Raises:
            PositionError: ``data`` is not such a dict, or ``rules_type``
                refuses a value (the refusal is the error's ``__cause__``).
        """
        return rules_from_dict(data, self.rules_type, self.title)

    def sample(self, view: Any, seed: int) -> Any:
        """A state consistent with ``view`` (``sample_state`` or ``view.sample_state``)."""
        if self.sample_state is not None:
            return self.sample_state(view, seed)
        return view.sample_state(seed)

    def batch_engine(self) -> BatchEngine | None:
        """The game's own batched engine (its ``batch`` hook, loaded), or ``None``.

        `cardrules.batch.engine_of` answers the exact scalar lanes for a game
        without one.

        Raises:
            RulesError: the hook cannot load its engine, or gives something
                that is not one.
        """
        if self.batch is None:
            return None
        return load_engine(self.batch, self.title)

    def needs(
        self,
        hook: Literal[
            "card_type",
            "parse_card",
            "encode",
            "observation_size",
            "greedy_bot",
            "round_payoff",
            "narrator",
            "picture",
            "presentation",
            "batch",
            "deck",
            "cards_of",
        ],
        tool: str,
    ) -> Any:
        """The hook ``hook``, or a `RulesError` saying ``tool`` needs it (the game has none)."""
        value = getattr(self, hook)
        if value is None:
            msg = f"{tool}: the game {self.title!r} ({self.id}) has no {hook} in its GameSpec"
            raise RulesError(msg)
        return value

    def __repr__(self) -> str:
        return f"<GameSpec {self.id!r}: {self.title}>"
