"""Errors of positions and records carry a message id and render in Spanish (cardrules.i18n)."""

from __future__ import annotations

import pickle
import re
from typing import Any

import pytest

from cardrules import PositionError, RecordError, RulesError, chupate, i18n, veneno
from cardrules.i18n._en_errors import EN_ERRORS
from cardrules.i18n._es_errors import ES_ERRORS
from cardrules.records import Record, read_records
from tests.veneno import positions as vp

VENENO = veneno.new_game(veneno.Rules(players=3), seed=1).to_dict()
CHUPATE = chupate.new_game(chupate.Rules(players=2), seed=1).to_dict()


def _without(data: dict[str, Any], key: str) -> dict[str, Any]:
    return {name: value for name, value in data.items() if name != key}


def test_every_position_and_record_message_has_a_spanish_text():
    assert set(ES_ERRORS) == set(EN_ERRORS)
    assert not set(EN_ERRORS) & set(i18n.CATALOG["en"]).difference(EN_ERRORS)
    for key in EN_ERRORS:
        assert i18n.CATALOG["en"][key] == EN_ERRORS[key]
        assert i18n.CATALOG["es"][key] == ES_ERRORS[key]
        assert ES_ERRORS[key].strip()
        words = re.sub(r"\{[^}]*\}", "", EN_ERRORS[key])
        assert ES_ERRORS[key] != EN_ERRORS[key] or not re.search("[a-z]", words), key


@pytest.mark.parametrize(
    ("load", "data", "key", "spanish"),
    [
        (
            veneno.State.from_dict,
            [1],
            "position.not_a_dict",
            "una posición tiene que ser un dict, no list",
        ),
        (
            veneno.State.from_dict,
            {"game": "veneno"},
            "position.version",
            "'version' tiene que ser 1, no None",
        ),
        (
            veneno.State.from_dict,
            {**VENENO, "colour": 1},
            "position.unknown_key",
            "clave desconocida en la posición: 'colour'; se aceptan game, version, rules, seed, "
            "rng, round, current_player, starting_player, hands, piles, taken, stock, scores, "
            "last_round",
        ),
        (
            veneno.State.from_dict,
            {**VENENO, "rules": {"players": 3, "player": 2}},
            "position.unknown_key",
            "clave desconocida en las 'rules' de Veneno: 'player'; se aceptan players, "
            "reduced_deck, copas_sin_veneno, loss_threshold, poison_overflow",
        ),
        (
            veneno.State.from_dict,
            {**VENENO, "rules": {"players": 9}},
            "position.rules_refused",
            "en 'rules': Rules.players tiene que ser uno de 2, 3, 4, 5, 6 (V-3), no 9",
        ),
        (
            veneno.State.from_dict,
            _without(VENENO, "seed"),
            "position.missing_key",
            "falta la clave 'seed' en la posición",
        ),
        (
            veneno.State.from_dict,
            {**VENENO, "seed": -1},
            "position.in_position",
            "en la posición: la semilla (seed) tiene que estar en 0..2**64-1, no -1",
        ),
        (
            veneno.State.from_dict,
            {**VENENO, "current_player": 7},
            "position.seat",
            "'current_player' tiene que ser un jugador del 0 al 2, no 7",
        ),
        (
            veneno.State.from_dict,
            {**VENENO, "piles": [["1O"], ["1E"], ["1O"]]},
            "position.placed_twice",
            "1O aparece más veces de las que la tiene el mazo (otra vez en piles[2]; V-1)",
        ),
        (
            chupate.State.from_dict,
            {**CHUPATE, "owed": 2},
            "chupate.position.owed_phase",
            "'owed' es 2 en la fase 'play': solo en 'stacked' o 'wild4' se deben cartas (C-8)",
        ),
        (
            chupate.State.from_dict,
            {**CHUPATE, "color": "P"},
            "chupate.position.color",
            "'color' tiene que ser 'R', 'B', 'G', 'Y' o null, no 'P'",
        ),
    ],
)
def test_a_bad_position_renders_in_spanish(load, data, key, spanish):
    with pytest.raises(PositionError) as info:
        load(data)
    err = info.value
    assert err.key == key
    assert i18n.message(err) == str(err)
    assert i18n.message(err, "es") == spanish


def test_a_wrapped_error_renders_its_inner_message_in_the_same_language():
    with pytest.raises(PositionError) as info:
        veneno.State.from_dict({**VENENO, "hands": [["7X"], [], []]})
    err = info.value
    assert err.key == "position.bad_card"
    inner = err.params["error"]
    assert isinstance(inner, i18n.Message)
    assert inner.key == "veneno.notation.card"  # Veneno's own words: they cite V-1
    assert str(err).startswith("hands[0]: '7X' is not a Spanish card")
    assert "(V-1)" in str(err)
    assert i18n.message(err, "es").startswith(
        "en hands[0]: '7X' no es una carta de la baraja española"
    )
    again = pickle.loads(pickle.dumps(err))
    assert (again.key, again.params) == (err.key, err.params)
    assert i18n.message(again, "es") == i18n.message(err, "es")
    # an inner error without an id is kept as its English text
    assert i18n.nested(RulesError("plain")) == "plain"


def test_a_veneno_pile_of_two_basic_suits_renders_in_spanish():
    with pytest.raises(PositionError) as info:
        vp.state(vp.pos([["2O"], ["3O"]], piles=[["1O", "1E"], [], []]))
    err = info.value
    assert err.key == "veneno.position.two_suits"
    assert str(err) == "pile 0 holds espadas and oros: a pile holds one basic suit at most (V-5)"
    assert i18n.message(err, "es") == (
        "el montón 0 tiene espadas y oros: un montón tiene como mucho una pinta básica (V-5)"
    )


JUNK: list[Any] = [None, "x", -1, 2**70, [], {}, [["zz"]], {"a": 1}, True]


@pytest.mark.parametrize(
    ("load", "good"),
    [
        (veneno.State.from_dict, VENENO),
        (chupate.State.from_dict, CHUPATE),
        (veneno.View.from_dict, veneno.new_game(veneno.Rules(players=3), seed=1).view(0).to_dict()),
        (
            chupate.View.from_dict,
            chupate.new_game(chupate.Rules(players=2), seed=1).view(0).to_dict(),
        ),
    ],
    ids=["veneno", "chupate", "veneno-view", "chupate-view"],
)
def test_every_error_of_a_spoilt_position_has_a_message_id_and_a_spanish_text(load, good):
    errors: list[PositionError] = []
    for name in good:
        for spoilt in [_without(good, name), *({**good, name: junk} for junk in JUNK)]:
            try:
                load(spoilt)
            except PositionError as err:
                errors.append(err)
    for err in errors:
        assert err.key is not None, str(err)
        assert i18n.message(err, "es") != str(err)
    assert len({err.key for err in errors}) >= 8


RECORD = '[Game "veneno"]\n[Rules "players=2"]\n[Seed "5"]\n'


@pytest.mark.parametrize(
    ("text", "spanish"),
    [
        (
            "1. 1O@0",
            "línea 1: un registro empieza por sus cabeceras ([Game ...]), no por '1. 1O@0'",
        ),
        (
            RECORD.replace("players=2", "players=9"),
            "partida 1 (desde la línea 1): en Rules: Rules.players tiene que ser uno de "
            "2, 3, 4, 5, 6 (V-3), no 9",
        ),
        (
            RECORD + "2. 1O@0",
            "partida 1 (desde la línea 1): línea 4, jugada 1: el número de jugada 2. "
            "tendría que ser 1.",
        ),
        (
            RECORD + '[Seat "0"]\n',
            "partida 1 (desde la línea 1): un registro tiene una cabecera Seed (una partida "
            "entera) o una cabecera Seat (la de un jugador); este tiene las dos",
        ),
        (
            RECORD.replace("veneno", "poker"),
            "partida 1 (desde la línea 1): la cabecera Game tiene que nombrar uno de "
            "chupate2, veneno, no 'poker'",
        ),
        (
            RECORD + "{ open",
            "partida 1, línea 4: un comentario abierto con '{' nunca se cierra con '}'",
        ),
        (
            '[Game "veneno"]\n[Rules "players=2"]\n[Seat "0"]\ns7 1O@0',
            "partida 1 (desde la línea 1): línea 4, jugada 1: el jugador que mueve tiene "
            "que ser un jugador del 0 al 1, no '7'",
        ),
    ],
)
def test_a_bad_record_renders_in_spanish(text, spanish):
    with pytest.raises(RecordError) as info:
        read_records(text)
    err = info.value
    assert err.key is not None
    assert i18n.message(err) == str(err)
    assert i18n.message(err, "es") == spanish


def test_a_bad_record_value_and_an_illegal_move_render_in_spanish():
    with pytest.raises(RecordError) as info:
        Record(veneno.Rules(players=2), 5, ["1O@0"], names=("a\nb", "c"))
    assert i18n.message(info.value, "es").startswith(
        "el nombre de un jugador tiene que ser un texto de como mucho 10,000 caracteres"
    )
    start = veneno.new_game(veneno.Rules(players=2), seed=5)
    card = next(c for c in start.hands[1] if c not in start.hands[0])
    record = Record(start.rules, 5, [f"{card}@0"])
    with pytest.raises(RecordError) as info:
        record.replay()
    err = info.value
    assert err.key == "record.illegal"
    assert str(err).startswith(f"move 1 ({card}@0) is illegal: V-4: {card} is not in the hand")
    assert i18n.message(err, "es") == (
        f"la jugada 1 ({card}@0) no es legal: V-4: {card} no está en la mano del jugador 0, "
        "al que le toca jugar"
    )
    with pytest.raises(RecordError) as info:
        Record(start.rules, -1, [])
    assert (
        i18n.message(info.value, "es") == "la semilla (seed) tiene que estar en 0..2**64-1, no -1"
    )
