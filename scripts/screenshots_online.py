"""Render online play to docs/screenshots/ (offscreen, servers on 127.0.0.1 only): the Host dialog over the
window once the room is open, the host's table and the friend's table after a few decisions, and the Join
dialog showing the error for a wrong room code. The server deals from a secret seed, so the cards differ
from run to run.
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


def main(out: str = "docs/screenshots") -> None:
    from PySide6.QtCore import QEventLoop, QPoint
    from PySide6.QtGui import QPainter, QPixmap
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication.instance() or QApplication([])
    import nightfall_qt.ui.window.learning as learning
    from nightfall_qt.cards import load_cards
    from nightfall_qt.ui.cards.face_budget import face_budget
    from nightfall_qt.ui.window.main_window import MainWindow

    learning.ask_user = lambda parent: (lambda title, text: True)  # type: ignore[assignment]  # no modal "sure?"

    def spin(done: Callable[[], bool], limit: float = 30.0) -> None:
        end = time.monotonic() + limit
        while not done() and time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.01)

    def over(window: QWidget, dialog: QWidget, name: str) -> None:
        """The window with the dialog centred on it, as the player sees them."""
        with face_budget().unlimited():  # every card crisp, as a player sees it a frame later
            shot = window.grab()
            face = dialog.grab()
        painter = QPainter(shot)
        painter.drawPixmap(QPoint((shot.width() - face.width()) // 2, (shot.height() - face.height()) // 2), face)
        painter.end()
        shot.save(f"{out}/{name}")
        print(f"  {name}")

    def save(widget: QWidget, name: str, size: tuple[int, int]) -> None:
        widget.resize(*size)
        spin(lambda: False, 0.3)
        with face_budget().unlimited():
            pixmap: QPixmap = widget.grab()
        pixmap.save(f"{out}/{name}")
        print(f"  {name}")

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cards = load_cards()
    root = Path(tempfile.mkdtemp())
    home_a, home_b = MainWindow(cards, instant=True), MainWindow(cards, instant=True)
    home_a.online.data_dir, home_b.online.data_dir = root / "a", root / "b"
    for window in (home_a, home_b):
        window.resize(1280, 720)
        window.show()
    host = home_a.online.host()
    host.name.setText("Ada")
    host.port.setValue(port)
    host.seat_kinds[1].setCurrentIndex(host.seat_kinds[1].findData("normal"))
    host.start_button.click()
    spin(lambda: host.ticket is not None)
    assert host.ticket is not None, host.status.text()
    over(home_a, host, "online-host-dialog.png")
    host.play_button.click()
    table_a = home_a.online.table
    join = home_b.online.join()
    join.address.setText(f"127.0.0.1:{port}")
    join.code.setText("ZZZZZZ")
    join.name.setText("Bea")
    join.join_button.click()
    spin(lambda: join.join_button.isEnabled() and bool(join.status.text()))
    over(home_b, join, "online-join-error.png")
    join.code.setText(host.ticket.room)
    join.join_button.click()
    spin(lambda: home_b.online.table is not None)
    table_b = home_b.online.table
    spin(lambda: table_b.controller.has_game and table_a.controller.names[1] == "Bea")
    for _ in range(6):  # a few passes, so that the log and the chain show a game under way
        spin(lambda: any(t.controller.decision_for_viewer() for t in (table_a, table_b)))
        table = next((t for t in (table_a, table_b) if t.controller.decision_for_viewer()), None)
        if table is None:
            break
        for kind in ("chain_pass", "claim_end", "block_done", "draw_up", "end_turn"):
            if table.prompt.buttons[kind].isVisible():
                table.prompt.buttons[kind].click()
                break
        else:
            break
        spin(lambda: False, 0.5)
    save(table_a, "online-table.png", (1280, 720))
    save(table_a, "online-table-1920.png", (1920, 1080))
    save(table_b, "online-table-friend.png", (1280, 720))
    table_b.close()
    table_a.close()
    home_a.close()
    home_b.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
