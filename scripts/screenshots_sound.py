"""Render what the sound adds to the window (issue 43) to docs/screenshots/ (offscreen):

settings-sound.png            the Settings dialog with its Sound row (at 125 % text: the dialog must fit 1280×720)
sound-muted.png, -1920        the table after M: View → Sound is off and the status line says how to turn it on

  python scripts/screenshots_sound.py [--out docs/screenshots] [--only NAME ...] [--language de]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import FULL_HD, SIZE, load_position, render, save, settle, window  # noqa: E402


def shot_settings(app: QApplication, out: Path) -> None:
    from nightfall_qt.app.storage.settings import Settings
    from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog
    from nightfall_qt.ui.window.text_size import TextSize

    TextSize.apply(125)
    try:
        dialog = SettingsDialog(Settings(text_size=125, sound_volume=70))
        dialog.show()
        dialog.adjustSize()
        save(app, dialog, out / "settings-sound.png")
        dialog.close()
    finally:
        TextSize.apply(100)


def shot_muted(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(size=size)
        load_position(win, "chain_kicker")
        settle(app, lambda w=win: w.controller.decision_for_viewer() is not None)
        win.activateWindow()
        win.view.setFocus()
        settle(app, win.isActiveWindow)
        QTest.keyClick(win.view.viewport(), Qt.Key.Key_M)  # the real key: View → Sound goes off
        assert not win.sound.enabled
        save(app, win, out / f"sound-muted{suffix}.png")
        win.close()


SHOTS = {"settings-sound": shot_settings, "sound-muted": shot_muted}

if __name__ == "__main__":
    sys.exit(render(SHOTS, __doc__.splitlines()[0]))
