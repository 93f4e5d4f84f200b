"""The table page, the home page and the error page: self-contained HTML, style and script inline.

The table page draws the table with `cardrules.svg` (the server sends each
seat's picture), its hand as clickable cards made of the same card symbols,
and the buttons for the moves its seat may make. It talks only to the server
that served it: one WebSocket and the frame endpoint.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape
from importlib import resources
from typing import Any

import attrs

from cardrules.html import STYLE as REPLAY_STYLE
from cardrules.server._i18n import MESSAGES, language, say
from cardrules.server._seating import (
    DEFAULT_CARD_SIZE,
    card_faces,
    choices,
    score_words,
    seatable_games,
)
from cardrules.server._table import SEAT_KINDS, Table
from cardrules.svg.drawing import symbols

__all__ = ["error_page", "game_entry", "home_page", "rule_options", "table_page"]


def _asset(name: str) -> str:
    """A file of the page (its script or style), shipped beside this module."""
    return (resources.files("cardrules.server") / "static" / name).read_text(encoding="utf-8")


STYLE = REPLAY_STYLE + _asset("table.css")
SCRIPT = _asset("table.js")
HOME_SCRIPT = _asset("home.js")


def _config(data: dict[str, Any]) -> str:
    """A JSON island for the script; ``</`` cannot close the element."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


def _messages(lang: str) -> dict[str, str]:
    return {key: texts[lang] for key, texts in MESSAGES.items()}


def _head(title: str, lang: str) -> str:
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<link rel="icon" href="data:,">
<style>{STYLE}</style>
</head>
"""


def _other_language(lang: str, path: str) -> str:
    other = "es" if lang == "en" else "en"
    joiner = "&amp;" if "?" in path else "?"
    return f'<a class="lang" href="{escape(path)}{joiner}lang={other}">{say("language", lang)}</a>'


def table_page(table: Table, seat: int | None, token: str | None, lang: str) -> str:
    """The page a seat (or, without a token, a spectator) plays or watches on.

    Args:
        table: the table.
        seat: the seat of ``token``, ``None`` for a spectator.
        token: the seat's token, as in the page's address.
        lang: ``"en"`` or ``"es"``.

    Returns:
        The page's HTML.
    """
    lang = language(lang)
    spec = table.spec
    config = {
        "table": table.id,
        "token": token,
        "lang": lang,
        "seats": list(table.seats),
        "cardSize": list(spec.card_size or DEFAULT_CARD_SIZE),
        "faces": card_faces(spec, table.rules),
        "choices": choices(spec, table.rules, lang),
        "messages": _messages(lang),
    }
    title = say("title", lang, game=table.spec.title, table=table.id)
    if seat is None:
        who = say("watching", lang)
        path = f"/tables/{table.id}"
    else:
        who = say("you_are", lang, seat=say("seat", lang, seat=seat))
        path = f"/tables/{table.id}?token={token}"
    mine = (
        ""
        if seat is None
        else f'<label>{say("share_mine", lang)} <input readonly data-path="{escape(path)}"></label>'
    )
    scores = score_words(spec, lang)[0]
    return (
        _head(title, lang)
        + f"""<body data-turn="other" data-moves="0" data-seat="{"" if seat is None else seat}">
<svg class="sprites" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
{symbols(table.start)}</svg>
<main class="table-page">
{_other_language(lang, path)}
<h1>{escape(title)}</h1>
<p class="who">{escape(who)} <span id="status" aria-live="polite"></span></p>
<p id="owed" hidden></p>
<div class="layout">
<div class="play">
<section id="table-box" aria-label="{say("table_facts", lang)}">
<div class="chips" id="chips"></div>
<div id="piles"></div>
</section>
<section id="hand-box"><h2>{say("hand", lang)}</h2><div id="hand"></div></section>
<div id="actions"></div>
<p id="notice" role="alert"></p>
<details id="picture-box"><summary>{say("picture", lang)}</summary>
<div id="picture"></div></details>
</div>
<div class="side">
<section id="scores"><h2>{escape(scores)}</h2><table><thead><tr id="seat-head"></tr></thead>
<tbody id="seat-rows"></tbody></table></section>
<p id="finished" hidden><a href="/api/tables/{table.id}/record">{say("record", lang)}</a> ·
<a href="/tables/{table.id}/replay?lang={lang}">{say("replay", lang)}</a></p>
<details open><summary>{say("moves", lang)}</summary><ol id="narration-list"></ol></details>
<details class="links"><summary>{say("share", lang)}</summary>
{mine}
<label>{say("share_watch", lang)}
<input readonly data-path="/tables/{table.id}?lang={lang}"></label>
</details>
</div>
</div>
</main>
<script type="application/json" id="config">{_config(config)}</script>
<script>{SCRIPT}</script>
</body>
</html>
"""
    )


def rule_options(spec: Any, lang: str) -> list[dict[str, Any]]:
    """The home page's inputs for a game's rules: one per field of its ``Rules`` but ``players``.

    Read from the ``Rules`` class's attrs fields, so a game's new option shows
    without a line here: a field whose default is a bool is a checkbox, an
    int a number, ``None`` an optional number (empty: ``None``). Labels come
    from the catalog (``rule_<field>``), else the field's name.
    """
    options = []
    for field in attrs.fields(spec.rules_type):
        if field.name == "players" or not field.init:
            continue
        default = field.default
        if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            continue
        if isinstance(default, bool):
            kind = "bool"
        elif isinstance(default, int):
            kind = "int"
        elif default is None and "int" in str(field.type):
            kind = "optional_int"
        else:
            continue  # no input for a value a form cannot type
        key = f"rule_{field.name}"
        label = say(key, lang) if key in MESSAGES else field.name.replace("_", " ")
        options.append({"name": field.name, "kind": kind, "default": default, "label": label})
    return options


def game_entry(spec: Any, lang: str) -> dict[str, Any]:
    """A game as ``GET /api/games`` lists it: names, numbers of players, rules options."""
    return {
        "id": spec.id,
        "name": spec.name,
        "title": spec.title,
        "players": list(spec.players),
        "higher_scores_win": spec.higher_scores_win,
        "rules": rule_options(spec, lang),
    }


def home_page(lang: str) -> str:
    """The home page: a form that opens a table of any game a table can seat, then its links."""
    lang = language(lang)
    seatable = seatable_games()
    games = "".join(
        f'<option value="{escape(spec.name)}">{escape(spec.title)}</option>' for spec in seatable
    )
    config = {
        "lang": lang,
        "kinds": list(SEAT_KINDS),
        "players": {spec.name: list(spec.players) for spec in seatable},
        "rules": {spec.name: rule_options(spec, lang) for spec in seatable},
        "bots": {kind: _bot_label(kind, lang) for kind in SEAT_KINDS if kind != "person"},
        "messages": _messages(lang),
    }
    return (
        _head(say("home_title", lang), lang)
        + f"""<body>
<main>
{_other_language(lang, "/")}
<h1>{say("home_title", lang)}</h1>
<form class="new">
<label>{say("home_game", lang)} <select name="game">{games}</select></label>
<label>{say("home_players", lang)} <select name="players"></select></label>
<div id="seats"></div>
<fieldset id="rules"><legend>{say("home_rules", lang)}</legend></fieldset>
<button type="submit">{say("home_create", lang)}</button>
</form>
<div id="links" class="links"></div>
</main>
<script type="application/json" id="config">{_config(config)}</script>
<script>{HOME_SCRIPT}</script>
</body>
</html>
"""
    )


def error_page(status: int, message: str, lang: str, links: Sequence[tuple[str, str]] = ()) -> str:
    """A short page for a bad link: the status, what was wrong, and links on (address, text)."""
    lang = language(lang)
    heading = {404: "not_found", 403: "forbidden"}.get(status)
    title = say(heading, lang) if heading else say("error", lang, status=status)
    ways = "".join(f'<li><a href="{escape(href)}">{escape(text)}</a></li>' for href, text in links)
    more = f"<ul>{ways}</ul>" if ways else ""
    return (
        _head(title, lang)
        + f"<body><main><h1>{escape(title)}</h1><p>{escape(message)}</p>{more}</main>"
        + "</body></html>\n"
    )


def _bot_label(kind: str, lang: str) -> str:
    """The words for a bot seat: the server's own for cardrules' bots, else the bot's name."""
    key = f"bot_{kind}"
    return say(key, lang) if key in MESSAGES else kind
