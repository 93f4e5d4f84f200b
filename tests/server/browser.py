"""What the table page's browser tests share: Chromium, tables played to a point, page measures.

Debian's Chromium driven by Playwright, skipped (or failed under
``CARDRULES_REQUIRE_EXTRAS=1``) without them, like every browser test.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from tests.extras import require, require_program
from tests.server.helpers import WAIT, ServerProcess, request


@pytest.fixture(scope="module")
def browser() -> Any:
    """Debian's Chromium through Playwright, for a module's tests."""
    chromium = require_program("chromium", "chromium-browser", "google-chrome")
    sync_api = require("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu"]
        )
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: Any, request: Any) -> Any:
    """``cardrules serve`` with no bot delay for a module's tests, started while Chromium starts."""
    require("uvicorn")
    process = ServerProcess(tmp_path_factory.mktemp("tables") / "t.sqlite3", bot_delay=0.0)
    starting = threading.Thread(target=process.start)
    starting.start()
    try:
        request.getfixturevalue("browser")
    finally:
        starting.join()
    assert process.process is not None, process.log.read_text()
    try:
        yield process
    finally:
        process.stop()


TEXTS = """() => {
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const element = node.parentElement;
    if (!text || !element || element.closest("script, style, .sprites")) continue;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    let size = parseFloat(getComputedStyle(element).fontSize);
    const svg = element.closest("svg");
    if (svg) {  /* an SVG text is drawn at its font size times the picture's scale */
      const matrix = element.getScreenCTM();
      size *= matrix ? Math.hypot(matrix.b, matrix.d) : 1;
    }
    found.push({ text, size, svg: Boolean(svg) });
  }
  return found;
}"""
"""Every visible text of the page with the CSS px it is drawn at (an SVG's scaled)."""


def visible_texts(page: Any) -> list[dict[str, Any]]:
    """`TEXTS` run on ``page``: ``{"text", "size", "svg"}`` for every text a person sees."""
    return list(page.evaluate(TEXTS))


def visible_text(page: Any) -> str:
    """All the text a person sees on ``page``, one piece a line."""
    return "\n".join(piece["text"] for piece in visible_texts(page))


def new_table(server: Any, game: str, seats: list[str], seed: int = 21, **rules: Any) -> dict:
    """A table made through the API; its answer with ``tokens`` by seat added."""
    body = {"game": game, "rules": {"players": len(seats), **rules}, "seats": seats, "seed": seed}
    status, made = request(server.url + "/api/tables", body)
    assert status == 201, made
    made["tokens"] = {entry["seat"]: entry["token"] for entry in made["seats"]}
    return made


def view_of(server: Any, made: dict, seat: int | None = None) -> dict:
    """``GET /api/tables/ID`` as ``seat`` (``None``: a spectator)."""
    query = "" if seat is None else f"?token={made['tokens'][seat]}"
    status, shown = request(f"{server.url}/api/tables/{made['table']}{query}")
    assert status == 200, shown
    return shown


def wait_for_people(server: Any, made: dict) -> dict:
    """Wait until the game is over or a person is to play (the bots play by themselves)."""
    deadline = time.monotonic() + WAIT
    while True:
        shown = view_of(server, made)
        if shown["over"] or shown["view"]["current_player"] in made["tokens"]:
            return shown
        assert time.monotonic() < deadline, "the bots did not stop"
        time.sleep(0.02)


def play_people(server: Any, made: dict, moves: int, until: Any = None) -> dict:
    """Let the people play their first legal move ``moves`` times, or until ``until(shown)``.

    Returns the spectators' object when a person is to play (or the game is over).
    """
    shown = wait_for_people(server, made)
    for _ in range(moves):
        if shown["over"] or (until is not None and until(shown)):
            break
        seat = shown["view"]["current_player"]
        legal = view_of(server, made, seat)["view"]["legal_moves"]
        body = {"token": made["tokens"][seat], "move": legal[0]}
        status, answer = request(f"{server.url}/api/tables/{made['table']}/moves", body)
        assert status == 200, answer
        shown = wait_for_people(server, made)
    return shown


def open_page(browser: Any, url: str, width: int, problems: list[str]) -> Any:
    """A page ``width`` px wide on ``url``, drawn and connected; console errors to ``problems``."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()

    def told(message: Any) -> None:
        icon = message.location.get("url", "").endswith("/favicon.ico")  # the replay page's
        if message.type in ("error", "warning") and not icon:
            problems.append(message.text)

    page.on("console", told)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(url)
    if "/tables/" in url and "/replay" not in url:
        page.wait_for_function("document.body.dataset.online === 'yes'", timeout=WAIT * 1000)
        wait_drawn(page)
    return page


def wait_drawn(page: Any) -> None:
    """Wait until the page drew the last move it was told of (picture and facts)."""
    page.wait_for_function(
        "document.body.dataset.drawn !== undefined"
        " && document.body.dataset.drawn === document.body.dataset.moves",
        timeout=WAIT * 1000,
    )
