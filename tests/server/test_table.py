"""A table without the server: seats, replaying a stored log, bots; the log filter."""

from __future__ import annotations

import logging
import sqlite3

import pytest

from cardrules import IllegalMoveError, RulesError, veneno
from cardrules._random import derive_seed
from cardrules.bots.spec import bot_spec
from tests.extras import require

require("starlette")
require("uvicorn")
from cardrules.server._games import find_spec  # noqa: E402
from cardrules.server._serve import RedactTokens, log_config  # noqa: E402
from cardrules.server._store import Store, StoredTable  # noqa: E402
from cardrules.server._table import Table, token_digest  # noqa: E402


def table(seats=("person", "person"), seed=4):
    spec = find_spec("veneno")
    tokens = ["t0" if seats[0] == "person" else None, "t1" if seats[1] == "person" else None]
    return Table("T", spec, veneno.Rules(players=2), seed, 9, seats, tokens, "2026-12-01")


def test_a_table_needs_one_seat_and_one_token_per_player():
    spec = find_spec("veneno")
    with pytest.raises(RulesError, match="needs 2 seats"):
        Table("T", spec, veneno.Rules(players=2), 1, 1, ["person"], ["t"], "")


def test_tokens_find_their_seat_and_nothing_else():
    made = table()
    assert made.seat_of("t0") == 0
    assert made.seat_of("t1") == 1
    assert made.seat_of("t") is None
    assert made.seat_of("") is None


def test_check_changes_nothing_and_apply_plays_the_move():
    made = table()
    seat = made.to_play
    move = str(made.state.legal_moves()[0])
    before = made.message(seat)
    with pytest.raises(IllegalMoveError):
        made.check(1 - seat, move)
    checked, after = made.check(seat, move)
    assert made.message(seat) == before
    made.apply(seat, checked, after)
    assert made.log == [(seat, move)]
    assert made.state == after


def test_a_stored_log_replays_to_the_same_table_and_a_bad_one_is_refused_naming_the_move():
    first = table()
    for _ in range(5):
        seat = first.to_play
        move, after = first.check(seat, str(first.state.legal_moves()[-1]))
        first.apply(seat, move, after)
    again = table()
    again.replay(first.log)
    assert again.state == first.state
    assert again.message(None) == first.message(None)
    broken = [*first.log[:3], (first.log[3][0], "12O@0")]
    with pytest.raises(RulesError, match=r"table T: stored move 4 \('12O@0'\) is refused"):
        table().replay(broken)


def test_a_bot_is_rebuilt_for_each_move_so_a_replayed_table_plays_on_the_same():
    bots = table(seats=("random", "greedy"))
    played = []
    while not bots.state.is_over and len(played) < 30:
        seat, move = bots.bot_move()
        played.append((seat, move))
        checked, after = bots.check(seat, move)
        bots.apply(seat, checked, after)
    again = table(seats=("random", "greedy"))
    again.replay(played[:10])
    for seat, move in played[10:]:
        assert again.bot_move() == (seat, move)
        checked, after = again.check(seat, move)
        again.apply(seat, checked, after)
    assert table().bot_move() is None  # people's seats only


def test_the_log_filter_cuts_every_token_out():
    record = logging.LogRecord(
        "uvicorn.error",
        logging.INFO,
        __file__,
        1,
        '%s - "WebSocket %s" [accepted]',
        ("127.0.0.1:5", "/api/tables/T/ws?lang=es&token=SECRET"),
        None,
    )
    assert RedactTokens().filter(record)
    assert "SECRET" not in record.getMessage()
    assert "token=…" in record.getMessage()
    config = log_config()
    assert all("redact" in handler["filters"] for handler in config["handlers"].values())


def test_a_batch_of_moves_is_stored_whole_or_not_at_all(tmp_path):
    store = Store(str(tmp_path / "s.sqlite3"))
    store.add_table(
        StoredTable(
            "T", "veneno", {"players": 2}, 2**64 - 1, 0, ("person",) * 2, ("a", "b"), "2026-12-01"
        )
    )
    store.add_moves([("T", 1, 0, "7C@0"), ("T", 2, 1, "8C@0")])
    with pytest.raises(sqlite3.IntegrityError):
        store.add_moves([("T", 3, 0, "9C@0"), ("T", 2, 1, "8C@1")])  # move 2 again
    (stored,) = store.tables()
    assert stored.seed == 2**64 - 1
    assert stored.moves == ((0, "7C@0"), (1, "8C@0"))
    store.close()


def test_a_table_keeps_digests_and_takes_an_old_files_plain_tokens_for_tokens():
    spec = find_spec("veneno")
    made = Table("T", spec, veneno.Rules(players=2), 4, 9, ("person", "person"), ["t0", None], "")
    assert made.digests == (token_digest("t0"), None)
    assert "t0" not in repr(made.digests)
    digested = Table("T", spec, veneno.Rules(players=2), 4, 9, ("person",) * 2, made.digests, "")
    assert digested.digests == made.digests
    assert digested.seat_of("t0") == 0
    assert digested.seat_of(token_digest("t0")) is None
    assert token_digest("t0") != token_digest("t1")
    assert token_digest("t0").startswith("sha256:")


def test_a_pimc_seat_plays_the_bot_its_spec_builds_from_the_tables_seed():
    pimc = table(seats=("pimc", "person"), seed=11)
    while pimc.bot_to_play() is None:  # the person's turn: play its first legal move
        seat = pimc.to_play
        checked, after = pimc.check(seat, str(pimc.state.legal_moves()[0]))
        pimc.apply(seat, checked, after)
    seat, move = pimc.bot_move()
    assert seat == 0
    bot = bot_spec("pimc").build(pimc.rules, derive_seed(9, "cardrules.table", len(pimc.log)))
    view = pimc.state.view(0)
    assert move == str(bot.choose(view, view.legal_moves())[0])
    assert move in {str(m) for m in pimc.state.legal_moves()}
