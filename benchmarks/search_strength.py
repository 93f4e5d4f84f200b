"""How well one search bot plays against three greedy bots on duplicate deals, and its speed.

A 4-player field ``[BOT, greedy, greedy, greedy]`` plays ``--deals`` deals of
`cardrules.tournament.play_tournament` (tournament seed ``--seed``), each deal
once per rotation, so the search bot holds every seat of every deal and the
luck of the deal cancels out: ``4 * deals`` games. The baseline is the greedy
bot in the same seats of the same deals (``--bot greedy``). Prints one JSON
line with wins, games and the 95% Wilson interval; chunks of deals
(``--first-deal``) are independent and add up (``summarize``).

    python benchmarks/search_strength.py veneno --bot pimc --deals 50
    python benchmarks/search_strength.py chupate --bot greedy --deals 50   # the baseline
    python benchmarks/search_strength.py veneno --bot ismcts --deals 50   # ISMCTSBot()
    python benchmarks/search_strength.py veneno --speed --simulations 600
    python benchmarks/search_strength.py veneno --speed --bot ismcts      # ISMCTSBot()
    python benchmarks/search_strength.py chupate --belief off --deals 25   # no PolicyBelief
    python benchmarks/search_strength.py chupate --belief 64 --field mixed --deals 10
    python benchmarks/search_strength.py summarize runs/*.json

``--belief`` sets `PIMCBot`'s ``belief``: ``off`` (``False``) or a
`PolicyBelief` of that many particles. ``--field mixed`` seats, instead of
greedy bots, a random bot, ``ISMCTSBot()`` and ``PIMCBot(belief=False)`` in
turn (the robustness rows: opponents unlike the belief's model). A row is
any number of chunks (``--first-deal 0, 25, 50, ...``, each its own process,
so they spread over a process pool or a cluster's workers as they are; each
prints one line), added up by ``summarize``; ``--workers`` plays one chunk's
games on a process pool.

``--speed`` times one `PIMCBot` move from mid-game views (CPU time) and gives
rollouts per second (only the moves its game's ``candidates`` searches
count), interleaved with the scalar engine (``engine="scalar"``, the same
moves) and with `ISMCTSBot` (greedy rollouts, round horizon) for the ratio;
``--speed --bot ismcts`` times `ISMCTSBot` at its defaults (or the
``--iterations``, ``--lanes``, ``--exploration``, ``--widening`` given)
against the old one-at-a-time scalar search of as many iterations. A
strength run (``--workers 1``) also reports the search bot's CPU seconds
inside ``choose``, per move with a choice and per move. Not part of the
library: it times things and prints.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

import attrs
from _common import CHUNK, add_quiet, add_save_option, keep, keep_games, progress, save_result

from cardrules import chupate, veneno
from cardrules.bots import ISMCTSBot
from cardrules.bots.inference import PolicyBelief
from cardrules.bots.pimc import PIMCBot
from cardrules.bots.spec import BotSpec, bot_spec
from cardrules.chupate import evaluation
from cardrules.chupate import spec as chupate_spec
from cardrules.games import game_of
from cardrules.tournament import play_tournament, wilson_interval

PLAYERS = 4
MODULES: dict[str, Any] = {"veneno": veneno, "chupate": chupate}


def ismcts_params(args: argparse.Namespace) -> dict[str, Any]:
    """The `ISMCTSBot` options given on the command line (none: its game's defaults)."""
    given = {
        "iterations": args.iterations,
        "lanes": args.lanes,
        "exploration": args.exploration,
        "widening": args.widening,
        "max_rollout_moves": getattr(args, "max_rollout_moves", None),
    }
    out = {key: value for key, value in given.items() if value is not None}
    out.update(leaf_params(args))
    return out


def leaf_params(args: argparse.Namespace) -> dict[str, Any]:
    """Chúpate 2's cut-off evaluation asked for (``--evaluate``; none: the game's)."""
    evaluate = getattr(args, "evaluate", None)
    if evaluate == "hand":
        return {
            "evaluate": evaluation.chupate_hand_value,
            "batch_evaluate": chupate_spec.batch_hand_value,
        }
    if evaluate == "fitted":
        return {
            "evaluate": evaluation.chupate_win_estimate,
            "batch_evaluate": chupate_spec.batch_win_estimate,
        }
    return {}


def ismcts_label(args: argparse.Namespace) -> str:
    """The ``-key value`` suffix of an ISMCTS row's name."""
    shown = {
        k: v for k, v in ismcts_params(args).items() if k not in ("evaluate", "batch_evaluate")
    }
    if getattr(args, "evaluate", None) is not None:
        shown["eval"] = args.evaluate
    return "".join(f"-{key}{value}" for key, value in shown.items())


def deal_offset_seed(seed: int, first_deal: int) -> int:
    """The tournament seed of a chunk: chunks of different ``first_deal`` play different deals."""
    return (seed * 1_000_003 + first_deal) % 2**64


def mid_game_views(module: Any, games: int, seed: int) -> list[tuple[Any, Any]]:
    """Views a dozen moves into greedy games, where the seat to play has a choice."""
    spec = game_of(module.Rules(players=PLAYERS))
    greedy = spec.greedy_bot()
    out = []
    for game in range(games):
        state = module.new_game(module.Rules(players=PLAYERS), seed=seed + game)
        moves = 0
        while moves < 12 or len(state.legal_moves()) < 2:
            view = state.view(state.current_player)
            state = state.play(greedy.choose(view, state.legal_moves())[0])
            moves += 1
        out.append((state.view(state.current_player), state.legal_moves()))
    return out


def ismcts_speed(args: argparse.Namespace) -> None:
    """Iterations per second of `ISMCTSBot` at its defaults, the old scalar search and PIMC."""
    module = MODULES[args.game]
    views = mid_game_views(module, args.views, args.seed)
    spec = game_of(module.Rules(players=PLAYERS))
    bot = ISMCTSBot(seed=1, **ismcts_params(args))
    iterations = bot.settings(spec)["iterations"]
    given = ",".join(f"{k}={v}" for k, v in ismcts_params(args).items())
    bots: dict[str, Any] = {
        f"ismcts {given or 'defaults'}": bot,
        "ismcts scalar, same settings": attrs.evolve(bot, engine="scalar"),
        "ismcts old: greedy round, one at a time": ISMCTSBot(
            iterations=iterations,
            seed=1,
            rollout=spec.greedy_bot(),
            horizon="round",
            lanes=1,
            exploration=0.7,
            max_rollout_moves=400,
            engine="scalar",
            sampler=lambda view, seed: view.sample_state(seed),
        ),
        "pimc defaults (rollouts, not iterations)": PIMCBot(seed=1),
    }
    rates: dict[str, list[float]] = {name: [] for name in bots}
    per_move: dict[str, list[float]] = {name: [] for name in bots}
    for _ in range(args.repeats):
        for name, each in bots.items():
            start = time.process_time()
            for view, legal in views:
                each.choose(view, legal)
            seconds = time.process_time() - start
            done = iterations * len(views)
            if name.startswith("pimc"):
                done = sum(pimc_rollouts(each, view, legal) for view, legal in views)
            rates[name].append(done / seconds)
            per_move[name].append(seconds / len(views))
    figures = {}
    for key, name in zip(("batch", "scalar", "old", "pimc"), bots, strict=True):
        line = {
            "game": args.game,
            "bot": name,
            "iterations": iterations,
            "iterations_per_s": round(statistics.median(rates[name])),
            "runs": [round(r) for r in rates[name]],
            "s_per_move": round(statistics.median(per_move[name]), 4),
        }
        print(json.dumps(line))
        figures[key] = line
    save_speed(f"search_speed_ismcts_{args.game}", figures, args, per_move)


def save_speed(
    name: str, figures: dict[str, Any], args: argparse.Namespace, per_move: dict[str, list[float]]
) -> None:
    """Keep a ``--speed`` run in benchmarks/results/ (CI's tiny runs are not kept)."""
    save_result(
        name,
        {"players": PLAYERS, "views": args.views, "repeats": args.repeats, **figures},
        method="the bots in turns in one process on the same mid-game views, CPU time; medians",
        save=keep(args, min(sum(times) for times in per_move.values()) * args.views),
    )


def pimc_rollouts(bot: PIMCBot, view: Any, legal: Any) -> int:
    """How many rollouts ``bot`` plays for one move."""
    settings = bot.settings(game_of(view))
    worlds = max(settings["min_worlds"] or 8, (settings["simulations"] or 256) // len(legal))
    return int(worlds * len(legal))


def speed(args: argparse.Namespace) -> None:
    """Rollouts per second of `PIMCBot` (batched and scalar) and `ISMCTSBot`, interleaved."""
    if args.bot == "ismcts":
        ismcts_speed(args)
        return
    module = MODULES[args.game]
    views = mid_game_views(module, args.views, args.seed)
    greedy = game_of(module.Rules(players=PLAYERS)).greedy_bot()
    iterations = args.iterations or 200
    bots: dict[str, Any] = {
        "pimc batch": PIMCBot(simulations=args.simulations, seed=1),
        "pimc scalar": PIMCBot(simulations=args.simulations, seed=1, engine="scalar"),
        "ismcts greedy round": ISMCTSBot(
            iterations=iterations, seed=1, rollout=greedy, horizon="round"
        ),
    }
    rates: dict[str, list[float]] = {name: [] for name in bots}
    per_move: dict[str, list[float]] = {name: [] for name in bots}
    for _ in range(args.repeats):
        for name, bot in bots.items():
            done = 0
            start = time.process_time()
            for view, legal in views:
                if name.startswith("pimc"):
                    spec = game_of(view)
                    settings = bot.settings(spec)
                    searched = len(legal)
                    if settings["candidates"] is not None:
                        hint = greedy.choose(view, legal)[0]
                        searched = len(settings["candidates"](view, legal, hint))
                    if searched > 1:
                        worlds = settings["simulations"] // searched
                        done += max(settings["min_worlds"] or 8, worlds) * searched
                else:
                    done += iterations
                bot.choose(view, legal)
            seconds = time.process_time() - start
            rates[name].append(done / seconds)
            per_move[name].append(seconds / len(views))
    figures = {}
    for key, name in zip(("batch", "scalar", "ismcts"), bots, strict=True):
        line = {
            "game": args.game,
            "bot": name,
            "rollouts_per_s": round(statistics.median(rates[name])),
            "runs": [round(r) for r in rates[name]],
            "s_per_move": round(statistics.median(per_move[name]), 4),
        }
        print(json.dumps(line))
        figures[key] = line
    save_speed(f"search_speed_pimc_{args.game}", figures, args, per_move)


def summarize(paths: list[str]) -> None:
    """Add up the JSON lines of several chunks, by bot."""
    totals: dict[str, list[int]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                if not line.startswith("{"):
                    continue
                row = json.loads(line)
                row = row.get("figures", row)  # a line saved in benchmarks/results/
                if "wins" in row:
                    key = f"{row['game']} {row.get('players', PLAYERS)}p {row['bot']}"
                    if row.get("field", "greedy") != "greedy":
                        key += f" vs {row['field']}"
                    tally = totals.setdefault(key, [0, 0, 0, 0, 0.0, 0, 0.0])
                    tally[0] += row["wins"]
                    tally[1] += row["games"]
                    tally[2] += row.get("deals", 0)
                    if row.get("cpu_s_per_choice") is not None:
                        tally[3] += row["choices"]
                        tally[4] += row["cpu_s_per_choice"] * row["choices"]
                        tally[5] += row["moves"]
                        tally[6] += row["cpu_s_per_move"] * row["moves"]
    for key, (wins, games, deals, choices, choices_s, moves, moves_s) in sorted(totals.items()):
        low, high = wilson_interval(wins, games)
        print(
            json.dumps(
                {
                    "row": key,
                    "deals": deals,
                    "games": games,
                    "wins": wins,
                    "win_rate": round(wins / max(games, 1), 4),
                    "ci95": [round(low, 4), round(high, 4)],
                    "cpu_s_per_choice": _ratio(choices_s, choices),
                    "cpu_s_per_move": _ratio(moves_s, moves),
                }
            )
        )


CPU = {"choices": 0, "choices_s": 0.0, "moves": 0, "moves_s": 0.0}
"""CPU time inside the timed bot's ``choose`` (``--workers 1`` runs in this process)."""
SPENT: list[float] = []
"""Every timed move's CPU seconds (for the medians)."""
CHOSEN: list[float] = []
"""The CPU seconds of every timed move with a choice (two legal moves or more)."""


@attrs.frozen
class Timed:
    """A bot that adds the CPU time of its inner bot's ``choose`` to `CPU`."""

    inner: Any

    def choose(self, view: Any, legal: Any) -> tuple[Any, Timed]:
        """The inner bot's move, timed."""
        start = time.process_time()
        move, inner = self.inner.choose(view, legal)
        spent = time.process_time() - start
        CPU["moves"] += 1
        CPU["moves_s"] += spent
        SPENT.append(spent)
        if len(legal) >= 2:
            CPU["choices"] += 1
            CPU["choices_s"] += spent
            CHOSEN.append(spent)
        return move, Timed(inner)

    def observe(self, seat: int, move: Any) -> Timed:
        """The inner bot's ``observe``, if it has one."""
        observe = getattr(self.inner, "observe", None)
        return self if observe is None else Timed(observe(seat, move))


def uniform_policy(_view: Any, legal: Any) -> tuple[float, ...]:
    """An opponent model that says nothing: every legal move alike."""
    return (1.0 / len(legal),) * len(legal)


def timed_bot(rules: object, seed: int, name: str = "pimc", **params: Any) -> Timed:
    """A `Timed` bot of ``bot_spec(name, **params)``."""
    return Timed(bot_spec(name, **params).build(rules, seed))


def timed_ismcts(_rules: object, seed: int, **params: Any) -> Timed:
    """A `Timed` ``ISMCTSBot(seed=seed, **params)`` (any setting, as ``bot_spec("ismcts")``)."""
    return Timed(ISMCTSBot(seed=seed, **params))


def _ratio(seconds: float, count: int) -> float | None:
    return round(seconds / count, 4) if count else None


def _all_moves(_view: Any, legal: Any, _greedy: Any) -> Any:
    """Every legal move is searched (``--candidates all``)."""
    return legal


def _with_actions(view: Any, legal: Any, greedy: Any) -> Any:
    """`chupate_candidates` plus the draw-two, skip and reverse cards playable now."""
    chosen = set(evaluation.chupate_candidates(view, legal, greedy))
    return tuple(
        move
        for move in legal
        if move in chosen
        or (
            move.kind == "play"
            and move.card is not None
            and move.card.color is not None
            and move.card.face in ("+2", "S", "R")
        )
    )


def _no_model(view: Any, _seen: Any) -> Any:
    """No opponent model: the game's sampler (``--model off``)."""
    sampler = game_of(view).search_defaults.get("sampler")
    return sampler if sampler is not None else game_of(view).sample


def main() -> None:
    out = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    out.add_argument("game", choices=[*sorted(MODULES), "summarize"])
    out.add_argument("files", nargs="*", help="with 'summarize': files of result lines")
    out.add_argument("--bot", choices=("pimc", "greedy", "ismcts"), default="pimc")
    out.add_argument("--simulations", type=int, default=None, help="pimc: rollouts a move")
    out.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="ismcts: iterations a move (default: its game's)",
    )
    out.add_argument("--lanes", type=int, default=None, help="ismcts: iterations a wave")
    out.add_argument("--exploration", type=float, default=None, help="ismcts: UCB constant")
    out.add_argument("--widening", type=float, default=None, help="ismcts: progressive widening")
    out.add_argument("--margin", type=float, default=None, help="pimc: margin (z)")
    out.add_argument("--max-rollout-moves", type=int, default=None, help="pimc: rollout cut")
    out.add_argument(
        "--model", choices=("on", "off"), default=None, help="pimc: the game's opponent model"
    )
    out.add_argument(
        "--candidates", choices=("all", "chupate"), default=None, help="pimc: moves searched"
    )
    out.add_argument(
        "--evaluate",
        choices=("hand", "fitted"),
        default=None,
        help="chupate: cut-off evaluation (hand value or the fitted win estimate)",
    )
    out.add_argument(
        "--candidates2",
        action="store_true",
        help="pimc: chupate_candidates plus held-back action cards (two players)",
    )
    out.add_argument(
        "--belief",
        default=None,
        help="pimc: 'off' (no policy belief) or a number of particles (a PolicyBelief)",
    )
    out.add_argument(
        "--belief-policy",
        choices=("hook", "uniform"),
        default="hook",
        help="pimc: the belief's opponent model (uniform: every move alike, a belief that "
        "learns only what the moves rule out)",
    )
    out.add_argument(
        "--field",
        choices=("greedy", "mixed"),
        default="greedy",
        help="the other seats: greedy bots, or random, ISMCTSBot() and PIMCBot(belief=False)",
    )
    out.add_argument("--players", type=int, default=PLAYERS)
    out.add_argument("--deals", type=int, default=25)
    out.add_argument("--first-deal", type=int, default=0, help="a chunk's number")
    out.add_argument("--seed", type=int, default=15)
    out.add_argument("--workers", type=int, default=1)
    out.add_argument("--speed", action="store_true")
    add_save_option(out)
    out.add_argument("--views", type=int, default=8)
    out.add_argument("--repeats", type=int, default=3)
    add_quiet(out)
    args = out.parse_args()
    if args.game == "summarize":
        summarize(args.files)
        return
    if args.speed:
        speed(args)
        return
    module = MODULES[args.game]
    rules = module.Rules(players=args.players)
    bot: BotSpec
    if args.bot == "pimc":
        settings = {
            "simulations": args.simulations,
            "margin": args.margin,
            "max_rollout_moves": args.max_rollout_moves,
        }
        chosen: dict[str, Any] = {k: v for k, v in settings.items() if v is not None}
        if args.candidates is not None:
            chosen["candidates"] = (
                _all_moves if args.candidates == "all" else evaluation.chupate_candidates
            )
        if args.model == "off":
            chosen["opponent_model"] = _no_model
        chosen.update(leaf_params(args))
        if args.candidates2:
            chosen["candidates"] = _with_actions
        if args.belief is not None:
            policy = uniform_policy if args.belief_policy == "uniform" else None
            chosen["belief"] = (
                False
                if args.belief == "off"
                else PolicyBelief(size=int(args.belief), policy=policy)
            )
        bot = BotSpec("pimc", timed_bot, {"name": "pimc", **chosen})
    elif args.bot == "ismcts":
        bot = BotSpec("ismcts", timed_ismcts, ismcts_params(args))
    else:
        bot = BotSpec("greedy", timed_bot, {"name": "greedy"})
    others = [bot_spec("greedy") for _ in range(args.players - 1)]
    if args.field == "mixed":
        mixed = [bot_spec("random"), bot_spec("ismcts"), bot_spec("pimc", belief=False)]
        others = [mixed[seat % len(mixed)] for seat in range(args.players - 1)]
    field = [bot, *others]
    seed = deal_offset_seed(args.seed, args.first_deal)
    start = time.time()
    games = args.deals * args.players
    with progress(f"{args.game} {args.bot} {args.players}p", [("", games)], args.quiet) as bar:
        result = play_tournament(
            rules,
            field,
            deals=args.deals,
            seed=seed,
            workers=args.workers,
            chunk_size=1 if args.workers == 1 else None,  # the bar hears of every game
            keep_games=False,
            progress=bar.update,
        )
    standing = result.standings[0]
    chunk = {
        "game": args.game,
        "bot": args.bot
        + "".join(
            f"-{flag}{value}"
            for flag, value in (
                ("s", args.simulations),
                ("m", args.margin),
                ("cut", args.max_rollout_moves),
                ("model", args.model),
                ("cand", args.candidates),
                ("eval", args.evaluate),
                ("cand2", "" if args.candidates2 else None),
                ("belief", args.belief),
                ("", "uniform" if args.belief_policy == "uniform" else None),
            )
            if value is not None and args.bot == "pimc"
        )
        + (ismcts_label(args) if args.bot == "ismcts" else ""),
        "players": args.players,
        "field": args.field,
        "seed": seed,
        "deals": args.deals,
        "games": standing.completed,
        "wins": standing.wins,
        "win_rate": round(standing.win_rate, 4),
        "ci95": [round(x, 4) for x in standing.ci95],
        "capped": standing.capped,
        # CPU seconds inside the bot's choose (in this process: --workers 1)
        "cpu_s_per_choice": _ratio(CPU["choices_s"], CPU["choices"]),
        "cpu_s_per_move": _ratio(CPU["moves_s"], CPU["moves"]),
        "median_cpu_s_per_move": round(statistics.median(SPENT), 4) if SPENT else None,
        "median_cpu_s_per_choice": round(statistics.median(CHOSEN), 4) if CHOSEN else None,
        "choices": CPU["choices"],
        "moves": CPU["moves"],
        "wall_s": round(time.time() - start, 1),
    }
    print(json.dumps(chunk), flush=True)
    save_result(
        "search_strength_chunks",
        chunk,
        method=CHUNK,
        save=keep_games(args, standing.completed),
    )


if __name__ == "__main__":
    main()
