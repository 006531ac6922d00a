"""The drawn symbols of the cards, each painted into a given rect: moons (with letter and shape, so colour is
never the only cue), the kicker moon's badge, the cost coin, the keyword emblems, the chain link and the app's
mark.

They are shared by the card faces and back (`card_painter`) and reusable anywhere a moon or the mark is shown;
none of them knows about a card's layout.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from nightfall_qt.ui.cards import palette
from nightfall_qt.ui.cards.card_layout import COIN_DIGIT
from nightfall_qt.ui.cards.card_lettering import card_font


def paint_moon(painter: QPainter, rect: QRectF, colour: str | None, *, big: bool = False) -> None:
    """A moon disc in `colour` with a crescent shade, its letter, and its shape (never colour alone)."""
    style = palette.moon_style(colour)
    d = rect.width()
    painter.save()
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, d * 0.04)))
    painter.setBrush(style.fill)
    painter.drawEllipse(rect)
    # Crescent shading on the right makes the disc read as a moon.
    disc = QPainterPath()
    disc.addEllipse(rect)
    lit = QPainterPath()
    lit.addEllipse(QRectF(rect.x() - d * 0.22, rect.y() - d * 0.05, d, d))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 55))
    painter.drawPath(disc.subtracted(lit))
    # Letter above, shape below.
    letter_px = d * (0.42 if big else 0.5)
    painter.setFont(card_font(letter_px, bold=True))
    painter.setPen(style.text)
    letter_rect = QRectF(rect.x(), rect.y() + d * 0.06, d, d * (0.56 if big else 0.58))
    painter.drawText(letter_rect, Qt.AlignmentFlag.AlignCenter, style.letter)
    s = d * (0.24 if big else 0.26)
    shape_rect = QRectF(rect.center().x() - s / 2, rect.y() + d * (0.64 if big else 0.64), s, s)
    painter.setBrush(style.text)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(palette.shape_path(style.shape, shape_rect))
    painter.restore()


def paint_kicker_moon(painter: QPainter, rect: QRectF, colour: str | None, *, active: bool = False) -> None:
    d = rect.width()
    painter.save()
    if active:
        glow = QColor(palette.KICKER_GLOW)
        glow.setAlpha(200)
        painter.setPen(QPen(glow, d * 0.14))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect.adjusted(-d * 0.05, -d * 0.05, d * 0.05, d * 0.05))
    paint_moon(painter, rect, colour)
    # Lightning badge on the upper right: marks this moon as the kicker.
    b = d * 0.55
    badge = QRectF(rect.right() - b * 0.55, rect.top() - b * 0.35, b, b)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, d * 0.035)))
    painter.setBrush(palette.FRAME)
    painter.drawEllipse(badge)
    painter.setBrush(palette.KICKER_BOLT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(palette.bolt_path(badge.adjusted(b * 0.2, b * 0.14, -b * 0.2, -b * 0.14)))
    painter.restore()


def paint_coin(painter: QPainter, rect: QRectF, cost: int) -> None:
    """The cost coin with its number."""
    d = rect.width()
    painter.setPen(QPen(palette.COIN_EDGE, max(0.5, d * 0.06)))
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, palette.COIN.lighter(125))
    grad.setColorAt(1.0, palette.COIN.darker(110))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(rect)
    painter.setPen(QPen(palette.COIN_EDGE, max(0.4, d * 0.025)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.adjusted(d * 0.12, d * 0.12, -d * 0.12, -d * 0.12))
    painter.setFont(card_font(d * COIN_DIGIT, bold=True))
    painter.setPen(palette.COIN_TEXT)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(cost))


def paint_emblem(painter: QPainter, r: QRectF, keyword: str | None) -> None:
    """A minion keyword's emblem in the painter's current pen; anything else ("action") gets a chain link."""
    x, y, s = r.x(), r.y(), r.width()
    if keyword == "hunter":  # crosshair
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(r.adjusted(s * 0.15, s * 0.15, -s * 0.15, -s * 0.15))
        painter.drawLine(QPointF(x + s / 2, y), QPointF(x + s / 2, y + s))
        painter.drawLine(QPointF(x, y + s / 2), QPointF(x + s, y + s / 2))
    elif keyword == "vampire":  # fangs
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(palette.wound_glyph_path("bite", r))
    elif keyword == "lycan":  # three claw slashes
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(3):
            dx = s * (0.15 + 0.28 * i)
            path = QPainterPath(QPointF(x + dx, y + s * 0.95))
            path.quadTo(QPointF(x + dx + s * 0.05, y + s * 0.4), QPointF(x + dx + s * 0.3, y + s * 0.05))
            painter.drawPath(path)
    elif keyword == "ghoul":  # a skull-ish face
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(x + s * 0.15, y + s * 0.05, s * 0.7, s * 0.62))
        painter.drawRect(QRectF(x + s * 0.32, y + s * 0.62, s * 0.36, s * 0.3))
        painter.setBrush(painter.pen().color())
        painter.drawEllipse(QRectF(x + s * 0.3, y + s * 0.3, s * 0.14, s * 0.14))
        painter.drawEllipse(QRectF(x + s * 0.56, y + s * 0.3, s * 0.14, s * 0.14))
    else:  # actions: a chain link
        painter.setBrush(Qt.BrushStyle.NoBrush)
        paint_chain_link(painter, r)


def paint_chain_link(painter: QPainter, r: QRectF) -> None:
    """Two interlocked oval links, the motif of the chain."""
    s = r.width()
    painter.save()
    painter.translate(r.center())
    painter.rotate(-35)
    for dx in (-0.2, 0.2):
        painter.drawRoundedRect(QRectF(dx * s - s * 0.3, -s * 0.16, s * 0.6, s * 0.32), s * 0.16, s * 0.16)
    painter.restore()


def paint_app_mark(painter: QPainter, r: QRectF, colour: QColor) -> None:
    """The app's mark: a crescent moon above a chain link (same motif as the SVG icon)."""
    s = r.width()
    painter.save()
    moon = QRectF(r.center().x() - s * 0.32, r.top(), s * 0.64, s * 0.64)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(palette.crescent_path(moon))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, max(0.6, s * 0.06)))
    paint_chain_link(painter, QRectF(r.center().x() - s * 0.38, r.top() + s * 0.56, s * 0.76, s * 0.44))
    painter.restore()
