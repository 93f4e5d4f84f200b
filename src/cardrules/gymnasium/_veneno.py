"""`VenenoEnv`: Veneno's named entry of the generic `SingleSeatEnv`."""

from __future__ import annotations

from typing import Any

from cardrules import veneno
from cardrules._env_common import DEFAULT_ILLEGAL_ACTION
from cardrules.gymnasium._single import Opponents, SingleSeatEnv

__all__ = ["VenenoEnv"]


class VenenoEnv(SingleSeatEnv):
    """Veneno for one learning seat against bots: ``SingleSeatEnv("veneno", ...)``.

    Args:
        rules: the match's rules (default ``veneno.Rules()``: four players).
        seat: the agent's seat (default 0).
        opponents: the other seats' bots (see `Opponents`); default
            `RandomBot`s seeded from each game's seed.
        max_moves: truncate after this many moves; ``None`` (default) never.
        illegal_action: ``"lose"`` (default) or ``"raise"``: see `SingleSeatEnv`.
        render_mode: ``None``, ``"ansi"`` or ``"human"``.

    Raises:
        RulesError: a bad argument.
    """

    metadata: dict[str, Any] = {**SingleSeatEnv.metadata, "name": "veneno_v0"}  # noqa: RUF012

    def __init__(
        self,
        rules: veneno.Rules | None = None,
        seat: int = 0,
        opponents: Opponents | None = None,
        max_moves: int | None = None,
        illegal_action: str = DEFAULT_ILLEGAL_ACTION,
        render_mode: str | None = None,
    ) -> None:
        super().__init__("veneno", rules, seat, opponents, max_moves, illegal_action, render_mode)
