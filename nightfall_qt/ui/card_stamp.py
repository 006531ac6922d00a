"""A mark stamped over a card for what just happened to it: cancelled, exiled, destroyed.

The stamp is a child of the card item, so it travels, turns and shrinks with the card on its way out
(ui/card_motion.py decides when a card is stamped and when it leaves).
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from nightfall_qt.app.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.ui.card_item import CardItem

# The mark by the engine event that calls for it (and by a chain row's "cancelled" flag).
MARK_TEXT = {
    "cancelled": QT_TRANSLATE_NOOP("CardMotion", "Cancelled"),
    "exiled": QT_TRANSLATE_NOOP("CardMotion", "Exiled"),
    "destroyed": QT_TRANSLATE_NOOP("CardMotion", "Destroyed"),
}
STAMP_RED = QColor("#e0303a")
STAMP_ANGLE = -18.0


def mark_text(kind: str) -> str:
    return translate("CardMotion", MARK_TEXT[kind])


class CardStamp(QGraphicsObject):
    """A red cross and a tilted word over the whole card (its parent)."""

    def __init__(self, kind: str, card: CardItem) -> None:
        super().__init__(card)
        self.kind = kind
        self.text = mark_text(kind)
        self._fade: QPropertyAnimation | None = None
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        parent = self.parentItem()
        return parent.boundingRect() if parent is not None else QRectF()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        w = r.width()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(r, QColor(10, 10, 16, 110))  # the card darkened under the mark
        cross = QPen(QColor(STAMP_RED.red(), STAMP_RED.green(), STAMP_RED.blue(), 170), max(2.0, w * 0.05))
        cross.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(cross)
        inset = w * 0.12
        inner = r.adjusted(inset, inset, -inset, -inset)
        p.drawLine(inner.topLeft(), inner.bottomRight())
        p.drawLine(inner.topRight(), inner.bottomLeft())
        # The word, as large as fits across the card tilted, in a stamp's box.
        font = QFont()
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        px = max(8, round(w * 0.2))
        font.setPixelSize(px)
        label = self.text.upper()
        while px > 8 and QFontMetrics(font).horizontalAdvance(label) > w * 0.86:
            px -= 1
            font.setPixelSize(px)
        fm = QFontMetrics(font)
        box = QRectF(0, 0, fm.horizontalAdvance(label) + px * 0.8, fm.height() + px * 0.35)
        p.save()
        p.translate(r.center())
        p.rotate(STAMP_ANGLE)
        box.moveCenter(r.center() - r.center())
        p.setBrush(QColor(255, 244, 236, 225))
        p.setPen(QPen(STAMP_RED, max(2.0, px * 0.16)))
        p.drawRoundedRect(box, px * 0.2, px * 0.2)
        p.setFont(font)
        p.setPen(STAMP_RED)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        p.restore()

    def fade_out(self, delay_ms: int, duration_ms: int = 300) -> None:
        """Let the card be read again after a while (a cancelled card staying on the chain)."""
        anim = QPropertyAnimation(self, b"opacity", self)
        anim.setDuration(max(1, duration_ms))
        anim.setStartValue(1.0)
        anim.setEndValue(0.0)
        anim.setEasingCurve(QEasingCurve.Type.InQuad)
        anim.finished.connect(self._drop)
        self._fade = anim
        QTimer.singleShot(max(0, delay_ms), self, anim.start)

    def _drop(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        card = self.parentItem()
        if isinstance(card, CardItem) and getattr(card, "stamp", None) is self:
            card.stamp = None  # type: ignore[attr-defined]


def stamp(card: CardItem, kind: str) -> CardStamp:
    """Stamp `card` with the mark `kind` (replacing a mark it had)."""
    old = getattr(card, "stamp", None)
    if isinstance(old, CardStamp) and old.scene() is not None:
        old.scene().removeItem(old)
    mark = CardStamp(kind, card)
    card.stamp = mark  # type: ignore[attr-defined]
    return mark
