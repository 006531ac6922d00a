"""Render presence in online play to docs/screenshots/ (offscreen, a server on 127.0.0.1 only): the host's
table with a friend whose connection dropped (the name plate's away mark, the log and status line), and the
friend's restarted app offering the online game in the Resume dialog — then saying that no server answers.
"""

from __future__ import annotations

import os
import socket
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SIZES = {"": (1280, 720), "-1920": (1920, 1080)}


def main(out: str = "docs/screenshots") -> None:
    from PySide6.QtCore import QEventLoop, QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication.instance() or QApplication([])
    from nightfall_qt.app.remote.online_tickets import unfinished_tickets
    from nightfall_qt.app.session import AppServices
    from nightfall_qt.app.storage.paths import AppPaths
    from nightfall_qt.cards import load_cards
    from nightfall_qt.ui.cards.face_budget import face_budget
    from nightfall_qt.ui.dialogs.resume_dialog import ResumeDialog
    from nightfall_qt.ui.window.main_window import MainWindow

    def spin(done: Callable[[], bool], limit: float = 30.0) -> None:
        end = time.monotonic() + limit
        while not done() and time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.01)

    def shoot(window: QWidget, name: str, dialog: QWidget | None = None) -> None:
        for suffix, size in SIZES.items():
            window.resize(*size)
            spin(lambda: False, 0.3)
            with face_budget().unlimited():
                shot = window.grab()
                face = dialog.grab() if dialog is not None else None
            if face is not None:
                painter = QPainter(shot)
                painter.drawPixmap(QPoint((shot.width() - face.width()) // 2, (shot.height() - face.height()) // 2),
                                   face)  # fmt: skip
                painter.end()
            shot.save(f"{out}/{name}{suffix}.png")
            print(f"  {name}{suffix}.png")

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cards = load_cards()
    root = Path(tempfile.mkdtemp())
    home_a = MainWindow(cards, instant=True)
    home_a.online.data_dir = root / "a"
    home_b = MainWindow(instant=True, services=AppServices.from_paths(AppPaths.under(root / "b")))
    for window in (home_a, home_b):
        window.resize(1280, 720)
        window.show()
    # Jonas also has a game against bots on this computer (autosaved after each decision).
    from nightfall_qt.app.game.seats import SeatConfig
    from nightfall_qt.engine import GameOptions

    home_b.start(GameOptions(players=3, seed=11), [SeatConfig("Jonas", "human"), SeatConfig("Mara", "bot", "easy"),
                                                   SeatConfig("Viktor", "bot", "easy")])  # fmt: skip
    for _ in range(3):
        spin(lambda: home_b.controller.decision_for_viewer() is not None, 10)
        d = home_b.controller.decision_for_viewer()
        if d is not None:
            home_b.controller.submit(d.seat, d.options[-1])
    home_b.persistence.autosaver.flush()
    host = home_a.online.host()
    host.name.setText("Ada")
    host.port.setValue(port)
    host.seat_kinds[1].setCurrentIndex(host.seat_kinds[1].findData("normal"))
    host.start_button.click()
    spin(lambda: host.ticket is not None)
    assert host.ticket is not None, host.status.text()
    host.play_button.click()
    table_a = home_a.online.table
    join = home_b.online.join()
    join.address.setText(f"127.0.0.1:{port}")
    join.code.setText(host.ticket.room)
    join.name.setText("Jonas")
    join.join_button.click()
    spin(lambda: home_b.online.table is not None)
    table_b = home_b.online.table
    spin(lambda: table_b.controller.has_game and table_a.controller.names[1] == "Jonas")
    table_b.quit_action.trigger()  # Jonas's app closes: his connection drops
    badge = next(b for b in table_a.scene.badges if b.seat == 1)
    spin(lambda: bool(badge.away))
    shoot(table_a, "online-friend-away")
    # Jonas starts his app again: the Resume dialog offers the online game.
    restarted = MainWindow(instant=True, services=AppServices.from_paths(AppPaths.under(root / "b")))
    restarted.show()
    offer = restarted.services.autosaves.resume_offer(cards)
    dialog = ResumeDialog(offer, restarted, unfinished_tickets(restarted.online.data_dir),
                          restarted.online.start_resume)  # fmt: skip
    dialog.show()
    shoot(restarted, "resume-online", dialog)
    table_a.online.server.stop()  # the host's server is away: resuming says so, the game stays listed
    dialog.games.setCurrentRow(dialog.games.count() - 1)  # the online game
    dialog.resume.click()
    spin(lambda: "No game server" in dialog.status.text())
    shoot(restarted, "resume-online-unreachable", dialog)
    dialog.reject()
    for window in (restarted, table_a, home_a, home_b):
        window.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
