"""Bots cannot read the deal: nothing a bot is given turns back into the game's seed."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, veneno
from cardrules._random import MASK64, derive_seed, next_u64
from cardrules.bots import RandomBot, playthrough
from cardrules.cli import main
from tests.strategies import examples

_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_OLD_BOT_STREAM = 0xB07_5EED_0F_CA4D5
"""The constant version 0.1 XORed into the game seed to seed the bots."""


def _old_for_seats(seed: int, players: int) -> list[int]:
    """Version 0.1's bot generators: SplitMix64 outputs from ``seed ^ constant``."""
    state, out = seed ^ _OLD_BOT_STREAM, []
    for _ in range(players):
        value, state = next_u64(state)
        out.append(value)
    return out


def _unshift(z: int, shift: int) -> int:
    """Undo ``z ^= z >> shift`` on 64 bits."""
    result = z
    for _ in range(64 // shift + 1):
        result = z ^ (result >> shift)
    return result & MASK64


def _invert_output(value: int) -> int:
    """The SplitMix64 state whose output is ``value`` (the output mix is a bijection)."""
    z = _unshift(value, 31)
    z = (z * pow(_MIX2, -1, 1 << 64)) & MASK64
    z = _unshift(z, 27)
    z = (z * pow(_MIX1, -1, 1 << 64)) & MASK64
    return _unshift(z, 30)


def _attack(first_bot_rng: int) -> int:
    """Seat 0's generator, turned back the way version 0.1 made it: the game seed."""
    state = _invert_output(first_bot_rng)
    return ((state - _GAMMA) & MASK64) ^ _OLD_BOT_STREAM


seeds = st.integers(0, MASK64)


@settings(max_examples=examples(50))
@given(seed=seeds)
def test_the_old_derivation_gave_the_game_seed_away(seed: int) -> None:
    assert _attack(_old_for_seats(seed, 1)[0]) == seed


@settings(max_examples=examples(50))
@given(seed=seeds, players=st.integers(1, 6))
def test_bots_from_a_game_seed_do_not_give_it_back(seed: int, players: int) -> None:
    bots = RandomBot.for_seats(seed, players)
    for bot in bots:
        assert _attack(bot.rng) != seed
        assert _invert_output(bot.rng) != seed
        # nor is any bot a SplitMix64 step away from the seed or another bot
        assert next_u64(seed)[0] != bot.rng
        assert all(next_u64(other.rng)[0] != bot.rng for other in bots)


def test_bots_follow_the_documented_hash() -> None:
    """Seat i's generator: BLAKE2b-64 of (seed, i), personalised "cardrules.bots"."""
    for seed, players in [(0, 3), (1, 4), (MASK64, 6), (2024, 2)]:
        expected = tuple(
            int.from_bytes(
                hashlib.blake2b(
                    seed.to_bytes(8, "little") + seat.to_bytes(8, "little"),
                    digest_size=8,
                    person=b"cardrules.bots",
                ).digest(),
                "little",
            )
            for seat in range(players)
        )
        assert tuple(bot.rng for bot in RandomBot.for_seats(seed, players)) == expected


def test_bots_for_related_seeds_share_nothing() -> None:
    """The old bots for seeds one SplitMix64 step apart shared generators; the new ones share none.

    With the old derivation, seed ``s`` and the seed whose stream starts one
    step later gave the same generators, shifted by a seat.
    """
    base = 12345
    shifted = (((base ^ _OLD_BOT_STREAM) + _GAMMA) & MASK64) ^ _OLD_BOT_STREAM
    assert _old_for_seats(base, 6)[1:] == _old_for_seats(shifted, 6)[:5]
    related = {base, shifted, base + 1, base ^ 1, base ^ (1 << 63), 0, 1, 2}
    generators = [bot.rng for seed in related for bot in RandomBot.for_seats(seed, 6)]
    assert len(set(generators)) == len(generators)
    # and no recognisable pattern: neighbouring seeds' generators differ in about half their bits
    for seat in range(6):
        first = RandomBot.for_seats(base, 6)[seat].rng
        second = RandomBot.for_seats(base + 1, 6)[seat].rng
        assert 12 <= bin(first ^ second).count("1") <= 52


@pytest.mark.parametrize("game", [veneno, chupate])
def test_nothing_a_bot_is_given_determines_the_deal(game: Any) -> None:
    """With their own seed, bots are the same for every deal: they carry no trace of it."""
    rules = game.Rules(players=3)
    bots = RandomBot.for_seats(77, 3)
    deals = {tuple(map(tuple, game.new_game(rules, seed).to_dict()["hands"])) for seed in range(5)}
    assert len(deals) == 5  # five deals, one set of bots
    for seed in range(5):
        start = game.new_game(rules, seed)
        first = next(iter(playthrough(start, bots)))
        assert first.move in start.legal_moves()


def test_for_seats_refuses_bad_input() -> None:
    with pytest.raises(RulesError, match="seed"):
        RandomBot.for_seats(-1, 2)
    with pytest.raises(RulesError, match="players"):
        RandomBot.for_seats(1, 0)


def test_derive_seed_separates_purposes_and_indexes() -> None:
    values = {derive_seed(7, purpose, index) for purpose in ("a", "b") for index in range(3)}
    assert len(values) == 6
    assert all(0 <= value <= MASK64 for value in values)


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_cli_bot_seed_changes_the_bots_not_the_deal(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("demo", "veneno", "--players", "3", "--seed", "4")
    _, default = _run(capsys, *args)
    _, other = _run(capsys, *args, "--bot-seed", "1")
    _, again = _run(capsys, *args, "--bot-seed", "1")
    assert other == again
    assert other != default
    # the deal (the round's first lines: who starts, the stock) is the same
    assert default.splitlines()[:2] == other.splitlines()[:2]


def test_cli_default_bot_seed_is_a_one_way_hash_of_the_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    derived = derive_seed(4, "cardrules.cli")
    _, default = _run(capsys, "demo", "veneno", "--players", "3", "--seed", "4")
    _, explicit = _run(
        capsys, "demo", "veneno", "--players", "3", "--seed", "4", "--bot-seed", str(derived)
    )
    assert default == explicit
    assert _attack(RandomBot.for_seats(derived, 1)[0].rng) != 4


def test_cli_refuses_a_bad_bot_seed(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["demo", "veneno", "--bot-seed", "-1"])
    err = capsys.readouterr().err
    assert code == 2
    assert "--bot-seed" in err
