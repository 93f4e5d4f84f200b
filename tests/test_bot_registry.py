"""One registry of bots by name: `register_bot`, read by `bot_spec`, tournaments and the command.

A bot of your own registered under a name plays where cardrules' own bots
play by name: ``bot_spec``, ``play_tournament``, ``play_ladder``, and the
command's ``--bots`` of ``demo``, ``play``, ``tournament`` and ``ladder``; the
table server's seats take the same names (`cardrules.server._table.BOTS` is
the registry).
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import redirect_stdout
from typing import Any

import pytest

from cardrules import veneno
from cardrules.bots import (
    BATCH_POLICIES,
    BOTS,
    BotSpec,
    RandomBot,
    bot_spec,
    register_bot,
    unregister_bot,
)
from cardrules.bots.spec import greedy_bot
from cardrules.cli import main
from cardrules.errors import RulesError
from cardrules.ladder import play_ladder
from cardrules.tournament import play_tournament
from tests.extras import require

RULES = veneno.Rules(players=2)


class FirstMoveBot:
    """Always the first legal move: easy to tell apart from the others."""

    def choose(self, view: Any, legal_moves: Any) -> tuple[Any, FirstMoveBot]:
        del view
        return legal_moves[0], self


def first_move(rules: object, seed: int, *, patience: int = 1) -> FirstMoveBot:
    """The factory of the bot ``first``: ``patience`` is an option, checked by type."""
    del rules, seed, patience
    return FirstMoveBot()


def first_move_policy(rules: object, seeds: object) -> Any:  # pragma: no cover - never played
    raise AssertionError


@pytest.fixture
def first() -> Iterator[str]:
    register_bot("first", first_move)
    yield "first"
    unregister_bot("first")


def test_the_built_in_bots_are_the_registry() -> None:
    assert list(BOTS) == ["random", "greedy", "ismcts", "pimc"]
    require("starlette")
    from cardrules.server import _table  # noqa: PLC0415 - the web extra's module, read only

    assert _table.BOTS is BOTS


@pytest.mark.usefixtures("first")
def test_a_registered_bot_is_known_by_name_with_its_options_checked() -> None:
    assert list(BOTS)[-1] == "first"
    spec = bot_spec("first", patience=3)
    assert spec == BotSpec("first", first_move, {"patience": 3})
    assert isinstance(spec.build(RULES, 1), FirstMoveBot)
    assert spec.batch is None
    with pytest.raises(RulesError, match=r"option patience must be int, got 'x'"):
        bot_spec("first", patience="x")


@pytest.mark.usefixtures("first")
def test_tournaments_and_ladders_seat_a_registered_bot_by_name() -> None:
    result = play_tournament(RULES, ["first", "random"], deals=2, seed=3, workers=1)
    assert [standing.bot for standing in result.standings] == ["first", "random"]
    ladder = play_ladder(RULES, ["first", "greedy"], deals=1, seed=3, workers=1, views=0)
    assert {cell.bot for cell in ladder.cells} >= {"first"}


@pytest.mark.usefixtures("first")
def test_the_command_offers_a_registered_bot() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        argv = ["tournament", "veneno", "--players", "2", "--games", "2", "--bots", "first,random"]
        assert main(argv) == 0
        assert main(["demo", "veneno", "--players", "2", "--bots", "first", "--seed", "2"]) == 0
    told = out.getvalue()
    assert "first" in told.split("Veneno, 2 players")[1]
    assert told.count("greedy bots") == 0


def test_without_the_bot_the_command_refuses_its_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "veneno", "--bots", "first"]) == 2
    assert "invalid choice: 'first'" in capsys.readouterr().err


def test_a_bot_with_a_batched_policy_is_its_specs_default() -> None:
    register_bot("first", first_move, batch=first_move_policy)
    try:
        assert BATCH_POLICIES["first"] is first_move_policy
        assert bot_spec("first").batch is first_move_policy
        assert bot_spec("first", patience=2).batch is None
    finally:
        unregister_bot("first")
    assert "first" not in BATCH_POLICIES


def test_replace_swaps_a_bot_of_your_own(first: str) -> None:
    with pytest.raises(RulesError, match="'first' is registered already"):
        register_bot(first, greedy_bot)
    register_bot(first, greedy_bot, replace=True)
    assert bot_spec(first).factory is greedy_bot


@pytest.mark.parametrize(
    ("name", "factory", "batch", "said"),
    [
        ("Mine", first_move, None, "lower-case letters"),
        ("my bot", first_move, None, "lower-case letters"),
        ("a,b", first_move, None, "lower-case letters"),
        ("pimc:x", first_move, None, "lower-case letters"),
        ("", first_move, None, "lower-case letters"),
        ("x" * 33, first_move, None, "lower-case letters"),
        (3, first_move, None, "got 3"),
        ("mine", "first_move", None, "the factory of 'mine' must be callable"),
        ("mine", first_move, "no colon", "batch must be None"),
        ("random", first_move, None, "'random' is one of cardrules' own bots"),
        ("greedy", first_move, None, "'greedy' is one of cardrules' own bots"),
    ],
)
def test_register_bot_refuses_what_the_registry_cannot_hold(
    name: object, factory: object, batch: object, said: str
) -> None:
    with pytest.raises(RulesError, match=said):
        register_bot(name, factory, batch=batch)  # type: ignore[arg-type]
    assert list(BOTS) == ["random", "greedy", "ismcts", "pimc"]


@pytest.mark.parametrize("name", ["random", "nobody", 7])
def test_unregister_bot_keeps_cardrules_own_and_names_a_missing_bot(name: object) -> None:
    with pytest.raises(RulesError, match="unregister_bot: "):
        unregister_bot(name)  # type: ignore[arg-type]
    assert BOTS["random"](RULES, 5) == RandomBot(rng=5)


@pytest.mark.usefixtures("first")
def test_the_table_server_seats_a_bot_registered_after_it_was_imported(tmp_path: Any) -> None:
    testclient = require("starlette.testclient")
    from cardrules.server import create_app  # noqa: PLC0415 - the web extra

    app = create_app(str(tmp_path / "tables.sqlite3"), bot_delay=0)
    body = {"game": "veneno", "rules": {"players": 2, "loss_threshold": 1}, "seats": ["first"] * 2}
    with testclient.TestClient(app) as client:
        answer = client.post("/api/tables", json=body)
        assert answer.status_code == 201, answer.text
        assert '"first"' in client.get("/").text  # the page offers it by its name
    unregister_bot("first")
    try:
        with testclient.TestClient(create_app(str(tmp_path / "b.sqlite3"))) as client:
            refused = client.post("/api/tables", json=body)
        assert refused.status_code == 400
        assert "first" not in refused.json()["error"].split("got")[0]
    finally:
        register_bot("first", first_move)
