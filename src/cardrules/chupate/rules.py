"""Chúpate 2's configuration: players and teams (C-2, C-3), target (C-2), bluffs (C-12)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from cardrules._position import rules_from_dict
from cardrules._quote import quote
from cardrules._random import MASK64
from cardrules._validate import int_in, is_bool, is_int_in
from cardrules.cards.uno import UnoCard, build_uno_deck
from cardrules.errors import RulesError
from cardrules.i18n import make_error

__all__ = ["Rules", "Teams"]

Teams = tuple[tuple[int, ...], ...]
"""A partition of the seats into teams, each sorted, ordered by lowest seat."""


def _check_target(_instance: object, _attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not is_int_in(value, 1, MASK64):
        raise make_error(RulesError, "rules.target", value=quote(value))


def default_teams(players: int) -> Teams:
    """The default partition of C-3: two teams seated alternately.

    >>> default_teams(6)
    ((0, 2, 4), (1, 3, 5))
    """
    return (tuple(range(0, players, 2)), tuple(range(1, players, 2)))


def _normalise_teams(players: int, teams: object) -> bool | Teams:
    """Validate ``teams`` against C-3 and return its stored form."""
    if teams is False:
        return False
    if players not in (4, 6):
        raise make_error(RulesError, "rules.teams_players", players=players)
    if teams is True:
        return default_teams(players)
    if (
        isinstance(teams, (str, bytes))
        or not isinstance(teams, Sequence)
        or any(isinstance(t, (str, bytes)) or not isinstance(t, Sequence) for t in teams)
    ):
        raise make_error(RulesError, "rules.teams_type", value=quote(teams))
    groups = [list(team) for team in teams]
    seats = [seat for team in groups for seat in team]
    for seat in seats:
        if not is_int_in(seat, 0, players - 1):
            raise make_error(RulesError, "rules.teams_seat", value=quote(seat), last=players - 1)
    if sorted(seats) != list(range(players)):
        raise make_error(RulesError, "rules.teams_every_seat", last=players - 1, value=quote(teams))
    sizes = {len(team) for team in groups}
    if len(groups) < 2 or min(sizes) < 2 or len(sizes) > 1:
        raise make_error(RulesError, "rules.teams_sizes", value=quote(teams))
    return tuple(sorted(tuple(sorted(team)) for team in groups))


@attrs.frozen(kw_only=True)
class Rules:
    """The rules a Chúpate 2 game is played by. Frozen and validated on construction.

    Attributes:
        players: 2, 3, 4 or 6 (C-2).
        teams: ``False`` (everyone plays alone) or the partition of the seats
            into teams (C-3). ``True`` asks for the default partition (two
            teams seated alternately) and is stored as it, so
            ``Rules(players=4, teams=True) == Rules(players=4, teams=((0, 2), (1, 3)))``.
            An explicit partition may be any sequence of sequences (lists
            too); it is stored as a tuple of tuples, each team sorted, the
            teams ordered by their lowest seat.
        target: ``None`` to play a single round, or the points a player (or
            team) must reach to win; rounds are dealt until one does (C-2, C-15).
        allow_bluffs: whether an illegal wild draw-four (one played while
            holding a card of the active color) is among the legal moves
            (C-12). With ``False`` it is not, and a challenge always fails.

    Raises:
        RulesError: a field has a wrong value (an unknown keyword is Python's
            own ``TypeError``).

    >>> Rules(players=4, teams=True).teams
    ((0, 2), (1, 3))
    >>> Rules(players=6, teams=[[3, 0], [4, 1], [2, 5]]).teams
    ((0, 3), (1, 4), (2, 5))
    """

    players: int = attrs.field(default=4, validator=int_in((2, 3, 4, 6), "C-2"))
    teams: bool | Teams = attrs.field(default=False)
    target: int | None = attrs.field(default=None, validator=_check_target)
    allow_bluffs: bool = attrs.field(default=True, validator=is_bool("C-12"))

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "teams", _normalise_teams(self.players, self.teams))

    @property
    def partition(self) -> Teams:
        """The sides that score: the teams, or one side per seat when playing solo.

        >>> Rules(players=3).partition
        ((0,), (1,), (2,))
        """
        if self.teams is False or self.teams is True:
            return tuple((seat,) for seat in range(self.players))
        return self.teams

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats on ``seat``'s side (just ``(seat,)`` when playing solo).

        Args:
            seat: a seat, 0 to ``players - 1``.

        Returns:
            The side's seats, ascending.

        Raises:
            RulesError: ``seat`` is not a seat of this game.

        >>> Rules(players=4, teams=True).team_of(3)
        (1, 3)
        """
        if not isinstance(seat, bool) and isinstance(seat, int):
            for team in self.partition:
                if seat in team:
                    return team
        msg = f"team_of: {quote(seat)} is not a seat from 0 to {self.players - 1}"
        raise RulesError(msg)

    def deck(self) -> tuple[UnoCard, ...]:
        """The 108-card deck (C-1)."""
        return build_uno_deck()

    def to_dict(self) -> dict[str, Any]:
        """``players`` and every field that differs from its default (teams as lists)."""
        out: dict[str, Any] = {"players": self.players}
        if self.teams is not False and self.teams is not True:
            out["teams"] = [list(team) for team in self.teams]
        if self.target is not None:
            out["target"] = self.target
        if not self.allow_bluffs:
            out["allow_bluffs"] = False
        return out

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """The rules ``to_dict()`` gave: ``Rules.from_dict(rules.to_dict()) == rules``.

        As strict as a position's ``"rules"``: ``data`` must be a dict naming
        ``players``, with no key that is not a field; a field left out takes
        its default.

        Raises:
            PositionError: ``data`` is not such a dict, or a value is refused
                (the message quotes the rule; the refusal is the error's
                ``__cause__``).

        >>> Rules.from_dict({"players": 4, "teams": [[0, 2], [1, 3]]}).teams
        ((0, 2), (1, 3))
        """
        return rules_from_dict(data, cls, "Chúpate 2")
