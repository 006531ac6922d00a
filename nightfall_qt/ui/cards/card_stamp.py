"""A mark stamped over a card for what just happened to it: cancelled, exiled, destroyed.

The stamp is a child of the card item, so it travels, turns and shrinks with the card on its way out
(ui/table/card_motion.py decides when a card is stamped and when it leaves).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.ui import theme
from nightfall_qt.ui.cards.card_item import CardItem

# The mark by the engine event that calls for it (and by a chain row's "cancelled" flag).
MARK_TEXT = {
    "cancelled": QT_TRANSLATE_NOOP("CardMotion", "Cancelled"),
    "exiled": QT_TRANSLATE_NOOP("CardMotion", "Exiled"),
    "destroyed": QT_TRANSLATE_NOOP("CardMotion", "Destroyed"),
}
STAMP_ANGLE = -18.0
STAMP_MIN_PX = 12.0  # the word's font on screen, however small the card it marks


def mark_text(kind: str) -> str:
    return translate("CardMotion", MARK_TEXT[kind])


class CardStamp(QGraphicsObject):
    """A red cross over the whole card (its parent) and the word in a stamp's box: tilted across the card, or, on
    a card too small for a word of STAMP_MIN_PX on screen (a chained card at 1280×720), level just under it, where
    the chain's row leaves room and no neighbour covers it."""

    def __init__(self, kind: str, card: CardItem) -> None:
        super().__init__(card)
        self.kind = kind
        self.text = mark_text(kind)
        self._fade: QPropertyAnimation | None = None
        self._word: tuple[QFont, float, QRectF, float] | None = None  # font, px, box (item units), angle
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.refit()

    def screen_scale(self) -> float:
        """Screen px per unit of this item in the first view showing it (the view's zoom, the card's scale)."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        t = self.sceneTransform()
        return math.hypot(t.m11(), t.m12()) * (views[0].transform().m11() if views else 1.0)

    def refit(self) -> None:
        """Size the word for the card as it is shown now (called when stamped; a card flying away shrinks it)."""
        self.prepareGeometryChange()
        parent = self.parentItem()
        r = parent.boundingRect() if parent is not None else QRectF()
        w = r.width()
        floor = STAMP_MIN_PX / max(self.screen_scale(), 1e-3)
        font = QFont()
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        label = self.text.upper()
        px = max(floor, w * 0.2)
        font.setPixelSize(max(1, round(px)))
        while px - 1 >= floor and QFontMetricsF(font).horizontalAdvance(label) > w * 0.86:
            px -= 1
            font.setPixelSize(max(1, round(px)))
        px = float(font.pixelSize())
        fm = QFontMetricsF(font)
        box = QRectF(0, 0, fm.horizontalAdvance(label) + px * 0.8, fm.height() + px * 0.35)
        if box.width() <= w * 1.02:  # fits across the card: tilted over its middle
            box.moveCenter(r.center())
            self._word = (font, px, box, STAMP_ANGLE)
        else:  # level under the card, overlapping its bottom edge a little: nothing lies there on a chain's row
            box.moveCenter(QPointF(r.center().x(), r.bottom() + box.height() * 0.2))
            self._word = (font, px, box, 0.0)

    def _word_bounds(self) -> QRectF:
        """The word's (possibly tilted) box, upright bounds in item units."""
        if self._word is None:
            return QRectF()
        _font, _px, box, angle = self._word
        c = box.center()
        return QTransform().translate(c.x(), c.y()).rotate(angle).translate(-c.x(), -c.y()).mapRect(box)

    def word_box(self) -> QRectF:
        """The word's box in scene coordinates (its upright bounds)."""
        return self.mapRectToScene(self._word_bounds())

    def word_px(self) -> float:
        """The word's font size on screen, in px."""
        assert self._word is not None
        return self._word[1] * self.screen_scale()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        parent = self.parentItem()
        rect = parent.boundingRect() if parent is not None else QRectF()
        return rect.united(self._word_bounds().adjusted(-4, -4, 4, 4)) if self._word is not None else rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        parent = self.parentItem()
        r = parent.boundingRect() if parent is not None else QRectF()
        w = r.width()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = theme.table()
        red = colours.stamp
        p.fillRect(r, colours.stamp_veil)  # the card darkened under the mark
        cross = QPen(QColor(red.red(), red.green(), red.blue(), 170), max(2.0, w * 0.05))
        cross.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(cross)
        inset = w * 0.12
        inner = r.adjusted(inset, inset, -inset, -inset)
        p.drawLine(inner.topLeft(), inner.bottomRight())
        p.drawLine(inner.topRight(), inner.bottomLeft())
        if self._word is None:
            return
        font, px, box, angle = self._word
        p.save()
        p.translate(box.center())
        p.rotate(angle)
        local = QRectF(box)
        local.moveCenter(QPointF(0, 0))
        p.setBrush(colours.stamp_paper)
        p.setPen(QPen(red, max(1.5, px * 0.14)))
        p.drawRoundedRect(local, px * 0.2, px * 0.2)
        p.setFont(font)
        p.setPen(red)
        p.drawText(local, Qt.AlignmentFlag.AlignCenter, self.text.upper())
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
