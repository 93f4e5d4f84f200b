"""Tournaments: duplicate deals, seeds, the move cap, teams, and equal results on any executor."""

from __future__ import annotations

import json
import math
import multiprocessing
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from fractions import Fraction
from typing import Any

import attrs
import pytest

from cardrules import RulesError, chupate, tournament, veneno
from cardrules.bots import BotSpec, ISMCTSBot, RandomBot, bot_spec, playthrough
from cardrules.bots.spec import random_bot
from cardrules.tournament import (
    bot_seed,
    deal_seed,
    numbered_names,
    play_tournament,
    wilson_interval,
)
from tests import race_game
from tests.extras import require

VENENO4 = veneno.Rules(players=4)
FIELD = ("greedy", "random", "random", "random")


def test_each_deal_is_played_once_per_rotation_with_every_bot_at_every_seat() -> None:
    result = play_tournament(VENENO4, FIELD, deals=3, seed=5, workers=1)
    assert result.games == 12
    assert [(r.deal, r.rotation) for r in result.results] == [
        (deal, rotation) for deal in range(3) for rotation in range(4)
    ]
    for deal in range(3):
        games = [r for r in result.results if r.deal == deal]
        assert {r.seed for r in games} == {deal_seed(5, deal)}
        for entry in range(4):
            assert sorted(r.entries.index(entry) for r in games) == [0, 1, 2, 3]


def test_a_game_replays_from_its_deal_seed_and_bot_seeds() -> None:
    result = play_tournament(VENENO4, ("random",) * 4, deals=2, seed=11, workers=1)
    for game in result.results:
        start = veneno.new_game(VENENO4, deal_seed(11, game.deal))
        bots = [RandomBot(rng=bot_seed(11, game.deal, seat)) for seat in range(4)]
        steps = list(playthrough(start, bots))
        assert len(steps) == game.moves
        assert steps[-1].after.winners == game.winners
        assert steps[-1].after.scores == game.scores


def test_bot_seeds_are_apart_from_deal_seeds_and_from_each_other() -> None:
    seeds = {bot_seed(3, deal, seat) for deal in range(50) for seat in range(6)}
    deals = {deal_seed(3, deal) for deal in range(50)}
    assert len(seeds) == 300
    assert not seeds & deals
    assert bot_seed(3, 0, 0) != bot_seed(4, 0, 0)


def test_win_counts_standings_and_returns_follow_the_games() -> None:
    result = play_tournament(VENENO4, FIELD, deals=4, seed=2, workers=1, keep_moves=True)
    for entry, standing in enumerate(result.standings):
        seats = [(r, r.entries.index(entry)) for r in result.results]
        assert standing.games == 16
        assert standing.wins == sum(seat in r.winners for r, seat in seats)
        assert standing.mean_score == pytest.approx(sum(r.scores[s] for r, s in seats) / 16)
        assert standing.mean_return == pytest.approx(sum(r.returns[s] for r, s in seats) / 16)
    for game in result.results:
        assert sum(game.returns) == pytest.approx(0.0)
        assert game.record is not None
        assert len(game.record) == game.moves


def test_C3_teams_win_as_teams() -> None:
    rules = chupate.Rules(players=4, teams=True)
    result = play_tournament(
        rules, ("greedy", "random", "greedy", "random"), deals=3, seed=4, workers=1
    )
    for game in result.results:
        assert len(game.winners) == 2
        assert game.winners in rules.teams
    greedy, random1, greedy2, random2 = result.standings
    assert greedy.wins == greedy2.wins
    assert random1.wins == random2.wins
    assert greedy.wins + random1.wins == result.games


def test_capped_games_are_neither_wins_nor_returns() -> None:
    rules = chupate.Rules(players=2)
    result = play_tournament(rules, ("random", "random"), deals=2, seed=1, max_moves=3, workers=1)
    assert result.capped == 4
    for game in result.results:
        assert game.capped
        assert game.moves == 3
        assert game.winners == ()
        assert game.returns == (0.0, 0.0)
    for standing in result.standings:
        assert (standing.games, standing.capped, standing.completed) == (4, 4, 0)
        assert (standing.wins, standing.win_rate, standing.mean_return) == (0, 0.0, 0.0)
        assert standing.ci95 == (0.0, 1.0)


def test_wilson_interval_known_values() -> None:
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)
    assert wilson_interval(10, 10)[0] == pytest.approx(0.7225, abs=1e-4)
    low, high = wilson_interval(30, 100)
    assert (low, high) == (pytest.approx(0.2189, abs=1e-4), pytest.approx(0.3958, abs=1e-4))


def test_result_to_dict_is_json() -> None:
    result = play_tournament(VENENO4, FIELD, deals=1, seed=3, workers=1, keep_moves=True)
    data = json.loads(json.dumps(result.to_dict(with_games=True)))
    assert data["games"] == 4
    assert [s["bot"] for s in data["standings"]] == list(FIELD)
    assert len(data["results"]) == 4
    assert "results" not in result.to_dict()


def test_progress_counts_every_game() -> None:
    counts: list[int] = []
    play_tournament(
        VENENO4, FIELD, deals=5, seed=3, workers=1, chunk_size=3, progress=counts.append
    )
    assert counts == [3] * 6 + [2]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"bots": ("greedy",) * 3}, "one bot per seat"),
        ({"bots": "greedy"}, "one bot per seat"),
        ({"bots": ("greedy", "clever", "random", "random")}, "unknown bot 'clever'"),
        ({"bots": (RandomBot(rng=1),) * 4}, "BotSpec or a bot's name"),
        ({"deals": 0}, "deals must be"),
        ({"max_moves": 0}, "max_moves must be"),
        ({"seed": -1}, "seed must be"),
        ({"workers": 0}, "workers must be"),
        ({"rules": "veneno"}, "rules must be"),
    ],
)
def test_bad_arguments_are_rules_errors(kwargs: dict[str, object], message: str) -> None:
    arguments: dict[str, object] = {"rules": VENENO4, "bots": FIELD, "deals": 1, "seed": 1}
    arguments.update(kwargs)
    with pytest.raises(RulesError, match=message):
        play_tournament(workers=arguments.pop("workers", 1), **arguments)  # type: ignore[arg-type]


def _chupate_inline() -> tuple[chupate.Rules, list[BotSpec], object]:
    rules = chupate.Rules(players=3)
    field = [bot_spec("greedy"), BotSpec("rnd", random_bot), bot_spec("random")]
    expected = play_tournament(rules, field, deals=4, seed=9, workers=1)
    return rules, field, expected


@pytest.mark.slow
def test_a_two_process_pool_gives_the_inline_results() -> None:
    rules, field, expected = _chupate_inline()
    assert play_tournament(rules, field, deals=4, seed=9, workers=2, chunk_size=5) == expected
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=2, mp_context=context) as pool:
        assert play_tournament(rules, field, deals=4, seed=9, executor=pool) == expected


@pytest.mark.slow
def test_a_local_dask_cluster_gives_the_inline_results() -> None:
    distributed = require("distributed")
    rules, field, expected = _chupate_inline()
    with (
        distributed.LocalCluster(
            n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        result = play_tournament(
            rules, field, deals=4, seed=9, executor=client.get_executor(), chunk_size=2
        )
    assert result == expected


@attrs.frozen
class CountingBot:
    """Plays the legal move indexed by how many moves it has observed: it needs `observe`."""

    seen: int = 0

    def choose(self, view: object, legal_moves: Sequence[Any]) -> tuple[Any, CountingBot]:
        return legal_moves[self.seen % len(legal_moves)], self

    def observe(self, seat: int, move: object) -> CountingBot:
        return CountingBot(self.seen + 1)


def counting_bot(rules: object, seed: int) -> CountingBot:
    return CountingBot()


def test_bots_that_observe_see_every_move_as_in_playthrough() -> None:
    spec = BotSpec("counting", counting_bot)
    result = play_tournament(VENENO4, (spec, "greedy", spec, "random"), deals=2, seed=6, workers=1)
    for game in result.results:
        specs = [(spec, bot_spec("greedy"), spec, bot_spec("random"))[e] for e in game.entries]
        bots = [s.build(VENENO4, bot_seed(6, game.deal, seat)) for seat, s in enumerate(specs)]
        steps = list(playthrough(veneno.new_game(VENENO4, game.seed), bots))
        assert (len(steps), steps[-1].after.winners) == (game.moves, game.winners)
        assert steps[-1].bots[game.entries.index(0)] == CountingBot(game.moves)


def test_without_the_games_the_standings_are_the_same() -> None:
    kept = play_tournament(VENENO4, FIELD, deals=3, seed=8, workers=1, chunk_size=5)
    dropped = play_tournament(VENENO4, FIELD, deals=3, seed=8, workers=1, keep_games=False)
    assert dropped.results == ()
    assert (dropped.games, dropped.capped, dropped.standings) == (
        kept.games,
        kept.capped,
        kept.standings,
    )


@pytest.mark.slow
def test_ismcts_is_known_by_name_and_plays_a_tournament_game() -> None:
    rules = veneno.Rules(players=2)
    bot = bot_spec("ismcts", iterations=5).build(rules, seed=3)
    assert isinstance(bot, ISMCTSBot)
    assert bot.iterations == 5
    result = play_tournament(
        veneno.Rules(players=2),
        [bot_spec("ismcts", iterations=5), bot_spec("random")],
        deals=1,
        seed=4,
        workers=1,
    )
    assert sum(s.games for s in result.standings) == 4


class StopError(Exception):
    """Raised from ``progress`` to end a tournament that would run for ages."""


def test_a_tournament_of_10_to_the_15_deals_starts_playing_at_once() -> None:
    calls: list[int] = []

    def progress(games: int) -> None:
        calls.append(games)
        raise StopError

    rules = chupate.Rules(players=2)
    with pytest.raises(StopError):  # 0.2 built every task first: MemoryError before any game
        play_tournament(
            rules, ("random", "random"), deals=10**15, seed=1, workers=1, max_moves=5,
            chunk_size=4, progress=progress,
        )  # fmt: skip
    assert calls == [4]


class CountingExecutor(ThreadPoolExecutor):
    """Counts the batches submitted and not yet collected (``progress`` collects them)."""

    def __init__(self) -> None:
        super().__init__(max_workers=2)
        self.submitted = 0
        self.collected = 0
        self.most_in_flight = 0

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
        self.submitted += 1
        self.most_in_flight = max(self.most_in_flight, self.submitted - self.collected)
        return super().submit(fn, *args, **kwargs)


def test_an_executor_gets_a_bounded_number_of_batches_at_a_time() -> None:
    with CountingExecutor() as executor:

        def progress(games: int) -> None:
            executor.collected += 1
            if executor.collected == 20:
                raise StopError

        with pytest.raises(StopError):
            play_tournament(
                chupate.Rules(players=2), ("random", "random"), deals=10**15, seed=1,
                executor=executor, chunk_size=2, max_moves=5, in_flight=3, progress=progress,
            )  # fmt: skip
    assert executor.most_in_flight == 3
    assert executor.submitted <= 20 + 3


@pytest.mark.slow
def test_lazy_batches_on_a_pool_give_the_inline_results_with_any_in_flight() -> None:
    rules = veneno.Rules(players=3)
    expected = play_tournament(rules, ("greedy", "random", "random"), deals=7, seed=2, workers=1)
    with ThreadPoolExecutor(max_workers=3) as pool:
        for in_flight, chunk_size in ((1, 1), (2, 4), (50, 5)):
            result = play_tournament(
                rules, ("greedy", "random", "random"), deals=7, seed=2, executor=pool,
                chunk_size=chunk_size, in_flight=in_flight,
            )  # fmt: skip
            assert result == expected


def test_a_pool_never_has_more_processes_than_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    sizes: list[int] = []

    class RecordingPool(ThreadPoolExecutor):
        def __init__(self, max_workers: int, mp_context: object) -> None:
            sizes.append(max_workers)
            super().__init__(max_workers=max_workers)

    monkeypatch.setattr(tournament, "ProcessPoolExecutor", RecordingPool)
    monkeypatch.setattr(tournament, "available_cpus", lambda: 2)
    rules = chupate.Rules(players=2)
    result = play_tournament(rules, ("greedy", "random"), deals=3, seed=1, workers=24)
    assert sizes == [2]  # 0.2 started 24 processes on 2 CPUs
    assert result == play_tournament(rules, ("greedy", "random"), deals=3, seed=1, workers=1)


def test_identical_bots_replay_one_game_per_deal_and_the_interval_counts_deals() -> None:
    rules = chupate.Rules(players=2)
    result = play_tournament(
        rules, ("random", "random"), deals=8, seed=3, workers=1, keep_moves=True
    )
    for deal in range(8):
        first, second = (game for game in result.results if game.deal == deal)
        assert first.record == second.record  # the same game, the bots' seats swapped
    for standing in result.standings:
        assert (standing.wins, standing.games, standing.deals) == (8, 16, 8)
        # one win in each deal's two copies: 8 independent deals, not 16 games
        assert standing.ci95 == pytest.approx(wilson_interval(4, 8))
        naive = wilson_interval(8, 16)
        assert standing.ci95[1] - standing.ci95[0] > naive[1] - naive[0]


def test_the_interval_is_over_deals_of_win_fractions() -> None:
    result = play_tournament(VENENO4, FIELD, deals=6, seed=4, workers=1)
    for standing in result.standings:
        fractions = []
        for deal in range(6):
            games = [game for game in result.results if game.deal == deal]
            won = sum(game.entries.index(standing.entry) in game.winners for game in games)
            fractions.append(Fraction(won, len(games)))
        rate = float(sum(fractions) / len(fractions))
        z = 1.959963984540054
        centre = (rate + z * z / 12) / (1 + z * z / 6)
        half = z * math.sqrt(rate * (1 - rate) / 6 + z * z / 144) / (1 + z * z / 6)
        assert standing.deals == 6
        assert standing.ci95 == pytest.approx((max(0.0, centre - half), min(1.0, centre + half)))
        assert standing.ci95[0] <= standing.win_rate <= standing.ci95[1]
    data = result.to_dict()
    assert "over deals" in data["interval"]
    assert data["standings"][0]["deals"] == 6


def test_capped_games_leave_their_deal_out_of_the_interval() -> None:
    rules = chupate.Rules(players=2)
    result = play_tournament(rules, ("greedy", "random"), deals=8, seed=5, workers=1, max_moves=40)
    complete = {
        deal for deal in range(8)
        if any(not game.capped for game in result.results if game.deal == deal)
    }  # fmt: skip
    assert result.capped
    assert result.standings[0].deals == len(complete) < 8


@pytest.mark.parametrize(
    ("wins", "games", "message"),
    [
        (5, 3, "wins must be at most games"),
        (-1, 3, "wins must be an int of at least 0"),
        (1, -3, "games must be an int of at least 0"),
        (1.5, 3, "wins must be an int"),
        (True, 3, "wins must be an int"),
        (1, "3", "games must be an int"),
        (None, 3, "wins must be an int"),
    ],
)
def test_wilson_interval_refuses_impossible_counts(wins: Any, games: Any, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        wilson_interval(wins, games)  # 0.2: wilson_interval(5, 3) was a math domain error


def test_wilson_interval_takes_huge_counts() -> None:
    low, high = wilson_interval(10**400, 2 * 10**400)
    assert low == high == 0.5
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_seat_names_number_a_bot_that_plays_several_seats() -> None:
    rules = chupate.Rules(players=4, teams=True)
    result = play_tournament(rules, ("greedy", "random") * 2, deals=1, seed=1, workers=1)
    assert [result.seat_names(game) for game in result.results] == [
        ("greedy 1", "random 1", "greedy 2", "random 2"),
        ("random 2", "greedy 1", "random 1", "greedy 2"),
        ("greedy 2", "random 2", "greedy 1", "random 1"),
        ("random 1", "greedy 2", "random 2", "greedy 1"),
    ]
    assert numbered_names(["greedy", "random", "random"]) == ("greedy", "random 1", "random 2")


def test_a_registered_game_of_ones_own_plays_a_tournament_through_its_spec() -> None:
    with race_game.registered():
        rules = race_game.RaceRules(players=3)
        result = play_tournament(rules, ("random",) * 3, deals=4, seed=2, workers=1)
        assert result.games == 12
        assert result.to_dict()["game"] == "race"
        for game in result.results:
            assert len(game.winners) == 1
            assert game.scores == tuple(int(seat in game.winners) for seat in range(3))
        assert sum(s.wins for s in result.standings) == 12
        with ThreadPoolExecutor(max_workers=2) as pool:
            on_pool = play_tournament(rules, ("random",) * 3, deals=4, seed=2, executor=pool)
        assert on_pool == result
        with pytest.raises(RulesError, match="the game 'Race' \\(race\\) has no greedy_bot"):
            play_tournament(rules, ("greedy",) * 3, deals=1, seed=2, workers=1)


def test_rules_of_no_registered_game_name_the_registered_ones() -> None:
    rules = race_game.RaceRules()  # the race is not registered here
    with pytest.raises(
        RulesError, match=r"registered game.*the games are chupate2 \(Chúpate 2\), veneno"
    ):
        play_tournament(rules, ("random", "random"), deals=1, seed=1, workers=1)


@pytest.mark.slow
def test_a_worker_that_does_not_know_the_game_says_to_register_it_on_import() -> None:
    with race_game.registered():  # registered here, not in the worker's process
        rules = race_game.RaceRules()
        context = multiprocessing.get_context("spawn")
        message = "must be registered when its module is imported"
        with (
            ProcessPoolExecutor(max_workers=1, mp_context=context) as pool,
            pytest.raises(RulesError, match=message),
        ):
            play_tournament(rules, ("random", "random"), deals=1, seed=1, executor=pool)


def test_without_numpy_auto_plays_scalar_and_batch_names_the_extra(monkeypatch) -> None:
    rules = veneno.Rules(players=2)
    field = ["greedy", "random"]
    expected = play_tournament(rules, field, deals=2, seed=3, workers=1, engine="scalar")
    monkeypatch.setitem(sys.modules, "numpy", None)  # import numpy now fails
    assert tournament.tournament_engine(rules, field) == "scalar"
    assert play_tournament(rules, field, deals=2, seed=3, workers=1) == expected
    with pytest.raises(RulesError, match=r"engine='batch'.*needs numpy.*cardrules\[numpy\]"):
        play_tournament(rules, field, deals=2, seed=3, workers=1, engine="batch")
    with pytest.raises(RulesError, match=r"needs numpy: pip install 'cardrules\[numpy\]'"):
        bot_spec("random").batch_policy(rules, [[1, 2]])
