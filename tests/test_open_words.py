"""Words are open: a game's own messages from its spec, and a language added from outside.

Tricks (`tests.third_game`) brings English and Spanish for its illegal moves
in ``GameSpec.messages``; `tests.lang_eo` adds a few words of a third
language with `cardrules.i18n.register_messages`. Neither edits ``src/``.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import redirect_stdout

import attrs
import pytest

from cardrules import i18n, veneno
from cardrules.cli import main
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.games import GAMES, find_game, register
from cardrules.i18n import (
    check_lang,
    languages,
    message,
    register_messages,
    text,
    unregister_messages,
)
from tests import lang_eo, third_game
from tests.third_game import game


def _tricks_error() -> IllegalMoveError:
    state = game.new_game(game.Rules(players=2), 3)
    while not state.trick:
        state = state.play(state.legal_moves()[0])
    seat = state.current_player
    assert seat is not None
    off_suit = [card for card in state.hands[seat] if card.suit != state.trick[0].suit]
    if not off_suit or len(state.legal_moves()) == len(state.hands[seat]):
        pytest.skip("this deal leaves nothing to refuse")
    with pytest.raises(IllegalMoveError) as caught:
        state.play(game.Move(off_suit[0]))
    return caught.value


def _veneno_error() -> IllegalMoveError:
    state = veneno.new_game(veneno.Rules(players=3), seed=7)
    with pytest.raises(IllegalMoveError) as caught:
        state.play(state.legal_moves()[0], seat=2)
    return caught.value


@pytest.fixture
def eo() -> Iterator[str]:
    with lang_eo.registered() as lang:
        yield lang


def test_a_games_own_error_is_said_in_spanish_from_its_spec() -> None:
    with third_game.registered():
        error = _tricks_error()
        assert error.key == "tricks.follow"
        assert str(error).startswith("T-4: seat ")
        spanish = message(error, "es")
        assert spanish.startswith("T-4: el jugador ")
        assert "debe seguir el palo" in spanish
        assert text("tricks.follow", "es", **error.params) == spanish
    assert message(error, "es") == str(error)  # the game gone, its words go too


def test_a_third_language_is_added_without_editing_src(eo: str) -> None:
    assert languages() == ("en", "es", "eo")
    assert check_lang(eo) == "eo"
    error = _veneno_error()
    assert message(error, eo) == "V-4: ne estas la vico de ludanto 2; estas la vico de 0"
    assert text("veneno.copa", eo, move="7C@1") == "V-6: 7C@1 ne estas permesata ĉi tie"
    assert text("veneno.not_in_hand", eo, card="7C", seat=2) == text(
        "veneno.not_in_hand", "en", card="7C", seat=2
    )  # an id it leaves out is said in English


def test_a_games_words_in_a_third_language_come_from_its_package(eo: str) -> None:
    with third_game.registered():
        error = _tricks_error()
        assert message(error, eo).startswith("T-4: ludanto ")
        assert "devas sekvi la emblemon" in message(error, eo)


def test_the_language_goes_with_its_package() -> None:
    with lang_eo.registered():
        pass
    assert "eo" not in languages()
    with pytest.raises(RulesError, match="lang must be one of 'en', 'es', got 'eo'"):
        check_lang("eo")


def test_the_command_speaks_an_added_language(eo: str) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["demo", "veneno", "--players", "2", "--seed", "5", "--lang", eo]) == 0
        assert main(["demo", "chupate", "--players", "2", "--seed", "5", "--lang", eo]) == 0
    told = out.getvalue()
    assert "ludanto 0" in told
    assert "seat 0" not in told
    assert "Match over" in told  # what Esperanto leaves out stays English


def test_without_it_the_command_refuses_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "veneno", "--lang", "eo"]) == 2
    assert "invalid choice: 'eo'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("source", "messages", "said"),
    [
        ("x", {"es": {"turn.not_yours": "no"}}, "'turn.not_yours' is one of cardrules' own"),
        ("x", {"EO": {"a.b": "c"}}, "'EO' is not a language code"),
        ("x", {"eo": {"a.b": "{unclosed"}}, "the 'eo' template of 'a.b' is not a format string"),
        ("x", {"eo": {"a.b": 3}}, "is not a format string"),
        ("x", {"eo": ["a.b"]}, "messages\\['eo'\\] must be a dict"),
        ("x", ["eo"], "messages must be a dict"),
        ("", {"eo": {}}, "source must be a non-empty str"),
        ("x", {"eo": {"phrase.seat": "ludanto {seat}"}}, "is a message of 'cardrules-eo"),
        (lang_eo.SOURCE, {"eo": {}}, "has registered messages already"),
    ],
)
def test_register_messages_refuses_what_would_clash_or_not_render(
    eo: str, source: str, messages: object, said: str
) -> None:
    with pytest.raises(RulesError, match=said):
        register_messages(source, messages)  # type: ignore[arg-type]
    assert text("phrase.seat", eo, seat=1) == "ludanto 1"
    unregister_messages("x")


def test_a_spec_whose_words_clash_is_refused_and_nothing_is_registered() -> None:
    bad = attrs.evolve(third_game.SPEC, messages={"es": {"veneno.copa": "no"}})
    with pytest.raises(RulesError, match=r"'veneno\.copa' in 'es' is a message of 'game veneno'"):
        register(bad)
    assert "tricks" not in GAMES
    assert i18n.text("veneno.copa", "es", move="7C") == "V-6: 7C no es legal aquí"


_ROUND_START = {"round": 1, "starter": "seat 0", "top": "R5", "color": "R", "stock": 90}


def test_an_added_language_has_its_glossary_and_englishs_for_the_rest(eo: str) -> None:
    assert text("chupate.say.top_color", eo, top="R5", color="R") == "R5 (koloro ruĝa)"
    assert text("chupate.say.top_color", eo, top="R5", color="") == "R5 (koloro none yet)"
    # an id it leaves out is an English sentence, English's words in it
    assert text("chupate.say.round_start", eo, **_ROUND_START).count("red") == 1


@pytest.mark.parametrize(
    "terms",
    [
        {"eo": {"color": {"R": 1}}},
        {"eo": {"color": ["R"]}},
        {"eo": ["color"]},
        ["eo"],
    ],
)
def test_register_messages_refuses_a_glossary_that_is_not_text(terms: object) -> None:
    with pytest.raises(RulesError, match=r"terms|glossary"):
        register_messages("x", {"eo": {"x.y": "z"}}, terms=terms)  # type: ignore[arg-type]
    assert "eo" not in languages()


def test_register_messages_refuses_a_key_that_is_no_name() -> None:
    with pytest.raises(RulesError, match="has a key that is no name"):
        register_messages("x", {"eo": {"": "z"}})
    with pytest.raises(RulesError, match="has a key that is no name"):
        register_messages("x", {"eo": {3: "z"}})  # type: ignore[dict-item]


def test_the_built_in_games_words_come_from_their_specs_as_an_outside_games_do() -> None:
    spec = find_game("veneno")
    assert spec.messages is not None
    assert "veneno.copa" not in i18n.CATALOG["en"]
    unregister_messages("game veneno")  # what unregister does for a game of your own
    try:
        with pytest.raises(RulesError, match=r"no message 'veneno\.copa'"):
            text("veneno.copa", "es", move="7C")
        assert text("turn.not_yours", "es", rule="V-4", seat=1, to_play=0).startswith("V-4: no")
    finally:
        register_messages("game veneno", spec.messages)
    assert text("veneno.copa", "es", move="7C") == "V-6: 7C no es legal aquí"
    assert message(_veneno_error(), "es") == "V-4: no le toca al jugador 2; le toca al jugador 0"
