"""Rollouts: a sampler's and ``evaluate``'s results checked, scores, batched rollouts."""

from __future__ import annotations

from typing import Any

from cardrules.bots._hook_checks import checked_batch_payoffs, checked_payoffs, checked_sample
from cardrules.bots.ismcts._settings import _Plan
from cardrules.errors import RulesError
from cardrules.games import game_of


def _checked_sample(state: Any, view: Any, spec: Any, hook: str = "sampler") -> Any:
    """A sampler's result, if it is a state the view's seat could be in (else a RulesError)."""
    return checked_sample(state, view, spec, "ISMCTSBot", hook)


def _checked_payoffs(payoffs: object, state: Any, hook: str = "evaluate") -> tuple[float, ...]:
    """``evaluate``'s result as a tuple of one finite number per seat (else a RulesError)."""
    return checked_payoffs(payoffs, state.rules.players, "ISMCTSBot", hook)


def _stops(state: Any, start_round: int, horizon: str) -> bool:
    """Whether the search stops here: the game (or, with horizon "round", the round) is over."""
    if state.current_player is None:
        return True
    return horizon == "round" and state.round != start_round


def _score(state: Any, start_round: int, plan: _Plan) -> tuple[float, ...]:
    """The payoffs of a rollout's last state: finished, or cut short (``evaluate``)."""
    if not _stops(state, start_round, plan.horizon):  # cut short: like an unfinished game
        if plan.evaluate is not None:
            return _checked_payoffs(plan.evaluate(state), state)
        players: int = state.rules.players
        return (0.0,) * players
    if plan.horizon == "round":
        spec = plan.spec if plan.spec is not None else game_of(state)
        payoff = spec.needs("round_payoff", "ISMCTSBot(horizon='round')")
        return _checked_payoffs(payoff(state), state, "round_payoff")
    return tuple(state.returns())


def _greedy_player(engine: Any) -> Any:
    """The batched greedy player of a game's engine (`cardrules.batch.greedy_actions_of`)."""
    from cardrules.batch import greedy_actions_of  # noqa: PLC0415 - the numpy extra

    choose = greedy_actions_of(engine)
    if choose is None:
        msg = "ISMCTSBot: the game's batched engine has no greedy player"
        raise RulesError(msg)
    return choose


def _batch_rollouts(plan: _Plan, leaves: list[Any], start_round: int) -> list[tuple[float, ...]]:
    """The greedy rollouts of a wave together on the batched engine, to the round's end.

    A leaf whose round is over already is scored as the scalar search scores
    it; the others move together, one ``step`` a move, at most
    ``max_rollout_moves`` steps.
    """
    import numpy as np  # noqa: PLC0415 - the numpy extra, only on this path

    from cardrules import batch as batches  # noqa: PLC0415

    out: list[tuple[float, ...] | None] = [None] * len(leaves)
    live = []
    for index, leaf in enumerate(leaves):
        if _stops(leaf, start_round, "round"):
            out[index] = _score(leaf, start_round, plan)
        else:
            live.append(index)
    if live:
        starts = [leaves[index] for index in live]
        current = batches.from_states(starts)
        greedy_actions = _greedy_player(batches.engine_of(current.rules))
        for _ in range(plan.max_rollout_moves):
            active = ~np.asarray(current.is_over) & (np.asarray(current.round) == start_round)
            if not active.any():
                break
            actions = np.where(active, greedy_actions(current), -1)
            current = current.step(actions, where=active)
        ended = np.asarray(current.is_over) | (np.asarray(current.round) != start_round)
        players = current.rules.players
        payoffs = np.zeros((len(starts), players), dtype=np.float64)
        if ended.any():
            if plan.batch_round_payoff is not None:
                before = np.asarray([tuple(leaf.scores) for leaf in starts], dtype=np.int64)
                by_batch = checked_batch_payoffs(
                    plan.batch_round_payoff(before, current),
                    len(starts),
                    players,
                    "ISMCTSBot",
                    "batch_round_payoff",
                )
                payoffs[ended] = by_batch[ended]
            else:
                payoff = plan.spec.needs("round_payoff", "ISMCTSBot(horizon='round')")
                for lane in np.flatnonzero(ended):
                    state = current.state(int(lane))
                    payoffs[lane] = _checked_payoffs(payoff(state), state, "round_payoff")
        cut = ~ended
        if cut.any():
            if plan.batch_evaluate is not None:
                payoffs[cut] = checked_batch_payoffs(
                    plan.batch_evaluate(current),
                    len(starts),
                    players,
                    "ISMCTSBot",
                    "batch_evaluate",
                )[cut]
            elif plan.evaluate is not None:
                for cut_lane in np.flatnonzero(cut):
                    state = current.state(int(cut_lane))
                    payoffs[cut_lane] = _checked_payoffs(plan.evaluate(state), state)
        for row, index in enumerate(live):
            out[index] = tuple(float(x) for x in payoffs[row])
    return [payoff for payoff in out if payoff is not None]
