"""The command line and the random bot: demo output, determinism, exit codes."""

from __future__ import annotations

import argparse

import pytest

from cardrules import chupate, veneno
from cardrules.bots import ChupateGreedyBot, RandomBot, playthrough
from cardrules.cli import _parser, main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_veneno_demo_runs_and_prints_the_result(
    capsys: pytest.CaptureFixture[str], players: int
) -> None:
    code, out, err = run(capsys, "demo", "veneno", "--players", str(players), "--seed", "1")
    assert code == 0
    assert err == ""
    assert "Round 1:" in out
    assert "final scores" in out
    assert "winners: seat" in out
    assert "losers: seat" in out


def test_veneno_demo_is_deterministic_for_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "demo", "veneno", "--seed", "9")
    second = run(capsys, "demo", "veneno", "--seed", "9")
    other = run(capsys, "demo", "veneno", "--seed", "10")
    assert first == second
    assert first[1] != other[1]


def test_veneno_demo_final_scores_match_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "demo", "veneno", "--players", "3", "--seed", "4", "--bot-seed", "8")
    state = veneno.new_game(veneno.Rules(players=3), seed=4)
    final = [step.after for step in playthrough(state, RandomBot.for_seats(8, 3))][-1]
    assert code == 0
    scores = ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(final.scores))
    assert f"final scores (poison points, fewer is better): {scores}" in out


@pytest.mark.parametrize("option", ["--reduced-deck", "--copas-sin-veneno", "--poison-overflow"])
def test_veneno_demo_variants(capsys: pytest.CaptureFixture[str], option: str) -> None:
    code, out, _ = run(capsys, "demo", "veneno", "--seed", "3", option)
    assert code == 0
    assert "Match over" in out


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["demo"],
        ["demo", "nosuchgame"],
        ["demo", "veneno", "--players", "7"],
        ["demo", "veneno", "--players", "four"],
        ["demo", "veneno", "--seed", "-1"],
        ["demo", "veneno", "--seed", str(2**64)],
        ["demo", "veneno", "--loss-threshold", "0"],
        ["demo", "veneno", "--no-such-option"],
    ],
)
def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert "error" in err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "demo", "veneno", "--help")
    assert code == 0
    assert "--players" in out


def _commands() -> list[tuple[str, ...]]:
    """Every command and sub-command of ``cardrules``, each game's alias left out."""
    found: list[tuple[str, ...]] = []

    def walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> None:
        found.append(path)
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                seen: set[int] = set()
                for name, sub in action.choices.items():
                    if id(sub) not in seen:
                        seen.add(id(sub))
                        walk(sub, (*path, name))

    walk(_parser(), ())
    return found


def test_every_command_is_found_for_the_help_test() -> None:
    commands = _commands()
    for command in ("demo", "play", "replay", "tournament", "ladder", "serve"):
        assert (command,) in commands
    assert ("ladder", "veneno") in commands
    assert ("tournament", "chupate") in commands


@pytest.mark.parametrize("command", _commands(), ids=lambda path: " ".join(path) or "cardrules")
def test_no_help_shows_a_doubled_percent_sign(
    capsys: pytest.CaptureFixture[str], command: tuple[str, ...]
) -> None:
    code, out, _ = run(capsys, *command, "--help")
    assert code == 0
    assert out.startswith("usage: cardrules")
    # a description is shown as written, a help string %-formatted: "%%" is one or the other's slip
    assert "%%" not in out


def test_the_ladder_help_shows_its_percent_sign_once(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "ladder", "--help")
    assert "95% Wilson interval" in " ".join(out.split())
    _, out, _ = run(capsys, "--help")
    assert "win rates with 95% intervals" in " ".join(out.split())


@pytest.mark.parametrize("seed", range(5))
def test_random_bot_only_picks_legal_moves(seed: int) -> None:
    state = veneno.new_game(veneno.Rules(players=4), seed=seed)
    bot = RandomBot(rng=seed)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_moves()
        move, bot = bot.choose(state.view(seat), legal)
        assert move in legal
        state = state.play(move)


def test_random_bot_is_a_deterministic_value() -> None:
    state = veneno.new_game(veneno.Rules(players=4), seed=2)
    seat = state.current_player
    assert seat is not None
    bot = RandomBot(rng=123)
    first = bot.choose(state.view(seat), state.legal_moves())
    assert first == bot.choose(state.view(seat), state.legal_moves())
    assert bot == RandomBot(rng=123)  # unchanged by choosing
    assert first[1] != bot


def test_random_bot_rejects_bad_input() -> None:
    with pytest.raises(ValueError, match="no legal moves"):
        RandomBot(rng=1).choose(None, ())
    with pytest.raises(ValueError, match="seed"):
        RandomBot(rng=-1)


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "2", "--seed", "4"],
        ["--players", "3", "--seed", "5", "--no-bluffs"],
        ["--players", "4", "--seed", "3"],
        ["--players", "6", "--teams", "--seed", "2"],
        ["--players", "4", "--teams", "--target", "300", "--seed", "8"],
    ],
)
def test_chupate_demo_runs_and_prints_the_result(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = run(capsys, "demo", "chupate", *argv)
    assert code == 0
    assert err == ""
    assert "Round 1:" in out
    assert "final scores" in out
    assert "winners: seat" in out


def test_chupate_demo_is_deterministic_for_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "demo", "chupate", "--seed", "12")
    assert first == run(capsys, "demo", "chupate", "--seed", "12")


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "5"],
        ["--players", "2", "--teams"],
        ["--target", "0"],
        ["--seed", "x"],
    ],
)
def test_chupate_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, "demo", "chupate", *argv)
    assert code == 2
    assert out == ""
    assert "error" in err


@pytest.mark.parametrize("seed", range(5))
def test_random_bot_plays_chupate_legally(seed: int) -> None:
    state = chupate.new_game(chupate.Rules(players=3), seed=seed)
    bots = RandomBot.for_seats(seed, 3)
    for step in playthrough(state, bots):
        assert step.move in step.before.legal_moves()
    assert step.after.is_over


def test_veneno_demo_plays_random_bots_unless_told(capsys: pytest.CaptureFixture[str]) -> None:
    default = run(capsys, "demo", "veneno", "--seed", "1")
    assert "random bots" in default[1].splitlines()[0]
    assert default == run(capsys, "demo", "veneno", "--seed", "1", "--bots", "random")
    code, out, err = run(capsys, "demo", "veneno", "--seed", "1", "--bots", "greedy")
    assert (code, err) == (0, "")
    assert "greedy bots" in out.splitlines()[0]
    assert "Match over" in out
    assert out != default[1]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_chupate_demo_plays_greedy_bots_by_default(
    capsys: pytest.CaptureFixture[str], players: int
) -> None:
    code, out, _ = run(capsys, "demo", "chupate", "--players", str(players), "--seed", "1")
    state = chupate.new_game(chupate.Rules(players=players), seed=1)
    steps = list(playthrough(state, [ChupateGreedyBot()] * players))
    assert code == 0
    assert out.splitlines()[0].endswith("; greedy bots")
    assert f"Game over after 1 round and {len(steps)} moves." in out
    scores = ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(steps[-1].after.scores))
    assert f"final scores (points, more is better): {scores}" in out


def test_chupate_demo_with_greedy_bots_is_short_enough_to_read(
    capsys: pytest.CaptureFixture[str],
) -> None:
    greedy = run(capsys, "demo", "chupate", "--players", "4", "--seed", "1")[1].splitlines()
    random = run(capsys, "demo", "chupate", "--players", "4", "--seed", "1", "--bots", "random")
    assert random[1].splitlines()[0].endswith("; random bots")
    assert len(greedy) < 100 < 500 < len(random[1].splitlines())


@pytest.mark.parametrize("game", ["veneno", "chupate"])
def test_unknown_bots_exit_2(capsys: pytest.CaptureFixture[str], game: str) -> None:
    code, out, err = run(capsys, "demo", game, "--bots", "clever")
    assert code == 2
    assert out == ""
    assert "--bots" in err
