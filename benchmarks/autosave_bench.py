"""What does autosaving cost the GUI thread? `python -m benchmarks.autosave_bench [--quick] [--json]`.

Plays seeded random games through the real Autosaver (a stub controller emits the signals the real one
does) into a temporary data folder, and times, per decision, the GUI thread's part: the slot connected to
`stateApplied` (goal: < 2 ms). For comparison it times what the GUI thread did before the writer thread
existed: building the save text and writing it (temp file, fsync, rename) in the slot. It also counts the
writes: decisions that come faster than the disk coalesce into fewer writes of the newest position.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.cli import run_cli

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QObject, Signal  # noqa: E402

from nightfall_qt.app.paths import AppPaths  # noqa: E402
from nightfall_qt.app.saves import AutosaveStore, GameMeta, load_save, save_text  # noqa: E402
from nightfall_qt.app.seats import SeatConfig  # noqa: E402
from nightfall_qt.app.session import AppServices, Autosaver  # noqa: E402
from nightfall_qt.engine import GameOptions, GameState, load_cards, new_game  # noqa: E402


class _Controller(QObject):
    """The three signals and two attributes of GameController that the Autosaver uses."""

    gameStarted = Signal()
    stateApplied = Signal()
    gameOver = Signal(object)

    def __init__(self, state: GameState, seats: list[SeatConfig]) -> None:
        super().__init__()
        self.state: GameState | None = state
        self.seats = seats


# Back to back (a burst: bots with animations off) and 20 ms apart (faster than any animated move).
PACES_MS = (0, 20)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _game(players: int, seed: int, root: Path, pace_ms: int) -> dict[str, Any]:
    cards = load_cards()
    st = new_game(GameOptions(players=players, seed=seed), cards)
    seats = [SeatConfig(f"P{i + 1}", "human") for i in range(players)]
    ctl = _Controller(st, seats)
    services = AppServices.from_paths(AppPaths.under(root))
    saver = Autosaver(ctl, services)  # type: ignore[arg-type]
    ctl.gameStarted.emit()
    rng, gui_ms, old_ms = random.Random(seed), [], []
    positions: list[GameState] = []
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))
        t0 = time.perf_counter()
        ctl.stateApplied.emit()  # the GUI thread's whole cost of autosaving this decision
        gui_ms.append((time.perf_counter() - t0) * 1000)
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
    return {"players": players, "pace_ms": pace_ms, "decisions": len(gui_ms), "writes": saver.writer.written,
            "gui_mean_ms": statistics.fmean(gui_ms), "gui_p95_ms": _percentile(gui_ms, 0.95),
            "gui_max_ms": max(gui_ms), "gui_over_2ms": sum(v >= 2.0 for v in gui_ms),
            "sync_mean_ms": statistics.fmean(old_ms), "sync_p95_ms": _percentile(old_ms, 0.95)}


def run(quick: bool) -> dict[str, Any]:
    app = QCoreApplication.instance() or QCoreApplication(["autosave_bench"])
    assert app is not None
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for pace_ms in PACES_MS:
            for players in (2, 4) if quick else (2, 3, 4, 5):
                rows.append(_game(players, 20240601 + players, Path(tmp) / f"p{players}-{pace_ms}", pace_ms))
    return {"rows": rows, "goal_gui_ms": 2.0, "switch_interval_ms": sys.getswitchinterval() * 1000}


def print_table(r: dict[str, Any]) -> None:
    print(f"Python thread switch interval: {r['switch_interval_ms']:.1f} ms\n")
    print("| decisions every | players | decisions | writes | GUI thread mean / p95 / max (ms) | decisions >= 2 ms "
          "| before: in the slot mean / p95 (ms) |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in r["rows"]:
        pace = f"{row['pace_ms']} ms" if row["pace_ms"] else "at once"
        print(f"| {pace} | {row['players']} | {row['decisions']} | {row['writes']} | {row['gui_mean_ms']:.3f} / "
              f"{row['gui_p95_ms']:.3f} / {row['gui_max_ms']:.3f} | {row['gui_over_2ms']} | "
              f"{row['sync_mean_ms']:.1f} / {row['sync_p95_ms']:.1f} |")
    for pace_ms in PACES_MS:
        rows = [row for row in r["rows"] if row["pace_ms"] == pace_ms]
        worst_mean = max(row["gui_mean_ms"] for row in rows)
        verdict = "ok" if worst_mean < r["goal_gui_ms"] else "MISSED"
        share = sum(row["gui_over_2ms"] for row in rows) / sum(row["decisions"] for row in rows)
        print(f"decisions every {pace_ms} ms: GUI thread mean per decision at most {worst_mean:.3f} ms (goal < "
              f"{r['goal_gui_ms']} ms: {verdict}); {share:.1%} of decisions took >= 2 ms")


def main(argv: list[str] | None = None) -> int:
    return run_cli("python -m benchmarks.autosave_bench", __doc__.splitlines()[0], run, print_table, argv)


if __name__ == "__main__":
    raise SystemExit(main())
