"""`_Checker`: one `check_game` run, a game played with every check at every position."""

from __future__ import annotations

import json
from typing import Any

from cardrules._quote import quote
from cardrules._random import below
from cardrules.rng import derive_seed
from cardrules.testing._base import _differing_keys
from cardrules.testing._moves import _MoveChecks
from cardrules.testing._values import _ValueChecks
from cardrules.testing._views import _ViewChecks


class _Checker(_MoveChecks, _ViewChecks, _ValueChecks):
    """One `check_game` run: the spec, the game being played, and every check."""

    # -- a game ------------------------------------------------------------------

    def play_game(self, rules: Any, seed: int) -> bool:
        """Play one game with every check; whether it ended within ``max_moves``."""
        spec = self.spec
        self.rules, self.seed, self.moves = rules, seed, []
        self.games += 1
        with self.checking("action space", "action_space(rules)"):
            self.space = spec.action_space(rules)
        with self.checking("types", "new_game(rules, seed)"):
            state = spec.new_game(rules, seed)
        self.at("types", "new_game(rules, seed)")
        if not (isinstance(state, spec.state_type)):
            self.fail(
                "types",
                f"new_game gave a {type(state).__qualname__}, not a {spec.state_type.__qualname__}",
            )
        self.expect(
            state.rules == rules, "types", "new_game's state has other rules than it was given"
        )
        states: list[Any] = []
        kept: list[tuple[int, str]] = []
        chooser = derive_seed(seed, "check.moves")
        while True:
            states.append(state)
            deep = len(self.moves) % self.every == 0
            self.check_position(state, deep=deep)
            if deep:
                kept.append((len(states) - 1, json.dumps(state.to_dict(), sort_keys=True)))
            if state.is_over or len(self.moves) >= self.max_moves:
                break
            legal = state.legal_moves()
            pick, chooser = below(chooser, len(legal))
            move = legal[pick]
            with self.checking("legal moves", f"play({move})"):
                state = state.play(move)
            self.moves.append(str(move))
            self.total_moves += 1
        if not deep:
            self.check_position(state, deep=True)
        self.check_replay(states, seed)
        for at, text in kept:
            now = json.dumps(states[at].to_dict(), sort_keys=True)
            self.expect(
                now == text,
                "no mutation",
                f"the position after {at} moves changed while the game went on",
            )
        return bool(state.is_over)

    def check_replay(self, states: list[Any], seed: int) -> None:
        spec = self.spec
        self.at("replay determinism", "new_game(rules, seed) and play again")
        played, self.moves = self.moves, []
        with self.checking("replay determinism", "new_game(rules, seed) again"):
            again = spec.new_game(self.rules, seed)
        for at, expected in enumerate(states):
            if not (again == expected and hash(again) == hash(expected)):
                self.fail(
                    "replay determinism",
                    "the same seed and moves gave another state" + _differing_keys(again, expected),
                )
            if at < len(played):
                with self.checking("replay determinism", f"play({played[at]!r}) again"):
                    again = again.play(played[at])
                self.moves.append(played[at])
        self.moves = played

    # -- one position ------------------------------------------------------------

    def check_position(self, state: Any, *, deep: bool) -> None:
        spec = self.spec
        self.at("legal moves", "legal_moves()")
        with self.checking("legal moves", "legal_moves()"):
            legal = state.legal_moves()
            again = state.legal_moves()
        self.expect(isinstance(legal, tuple), "legal moves", "legal_moves() is not a tuple")
        self.expect(again == legal, "legal moves", "two calls of legal_moves() differ")
        if len(set(legal)) != len(legal):
            self.fail("legal moves", f"repeated moves in {legal}")
        for move in legal:
            if not (isinstance(move, spec.move_type)):
                self.fail("types", f"legal move {move!r} is not a {spec.move_type.__qualname__}")
        self.check_end(state, legal)
        if self.conserves:
            self.check_cards(state, "the state")
        self.check_mask(state, legal)
        if deep:
            self.positions += 1
            self.check_deep(state, legal)

    def check_end(self, state: Any, legal: tuple[Any, ...]) -> None:
        self.at("legal moves", "is_over, current_player, returns() and outcome")
        over = state.is_over
        players = self.rules.players
        if not (bool(over) == (not legal) == (state.current_player is None)):
            self.fail(
                "legal moves",
                f"is_over {over!r}, current_player {state.current_player!r} and "
                f"{len(legal)} legal moves do not agree",
            )
        with self.checking("legal moves", "returns()"):
            returns = state.returns()
        self.expect(len(returns) == players, "legal moves", f"returns() has {len(returns)} values")
        if over:
            outcome = state.outcome
            self.expect(outcome is not None, "legal moves", "a game over has no outcome")
            self.expect(
                abs(sum(returns)) < 1e-9, "legal moves", f"the returns {returns} do not sum to 0"
            )
            winners = tuple(outcome.winners)
            self.expect(
                winners and set(winners) <= set(range(players)),
                "legal moves",
                f"the winners {winners} are not seats",
            )
        else:
            self.expect(state.outcome is None, "legal moves", "a game going on has an outcome")
            self.expect(
                all(r == 0.0 for r in returns), "legal moves", "returns() before the end are not 0"
            )

    # -- deep checks -------------------------------------------------------------

    def check_deep(self, state: Any, legal: tuple[Any, ...]) -> None:
        spec = self.spec
        self.at("dict round trip", "to_dict() and from_dict")
        with self.checking("dict round trip", "to_dict()"):
            before = state.to_dict()
        with self.checking("no mutation", "hash(state)"):
            digest = hash(state)
        with self.checking("dict round trip", "state_type.from_dict(state.to_dict())"):
            twin = spec.state_type.from_dict(json.loads(json.dumps(before)))
        if not (twin == state and hash(twin) == digest and twin.to_dict() == before):
            self.fail(
                "dict round trip",
                "from_dict(to_dict()) is not the state" + _differing_keys(twin, state),
            )
        self.at("views", "view(seat)")
        self.check_views(state, legal)
        self.at("legal moves", "play(move) of each legal move")
        self.check_legal(state, legal)
        self.at("illegal moves", "play(move) of illegal moves")
        self.check_illegal(state, legal)
        self.at("seat check", "play(move, seat=...)")
        self.check_seats(state, legal)
        self.at("pickling", "pickle")
        self.check_pickling(state, legal)
        if spec.greedy_bot is not None and legal:
            self.at("greedy bot", "greedy_bot().choose(view, legal_moves)")
            self.check_bot(state, legal)
        with self.checking("no mutation", "to_dict() after the checks"):
            after = state.to_dict()
        if after != before:
            self.fail(
                "no mutation",
                "viewing, asking and playing from the state changed it"
                + "".join(
                    f"; {key!r} was {quote(before.get(key))}, is {quote(after.get(key))}"
                    for key in dict.fromkeys([*before, *after])
                    if before.get(key) != after.get(key)
                ),
            )
        self.expect(hash(state) == digest, "no mutation", "the state's hash changed")
        self.expect(
            state == twin, "no mutation", "the state is no longer equal to its dict's rebuild"
        )
