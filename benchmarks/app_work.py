"""One app-level workload, timed in wall seconds, for benchmarks/app_vs_ref.py to run against two checkouts.

    PYTHONPATH=<checkout> python benchmarks/app_work.py stats FILE        # load + the window's figures
    PYTHONPATH=<checkout> python benchmarks/app_work.py save FILE         # parse and check one save
    PYTHONPATH=<checkout> python benchmarks/app_work.py log LINES         # one log append at LINES lines

Runs as a plain script so the checkout on PYTHONPATH provides the app. Prints one JSON line {"seconds": s}.
"""

from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def stats(path: str) -> float:
    from PySide6.QtWidgets import QApplication

    from nightfall_qt.app.storage.stats import StatsStore
    from nightfall_qt.ui.dialogs.stats_window import StatsWindow

    app = QApplication.instance() or QApplication([])
    t0 = time.perf_counter()
    store, problem = StatsStore.load(path)
    assert problem is None, problem
    window = StatsWindow(store)
    app.processEvents()
    seconds = time.perf_counter() - t0
    window.close()
    return seconds


def save(path: str) -> float:
    from nightfall_qt.app.storage.saves import load_save
    from nightfall_qt.cards import load_cards

    cards = load_cards()
    t0 = time.perf_counter()
    load_save(path, cards)
    return time.perf_counter() - t0


def log(lines: int) -> float:
    """Mean seconds per appended line of the game log shown in its view, once it holds `lines` lines (the view
    lays its rows out again after each append: the cost that grew with the log)."""
    from PySide6.QtWidgets import QApplication

    from nightfall_qt.app.game.models import LogModel
    from nightfall_qt.ui.window.log_view import log_view

    app = QApplication.instance() or QApplication([])
    model = LogModel()
    view = log_view(model)
    view.resize(320, 480)
    view.show()
    words = "Alice plays Vulko, the chain resolves and Bob takes a wound"
    model.append([f"{i}: {words}" for i in range(lines)])
    app.processEvents()
    rounds = 40
    t0 = time.perf_counter()
    for i in range(rounds):
        model.append([f"more {i}: {words}"])
        app.processEvents()
    seconds = (time.perf_counter() - t0) / rounds
    view.close()
    return seconds


def main() -> None:
    kind, arg = sys.argv[1], sys.argv[2]
    seconds = {"stats": lambda: stats(arg), "save": lambda: save(arg), "log": lambda: log(int(arg))}[kind]()
    print(json.dumps({"seconds": seconds}))


if __name__ == "__main__":
    main()
