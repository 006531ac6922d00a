"""What a player sees at each window size: `python -m benchmarks.table_layout` prints, per state of
tests/ui/test_table_layout.py and window size, the view's scale, the smallest text on the table, the hand cards'
rules text and name sizes on screen, the hover zoom's rules text, and the overlaps found (none expected); then,
per language and hand size, the hand cards' smallest rules text, name, digits and name plate counters on screen
and how many hand texts the table face cuts ("…"), in the test states and over all cards of the game."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.app.texts.i18n import LANGUAGES, install_language, reset_language  # noqa: E402
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import CardDB  # noqa: E402
from nightfall_qt.ui.cards.card_layout import layout_card  # noqa: E402
from nightfall_qt.ui.table import layout_audit  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402

SIZES = [(1280, 720), (1920, 1080), (2560, 1440)]
HAND_STATES = ("chain_kicker", "five_seats", "hand_of_seven")  # 5 cards (3 and 5 seats), 7 cards


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
    for size in SIZES[:2]:
        print()
        hands_per_language(app, cards, size)
    return 0


def _table(app: QApplication, cards: CardDB, size: tuple[int, int], name: str) -> MainWindow:
    from tests.ui.test_table_layout import NAMES, prepared

    win = MainWindow(cards=cards, instant=True)
    win.resize(*size)
    win.show()
    state = prepared(name)
    win.controller.load_state(state, [SeatConfig(NAMES[i], "human" if i == 0 else "bot") for i in range(state.n)])
    win.scene.rebuild()
    app.processEvents()
    return win


def hands_per_language(app: QApplication, cards: CardDB, size: tuple[int, int]) -> None:
    """The issue's floors (rules >= 10 px, names, digits and counters >= 11 px) at `size`, per language and hand;
    "all cards" lays every card of the game out at that hand's width and height."""
    print(f"hand faces at {size[0]}x{size[1]}")
    print(f"{'lang':4} {'state':14} {'cards':>5} {'scale':>6} {'rules':>6} {'name':>6} {'digits':>6} {'plates':>6} "
          f"{'cut':>4} {'all cards cut':>13}")
    for language in LANGUAGES:
        install_language(language)
        for name in HAND_STATES:
            win = _table(app, cards, size, name)
            view = win.view
            hand = list(win.scene.hand_layer.items.values())
            sizes = layout_audit.face_sizes(view, hand)
            s = layout_audit.scale(view)
            rect = hand[0].boundingRect()
            every = [layout_card(rect, c, language=language, face="table", scale=s) for c in cards]
            print(f"{language:4} {name:14} {len(hand):5d} {s:6.3f} {min(v.rules for v in sizes.values()):6.1f} "
                  f"{min(v.name for v in sizes.values()):6.1f} {min(v.digits for v in sizes.values()):6.1f} "
                  f"{layout_audit.plate_counter_px(view):6.1f} {sum(not v.whole_text for v in sizes.values()):4d} "
                  f"{sum(not lay.text_fits for lay in every):6d} of {len(every):2d}")
            win.close()
    reset_language()


if __name__ == "__main__":
    sys.exit(main())
