"""What does autosaving cost the GUI thread? `python -m benchmarks.autosave_bench [--quick] [--json]`.

Plays seeded random games through the real Autosaver (a stub controller emits the signals the real one
does) into a temporary data folder, and times, per decision, the GUI thread's part: the slot connected to
`stateApplied` (goal: < 2 ms), with the writer process the app uses (app/storage/autosave_process.py) and, for
comparison, with the writer thread it replaced (app/storage/autosave_writer.py): mean, p95, p99, max and how many
decisions took >= 2 ms, and the machine's load average (a loaded machine delays any thread). It also times
what the GUI thread did before either existed: building the save text and writing it (temp file, fsync,
rename) in the slot; and it counts the writes: decisions that come faster than the disk coalesce.
"""

from __future__ import annotations

import os
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.cli import run_cli

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QObject, Signal  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.app.session import AppServices, Autosaver  # noqa: E402
from nightfall_qt.app.storage.autosave_writer import AutosaveWriter  # noqa: E402
from nightfall_qt.app.storage.paths import AppPaths  # noqa: E402
from nightfall_qt.app.storage.saves import AutosaveStore, GameMeta, load_save, save_text  # noqa: E402
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game  # noqa: E402


class _Controller(QObject):
    """The three signals and two attributes of GameController that the Autosaver uses."""

    gameStarted = Signal()
    stateApplied = Signal()
    gameOver = Signal(object)

    def __init__(self, state: GameState, seats: list[SeatConfig]) -> None:
        super().__init__()
        self.state: GameState | None = state
        self.seats = seats


WRITERS = ("process", "thread")  # the app's writer first; the thread it replaced for comparison
# Back to back (a burst: bots with animations off) and 20 ms apart (faster than any animated move).
PACES_MS = (0, 20)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _switches() -> int:
    """Involuntary context switches of this thread so far (Linux; 0 elsewhere)."""
    who = getattr(resource, "RUSAGE_THREAD", None)
    return 0 if who is None else resource.getrusage(who).ru_nivcsw


def _game(players: int, seed: int, root: Path, pace_ms: int, writer: str) -> dict[str, Any]:
    cards = load_cards()
    st = new_game(GameOptions(players=players, seed=seed), cards)
    seats = [SeatConfig(f"P{i + 1}", "human") for i in range(players)]
    ctl = _Controller(st, seats)
    services = AppServices.from_paths(AppPaths.under(root))
    saver = Autosaver(ctl, services)  # type: ignore[arg-type]
    if writer == "thread":
        saver.writer = AutosaveWriter(services.autosaves, saver._relay.written.emit)
    ctl.gameStarted.emit()
    rng, gui_ms, old_ms, cpu_ms, preempted = random.Random(seed), [], [], [], 0
    positions: list[GameState] = []
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))
        t0, c0, s0 = time.perf_counter(), time.thread_time(), _switches()
        ctl.stateApplied.emit()  # the GUI thread's whole cost of autosaving this decision
        gui_ms.append((time.perf_counter() - t0) * 1000)
        cpu_ms.append((time.thread_time() - c0) * 1000)
        if gui_ms[-1] >= 2.0 and _switches() > s0:
            preempted += 1  # the OS gave the CPU to another thread or process meanwhile
        if len(gui_ms) % 8 == 0:
            positions.append(st.clone())
        time.sleep(pace_ms / 1000)
    assert saver.flush()
    old_store = AutosaveStore(root / "old")
    for position in positions:  # the synchronous way, on every 8th position
        t0 = time.perf_counter()
        old_store.write(save_text(position, seats, GameMeta()))
        old_ms.append((time.perf_counter() - t0) * 1000)
    newest = load_save(services.autosaves.files()[0], cards)
    assert newest.state.to_json() == st.to_json()  # the last position reached the disk
    saver.writer.close()
    return {"writer": writer, "players": players, "pace_ms": pace_ms, "decisions": len(gui_ms),
            "writes": saver.writer.written, "load": os.getloadavg()[0],
            "gui_mean_ms": statistics.fmean(gui_ms), "gui_p95_ms": _percentile(gui_ms, 0.95),
            "gui_p99_ms": _percentile(gui_ms, 0.99),
            "gui_max_ms": max(gui_ms), "gui_over_2ms": sum(v >= 2.0 for v in gui_ms), "preempted": preempted,
            "cpu_max_ms": max(cpu_ms), "cpu_p99_ms": _percentile(cpu_ms, 0.99),
            "sync_mean_ms": statistics.fmean(old_ms), "sync_p95_ms": _percentile(old_ms, 0.95)}


def run(quick: bool) -> dict[str, Any]:
    app = QCoreApplication.instance() or QCoreApplication(["autosave_bench"])
    assert app is not None
    rows = []
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        for writer in WRITERS:
            for pace_ms in PACES_MS:
                for players in (2, 4) if quick else (2, 3, 4, 5):
                    folder = Path(tmp) / f"{writer}-p{players}-{pace_ms}"
                    rows.append(_game(players, 20240601 + players, folder, pace_ms, writer))
    return {"rows": rows, "goal_gui_ms": 2.0, "switch_interval_ms": sys.getswitchinterval() * 1000,
            "load_before": load_before, "load_after": os.getloadavg(), "cpus": os.cpu_count()}


def print_table(r: dict[str, Any]) -> None:
    loads = " / ".join(f"{x:.2f}" for x in r["load_before"])
    print(f"CPUs: {r['cpus']}; load average (1/5/15 min) before: {loads}; after: "
          f"{' / '.join(f'{x:.2f}' for x in r['load_after'])}; Python thread switch interval: "
          f"{r['switch_interval_ms']:.1f} ms\n")
    print("| writer | decisions every | players | load | decisions | writes | GUI thread mean / p95 / p99 / max (ms) "
          "| decisions >= 2 ms (of them preempted) | GUI thread CPU p99 / max (ms) "
          "| before: in the slot mean / p95 (ms) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in r["rows"]:
        pace = f"{row['pace_ms']} ms" if row["pace_ms"] else "at once"
        print(f"| {row['writer']} | {pace} | {row['players']} | {row['load']:.2f} | {row['decisions']} | "
              f"{row['writes']} | {row['gui_mean_ms']:.3f} / {row['gui_p95_ms']:.3f} / {row['gui_p99_ms']:.3f} / "
              f"{row['gui_max_ms']:.3f} | {row['gui_over_2ms']} ({row['preempted']}) | "
              f"{row['cpu_p99_ms']:.3f} / {row['cpu_max_ms']:.3f} | {row['sync_mean_ms']:.1f} / "
              f"{row['sync_p95_ms']:.1f} |")
    for writer in WRITERS:
        for pace_ms in PACES_MS:
            rows = [row for row in r["rows"] if row["pace_ms"] == pace_ms and row["writer"] == writer]
            worst = max(row["gui_max_ms"] for row in rows)
            over = sum(row["gui_over_2ms"] for row in rows)
            verdict = "ok" if over == 0 else "MISSED"
            cpu = max(row["cpu_max_ms"] for row in rows)
            print(f"{writer}, decisions every {pace_ms} ms: GUI thread max per decision {worst:.3f} ms (CPU "
                  f"{cpu:.3f} ms), p99 at most {max(row['gui_p99_ms'] for row in rows):.3f} ms; {over} of "
                  f"{sum(row['decisions'] for row in rows)} decisions took >= {r['goal_gui_ms']} ms ({verdict}; "
                  f"preempted by the OS meanwhile: {sum(row['preempted'] for row in rows)})")


def main(argv: list[str] | None = None) -> int:
    return run_cli("python -m benchmarks.autosave_bench", __doc__.splitlines()[0], run, print_table, argv)


if __name__ == "__main__":
    raise SystemExit(main())
