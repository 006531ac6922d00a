"""What do travelling cards cost the GUI thread? `python -m benchmarks.motion_bench [--quick] [--json]`.

Opens the real main window offscreen (1280x720) and lets three Normal bots play at normal animation speed (the
heuristic bot answers within milliseconds, so the table is busy all the time), while a 16 ms timer
ticks: a gap longer than 16 ms is time the GUI thread could not react. Runs alternate between cards that travel
(ui/table/card_motion.py) and cards that land at once ("teleport", the table as it was before), same seed, so a loaded
machine weighs on both alike. Reports per mode the flights, the engine steps and the gaps (median, p99, max).
"""

from __future__ import annotations

import os
import statistics
from typing import Any

from benchmarks.cli import run_cli

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402

TICK_MS = 16


def one_run(app: QApplication, travel: bool, seconds: float, seed: int) -> dict[str, Any]:
    window = MainWindow(cards=load_cards(), instant=False)
    window.resize(1280, 720)
    window.show()
    motion = window.scene.motion
    motion.travel = travel  # False: the same table with every card landing at once
    flights = [0]
    motion.flightStarted.connect(lambda *_: flights.__setitem__(0, flights[0] + 1))
    ctl = window.controller
    ctl.gates.clear()
    ctl.new_game(GameOptions(players=3, seed=seed), [SeatConfig(n, "bot", "normal") for n in ("A", "B", "C")])
    window.scene.rebuild()
    clock = QElapsedTimer()
    ticks: list[int] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(clock.elapsed()))
    clock.start()
    timer.start()
    QTimer.singleShot(round(seconds * 1000), app.quit)
    app.exec()
    timer.stop()
    steps = len(ctl.state.history) if ctl.state is not None else 0
    window.close()
    gaps = sorted(b - a for a, b in zip(ticks, ticks[1:], strict=False))
    later = [b - a for a, b in zip(ticks, ticks[1:], strict=False) if a >= 1000]  # after the first table's paint
    return {"flights": flights[0], "engine_steps": steps, "ticks": len(ticks),
            "median_gap_ms": statistics.median(gaps), "p99_gap_ms": gaps[int(0.99 * (len(gaps) - 1))],
            "max_gap_ms": gaps[-1], "max_gap_after_1s_ms": max(later, default=0)}


def run(quick: bool) -> dict[str, Any]:
    app = QApplication.instance() or QApplication(["motion_bench"])
    assert isinstance(app, QApplication)
    seconds, rounds = (8.0, 1) if quick else (15.0, 3)
    runs: dict[str, list[dict[str, Any]]] = {"travel": [], "teleport": []}
    for r in range(rounds):
        for mode in ("travel", "teleport"):
            runs[mode].append(one_run(app, mode == "travel", seconds, seed=21 + r))
    return {"seconds_per_run": seconds, "runs": runs}


def print_table(r: dict[str, Any]) -> None:
    print(f"{r['seconds_per_run']:.0f} s per run, 3 Normal bots, normal animation speed, 1280x720")
    print(f"{'mode':<9} {'run':>3} {'flights':>8} {'engine steps':>13} {'ticks':>6} {'median gap':>11} "
          f"{'p99 gap':>8} {'max gap':>8} {'max after 1 s':>14}")
    for mode, runs in r["runs"].items():
        for i, x in enumerate(runs):
            print(f"{mode:<9} {i + 1:>3} {x['flights']:>8} {x['engine_steps']:>13} {x['ticks']:>6} "
                  f"{x['median_gap_ms']:>8.0f} ms {x['p99_gap_ms']:>5} ms {x['max_gap_ms']:>5} ms "
                  f"{x['max_gap_after_1s_ms']:>11} ms")


def main(argv: list[str] | None = None) -> int:
    return run_cli("python -m benchmarks.motion_bench", "GUI thread cost of travelling cards", run, print_table,
                   argv)


if __name__ == "__main__":
    raise SystemExit(main())
