"""The bot protocol's edges: what `playthrough` accepts from bots, and `BotSpec` checked at once."""

from __future__ import annotations

import pickle
import re
from collections.abc import Sequence
from typing import Any

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots import BOTS, BotSpec, ISMCTSBot, RandomBot, bot_spec, playthrough
from cardrules.bots.spec import random_bot

START = veneno.new_game(veneno.Rules(players=2), seed=3)


@attrs.frozen
class BareMoveBot:
    """Returns the move alone, forgetting the bot: the mistake 0.2 turned into a TypeError."""

    def choose(self, view: object, legal_moves: Sequence[Any]) -> Any:
        return legal_moves[0]


@attrs.frozen
class NotABotBot:
    """Returns a pair whose second half is not a bot."""

    def choose(self, view: object, legal_moves: Sequence[Any]) -> Any:
        return legal_moves[0], "me"


@attrs.frozen
class BadObserver:
    """Observes by returning nothing."""

    def choose(self, view: object, legal_moves: Sequence[Any]) -> Any:
        return legal_moves[0], self

    def observe(self, seat: int, move: object) -> None:
        return None


def test_a_bot_returning_a_bare_move_gets_a_rules_error_saying_what_it_returned() -> None:
    seat = START.current_player
    bots: list[Any] = list(RandomBot.for_seats(1, 2))
    bots[seat] = BareMoveBot()
    steps = playthrough(START, bots)
    with pytest.raises(RulesError) as info:  # 0.2: TypeError deep in playthrough
        next(steps)
    message = str(info.value)
    assert f"the bot of seat {seat} (BareMoveBot())" in message
    assert f"returned Move.parse('{START.legal_moves()[0]}')" in message
    assert "expected a (move, bot) pair" in message


def test_a_pair_without_a_bot_and_an_observe_returning_none_are_rules_errors() -> None:
    seat = START.current_player
    for bot, message in (
        (NotABotBot(), f"the bot that seat {seat}'s choose returned must be a bot"),
        (BadObserver(), "what observe returned must be a bot"),
    ):
        bots: list[Any] = list(RandomBot.for_seats(1, 2))
        bots[seat] = bot
        with pytest.raises(RulesError, match=message):
            next(playthrough(START, bots))


@pytest.mark.parametrize(
    ("state", "bots", "message"),
    [
        (START, [RandomBot(1), 5], "the bot of seat 1 must be a bot"),
        (START, "ab", "bots must be a sequence of bots"),
        (START, None, "bots must be a sequence of bots"),
        (START, [RandomBot(1)], "one bot per seat: 2 bots, got 1"),
        ("veneno", [RandomBot(1)] * 2, "expected a game state"),
        (None, [], "expected a game state"),
    ],
)
def test_playthrough_refuses_what_is_not_a_state_or_bots_at_once(
    state: Any, bots: Any, message: str
) -> None:
    with pytest.raises(RulesError, match=message):
        playthrough(state, bots)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: BotSpec("x", 5), "factory must be a function or class"),  # type: ignore[arg-type]
        (lambda: BotSpec(5, random_bot), "name must be a printable string"),  # type: ignore[arg-type]
        (lambda: BotSpec("", random_bot), "name must be a printable string"),
        (lambda: BotSpec("a\nb", random_bot), "name must be a printable string"),
        (lambda: BotSpec("x" * 65, random_bot), "of 1 to 64 characters"),
        (lambda: BotSpec("x", random_bot, 5), "params must be a mapping"),  # type: ignore[arg-type]
        (lambda: BotSpec("x", random_bot, {1: 2}), "a keyword of params must be a name"),
        (lambda: BotSpec("x", random_bot, [("a", 1), ("a", 2)]), "name a keyword twice"),
        (lambda: BotSpec("x", random_bot, {"bogus": 1}), "unknown option 'bogus'"),
        (lambda: bot_spec("random", bogus=1), "bot 'random': unknown option 'bogus'"),
        (lambda: bot_spec("greedy", seed=4), "bot 'greedy': unknown option 'seed'"),
        (lambda: bot_spec("ismcts", bogus=1), r"its options are iterations: int \| None = None"),
        (lambda: bot_spec("ismcts", iterations="many"), "option iterations must be int or None"),
        (lambda: bot_spec("ismcts", iterations=True), "option iterations must be int or None"),
        (lambda: bot_spec("ismcts", iterations=0), "option iterations must be at least 1"),
        (lambda: bot_spec("clever"), "unknown bot 'clever': the bots are random, greedy, ismcts"),
        (lambda: bot_spec(["random"]), "unknown bot"),  # type: ignore[arg-type]
    ],
)
def test_bot_specs_are_checked_when_made_not_in_a_worker(make: Any, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        make()


def cautious(rules: object, seed: int, margin: int = 2, *, label: str | None = None) -> RandomBot:
    del rules, margin, label
    return RandomBot(rng=seed)


def test_a_custom_factory_s_simple_annotations_are_checked() -> None:
    assert BotSpec("c", cautious, {"margin": 3, "label": None}).params == (
        ("label", None),
        ("margin", 3),
    )
    with pytest.raises(RulesError, match=r"option margin must be int, got 2\.5"):
        BotSpec("c", cautious, {"margin": 2.5})
    with pytest.raises(RulesError, match="option label must be str or None, got 3"):
        BotSpec("c", cautious, {"label": 3})
    with pytest.raises(
        RulesError, match=re.escape("its options are margin: int = 2, label: str | None")
    ):
        BotSpec("c", cautious, {"colour": "red"})


def test_good_specs_still_build_compare_and_pickle() -> None:
    spec = bot_spec("ismcts", iterations=5)
    assert spec == BotSpec("ismcts", BOTS["ismcts"], (("iterations", 5),))
    assert pickle.loads(pickle.dumps(spec)) == spec
    bot = spec.build(chupate.Rules(players=2), seed=3)
    assert isinstance(bot, ISMCTSBot)
    assert bot.iterations == 5
