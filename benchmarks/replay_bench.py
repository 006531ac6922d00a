"""What does stepping back in a replay cost? `python -m benchmarks.replay_bench [--quick] [--json]`.

Plays seeded random 5-player games (the longest games), keeps each as a replay and opens it in the replay source
(app/replay/replay_source.py) without a window: the time to open (the whole game played and checked once, a position
kept every SNAPSHOT_EVERY steps), the engine's part of a step back (`seek(position - 1)`: from the nearest kept position
at most SNAPSHOT_EVERY decisions are applied) from every step of the game, and for comparison a step back replayed
from the first position (what keeping no positions would cost). Goal: a step back under 20 ms at every step.
The table's own redraw after a step back is the window's (docs/PERFORMANCE.md: ui_bench), not measured here.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from typing import Any

from benchmarks.cli import run_cli

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.app.replay.replay_source import SNAPSHOT_EVERY, ReplaySource  # noqa: E402
from nightfall_qt.app.replay.replays import parse_replay, replay_from_state, start_state, step  # noqa: E402
from nightfall_qt.app.storage.saves import GameMeta  # noqa: E402
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game  # noqa: E402

CARDS = load_cards()
TARGET_MS = 20.0


def _replay(seed: int, players: int = 5) -> Any:
    st = new_game(GameOptions(players=players, seed=seed), CARDS)
    rng = random.Random(seed)
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))  # type: ignore[union-attr]
    seats = [SeatConfig(f"Bot {i + 1}", "bot", "random") for i in range(players)]
    return parse_replay(replay_from_state(st, seats, GameMeta()).to_text())


def _from_start_ms(replay: Any, target: int) -> float:
    """A step back without kept positions: the first position again, then `target` steps."""
    t0 = time.perf_counter()
    st = start_state(replay, CARDS)
    for _ in range(target):
        step(st, replay, len(st.history))
    return (time.perf_counter() - t0) * 1000


def run(quick: bool) -> dict[str, Any]:
    QCoreApplication.instance() or QCoreApplication([])
    games = 2 if quick else 5
    back_ms: list[float] = []
    open_ms: list[float] = []
    start_ms: list[float] = []
    steps: list[int] = []
    for seed in range(1, games + 1):
        replay = _replay(seed)
        t0 = time.perf_counter()
        source = ReplaySource(replay, CARDS, instant=True)
        open_ms.append((time.perf_counter() - t0) * 1000)
        steps.append(source.steps)
        source.seek(source.steps)
        for at in range(source.steps, 0, -1):
            t0 = time.perf_counter()
            # The engine's part of seek(): no views are connected, so delivering costs only the observation.
            source.seek(at - 1)
            back_ms.append((time.perf_counter() - t0) * 1000)
        for target in (source.steps // 2, source.steps):
            start_ms.append(_from_start_ms(replay, target))
    back_ms.sort()
    return {
        "games": games, "players": 5, "snapshot_every": SNAPSHOT_EVERY, "steps_mean": statistics.mean(steps),
        "open_ms_mean": statistics.mean(open_ms), "step_back_ms_mean": statistics.mean(back_ms),
        "step_back_ms_p99": back_ms[int(len(back_ms) * 0.99)], "step_back_ms_max": back_ms[-1],
        "from_start_ms_mean": statistics.mean(start_ms), "target_ms": TARGET_MS,
    }  # fmt: skip


def print_table(r: dict[str, Any]) -> None:
    print(
        f"{r['games']} random {r['players']}-player games, {r['steps_mean']:.0f} steps each on average, "
        f"a position kept every {r['snapshot_every']} steps"
    )
    print(f"open (play and check the whole game once): {r['open_ms_mean']:.0f} ms")
    print(
        f"step back: mean {r['step_back_ms_mean']:.2f} ms, p99 {r['step_back_ms_p99']:.2f} ms, "
        f"max {r['step_back_ms_max']:.2f} ms (goal < {r['target_ms']:.0f} ms)"
    )
    print(f"step back replayed from the first position instead: mean {r['from_start_ms_mean']:.1f} ms")


def main(argv: list[str] | None = None) -> int:
    return run_cli("replay_bench", "The cost of a step back in a replay.", run, print_table, argv)


if __name__ == "__main__":
    raise SystemExit(main())
