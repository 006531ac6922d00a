"""Help → About, opened with the keyboard through the real menu: version, licence, fan-edition note, Qt."""

from __future__ import annotations

from typing import Any

import PySide6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMenu

from nightfall_qt import assets
from nightfall_qt.ui.dialogs.about_dialog import AboutDialog


def _open_about(qtbot: Any, window: Any) -> AboutDialog:
    """A click on Help in the menu bar, then on About Nightfall Qt in the menu that opens."""
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(window.help_menu.menuAction()).center())
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=5000)
    menu = QApplication.activePopupWidget()
    assert menu is window.help_menu
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(window.about_action).center())
    qtbot.waitUntil(lambda: getattr(window, "about_dialog", None) is not None and window.about_dialog.isVisible(),
                    timeout=5000)  # fmt: skip
    return window.about_dialog  # type: ignore[no-any-return]


def test_about_names_version_licence_fan_edition_and_qt(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    dialog = _open_about(qtbot, window)
    texts = {label.objectName(): label.text() for label in dialog.findChildren(QLabel) if label.objectName()}
    assert texts["about-title"] == f"Nightfall Qt {assets.version()}"
    assert "GPL-3.0-or-later" in texts["about-licence"]
    assert "ABSOLUTELY NO WARRANTY" in texts["about-licence"]
    assert "unofficial fan edition" in texts["about-fan"]
    assert "AEG" in texts["about-fan"] and "David Gregg" in texts["about-fan"]
    assert f"PySide6 {PySide6.__version__}" in texts["about-qt"]
    assert "Lesser General Public License" in texts["about-qt"]
    assert "miniaudio" in texts["about-sound"] and "MIT" in texts["about-sound"]  # the sound library and its licence
    assert texts["about-game"] == window.about_text()  # the card data's provenance, as before
    assert "gnu.org/licenses/gpl-3.0" in texts["about-licence-link"]
    # The card illustrations: their source, licence and every author named in resources/art's credits.
    assert "game-icons.net" in texts["about-art"] and "CC BY 3.0" in texts["about-art"]
    for author in ("Lorc", "Delapouite", "Skoll", "Carl Olsen", "DarkZaitzev"):
        assert author in texts["about-art"], author
    link = texts["about-art-link"]
    assert "game-icons.net" in link and "creativecommons.org/licenses/by/3.0" in link
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)


def test_about_is_translated(qtbot: Any, make_window: Any) -> None:
    from nightfall_qt.app.texts.i18n import install_language, reset_language

    install_language("de")
    try:
        window = make_window()
        dialog = _open_about(qtbot, window)
        assert "inoffizielle" in dialog.texts["fan"]
        assert "OHNE JEGLICHE GEWÄHRLEISTUNG" in dialog.texts["licence"]
        dialog.reject()
    finally:
        reset_language()
