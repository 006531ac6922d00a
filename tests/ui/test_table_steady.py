"""The table holds still: a status-bar notice never resizes the view, and the suggested (or Tab-chosen) card
stays marked across a relayout, so Enter never plays a card the player cannot see marked."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.ui.window.main_window import MainWindow
from tests.ui.test_follow_game import solo_chain_game


def _marked(window: MainWindow) -> list[Any]:
    return [i for layer in window.scene.layers for i in layer.items.values() if i.highlight == "selected"]


def test_a_status_notice_does_not_resize_the_table(make_window, qtbot) -> None:  # noqa: ANN001, F811
    for size in ((1280, 720), (1920, 1080)):
        window = make_window(size=size)
        window.statusBar().clearMessage()
        QTest.qWait(0)
        before = window.view.size()
        window.statusBar().showMessage("A notice the player reads", 5000)
        QTest.qWait(50)  # the layout settles
        assert window.view.size() == before
        window.statusBar().clearMessage()
        QTest.qWait(50)
        assert window.view.size() == before
        window.learning.set_hints(True)  # the Suggest button appears in the prompt bar
        QTest.qWait(50)
        assert window.view.size() == before


def test_the_suggested_card_stays_marked_after_a_relayout(make_window, qtbot) -> None:  # noqa: ANN001, F811
    window = solo_chain_game(make_window, qtbot)
    window.learning.set_hints(True)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.choice_keys.current is not None)
    current = window.choice_keys.current
    marked = _marked(window)
    assert marked, "the suggestion is marked"
    QTest.qWait(400)  # the status notice has shown (and the table may have been laid out again)
    window.scene.resync()  # any relayout: a resize, a model change
    window.scene.set_table_height(window.scene.sceneRect().height() + 40)
    assert window.choice_keys.current == current
    assert _marked(window) == marked and all(i.highlight == "selected" for i in marked)
    # The decision changes: the mark goes with the choice.
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.choice_keys.current is None)
    assert all(i not in _marked(window) for i in marked)
