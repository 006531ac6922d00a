"""How much of the GUI thread's own CPU does each engine step and each frame cost?
`python -m benchmarks.gui_step_bench [--quick] [--json]`.

Opens the real main window offscreen at 1280x720 with animations at normal speed and lets four *random* bots play
(they answer at once, so the run is all GUI work: many steps, no search). The log is first filled with 1,700 lines,
the length it reaches late in a 4-player game, because the log's layout cost grows with its length. Measures with
`time.thread_time()` (the GUI thread's own CPU, not the time it waited for a core on a busy machine):
- per engine step: `GameController._apply` with everything it triggers synchronously (models, scene sync, log);
- per frame: the CPU between two ticks of a 16 ms timer (painting, animation steps, presented events).
The gap goal of ui_bench (< 50 ms) needs the GUI thread's own work in any gap clearly below 50 ms.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

from benchmarks.cli import run_cli

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.ui_bench import TICK_MS, _pump, midgame  # noqa: E402
from nightfall_qt.app.game.gc_pause import freeze_startup_objects  # noqa: E402
from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.app.texts.log_text import LogEntry  # noqa: E402
from nightfall_qt.cards import load_cards  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402

LOG_LINES = 1_700
SAMPLE = "Bot B plays Deadly Grip onto the chain; Bot C takes 2 wounds from Hypnotic Presence and discards a card."


def _stats(xs: list[float]) -> dict[str, float]:
    s = sorted(xs) or [0.0]
    return {"n": len(xs), "median": statistics.median(s), "p95": s[int(0.95 * (len(s) - 1))], "max": s[-1]}


def run(quick: bool) -> dict[str, Any]:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    window = MainWindow(cards=load_cards(), instant=False)
    window.resize(1280, 720)
    window.show()
    ctl = window.controller
    ctl.gates.clear()
    freeze_startup_objects()  # as the app does after building its window (ui/window/launch.py)
    ctl.load_state(midgame(window), [SeatConfig(f"B {name}", "bot", "random") for name in "ABCD"])
    window.models.log.append([LogEntry(f"{k}. {SAMPLE[: 30 + k % 70]}", (), ()) for k in range(LOG_LINES)])
    steps: list[float] = []
    apply = ctl._apply

    def timed(choice: Any) -> None:
        t0 = time.thread_time()
        apply(choice)
        steps.append(1000 * (time.thread_time() - t0))

    ctl._apply = timed  # type: ignore[method-assign]
    cpu: list[float] = []  # per tick: the GUI thread's own CPU so far (ms)
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: cpu.append(1000 * time.thread_time()))
    timer.start()
    _pump(app, 12_000 if quick else 45_000)  # one run of the event loop: quitting it stops the bots
    timer.stop()
    ctl._apply = apply  # type: ignore[method-assign]
    frames = [b - a for a, b in zip(cpu, cpu[1:], strict=False)]
    # The first second paints the whole table once (every card's face into its cache): start-up, not play.
    warm = 1000 // TICK_MS
    rows = window.models.log.rowCount()
    window.close()
    return {"step_cpu_ms": _stats(steps), "frame_cpu_ms": _stats(frames[warm:]), "first_second_frame_max_ms":
            max(frames[:warm], default=0.0), "log_rows": rows,
            "load": os.getloadavg()}  # fmt: skip


def print_table(r: dict[str, Any]) -> None:
    print(f"load average {r['load'][0]:.2f}; log {r['log_rows']} rows at the end")
    print(f"{'GUI thread own CPU':<28}{'n':>6}{'median':>9}{'p95':>9}{'max':>9}   goal")
    for key, name in (("step_cpu_ms", "per engine step (ms)"), ("frame_cpu_ms", "per 16 ms frame (ms)")):
        s = r[key]
        print(f"{name:<28}{s['n']:>6}{s['median']:>9.1f}{s['p95']:>9.1f}{s['max']:>9.1f}   max <= 25")
    first = r["first_second_frame_max_ms"]
    print(f"(frames of the first second, the table's first paint, left out: at most {first:.1f} ms)")


def main(argv: list[str] | None = None) -> int:
    return run_cli("python -m benchmarks.gui_step_bench", "GUI thread CPU per step and frame", run, print_table, argv)


if __name__ == "__main__":
    raise SystemExit(main())
