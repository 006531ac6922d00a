"""Screenshots of "Why?" (issue 45): what a bot weighed, at 1280x720 and 1920x1080.

    python scripts/screenshots_why.py [--out docs/screenshots] [--only NAME ...] [--language de]

Writes (`-1920` at 1920x1080; `-<lang>` for another language):
  why-hover.png   the pointer rests on Mara's (Hard) move in the log: her top moves, win chances, shares of the search
  why-key.png     Y after Viktor's (Normal) move: the rule that decided, the options a viewer may see
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QEvent, QPoint, Qt  # noqa: E402
from PySide6.QtGui import QHelpEvent, QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402
from screenshots import FULL_HD, SIZE, render, seats, settle, window  # noqa: E402

from nightfall_qt.ai import make_bot  # noqa: E402
from nightfall_qt.app.texts.i18n import current_language  # noqa: E402
from nightfall_qt.engine import GameState  # noqa: E402
from nightfall_qt.ui.cards.face_budget import face_budget  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402

# Mara (Hard) starts her chain at once; Viktor (Normal) may add to it; you wait for your turn.
BOTS_CHAIN: dict[str, Any] = {
    "seed": 4, "active": 1, "phase": "chain", "turn": 7,
    "commons": ["alton_hickman", "grim_siege", "big_ghost", "deadly_grip", "lilith_lawrence"],
    "seats": [
        {"hand": ["genesis_one", "bad_smoke", "charlotte_reyes", "vulko"], "deck": ["genesis_one"] * 6,
         "in_play": ["charlotte_reyes"]},
        {"hand": ["blood_rage", "ghoul_summoning", "genesis_one", "franz_orlok"], "discard": ["deadly_grip"],
         "deck": ["genesis_one"] * 6, "in_play": ["jj_mcteague"]},
        {"hand": ["marcus_toth", "shock_and_awe", "yuri_koroviev"], "deck": ["genesis_one"] * 6},
    ],
}  # fmt: skip


def start(app: QApplication, size: tuple[int, int]) -> MainWindow:
    win = window(size=size)
    st = GameState.from_scenario(BOTS_CHAIN, win.controller.cards)
    places = seats(st.n)
    levels = ("human", "hard", "normal")
    configs = [type(s)(s.name, s.kind, levels[i]) if s.is_bot else s for i, s in enumerate(places)]
    # Hard on a fixed iteration budget: the same picture on any machine.
    win.controller.load_state(st, configs, bots={1: make_bot("hard", iterations=2000)})
    win.scene.rebuild()
    settle(app, lambda: win.controller.decision_for_viewer() is not None, timeout=120)
    return win


def tip_widget() -> QWidget | None:
    return next((w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible()), None)


def save_with_tip(app: QApplication, win: MainWindow, path: Path, at: QPoint) -> None:
    """The window with the tooltip over it, below and beside the pointer at `at` (window coordinates) as on a real
    screen: a tooltip is a window of its own, which `grab` misses, and the offscreen screen is too small to place
    it where a desktop would."""
    if current_language() != "en" and not path.stem.endswith(f"-{current_language()}"):
        path = path.with_name(f"{path.stem}-{current_language()}{path.suffix}")
    settle(app, lambda: tip_widget() is not None)
    tip = tip_widget()
    assert tip is not None
    with face_budget().unlimited():
        shot = win.grab()
    painter = QPainter(shot)
    x = min(at.x() + 2, win.width() - tip.width() - 4)  # Qt keeps a tooltip on the screen the same way
    y = at.y() + 16 if at.y() + 16 + tip.height() <= win.height() else at.y() - tip.height() - 4
    painter.drawPixmap(QPoint(max(0, x), max(0, y)), tip.grab())
    painter.end()
    if not shot.save(str(path)):
        raise OSError(f"could not write {path}")
    print(f"  {path.name}  {win.width()}x{win.height()}")


def line_of(win: MainWindow, seat: int) -> int:
    log = win.models.log
    rows = [r for r in range(log.rowCount()) if log.why(r) and win.controller.names[seat] in log.why(r)]
    return rows[0]


def shot_hover(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = start(app, size)
        view = win.log_view
        index = view.model().index(line_of(win, 1), 0)
        view.scrollTo(index)
        point = view.visualRect(index).center()
        QTest.mouseMove(view.viewport(), point)
        QApplication.sendEvent(
            view.viewport(), QHelpEvent(QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point))
        )
        save_with_tip(app, win, out / f"why-hover{suffix}.png", view.viewport().mapTo(win, point))
        win.close()


def shot_key(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = start(app, size)
        win.activateWindow()
        win.view.setFocus()
        QTest.keyClick(win.view.viewport(), Qt.Key.Key_Y)
        view = win.log_view
        row = win.models.log.last_why_row()
        at = view.visualRect(view.model().index(row, 0)).bottomLeft()  # where the Y key shows it
        save_with_tip(app, win, out / f"why-key{suffix}.png", view.viewport().mapTo(win, at))
        win.close()


SHOTS: dict[str, Callable[[QApplication, Path], None]] = {"why-hover": shot_hover, "why-key": shot_key}


def main(argv: list[str] | None = None) -> int:
    return render(SHOTS, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
