"""What the learning environments share: spaces, observations, seeds and text renders.

Imported only by the optional `cardrules.pettingzoo` and `cardrules.gymnasium`
packages, which need numpy and gymnasium; the core never imports it.
"""

from __future__ import annotations

import array
import importlib
import json
import secrets
from collections.abc import Callable, Sequence
from typing import Any, Protocol

try:
    import numpy as np
    import numpy.typing as npt
    from gymnasium import error as gymnasium_error
    from gymnasium import spaces
except ImportError as error:  # pragma: no cover - exercised without the extras
    _msg = (
        f"the learning environments need numpy and gymnasium ({error}): "
        "pip install 'cardrules[gymnasium]' or 'cardrules[pettingzoo]'"
    )
    raise ImportError(_msg) from error

from cardrules._encoding import Block
from cardrules._quote import quote
from cardrules._random import check_seed, next_u64
from cardrules.errors import RulesError

__all__ = [
    "DEFAULT_ILLEGAL_ACTION",
    "ILLEGAL_ACTIONS",
    "RENDER_MODES",
    "Actions",
    "Game",
    "ResetNeededError",
    "SeedStream",
    "ansi",
    "check_illegal_action",
    "check_max_moves",
    "check_render_mode",
    "check_rules",
    "move_of",
    "observation_space",
    "seed_from",
]

ILLEGAL_ACTIONS = ("lose", "raise")
"""The values of both environments' ``illegal_action`` option.

``"lose"`` ends the episode (every agent's, in PettingZoo) and the seat that
chose the illegal action gets reward -1; ``"raise"`` raises `IllegalMoveError`
and changes nothing.
"""

DEFAULT_ILLEGAL_ACTION = "lose"
"""Both environments' default ``illegal_action``: the learner loses, as in
PettingZoo's classic games."""

RENDER_MODES = ("ansi", "human")
"""The render modes of both environments."""


class ResetNeededError(RulesError, AssertionError, gymnasium_error.ResetNeeded):
    """An environment was called out of order: before `reset`, or after its episode ended.

    A `RulesError`, like every error of the library; also the errors
    Gymnasium's and PettingZoo's order-enforcing wrappers raise for the same
    mistakes (``gymnasium.error.ResetNeeded`` and ``AssertionError``), so code
    written against either keeps catching it.
    """


_FLOAT32 = np.dtype(np.float32)
_INT8 = np.dtype(np.int8)
# np.frombuffer(data, dtype=np.float32) takes twice as long as with a dtype
# object given positionally (0.4 against 0.2 us); observations are built every step.

Observation = dict[str, npt.NDArray[Any]]
"""``{"observation": float32 array, "action_mask": int8 array}``."""


class Game(Protocol):
    """What an environment needs of a game package (``cardrules.chupate`` or ``veneno``)."""

    __name__: str

    def new_game(self, rules: Any, seed: int) -> Any:
        """A new game."""

    def encode_array(self, view: Any) -> npt.NDArray[np.float32]:
        """The view's encoding as a numpy array."""

    def encoding_blocks(self, rules: Any) -> tuple[Block, ...]:
        """The encoding's layout."""

    def action_space(self, rules: Any) -> Any:
        """The rules' action space."""


def observation_space(game: Game, rules: Any, actions: int) -> spaces.Dict:
    """The Dict space of `observation`: the encoding's ranges and a 0/1 mask."""
    low: list[float] = []
    high: list[float] = []
    for block in game.encoding_blocks(rules):
        low.extend([block.low] * block.size)
        high.extend([block.high] * block.size)
    return spaces.Dict(
        {
            "observation": spaces.Box(
                low=np.array(low, dtype=np.float32),
                high=np.array(high, dtype=np.float32),
                dtype=np.float32,
            ),
            "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
        }
    )


SeatEncoder = Callable[[Any, int], "array.array[float]"]
"""A game's ``encoding.SeatEncoder()``: a seat's ``encode_array`` values, without its view."""


def seat_encoder(game: Game) -> SeatEncoder:
    """A new ``SeatEncoder`` of ``game``'s encoding module (one per environment)."""
    encoder: SeatEncoder = importlib.import_module(f"{game.__name__}.encoding").SeatEncoder()
    return encoder


class Actions:
    """A game's action space and encoding, with fast paths to an observation and back.

    Args:
        game: the game package.
        space: the game's ``action_space(rules)``.
    """

    def __init__(self, game: Game, space: Any) -> None:
        self.space = space
        self.encode = seat_encoder(game)
        self.moves: tuple[Any, ...] = tuple(space)
        self.size: int = len(space)
        self.ids: dict[Any, int] = {move: i for i, move in enumerate(space)}
        # Legal moves are the games' shared move objects, the very ones the
        # space holds (which keeps them alive): their ids find their action ids
        # without hashing a move, which runs Python code.
        self._by_identity: dict[int, int] = {id(move): i for i, move in enumerate(space)}

    def mask(self, state: Any, seat: int) -> npt.NDArray[np.int8]:
        """1 at the ids of ``state``'s legal moves when ``seat`` is to play, else all 0."""
        mask = bytearray(self.size)
        if state.current_player == seat:
            legal = state.legal_moves()
            try:
                for i in map(self._by_identity.__getitem__, map(id, legal)):
                    mask[i] = 1
            except KeyError:  # pragma: no cover - an equal move that is not the shared one
                ids = self.ids
                for move in legal:
                    mask[ids[move]] = 1
        return np.frombuffer(mask, _INT8)

    def move(self, action: object) -> Any:
        """The move of action id ``action`` (see `move_of`)."""
        if type(action) is int and 0 <= action < self.size:
            return self.moves[action]
        return move_of(self.space, action)

    def observe(self, state: Any, seat: int) -> Observation:
        """What ``seat`` observes: its view's encoding and its action mask."""
        return {
            "observation": np.frombuffer(self.encode(state, seat), _FLOAT32),
            "action_mask": self.mask(state, seat),
        }


def ansi(view: Any, legal_moves: Sequence[object] = ()) -> str:
    """A seat's view as text: one ``key: value`` line per field, then its legal moves."""
    lines = [
        f"{key}: {json.dumps(value, ensure_ascii=False)}"
        for key, value in view.to_dict().items()
        if key not in ("game", "version", "last_round")
    ]
    if legal_moves:
        lines.append("legal moves: " + " ".join(str(move) for move in legal_moves))
    return "\n".join(lines) + "\n"


def move_of(space: Any, action: object) -> Any:
    """The move of action id ``action``.

    Raises:
        RulesError: ``action`` is not an int (or numpy integer) from 0 to ``len(space) - 1``.
    """
    if isinstance(action, np.integer):
        action = int(action)
    if isinstance(action, bool) or not isinstance(action, int) or not 0 <= action < len(space):
        msg = f"step: an action is an action id from 0 to {len(space) - 1}, got {quote(action)}"
        raise RulesError(msg)
    return space[action]


def seed_from(seed: object) -> int:
    """A caller's ``reset`` seed as a game seed: any int from 0 to ``2**64 - 1``.

    Raises:
        RulesError: ``seed`` is not such an int.
    """
    if isinstance(seed, np.integer):
        seed = int(seed)
    try:
        return check_seed(seed)
    except RulesError as error:
        msg = f"reset: seed must be None or an int from 0 to 2**64-1, got {quote(seed)}"
        raise RulesError(msg) from error


def check_illegal_action(value: object) -> str:
    """``value`` when it is one of `ILLEGAL_ACTIONS`.

    Raises:
        RulesError: another value.
    """
    if not isinstance(value, str) or value not in ILLEGAL_ACTIONS:
        msg = f"illegal_action must be 'lose' or 'raise', got {quote(value)}"
        raise RulesError(msg)
    return value


def check_render_mode(value: object) -> str | None:
    """``value`` when it is ``None`` or one of `RENDER_MODES`.

    Raises:
        RulesError: another value.
    """
    if value is not None and (not isinstance(value, str) or value not in RENDER_MODES):
        msg = f"render_mode must be None, 'ansi' or 'human', got {quote(value)}"
        raise RulesError(msg)
    return value


def check_max_moves(value: object) -> int | None:
    """``value`` when it is ``None`` or an int of at least 1 (a numpy integer too).

    Raises:
        RulesError: another value.
    """
    if isinstance(value, np.integer):
        value = int(value)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        msg = f"max_moves must be None or an int of at least 1, got {quote(value)}"
        raise RulesError(msg)
    return value


class SeedStream:
    """The game seeds of successive episodes: ``reset(seed=s)`` restarts the stream at ``s``.

    The first game after ``reset(seed=s)`` uses ``s`` itself; each later
    ``reset()`` without a seed takes the next SplitMix64 output, so a run of
    episodes is reproducible from its first seed. Never seeded, the stream
    starts from fresh entropy.
    """

    def __init__(self) -> None:
        self._state: int | None = None

    def next(self, seed: object) -> int:
        """The seed of the next game: ``seed`` when given, else the stream's next value."""
        if seed is not None:
            game_seed = seed_from(seed)
            self._state = game_seed
            return game_seed
        if self._state is None:
            self._state = secrets.randbits(64)
        value, self._state = next_u64(self._state)
        return value


def check_rules(rules: Any, expected: type, where: str) -> Any:
    """``rules`` when it is the game's ``Rules``, ``expected()`` when ``None``.

    Raises:
        RulesError: another value.
    """
    if rules is None:
        return expected()
    if not isinstance(rules, expected):
        package = expected.__module__.rpartition(".")[0]
        msg = f"{where}: rules must be a {package}.Rules, got {quote(rules)}"
        raise RulesError(msg)
    return rules
