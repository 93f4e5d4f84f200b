"""`cardrules.ladder`: every cell is the tournament of its pairing; the text forms say the same."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots.spec import BotSpec, bot_spec, pimc_bot, random_bot
from cardrules.ladder import (
    Ladder,
    LadderCell,
    ladder_pairings,
    play_ladder,
    time_per_move,
    timing_views,
)
from cardrules.tournament import play_tournament, tournament_engine
from tests import race_game
from tests.test_junk_input import JUNK, _refuses_cleanly


def _cells(ladder: Ladder) -> dict[tuple[str, str], LadderCell]:
    return {(cell.bot, cell.opponent): cell for cell in ladder.cells}


def test_every_cell_is_the_row_bots_standing_in_a_direct_tournament_of_its_pairing() -> None:
    rules = veneno.Rules(players=3)
    bots = ["random", "greedy", BotSpec("rnd", random_bot)]
    ladder = play_ladder(rules, bots, deals=3, seed=11, workers=1)
    assert ladder.bots == ("random", "greedy", "rnd")
    assert len(ladder.cells) == 6
    specs = {"random": bot_spec("random"), "greedy": bot_spec("greedy"), "rnd": bots[2]}
    for (bot, other), cell in _cells(ladder).items():
        field = [specs[bot], specs[other], specs[other]]
        standing = play_tournament(rules, field, deals=3, seed=11, workers=1).standings[0]
        assert cell == LadderCell.from_standing(standing, other)
        assert (cell.games, cell.deals) == (9, 3)


def test_two_players_read_both_cells_of_a_pair_from_one_tournament() -> None:
    rules = chupate.Rules(players=2)
    ladder = play_ladder(rules, ["random", "greedy"], deals=4, seed=3, workers=1)
    for bot, other in (("random", "greedy"), ("greedy", "random")):
        standing = play_tournament(rules, [bot, other], deals=4, seed=3, workers=1).standings[0]
        assert ladder.cell(bot, other) == LadderCell.from_standing(standing, other)
    assert ladder.cell("greedy", "random").wins > ladder.cell("random", "greedy").wins


def test_the_pairings_skip_the_mirror_cells_only_with_two_players() -> None:
    assert len(ladder_pairings(["a", "b", "c", "d"], 4)) == 12
    assert ladder_pairings(["a", "b", "c", "d"], 2) == (
        ("a", "b"), ("a", "c"), ("a", "d"), ("b", "c"), ("b", "d"), ("c", "d"),
    )  # fmt: skip


def test_the_same_seed_gives_the_same_ladder_and_another_seed_other_deals() -> None:
    rules = veneno.Rules(players=2)
    first = play_ladder(rules, ["random", "greedy"], deals=5, seed=8, workers=1)
    again = play_ladder(rules, ["random", "greedy"], deals=5, seed=8, workers=1)
    assert first == again
    assert first.to_dict() == again.to_dict()
    other = play_ladder(rules, ["random", "greedy"], deals=5, seed=9, workers=1)
    assert [c.mean_score for c in other.cells] != [c.mean_score for c in first.cells]


def test_progress_counts_every_game_and_on_cell_sees_every_cell() -> None:
    games: list[int] = []
    seen: list[LadderCell] = []
    ladder = play_ladder(
        veneno.Rules(players=3),
        ["random", "greedy"],
        deals=2,
        seed=1,
        workers=1,
        progress=games.append,
        on_cell=seen.append,
    )
    assert sum(games) == 2 * 2 * 3
    assert sorted(seen, key=lambda c: c.bot) == sorted(ladder.cells, key=lambda c: c.bot)


def test_a_chunk_of_one_game_reports_every_game_and_plays_the_same_ladder() -> None:
    rules = veneno.Rules(players=2)
    assert tournament_engine(rules, ["random", "greedy"], deals=3) == "scalar"
    games: list[int] = []
    one = play_ladder(
        rules, ["random", "greedy"], deals=3, seed=3, workers=1, chunk_size=1, progress=games.append
    )
    assert games == [1] * (3 * 2)
    assert one == play_ladder(rules, ["random", "greedy"], deals=3, seed=3, workers=1)


def test_a_cell_on_the_batched_engine_keeps_its_chunk_of_many_lanes() -> None:
    rules = veneno.Rules(players=2)
    if tournament_engine(rules, ["random", "greedy"], deals=6) != "batch":
        pytest.skip("the batched engine needs numpy")
    games: list[int] = []
    play_ladder(
        rules, ["random", "greedy"], deals=6, seed=3, workers=1, chunk_size=1, progress=games.append
    )
    assert games == [6 * 2]  # one batch: chunk_size=1 would have been twelve batches of one lane


class _Ticks:
    """A clock that moves one second each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0
        self.reads = 0

    def __call__(self) -> float:
        self.now += 1.0
        self.reads += 1
        return self.now


def test_the_time_per_move_comes_from_the_callers_clock_only() -> None:
    rules = veneno.Rules(players=2)
    untimed = play_ladder(rules, ["random", "greedy"], deals=1, seed=1, workers=1)
    assert untimed.seconds_per_move == (None, None)
    assert untimed.timed_views == 0
    clock = _Ticks()
    timed = play_ladder(
        rules, ["random", "greedy"], deals=1, seed=1, workers=1, clock=clock, views=3
    )
    assert timed.seconds_per_move == (1.0, 1.0)  # one tick between the two reads of each move
    assert clock.reads == 2 * 3 * 2
    assert timed.timed_views == 3
    assert timed.cells == untimed.cells
    assert time_per_move(rules, "greedy", clock=_Ticks(), views=2) == 1.0


def test_the_timing_positions_are_mid_game_with_a_choice_and_the_same_for_every_bot() -> None:
    rules = chupate.Rules(players=4)
    states = timing_views(rules, 5, seed=2)
    assert states == timing_views(rules, 5, seed=2)
    assert len(states) == 5
    for state in states:
        assert state.outcome is None
        assert len(state.legal_moves()) >= 2
    with race_game.registered():  # a game without a greedy bot is timed on random games
        race = timing_views(race_game.RaceRules(players=2, goal=30), 2)
        assert all(state.outcome is None for state in race)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"bots": ["random"]}, "a ladder needs 2 to 100 bots, got 1"),
        ({"bots": "random"}, "bots must be a sequence"),
        ({"bots": ["random", "random"]}, "named twice: \\['random'\\]"),
        ({"bots": ["random", "clever"]}, "unknown bot 'clever'"),
        ({"bots": ["random", 3]}, "a bot must be a BotSpec or a bot's name, got 3"),
        ({"rules": "veneno"}, "registered game"),
        ({"deals": 0}, "deals must be an int of at least 1"),
        ({"seed": -1}, "seed"),
        ({"on_cell": 5}, "on_cell must be a function"),
        ({"clock": "now"}, "clock must be a function"),
        ({"clock": float, "views": 0}, "views must be an int from 1 to 10,000, got 0"),
        (
            {"bots": ["random", BotSpec("pimc", pimc_bot, {"bogus": 1})]},
            "pimc bot: unknown setting among \\['bogus'\\]",
        ),
    ],
)
def test_bad_arguments_are_rules_errors_naming_what_was_wrong(
    arguments: dict[str, Any], message: str
) -> None:
    call: dict[str, Any] = {
        "rules": veneno.Rules(players=2),
        "bots": ["random", "greedy"],
        "deals": 1,
        "seed": 1,
        "workers": 1,
    }
    call.update(arguments)
    with pytest.raises(RulesError, match=message):
        play_ladder(**call)


def test_a_bad_clock_or_count_for_time_per_move_is_a_rules_error() -> None:
    rules = veneno.Rules(players=2)
    with pytest.raises(RulesError, match="clock must be a function"):
        time_per_move(rules, "random", clock=None)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="views must be an int from 1 to 10,000, got True"):
        time_per_move(rules, "random", clock=float, views=True)
    with pytest.raises(RulesError, match="unknown bot 'clever'"):
        time_per_move(rules, "clever", clock=float)


def _ladder() -> Ladder:
    return play_ladder(
        veneno.Rules(players=3), ["random", "greedy"], deals=2, seed=4, workers=1, clock=_Ticks()
    )


def test_cell_of_an_unknown_pair_names_the_bots() -> None:
    ladder = _ladder()
    with pytest.raises(RulesError, match="no cell for 'greedy' against 'greedy'; the bots are"):
        ladder.cell("greedy", "greedy")


def test_the_json_names_the_settings_and_every_cell() -> None:
    ladder = _ladder()
    data = json.loads(json.dumps(ladder.to_dict()))
    assert data["game"] == "veneno"
    assert (data["players"], data["seed"], data["deals"], data["games_per_cell"]) == (3, 4, 2, 6)
    assert [bot["bot"] for bot in data["bots"]] == ["random", "greedy"]
    assert [bot["seconds_per_move"] for bot in data["bots"]] == [1.0, 1.0]
    assert [(c["bot"], c["opponent"], c["wins"]) for c in data["cells"]] == [
        (c.bot, c.opponent, c.wins) for c in ladder.cells
    ]
    assert data["cells"][0]["ci95"] == pytest.approx(list(ladder.cells[0].ci95), abs=1e-6)


def test_the_settings_of_a_bot_travel_in_the_json() -> None:
    ladder = play_ladder(
        veneno.Rules(players=2),
        ["random", BotSpec("ismcts-3", bot_spec("ismcts").factory, {"iterations": 3})],
        deals=1,
        seed=1,
        workers=1,
    )
    assert ladder.to_dict()["bots"][1]["params"] == {"iterations": 3}


def test_the_csv_holds_every_cell() -> None:
    ladder = _ladder()
    rows = list(csv.DictReader(io.StringIO(ladder.to_csv())))
    assert len(rows) == len(ladder.cells)
    for row, cell in zip(rows, ladder.cells, strict=True):
        assert (row["bot"], row["opponent"]) == (cell.bot, cell.opponent)
        assert int(row["wins"]) == cell.wins
        assert float(row["ci95_high"]) == pytest.approx(cell.ci95[1], abs=1e-6)


def test_the_markdown_and_text_tables_show_every_cell_and_the_times() -> None:
    ladder = _ladder()
    markdown = ladder.to_markdown()
    assert markdown.splitlines()[0] == "| bot \\ opponents | random | greedy | time per move |"
    text = ladder.to_text()
    cell = ladder.cell("greedy", "random")
    label = f"{100 * cell.win_rate:.1f}% ({100 * cell.ci95[0]:.1f}%–{100 * cell.ci95[1]:.1f}%)"
    assert label in markdown
    assert label in text
    assert "1 s" in text  # the ticking clock's second per move
    assert "fair share 33.3%" in ladder.caption()
    assert (
        "not timed"
        in play_ladder(
            veneno.Rules(players=2), ["random", "greedy"], deals=1, seed=1, workers=1
        ).to_text()
    )


def test_the_picture_is_well_formed_svg_even_with_markup_in_a_name() -> None:
    odd = BotSpec("<b>&rnd", random_bot)
    ladder = play_ladder(veneno.Rules(players=2), ["greedy", odd], deals=1, seed=1, workers=1)
    picture = ladder.to_svg()
    root = ET.fromstring(picture)
    assert root.tag.endswith("svg")
    texts = ["".join(node.itertext()) for node in root.iter() if node.tag.endswith("text")]
    assert "<b>&rnd" in texts
    assert picture._repr_svg_() == picture


def test_the_row_names_have_room_before_the_first_column() -> None:
    long = BotSpec("random-with-a-long-name", random_bot)
    ladder = play_ladder(veneno.Rules(players=2), ["greedy", long], deals=1, seed=1, workers=1)
    root = ET.fromstring(ladder.to_svg())
    cells = [node for node in root.iter() if node.tag.endswith("rect")][1:]  # not the paper
    first_column = min(float(node.get("x", "0")) for node in cells)
    rows = [
        node
        for node in root.iter()
        if node.tag.endswith("text") and node.text in ladder.bots and node.get("x") == "12"
    ]
    assert len(rows) == 2
    # a bold name of 12 px is drawn about 0.6 em a character: at least 16 px are left over
    widest = max(0.6 * 12 * len(name) for name in ladder.bots)
    assert first_column >= 12 + widest + 16


def _ladder_entry_points(value: Any) -> dict[str, Callable[[], Any]]:
    rules = veneno.Rules(players=2)
    ladder = play_ladder(rules, ["random", "greedy"], deals=1, seed=1, workers=1)

    def ladder_call(**changes: Any) -> Callable[[], Any]:
        arguments: dict[str, Any] = {
            "rules": rules,
            "bots": ["random", "greedy"],
            "deals": 1,
            "seed": 1,
            "executor": _Inline(),
            "workers": 1,
            "max_moves": 5,
        }
        arguments.update(changes)

        def call() -> Any:
            try:
                return play_ladder(**arguments)
            except _EnoughError:  # a valid huge count: it started, that will do
                return None

        return call

    calls: dict[str, Callable[[], Any]] = {
        f"play_ladder {name}": ladder_call(**{name: value})
        for name in ("rules", "bots", "seed", "executor", "max_moves", "progress", "on_cell")
    }
    calls["play_ladder deals"] = ladder_call(deals=value, progress=_enough)
    calls["play_ladder workers"] = ladder_call(workers=value)
    calls["play_ladder a bot"] = ladder_call(bots=["random", value])
    calls["play_ladder clock"] = ladder_call(clock=value, views=1)
    calls["play_ladder views"] = ladder_call(clock=float, views=value)
    calls["play_ladder clock reading"] = ladder_call(clock=lambda: value, views=1)
    calls["timing_views rules"] = lambda: timing_views(value)
    calls["timing_views views"] = lambda: timing_views(rules, value)
    calls["timing_views seed"] = lambda: timing_views(rules, 1, value)
    calls["time_per_move bot"] = lambda: time_per_move(rules, value, clock=float, views=1)
    calls["time_per_move clock"] = lambda: time_per_move(rules, "random", clock=value, views=1)
    calls["ladder_pairings players"] = lambda: ladder_pairings(["a", "b"], value)
    calls["ladder_pairings bots"] = lambda: ladder_pairings(value, 2)
    calls["Ladder.cell bot"] = lambda: ladder.cell(value, "greedy")
    calls["Ladder.cell opponent"] = lambda: ladder.cell("random", value)
    return calls


class _Inline(Executor):
    """Runs each call at once, in this thread: an executor that starts no process."""

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_result(fn(*args, **kwargs))
        return future


class _EnoughError(Exception):
    """Ends a ladder of a valid but huge number of deals after its first batch."""


def _enough(games: int) -> None:
    raise _EnoughError


@pytest.mark.parametrize("name", sorted(JUNK))
def test_junk_at_every_entry_point_is_a_short_rules_error(name: str) -> None:
    for call in _ladder_entry_points(JUNK[name]()).values():
        _refuses_cleanly(call)


def test_a_ladder_of_the_cells_so_far_shows_the_others_as_not_played() -> None:
    full = play_ladder(veneno.Rules(players=3), ["random", "greedy"], deals=1, seed=1, workers=1)
    assert full.complete
    partial = attrs.evolve(full, cells=full.cells[:1])
    assert not partial.complete
    assert partial.find("greedy", "random") is None
    assert partial.find(full.cells[0].bot, full.cells[0].opponent) == full.cells[0]
    assert "not played yet" in partial.to_markdown()
    assert "Cells played so far: 1 of 2." in partial.to_text()
    assert "not played yet" in partial.to_svg()
    assert partial.to_dict()["complete"] is False
    assert "so far" not in full.caption()
