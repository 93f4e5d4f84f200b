"""The page's own catalog: every message in English and Spanish, with the same parameters."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.extras import require

require("starlette")
from cardrules.server import _i18n  # noqa: E402
from cardrules.server._i18n import LANGUAGES, MESSAGES, language, parameters, say  # noqa: E402

STATIC = Path(_i18n.__file__).parent / "static"


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_message_has_both_languages_with_the_same_parameters(key):
    texts = MESSAGES[key]
    assert set(texts) == set(LANGUAGES)
    assert all(text.strip() for text in texts.values())
    assert parameters(texts["en"]) == parameters(texts["es"])


def test_every_message_the_scripts_ask_for_is_in_the_catalog():
    asked = set()
    for script in STATIC.glob("*.js"):
        text = script.read_text(encoding="utf-8")
        asked |= set(re.findall(r'say\("(\w+)"', text)) - {"color_"}
        asked |= {f"color_{c}" for c in "RBGY"} if '"color_" +' in text else set()
        asked |= {"draw", "pass", "take", "challenge"} if "actions" in text else set()
    assert asked
    assert asked <= set(MESSAGES), asked - set(MESSAGES)


def test_spanish_uses_the_games_own_words():
    spanish = " ".join(texts["es"] for texts in MESSAGES.values())
    for word in ("rojo", "azul", "verde", "amarillo", "comodín", "Chúpate", "montón"):
        assert word in spanish


def test_english_is_the_default_and_junk_falls_back_to_it():
    assert language(None) == "en"
    assert language("fr") == "en"
    assert language("es") == "es"
    assert say("pile", "es", pile=2) == "montón 2"
    assert say("pile", "xx", pile=2) == "pile 2"
