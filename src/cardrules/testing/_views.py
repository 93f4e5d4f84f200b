"""The checks of the views of a position: every seat's, the spectator's, samples, secrets."""

from __future__ import annotations

import json
import math
from typing import Any

from cardrules.rng import derive_seed
from cardrules.testing._base import _CheckerBase, _differing_keys, _ints_anywhere, _keys_anywhere

_SECRET_FLOOR = 1 << 32
"""A view's dict may not hold the state's seed or generator state from this size on.

Smaller ints are counts and scores that would match a small seed by chance.
"""


class _ViewChecks(_CheckerBase):
    """The checks of a position's views (`_Checker` has them)."""

    def check_views(self, state: Any, legal: tuple[Any, ...]) -> None:
        spec = self.spec
        players = self.rules.players
        to_play = state.current_player
        secrets = self.secrets(state)
        with self.checking("spectator view", "view(None)"):
            spectator = state.view(None)
        views: list[tuple[int | None, Any, Any]] = []
        for seat in (None, *range(players)):
            invariant = "spectator view" if seat is None else "views"
            with self.checking(invariant, f"view({seat})"):
                view = spectator if seat is None else state.view(seat)
                shown = view.to_dict()
            if not (isinstance(view, spec.view_type)):
                self.fail("types", f"view({seat}) is a {type(view).__qualname__}")
            self.expect(view.seat == seat, invariant, f"view({seat}).seat is {view.seat!r}")
            self.expect(
                view.rules == state.rules
                and view.current_player == to_play
                and bool(view.is_over) == bool(state.is_over)
                and view.outcome == state.outcome
                and tuple(view.returns()) == tuple(state.returns()),
                invariant,
                f"view({seat}) does not agree with the state on the rules, the seat to play, "
                "the outcome or the returns",
            )
            mine = legal if seat is not None and seat == to_play else ()
            if tuple(view.legal_moves()) != mine:
                self.fail(
                    invariant,
                    f"view({seat}).legal_moves() is {view.legal_moves()}, expected {mine}",
                )
            self.check_mask(view, mine)
            if seat is None:
                hand = getattr(view, "hand", None)
                self.expect(not hand, "spectator view", f"view(None) shows the hand {hand!r}")
            self.check_secrets(shown, seat, secrets)
            if self.samples and seat is not None:
                self.check_sample(state, view, seat, spectator)
            views.append((seat, view, shown))
        for seat, view, shown in views:  # after the leaks: a leaking view may round-trip badly
            self.check_view_dict(view, shown, seat)
            if self.encodes and seat is not None:
                self.check_encoding(view, seat)

    def secrets(self, state: Any) -> set[int]:
        found = set()
        try:
            d = state.to_dict()
        except Exception:
            d = {}
        for key in ("seed", "rng"):
            for value in (d.get(key), getattr(state, key, None)):
                if isinstance(value, bool) or not isinstance(value, int):
                    continue
                if abs(value) >= _SECRET_FLOOR:
                    found.add(value)
        return found

    def check_secrets(self, shown: Any, seat: int | None, secrets: set[int]) -> None:
        leaked = {"seed", "rng"} & set(_keys_anywhere(shown))
        self.expect(
            not leaked,
            "hidden information",
            f"view({seat}).to_dict() holds the key(s) {', '.join(sorted(leaked))}",
        )
        numbers = secrets & set(_ints_anywhere(shown))
        self.expect(
            not numbers,
            "hidden information",
            f"view({seat}).to_dict() holds the state's seed or generator state {sorted(numbers)}",
        )

    def check_view_dict(self, view: Any, shown: Any, seat: int | None) -> None:
        spec = self.spec
        with self.checking("dict round trip", f"the JSON text of view({seat}).to_dict()"):
            text = json.dumps(shown)
        if self.view_from_dict:
            with self.checking("dict round trip", f"view_type.from_dict(view({seat}).to_dict())"):
                again = spec.view_type.from_dict(json.loads(text))
            if not (again == view and again.to_dict() == shown):
                self.fail(
                    "dict round trip",
                    f"View.from_dict(view({seat}).to_dict()) is not the view"
                    + _differing_keys(again, view),
                )

    def check_encoding(self, view: Any, seat: int) -> None:
        spec = self.spec
        with self.checking("encoding", f"encode(view({seat}))"):
            code = spec.encode(view)  # type: ignore[misc]
            size = spec.observation_size(self.rules)  # type: ignore[misc]
        self.expect(
            len(code) == size,
            "encoding",
            f"encode(view({seat})) has {len(code)} values; observation_size(rules) is {size}",
        )
        self.expect(
            all(isinstance(x, float) and math.isfinite(x) for x in code),
            "encoding",
            f"encode(view({seat})) holds values that are not finite floats",
        )

    def check_sample(self, state: Any, view: Any, seat: int, spectator: Any) -> None:
        spec = self.spec
        seed = derive_seed(self.seed or 0, "check.sample", len(self.moves) * 64 + seat)
        with self.checking("sampling", f"sample_state(view({seat}), {seed})"):
            sample = spec.sample(view, seed)
            twice = spec.sample(view, seed)
        self.expect(
            isinstance(sample, spec.state_type),
            "sampling",
            f"a sample of view({seat}) is a {type(sample).__qualname__}",
        )
        self.expect(sample == twice, "sampling", "two samples with the same seed differ")
        with self.checking("sampling", f"the view of a sample of view({seat})"):
            seen, public = sample.view(seat), sample.view(None)
        if seen != view:
            self.fail(
                "hidden information",
                f"the view of seat {seat} changed when its hidden cards were dealt again "
                "(sample_state): the view shows something hidden, or the sample breaks it"
                + _differing_keys(seen, view),
            )
        if public != spectator:
            self.fail(
                "hidden information",
                f"the spectator's view changed when the cards hidden from seat {seat} were "
                "dealt again (sample_state): it shows something hidden"
                + _differing_keys(public, spectator),
            )
        with self.checking("sampling", f"from_dict of a sample of view({seat})"):
            again = spec.state_type.from_dict(json.loads(json.dumps(sample.to_dict())))
        self.expect(again == sample, "sampling", "a sample does not survive its dict round trip")
        if self.conserves:
            self.check_cards(sample, f"a sample of view({seat})")
            self.hidden_samples += 1
            moved = dict(spec.cards_of(sample)) != dict(spec.cards_of(state))  # type: ignore[misc]
            self.hidden_moved += moved
            if self.hidden_samples >= 50 and not self.hidden_moved:
                self.fail(
                    "hidden information",
                    "50 samples of views all hold the hidden cards exactly where the state "
                    "has them: the views carry the hidden cards",
                )
