"""What a player sees at each window size: `python -m benchmarks.table_layout` prints, per state of
tests/ui/test_table_layout.py and window size, the view's scale, the smallest text on the table, the hand cards'
rules text and name sizes on screen, the hover zoom's rules text, and the overlaps found (none expected)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from nightfall_qt.app.seats import SeatConfig  # noqa: E402
from nightfall_qt.engine import load_cards  # noqa: E402
from nightfall_qt.ui import layout_audit  # noqa: E402
from nightfall_qt.ui.main_window import MainWindow  # noqa: E402

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]


def main() -> int:
    from tests.ui.test_table_layout import NAMES, STATES, prepared

    app = QApplication.instance() or QApplication(sys.argv[:1])
    cards = load_cards()
    print(f"{'state':16} {'window':>10} {'scale':>6} {'min text':>9} {'hand rules px':>14} {'hand name px':>13} "
          f"{'zoom rules px':>13} {'overlaps':>8} {'covered':>7}")
    for name in STATES:
        for size in SIZES:
            win = MainWindow(cards=cards, instant=True)
            win.resize(*size)
            win.show()
            state = prepared(name)
            win.controller.load_state(state, [SeatConfig(NAMES[i], "human" if i == 0 else "bot")
                                              for i in range(state.n)])
            win.scene.rebuild()
            app.processEvents()
            view = win.view
            hand = list(win.scene.hand_layer.items.values())
            sizes = layout_audit.hand_text_px(view, hand)
            rules = [v[0] for v in sizes.values()]
            names = [v[1] for v in sizes.values()]
            QTest.mouseMove(view.viewport(), view.mapFromScene(hand[0].sceneBoundingRect().center()))
            app.processEvents()
            zoom = win.hover_zoom.text_px() if win.hover_zoom.isVisible() else 0
            px, _ = layout_audit.smallest_text_px(view)
            print(f"{name:16} {size[0]:>5}x{size[1]:<4} {layout_audit.scale(view):6.3f} {px:9.1f} "
                  f"{min(rules):6.1f}–{max(rules):<6.1f} {min(names):6.1f}–{max(names):<5.1f} {zoom:13d} "
                  f"{len(layout_audit.text_overlaps(view)):8d} {len(layout_audit.covered_numbers(view)):7d}")
            win.close()
            QTest.mouseMove(win, QPoint(0, 0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
