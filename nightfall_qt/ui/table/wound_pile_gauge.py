"""The wound pile's level on the table, with a clear warning when the face-up wounds are nearly gone.

The observation gives only a coarse level ("plenty", "some", "none": players may not count the face-up
wounds, RULES.md "Wounds"), so the gauge has three steps. "some" (at most half left) is the warning: the game
ends when the face-up wounds run out; "none" says the end has come.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.ui import theme

CONTEXT = "WoundPile"
TEXT = {
    "plenty": QT_TRANSLATE_NOOP("WoundPile", "Wound pile: many face-up wounds remain"),
    "some": QT_TRANSLATE_NOOP("WoundPile", "Few face-up wounds left — the game ends when they run out"),
    "none": QT_TRANSLATE_NOOP("WoundPile", "No face-up wounds left — the game ends at the end of this phase"),
}
FILLED = {"plenty": 3, "some": 1, "none": 0}
SEGMENT_W, H = 14.0, 24.0


class WoundPileGauge(QGraphicsObject):
    """Three segments and a line of text; its right edge stays at `right` (scene x) and it is never wider than
    `max_width` (a longer text is elided, whole in the tooltip)."""

    def __init__(self, right: float, max_width: float, px: int = 15, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.right, self.max_width, self.px = right, max_width, px
        self.level = "plenty"
        self.text = ""
        self.shown = ""
        self.setZValue(6)

    @property
    def warning(self) -> bool:
        return self.level != "plenty"

    def set_px(self, px: int) -> None:
        """The line's font size (the player's text size, ui/window/text_size.py): re-fitted, right edge kept."""
        if px != self.px:
            self.px = px
            self.set_level(self.level)

    def set_level(self, level: str) -> None:
        self.prepareGeometryChange()
        self.level = level if level in TEXT else "plenty"
        self.text = translate("WoundPile", TEXT[self.level])
        room = int(self.max_width - 3 * (SEGMENT_W + 3) - 24)
        self.shown = self._fitted(self.text, room)
        tip = translate("WoundPile", "The game ends when the face-up wounds run out.")
        self.setToolTip(tip if self.shown == self.text else f"{self.text}\n{tip}")
        self.setX(self.right - self.boundingRect().width())
        self.update()

    def _fitted(self, text: str, room: int) -> str:
        """The whole text if it fits; else its first statement (up to " — ", the rest is in the tooltip) rather
        than a word cut in the middle; "…" only if even that is too wide."""
        metrics = QFontMetricsF(self._font())
        if metrics.horizontalAdvance(text) > room and " — " in text:
            text = text.split(" — ")[0]
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.px)
        font.setBold(self.warning)
        return font

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        text_w = QFontMetricsF(self._font()).horizontalAdvance(self.shown)
        return QRectF(0, 0, 3 * (SEGMENT_W + 3) + text_w + 24, H + max(0, self.px - 15))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        colours = theme.table()
        colour = QColor(getattr(colours, f"gauge_{self.level}"))
        if self.warning:  # a framed banner, so the end of the game is never a surprise
            p.setBrush(QBrush(colours.gauge_banner))
            p.setPen(QPen(colour, 2))
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6)
        x = 6.0
        for i in range(3):
            p.setBrush(QBrush(colour if i < FILLED[self.level] else colours.gauge_empty))
            p.setPen(QPen(colour, 1))
            p.drawRect(QRectF(x, 6, SEGMENT_W, r.height() - 12))
            x += SEGMENT_W + 3
        p.setFont(self._font())
        p.setPen(colour)
        p.drawText(QRectF(x + 6, 0, r.width() - x - 6, r.height()), Qt.AlignmentFlag.AlignVCenter, self.shown)
