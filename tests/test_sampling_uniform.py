"""Samples are uniform over every consistent deal: checked against brute-force enumeration.

Each position below leaves a handful of cards unseen (the rest of the deck sits
on the discard pile or in the zones, which a teaching position allows), so
every way of dealing them can be listed. A deal is *consistent* when the
position it gives is accepted by ``from_dict``, shows the seat the same view,
and meets the test's own statement of what C-12 reveals. Then:

* every sample is one of the consistent deals (no impossible hand, no hand
  the seat could rule out) and every consistent deal comes up, so every card
  reaches every place it may be;
* the counts pass a chi-square test of uniformity at level 1e-3. The sample
  seeds are fixed, so each test gives the same answer every run; with a
  correct sampler a given set of seeds fails with probability 1e-3.
"""

import itertools
import math
from collections import Counter

import pytest

from cardrules import RulesError, chupate, veneno

ALPHA = 1e-3
PER_CELL = 40
"""Expected samples per consistent deal."""


def _upper_gamma_regularized(a, x):
    """Q(a, x) = Gamma(a, x) / Gamma(a): series below a + 1, continued fraction above."""
    if x <= 0:
        return 1.0
    if x < a + 1:
        term = total = 1.0 / a
        n = a
        while abs(term) > abs(total) * 1e-15:
            n += 1
            term *= x / n
            total += term
        return 1.0 - total * math.exp(-x + a * math.log(x) - math.lgamma(a))
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def chi_square_p_value(counts, cells):
    """The p-value of the counts over ``cells`` equally likely outcomes."""
    total = sum(counts[cell] for cell in cells)
    expected = total / len(cells)
    statistic = sum((counts[cell] - expected) ** 2 / expected for cell in cells)
    return _upper_gamma_regularized((len(cells) - 1) / 2, statistic / 2)


def test_the_chi_square_helper_matches_known_quantiles():
    # chi-square quantiles at 0.999: df 1 -> 10.828, df 10 -> 29.588, df 100 -> 149.449
    for df, quantile in ((1, 10.828), (10, 29.588), (100, 149.449)):
        assert _upper_gamma_regularized(df / 2, quantile / 2) == pytest.approx(1e-3, rel=2e-3)


def _position(module, base, hidden_places, unseen_order):
    """``base`` with the unseen cards dealt, in order, to ``hidden_places`` (key, index, size)."""
    d = {**base, "hands": [list(hand) for hand in base["hands"]]}
    at = 0
    for key, index, size in hidden_places:
        cards = list(unseen_order[at : at + size])
        at += size
        if key == "stock":
            d["stock"] = cards
        else:
            d["hands"][index] = cards
    if d.get("phase") == "drawn":
        d["drawn_card"] = d["hands"][d["current_player"]][-1]
    return d


def _fill(module, base, unseen, pile_key):
    """The rest of the deck goes on the discard pile (under its given top) or into zone 0."""
    rest = Counter(str(card) for card in module.build_deck())
    for hand in base["hands"]:
        rest.subtract(hand)
    rest.subtract(unseen)
    for pile in base.get(pile_key, []):
        rest.subtract(pile if isinstance(pile, list) else [pile])
    cards = sorted(rest.elements())
    if pile_key == "discard":
        return {**base, "discard": cards + base["discard"]}
    taken = [list(zone) for zone in base["taken"]]
    taken[0] = cards + taken[0]
    return {**base, "taken": taken}


def check_uniform(module, base, seat, unseen, hidden_places, allowed, sampler=None):
    """Enumerate, sample, compare. ``allowed(d)`` is the test's own C-12 statement.

    ``sampler(view, seed)`` draws the samples; by default ``view.sample_state``.
    """
    truth = module.State.from_dict(_position(module, base, hidden_places, unseen))
    view = truth.view(seat)
    consistent = set()
    for order in set(itertools.permutations(unseen)):
        d = _position(module, base, hidden_places, order)
        try:
            state = module.State.from_dict(d)
        except RulesError:
            continue
        if state.view(seat) == view and allowed(d):
            consistent.add(order)
    assert len(consistent) >= 2
    counts = Counter()
    for sample_seed in range(PER_CELL * len(consistent)):
        sample = view.sample_state(sample_seed) if sampler is None else sampler(view, sample_seed)
        dealt = []
        for key, index, _size in hidden_places:
            dealt += sample.stock if key == "stock" else sample.hands[index]
        counts[tuple(map(str, dealt))] += 1
    assert set(counts) == consistent
    assert chi_square_p_value(counts, sorted(consistent)) > ALPHA


def _chupate(**fields):
    return {"game": "chupate2", "version": 1, "seed": 1, "color": "R", **fields}


def test_a_plain_chupate_position_is_sampled_uniformly():
    base = _chupate(rules={"players": 3}, current_player=0, hands=[["R1"], [], []], discard=["R5"])
    unseen = ("B2", "B2", "G3", "Y4", "W")
    base = _fill(chupate, base, unseen, "discard")
    places = [("hands", 1, 2), ("hands", 2, 1), ("stock", 0, 2)]
    check_uniform(chupate, base, 0, unseen, places, lambda d: True)


def test_C7_the_card_another_seat_just_drew_is_any_card_of_its_hand():
    base = _chupate(
        rules={"players": 3},
        current_player=1,
        phase="drawn",
        hands=[["R1"], [], []],
        discard=["R5"],
    )
    unseen = ("B2", "G3", "Y4", "W")
    base = _fill(chupate, base, unseen, "discard")
    places = [("hands", 1, 2), ("hands", 2, 1), ("stock", 0, 1)]
    check_uniform(chupate, base, 0, unseen, places, lambda d: True)


def _no(color, hand):
    return all(not card.startswith(color) for card in hand)


def test_C12_a_strict_W4_player_holds_none_of_the_challenge_color():
    base = _chupate(
        rules={"players": 3, "allow_bluffs": False},
        current_player=0,
        phase="wild4",
        owed=4,
        color="G",
        challenge_color="R",
        hands=[["B1"], [], []],
        discard=["R5", "W+4"],
    )
    unseen = ("B2", "G3", "R1", "R2", "Y4")  # the truth: seat 1 holds B2 G3
    base = _fill(chupate, base, unseen, "discard")
    places = [("hands", 1, 2), ("hands", 2, 1), ("stock", 0, 2)]
    check_uniform(chupate, base, 0, unseen, places, lambda d: _no("R", d["hands"][1]))


def test_C12_sampling_without_bluffs_is_uniform_over_the_deals_without_a_bluff():
    base = _chupate(
        rules={"players": 3},
        current_player=0,
        phase="wild4",
        owed=4,
        color="G",
        challenge_color="R",
        hands=[["B1"], [], []],
        discard=["R5", "W+4"],
    )
    unseen = ("B2", "G3", "R1", "R2", "Y4")
    base = _fill(chupate, base, unseen, "discard")
    places = [("hands", 1, 2), ("hands", 2, 1), ("stock", 0, 2)]
    no_red = lambda d: _no("R", d["hands"][1])  # noqa: E731
    check_uniform(chupate, base, 0, unseen, places, no_red, chupate.sample_without_bluffs)
    check_uniform(chupate, base, 0, unseen, places, lambda d: True)  # the plain sample: any


def test_C12_a_caught_bluffer_held_the_challenge_color_before_the_penalty():
    base = _chupate(
        rules={"players": 2},
        current_player=0,
        color="G",
        last_challenge={"challenger": 0, "challenged": 1, "bluff": True},
        hands=[["B1"], []],
        discard=["R5", "W+4"],
    )
    unseen = ("R1", "R1", "B2", "G3", "Y4", "Y4")
    base = _fill(chupate, base, unseen, "discard")
    places = [("hands", 1, 5), ("stock", 0, 1)]
    # the first card is what the bluffer held before drawing the 4 penalty cards
    check_uniform(chupate, base, 0, unseen, places, lambda d: not _no("R", d["hands"][1][:1]))


def test_C12_a_failed_challenge_shows_the_challenged_hand_lacks_the_color():
    base = _chupate(
        rules={"players": 3},
        current_player=0,
        color="G",
        last_challenge={"challenger": 1, "challenged": 2, "bluff": False},
        hands=[["B1"], [], []],
        discard=["R5", "W+4"],
    )
    unseen = ("R1", "R2", "B2", "G3", "Y4")
    base = _fill(chupate, base, unseen, "discard")
    places = [("hands", 1, 2), ("hands", 2, 2), ("stock", 0, 1)]
    check_uniform(chupate, base, 0, unseen, places, lambda d: _no("R", d["hands"][2]))


def test_a_challenge_over_a_wild_reveals_nothing_the_view_can_name():
    """The color named by the wild under the W+4 is not in the view: no inference."""
    base = _chupate(
        rules={"players": 3},
        current_player=0,
        color="G",
        last_challenge={"challenger": 1, "challenged": 2, "bluff": False},
        hands=[["B1"], [], []],
        discard=["W", "W+4"],
    )
    unseen = ("R1", "R2", "B2", "G3")
    base = _fill(chupate, base, unseen, "discard")
    places = [("hands", 1, 1), ("hands", 2, 2), ("stock", 0, 1)]
    check_uniform(chupate, base, 0, unseen, places, lambda d: True)


def test_a_veneno_position_is_sampled_uniformly():
    base = {
        "game": "veneno",
        "version": 1,
        "rules": {"players": 3},
        "seed": 1,
        "current_player": 1,
        "hands": [["7E", "12B"], [], []],
        "piles": [["3E"], [], ["4C"]],
        "taken": [[], [], []],
    }
    unseen = ("1O", "2O", "3C", "4E", "5B")
    base = _fill(veneno, base, unseen, "piles")
    places = [("hands", 1, 2), ("hands", 2, 1), ("stock", 0, 2)]
    check_uniform(veneno, base, 0, unseen, places, lambda d: True)
