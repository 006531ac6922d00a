"""`nightfall-qt` / `python -m nightfall_qt`: open the main window and the New Game dialog."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from nightfall_qt.ui.main_window import MainWindow

    args = sys.argv if argv is None else argv
    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("Nightfall Qt")
    app.setOrganizationName("NightfallQt")
    window = MainWindow()
    window.show()
    QTimer.singleShot(0, window.new_game_dialog)
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
