"""One engine workload, timed in CPU seconds, for benchmarks/engine_vs_ref.py to run against two checkouts.

    PYTHONPATH=<checkout> python benchmarks/engine_work.py KIND PLAYERS EVENTS GAMES

Runs as a plain script (not through the benchmarks package) so the checkout on PYTHONPATH, not this one,
provides the engine. Prints one JSON line: {"cpu": seconds, "units": count} where a unit is a decision
(KIND=games) or an observation (KIND=obs, obs_lean: why_not=False when the checkout knows it).
"""

from __future__ import annotations

import inspect
import json
import random
import sys
import time

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game

SEED = 20240601


def play(cards: object, players: int, seed: int, events: bool) -> int:
    st = new_game(GameOptions(players=players, seed=seed), cards)  # type: ignore[arg-type]
    st.record_events = events
    rng = random.Random(seed)
    n = 0
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))  # type: ignore[union-attr]
        n += 1
    return n


def games(cards: object, players: int, events: bool, count: int) -> tuple[float, int]:
    t0 = time.process_time()
    decisions = sum(play(cards, players, SEED + i, events) for i in range(count))
    return time.process_time() - t0, decisions


def observations(cards: object, players: int, count: int, lean: bool) -> tuple[float, int]:
    """Observe every seat at every decision of `count` random games (the game itself is not timed)."""
    total, calls = 0.0, 0
    for i in range(count):
        st = new_game(GameOptions(players=players, seed=SEED + i), cards)  # type: ignore[arg-type]
        st.record_events = False
        kwargs = {"why_not": False} if lean and "why_not" in inspect.signature(st.observation).parameters else {}
        rng = random.Random(SEED + i)
        pc = time.process_time
        while not st.is_over:
            t = pc()
            for seat in range(players):
                st.observation(seat, **kwargs)
            total += pc() - t
            calls += players
            st.apply(rng.choice(st.decision.options))  # type: ignore[union-attr]
    return total, calls


def main() -> None:
    kind, players, events, count = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "on", int(sys.argv[4])
    cards = load_cards()
    play(cards, players, 1, events)  # warm up
    if kind == "games":
        cpu, units = games(cards, players, events, count)
    else:
        cpu, units = observations(cards, players, count, lean=kind == "obs_lean")
    print(json.dumps({"cpu": cpu, "units": units}))


if __name__ == "__main__":
    main()
