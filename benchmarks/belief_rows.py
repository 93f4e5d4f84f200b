"""The policy belief's paired rows: `PIMCBot` with and without it, on the same deals.

Reads the chunks `search_strength.py --belief ...` keeps in
``benchmarks/results/search_strength_chunks.jsonl`` whose note names the
variant (``--note "belief off"``, ``"belief v1"``, ``"belief v3"``, ``"belief null"``), keeps
only the chunks (deal ranges) every variant of a row played, and adds them
up: games, wins, the 95% Wilson interval, the search bot's CPU per move (mean,
and the median of the chunks' medians per move with a choice) and the
CPU-hours inside its ``choose``. The cheater bound (`pimc_cheater.py`, the
same search told every hand) stands beside each Chúpate 2 row. Saves one line
to ``benchmarks/results/belief_rows.jsonl``.

    python benchmarks/belief_rows.py

The variants: ``off`` is ``PIMCBot(belief=False)`` (the default);
``v1`` is ``PolicyBelief(size=64)`` as first merged (carried worlds kept
whatever the sampler rules out now); ``v3`` is ``PolicyBelief(size=64)``
with carried worlds the sampler no longer admits dropped and made up from
the survivors; ``null`` is that belief with an opponent model that says
nothing (``--belief-policy uniform``: every legal move alike), so it learns
only what the moves rule out. Not part of the library: it reads result files and prints.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

from _common import RESULTS, add_save_option, save_result

from cardrules.tournament import wilson_interval

CHEATER = {("chupate", 4): "34.5% (30.0% to 39.3%)", ("chupate", 2): "61.0% (55.4% to 66.4%)"}
"""`pimc_cheater.jsonl`'s rows (the same search told every hand), against greedy fields."""

TITLES = {"chupate": "Chúpate 2", "veneno": "Veneno"}
LABELS = {
    "off": "`PIMCBot()` (`belief=False`)",
    "v1": "`PolicyBelief(size=64)`, first version",
    "v3": "`PolicyBelief(size=64)`",
    "null": "`PolicyBelief(size=64)`, every move alike",
}


def variant(record: dict[str, Any]) -> str | None:
    """The variant a chunk played, from its note (``None``: not a belief chunk)."""
    note = record.get("notes") or ""
    if not note.startswith("belief"):
        return None
    if record["figures"]["bot"].endswith("beliefoff"):
        return "off"
    for name in ("null", "v3"):
        if name in note:
            return name
    return "v1"


def _rows(
    game: str, players: int, field: str, paired: list[dict[str, Any]], names: tuple[str, ...]
) -> list[dict[str, Any]]:
    """One row per variant of ``names`` over the ``paired`` chunks."""
    rows: list[dict[str, Any]] = []
    if not paired:
        return rows
    for name in names:
        played = [seen[name] for seen in paired]
        games = sum(f["games"] for f in played)
        wins = sum(f["wins"] for f in played)
        low, high = wilson_interval(wins, games)
        cpu = sum((f["cpu_s_per_move"] or 0.0) * f["moves"] for f in played)
        moves = sum(f["moves"] for f in played)
        medians = [f["median_cpu_s_per_choice"] for f in played if f.get("median_cpu_s_per_choice")]
        rows.append(
            {
                "game": TITLES[game],
                "players": players,
                "field": field,
                "bot": LABELS[name],
                "variant": name,
                "chunks": len(played),
                "games": games,
                "wins": wins,
                "rate": f"{wins / games:.1%}",
                "interval": f"{low:.1%} to {high:.1%}",
                "cheater": CHEATER.get((game, players), "not measured")
                if field == "greedy"
                else "",
                "per_move": f"{cpu / max(moves, 1):.3f} s",
                "median_per_choice": f"{statistics.median(medians):.3f} s" if medians else "",
                "cpu_hours": round(cpu / 3600, 3),
            }
        )
    return rows


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("--file", default=str(Path(RESULTS) / "search_strength_chunks.jsonl"))
    add_save_option(out)
    args = out.parse_args()
    chunks: dict[tuple[str, int, str], dict[int, dict[str, dict[str, Any]]]] = defaultdict(
        lambda: defaultdict(dict)
    )
    for line in Path(args.file).read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        name = variant(record)
        if name is None:
            continue
        figures = record["figures"]
        key = (figures["game"], figures["players"], figures["field"])
        chunks[key][figures["seed"]][name] = figures
    rows = []
    for (game, players, field), by_seed in sorted(chunks.items()):
        others = sorted({name for seen in by_seed.values() for name in seen} - {"off"})
        for other in others:  # each belief beside the default, on the chunks both played
            paired = [seen for seen in by_seed.values() if "off" in seen and other in seen]
            rows.extend(_rows(game, players, field, paired, ("off", other)))
    for row in rows:
        print(json.dumps(row, ensure_ascii=False))
    save_result(
        "belief_rows",
        {"rows": rows},
        method="search_strength.py chunks (--belief off / 64, --note naming the variant), "
        "only the deal chunks every variant of a row played; 95% Wilson intervals over "
        "games; CPU time inside the search bot's choose; median: of the chunks' medians "
        "per move with a choice",
        save=not args.no_save,
    )


if __name__ == "__main__":
    main()
