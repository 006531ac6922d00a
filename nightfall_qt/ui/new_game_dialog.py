"""The New Game dialog: 2–5 seats (human or bot, names, bot level), setup, variants, promos, edition, seed."""

from __future__ import annotations

import random

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

from nightfall_qt.ai import LEVELS
from nightfall_qt.app.seats import SeatConfig
from nightfall_qt.engine import GameOptions

SETUPS = (("quick_start", "Quick start (preset archives)"), ("draft", "Draft"), ("draft_2p", "Two-player draft"))
VARIANTS = (
    ("secret_archives", "Secret archives"),
    ("open_archives", "Open archives"),
    ("common_ground", "Common ground"),
)
DEFAULT_NAMES = ("You", "Mara", "Viktor", "Selene", "Dorian")


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        layout = QVBoxLayout(self)
        seats_box = QGroupBox("Players")
        grid = QGridLayout(seats_box)
        self.count = QSpinBox()
        self.count.setRange(2, 5)
        self.count.setValue(3)
        grid.addWidget(QLabel("Number of players"), 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for i in range(5):
            name = QLineEdit(DEFAULT_NAMES[i])
            kind = QComboBox()
            kind.addItems(["Human", "Bot"])
            kind.setCurrentIndex(0 if i == 0 else 1)
            level = QComboBox()
            for key in LEVELS:
                level.addItem(key.capitalize(), key)
            level.setCurrentIndex(max(0, level.findData("normal")))
            kind.currentIndexChanged.connect(lambda _i, lv=level, k=kind: lv.setEnabled(k.currentIndex() == 1))
            level.setEnabled(i != 0)
            label = QLabel(f"Seat {i + 1}")
            self.labels.append(label)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            grid.addWidget(level, i + 1, 3)
            self.names.append(name)
            self.kinds.append(kind)
            self.levels.append(level)
        self.count.valueChanged.connect(self._show_seats)
        layout.addWidget(seats_box)

        rules = QGroupBox("Rules")
        form = QFormLayout(rules)
        self.setup = QComboBox()
        for key, label in SETUPS:
            self.setup.addItem(label, key)
        form.addRow("Setup", self.setup)
        self.variants: dict[str, QCheckBox] = {}
        for key, label in VARIANTS:
            box = QCheckBox(label)
            self.variants[key] = box
            form.addRow("", box)
        self.promos = QCheckBox("Include promo cards")
        form.addRow("", self.promos)
        self.edition = QComboBox()
        self.edition.addItem("German / Polish box (24 archives)", "de")
        self.edition.addItem("French box (26 archives)", "fr")
        form.addRow("Edition", self.edition)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        form.addRow("Seed (optional)", self.seed)
        layout.addWidget(rules)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c0392b")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_seats(self.count.value())
        self.result_options: GameOptions | None = None
        self.result_seats: list[SeatConfig] = []

    def _show_seats(self, count: int) -> None:
        for i in range(5):
            for widget in (self.labels[i], self.names[i], self.kinds[i], self.levels[i]):
                widget.setVisible(i < count)

    def build(self) -> tuple[GameOptions, list[SeatConfig]]:
        """The options and seats as entered; raises ValueError with a message for the player."""
        n = self.count.value()
        text = self.seed.text().strip()
        if text and not text.isdigit():
            raise ValueError(f"The seed must be a whole number, not '{text}'.")
        seed = int(text) if text else random.randrange(2**31)
        setup = str(self.setup.currentData())
        if setup == "draft_2p" and n != 2:
            raise ValueError("The two-player draft needs exactly 2 players.")
        variants = frozenset(k for k, box in self.variants.items() if box.isChecked())
        options = GameOptions(players=n, seed=seed, setup=setup, variants=variants,
                              include_promos=self.promos.isChecked(), edition=str(self.edition.currentData()))
        seats = []
        for i in range(n):
            name = self.names[i].text().strip() or f"Player {i + 1}"
            human = self.kinds[i].currentIndex() == 0
            seats.append(SeatConfig(name, "human" if human else "bot", str(self.levels[i].currentData())))
        return options, seats

    def _accept(self) -> None:
        try:
            self.result_options, self.result_seats = self.build()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.accept()
