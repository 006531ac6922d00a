"""The Settings dialog (persisted by the caller through AppServices.save_settings)."""

from __future__ import annotations

import copy

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.saves import BOT_LEVELS
from nightfall_qt.app.settings import LANGUAGES, Settings

SPEED_LABELS: tuple[tuple[str, float], ...] = (("Off", 0.0), ("Fast", 0.5), ("Normal", 1.0), ("Slow", 2.0))
LANGUAGE_NOTE = "The language applies after a restart."


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self._settings = copy.deepcopy(settings)
        layout = QVBoxLayout(self)
        general = QGroupBox("Play")
        form = QFormLayout(general)
        self.speed = QComboBox()
        for label, factor in SPEED_LABELS:
            self.speed.addItem(label, factor)
        self.speed.setCurrentIndex(next((i for i, (_, f) in enumerate(SPEED_LABELS) if f == settings.animation_speed),
                                        2))
        form.addRow("Animation speed", self.speed)
        self.fast_bots = QCheckBox("Bots move without waiting for animations")
        self.fast_bots.setChecked(settings.fast_bots)
        form.addRow("Fast bots", self.fast_bots)
        self.confirm = QCheckBox("Ask before replacing a game in progress")
        self.confirm.setChecked(settings.confirm_prompts)
        form.addRow("Confirmations", self.confirm)
        self.language = QComboBox()
        for key, name in LANGUAGES.items():
            self.language.addItem(name, key)
        self.language.setCurrentIndex(list(LANGUAGES).index(settings.language))
        form.addRow("Language", self.language)
        note = QLabel(LANGUAGE_NOTE)
        note.setStyleSheet("color: #888")
        form.addRow("", note)
        layout.addWidget(general)

        seats_box = QGroupBox("New game defaults")
        grid = QGridLayout(seats_box)
        self.players = QSpinBox()
        self.players.setRange(2, 5)
        self.players.setValue(settings.players)
        grid.addWidget(QLabel("Number of players"), 0, 0)
        grid.addWidget(self.players, 0, 1)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        for i, seat in enumerate(settings.seats):
            name = QLineEdit(seat["name"])
            kind = QComboBox()
            kind.addItems(["Human", "Bot"])
            kind.setCurrentIndex(0 if seat["kind"] == "human" else 1)
            level = QComboBox()
            for key in BOT_LEVELS:
                level.addItem(key.capitalize(), key)
            level.setCurrentIndex(BOT_LEVELS.index(seat["level"]))
            grid.addWidget(QLabel(f"Seat {i + 1}"), i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            grid.addWidget(level, i + 1, 3)
            self.names.append(name)
            self.kinds.append(kind)
            self.levels.append(level)
        layout.addWidget(seats_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def result_settings(self) -> Settings:
        s = copy.deepcopy(self._settings)
        s.animation_speed = float(self.speed.currentData())
        s.fast_bots = self.fast_bots.isChecked()
        s.confirm_prompts = self.confirm.isChecked()
        s.language = str(self.language.currentData())
        s.players = self.players.value()
        s.seats = [
            {"name": (self.names[i].text().strip() or f"Player {i + 1}")[:40],
             "kind": "human" if self.kinds[i].currentIndex() == 0 else "bot",
             "level": str(self.levels[i].currentData())}
            for i in range(len(self.names))
        ]  # fmt: skip
        return s
