"""What each seat sees: the drawn card only by its drawer, a challenge's outcome by all."""

from tests.chupate.positions import pos, state, with_stock


def test_the_drawn_card_shows_only_to_the_player_who_drew_it():
    d = pos([["R2", "B4"], ["G1", "G2"], ["Y1"]], ["R5"])
    drawn = state(with_stock(d, "Y9")).play("draw")
    own = drawn.view(0).to_dict()
    assert own["drawn_card"] == "Y9"
    assert own["hand"] == ["R2", "B4", "Y9"]
    assert drawn.view(0).drawn_card == drawn.drawn_card
    for seat in (1, 2):
        other = drawn.view(seat).to_dict()
        assert other["drawn_card"] is None
        assert "Y9" not in other["hand"]
        assert other["hand_sizes"] == [3, 2, 1]
    # another card drawn: seat 0 sees the difference, the others do not
    twin = state(with_stock(d, "Y8")).play("draw")
    assert twin.view(0) != drawn.view(0)
    assert twin.view(1) == drawn.view(1)
    assert twin.view(2) == drawn.view(2)


def test_a_view_shows_the_whole_public_position():
    d = pos([["R2", "B4"], ["G1", "G2"], ["Y1"]], ["R3", "R5"], scores=[0, 0, 0])
    s = state(with_stock(d, "Y9"))
    assert s.view(1).to_dict() == {
        "game": "chupate2",
        "version": 1,
        "rules": {"players": 3},
        "seat": 1,
        "round": 1,
        "starting_player": 0,
        "current_player": 0,
        "hand": ["G1", "G2"],
        "drawn_card": None,
        "discard": ["R3", "R5"],
        "color": "R",
        "direction": "ccw",
        "owed": 0,
        "phase": "play",
        "challenge_color": None,
        "last_challenge": None,
        "hand_sizes": [2, 2, 1],
        "stock_size": 108 - 5 - 2,
        "scores": [0, 0, 0],
        "last_round": None,
        "legal_moves": [],
    }


def bluffed(hand):
    """Seat 0 plays W+4:G on red holding ``hand``; seat 2 challenges."""
    d = pos([["W+4", *hand], ["B2", "B3"], ["G1"]], ["R5"])
    s = state(with_stock(d)).play("W+4:G")
    for seat in range(3):
        assert s.view(seat).challenge_color.value == "R"
        assert s.view(seat).to_dict()["challenge_color"] == "R"
    return s.play("challenge")


def test_every_seat_sees_the_outcome_of_a_challenge_until_the_next_move():
    for hand, bluff in ((["R2", "B7"], True), (["B5", "B7"], False)):
        after = bluffed(hand)
        outcome = {"challenger": 2, "challenged": 0, "bluff": bluff}
        for seat in range(3):
            assert after.view(seat).to_dict()["last_challenge"] == outcome
        nxt = after.play(after.legal_moves()[-1])
        for seat in range(3):
            assert nxt.view(seat).last_challenge is None
