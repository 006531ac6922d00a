"""How long a human waits for the bots: wall time per bot turn at each level, in 2, 4 and 5 players.

    python -m benchmarks.wait_bench [--levels easy,normal,hard,expert] [--players 2,4,5] [--games 1]
                                    [--waits 25] [--seed 300] [--budget expert=3.0] [--json FILE]

Seat 0 is the human, answered by Normal at once (its thinking is not counted); every other seat is a bot of the
level, built by `make_bot(level, players=...)` as the app builds it (the shipped time budget, the search in the worker
processes, worlds from a clone of the game as app/game/controller.py makes them). Each bot decision is timed from that
clone to the answer. Two figures, median and 90th percentile:
- a **wait**: from the human's answer until its next decision, every bot decision in between (in more players
  several bot turns, and the opponents' answers within the human's own turn);
- a **bot turn**: one bot's decisions during its own turn (what the issue's goals count: Hard <= 5 s and
  Expert <= 12 s at the 90th percentile in four players).
Wall times depend on the machine and its load: the load average before and after each row is recorded. Animations
are not included (the app plays them while the next bot already thinks only when the presenter is idle).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any

from benchmarks.baselines.chunked import commit
from nightfall_qt.ai import SEARCH_SECONDS, CancelToken, make_bot, parallel, search_seconds
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game
from nightfall_qt.engine.rng import Rng

HUMAN = 0


def p90(xs: list[float]) -> float:
    """The 90th percentile (nearest rank: a value that occurred)."""
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, -(-9 * len(s) // 10) - 1))]


def _bot_answer(bot: Any, st: GameState, seat: int, rng: Rng) -> Any:
    if getattr(bot, "wants_worlds", False):
        snapshot = st.clone(events=False)  # as app/game/controller.py: the worker determinizes a private copy
        return bot.choose(st.observation(seat), rng, worlds=lambda r: snapshot.determinize(seat, r),
                          cancel=CancelToken())  # fmt: skip
    return bot.choose(st.observation(seat), rng)


def play(level: str, players: int, seed: int, max_waits: int, seconds: float | None = None) -> dict[str, list[float]]:
    """One game (or its first `max_waits` waits): the waits and the bot turns, in seconds. `seconds` replaces the
    level's search time (another ladder measured with the same code)."""
    st = new_game(GameOptions(players=players, seed=seed, setup="quick_start"), load_cards())
    human = make_bot("normal")
    bots = {s: make_bot(level, time_budget=seconds, players=players) for s in range(players) if s != HUMAN}
    rngs = {s: Rng(seed * 7919 + s) for s in bots}
    hrng = random.Random(seed)
    waits: list[float] = []
    turns: dict[tuple[int, int], float] = {}  # (turn number, active bot) -> its thinking in its own turn
    waited: float | None = None  # None until the human's first answer
    asked = 0  # bot decisions since the human's last answer (consecutive human decisions are no wait)
    decisions = 0
    while not st.is_over and len(waits) < max_waits and decisions < 20_000:
        d = st.decision
        if d is None:
            raise RuntimeError(f"{level} {players}p seed {seed}: not over, but no decision pending")
        decisions += 1
        if d.seat == HUMAN:
            if waited is not None and asked:
                waits.append(waited)
            st.apply(human.choose(st.observation(HUMAN), hrng))
            waited, asked = 0.0, 0
            continue
        t0 = time.perf_counter()
        choice = _bot_answer(bots[d.seat], st, d.seat, rngs[d.seat])
        dt = time.perf_counter() - t0
        if d.seat == st.active:
            turns[(st.turn, d.seat)] = turns.get((st.turn, d.seat), 0.0) + dt
        if waited is not None:
            waited += dt
            asked += 1
        st.apply(choice)
    return {"waits": waits, "bot_turns": list(turns.values())}


def row(level: str, players: int, games: int, seed: int, max_waits: int, seconds: float | None) -> dict[str, Any]:
    load_before = os.getloadavg()
    shipped = search_seconds(level, players) if level in SEARCH_SECONDS else None
    per_decision = seconds if seconds is not None else shipped
    t0 = time.perf_counter()
    waits: list[float] = []
    bot_turns: list[float] = []
    for g in range(games):
        r = play(level, players, seed + g, max_waits, seconds)
        waits += r["waits"]
        bot_turns += r["bot_turns"]
    return {
        "level": level, "players": players, "seconds_per_decision": per_decision, "games": games, "first_seed": seed,
        "waits": len(waits), "wait_median": statistics.median(waits) if waits else 0.0, "wait_p90": p90(waits),
        "wait_max": max(waits, default=0.0),
        "bot_turns": len(bot_turns), "turn_median": statistics.median(bot_turns) if bot_turns else 0.0,
        "turn_p90": p90(bot_turns), "turn_max": max(bot_turns, default=0.0),
        "seconds": time.perf_counter() - t0, "load_before": load_before, "load_after": os.getloadavg(),
    }  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="easy,normal,hard,expert")
    ap.add_argument("--players", default="2,4,5")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--waits", type=int, default=25, help="stop a game after this many waits of the human")
    ap.add_argument("--seed", type=int, default=300)
    ap.add_argument("--budget", action="append", default=[], metavar="LEVEL=SECONDS",
                    help="search time per decision of a level in every game (default: the shipped one)")  # fmt: skip
    ap.add_argument("--json", help="write the rows to this file too")
    args = ap.parse_args(argv)
    budgets = {level: float(t) for level, _, t in (b.partition("=") for b in args.budget)}
    started_from = commit()  # the code this process imported, not whatever the checkout holds when it ends
    parallel.shared_pool(wait=True)  # the app prestarts the workers when a game begins: no start-up in a wait
    rows = []
    print(f"{os.cpu_count()} cores; level players  waits median p90 max | bot turns median p90 max  load", flush=True)
    for players in (int(p) for p in args.players.split(",")):
        for level in args.levels.split(","):
            r = row(level, players, args.games, args.seed, args.waits, budgets.get(level))
            rows.append(r)
            print(
                f"{level:7s} {players}p  {r['waits']:4d} {r['wait_median']:6.2f} {r['wait_p90']:6.2f} "
                f"{r['wait_max']:6.2f} | {r['bot_turns']:4d} {r['turn_median']:6.2f} {r['turn_p90']:6.2f} "
                f"{r['turn_max']:6.2f}  load {r['load_before'][0]:.1f} -> {r['load_after'][0]:.1f}",
                flush=True,
            )
    if args.json:
        finished = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        out = {"cores": os.cpu_count(), "args": vars(args), "commit": started_from, "finished": finished, "rows": rows}
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1)
    pool = parallel.shared_pool()
    if pool is not None:
        pool.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
