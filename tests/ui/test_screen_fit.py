"""Fits the screen, and the small fixes around it: the right-click card view, dialogs and the main window stay
inside the screen's available area (the offscreen screen is 800×800, smaller than the 1280×720 window, so it
stands for a small laptop screen); View → Zoom (keys, remembered between sessions); pass-and-play default names;
the New Game dialog's explanations; the Open-save question's title."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from nightfall_qt.app.session import AppServices
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.storage.settings import Settings, settings_from_data
from nightfall_qt.ui.dialogs.new_game_dialog import SETUP_HELP, VARIANT_HELP, NewGameDialog
from nightfall_qt.ui.window import screen_fit
from nightfall_qt.ui.window.main_window import ZOOM_STEP, MainWindow
from tests.ui.test_table import CARDS, DECK, hand_item, item_point, load, scenario

CTRL = Qt.KeyboardModifier.ControlModifier


def _window(qtbot: Any, services: AppServices | None = None) -> MainWindow:
    window = MainWindow(cards=None if services else CARDS, instant=True, services=services)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def _chain(window: MainWindow) -> None:
    load(window, scenario({"phase": "chain", "seats": [{"hand": ["furious_melee", "alton_hickman"], "deck": DECK},
                                                       {"deck": DECK}]}))


def test_the_right_click_card_view_fits_the_screen(qtbot: Any) -> None:
    window = _window(qtbot)
    _chain(window)
    item = hand_item(window, "furious_melee")
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     item_point(window, item))
    dialog = window.inspector
    qtbot.waitExposed(dialog)
    area = screen_fit.available_area(dialog)
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    dialog.close()


def test_dialogs_fit_the_screen(qtbot: Any) -> None:
    window = _window(qtbot)
    dialog = NewGameDialog(window)
    dialog.resize(1400, 1000)  # as if a long translation had made it so
    dialog.show()
    qtbot.waitExposed(dialog)
    assert screen_fit.available_area(dialog).contains(dialog.frameGeometry()), dialog.frameGeometry()
    dialog.close()


def test_the_window_opens_maximised_on_a_small_screen(qtbot: Any) -> None:
    window = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(window)
    assert screen_fit.is_small_screen(screen_fit.available_area(window))  # 800×800 offscreen
    screen_fit.show_fitted(window)
    qtbot.waitExposed(window)
    assert window.isMaximized()


def test_a_restored_geometry_larger_than_the_screen_is_fitted(qtbot: Any) -> None:
    window = MainWindow(cards=CARDS, instant=True)
    qtbot.addWidget(window)
    window.resize(2400, 1600)  # saved on a big monitor
    screen_fit.show_fitted(window, restored=True)
    qtbot.waitExposed(window)
    area = screen_fit.available_area(window)
    assert window.width() <= area.width() and window.height() <= area.height(), window.size()
    assert window.prompt.isVisible() and window.rect().contains(window.prompt.geometry().bottomRight())


def test_zoom_keys_scale_the_table_and_are_remembered(qtbot: Any, tmp_path: Path) -> None:
    services = AppServices.from_paths(AppPaths.under(tmp_path))
    window = _window(qtbot, services)
    window.raise_()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # a window's shortcut needs the active window
    window.view.setFocus()
    base = window.view.transform().m11()
    QTest.keyClick(window.view, Qt.Key.Key_Plus, CTRL)
    assert window.view.transform().m11() == pytest.approx(base * ZOOM_STEP)
    assert window.hover_zoom.zoom == pytest.approx(ZOOM_STEP)
    QTest.keyClick(window.view, Qt.Key.Key_Minus, CTRL)
    QTest.keyClick(window.view, Qt.Key.Key_Minus, CTRL)
    assert window.view.transform().m11() == pytest.approx(base / ZOOM_STEP, rel=0.01)
    QTest.keyClick(window.view, Qt.Key.Key_0, CTRL)
    assert window.view.transform().m11() == pytest.approx(base)
    QTest.keyClick(window.view, Qt.Key.Key_Plus, CTRL)
    window.close()  # saves the settings
    assert AppServices.from_paths(AppPaths.under(tmp_path)).settings.table_zoom == pytest.approx(ZOOM_STEP, rel=0.01)
    again = MainWindow(services=AppServices.from_paths(AppPaths.under(tmp_path)))  # applies the settings
    qtbot.addWidget(again)
    assert again.view.zoom == pytest.approx(ZOOM_STEP, rel=0.01)
    again.close()


@pytest.mark.parametrize("value", [0.1, 50, "big", True, None])
def test_a_bad_zoom_setting_keeps_the_default(value: object) -> None:
    assert settings_from_data({"table_zoom": value}).table_zoom == Settings().table_zoom


def test_pass_and_play_seats_are_player_1_player_2(qtbot: Any) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.names[2].setText("Cleo")
    dialog.kinds[1].setCurrentIndex(0)  # a second human: pass and play
    dialog.kinds[2].setCurrentIndex(0)
    _options, seats = dialog.build()
    assert [s.name for s in seats] == ["Player 1", "Player 2", "Cleo"]  # a typed name stays
    dialog.kinds[1].setCurrentIndex(1)
    dialog.kinds[2].setCurrentIndex(1)
    assert dialog.names[0].text() == "You" and dialog.names[1].text() == "Mara"  # one human again: the defaults


def test_the_new_game_dialog_explains_setups_and_variants(qtbot: Any) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    seen = set()
    for i in range(dialog.setup.count()):
        dialog.setup.setCurrentIndex(i)
        text = dialog.setup_help.text()
        assert text and dialog.setup.toolTip() == text
        seen.add(text)
    assert len(seen) == len(SETUP_HELP)
    for key, box in dialog.variants.items():
        assert box.toolTip() and key in VARIANT_HELP


def test_the_open_save_question_is_titled_open(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, AppServices.from_paths(AppPaths.under(tmp_path)))
    _chain(window)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, title, text, *a: asked.append(title) or
                        QMessageBox.StandardButton.No)
    assert not window.persistence.confirm_replace(opening=True)
    assert not window.persistence.confirm_replace()
    assert asked == ["Open game", "New game"]
    window.close()


def test_moving_the_pointer_off_the_window_hides_the_zoom(qtbot: Any) -> None:
    window = _window(qtbot)
    _chain(window)
    QTest.mouseMove(window.view.viewport(), QPoint(3, 3))  # from elsewhere: a move to where the pointer is is none
    QTest.mouseMove(window.view.viewport(), item_point(window, hand_item(window, "alton_hickman")))
    assert window.hover_zoom.isVisible()
    QTest.mouseMove(window.view.viewport(), QPoint(2, 2))  # the table's corner: no card
    assert not window.hover_zoom.isVisible()
