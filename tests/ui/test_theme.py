"""Settings → Theme: dark and light, the desktop's by default; the side panels take the theme's colours, and every
text colour of both themes reads at WCAG AA (4.5:1) on the backgrounds it is used on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDialog, QLabel, QWidget

from nightfall_qt.app.settings import settings_from_data
from nightfall_qt.ui import theme
from nightfall_qt.ui.contrast import AA, contrast_ratio
from nightfall_qt.ui.main_window import MainWindow
from nightfall_qt.ui.settings_dialog import SettingsDialog
from nightfall_qt.ui.theme import DARK, LIGHT, THEMES

ROLES = QPalette.ColorRole


@pytest.fixture(autouse=True)
def _back_to_dark() -> Any:
    yield
    theme.ThemeSwitch().apply(theme.SYSTEM)  # the other tests' windows start as the desktop says


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_text_colour_of_a_theme_is_legible_where_it_is_used(name: str) -> None:
    t = THEMES[name]
    pairs = {
        "text on window": (t.text, t.window), "text on panel": (t.text, t.panel),
        "text on rows": (t.text, t.alternate), "text on buttons": (t.text, t.button),
        "notes on window": (t.muted, t.window), "notes on panel": (t.muted, t.panel),
        "notes on buttons": (t.muted, t.button), "link on panel": (t.link, t.panel),
        "link on window": (t.link, t.window),
        "error on window": (t.error, t.window), "error on panel": (t.error, t.panel),
        "warning on window": (t.warning, t.window), "selection": (t.highlight_text, t.highlight),
    }  # fmt: skip
    low = {k: round(contrast_ratio(*v), 2) for k, v in pairs.items() if contrast_ratio(*v) < AA}
    assert low == {}


def choose_theme(window: MainWindow, monkeypatch: Any, key: str) -> None:
    """Settings → Theme: the entry `key`, picked with the keyboard, then OK."""

    def choose(dialog: SettingsDialog) -> int:
        dialog.show()
        dialog.theme.setFocus()
        QTest.keyClick(dialog.theme, Qt.Key.Key_Home)
        for _ in range(dialog.theme.findData(key)):
            QTest.keyClick(dialog.theme, Qt.Key.Key_Down)
        assert dialog.theme.currentData() == key
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.persistence.open_settings()


def side_widgets(window: MainWindow) -> list[QWidget]:
    """Every visible widget of the side column, the prompt bar and the status bar (what sits beside the table)."""
    side = window.log_view.parentWidget()
    assert side is not None
    found: list[QWidget] = []
    for root in (side, window.prompt, window.statusBar()):
        found += [w for w in root.findChildren(QWidget) if w.isVisible()] + [root]
    return found


def assert_panels_in(window: MainWindow, t: theme.Theme, qtbot: Any) -> None:
    log = window.log_view
    # Qt hands the new application palette to each widget through its event loop.
    qtbot.waitUntil(
        lambda: log.palette().color(ROLES.Base) == t.panel and window.prompt.palette().color(ROLES.Window) == t.window
    )
    assert log.viewport().palette().color(ROLES.Base) == t.panel
    assert window.prompt.palette().color(ROLES.Window) == t.window
    low = []
    for w in side_widgets(window):
        p = w.palette()
        pairs = [(p.color(ROLES.WindowText), p.color(ROLES.Window))]
        if isinstance(w, QAbstractScrollArea):
            pairs.append((p.color(ROLES.Text), p.color(ROLES.Base)))
        if isinstance(w, QLabel) and "color:" in w.styleSheet():  # a label coloured by hand (the tutorial accent)
            pairs.append((QColor(w.styleSheet().split("color:")[1].strip(" ;")), p.color(ROLES.Window)))
        low += [(type(w).__name__, fg.name(), bg.name()) for fg, bg in pairs if contrast_ratio(fg, bg) < AA]
    assert low == []


def test_the_theme_chosen_in_settings_colours_the_panels_and_is_remembered(
    make_window: Any, tmp_path: Path, monkeypatch: Any, qtbot: Any
) -> None:
    window = make_window(root=tmp_path)
    for key, expected in (("light", LIGHT), ("dark", DARK), ("light", LIGHT)):
        choose_theme(window, monkeypatch, key)
        assert theme.current() is expected
        assert QApplication.palette().color(ROLES.Window) == expected.window
        assert_panels_in(window, expected, qtbot)
    saved = json.loads(next(tmp_path.rglob("settings.json")).read_text(encoding="utf-8"))
    assert saved["theme"] == "light"
    window.close()
    theme.ThemeSwitch().apply("dark")
    again = make_window(instant=False, root=tmp_path)  # a new start reads the choice back (and applies it)
    assert theme.current() is LIGHT
    assert_panels_in(again, LIGHT, qtbot)


def test_system_follows_the_desktop_and_its_changes(make_window: Any, monkeypatch: Any, qtbot: Any) -> None:
    prefers = {"light": False}
    monkeypatch.setattr(theme, "desktop_prefers_light", lambda: prefers["light"])
    window = make_window()
    window.set_theme("system")
    assert theme.current() is DARK  # an unknown or dark desktop: the table's dark
    prefers["light"] = True
    hints = QGuiApplication.styleHints()
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)  # the desktop switched while the app runs
    assert theme.current() is LIGHT
    assert_panels_in(window, LIGHT, qtbot)
    window.set_theme("dark")  # a choice in Settings wins over the desktop
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert theme.current() is DARK
    assert_panels_in(window, DARK, qtbot)


def test_a_saved_theme_is_checked() -> None:
    problems: list[str] = []
    assert settings_from_data({"theme": "light"}, problems).theme == "light"
    assert settings_from_data({"theme": "purple"}, problems).theme == "system"
    assert problems and '"theme"' in problems[0] and "system, dark, light" in problems[0]


def test_the_tutorials_accent_follows_a_theme_switch(make_window: Any, qtbot: Any) -> None:
    """The lesson's explanation is coloured by hand (amber on dark, brown on light): a switch recolours it."""
    window = make_window()
    window.learning.start_tutorial()
    panel = window.learning.tutorial_panel
    qtbot.waitUntil(panel.isVisible)
    for choice, expected in (("light", LIGHT), ("dark", DARK)):
        window.set_theme(choice)
        qtbot.waitUntil(lambda t=expected: panel.palette().color(panel.backgroundRole()) == t.window)
        assert_panels_in(window, expected, qtbot)  # the accent label is among the side widgets checked
        accent = QColor(panel.message.styleSheet().split("color:")[1].strip(" ;"))
        assert contrast_ratio(accent, expected.window) >= AA
