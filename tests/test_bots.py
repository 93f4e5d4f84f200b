"""The greedy bots: always legal, deterministic, pure, and each rule of thumb they document."""

from __future__ import annotations

from typing import Any

import pytest

from cardrules import chupate, veneno
from cardrules.bots import Bot, ChupateGreedyBot, RandomBot, VenenoGreedyBot, playthrough
from cardrules.errors import RulesError

GREEDY_CHUPATE = ChupateGreedyBot()
GREEDY_VENENO = VenenoGreedyBot()

CHUPATE_RULES = [
    chupate.Rules(players=2),
    chupate.Rules(players=3, allow_bluffs=False),
    chupate.Rules(players=4),
    chupate.Rules(players=4, teams=True, target=150),
    chupate.Rules(players=6),
    chupate.Rules(players=6, teams=True, allow_bluffs=False),
]
VENENO_RULES = [
    veneno.Rules(players=2),
    veneno.Rules(players=3, reduced_deck=True),
    veneno.Rules(players=4, poison_overflow=True),
    veneno.Rules(players=5, copas_sin_veneno=True),
    veneno.Rules(players=6, reduced_deck=True, poison_overflow=True),
]


def mixed_bots(greedy: Bot[Any, Any], seed: int, players: int) -> list[Bot[Any, Any]]:
    """Greedy bots at the even seats (or the odd ones, by seed), random bots elsewhere."""
    bots: list[Bot[Any, Any]] = list(RandomBot.for_seats(seed, players))
    for seat in range(seed % 2, players, 2):
        bots[seat] = greedy
    return bots


def check_every_choice(state: Any, bots: list[Bot[Any, Any]], greedy: Bot[Any, Any]) -> Any:
    """Play the game out; at every greedy turn check the choice is legal, pure and repeatable."""
    while not state.is_over:
        seat = state.current_player
        view, legal = state.view(seat), state.legal_moves()
        bot = bots[seat]
        move, bots[seat] = bot.choose(view, legal)
        assert move in legal
        if bot is greedy:
            assert bots[seat] is greedy
            assert greedy.choose(view, legal) == (move, greedy)
            assert view == state.view(seat)
            assert legal == state.legal_moves()
        state = state.play(move)
    return state


@pytest.mark.parametrize("rules", CHUPATE_RULES, ids=lambda r: str(r.to_dict()))
@pytest.mark.parametrize("seed", range(4))
def test_chupate_greedy_bot_plays_only_legal_moves(rules: chupate.Rules, seed: int) -> None:
    state = chupate.new_game(rules, seed=seed)
    before = state.to_dict()
    final = check_every_choice(
        state, mixed_bots(GREEDY_CHUPATE, seed, rules.players), GREEDY_CHUPATE
    )
    assert final.is_over
    assert state.to_dict() == before  # nothing was changed in place


@pytest.mark.parametrize("rules", VENENO_RULES, ids=lambda r: str(r.to_dict()))
@pytest.mark.parametrize("seed", range(4))
def test_veneno_greedy_bot_plays_only_legal_moves(rules: veneno.Rules, seed: int) -> None:
    state = veneno.new_game(rules, seed=seed)
    before = state.to_dict()
    final = check_every_choice(state, mixed_bots(GREEDY_VENENO, seed, rules.players), GREEDY_VENENO)
    assert final.is_over
    assert state.to_dict() == before


@pytest.mark.parametrize(
    ("game", "bot", "rules"),
    [
        (chupate, GREEDY_CHUPATE, chupate.Rules(players=4)),
        (veneno, GREEDY_VENENO, veneno.Rules(players=4)),
    ],
)
def test_all_greedy_games_are_deterministic(game: Any, bot: Bot[Any, Any], rules: Any) -> None:
    def moves() -> list[str]:
        start = game.new_game(rules, seed=5)
        return [str(step.move) for step in playthrough(start, [bot] * rules.players)]

    first = moves()
    assert first == moves()
    assert len(first) > 0


def test_greedy_bots_are_stateless_values() -> None:
    assert ChupateGreedyBot() == GREEDY_CHUPATE
    assert hash(VenenoGreedyBot()) == hash(GREEDY_VENENO)


@pytest.mark.parametrize("bot", [GREEDY_CHUPATE, GREEDY_VENENO])
def test_greedy_bots_reject_an_empty_list_of_moves(bot: Bot[Any, Any]) -> None:
    with pytest.raises(RulesError, match="no legal moves"):
        bot.choose(None, ())


# -- Chúpate 2: each documented preference ------------------------------------------


def chupate_position(hand: list[str], **extra: Any) -> chupate.State:
    """Seat 0 to play in a 2-player game; seat 1 holds G7."""
    data: dict[str, Any] = {
        "game": "chupate2",
        "version": 1,
        "rules": {"players": 2},
        "seed": 1,
        "current_player": 0,
        "hands": [hand, ["G7"]],
        "discard": ["R5"],
        "color": "R",
    }
    data.update(extra)
    return chupate.State.from_dict(data)


def chupate_choice(state: chupate.State) -> str:
    seat = state.current_player
    assert seat is not None
    move, _ = GREEDY_CHUPATE.choose(state.view(seat), state.legal_moves())
    assert move in state.legal_moves()
    return str(move)


def chupate4(hand: list[str], next_size: int = 5, **extra: Any) -> chupate.State:
    """Seat 0 to play at 4 players on R5; the next seat (3, ccw) holds ``next_size`` cards."""
    others = [
        ["Y1", "Y2", "Y3", "Y4", "Y5"],
        ["Y6", "Y7", "Y8", "Y9", "YS"],
        ["G1", "G2", "G3", "G4", "G5", "G6", "G7"][:next_size],
    ]
    extra.setdefault("rules", {"players": 4})
    return chupate_position(hand, hands=[hand, *others], **extra)


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        (["B3", "R1"], "R1"),  # a playable card rather than draw
        (["B+2", "R0"], "R0"),  # a draw-two of another color is not playable
        (["W", "R0"], "R0"),  # a wild only after every colored card
        (["W", "W+4", "B3"], "W+4:B"),  # W+4 before W, naming the color it holds
        (["B3", "G4"], "draw"),  # nothing playable: draw
        (["R2", "R9", "B9"], "R2"),  # R9 is a bridge to blue: kept
        (["R2", "R8", "Y9"], "R8"),  # no bridge: the most points first
        (["R9", "B5", "B7", "B8"], "B5"),  # blue stays active: it holds two more
    ],
)
def test_chupate_greedy_bot_preferences(hand: list[str], expected: str) -> None:
    assert chupate_choice(chupate4(hand)) == expected


@pytest.mark.parametrize(("next_size", "expected"), [(5, "R3"), (3, "R3"), (2, "RS"), (1, "RS")])
def test_chupate_greedy_bot_holds_action_cards_until_the_next_opponent_is_close(
    next_size: int, expected: str
) -> None:
    assert chupate_choice(chupate4(["RS", "R3"], next_size)) == expected


def test_chupate_greedy_bot_names_the_color_opponents_likely_lack() -> None:
    # One green and one blue card each; four greens are in the discard pile, so
    # the next opponent is less likely to hold green.
    state = chupate4(["W", "G3", "B3"], discard=["G1", "G2", "G4", "G6", "R5"])
    assert chupate_choice(state) == "W:G"
    state = chupate4(["W", "G3", "B3"], discard=["B1", "B2", "B4", "B6", "R5"])
    assert chupate_choice(state) == "W:B"


def teams_side_by_side(hand: list[str], **extra: Any) -> chupate.State:
    """Seat 0 to play clockwise, so seat 1, its partner in ((0, 1), (2, 3)), plays next."""
    rules = {"players": 4, "teams": [[0, 1], [2, 3]]}
    return chupate4(hand, rules=rules, direction="cw", **extra)


def test_C3_chupate_greedy_bot_spares_its_partner() -> None:
    assert chupate_choice(chupate4(["RS", "W", "B3"])) == "RS"  # an opponent is next
    assert chupate_choice(teams_side_by_side(["RS", "W", "B3", "B4"])) == "W:B"
    assert chupate_choice(teams_side_by_side(["RS", "B3"])) == "RS"  # rather than draw
    stacked = teams_side_by_side(["G+2", "B3"], discard=["R5", "R+2"], phase="stacked", owed=2)
    assert chupate_choice(stacked) == "take"  # 2 for itself rather than 4 for its partner


def test_chupate_greedy_bot_stacks_a_draw_two_when_owing() -> None:
    state = chupate_position(["G3", "G+2", "B+2", "G5"], discard=["R+2"], phase="stacked", owed=2)
    assert [str(move) for move in state.legal_moves()] == ["B+2", "G+2", "take"]
    assert chupate_choice(state) == "G+2"  # green stays active: it holds two more


def test_chupate_greedy_bot_takes_without_a_draw_two() -> None:
    state = chupate_position(["B3", "R5"], discard=["R+2"], phase="stacked", owed=2)
    assert chupate_choice(state) == "take"


def test_chupate_greedy_bot_takes_a_wild_draw_four_rather_than_challenge() -> None:
    state = chupate_position(
        ["B3", "R5"],
        discard=["R2", "W+4"],
        color="B",
        phase="wild4",
        owed=4,
        challenge_color="R",
    )
    assert chupate_choice(state) == "take"


@pytest.mark.parametrize(("drawn", "expected"), [("R8", "R8"), ("B8", "pass"), ("W", "W:G")])
def test_chupate_greedy_bot_plays_the_drawn_card_when_it_can(drawn: str, expected: str) -> None:
    state = chupate_position(["G3", "G4", drawn], phase="drawn", drawn_card=drawn)
    assert chupate_choice(state) == expected


def test_chupate_greedy_bot_names_its_majority_color_first() -> None:
    state = chupate_position(["B3", "Y4", "Y9", "R1"], discard=["W"], color=None, phase="color")
    assert chupate_choice(state) == "color:Y"


def test_chupate_greedy_bot_never_bluffs() -> None:
    # It holds a red card, so a W+4 would be a bluff (C-12): it plays R1 instead.
    assert chupate_choice(chupate_position(["W+4", "R1"])) == "R1"


# -- Veneno: each documented preference ---------------------------------------------


def veneno_choice(hand: list[str], piles: list[list[str]], **rules: Any) -> str:
    state = veneno.State.from_dict(
        {
            "game": "veneno",
            "version": 1,
            "rules": {"players": 2, **rules},
            "seed": 1,
            "current_player": 0,
            "hands": [hand, ["6O", "7O"]],
            "piles": piles,
        }
    )
    move, bot = GREEDY_VENENO.choose(state.view(0), state.legal_moves())
    assert move in state.legal_moves()
    assert bot is GREEDY_VENENO
    return str(move)


@pytest.mark.parametrize(
    ("hand", "piles", "expected"),
    [
        # 9O overflows pile 0 (8 + 9) but takes no copa: a free take, and 9 > 2
        (["9O", "2E"], [["8O"], ["7E"], []], "9O@0"),
        # 9O would take pile 0's copa; 2E on pile 1 is safe
        (["9O", "2E"], [["8O", "1C"], ["7E"], []], "2E@1"),
        # every move overflows: take the pile with the fewest copas
        (["9C"], [["8O", "1C"], ["7E"], ["4B", "2C", "3C"]], "9C@1"),
        # every move overflows: 5C on pile 1 takes one copa (itself), 9O on pile 0 two
        (["9O", "5C"], [["1C", "2C", "3O", "4O"], ["8E"], ["9B"]], "5C@1"),
        # safe moves: the copa is kept
        (["9O", "3C"], [[], ["8E"], ["2B"]], "9O@0"),
        # only the copa is safe: onto the pile it brings highest
        (["9O", "3C"], [["5O", "1C"], ["8E"], ["2B"]], "3C@1"),
        # forced to take a pile with a copa: a card that is not a copa, the highest
        (["3C", "8O", "9O"], [["5O", "1C", "4O"], ["11E", "8E"], ["12B", "8B"]], "9O@0"),
        # safe moves without copas: the highest-value card
        (["2O", "9E", "11B"], [[], [], []], "9E@0"),
    ],
)
def test_veneno_greedy_bot_avoids_poison(
    hand: list[str], piles: list[list[str]], expected: str
) -> None:
    assert veneno_choice(hand, piles) == expected


def test_veneno_greedy_bot_counts_the_copa_it_plays_only_when_it_is_taken() -> None:
    # Every move overflows. By default 5C goes into the zone with its pile, so
    # 5C@1 costs one copa, as much as 9O@0 (which takes 1C): the first move wins.
    piles = [["1C", "8O"], ["9E"], ["9B"]]
    assert veneno_choice(["9O", "5C"], piles) == "9O@0"
    # With poison_overflow the overflowing card stays behind (V-7): 5C@1 is free.
    assert veneno_choice(["9O", "5C"], piles, poison_overflow=True) == "5C@1"


# -- Stronger than random, and the end of Chúpate 2's thousand-move games -----------


def chupate_moves(seed: int, bots: list[Bot[Any, Any]]) -> int:
    start = chupate.new_game(chupate.Rules(players=4), seed=seed)
    return sum(1 for _ in playthrough(start, bots))


def test_greedy_chupate_games_are_far_shorter_than_random_ones() -> None:
    seeds = range(1, 9)
    greedy = sum(chupate_moves(seed, [GREEDY_CHUPATE] * 4) for seed in seeds)
    random = sum(chupate_moves(seed, list(RandomBot.for_seats(seed, 4))) for seed in seeds)
    assert greedy * 5 < random


@pytest.mark.parametrize(
    ("game", "bot", "rules"),
    [
        (chupate, GREEDY_CHUPATE, chupate.Rules(players=4)),
        (veneno, GREEDY_VENENO, veneno.Rules(players=4)),
    ],
)
def test_a_greedy_bot_beats_three_random_bots(game: Any, bot: Bot[Any, Any], rules: Any) -> None:
    wins = 0
    for seed in range(20):  # fixed seeds: the same games every run
        bots: list[Bot[Any, Any]] = list(RandomBot.for_seats(seed, 4))
        bots[seed % 4] = bot
        final = [step.after for step in playthrough(game.new_game(rules, seed=seed), bots)][-1]
        wins += seed % 4 in final.winners
    assert wins >= 12  # a random bot's share would be about 5
