"""A large, readable card with its full text and the provenance of every value (C / I / R)."""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.texts.labels import COLOURS, KEYWORDS, label
from nightfall_qt.engine.carddefs import COLOUR_LETTERS, CardDef
from nightfall_qt.ui.cards import palette
from nightfall_qt.ui.cards.card_layout import CARD_ASPECT
from nightfall_qt.ui.cards.card_lettering import card_paragraphs, card_text, keyword_line
from nightfall_qt.ui.cards.card_painter import paint_card

MARK_NAMES = {
    "C": QT_TRANSLATE_NOOP("CardPreview", "confirmed"),
    "I": QT_TRANSLATE_NOOP("CardPreview", "inferred"),
    "R": QT_TRANSLATE_NOOP("CardPreview", "reconstructed"),
}
LEGEND = QT_TRANSLATE_NOOP(
    "CardPreview", "C confirmed from a printed source · I inferred from rulebook rulings · R reconstructed for play"
)
_FIELD_LABELS = {
    "names": QT_TRANSLATE_NOOP("CardPreview", "Name"),
    "keyword": QT_TRANSLATE_NOOP("CardPreview", "Keyword"),
    "colour": QT_TRANSLATE_NOOP("CardPreview", "Colour"),
    "links": QT_TRANSLATE_NOOP("CardPreview", "Links"),
    "kicker_colour": QT_TRANSLATE_NOOP("CardPreview", "Kicker colour"),
    "cost": QT_TRANSLATE_NOOP("CardPreview", "Cost"),
    "strength": QT_TRANSLATE_NOOP("CardPreview", "Strength"),
    "health": QT_TRANSLATE_NOOP("CardPreview", "Health"),
    "copies": QT_TRANSLATE_NOOP("CardPreview", "Copies"),
    "exile_when": QT_TRANSLATE_NOOP("CardPreview", "Exiled when"),
    "chain": QT_TRANSLATE_NOOP("CardPreview", "Chain text"),
    "your_chain": QT_TRANSLATE_NOOP("CardPreview", "Your-chain text"),
    "kicker": QT_TRANSLATE_NOOP("CardPreview", "Kicker text"),
    "in_play": QT_TRANSLATE_NOOP("CardPreview", "In-play text"),
    "text": QT_TRANSLATE_NOOP("CardPreview", "Text"),
    "wound_kinds": QT_TRANSLATE_NOOP("CardPreview", "Wound kinds"),
}
_EXILE_WHEN = {
    None: QT_TRANSLATE_NOOP("CardPreview", "never"),
    "destroyed": QT_TRANSLATE_NOOP("CardPreview", "destroyed"),
    "destroyed_or_discarded": QT_TRANSLATE_NOOP("CardPreview", "destroyed or discarded"),
}
_TEXT_PARTS = ("chain", "your_chain", "kicker", "in_play")
def _colour(colour: str | None) -> str:
    if colour is None or colour not in COLOUR_LETTERS:
        return "—"
    return f"{label(COLOURS, colour)} ({COLOUR_LETTERS[colour]})"


def field_label(name: str) -> str:
    """The provenance table's name for a field, in the UI language."""
    source = _FIELD_LABELS.get(name)
    return translate("CardPreview", source) if source is not None else name


def mark_names(marks: str) -> str:
    """'C,R' -> 'confirmed, reconstructed' (in the UI language)."""
    return ", ".join(translate("CardPreview", MARK_NAMES[m]) if m in MARK_NAMES else m for m in marks.split(",") if m)


def legend() -> str:
    return translate("CardPreview", LEGEND)


def field_value(card: CardDef, name: str, language: str | None = None) -> str:
    """The card's value for one provenance field, as shown in the table (names and texts in `language`)."""
    language = language or current_language()
    if name == "names":
        shown = card.name(language)
        if shown == card.names["en"]:
            return shown
        return translate("CardPreview", "{name} (en: {english})").format(name=shown, english=card.names["en"])
    if name == "keyword":
        return label(KEYWORDS, card.keyword) or "—"
    if name in ("colour", "kicker_colour"):
        return _colour(getattr(card, name))
    if name == "links":
        return ", ".join(_colour(c) for c in card.links) or "—"
    if name in ("cost", "strength", "health", "copies"):
        return str(getattr(card, name))
    if name == "exile_when":
        source = _EXILE_WHEN.get(card.exile_when)
        return translate("CardPreview", source) if source is not None else str(card.exile_when).replace("_", " ")
    if name in _TEXT_PARTS:
        for para in card_paragraphs(card, language):
            if para.part == name:
                return para.body
        effects = card.part(name)
        return ", ".join(e.name.replace("_", " ") for e in effects) or "—"
    if name == "text":
        return card_text(card, language)[1]
    return str(getattr(card, name, "—"))


def provenance_rows(card: CardDef, language: str | None = None) -> list[tuple[str, str, str, str]]:
    """(field, value, marks, remark) for every field the card's provenance covers."""
    language = language or current_language()
    rows = []
    for name, marks in card.provenance.items():
        note = card.provenance_notes.get(name, {})
        remark = note.get(language) or note.get("en", "")  # a note written only in English shows in English
        rows.append((field_label(name), field_value(card, name, language), marks, remark))
    return rows


HOVER_HINT = QT_TRANSLATE_NOOP("CardPreview", "Hover a card to see it here; right-click it for a large view.")


class CardCanvas(QWidget):
    """Paints one card at a fixed width; before any card, a dashed outline with the hover hint."""

    def __init__(self, card_width: int = 300, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._card: CardDef | None = None
        self.placeholder = translate("CardPreview", HOVER_HINT)
        self._language = current_language()
        self._card_width = card_width
        self.setFixedSize(self.sizeHint())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self._card_width, round(self._card_width / CARD_ASPECT))

    def set_card(self, card: CardDef | None, language: str) -> None:
        self._card, self._language = card, language
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._card is None:
            rect = QRectF(self.rect()).adjusted(4, 4, -4, -4)
            pen = QPen(self.palette().color(QPalette.ColorRole.Mid), 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect, 12, 12)
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(rect.adjusted(16, 16, -16, -16), int(flags), self.placeholder)
        else:
            paint_card(painter, QRectF(self.rect()), self._card, language=self._language)
        painter.end()


class CardPreview(QWidget):
    """The card at ~300 px, then its name, keyword, full text and provenance table."""

    def __init__(self, parent: QWidget | None = None, card_width: int = 300) -> None:
        super().__init__(parent)
        self.card: CardDef | None = None
        self.language = current_language()
        self.canvas = CardCanvas(card_width, self)
        self.name_label = QLabel(self)
        self.name_label.setObjectName("name")
        font = self.name_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.name_label.setFont(font)
        self.keyword_label = QLabel(self)
        self.keyword_label.setObjectName("keyword")
        self.keyword_label.setWordWrap(True)
        self.text_label = QLabel(self)
        self.text_label.setObjectName("text")
        self.text_label.setWordWrap(True)
        self.text_label.setTextFormat(Qt.TextFormat.RichText)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("provenance")
        self.table.setHorizontalHeaderLabels([
            translate("CardPreview", "Field"), translate("CardPreview", "Value"), translate("CardPreview", "Mark"),
            translate("CardPreview", "Remark"),
        ])  # fmt: skip
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.legend = QLabel(legend(), self)
        self.legend.setObjectName("legend")
        self.legend.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addWidget(self.canvas, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.name_label)
        layout.addWidget(self.keyword_label)
        layout.addWidget(self.text_label)
        layout.addWidget(self.table)
        layout.addWidget(self.legend)
        layout.addStretch(1)
        self.table.hide()  # the table and its legend appear with the first card
        self.legend.hide()
        self.setMinimumWidth(card_width + 24)  # wider would be cut off in the main window's side panel

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self.canvas.width() + 260, super().sizeHint().height())

    def show_card(self, card: CardDef, language: str | None = None) -> None:
        """Show `card` with its name and text in `language` (default: the app's language)."""
        language = language or current_language()
        self.card, self.language = card, language
        self.canvas.set_card(card, language)
        self.name_label.setText(card.name(language))
        subtitle = keyword_line(card)
        if card.starter:
            subtitle = translate("CardPreview", "{kinds} · Starter").format(kinds=subtitle)
        if card.is_order and not card.starter:
            copies = card.copies
            subtitle = translate("CardPreview", "{kinds} · %n copies", None, copies).format(kinds=subtitle)
        self.keyword_label.setText(subtitle)
        paragraphs = [
            f"<b>{html.escape(p.label + p.sep)}</b> {html.escape(p.body)}" if p.label else html.escape(p.body)
            for p in card_paragraphs(card, language)
        ]
        self.text_label.setText("<br>".join(paragraphs))
        rows = provenance_rows(card, language)
        self.table.setRowCount(len(rows))
        for r, (field, value, marks, remark) in enumerate(rows):
            cells = [field, value, marks, remark]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    item.setToolTip(mark_names(marks))
                    first = marks[:1]
                    if first in palette.MARK_COLOURS:
                        item.setBackground(palette.MARK_COLOURS[first])
                        item.setForeground(QColor("#ffffff"))
                self.table.setItem(r, col, item)
        self.table.show()
        self.legend.show()
        has_remarks = any(row[3] for row in rows)
        self.table.setColumnHidden(3, not has_remarks)
        self._fit_table_height()

    def _fit_table_height(self) -> None:
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self.table.rowCount():
            self._fit_table_height()

    def text_content(self) -> str:
        """Everything the preview shows as text (labels and table cells), for tests and accessibility."""
        parts = [self.name_label.text(), self.keyword_label.text(), self.text_label.text(), self.legend.text()]
        for r in range(self.table.rowCount()):
            for c in range(self.table.columnCount()):
                item = self.table.item(r, c)
                if item is not None:
                    parts.append(item.text())
        return "\n".join(parts)
