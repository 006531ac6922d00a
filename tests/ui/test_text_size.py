"""Issue 41, point 6, "View → Zoom is not a font size": two steps of Ctrl++ at 1280×720 put scroll bars on the table
and cut off name plates and archive names. Settings → Text size (100–150 %) makes the window's text larger and lets
it re-flow: the dialogs, the prompt bar and the log grow without scroll bars; the table keeps its size (its hand
cards' rules text stays as large as at 100 %) and the hover zoom, how a card is read, grows. Through the real Settings
dialog, chosen with the keyboard."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from nightfall_qt.app.settings import settings_from_data
from nightfall_qt.engine import GameOptions
from nightfall_qt.ui import layout_audit
from nightfall_qt.ui.new_game_dialog import NewGameDialog
from nightfall_qt.ui.settings_dialog import SettingsDialog


def test_text_size_125_reflows_without_scroll_bars(make_window: Any, tmp_path: Any, qtbot: Any,
                                                   monkeypatch: Any) -> None:
    window = make_window(instant=True, root=tmp_path)
    base = QApplication.font().pointSizeF()
    window.start(GameOptions(players=3, seed=3), [*window.services.settings.seat_configs()[:3]])
    qtbot.waitUntil(lambda: window.controller.decision_for_viewer() is not None, timeout=20_000)
    hand = list(window.scene.hand_layer.items.values())
    hand_px = layout_audit.hand_text_px(window.view, hand)
    log_px = QFontInfo(window.log_view.font()).pixelSize()
    prompt_px = QFontInfo(window.prompt.label.font()).pixelSize()

    def choose_125(dialog: SettingsDialog) -> int:
        dialog.show()
        dialog.text_size.setFocus()
        QTest.keyClick(dialog.text_size, Qt.Key.Key_Down)
        QTest.keyClick(dialog.text_size, Qt.Key.Key_Down)  # 100 % → 115 % → 125 %
        assert dialog.text_size.currentData() == 125
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", choose_125)
    try:
        window.persistence.open_settings()
        assert window.services.settings.text_size == 125
        QTest.qWait(50)
        assert QApplication.font().pointSizeF() == base * 1.25
        assert QFontInfo(window.log_view.font()).pixelSize() >= round(log_px * 1.2)
        assert QFontInfo(window.prompt.label.font()).pixelSize() >= round(prompt_px * 1.2)
        # The table: no scroll bar, the hand's rules text as large as before.
        view = window.view
        assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
        assert layout_audit.hand_text_px(view, hand) == hand_px
        assert not window.log_view.horizontalScrollBar().isVisible()
        # The dialogs at 125 % fit a 1280×720 screen.
        editions = window.controller.cards.editions
        for dialog in (SettingsDialog(window.services.settings), NewGameDialog(window, editions)):
            hint = dialog.sizeHint()
            assert hint.width() <= 1280 and hint.height() <= 720, (type(dialog).__name__, hint)
            dialog.deleteLater()
    finally:
        window.set_text_size(100)
    assert QApplication.font().pointSizeF() == base  # back to 100 % for the tests after this one


def test_a_saved_text_size_is_checked() -> None:
    problems: list[str] = []
    assert settings_from_data({"text_size": 125}).text_size == 125
    assert settings_from_data({"text_size": 300}, problems).text_size == 100 and problems
