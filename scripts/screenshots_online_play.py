"""Render an online game in play, animations on, to docs/screenshots/ (offscreen, a server on 127.0.0.1 only): the
host's and the friend's tables mid-chain and mid-combat at 1280×720, and the combat pair again at 1920×1080. Both
windows are real MainWindows; the players' moves are real mouse gestures and keys on the viewports
(tests/ui/table_player.py), and each shot is taken once both tables have settled (tests/ui/table_picture.py). The
deal is fixed (the seed of tests/online/test_online_table.py), so the pictures are the same from run to run.
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

SEED = 289
SHOTS = {"chain": (1280, 720), "combat": (1280, 720)}


def main(out: str = "docs/screenshots") -> None:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    import nightfall_qt.ui.window.learning as learning
    from nightfall_qt.cards import load_cards
    from nightfall_qt.online import server as server_module
    from nightfall_qt.ui.cards.face_budget import face_budget
    from nightfall_qt.ui.window.main_window import MainWindow
    from tests.ui.table_picture import settled
    from tests.ui.table_player import act

    learning.ask_user = lambda parent: (lambda title, text: True)  # type: ignore[assignment]  # no modal "sure?"

    def spin(done: Callable[[], bool], limit: float = 30.0) -> bool:
        end = time.monotonic() + limit
        while not done() and time.monotonic() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            time.sleep(0.005)
        return done()

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cards = load_cards()
    root = Path(tempfile.mkdtemp())
    home_a, home_b = MainWindow(cards), MainWindow(cards)  # animations on
    home_a.online.data_dir, home_b.online.data_dir = root / "a", root / "b"
    for window in (home_a, home_b):
        window.resize(1280, 720)
        window.show()
    host = home_a.online.host()
    host.name.setText("Hana")
    host.port.setValue(port)
    host.players.setValue(2)
    host.seat_kinds[0].setCurrentIndex(host.seat_kinds[0].findData("friend"))
    randbits = server_module.secrets.randbits
    server_module.secrets.randbits = lambda bits: SEED  # type: ignore[assignment]  # the fixed deal, for this room
    try:
        host.start_button.click()
        spin(lambda: host.ticket is not None)
    finally:
        server_module.secrets.randbits = randbits  # type: ignore[assignment]
    assert host.ticket is not None, host.status.text()
    host.play_button.click()
    join = home_b.online.join()
    join.address.setText(f"127.0.0.1:{port}")
    join.code.setText(host.ticket.room)
    join.name.setText("Jonas")
    join.join_button.click()
    spin(lambda: home_b.online.table is not None)
    tables = (home_a.online.table, home_b.online.table)
    spin(lambda: all(t.controller.has_game for t in tables))

    def save(name: str, size: tuple[int, int]) -> None:
        for table in tables:
            table.resize(*size)
        spin(lambda: all(settled(t) for t in tables), 10)
        spin(lambda: False, 0.3)
        for table, who in zip(tables, ("host", "friend"), strict=True):
            with face_budget().unlimited():
                table.grab().save(f"{out}/online-{name}-{who}{'-1920' if size[0] == 1920 else ''}.png")
            print(f"  online-{name}-{who}{'-1920' if size[0] == 1920 else ''}.png")

    taken: set[str] = set()
    for _ in range(200):
        if not spin(lambda: all(settled(t) for t in tables) and any(
                t.controller.decision_for_viewer() is not None or t.controller.is_over for t in tables)):
            break
        obs = tables[0].controller.observation()
        if obs is None or obs.is_over:
            break
        if "chain" not in taken and len(obs.chain) >= 2:
            save("chain", (1280, 720))
            taken.add("chain")
        if "combat" not in taken and any(not a.resolved for a in obs.attacks) and obs.seats[0].in_play \
                and obs.seats[1].in_play:
            save("combat", (1280, 720))
            save("combat", (1920, 1080))
            for table in tables:
                table.resize(1280, 720)
            taken.add("combat")
        if taken == set(SHOTS):
            break
        table = next(t for t in tables if t.controller.decision_for_viewer() is not None)
        before = table.controller.decision_number
        act(table)
        spin(lambda t=table, b=before: t.controller.decision_number > b)
    for table in tables:
        table.close()
    home_a.close()
    home_b.close()
    missing = set(SHOTS) - taken
    if missing:
        raise SystemExit(f"no moment for: {', '.join(sorted(missing))}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
