"""Fuzzing the spec and hook surface: junk spec fields and junk hook results give only RulesErrors.

In the manner of the ``from_dict`` fuzzing (``tests/test_junk_input.py``):
hypothesis draws junk for every field of a `GameSpec` (then registers what
is accepted: the registry must answer as before), for what the search bots'
hooks return, for what an environment's opponents function returns, and for
what masks, encoders and samplers are given. Nothing but a `RulesError`
(with a short message) may come out.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ISMCTSBot, PIMCBot
from cardrules.chupate import sampling as chupate_sampling
from cardrules.games import GAMES, GameSpec, find_game, game_of, register, unregister
from cardrules.veneno import sampling as veneno_sampling
from tests.helpers import mid_game
from tests.strategies import examples, json_values
from tests.test_games import _spec

MAX_MESSAGE = 300


class _Opaque:
    """An object of no game (until the fuzz registers its class as a game's)."""


class _Nobody:
    """An object of no game: never drawn, so never registered."""


junk = st.one_of(
    json_values,
    st.sampled_from(
        [object, int, str, type(None), tuple, _Opaque, _Opaque(), object(), float("nan"), b"x"]
    ),
    st.builds(lambda n: (0.0,) * n, st.integers(0, 8)),
    st.builds(lambda n: [None] * n, st.integers(0, 8)),
    st.functions(like=lambda *args, **kwargs: None, returns=json_values, pure=True),
)
"""Any junk value: JSON-like data, classes, objects, tuples of floats, functions."""


def _refuses_cleanly(call: Callable[[], Any]) -> None:
    """``call`` either succeeds or raises a RulesError with a short message."""
    message = ""
    try:
        call()
    except RulesError as error:  # any other exception fails the test
        message = str(error)
    assert len(message) < MAX_MESSAGE, message[:500]


def _registry_answers_as_before() -> None:
    assert list(GAMES) == ["chupate2", "veneno"]
    assert game_of(veneno.Rules()) is GAMES["veneno"]
    assert game_of(chupate.new_game(chupate.Rules(), 1)) is GAMES["chupate2"]
    assert find_game("chupate") is GAMES["chupate2"]
    for value in (None, 3, "veneno", _Nobody()):
        with pytest.raises(RulesError, match="the games are chupate2"):
            game_of(value)


SPEC_FIELDS = sorted(field.name for field in attrs.fields(GameSpec))


@settings(max_examples=examples(200), suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(SPEC_FIELDS), value=junk)
def test_a_junk_spec_field_is_refused_or_registers_without_poisoning_the_registry(
    field: str, value: Any
) -> None:
    message = ""
    try:
        with warnings.catch_warnings():  # a name-like str is the deprecated 0.3 form of batch
            warnings.simplefilter("ignore", DeprecationWarning)
            spec = _spec(**{field: value})
    except RulesError as error:
        message = str(error)
    if message:
        assert len(message) < MAX_MESSAGE
        assert field in message  # the message names the field
        return
    try:
        register(spec)
    except RulesError:
        _registry_answers_as_before()
        return
    try:
        _registry_answers_as_before_with(spec)
    finally:
        unregister(spec.id)
    _registry_answers_as_before()


def _registry_answers_as_before_with(spec: GameSpec) -> None:
    assert game_of(veneno.Rules()) is GAMES["veneno"]
    for value in (None, 3, "veneno", _Nobody()):
        with pytest.raises(RulesError, match="the games are"):
            game_of(value)
    assert find_game(spec.id) is spec


CHUPATE_STATE = mid_game(chupate, seed=3, players=3)
VENENO_STATE = mid_game(veneno, seed=3, players=3)
STATES = st.sampled_from([CHUPATE_STATE, VENENO_STATE])


def _every_move(_view: Any, legal: Any, _hint: Any) -> Any:
    return legal


HOOKS: dict[str, Callable[[Any], Any]] = {
    "PIMCBot evaluate": lambda v: PIMCBot(
        simulations=2,
        max_rollout_moves=1,
        evaluate=lambda _s: v,
        engine="scalar",
        candidates=_every_move,
    ),
    "PIMCBot batch_evaluate": lambda v: PIMCBot(
        simulations=2, max_rollout_moves=1, batch_evaluate=lambda _b: v, candidates=_every_move
    ),
    "PIMCBot batch_round_payoff": lambda v: PIMCBot(
        simulations=2, batch_round_payoff=lambda _s, _b: v, candidates=_every_move
    ),
    "PIMCBot sampler": lambda v: PIMCBot(
        simulations=2,
        sampler=lambda _view, _seed: v,
        opponent_model=lambda _view, _seen: lambda _v, _s: v,
        candidates=_every_move,
    ),
    "PIMCBot opponent_model": lambda v: PIMCBot(
        simulations=2, opponent_model=lambda _view, _seen: v, candidates=_every_move
    ),
    "PIMCBot candidates": lambda v: PIMCBot(simulations=2, candidates=lambda _v, _l, _h: v),
    "ISMCTSBot evaluate": lambda v: ISMCTSBot(
        iterations=2, max_rollout_moves=1, evaluate=lambda _s: v
    ),
    "ISMCTSBot batch_evaluate": lambda v: ISMCTSBot(
        iterations=2, lanes=2, max_rollout_moves=1, batch_evaluate=lambda _b: v
    ),
    "ISMCTSBot sampler": lambda v: ISMCTSBot(iterations=2, sampler=lambda _view, _seed: v),
    "ISMCTSBot rollout": lambda v: ISMCTSBot(iterations=2, rollout=v),
}


@settings(max_examples=examples(60), suppress_health_check=[HealthCheck.too_slow])
@given(hook=st.sampled_from(sorted(HOOKS)), value=junk, state=STATES)
def test_a_search_bot_hook_returning_junk_gives_only_a_rules_error(
    hook: str, value: Any, state: Any
) -> None:
    view = state.view(state.current_player)
    legal = state.legal_moves()
    _refuses_cleanly(lambda: HOOKS[hook](value).choose(view, legal))


def _inputs(value: Any) -> dict[str, Callable[[], Any]]:
    calls: dict[str, Callable[[], Any]] = {}
    for game, sampling, state in (
        (chupate, chupate_sampling, CHUPATE_STATE),
        (veneno, veneno_sampling, VENENO_STATE),
    ):
        name = game.__name__.rpartition(".")[2]
        space = game.action_space(state.rules)
        calls |= {
            f"{name} mask": lambda space=space: space.mask(value),
            f"{name} encode": lambda game=game: game.encode(value),
            f"{name} encoding_blocks": lambda game=game: game.encoding_blocks(value),
            f"{name} sample_state": lambda sampling=sampling: sampling.sample_state(value, 1),
            f"{name} unseen_cards": lambda sampling=sampling: sampling.unseen_cards(value),
            f"{name} bot view": lambda state=state: ISMCTSBot(iterations=2).choose(
                value, state.legal_moves()
            ),
            f"{name} bot legal": lambda state=state: PIMCBot(simulations=2).choose(
                state.view(state.current_player), value
            ),
        }
    return calls


@settings(max_examples=examples(60))
@given(value=junk | STATES.map(lambda s: s.rules) | STATES)
def test_masks_encoders_samplers_and_bots_given_junk_give_only_a_rules_error(value: Any) -> None:
    for call in _inputs(value).values():
        _refuses_cleanly(call)


@settings(max_examples=examples(40))
@given(result=junk)
def test_an_environment_opponents_function_returning_junk_gives_only_a_rules_error(
    result: Any,
) -> None:
    gymnasium = pytest.importorskip("cardrules.gymnasium")
    env = gymnasium.VenenoEnv(opponents=lambda _seed: result)
    _refuses_cleanly(lambda: env.reset(seed=1))
