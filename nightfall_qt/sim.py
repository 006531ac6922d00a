"""Command-line simulator: bots play complete games, for smoke tests, statistics and AI tournaments.

    python -m nightfall_qt.sim --players 4 --games 50 --seed 1
    python -m nightfall_qt.sim --players 2 --games 20 --setup draft_2p --variants secret_archives --json
    python -m nightfall_qt.sim --bots hard,normal,normal,random --games 200 --seed 1 [--budget 0.2] [--jobs 2]

With `--bots` (levels of nightfall_qt.ai: random, easy, normal, hard, expert) the number of players is
the number of bots and seats rotate: in game i bot j sits at seat (j + i) % players. The summary then
gives per bot its win rate with a 95% Wilson interval, mean wounds and its decision times.

Game i uses engine seed `seed + i` and a bot RNG seeded from the same number, so any game can be
replayed alone with `--seed <its seed> --games 1`. Exit code 1 if the engine raised (the game's seed
and the exception are printed), 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameOptions, GameState, new_game
from nightfall_qt.engine.carddefs import EDITIONS
from nightfall_qt.engine.options import SETUPS, VARIANTS

MAX_DECISIONS = 20_000  # a random game takes a few hundred; more means the engine is stuck

# A bot answers the pending decision of a state. Only uniform random play exists for now.
Bot = Callable[[GameState, random.Random], Choice]


def random_bot(st: GameState, rng: random.Random) -> Choice:
    d = st.decision
    if d is None:
        raise ValueError("no decision is pending")
    return rng.choice(d.options)


BOTS: dict[str, Bot] = {"random": random_bot}


@dataclass
class GameRecord:
    game: int
    seed: int
    winner: int | None = None
    wounds: list[int] | None = None  # per seat
    ranking: list[int] | None = None  # seats, winner first
    tie_break: str | None = None
    turns: int = 0
    decisions: int = 0
    seconds: float = 0.0
    error: str | None = None
    traceback: str | None = None


def play_game(
    options: GameOptions, bots: Sequence[Bot], rng: random.Random, cards: Any = None
) -> tuple[GameState, int]:
    """Play one game to the end; returns the final state and the number of decisions taken."""
    st = new_game(options, cards)
    decisions = 0
    while not st.is_over:
        d = st.decision
        if d is None:
            raise RuntimeError("the game is not over but no decision is pending")
        st.apply(bots[d.seat](st, rng))
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"game did not end after {MAX_DECISIONS} decisions")
    return st, decisions


def run(
    players: int,
    games: int,
    seed: int,
    setup: str = "quick_start",
    variants: frozenset[str] = frozenset(),
    include_promos: bool = False,
    edition: str = "de",
    bot_names: Sequence[str] = ("random",),
) -> tuple[list[GameRecord], float]:
    """Play the games; returns one record per game and the total wall time in seconds."""
    cards = load_cards()
    names = list(bot_names) * players if len(bot_names) == 1 else list(bot_names)
    bots = [BOTS[n] for n in names]
    records = []
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        rec = GameRecord(game=i, seed=game_seed)
        t0 = time.perf_counter()
        try:
            options = GameOptions(players, game_seed, setup, variants, include_promos, edition)
            st, decisions = play_game(options, bots, random.Random(game_seed), cards)
        except Exception as exc:  # report, keep the others going
            rec.error = f"{type(exc).__name__}: {exc}"
            rec.traceback = traceback.format_exc()
        else:
            res = st.result
            rec.winner = res.winner
            by_seat = {r.seat: r.wounds for r in res.ranking}
            rec.wounds = [by_seat[s] for s in range(players)]
            rec.ranking = [r.seat for r in res.ranking]
            rec.tie_break = res.tie_break
            rec.turns = st.turn
            rec.decisions = decisions
        rec.seconds = time.perf_counter() - t0
        records.append(rec)
    return records, time.perf_counter() - start


def summarize(records: list[GameRecord], players: int, seconds: float) -> dict[str, Any]:
    done = [r for r in records if r.error is None]
    n = len(done)
    wins = [sum(1 for r in done if r.winner == s) for s in range(players)]
    wounds = [r.wounds for r in done if r.wounds is not None]  # every finished game's
    return {
        "games": len(records),
        "completed": n,
        "errors": len(records) - n,
        "win_share": [w / n if n else 0.0 for w in wins],
        "wins": wins,
        "mean_wounds": [sum(w[s] for w in wounds) / n if n else 0.0 for s in range(players)],
        "mean_turns": sum(r.turns for r in done) / n if n else 0.0,
        "mean_decisions": sum(r.decisions for r in done) / n if n else 0.0,
        "seconds": seconds,
        "games_per_second": len(records) / seconds if seconds > 0 else 0.0,
    }


def print_text(records: list[GameRecord], summary: dict[str, Any], players: int, out: Any) -> None:
    w = len(str(max(r.seed for r in records))) if records else 4
    for r in records:
        if r.error is not None:
            print(f"game {r.game:>3}  seed {r.seed:>{w}}  ERROR {r.error}", file=out)
            continue
        wounds = " ".join(f"{x:>2}" for x in r.wounds or [])
        print(
            f"game {r.game:>3}  seed {r.seed:>{w}}  winner seat {r.winner}  wounds [{wounds}]  "
            f"turns {r.turns:>3}  decisions {r.decisions:>4}  ({r.tie_break})",
            file=out,
        )
    print("", file=out)
    print("seat  wins  win share  mean wounds", file=out)
    for s in range(players):
        share, wounds = summary["win_share"][s], summary["mean_wounds"][s]
        print(f"{s:>4}  {summary['wins'][s]:>4}  {share:>9.1%}  {wounds:>11.2f}", file=out)
    print("", file=out)
    print(
        f"{summary['completed']}/{summary['games']} games completed, {summary['errors']} errors; "
        f"mean turns {summary['mean_turns']:.1f}, mean decisions {summary['mean_decisions']:.0f}; "
        f"{summary['seconds']:.2f} s, {summary['games_per_second']:.1f} games/s",
        file=out,
    )


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m nightfall_qt.sim", description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4, choices=range(2, 6), metavar="{2..5}")
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (game i uses seed + i)")
    p.add_argument("--setup", default="quick_start", choices=SETUPS)
    p.add_argument("--variants", nargs="*", default=[], choices=VARIANTS, metavar="VARIANT",
                   help=f"any of: {', '.join(VARIANTS)}")  # fmt: skip
    p.add_argument("--promos", action="store_true", help="include promo cards in the draft")
    p.add_argument("--edition", default="de", choices=EDITIONS)
    p.add_argument("--json", action="store_true", help="print machine-readable JSON instead of a table")
    p.add_argument("--bots", default=None,
                   help="comma-separated bot levels, one per seat (random, easy, normal, hard, expert): "
                        "a tournament with rotated seats; sets the number of players")  # fmt: skip
    p.add_argument("--budget", type=float, default=None, help="seconds per decision of hard/expert bots")
    p.add_argument("--budget-scale", type=float, default=None,
                   help="multiply the default search times (docs/AI.md, the level table) by this factor")  # fmt: skip
    p.add_argument("--iterations", type=int, default=None, help="iteration cap per decision of hard/expert")
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes (tournaments)")
    return p


def tournament_main(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from nightfall_qt.ai import LEVELS
    from nightfall_qt.ai.arena import print_tournament, run_tournament, summarize_tournament

    names = [n.strip() for n in args.bots.split(",") if n.strip()]
    unknown = [n for n in names if n not in LEVELS]
    if unknown or not 2 <= len(names) <= 5:
        parser.error(f"--bots needs 2 to 5 levels out of {', '.join(LEVELS)}; got {args.bots!r}")
    variants = frozenset(args.variants)
    try:
        GameOptions(len(names), args.seed, args.setup, variants)
    except ValueError as exc:
        parser.error(str(exc))
    records, seconds = run_tournament(names, args.games, args.seed, args.setup, variants,
                                      args.budget, args.iterations, max(1, args.jobs), args.budget_scale)  # fmt: skip
    summary = summarize_tournament(names, records, seconds)
    if args.json:
        out = {
            "options": {"bots": names, "players": len(names), "setup": args.setup, "variants": sorted(variants),
                        "first_seed": args.seed, "budget": args.budget, "budget_scale": args.budget_scale,
                        "iterations": args.iterations},
            "games": [{k: v for k, v in vars(r).items() if k != "times"} for r in records],
            "summary": summary,
        }  # fmt: skip
        print(json.dumps(out, indent=1))
    else:
        print_tournament(summary, sys.stdout)
    failed = [r for r in records if r.error is not None]
    for r in failed:
        print(f"error in game {r.game} (seed {r.seed}): {r.error}", file=sys.stderr)
    return 1 if failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.games < 0:
        parser.error("--games must be 0 or more")
    if args.bots:
        return tournament_main(args, parser)
    variants = frozenset(args.variants)
    try:
        GameOptions(args.players, args.seed, args.setup, variants, args.promos, args.edition)
    except ValueError as exc:
        parser.error(str(exc))
    records, seconds = run(
        args.players, args.games, args.seed, args.setup, variants, args.promos, args.edition
    )
    summary = summarize(records, args.players, seconds)
    if args.json:
        out = {
            "options": {
                "players": args.players, "setup": args.setup, "variants": sorted(variants),
                "include_promos": args.promos, "edition": args.edition, "first_seed": args.seed,
                "bots": ["random"] * args.players,
            },
            "games": [{k: v for k, v in vars(r).items() if k != "traceback"} for r in records],
            "summary": summary,
        }  # fmt: skip
        print(json.dumps(out, indent=1))
    else:
        print_text(records, summary, args.players, sys.stdout)
    failed = [r for r in records if r.error is not None]
    for r in failed:
        print(f"engine error in game {r.game} (seed {r.seed}): {r.error}\n{r.traceback}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
