"""Play a bot against independent baselines: rotated seats, win rate with a 95 % Wilson interval.

    python -m benchmarks.baselines.duel --bots normal,rule --games 200 [--jobs 2] [--json FILE]
    python -m benchmarks.baselines.duel --bots normal,rule,rule,rule --games 200

The first entry is the bot under test; entry j sits at seat (j + game) % players. Searching levels take
an iteration budget (`hard@200`) so that a loaded machine does not change the result.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from benchmarks.baselines.players import ask, make_player, reads_events
from nightfall_qt.ai.arena import wilson
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game

MAX_DECISIONS = 20_000


def play(args: tuple[tuple[str, ...], int, int]) -> dict[str, Any]:
    specs, game, seed = args
    n = len(specs)
    seats = [(j + game) % n for j in range(n)]
    entry_at = {s: j for j, s in enumerate(seats)}
    bots = [make_player(s) for s in specs]
    st = new_game(GameOptions(players=n, seed=seed, setup="quick_start"), load_cards())
    # Only a bot that reads the table's events (`+infer=true`: ai/inference.py; `+seer=kept`) needs them recorded.
    st.record_events = any(reads_events(b) for b in bots)
    rng = random.Random(seed)
    decisions = 0
    while not st.is_over:
        decision = st.decision
        if decision is None:  # the engine always asks while a game runs: say so loudly if it ever does not
            raise RuntimeError(f"game {game} (seed {seed}): not over, but no decision pending")
        st.apply(ask(bots[entry_at[decision.seat]], st, rng))
        decisions += 1
        if decisions > MAX_DECISIONS:  # nobody buys, the starters are exiled: a dead game, a draw
            return {"game": game, "seed": seed, "share": [1.0 / n] * n, "wounds": [0] * n,
                    "decisions": decisions, "stalled": True}  # fmt: skip
    first = [r.seat for r in st.result.ranking if r.rank == 1]
    wounds = {r.seat: r.wounds for r in st.result.ranking}
    return {
        "game": game, "seed": seed, "share": [1.0 / len(first) if seats[j] in first else 0.0 for j in range(n)],
        "wounds": [wounds[seats[j]] for j in range(n)], "decisions": decisions,
    }  # fmt: skip


def run(specs: list[str], games: int, seed: int, jobs: int) -> dict[str, Any]:
    tasks = [(tuple(specs), g, seed + g) for g in range(games)]
    t0 = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            records = list(pool.map(play, tasks, chunksize=1))
    else:
        records = [play(t) for t in tasks]
    wins = sum(r["share"][0] for r in records)
    lo, hi = wilson(wins, games)
    n = len(specs)
    return {
        "bots": specs, "games": games, "seed": seed, "wins": wins, "win_rate": wins / games, "ci95": [lo, hi],
        "fair_share": 1 / n, "stalled": sum(1 for r in records if r.get("stalled")),
        "mean_wounds": [sum(r["wounds"][j] for r in records) / games for j in range(n)],
        "seconds": time.perf_counter() - t0, "records": records,
    }  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bots", required=True)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", default=None, help="write the summary and every game to this file")
    args = ap.parse_args(argv)
    res = run(args.bots.split(","), args.games, args.seed, args.jobs)
    lo, hi = res["ci95"]
    print(
        f"{args.bots}: {res['bots'][0]} wins {res['win_rate']:.1%} [{lo:.1%}, {hi:.1%}] of {args.games} games "
        f"(fair share {res['fair_share']:.0%}); mean wounds {[round(w, 2) for w in res['mean_wounds']]}; "
        f"{res['stalled']} stalled (counted as draws); {res['seconds']:.0f} s"
    )
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
