"""Screenshots of the table page for the docs, in English and Spanish.

Needs the web and browser extras and Chromium.

    python docs/images/make_table_screens.py

Starts ``cardrules serve`` on a free loopback port with a scratch database,
opens a Chúpate 2 table (two people, two bots, a fixed seed), plays a few
moves through the API, and saves what seat 0 sees: ``table-page-en.png`` (a
desktop's width, 1280 px) and ``table-page-es.png`` (a phone's, 390 px); then
a Veneno table: the spectators' view on a projector,
``table-page-veneno-es.png``, and seat 0's phone after a click on a card it
cannot play now, ``table-page-teach-es.png`` (the page says why, with the
rule's id).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent


def free_port() -> int:
    """A TCP port free on loopback now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def call(url: str, body: object = None) -> dict:
    """GET (or POST ``body`` as JSON) and decode the JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method="POST" if data else "GET")
    request.add_header("content-type", "application/json")
    with urllib.request.urlopen(request, timeout=20) as answer:
        return json.loads(answer.read())


def play_people(base: str, table: str, tokens: dict[int, str], moves: int) -> None:
    """Let the people play the first legal move ``moves`` times (the bots play themselves)."""
    played = 0
    deadline = time.monotonic() + 60
    while played < moves and time.monotonic() < deadline:
        shown = call(f"{base}/api/tables/{table}")
        seat = shown["view"]["current_player"]
        if shown["over"]:
            return
        if seat not in tokens:
            time.sleep(0.05)
            continue
        legal = call(f"{base}/api/tables/{table}?token={tokens[seat]}")["view"]["legal_moves"]
        call(f"{base}/api/tables/{table}/moves", {"token": tokens[seat], "move": legal[0]})
        played += 1
    while call(f"{base}/api/tables/{table}")["view"]["current_player"] not in (*tokens, None):
        time.sleep(0.05)


def main() -> None:
    """Start a server, open two tables, play a few moves, save the screenshots."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - the browser extra

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as scratch:
        command = [sys.executable, "-m", "cardrules", "serve", "--port", str(port)]
        command += ["--db", str(Path(scratch) / "t.sqlite3"), "--bot-delay", "0"]
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(200):
                try:
                    urllib.request.urlopen(base + "/", timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.05)
            shots = []
            for game, seats, moves, views in (
                (
                    "chupate",
                    ["person", "greedy", "person", "greedy"],
                    6,
                    [
                        ("en", 1280, "table-page-en.png", False, False),
                        ("es", 390, "table-page-es.png", False, False),
                    ],
                ),
                (
                    "veneno",
                    ["person", "greedy", "person", "greedy"],
                    5,
                    [
                        ("es", 1280, "table-page-veneno-es.png", True, False),
                        ("es", 390, "table-page-teach-es.png", False, True),
                    ],
                ),
            ):
                made = call(
                    base + "/api/tables",
                    {"game": game, "rules": {"players": 4}, "seats": seats, "seed": 21},
                )
                tokens = {entry["seat"]: entry["token"] for entry in made["seats"]}
                play_people(base, made["table"], tokens, moves)
                seat = f"{base}{made['seats'][0]['url']}&"
                watch = f"{base}{made['url']}?"
                to_play = call(f"{base}/api/tables/{made['table']}")["view"]["current_player"]
                waiting = next(e for e in made["seats"] if e["seat"] != to_play)
                if any(explain for *_, explain in views):  # a seat whose cards wait their turn
                    seat = f"{base}{waiting['url']}&"
                shots += [
                    (f"{watch if spectator else seat}lang={lang}", width, name, explain)
                    for lang, width, name, spectator, explain in views
                ]
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=chromium, args=["--no-sandbox", "--disable-gpu"]
                )
                for url, width, name, explain in shots:
                    page = browser.new_page(viewport={"width": width, "height": 900})
                    page.goto(url)
                    page.wait_for_function("document.body.dataset.drawn !== undefined")
                    page.wait_for_timeout(300)
                    if explain:  # a card seat 0 cannot play now: the page says why
                        page.locator("#hand button.card.illegal").first.click()
                        page.wait_for_timeout(100)
                        page.screenshot(path=str(HERE / name))
                    else:
                        page.screenshot(path=str(HERE / name), full_page=True)
                    page.close()
                    print("wrote", HERE / name)
                browser.close()
        finally:
            os.kill(server.pid, signal.SIGKILL)
            server.wait()


if __name__ == "__main__":
    main()
