"""Tricks: a tiny trick-taking game with hidden hands, written outside ``src/`` on purpose.

It is the worked example of "How to add a game" (docs/explanation/architecture.md)
and the proof that a game joins every tool of cardrules through its `GameSpec`
alone. It uses only public names of cardrules: its seeded generator is
`cardrules.rng.Rng` (the SplitMix64 every game draws from), its encoding's
layout `cardrules.encoding.Block`.

The rules (ids T-1 to T-6 are cited by the error messages):

* T-1: 18 cards, suits S, H and D, ranks 1 to 6; notation ``"5H"``.
* T-2: 2 to 4 players; the leader is drawn from the seed, the deck shuffled,
  ``hand_size`` cards dealt to each seat, the rest is the face-down stock.
  Play goes in seat order; only the seat to play may move.
* T-3: a card played must be in the hand of the seat to play.
* T-4: the leader plays any card; the others follow the led suit if they can.
* T-5: when everyone has played, the highest card of the led suit wins the
  trick: its seat takes the cards and leads next. Then, if the stock holds a
  card for everyone, each seat from the winner on draws one.
* T-6: the game ends when the hands are empty; most tricks win, fewest lose.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar
from xml.sax.saxutils import escape

import attrs

from cardrules.encoding import Block
from cardrules.errors import IllegalMoveError, NotationError, PositionError, RulesError
from cardrules.game import ActionSpace, Outcome, Reason, returns_of
from cardrules.rng import Rng

GAME = "tricks"
T = TypeVar("T")


def check_seed(seed: object) -> int:
    """``seed`` if it is an int in ``0..2**64-1``, else the library's `RulesError`."""
    return Rng(seed).state  # type: ignore[arg-type]


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform int in ``0..n-1`` from the generator state ``state``, and the next state."""
    value, rng = Rng(state).below(n)
    return value, rng.state


def shuffle(state: int, items: Sequence[T]) -> tuple[tuple[T, ...], int]:
    """``items`` shuffled by the generator state ``state``, and the next state."""
    dealt, rng = Rng(state).shuffle(items)
    return dealt, rng.state


MESSAGES = {
    "en": {
        "tricks.over": "T-6: the game is over",
        "tricks.not_in_hand": "T-3: {move} is not in the hand of seat {seat}, who is to play",
        "tricks.follow": "T-4: seat {seat} must follow suit {suit}, not play {move}",
    },
    "es": {
        "tricks.over": "T-6: la partida ha terminado",
        "tricks.not_in_hand": "T-3: {move} no está en la mano del jugador {seat}, al que le toca",
        "tricks.follow": "T-4: el jugador {seat} debe seguir el palo {suit}, no jugar {move}",
    },
}
"""Tricks' own words for its illegal moves (`GameSpec.messages`): ``i18n.message(err, "es")``."""

VERSION = 1
SUITS = "SHD"
RANKS = range(1, 7)


@attrs.frozen(order=True)
class Card:
    """A card: a rank from 1 to 6 and a suit S, H or D (T-1)."""

    rank: int
    suit: str

    @property
    def index(self) -> int:
        """The card's place in the deck: suits S, H, D, ranks ascending."""
        return SUITS.index(self.suit) * len(RANKS) + self.rank - 1

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"


DECK = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
_BY_TEXT = {str(card): card for card in DECK}


@attrs.frozen
class Move:
    """Play a card; its notation is the card's."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)


MOVES = tuple(Move(card) for card in DECK)
_MOVE_BY_CARD = {move.card: move for move in MOVES}


def parse_card(text: object) -> Card:
    """The card of notation ``text`` (``"5H"``), or a `NotationError`."""
    card = _BY_TEXT.get(text) if isinstance(text, str) else None
    if card is None:
        msg = f"T-1: not a card of Tricks: {str(text)[:40]!r} (ranks 1-6, suits S, H, D)"
        raise NotationError(msg)
    return card


def parse_move(text: object) -> Move:
    """The move of notation ``text``: a card's notation."""
    return _MOVE_BY_CARD[parse_card(text)]


def _players(_inst: object, _attr: object, value: object) -> None:
    if type(value) is not int or value not in (2, 3, 4):
        msg = f"Rules.players must be 2, 3 or 4 (T-2), got {value!r}"[:120]
        raise RulesError(msg)


def _hand_size(_inst: object, _attr: object, value: object) -> None:
    if type(value) is not int or not 1 <= value <= 4:
        msg = f"Rules.hand_size must be an int from 1 to 4 (T-2), got {value!r}"[:120]
        raise RulesError(msg)


@attrs.frozen
class Rules:
    """The options of a Tricks game."""

    players: int = attrs.field(default=2, validator=_players)
    hand_size: int = attrs.field(default=3, validator=_hand_size)

    def to_dict(self) -> dict[str, Any]:
        """The options as a JSON-ready dict."""
        return {"players": self.players, "hand_size": self.hand_size}

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Rules from `to_dict`'s form; a `PositionError` when malformed."""
        if not isinstance(data, Mapping) or set(data) - {"players", "hand_size"}:
            msg = f"'rules' must be a dict of players and hand_size, got {str(data)[:60]!r}"
            raise PositionError(msg)
        try:
            return cls(**data)
        except RulesError as error:
            raise PositionError(str(error)) from error


Cards = tuple[Card, ...]


def _sorted(cards: Sequence[Card]) -> Cards:
    return tuple(sorted(cards, key=lambda card: card.index))


def _legal(hand: Cards, trick: Cards) -> tuple[Move, ...]:
    """T-4: any card to lead; else the led suit if the hand holds it."""
    cards = _sorted(hand)
    if trick:
        led = [card for card in cards if card.suit == trick[0].suit]
        cards = tuple(led) or cards
    return tuple(_MOVE_BY_CARD[card] for card in cards)


def _outcome(tricks: tuple[int, ...]) -> Outcome:
    most, fewest = max(tricks), min(tricks)
    winners = tuple(seat for seat, n in enumerate(tricks) if n == most)
    losers = tuple(seat for seat, n in enumerate(tricks) if n == fewest)
    return Outcome(winners, losers, tricks, Reason.CARDS_PLAYED_OUT)


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def _read_cards(value: object, where: str) -> Cards:
    if not isinstance(value, list):
        msg = f"{where} must be a list of cards, got {str(value)[:60]!r}"
        raise PositionError(msg)
    try:
        return tuple(parse_card(text) for text in value)
    except NotationError as error:
        raise PositionError(f"{where}: {error}") from error


def _read_int(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        msg = f"{key!r} must be an int from {low} to {high}, got {str(value)[:40]!r}"
        raise PositionError(msg)
    return value


class _Table:
    """What a state and a view share: outcome, returns, the end."""

    rules: Rules
    current_player: int | None
    tricks: tuple[int, ...]

    @property
    def is_over(self) -> bool:
        """Whether the game is over (T-6)."""
        return self.current_player is None

    @property
    def outcome(self) -> Outcome | None:
        """Most tricks win, fewest lose (T-6); ``None`` until the end."""
        return _outcome(self.tricks) if self.current_player is None else None

    @property
    def scores(self) -> tuple[int, ...]:
        """The tricks won by each seat."""
        return self.tricks

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the most tricks once over, else ``()``."""
        outcome = self.outcome
        return () if outcome is None else outcome.winners

    @property
    def losers(self) -> tuple[int, ...]:
        """The seats with the fewest tricks once over, else ``()``."""
        outcome = self.outcome
        return () if outcome is None else outcome.losers

    @property
    def round(self) -> int:
        """Tricks is played in one round."""
        return 1

    @property
    def last_round(self) -> None:
        """No round is ever finished before the game is."""
        return None

    def returns(self) -> tuple[float, ...]:
        """The zero-sum payoff: 0.0 each until the end."""
        outcome = self.outcome
        if outcome is None:
            return (0.0,) * self.rules.players
        return returns_of(outcome.winners, outcome.losers, self.rules.players)


@attrs.frozen
class View(_Table):
    """What one seat (or a spectator, seat ``None``) may know: its hand and the table."""

    rules: Rules
    seat: int | None
    current_player: int | None
    leader: int
    hand: Cards
    hand_sizes: tuple[int, ...]
    trick: Cards
    taken: tuple[Cards, ...]
    stock_size: int
    tricks: tuple[int, ...]

    def legal_moves(self) -> tuple[Move, ...]:
        """The seat's legal moves when it is to play, else ``()``."""
        if self.seat is None or self.seat != self.current_player:
            return ()
        return _legal(self.hand, self.trick)

    def to_dict(self) -> dict[str, Any]:
        """The view as a JSON-ready dict, with the seat's legal moves."""
        return {
            "game": GAME,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "seat": self.seat,
            "current_player": self.current_player,
            "leader": self.leader,
            "hand": _cards(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "trick": _cards(self.trick),
            "taken": [_cards(zone) for zone in self.taken],
            "stock_size": self.stock_size,
            "tricks": list(self.tricks),
            "legal_moves": [str(move) for move in self.legal_moves()],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> View:
        """Rebuild a view from `to_dict`'s form."""
        if not isinstance(data, Mapping) or data.get("game") != GAME:
            msg = "a Tricks view must be a dict with 'game': 'tricks'"
            raise PositionError(msg)
        rules = Rules.from_dict(data.get("rules"))
        last = rules.players - 1
        seat = None if data.get("seat") is None else _read_int(data, "seat", 0, last)
        hand = _read_cards(data.get("hand"), "'hand'")
        if seat is None and hand:
            msg = "a spectator's view shows no hand"
            raise PositionError(msg)
        sizes = data.get("hand_sizes")
        taken = data.get("taken")
        if not isinstance(sizes, list) or not isinstance(taken, list):
            msg = "'hand_sizes' and 'taken' must be lists"
            raise PositionError(msg)
        view = cls(
            rules=rules,
            seat=seat,
            current_player=(
                None
                if data.get("current_player") is None
                else _read_int(data, "current_player", 0, last)
            ),
            leader=_read_int(data, "leader", 0, last),
            hand=hand,
            hand_sizes=tuple(sizes),
            trick=_read_cards(data.get("trick"), "'trick'"),
            taken=tuple(_read_cards(zone, "'taken'") for zone in taken),
            stock_size=_read_int(data, "stock_size", 0, len(DECK)),
            tricks=tuple(data.get("tricks") or ()),
        )
        if "legal_moves" in data and data["legal_moves"] != _cards(
            [move.card for move in view.legal_moves()]
        ):
            msg = "'legal_moves' are not the view's legal moves"
            raise PositionError(msg)
        return view

    def sample_state(self, seed: int) -> State:
        """A state this seat cannot tell from the real one: the unseen cards dealt anew.

        The other hands keep their sizes; the deal is uniform over the unseen
        cards (it ignores what failing to follow suit revealed).
        """
        rng = check_seed(seed)
        seen = Counter([*self.hand, *self.trick, *(card for zone in self.taken for card in zone)])
        unseen = [card for card in DECK if not seen[card]]
        dealt, rng = shuffle(rng, unseen)
        hands: list[Cards] = []
        at = 0
        for seat, size in enumerate(self.hand_sizes):
            if seat == self.seat:
                hands.append(self.hand)
            else:
                hands.append(_sorted(dealt[at : at + size]))
                at += size
        return State(
            rules=self.rules,
            seed=seed,
            rng=rng,
            current_player=self.current_player,
            leader=self.leader,
            hands=tuple(hands),
            trick=self.trick,
            taken=self.taken,
            stock=dealt[at:],
            tricks=self.tricks,
        )


@attrs.frozen
class State(_Table):
    """A whole Tricks position. Immutable: `play` returns a new state.

    Built with ``attrs.evolve`` so a subclass (the tests' broken games) stays
    its own class along a game.
    """

    rules: Rules
    seed: int
    rng: int
    current_player: int | None
    leader: int
    hands: tuple[Cards, ...]
    trick: Cards
    taken: tuple[Cards, ...]
    stock: Cards
    tricks: tuple[int, ...]

    def legal_moves(self) -> tuple[Move, ...]:
        """The legal moves of the seat to play (T-4), in deck order; ``()`` once over."""
        seat = self.current_player
        if seat is None:
            return ()
        return _legal(self.hands[seat], self.trick)

    def why_illegal(self, move: object) -> str | None:
        """``None`` if ``move`` (a move or its notation) is legal, else why not."""
        if isinstance(move, str):
            try:
                move = parse_move(move)
            except NotationError as error:
                return str(error)
        found = self._illegal(move)
        return None if found is None else MESSAGES["en"][found[0]].format(**found[1])

    def _illegal(self, move: object) -> tuple[str, dict[str, Any]] | None:
        """The message id and params of why ``move`` is illegal, or ``None``."""
        if move in self.legal_moves():
            return None
        seat = self.current_player
        if seat is None:
            return "tricks.over", {}
        if not isinstance(move, Move) or move.card not in self.hands[seat]:
            return "tricks.not_in_hand", {"move": str(move)[:40], "seat": seat}
        return "tricks.follow", {"seat": seat, "suit": self.trick[0].suit, "move": str(move)}

    def is_legal(self, move: object) -> bool:
        """Whether ``move`` is legal now."""
        return self.why_illegal(move) is None

    def play(self, move: Move | str, *, seat: int | None = None) -> State:
        """The state after ``move``; refuses a move from any ``seat`` not to play (T-2)."""
        if seat is not None:
            if type(seat) is not int or not 0 <= seat < self.rules.players:
                msg = f"play: seat must be an int from 0 to {self.rules.players - 1}"
                raise RulesError(msg)
            if seat != self.current_player:
                msg = f"T-2: seat {seat} is not to play; seat {self.current_player} is"
                raise IllegalMoveError(msg)
        if isinstance(move, str):
            move = parse_move(move)
        found = self._illegal(move)
        if found is not None:
            key, params = found
            raise IllegalMoveError(MESSAGES["en"][key].format(**params), key=key, params=params)
        return self._apply(move)

    def _apply(self, move: Move) -> State:
        rules, seat = self.rules, self.current_player
        assert seat is not None
        hands = list(self.hands)
        hands[seat] = tuple(card for card in hands[seat] if card != move.card)
        trick = (*self.trick, move.card)
        players = rules.players
        if len(trick) < players:
            return attrs.evolve(
                self, current_player=(seat + 1) % players, hands=tuple(hands), trick=trick
            )
        led = trick[0].suit
        best = max((card.rank, i) for i, card in enumerate(trick) if card.suit == led)[1]
        winner = (self.leader + best) % players
        taken = list(self.taken)
        taken[winner] = taken[winner] + trick
        tricks = list(self.tricks)
        tricks[winner] += 1
        stock = self.stock
        if len(stock) >= players:
            for step in range(players):
                drawer = (winner + step) % players
                hands[drawer] = _sorted((*hands[drawer], stock[step]))
            stock = stock[players:]
        over = not any(hands)
        return attrs.evolve(
            self,
            current_player=None if over else winner,
            leader=winner,
            hands=tuple(hands),
            trick=(),
            taken=tuple(taken),
            stock=stock,
            tricks=tuple(tricks),
        )

    def view(self, seat: int | None) -> View:
        """What ``seat`` may know: its own hand, every size, the trick, the taken cards."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.rules.players):
            msg = f"view: seat must be an int from 0 to {self.rules.players - 1} or None"
            raise RulesError(msg)
        return View(
            rules=self.rules,
            seat=seat,
            current_player=self.current_player,
            leader=self.leader,
            hand=() if seat is None else self.hands[seat],
            hand_sizes=tuple(len(hand) for hand in self.hands),
            trick=self.trick,
            taken=self.taken,
            stock_size=len(self.stock),
            tricks=self.tricks,
        )

    def to_dict(self) -> dict[str, Any]:
        """The position as a JSON-ready dict."""
        return {
            "game": GAME,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "rng": self.rng,
            "current_player": self.current_player,
            "leader": self.leader,
            "hands": [_cards(hand) for hand in self.hands],
            "trick": _cards(self.trick),
            "taken": [_cards(zone) for zone in self.taken],
            "stock": _cards(self.stock),
            "tricks": list(self.tricks),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> State:
        """Rebuild and check a position from `to_dict`'s form."""
        if not isinstance(data, Mapping) or data.get("game") != GAME:
            msg = "a Tricks position must be a dict with 'game': 'tricks'"
            raise PositionError(msg)
        rules = Rules.from_dict(data.get("rules"))
        last = rules.players - 1
        hands, taken, tricks = data.get("hands"), data.get("taken"), data.get("tricks")
        if not all(isinstance(x, list) and len(x) == rules.players for x in (hands, taken, tricks)):
            msg = "'hands', 'taken' and 'tricks' must be lists, one item per seat"
            raise PositionError(msg)
        state = cls(
            rules=rules,
            seed=_read_int(data, "seed", 0, 2**64 - 1),
            rng=_read_int(data, "rng", 0, 2**64 - 1),
            current_player=(
                None
                if data.get("current_player") is None
                else _read_int(data, "current_player", 0, last)
            ),
            leader=_read_int(data, "leader", 0, last),
            hands=tuple(_read_cards(hand, "'hands'") for hand in hands),  # type: ignore[union-attr]
            trick=_read_cards(data.get("trick"), "'trick'"),
            taken=tuple(_read_cards(zone, "'taken'") for zone in taken),  # type: ignore[union-attr]
            stock=_read_cards(data.get("stock"), "'stock'"),
            tricks=tuple(tricks),  # type: ignore[arg-type]
        )
        if sorted(c.index for c in deck(rules)) != sorted(
            c.index for cards in cards_of(state).values() for c in cards
        ):
            msg = "T-1: every card of the deck must be in exactly one place"
            raise PositionError(msg)
        return state


def new_game(rules: Rules, seed: int) -> State:
    """Deal a game (T-2): the leader from the seed, then the shuffled deck."""
    if not isinstance(rules, Rules):
        msg = f"new_game needs a Tricks Rules, got {str(rules)[:60]!r}"
        raise RulesError(msg)
    seed = check_seed(seed)
    leader, rng = below(seed, rules.players)
    cards, rng = shuffle(rng, DECK)
    size, players = rules.hand_size, rules.players
    hands = tuple(_sorted(cards[seat * size : (seat + 1) * size]) for seat in range(players))
    return State(
        rules=rules,
        seed=seed,
        rng=rng,
        current_player=leader,
        leader=leader,
        hands=hands,
        trick=(),
        taken=((),) * players,
        stock=cards[players * size :],
        tricks=(0,) * players,
    )


def _missing(move: Move) -> str:
    return f"T-1: {move} is not a card of Tricks"  # pragma: no cover - every card is a move


def action_space(rules: Rules) -> ActionSpace[Move]:
    """Every move, one per card in deck order: the id of a card is its ``index``."""
    if not isinstance(rules, Rules):
        msg = "action_space needs a Tricks Rules"
        raise RulesError(msg)
    return ActionSpace(rules, MOVES, parse_move, _missing)


def deck(rules: Rules) -> Cards:
    """The 18 cards (T-1), whatever the rules."""
    del rules
    return DECK


def cards_of(state: State) -> dict[str, Cards]:
    """Where every card is: the hands, the trick, the taken cards, the stock."""
    places = {f"hand {seat}": hand for seat, hand in enumerate(state.hands)}
    places["trick"] = state.trick
    places.update({f"taken {seat}": zone for seat, zone in enumerate(state.taken)})
    places["stock"] = state.stock
    return places


def observation_size(rules: Rules) -> int:
    """The encoding's length: three sets of 18 cards, whose turn, and 4 trick counts."""
    del rules
    return 3 * len(DECK) + 1 + 4


def encoding_blocks(rules: Rules) -> tuple[Block, ...]:
    """The encoding's layout: every slot is from 0 to 1."""
    size = len(DECK)
    return (
        Block("hand", 0, size, 0.0, 1.0, "1 if the card is in the seat's hand"),
        Block("trick", size, size, 0.0, 1.0, "1 if the card is on the trick"),
        Block("taken", 2 * size, size, 0.0, 1.0, "1 if the card was taken in a trick"),
        Block("turn", 3 * size, 1, 0.0, 1.0, "1 if the seat is to play"),
        Block("tricks", 3 * size + 1, 4, 0.0, 1.0, "each seat's tricks, over 6"),
    )


def encode(view: View) -> tuple[float, ...]:
    """A seat's view as floats: its hand, the trick, the taken cards, its turn, the counts."""
    code = [0.0] * observation_size(view.rules)
    for block, cards in enumerate(
        (view.hand, view.trick, [card for zone in view.taken for card in zone])
    ):
        for card in cards:
            code[block * len(DECK) + card.index] = 1.0
    code[3 * len(DECK)] = float(view.seat is not None and view.current_player == view.seat)
    for seat, count in enumerate(view.tricks):
        code[3 * len(DECK) + 1 + seat] = count / 6.0
    return tuple(code)


@attrs.frozen
class GreedyBot:
    """Win the trick as cheaply as it can; else throw its lowest card; lead its highest."""

    def choose(self, view: View, legal_moves: Sequence[Move]) -> tuple[Move, GreedyBot]:
        """Pick a move by the rule of thumb; the bot holds no state."""
        if not legal_moves:
            msg = "GreedyBot.choose: no legal moves (is the game over?)"
            raise RulesError(msg)
        if not view.trick:
            return max(legal_moves, key=lambda move: (move.card.rank, -move.card.index)), self
        led = view.trick[0].suit
        best = max(card.rank for card in view.trick if card.suit == led)
        winning = [m for m in legal_moves if m.card.suit == led and m.card.rank > best]
        pool = winning or list(legal_moves)
        return min(pool, key=lambda move: (move.card.rank, move.card.index)), self


def _name(seat: int, names: Sequence[str] | None) -> str:
    return f"seat {seat}" if names is None else f"{names[seat]} (seat {seat})"


class Narrator:
    """The narration hooks: lines of text about a game, all from public facts."""

    def round_start(self, state: State, names: Sequence[str] | None) -> tuple[str, ...]:
        """The deal."""
        return (
            f"Tricks: {_name(state.leader, names)} leads; {state.rules.hand_size} cards each, "
            f"{len(state.stock)} in the stock",
        )

    def turn(
        self,
        before: State,
        move: Move,
        after: State,
        seat: int | None,
        names: Sequence[str] | None,
    ) -> str:
        """One line per move; who won the trick when it closes."""
        del seat
        mover = before.current_player
        assert mover is not None
        line = f"{_name(mover, names)} plays {move}"
        if not after.trick:
            line += f"; {_name(after.leader, names)} wins the trick"
        return line

    def round_end(self, after: State, names: Sequence[str] | None) -> tuple[str, ...]:
        """Tricks has one round: nothing between rounds."""
        del after, names
        return ()

    def game_end(self, final: State, moves: int, names: Sequence[str] | None) -> tuple[str, ...]:
        """The tricks won and the winners."""
        counts = ", ".join(f"{_name(s, names)} {n}" for s, n in enumerate(final.tricks))
        won = " and ".join(_name(s, names) for s in final.winners)
        return (f"Game over after {moves} moves: tricks {counts}.", f"  winners: {won}")

    def seat_move(self, move: Move) -> str:
        """A move in words."""
        return f"plays {move}"


@attrs.frozen
class Seen:
    """What a picture may show: hands ``None`` where hidden."""

    rules: Rules
    viewer: int | None
    current_player: int | None
    hands: tuple[Cards | None, ...]
    hand_sizes: tuple[int, ...]
    trick: Cards
    tricks: tuple[int, ...]
    stock_size: int


class Picture:
    """The picture hooks: a small SVG of a state or a seat's view."""

    def seen_from_state(self, state: State) -> Seen:
        """Every hand face up."""
        return Seen(
            state.rules,
            None,
            state.current_player,
            state.hands,
            tuple(len(hand) for hand in state.hands),
            state.trick,
            state.tricks,
            len(state.stock),
        )

    def seen_from_view(self, view: View) -> Seen:
        """Only the viewer's hand face up."""
        hands = tuple(
            view.hand if seat == view.seat else None for seat in range(view.rules.players)
        )
        return Seen(
            view.rules,
            view.seat,
            view.current_player,
            hands,
            view.hand_sizes,
            view.trick,
            view.tricks,
            view.stock_size,
        )

    def render(self, seen: Seen, names: Sequence[str] | None) -> str:
        """The SVG text."""
        lines = [f"Tricks: trick {' '.join(_cards(seen.trick)) or '(none)'}"]
        for seat, hand in enumerate(seen.hands):
            shown = "?" * seen.hand_sizes[seat] if hand is None else " ".join(_cards(hand))
            lines.append(f"{_name(seat, names)}: {shown} ({seen.tricks[seat]} tricks)")
        body = "".join(
            f'<text x="10" y="{20 + 20 * i}">{escape(line)}</text>' for i, line in enumerate(lines)
        )
        height = 20 * len(lines) + 10
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="400" height="{height}">'
            f"<title>{escape(lines[0])}</title>{body}</svg>"
        )

    def symbols(self) -> str:
        """No shared symbols: cards are text."""
        return ""

    def render_text(self, seen: Seen, names: Sequence[str] | None) -> str:
        """A board-like text layout: the trick, then one line per seat."""
        lines = [f"trick: {' '.join(_cards(seen.trick)) or '-'}   stock: {seen.stock_size}"]
        for seat, hand in enumerate(seen.hands):
            shown = "?" * seen.hand_sizes[seat] if hand is None else " ".join(_cards(hand))
            marker = ">" if seat == seen.current_player else " "
            lines.append(f"{marker} {_name(seat, names)}: {shown}  tricks {seen.tricks[seat]}")
        return "\n".join(lines)


def text_picture(position: State | View, names: Sequence[str] | None = None) -> str:
    """The text picture of a state (every hand) or a view (its own hand only)."""
    picture = Picture()
    if isinstance(position, View):
        return picture.render_text(picture.seen_from_view(position), names)
    return picture.render_text(picture.seen_from_state(position), names)
