"""The random bot: picks uniformly among the legal moves, with its own seeded generator."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import attrs

from cardrules._random import below, check_seed, next_u64
from cardrules.errors import RulesError

__all__ = ["RandomBot"]

M = TypeVar("M")

_BOT_STREAM = 0xB07_5EED_0F_CA4D5
"""XORed into a game seed before deriving bot seeds, so that the bots' stream is
not the game's own (the game's first draws come from the plain seed)."""


@attrs.frozen
class RandomBot:
    """A bot that picks a legal move uniformly at random.

    Randomness is data: the bot is a frozen value holding its SplitMix64
    generator state (the same generator as the games, `cardrules._random`),
    and `choose` returns the move together with the bot advanced. The
    same bot given the same legal moves always picks the same move. It looks
    at nothing but the list of legal moves, so it plays every game.

    Attributes:
        rng: the generator state, an int in ``0..2**64-1``.

    Raises:
        RulesError: ``rng`` is not an int in ``0..2**64-1``.

    >>> from cardrules import veneno
    >>> state = veneno.new_game(veneno.Rules(players=3), seed=7)
    >>> bot = RandomBot(rng=42)
    >>> seat = state.current_player
    >>> move, bot2 = bot.choose(state.view(seat), state.legal_moves())
    >>> move in state.legal_moves(), bot.choose(state.view(seat), state.legal_moves())[0] == move
    (True, True)
    >>> bot2 == bot
    False
    """

    rng: int = attrs.field(validator=lambda _inst, _attr, value: check_seed(value))

    @classmethod
    def for_seats(cls, seed: int, players: int) -> tuple[RandomBot, ...]:
        """One bot per seat, their generators derived from a game seed.

        The seeds are successive outputs of SplitMix64 started from ``seed``
        mixed with a fixed constant, so they do not replay the game's own
        random stream, and the same game seed always gives the same bots.

        Args:
            seed: the game's seed, an int in ``0..2**64-1``.
            players: how many bots, at least 1.

        Returns:
            ``players`` bots, seat 0's first.

        Raises:
            RulesError: the seed is invalid or ``players`` is below 1.

        >>> bots = RandomBot.for_seats(1, 4)
        >>> len(bots), len(set(bots)), bots == RandomBot.for_seats(1, 4)
        (4, 4, True)
        """
        state = check_seed(seed) ^ _BOT_STREAM
        if isinstance(players, bool) or not isinstance(players, int) or players < 1:
            msg = f"for_seats: players must be an int of at least 1, got {players!r}"
            raise RulesError(msg)
        bots = []
        for _ in range(players):
            value, state = next_u64(state)
            bots.append(cls(rng=value))
        return tuple(bots)

    def choose(self, view: object, legal_moves: Sequence[M]) -> tuple[M, RandomBot]:
        """Pick one of ``legal_moves`` uniformly at random.

        Args:
            view: what the seat to play may know (``state.view(seat)``); this
                bot does not look at it.
            legal_moves: the position's legal moves (``state.legal_moves()``).

        Returns:
            ``(move, bot)``: the chosen move and this bot with its generator
            advanced; this bot is unchanged.

        Raises:
            RulesError: ``legal_moves`` is empty (the game is over).
        """
        del view  # a random bot needs no more than the list of moves
        if not legal_moves:
            msg = "RandomBot.choose: no legal moves to choose from (is the game over?)"
            raise RulesError(msg)
        index, rng = below(self.rng, len(legal_moves))
        return legal_moves[index], RandomBot(rng=rng)
