"""The window's sound: the game's moments as the presenter shows them (app/sound/sound_cues.py), "your turn" from the
online turn alert while the window is in the background (ui/window/turn_alert.py), a soft tick for the prompt bar's
buttons, and View → Sound (M) to mute from the table. Settings (app/storage/settings.py): sound_enabled, sound_volume,
turn_alert_sound (the "your turn" sound, at the table and online).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from nightfall_qt.app.sound.sound_cues import SoundCues
from nightfall_qt.app.texts.i18n import translate

if TYPE_CHECKING:
    from nightfall_qt.app.sound.sound_player import SoundPlayer

YOUR_TURN = "your_turn"
MUTE_KEY = "M"
# The table's "your turn" and the background alert's come from one moment a few hundred ms apart (the alert at
# once, the table when the turn is shown): one chime. Two of the table's own are two turns and both sound.
YOUR_TURN_GAP_S = 2.0


class WindowSound(QObject):
    def __init__(self, window: Any, player: SoundPlayer | None = None) -> None:
        super().__init__(window)
        self.window = window
        self._player = player  # made at the first sound (app/sound/sound_player.py loads nothing the window needs)
        self.enabled = True  # View → Sound / Settings
        self.volume = 1.0
        self.your_turn = True  # Settings → "your turn" sound
        self._last_your_turn = (-YOUR_TURN_GAP_S, "")  # when, and from where: "table" or "alert"
        self.cues = SoundCues(window.controller, self)
        self.cues.cue.connect(self.play)
        # View → Sound: M mutes from the table in every language (no prompt button's key is M in any of them:
        # tests/ui/test_sound.py).
        self.mute_action = QAction(translate("WindowSound", "&Sound"), window, checkable=True, checked=True)
        self.mute_action.setShortcut(QKeySequence(MUTE_KEY))
        self.mute_action.toggled.connect(self._toggled)
        window.view_menu.addSeparator()
        window.view_menu.addAction(self.mute_action)
        window.addAction(self.mute_action)  # the shortcut works while the menu bar is hidden too
        for button in window.prompt.buttons.values():
            button.pressed.connect(lambda: self.play("tick"))

    @property
    def player(self) -> SoundPlayer:
        if self._player is None:
            from nightfall_qt.app.sound.sound_player import shared_player

            self._player = shared_player()
            self._player.volume = self.volume
            self._player.set_enabled(self.enabled)
        return self._player

    @property
    def started(self) -> bool:
        """Whether a sound was asked for yet (the player and its device exist only from then on)."""
        return self._player is not None

    def play(self, name: str, source: str = "table") -> None:
        if not self.enabled:
            return
        if name == YOUR_TURN:
            now = time.monotonic()
            last, last_source = self._last_your_turn
            if not self.your_turn:
                return
            if last_source != source and now - last < YOUR_TURN_GAP_S:
                self._last_your_turn = (-YOUR_TURN_GAP_S, "")  # the other one chimed for this moment: paired
                return
            self._last_your_turn = (now, source)
        self.player.play(name)

    def listen(self, alert: Any) -> None:
        """The online turn alert's moments (ui/window/turn_alert.py: emitted only while the window is in the
        background)."""
        alert.moment.connect(lambda name: self.play(name, "alert"))

    def apply(self, settings: Any) -> None:
        """The player's choices in Settings."""
        self.volume = settings.sound_volume / 100
        self.your_turn = settings.turn_alert_sound
        if self._player is not None:
            self._player.volume = self.volume
        self.mute_action.setChecked(settings.sound_enabled)
        self._set_enabled(settings.sound_enabled)

    def _set_enabled(self, on: bool) -> None:
        self.enabled = on
        if self._player is not None:
            self._player.set_enabled(on)

    def _toggled(self, on: bool) -> None:
        self._set_enabled(on)
        services = getattr(self.window, "services", None)
        if services is not None and services.settings.sound_enabled != on:
            services.settings.sound_enabled = on
            error = services.save_settings()
            if error:
                self.window.statusBar().showMessage(error, 10000)
        self.window.statusBar().showMessage(
            translate("WindowSound", "Sound on") if on else translate("WindowSound", "Sound off (M turns it on)"), 3000
        )
