"""Draw docs/images/batch-speed.svg from the last runs in benchmarks/results/ (no plotting library).

The figures are the last lines of ``benchmarks/results/batch_speed.jsonl``
(Veneno, ``benchmarks/batch_speed.py``) and ``batch_chupate_speed.jsonl``
(Chúpate 2, ``benchmarks/batch_chupate_speed.py``); run
``python docs/images/make_batch_chart.py`` after either benchmark.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
RESULTS = HERE.parent.parent / "benchmarks" / "results"
WIDTH, HEIGHT = 720, 420
LEFT, RIGHT, TOP, BOTTOM = 90, 200, 40, 60
COLORS = ["#1b7f79", "#5ec4bd", "#b5462f", "#e39a86"]
FLAT = ["#555555", "#999999", "#222222"]


def _x(lanes: float, lo: float, hi: float) -> float:
    span = math.log(hi) - math.log(lo)
    return LEFT + (math.log(lanes) - math.log(lo)) / span * (WIDTH - LEFT - RIGHT)


def _y(rate: float, lo: float, hi: float) -> float:
    span = math.log10(hi) - math.log10(lo)
    return HEIGHT - BOTTOM - (math.log10(rate) - math.log10(lo)) / span * (HEIGHT - TOP - BOTTOM)


def _label(rate: float) -> str:
    return f"{rate / 1e6:g}M" if rate >= 1e6 else f"{rate / 1e3:g}k"


def _last(name: str) -> dict[str, Any]:
    lines = (RESULTS / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    figures: dict[str, Any] = json.loads(lines[-1])["figures"]
    return figures


def chart_data() -> dict[str, Any]:
    """The chart's series from the last Veneno and Chúpate 2 batch runs."""
    veneno, chupate = _last("batch_speed"), _last("batch_chupate_speed")
    lanes = sorted(int(key[1:]) for key in veneno if key.startswith("n") and key[1:].isdigit())
    return {
        "title": "Batched engine against N, one core (4 players)",
        "lanes": lanes,
        "series": [
            {"name": name, "rates": [run[f"n{n}"][key] for n in lanes]}
            for name, run, key in (
                ("Veneno, random moves", veneno, "moves_per_s"),
                ("Veneno, obs+mask steps", veneno, "obs_steps_per_s"),
                ("Chúpate 2, random moves", chupate, "moves_per_s"),
                ("Chúpate 2, obs+mask steps", chupate, "obs_steps_per_s"),
            )
        ],
        "references": [
            {"name": "scalar Veneno engine", "rate": veneno["scalar_moves_per_s"]},
            {"name": "scalar Chúpate 2 engine", "rate": chupate["scalar_moves_per_s"]},
            {"name": "RLCard uno env", "rate": veneno["rlcard_env_steps_per_s"]},
        ],
    }


def main() -> None:
    """Write docs/images/batch-speed.svg."""
    data = chart_data()
    lanes = data["lanes"]
    lo_x, hi_x = lanes[0] / 1.5, lanes[-1] * 1.5
    rates = [r for series in data["series"] for r in series["rates"]]
    rates += [flat["rate"] for flat in data["references"]]
    lo_y, hi_y = min(2e4, min(rates) / 1.5), max(2e7, max(rates) * 1.5)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">',
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        f'<text x="{WIDTH / 2 - 60}" y="22" text-anchor="middle" font-size="14" '
        f'font-weight="bold">{data["title"]}</text>',
    ]
    for tick in (t for t in (1e4, 3e4, 1e5, 3e5, 1e6, 3e6, 1e7, 3e7) if lo_y <= t <= hi_y):
        y = _y(tick, lo_y, hi_y)
        out.append(
            f'<line x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}" stroke="#e4e4e4"/>'
        )
        out.append(f'<text x="{LEFT - 8}" y="{y + 4:.1f}" text-anchor="end">{_label(tick)}</text>')
    for n in lanes:
        x = _x(n, lo_x, hi_x)
        out.append(
            f'<text x="{x:.1f}" y="{HEIGHT - BOTTOM + 18}" text-anchor="middle">{n:,}</text>'
        )
    out.append(
        f'<text x="{(LEFT + WIDTH - RIGHT) / 2}" y="{HEIGHT - 18}" text-anchor="middle">'
        "lanes N (games in lockstep, log scale)</text>"
    )
    out.append(
        f'<text transform="translate(22 {(TOP + HEIGHT - BOTTOM) / 2}) rotate(-90)" '
        'text-anchor="middle">moves or steps per second (log scale)</text>'
    )
    out.append(
        f'<rect x="{LEFT}" y="{TOP}" width="{WIDTH - LEFT - RIGHT}" '
        f'height="{HEIGHT - TOP - BOTTOM}" fill="none" stroke="#333"/>'
    )
    legend_y = TOP + 8
    for color, series in zip(COLORS, data["series"], strict=True):
        points = " ".join(
            f"{_x(n, lo_x, hi_x):.1f},{_y(r, lo_y, hi_y):.1f}"
            for n, r in zip(lanes, series["rates"], strict=True)
        )
        out.append(f'<polyline points="{points}" fill="none" stroke="{color}" stroke-width="2.5"/>')
        for n, r in zip(lanes, series["rates"], strict=True):
            cx, cy = _x(n, lo_x, hi_x), _y(r, lo_y, hi_y)
            out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="3.5" fill="{color}"/>')
        out.append(
            f'<line x1="{WIDTH - RIGHT + 12}" y1="{legend_y}" x2="{WIDTH - RIGHT + 32}" '
            f'y2="{legend_y}" stroke="{color}" stroke-width="2.5"/>'
        )
        out.append(f'<text x="{WIDTH - RIGHT + 38}" y="{legend_y + 4}">{series["name"]}</text>')
        legend_y += 20
    for color, flat in zip(FLAT, data["references"], strict=True):
        y = _y(flat["rate"], lo_y, hi_y)
        out.append(
            f'<line x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}" stroke="{color}" '
            'stroke-dasharray="6 4" stroke-width="1.5"/>'
        )
        out.append(
            f'<line x1="{WIDTH - RIGHT + 12}" y1="{legend_y}" x2="{WIDTH - RIGHT + 32}" '
            f'y2="{legend_y}" stroke="{color}" stroke-dasharray="6 4" stroke-width="1.5"/>'
        )
        out.append(f'<text x="{WIDTH - RIGHT + 38}" y="{legend_y + 4}">{flat["name"]}</text>')
        legend_y += 20
    out.append("</svg>")
    (HERE / "batch-speed.svg").write_text("\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
