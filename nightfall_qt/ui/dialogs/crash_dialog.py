"""Crash safety: any unexpected exception in the UI (sys.excepthook, which PySide6 also calls for
exceptions raised in slots and event handlers) opens a dialog with a short explanation, a "Copy report"
button and the choice to continue or quit. The game was autosaved after its last applied decision, so
it is intact either way: nothing here writes the autosave. The dialog is in the player's language; the
report itself (for a bug report) stays in English."""

from __future__ import annotations

import logging
import platform
import sys
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.storage.paths import app_version
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

# Shown as translate("CrashDialog", CRASH_TITLE) and translate("CrashDialog", CRASH_TEXT).format(error=...).
CRASH_TITLE = QT_TRANSLATE_NOOP("CrashDialog", "Nightfall Qt ran into a problem")
CRASH_TEXT = QT_TRANSLATE_NOOP(
    "CrashDialog",
    "Something unexpected went wrong inside Nightfall Qt: {error}\n\n"
    "Your game was saved automatically after the last move, so nothing is lost — whether you continue "
    "or quit, it can be resumed. If you want to report the problem, copy the report and attach it.",
)


# In place of the seed and the position on screen: a pass-and-play table must not read every hand there.
HIDDEN_ON_SCREEN = "Seed and position (every hand and deck order): in the copied report only."


def crash_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None,
                 controller: Any = None, on_screen: bool = False) -> str:
    """Traceback, versions, seed and the current position as scenario YAML (for a bug report: in English,
    whatever the UI language). `on_screen`: the text the dialog shows, without the seed and the position
    (they tell every hidden card); the copied report keeps them."""
    from PySide6 import __version__ as pyside_version

    lines = [
        f"Nightfall Qt {app_version()}",
        f"Python {platform.python_version()}, PySide6 {pyside_version}, {platform.platform()}",
    ]
    st = getattr(controller, "state", None)  # the save layer's full state: a report file must replay the game
    if on_screen:
        tail = [HIDDEN_ON_SCREEN] if st is not None else []
        return "\n".join([*lines, "", "Traceback:", "".join(traceback.format_exception(exc_type, exc, tb)).rstrip(),
                          "", *tail]).rstrip()
    if st is not None:
        lines.append(f"Seed: {st.options.seed}; options: {st.options.to_dict()}")
        lines.append(f"Decisions applied: {len(st.history)}")
    else:
        lines.append("Seed: no game running")
    lines += ["", "Traceback:", "".join(traceback.format_exception(exc_type, exc, tb)).rstrip(), ""]
    if st is not None:
        try:
            from nightfall_qt.engine.scenario import scenario_yaml

            lines += ["Position (scenario YAML):", scenario_yaml(st)]
        except Exception as err:  # noqa: BLE001 - the report must never fail to build
            lines += [f"Position: could not be written ({type(err).__name__}: {err})"]
    return "\n".join(lines)


class CrashDialog(QDialog):
    CONTINUE = 1
    QUIT = 2

    def __init__(self, summary: str, report: str, parent: QWidget | None = None, shown: str | None = None) -> None:
        """`report` is what "Copy report" copies; `shown` what the dialog displays (default: the report)."""
        super().__init__(parent)
        self.setWindowTitle(translate("CrashDialog", CRASH_TITLE))
        self.report = report
        layout = QVBoxLayout(self)
        self.message = QLabel(translate("CrashDialog", CRASH_TEXT).format(error=summary))
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.details = QPlainTextEdit(report if shown is None else shown)
        self.details.setReadOnly(True)
        self.details.setMinimumSize(560, 220)
        layout.addWidget(self.details)
        buttons = QHBoxLayout()
        self.copy = QPushButton(translate("CrashDialog", "Copy report"))
        self.continue_ = QPushButton(translate("CrashDialog", "Continue"))
        self.quit = QPushButton(translate("CrashDialog", "Quit"))
        self.continue_.setDefault(True)
        buttons.addWidget(self.copy)
        buttons.addStretch(1)
        buttons.addWidget(self.continue_)
        buttons.addWidget(self.quit)
        layout.addLayout(buttons)
        self.copy.clicked.connect(self.copy_report)
        self.continue_.clicked.connect(lambda: self.done(self.CONTINUE))
        self.quit.clicked.connect(lambda: self.done(self.QUIT))

    def copy_report(self) -> None:
        QApplication.clipboard().setText(self.report)
        self.copy.setText(translate("CrashDialog", "Copied"))


class CrashHandler(QObject):
    """Installed as sys.excepthook. `quit_app` is called when the player chooses Quit."""

    def __init__(self, parent_window: QWidget | None = None, controller: Any = None,
                 quit_app: Callable[[], None] | None = None) -> None:
        super().__init__(parent_window)
        self.window = parent_window
        self.controller = controller
        self.quit_app = quit_app or (lambda: QApplication.exit(1))
        self.active = False
        self.previous_hook = sys.excepthook
        self.last_choice: int | None = None

    def install(self) -> None:
        self.previous_hook = sys.excepthook
        sys.excepthook = self.handle

    def uninstall(self) -> None:
        if sys.excepthook == self.handle:
            sys.excepthook = self.previous_hook

    def handle(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            self.previous_hook(exc_type, exc, tb)
            return
        log.error("unexpected exception", exc_info=(exc_type, exc, tb))
        if self.active:  # an error while the dialog is open: log it, never stack dialogs
            return
        self.active = True
        try:
            report = crash_report(exc_type, exc, tb, self.controller)
            shown = crash_report(exc_type, exc, tb, self.controller, on_screen=True)
            summary = f"{exc_type.__name__}: {exc}"[:300]
            dialog = CrashDialog(summary, report, self.window, shown=shown)
            self.last_choice = dialog.exec()
            if self.last_choice == CrashDialog.QUIT:
                self.quit_app()
        finally:
            self.active = False
