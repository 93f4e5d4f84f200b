"""The observation encodings: length, ranges, seat-relative slots, and no hidden information."""

import array
import json
import math
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, veneno
from cardrules._encoding import markdown_table
from tests.extras import require
from tests.games import GAMES, picked_steps, random_steps
from tests.strategies import examples, move_picks, move_seeds, seeds

ROOT = Path(__file__).parent.parent
GOLDEN = Path(__file__).parent / "golden"
LIMIT = 200


def encoding_property(max_examples=25):
    def wrap(test):
        test = given(st.data())(settings(deadline=None, max_examples=examples(max_examples))(test))
        return pytest.mark.parametrize("game", GAMES, ids=str)(test)

    return wrap


def steps(data, game):
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    return picked_steps(game, rules, seed, data.draw(move_picks(LIMIT), label="picks"))


@encoding_property()
def test_every_view_encodes_to_observation_size_floats_within_the_block_ranges(game, data):
    module = game.module
    for state, _ in steps(data, game):
        blocks = module.encoding_blocks(state.rules)
        for seat in range(state.rules.players):
            x = module.encode(state.view(seat))
            assert len(x) == module.observation_size(state.rules) == blocks[-1].stop
            assert all(type(value) is float and math.isfinite(value) for value in x)
            for block in blocks:
                for value in x[block.start : block.stop]:
                    assert block.low <= value <= block.high, (block.name, value)


@encoding_property()
def test_a_seat_encodes_the_same_whatever_the_cards_it_cannot_see(game, data):
    """Re-deal the other hands and the stock among themselves: the seat's encoding holds."""
    rnd = random.Random(data.draw(move_seeds, label="rehide_seed"))
    for state, _ in steps(data, game):
        if rnd.random() < 0.8:
            continue
        d = state.to_dict()
        for seat in range(state.rules.players):
            other = game.from_dict(game.rehide(d, seat, rnd))
            assert game.module.encode(other.view(seat)) == game.module.encode(state.view(seat))


@encoding_property()
def test_the_seat_encoder_reading_the_state_encodes_exactly_the_seats_view(game, data):
    """The environments' fast path builds no view and remembers blocks from call to call."""
    encoder = game.module.encoding.SeatEncoder()
    for state, _ in steps(data, game):
        for seat in range(state.rules.players):
            expected = array.array("f", game.module.encode(state.view(seat)))
            assert encoder(state, seat) == expected


@encoding_property(max_examples=15)
def test_the_seat_encoder_holds_exactly_in_any_order_of_states_and_rules(game, data):
    """Its remembered blocks are checked by identity: states from two games, shuffled."""
    encoder = game.module.encoding.SeatEncoder()
    states = [state for _ in range(2) for state, _ in steps(data, game)]
    random.Random(data.draw(move_seeds, label="order")).shuffle(states)
    for state in states:
        seat = data.draw(st.integers(0, state.rules.players - 1), label="seat")
        expected = array.array("f", game.module.encode(state.view(seat)))
        assert encoder(state, seat) == expected


@encoding_property(max_examples=10)
def test_the_to_play_block_puts_the_viewer_first_and_then_the_seats_in_order(game, data):
    for state, _ in steps(data, game):
        if state.is_over:
            break
        n = state.rules.players
        to_play = next(b for b in game.module.encoding_blocks(state.rules) if b.name == "to_play")
        for seat in range(n):
            x = game.module.encode(state.view(seat))
            relative = (state.current_player - seat) % n
            assert x[to_play.start : to_play.stop] == tuple(
                1.0 if r == relative else 0.0 for r in range(n)
            )


def block(module, rules, name):
    return next(b for b in module.encoding_blocks(rules) if b.name == name)


def test_veneno_zones_hand_and_piles_land_in_their_slots():
    state = veneno.State.from_dict(
        {
            "game": "veneno",
            "version": 1,
            "rules": {"players": 3},
            "seed": 1,
            "current_player": 1,
            "hands": [["5E", "3O"], ["1O", "4C", "9B"], ["2O", "2E"]],
            "piles": [["6E", "3C"], [], ["2B"]],
            "taken": [[], [], ["7C", "8C"]],
        }
    )
    rules = state.rules
    x = veneno.encode(state.view(1))
    hand, piles = block(veneno, rules, "hand"), block(veneno, rules, "piles")
    card = veneno.parse_card
    assert [i for i in range(hand.start, hand.stop) if x[i]] == sorted(
        card(c).index for c in ("1O", "4C", "9B")
    )
    assert [i - piles.start for i in range(piles.start, piles.stop) if x[i]] == sorted(
        [
            card("6E").index,
            card("3C").index,
            96 + card("2B").index,
        ]
    )
    totals = block(veneno, rules, "pile_totals")
    assert x[totals.start : totals.stop] == (9 / 13, 0.0, 2 / 13)
    suits = block(veneno, rules, "pile_suits")
    assert x[suits.start : suits.stop] == (0, 1, 0, 0, 0, 0, 0, 0, 1)
    # seat 2's zone is relative seat 1 from seat 1, relative seat 2 from seat 0
    taken, points = block(veneno, rules, "taken"), block(veneno, rules, "round_points")
    for seat, relative in ((1, 1), (0, 2), (2, 0)):
        y = veneno.encode(state.view(seat))
        zone = y[taken.start + 48 * relative : taken.start + 48 * (relative + 1)]
        assert [i for i, v in enumerate(zone) if v] == [card("7C").index, card("8C").index]
        assert y[points.start + relative] == 2 / 12


def test_chupate_counts_copies_and_shows_the_drawn_card_only_to_its_drawer():
    state = chupate.State.from_dict(
        {
            "game": "chupate2",
            "version": 1,
            "rules": {"players": 4, "teams": True},
            "seed": 1,
            "current_player": 2,
            "phase": "drawn",
            "hands": [["R5", "R5", "W"], ["B1"], ["G7", "W+4"], ["Y0", "YS"]],
            "drawn_card": "W+4",
            "discard": ["B7", "G7"],
            "color": "G",
        }
    )
    rules = state.rules
    card = chupate.parse_card
    x = chupate.encode(state.view(0))
    hand = block(chupate, rules, "hand")
    assert x[hand.start + card("R5").index] == 1.0
    assert x[hand.start + card("W").index] == 0.25
    drawn = block(chupate, rules, "drawn_card")
    assert not any(x[drawn.start : drawn.stop])
    y = chupate.encode(state.view(2))
    assert [i for i in range(drawn.start, drawn.stop) if y[i]] == [drawn.start + 53]
    partners = block(chupate, rules, "partners")
    assert x[partners.start : partners.stop] == (1, 0, 1, 0)
    assert chupate.encode(state.view(1))[partners.start : partners.stop] == (1, 0, 1, 0)
    last = block(chupate, rules, "last_card")
    assert x[last.start : last.stop] == (0, 1, 0, 0)
    assert chupate.encode(state.view(3))[last.start : last.stop] == (0, 0, 1, 0)


@pytest.mark.parametrize("module", [chupate, veneno], ids=["chupate2", "veneno"])
def test_numpy_arrays_hold_the_same_values_as_the_tuples(module):
    np = require("numpy")
    state = module.new_game(module.Rules(players=3), seed=5)
    view = state.view(1)
    array = module.encode(view, numpy=True)
    assert isinstance(array, np.ndarray)
    assert array.dtype == np.float32
    assert array.shape == (module.observation_size(state.rules),)
    assert np.array_equal(array, module.encode_array(view))
    assert array.tolist() == pytest.approx(list(module.encode(view)))


# -- the layout is pinned: a change must be deliberate and bump ENCODING_VERSION --


def golden_cases():
    return sorted(GOLDEN.glob("encoding_*.json"))


def test_every_game_has_a_golden_encoding():
    assert {json.loads(p.read_text(encoding="utf-8"))["game"] for p in golden_cases()} == {
        "chupate2",
        "veneno",
    }


@pytest.mark.parametrize("path", golden_cases(), ids=lambda p: p.stem)
def test_golden_encodings_are_reproduced(path):
    """Regenerate with ``python tests/golden/make_encoding_golden.py`` after bumping the version."""
    record = json.loads(path.read_text(encoding="utf-8"))
    module = {"chupate2": chupate, "veneno": veneno}[record["game"]]
    state = module.State.from_dict(record["position"])
    blocks = [[b.name, b.start, b.size] for b in module.encoding_blocks(state.rules)]
    encodings = {
        str(seat): {str(i): v for i, v in enumerate(module.encode(state.view(seat))) if v}
        for seat in range(state.rules.players)
    }
    changed = blocks != record["blocks"] or encodings != record["encodings"]
    assert not changed or record["version"] != module.ENCODING_VERSION, (
        "the encoding changed: bump ENCODING_VERSION and regenerate the golden files"
    )
    assert record["version"] == module.ENCODING_VERSION
    assert blocks == record["blocks"]
    assert encodings == record["encodings"]


@pytest.mark.parametrize("module", [chupate, veneno], ids=["chupate2", "veneno"])
def test_the_docs_show_the_layout_and_version_the_code_has(module):
    page = (ROOT / "docs" / "reference" / "encoding.md").read_text(encoding="utf-8")
    table = markdown_table(module.encoding_blocks(module.Rules(players=4)))
    assert table in page
    name = "Chúpate 2" if module is chupate else "Veneno"
    assert f"{name} encoding, version {module.ENCODING_VERSION}" in page


def views_of(game, seed, players=3, moves=400):
    rules = game.module.Rules(players=players)
    return [
        state.view(seat)
        for state, _ in random_steps(game, rules, seed, seed, moves)
        for seat in range(players)
    ]


@pytest.mark.parametrize("game", GAMES, ids=str)
def test_arrays_match_the_tuples_along_a_game(game):
    require("numpy")
    views = views_of(game, 4)
    arrays = [game.module.encode_array(view).tolist() for view in views]
    assert arrays == [pytest.approx(list(game.module.encode(view))) for view in views]


def test_the_core_imports_numpy_only_when_an_array_is_asked_for():
    code = (
        "import sys\n"
        "from cardrules import chupate, veneno\n"
        "veneno.encode(veneno.new_game(veneno.Rules(), seed=1).view(0))\n"
        "chupate.encode(chupate.new_game(chupate.Rules(), seed=1).view(0))\n"
        "print('numpy' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("game", "other"),
    [
        (chupate, veneno.new_game(veneno.Rules(players=2), 1).view(0)),
        (veneno, chupate.new_game(chupate.Rules(players=2), 1).view(0)),
    ],
)
@pytest.mark.parametrize("junk_kind", ["other game's view", "int", "state"])
def test_encode_refuses_what_is_not_its_games_view(game: Any, other: Any, junk_kind: str) -> None:
    junk = {
        "other game's view": other,
        "int": 42,
        "state": game.new_game(game.Rules(players=2), 1),
    }[junk_kind]
    for encoder in (game.encode, game.encode_array):
        with pytest.raises(RulesError, match=r"encode needs a cardrules\.\w+\.view\.View, got"):
            encoder(junk)
