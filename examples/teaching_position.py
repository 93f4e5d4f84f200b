"""Set up a Veneno position by hand, list its legal moves and show what they do.

A teaching position names only the cards that matter: ``from_dict`` deals the
rest of the deck into the stock, shuffled by the seed.

    python examples/teaching_position.py
"""

from __future__ import annotations

from cardrules import IllegalMoveError, veneno

POSITION = {
    "game": "veneno",
    "version": 1,
    "rules": {"players": 3},
    "seed": 7,
    "current_player": 0,
    "hands": [["7C", "2E", "12O", "1B"], ["5E", "2O", "9C"], ["4B", "6C", "11C"]],
    "piles": [["3E", "8C"], [], ["4C"]],
    "taken": [["1C", "12C", "9O"], [], []],
}


def describe(state: veneno.State, move: veneno.Move) -> str:
    """What ``move`` does, read off the state after it."""
    seat = state.current_player
    assert seat is not None
    after = state.play(move)
    taken = after.taken[seat][len(state.taken[seat]) :]
    if taken:
        copas = sum(1 for card in taken if card.suit is veneno.Suit.COPAS)
        return f"pile {move.pile} overflows: seat {seat} takes {len(taken)} cards ({copas} poison)"
    pile = " ".join(str(card) for card in after.piles[move.pile])
    return f"pile {move.pile} becomes {pile} (total {after.pile_total(move.pile)})"


def main() -> None:
    state = veneno.State.from_dict(POSITION)
    seat = state.current_player
    assert seat is not None
    print(f"seat {seat} holds {' '.join(str(card) for card in state.hands[seat])}")
    for index in range(veneno.PILES):
        pile = " ".join(str(card) for card in state.piles[index]) or "(empty)"
        print(f"  pile {index}: {pile} (total {state.pile_total(index)})")
    print("legal moves:")
    for move in state.legal_moves():
        print(f"  {move}: {describe(state, move)}")
    try:
        state.play("2E@1")  # espadas are on pile 0 already
    except IllegalMoveError as error:
        print(f"2E@1 is illegal: {error}")


if __name__ == "__main__":
    main()
