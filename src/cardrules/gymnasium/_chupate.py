"""`ChupateEnv`: Chúpate 2's named entry of the generic `SingleSeatEnv`."""

from __future__ import annotations

from typing import Any

from cardrules import chupate
from cardrules._env_common import DEFAULT_ILLEGAL_ACTION
from cardrules.gymnasium._single import Opponents, SingleSeatEnv

__all__ = ["ChupateEnv"]


class ChupateEnv(SingleSeatEnv):
    """Chúpate 2 for one learning seat against bots: ``SingleSeatEnv("chupate2", ...)``.

    Args:
        rules: the game's rules (default ``chupate.Rules()``: four players, one round).
        seat: the agent's seat (default 0).
        opponents: the other seats' bots (see `Opponents`); default
            `RandomBot`s seeded from each game's seed. Partners in a team
            game are bots too.
        max_moves: truncate after this many moves (default 10,000); ``None`` never.
        illegal_action: ``"lose"`` (default) or ``"raise"``: see `SingleSeatEnv`.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        RulesError: a bad argument.
    """

    metadata: dict[str, Any] = {**SingleSeatEnv.metadata, "name": "chupate_v0"}  # noqa: RUF012

    def __init__(
        self,
        rules: chupate.Rules | None = None,
        seat: int = 0,
        opponents: Opponents | None = None,
        max_moves: int | None = 10_000,
        illegal_action: str = DEFAULT_ILLEGAL_ACTION,
        render_mode: str | None = None,
    ) -> None:
        super().__init__("chupate2", rules, seat, opponents, max_moves, illegal_action, render_mode)
