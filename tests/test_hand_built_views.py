"""Masks, encoders and samplers refuse junk (a record, a view whose fields hold junk) cleanly."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
import pytest

from cardrules import RulesError, chupate, veneno
from cardrules.chupate import sampling as chupate_sampling
from cardrules.records import Record
from cardrules.veneno import sampling as veneno_sampling
from tests.extras import require

CHUPATE_START = chupate.new_game(chupate.Rules(players=3), 1)
VENENO_START = veneno.new_game(veneno.Rules(players=3), 1)

READERS: dict[str, tuple[Any, Callable[[Any], Any]]] = {
    "chupate.encode": (CHUPATE_START, chupate.encode),
    "chupate.encode_array": (CHUPATE_START, chupate.encode_array),
    "chupate.sample_state": (CHUPATE_START, lambda v: chupate_sampling.sample_state(v, 1)),
    "chupate.unseen_cards": (CHUPATE_START, chupate_sampling.unseen_cards),
    "chupate mask": (CHUPATE_START, chupate.action_space(CHUPATE_START.rules).mask),
    "veneno.encode": (VENENO_START, veneno.encode),
    "veneno.sample_state": (VENENO_START, lambda v: veneno_sampling.sample_state(v, 1)),
    "veneno.unseen_cards": (VENENO_START, veneno_sampling.unseen_cards),
    "veneno mask": (VENENO_START, veneno.action_space(VENENO_START.rules).mask),
}


def _fields(start: Any) -> list[str]:
    fields = attrs.fields(type(start.view(0)))
    return [field.name for field in fields if field.name != "rules" and field.init]


CASES = [
    (reader, field)
    for reader, (start, _read) in sorted(READERS.items())
    for field in _fields(start)
]


@pytest.mark.parametrize(("reader", "field"), CASES)
@pytest.mark.parametrize("junk", [None, (None,)], ids=["None", "(None,)"])
def test_a_view_whose_field_holds_junk_is_refused_with_a_rules_error(
    reader: str, field: str, junk: object
) -> None:
    if reader.endswith("encode_array"):
        require("numpy")
    start, read = READERS[reader]
    try:
        view = attrs.evolve(start.view(0), **{field: junk})
    except RulesError:
        return  # refused when built: as good
    message = ""
    try:
        read(view)  # an answer is fine too: not every reader reads every field
    except RulesError as error:  # any other exception fails the test
        message = str(error)
    assert len(message) < 300


@pytest.mark.parametrize("start", [CHUPATE_START, VENENO_START], ids=["chupate", "veneno"])
def test_mask_of_a_record_is_refused(start: Any) -> None:
    record = Record.from_game(start, [start.legal_moves()[0]])
    with pytest.raises(RulesError, match=r"mask needs a state or a view \(with legal_moves"):
        start_space(start).mask(record)


def start_space(start: Any) -> Any:
    game = chupate if isinstance(start, chupate.State) else veneno
    return game.action_space(start.rules)


def test_scoring_functions_refuse_junk() -> None:
    with pytest.raises(RulesError, match="card_points needs a Chúpate 2 card"):
        chupate.card_points("R7")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="zone_points needs a sequence of Veneno cards"):
        veneno.zone_points(None, veneno.Rules())  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="zone_points needs a sequence of Veneno cards"):
        veneno.zone_points([], None)  # type: ignore[arg-type]
    assert chupate.card_points(chupate.parse_card("G+2")) == 20
