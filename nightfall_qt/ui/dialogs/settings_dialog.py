"""The Settings dialog (persisted by the caller through AppServices.save_settings)."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.storage.saves import BOT_LEVELS
from nightfall_qt.app.storage.settings import (
    LANGUAGES,
    REPLAYS_KEPT_MAX,
    SOUND_VOLUME_RANGE,
    SYSTEM,
    TEXT_SIZES,
    THEMES,
    Settings,
)
from nightfall_qt.app.texts import labels
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, resolve_language, translate
from nightfall_qt.ui.theme import text_style

SPEED_CONTEXT = "AnimationSpeed"  # SPEED_LABELS are shown as translate(SPEED_CONTEXT, name)
SPEED_LABELS: tuple[tuple[str, float], ...] = (
    (QT_TRANSLATE_NOOP("AnimationSpeed", "Off"), 0.0),
    (QT_TRANSLATE_NOOP("AnimationSpeed", "Fast"), 0.5),
    (QT_TRANSLATE_NOOP("AnimationSpeed", "Normal"), 1.0),
    (QT_TRANSLATE_NOOP("AnimationSpeed", "Slow"), 2.0),
)
LANGUAGE_NOTE = QT_TRANSLATE_NOOP("SettingsDialog", "The language applies after a restart.")
THEME_LABELS: dict[str, str] = {
    "system": str(QT_TRANSLATE_NOOP("SettingsDialog", "As the desktop (dark or light)")),
    "dark": str(QT_TRANSLATE_NOOP("SettingsDialog", "Dark")),
    "light": str(QT_TRANSLATE_NOOP("SettingsDialog", "Light")),
}


def language_choices() -> list[tuple[str, str]]:
    """(setting, text) for the Language combo: the system's language first, named after the language it
    stands for now, then each language under its own name (endonyms are not translated)."""
    system = translate("SettingsDialog", "System language ({language})").format(
        language=LANGUAGES[resolve_language(SYSTEM)])
    return [(SYSTEM, system), *LANGUAGES.items()]


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self._settings = copy.deepcopy(settings)
        layout = QVBoxLayout(self)
        layout.addWidget(self._play_box(settings))
        layout.addWidget(self._turn_alert_box(settings))
        layout.addWidget(self._seats_box(settings))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _play_box(self, settings: Settings) -> QGroupBox:
        """The Play group: pace, confirmations, how the window looks and sounds."""
        general = QGroupBox(translate("SettingsDialog", "Play"))
        form = QFormLayout(general)
        self.speed = QComboBox()
        for speed, factor in SPEED_LABELS:
            self.speed.addItem(translate(SPEED_CONTEXT, speed), factor)
        self.speed.setCurrentIndex(next((i for i, (_, f) in enumerate(SPEED_LABELS) if f == settings.animation_speed),
                                        2))
        form.addRow(translate("SettingsDialog", "Animation speed"), self.speed)
        self.fast_bots = QCheckBox(translate("SettingsDialog", "Bots move without waiting for animations"))
        self.fast_bots.setChecked(settings.fast_bots)
        # Pace: the bots, and a pause before each chain resolves (ui/window/live_pause.py) — one row, the dialog fits
        # 720 px.
        self.pause_before_chain = QCheckBox(translate("SettingsDialog", "Pause before each chain resolves"))
        self.pause_before_chain.setToolTip(translate("SettingsDialog", "Continue with View → Pause (Ctrl+P)"))
        self.pause_before_chain.setChecked(settings.pause_before_chain)
        pace = QHBoxLayout()
        pace.addWidget(self.fast_bots)
        pace.addWidget(self.pause_before_chain)
        pace.addStretch(1)
        form.addRow(translate("SettingsDialog", "Fast bots"), pace)
        self.replays_kept = QSpinBox()
        self.replays_kept.setRange(1, REPLAYS_KEPT_MAX)
        self.replays_kept.setValue(settings.replays_kept)
        self.replays_kept.setSuffix(translate("SettingsDialog", " games"))
        self.replays_kept.setToolTip(translate("SettingsDialog", "Replays kept"))
        form.addRow(translate("SettingsDialog", "Confirmations"), self._confirmations(settings))
        self._look_rows(form, settings)
        form.addRow(translate("SettingsDialog", "Sound"), self._sound_row(settings))
        return general

    def _confirmations(self, settings: Settings) -> QVBoxLayout:
        """One switch per confirmation prompt: each can be turned off on its own."""
        self.confirm = QCheckBox(translate("SettingsDialog", "Ask before replacing a game in progress"))
        self.confirm.setChecked(settings.confirm_prompts)
        self.confirm_end_claim = QCheckBox(
            translate("SettingsDialog",
                      "Ask before ending the claim phase while your influence could still claim a card"))
        self.confirm_end_claim.setChecked(settings.confirm_end_claim)
        self.confirm_pass_chain = QCheckBox(
            translate("SettingsDialog", "Ask before passing without adding a card when one could join the chain"))
        self.confirm_pass_chain.setChecked(settings.confirm_pass_chain)
        self.click_plays = QCheckBox(
            translate("SettingsDialog", "Play a hand card with a single click (off: a click selects it, a second click "
                                        "or Enter plays it)"))
        self.click_plays.setChecked(settings.click_plays)
        confirmations = QVBoxLayout()
        for box in (self.confirm, self.confirm_end_claim, self.confirm_pass_chain, self.click_plays):
            confirmations.addWidget(box)
        return confirmations

    def _look_rows(self, form: QFormLayout, settings: Settings) -> None:
        """Text size (with the replays kept), theme and language."""
        # The window's text larger, re-flowed (ui/window/text_size.py); View → Zoom magnifies the table instead.
        self.text_size = QComboBox()
        for percent in TEXT_SIZES:
            self.text_size.addItem(translate("SettingsDialog", "{percent} %").format(percent=percent), percent)
        self.text_size.setCurrentIndex(max(0, self.text_size.findData(settings.text_size)))
        size_row = QHBoxLayout()  # with the replays kept: one row less, the dialog fits a 720-pixel screen
        size_row.addWidget(self.text_size)
        size_row.addSpacing(24)
        size_row.addWidget(QLabel(translate("SettingsDialog", "Replays kept")))
        size_row.addWidget(self.replays_kept)
        size_row.addStretch(1)
        form.addRow(translate("SettingsDialog", "Text size"), size_row)
        self.theme = QComboBox()
        for key in THEMES:
            self.theme.addItem(translate("SettingsDialog", THEME_LABELS[key]), key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.language = QComboBox()
        for key, text in language_choices():
            self.language.addItem(text, key)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))  # unknown: the system's
        look_row = QHBoxLayout()  # language and theme on one row: the dialog fits a 720-pixel screen at 125 %
        look_row.addWidget(self.language)
        look_row.addSpacing(24)
        look_row.addWidget(QLabel(translate("SettingsDialog", "Theme")))
        look_row.addWidget(self.theme)
        look_row.addStretch(1)
        form.addRow(translate("SettingsDialog", "Language"), look_row)
        self.language_note = QLabel(translate("SettingsDialog", LANGUAGE_NOTE))
        self.language_note.setStyleSheet(text_style("muted"))
        form.addRow("", self.language_note)

    def _seats_box(self, settings: Settings) -> QGroupBox:
        """The New Game dialog's defaults: how many players, and each seat's name, kind and level."""
        seats_box = QGroupBox(translate("SettingsDialog", "New game defaults"))
        grid = QGridLayout(seats_box)
        self.players = QSpinBox()
        self.players.setRange(2, 5)
        self.players.setValue(settings.players)
        grid.addWidget(QLabel(translate("SettingsDialog", "Number of players")), 0, 0)
        grid.addWidget(self.players, 0, 1)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        for i, seat in enumerate(settings.seats):
            name = QLineEdit(seat["name"])
            kind = QComboBox()
            kind.addItems([labels.label(labels.SEAT_KINDS, "human"), labels.label(labels.SEAT_KINDS, "bot")])
            kind.setCurrentIndex(0 if seat["kind"] == "human" else 1)
            level = QComboBox()
            for key in BOT_LEVELS:
                level.addItem(labels.label(labels.BOT_LEVELS, key), key)
            level.setCurrentIndex(BOT_LEVELS.index(seat["level"]))
            grid.addWidget(QLabel(translate("Seats", "Seat {number}").format(number=i + 1)), i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            grid.addWidget(level, i + 1, 3)
            self.names.append(name)
            self.kinds.append(kind)
            self.levels.append(level)
        return seats_box

    def _sound_row(self, settings: Settings) -> QHBoxLayout:
        """Sound on or off, its volume, and the "your turn" chime (also online, in the background): one row of the
        Play form, not a box of its own, so that the dialog still fits a 1280×720 screen at 125 % text."""
        row = QHBoxLayout()
        self.sound_on = QCheckBox(translate("SettingsDialog", "On (M at the table)"))
        self.sound_on.setChecked(settings.sound_enabled)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(*SOUND_VOLUME_RANGE)
        self.volume.setValue(settings.sound_volume)
        self.volume.setAccessibleName(translate("SettingsDialog", "Volume"))
        self.turn_sound = QCheckBox(translate("SettingsDialog", "\"Your turn\" chime"))
        self.turn_sound.setToolTip(translate("SettingsDialog", "When your turn begins at the table, and in an online "
                                                               "game also while the window is in the background."))
        self.turn_sound.setChecked(settings.turn_alert_sound)
        self.sound_on.toggled.connect(self.volume.setEnabled)
        self.sound_on.toggled.connect(self.turn_sound.setEnabled)
        self.volume.setEnabled(settings.sound_enabled)
        self.turn_sound.setEnabled(settings.sound_enabled)
        row.addWidget(self.sound_on)
        row.addWidget(QLabel(translate("SettingsDialog", "Volume")))
        row.addWidget(self.volume, 1)
        row.addWidget(self.turn_sound)
        return row

    def _turn_alert_box(self, settings: Settings) -> QGroupBox:
        """Online: how to be told that it is your turn while the window is in the background."""
        box = QGroupBox(translate("SettingsDialog", "Online: when it becomes your turn and the window is in the "
                                                    "background"))  # fmt: skip
        row = QHBoxLayout(box)  # one row: the dialog must fit a 1280×720 screen at 125 % text (issue 41)
        self.turn_taskbar = QCheckBox(translate("SettingsDialog", "Flash the taskbar entry"))
        self.turn_taskbar.setChecked(settings.turn_alert_taskbar)
        self.turn_notification = QCheckBox(translate("SettingsDialog", "Show a desktop notification"))
        self.turn_notification.setChecked(settings.turn_alert_notification)
        for check in (self.turn_taskbar, self.turn_notification):
            row.addWidget(check)
        row.addStretch(1)
        return box

    def result_settings(self) -> Settings:
        s = copy.deepcopy(self._settings)
        s.animation_speed = float(self.speed.currentData())
        s.fast_bots = self.fast_bots.isChecked()
        s.pause_before_chain = self.pause_before_chain.isChecked()
        s.replays_kept = self.replays_kept.value()
        s.confirm_prompts = self.confirm.isChecked()
        s.confirm_end_claim = self.confirm_end_claim.isChecked()
        s.confirm_pass_chain = self.confirm_pass_chain.isChecked()
        s.turn_alert_taskbar = self.turn_taskbar.isChecked()
        s.turn_alert_notification = self.turn_notification.isChecked()
        s.turn_alert_sound = self.turn_sound.isChecked()
        s.sound_enabled = self.sound_on.isChecked()
        s.sound_volume = self.volume.value()
        s.click_plays = self.click_plays.isChecked()
        s.text_size = int(self.text_size.currentData())
        s.theme = str(self.theme.currentData())
        s.language = str(self.language.currentData())
        s.players = self.players.value()
        s.seats = [
            {"name": (self.names[i].text().strip() or translate("Seats", "Player {number}").format(number=i + 1))[:40],
             "kind": "human" if self.kinds[i].currentIndex() == 0 else "bot",
             "level": str(self.levels[i].currentData())}
            for i in range(len(self.names))
        ]  # fmt: skip
        return s
