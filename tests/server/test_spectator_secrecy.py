"""A spectator is told public facts only: deal every hidden card again, and nothing it is sent
changes, the narration of each move included (the next card drawn, too, is hidden from it)."""

from __future__ import annotations

import random

import pytest

from cardrules import RulesError, chupate, veneno
from tests.extras import require
from tests.games import CHUPATE, VENENO, random_steps
from tests.server.tricks import TRICKS
from tests.third_game import game as tricks

require("starlette")
from cardrules.server._table import Played, Table  # noqa: E402
from tests.server.test_secrecy import (  # noqa: E402
    _swap_in,
    _tricks_registered,  # noqa: F401  (Tricks registered for this module's tests too)
    look,
    table_at,
)


def _keep_generator(d, real):
    for key in ("seed", "rng"):
        if key in real:
            d[key] = real[key]
    return d


def public_step(game, played, rnd, tries=12):
    """``(before', after')``: every card hidden from everyone dealt again, the move still played
    and every spectator's view the same; the real pair if no such deal was drawn."""
    before, move = played.before, played.move
    card = getattr(move, "card", None)
    for _ in range(tries):
        real = before.to_dict()
        d = _keep_generator(game.rehide(real, None, rnd), real)
        if card is not None:
            d = _swap_in(d, played.seat, str(card), d.get("phase") == "drawn", rnd)
            if d.get("phase") == "drawn":
                d["drawn_card"] = d["hands"][played.seat][-1]
        try:
            again = game.from_dict(d)
            after = again.play(move)
        except RulesError:
            continue
        same = look(again, None) == look(before, None)
        if same and look(after, None) == look(played.after, None):
            return again, after
    return before, played.after


def public_table(game, table, rnd):
    other = Table("T", table.spec, table.rules, 2, 1, table.seats, table.digests, "")
    other.log = list(table.log)
    other.start = game.from_dict(game.rehide(table.start.to_dict(), None, rnd))
    for played in table.recent:
        before, after = public_step(game, played, rnd)
        other.recent.append(Played(played.number, played.seat, before, played.move, after))
    other.state = other.recent[-1].after if other.recent else other.start
    return other


CASES = [
    pytest.param(VENENO, veneno.Rules(players=3, loss_threshold=6), id="veneno-3"),
    pytest.param(VENENO, veneno.Rules(players=2, loss_threshold=4), id="veneno-2"),
    pytest.param(CHUPATE, chupate.Rules(players=3), id="chupate2-3"),
    pytest.param(CHUPATE, chupate.Rules(players=2, allow_bluffs=False), id="chupate2-2"),
    pytest.param(TRICKS, tricks.Rules(players=3), id="tricks-3"),
]


@pytest.mark.parametrize(("game", "rules"), CASES)
@pytest.mark.parametrize("deal", [1, 2])
def test_a_spectators_messages_and_narration_stay_the_same_when_every_hidden_card_moves(
    game, rules, deal
):
    rnd = random.Random(deal)
    steps = list(random_steps(game, rules, seed=deal, move_seed=deal + 20, limit=400))
    played = [(state.current_player, state, move) for state, move in steps if move is not None]
    checked = differed = 0
    stride = max(2 if len(played) > 60 else 1, len(played) // 30)
    for upto in sorted({*range(1, len(played), stride), len(played)}):
        table = table_at(game, rules, deal, played[:upto])
        again = public_table(game, table, rnd)
        differed += any(
            mine.before != theirs.before
            for mine, theirs in zip(again.recent, table.recent, strict=True)
        )
        if not table.state.is_over:
            assert again.message(None) == table.message(None)
        for lang in ("en", "es"):
            assert again.frame(None, lang)["narration"] == table.frame(None, lang)["narration"]
        checked += 1
    assert checked > 10
    assert differed > checked // 2


def test_a_third_games_spectator_is_sent_the_same_whatever_the_hidden_cards():
    from tests.third_game import SPEC  # noqa: PLC0415

    rules = SPEC.rules_type(players=3)
    table = Table("T", SPEC, rules, 5, 1, ["person"] * 3, ["a", "b", "c"], "")
    rnd = random.Random(5)
    checked = differed = 0
    while not table.state.is_over:
        view = table.state.view(None)
        other = SPEC.sample(view, rnd.getrandbits(32))
        assert other.view(None) == view
        seen = table.message(None), table.frame(None, "en")["picture"]
        real, table.state = table.state, other
        differed += other != real
        assert (table.message(None), table.frame(None, "en")["picture"]) == seen
        table.state = real
        seat = table.to_play
        move = rnd.choice(table.state.legal_moves())
        table.apply(seat, *table.check(seat, str(move)))
        checked += 1
    assert checked > 5
    assert differed > checked // 2  # the samples did deal other hidden cards
