"""The batched Chúpate 2 engine: purity, bad input, and the rare paths (reshuffles, redeals)."""

from __future__ import annotations

import attrs
import pytest

from cardrules import IllegalMoveError, RulesError, chupate
from cardrules._random import MASK64, below, next_u64, shuffle
from cardrules.chupate import build_deck
from tests.batch.chupate_compare import assert_same, space
from tests.extras import require

np = require("numpy")
from cardrules.chupate import _batch as batch  # noqa: E402  (after the extras check)
from cardrules.chupate._batch import shuffle as chupate_shuffle  # noqa: E402

RULES = chupate.Rules(players=4)


def random_step(b, seed=0):
    """A step with the first legal id in every lane (finished lanes: -1)."""
    mask = b.legal_mask()
    return b.step(np.where(b.is_over, -1, np.argmax(mask, axis=1)))


# -- purity ----------------------------------------------------------------------------


def test_step_leaves_the_old_batch_as_it_was():
    b = batch.new_batch(chupate.Rules(players=2, target=60), list(range(16)))
    for _ in range(120):
        before = {name: value.copy() for name, value in b._a.items()}
        states = b.states()
        after = random_step(b)
        for name, value in b._a.items():
            assert np.array_equal(value, before[name]), name
        assert b.states() == states
        b = after


def test_arrays_handed_out_are_read_only():
    b = batch.new_batch(RULES, [1, 2, 3])
    for array in (
        b.legal_mask(),
        b.observe(),
        b.returns(),
        b.current_player,
        b.is_over,
        b.round,
        b.scores,
        b.legal_count(),
    ):
        with pytest.raises(ValueError, match="read-only"):
            array[0] = 0


def test_lanes_len_and_repr():
    b = batch.new_batch(RULES, [5, 6, 7])
    assert b.lanes == len(b) == 3
    assert "3 lanes" in repr(b)
    assert b.action_count == len(chupate.action_space(RULES))
    assert b.observation_size == chupate.observation_size(RULES)
    assert b.legal_count().tolist() == [len(b.state(i).legal_moves()) for i in range(3)]


def test_finished_lanes_stay_finished_and_ignore_their_actions():
    b = batch.new_batch(chupate.Rules(players=2), [3, 4])
    while not b.is_over.any():
        b = random_step(b)
    lane = int(np.flatnonzero(b.is_over)[0])
    done = b.state(lane)
    for junk in (-5, 0, 67, 1000):
        actions = np.argmax(b.legal_mask(), axis=1)
        actions[lane] = junk
        if b.is_over.all():
            break
        after = b.step(actions)
        assert after.state(lane) == done
        assert after.is_over[lane]
        assert after.current_player[lane] == -1
        assert not after.legal_mask()[lane].any()


def test_where_moves_only_the_chosen_lanes():
    b = batch.new_batch(RULES, [1, 2, 3])
    actions = np.argmax(b.legal_mask(), axis=1)
    after = b.step(actions, where=np.array([True, False, True]))
    assert after.state(1) == b.state(1)
    assert after.state(0) == b.state(0).play(space(RULES)[int(actions[0])])
    with pytest.raises(RulesError, match="where"):
        b.step(actions, where=[1, 0, 1])


def test_with_lanes_restarts_lanes():
    b = batch.new_batch(RULES, [1, 2, 3])
    b = random_step(random_step(b))
    fresh = batch.new_batch(RULES, [9])
    merged = b.with_lanes([1], fresh)
    assert merged.states() == (b.state(0), chupate.new_game(RULES, 9), b.state(2))
    assert b.state(1) != merged.state(1)
    for bad in ([3], [0, 1], [-1], ["a"], [True]):
        with pytest.raises(RulesError, match="lanes"):
            b.with_lanes(bad, fresh)
    with pytest.raises(RulesError, match="same rules"):
        b.with_lanes([0], batch.new_batch(chupate.Rules(players=3), [1]))


# -- bad input ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("actions", "words"),
    [
        (np.zeros(3, dtype=np.float64), "dtype"),
        (np.zeros(3, dtype=np.bool_), "dtype"),
        (["draw", "draw", "draw"], "dtype"),
        (np.zeros(2, dtype=np.int64), r"shape \(3,\)"),
        (np.zeros((3, 1), dtype=np.int64), r"shape \(3,\)"),
        (7, r"shape \(3,\)"),
    ],
)
def test_malformed_actions_are_rules_errors(actions, words):
    b = batch.new_batch(RULES, [1, 2, 3])
    with pytest.raises(RulesError, match=words):
        b.step(actions)


def test_an_illegal_id_names_the_lane_the_id_and_the_rule():
    b = batch.new_batch(RULES, [1, 2, 3])
    actions = np.argmax(b.legal_mask(), axis=1)
    illegal = int(np.flatnonzero(~b.legal_mask()[1])[0])
    actions[1] = illegal
    name = str(space(RULES)[illegal])
    with pytest.raises(IllegalMoveError, match=rf"lane 1: action id {illegal} \({name}\)") as info:
        b.step(actions)
    assert "C-" in str(info.value)
    for junk in (68, -1, 2**40):
        actions[1] = junk
        with pytest.raises(RulesError, match=f"lane 1: {junk} is not an action id"):
            b.step(actions)


def test_bad_lanes_rules_seeds_and_states():
    b = batch.new_batch(RULES, [1, 2])
    assert b.state(-1) == b.state(1)
    for lane in (2, -3, 1.0, "0", True, None):
        with pytest.raises(RulesError, match="not a lane"):
            b.state(lane)
    with pytest.raises(RulesError, match=r"chupate\.Rules"):
        batch.new_batch(object(), [1])
    for seeds in ([], [-1], [2**64], ["1"], "12", 5, np.array([[1]]), np.array([-1, 2])):
        with pytest.raises(RulesError, match="seed"):
            batch.new_batch(RULES, seeds)
    assert batch.new_batch(RULES, np.array([MASK64], dtype=np.uint64)).state(0) == (
        chupate.new_game(RULES, MASK64)
    )
    for states in ([], "x", [object()], None):
        with pytest.raises(RulesError, match="from_states"):
            batch.from_states(states)
    mixed = [chupate.new_game(RULES, 1), chupate.new_game(chupate.Rules(players=3), 1)]
    with pytest.raises(RulesError, match="one rules"):
        batch.from_states(mixed)


# -- the rare paths ----------------------------------------------------------------------------


def _position(hands, discard, stock, **fields):
    """A state from the position format: ``discard`` gets every card placed nowhere else."""
    placed = [card for hand in hands for card in hand] + list(stock) + list(discard)
    rest = list(build_deck())
    for text in placed:
        rest.remove(chupate.parse_card(text))
    pile = [str(card) for card in rest] + list(discard)
    return chupate.State.from_dict(
        {
            "game": "chupate2",
            "version": 1,
            "rules": fields.pop("rules", {"players": 2}),
            "seed": 1,
            "hands": hands,
            "discard": pile,
            "stock": list(stock),
            **fields,
        }
    )


@pytest.mark.parametrize(
    ("fields", "move"),
    [
        ({"phase": "stacked", "owed": 4, "current_player": 1, "color": "R"}, "take"),
        ({"phase": "play", "current_player": 0, "color": "R"}, "draw"),
        (
            {
                "phase": "wild4",
                "owed": 4,
                "current_player": 1,
                "color": "G",
                "challenge_color": "R",
            },
            "challenge",
        ),
    ],
)
def test_a_short_stock_reshuffles_the_discard_pile_exactly(fields, move):
    tops = {"stacked": ["B+2", "R+2"], "wild4": ["R1", "W+4"], "play": ["R9"]}[fields["phase"]]
    hands = [["R5", "G7", "B1"], ["Y3", "Y4"]]
    stocks = [[], ["G1"]] if move == "draw" else [["G1"], ["G1", "B2", "B3"]]
    states = [_position(hands, tops, stock, **fields) for stock in stocks]
    states += [s.play(move) for s in states]
    b = batch.from_states(states[:2])
    after = b.step(np.full(2, space(b.rules).id(chupate.parse_move(move))))
    assert_same(np, after, states[2:])
    assert len(states[2].discard) == 1  # the stock was short: the pile was shuffled in


def test_nothing_to_draw_offers_pass_and_take_draws_what_there_is():
    def everything_but(top):
        cards = [str(card) for card in build_deck()]
        cards.remove(top)
        return [cards[:50], cards[50:]]

    base = {"game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1, "stock": []}
    s = chupate.State.from_dict(
        {
            **base,
            "current_player": 0,
            "hands": everything_but("R9"),
            "discard": ["R9"],
            "color": "R",
        }
    )
    stacked = chupate.State.from_dict(
        {
            **base,
            "current_player": 1,
            "hands": everything_but("R+2"),
            "discard": ["R+2"],
            "color": "R",
            "phase": "stacked",
            "owed": 2,
        }
    )
    b = batch.from_states([s, stacked])
    assert_same(np, b, [s, stacked])
    assert b.legal_mask()[0, 61]
    assert not b.legal_mask()[0, 60]
    after = b.step(np.array([61, 62]))
    assert_same(np, after, [s.play("pass"), stacked.play("take")])


def _first_card_wild_four(players, count):
    """Seeds whose first turned card is a wild draw-four (put back, reshuffled, C-13)."""
    found = []
    seed = 0
    while len(found) < count:
        _, rng = below(seed, players)
        deck, _ = shuffle(rng, build_deck())
        if deck[7 * players].face == "W+4":
            found.append(seed)
        seed += 1
    return found


@pytest.mark.parametrize("lanes", [3, 30])
def test_a_wild_draw_four_turned_first_is_redealt_exactly(lanes):
    """Few lanes shuffle one by one, many at once in numpy: both give the scalar deals."""
    rules = chupate.Rules(players=3)
    seeds = _first_card_wild_four(3, lanes)
    b = batch.new_batch(rules, seeds)
    assert_same(np, b, [chupate.new_game(rules, seed) for seed in seeds])


def test_first_card_effects_match():
    rules = chupate.Rules(players=4)
    seeds = list(range(300))
    b = batch.new_batch(rules, seeds)
    assert_same(np, b, [chupate.new_game(rules, seed) for seed in seeds])
    phases = {b.state(i).phase.value for i in range(len(seeds))}
    assert {"play", "stacked", "color"} <= phases
    assert (b._a["direction"] == 1).any()  # a reverse turned first


_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


def _unshift(x, k):
    """Invert ``x ^ (x >> k)`` on 64 bits."""
    y = x
    for _ in range(64 // k + 1):
        y = x ^ (y >> k)
    return y & MASK64


def _state_giving(value):
    """The generator state whose next draw (`next_u64`) is ``value``: SplitMix64 undone."""
    z = _unshift(value, 31)
    z = (z * pow(_MIX2, -1, 2**64)) & MASK64
    z = _unshift(z, 27)
    z = (z * pow(_MIX1, -1, 2**64)) & MASK64
    z = _unshift(z, 30)
    return (z - _GAMMA) & MASK64


@pytest.mark.parametrize("lanes", [2, 40])
def test_a_rejected_draw_in_a_shuffle_is_drawn_again(lanes):
    """The vectorized shuffle assumes no draw is rejected; the rare rejected one is redone."""
    rejecting = _state_giving(MASK64)  # below(., 3) rejects 2**64 - 1
    assert next_u64(rejecting)[0] == MASK64
    rng = np.array([rejecting] + [17 * i + 1 for i in range(1, lanes)], dtype=np.uint64)
    lengths = np.array([3] + [(5 * i) % 40 for i in range(1, lanes)], dtype=np.int64)
    rows = np.tile(np.arange(108, dtype=np.int8), (lanes, 1))
    out, after = chupate_shuffle._shuffle(rng, rows, lengths)
    for i in range(lanes):
        items, state = shuffle(int(rng[i]), list(range(int(lengths[i]))))
        assert out[i, : lengths[i]].tolist() == list(items)
        assert out[i, lengths[i] :].tolist() == list(range(int(lengths[i]), 108))
        assert int(after[i]) == state


@pytest.mark.parametrize("lanes", [1, 3, 120])
def test_a_rejected_draw_in_a_reshuffle_is_drawn_again(lanes):
    """A lane whose reshuffle draws a value `below` rejects gets the scalar shuffle."""
    hands = [["R5", "G7", "B1"], ["Y3", "Y4"]]
    s = _position(hands, ["R9"], [], phase="play", current_player=0, color="R")
    size = len(s.discard) - 1  # the first draw of the reshuffle is below(., size)
    assert size & (size - 1)  # not a power of two: below rejects 2**64 - 1
    rejecting = _state_giving(MASK64)
    states = [attrs.evolve(s, rng=rejecting if i == 0 else 17 * i + 1) for i in range(lanes)]
    after = [state.play("draw") for state in states]
    # size - 1 draws and one drawn again
    assert after[0].rng == (rejecting + size * _GAMMA) & MASK64
    b = batch.from_states(states)
    assert_same(np, b.step(np.full(lanes, space(b.rules).id(chupate.parse_move("draw")))), after)


@pytest.mark.parametrize("target", [2**53 + 1, 2**64 - 1])
def test_huge_targets_score_and_observe_as_the_scalar_engine(target):
    """Targets past float and int64 precision: the next round is dealt, scores encode exactly."""
    rules = chupate.Rules(players=2, target=target)
    ids = space(rules)
    b = batch.new_batch(rules, [21, 22])
    scalars = [chupate.new_game(rules, seed) for seed in (21, 22)]
    while min(s.round for s in scalars) < 2:
        legal = [s.legal_moves() for s in scalars]
        moves = [options[0] if len(options) == 1 else options[-2] for options in legal]
        b = b.step(np.array([ids.id(move) for move in moves]))
        scalars = [s.play(move) for s, move in zip(scalars, moves, strict=True)]
    assert_same(np, b, scalars)
    assert max(max(s.scores) for s in scalars) > 0


def test_stamps_renumbered_in_a_long_round_keep_every_order():
    """A lane's stamp counter near its int16 end renumbers the stamps in the same order."""
    rules = chupate.Rules(players=3)
    b = batch.new_batch(rules, [4, 5, 6])
    scalars = [chupate.new_game(rules, seed) for seed in (4, 5, 6)]
    arrays = {name: value.copy() for name, value in b._a.items()}
    arrays["stamp"][0] += 29_990  # as if 29,990 cards had moved in lane 0's round
    arrays["clock"][0] += 29_990
    b = batch.ChupateBatch(rules, arrays)
    assert b.states() == tuple(scalars)
    ids = space(rules)
    renumbered = False
    for _ in range(60):
        if b.is_over.all():
            break
        actions = np.full(3, -1)
        for i, s in enumerate(scalars):
            if not s.is_over:
                move = s.legal_moves()[-1 if len(s.legal_moves()) < 3 else 0]
                actions[i] = ids.id(move)
                scalars[i] = s.play(move)
        b = b.step(actions)
        renumbered |= int(b._a["clock"][0]) < 1000
        assert_same(np, b, scalars)
    assert renumbered


# -- the k-th legal move ---------------------------------------------------------------


@pytest.mark.parametrize("rules", [RULES, chupate.Rules(players=2, target=60, allow_bluffs=False)])
def test_nth_legal_lists_each_lanes_legal_ids_in_order(rules):
    # every k below the count, every phase that comes up (the color names are ids 64-67)
    b = batch.new_batch(rules, list(range(24)))
    space_ = chupate.action_space(rules)
    phases = set()
    for step in range(150):
        counts = b.legal_count()
        mask = b.legal_mask()
        assert counts.tolist() == mask.sum(axis=1).tolist()
        for k in range(int(counts.max())):
            got = b.nth_legal(np.minimum(k, np.maximum(counts - 1, 0)))
            for lane in range(b.lanes):
                if b.is_over[lane]:
                    assert got[lane] == -1
                    continue
                ids = np.flatnonzero(mask[lane])
                assert got[lane] == ids[min(k, ids.size - 1)]
        lane = step % b.lanes
        if not b.is_over[lane]:
            phases.add(b.state(lane).phase)
            legal = b.state(lane).legal_moves()
            assert [space_[int(i)] for i in np.flatnonzero(mask[lane])] == list(legal)
        b = b.step(b.nth_legal((counts * 7 // 11) % np.maximum(counts, 1)))
    assert len(phases) >= 3


def test_nth_legal_refuses_a_k_past_the_legal_moves_and_bad_arrays():
    b = batch.new_batch(RULES, [1, 2, 3])
    counts = b.legal_count()
    with pytest.raises(RulesError, match=r"lane 1 has .* legal moves, so it has no move"):
        b.nth_legal(np.array([0, int(counts[1]), 0]))
    with pytest.raises(RulesError, match="lane 0"):
        b.nth_legal(np.array([-1, 0, 0]))
    for bad in (np.zeros(2, dtype=np.int64), np.zeros(3, dtype=np.float64), [True, False, True]):
        with pytest.raises(RulesError, match="nth_legal: k must be an int array"):
            b.nth_legal(bad)
    with pytest.raises(ValueError, match="read-only"):
        b.nth_legal(np.zeros(3, dtype=np.int64))[0] = 1


def test_a_batch_trusts_only_its_own_nth_legal_ids():
    b = batch.new_batch(RULES, [1, 2])
    picked = b.nth_legal(np.zeros(2, dtype=np.int64))
    after = b.step(picked)
    assert after.state(0) == b.state(0).play(b.state(0).legal_moves()[0])
    # the same ids on the next batch are checked: R6 is no longer legal in lane 0
    assert not after.legal_mask()[0, picked[0]]
    with pytest.raises(IllegalMoveError, match="lane 0: action id"):
        after.step(picked)
    # a copy of this batch's own ids (writable) is checked too
    bad = np.array(picked)
    bad[0] = int(np.flatnonzero(~b.legal_mask()[0])[0])
    with pytest.raises(IllegalMoveError, match="lane 0: action id"):
        b.step(bad)
    # with where=, lanes left out do not move even on trusted ids
    still = b.step(picked, where=np.array([True, False]))
    assert still.state(1) == b.state(1)
    assert still.state(0) == after.state(0)
