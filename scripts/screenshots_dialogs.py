"""Render the Settings, Statistics, crash and About dialogs to docs/screenshots/ (offscreen, fixed seeds)."""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(out: str = "docs/screenshots") -> None:
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication.instance() or QApplication([])
    from nightfall_qt.ui.theme import SYSTEM, ThemeSwitch

    ThemeSwitch().apply(SYSTEM)  # as the app does before any window: the desktop's theme (offscreen: dark)
    from nightfall_qt.app.game.seats import SeatConfig
    from nightfall_qt.app.storage.saves import GameMeta
    from nightfall_qt.app.storage.settings import Settings
    from nightfall_qt.app.storage.stats import StatsStore, record_from_state
    from nightfall_qt.cards import load_cards
    from nightfall_qt.engine import GameOptions, new_game
    from nightfall_qt.ui.dialogs.crash_dialog import CrashDialog
    from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog
    from nightfall_qt.ui.dialogs.stats_window import StatsWindow

    def save(widget: QWidget, name: str) -> None:
        widget.show()
        app.processEvents()
        widget.grab().save(f"{out}/{name}")
        print(f"  {name}")

    cards = load_cards()
    save(SettingsDialog(Settings()), "settings.png")
    store, _ = StatsStore.load(os.path.join(tempfile.mkdtemp(), "stats.json"))
    seats = [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "normal"), SeatConfig("Viktor", "bot", "easy")]
    for seed in range(8):
        st = new_game(GameOptions(players=3, seed=seed), cards)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.decision.options))
        store.record(record_from_state(st, seats, GameMeta()))
    stats = StatsWindow(store, lambda cid: cards[cid].names["en"])
    stats.resize(900, 650)
    save(stats, "statistics.png")
    report = "Traceback (most recent call last):\n  ...\nValueError: example"
    save(CrashDialog("Something went wrong in the table.", report), "crash-dialog.png")
    about_over_window(app, out)


def about_over_window(app: object, out: str) -> None:
    """Help → About over a 1280×720 main window (offscreen a dialog is its own top-level: it is painted onto
    the window's picture where it stands, centred on the window)."""
    from PySide6.QtGui import QColor, QPainter
    from PySide6.QtWidgets import QApplication

    from nightfall_qt.ui.window.main_window import MainWindow

    assert isinstance(app, QApplication)
    window = MainWindow(instant=True)
    window.resize(1280, 720)
    window.show()
    window.show_about()
    dialog = window.about_dialog
    app.processEvents()
    dialog.adjustSize()
    picture = window.grab()
    corner = window.rect().center() - dialog.rect().center()
    painter = QPainter(picture)
    painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))  # the window behind a window-modal dialog
    painter.drawPixmap(corner, dialog.grab())
    painter.end()
    picture.save(f"{out}/about.png")
    print("  about.png")
    dialog.close()
    window.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
