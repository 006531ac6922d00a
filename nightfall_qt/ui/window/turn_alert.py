""" "It's your turn" while the window is in the background (online play, where a friend may take minutes or days).

When a decision becomes the viewer's — not on every step, not again for the same decision after a reconnection —
and the window is not the active one: the taskbar entry asks for attention (`QApplication.alert`), a desktop
notification says so where the desktop offers one (ui/window/desktop_notice.py), and the named moment `your_turn` is
emitted for the window's sound to play (ui/window/sound_ui.py). Each is switched on or off in
Settings (app/storage/settings.py: turn_alert_taskbar, turn_alert_notification, turn_alert_sound).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication

from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.ui.window.desktop_notice import DesktopNotifier

if TYPE_CHECKING:
    from nightfall_qt.ui.window.main_window import MainWindow

YOUR_TURN = "your_turn"  # the moment's name: a sound theme's file for it (DESIGN.md, "Sound as themes")


@dataclass
class TurnAlertSwitches:
    taskbar: bool = True
    notification: bool = True
    sound: bool = True

    @classmethod
    def from_settings(cls, settings: Any) -> TurnAlertSwitches:
        """The player's choices in Settings (app/storage/settings.py)."""
        return cls(settings.turn_alert_taskbar, settings.turn_alert_notification, settings.turn_alert_sound)


class TurnAlert(QObject):
    moment = Signal(str)  # YOUR_TURN: the window's sound plays it (ui/window/sound_ui.py)

    def __init__(self, window: MainWindow, notifier: DesktopNotifier | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.switches = TurnAlertSwitches()
        self.notifier = notifier if notifier is not None else DesktopNotifier(window)
        self._mine = False
        self._told: int | None = None  # the decision number last announced
        window.controller.decisionChanged.connect(self._check)

    def _check(self) -> None:
        ctl = self.window.controller
        decision = ctl.decision_for_viewer()
        became = decision is not None and not self._mine
        self._mine = decision is not None
        number = getattr(ctl, "decision_number", None)
        if decision is None or not became or (number is not None and number == self._told):
            return
        self._told = number
        if not self.window.isActiveWindow():
            self.alert(decision.prompt)

    def alert(self, prompt: str) -> None:
        s = self.switches
        if s.taskbar:
            QApplication.alert(self.window)
        if s.notification:
            ticket = getattr(self.window.controller, "ticket", None)
            title = translate("TurnAlert", "Nightfall: it's your turn")
            where = translate("TurnAlert", "Room {code}").format(code=ticket.room) if ticket is not None else ""
            self.notifier.notify(title, f"{where}: {prompt}" if where else prompt)
        if s.sound:
            self.moment.emit(YOUR_TURN)
