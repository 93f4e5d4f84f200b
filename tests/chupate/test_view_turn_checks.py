"""A view whose phase and seat to play do not fit is refused before any hidden card is dealt."""

import attrs
import pytest

from cardrules import chupate
from cardrules.chupate import sampling
from cardrules.errors import PositionError, RulesError
from tests.chupate.positions import pos, state, with_stock


def _drawn() -> chupate.State:
    d = pos([["R2", "B4"], ["G1", "G2"], ["Y1"]], ["R5"])
    return state(with_stock(d, "Y9")).play("draw")


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_view_from_dict_refuses_phase_drawn_with_no_current_player(seat: int) -> None:
    data = _drawn().view(seat).to_dict()
    data["current_player"] = None
    with pytest.raises(PositionError, match="phase 'drawn' does not fit 'current_player' None"):
        chupate.View.from_dict(data)


def test_sample_state_refuses_a_view_whose_phase_does_not_fit_its_seat_to_play() -> None:
    view = attrs.evolve(_drawn().view(1), current_player=None)
    with pytest.raises(RulesError, match="phase 'drawn' does not fit its current_player None"):
        sampling.sample_state(view, 1)


def test_sample_state_refuses_phase_drawn_when_the_drawer_holds_no_card() -> None:
    view = _drawn().view(1)
    sizes = list(view.hand_sizes)
    sizes[0] = 0
    broken = attrs.evolve(view, hand_sizes=tuple(sizes), stock_size=view.stock_size + 3)
    with pytest.raises(RulesError, match="seat 0, who drew, holds no card"):
        sampling.sample_state(broken, 1)
