"""Tournaments on the batched engine: the same games, records and standings as the scalar engine."""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, tournament, veneno
from cardrules.bots import BotSpec, bot_spec
from cardrules.bots.spec import BATCH_POLICIES, greedy_bot, random_bot
from cardrules.chupate.spec import SPEC as CHUPATE_SPEC
from cardrules.games import register, unregister
from cardrules.tournament import ENGINES, batch_min_deals, play_tournament, tournament_engine
from cardrules.veneno.spec import SPEC as VENENO_SPEC
from tests.extras import require
from tests.strategies import chupate_rules, examples, seeds, veneno_rules
from tests.third_game import SPEC as TRICKS
from tests.third_game import game as tricks_game
from tests.third_game import registered

np = require("numpy")
import cardrules._tournament_lanes as lanes_module  # noqa: E402  (after the extras check)
from cardrules.bots.batched import (  # noqa: E402
    GreedyPolicy,
    RandomPolicy,
    greedy_policy,
    random_policy,
)


@contextmanager
def width(lanes: int) -> Iterator[None]:
    """Batches of at most ``lanes`` lanes, so that chunks refill finished lanes."""
    before = lanes_module.WIDTH
    lanes_module.WIDTH = lanes
    try:
        yield
    finally:
        lanes_module.WIDTH = before


def both(rules: Any, field: Sequence[Any], **options: Any) -> tuple[Any, Any]:
    """The tournament on the scalar engine and on the batched engine."""
    scalar = play_tournament(rules, field, engine="scalar", workers=1, **options)
    batch = play_tournament(rules, field, engine="batch", workers=1, **options)
    return scalar, batch


def fields(players: int) -> st.SearchStrategy[list[str]]:
    return st.lists(st.sampled_from(["random", "greedy"]), min_size=players, max_size=players)


@settings(max_examples=examples(40), deadline=None)
@given(
    rules=st.one_of(veneno_rules(max_threshold=6), chupate_rules(max_target=30)),
    data=st.data(),
    seed=seeds,
    deals=st.integers(1, 3),
    max_moves=st.sampled_from([1, 9, 80, 500]),
    keep_moves=st.booleans(),
    keep_games=st.booleans(),
    lanes=st.sampled_from([1, 2, 5, 1024]),
    chunk_size=st.none() | st.integers(1, 7),
)
def test_the_batch_plays_the_scalar_tournament(
    rules: Any,
    data: st.DataObject,
    seed: int,
    deals: int,
    max_moves: int,
    keep_moves: bool,
    keep_games: bool,
    lanes: int,
    chunk_size: int | None,
) -> None:
    field = data.draw(fields(rules.players), label="field")
    options = {
        "deals": deals,
        "seed": seed,
        "max_moves": max_moves,
        "keep_moves": keep_moves,
        "keep_games": keep_games,
        "chunk_size": chunk_size,
    }
    with width(lanes):
        scalar, batch = both(rules, field, **options)
    assert batch == scalar  # settings, standings, and every game with its record
    assert batch.to_dict(with_games=True) == scalar.to_dict(with_games=True)
    if keep_games:
        assert len(batch.results) == deals * rules.players


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        (veneno.Rules(players=4), ["greedy", "random", "greedy", "random"]),
        (veneno.Rules(players=2, reduced_deck=True, poison_overflow=True), ["random", "greedy"]),
        (chupate.Rules(players=4, teams=True), ["greedy", "random", "random", "greedy"]),
        (chupate.Rules(players=3, target=60), ["greedy", "greedy", "random"]),
        (chupate.Rules(players=6), ["greedy"] * 6),
    ],
)
def test_whole_games_with_records_on_refilled_lanes(rules: Any, field: list[str]) -> None:
    with width(3):
        scalar, batch = both(rules, field, deals=4, seed=17, keep_moves=True)
    assert batch == scalar
    assert scalar.capped < scalar.games  # games that ended by the rules were compared


def test_the_engines_agree_on_executors_with_lazy_chunks() -> None:
    rules = chupate.Rules(players=3)
    field = ["greedy", "random", "greedy"]
    expected = play_tournament(rules, field, deals=5, seed=4, workers=1, engine="scalar")
    with ThreadPoolExecutor(max_workers=2) as pool:
        result = play_tournament(
            rules, field, deals=5, seed=4, executor=pool, chunk_size=4, in_flight=1, engine="batch"
        )
    assert result == expected
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=context) as processes:
        result = play_tournament(
            rules, field, deals=5, seed=4, executor=processes, chunk_size=6, engine="batch"
        )
    assert result == expected


def test_auto_takes_the_batch_for_random_and_greedy_bots_only() -> None:
    rules = veneno.Rules(players=3)
    assert tournament_engine(rules, ["greedy", "random", "greedy"]) == "batch"
    assert tournament_engine(rules, ["greedy", "random", "greedy"], "scalar") == "scalar"
    assert tournament_engine(rules, ["greedy", "ismcts", "greedy"]) == "scalar"
    assert tournament_engine(rules, ["greedy", bot_spec("pimc"), "random"]) == "scalar"
    plain = BotSpec("random", random_bot, batch=None)
    assert tournament_engine(rules, ["greedy", plain, "random"]) == "scalar"
    assert ENGINES == ("auto", "scalar", "batch")


@pytest.mark.parametrize("bot", ["ismcts", "pimc"])
def test_batch_is_refused_for_a_field_with_a_search_bot(bot: str) -> None:
    rules = chupate.Rules(players=2)
    with pytest.raises(RulesError, match=f"engine='batch'.*no batched policy for the bot '{bot}'"):
        play_tournament(rules, ["greedy", bot], deals=1, seed=1, workers=1, engine="batch")


@pytest.mark.parametrize("lanes", [2, 1024])
def test_a_game_without_an_engine_plays_the_scalar_tournament_on_scalar_lanes(lanes) -> None:
    rules = tricks_game.Rules(players=3)
    field = ["greedy", "random", "random"]
    with registered():
        assert tournament_engine(rules, field) == "scalar"  # auto: no engine of its own
        assert tournament_engine(rules, field, "batch") == "batch"
        with width(lanes):
            scalar, batch = both(rules, field, deals=3, seed=5, keep_moves=True, max_moves=7)
    assert batch == scalar
    assert any(result.moves == 7 for result in batch.results)  # capped games too
    assert batch.standings[0].games == 9


@pytest.mark.parametrize("engine", ["fast", "", None, 1, ("batch",)])
def test_an_unknown_engine_is_a_rules_error(engine: object) -> None:
    with pytest.raises(RulesError, match="engine must be one of 'auto', 'scalar', 'batch'"):
        play_tournament(
            veneno.Rules(players=2), ["random"] * 2, deals=1, seed=1, workers=1, engine=engine
        )  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="engine must be one of"):
        tournament_engine(veneno.Rules(players=2), ["random"] * 2, engine)  # type: ignore[arg-type]


# -- the bot spec's batched policy -----------------------------------------------------


def test_random_and_greedy_specs_name_their_batched_policies() -> None:
    assert bot_spec("random").batch == BATCH_POLICIES["random"]
    assert bot_spec("greedy").batch == BATCH_POLICIES["greedy"]
    assert BotSpec("rnd", random_bot).batch == BATCH_POLICIES["random"]
    assert bot_spec("ismcts").batch is None
    assert bot_spec("pimc").batch is None
    assert BotSpec("g", greedy_bot, batch=None).batch is None
    rules = veneno.Rules(players=2)
    policy = bot_spec("random").batch_policy(rules, [[5, 6], [7, 8]])
    assert isinstance(policy, RandomPolicy)
    assert policy.rngs.tolist() == [[5, 6], [7, 8]]
    assert isinstance(bot_spec("greedy").batch_policy(rules, [[0, 0]]), GreedyPolicy)


@pytest.mark.parametrize("value", [5, "policies", "no module:f", "a.b:", ":f", b"x:y"])
def test_a_bad_batch_in_a_spec_is_a_rules_error(value: object) -> None:
    with pytest.raises(RulesError, match="BotSpec: batch must be None, a maker"):
        BotSpec("x", random_bot, batch=value)


@pytest.mark.parametrize(
    ("batch", "message"),
    [
        (None, "has no batched policy"),
        ("tests.no_such_module:maker", "cannot import its batched policy"),
        ("cardrules.bots.batched:no_such_maker", "names no function"),
    ],
)
def test_a_spec_without_a_usable_policy_says_so(batch: Any, message: str) -> None:
    spec = BotSpec("x", random_bot, batch=batch)
    with pytest.raises(RulesError, match=message):
        spec.batch_policy(veneno.Rules(players=2), [[1, 2]])
    if batch is not None:  # auto plays it scalar; batch says why not
        rules = veneno.Rules(players=2)
        assert tournament_engine(rules, [spec, "greedy"]) == "scalar"
        with pytest.raises(RulesError, match=message):
            tournament_engine(rules, [spec, "greedy"], "batch")


@attrs.frozen
class FirstBot:
    """Plays the first legal move."""

    def choose(self, view: object, legal_moves: Sequence[Any]) -> tuple[Any, FirstBot]:
        return legal_moves[0], self


def first_bot(rules: object, seed: int) -> FirstBot:
    return FirstBot()


class FirstPolicy:
    """`FirstBot` on a batch: the lowest legal action id (action ids follow the legal order)."""

    def choose(self, batch: Any, where: Any = None) -> tuple[Any, FirstPolicy]:
        actions = np.argmax(batch.legal_mask(), axis=1).astype(np.int64)
        if where is not None:
            actions = np.where(where, actions, -1)
        return actions, self


def first_policy(rules: object, seeds: object) -> FirstPolicy:
    return FirstPolicy()


def veneno_only(rules: Any, seeds: object) -> FirstPolicy:
    if not isinstance(rules, veneno.Rules):
        msg = "the first-move policy plays Veneno only"
        raise RulesError(msg)
    return FirstPolicy()


def test_a_bot_of_your_own_plays_on_the_batch_through_its_spec() -> None:
    mine = BotSpec("first", first_bot, batch=first_policy)
    rules = chupate.Rules(players=3)
    assert tournament_engine(rules, [mine, "random", "greedy"]) == "batch"
    with width(2):  # FirstPolicy has no with_lanes: every game gets its own lane
        scalar, batch = both(rules, [mine, "random", "greedy"], deals=3, seed=2, keep_moves=True)
    assert batch == scalar
    named = BotSpec("first", first_bot, batch="tests.batch.test_tournament_batch:first_policy")
    assert tournament_engine(rules, [named, "random", "greedy"]) == "batch"


def test_a_maker_that_refuses_the_rules_keeps_the_tournament_scalar() -> None:
    picky = BotSpec("first", first_bot, batch=veneno_only)
    assert tournament_engine(veneno.Rules(players=2), [picky, "greedy"]) == "batch"
    rules = chupate.Rules(players=2)
    assert tournament_engine(rules, [picky, "greedy"]) == "scalar"
    with pytest.raises(RulesError, match="plays Veneno only"):
        play_tournament(rules, [picky, "greedy"], deals=1, seed=1, workers=1, engine="batch")


# -- policies follow refilled lanes ------------------------------------------------------


def test_random_policy_with_lanes_replaces_those_lanes_generators() -> None:
    policy = random_policy(veneno.Rules(players=2), [[1, 2], [3, 4], [5, 6]])
    other = RandomPolicy([[7, 8], [9, 10]])
    assert policy.with_lanes(np.array([2, 0]), other).rngs.tolist() == [[9, 10], [3, 4], [7, 8]]
    assert policy.rngs.tolist() == [[1, 2], [3, 4], [5, 6]]  # unchanged
    for lanes, with_policy in [
        (np.array([0, 3]), other),
        (np.array([0]), other),
        (np.array([True, False]), other),
        (np.array([0, 1]), RandomPolicy([[1, 2, 3], [4, 5, 6]])),
        (np.array([0, 1]), GreedyPolicy()),
    ]:
        with pytest.raises(RulesError, match=r"RandomPolicy\.with_lanes"):
            policy.with_lanes(lanes, with_policy)  # type: ignore[arg-type]


def test_greedy_policy_with_lanes_is_itself() -> None:
    policy = greedy_policy(chupate.Rules(players=2), [[0, 0]])
    assert policy.with_lanes(np.array([0]), GreedyPolicy()) is policy
    with pytest.raises(RulesError, match=r"GreedyPolicy\.with_lanes needs a GreedyPolicy"):
        policy.with_lanes(np.array([0]), RandomPolicy([[1, 2]]))  # type: ignore[arg-type]


def test_greedy_policy_needs_a_batched_greedy_player() -> None:
    rules = tricks_game.Rules(players=3)
    with registered():
        assert isinstance(greedy_policy(rules, [[0, 0, 0]]), GreedyPolicy)  # its greedy_bot
    register(attrs.evolve(TRICKS, greedy_bot=None))
    try:
        with pytest.raises(RulesError, match="no batched greedy player"):
            greedy_policy(rules, [[0, 0, 0]])
    finally:
        unregister(TRICKS.id)


# -- a small tournament on the scalar engine -------------------------------------------


@pytest.mark.parametrize("spec", [CHUPATE_SPEC, VENENO_SPEC], ids=lambda spec: spec.id)
def test_auto_plays_a_tournament_below_the_specs_threshold_on_the_scalar_engine(spec) -> None:
    assert spec.batch_min_deals is not None
    for players in spec.players:
        rules = spec.rules_type(players=players)
        field = ["greedy", *["random"] * (players - 1)]
        least = spec.batch_min_deals[players]
        assert batch_min_deals(rules) == least
        assert tournament_engine(rules, field, deals=least) == "batch"
        assert tournament_engine(rules, field, "auto", deals=least + 1000) == "batch"
        assert tournament_engine(rules, field) == "batch"  # the number of deals not known
        if least > 1:
            assert tournament_engine(rules, field, deals=least - 1) == "scalar"
            assert tournament_engine(rules, field, "auto", deals=1) == "scalar"
        # "batch" is the batch whatever the size; "scalar" is scalar
        assert tournament_engine(rules, field, "batch", deals=1) == "batch"
        assert tournament_engine(rules, field, "scalar", deals=10**6) == "scalar"
    # 2-player Chúpate 2 at the CLI's 25 deals is faster one game at a time (measured)
    assert tournament_engine(chupate.Rules(players=2), ["greedy", "random"], deals=25) == "scalar"


def test_play_tournament_passes_its_deals_to_the_choice(monkeypatch) -> None:
    rules = chupate.Rules(players=2)
    field = ["greedy", "random"]
    least = batch_min_deals(rules)
    used: list[str] = []
    chunks = tournament._chunks

    def spy(*args: object) -> object:
        used.append(str(args[-1]))
        return chunks(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(tournament, "_chunks", spy)
    small = play_tournament(rules, field, deals=least - 1, seed=2, workers=1)
    big = play_tournament(rules, field, deals=least, seed=2, workers=1)
    assert used == ["scalar", "batch"]
    forced = play_tournament(rules, field, deals=least - 1, seed=2, workers=1, engine="batch")
    assert used[-1] == "batch"
    assert forced == small
    assert big.results[: len(small.results)] == small.results


@pytest.mark.parametrize("deals", [0, -1, True, 2.5, "25", 2**64 + 1])
def test_a_bad_number_of_deals_for_the_choice_is_a_rules_error(deals: object) -> None:
    with pytest.raises(RulesError, match="deals must be an int of at least 1"):
        tournament_engine(veneno.Rules(players=2), ["random"] * 2, deals=deals)  # type: ignore[arg-type]
