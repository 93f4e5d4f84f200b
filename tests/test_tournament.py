"""Tournaments: duplicate deals, seeds, the move cap, teams, and equal results on any executor."""

from __future__ import annotations

import json
import multiprocessing
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots import BotSpec, ISMCTSBot, RandomBot, bot_spec, playthrough
from cardrules.bots.spec import random_bot
from cardrules.tournament import (
    bot_seed,
    deal_seed,
    play_tournament,
    wilson_interval,
)
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


def test_a_two_process_pool_gives_the_inline_results() -> None:
    rules, field, expected = _chupate_inline()
    assert play_tournament(rules, field, deals=4, seed=9, workers=2, chunk_size=5) == expected
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=2, mp_context=context) as pool:
        assert play_tournament(rules, field, deals=4, seed=9, executor=pool) == expected


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
