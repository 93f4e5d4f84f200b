"""The policy belief: sound weights, consistent worlds, public only, and it learns from choices."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot, RandomBot, VenenoGreedyBot
from cardrules.bots.inference import RATIONALITY, PolicyBelief, greedy_policy
from cardrules.bots.pimc import PIMCBot
from cardrules.cards.spanish import Suit
from cardrules.chupate.greedy import opponent_policy as chupate_policy
from cardrules.games import game_of
from cardrules.veneno.greedy import opponent_policy as veneno_policy

GAMES = [chupate, veneno]


def uniform_policy(_view, legal):
    """Every legal move alike: a model that says nothing."""
    return (1.0 / len(legal),) * len(legal)


def greedy_turns(module, seed: int, players: int, turns: int, size: int = 16, **belief):
    """A greedy game: seat 0's belief updated at each of its turns; yields (state, belief)."""
    state = module.new_game(module.Rules(players=players), seed=seed)
    greedy = game_of(state).greedy_bot()
    tracked = PolicyBelief(size=size, seed=seed, **belief)
    done = 0
    while not state.is_over and done < turns:
        seat = state.current_player
        if seat == 0:
            tracked = tracked.update(state.view(0))
            yield state, tracked
            done += 1
        move, _ = greedy.choose(state.view(seat), state.legal_moves())
        state = state.play(move)
        tracked = tracked.observe(seat, move)


@pytest.mark.parametrize("module", GAMES)
@settings(max_examples=6)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 4]))
def test_weights_are_a_distribution_and_worlds_fit_the_view(module, seed, players) -> None:
    for state, belief in greedy_turns(module, seed, players, turns=6):
        view = state.view(0)
        weights = belief.weights()
        assert len(weights) == len(belief.worlds) == belief.size
        assert all(w >= 0 for w in weights)
        assert math.isclose(sum(weights), 1.0)
        assert all(world.view(0) == view for world in belief.worlds)
        assert belief.draw(seed).view(0) == view
        for other in range(1, players):
            posterior = belief.rationality(other)
            assert math.isclose(sum(posterior), 1.0)
            assert len(posterior) == len(RATIONALITY)


@pytest.mark.parametrize("module", GAMES)
@settings(max_examples=5)
@given(seed=st.integers(0, 2**32), redeal=st.integers(0, 2**32))
def test_hidden_cards_do_not_change_the_belief(module, seed, redeal) -> None:
    """Two true positions with the same view and moves give the same belief (same seed)."""
    *_, (state, belief) = greedy_turns(module, seed, 3, turns=4)
    other = state.view(0).sample_state(redeal)  # the hidden cards dealt anew
    assert other.view(0) == state.view(0)
    pending = belief.observe(state.current_player, state.legal_moves()[0])
    for true in (state, other):
        after = true.play(true.legal_moves()[0])
        if after.is_over or after.view(0) != state.play(state.legal_moves()[0]).view(0):
            return  # the move showed something the two deals disagree on
    first = pending.update(state.play(state.legal_moves()[0]).view(0))
    second = pending.update(other.play(other.legal_moves()[0]).view(0))
    assert first.weights() == second.weights()
    assert [w.to_dict() for w in first.worlds] == [w.to_dict() for w in second.worlds]
    assert first.draw(7).to_dict() == second.draw(7).to_dict()


def _share(belief: PolicyBelief, seat: int, color) -> float:
    """The weighted share of ``color`` in ``seat``'s hand over the belief's worlds."""
    return sum(
        weight * sum(card.color is color for card in world.hands[seat]) / len(world.hands[seat])
        for weight, world in zip(belief.weights(), belief.worlds, strict=True)
    )


def _yellow_shares(seed: int) -> list[tuple[float, float]]:
    """An opponent with no yellow, facing yellow again and again: it draws (and passes)."""
    state = chupate.State.from_dict(
        {
            "game": "chupate2",
            "version": 1,
            "rules": {"players": 2},
            "seed": 1,
            "current_player": 0,
            "hands": [
                ["Y1", "Y2", "Y3", "Y4", "Y6", "Y7", "Y1"],
                ["B8", "B9", "G8", "G9", "R8", "R9", "G0"],
            ],
            "discard": ["Y5"],
            "color": "Y",
        }
    )
    yellow = state.hands[0][0].color
    informed = PolicyBelief(size=64, seed=seed)
    blind = PolicyBelief(size=64, seed=seed, policy=uniform_policy)
    greedy = ChupateGreedyBot()
    shares = []
    while len(shares) < 6:
        seat = state.current_player
        if seat == 0:
            view = state.view(0)
            informed, blind = informed.update(view), blind.update(view)
            shares.append((_share(informed, 1, yellow), _share(blind, 1, yellow)))
        move, _ = greedy.choose(state.view(seat), state.legal_moves())
        state = state.play(move)
        informed, blind = informed.observe(seat, move), blind.observe(seat, move)
    assert not any(card.color is yellow for card in state.hands[1])  # the truth: none
    return shares


def test_the_posterior_moves_toward_a_hand_that_keeps_avoiding_a_color() -> None:
    """The greedy model plays a card whenever it can: drawing on yellow says "no yellow"."""
    gains, firsts, lasts = [], [], []
    for seed in range(6):
        shares = _yellow_shares(seed)
        first = shares[0]
        assert math.isclose(first[0], first[1])  # nothing seen yet: the same worlds
        assert shares[-1][0] < first[0]
        firsts.append(first[0])
        lasts += [informed for informed, _ in shares[-3:]]
        gains += [blind - informed for informed, blind in shares[1:]]
    # toward the true hand, which holds no yellow
    assert sum(lasts) / len(lasts) < sum(firsts) / len(firsts) / 2, (firsts, lasts)
    # the blind belief (every move alike) only learns what the moves show
    assert sum(gains) / len(gains) > 0.015, gains


def _high_share(belief: PolicyBelief, seat: int) -> float:
    """The weighted share of non-copa cards worth 5 or more in ``seat``'s hand (Veneno)."""
    rules = belief.worlds[0].rules
    return sum(
        weight
        * sum(rules.value(card) >= 5 and card.suit is not Suit.COPAS for card in world.hands[seat])
        / len(world.hands[seat])
        for weight, world in zip(belief.weights(), belief.worlds, strict=True)
    )


def _veneno_high_shares(seed: int, size: int = 64, moves: int = 0) -> list[tuple[float, float]]:
    """A Veneno opponent holding and drawing only low cards: it dumps no high card it could."""
    state = veneno.State.from_dict(
        {
            "game": "veneno",
            "version": 1,
            "rules": {"players": 2},
            "seed": 1,
            "current_player": 0,
            "hands": [["9O", "8E", "9B", "12O"], ["1O", "2E", "3B"]],
            "piles": [[], [], []],
            # seat 1 draws the even places (low cards), seat 0 the odd ones
            "stock": [
                *("1E", "7B", "2B", "11E", "3O", "10B", "2O", "8O", "1B", "9E", "3E", "12E"),
                *("7O", "7E", "8B", "9C", "4O", "5E", "6B", "1C", "2C", "5O", "6E", "4B"),
                *("5B", "6O", "4E", "10O", "11O", "10E", "11B", "12B", "3C", "4C", "5C"),
                *("6C", "7C", "8C", "10C", "11C", "12C"),
            ],
        }
    )
    informed = PolicyBelief(size=size, seed=seed, moves=moves)
    blind = PolicyBelief(size=size, seed=seed, policy=uniform_policy)
    greedy = VenenoGreedyBot()
    shares = []
    while len(shares) < 5:
        seat = state.current_player
        if seat == 0:
            view = state.view(0)
            informed, blind = informed.update(view), blind.update(view)
            shares.append((_high_share(informed, 1), _high_share(blind, 1)))
        move, _ = greedy.choose(state.view(seat), state.legal_moves())
        state = state.play(move)
        informed, blind = informed.observe(seat, move), blind.observe(seat, move)
    assert not any(  # the truth: no high card but copas
        state.rules.value(card) >= 5 and card.suit is not Suit.COPAS for card in state.hands[1]
    )
    return shares


def test_the_veneno_posterior_moves_toward_a_hand_that_plays_only_low_cards() -> None:
    """The greedy model dumps its highest safe card: low plays say "no high card" (V-2, V-7)."""
    firsts, lasts = [], []
    for seed in range(4):
        shares = _veneno_high_shares(seed)
        first = shares[0]
        assert math.isclose(first[0], first[1])  # nothing seen yet: the same worlds
        assert shares[-1][0] < first[0], shares  # toward the true hand's 0
        assert all(informed < blind for informed, blind in shares[2:]), shares
        firsts.append(first[0])
        lasts.append(shares[-1][0])
    assert sum(lasts) < 0.6 * sum(firsts), (firsts, lasts)


def test_rejuvenation_moves_the_posterior_further_toward_the_true_hand() -> None:
    """A few particles, each swap kept by the likelihood ratio: fewer high cards than without."""
    still, moved = [], []
    for seed in range(6):
        still.append(_veneno_high_shares(seed, size=8)[-1][0])
        moved.append(_veneno_high_shares(seed, size=8, moves=16)[-1][0])
    assert sum(moved) < 0.7 * sum(still), (still, moved)


def test_an_opponent_unlike_the_model_flattens_its_weights() -> None:
    """A random opponent: its rationality drifts to 'the model says nothing' (e = 1)."""
    state = chupate.new_game(chupate.Rules(players=2), seed=11)
    belief = PolicyBelief(size=32, seed=1)
    mine, theirs = ChupateGreedyBot(), RandomBot(rng=4)
    turns = 0
    while not state.is_over and turns < 25:
        seat = state.current_player
        if seat == 0:
            belief = belief.update(state.view(0))
            turns += 1
            move, _ = mine.choose(state.view(0), state.legal_moves())
        else:
            move, theirs = theirs.choose(state.view(seat), state.legal_moves())
        state = state.play(move)
        belief = belief.observe(seat, move)
    posterior = belief.rationality(1)
    assert posterior[-1] > 0.5, posterior


class _Without:
    """A sampler of worlds where ``seat`` holds no card of ``color``, which admits only those."""

    def __init__(self, seat: int, color) -> None:
        self.seat, self.color = seat, color

    def admits(self, state) -> bool:
        return all(card.color is not self.color for card in state.hands[self.seat])

    def __call__(self, view, seed: int):
        for attempt in range(10_000):
            world = view.sample_state(seed + attempt)
            if self.admits(world):
                return world
        raise AssertionError("no world without that color")


def test_carried_worlds_obey_what_the_sampler_admits_now() -> None:
    """Worlds drawn under one sampler and carried on are dropped if the next one rules them out."""
    red, blue = chupate.Color.RED, chupate.Color.BLUE
    found = {red: 0, blue: 0}
    ((state, belief),) = greedy_turns(chupate, 3, 3, turns=1, size=24, sampler=_Without(1, red))
    for world in belief.worlds:
        found[blue] += sum(card.color is blue for card in world.hands[1])
    assert found[blue] > 0  # the first sampler's worlds give seat 1 blue cards
    greedy = ChupateGreedyBot()
    while True:  # on to seat 0's next turn
        move, _ = greedy.choose(state.view(state.current_player), state.legal_moves())
        belief = belief.observe(state.current_player, move)
        state = state.play(move)
        if state.current_player == 0:
            break
    after = belief.update(state.view(0), sampler=_Without(1, blue))
    for world in after.worlds:
        found[red] += sum(card.color is red for card in world.hands[1])
        assert all(card.color is not blue for card in world.hands[1])
    assert found[red] > 0  # new worlds from the second sampler


@pytest.mark.parametrize(("module", "policy"), [(chupate, chupate_policy), (veneno, veneno_policy)])
@settings(max_examples=8)
@given(seed=st.integers(0, 2**32))
def test_the_games_policies_favor_the_greedy_move(module, policy, seed) -> None:
    state = module.new_game(module.Rules(players=3), seed=seed)
    greedy = game_of(state).greedy_bot()
    for _ in range(12):
        if state.is_over:
            break
        view, legal = state.view(state.current_player), state.legal_moves()
        chances = policy(view, legal)
        move, _ = greedy.choose(view, legal)
        assert math.isclose(sum(chances), 1.0)
        assert min(chances) > 0
        assert chances[legal.index(move)] == max(chances)
        assert greedy_policy(game_of(state))(view, legal)[legal.index(move)] == 1.0
        state = state.play(move)


def test_pimc_with_the_belief_is_reproducible_and_plays_legal_moves() -> None:
    state = chupate.new_game(chupate.Rules(players=3), seed=5)
    bot = PIMCBot(seed=1, simulations=32, belief=PolicyBelief(size=8))
    greedy = ChupateGreedyBot()
    for _ in range(20):
        if state.is_over:
            break
        seat = state.current_player
        view, legal = state.view(seat), state.legal_moves()
        if seat == 0:
            move, after = bot.choose(view, legal)
            assert move in legal
            assert bot.choose(view, legal)[0] == move  # a pure value: the same move again
            bot = after
        else:
            move, _ = greedy.choose(view, legal)
        state = state.play(move)
        bot = bot.observe(seat, move)
    assert bot.tracked is not None
    assert bot.tracked.pending  # the moves since its last turn, waiting for the next


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"size": 0}, "size"),
        ({"size": True}, "size"),
        ({"fresh": 2}, "fresh"),
        ({"seed": -1}, "seed"),
        ({"policy": 3}, "policy"),
        ({"sampler": "x"}, "sampler"),
        ({"moves": -1}, "moves"),
        ({"moves": 1.5}, "moves"),
    ],
)
def test_junk_settings_raise_rules_error(kwargs, message) -> None:
    with pytest.raises(RulesError, match=message):
        PolicyBelief(**kwargs)


def test_junk_uses_raise_rules_error() -> None:
    state = veneno.new_game(veneno.Rules(players=3), seed=1)
    with pytest.raises(RulesError, match="update"):
        PolicyBelief().draw(1)
    with pytest.raises(RulesError, match="seen"):
        PolicyBelief().update(state.view(0), [("a", "b", "c")])
    with pytest.raises(RulesError, match="seen"):
        PolicyBelief().observe("north", state.legal_moves()[0])
    with pytest.raises(RulesError):
        PolicyBelief().update("not a view")
    with pytest.raises(RulesError, match="belief"):
        PIMCBot(belief="yes")
    with pytest.raises(RulesError, match="opponent_policy"):
        attrs_evolve_spec(state, opponent_policy=5)


def attrs_evolve_spec(state, **changes):
    import attrs  # noqa: PLC0415

    return attrs.evolve(game_of(state), **changes)
