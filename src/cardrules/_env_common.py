"""What the learning environments share: spaces, observations, seeds and text renders.

Imported only by the optional `cardrules.pettingzoo` and `cardrules.gymnasium`
packages, which need numpy and gymnasium; the core never imports it.
"""

from __future__ import annotations

import array
import json
import secrets
from collections.abc import Callable, Sequence
from typing import Any

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

from cardrules._batch_hooks import LegalMaskHook, SeatEncoder
from cardrules._encoding import Block
from cardrules._quote import quote
from cardrules._random import check_seed, next_u64
from cardrules._validate import is_int_in
from cardrules.errors import RulesError
from cardrules.games import GameSpec, find_game, game_of

__all__ = [
    "DEFAULT_ILLEGAL_ACTION",
    "DEFAULT_MAX_MOVES",
    "ILLEGAL_ACTIONS",
    "RENDER_MODES",
    "Actions",
    "ResetNeededError",
    "SeedStream",
    "ansi",
    "check_illegal_action",
    "check_max_moves",
    "check_render_mode",
    "check_rules",
    "env_name",
    "game_spec",
    "legal_mask",
    "move_of",
    "observation_space",
    "restore_env",
    "seat_encoder",
    "seed_from",
    "state_of_env",
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


DEFAULT_MAX_MOVES = 10_000
"""The generic environments' default truncation: a safety net that a game whose
matches always end quickly never reaches (random Chúpate 2 play ends a round in
about 1,400 moves)."""


def game_spec(game: object, where: str) -> GameSpec:
    """The registered game ``game`` names (a `GameSpec` is taken as it is).

    Raises:
        RulesError: no such game, or the game has no ``encode`` hook (the
            environments observe through it).
    """
    try:
        spec = find_game(game)
    except RulesError as error:
        msg = f"{where}: {error}"
        raise RulesError(msg) from None
    spec.needs("encode", where)
    return spec


def env_name(spec: GameSpec) -> str:
    """The environment's ``metadata["name"]``: ``chupate_v0``, ``veneno_v0``."""
    return f"{spec.name}_v0"


def _encoding_blocks(spec: GameSpec, rules: Any) -> tuple[Block, ...] | None:
    """The spec's ``encoding_blocks(rules)``, if it has the hook."""
    blocks = spec.encoding_blocks
    return None if blocks is None else tuple(blocks(rules))


def observation_space(spec: GameSpec, rules: Any, actions: int) -> spaces.Dict:
    """The Dict space of `observation`: the encoding's ranges and a 0/1 mask.

    The ranges are the blocks of the spec's ``encoding_blocks(rules)`` (both
    built-in games give them); otherwise the
    observation is unbounded, of ``observation_size(rules)`` floats (or the
    length of an encoded view of a new game).
    """
    blocks = _encoding_blocks(spec, rules)
    if blocks is not None:
        low: list[float] = []
        high: list[float] = []
        for block in blocks:
            low.extend([block.low] * block.size)
            high.extend([block.high] * block.size)
        box = spaces.Box(
            low=np.array(low, dtype=np.float32),
            high=np.array(high, dtype=np.float32),
            dtype=np.float32,
        )
    else:
        if spec.observation_size is not None:
            size = spec.observation_size(rules)
        else:
            size = len(spec.needs("encode", "observation_space")(spec.new_game(rules, 0).view(0)))
        box = spaces.Box(low=-np.inf, high=np.inf, shape=(size,), dtype=np.float32)
    return spaces.Dict(
        {
            "observation": box,
            "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
        }
    )


def seat_encoder(spec: GameSpec) -> SeatEncoder:
    """A new seat encoder for ``spec`` (one per environment).

    The spec's ``seat_encoder`` hook makes one that encodes ``(state, seat)``
    straight from the state (both built-in games have one: their environments'
    fast path); otherwise the encoder encodes ``state.view(seat)`` with ``encode``.
    """
    fast = spec.seat_encoder
    if fast is not None:
        made = fast()
        # A class's bound ``__call__``: calling that is quicker than calling the instance.
        encoder: SeatEncoder = made.__call__
        return encoder
    return _ViewEncoder(spec.needs("encode", "environment"))


class _ViewEncoder:
    """The generic seat encoder: ``encode(state.view(seat))`` as float32 bytes."""

    __slots__ = ("_encode",)

    def __init__(self, encode: Callable[[Any], Sequence[float]]) -> None:
        self._encode = encode

    def __call__(self, state: Any, seat: int) -> array.array[float]:
        return array.array("f", self._encode(state.view(seat)))


def legal_mask(spec: GameSpec) -> LegalMaskHook | None:
    """The spec's fast mask (its ``legal_mask`` hook), if it has one.

    ``legal_mask(state)`` gives the mask's bytes for the seat to play of a
    state that is not over, straight from the state, without listing its legal
    moves (Veneno has one).
    """
    return spec.legal_mask


class Actions:
    """A game's action space and encoding, with fast paths to an observation and back.

    Args:
        spec: the game.
        space: the game's ``action_space(rules)``.
    """

    def __init__(self, spec: GameSpec, space: Any) -> None:
        self.space = space
        self.encode = seat_encoder(spec)
        self._legal_mask = legal_mask(spec)
        self.moves: tuple[Any, ...] = tuple(space)
        self.size: int = len(space)
        self.ids: dict[Any, int] = {move: i for i, move in enumerate(space)}
        # Legal moves are the games' shared move objects, the very ones the
        # space holds (which keeps them alive): their ids find their action ids
        # without hashing a move, which runs Python code.
        self._by_identity: dict[int, int] = {id(move): i for i, move in enumerate(space)}

    def mask(self, state: Any, seat: int) -> npt.NDArray[np.int8]:
        """1 at the ids of ``state``'s legal moves when ``seat`` is to play, else all 0."""
        if state.current_player == seat and self._legal_mask is not None:
            return np.frombuffer(self._legal_mask(state), _INT8)
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
        observation = np.frombuffer(self.encode(state, seat), _FLOAT32)
        if state.current_player != seat:  # `mask`, written in: this runs on every step
            return {"observation": observation, "action_mask": self.mask(state, seat)}
        fast = self._legal_mask
        if fast is not None:
            return {"observation": observation, "action_mask": np.frombuffer(fast(state), _INT8)}
        mask = bytearray(self.size)
        try:
            for i in map(self._by_identity.__getitem__, map(id, state.legal_moves())):
                mask[i] = 1
        except KeyError:  # pragma: no cover - an equal move that is not the shared one
            return {"observation": observation, "action_mask": self.mask(state, seat)}
        return {"observation": observation, "action_mask": np.frombuffer(mask, _INT8)}


def ansi(view: Any, legal_moves: Sequence[object] = ()) -> str:
    """A seat's view as text: one ``key: value`` line per field, then its legal moves."""
    lines = [
        f"{key}: {json.dumps(value, ensure_ascii=False)}"
        for key, value in view.to_dict().items()
        if key not in ("game", "version", "last_round", "legal_moves")
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
    if not is_int_in(action, 0, len(space) - 1):
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
    if value is not None and (not is_int_in(value, 1)):
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


def check_rules(rules: object, spec: GameSpec, where: str) -> Any:
    """``rules`` when they are ``spec``'s rules (`game_of`), ``spec.rules_type()`` when ``None``.

    Raises:
        RulesError: another value, or another game's rules.
    """
    if rules is None:
        return spec.rules_type()
    try:
        found: GameSpec | None = game_of(rules)
    except RulesError:
        found = None
    if found is None or found.rules_type is not spec.rules_type or isinstance(rules, GameSpec):
        msg = f"{where}: rules must be {spec.title}'s Rules, got {quote(rules)}"
        raise RulesError(msg)
    return rules


def state_of_env(env: Any) -> dict[str, Any]:
    """An environment's attributes for pickling: its game by id (a spec holds modules).

    Its ``Actions`` are left out (they cache by object identity); `restore_env`
    rebuilds them.
    """
    state = dict(env.__dict__)
    state["game"] = env.game.id
    del state["_actions"]
    return state


def restore_env(env: Any, state: dict[str, Any]) -> None:
    """Restore `state_of_env`'s attributes onto ``env``: the game found by id again."""
    state = dict(state)
    state["game"] = find_game(state["game"])
    env.__dict__.update(state)
    env._actions = Actions(env.game, env.space)
