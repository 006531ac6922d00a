"""Issue 41, point 7, wording a new player tripped over, through the real window (animations on, real drags and
clicks): the cleanup prompt after drawing up, why-not texts as sentences without "orders", a blocked attack that
strikes its blockers (not the player), an absorber said before the damage it takes, "— Turn 2: You —", and a log
without a horizontal scroll bar."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.ui.table.table_layout import CHAIN_RECT
from nightfall_qt.ui.window.main_window import MainWindow

from .test_combat_drawn import at, minion, window  # noqa: F401 (the fixture)
from .test_table import drag

CARDS = load_cards()
LEFT = Qt.MouseButton.LeftButton
SEATS = [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "random")]
# Mara attacks you with Indigo Six (1) and Alton Hickman (2, unblockable); your Lilith Lawrence can block Indigo
# Six, your Bad Smoke must absorb the damage dealt to you.
BLOCK_AND_ABSORB = {
    "seed": 1, "active": 1, "phase": "combat",
    "combat": {"step": "blocks", "blocking": 0,
               "attacks": [{"attacker": 0, "target": 0}, {"attacker": 1, "target": 0}]},
    "seats": [
        {"name": "You", "in_play": ["lilith_lawrence", "bad_smoke"], "hand": ["wound_bite", "charlotte_reyes"],
         "deck": ["bad_smoke"] * 6},
        {"name": "Mara", "in_play": ["indigo_six", "alton_hickman"], "hand": [], "deck": ["bad_smoke"] * 6},
    ],
}  # fmt: skip
CLEANUP = {
    "seed": 1, "active": 0, "phase": "cleanup",
    "seats": [
        {"name": "You", "hand": ["bad_smoke", "charlotte_reyes", "wound_bite"], "deck": ["bad_smoke"] * 6},
        {"name": "Mara", "hand": ["bad_smoke"], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def load(win: MainWindow, scenario: dict[str, Any]) -> None:
    win.controller.load_state(GameState.from_scenario(scenario, CARDS), SEATS)
    win.scene.rebuild()


def test_a_blocked_attack_an_absorber_and_the_turn_line_read_right(window: MainWindow, qtbot: Any) -> None:  # noqa: F811
    load(window, BLOCK_AND_ABSORB)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.buttons["block_done"].isVisible())
    # A why-not in the status bar: a sentence, and no "orders".
    wound = next(i for u, i in window.scene.hand_layer.items.items() if ctl.state.cid(u).startswith("wound"))
    drag(window, at(window, wound), window.view.mapFromScene(CHAIN_RECT.center()))
    message = window.statusBar().currentMessage()
    assert message and message[0].isupper() and "order" not in message, message
    drag(window, at(window, minion(window, 0, "lilith_lawrence")), at(window, minion(window, 1, "indigo_six")))
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.buttons["block_done"].isVisible())
    QTest.mouseClick(window.prompt.buttons["block_done"], LEFT)
    qtbot.waitUntil(lambda: "— Turn 2: You —" in window.models.log.lines(), timeout=30_000)
    lines = window.models.log.lines()
    assert "Indigo Six strikes your blockers with strength 1." in lines
    assert "Indigo Six strikes you with strength 1." not in lines
    assert "Alton Hickman strikes you with strength 2." in lines
    assert lines.index("Bad Smoke absorbs 2 damage.") < lines.index("Bad Smoke takes 2 damage.")
    # The log wraps in the width it has: no horizontal scroll bar, no line wider than the view.
    log = window.log_view
    QTest.qWait(0)
    assert not log.horizontalScrollBar().isVisible()
    width = log.viewport().width()
    rows = [log.visualRect(window.models.log.index(r, 0)) for r in range(window.models.log.rowCount())]
    assert all(rect.width() <= width for rect in rows if rect.isValid())


def test_after_drawing_up_the_cleanup_prompt_says_end_your_turn(window: MainWindow, qtbot: Any) -> None:  # noqa: F811
    load(window, CLEANUP)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.buttons["draw_up"].isVisible())
    assert window.prompt.label.text().startswith("You: Draw up to five cards")
    QTest.mouseClick(window.prompt.buttons["draw_up"], LEFT)
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.buttons["end_turn"].isVisible())
    assert window.prompt.label.text() == ("You: End your turn, or use the wound effect (discard all wounds, draw 2 "
                                          "for each).")


def test_why_not_texts_do_not_use_the_jargon_orders() -> None:
    import inspect

    from nightfall_qt.app.game import why_not

    assert "order" not in " ".join(why_not.REASON_WORDS.values())
    assert "exiles an order" not in inspect.getsource(why_not)
