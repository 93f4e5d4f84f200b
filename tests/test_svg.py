"""Pictures of positions: well-formed SVG, the expected cards and words, nothing hidden."""

import random
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardrules import RulesError, chupate, svg, veneno
from tests.games import GAMES, picked_steps
from tests.strategies import examples, move_picks, move_seeds, seeds

NS = "{http://www.w3.org/2000/svg}"


def parse(picture):
    root = ET.fromstring(picture)
    assert root.tag == NS + "svg"
    return root


def faces(root):
    """The labels of the face-up cards, as a multiset."""
    return Counter(g.get("data-card") for g in root.iter(NS + "g") if g.get("class") == "card face")


def backs(root):
    return sum(1 for g in root.iter(NS + "g") if g.get("class") == "card back")


def words(root):
    """Every text node and attribute value, split into tokens."""
    chunks = [t for node in root.iter() for t in (node.text, node.tail) if t]
    chunks += [value for node in root.iter() for value in node.attrib.values()]
    return set(re.split(r"[\s,:;()·]+", " ".join(chunks)))


def all_text(root):
    return " ".join(node.text for node in root.iter(NS + "text") if node.text)


def chupate_position(**extra):
    return chupate.State.from_dict({
        "game": "chupate2", "version": 1, "rules": {"players": 3}, "seed": 1,
        "current_player": 1, "hands": [["R5", "W", "B3"], ["G7", "YS"], ["W+4"]],
        "discard": ["B1", "R9", "R+2"], "color": "R", **extra,
    })  # fmt: skip


def veneno_position():
    return veneno.State.from_dict({
        "game": "veneno", "version": 1, "rules": {"players": 2}, "seed": 1,
        "current_player": 0, "hands": [["7C", "12O", "3E", "1B"], ["10B", "2C", "5O"]],
        "piles": [["4O", "3C"], [], ["9E"]], "taken": [[], ["6C", "7B"]],
    })  # fmt: skip


# -- known positions ----------------------------------------------------------------


def test_C8_a_chupate_position_shows_every_hand_the_pile_the_color_and_owed_cards():
    state = chupate_position(owed=2, phase="stacked")
    root = parse(svg.render(state))
    assert faces(root) == Counter(["R5", "W", "B3", "G7", "YS", "W+4", "B1", "R9", "R+2"])
    assert backs(root) == 1  # the stock
    text = all_text(root)
    for expected in ("seat 1 to play", "owes 2", "red", "counter-clockwise", "C-8",
                     "phase stacked", f"stock {len(state.stock)}", "discard 3"):  # fmt: skip
        assert expected in text
    assert "seat 1 to play" in root.find(NS + "title").text


def test_C13_a_wild_first_card_shows_no_color_yet():
    state = chupate.State.from_dict({
        "game": "chupate2", "version": 1, "rules": {"players": 2}, "seed": 1,
        "current_player": 0, "hands": [["R5"], ["G7"]], "discard": ["W"],
        "color": None, "phase": "color",
    })  # fmt: skip
    text = all_text(parse(svg.render(state)))
    assert "none yet" in text
    assert "C-13" in text


def test_C7_the_drawn_card_is_marked_only_for_its_drawer():
    state = chupate_position(phase="drawn", drawn_card="YS")
    mine = all_text(parse(svg.render(state, seat=1)))
    theirs = parse(svg.render(state, seat=0))
    assert "drew YS" in mine
    assert "drawn" in mine
    assert "drew a card" in all_text(theirs)
    assert "YS" not in words(theirs)


def test_a_chupate_view_shows_its_hand_and_backs_for_the_others():
    state = chupate_position()
    root = parse(svg.render(state.view(0)))
    assert faces(root) == Counter(["R5", "W", "B3", "B1", "R9", "R+2"])
    assert backs(root) == 2 + 1 + 1  # seat 1's two cards, seat 2's one, the stock
    text = all_text(root)
    assert "seat 0 (you)" in text
    assert "as seat 0 sees it" in text


def test_V5_a_veneno_position_shows_piles_totals_and_zones():
    state = veneno_position()
    root = parse(svg.render(state))
    assert faces(root) == Counter(
        ["7C", "12O", "3E", "1B", "10B", "2C", "5O", "4O", "3C", "9E", "6C", "7B"]
    )
    text = all_text(root)
    for expected in ("seat 0 to play", "total 7", "total 0", "total 9", "empty",
                     f"stock {len(state.stock)}", "copas 1", "this round +1", "V-5"):  # fmt: skip
        assert expected in text


def test_V13_a_veneno_view_hides_the_other_hand_but_not_the_zones():
    state = veneno_position()
    root = parse(svg.render(state, seat=1))
    assert faces(root) == Counter(["10B", "2C", "5O", "4O", "3C", "9E", "6C", "7B"])
    assert backs(root) == 4 + 1


def test_V10_a_finished_match_names_winners_and_losers():
    state = veneno.new_game(veneno.Rules(players=3, loss_threshold=3), seed=4)
    while not state.is_over:
        state = state.play(state.legal_moves()[0])
    text = all_text(parse(svg.render(state)))
    assert "Match over" in text
    assert "winner" in text
    assert "loser" in text


def test_names_replace_the_seat_numbers():
    state = veneno_position()
    text = all_text(parse(svg.render(state, names=["Ana", "Bea & <Co>"])))
    assert "Ana to play" in text
    assert "Bea & <Co>" in text


def test_bad_arguments_are_rules_errors():
    state = veneno_position()
    with pytest.raises(RulesError, match="seat must be an int from 0 to 1"):
        svg.render(state, seat=2)
    with pytest.raises(RulesError, match="view of seat 0"):
        svg.render(state.view(0), seat=1)
    with pytest.raises(RulesError, match="State or View"):
        svg.render("7C")  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="2 strings"):
        svg.render(state, names=["only one"])


def test_a_huge_list_of_names_gets_a_short_message():
    state = veneno_position()
    for names in (["x"] * 100_000, ["x" * 1_000_000], "ab" * 100_000, [["x"] * 100_000] * 2):
        with pytest.raises(RulesError, match="2 strings") as info:
            svg.render(state, names=names)
        assert len(str(info.value)) < 300


def test_render_returns_an_svg_string_that_notebooks_draw():
    for state in (chupate_position(), veneno_position()):
        for picture in (svg.render(state), svg.render(state, seat=0), svg.render(state.view(1))):
            assert type(picture) is svg.SVG
            assert isinstance(picture, str)
            shown = picture._repr_svg_()
            assert type(shown) is str
            assert shown == picture
            assert shown.startswith("<svg")
            parse(picture)


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Ana\x00", "Ana\ufffd"),
        ("\x1b[31mred", "\ufffd[31mred"),
        ("a\ud800b", "a\ufffdb"),
        ("\ufffe\uffff", "\ufffd\ufffd"),
        ("tab\there", "tab\there"),
        ("😀 & <b>", "😀 & <b>"),
    ],
)
def test_names_with_characters_xml_cannot_hold_give_well_formed_pictures(name, shown):
    for state in (chupate_position(), veneno_position()):
        players = state.rules.players
        names = [name] + [f"p{i}" for i in range(1, players)]
        picture = svg.render(state, names=names)
        picture.encode("utf-8")  # no lone surrogate left
        text = all_text(parse(picture))
        assert shown in text


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(40))
@given(data=st.data())
def test_every_picture_with_any_names_parses_as_xml(game, data):
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    steps = data.draw(st.integers(0, 40), label="steps")
    state = [s for s, _ in picked_steps(game, rules, seed, [0] * steps)][-1]
    any_text = st.text(st.characters(exclude_categories=()), max_size=30)
    names = data.draw(st.lists(any_text, min_size=rules.players, max_size=rules.players))
    seat = data.draw(st.none() | st.integers(0, rules.players - 1), label="seat")
    picture = svg.render(state, seat, names=names)
    root = parse(picture)  # xml.etree parses every picture
    picture.encode("utf-8")
    text = all_text(root)
    for name in names:
        if not re.search("[^\t\n\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]", name):
            assert name.strip() in text  # a name XML can hold is shown as it is


def test_states_and_views_show_themselves_in_notebooks():
    state = chupate_position()
    assert state._repr_svg_() == svg.render(state)
    assert state.view(2)._repr_svg_() == svg.render(state, seat=2)
    other = veneno_position()
    assert other._repr_svg_() == svg.render(other)
    assert other.view(1)._repr_svg_() == svg.render(other.view(1))


# -- random positions -------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=str)
@settings(deadline=None, max_examples=examples(10))
@given(data=st.data())
def test_a_picture_from_a_seat_never_shows_a_hidden_card(game, data):
    rules = data.draw(game.rules, label="rules")
    seed = data.draw(seeds, label="seed")
    rnd = random.Random(data.draw(move_seeds, label="move_seed"))
    for state, _ in picked_steps(game, rules, seed, data.draw(move_picks(120), label="picks")):
        if rnd.random() > 0.2:
            continue
        seat = rnd.randrange(rules.players)
        picture = svg.render(state, seat=seat)
        assert picture == svg.render(state.view(seat))
        root = parse(picture)
        # the picture depends on nothing the seat cannot see
        other = game.from_dict(game.rehide(state.to_dict(), seat, rnd))
        assert svg.render(other, seat=seat) == picture
        # every face-up card is a card the seat sees; no hidden card's label appears
        hidden = Counter(game.hidden_from(state.to_dict(), seat))
        public = game.card_census(state) - hidden
        assert not faces(root) - public
        assert not (set(hidden) - set(public)) & words(root)
        # and everything shows face up from no seat
        everything = parse(svg.render(state))
        assert sum(faces(everything).values()) >= sum(state.view(seat).hand_sizes)
