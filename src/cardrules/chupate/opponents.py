"""An opponent model for Chúpate 2 from public moves: what a seat's draws and wilds say it lacks.

The uniform sampler (`cardrules.chupate.sampling`) deals the hidden cards as
if the other players' moves said nothing about their hands. Against players
who, like `ChupateGreedyBot`, play a card whenever they can, most moves do:

* **a draw** in a normal turn (C-7) says the drawer held *no playable card*:
  no card of the active color, none of the top card's number or symbol, no
  wild (C-6, C-11, C-12); and passing after it says the same of the card drawn;
* **a wild** (solo tables) says its player held no colored card to play,
  and a plain wild also no wild draw-four, which that bot plays first; a wild
  draw-four is no bluff: no card of the active color (C-12);
* **taking** a draw-two chain (solo tables) says the seat held no draw-two
  to stack (C-8).

The cards a seat held at such a moment and still holds obey what it said;
the cards it got since (draws, penalties) need not. `read_opponents` turns a
bot's record of the public moves (``observe``) and its view into that belief,
a `Belief`: for each hidden hand, how many of its cards at least obey each
inference. It reads nothing else: the same view and moves give the same
belief whatever the hidden cards are. A `Belief` is a sampler
(``belief(view, seed) -> state``) that deals every hidden hand its
constrained cards first (each from the unseen cards it allows, uniformly),
then the rest of the unseen cards uniformly; the rules' own inferences (C-12,
as `sample_without_bluffs` makes them) hold too. It is a model, not the
rules: a player who draws while holding a playable card (C-7 allows it)
breaks it, and a move that contradicts an inference drops it.

`PIMCBot` uses it in Chúpate 2 (``opponent_model`` in the game's
``search_defaults``): the bot records every move it observes and samples
its worlds from ``read_opponents(view, moves)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from cardrules._random import shuffle
from cardrules.chupate.sampling import (
    _check_view,
    _constraint,
    _public_hands,
    _state_of,
    sample_state,
    sample_without_bluffs,
    unseen_cards,
)
from cardrules.errors import RulesError
from cardrules.rng import check_seed

if TYPE_CHECKING:
    from cardrules.cards.uno import Color, UnoCard

__all__ = ["Belief", "Lacks", "read_opponents"]

_WILDS = frozenset({"W", "W+4"})
_PENALTY_CHALLENGED = 4
"""Cards a caught bluffer draws (C-12)."""
_PENALTY_CHALLENGER = 6
"""Cards a challenger of a legal wild draw-four draws (C-12)."""


@attrs.frozen
class Lacks:
    """What a hand was seen to lack: the cards it holds none of (an inference about a hand).

    Attributes:
        colors: no colored card of these colors.
        faces: no colored card of these numbers or symbols (``"5"``, ``"+2"``).
        wilds: no wild of these faces (``"W"``, ``"W+4"``).

    >>> from cardrules.chupate import parse_card
    >>> lacks = Lacks(colors=frozenset(), faces=frozenset({"5"}), wilds=frozenset({"W"}))
    >>> [lacks.allows(parse_card(card)) for card in ("R5", "R6", "W", "W+4")]
    [False, True, False, True]
    """

    colors: frozenset[Color] = frozenset()
    faces: frozenset[str] = frozenset()
    wilds: frozenset[str] = frozenset()

    def allows(self, card: UnoCard) -> bool:
        """Whether a hand that lacks these cards may hold ``card``."""
        if card.color is None:
            return card.face not in self.wilds
        return card.color not in self.colors and card.face not in self.faces

    def __and__(self, other: Lacks) -> Lacks:
        """Both inferences: every card either one forbids."""
        return Lacks(self.colors | other.colors, self.faces | other.faces, self.wilds | other.wilds)


@attrs.define
class _Said:
    """One inference about a seat's hand: ``lacks``, for the cards held then and still held.

    ``gained``: how many cards the seat may have got since (those need not
    obey); at least ``hand size - gained`` of its cards obey.
    """

    lacks: Lacks
    gained: int = 0


def _no_playable(top: UnoCard, color: Color | None) -> Lacks:
    """The cards playable on ``top`` with ``color`` active, as a `Lacks` (C-6, C-11, C-12)."""
    colors = frozenset() if color is None else frozenset({color})
    faces = frozenset() if top.color is None else frozenset({top.face})
    return Lacks(colors, faces, _WILDS)


def _aligned_start(view: Any, moves: Sequence[tuple[int, Any]]) -> tuple[int, int]:
    """Where the record of moves meets the discard pile: ``(first move, pile index)``.

    Walking back from the last move, each play must be the next card down the
    pile; the walk stops at the first that is not, at the pile's bottom card
    (the turned-up card, or what a reshuffle left, C-13, C-14), or at a
    ``color`` move (the start of a round).
    """
    at = len(view.discard) - 1
    first = len(moves)
    for index in range(len(moves) - 1, -1, -1):
        move = moves[index][1]
        if move.kind == "play":
            if at < 1 or view.discard[at] != move.card:
                break
            at -= 1
        first = index
        if move.kind == "color":
            break
    return first, at


def read_opponents(view: Any, moves: Sequence[tuple[int, Any]]) -> Belief:
    """The belief about the hidden hands that a record of public moves supports.

    Args:
        view: the seat's Chúpate 2 view now.
        moves: the moves seen, oldest first, as ``(seat, move)`` pairs (what
            ``observe`` is told), the last one the latest move. Older rounds'
            moves and a record cut short are fine: only the moves that match
            the discard pile's top cards are read.

    Returns:
        A `Belief` (a sampler) for ``view``.

    Raises:
        RulesError: ``view`` is not a Chúpate 2 view, or ``moves`` is not a
            sequence of ``(seat, move)`` pairs.
    """
    _check_view(view, "chupate.read_opponents")
    if not isinstance(moves, Sequence) or not all(
        isinstance(pair, tuple) and len(pair) == 2 and hasattr(pair[1], "kind") for pair in moves
    ):
        msg = f"read_opponents: moves must be (seat, move) pairs, got {moves!r:.80}"
        raise RulesError(msg)
    players = view.rules.players
    solo = view.rules.teams is False
    said: list[list[_Said]] = [[] for _ in range(players)]
    first, at = _aligned_start(view, moves)
    top = view.discard[at]
    color: Color | None = top.color
    owed: int | None = 2 if at == 0 and top.face == "+2" else (0 if at == 0 else None)
    owed_by_two = owed == 2
    if color is None and first > 0 and moves[first - 1][1].card == top:
        color = moves[first - 1][1].color  # a wild left on top by a reshuffle (C-14)
    wild4_by: int | None = None
    drew: int | None = None  # the seat that drew and has not yet played or passed
    last_challenge = view.last_challenge
    challenges_left = sum(1 for _, move in moves[first:] if move.kind == "challenge")

    def gain(seat: int, count: int | None) -> None:
        if count is None:
            said[seat].clear()
            return
        for item in said[seat]:
            item.gained += count

    for seat, move in moves[first:]:
        if not 0 <= seat < players:
            msg = f"read_opponents: seat {seat!r} is not a seat of this table"
            raise RulesError(msg)
        kind = move.kind
        after_draw = drew == seat and kind == "play"
        if drew == seat and kind == "pass" and solo and said[seat]:
            said[seat][-1].gained -= 1  # the card drawn was no better
        drew = None
        if after_draw:  # the card drawn left again (C-7)
            gain(seat, -1)
        if kind == "play":
            card = move.card
            if after_draw:
                pass
            elif card.color is None and solo and owed == 0:
                lacks = Lacks(
                    frozenset() if color is None else frozenset({color}),
                    frozenset() if top.color is None else frozenset({top.face}),
                    frozenset({"W+4"}) if card.face == "W" else frozenset(),
                )
                said[seat].append(_Said(lacks))
            kept = []
            for item in [] if after_draw else said[seat]:
                if item.lacks.allows(card):
                    kept.append(item)
                elif item.gained > 0:  # it was one of the cards got since
                    item.gained -= 1
                    kept.append(item)
            if not after_draw:
                said[seat][:] = kept
            top = card
            color = card.color if card.color is not None else move.color
            if card.face == "+2":
                owed, owed_by_two = (None if owed is None else owed + 2), True
            elif card.face == "W+4":
                owed, owed_by_two, wild4_by = 4, False, seat
        elif kind == "color":
            color = move.color
        elif kind == "draw":
            gain(seat, 1)
            said[seat].append(_Said(_no_playable(top, color), gained=1))
            drew = seat
        elif kind == "take":
            if owed_by_two and solo and owed:
                said[seat].append(_Said(Lacks(faces=frozenset({"+2"}))))
            gain(seat, owed)
            owed, owed_by_two = 0, False
        elif kind == "challenge":
            challenges_left -= 1
            challenged = seat if wild4_by is None else wild4_by
            if challenges_left == 0 and last_challenge is not None:
                if last_challenge.bluff:
                    gain(last_challenge.challenged, _PENALTY_CHALLENGED)
                    said[last_challenge.challenged].clear()  # it did hold the color
                else:
                    gain(seat, _PENALTY_CHALLENGER)
            else:  # an older challenge: its outcome is not in the view
                said[seat].clear()
                said[challenged].clear()
            owed, owed_by_two = 0, False
    sizes = view.hand_sizes
    hidden = _hidden(view)
    hands: list[tuple[Lacks, ...]] = []
    for seat in range(players):
        if seat not in hidden:
            hands.append(())
            continue
        slots: list[Lacks] = [Lacks()] * sizes[seat]
        for item in said[seat]:  # oldest first: the cards held longest obey every later one
            for slot in range(max(0, min(sizes[seat], sizes[seat] - item.gained))):
                slots[slot] = slots[slot] & item.lacks
        hands.append(tuple(slot for slot in slots if slot != Lacks()))
    return Belief(tuple(hands))


def _hidden(view: Any) -> tuple[int, ...]:
    if _public_hands(view) is not None:
        return ()
    return tuple(seat for seat in range(view.rules.players) if seat != view.seat)


def _tightness(lacks: Lacks) -> int:
    """The sort key of the most constrained `Lacks` first (colors rule out most cards)."""
    return -(len(lacks.colors) * 25 + len(lacks.faces) * 8 + len(lacks.wilds) * 4)


@attrs.frozen
class Belief:
    """What a bot believes the hidden hands lack, from public moves; a sampler.

    Attributes:
        slots: per seat, the inferences about some of its cards: its hand
            holds at least one card obeying each `Lacks` (each a separate
            card); empty for the seat itself and for hands nothing is known of.

    Call it as a sampler, ``belief(view, seed) -> state`` (`PIMCBot`'s
    ``sampler``): see `sample`.
    """

    slots: tuple[tuple[Lacks, ...], ...]

    def __call__(self, view: Any, seed: int) -> Any:
        """``self.sample(view, seed)``."""
        return self.sample(view, seed)

    def admits(self, state: Any) -> bool:
        """Whether ``state``'s hands obey the belief: each seat's hand has a card for each `Lacks`.

        The cards are matched to the inferences the most constrained first, as
        `sample` deals them. `cardrules.bots.inference.PolicyBelief` keeps
        only the worlds its sampler admits, so worlds carried from earlier
        moves do not break what later moves showed.

        Raises:
            RulesError: ``state`` is not a Chúpate 2 state of as many seats.
        """
        hands = getattr(state, "hands", None)
        if not isinstance(hands, tuple) or len(hands) != len(self.slots):
            msg = f"Belief.admits: expected a Chúpate 2 state of {len(self.slots)} seats"
            raise RulesError(msg)
        for hand, slots in zip(hands, self.slots, strict=True):
            free = list(hand)
            for slot in sorted(slots[: len(free)], key=_tightness):
                pick = next((i for i, card in enumerate(free) if slot.allows(card)), None)
                if pick is None:
                    return False
                free.pop(pick)
        return True

    def sample(self, view: Any, seed: int) -> Any:
        """A `State` consistent with ``view`` in which every hidden hand obeys the belief.

        Each hidden hand's constrained cards are dealt first, the most
        constrained first, each uniformly from the unseen cards left that it
        allows (a card no unseen card fits is dealt unconstrained); then the
        rest of the unseen cards are shuffled into the other places. The
        rules' own inferences hold as in `sample_without_bluffs` (when a
        caught bluff makes them a "holds at least one" inference, the belief
        is set aside and the sample is ``sample_without_bluffs(view, seed)``).
        Only the view and the seed are used.

        Args:
            view: the seat's view (the one the belief was read from).
            seed: an int in ``0..2**64-1``.

        Returns:
            A state ``s`` with ``s.view(view.seat) == view``.

        Raises:
            RulesError: ``view`` is not a Chúpate 2 view, the seed is invalid,
                or the belief is for another number of seats.
        """
        _check_view(view, "chupate.Belief.sample")
        rng = check_seed(seed)
        players = view.rules.players
        if len(self.slots) != players:
            msg = (
                f"Belief.sample: the belief is for {len(self.slots)} seats, the view has {players}"
            )
            raise RulesError(msg)
        hidden = _hidden(view)
        if not any(self.slots[seat] for seat in hidden):
            return sample_without_bluffs(view, seed)
        rules_say = _constraint(view, hidden, no_bluffs=True)
        extra: dict[int, Lacks] = {}
        if rules_say is not None:
            seat, constraint = rules_say
            if constraint.allowed(1):  # "holds at least one": leave it to the exact sampler
                return sample_without_bluffs(view, seed)
            red = next(card for card in view.rules.deck() if constraint.marked(card))
            assert red.color is not None  # a C-12 constraint is about a color
            extra[seat] = Lacks(colors=frozenset({red.color}))
        cards = unseen_cards(view)
        if sum(view.hand_sizes[seat] for seat in hidden) + view.stock_size != len(cards):
            return sample_state(view, seed)  # let the sampler name the problem
        pool, rng = shuffle(rng, cards)
        free = list(pool)
        taken = [False] * len(free)
        hands: list[Any] = list(_public_hands(view) or [view.hand] * players)
        dealt: dict[int, list[UnoCard]] = {}
        for seat in hidden:
            size = view.hand_sizes[seat]
            slots = list(self.slots[seat][:size])
            if seat in extra:
                slots = [slot & extra[seat] for slot in slots]
                slots += [extra[seat]] * (size - len(slots))
            slots.sort(key=_tightness)
            mine: list[UnoCard] = []
            for slot in slots:
                pick = next(
                    (i for i, card in enumerate(free) if not taken[i] and slot.allows(card)), None
                )
                if pick is None:
                    pick = next(i for i, _card in enumerate(free) if not taken[i])
                taken[pick] = True
                mine.append(free[pick])
            dealt[seat] = mine
        rest = [card for i, card in enumerate(free) if not taken[i]]
        rest_order, rng = shuffle(rng, rest)
        at = 0
        for seat in hidden:
            need = view.hand_sizes[seat] - len(dealt[seat])
            cards_of_seat = dealt[seat] + list(rest_order[at : at + need])
            at += need
            order, rng = shuffle(rng, cards_of_seat)
            hands[seat] = tuple(order)
        stock = tuple(rest_order[at:])
        return _state_of(view, seed, rng, hands, stock)
