"""The game-agnostic test suite: `check_game` plays a game and checks every promise tools rely on.

Every tool of cardrules (tournaments, bots, records, environments, pages)
treats a game through its `cardrules.games.GameSpec`, and counts on the same
promises from every game: states are values that never change, a seed and
the moves give the same game every time, a seat's view shows nothing hidden,
positions survive JSON and pickling, and the action space's mask is exactly
the legal moves. `check_game` plays seeded random games of a spec and checks
each promise at every position (the list is `INVARIANTS`). It raises
`GameCheckError`, an `AssertionError`, naming the broken invariant, the
rules, the seed and the moves that lead to the position where it broke.

It needs neither pytest nor hypothesis, so the repository of a game of your
own can call it from any test::

    from cardrules.testing import check_game

    def test_my_game_keeps_the_promises():
        check_game(MY_SPEC, seeds=range(5))

>>> from cardrules.games import find_game
>>> report = check_game(find_game("veneno"), seeds=[1], players=[2], every=10)
>>> report.games, report.unfinished, report.skipped
(1, (), ())
"""

from __future__ import annotations

from cardrules.testing._check import check_game
from cardrules.testing._invariants import INVARIANTS, GameCheck, GameCheckError

__all__ = ["INVARIANTS", "GameCheck", "GameCheckError", "check_game"]
