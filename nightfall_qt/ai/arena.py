"""Headless tournaments between bot levels: rotated seats, win rates with Wilson intervals, timings.

Used by `python -m nightfall_qt.sim --bots hard,normal,...`. Each bot sees only its observation; a
searching bot gets a `worlds` source built from the live state (`state.determinize(seat, rng)`).
"""

from __future__ import annotations

import math
import os
import random
import statistics
import time
import traceback
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from nightfall_qt.ai import SEARCH_SECONDS, make_bot, search_seconds
from nightfall_qt.ai.parallel import WORKERS_ENV
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game

MAX_DECISIONS = 20_000


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (ties count as fractional wins)."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def bot_call(bot: Any, st: GameState, rng: random.Random) -> Any:
    """Ask `bot` for the pending decision of `st` exactly as the app does (observation + worlds)."""
    seat = st.pending.seat  # type: ignore[union-attr]
    obs = st.observation(seat)
    if getattr(bot, "wants_worlds", False):
        return bot.choose(obs, rng, worlds=lambda r: st.determinize(seat, r))
    return bot.choose(obs, rng)


@dataclass
class MatchGame:
    game: int
    seed: int
    seats: list[int]  # seat of each bot entry
    winners: list[int] = field(default_factory=list)  # bot entries ranked first (ties: several)
    wounds: list[int] = field(default_factory=list)  # per bot entry
    times: list[list[float]] = field(default_factory=list)  # per bot entry: seconds of each decision
    decisions: int = 0
    turns: int = 0
    seconds: float = 0.0
    error: str | None = None


def play_match_game(
    names: Sequence[str], game: int, seed: int, setup: str, variants: frozenset[str],
    budget: float | None, iterations: int | None, scale: float | None = None,
) -> MatchGame:  # fmt: skip
    """One game; bot entry j sits at seat (j + game) % players."""
    n = len(names)
    seats = [(j + game) % n for j in range(n)]
    rec = MatchGame(game, seed, seats, times=[[] for _ in range(n)])
    bots = [make_bot(name, time_budget=_budget(name, n, budget, scale), iterations=iterations, players=n)
            for name in names]  # fmt: skip
    entry_at = {s: j for j, s in enumerate(seats)}
    rng = random.Random(seed)
    t0 = time.perf_counter()
    try:
        st = new_game(GameOptions(players=n, seed=seed, setup=setup, variants=variants), load_cards())
        st.record_events = False
        while not st.is_over:
            j = entry_at[st.pending.seat]  # type: ignore[union-attr]
            t = time.perf_counter()
            choice = bot_call(bots[j], st, rng)
            rec.times[j].append(time.perf_counter() - t)
            st.apply(choice)
            rec.decisions += 1
            if rec.decisions > MAX_DECISIONS:
                raise RuntimeError(f"game did not end after {MAX_DECISIONS} decisions")
    except Exception as exc:  # noqa: BLE001 - reported, the tournament goes on
        rec.error = f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"
    else:
        res = st.result
        by_seat = {r.seat: r for r in res.ranking}
        rec.winners = [j for j in range(n) if by_seat[seats[j]].rank == 1]
        rec.wounds = [by_seat[seats[j]].wounds for j in range(n)]
        rec.turns = st.turn
    rec.seconds = time.perf_counter() - t0
    return rec


def _budget(name: str, players: int, budget: float | None, scale: float | None) -> float | None:
    """Seconds per decision of a searching level: `budget` for all, or the level's default times `scale`."""
    if budget is not None:
        return budget
    if scale is not None and name in SEARCH_SECONDS:
        return search_seconds(name, players) * scale
    return None


def _play(args: tuple[Any, ...]) -> MatchGame:
    return play_match_game(*args)


def _one_process_per_game() -> None:
    """Games already run one per core: their searches stay on their own thread."""
    os.environ[WORKERS_ENV] = "1"


def run_tournament(
    names: Sequence[str], games: int, seed: int, setup: str = "quick_start",
    variants: frozenset[str] = frozenset(), budget: float | None = None, iterations: int | None = None,
    jobs: int = 1, scale: float | None = None,
) -> tuple[list[MatchGame], float]:  # fmt: skip
    tasks = [(tuple(names), i, seed + i, setup, variants, budget, iterations, scale) for i in range(games)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs, initializer=_one_process_per_game) as pool:
            records = list(pool.map(_play, tasks, chunksize=1))
    else:
        records = [_play(t) for t in tasks]
    return records, time.perf_counter() - start


def summarize_tournament(names: Sequence[str], records: list[MatchGame], seconds: float) -> dict[str, Any]:
    done = [r for r in records if r.error is None]
    n = len(done)
    bots = []
    for j, name in enumerate(names):
        wins = sum(1.0 / len(r.winners) for r in done if j in r.winners)
        lo, hi = wilson(wins, n)
        times = sorted(t for r in done for t in r.times[j])
        bots.append({
            "entry": j, "bot": name, "wins": wins, "win_rate": wins / n if n else 0.0,
            "ci95": [lo, hi], "mean_wounds": sum(r.wounds[j] for r in done) / n if n else 0.0,
            "decisions": len(times),
            "mean_decision_ms": 1000 * statistics.fmean(times) if times else 0.0,
            "median_decision_ms": 1000 * times[len(times) // 2] if times else 0.0,
            "p95_decision_ms": 1000 * times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0,
        })  # fmt: skip
    return {
        "games": len(records), "completed": n, "errors": len(records) - n, "fair_share": 1 / len(names),
        "bots": bots, "mean_turns": sum(r.turns for r in done) / n if n else 0.0,
        "seconds": seconds, "games_per_second": len(records) / seconds if seconds > 0 else 0.0,
    }  # fmt: skip


def print_tournament(summary: dict[str, Any], out: Any) -> None:
    print("bot              win rate  95% CI            mean wounds  decisions  mean ms  median ms  p95 ms", file=out)
    for b in summary["bots"]:
        lo, hi = b["ci95"]
        label = f"{b['entry']}:{b['bot']}"
        print(
            f"{label:<16} {b['win_rate']:>8.1%}  [{lo:>5.1%}, {hi:>5.1%}]  {b['mean_wounds']:>11.2f}  "
            f"{b['decisions']:>9}  {b['mean_decision_ms']:>7.2f}  {b['median_decision_ms']:>9.2f}  "
            f"{b['p95_decision_ms']:>6.1f}",
            file=out,
        )
    print(
        f"\n{summary['completed']}/{summary['games']} games completed, {summary['errors']} errors; "
        f"fair share {summary['fair_share']:.1%}; mean turns {summary['mean_turns']:.1f}; "
        f"{summary['seconds']:.1f} s, {summary['games_per_second']:.2f} games/s",
        file=out,
    )
