"""Pictures in Spanish: `svg.render` and `text.render_text` with ``lang="es"``."""

import random
import types

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, svg, veneno
from cardrules.games import GameSpec, register, unregister
from cardrules.text import render_text
from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, move_seeds, seeds
from tests.test_i18n import ENGLISH_WORDS
from tests.test_svg import all_text, backs, chupate_position, faces, parse, veneno_position
from tests.test_text_picture import VENENO_POSITION


def spanish(picture):
    """The text of a Spanish SVG picture, its ``<title>`` included, checked for English words."""
    root = parse(picture)
    text = all_text(root) + " " + root.find("{http://www.w3.org/2000/svg}title").text
    assert not ENGLISH_WORDS.findall(text), ENGLISH_WORDS.findall(text)
    return root, text


# -- known positions ----------------------------------------------------------------


def test_C6_C7_C8_a_chupate_picture_in_spanish_shows_the_same_cards_in_spanish_words():
    state = chupate_position(owed=2, phase="stacked")
    english = parse(svg.render(state))
    root, text = spanish(svg.render(state, lang="es"))
    assert faces(root) == faces(english)
    assert backs(root) == backs(english)
    for expected in ("Chúpate 2", "· ronda 1", "3 jugadores · una ronda", "turno de jugador 1",
                     "debe 2: tira otro chúpate 2 o se las chupa (C-8)", "rojo", "antihorario",
                     "fase de chúpate 2", f"mazo {len(state.stock)}", "descarte 3", "le toca",
                     "3 cartas", "2 cartas", "1 carta"):  # fmt: skip
        assert expected in text, expected
    assert "turno de jugador 1" in root.find("{http://www.w3.org/2000/svg}title").text
    playing = chupate_position()
    _, text = spanish(svg.render(playing, seat=0, lang="es"))
    assert "tira una carta del mismo color o figura, o roba (C-6, C-7)" in text
    assert "jugador 0 (tú)" in text
    assert "vista de jugador 0" in text


def test_C7_the_drawn_card_is_marked_in_spanish_only_for_its_drawer():
    state = chupate_position(phase="drawn", drawn_card="YS")
    _, mine = spanish(svg.render(state, seat=1, lang="es"))
    _, theirs = spanish(svg.render(state, seat=0, lang="es"))
    assert "ha robado YS: júgala o pasa (C-7)" in mine
    assert "robada" in mine
    assert "ha robado una carta: júgala o pasa (C-7)" in theirs
    assert "YS" not in theirs


def test_C12_C13_the_owed_wild_draw_four_and_a_wild_first_card_in_spanish():
    wild4 = chupate_position(
        owed=4, phase="wild4", challenge_color="G", discard=["B1", "R9", "W+4"]
    )
    _, text = spanish(svg.render(wild4, lang="es"))
    assert "debe 4: se las chupa o dice mentira (C-12)" in text
    assert "el color era verde cuando se tiró el W+4" in text
    first = chupate.State.from_dict({
        "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
        "current_player": 0, "hands": [["R5"], ["G7"]], "discard": ["W"],
        "color": None, "phase": "color",
    })  # fmt: skip
    _, text = spanish(svg.render(first, lang="es"))
    assert "ninguno todavía" in text
    assert "la primera carta es un comodín: nombra el color (C-13)" in text


def test_V4_V5_V6_a_veneno_picture_in_spanish_shows_the_same_cards_in_spanish_words():
    state = veneno_position()
    english = parse(svg.render(state, seat=1))
    root, text = spanish(svg.render(state, seat=1, lang="es"))
    assert faces(root) == faces(english)
    assert backs(root) == backs(english)
    for expected in ("Veneno", "2 jugadores · un montón se pasa al llegar a 13",
                     "la partida acaba con 20 de veneno", "turno de jugador 0",
                     "ya ha robado; juega una carta en un montón (V-4)",
                     "oros, espadas, bastos en su propio montón (V-5);",
                     "copas en cualquier montón (V-6)", "montón 0", "total 7", "vacío",
                     f"mazo {len(state.stock)}", "llevadas 2 · copas 1 · esta ronda +1",
                     "4 cartas en la mano", "veneno 0", "vista de jugador 1"):  # fmt: skip
        assert expected in text, expected


def test_V10_a_finished_match_in_spanish_names_winners_and_losers():
    state = veneno.new_game(veneno.Rules(players=3, loss_threshold=3), seed=4)
    while not state.is_over:
        state = state.play(state.legal_moves()[0])
    _, text = spanish(svg.render(state, lang="es"))
    assert "Partida terminada: gan" in text
    assert "más veneno: jugador" in text
    assert "(V-10)" in text
    assert "gana" in text
    assert "pierde" in text


def test_V4_a_veneno_text_picture_in_spanish():
    state = veneno.State.from_dict(VENENO_POSITION)
    text = render_text(state, seat=1, lang="es")
    assert text.splitlines() == [
        "Veneno · 2 jugadores · un montón se pasa al llegar a 13 · la partida acaba con 20 de "
        "veneno · ronda 1",
        "montón 0: 6E (total 6)",
        "montón 1: (vacío) (total 0)",
        "montón 2: (vacío) (total 0)",
        f"mazo: {len(state.stock)}",
        "turno de jugador 0",
        "ya ha robado; juega una carta en un montón (V-4)",
        "oros, espadas, bastos en su propio montón (V-5);",
        "copas en cualquier montón (V-6)",
        "> jugador 0  puntos  0  mano [3 ocultas]  llevadas esta ronda 5C",
        " *jugador 1  puntos  0  mano 1O 4C  llevadas esta ronda nada",
    ]
    assert render_text(state.view(1), lang="es") == text
    # the same facts as the English text, line for line
    assert len(render_text(state, seat=1).splitlines()) == len(text.splitlines())


def test_C7_a_chupate_text_picture_in_spanish():
    state = chupate.State.from_dict({
        "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
        "current_player": 0, "hands": [["R5", "G7"], ["Y1"]], "discard": ["B3", "R3"],
        "color": "R",
    }).play("draw")  # fmt: skip
    theirs = render_text(state, seat=1, names=["Ana", "Bo"], lang="es")
    assert theirs.splitlines() == [
        "Chúpate 2 · 2 jugadores · una ronda · ronda 1",
        f"pila de descarte: R3 sobre 1 más · color: rojo · el juego va en sentido antihorario"
        f" · mazo: {len(state.stock)}",
        "turno de Ana",
        "ha robado una carta: júgala o pasa (C-7)",
        "> Ana     0 ptos   3 cartas  [3 ocultas]",
        " *Bo      0 ptos    1 carta  Y1",
    ]
    assert f"ha robado {state.drawn_card}" in render_text(state, seat=0, lang="es")


@pytest.mark.parametrize("lang", ["fr", "EN", "", None, 1], ids=repr)
def test_an_unknown_language_is_a_rules_error(lang):
    state = veneno_position()
    with pytest.raises(RulesError, match="lang must be one of 'en', 'es'"):
        svg.render(state, lang=lang)
    with pytest.raises(RulesError, match="lang must be one of 'en', 'es'"):
        render_text(state, lang=lang)


def test_english_is_the_default_and_the_same_as_lang_en():
    for state in (chupate_position(), veneno_position()):
        assert svg.render(state, seat=0, lang="en") == svg.render(state, seat=0)
        assert render_text(state, lang="en") == render_text(state)
        assert svg.render(state, lang="es") != svg.render(state)


# -- random positions -------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(10))
@given(data=st.data())
def test_a_seats_spanish_picture_does_not_change_when_the_hidden_cards_are_dealt_again(game, data):
    rules = data.draw(game.rules, label="rules")
    rnd = random.Random(data.draw(move_seeds, label="rehide_seed"))
    picks = data.draw(move_picks(100), label="picks")
    for state, _ in picked_steps(game, rules, data.draw(seeds, label="seed"), picks):
        if rnd.random() > 0.25:
            continue
        seat = rnd.randrange(rules.players)
        other = game.from_dict(game.rehide(state.to_dict(), seat, rnd))
        picture = svg.render(state, seat=seat, lang="es")
        assert svg.render(other, seat=seat, lang="es") == picture
        assert render_text(other, seat=seat, lang="es") == render_text(state, seat=seat, lang="es")
        root, _ = spanish(picture)  # well-formed, no English word
        assert faces(root) == faces(parse(svg.render(state, seat=seat)))


# -- a game of one's own, whose pictures take no lang --------------------------------------


@attrs.frozen
class _Rules:
    players: int = 2


@attrs.frozen
class _State:
    rules: _Rules = _Rules()

    def view(self, seat):
        return _View(seat)


@attrs.frozen
class _View:
    seat: int
    rules: _Rules = _Rules()


class _Move:
    pass


def _english_pictures():
    """A picture hook written before pictures had a language: no ``lang`` anywhere."""
    return types.SimpleNamespace(
        seen_from_state=lambda state: "every coin",
        seen_from_view=lambda view: f"seat {view.seat}'s coin",
        render=lambda seen, names: (
            f'<svg xmlns="http://www.w3.org/2000/svg"><text>{seen}</text></svg>'
        ),
        render_text=lambda seen, names: f"heads, {seen}",
        symbols=lambda: "",
    )


def test_a_registered_games_picture_hooks_without_lang_still_draw():
    spec = register(
        GameSpec(
            id="coin",
            name="coin",
            title="Coin",
            players=(2,),
            rules_type=_Rules,
            state_type=_State,
            view_type=_View,
            move_type=_Move,
            new_game=lambda rules, seed: _State(),
            parse_move=lambda text: _Move(),
            action_space=lambda rules: (),
            picture=_english_pictures(),
        )
    )
    try:
        assert spec.picture is not None
        for lang in ("en", "es"):
            assert "every coin" in svg.render(_State(), lang=lang)
            assert "seat 1's coin" in svg.render(_State(), seat=1, lang=lang)
            assert render_text(_State(), seat=0, lang=lang) == "heads, seat 0's coin"
        with pytest.raises(RulesError, match="lang must be one of"):
            svg.render(_State(), lang="fr")
    finally:
        unregister("coin")
