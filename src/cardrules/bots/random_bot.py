"""The random bot: picks uniformly among the legal moves, with its own seeded generator."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import attrs

from cardrules._quote import quote
from cardrules._random import BOT_SEED_PURPOSE, below
from cardrules.bots._arguments import checked_choice_of_any_game
from cardrules.errors import RulesError
from cardrules.rng import check_seed, derive_seed

__all__ = ["RandomBot"]

M = TypeVar("M")

MAX_SEATS = 1024
"""The most bots `RandomBot.for_seats` makes at once (the games seat at most 6)."""


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
        """One bot per seat, their generators derived one way from a bots' seed.

        Seat ``i``'s generator is ``derive_seed(seed, "cardrules.bots", i)``, a
        BLAKE2b hash: a bot cannot turn its generator back into ``seed``, the
        seats' generators are unrelated, and the same seed always gives the
        same bots.

        Give the bots a seed of their own, chosen apart from the game's seed
        (for example ``secrets.randbits(64)``, or a second number you keep):
        a bot that knew the game's seed would know every hidden hand and the
        stock. Passing the game's seed here is safe only against bots that do
        not guess: a small game seed can be found by trying seeds one by one.

        Args:
            seed: the bots' seed, an int in ``0..2**64-1``.
            players: how many bots, from 1 to `MAX_SEATS`.

        Returns:
            ``players`` bots, seat 0's first.

        Raises:
            RulesError: the seed is invalid or ``players`` is not from 1 to `MAX_SEATS`.

        >>> bots = RandomBot.for_seats(2024, 4)
        >>> len(bots), len(set(bots)), bots == RandomBot.for_seats(2024, 4)
        (4, 4, True)
        """
        check_seed(seed)
        if (
            isinstance(players, bool)
            or not isinstance(players, int)
            or not 1 <= players <= MAX_SEATS
        ):
            msg = f"for_seats: players must be an int from 1 to {MAX_SEATS}, got {quote(players)}"
            raise RulesError(msg)
        return tuple(cls(rng=derive_seed(seed, BOT_SEED_PURPOSE, seat)) for seat in range(players))

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
            RulesError: ``legal_moves`` is empty (the game is over) or not a
                sequence; or ``view`` is a state, rules or move of a
                registered game rather than a seat's view; or it is a view
                of a registered game and ``legal_moves`` are not all moves of
                that game. (A view of a game that is not registered is not
                looked at: the bot plays any game.)
        """
        checked_choice_of_any_game(view, legal_moves, "RandomBot.choose")
        index, rng = below(self.rng, len(legal_moves))
        return legal_moves[index], RandomBot(rng=rng)
