"""Exact scalar lanes: the batch of a game without an engine of its own is the scalar engine.

Held to the scalar engine on Tricks (the outside game), and to the numpy engine
on Veneno (a built-in game, its spec's engine set aside), step by step.
"""

from __future__ import annotations

import warnings
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import IllegalMoveError, RulesError, chupate, veneno
from cardrules._random import below
from cardrules.games import GameSpec, find_game, register, unregister
from cardrules.veneno.spec import SPEC as VENENO
from tests.extras import require
from tests.strategies import examples, seeds, veneno_rules
from tests.third_game import SPEC as TRICKS
from tests.third_game import game as tricks_game
from tests.third_game import registered

np = require("numpy")
from cardrules import batch as batches  # noqa: E402  (after the extras check)
from cardrules.batch import Batch, ScalarBatch, ScalarEngine  # noqa: E402
from tests.batch import lanes_engine  # noqa: E402


def _legal_ids(spec: GameSpec, state: Any) -> list[int]:
    space = list(spec.action_space(state.rules))
    return [space.index(move) for move in state.legal_moves()]


@settings(max_examples=examples(25), deadline=None)
@given(
    players=st.integers(2, 4),
    hand_size=st.integers(1, 4),
    game_seeds=st.lists(seeds, min_size=1, max_size=4),
    pick=seeds,
)
def test_tricks_lanes_are_the_scalar_engines_games(players, hand_size, game_seeds, pick) -> None:
    rules = tricks_game.Rules(players=players, hand_size=hand_size)
    with registered():
        b = batches.new_batch(rules, game_seeds)
        assert isinstance(b, ScalarBatch)
        assert isinstance(b, Batch)
        states = [tricks_game.new_game(rules, seed) for seed in game_seeds]
        rng = pick
        for _ in range(60):
            assert [b.state(i) for i in range(len(b))] == states
            for i, state in enumerate(states):
                over = state.is_over
                assert b.is_over[i] == over
                assert b.current_player[i] == (-1 if over else state.current_player)
                ids = [] if over else _legal_ids(TRICKS, state)
                assert np.flatnonzero(b.legal_mask()[i]).tolist() == sorted(ids)
                if over:
                    assert not b.observe()[i].any()
                    assert b.returns()[i].tolist() == list(np.float32(state.returns()))
                else:
                    view = state.view(state.current_player)
                    assert b.observe()[i].tolist() == list(np.float32(tricks_game.encode(view)))
                    assert not b.returns()[i].any()
            if b.is_over.all():
                break
            count = b.legal_count()
            picks = []
            for n in count.tolist():
                k, rng = below(rng, max(n, 1))
                picks.append(k)
            actions = b.nth_legal(np.array(picks))
            b = b.step(actions)
            states = [
                s if s.is_over else s.play(s.legal_moves()[k])
                for s, k in zip(states, picks, strict=True)
            ]
        assert b.is_over.all()


def _same(scalar: Any, numpy_batch: Any) -> None:
    for name in ("current_player", "is_over", "round", "scores"):
        assert np.array_equal(getattr(scalar, name), getattr(numpy_batch, name)), name
    for name in ("legal_mask", "legal_count", "observe", "returns"):
        assert np.array_equal(getattr(scalar, name)(), getattr(numpy_batch, name)()), name
    assert tuple(scalar.states()) == tuple(numpy_batch.states())


@settings(max_examples=examples(15), deadline=None)
@given(rules=veneno_rules(max_threshold=4), game_seeds=st.lists(seeds, min_size=1, max_size=3))
def test_scalar_lanes_step_as_veneno_s_numpy_engine(rules, game_seeds) -> None:
    engine = ScalarEngine(VENENO)
    lanes = engine.new_batch(rules, game_seeds)
    fast = batches.new_batch(rules, game_seeds)
    assert type(fast).__name__ == "VenenoBatch"
    assert isinstance(fast, Batch)
    rng = 7
    for step in range(400):
        _same(lanes, fast)
        if fast.is_over.all():
            break
        picks = []
        for n in fast.legal_count().tolist():
            k, rng = below(rng, max(n, 1))
            picks.append(k)
        k = np.array(picks)
        assert np.array_equal(lanes.nth_legal(k), fast.nth_legal(k))
        actions = fast.nth_legal(k)
        where = np.arange(len(fast)) % 2 == step % 2  # every other lane, by turns
        lanes, fast = lanes.step(actions, where=where), fast.step(actions, where=where)
    again = engine.from_states(fast.states())
    _same(again, batches.from_states(fast.states()))


def test_step_with_lanes_and_errors() -> None:
    rules = tricks_game.Rules(players=2)
    with registered():
        b = batches.new_batch(rules, [1, 2, 3])
        first = b.nth_legal(np.zeros(3, dtype=np.int64))
        moved = b.step(first, where=np.array([True, False, True]))
        assert moved.state(1) == b.state(1)
        assert moved.state(0) == b.state(0).play(b.state(0).legal_moves()[0])
        fresh = batches.new_batch(rules, [9])
        swapped = moved.with_lanes(np.array([1]), fresh)
        assert swapped.state(1) == tricks_game.new_game(rules, 9)
        assert swapped.state(0) == moved.state(0)
        assert batches.from_states(list(swapped.states())).states() == swapped.states()
        illegal = int(np.flatnonzero(~b.legal_mask()[0])[0])
        with pytest.raises(IllegalMoveError, match=f"lane 0: action id {illegal}"):
            b.step(np.array([illegal, first[1], first[2]]))
        for bad in (np.array([0, 0]), np.array([0.5, 0, 0]), "abc"):
            with pytest.raises(RulesError, match="one int action id per lane"):
                b.step(bad)
        with pytest.raises(RulesError, match="where must be bool"):
            b.step(first, where=np.array([1, 0, 1]))
        with pytest.raises(RulesError, match="distinct lanes"):
            b.with_lanes(np.array([0, 0]), batches.new_batch(rules, [4, 5]))
        with pytest.raises(RulesError, match="is not a lane"):
            b.state(3)
        with pytest.raises(RulesError, match="at least one seed"):
            batches.new_batch(rules, [])
        with pytest.raises(RulesError, match="one rules"):
            batches.from_states([b.state(0), tricks_game.new_game(tricks_game.Rules(players=3), 1)])
        with pytest.raises(RulesError, match="is not a Tricks state"):
            batches.engine_of(rules).from_states([b.state(0), veneno.new_game(veneno.Rules(), 1)])
        with pytest.raises(RulesError, match="no move 5"):
            b.nth_legal(np.array([0, 5, 0]))


def test_every_registered_game_has_an_engine() -> None:
    with registered():
        assert isinstance(batches.engine_of(tricks_game.Rules()), ScalarEngine)
        assert batches.engine_of(tricks_game.Rules()) is batches.engine_of(tricks_game.Rules())
    for name in ("veneno", "chupate"):
        spec = find_game(name)
        engine = batches.engine_of(spec.rules_type())
        assert engine is spec.batch_engine()
        assert batches.greedy_actions_of(engine) is not None
    with pytest.raises(RulesError, match="needs the Rules of a registered game"):
        batches.engine_of(tricks_game.Rules())  # Tricks, not registered


def _own(spec: GameSpec) -> list[str]:
    """Play a batch of Tricks under ``spec`` (registered for it): the engine's calls."""
    lanes_engine.CALLS.clear()
    register(spec)
    try:
        rules = tricks_game.Rules()
        b = batches.new_batch(rules, [3])
        assert batches.from_states([b.state(0)]).state(0) == tricks_game.new_game(rules, 3)
    finally:
        unregister(spec.id)
    return list(lanes_engine.CALLS)


def test_a_game_may_bring_its_own_engine_as_an_object_or_a_loader() -> None:
    assert attrs.evolve(TRICKS, batch=lanes_engine).batch_engine() is lanes_engine
    assert _own(attrs.evolve(TRICKS, batch=lanes_engine)) == ["new_batch", "from_states"]
    assert _own(attrs.evolve(TRICKS, batch=lambda: lanes_engine)) == ["new_batch", "from_states"]
    assert VENENO.batch is not None
    assert VENENO.batch_engine() is batches.engine_of(veneno.Rules())


def test_the_0_3_module_name_still_loads_the_engine_with_a_warning() -> None:
    with pytest.warns(DeprecationWarning, match="a module name is deprecated"):
        named = attrs.evolve(TRICKS, batch="tests.batch.lanes_engine")
    assert named.batch_engine() is lanes_engine
    assert _own(named) == ["new_batch", "from_states"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert named == attrs.evolve(TRICKS, batch="tests.batch.lanes_engine")
        missing = attrs.evolve(TRICKS, batch="tests.batch.no_such_engine")
    with pytest.raises(RulesError, match="batched engine of Tricks cannot be loaded"):
        missing.batch_engine()


@pytest.mark.parametrize("bad", [3, "not a module!", b"x", ("a",)])
def test_a_batch_hook_that_is_no_engine_is_refused(bad: object) -> None:
    with pytest.raises(RulesError, match="GameSpec: batch must be"):
        attrs.evolve(TRICKS, batch=bad)
    with pytest.raises(RulesError, match="the batch hook of Tricks gave 42"):
        attrs.evolve(TRICKS, batch=lambda: 42).batch_engine()


def test_chupate_keeps_its_numpy_engine() -> None:
    b = batches.new_batch(chupate.Rules(players=3), [1, 2])
    assert type(b).__name__ == "ChupateBatch"
    assert isinstance(b, Batch)


def test_the_0_3_name_of_the_batched_policies_still_works_with_a_warning() -> None:
    from cardrules.batch import policies  # noqa: PLC0415
    from cardrules.bots import batched  # noqa: PLC0415

    for name in policies.__all__:
        with pytest.warns(DeprecationWarning, match=f"from cardrules.bots.batched .*{name}"):
            assert getattr(policies, name) is getattr(batched, name)
    with pytest.warns(DeprecationWarning, match="batched.RandomPolicy"):
        from cardrules.batch.policies import RandomPolicy  # noqa: PLC0415
    assert RandomPolicy is batched.RandomPolicy
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        policies.nothing  # noqa: B018
