"""The page's facts and reasons (no browser): true to the view, in Spanish throughout, explained.

Random games of both games are played through a `Table`; at every position,
for every seat and a spectator, the facts the page shows beside the picture
must match the view, the Spanish ones must hold no English label, and each
card a seat cannot play must be explained exactly as the server refuses it.
"""

from __future__ import annotations

import random

import pytest

from tests.extras import require

require("starlette")
from cardrules.chupate import Phase  # noqa: E402
from cardrules.errors import RulesError  # noqa: E402
from cardrules.games import find_game  # noqa: E402
from cardrules.server._facts import card_reasons, facts, player_names, seat_name  # noqa: E402
from cardrules.server._games import explain  # noqa: E402
from cardrules.server._page import rule_options  # noqa: E402
from cardrules.server._table import Table  # noqa: E402
from tests.server.english import english_words  # noqa: E402

SEATS = {
    "chupate": ["person", "greedy", "person", "random"],
    "veneno": ["person", "greedy", "random", "person"],
}


def games(game, count, seed=0, **rules):
    """``count`` random games of ``game``: every table position, from the first move to the end."""
    spec = find_game(game)
    seats = SEATS[game]
    pick = random.Random(seed)
    for number in range(count):
        table = Table(
            "t",
            spec,
            spec.rules_type(players=len(seats), **rules),
            seed * 1000 + number,
            1,
            seats,
            [None] * len(seats),
            "2026-01-01",
        )
        yield table
        while not table.state.is_over:
            mover = table.to_play
            move = pick.choice(list(table.state.legal_moves()))
            table.apply(mover, *table.check(mover, str(move)))
            yield table


def texts_of(found):
    """Every text of a facts object."""
    out = list(found["chips"]) + list(found["columns"])
    out += [found["owed"]] if found["owed"] else []
    for pile in found["piles"]:
        out += [pile["label"], pile.get("total") or "", pile.get("empty", "")]
    for row in found["seats"]:
        out += row["cells"]
    return out


@pytest.mark.parametrize("game", ["chupate", "veneno"])
def test_the_spanish_facts_and_reasons_hold_no_english_label_in_any_phase(game):
    phases = set()
    english = set()
    for number, table in enumerate(games(game, 3)):
        phases.add(str(getattr(table.state, "phase", "")))
        players = len(table.seats)
        for seat in (None, number % players):  # a spectator and, in turn, each seat
            told = texts_of(facts(table, seat, "es"))
            told += list(card_reasons(table, seat, "es").values())
            english |= {word for text in told for word in english_words(text)}
    assert english == set()
    if game == "chupate":  # the games went through every phase a page shows
        assert phases >= {p.value for p in Phase} - {"color"}, phases


def test_the_first_color_phase_is_told_in_spanish():
    spec = find_game("chupate")
    seed = next(
        s for s in range(500) if spec.new_game(spec.rules_type(players=2), s).phase == "color"
    )
    table = Table("t", spec, spec.rules_type(players=2), seed, 1, ["person"] * 2, [None] * 2, "")
    chips = facts(table, 0, "es")["chips"]
    assert "Ahora: elegir el primer color" in chips
    assert english_words(" ".join(chips)) == set()


@pytest.mark.parametrize("game", ["chupate", "veneno"])
def test_the_facts_are_the_views(game):
    for table in games(game, 2, seed=7):
        for seat in (None, *range(len(table.seats))):
            view = table.view_of(seat).to_dict()
            found = facts(table, seat, "en")
            assert len(found["seats"]) == len(table.seats)
            for k, row in enumerate(found["seats"]):
                size = view["hand_sizes"][k]
                assert row["cells"][1] == f"{size} card{'' if size == 1 else 's'}"
                assert row["cells"][-1] == str(view["scores"][k])
                assert row["turn"] == (k == view["current_player"] and not table.state.is_over)
                if table.state.is_over and any(table.state.hands):  # every hand face up
                    assert row["hand"] == [str(card) for card in table.state.hands[k]]
                else:
                    assert row["hand"] is None
                if "taken" in view:
                    assert row["taken"] == view["taken"][k]
            assert f"Stock: {view['stock_size']} card" in " ".join(found["chips"])
            if "piles" in view:
                totals = table.view_of(seat).pile_totals
                assert [p["total"] for p in found["piles"]] == [f"total {t}" for t in totals]
                assert [p["cards"] for p in found["piles"]] == view["piles"]
            else:
                assert found["piles"][0]["cards"] == view["discard"][-1:]


@pytest.mark.parametrize("game", ["chupate", "veneno"])
def test_every_unplayable_card_is_explained_as_the_server_refuses_it(game):
    explained = 0
    for number, table in enumerate(games(game, 1, seed=3)):
        for seat in {number % len(table.seats), table.to_play or 0}:  # the mover and another
            view = table.view_of(seat)
            legal = {str(move.card) for move in view.legal_moves() if hasattr(move, "card")}
            reasons = card_reasons(table, seat, "es")
            for card in map(str, view.hand):
                assert (card in reasons) == (card not in legal), card
            for card, reason in reasons.items():
                move = card + (":R" if card.startswith("W") else "")
                if game == "veneno":
                    move = card + "@0"
                with pytest.raises(RulesError) as refused:
                    table.check(seat, move)
                assert reason == explain(refused.value, "es")
                assert reason.startswith(("C-", "V-"))
                explained += 1
    assert explained
    assert card_reasons(table, None, "es") == {}


def test_seat_names_and_player_tags_name_the_bots_in_each_language():
    seats = ["person", "greedy", "random"]
    assert seat_name(seats, 1, "es") == "jugador 1 (bot voraz)"
    assert seat_name(seats, 2, "en", you=2) == "seat 2 (random bot) (you)"
    assert seat_name(seats, 0, "es", you=0) == "jugador 0 (tú)"
    assert player_names(seats) == ("person", "greedy bot", "random bot")
    assert player_names(seats, "es") == ("persona", "bot voraz", "bot al azar")


@pytest.mark.parametrize("game", ["chupate", "veneno"])
def test_the_home_page_offers_each_field_of_the_games_rules(game):
    import attrs  # noqa: PLC0415

    spec = find_game(game)
    options = rule_options(spec, "es")
    names = [field.name for field in attrs.fields(spec.rules_type) if field.name != "players"]
    assert [option["name"] for option in options] == names
    for option in options:
        assert english_words(option["label"]) == set(), option
        default = spec.rules_type(players=4)
        assert option["default"] == getattr(default, option["name"]) or option["name"] == "teams"
