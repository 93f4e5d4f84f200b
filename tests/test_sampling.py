"""Sampling the hidden cards from a view: valid, view-preserving, blind to the truth."""

import random
from collections import Counter

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, veneno
from cardrules._sampling import Constraint, below_big, deal
from tests.games import CHUPATE, GAMES, random_steps
from tests.strategies import examples, move_seeds, seeds

LIMIT = 400


def interesting_states(game, rules, seed, move_seed, keep=6):
    """States along a random playthrough: C-12 phases first, then some others."""
    picked, others = [], []
    for state, _move in random_steps(game, rules, seed, move_seed, LIMIT):
        special = getattr(state, "phase", None) == "wild4" or getattr(state, "last_challenge", None)
        (picked if special else others).append(state)
    rnd = random.Random(move_seed)
    return picked[:keep] + rnd.sample(others, min(keep, len(others)))


def game_property(max_examples=25):
    def wrap(test):
        test = given(st.data())(settings(deadline=None, max_examples=examples(max_examples))(test))
        return pytest.mark.parametrize("game", GAMES, ids=str)(test)

    return wrap


def draw_states(data, game):
    rules = data.draw(game.rules, label="rules")
    return interesting_states(
        game, rules, data.draw(seeds, label="seed"), data.draw(move_seeds, label="moves")
    )


@game_property()
def test_a_sample_shows_the_seat_exactly_its_view(game, data):
    sample_seed = data.draw(seeds, label="sample_seed")
    for state in draw_states(data, game):
        for seat in range(state.rules.players):
            view = state.view(seat)
            sample = view.sample_state(sample_seed)
            assert sample.view(seat) == view
            assert game.card_census(sample) == game.card_census(state)
            assert game.from_dict(sample.to_dict()) == sample  # a valid position
            assert sample.seed == sample_seed
            assert sorted(map(str, view.unseen_cards())) == sorted(
                game.hidden_from(sample.to_dict(), seat)
                if not sample.is_over or game is not CHUPATE
                else sample.to_dict()["stock"]
            )
            if seat == state.current_player:
                assert sample.legal_moves() == state.legal_moves()
                after = sample.play(sample.legal_moves()[-1])  # it plays on
                assert after == sample.play(sample.legal_moves()[-1])


@game_property()
def test_a_sample_depends_on_the_view_alone(game, data):
    """Two states with the same view give the same sample: the truth never leaks."""
    rnd = random.Random(data.draw(move_seeds, label="rehide"))
    sample_seed = data.draw(seeds, label="sample_seed")
    for state in draw_states(data, game):
        seat = rnd.randrange(state.rules.players)
        other = game.from_dict(game.rehide(state.to_dict(), seat, rnd))
        assert other.view(seat) == state.view(seat)
        assert other.view(seat).sample_state(sample_seed) == state.view(seat).sample_state(
            sample_seed
        )


@game_property(max_examples=10)
def test_samples_differ_with_the_seed(game, data):
    for state in draw_states(data, game):
        view = state.view(0)
        hidden = len(view.unseen_cards())
        deals = set()
        for seed in range(8):
            sample = view.sample_state(seed)
            deals.add((sample.hands, sample.stock))
        if len(set(view.unseen_cards())) <= 1:
            assert len(deals) == 1
        if hidden >= 10:
            assert len(deals) == 8


def chupate_sampling_cases(test):
    """Chúpate 2 rules with and without bluffs, a game, its moves and a sample's seed."""
    cases = given(
        rules=st.builds(
            chupate.Rules, players=st.sampled_from([2, 3, 4, 6]), allow_bluffs=st.booleans()
        ),
        seed=seeds,
        move_seed=move_seeds,
        sample_seed=seeds,
    )
    return cases(settings(deadline=None, max_examples=examples(40))(test))


def _challenge_color(state):
    return state.discard[-2].color if len(state.discard) >= 2 else None


@chupate_sampling_cases
def test_C12_samples_honour_what_a_challenge_or_a_strict_W4_reveals(
    rules, seed, move_seed, sample_seed
):
    for state in interesting_states(CHUPATE, rules, seed, move_seed, keep=10):
        last = state.last_challenge
        for seat in range(rules.players):
            sample = state.view(seat).sample_state(sample_seed)
            if state.phase == "wild4" and not rules.allow_bluffs:
                challenged = (state.current_player - state.direction) % rules.players
                held = {card.color for card in sample.hands[challenged]}
                assert state.challenge_color not in held
            color = _challenge_color(state)
            if last is not None and color is not None:
                hand = sample.hands[last.challenged]
                if last.bluff:
                    assert any(card.color is color for card in hand[:-4])
                else:
                    assert all(card.color is not color for card in hand)


@pytest.mark.parametrize("seed", [-1, 2**64, 1.5, True, "1"])
def test_a_bad_sample_seed_is_a_rules_error(seed):
    for game in (chupate, veneno):
        view = game.new_game(game.Rules(players=3), seed=1).view(0)
        with pytest.raises(RulesError, match="seed"):
            view.sample_state(seed)


def test_unseen_cards_are_in_deck_order_with_repeats():
    state = chupate.new_game(chupate.Rules(players=4), seed=11)
    view = state.view(2)
    unseen = view.unseen_cards()
    assert list(unseen) == sorted(unseen, key=lambda card: card.index)
    expected = Counter(chupate.build_deck())
    expected.subtract(Counter(view.hand) + Counter(view.discard))
    assert Counter(unseen) == +expected
    assert max(Counter(unseen).values()) == 4  # W and W+4 come four times


def test_a_view_that_shows_a_card_too_often_is_a_rules_error():
    view = veneno.new_game(veneno.Rules(players=3), seed=2).view(0)
    card = view.hand[0]
    forged = attrs.evolve(view, hand=(card,) * 2)
    with pytest.raises(RulesError, match=f"shows {card} more often"):
        forged.unseen_cards()


def test_a_view_whose_sizes_do_not_add_up_is_a_rules_error():
    view = chupate.new_game(chupate.Rules(players=3), seed=2).view(0)
    forged = attrs.evolve(view, stock_size=view.stock_size + 1)
    with pytest.raises(RulesError, match="do not add up"):
        forged.sample_state(1)


def test_a_constraint_no_deal_meets_is_a_rules_error():
    cards = chupate.build_deck()[:5]
    impossible = Constraint(3, lambda card: True, lambda count: count == 0, "all marked")
    with pytest.raises(RulesError, match=r"no deal .*\(all marked\)"):
        deal(1, cards, impossible)


@pytest.mark.parametrize("n", [1, 3, 2**64 - 1, 2**64, 2**64 + 1, 10**30])
def test_below_big_stays_below_its_bound(n):
    state = 5
    for _ in range(50):
        value, state = below_big(state, n)
        assert 0 <= value < n


@chupate_sampling_cases
def test_C12_sampling_without_bluffs_never_gives_a_W4_player_the_challenge_color(
    rules, seed, move_seed, sample_seed
):
    for state in interesting_states(CHUPATE, rules, seed, move_seed, keep=10):
        for seat in range(rules.players):
            view = state.view(seat)
            sample = chupate.sample_without_bluffs(view, sample_seed)
            assert sample.view(seat) == view
            assert CHUPATE.card_census(sample) == CHUPATE.card_census(state)
            assert sample == chupate.sample_without_bluffs(view, sample_seed)
            if state.phase != "wild4" or not rules.allow_bluffs:
                assert sample == view.sample_state(sample_seed)  # nothing more to believe
                continue
            player = (state.current_player - state.direction) % rules.players
            color = state.challenge_color
            truth_fits = all(card.color is not color for card in state.hands[player])
            if player != seat and truth_fits:  # the belief is possible: the sample holds it
                held = {card.color for card in sample.hands[player]}
                assert state.challenge_color not in held


def test_C12_a_belief_no_deal_meets_falls_back_to_the_plain_sample():
    # seat 1 bluffed: every unseen card is red, and it holds two of them
    base = {
        "game": "chupate2", "version": 1, "seed": 1, "rules": {"players": 2},
        "current_player": 0, "phase": "wild4", "owed": 4, "color": "G",
        "challenge_color": "R", "hands": [["B1"], ["R2", "R3"]],
        "discard": ["R5", "W+4"],
    }  # fmt: skip
    rest = Counter(str(card) for card in chupate.build_deck())
    rest.subtract(["B1", "R2", "R3", "R5", "W+4", "R7"])
    discard = sorted(rest.elements()) + base["discard"]
    view = chupate.State.from_dict({**base, "discard": discard, "stock": ["R7"]}).view(0)
    assert {card.color for card in view.unseen_cards()} == {chupate.Color.RED}
    assert chupate.sample_without_bluffs(view, 3) == view.sample_state(3)


def test_a_belief_sample_is_asked_of_a_chupate_view_only():
    state = chupate.new_game(chupate.Rules(players=2), seed=1)
    wrong = (state, veneno.new_game(veneno.Rules(players=2), 1).view(0), "view")
    for value in wrong:
        with pytest.raises(
            RulesError, match=r"sample_without_bluffs needs a cardrules\.chupate\.view\.View"
        ):
            chupate.sample_without_bluffs(value, 1)
    with pytest.raises(RulesError, match="seed"):
        chupate.sample_without_bluffs(state.view(0), -1)
