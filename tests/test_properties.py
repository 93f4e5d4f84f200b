"""Properties every registered game must have, checked along playthroughs drawn by hypothesis.

Every move is a hypothesis draw (``tests.strategies.move_picks``), so a
failure shrinks to a short game: few moves, each the first legal one where
that still fails.
"""

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import IllegalMoveError
from tests.games import GAMES, picked_steps
from tests.strategies import PICK, examples, move_picks, move_seeds, seeds

LIMIT = 300
"""Most moves per playthrough: enough to cross a Veneno round end (40 or 48 moves) in most draws."""


def game_property(max_examples=40):
    """Run the test for every registered game, with hypothesis drawing its data."""

    def wrap(test):
        test = given(st.data())(settings(deadline=None, max_examples=examples(max_examples))(test))
        return pytest.mark.parametrize("game", GAMES, ids=str)(test)

    return wrap


def steps(data, game, limit=LIMIT):
    """A playthrough of drawn rules, seed and up to ``limit`` drawn moves (``picked_steps``)."""
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    picks = data.draw(move_picks(limit), label="picks")
    return picked_steps(game, rules, seed, picks)


def round_trip(game, state):
    return game.from_dict(json.loads(json.dumps(state.to_dict())))


@game_property()
def test_cards_are_conserved_at_every_step(game, data):
    for state, _ in steps(data, game):
        assert game.card_census(state) == game.deck_census(state.rules)


@game_property()
def test_play_never_changes_the_state_it_is_called_on(game, data):
    for state, move in steps(data, game):
        if move is None:
            break
        before, digest, legal = state.to_dict(), hash(state), state.legal_moves()
        twin = game.from_dict(before)
        after = state.play(move)
        assert after != state
        assert state.to_dict() == before
        assert hash(state) == digest
        assert state == twin
        assert state.legal_moves() == legal


@game_property()
def test_every_legal_move_applies_and_others_are_illegal(game, data):
    for state, _ in steps(data, game, limit=120):
        before = state.to_dict()
        legal = state.legal_moves()
        for move in legal:
            assert type(state.play(move)) is type(state)
        illegal = sorted(set(game.all_moves(state.rules)) - set(legal), key=str)
        some = st.lists(PICK, min_size=4, max_size=4).map(
            lambda picks, illegal=illegal: {illegal[pick % len(illegal)] for pick in picks}
        )
        for move in sorted(data.draw(some, label="illegal"), key=str):
            for given_as in (move, str(move)):
                with pytest.raises(IllegalMoveError):
                    state.play(given_as)
        assert state.to_dict() == before


@game_property()
def test_json_round_trip_at_every_step(game, data):
    for state, _ in steps(data, game):
        again = round_trip(game, state)
        assert again == state
        assert hash(again) == hash(state)
        assert again.to_dict() == state.to_dict()


def random_finish(game, state, move_seed, limit):
    """``state`` after random moves from ``random.Random(move_seed)``, ``limit`` at most."""
    rnd = random.Random(move_seed)
    for _ in range(limit):
        if state.is_over:
            break
        state = state.play(rnd.choice(state.legal_moves()))
    return state


@game_property(max_examples=15)
def test_a_match_always_ends(game, data):
    # The opening moves are drawn by hypothesis; the rest of the match (up to
    # thousands of Chúpate 2 moves, more than hypothesis draws per example) is
    # random play from a drawn seed. Repeating the drawn picks would not do:
    # some fixed patterns never end a Chúpate 2 round (drawing is always legal).
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    *_, (opened, _) = picked_steps(game, rules, seed, data.draw(move_picks(LIMIT), label="picks"))
    final = random_finish(
        game, opened, data.draw(move_seeds, label="move_seed"), game.move_bound(rules)
    )
    assert final.is_over
    assert final.current_player is None
    assert final.legal_moves() == ()
    assert final.winners
    assert list(final.winners) == sorted(set(final.winners))
    assert set(final.winners) <= set(range(rules.players))


@game_property()
def test_replaying_seed_and_moves_gives_equal_states(game, data):
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    recorded = list(picked_steps(game, rules, seed, data.draw(move_picks(LIMIT), label="picks")))
    state = game.new_game(rules, seed)
    for expected, move in recorded:
        assert state == expected
        if move is not None:
            state = state.play(str(move))


def keys_anywhere(value):
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from keys_anywhere(item)
    elif isinstance(value, list):
        for item in value:
            yield from keys_anywhere(item)


def cards_anywhere(game, value):
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return sum((cards_anywhere(game, item) for item in value), Counter())
    if isinstance(value, str):
        try:
            return Counter([str(game.module.parse_card(value))])
        except ValueError:
            return Counter()
    return Counter()


@game_property()
def test_a_view_shows_nothing_hidden(game, data):
    rnd = random.Random(data.draw(move_seeds, label="rehide_seed"))
    for state, _ in steps(data, game, limit=150):
        d = state.to_dict()
        seat = data.draw(st.integers(0, state.rules.players - 1), label="seat")
        view = state.view(seat)
        other = game.from_dict(game.rehide(d, seat, rnd))
        assert other.view(seat) == view
        shown = view.to_dict()
        assert json.loads(json.dumps(shown)) == shown
        assert not {"seed", "rng", "stock"} & set(keys_anywhere(shown))
        public = game.card_census(state) - Counter(game.hidden_from(d, seat))
        assert cards_anywhere(game, game.view_cards(shown)) == public


@game_property()
def test_legal_moves_are_distinct_and_stable(game, data):
    for state, _ in steps(data, game):
        legal = state.legal_moves()
        assert isinstance(legal, tuple)
        assert len(set(legal)) == len(legal)
        assert state.legal_moves() == legal
        assert game.from_dict(state.to_dict()).legal_moves() == legal
        assert bool(legal) != state.is_over
