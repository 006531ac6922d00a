"""View → Pause (Ctrl+P or the Pause key): hold a live game before the next shown event, to read what the bots did.

The presenter holds (app/game/presenter.py): nothing more is shown, no bot is asked, and a bot's answer that arrives is
kept until the player continues (app/game/bot_scheduler.py); the player's own prompt waits too. The same hold comes by
itself before each chain resolves when Settings → "Pause before each chain resolves" is on. A permanent label in
the status bar says the game is paused and how to continue.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel

from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.ui.theme import css, follow_style


class LivePause(QObject):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.presenter = window.controller.presenter
        self.action = QAction(translate("LivePause", "&Pause"), window, checkable=True)
        self.action.setShortcuts([QKeySequence("Ctrl+P"), QKeySequence(Qt.Key.Key_Pause)])
        self.action.setToolTip(translate("LivePause", "Hold the table before the next event; the game waits"))
        self.action.toggled.connect(self._toggled)
        window.view_menu.addSeparator()
        window.view_menu.addAction(self.action)
        self.label = QLabel()
        self.label.setObjectName("pausedNotice")
        follow_style(self.label, lambda c: f"#pausedNotice {{ background: {css(c.paused)}; color: {css(c.paused_text)};"
                     " font-weight: bold; padding: 0 8px; border-radius: 3px; }")
        self.label.hide()
        window.statusBar().addPermanentWidget(self.label)
        self.presenter.held.connect(self._held)

    def _toggled(self, on: bool) -> None:
        if on:
            self.presenter.hold()
        else:
            self.presenter.release()

    def _held(self, on: bool) -> None:
        self.action.blockSignals(True)
        self.action.setChecked(on)
        self.action.blockSignals(False)
        self.label.setText(translate("LivePause", "Paused — Ctrl+P to continue"))
        self.label.setVisible(on)
