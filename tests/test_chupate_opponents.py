"""The Chúpate 2 opponent model: sound against the greedy bot, consistent samples, public only."""

from __future__ import annotations

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.bots import ChupateGreedyBot, VenenoGreedyBot, playthrough
from cardrules.bots.pimc import PIMCBot
from cardrules.chupate.evaluation import chupate_candidates
from cardrules.chupate.opponents import Belief, Lacks, read_opponents
from cardrules.games import game_of

GREEDY = ChupateGreedyBot()


def _strength(lacks: Lacks) -> int:
    return len(lacks.colors) * 25 + len(lacks.faces) * 8 + len(lacks.wilds) * 4


def obeys(slots: tuple[Lacks, ...], hand: tuple[chupate.Card, ...]) -> bool:
    """Whether distinct cards of ``hand`` can stand for every slot (most constrained first)."""
    free = list(hand)
    for slot in sorted(slots, key=lambda s: -_strength(s)):
        for index, card in enumerate(free):
            if slot.allows(card):
                del free[index]
                break
        else:
            return False
    return True


def greedy_positions(seed: int, players: int = 4, **rules: object):
    """Every position of a greedy game with the moves seen before it."""
    state = chupate.new_game(chupate.Rules(players=players, **rules), seed=seed)
    seen: list[tuple[int, chupate.Move]] = []
    while not state.is_over:
        yield state, tuple(seen)
        seat = state.current_player
        move, _ = GREEDY.choose(state.view(seat), state.legal_moves())
        state = state.play(move)
        seen.append((seat, move))


@pytest.mark.parametrize(("players", "rules"), [(4, {}), (2, {}), (4, {"target": 150})])
def test_greedy_hands_obey_the_belief_and_samples_obey_it_too(players, rules) -> None:
    constrained = 0
    for seed in range(4):
        for state, seen in greedy_positions(seed, players, **rules):
            seat = state.current_player
            view = state.view(seat)
            belief = read_opponents(view, seen)
            world = belief.sample(view, seed)
            assert world.view(seat) == view
            for other in range(players):
                if other == seat:
                    assert belief.slots[other] == ()
                    continue
                constrained += len(belief.slots[other])
                assert obeys(belief.slots[other], state.hands[other]), (seed, other, seen[-4:])
                assert obeys(belief.slots[other], world.hands[other])
    assert constrained > 100  # the model does say something


def after(moves: list[str], hands: list[list[str]], discard: list[str], color: str):
    """A 3-seat position after ``moves`` from seat 0, counter-clockwise (seat 0, 2, 1)."""
    rest = [str(card) for card in chupate.build_deck()]
    for card in ["B8", "B9", *discard, *(card for hand in hands for card in hand)]:
        rest.remove(card)
    state = chupate.State.from_dict(
        {
            "game": "chupate2",
            "version": 1,
            "rules": {"players": 3},
            "seed": 5,
            "current_player": 0,
            "hands": hands,
            "discard": discard,
            "color": color,
            "stock": ["B8", "B9", *rest],  # B8 is drawn first, then B9
        }
    )
    seen = []
    for text in moves:
        seat = state.current_player
        move = chupate.parse_move(text)
        state = state.play(move)
        seen.append((seat, move))
    return state, tuple(seen)


def test_a_draw_and_a_pass_say_the_hand_has_nothing_to_play() -> None:
    hands = [["R7", "B7", "G1"], ["Y1", "Y2", "Y3"], ["G3", "B2", "Y9", "G2"]]
    # Seat 0 plays R7; seat 2 (next, counter-clockwise) draws B8 and passes; seat 1 is to play.
    state, seen = after(["R7", "draw", "pass"], hands, ["R1"], "R")
    assert state.current_player == 1
    belief = read_opponents(state.view(1), seen)
    lacks = Lacks(frozenset({chupate.Color.RED}), frozenset({"7"}), frozenset({"W", "W+4"}))
    assert belief.slots[2] == (lacks,) * 5  # the four cards it held and the one drawn
    assert belief.slots[0] == ()
    for seed in range(30):
        world = belief.sample(state.view(1), seed)
        assert world.view(1) == state.view(1)
        assert all(lacks.allows(card) for card in world.hands[2])
        assert belief.admits(world)
    # The uniform sampler gives that hand a red card, a 7 or a wild now and then.
    uniform = [state.view(1).sample_state(seed) for seed in range(30)]
    assert any(not lacks.allows(card) for world in uniform for card in world.hands[2])
    assert belief.admits(state)
    assert [belief.admits(world) for world in uniform] == [
        all(lacks.allows(card) for card in world.hands[2]) for world in uniform
    ]
    with pytest.raises(RulesError, match=r"Belief\.admits"):
        belief.admits(state.view(1))


def test_a_card_played_after_a_draw_is_the_card_drawn() -> None:
    hands = [["R7", "B7", "G1"], ["Y1", "Y2", "Y3"], ["G3", "B2", "Y9", "G2"]]
    # Seat 0 plays B7; seat 2 draws B8 and plays it: its other four cards had nothing to play.
    state, seen = after(["B7", "draw", "B8"], hands, ["R7"], "R")
    belief = read_opponents(state.view(0), seen)
    lacks = Lacks(frozenset({chupate.Color.BLUE}), frozenset({"7"}), frozenset({"W", "W+4"}))
    assert belief.slots[2] == (lacks,) * 4


def test_a_move_the_belief_forbids_drops_it() -> None:
    # Seat 2 draws on G1 though it holds G3 (C-7 allows it), passes, and later plays G3.
    hands = [["G1", "G4", "R5", "B6"], ["Y1", "G7", "Y3", "G9"], ["G3", "G2", "B2", "Y8"]]
    state, seen = after(["G1", "draw", "pass", "G7"], hands, ["G5"], "G")
    assert any(slot.colors for slot in read_opponents(state.view(0), seen).slots[2])
    state, seen = after(["G1", "draw", "pass", "G7", "G4", "G3"], hands, ["G5"], "G")
    belief = read_opponents(state.view(0), seen)
    assert not any(slot.colors for slot in belief.slots[2])
    assert obeys(belief.slots[2], state.hands[2])


def test_the_belief_reads_only_the_view_and_the_moves() -> None:
    for state, seen in greedy_positions(3):
        if len(seen) < 20:
            continue
        seat = state.current_player
        view = state.view(seat)
        other = view.sample_state(77)  # the hidden cards dealt again
        assert other != state
        assert other.view(seat) == view
        assert read_opponents(other.view(seat), seen) == read_opponents(view, seen)
        belief = read_opponents(view, seen)
        assert belief.sample(view, 4) == belief.sample(other.view(seat), 4)
        break


def test_pimc_observes_moves_and_chooses_from_public_information_only() -> None:
    state = chupate.new_game(chupate.Rules(players=4), seed=8)
    bots = [PIMCBot(simulations=16, seed=1, engine="scalar"), GREEDY, GREEDY, GREEDY]
    steps = 0
    for step in playthrough(state, bots):
        steps += 1
        if steps >= 25 and step.after.current_player == 0 and len(step.after.legal_moves()) > 1:
            break
    bot = step.bots[0]
    assert isinstance(bot, PIMCBot)
    assert len(bot.seen) == steps
    assert bot.seen[-1] == (step.seat, step.move)
    position = step.after
    view = position.view(0)
    redealt = view.sample_state(5)
    assert redealt != position
    assert bot.choose(view, position.legal_moves()) == bot.choose(
        redealt.view(0), redealt.legal_moves()
    )
    # The model is the game's default, and the bot's generator does not depend on what it saw.
    assert PIMCBot().settings(game_of(view))["opponent_model"] is read_opponents
    blank = attrs.evolve(bot, seen=())
    assert (
        bot.choose(view, position.legal_moves())[1].seed
        == blank.choose(view, position.legal_moves())[1].seed
    )


@attrs.frozen
class Blind:
    """The same bot, never told the moves."""

    bot: PIMCBot

    def choose(self, view, legal):
        move, bot = self.bot.choose(view, legal)
        return move, Blind(bot)


@pytest.mark.slow  # a search bot plays two whole matches: `.ci/run` runs it
def test_veneno_plays_the_same_with_or_without_what_it_saw() -> None:
    state = veneno.new_game(veneno.Rules(players=3, loss_threshold=3), seed=2)
    bot = PIMCBot(simulations=12, seed=3, engine="scalar")
    rest = [VenenoGreedyBot(), VenenoGreedyBot()]
    seeing = [step.move for step in playthrough(state, [bot, *rest])]
    blind = [step.move for step in playthrough(state, [Blind(bot), *rest])]
    assert seeing == blind
    assert len(seeing) > 10


def test_junk_is_refused_with_rules_errors() -> None:
    state = chupate.new_game(chupate.Rules(players=4), seed=1)
    view = state.view(state.current_player)
    with pytest.raises(RulesError, match="read_opponents needs"):
        read_opponents("a view", ())
    with pytest.raises(RulesError, match="seat, move"):
        read_opponents(view, "draw")
    with pytest.raises(RulesError, match="seat, move"):
        read_opponents(view, [(0, "draw")])
    with pytest.raises(RulesError, match="not a seat"):
        read_opponents(view, [(9, chupate.parse_move("draw"))])
    with pytest.raises(RulesError, match="seats"):
        Belief(((Lacks(),),)).sample(view, 1)
    with pytest.raises(RulesError):
        Belief(((),) * 4).sample(view, -1)
    with pytest.raises(RulesError, match="seen must be a tuple"):
        PIMCBot(seen=[1, 2])  # type: ignore[arg-type]


def two_seats(hands: list[list[str]]) -> chupate.State:
    return chupate.State.from_dict(
        {
            "game": "chupate2",
            "version": 1,
            "rules": {"players": 2},
            "seed": 1,
            "current_player": 0,
            "hands": hands,
            "discard": ["B5"],
            "color": "B",
        }
    )


def test_candidates_are_the_greedy_move_and_choices_of_kind() -> None:
    state = two_seats([["R5", "W+4", "B3", "BS"], ["G7", "R1"]])
    view, legal = state.view(0), state.legal_moves()
    greedy = GREEDY.choose(view, legal)[0]
    found = chupate_candidates(view, legal, greedy)
    # The next player holds two cards: a wild draw-four (a bluff here) is worth weighing.
    assert {str(m) for m in found} == {str(greedy), "W+4:R", "W+4:B", "W+4:G", "W+4:Y"}
    assert chupate.parse_move("draw") not in found
    calm = two_seats([["R5", "W+4", "B3"], ["G7", "R1", "Y2"]])
    view, legal = calm.view(0), calm.legal_moves()
    greedy = GREEDY.choose(view, legal)[0]
    assert chupate_candidates(view, legal, greedy) == (greedy,)
    with pytest.raises(RulesError):
        chupate_candidates("a view", legal, legal[0])
