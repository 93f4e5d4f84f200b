"""A bot ladder: every library bot against every other, on duplicate deals, with 95% intervals.

For each ordered pair (bot, opponent) of the bots (default: ``random``,
``greedy``, ``ismcts``, ``pimc``, each at its defaults), a field of one
``bot`` and ``players - 1`` copies of ``opponent`` plays ``--deals`` deals
of `cardrules.tournament.play_tournament` (duplicate: each deal once per
rotation, so the bot holds every seat of every deal). The cell is the bot's
win rate with its 95% Wilson interval; the fair share is ``1 / players``.
Each bot's time per move is the median CPU time of one move over
``--views`` mid-game views of greedy games (the same views for every bot).

Writes ``ladder-GAME.md`` (a Markdown table), ``ladder-GAME.svg`` (a
picture, drawn here: no plotting library) and ``ladder-GAME.json`` into
``--out``, and prints the table.

    python benchmarks/ladder.py veneno --deals 10
    python benchmarks/ladder.py chupate --players 2 --bots greedy pimc --deals 50
    python benchmarks/ladder.py veneno --dask tcp://scheduler:8786   # on a Dask cluster

Runs on a process pool of ``--workers`` processes by default (the results do
not depend on the executor). Not part of the library: it times things,
prints and writes files.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from concurrent.futures import Executor
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from cardrules import chupate, veneno
from cardrules.bots.spec import BOTS, BotSpec, bot_spec
from cardrules.games import game_of
from cardrules.tournament import play_tournament

MODULES: dict[str, Any] = {"veneno": veneno, "chupate": chupate}


def spec_of(name: str, args: argparse.Namespace) -> BotSpec:
    """The bot ``name`` at its defaults, but for ``--simulations`` and ``--iterations``."""
    if name == "pimc" and args.simulations is not None:
        return bot_spec(name, simulations=args.simulations)
    if name == "ismcts" and args.iterations is not None:
        return bot_spec(name, iterations=args.iterations)
    return bot_spec(name)


def time_per_move(module: Any, players: int, bot: BotSpec, views: int, seed: int) -> float:
    """Median CPU seconds of one move of ``bot`` over mid-game views of greedy games."""
    rules = module.Rules(players=players)
    greedy = game_of(rules).greedy_bot()
    times = []
    for game in range(views):
        state = module.new_game(rules, seed=seed + game)
        moves = 0
        while moves < 8 or len(state.legal_moves()) < 2:
            state = state.play(
                greedy.choose(state.view(state.current_player), state.legal_moves())[0]
            )
            moves += 1
        player = bot.build(rules, seed=game)
        view, legal = state.view(state.current_player), state.legal_moves()
        start = time.process_time()
        player.choose(view, legal)
        times.append(time.process_time() - start)
    return statistics.median(times)


def percent(x: float) -> str:
    return f"{100 * x:.1f}%"


def markdown(
    game: str,
    players: int,
    deals: int,
    bots: list[str],
    cells: dict[str, Any],
    per_move: dict[str, float],
) -> str:
    head = "| bot \\ opponents | " + " | ".join(bots) + " | time per move |"
    rule = "|---" * (len(bots) + 2) + "|"
    rows = [head, rule]
    for bot in bots:
        out = []
        for other in bots:
            cell = cells.get(f"{bot}/{other}")
            if cell is None:
                out.append("—")
            else:
                low, high = cell["ci95"]
                out.append(f"{percent(cell['win_rate'])} ({percent(low)}–{percent(high)})")
        rows.append(f"| **{bot}** | " + " | ".join(out) + f" | {1000 * per_move[bot]:.3g} ms |")
    games = deals * players
    note = (
        f"\n{game}, {players} players: each cell is the row bot's win rate in one seat "
        f"against {players - 1} of the column bot, {games} games ({deals} duplicate deals), "
        f"95% Wilson interval; fair share {percent(1 / players)}."
    )
    return "\n".join(rows) + "\n" + note + "\n"


def svg(
    game: str,
    players: int,
    deals: int,
    bots: list[str],
    cells: dict[str, Any],
    per_move: dict[str, float],
) -> str:
    """A heat map of the table: green above the fair share, red below, intervals as text."""
    size, left, top = 130, 120, 70
    fair = 1 / players
    width = left + size * len(bots) + 150
    height = top + size * len(bots) // 2 + 60
    rows_h = size // 2
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="10" y="22" font-size="15" font-weight="bold">{escape(game)} bot ladder, '
        f"{players} players, {deals} duplicate deals a cell</text>",
        '<text x="10" y="42">win rate of the row bot against the column bots '
        f"(fair share {percent(fair)}), 95% interval</text>",
    ]
    for j, other in enumerate(bots):
        x = left + j * size + size // 2
        parts.append(
            f'<text x="{x}" y="{top - 8}" text-anchor="middle" font-weight="bold">'
            f"{escape(other)}</text>"
        )
    parts.append(
        f'<text x="{left + len(bots) * size + 10}" y="{top - 8}" font-weight="bold">'
        "time per move</text>"
    )
    for i, bot in enumerate(bots):
        y = top + i * rows_h
        parts.append(
            f'<text x="10" y="{y + rows_h // 2 + 4}" font-weight="bold">{escape(bot)}</text>'
        )
        for j, other in enumerate(bots):
            x = left + j * size
            cell = cells.get(f"{bot}/{other}")
            if cell is None:
                fill, label, sub = "#eeeeee", "—", ""
            else:
                rate = cell["win_rate"]
                low, high = cell["ci95"]
                strength = min(1.0, abs(rate - fair) / max(fair, 1 - fair) * 2)
                shade = int(255 - 120 * strength)
                fill = f"rgb({shade},255,{shade})" if rate >= fair else f"rgb(255,{shade},{shade})"
                label = percent(rate)
                sub = f"{percent(low)}–{percent(high)}"
            parts.append(
                f'<rect x="{x}" y="{y}" width="{size - 4}" height="{rows_h - 4}" '
                f'fill="{fill}" stroke="#999"/>'
            )
            parts.append(
                f'<text x="{x + size // 2 - 2}" y="{y + 26}" text-anchor="middle" '
                f'font-size="15">{label}</text>'
            )
            parts.append(
                f'<text x="{x + size // 2 - 2}" y="{y + 44}" text-anchor="middle" '
                f'fill="#444">{sub}</text>'
            )
        parts.append(
            f'<text x="{left + len(bots) * size + 10}" y="{y + rows_h // 2 + 4}">'
            f"{1000 * per_move[bot]:.3g} ms</text>"
        )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def executor_of(args: argparse.Namespace) -> Executor | None:
    if args.dask is None:
        return None
    from dask.distributed import Client  # noqa: PLC0415 - optional

    executor: Executor = Client(args.dask).get_executor()
    return executor


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("game", choices=sorted(MODULES))
    out.add_argument("--bots", nargs="+", default=list(BOTS), choices=list(BOTS))
    out.add_argument("--players", type=int, default=4)
    out.add_argument("--deals", type=int, default=10)
    out.add_argument("--seed", type=int, default=15)
    out.add_argument("--workers", type=int, default=None, help="process pool size")
    out.add_argument("--dask", default=None, metavar="ADDRESS", help="a Dask scheduler")
    out.add_argument("--views", type=int, default=8)
    out.add_argument("--simulations", type=int, default=None, help="pimc's (default: the game's)")
    out.add_argument("--iterations", type=int, default=None, help="ismcts's (default: 200)")
    out.add_argument("--out", default=".", help="where to write the table and picture")
    args = out.parse_args()
    module = MODULES[args.game]
    rules = module.Rules(players=args.players)
    executor = executor_of(args)
    cells: dict[str, Any] = {}
    for bot in args.bots:
        for other in args.bots:
            if bot == other:
                continue
            field = [spec_of(bot, args), *[spec_of(other, args) for _ in range(args.players - 1)]]
            result = play_tournament(
                rules,
                field,
                deals=args.deals,
                seed=args.seed,
                executor=executor,
                workers=args.workers,
                keep_games=False,
            )
            standing = result.standings[0]
            cells[f"{bot}/{other}"] = {
                "games": standing.completed,
                "wins": standing.wins,
                "win_rate": standing.win_rate,
                "ci95": list(standing.ci95),
                "capped": standing.capped,
            }
            print(
                json.dumps({"bot": bot, "opponents": other, **cells[f"{bot}/{other}"]}), flush=True
            )
    per_move = {
        bot: time_per_move(module, args.players, spec_of(bot, args), args.views, args.seed)
        for bot in args.bots
    }
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    table = markdown(args.game, args.players, args.deals, args.bots, cells, per_move)
    (folder / f"ladder-{args.game}.md").write_text(table, encoding="utf-8")
    (folder / f"ladder-{args.game}.svg").write_text(
        svg(args.game, args.players, args.deals, args.bots, cells, per_move), encoding="utf-8"
    )
    summary = {
        "game": args.game,
        "players": args.players,
        "deals": args.deals,
        "seed": args.seed,
        "cells": cells,
        "seconds_per_move": per_move,
    }
    (folder / f"ladder-{args.game}.json").write_text(
        json.dumps(summary, indent=1) + "\n", encoding="utf-8"
    )
    print(table)


if __name__ == "__main__":
    main()
