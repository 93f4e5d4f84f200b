"""The checks of the moves of a position: every legal one, some illegal ones, the seat check."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardrules._random import below
from cardrules.errors import IllegalMoveError, RulesError
from cardrules.rng import derive_seed
from cardrules.testing._base import _CheckerBase


class _MoveChecks(_CheckerBase):
    """The checks of a position's moves (`_Checker` has them)."""

    def check_legal(self, state: Any, legal: tuple[Any, ...]) -> None:
        spec = self.spec
        before, digest = state.to_dict(), hash(state)
        for at, move in enumerate(legal):
            text = str(move)
            with self.checking("legal moves", f"the legal move {text}"):
                after = state.play(move)
            if hash(state) != digest or (at == 0 and state.to_dict() != before):
                self.fail("no mutation", f"play({text}) changed the state it was played from")
            with self.checking("legal moves", f"the legal move {text}"):
                by_text = state.play(text)
                parsed = spec.parse_move(text)
                ok, why = state.is_legal(move), state.why_illegal(move)
            self.expect(
                isinstance(after, spec.state_type),
                "types",
                f"play({text}) gave a {type(after).__qualname__}",
            )
            self.expect(
                by_text == after, "legal moves", f"play({text!r}) and play of the move differ"
            )
            self.expect(parsed == move, "legal moves", f"parse_move({text!r}) is not {text}")
            self.expect(ok is True, "legal moves", f"is_legal({text}) is not True")
            self.expect(why is None, "legal moves", f"why_illegal({text}) is {why!r}")
            if self.conserves:
                self.check_cards(after, f"the state after {text}")

    def check_illegal(self, state: Any, legal: tuple[Any, ...]) -> None:
        if not self.illegal:
            return
        wanted = set(legal)
        others = [move for move in self.space if move not in wanted]
        rng = derive_seed(self.seed or 0, "check.illegal", len(self.moves))
        for _ in range(min(self.illegal, len(others))):
            pick, rng = below(rng, len(others))
            move = others.pop(pick)
            for given in (move, str(move)):
                with self.checking("illegal moves", f"is_legal/why_illegal({move})"):
                    ok, why = state.is_legal(given), state.why_illegal(given)
                self.expect(ok is False, "illegal moves", f"is_legal({given!r}) is {ok!r}")
                self.expect(
                    isinstance(why, str) and why,
                    "illegal moves",
                    f"why_illegal({given!r}) gives {why!r}, not a reason",
                )
                self._refused(
                    "illegal moves",
                    lambda: state.play(given),  # noqa: B023 - called at once, in this turn
                    IllegalMoveError,
                    f"play({given!r}) of a move not legal",
                    f"play({given!r}) of a move not among the legal ones was played",
                )

    def check_seats(self, state: Any, legal: tuple[Any, ...]) -> None:
        players = self.rules.players
        to_play = state.current_player
        move = legal[0] if legal else self.space[0]
        for seat in range(players):
            if seat == to_play:
                with self.checking("seat check", f"play({move}, seat={seat}) by the seat to play"):
                    self.expect(
                        state.play(move, seat=seat) == state.play(move),
                        "seat check",
                        f"play({move}, seat={seat}) differs from play({move})",
                    )
                continue
            whose = "the game is over" if to_play is None else f"seat {to_play} is to play"
            self._refused(
                "seat check",
                lambda: state.play(move, seat=seat),  # noqa: B023 - called at once
                IllegalMoveError,
                f"play({move}, seat={seat})",
                f"play({move}, seat={seat}) was played, but {whose}",
            )
        for bad in (players, -1):
            self._refused(
                "seat check",
                lambda: state.play(move, seat=bad),  # noqa: B023 - called at once
                RulesError,
                f"play({move}, seat={bad})",
                f"play({move}, seat={bad}) (no such seat) was played",
            )

    def _refused(
        self,
        invariant: str,
        play: Callable[[], object],
        kind: type[RulesError],
        call: str,
        played: str,
    ) -> None:
        """Fail ``invariant`` unless ``play()`` raises ``kind``.

        Args:
            invariant: the check that fails.
            play: plays the move that must be refused.
            kind: the error it must raise (`IllegalMoveError`, `RulesError`).
            call: the call as the failure names it (``"play(7C@1, seat=2)"``).
            played: the failure's words when the move was played.
        """
        try:
            play()
        except kind:
            return
        except Exception as error:
            article = "an" if kind.__name__[0] in "AEIOU" else "a"
            self.fail(
                invariant,
                f"{call} raised {type(error).__name__}: {error}, not {article} {kind.__name__}",
            )
        self.fail(invariant, played)
