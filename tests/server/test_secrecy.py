"""What a seat or a spectator is sent depends on what it may see, and on nothing hidden.

The views are tested this way: deal the hidden cards again (same public
history, other hidden cards) and the view stays the same. Here the same holds
for every message the server builds (the API's object, the page's picture and
its narration of the last moves): each is rebuilt from re-dealt states, and
must not change. Tricks (`tests.third_game`), a game written outside the
library, is held to the same as the built-in games.
"""

from __future__ import annotations

import random

import pytest

from cardrules import RulesError, chupate, veneno
from tests.extras import require
from tests.games import CHUPATE, VENENO, random_steps
from tests.server.tricks import TRICKS
from tests.third_game import game as tricks
from tests.third_game import registered

require("starlette")
from cardrules.server._games import find_spec, spectator_view  # noqa: E402  (after the check)
from cardrules.server._table import Played, Table  # noqa: E402  (after the extras check)

find = {"chupate2": "chupate", "veneno": "veneno", "tricks": "tricks"}


@pytest.fixture(autouse=True, scope="module")
def _tricks_registered():
    """Tricks is registered for this module's tests (the other games' tables do not see it)."""
    with registered():
        yield


def table_at(game, rules, seed, moves):
    """A table of people where ``moves`` (``(seat, state before, move)``) have been played."""
    spec = find_spec(find[game.name])
    table = Table("T", spec, rules, seed, 1, ["person"] * rules.players, ["t"] * rules.players, "")
    for seat, before, move in moves:
        after = before.play(move)
        table.recent.append(Played(len(table.log) + 1, seat, before, move, after))
        table.log.append((seat, str(move)))
        table.state = after
    return table


def look(state, seat):
    return spectator_view(state) if seat is None else state.view(seat)


def _swap_in(d, mover, card, last, rnd):
    """``d`` with ``card`` moved into ``mover``'s hand (swapped with one of its cards)."""
    hand = d["hands"][mover]
    if card in hand or not hand:
        return d
    where = len(hand) - 1 if last else rnd.randrange(len(hand))
    for zone in (*d["hands"], d["stock"]):
        if card in zone:
            zone[zone.index(card)] = hand[where]
            hand[where] = card
            return d
    return d


def _pin_stock(d, real, count=8):
    """``d`` with the first ``count`` cards of the stock as in ``real`` (they are the next drawn,
    and some seat will see them), and ``real``'s generator (a reshuffle stays the same)."""
    for index, card in enumerate(real["stock"][:count]):
        stock = d["stock"]
        if stock[index] == card:
            continue
        for zone in (*d["hands"], stock):
            if card in zone:
                where = zone.index(card)
                zone[where], stock[index] = stock[index], card
                break
    for key in ("seed", "rng"):
        if key in real:
            d[key] = real[key]
    return d


def redealt_step(game, played, seat, rnd, tries=8):
    """``(before', after')``: ``before`` dealt again so the move is still played, and every
    view ``seat`` (and a spectator) had is the same; the real pair if no such deal was drawn."""
    before, move = played.before, played.move
    card = getattr(move, "card", None)
    for _ in range(tries):
        real = before.to_dict()
        d = _pin_stock(game.rehide(real, seat, rnd), real)
        if card is not None and played.seat != seat:
            d = _swap_in(d, played.seat, str(card), d.get("phase") == "drawn", rnd)
            if d.get("phase") == "drawn":
                d["drawn_card"] = d["hands"][played.seat][-1]
        try:
            again = game.from_dict(d)
            after = again.play(move)
        except RulesError:
            continue
        if all(
            look(again, k) == look(before, k) and look(after, k) == look(played.after, k)
            for k in (seat, None)
        ):
            return again, after
    return before, played.after  # e.g. a round's last move: every hand shows at its end


def redealt_table(game, table, seat, rnd):
    """The same table with every state it keeps dealt again, hiding from ``seat``."""
    other = Table("T", table.spec, table.rules, 2, 1, table.seats, table.digests, "")
    other.log = list(table.log)
    other.start = game.from_dict(game.rehide(table.start.to_dict(), seat, rnd))
    for played in table.recent:
        before, after = redealt_step(game, played, seat, rnd)
        other.recent.append(Played(played.number, played.seat, before, played.move, after))
    if other.recent and not table.state.is_over:
        other.state = other.recent[-1].after
    else:
        other.state = game.from_dict(game.rehide(table.state.to_dict(), seat, rnd))
    return other


CASES = [
    pytest.param(VENENO, veneno.Rules(players=3, loss_threshold=8), id="veneno-3"),
    pytest.param(CHUPATE, chupate.Rules(players=3), id="chupate2-3"),
    pytest.param(CHUPATE, chupate.Rules(players=4, teams=True, target=200), id="chupate2-4-teams"),
    pytest.param(CHUPATE, chupate.Rules(players=2, allow_bluffs=False), id="chupate2-2-no-bluffs"),
    pytest.param(TRICKS, tricks.Rules(players=3), id="tricks-3"),
    pytest.param(TRICKS, tricks.Rules(players=4, hand_size=2), id="tricks-4"),
]


@pytest.mark.parametrize(("game", "rules"), CASES)
@pytest.mark.parametrize("deal", [1, pytest.param(2, marks=pytest.mark.slow)])
def test_every_message_and_frame_stays_the_same_when_the_hidden_cards_are_dealt_again(
    game, rules, deal
):
    rnd = random.Random(deal)
    steps = list(random_steps(game, rules, seed=deal, move_seed=deal + 10, limit=600))
    played = [(state.current_player, state, move) for state, move in steps if move is not None]
    checked = differed = 0
    stride = max(3 if len(played) > 72 else 1, len(played) // 24)  # two dozen points, or every one
    for turn, upto in enumerate(sorted({*range(0, len(played), stride), len(played)})):
        table = table_at(game, rules, deal, played[:upto])  # the end included
        for seat in (turn % rules.players,):  # each seat in turn hides the cards
            again = redealt_table(game, table, seat, rnd)
            pairs = zip(again.recent, table.recent, strict=True)
            differed += any(mine.before != theirs.before for mine, theirs in pairs)
            for audience in (seat, None):
                assert again.message(audience) == table.message(audience)
                for lang in ("en", "es"):
                    assert again.frame(audience, lang) == table.frame(audience, lang)
            checked += 1
    assert checked > 10
    assert differed > checked // 2  # the re-deals did deal other hidden cards


@pytest.mark.parametrize(("game", "rules"), CASES[:2])
def test_a_spectator_is_sent_no_card_of_any_hand(game, rules):
    steps = list(random_steps(game, rules, seed=3, move_seed=4, limit=300))
    played = [(state.current_player, state, move) for state, move in steps if move is not None]
    for upto in range(0, len(played), 7):
        table = table_at(game, rules, 3, played[:upto])
        shown = table.message(None)
        assert shown["seat"] is None
        assert shown["view"]["legal_moves"] == []
        assert "hands" not in shown["view"]
        assert not shown["view"].get("hand")
        assert "seed" not in shown["view"]
