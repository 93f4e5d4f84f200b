"""What a view answers by itself: legal moves, top card, next player, pile totals; observers."""

from __future__ import annotations

import itertools

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import chupate, veneno
from cardrules.bots import Observer, RandomBot, playthrough
from tests.chupate import positions as cp
from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, seeds
from tests.veneno import positions as vp


@settings(max_examples=examples(25), deadline=None)
@given(data=st.data(), seed=seeds)
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_a_view_knows_the_legal_moves_of_its_seat_and_only_then(game, data, seed):
    rules = data.draw(game.rules)
    for state, _move in picked_steps(game, rules, seed, data.draw(move_picks(300))):
        legal = state.legal_moves()
        for seat in range(rules.players):
            shown = state.view(seat).legal_moves()
            if seat == state.current_player:
                assert shown == legal
                assert all(a is b for a, b in zip(shown, legal, strict=True))
            else:
                assert shown == ()


@settings(max_examples=examples(25), deadline=None)
@given(data=st.data(), seed=seeds)
def test_chupate_top_and_next_player(data, seed):
    game = GAMES[1]
    rules = data.draw(game.rules)
    for state, _move in picked_steps(game, rules, seed, data.draw(move_picks(300))):
        for seat in range(rules.players):
            view = state.view(seat)
            assert view.top is state.top is state.discard[-1]
            assert view.next_player == state.next_player
        if state.is_over:
            assert state.next_player is None
        else:
            assert state.next_player == (state.current_player + state.direction) % rules.players


@pytest.mark.parametrize(("direction", "expected"), [("ccw", 2), ("cw", 1)])
def test_C5_next_player_follows_the_direction(direction, expected):
    d = cp.pos([["R5"], ["B2"], ["G7"]], ["R3"], direction=direction)
    s = cp.state(d)
    assert s.next_player == expected
    assert s.view(1).next_player == expected


def test_V2_pile_totals():
    d = vp.pos([["1O"], ["2O"]], piles=[["3E", "10C"], [], ["12B", "4C"]])
    s = vp.state(d)
    assert s.pile_totals == (3 + 4, 0, 4 + 4) == tuple(s.pile_total(i) for i in range(3))
    assert s.view(1).pile_totals == s.pile_totals


def test_V11_pile_totals_with_the_reduced_deck_figures():
    d = vp.pos([["1O"], ["2O"]], rules={"reduced_deck": True}, piles=[["10C", "12O"], [], []])
    assert vp.state(d).pile_totals == (4, 0, 0)  # V-11: figures are worth 2


# -- observers -------------------------------------------------------------------------


@attrs.frozen
class Recorder:
    """A random bot that records every (seat, move) it is told of."""

    bot: RandomBot
    seen: tuple[tuple[int, object], ...] = ()

    def choose(self, view, legal_moves):
        move, bot = self.bot.choose(view, legal_moves)
        return move, attrs.evolve(self, bot=bot)

    def observe(self, seat, move):
        return attrs.evolve(self, seen=(*self.seen, (seat, move)))


@pytest.mark.parametrize("game", [chupate, veneno], ids=["chupate", "veneno"])
def test_an_observer_sees_exactly_the_moves_of_the_game(game):
    players = 3
    start = game.new_game(game.Rules(players=players), seed=11)
    bots = [Recorder(bot) for bot in RandomBot.for_seats(5, players)]
    # seat 1 does not observe: a plain bot keeps working beside observers
    bots[1] = RandomBot(rng=99)
    assert isinstance(bots[0], Observer)
    steps = list(playthrough(start, bots))
    history = tuple((step.seat, step.move) for step in steps)
    final = steps[-1].bots
    assert final[0].seen == final[2].seen == history
    assert not hasattr(final[1], "seen")
    for i, step in enumerate(steps):
        # after each move, every observer has seen every move so far, nothing more
        assert step.bots[0].seen == history[: i + 1]


def test_a_chupate_draw_is_observed_without_the_card():
    start = chupate.new_game(chupate.Rules(players=2), seed=2)
    # random play draws within a few moves; 200 moves of a round that can last thousands
    recorders = [Recorder(bot) for bot in RandomBot.for_seats(1, 2)]
    steps = list(itertools.islice(playthrough(start, recorders), 200))
    draws = [move for _seat, move in steps[-1].bots[0].seen if str(move) == "draw"]
    assert draws
    assert all(move is chupate.parse_move("draw") and move.card is None for move in draws)


def test_observers_do_not_change_the_game():
    start = veneno.new_game(veneno.Rules(players=4), seed=8)
    plain = [step.move for step in playthrough(start, RandomBot.for_seats(3, 4))]
    watched = [
        step.move
        for step in playthrough(start, [Recorder(bot) for bot in RandomBot.for_seats(3, 4)])
    ]
    assert plain == watched


def test_V10_veneno_phase_follows_the_match():
    s = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), seed=6)
    assert s.phase is veneno.Phase.PLAY == "play"
    assert s.view(0).phase is veneno.Phase.PLAY
    while not s.is_over:
        s = s.play(s.legal_moves()[0])
    assert s.phase is veneno.Phase.OVER
    assert s.view(1).phase == "over"
