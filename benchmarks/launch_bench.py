"""Launch to first paint: the main window against an empty QMainWindow, side by side in one run (issue 42).

    python -m benchmarks.launch_bench [--ref /path/to/reference/checkout] [--rounds 5] [--json]

Each launch is a fresh process (offscreen unless QT_QPA_PLATFORM says otherwise, fresh user data); the time is
from starting the process until the window's first paint event, seen by the parent when the child says so. The
child also reports the modules loaded and its peak memory (max RSS) at that moment. Launches alternate (empty,
ours, reference, empty, ...) and the ratio to the empty window is taken round by round; the load average is
printed. Goal: <= 2.0x the empty window, <= 90 MiB at first paint, no search (nightfall_qt.ai.ismcts), online
stack or multiprocessing loaded before it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

OURS = Path(__file__).resolve().parent.parent

_PAINTED = """
import json, resource, sys
from PySide6.QtCore import QEvent, QObject
class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            mods = sorted(m for m in sys.modules if sys.modules[m] is not None)
            print(json.dumps({"modules": len(mods), "rss_mib": rss,
                              "search": "nightfall_qt.ai.ismcts" in mods,
                              "online": any(m == "websockets" or m.startswith("nightfall_qt.online") for m in mods),
                              "multiprocessing": "multiprocessing" in mods}), flush=True)
            sys.exit(0)
        return False
painted = Painted()
"""

EMPTY = _PAINTED + """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.resize(1280, 720)
window.installEventFilter(painted)
window.show()
app.exec()
"""

MAIN = _PAINTED + """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.session import AppServices
from nightfall_qt.ui.window.main_window import MainWindow
window = MainWindow(services=AppServices.from_paths(AppPaths.from_environment()))
window.resize(1280, 720)
window.installEventFilter(painted)
window.show()
app.exec()
"""


PYCACHE = Path(tempfile.gettempdir()) / "nightfall-launch-bench-pycache"  # compiled once, as an install has them


def launch(code: str, checkout: Path | None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "XDG_DATA_HOME": f"{home}/data", "XDG_CONFIG_HOME": f"{home}/config",
               "PYTHONPYCACHEPREFIX": str(PYCACHE)}  # fmt: skip
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        if checkout is not None:
            env["PYTHONPATH"] = str(checkout)
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True, cwd=home,
                                stderr=subprocess.DEVNULL)  # fmt: skip
        assert proc.stdout is not None
        line = proc.stdout.readline()
        seconds = time.perf_counter() - t0
        proc.wait(timeout=60)
    return {**json.loads(line), "seconds": seconds}


def run(ref: Path | None, rounds: int) -> dict[str, Any]:
    load_before = os.getloadavg()[0]
    runs: dict[str, list[dict[str, Any]]] = {"empty": [], "ours": [], "ref": []}
    launch(EMPTY, None)  # warm the file cache and compile every module once
    launch(MAIN, OURS)
    if ref is not None:
        launch(MAIN, ref)
    for _ in range(rounds):
        runs["empty"].append(launch(EMPTY, None))
        runs["ours"].append(launch(MAIN, OURS))
        if ref is not None:
            runs["ref"].append(launch(MAIN, ref))
    out: dict[str, Any] = {"load_before": load_before, "load_after": os.getloadavg()[0], "rounds": rounds,
                           "platform": os.environ.get("QT_QPA_PLATFORM", "offscreen"), "ref": str(ref)}  # fmt: skip
    for name, rows in runs.items():
        if not rows:
            continue
        ratios = [r["seconds"] / e["seconds"] for r, e in zip(rows, runs["empty"], strict=True)]
        out[name] = {
            "seconds": statistics.median(r["seconds"] for r in rows), "ratio_to_empty": statistics.median(ratios),
            "modules": rows[-1]["modules"], "rss_mib": statistics.median(r["rss_mib"] for r in rows),
            "search": rows[-1]["search"], "online": rows[-1]["online"], "multiprocessing": rows[-1]["multiprocessing"],
        }  # fmt: skip
    return out


def print_table(r: dict[str, Any]) -> None:
    print(f"launch to first paint ({r['platform']}), {r['rounds']} rounds, load {r['load_before']:.1f} -> "
          f"{r['load_after']:.1f}")  # fmt: skip
    print(f"{'window':<8} {'s':>6} {'x empty':>8} {'modules':>8} {'MiB':>6}  search/online/multiprocessing loaded")
    for name in ("empty", "ours", "ref"):
        if name in r:
            x = r[name]
            print(f"{name:<8} {x['seconds']:6.2f} {x['ratio_to_empty']:8.2f} {x['modules']:8d} {x['rss_mib']:6.0f}  "
                  f"{x['search']}/{x['online']}/{x['multiprocessing']}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", type=Path, default=None, help="a checkout to launch too (e.g. the previous main)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    r = run(args.ref.resolve() if args.ref else None, args.rounds)
    if args.json:
        print(json.dumps(r, indent=1))
    else:
        print_table(r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
