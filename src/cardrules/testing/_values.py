"""The checks of a position as a value: pickling and copying, and the greedy bot's choice."""

from __future__ import annotations

import copy
import pickle
from typing import Any

from cardrules._quote import quote
from cardrules.testing._base import _CheckerBase, _differing_keys


class _ValueChecks(_CheckerBase):
    """The checks of a position as a value (`_Checker` has them)."""

    def check_pickling(self, state: Any, legal: tuple[Any, ...]) -> None:
        seat = state.current_player if state.current_player is not None else 0
        protocol = len(self.moves) % (pickle.HIGHEST_PROTOCOL + 1)
        values = [("the state", state), ("a view", state.view(seat)), ("the rules", self.rules)]
        if legal:
            values.append(("a move", legal[0]))
        if len(self.moves) % 16 == 0:
            values.append(("the action space", self.space))
        for what, value in values:
            with self.checking("pickling", f"pickling {what} (protocol {protocol})"):
                copies = [
                    pickle.loads(pickle.dumps(value, protocol)),
                    copy.copy(value),
                    copy.deepcopy(value),
                ]
            for again in copies:
                if not (
                    type(again) is type(value) and again == value and hash(again) == hash(value)
                ):
                    self.fail(
                        "pickling",
                        f"{what} is not equal after pickle (protocol {protocol}) or copy"
                        + _differing_keys(again, value),
                    )
        if legal:
            loaded = pickle.loads(pickle.dumps(state, protocol))
            with self.checking("pickling", "playing an unpickled state"):
                same = loaded.legal_moves() == legal and loaded.play(legal[0]) == state.play(
                    legal[0]
                )
            self.expect(same, "pickling", "an unpickled state does not play as the original")

    def check_bot(self, state: Any, legal: tuple[Any, ...]) -> None:
        seat = state.current_player
        with self.checking("greedy bot", "greedy_bot().choose(view, legal_moves)"):
            bot = self.spec.greedy_bot()  # type: ignore[misc]
            chosen = bot.choose(state.view(seat), legal)
        self.expect(
            isinstance(chosen, tuple) and len(chosen) == 2,
            "greedy bot",
            f"choose gave {quote(chosen)}, not (move, bot)",
        )
        self.expect(
            chosen[0] in legal, "greedy bot", f"choose gave {quote(chosen[0])}, not a legal move"
        )
