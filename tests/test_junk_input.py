"""Junk at every entry point: only RulesError, short messages, no state changed.

Huge ints (beyond Python's 4,300-digit int-to-str limit), nesting deeper than
the recursion limit, megabyte strings and lists, floats, bools, None, bytes
and array-likes go into every argument and every position key.
"""

from __future__ import annotations

import array
import importlib.util
import itertools
import sys
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, narration, veneno
from cardrules.bots import (
    BotSpec,
    ChupateGreedyBot,
    ISMCTSBot,
    RandomBot,
    VenenoGreedyBot,
    bot_spec,
    chupate_hand_value,
    playthrough,
)
from cardrules.bots.spec import random_bot
from cardrules.chupate import sampling as chupate_sampling
from cardrules.cli import main
from cardrules.game import returns_of
from cardrules.html import replay_page
from cardrules.records import Record, SeatRecord, iter_records, read_records, write_records
from cardrules.svg import render
from cardrules.tournament import (
    bot_seed,
    deal_seed,
    numbered_names,
    play_tournament,
    tournament_engine,
    wilson_interval,
)
from cardrules.veneno import sampling as veneno_sampling
from tests.games import CHUPATE, GAMES, VENENO, Game, random_steps
from tests.strategies import examples

MAX_MESSAGE = 300


def _deep_list(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


def _deep_dict(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"players": value}
    return value


class _Ambiguous:
    def __bool__(self) -> bool:
        raise ValueError("the truth value of an array is ambiguous")


class ArrayLike:
    """Like a numpy array: a sequence whose == answers element-wise, ambiguous as a bool."""

    def __len__(self) -> int:
        return 3

    def __getitem__(self, index: int) -> int:
        if not 0 <= index < 3:
            raise IndexError(index)
        return index

    def __eq__(self, other: object) -> Any:
        return _Ambiguous()

    def __bool__(self) -> bool:
        raise ValueError("the truth value of an array is ambiguous")

    __hash__ = None  # type: ignore[assignment]


class BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


DEPTH = sys.getrecursionlimit() + 100

JUNK: dict[str, Callable[[], Any]] = {
    "huge int": lambda: 10**5000,
    "huge negative int": lambda: -(10**5000),
    "2**64": lambda: 2**64,
    "-1": lambda: -1,
    "deep list": lambda: _deep_list(DEPTH),
    "deep dict": lambda: _deep_dict(DEPTH),
    "huge string": lambda: "R7" * 500_000,
    "huge list": lambda: ["R7"] * 200_000,
    "huge list of huge ints": lambda: [10**5000] * 1000,
    "float": lambda: 1.5,
    "nan": lambda: float("nan"),
    "inf": lambda: float("inf"),
    "True": lambda: True,
    "None": lambda: None,
    "bytes": lambda: b"R7",
    "array": lambda: array.array("q", [0, 1, 2]),
    "array-like": ArrayLike,
    "bad repr": BadRepr,
    "set": lambda: {1, 2},
    "empty dict": dict,
}
junk = st.sampled_from(sorted(JUNK))


def _refuses_cleanly(call: Callable[[], Any]) -> None:
    """``call`` either succeeds or raises a RulesError with a short message."""
    message = ""
    try:
        call()
    except RulesError as error:  # any other exception fails the test
        message = str(error)
    assert len(message) < MAX_MESSAGE, message[:500]


def _state(game: Game, seed: int, steps: int) -> Any:
    rules = game.module.Rules(players=3)
    return [state for state, _move in random_steps(game, rules, seed, seed, steps)][-1]


@settings(max_examples=examples(100), deadline=None)
@given(
    game=st.sampled_from(GAMES),
    name=junk,
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 60),
)
def test_junk_moves_seats_and_seeds(game: Game, name: str, seed: int, steps: int) -> None:
    state = _state(game, seed, steps)
    before = state.to_dict()
    module = game.module
    for call in (
        lambda: state.play(JUNK[name]()),
        lambda: state.view(JUNK[name]()),
        lambda: module.parse_move(JUNK[name]()),
        lambda: module.parse_card(JUNK[name]()),
        lambda: module.new_game(module.Rules(players=3), JUNK[name]()),
        lambda: module.new_game(JUNK[name](), 1),
        lambda: RandomBot.for_seats(JUNK[name](), 3),
        lambda: RandomBot.for_seats(1, JUNK[name]()),
        lambda: RandomBot(rng=JUNK[name]()),
        lambda: state.is_legal(JUNK[name]()),
        lambda: state.why_illegal(JUNK[name]()),
        lambda: module.action_space(JUNK[name]()),
        lambda: module.action_space(state.rules).id(JUNK[name]()),
        lambda: module.action_space(state.rules)[JUNK[name]()],
        lambda: module.action_space(state.rules).mask(JUNK[name]()),
    ):
        _refuses_cleanly(call)
        assert state.to_dict() == before
    if game is VENENO:
        _refuses_cleanly(lambda: state.pile_total(JUNK[name]()))
        _refuses_cleanly(lambda: veneno.Move(JUNK[name](), 0))
        _refuses_cleanly(lambda: veneno.Move(veneno.parse_card("7C"), JUNK[name]()))
        _refuses_cleanly(lambda: veneno.build_deck(reduced=JUNK[name]()))
    else:
        _refuses_cleanly(lambda: state.rules.team_of(JUNK[name]()))
        _refuses_cleanly(lambda: chupate.Move(JUNK[name]()))
        _refuses_cleanly(lambda: chupate.Move("play", JUNK[name]()))
        _refuses_cleanly(lambda: chupate.Move("color", None, JUNK[name]()))
        _refuses_cleanly(lambda: chupate.Card(JUNK[name](), "7"))
    assert state.to_dict() == before


RULES_FIELDS = {
    VENENO.name: (
        "players",
        "reduced_deck",
        "copas_sin_veneno",
        "loss_threshold",
        "poison_overflow",
    ),
    CHUPATE.name: ("players", "teams", "target", "allow_bluffs"),
}


@pytest.mark.parametrize("name", sorted(JUNK))
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_junk_rules_fields(game: Game, name: str) -> None:
    for field in RULES_FIELDS[game.name]:
        _refuses_cleanly(lambda field=field: game.module.Rules(**{field: JUNK[name]()}))
        if game is CHUPATE:
            _refuses_cleanly(
                lambda field=field: game.module.Rules(
                    **({"players": 4, "teams": True} | {field: JUNK[name]()})
                )
            )


def _positions(game: Game) -> list[dict[str, Any]]:
    """A few real positions of ``game``, with every key written."""
    out = []
    for seed, steps in ((1, 0), (2, 30), (3, 200)):
        out.append(_state(game, seed, steps).to_dict())
    return out


POSITIONS = {game.name: _positions(game) for game in GAMES}


@settings(max_examples=examples(150), deadline=None)
@given(game=st.sampled_from(GAMES), data=st.data(), name=junk)
def test_junk_in_every_position_key(game: Game, data: st.DataObject, name: str) -> None:
    position = data.draw(st.sampled_from(POSITIONS[game.name]), label="position")
    keys = sorted(position)
    key = data.draw(st.sampled_from(keys), label="key")
    where = data.draw(st.sampled_from(["value", "nested", "new key", "inside a list"]))
    bad = dict(position)
    if where == "value":
        bad[key] = JUNK[name]()
    elif where == "nested" and isinstance(position[key], dict):
        inner = data.draw(st.sampled_from(sorted(position[key])), label="inner key")
        bad[key] = {**position[key], inner: JUNK[name]()}
    elif where == "inside a list" and isinstance(position[key], list) and position[key]:
        bad[key] = [JUNK[name](), *position[key][1:]]
    else:
        bad[repr(name)] = JUNK[name]()
    snapshot = repr(position)
    _refuses_cleanly(lambda: game.from_dict(bad))
    assert repr(position) == snapshot  # the caller's dict is untouched


@pytest.mark.parametrize("name", sorted(JUNK))
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_junk_instead_of_a_position(game: Game, name: str) -> None:
    _refuses_cleanly(lambda: game.from_dict(JUNK[name]()))


def test_a_huge_position_gets_a_short_message() -> None:
    position = dict(POSITIONS[CHUPATE.name][0])
    position["discard"] = ["R7"] * 1_000_000  # about 7.9 MB of JSON
    with pytest.raises(RulesError) as info:
        chupate.State.from_dict(position)
    assert len(str(info.value)) < MAX_MESSAGE


@pytest.mark.parametrize(
    ("call", "shown"),
    [
        (lambda: chupate.parse_move(10**5000), "<an int of 5001 digits>"),
        (lambda: veneno.Rules(players=-(10**5000)), "<a negative int of 5001 digits>"),
        (lambda: chupate.parse_card("W" * 10_000), "WWWW'…"),
        (lambda: veneno.parse_move(_deep_list(DEPTH)), "[[[[...]]]]"),
    ],
)
def test_messages_show_the_bad_value_cut_short(call: Callable[[], Any], shown: str) -> None:
    with pytest.raises(RulesError) as info:
        call()
    assert shown in str(info.value)


@pytest.mark.parametrize("option", ["--seed", "--bot-seed", "--players", "--loss-threshold"])
def test_cli_int_options_refuse_junk_in_a_short_message(
    capsys: pytest.CaptureFixture[str], option: str
) -> None:
    for text in ("9" * 5000, "abc", "1.5"):
        assert main(["demo", "veneno", option, text]) == 2
        err = capsys.readouterr().err.splitlines()[-1]
        assert f"argument {option}: expected an int, got " in err
        assert len(err) < MAX_MESSAGE


def _v02_entry_points(value: Any) -> dict[str, Callable[[], Any]]:
    """Every 0.2 entry point that takes a user value, given ``value``."""
    start = chupate.new_game(chupate.Rules(players=2), 1)
    space = veneno.action_space(veneno.Rules(players=2))
    return {
        "space.id": lambda: space.id(value),
        "space[]": lambda: space[value],
        "space.mask": lambda: space.mask(value),
        "is_legal": lambda: start.is_legal(value),
        "why_illegal": lambda: start.why_illegal(value),
        "sample_state": lambda: start.view(0).sample_state(value),
        "encode": lambda: chupate.encode(value),
        "render": lambda: render(value),
        "render seat": lambda: render(start, value),
        "replay_page": lambda: replay_page(start, [value]),
        "describe": lambda: narration.describe(start, value, start),
        "Record.from_game": lambda: Record.from_game(start, [value]),
        "write_records": lambda: write_records([value]),
        "read_records": lambda: read_records(value),
        "ISMCTSBot": lambda: ISMCTSBot(iterations=value),
        "ISMCTSBot sampler": lambda: ISMCTSBot(iterations=1, sampler=value),
        "ISMCTSBot evaluate": lambda: ISMCTSBot(iterations=1, evaluate=value),
        "sample_without_bluffs view": lambda: chupate.sample_without_bluffs(value, 1),
        "sample_without_bluffs seed": lambda: chupate.sample_without_bluffs(start.view(0), value),
        "chupate_hand_value": lambda: chupate_hand_value(value),
        "bot_spec": lambda: bot_spec(value),
        "play_tournament seed": lambda: play_tournament(
            chupate.Rules(players=2), ["random", "random"], deals=1, seed=value, workers=1
        ),
        "play_tournament bots": lambda: play_tournament(
            chupate.Rules(players=2), value, deals=1, seed=1, workers=1
        ),
    }


@pytest.mark.parametrize("name", sorted(JUNK))
def test_junk_at_the_v02_entry_points(name: str) -> None:
    for call in _v02_entry_points(JUNK[name]()).values():
        _refuses_cleanly(call)


def _tournament_entry_points(value: Any) -> dict[str, Callable[[], Any]]:
    """Every public function of the bots and tournaments taking a user value, given ``value``."""
    rules = chupate.Rules(players=2)
    start = chupate.new_game(rules, 1)
    view = start.view(start.current_player)
    moves = start.legal_moves()
    vstart = veneno.new_game(veneno.Rules(players=2), 1)
    vview = vstart.view(vstart.current_player)
    result = play_tournament(rules, ["random", "random"], deals=1, seed=1, workers=1, max_moves=5)
    game = result.results[0]

    def tournament(**changes: Any) -> Callable[[], Any]:
        arguments: dict[str, Any] = {
            "rules": rules,
            "bots": ["random", "random"],
            "deals": 1,
            "seed": 1,
            "workers": 1,
            "max_moves": 5,
        }
        arguments.update(changes)

        def call() -> Any:
            try:
                return play_tournament(**arguments)
            except _EnoughError:  # a valid huge count of deals: it started, that will do
                return None

        return call

    def short_search(**options: Any) -> ISMCTSBot:
        return ISMCTSBot(**({"iterations": 2, "max_rollout_moves": 3} | options))

    def play_out(bots: Any, state: Any = start) -> Callable[[], Any]:
        return lambda: list(itertools.islice(playthrough(state, bots), 50))

    calls: dict[str, Callable[[], Any]] = {
        "RandomBot": lambda: RandomBot(rng=value),
        "RandomBot.for_seats seed": lambda: RandomBot.for_seats(value, 2),
        "RandomBot.for_seats players": lambda: RandomBot.for_seats(1, value),
        "RandomBot.choose moves": lambda: RandomBot(1).choose(view, value),
        "RandomBot.choose view": lambda: RandomBot(1).choose(value, moves),
        "ChupateGreedyBot.choose view": lambda: ChupateGreedyBot().choose(value, moves),
        "ChupateGreedyBot.choose moves": lambda: ChupateGreedyBot().choose(view, value),
        "VenenoGreedyBot.choose view": lambda: VenenoGreedyBot().choose(
            value, vstart.legal_moves()
        ),
        "VenenoGreedyBot.choose moves": lambda: VenenoGreedyBot().choose(vview, value),
        "ISMCTSBot.choose view": lambda: short_search().choose(value, moves),
        "ISMCTSBot.choose moves": lambda: short_search().choose(view, value),
        "ISMCTSBot sampler result": lambda: short_search(sampler=lambda _v, _s: value).choose(
            view, moves
        ),
        "ISMCTSBot evaluate result": lambda: short_search(
            max_rollout_moves=1, evaluate=lambda _state: value
        ).choose(view, moves),
        "ISMCTSBot rollout bot": lambda: short_search(rollout=value).choose(view, moves),
        "BotSpec name": lambda: BotSpec(value, random_bot),
        "BotSpec factory": lambda: BotSpec("x", value),
        "BotSpec params": lambda: BotSpec("x", random_bot, value),
        "BotSpec params key": lambda: BotSpec("x", random_bot, [(value, 1)]),
        "BotSpec batch": lambda: BotSpec("x", random_bot, batch=value),
        "BotSpec.batch_policy seeds": lambda: bot_spec("random").batch_policy(rules, value),
        "BotSpec.batch_policy rules": lambda: bot_spec("greedy").batch_policy(value, [[0, 0]]),
        "tournament_engine rules": lambda: tournament_engine(value, ["random", "random"]),
        "tournament_engine bots": lambda: tournament_engine(rules, value),
        "tournament_engine engine": lambda: tournament_engine(rules, ["random", "random"], value),
        "bot_spec name": lambda: bot_spec(value),
        "bot_spec option": lambda: bot_spec("random", bogus=value),
        "bot_spec ismcts iterations": lambda: bot_spec("ismcts", iterations=value),
        "BotSpec.build rules": lambda: bot_spec("greedy").build(value, 1),
        "BotSpec.build seed": lambda: bot_spec("random").build(rules, value),
        "BotSpec.build ismcts rules": lambda: bot_spec("ismcts", iterations=2).build(value, 1),
        "BotSpec.build ismcts seed": lambda: bot_spec("ismcts", iterations=2).build(rules, value),
        "playthrough state": play_out([RandomBot(1), RandomBot(2)], value),
        "playthrough bots": play_out(value),
        "playthrough bot": play_out([RandomBot(1), value]),
        "playthrough choose result": play_out([_Returns(value), _Returns(value)]),
        "playthrough observe result": play_out([_Observes(value), _Observes(value)]),
        "returns_of winners": lambda: returns_of(value, (1,), 3),
        "returns_of losers": lambda: returns_of((0,), value, 3),
        "returns_of players": lambda: returns_of((0,), (1,), value),
        "wilson_interval wins": lambda: wilson_interval(value, 10),
        "wilson_interval games": lambda: wilson_interval(3, value),
        "deal_seed seed": lambda: deal_seed(value, 0),
        "deal_seed deal": lambda: deal_seed(1, value),
        "bot_seed seed": lambda: bot_seed(value, 0, 0),
        "bot_seed deal": lambda: bot_seed(1, value, 0),
        "bot_seed seat": lambda: bot_seed(1, 0, value),
        "numbered_names": lambda: numbered_names(value),
        "seat_names": lambda: result.seat_names(value),
        "seat_names entries": lambda: result.seat_names(attrs.evolve(game, entries=value)),
    }
    for option in (
        "iterations", "seed", "seconds", "exploration", "rollout", "max_rollout_moves",
        "horizon", "bias", "evaluate", "sampler",
    ):  # fmt: skip
        calls[f"ISMCTSBot {option}"] = lambda option=option: ISMCTSBot(**{option: value})
    for argument in (
        "rules", "bots", "deals", "seed", "executor", "workers", "chunk_size", "max_moves",
        "keep_moves", "keep_games", "progress", "in_flight", "engine",
    ):  # fmt: skip
        calls[f"play_tournament {argument}"] = tournament(**{argument: value})
    calls["play_tournament deals"] = tournament(deals=value, progress=_enough)
    calls["play_tournament a bot"] = tournament(bots=["random", value])
    # a valid number of workers would start a process pool: run the games here instead
    calls["play_tournament workers"] = tournament(workers=value, executor=_Inline())
    return calls


class _Inline(Executor):
    """Runs each call at once, in this thread: an executor that starts no process."""

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(fn(*args, **kwargs))
        return future


class _EnoughError(Exception):
    """Ends a tournament of a valid but huge number of deals after its first batch."""


def _enough(games: int) -> None:
    raise _EnoughError


@attrs.frozen
class _Returns:
    """A bot whose ``choose`` returns ``value`` (junk instead of a ``(move, bot)`` pair)."""

    value: Any = attrs.field(eq=False)

    def choose(self, view: object, legal_moves: Any) -> Any:
        return self.value


@attrs.frozen
class _Observes:
    """A bot that plays the first move and whose ``observe`` returns ``value``."""

    value: Any = attrs.field(eq=False)

    def choose(self, view: object, legal_moves: Any) -> Any:
        return legal_moves[0], self

    def observe(self, seat: int, move: object) -> Any:
        return self.value


@pytest.mark.parametrize("name", sorted(JUNK))
def test_junk_at_every_bot_and_tournament_entry_point(name: str) -> None:
    for call in _tournament_entry_points(JUNK[name]()).values():
        _refuses_cleanly(call)


def _learning_entry_points(value: Any) -> dict[str, Callable[[], Any]]:
    """Every public function of the encodings, samplers and pictures, given ``value``."""
    entries: dict[str, Callable[[], Any]] = {}
    for game, sampling in ((chupate, chupate_sampling), (veneno, veneno_sampling)):
        rules = game.Rules(players=3)
        start = game.new_game(rules, 1)
        view = start.view(0)
        name = game.__name__.rpartition(".")[2]
        entries |= {
            f"{name}.encode": lambda game=game: game.encode(value),
            f"{name}.encode numpy": lambda game=game: game.encode(value, numpy=True),
            f"{name}.encode numpy=junk": lambda game=game, view=view: game.encode(
                view, numpy=value
            ),
            f"{name}.encode_array": lambda game=game: game.encode_array(value),
            f"{name}.encoding_blocks": lambda game=game: game.encoding_blocks(value),
            f"{name}.observation_size": lambda game=game: game.observation_size(value),
            f"{name}.sample_state view": lambda sampling=sampling: sampling.sample_state(value, 1),
            f"{name}.sample_state seed": lambda sampling=sampling, view=view: sampling.sample_state(
                view, value
            ),
            f"{name}.unseen_cards": lambda sampling=sampling: sampling.unseen_cards(value),
            f"{name} view.sample_state": lambda view=view: view.sample_state(value),
            f"{name} render names item": lambda start=start: render(start, names=[value, "b", "c"]),
            f"{name} render seat": lambda start=start: render(start, value),
            f"{name} render view seat": lambda view=view: render(view, value),
        }
    if value is True and importlib.util.find_spec("numpy") is None:
        # numpy=True asks for the numpy extra: without it, the ImportError that says so
        for name in ("chupate", "veneno"):
            del entries[f"{name}.encode numpy=junk"]
    entries["render names"] = lambda: render(chupate.new_game(chupate.Rules(), 1), names=value)
    entries["render"] = lambda: render(value)
    return entries


@pytest.mark.parametrize("name", sorted(JUNK))
def test_junk_at_the_encodings_samplers_and_pictures(name: str) -> None:
    for call in _learning_entry_points(JUNK[name]()).values():
        _refuses_cleanly(call)


ENV_ARGUMENTS = ("game", "rules", "seat", "opponents", "max_moves", "illegal_action", "render_mode")


def _environment_entry_points(value: Any) -> dict[str, Callable[[], Any]]:
    """Every environment constructor and call that takes a user value, given ``value``."""
    gym = pytest.importorskip("cardrules.gymnasium") if _have("gymnasium") else None
    pz = pytest.importorskip("cardrules.pettingzoo") if _have("pettingzoo") else None
    entries: dict[str, Callable[[], Any]] = {}
    if gym is not None:
        for cls in (gym.VenenoEnv, gym.ChupateEnv):
            for argument in ENV_ARGUMENTS[1:]:
                entries[f"{cls.__name__}({argument})"] = lambda cls=cls, argument=argument: cls(
                    **{argument: value}
                )
        for argument in ENV_ARGUMENTS:
            kwargs = {"game": "veneno", argument: value}
            entries[f"SingleSeatEnv({argument})"] = lambda kwargs=kwargs: gym.SingleSeatEnv(
                **kwargs
            )
        entries["gymnasium reset seed"] = lambda: gym.VenenoEnv().reset(seed=value)
        entries["gymnasium step"] = lambda: _reset(gym.ChupateEnv()).step(value)
        entries["gymnasium step before reset"] = lambda: gym.VenenoEnv().step(value)
    if pz is not None:
        for module in (pz.chupate_v0, pz.veneno_v0):
            for make in (module.env, module.raw_env):
                for argument in ("rules", "render_mode", "max_moves", "illegal_action"):
                    if argument == "illegal_action" and make is module.raw_env:
                        continue
                    label = f"{module.NAME}.{make.__name__}({argument})"
                    entries[label] = lambda make=make, argument=argument: make(**{argument: value})
        for make in (pz.env, pz.raw_env):
            entries[f"pettingzoo.{make.__name__}(game)"] = lambda make=make: make(value)
            entries[f"pettingzoo.{make.__name__}(rules)"] = lambda make=make: make("veneno", value)
            entries[f"{make.__name__} reset seed"] = lambda make=make: make("veneno").reset(
                seed=value
            )
            entries[f"{make.__name__} step"] = lambda make=make: _reset(make("chupate")).step(value)
            entries[f"{make.__name__} observe"] = lambda make=make: _reset(make("veneno")).observe(
                value
            )
            entries[f"{make.__name__} observation_space"] = lambda make=make: make(
                "veneno"
            ).observation_space(value)
            entries[f"{make.__name__} step before reset"] = lambda make=make: make("veneno").step(
                value
            )
    return entries


def _have(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


def _reset(env: Any) -> Any:
    env.reset(seed=3)
    return env


@pytest.mark.parametrize("name", sorted(JUNK))
def test_junk_at_the_environments(name: str) -> None:
    entries = _environment_entry_points(JUNK[name]())
    if not entries:
        pytest.skip("neither gymnasium nor pettingzoo is installed")
    for call in entries.values():
        _refuses_cleanly(call)


class _JunkLines:
    """An open file whose ``readline`` gives junk."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def readline(self, size: int = -1) -> Any:
        return self.value


def _records_narration_html_entry_points(value: Any) -> dict[str, Callable[[], Any]]:
    """Every public function of records, narration and html, each argument in turn ``value``."""
    start = chupate.new_game(chupate.Rules(players=2), 1)
    move = start.legal_moves()[0]
    after = start.play(move)
    played = [move]
    vstart = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), 2)
    final, moves = vstart, []
    while not final.is_over:
        moves.append(final.legal_moves()[0])
        final = final.play(moves[-1])
    record = Record.from_game(start, played, names=("a", "b"))
    mine = record.for_seat(0)
    step = type("Step", (), {"before": start, "move": move, "after": after})
    fields = {
        "rules": start.rules,
        "seed": 1,
        "moves": played,
        "names": ("a", "b"),
        "tags": (("Event", "x"),),
        "comments": ((0, "c"),),
    }
    seat_fields = {
        "rules": start.rules,
        "seat": 0,
        "moves": mine.moves,
        "movers": mine.movers,
        "dealt": mine.dealt,
        "drawn": mine.drawn,
        "names": ("a", "b"),
        "tags": (("Event", "x"),),
        "comments": ((0, "c"),),
    }
    calls: dict[str, Callable[[], Any]] = {}
    for field in fields:
        calls[f"Record {field}"] = lambda f=field: Record(**(fields | {f: value}))
    for field in seat_fields:
        calls[f"SeatRecord {field}"] = lambda f=field: SeatRecord(**(seat_fields | {f: value}))
    for keyword in ("names", "date", "tags", "comments"):
        calls[f"from_game {keyword}"] = lambda k=keyword: Record.from_game(
            start, played, **{k: value}
        )
    calls |= {
        "from_game start": lambda: Record.from_game(value, played),
        "from_game moves": lambda: Record.from_game(start, value),
        "for_seat": lambda: record.for_seat(value),
        "write_records": lambda: write_records(value),
        "write_records item": lambda: write_records([record, value]),
        "read_records": lambda: read_records(value),
        "iter_records": lambda: list(iter_records(value)),
        "iter_records readline": lambda: list(iter_records(_JunkLines(value))),
        "describe before": lambda: narration.describe(value, move, after),
        "describe move": lambda: narration.describe(start, value, after),
        "describe after": lambda: narration.describe(start, move, value),
        "describe seat": lambda: narration.describe(start, move, after, seat=value),
        "describe names": lambda: narration.describe(start, move, after, names=value),
        "describe_turn before": lambda: narration.describe_turn(value, move, after),
        "describe_turn after": lambda: narration.describe_turn(start, move, value),
        "describe_turn seat": lambda: narration.describe_turn(start, move, after, seat=value),
        "describe_round_start": lambda: narration.describe_round_start(value),
        "describe_round_start names": lambda: narration.describe_round_start(start, names=value),
        "describe_round_end": lambda: narration.describe_round_end(value),
        "describe_round_end names": lambda: narration.describe_round_end(final, names=value),
        "describe_game_end": lambda: narration.describe_game_end(value, 1),
        "describe_game_end moves": lambda: narration.describe_game_end(final, value),
        "describe_game_end names": lambda: narration.describe_game_end(final, 1, names=value),
        "narrate start": lambda: list(narration.narrate(value, played)),
        "narrate moves": lambda: list(narration.narrate(start, value)),
        "narrate move": lambda: list(narration.narrate(start, [value])),
        "narrate seat": lambda: list(narration.narrate(start, played, seat=value)),
        "narrate names": lambda: list(narration.narrate(start, played, names=value)),
        "narrate_steps start": lambda: list(narration.narrate_steps(value, [step])),
        "narrate_steps steps": lambda: list(narration.narrate_steps(start, value)),
        "narrate_steps step": lambda: list(narration.narrate_steps(start, [value])),
        "narrate_steps comments": lambda: list(
            narration.narrate_steps(start, [step], comments=value)
        ),
        "narrate_seat_record": lambda: list(narration.narrate_seat_record(value)),
        "narrate_seat_record names": lambda: list(narration.narrate_seat_record(mine, names=value)),
        "replay_page start": lambda: replay_page(value, played),
        "replay_page moves": lambda: replay_page(start, value),
        "replay_page seat": lambda: replay_page(start, played, seat=value),
        "replay_page names": lambda: replay_page(start, played, names=value),
        "replay_page title": lambda: replay_page(start, played, title=value),
    }
    return calls


@pytest.mark.parametrize("name", sorted(JUNK))
def test_junk_at_every_public_function_of_records_narration_and_html(name: str) -> None:
    for label, call in _records_narration_html_entry_points(JUNK[name]()).items():
        try:
            _refuses_cleanly(call)
        except BaseException as error:  # name the call that failed
            raise AssertionError(f"{label}: {type(error).__name__}: {error}"[:500]) from error
