"""`check_game` passes on every game, and fails, naming the invariant, on broken ones.

The broken games are the test game Tricks (``tests/third_game``) with one
thing broken each: a subclass of its state or view, or a spec with one hook
replaced (``attrs.evolve``). Each must fail with the invariant it breaks.
"""

from __future__ import annotations

import itertools
from typing import Any

import attrs
import pytest

from cardrules import RulesError
from cardrules.game import ActionSpace
from cardrules.games import GAMES
from cardrules.testing import INVARIANTS, GameCheck, GameCheckError, check_game
from tests.third_game import SPEC, game

BUILT_IN = {
    "chupate2": {"seeds": (1,), "every": 8},
    "veneno": {"seeds": (1,), "every": 5},
}
"""Enough to cross rounds and phases in a few seconds: chupate 2's rounds are long."""


@pytest.mark.parametrize(
    ("game_id", "players"),
    [
        # two players in the README's run; every other table size in `.ci/run`'s slow run
        pytest.param(game_id, players, marks=() if players == 2 else pytest.mark.slow)
        for game_id in BUILT_IN
        for players in GAMES[game_id].players
    ],
)
def test_the_built_in_games_pass(game_id: str, players: int) -> None:
    spec = GAMES[game_id]
    report = check_game(spec, players=[players], **BUILT_IN[game_id])  # type: ignore[arg-type]
    assert report.game == game_id
    assert report.games == len(BUILT_IN[game_id]["seeds"])
    assert report.skipped == ()
    assert report.unfinished == ()
    assert report.positions >= report.moves // BUILT_IN[game_id]["every"] > 0  # every few moves


def test_the_third_game_passes_with_every_check_at_every_position() -> None:
    report = check_game(
        SPEC, seeds=range(6), rules=[game.Rules(p, h) for p in (2, 4) for h in (1, 4)]
    )
    unchecked = (
        "card_type",
        "parse_card",
        "encoding_version",
        "encoding_blocks",
        "narrator",
        "picture",
    )
    assert report == GameCheck("tricks", 24, report.moves, report.moves + 24, (), (), unchecked)


def _broken(state: game.State, kind: type[game.State]) -> Any:
    return kind(**{field.name: getattr(state, field.name) for field in attrs.fields(game.State)})


def _spec_of(kind: type[game.State], **hooks: Any) -> Any:
    """Tricks whose states are ``kind``s (and ``hooks`` replaced)."""
    default_hooks = {
        "state_type": kind,
        "new_game": lambda rules, seed: _broken(game.new_game(rules, seed), kind),
        "sample_state": lambda view, seed: _broken(game.View.sample_state(view, seed), kind),
    }
    return attrs.evolve(SPEC, **{**default_hooks, **hooks})


def _fails(spec: Any, invariant: str, match: str | None = None, **options: Any) -> GameCheckError:
    assert invariant in INVARIANTS
    with pytest.raises(GameCheckError, match=match) as caught:
        check_game(spec, seeds=(1, 2), **options)
    error = caught.value
    assert isinstance(error, AssertionError)
    assert error.invariant == invariant, str(error)
    assert str(error).startswith(f"check_game(tricks): {invariant}: ")
    assert "seed " in str(error)
    return error


@attrs.frozen
class LosesACard(game.State):
    """Each move drops the stock's first card."""

    def play(self, move: Any, *, seat: int | None = None) -> Any:
        after = super().play(move, seat=seat)
        return attrs.evolve(after, stock=after.stock[1:])


def test_a_lost_card_fails_card_conservation() -> None:
    error = _fails(_spec_of(LosesACard), "card conservation", "is lost")
    assert error.seed == 1
    assert error.moves == ()  # found while trying the first position's moves


@attrs.frozen
class Mutates(game.State):
    """Playing changes the state played from (its seed)."""

    def play(self, move: Any, *, seat: int | None = None) -> Any:
        after = super().play(move, seat=seat)
        object.__setattr__(self, "seed", self.seed + 1)
        return after


def test_a_play_that_changes_its_state_fails_no_mutation() -> None:
    _fails(_spec_of(Mutates), "no mutation", "changed the state it was played from")


_deals = itertools.count(1)


def _new_deal_each_time(rules: game.Rules, seed: int) -> game.State:
    other = game.new_game(rules, (seed + next(_deals)) % 2**64)
    return attrs.evolve(other, seed=seed)


def test_a_deal_that_is_not_a_function_of_the_seed_fails_replay_determinism() -> None:
    _fails(
        attrs.evolve(SPEC, new_game=_new_deal_each_time),
        "replay determinism",
        "the same seed and moves gave another state",
    )


@attrs.frozen
class ShowsTheStock(game.View):
    """A view that shows the stock's order."""

    stock: tuple[game.Card, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "stock": [str(card) for card in self.stock]}


@attrs.frozen
class StockLeaks(game.State):
    def view(self, seat: int | None) -> Any:
        return ShowsTheStock(**attrs.asdict(super().view(seat), recurse=False), stock=self.stock)


def test_a_view_that_shows_the_stock_fails_hidden_information() -> None:
    spec = _spec_of(StockLeaks, view_type=ShowsTheStock)
    _fails(spec, "hidden information", "changed when its hidden cards were dealt again.*'stock'")


@attrs.frozen
class SeedInView(game.View):
    seed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "deal": {"seed": self.seed}}


@attrs.frozen
class SeedLeaks(game.State):
    def view(self, seat: int | None) -> Any:
        return SeedInView(**attrs.asdict(super().view(seat), recurse=False), seed=self.seed)


def test_a_view_that_carries_the_seed_fails_hidden_information() -> None:
    spec = _spec_of(SeedLeaks, view_type=SeedInView)
    _fails(spec, "hidden information", "holds the key.* seed")


@attrs.frozen
class SecretHands(game.View):
    """A view that carries the hands out of sight (not in its dict, not in its equality)."""

    secret: Any = attrs.field(default=None, eq=False, repr=False)


@attrs.frozen
class CarriesHands(game.State):
    def view(self, seat: int | None) -> Any:
        return SecretHands(**attrs.asdict(super().view(seat), recurse=False), secret=self)


def _cheating_sample(view: Any, seed: int) -> Any:
    real = view.secret
    return _broken(attrs.evolve(real, seed=seed) if real is not None else real, CarriesHands)


def test_samples_that_always_know_the_hidden_cards_fail_hidden_information() -> None:
    spec = _spec_of(CarriesHands, view_type=SecretHands, sample_state=_cheating_sample)
    _fails(spec, "hidden information", "all hold the hidden cards exactly where the state")


@attrs.frozen
class SpectatorSeesAHand(game.State):
    def view(self, seat: int | None) -> Any:
        view = super().view(seat)
        return attrs.evolve(view, hand=self.hands[0]) if seat is None else view


def test_a_spectator_who_sees_a_hand_fails_spectator_view() -> None:
    _fails(_spec_of(SpectatorSeesAHand), "spectator view", "view.None. shows the hand")


@attrs.frozen
class PicklesBadly(game.State):
    def __reduce__(self) -> Any:
        return (_from_dict_of_pickles_badly, ({**self.to_dict(), "rng": 0},))


def _from_dict_of_pickles_badly(data: Any) -> Any:
    return PicklesBadly.from_dict(data)


def test_a_state_that_does_not_survive_pickling_fails_pickling() -> None:
    _fails(_spec_of(PicklesBadly), "pickling", "the state is not equal after pickle")


def _short_space(rules: game.Rules) -> ActionSpace[game.Move]:
    return ActionSpace(rules, game.MOVES[:-1], game.parse_move, str)


def test_an_action_space_without_a_legal_move_fails_action_space() -> None:
    _fails(attrs.evolve(SPEC, action_space=_short_space), "action space", "6D is not in")


class _WrongMask(ActionSpace[game.Move]):
    def mask(self, state: Any) -> tuple[bool, ...]:
        return tuple(not ok for ok in super().mask(state))


def test_a_mask_that_is_not_the_legal_moves_fails_action_space() -> None:
    spec = attrs.evolve(
        SPEC,
        action_space=lambda rules: _WrongMask(rules, game.MOVES, game.parse_move, str),
    )
    _fails(spec, "action space", "the mask is not the legal moves: 1S is masked")


@attrs.frozen
class ForgetsTricks(game.State):
    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "tricks": [0] * self.rules.players}


def test_a_dict_that_forgets_a_field_fails_dict_round_trip() -> None:
    error = _fails(_spec_of(ForgetsTricks), "dict round trip", "they differ in 'tricks'")
    assert error.moves  # found once a trick was won, not in the first position


@attrs.frozen
class PlaysAnything(game.State):
    def play(self, move: Any, *, seat: int | None = None) -> Any:
        if isinstance(move, str):
            move = game.parse_move(move)
        return self._apply(move)


def test_a_play_that_takes_illegal_moves_fails_illegal_moves() -> None:
    _fails(_spec_of(PlaysAnything), "illegal moves", "not among the legal ones was played")


@attrs.frozen
class IgnoresSeat(game.State):
    def play(self, move: Any, *, seat: int | None = None) -> Any:
        return super().play(move)


def test_a_play_that_ignores_the_seat_fails_seat_check() -> None:
    _fails(_spec_of(IgnoresSeat), "seat check", r"seat=\d\) was played, but seat \d is to play")


@attrs.frozen
class RepeatsAMove(game.State):
    def legal_moves(self) -> tuple[game.Move, ...]:
        legal = super().legal_moves()
        return legal + legal[:1]


def test_repeated_legal_moves_fail_legal_moves() -> None:
    _fails(_spec_of(RepeatsAMove), "legal moves", "repeated moves")


def test_a_game_longer_than_max_moves_fails_game_end_or_is_reported() -> None:
    _fails(SPEC, "game end", "not over after max_moves=5 moves", max_moves=5)
    report = check_game(SPEC, seeds=(1, 2), players=(2,), max_moves=5, must_end=False)
    assert report.unfinished == ((2, 1), (2, 2))
    assert report.moves == 10


_samples = itertools.count()


def _unsteady_sample(view: Any, seed: int) -> Any:
    return game.View.sample_state(view, (seed + next(_samples)) % 2**64)


def test_a_sampler_that_is_not_a_function_of_its_seed_fails_sampling() -> None:
    _fails(attrs.evolve(SPEC, sample_state=_unsteady_sample), "sampling", "same seed differ")


def test_an_encoding_of_the_wrong_size_fails_encoding() -> None:
    spec = attrs.evolve(SPEC, encode=lambda view: game.encode(view)[:-1])
    _fails(spec, "encoding", "has 58 values; observation_size.rules. is 59")


@attrs.frozen
class _Stubborn:
    def choose(self, view: Any, legal_moves: Any) -> Any:
        return game.Move(game.DECK[0]), self


def test_a_greedy_bot_that_picks_an_illegal_move_fails_greedy_bot() -> None:
    _fails(attrs.evolve(SPEC, greedy_bot=_Stubborn), "greedy bot", "not a legal move")


def test_a_game_without_the_optional_hooks_is_checked_and_says_what_it_skipped() -> None:
    bare = attrs.evolve(
        SPEC, deck=None, cards_of=None, encode=None, observation_size=None, greedy_bot=None
    )
    report = check_game(bare, seeds=(1,), players=(3,))
    assert [line.split(":")[0] for line in report.skipped] == [
        "card conservation",
        "encoding",
        "greedy bot",
    ]
    # without the hooks, a lost card is not seen as such: only the game's own
    # from_dict (which checks its cards) refuses the position after it
    error = _fails(_spec_of(LosesACard, deck=None, cards_of=None), "dict round trip")
    assert "every card of the deck must be in exactly one place" in str(error)


def test_a_game_error_inside_a_check_is_reported_under_that_invariant() -> None:
    def broken_view_from_dict(data: Any) -> Any:
        raise KeyError(data["nothing"])

    @attrs.frozen
    class NoViewDict(game.View):
        from_dict = staticmethod(broken_view_from_dict)  # type: ignore[assignment]

    @attrs.frozen
    class UsesIt(game.State):
        def view(self, seat: int | None) -> Any:
            return NoViewDict(**attrs.asdict(super().view(seat), recurse=False))

    spec = _spec_of(UsesIt, view_type=NoViewDict)
    error = _fails(spec, "dict round trip", "raised KeyError")
    assert isinstance(error.__cause__, KeyError)


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"seeds": []}, "seeds must not be empty"),
        ({"seeds": [-1]}, "seed must be in"),
        ({"seeds": "12"}, "seeds must be an iterable"),
        ({"players": [5]}, "played by 2, 3, 4 players, got players 5"),
        ({"rules": [object()]}, "rules must be Ruless"),
        ({"max_moves": 0}, "max_moves must be an int"),
        ({"every": True}, "every must be an int"),
        ({"illegal": -1}, "illegal must be an int"),
    ],
)
def test_bad_arguments_are_rules_errors(options: dict[str, Any], match: str) -> None:
    with pytest.raises(RulesError, match=match):
        check_game(SPEC, **options)


def test_check_game_needs_a_spec() -> None:
    with pytest.raises(RulesError, match="check_game needs a GameSpec, got 'tricks'"):
        check_game("tricks")  # type: ignore[arg-type]


@attrs.frozen
class CopiesACard(game.State):
    """Each move puts a copy of the stock's first card at its end."""

    def play(self, move: Any, *, seat: int | None = None) -> Any:
        after = super().play(move, seat=seat)
        return attrs.evolve(after, stock=after.stock + after.stock[:1]) if after.stock else after


def test_a_card_in_two_places_fails_card_conservation() -> None:
    _fails(_spec_of(CopiesACard), "card conservation", r"is in 2 places of the state after")


def test_a_card_from_outside_the_deck_fails_card_conservation() -> None:
    foreign = {"pocket": ("joker",)}
    spec = attrs.evolve(SPEC, cards_of=lambda state: {**game.cards_of(state), **foreign})
    _fails(spec, "card conservation", "holds joker, which is not in the deck")


@attrs.frozen
class CrashesOnIllegal(game.State):
    def play(self, move: Any, *, seat: int | None = None) -> Any:
        if not self.is_legal(move):
            raise KeyError(str(move))
        return super().play(move, seat=seat)


def test_an_illegal_move_that_crashes_fails_illegal_moves() -> None:
    _fails(_spec_of(CrashesOnIllegal), "illegal moves", "raised KeyError.*not an IllegalMoveError")


@attrs.frozen
class CrashesOnSeat(game.State):
    def play(self, move: Any, *, seat: int | None = None) -> Any:
        if seat is not None and seat != self.current_player:
            raise TypeError("seat")
        return super().play(move)


def test_a_seat_check_that_crashes_fails_seat_check() -> None:
    _fails(_spec_of(CrashesOnSeat), "seat check", "raised TypeError: seat, not an IllegalMoveError")


@attrs.frozen
class AcceptsNoSeat(game.State):
    def play(self, move: Any, *, seat: int | None = None) -> Any:
        if seat is not None and 0 <= seat < self.rules.players:
            return super().play(move, seat=seat)
        return super().play(move)


def test_a_seat_that_is_no_seat_fails_seat_check() -> None:
    _fails(_spec_of(AcceptsNoSeat), "seat check", r"seat=2\) \(no such seat\) was played")


@attrs.frozen
class CrashesOnNoSeat(game.State):
    def play(self, move: Any, *, seat: int | None = None) -> Any:
        if seat is not None and not 0 <= seat < self.rules.players:
            raise IndexError("no such seat")
        return super().play(move, seat=seat)


def test_a_seat_that_is_no_seat_and_crashes_fails_seat_check() -> None:
    _fails(
        _spec_of(CrashesOnNoSeat),
        "seat check",
        r"seat=2\) raised IndexError: no such seat, not a RulesError",
    )


def test_a_new_game_of_another_class_fails_types() -> None:
    spec = attrs.evolve(SPEC, new_game=lambda rules, seed: game.new_game(rules, seed).view(0))
    _fails(spec, "types", "new_game gave a View, not a State")


@attrs.frozen
class SpectatorWithASeat(game.State):
    def view(self, seat: int | None) -> Any:
        view = super().view(seat)
        return attrs.evolve(view, seat=0) if seat is None else view


def test_a_spectator_view_with_a_seat_fails_spectator_view() -> None:
    _fails(_spec_of(SpectatorWithASeat), "spectator view", r"view\(None\).seat is 0")


@attrs.frozen
class BareView(game.View):
    """A view without sampling and without from_dict."""

    sample_state = None  # type: ignore[assignment]
    from_dict = None  # type: ignore[assignment]


@attrs.frozen
class GivesBareViews(game.State):
    def view(self, seat: int | None) -> Any:
        return BareView(**attrs.asdict(super().view(seat), recurse=False))


def test_a_view_without_sampling_or_from_dict_is_checked_without_them() -> None:
    spec = _spec_of(GivesBareViews, view_type=BareView, sample_state=None)
    report = check_game(spec, seeds=(1,), players=(2,))
    assert report.skipped == (
        "sampling: the spec has no sample_state and its View no sample_state",
        "hidden information (re-dealt hidden cards): no sampler",
        "dict round trip of views: the View has no from_dict",
    )
