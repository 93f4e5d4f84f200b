"""Write the pictures the docs show: python docs/images/make_pictures.py [--screenshot].

The SVG files are what `cardrules.svg.render` draws for the positions below
(a test checks they are up to date). With ``--screenshot`` it also takes the
PNG of a replay page with headless Chromium (needs ``chromium`` on PATH).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from cardrules import chupate, svg, veneno
from cardrules.html import replay_page

HERE = Path(__file__).parent

CHUPATE = {
    "game": "chupate2",
    "version": 1,
    "rules": {"players": 4, "teams": True, "target": 150},
    "seed": 7,
    "round": 3,
    "current_player": 2,
    "direction": "cw",
    "hands": [
        ["R5", "R+2", "B3", "GS", "W"],
        ["G7", "Y1"],
        ["B+2", "Y4", "YR", "R9", "G0", "W+4"],
        ["B5", "B6", "G2"],
    ],
    "discard": ["R4", "G4", "G9", "G+2", "R+2"],
    "color": "R",
    "owed": 4,
    "phase": "stacked",
    "scores": [40, 65, 40, 65],
}
"""Seat 2 owes four after two draw-twos: stack the blue one or take (C-8)."""

VENENO = {
    "game": "veneno",
    "version": 1,
    "rules": {"players": 3},
    "seed": 11,
    "current_player": 1,
    "hands": [["3C", "11E", "6B"], ["7C", "12O", "2E", "9B"], ["5C", "1O", "10B"]],
    "piles": [["4O", "2C"], ["8E", "1C"], ["5B"]],
    "taken": [["6C", "7E", "3B"], [], ["4C", "9C", "12E"]],
    "scores": [3, 0, 5],
    "round": 2,
    "starting_player": 1,
}
"""Seat 1 has drawn; oros go on pile 0, copas anywhere (V-5, V-6)."""


def pictures() -> dict[str, str]:
    """Each SVG file's name and the picture it must hold."""
    chupate_state = chupate.State.from_dict(CHUPATE)
    veneno_state = veneno.State.from_dict(VENENO)
    return {
        "chupate-position.svg": svg.render(chupate_state),
        "chupate-view.svg": svg.render(chupate_state.view(0)),
        "veneno-position.svg": svg.render(veneno_state),
    }


def replay() -> str:
    """The replay page of the screenshot: a greedy Veneno game seen by seat 0."""
    start = veneno.new_game(veneno.Rules(players=3), seed=4)
    state, moves = start, []
    for _ in range(9):
        move = state.legal_moves()[0]
        moves.append(move)
        state = state.play(move)
    return replay_page(start, moves, seat=0, names=["Ana", "Bruno", "Carla"])


def screenshot(target: Path) -> None:
    """A PNG of the replay page at its step 6, taken by headless Chromium."""
    page = replay().replace("show(0);\n})();", "show(6);\n})();")
    with tempfile.TemporaryDirectory() as folder:
        html = Path(folder) / "replay.html"
        html.write_text(page, encoding="utf-8")
        subprocess.run(
            [
                "chromium",
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                "--window-size=900,980",
                f"--screenshot={target}",
                html.as_uri(),
            ],
            check=True,
            capture_output=True,
        )


def main() -> None:
    for name, picture in pictures().items():
        (HERE / name).write_text(picture, encoding="utf-8")
    if "--screenshot" in sys.argv:
        screenshot(HERE / "replay-page.png")


if __name__ == "__main__":
    main()
