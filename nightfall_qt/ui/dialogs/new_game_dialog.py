"""The New Game dialog: 2–5 seats (human or bot, names, bot level), setup, variants, promos, edition, seed."""

from __future__ import annotations

import random
from collections.abc import Mapping

from PySide6.QtCore import Qt
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
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.storage.settings import default_seats
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.texts.labels import BOT_LEVELS, SEAT_KINDS, label
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions
from nightfall_qt.engine.carddefs import EDITIONS
from nightfall_qt.engine.editions import Edition
from nightfall_qt.ui.theme import text_style

CONTEXT = "NewGameDialog"  # of SETUPS and VARIANTS: shown as translate(CONTEXT, text)
SETUPS = (
    ("quick_start", QT_TRANSLATE_NOOP("NewGameDialog", "Quick start (preset archives)")),
    ("draft", QT_TRANSLATE_NOOP("NewGameDialog", "Draft")),
    ("draft_2p", QT_TRANSLATE_NOOP("NewGameDialog", "Two-player draft")),
)
VARIANTS = (
    ("secret_archives", QT_TRANSLATE_NOOP("NewGameDialog", "Secret archives")),
    ("open_archives", QT_TRANSLATE_NOOP("NewGameDialog", "Open archives")),
    ("common_ground", QT_TRANSLATE_NOOP("NewGameDialog", "Common ground")),
)
# One line on each setup and variant (rulebook setup and variants), under the choice and as its tooltip.
SETUP_HELP = {
    "quick_start": QT_TRANSLATE_NOOP("NewGameDialog", "No draft: each player gets a preset pair of private "
                                                      "archives and 8 random commons are laid out. Best for a "
                                                      "first game."),
    "draft": QT_TRANSLATE_NOOP("NewGameDialog", "3–5 players: from 4 dealt cards each player keeps two private "
                                                "archives, gives one to the commons and passes the rest on."),
    "draft_2p": QT_TRANSLATE_NOOP("NewGameDialog", "2 players: the first pick goes back to the box, the second "
                                                   "and third become private archives, the last a common one."),
}
VARIANT_HELP = {
    "secret_archives": QT_TRANSLATE_NOOP("NewGameDialog", "Private picks stay face down until their owner first "
                                                          "claims from them."),
    "open_archives": QT_TRANSLATE_NOOP("NewGameDialog", "The 8 commons are laid out face up first; then each "
                                                        "player gets 3 cards for the private picks."),
    "common_ground": QT_TRANSLATE_NOOP("NewGameDialog", "No private archives: each player's first two picks "
                                                        "become commons."),
}
HELP_WIDTH = 420  # wide enough that no explanation needs more than three lines in any language


def _reserve_room(help_label: QLabel, texts: list[str]) -> None:
    """A fixed width and the height of the longest of `texts` at that width: QFormLayout does not give a wrapped
    label the height its width needs (the label was drawn under the next row), and switching choices must
    never cut a text."""
    help_label.setFixedWidth(HELP_WIDTH)
    height = 0
    for text in texts:
        help_label.setText(text)
        height = max(height, help_label.heightForWidth(HELP_WIDTH))
    help_label.setFixedHeight(height)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, editions: Mapping[str, Edition] | None = None) -> None:
        super().__init__(parent)
        # The editions and their one-line explanations are card data (editions.yaml), in the app's language.
        self.editions = load_cards().editions if editions is None else editions
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        layout = QVBoxLayout(self)
        seats_box = QGroupBox(translate("NewGameDialog", "Players"))
        grid = QGridLayout(seats_box)
        self.count = QSpinBox()
        self.count.setRange(2, 5)
        self.count.setValue(3)
        grid.addWidget(QLabel(translate("NewGameDialog", "Number of players")), 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        self.labels: list[QLabel] = []
        defaults = default_seats()
        for i in range(5):
            name = QLineEdit(defaults[i]["name"])
            kind = QComboBox()
            kind.addItems([label(SEAT_KINDS, "human"), label(SEAT_KINDS, "bot")])
            kind.setCurrentIndex(0 if i == 0 else 1)
            level = QComboBox()
            for key in LEVELS:
                level.addItem(label(BOT_LEVELS, key), key)
            level.setCurrentIndex(max(0, level.findData("normal")))
            kind.currentIndexChanged.connect(lambda _i, lv=level, k=kind: lv.setEnabled(k.currentIndex() == 1))
            kind.currentIndexChanged.connect(self._default_names)
            level.setEnabled(i != 0)
            seat = QLabel(translate("Seats", "Seat {number}").format(number=i + 1))
            self.labels.append(seat)
            grid.addWidget(seat, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            grid.addWidget(level, i + 1, 3)
            self.names.append(name)
            self.kinds.append(kind)
            self.levels.append(level)
        self.count.valueChanged.connect(self._show_seats)
        layout.addWidget(seats_box)

        rules = QGroupBox(translate("NewGameDialog", "Rules"))
        form = QFormLayout(rules)
        self.setup = QComboBox()
        for key, text in SETUPS:
            self.setup.addItem(translate(CONTEXT, text), key)
        form.addRow(translate("NewGameDialog", "Setup"), self.setup)
        self.setup_help = QLabel()
        self.setup_help.setWordWrap(True)
        self.setup_help.setObjectName("setupHelp")
        form.addRow("", self.setup_help)
        self.setup.currentIndexChanged.connect(self._explain_setup)
        _reserve_room(self.setup_help, [translate(CONTEXT, text) for text in SETUP_HELP.values()])
        self._explain_setup()
        self.variants: dict[str, QCheckBox] = {}
        for key, text in VARIANTS:
            box = QCheckBox(translate(CONTEXT, text))
            box.setToolTip(translate(CONTEXT, VARIANT_HELP[key]))
            box.setWhatsThis(box.toolTip())
            self.variants[key] = box
            form.addRow("", box)
        self.promos = QCheckBox(translate("NewGameDialog", "Include promo cards"))
        form.addRow("", self.promos)
        self.edition = QComboBox()
        self.edition_summary = QLabel()
        self.edition_summary.setObjectName("editionSummary")
        self.edition_summary.setWordWrap(True)
        language = current_language()
        for key in EDITIONS:
            if key in self.editions:
                e = self.editions[key]
                self.edition.addItem(e.name(language), key)
                tip = Qt.ItemDataRole.ToolTipRole
                self.edition.setItemData(self.edition.count() - 1, e.summary_text(language), tip)
        self.edition.currentIndexChanged.connect(self._show_edition)
        form.addRow(translate("NewGameDialog", "Edition"), self.edition)
        form.addRow("", self.edition_summary)
        _reserve_room(self.edition_summary, [e.summary_text(language) for e in self.editions.values()])
        self._show_edition()
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("NewGameDialog", "random"))
        form.addRow(translate("NewGameDialog", "Seed (optional)"), self.seed)
        layout.addWidget(rules)
        self.error = QLabel()
        self.error.setStyleSheet(text_style("error"))
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_seats(self.count.value())
        self.result_options: GameOptions | None = None
        self.result_seats: list[SeatConfig] = []

    def _show_edition(self) -> None:
        key = self.edition.currentData()
        if key in self.editions:
            self.edition_summary.setText(self.editions[key].summary_text(current_language()))

    def _explain_setup(self, *args: object) -> None:
        text = translate(CONTEXT, SETUP_HELP.get(str(self.setup.currentData()), ""))
        self.setup_help.setText(text)
        self.setup.setToolTip(text)

    def _default_names(self, *args: object) -> None:
        """With two or more humans (pass and play), seats still bearing a default name become "Player 1",
        "Player 2"…: "You" would be everyone ("You adds…", "Pass to You"); back to the defaults otherwise."""
        defaults = default_seats()
        humans = sum(1 for k in self.kinds if k.currentIndex() == 0)
        for i, name in enumerate(self.names):
            numbered = translate("Seats", "Player {number}").format(number=i + 1)
            if name.text().strip() not in (defaults[i]["name"], numbered):
                continue  # typed by the player: stays
            human = self.kinds[i].currentIndex() == 0
            name.setText(numbered if human and humans > 1 else defaults[i]["name"])

    def _show_seats(self, count: int) -> None:
        for i in range(5):
            for widget in (self.labels[i], self.names[i], self.kinds[i], self.levels[i]):
                widget.setVisible(i < count)

    def build(self) -> tuple[GameOptions, list[SeatConfig]]:
        """The options and seats as entered; raises ValueError with a message for the player."""
        n = self.count.value()
        text = self.seed.text().strip()
        if text and not text.isdigit():
            raise ValueError(translate("NewGameDialog", "The seed must be a whole number, not '{text}'.").format(
                text=text))
        seed = int(text) if text else random.randrange(2**31)
        setup = str(self.setup.currentData())
        if setup == "draft_2p" and n != 2:
            raise ValueError(translate("NewGameDialog", "The two-player draft needs exactly 2 players."))
        variants = frozenset(k for k, box in self.variants.items() if box.isChecked())
        if {"common_ground", "secret_archives"} <= variants:
            raise ValueError(translate("NewGameDialog", "Common ground has no private archives, so it cannot be "
                                                        "played with secret archives."))
        options = GameOptions(players=n, seed=seed, setup=setup, variants=variants,
                              include_promos=self.promos.isChecked(), edition=str(self.edition.currentData()))
        seats = []
        for i in range(n):
            name = self.names[i].text().strip() or translate("Seats", "Player {number}").format(number=i + 1)
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
