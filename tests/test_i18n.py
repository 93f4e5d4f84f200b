"""Messages in English and Spanish (cardrules.i18n): catalogs, explanations, narration, CLI."""

from __future__ import annotations

import pickle
import re
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import (
    IllegalMoveError,
    NotationError,
    RulesError,
    chupate,
    i18n,
    veneno,
)
from cardrules.bots import ChupateGreedyBot, RandomBot, VenenoGreedyBot, playthrough
from cardrules.chupate import legal as chupate_legal
from cardrules.games import find_game
from cardrules.narration import _told, describe_turn, narrate_seat_record, narrate_steps
from cardrules.records import Record
from cardrules.veneno import legal as veneno_legal
from tests.chupate import positions as cp
from tests.chupate.test_round_end import nothing_to_draw
from tests.games import GAMES, picked_steps
from tests.helpers import cardrules
from tests.strategies import examples, move_picks, seeds
from tests.veneno import positions as vp

RULE_IDS = re.compile(r"\b[CV]-\d+\b")
RULE_PREFIX = re.compile(r"^(?:\{rule\}|[CV]-\d+(?:, [CV]-\d+)*): ")

SAME_IN_BOTH = {
    # Templates with no words: only fields and punctuation (a glossary field still
    # renders in each language's words).
    "chupate.say.held",
    "chupate.say.top_color",
    "cli.veneno.pile",
    "cli.veneno.zone",
    "phrase.copa.one",
    "phrase.copa.other",
    "picture.veneno.copas_sin_veneno",  # the rule's own name (V-12)
    "picture.veneno.total",  # "total" is the Spanish word too
    "record.bad_move",  # "{where}: {error}", both fields messages in their own language
}
"""Message ids whose Spanish template may equal the English one."""

ENGLISH_WORDS = re.compile(
    r"\b(seat|plays|draws|takes|round|pile|hand|the|owes|not|winners|losers|totals)\b"
)
"""English words no Spanish line may hold (notation such as ``draw`` or ``take`` aside)."""


# -- the catalogs ------------------------------------------------------------------------


def test_every_message_id_has_both_languages():
    assert i18n.LANGS == ("en", "es")
    assert set(i18n.CATALOG) == set(i18n.LANGS)
    assert set(i18n.CATALOG["es"]) == set(i18n.CATALOG["en"])
    assert set(i18n.catalog("es")) == set(i18n.catalog("en"))
    for lang in i18n.LANGS:
        for key, template in i18n.catalog(lang).items():
            assert template.strip(), (lang, key)


def test_cardrules_own_catalog_holds_no_games_words():
    for spec in (find_game("chupate"), find_game("veneno")):
        assert spec.messages is not None
        assert set(spec.messages) == set(i18n.LANGS)
        assert set(spec.messages["en"]) == set(spec.messages["es"]), spec.id
        for lang in i18n.LANGS:
            assert not set(spec.messages[lang]) & set(i18n.CATALOG[lang]), spec.id
            for key, template in spec.messages[lang].items():
                assert i18n.catalog(lang)[key] == template  # from the spec, as it is
    own = set(i18n.CATALOG["en"])
    assert not {key for key in own if key.split(".")[0] in ("chupate", "veneno")}
    assert not {key for key in own if key.split(".")[1] in ("chupate", "veneno")}
    games = set(find_game("chupate").messages["en"]) | set(find_game("veneno").messages["en"])
    assert set(i18n.catalog("en")) == own | games


@pytest.mark.parametrize("key", sorted(i18n.catalog("en")))
def test_parameters_match_between_the_languages(key):
    en, es = i18n.catalog("en")[key], i18n.catalog("es")[key]
    assert i18n.fields(en) == i18n.fields(es), key
    # the rule ids a message cites are the same, and a rule id that leads in
    # English leads in Spanish
    assert RULE_IDS.findall(en) == RULE_IDS.findall(es), key
    lead_en, lead_es = RULE_PREFIX.match(en), RULE_PREFIX.match(es)
    assert (lead_en and lead_en.group(0)) == (lead_es and lead_es.group(0)), key
    if key not in SAME_IN_BOTH and not key.startswith("server."):  # tests/server checks those
        assert en != es, f"{key} is not translated"


def test_every_glossary_has_a_word_for_every_value_in_both_languages():
    assert set(i18n.TERMS["en"]) == set(i18n.TERMS["es"])
    for name, words in i18n.TERMS["en"].items():
        assert set(words) <= set(i18n.TERMS["es"][name]), name
    used = {
        spec
        for lang in i18n.LANGS
        for template in i18n.catalog(lang).values()
        for _, _, spec, _ in string.Formatter().parse(template)
        if spec
    }
    assert used <= set(i18n.TERMS["en"])


def test_spanish_uses_the_games_own_words():
    said = i18n.catalog("es").items()
    es = " ".join(t for key, t in said if not key.startswith("server.")) + " ".join(
        word for words in i18n.TERMS["es"].values() for word in words.values()
    )
    for word in (
        "sota",
        "caballo",
        "rey",
        "oros",
        "copas",
        "espadas",
        "bastos",
        "rojo",
        "azul",
        "verde",
        "amarillo",
        "chúpate 2",
        "comodín",
        "comodín +4",
        "mentira",
        "jugador",
    ):
        assert word in es, word
    assert "asiento" not in es  # one word for a seat: jugador


def test_text_fills_the_fields_and_translates_glossary_values():
    assert i18n.text("chupate.say.naming", "en", color="G") == ", naming green"
    assert i18n.text("chupate.say.naming", "es", color="G") == ", y elige verde"
    assert i18n.text("chupate.say.naming", lang="es", color="G") == ", y elige verde"
    assert i18n.text("chupate.say.naming", "es", color=None) == ", y elige ninguno todavía"
    assert i18n.text("veneno.say.move", "es", card="7C", pile=2) == "juega 7C en el montón 2"
    assert i18n.text("chupate.say.goes", "es", direction="cw").endswith(
        "sentido horario (del jugador i al i+1)"
    )


@pytest.mark.parametrize("lang", ["fr", "EN", "", None, 1, ["es"]], ids=repr)
def test_an_unknown_language_is_a_rules_error_naming_the_languages(lang):
    with pytest.raises(RulesError, match="lang must be one of 'en', 'es'"):
        i18n.text("veneno.copa", lang, move="1C@0")
    with pytest.raises(RulesError, match="lang must be one of"):
        i18n.check_lang(lang)
    state = veneno.new_game(veneno.Rules(players=2), seed=1)
    with pytest.raises(RulesError, match="lang must be one of"):
        state.why_illegal("1O@9", lang=lang)
    with pytest.raises(RulesError, match="lang must be one of"):
        list(narrate_steps(state, (), lang=lang))


def test_an_unknown_id_or_a_missing_field_is_a_rules_error():
    with pytest.raises(RulesError, match="no message 'nope'"):
        i18n.text("nope")
    with pytest.raises(RulesError, match="needs a value for 'move'"):
        i18n.text("veneno.copa", "es")


# -- errors carry their message id -------------------------------------------------------


def _error(state, move, **kw):
    with pytest.raises(IllegalMoveError) as info:
        state.play(move, **kw)
    return info.value


def test_an_illegal_move_error_carries_key_params_and_renders_in_spanish():
    s = cp.state(cp.with_stock(cp.pos([["R5"], ["B2"]], ["R3"])))
    err = _error(s, "G5")
    assert (err.rule, err.key, err.params) == (
        "C-6",
        "chupate.not_in_hand",
        {"card": "G5", "seat": 0},
    )
    assert i18n.message(err) == str(err) == s.why_illegal("G5")
    assert i18n.message(err, "es") == s.why_illegal("G5", lang="es")
    assert (
        i18n.message(err, "es") == "C-6: G5 no está en la mano del jugador 0, al que le toca jugar"
    )
    again = pickle.loads(pickle.dumps(err))
    assert (again.rule, again.key, again.params) == (err.rule, err.key, err.params)
    assert i18n.message(again, "es") == i18n.message(err, "es")


def test_a_notation_error_carries_its_key_and_renders_in_spanish():
    with pytest.raises(NotationError) as info:
        veneno.parse_move("7C@9")
    err = info.value
    assert err.key == "veneno.notation.bad_pile"
    assert i18n.message(err, "es") == (
        "'7C@9' no es una jugada de Veneno: el montón tiene que ser 0, 1 o 2, no '9'"
    )
    with pytest.raises(NotationError) as info:
        chupate.parse_move("W")
    assert i18n.message(info.value, "es") == (
        "'W' no es una jugada de Chúpate 2: un comodín tiene que nombrar un color, "
        "como 'W:G' (C-11, C-12)"
    )


def test_an_error_without_a_message_id_is_its_english_message_in_every_language():
    with pytest.raises(RulesError) as info:
        i18n.check_lang("fr")
    err = info.value
    assert err.key is None
    assert err.params == {}
    assert i18n.message(err, "es") == str(err)
    assert i18n.message(ValueError("plain"), "es") == "plain"


@pytest.mark.parametrize(
    ("build", "spanish"),
    [
        (
            lambda: veneno.Rules(players=9),
            "Rules.players tiene que ser uno de 2, 3, 4, 5, 6 (V-3), no 9",
        ),
        (
            lambda: veneno.Rules(reduced_deck=1),
            "Rules.reduced_deck tiene que ser True o False (V-11), no 1",
        ),
        (
            lambda: veneno.Rules(loss_threshold=0),
            "Rules.loss_threshold tiene que ser un entero del 1 al 2**64-1 (V-10), no 0",
        ),
        (
            lambda: chupate.Rules(target=0),
            "Rules.target tiene que ser None (una sola ronda) o un entero del 1 al 2**64-1 "
            "(C-2), no 0",
        ),
        (
            lambda: chupate.Rules(players=2, teams=True),
            "Rules.teams necesita 4 o 6 jugadores (C-3), no players=2",
        ),
        (
            lambda: chupate.Rules(players=4, teams="ab"),
            "Rules.teams tiene que ser False, True o un reparto de los jugadores en equipos "
            "como ((0, 2), (1, 3)) (C-3), no 'ab'",
        ),
        (
            lambda: chupate.Rules(players=4, teams=((0, 9), (1, 2))),
            "Rules.teams contiene 9, que no es un jugador del 0 al 3 (C-3)",
        ),
        (
            lambda: chupate.Rules(players=4, teams=((0, 1), (2,))),
            "Rules.teams tiene que contener a cada jugador del 0 al 3 una sola vez (C-3), "
            "no ((0, 1), (2,))",
        ),
        (
            lambda: chupate.Rules(players=4, teams=((0, 1, 2, 3),)),
            "Rules.teams tiene que ser al menos dos equipos del mismo tamaño, de al menos dos "
            "jugadores cada uno (C-3), no ((0, 1, 2, 3),)",
        ),
        (
            lambda: veneno.new_game(veneno.Rules(), seed="7"),
            "la semilla (seed) tiene que ser un entero en 0..2**64-1, no '7'",
        ),
        (
            lambda: veneno.new_game(veneno.Rules(), seed=-1),
            "la semilla (seed) tiene que estar en 0..2**64-1, no -1",
        ),
        (
            lambda: veneno.new_game(veneno.Rules(players=4), seed=1).view(9),
            "view: el jugador (seat) tiene que ser un entero del 0 al 3, no 9",
        ),
        (
            lambda: find_game("chess"),
            "no hay ningún juego llamado 'chess'; los juegos son chupate2 (Chúpate 2), "
            "veneno (Veneno)",
        ),
    ],
)
def test_a_bad_setting_is_explained_in_spanish(build, spanish):
    with pytest.raises(RulesError) as info:
        build()
    err = info.value
    assert err.key is not None
    assert i18n.message(err, "es") == spanish
    assert i18n.message(err) == str(err) != spanish


# -- a sample of illegal moves per rule id, explained in Spanish -------------------------


def _both(state, move):
    """The English and the Spanish explanation; they cite the same rule first."""
    en, es = state.why_illegal(move), state.why_illegal(move, lang="es")
    assert en is not None
    assert es is not None
    assert en != es
    assert RULE_PREFIX.match(en).group(0) == RULE_PREFIX.match(es).group(0)
    assert es == i18n.message(_error(state, move), "es")
    return es


def _stacked():
    d = cp.pos([["R5", "B5"], ["Y+2", "R9", "W"], ["G7"]], ["R3", "R+2"], current_player=1)
    return cp.state(cp.with_stock(d | {"phase": "stacked", "owed": 2}))


def test_C5_V4_a_move_out_of_turn_explained_in_spanish():
    c = cp.state(cp.with_stock(cp.pos([["R5"], ["B2"]], ["R3"])))
    err = _error(c, "R5", seat=1)
    assert i18n.message(err, "es") == "C-5: no le toca al jugador 1; le toca al jugador 0"
    v = vp.state(vp.pos([["1O", "2O", "3O", "4O"], ["5E", "6E", "7E"]]))
    err = _error(v, "1O@0", seat=1)
    assert (err.key, err.params) == ("turn.not_yours", {"rule": "V-4", "seat": 1, "to_play": 0})
    assert i18n.message(err, "es") == "V-4: no le toca al jugador 1; le toca al jugador 0"


def test_C6_explained_in_spanish():
    s = cp.state(cp.with_stock(cp.pos([["R5", "B2"], ["B2"]], ["R3"])))
    assert _both(s, "G5") == "C-6: G5 no está en la mano del jugador 0, al que le toca jugar"
    assert _both(s, "B2") == (
        "C-6: B2 no coincide ni con el color activo, rojo, ni con la carta de la mesa, R3"
    )


def test_C7_explained_in_spanish():
    s = cp.state(cp.with_stock(cp.pos([["R5"], ["B2"]], ["R3"]), "G9"))
    assert _both(s, "pass").startswith("C-7: el jugador 0 solo puede pasar después de robar")
    drawn = s.play("draw")
    assert _both(drawn, "draw") == (
        "C-7: el jugador 0 ya ha robado; solo puede jugar la carta robada o pasar"
    )
    assert _both(drawn, "R5") == (
        "C-7: después de robar, el jugador 0 solo puede jugar la carta robada (G9) "
        "si es válida, o pasar; no R5"
    )


def test_C8_explained_in_spanish():
    s = _stacked()
    for move in ("R9", "W:G"):
        assert _both(s, move) == (
            f"C-8: el jugador 1 debe robar 2 cartas: solo puede tirar un chúpate 2 "
            f"o 'take', no {move}"
        )
    fresh = cp.state(cp.with_stock(cp.pos([["R5"], ["B2"]], ["R3"])))
    assert _both(fresh, "take").startswith("C-8, C-12: el jugador 0 no debe ninguna carta")


def test_C12_explained_in_spanish():
    d = cp.pos(
        [["R5", "B1"], ["B2"], ["R7"]],
        ["R3", "W+4"],
        color="G",
        phase="wild4",
        owed=4,
        challenge_color="R",
    )
    facing = cp.state(cp.with_stock(d))
    assert "comodín +4" in _both(facing, "R5")
    no_bluffs = cp.state(
        cp.with_stock(cp.pos([["R5", "W+4"], ["B2"]], ["R3"], rules={"allow_bluffs": False}))
    )
    assert _both(no_bluffs, "W+4:G") == (
        "C-12: W+4:G: el jugador 0 tiene una carta del color activo, rojo, "
        "y no se permite tirar el comodín +4 de farol"
    )


def test_C13_explained_in_spanish():
    first_wild = cp.state(cp.with_stock(cp.pos([["R5"], ["B2"]], ["W"], phase="color")))
    assert _both(first_wild, "draw").startswith("C-13: el jugador 0 debe nombrar antes el color")
    s = cp.state(cp.with_stock(cp.pos([["R5"], ["B2"]], ["R3"])))
    assert _both(s, "color:G") == (
        "C-13: color:G solo sirve para nombrar el color de un comodín que abre la ronda"
    )


def test_C14_explained_in_spanish():
    assert _both(nothing_to_draw(["B2"]), "draw").startswith("C-14: no queda nada que robar")


def test_C15_explained_in_spanish():
    over = cp.state(cp.with_stock(cp.pos([["R3"], ["R7"]], ["R5"]))).play("R3")
    assert _both(over, "draw") == (
        "C-15: la partida ha terminado; ninguna jugada es legal, tampoco draw"
    )
    err = _error(over, "draw", seat=0)
    assert i18n.message(err, "es") == "C-15: la partida ha terminado; el jugador 0 no tiene jugada"


def test_V4_explained_in_spanish():
    s = vp.state(vp.pos([["1O", "2O", "3O", "4O"], ["5E", "6E", "7E"]]))
    assert _both(s, "5E@0") == "V-4: 5E no está en la mano del jugador 0, al que le toca jugar"


def test_V5_explained_in_spanish():
    s = vp.state(vp.pos([["2E", "3C", "9O", "4O"], ["1O", "4C", "5B"]], piles=[["6E"], [], []]))
    assert _both(s, "2E@1") == "V-5: 2E tiene que ir al montón 0, que ya tiene espadas"
    assert _both(s, "9O@0") == (
        "V-5: 9O no puede ir al montón 0, que ya tiene espadas; las cartas de oros van a un "
        "montón sin pinta básica"
    )


def test_V10_explained_in_spanish():
    v = veneno.new_game(veneno.Rules(players=2, loss_threshold=1), seed=4)
    while not v.is_over:
        v = v.play(v.legal_moves()[0])
    assert _both(v, "1O@0") == (
        "V-10: la partida ha terminado; ninguna jugada es legal, tampoco 1O@0"
    )


def test_V11_explained_in_spanish():
    s = veneno.new_game(veneno.Rules(players=2, reduced_deck=True), seed=1)
    assert _both(s, "8O@0") == "V-11: 8O no está en el mazo reducido (sin 8 ni 9)"


@settings(max_examples=examples(6), deadline=None)
@given(data=st.data(), seed=seeds)
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_every_illegal_move_is_explained_in_spanish_citing_the_same_rule(game, data, seed):
    rules = data.draw(game.rules)
    every_move = game.all_moves(rules)
    steps = list(picked_steps(game, rules, seed, data.draw(move_picks(120))))
    for state, _ in [*steps[::7], steps[-1]]:
        for move in every_move:
            en = state.why_illegal(move)
            if en is None:
                continue
            es = state.why_illegal(move, lang="es")
            assert RULE_PREFIX.match(es).group(0) == RULE_PREFIX.match(en).group(0), (en, es)
            assert es != en
            assert "{" not in es


# -- narration in Spanish ----------------------------------------------------------------


def _narrations(start, bots, seat=None):
    steps = list(playthrough(start, bots))
    return (
        list(narrate_steps(start, steps, seat=seat)),
        list(narrate_steps(start, steps, seat=seat, lang="es")),
    )


def _check_spanish(en_lines, es_lines):
    assert len(es_lines) == len(en_lines)
    for en, es in zip(en_lines, es_lines, strict=True):
        assert RULE_IDS.findall(es) == RULE_IDS.findall(en), (en, es)
        assert not ENGLISH_WORDS.search(es), es
        assert "{" not in es


@pytest.mark.parametrize("seat", [None, 1])
def test_a_whole_chupate_game_narrated_in_spanish(seat):
    start = chupate.new_game(chupate.Rules(players=4, teams=True, target=150), seed=11)
    en, es = _narrations(start, (ChupateGreedyBot(),) * 4, seat)
    _check_spanish(en, es)
    assert es[0].startswith("Ronda 1: ")
    assert es[-1].startswith("  ganan: ")
    text = "\n".join(es)
    for words in ("juega", "roba", "el equipo de", "Partida terminada tras", "debe"):
        assert words in text, words


@pytest.mark.parametrize("seat", [None, 0])
def test_a_whole_veneno_match_narrated_in_spanish(seat):
    start = veneno.new_game(veneno.Rules(players=3), seed=5)
    en, es = _narrations(start, RandomBot.for_seats(9, 3), seat)
    _check_spanish(en, es)
    text = "\n".join(es)
    for words in ("en el montón", "¡se pasa!", "puntos de veneno", "pierden: ", "Ronda 2: "):
        assert words in text, words


def test_a_seat_record_told_in_spanish():
    start = veneno.new_game(veneno.Rules(players=2), seed=3)
    steps = list(playthrough(start, (VenenoGreedyBot(),) * 2))
    record = Record.from_game(start, [step.move for step in steps]).for_seat(0)
    en = list(narrate_seat_record(record))
    es = list(narrate_seat_record(record, lang="es"))
    assert len(es) == len(en)
    assert es[0].startswith("Jugador 0 recibe ")
    assert any(line.startswith("  jugada 1: jugador ") for line in es)
    assert not any(ENGLISH_WORDS.search(line) for line in es)


def test_describe_turn_in_spanish_tells_the_next_round():
    start = chupate.new_game(chupate.Rules(players=2, target=60), seed=2)
    before = start
    for step in playthrough(start, (ChupateGreedyBot(),) * 2):
        if step.after.round != step.before.round:
            before = step
            break
    lines = describe_turn(before.before, before.move, before.after, seat=0, lang="es")
    assert any(line.startswith("Ronda 1 terminada: ") for line in lines)
    assert any(line.startswith("Ronda 2: ") for line in lines)
    assert lines[-1].startswith("  mano de jugador 0: ")


# -- the command in Spanish --------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "first"),
    [
        (("veneno", "--players", "2", "--seed", "5"), "Veneno, 2 jugadores, semilla 5"),
        (
            ("chupate", "--players", "4", "--teams", "--seed", "3"),
            "Chúpate 2, 4 jugadores; equipos 0+2 contra 1+3, una ronda, semilla 3",
        ),
    ],
)
def test_demo_lang_es_through_a_process(argv, first):
    done = cardrules("demo", *argv, "--lang", "es", process=True)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(first)
    assert lines[1].startswith("Ronda 1: ")
    assert "Partida terminada tras" in done.stdout
    english = cardrules("demo", *argv)
    assert len(english.stdout.splitlines()) == len(lines)
    assert english.stdout != done.stdout
    assert cardrules("demo", *argv, "--lang", "en").stdout == english.stdout


def test_play_lang_es_through_a_process():
    script = "\n".join(["why 7C@9", "why 5E@0", "xyz", "99", "help", *["1"] * 200, "quit", ""])
    done = cardrules(
        "play",
        "veneno",
        "--seat",
        "0",
        "--players",
        "2",
        "--seed",
        "3",
        "--lang",
        "es",
        stdin=script,
        process=True,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("Veneno, 2 jugadores, reglas {'players': 2}; eres el jugador 0.")
    assert "Te toca (jugador 0):" in out
    assert "  tu mano: " in out
    assert "no es una jugada: '7C@9' no es una jugada de Veneno" in out
    assert "V-4: 5E no está en la mano del jugador 0, al que le toca jugar" in out
    assert "no es una jugada ni una orden: 'xyz' (help las lista)" in out
    assert "no hay jugada 99: las jugadas van del 1 al " in out
    assert "órdenes (se escriben en inglés):" in out
    assert "  ganan: " in out
    assert "La partida ha terminado: save FILE la guarda" in out
    assert "Adiós." in out
    assert not re.search(r"\b(seat|Your turn|your hand|moves:)\b", out)


def test_play_lang_es_explains_an_illegal_chupate_move_through_a_process():
    done = cardrules(
        "play",
        "chupate",
        "--seat",
        "0",
        "--players",
        "2",
        "--seed",
        "1",
        "--lang",
        "es",
        stdin="take\nquit\n",
    )
    assert done.returncode == 0, done.stderr
    assert "  carta de la mesa R7, color rojo; el juego va en sentido antihorario" in done.stdout
    assert (
        "> no es legal aquí: C-8, C-12: el jugador 0 no debe ninguna carta; "
        "take no es una jugada ahora"
    ) in done.stdout


@pytest.mark.parametrize("command", [("demo", "veneno"), ("play", "veneno", "--seat", "0")])
def test_an_unknown_lang_is_a_usage_error(command):
    done = cardrules(*command, "--lang", "fr", stdin="quit\n")
    assert done.returncode == 2
    assert "--lang" in done.stderr


def test_the_legal_modules_explain_in_either_language():
    c = cp.state(cp.with_stock(cp.pos([["R5", "B2"], ["B2"]], ["R3"])))
    for lang in i18n.LANGS:
        assert chupate_legal.explain(c, 0, c.hands[0], chupate.parse_move("B2"), lang) == (
            c.why_illegal("B2", lang=lang)
        )
    v = vp.state(vp.pos([["1O", "2O", "3O", "4O"], ["5E", "6E", "7E"]]))
    move = veneno.parse_move("5E@0")
    for lang in i18n.LANGS:
        assert veneno_legal.explain(v.rules, 0, v.hands[0], v.piles, move, lang=lang) == (
            v.why_illegal(move, lang=lang)
        )


def test_a_registered_narrator_without_lang_still_narrates_in_english():
    def english_only(state, names):
        return (f"round {state}",)

    def both(state, names, lang="en"):
        return (f"{lang} {state}",)

    assert _told(english_only, 1, None, lang="es") == ("round 1",)
    assert _told(both, 1, None, lang="es") == ("es 1",)
    assert _told(both, 1, None, lang="en") == ("en 1",)
