"""Presence and turns in the app's real windows against a server on 127.0.0.1: a friend who drops is shown on
the host's name plate, in the log and the status line, and the mark goes when they are back; the status line
says how the connection is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from nightfall_qt.app.remote.online_tickets import load_tickets
from nightfall_qt.app.session import AppServices
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.storage.settings import Settings
from nightfall_qt.online.embedded import EmbeddedServer
from nightfall_qt.ui.dialogs.resume_dialog import ResumeDialog
from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog
from nightfall_qt.ui.table.name_plate import Badge
from nightfall_qt.ui.window.desktop_notice import DesktopNotifier
from nightfall_qt.ui.window.main_window import MainWindow
from nightfall_qt.ui.window.turn_alert import TurnAlertSwitches
from tests.online.test_app_online import (
    CARDS,
    LEFT,
    WAIT,
    _known_deal,
    free_port,
    host_game,
    join_game,
    make_window,
    play,
)

__all__ = ["_known_deal", "make_window"]  # fixtures, used by name


def plate(table: MainWindow, seat: int) -> Badge:
    return next(b for b in table.scene.badges if b.seat == seat)


def host_and_friend(make_window: Any, qtbot: Any) -> tuple[MainWindow, MainWindow, MainWindow]:
    home_a, home_b = make_window("a"), make_window("b")
    port = free_port()
    host_dialog, table_a = host_game(qtbot, home_a, port)
    join_game(qtbot, home_b, f"127.0.0.1:{port}", host_dialog.ticket.room, "Bea")
    qtbot.waitUntil(lambda: home_b.online.table is not None and home_b.online.table.controller.has_game,
                    timeout=WAIT)  # fmt: skip
    qtbot.waitUntil(lambda: table_a.controller.names[1] == "Bea", timeout=WAIT)
    return table_a, home_b.online.table, home_b


def test_the_host_sees_a_friend_drop_and_come_back(make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    table_a, table_b, home_b = host_and_friend(make_window, qtbot)
    assert not plate(table_a, 1).away
    table_b.close()  # Bea's connection goes (her window closes; the seat stays hers)
    qtbot.waitUntil(lambda: plate(table_a, 1).away.startswith("away since"), timeout=WAIT)
    dropped = "Bea's connection dropped: the game waits for them to come back."
    assert table_a.models.log.lines()[-1] == dropped
    assert table_a.statusBar().currentMessage() == dropped
    assert "is not connected" in plate(table_a, 1).toolTip()
    resumed = home_b.online.resume(load_tickets(tmp_path / "b")[0])
    try:
        qtbot.waitUntil(lambda: not plate(table_a, 1).away, timeout=WAIT)
        assert "Bea is back." in table_a.models.log.lines()
        qtbot.waitUntil(lambda: resumed.controller.has_game and resumed.controller.connected, timeout=WAIT)
        assert not plate(resumed, 0).away, "the friend hears that the host is there"
        # A resumed window said "Connecting to ws://…" while it connected; once connected, that is gone.
        assert "Connecting" not in resumed.statusBar().currentMessage()
        assert resumed.online.connection.text().endswith("connected")
    finally:
        resumed.close()
        table_a.close()


def test_the_status_line_follows_the_link(make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    table_a, table_b, _home_b = host_and_friend(make_window, qtbot)
    try:
        label = table_b.online.connection
        qtbot.waitUntil(lambda: table_b.controller.connected, timeout=WAIT)
        # Once connected nothing says "Connecting…" any more: the label says the link is up.
        assert "Connecting" not in label.text() and "Connecting" not in table_b.statusBar().currentMessage()
        assert label.text().endswith("connected"), label.text()
        # The server goes: the friend reads that the link is lost, why, and which attempt is under way.
        port = table_a.online.server.port
        table_a.online.server.stop()
        qtbot.waitUntil(lambda: "attempt 2" in label.text(), timeout=WAIT)
        assert "lost" in label.text().lower() or "Reconnecting" in label.text()
        again = EmbeddedServer("127.0.0.1", port, tmp_path / "a" / "server", CARDS)
        again.start()
        table_a.online.server = again
        qtbot.waitUntil(lambda: table_b.controller.connected and label.text().endswith("connected"), timeout=WAIT)
        assert "Reconnecting" not in table_b.statusBar().currentMessage()
    finally:
        table_b.close()
        table_a.close()


def test_the_turn_is_announced_only_to_a_window_in_the_background(
    make_window: Any, qtbot: Any, monkeypatch: Any
) -> None:  # fmt: skip
    alerts: list[object] = []
    notes: list[tuple[str, str]] = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda widget, ms=0: alerts.append(widget)))
    monkeypatch.setattr(DesktopNotifier, "notify", lambda self, title, text: notes.append((title, text)) or "dbus")
    active = [False]
    monkeypatch.setattr(MainWindow, "isActiveWindow", lambda self: active[0])
    home = make_window("a")
    _dialog, table = host_game(qtbot, home, free_port(), friend=False)  # Ada and two bots
    qtbot.waitUntil(lambda: table.controller.decision_for_viewer() is not None, timeout=WAIT)
    assert alerts == [table], "the taskbar entry asks for attention when the turn comes"
    assert notes and notes[-1][0] == "Nightfall: it's your turn" and table.controller.ticket.room in notes[-1][1]
    table.controller.decisionChanged.emit()  # the same decision again (a redraw, a reconnection): no new alert
    assert len(alerts) == 1 and len(notes) == 1
    moments: list[str] = []
    table.online.turn_alert.moment.connect(moments.append)
    play(qtbot, {0: table}, 4)
    qtbot.waitUntil(lambda: table.controller.decision_for_viewer() is not None, timeout=WAIT)
    assert 1 < len(alerts) <= 5 and len(notes) == len(alerts) and moments.count("your_turn") == len(alerts) - 1
    # The player is looking at the window: nothing flashes.
    active[0] = True
    before = len(alerts)
    play(qtbot, {0: table}, 3)
    assert len(alerts) == before
    # Switched off in Settings: no taskbar flash, no notification, even in the background.
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    for box in (dialog.turn_taskbar, dialog.turn_notification):
        QTest.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))  # on the box itself
    chosen = dialog.result_settings()
    assert not chosen.turn_alert_taskbar and not chosen.turn_alert_notification
    table.online.turn_alert.switches = TurnAlertSwitches.from_settings(chosen)
    active[0] = False
    play(qtbot, {0: table}, 4)
    assert len(alerts) == before and len(notes) == before
    table.close()


def test_a_restarted_app_offers_the_online_game_and_resumes_it(
    make_window: Any, qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:  # fmt: skip
    home_a = make_window("a")
    port = free_port()
    host_dialog, table_a = host_game(qtbot, home_a, port)
    root = tmp_path / "bea"  # Bea's app: its data folder holds her seat's ticket between runs

    def start_app() -> MainWindow:
        window = MainWindow(instant=True, services=AppServices.from_paths(AppPaths.under(root)))
        qtbot.addWidget(window)
        window.show()
        return window

    bea = start_app()
    join_game(qtbot, bea, f"127.0.0.1:{port}", host_dialog.ticket.room, "Bea")
    qtbot.waitUntil(lambda: bea.online.table is not None and bea.online.table.controller.has_game, timeout=WAIT)
    bea.online.table.quit_action.trigger()  # Bea quits the app
    table_a.online.server.stop()  # and the host's server is away when she starts it again
    servers: list[EmbeddedServer] = []
    entries: list[list[str]] = []

    def player(dialog: ResumeDialog) -> int:
        """Bea picks the online game and presses Resume: no server answers; again once it is back."""
        dialog.show()
        entries.append([dialog.games.item(i).text() for i in range(dialog.games.count())])
        QTest.mouseClick(dialog.games.viewport(), LEFT, pos=dialog.games.visualItemRect(dialog.games.item(0)).center())
        QTest.mouseClick(dialog.resume, LEFT)
        qtbot.waitUntil(lambda: "No game server answers" in dialog.status.text(), timeout=WAIT)
        assert dialog.isVisible() and dialog.games.count() == 1 and dialog.resume.isEnabled()
        again = EmbeddedServer("127.0.0.1", port, tmp_path / "a" / "server", CARDS)
        again.start()
        servers.append(again)
        QTest.mouseClick(dialog.resume, LEFT)
        qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=WAIT)
        return dialog.result()

    monkeypatch.setattr(ResumeDialog, "exec", player)
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: pytest.fail("no New Game dialog on resume"))
    try:
        restarted = start_app()
        restarted.persistence.startup()
        assert entries == [[f"Online: room {host_dialog.ticket.room}, seat 2 as Bea\nws://127.0.0.1:{port}"]]
        table = restarted.online.table
        assert table is not None and not restarted.isVisible()
        qtbot.waitUntil(lambda: table.controller.has_game and table.controller.connected, timeout=WAIT)
        assert table.controller.viewer_seat == 1 and table.models.hand.rowCount() > 0, "her hand is back"
        table.close()
    finally:
        table_a.online.server = servers[0] if servers else None
        table_a.close()


def test_a_finished_online_game_is_not_offered_at_start_but_stays_resumable(tmp_path: Path) -> None:
    from nightfall_qt.app.remote.online_tickets import mark_finished, remember, unfinished_tickets
    from nightfall_qt.app.remote.remote_controller import OnlineSeat

    ended = OnlineSeat("ws://127.0.0.1:9", "ABCDEF", 1, "x" * 43, "Bea")
    going = OnlineSeat("ws://127.0.0.1:9", "GHJKLM", 0, "y" * 43, "Bea")
    remember(tmp_path, ended)
    remember(tmp_path, going)
    mark_finished(tmp_path, ended)
    remember(tmp_path, ended)  # resumed again from File → Resume online game: still finished
    assert unfinished_tickets(tmp_path) == [going]
    assert load_tickets(tmp_path) == [ended, going]
