"""A desktop notification, where the desktop offers one: the freedesktop notification service on the session bus
(Linux desktops), else the system tray's balloon (Windows, macOS, trays on Linux), else nothing — said once in the
log, never to the player (a missing notification must not become a message box).

The D-Bus call goes through the service's introspected interface, so that Qt converts the arguments to the
types `Notify(susssasa{sv}i)` asks for (a Python int would be sent as a signed integer and refused).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QSystemTrayIcon, QWidget

if TYPE_CHECKING:
    from PySide6.QtDBus import QDBusConnection

log = logging.getLogger(__name__)

SERVICE = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"
APP_NAME = "Nightfall Qt"
CALL_TIMEOUT_MS = 2000  # a hung notification service must not hold the table for D-Bus's default 25 s
SHOW_MS = 8000


class DesktopNotifier:
    def __init__(self, window: QWidget, bus: QDBusConnection | None = None) -> None:
        self.window = window
        self._bus = bus
        self._tray: QSystemTrayIcon | None = None
        self._said_none = False

    def notify(self, title: str, text: str) -> str:
        """Show `title` and `text`; returns how ("dbus", "tray") or "" when this desktop offers no way."""
        if self._by_dbus(title, text):
            return "dbus"
        if QSystemTrayIcon.isSystemTrayAvailable():
            if self._tray is None:
                self._tray = QSystemTrayIcon(self.window.windowIcon(), self.window)
            self._tray.show()
            self._tray.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, SHOW_MS)
            return "tray"
        if not self._said_none:
            self._said_none = True
            log.info("no desktop notifications here: no %s on the session bus and no system tray", SERVICE)
        return ""

    def _by_dbus(self, title: str, text: str) -> bool:
        if self._bus is None and QGuiApplication.platformName() == "offscreen":
            return False  # no screen, no desktop: the test suite must not pop notifications on its runner's desktop
        try:  # QtDBus needs the system's libdbus: where it cannot load, the tray may still do it
            from PySide6.QtDBus import QDBusConnection, QDBusError, QDBusInterface
        except ImportError as exc:
            log.info("no desktop notifications over D-Bus here: %s", exc)
            return False
        bus = self._bus if self._bus is not None else QDBusConnection.sessionBus()
        if not bus.isConnected():
            return False
        iface = QDBusInterface(SERVICE, PATH, SERVICE, bus)
        if not iface.isValid():
            return False
        iface.setTimeout(CALL_TIMEOUT_MS)
        try:
            QMetaObject.invokeMethod(
                iface, "Notify", Qt.ConnectionType.DirectConnection, Q_RETURN_ARG("uint"),
                Q_ARG(str, APP_NAME), Q_ARG("uint", 0), Q_ARG(str, ""), Q_ARG(str, title), Q_ARG(str, text),
                Q_ARG("QStringList", []), Q_ARG("QVariantMap", {}), Q_ARG(int, -1),
            )  # fmt: skip
        except RuntimeError as exc:  # the service went away or refused: the tray may still do it
            log.info("the desktop notification service refused a notification: %s", exc)
            return False
        error = iface.lastError()
        if error.type() != QDBusError.ErrorType.NoError:
            log.info("the desktop notification service refused a notification: %s", error.message())
            return False
        return True
