"""AI benchmarks: ISMCTS iterations per second and decision times per level, pinned to one core.

python -m benchmarks.ai_bench              # ~1 min: includes 1 s and 3 s searches
python -m benchmarks.ai_bench --quick      # smaller samples, shorter searches (budgets are printed)
python -m benchmarks.ai_bench --json

Timing goals live here, never in tests: ISMCTS >= 1000 iterations/s on a mid-game 4-player position.
"""

from __future__ import annotations

import random
import statistics
import threading
import time
from typing import Any

from benchmarks.cli import run_cli
from benchmarks.engine_bench import pin_to_one_core
from nightfall_qt.ai import CancelToken, IsmctsBot, SearchConfig, make_bot
from nightfall_qt.ai.arena import bot_call
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game

CARDS = load_cards()
TARGETS = {"ismcts_iterations_per_s_4p": 1000.0, "cancel_ms": 100.0}


def mid_game(players: int = 4, seed: int = 5, steps: int = 150) -> GameState:
    """A fixed mid-game position (random play from a fixed seed) with a real choice pending."""
    st = new_game(GameOptions(players=players, seed=seed), CARDS)
    rng = random.Random(1)
    for _ in range(steps):
        st.apply(rng.choice(st.pending.options))  # type: ignore[union-attr]
    return st


def positions(count: int, players: int = 4, seed: int = 99) -> list[GameState]:
    rng = random.Random(seed)
    out: list[GameState] = []
    game = 0
    while len(out) < count:
        st = new_game(GameOptions(players=players, seed=seed + game), CARDS)
        game += 1
        while not st.is_over and len(out) < count:
            if st.turn >= 2 and rng.random() < 0.05:
                out.append(st.clone(events=False))
            st.apply(rng.choice(st.pending.options))  # type: ignore[union-attr]
    return out


def iterations_per_second(seconds: float) -> tuple[float, int, str]:
    st = mid_game()
    seat = st.pending.seat  # type: ignore[union-attr]
    bot = IsmctsBot(SearchConfig(time_budget=seconds))
    bot.choose(st.observation(seat), random.Random(2), worlds=lambda r: st.determinize(seat, r))
    return bot.last_iterations / bot.last_seconds, bot.last_iterations, st.pending.kind  # type: ignore[union-attr]


def cancel_latency(tries: int) -> list[float]:
    """Milliseconds from setting the cancel token of a running 60 s search until `choose` has returned."""
    st = mid_game()
    seat = st.pending.seat  # type: ignore[union-attr]
    out = []
    for attempt in range(tries):
        token = CancelToken()
        bot = IsmctsBot(SearchConfig(time_budget=60.0))
        obs, rng = st.observation(seat), random.Random(attempt)
        worker = threading.Thread(target=bot.choose, args=(obs, rng),
                                  kwargs={"worlds": lambda r: st.determinize(seat, r), "cancel": token})  # fmt: skip
        worker.start()
        time.sleep(0.3)
        t0 = time.perf_counter()
        token.cancel()
        worker.join()
        out.append(1000 * (time.perf_counter() - t0))
    return out


def decision_times(level: str, sample: list[GameState], budget: float | None) -> dict[str, float]:
    bot = make_bot(level, time_budget=budget)
    rng = random.Random(4)
    times = []
    for st in sample:
        t0 = time.perf_counter()
        bot_call(bot, st, rng)
        times.append(time.perf_counter() - t0)
    times.sort()
    return {
        "n": len(times),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * times[min(len(times) - 1, int(0.95 * len(times)))],
    }


def run(quick: bool) -> dict[str, Any]:
    pinned = pin_to_one_core()
    ips, iters, kind = iterations_per_second(1.0 if quick else 3.0)
    cancel = cancel_latency(3 if quick else 10)
    heur = positions(200 if quick else 1000)
    search = heur[: 6 if quick else 20]
    levels: dict[str, Any] = {
        "easy": decision_times("easy", heur, None) | {"budget_s": None},
        "normal": decision_times("normal", heur, None) | {"budget_s": None},
    }
    for level, budget in (("hard", 0.25 if quick else 1.0), ("expert", 0.75 if quick else 3.0)):
        levels[level] = decision_times(level, search, budget) | {"budget_s": budget}
    return {"pinned": pinned, "ismcts_iterations_per_s_4p": ips, "ismcts_iterations": iters,
            "position_kind": kind, "cancel_ms": cancel, "max_cancel_ms": max(cancel), "levels": levels,
            "targets": TARGETS}  # fmt: skip


def print_table(r: dict[str, Any]) -> None:
    ok = "ok" if r["ismcts_iterations_per_s_4p"] >= TARGETS["ismcts_iterations_per_s_4p"] else "BELOW TARGET"
    print(f"Nightfall Qt AI benchmarks ({r['pinned']})")
    print(f"ISMCTS iterations/s, mid-game 4p ({r['position_kind']} decision): "
          f"{r['ismcts_iterations_per_s_4p']:.0f}  target >= 1000  {ok}")  # fmt: skip
    ok = "ok" if r["max_cancel_ms"] < TARGETS["cancel_ms"] else "ABOVE TARGET"
    print(f"cancel a running search: returned after {r['max_cancel_ms']:.1f} ms at most "
          f"({len(r['cancel_ms'])} tries)  target < 100 ms  {ok}")
    print("level    budget s  positions  median ms    p95 ms")
    for level, d in r["levels"].items():
        budget = "-" if d["budget_s"] is None else f"{d['budget_s']:.2f}"
        print(f"{level:<8} {budget:>8}  {d['n']:>9}  {d['median_ms']:>9.2f}  {d['p95_ms']:>8.2f}")


def main(argv: list[str] | None = None) -> int:
    return run_cli("python -m benchmarks.ai_bench", "Nightfall Qt AI benchmarks", run, print_table, argv)


if __name__ == "__main__":
    raise SystemExit(main())
