"""The table page explains and does not get stuck, in Chromium: what a teacher and a class need.

A card that cannot be played says why (the rule's id and the library's
explanation, in the page's language), and the explanation fades; a Veneno
card with one legal pile plays at once; a click while the server is down is
refused, never queued; the finished table shows every hand; the home page
offers every option of the game's rules.
"""

from __future__ import annotations

import pytest

from tests.extras import require
from tests.server import browser as shared
from tests.server.browser import (
    new_table,
    open_page,
    play_people,
    view_of,
    visible_text,
    wait_drawn,
)
from tests.server.helpers import WAIT, request

require("starlette")
require("uvicorn")

pytestmark = pytest.mark.slow  # a real headless browser: `.ci/run` runs these

browser = shared.browser
server = shared.server

SEATS = ["person", "greedy", "person", "greedy"]


def frame_of(server, made, seat, lang):
    query = f"token={made['tokens'][seat]}&lang={lang}"
    status, frame = request(f"{server.url}/api/tables/{made['table']}/frame?{query}")
    assert status == 200, frame
    return frame


def test_a_card_that_cannot_be_played_says_why_in_spanish_with_its_rule(browser, server):
    made = new_table(server, "chupate", SEATS)
    shown = play_people(server, made, 12, until=lambda s: s["view"]["current_player"] == 2)
    assert shown["view"]["current_player"] == 2
    problems: list[str] = []
    # out of turn: every card of seat 0 is marked, and a click says whose turn it is (C-5)
    page = open_page(browser, f"{server.url}{made['seats'][0]['url']}&lang=es", 390, problems)
    card = page.locator("#hand button.card.illegal").first
    assert page.locator("#hand button.card.legal").count() == 0
    assert card.is_enabled()
    card.click()
    notice = page.locator("#notice")
    assert notice.inner_text().startswith(f"No puedes jugar {card.get_attribute('data-card')}")
    assert "C-5: no le toca al jugador 0; le toca al jugador 2" in notice.inner_text()
    assert page.evaluate("document.body.dataset.moves") == str(len(shown["log"]))  # none sent
    # in turn: a card that does not match says so (the page shows this frame's reasons),
    # exactly as the server refuses it
    reasons = frame_of(server, made, 2, "es")["reasons"]
    assert reasons, "seat 2 holds a card it cannot play in this deal"
    unplayable, reason = next(iter(reasons.items()))
    assert reason.startswith(("C-6", "C-8", "C-12"))
    move = unplayable + (":R" if unplayable.startswith("W") else "")  # a wild names a color
    body = {"token": made["tokens"][2], "move": move}
    status, refused = request(f"{server.url}/api/tables/{made['table']}/moves?lang=es", body)
    assert status == 409
    assert refused["error"] == reason
    assert problems == []
    page.context.close()


def test_an_explanation_fades_after_a_few_seconds(browser, server):
    made = new_table(server, "veneno", ["person", "person"])
    seat = 1 - view_of(server, made)["view"]["current_player"]
    problems: list[str] = []
    page = open_page(browser, f"{server.url}{made['seats'][seat]['url']}", 390, problems)
    page.locator("#hand button.card.illegal").first.click()
    assert f"V-4: seat {seat} is not to play" in page.locator("#notice").inner_text()
    assert page.locator("#notice").is_visible()
    page.wait_for_function("document.getElementById('notice').textContent === ''", timeout=12_000)
    assert page.locator("#notice").is_hidden()
    assert problems == []
    page.context.close()


def test_a_veneno_card_with_one_legal_pile_plays_at_once(browser, server):
    made = new_table(server, "veneno", SEATS, seed=5)

    def one_pile(shown):
        if shown["view"]["current_player"] != 0:
            return False
        legal = view_of(server, made, 0)["view"]["legal_moves"]
        cards = [move.split("@")[0] for move in legal]
        return any(cards.count(card) == 1 for card in cards)

    shown = play_people(server, made, 20, until=one_pile)
    assert one_pile(shown)
    legal = view_of(server, made, 0)["view"]["legal_moves"]
    cards = [move.split("@")[0] for move in legal]
    card = next(card for card in cards if cards.count(card) == 1)
    problems: list[str] = []
    page = open_page(browser, f"{server.url}{made['seats'][0]['url']}&lang=es", 390, problems)
    page.locator(f'#hand button.card.legal[data-card="{card}"]').click()
    page.wait_for_function(
        f"Number(document.body.dataset.moves) > {len(shown['log'])}", timeout=WAIT * 1000
    )
    played = view_of(server, made)["log"][len(shown["log"])]
    assert played == {"seat": 0, "move": next(m for m in legal if m.startswith(card + "@"))}
    assert problems == []
    page.context.close()


def test_a_click_while_the_server_is_down_is_refused_not_queued(browser, server):
    made = new_table(server, "veneno", ["person", "person"])
    seat = view_of(server, made)["view"]["current_player"]
    problems: list[str] = []
    page = open_page(browser, f"{server.url}{made['seats'][seat]['url']}&lang=es", 390, problems)
    server.kill()
    try:
        page.wait_for_function("document.body.dataset.online === 'no'", timeout=WAIT * 1000)
        page.locator("#hand button.card.legal").first.click()
        if page.locator("#actions button[data-move]").count():
            page.locator("#actions button[data-move]").first.click()
        assert "No se envió: no hay conexión" in page.locator("#notice").inner_text()
    finally:
        server.start()
    page.wait_for_function("document.body.dataset.online === 'yes'", timeout=WAIT * 1000)
    wait_drawn(page)
    assert view_of(server, made)["log"] == []  # nothing was sent once it came back
    assert all("ERR_CONNECTION" in problem or "WebSocket" in problem for problem in problems)
    page.context.close()


def test_the_finished_table_shows_every_hand_face_up_and_names_one_winner(browser, server):
    made = new_table(server, "chupate", ["greedy", "random", "greedy"], seed=3)
    made["tokens"] = {}
    shown = play_people(server, made, 0)
    assert shown["over"]
    problems: list[str] = []
    page = open_page(browser, f"{server.url}{made['url']}?lang=es", 1280, problems)
    hands = page.locator("#seat-rows tr.hand-row")
    assert hands.count() == 3
    for seat, size in enumerate(shown["view"]["hand_sizes"]):
        assert hands.nth(seat).locator(".card-face").count() == size
    faces = page.locator("#picture [data-card]").count()
    assert faces >= sum(shown["view"]["hand_sizes"])  # the picture too: every hand face up
    winners = shown["outcome"]["winners"]
    status = page.locator("#status").inner_text()
    assert status.startswith("Partida terminada. " + ("Gana: " if len(winners) == 1 else "Ganan: "))
    assert page.locator("#hand-box").is_hidden()
    assert problems == []
    page.context.close()


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("chupate", {"teams": True, "target": 50, "allow_bluffs": False}),
        ("veneno", {"loss_threshold": 3, "reduced_deck": True, "poison_overflow": True}),
    ],
)
def test_the_home_page_offers_every_rules_option_of_the_game(browser, server, game, options):
    problems: list[str] = []
    page = open_page(browser, f"{server.url}/?lang=es", 390, problems)
    page.select_option("select[name=game]", game)
    page.select_option("select[name=players]", "4")
    offered = page.locator("#rules input").evaluate_all("found => found.map((i) => i.dataset.rule)")
    assert set(options) <= set(offered)
    assert "Jugar por equipos" in page.locator("#rules").inner_text() or game == "veneno"
    assert "bot voraz" in page.locator("select[name=seat2]").inner_text()
    for name, value in options.items():
        field = page.locator(f'#rules input[data-rule="{name}"]')
        if isinstance(value, bool):
            field.set_checked(value)
        else:
            field.fill(str(value))
    page.locator("button[type=submit]").click()
    page.locator("#links a").last.wait_for(timeout=WAIT * 1000)
    url = page.locator("#links a").last.get_attribute("href")
    table = url.split("/tables/")[1].split("?")[0]
    status, shown = request(f"{server.url}/api/tables/{table}")
    assert status == 200
    rules = shown["view"]["rules"]
    for name, value in options.items():
        assert rules[name] == ([[0, 2], [1, 3]] if name == "teams" else value), (name, rules)
    assert "greedy" not in visible_text(page)
    assert problems == []
    page.context.close()
