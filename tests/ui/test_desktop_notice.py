"""The desktop notification reaches a real freedesktop notification service: a private dbus-daemon and a small
stand-in service (the signature `Notify(susssasa{sv}i)` is checked by D-Bus itself, so an argument of the wrong
type would not reach it). Without a service and without a tray, nothing is shown and the log says so once."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtDBus import QDBusConnection
from PySide6.QtWidgets import QSystemTrayIcon, QWidget

from nightfall_qt.ui.window.desktop_notice import DesktopNotifier

SERVICE = r"""
import sys
from PySide6.QtCore import ClassInfo, QCoreApplication, QObject, Slot
from PySide6.QtDBus import QDBusConnection

@ClassInfo({"D-Bus Interface": "org.freedesktop.Notifications"})
class Notifications(QObject):
    @Slot(str, "uint", str, str, str, "QStringList", "QVariantMap", int, result="uint")
    def Notify(self, app, replaces, icon, title, body, actions, hints, timeout):
        print(f"NOTIFY|{app}|{replaces}|{title}|{body}|{timeout}", flush=True)
        return 1

app = QCoreApplication(sys.argv)
bus = QDBusConnection.sessionBus()
service = Notifications()
ok = bus.registerObject("/org/freedesktop/Notifications", service, QDBusConnection.RegisterOption.ExportAllSlots)
print("ready" if ok and bus.registerService("org.freedesktop.Notifications") else "failed", flush=True)
app.exec()
"""


@pytest.fixture
def session_bus() -> Iterator[str]:
    if shutil.which("dbus-daemon") is None:
        pytest.skip("dbus-daemon is not installed")
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)  # fmt: skip
    assert daemon.stdout is not None
    try:
        yield daemon.stdout.readline().strip()
    finally:
        daemon.kill()
        daemon.wait()


def test_the_notification_reaches_the_desktop_service(qtbot: Any, session_bus: str) -> None:
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": session_bus, "QT_QPA_PLATFORM": "offscreen"}
    service = subprocess.Popen([sys.executable, "-c", SERVICE], env=env, stdout=subprocess.PIPE, text=True)
    assert service.stdout is not None
    bus = QDBusConnection.connectToBus(session_bus, "nightfall-test-notice")
    try:
        assert service.stdout.readline().strip() == "ready"
        window = QWidget()
        qtbot.addWidget(window)
        how = DesktopNotifier(window, bus).notify("Nightfall: it's your turn", "Room ABCDEF: Add a card or pass.")
        assert how == "dbus"
        assert service.stdout.readline().strip() == (
            "NOTIFY|Nightfall Qt|0|Nightfall: it's your turn|Room ABCDEF: Add a card or pass.|-1"
        )
    finally:
        QDBusConnection.disconnectFromBus("nightfall-test-notice")
        service.kill()
        service.wait()


def test_without_a_service_or_a_tray_nothing_shows_and_the_log_says_so_once(
    qtbot: Any, session_bus: str, caplog: pytest.LogCaptureFixture
) -> None:  # fmt: skip
    if QSystemTrayIcon.isSystemTrayAvailable():
        pytest.skip("this desktop has a system tray")
    bus = QDBusConnection.connectToBus(session_bus, "nightfall-test-none")
    try:
        window = QWidget()
        qtbot.addWidget(window)
        notifier = DesktopNotifier(window, bus)
        with caplog.at_level(logging.INFO, logger="nightfall_qt.ui.window.desktop_notice"):
            assert notifier.notify("a", "b") == "" and notifier.notify("a", "b") == ""
        assert len([r for r in caplog.records if "no desktop notifications" in r.getMessage()]) == 1
    finally:
        QDBusConnection.disconnectFromBus("nightfall-test-none")
