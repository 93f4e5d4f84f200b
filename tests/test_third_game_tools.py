"""Tricks, a game defined under ``tests/``, plays through every tool with no edit to ``src/``.

It is registered for each test (``cardrules.games.register``) and taken out
again after. Each test drives one tool the way a user would: a tournament,
records written, read and replayed, a seat's record, narration, pictures,
the replay page, a text picture, the bots, both environments and the
command line. The module also holds the tools' side of the import rules
(no tool imports both games, no tool tests a value against a game's class).

Where a tool cannot play Tricks yet, the test is marked ``xfail`` with the
exact error (and what the tool still needs). The suite's xfails are strict,
so once a fix is merged the test passes, the xfail fails as XPASS, and the
marker is to be removed: no tool stays broken for a third game unnoticed.
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Iterator
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import attrs
import pytest

from cardrules import svg
from cardrules.bots import RandomBot, bot_spec, playthrough
from cardrules.cli import main
from cardrules.errors import RecordError, RulesError
from cardrules.games import GameSpec, find_game, game_of, register, unregister
from cardrules.hooks import lazy
from cardrules.html import replay_page
from cardrules.narration import narrate, narrate_seat_record
from cardrules.records import Record, SeatRecord, iter_records, read_records, write_records
from cardrules.testing import check_game
from cardrules.text import render_text
from cardrules.tournament import play_tournament
from tests import imports
from tests.extras import require
from tests.third_game import SPEC, game, present, registered
from tests.third_game.game import GreedyBot

RULES = game.Rules(players=3)


@pytest.fixture(autouse=True)
def tricks() -> Iterator[GameSpec]:
    with registered() as spec:
        yield spec


def _played(seed: int = 4) -> tuple[game.State, tuple[game.Move, ...], game.State]:
    """A whole game of greedy bots: start, moves, end."""
    start = state = game.new_game(RULES, seed)
    moves = []
    bot = GreedyBot()
    while not state.is_over:
        move, bot = bot.choose(state.view(state.current_player), state.legal_moves())
        moves.append(move)
        state = state.play(move)
    return start, tuple(moves), state


def test_the_registry_knows_tricks_while_it_is_registered(tricks: GameSpec) -> None:
    start, moves, _ = _played()
    assert find_game("Mini Tricks") is tricks
    for value in (start, start.view(0), RULES, moves[0], moves[0].card):
        assert game_of(value) is tricks
    assert check_game(tricks, seeds=(1,), players=(2,)).skipped == ()


def test_a_tournament_plays_tricks() -> None:
    result = play_tournament(
        RULES, ["greedy", "random", "random"], deals=4, seed=9, workers=1, keep_moves=True
    )
    assert len(result.results) == 4 * 3
    assert sum(standing.games for standing in result.standings) == 4 * 3 * 3
    greedy = result.standings[0]
    assert greedy.wins >= 1
    again = play_tournament(
        RULES, ["greedy", "random", "random"], deals=4, seed=9, workers=1, keep_moves=True
    )
    assert again.standings == result.standings


def test_records_of_tricks_are_written_read_and_replayed() -> None:
    start, moves, final = _played()
    record = Record.from_game(start, moves, names=("Ana", "Bo", "Cy"))
    assert record.game == "tricks"
    text = write_records([record])
    assert '[Game "tricks"]' in text
    (back,) = read_records(text)
    assert back == record
    assert back.replay()[-1] == final


def test_a_seat_record_of_tricks_keeps_the_seat_s_cards_only() -> None:
    start, moves, _ = _played()
    seat_record = Record.from_game(start, moves).for_seat(1)
    text = write_records([seat_record])
    assert "Seed" not in text
    (back,) = read_records(text)
    assert back == seat_record
    assert back.hands()[0] == start.hands[1]


def test_narration_tells_a_game_of_tricks() -> None:
    start, moves, _ = _played()
    lines = list(narrate(start, moves))
    assert any("wins the trick" in line for line in lines)
    assert lines[-1].startswith("  winners:")


def test_pictures_draw_tricks() -> None:
    start, _, _ = _played()
    picture = svg.render(start)
    assert picture.startswith("<svg")
    assert "Tricks" in picture
    seat = svg.render(start.view(0))
    assert "?" in seat  # the other hands are face down
    assert svg.render(start, seat=0) == seat


def test_the_replay_page_steps_through_tricks() -> None:
    start, moves, _ = _played()
    page = replay_page(start, moves)
    assert page.lower().startswith("<!doctype html>")
    assert "Tricks" in page
    seat_page = replay_page(start, moves, seat=0)
    assert f"seed {start.seed}" not in seat_page


def test_the_text_picture_of_tricks() -> None:
    start, _, _ = _played()
    assert render_text(start) == game.text_picture(start)
    assert "?" in render_text(start, seat=0)


def test_bots_play_tricks() -> None:
    start = game.new_game(RULES, 3)
    bots = [bot_spec("greedy").build(RULES, 0), *RandomBot.for_seats(5, 2)]
    steps = list(playthrough(start, bots))
    assert steps[-1].after.is_over


def _mid_game(seed: int) -> game.State:
    state = game.new_game(RULES, seed)
    for _ in range(2):
        state = state.play(state.legal_moves()[-1])
    return state


def test_pimc_s_batched_rollouts_play_tricks_on_scalar_lanes() -> None:
    require("numpy")
    from cardrules.bots import PIMCBot  # noqa: PLC0415

    own = attrs.evolve(SPEC, round_payoff=lambda state: state.returns())  # one round: the game
    unregister(SPEC.id)
    register(own)
    try:
        for seed in (1, 4):
            state = _mid_game(seed)
            view, legal = state.view(state.current_player), state.legal_moves()
            batched, after = PIMCBot(simulations=9, seed=seed, engine="batch").values(view, legal)
            scalar, again = PIMCBot(simulations=9, seed=seed, engine="scalar").values(view, legal)
            assert after == again
            assert batched == pytest.approx(scalar, abs=1e-9)
            assert any(value != 0 for value in batched)
    finally:
        unregister(SPEC.id)
        register(SPEC)


def test_ismcts_s_batched_rollouts_play_tricks_on_scalar_lanes() -> None:
    require("numpy")
    from cardrules.bots import ISMCTSBot  # noqa: PLC0415

    own = attrs.evolve(SPEC, round_payoff=lambda state: state.returns())  # one round: the game
    unregister(SPEC.id)
    register(own)
    try:
        state = _mid_game(2)
        view, legal = state.view(state.current_player), state.legal_moves()
        bot = ISMCTSBot(iterations=24, lanes=8, seed=3, horizon="round", rollout=GreedyBot())
        batched, after = attrs.evolve(bot, engine="batch").choose(view, legal)
        scalar, again = attrs.evolve(bot, engine="scalar").choose(view, legal)
        assert (batched, after.seed) == (scalar, again.seed)
    finally:
        unregister(SPEC.id)
        register(SPEC)


def test_batches_of_tricks_are_the_scalar_engine_s_games() -> None:
    np = require("numpy")
    from cardrules import batch  # noqa: PLC0415

    b = batch.new_batch(RULES, [4, 5])
    first = b.legal_mask().argmax(axis=1)
    moved = b.step(first)
    space = game.action_space(RULES)
    assert moved.state(0) == game.new_game(RULES, 4).play(space[int(first[0])])
    assert np.array_equal(moved.current_player, [s.current_player for s in moved.states()])


@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably")
def test_the_pettingzoo_environment_plays_tricks() -> None:
    np = require("numpy")
    api_test = require("pettingzoo.test").api_test
    env = require("cardrules.pettingzoo").env
    environment = env("tricks", RULES)
    environment.reset(seed=3)
    observation = environment.observe(environment.agent_selection)
    assert observation["observation"].shape == (game.observation_size(RULES),)
    assert int(np.sum(observation["action_mask"])) >= 1
    api_test(env("tricks", RULES), num_cycles=30)


def test_the_gymnasium_environment_plays_tricks() -> None:
    check_env = require("gymnasium.utils.env_checker").check_env
    single_seat_env = require("cardrules.gymnasium").SingleSeatEnv
    environment = single_seat_env("tricks", RULES)
    observation, _ = environment.reset(seed=2)
    assert observation["observation"].shape == (game.observation_size(RULES),)
    check_env(single_seat_env("tricks", RULES), skip_render_check=True)


def test_the_environments_take_the_encoding_s_fast_paths_from_the_spec() -> None:
    np = require("numpy")
    single_seat_env = require("cardrules.gymnasium").SingleSeatEnv
    calls = {"encode": 0, "mask": 0}
    ids = {move: i for i, move in enumerate(game.action_space(RULES))}

    class SeatEncoder:
        """Encodes a seat from the state (here: through its view), counting its calls."""

        def __call__(self, state: game.State, seat: int) -> bytes:
            calls["encode"] += 1
            return np.asarray(game.encode(state.view(seat)), dtype=np.float32).tobytes()

    def legal_mask(state: game.State) -> bytearray:
        calls["mask"] += 1
        mask = bytearray(len(ids))
        for move in state.legal_moves():
            mask[ids[move]] = 1
        return mask

    fast = attrs.evolve(SPEC, seat_encoder=SeatEncoder, legal_mask=legal_mask)
    unregister(SPEC.id)
    register(fast)
    try:
        plain = single_seat_env(SPEC, RULES)
        quick = single_seat_env("tricks", RULES)
        (a, _), (b, _) = plain.reset(seed=5), quick.reset(seed=5)
        for _ in range(4):
            assert a["observation"].tolist() == b["observation"].tolist()
            assert a["action_mask"].tolist() == b["action_mask"].tolist()
            action = int(np.flatnonzero(a["action_mask"])[0])
            a, *_ = plain.step(action)
            b, *_ = quick.step(action)
    finally:
        unregister(SPEC.id)
        register(SPEC)
    assert calls["encode"] >= 5
    assert calls["mask"] >= 5
    with pytest.raises(RulesError, match="seat_encoder must be a function"):
        attrs.evolve(SPEC, seat_encoder=3)


def test_the_command_line_plays_a_demo_of_tricks() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["demo", "tricks", "--seed", "3", "--players", "3"])
    assert code in (0, None)
    assert "wins the trick" in out.getvalue()


def test_the_command_line_presents_tricks_as_its_spec_says(capsys, monkeypatch) -> None:
    own = attrs.evolve(SPEC, presentation=present)
    unregister(SPEC.id)
    register(own)
    try:
        assert main(["demo", "tricks", "--players", "3", "--seed", "4"]) == 0
        assert capsys.readouterr().out.startswith("Tricks for 3, random bots (en)\n")
        monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
        assert main(["play", "tricks", "--seat", "0", "--players", "2", "--seed", "2"]) == 0
        assert "  Tricks table for seat 0 (en)" in capsys.readouterr().out
    finally:
        unregister(SPEC.id)
        register(SPEC)
    with pytest.raises(RulesError, match=r"presentation must be a Presentation .* 3 has no DEMO"):
        attrs.evolve(SPEC, presentation=3)


def test_a_presentation_named_by_a_module_name_still_works_with_a_warning(capsys) -> None:
    with pytest.warns(DeprecationWarning, match="a module name is deprecated"):
        old = attrs.evolve(SPEC, presentation="tests.third_game.present")
    assert old.presentation == lazy("tests.third_game.present")
    unregister(SPEC.id)
    register(old)
    try:
        assert main(["demo", "tricks", "--players", "2", "--seed", "4"]) == 0
        assert capsys.readouterr().out.startswith("Tricks for 2, random bots (en)\n")
    finally:
        unregister(SPEC.id)
        register(SPEC)


def test_the_command_line_runs_a_tournament_of_tricks() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(["tournament", "tricks", "--bots", "greedy,random", "--games", "4", "--json"])
    assert code in (0, None)
    shown: Any = json.loads(out.getvalue())
    assert shown["game"] == "tricks"


# -- the tools' side of the import rules (tests/test_imports.py holds the core's) --

TOOLS = sorted(m for m in imports.MODULES if m not in {"cardrules", "cardrules.games"})


BOTH_GAMES_ON_MAIN: set[str] = set()
"""Tools that import both games (``from cardrules import chupate, veneno``): none."""

GAME_CLASSES_ON_MAIN: dict[str, str] = {}
"""Tools that test values against a game's classes: none (``chupate_hand_value`` lives
with its game, in ``cardrules.chupate.evaluation``)."""


def _known(module: str, known: set[str] | dict[str, str]) -> Any:
    if module not in known:
        return module
    why = known[module] if isinstance(known, dict) else "imports both games"
    return pytest.param(module, marks=pytest.mark.xfail(raises=AssertionError, reason=why))


@pytest.mark.parametrize("module", [_known(m, BOTH_GAMES_ON_MAIN) for m in TOOLS])
def test_no_tool_imports_both_games(module: str) -> None:
    if module in {"cardrules.bots", "cardrules.bots.greedy"}:  # the 0.2 names of the greedy bots
        return
    assert len(imports.games_imported(module)) < 2


@pytest.mark.parametrize(
    "module",
    [
        _known(m, GAME_CLASSES_ON_MAIN)
        for m in TOOLS
        if not any(imports.in_package(m, p) for p in imports.GAMES_PACKAGES)  # engines too
    ],
)
def test_no_tool_tests_a_value_against_a_games_class(module: str) -> None:
    assert imports.game_isinstance_calls(module) == []


def test_the_spec_used_here_is_the_tests_own() -> None:
    assert SPEC.id == "tricks"


# -- records, narration and the command (written with the records' conversion) --


def _played_by(spec, seed=5):
    rules = spec.rules_type(players=3)
    start = spec.new_game(rules, seed)
    steps = list(playthrough(start, [spec.greedy_bot()] * 3))
    return start, [step.move for step in steps]


def test_a_tricks_game_is_recorded_read_back_and_replayed(tricks):
    start, moves = _played_by(tricks)
    record = Record.from_game(start, moves, names=("a", "b", "c"))
    assert record.game == "tricks"
    text = write_records([record, record.for_seat(1)])
    assert text.startswith('[Game "tricks"]')
    back = read_records(text)
    assert back == (record, record.for_seat(1))
    assert tuple(iter_records(io.BytesIO(text.encode()))) == back
    states = record.replay()
    for seat in range(3):
        mine = record.for_seat(seat)
        assert isinstance(mine, SeatRecord)
        assert mine.hands() == tuple(state.hands[seat] for state in states)
        assert list(narrate_seat_record(mine, names=mine.names))


def test_a_tricks_game_is_told_as_a_seat_saw_it(tricks):
    start, moves = _played_by(tricks, seed=987_654_321_987)
    lines = list(narrate(start, moves, seat=0, names=("a", "b", "c")))
    assert len(lines) > len(moves)
    assert not any("987654321987" in line for line in lines)


def test_the_command_plays_demos_and_replays_tricks(tricks, capsys, tmp_path: Path, monkeypatch):
    assert main(["demo", "tricks", "--players", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Tricks, 3 players, seed 4, rules ")
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 40 + "quit\n"))
    assert main(["play", "tricks", "--seat", "0", "--players", "2", "--seed", "2"]) == 0
    played = capsys.readouterr().out
    assert "Traceback" not in played
    assert "1) " in played
    start, moves = _played_by(tricks)
    path = tmp_path / "tricks.txt"
    path.write_text(write_records([Record.from_game(start, moves)]))
    assert main(["replay", str(path), "--seat", "2"]) == 0
    assert capsys.readouterr().out.startswith("Game 1: tricks, 3 players")


def test_a_demo_of_a_game_without_a_narrator_is_refused_before_it_starts(capsys) -> None:
    mute = attrs.evolve(SPEC, narrator=None)
    unregister(SPEC.id)
    register(mute)
    try:
        assert main(["demo", "tricks", "--players", "3", "--seed", "4"]) == 2
    finally:
        unregister(SPEC.id)
        register(SPEC)
    shown = capsys.readouterr()
    assert shown.out == ""
    assert shown.err == (
        "cardrules: error: demo: the game 'Tricks' (tricks) has no narrator in its GameSpec\n"
    )


def test_a_seat_record_asks_the_game_which_card_a_play_takes_from_the_hand() -> None:
    x, y, z = (game.parse_card(text) for text in ("1S", "2S", "3S"))
    play_x, play_y = game.parse_move("1S"), game.parse_move("2S")
    rules = game.Rules(players=2)
    dealt = ((0, (x, y, z)),)
    # Tricks has no drawn_card_next: a card leaves the hand where it is
    plain = SeatRecord(rules, 0, (play_x, play_y), (0, 0), dealt, ())
    assert plain.hands() == ((x, y, z), (y, z), (z,))
    # a game that says every move leaves only the last card to play next
    strict = attrs.evolve(SPEC, drawn_card_next=lambda move: True)
    unregister(SPEC.id)
    register(strict)
    try:
        forged = SeatRecord(rules, 0, (play_x, play_y), (0, 0), dealt, ())
        with pytest.raises(RecordError, match=r"move 2 \(2S\): seat 0 drew 3S"):
            forged.hands()
        assert SeatRecord(rules, 0, (play_x,), (0,), dealt, ()).hands()[-1] == (y, z)
    finally:
        unregister(SPEC.id)
        register(SPEC)
    records = Path(__file__).resolve().parents[1] / "src" / "cardrules" / "records"
    assert '"draw"' not in (records / "_record.py").read_text()  # no game's move by name
