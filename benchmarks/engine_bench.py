"""Engine micro- and macro-benchmarks with a fixed seed, pinned to one core.

python -m benchmarks            # full run (~1 min)
python -m benchmarks --quick    # smaller samples
python -m benchmarks --json     # machine-readable
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from benchmarks.cli import run_cli
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game

SEED = 20240601
CARDS = load_cards()

TARGETS = {"games_per_s_4p": 30.0, "clone_4p_no_events_us": 50.0}


def pin_to_one_core() -> str:
    if hasattr(os, "sched_setaffinity"):
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        return f"pinned to cpu {cpu}"
    return "not pinned (no sched_setaffinity)"


def random_game(players: int, seed: int, record_events: bool = True) -> tuple[GameState, int]:
    st = new_game(GameOptions(players=players, seed=seed), CARDS)
    st.record_events = record_events
    rng = random.Random(seed)
    n = 0
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))
        n += 1
    return st, n


def games_per_second(players: int, games: int, record_events: bool = True) -> tuple[float, float]:
    """Complete random games per second (setup included) and mean decisions per game."""
    t0 = time.perf_counter()
    steps = 0
    for i in range(games):
        steps += random_game(players, SEED + i, record_events)[1]
    dt = time.perf_counter() - t0
    return games / dt, steps / games


def apply_cost(players: int, games: int) -> float:
    """Mean seconds per apply() call (including the forced moves it runs), random play."""
    total, calls = 0.0, 0
    pc = time.perf_counter
    for i in range(games):
        st = new_game(GameOptions(players=players, seed=SEED + i), CARDS)
        rng = random.Random(SEED + i)
        while not st.is_over:
            c = rng.choice(st.decision.options)
            t = pc()
            st.apply(c)
            total += pc() - t
            calls += 1
    return total / calls


def mid_game_states(players: int, count: int) -> list[GameState]:
    """States about halfway through random games (as the UI and bots would hold them)."""
    out = []
    for i in range(count):
        _, n = random_game(players, SEED + 1000 + i)
        st = new_game(GameOptions(players=players, seed=SEED + 1000 + i), CARDS)
        rng = random.Random(SEED + 1000 + i)
        for _ in range(n // 2):
            st.apply(rng.choice(st.decision.options))
        out.append(st)
    return out


def per_call(fn: Callable[[], Any], min_time: float = 0.2, repeat: int = 5) -> float:
    """Best-of-`repeat` mean seconds per call (timeit style)."""
    n = 1
    while True:
        t = time.perf_counter()
        for _ in range(n):
            fn()
        dt = time.perf_counter() - t
        if dt >= min_time / 5:
            break
        n *= 2
    best = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(n):
            fn()
        best.append((time.perf_counter() - t) / n)
    return min(best)


def over_states(states: list[GameState], op: Callable[[GameState], Any], min_time: float) -> float:
    return statistics.mean(per_call(lambda s=s: op(s), min_time / len(states), 3) for s in states)


def run(quick: bool = False) -> dict[str, Any]:
    pinned = pin_to_one_core()
    g2, g4, ga = (60, 60, 20) if quick else (300, 200, 60)
    mt = 0.3 if quick else 1.0
    random_game(4, 1)  # warm up imports and caches
    r: dict[str, Any] = {"pinned": pinned, "python": platform.python_version(), "machine": platform.machine()}
    r["games_per_s_2p"], r["decisions_per_game_2p"] = games_per_second(2, g2)
    r["games_per_s_4p"], r["decisions_per_game_4p"] = games_per_second(4, g4)
    r["games_per_s_4p_no_events"], _ = games_per_second(4, g4, record_events=False)
    r["apply_4p_us"] = apply_cost(4, ga) * 1e6
    states = mid_game_states(4, 10)
    r["events_in_mid_game_4p"] = statistics.mean(len(s.events) for s in states)
    r["clone_4p_no_events_us"] = over_states(states, lambda s: s.clone(events=False), mt) * 1e6
    r["clone_4p_events_us"] = over_states(states, lambda s: s.clone(), mt) * 1e6
    r["determinize_4p_us"] = over_states(states, lambda s: s.determinize(s.decision.seat, 7), mt) * 1e6
    r["observation_4p_us"] = over_states(states, lambda s: s.observation(s.decision.seat), mt) * 1e6
    texts = [s.to_json() for s in states]
    r["json_size_kb"] = statistics.mean(len(t) for t in texts) / 1024
    r["to_json_4p_us"] = over_states(states, lambda s: s.to_json(), mt) * 1e6
    r["from_json_4p_us"] = statistics.mean(
        per_call(lambda t=t: GameState.from_json(t, CARDS), mt / len(texts), 3) for t in texts
    ) * 1e6  # fmt: skip
    return r


ROWS = [
    ("games_per_s_2p", "complete random games/s, 2 players (quick_start)", "{:.1f}"),
    ("games_per_s_4p", "complete random games/s, 4 players (quick_start)", "{:.1f}"),
    ("games_per_s_4p_no_events", "  same, record_events=False", "{:.1f}"),
    ("decisions_per_game_4p", "decisions per 4-player random game", "{:.0f}"),
    ("apply_4p_us", "apply() mean, 4 players (µs)", "{:.1f}"),
    ("clone_4p_no_events_us", "clone(events=False), mid-game 4p (µs)", "{:.1f}"),
    ("clone_4p_events_us", "clone() with events, mid-game 4p (µs)", "{:.1f}"),
    ("events_in_mid_game_4p", "  events in those states", "{:.0f}"),
    ("determinize_4p_us", "determinize(), mid-game 4p (µs)", "{:.1f}"),
    ("observation_4p_us", "observation(), mid-game 4p (µs)", "{:.1f}"),
    ("to_json_4p_us", "to_json(), mid-game 4p (µs)", "{:.0f}"),
    ("from_json_4p_us", "from_json(), mid-game 4p (µs)", "{:.0f}"),
    ("json_size_kb", "  save size (KiB, with the event log)", "{:.0f}"),
]


def print_table(r: dict[str, Any]) -> None:
    print(
        f"Nightfall Qt engine benchmarks — Python {r['python']} ({r['machine']}), {r['pinned']}, seed {SEED}"
    )
    width = max(len(label) for _, label, _ in ROWS)
    print(f"{'measure':<{width}}  {'value':>9}  target")
    for key, label, fmt in ROWS:
        target = ""
        if key in TARGETS:
            t = TARGETS[key]
            ok = r[key] >= t if key.startswith("games") else r[key] <= t
            target = f"{'>=' if key.startswith('games') else '<='} {t:g}  {'ok' if ok else 'MISSED'}"
        print(f"{label:<{width}}  {fmt.format(r[key]):>9}  {target}")


def main(argv: list[str] | None = None) -> int:
    return run_cli("python -m benchmarks", "Nightfall Qt engine benchmarks", run, print_table, argv)
