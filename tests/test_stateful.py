"""One hypothesis state machine per registered game: play, round-trip, check invariants."""

import json

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from tests.games import GAMES, Game
from tests.strategies import examples, seeds


def machine_for(game: Game) -> type[RuleBasedStateMachine]:
    class Match(RuleBasedStateMachine):
        @initialize(rules=game.rules, seed=seeds)
        def deal(self, rules, seed):
            self.state = game.new_game(rules, seed)
            self.rules = rules

        @precondition(lambda self: not self.state.is_over)
        @rule(pick=st.integers(0, 2**16))
        def play_one(self, pick):
            legal = self.state.legal_moves()
            self.state = self.state.play(legal[pick % len(legal)])

        @precondition(lambda self: not self.state.is_over)
        @rule(picks=st.lists(st.integers(0, 2**16), min_size=1, max_size=60))
        def play_many(self, picks):
            for pick in picks:
                if self.state.is_over:
                    break
                legal = self.state.legal_moves()
                self.state = self.state.play(legal[pick % len(legal)])

        @rule()
        def reload(self):
            again = game.from_dict(json.loads(json.dumps(self.state.to_dict())))
            assert again == self.state
            self.state = again

        @precondition(lambda self: self.state.is_over)
        @rule(seed=seeds)
        def new_match(self, seed):
            self.state = game.new_game(self.rules, seed)

        @invariant()
        def cards_are_conserved(self):
            assert game.card_census(self.state) == game.deck_census(self.rules)

        @invariant()
        def json_round_trip(self):
            again = game.from_dict(json.loads(json.dumps(self.state.to_dict())))
            assert again == self.state

        @invariant()
        def current_player_fits(self):
            seat = self.state.current_player
            assert (seat is None) == self.state.is_over
            assert seat is None or 0 <= seat < self.rules.players

        @invariant()
        def over_iff_no_legal_moves(self):
            assert self.state.is_over == (self.state.legal_moves() == ())

        @invariant()
        def winners_only_when_over(self):
            winners = self.state.winners
            if self.state.is_over:
                assert winners
                assert list(winners) == sorted(set(winners))
                assert set(winners) <= set(range(self.rules.players))
            else:
                assert winners == ()

    Match.__name__ = Match.__qualname__ = f"{game.name.capitalize()}Match"
    return Match


for _game in GAMES:
    _machine = machine_for(_game)
    _machine.TestCase.settings = settings(
        deadline=None, max_examples=examples(40), stateful_step_count=50
    )
    globals()[f"Test{_machine.__name__}"] = _machine.TestCase
