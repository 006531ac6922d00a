"""Issue 41, point 5, the tutorial's contradictions, through the real window (real drags and clicks, animations on):
lesson 1 outlined every hand card green under "Start a chain with any card", then refused all but Alton Hickman
with a lowercase "this card cannot be added…"; leaving the tutorial with no earlier game asked "A game is in
progress. Start a new one?", answering No left the lesson's position without its panel, and the log kept the
panel's room until a restart."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QMessageBox

from nightfall_qt.cards import load_cards
from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog
from nightfall_qt.ui.table.table_layout import CHAIN_RECT
from nightfall_qt.ui.window.main_window import MainWindow

from .test_combat_drawn import at
from .test_table import LEFT, drag

CARDS = load_cards()


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    win = MainWindow(cards=CARDS, instant=False)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.set_animation_speed(0.5)
    yield win
    win.close()


def hand(window: MainWindow) -> dict[str, Any]:
    st = window.controller.state
    return {st.cid(uid): item for uid, item in window.scene.hand_layer.items.items()}


def test_lesson_one_marks_only_the_taught_card_and_says_why_in_a_sentence(window: MainWindow, qtbot: Any) -> None:
    window.learning.start_tutorial(0)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.buttons["chain_pass"].isVisible())
    cards = hand(window)
    hint = window.learning.tutorial.tutorial.current.hint
    assert {cid for cid, item in cards.items() if item.row["legal"]} == {"alton_hickman"}
    assert all(item.row["why_not"] == hint for cid, item in cards.items() if cid != "alton_hickman")
    drag(window, at(window, cards["enraged_ghoul"]), window.view.mapFromScene(CHAIN_RECT.center()))
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()))
    message = window.statusBar().currentMessage()
    assert message == hint and message[0].isupper(), message
    assert ctl.state.chain == []
    assert hint in window.learning.tutorial_panel.text_content()
    assert "cannot be added" not in window.learning.tutorial_panel.text_content()


def test_leaving_without_a_game_asks_nothing_and_cancel_stays_in_the_lesson(make_window: Any, tmp_path: Any,
                                                                           qtbot: Any, monkeypatch: Any) -> None:
    window = make_window(instant=False, root=tmp_path)  # with its settings and saves: File → New asks before
    assert window.persistence is not None
    asked: list[str] = []
    no = QMessageBox.StandardButton.No
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(str(a[2])) or no)
    answers = [QDialog.DialogCode.Rejected]

    def exec_dialog(dialog: NewGameDialog) -> int:
        if answers[0] == QDialog.DialogCode.Accepted:
            dialog.result_options, dialog.result_seats = dialog.build()
        return answers[0]

    monkeypatch.setattr(NewGameDialog, "exec", exec_dialog)
    log_before = window.log_view.height()
    window.learning.start_tutorial(0)
    panel = window.learning.tutorial_panel
    qtbot.waitUntil(lambda: panel.isVisible() and window.controller.presenter.idle)
    assert window.log_view.height() < log_before  # the panel took its room from the log
    QTest.mouseClick(panel.exit, LEFT)
    qtbot.wait(50)  # the dialog opens after the click has been handled (a zero timer); it answers at once here
    assert asked == []  # no "a game is in progress" about the lesson
    assert panel.isVisible() and window.learning.tutorial.tutorial is not None  # cancelled: still in the lesson
    answers[0] = QDialog.DialogCode.Accepted
    QTest.mouseClick(panel.exit, LEFT)
    qtbot.waitUntil(lambda: not panel.isVisible())
    assert asked == [] and window.learning.tutorial.tutorial is None
    qtbot.waitUntil(lambda: window.log_view.height() >= log_before - 2)  # the room is the log's again
