"""Draws a Nightfall card entirely in code (no scanned art) at any size: the frame, the art panel, the stats and
the highlights of a card's face, the wound face, and the card back.

`paint_card` is the one entry point: it takes the rects and fitted fonts from `card_layout.layout_card`, the
words from `card_lettering` and the moons, coin and emblems from `card_glyphs`, and only decides what goes
where on the frame and in which colours.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.ui.cards import palette
from nightfall_qt.ui.cards.card_art import paint_medallion
from nightfall_qt.ui.cards.card_glyphs import paint_app_mark, paint_coin, paint_emblem, paint_kicker_moon, paint_moon
from nightfall_qt.ui.cards.card_layout import (
    BAND,
    HEALTH_DIGIT,
    STRENGTH_DIGIT,
    CardLayout,
    fitted_card_rect,
    layout_card,
)
from nightfall_qt.ui.cards.card_lettering import card_font, flow_text, keyword_line

HIGHLIGHT_KINDS = ("legal", "target", "selected")


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: CardDef,
    *,
    language: str | None = None,
    face_up: bool = True,
    face: str = "full",
    scale: float = 1.0,
    dimmed: bool = False,
    highlight: str | None = None,
    damage: int = 0,
    kicker_active: bool = False,
) -> CardLayout | None:
    """Draw `card` into `rect` in `language` (default: the app's) with `face` "full" or "table" (the hand's, for
    `scale` screen px per unit, see `layout_card`). Returns the layout used (None face down)."""
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )  # fmt: skip
    layout: CardLayout | None = None
    try:
        if not face_up:
            c = fitted_card_rect(rect)
            paint_card_back(painter, c)
        else:
            layout = layout_card(rect, card, language=language, face=face, scale=scale)
            c = layout.card
            if card.is_wound:
                _paint_wound(painter, layout, card)
            else:
                _paint_order(painter, layout, card, damage=damage, kicker_active=kicker_active)
        w = c.width()
        if dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.DIM_OVERLAY)
            painter.drawRoundedRect(c, w * 0.05, w * 0.05)
        if highlight in palette.HIGHLIGHTS:
            _paint_highlight(painter, c, highlight)
    finally:
        painter.restore()
    return layout


def _frame(painter: QPainter, c: QRectF, accent: QColor) -> None:
    w = c.width()
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.006)))
    grad = QLinearGradient(c.topLeft(), c.bottomRight())
    grad.setColorAt(0.0, palette.FRAME.lighter(125))
    grad.setColorAt(1.0, palette.FRAME)
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(c, w * 0.05, w * 0.05)
    # A thin line in the card's colour just inside the band: a second colour cue at a glance.
    edge = QColor(accent)
    edge.setAlpha(200)
    painter.setPen(QPen(edge, max(0.6, w * 0.008)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = w * BAND
    painter.drawRoundedRect(c.adjusted(inset, inset, -inset, -inset), w * 0.025, w * 0.025)


def _paint_order(painter: QPainter, lay: CardLayout, card: CardDef, *, damage: int, kicker_active: bool) -> None:
    style = palette.moon_style(card.colour)
    c, w = lay.card, lay.width
    _frame(painter, c, style.fill)

    # Art panel: a wash of the card colour with the card's picture (or the keyword emblem); not on the table face.
    if lay.art is not None:
        _paint_art(painter, lay, card, style, w)

    # Main moon, link moons, kicker moon (the glance face has none).
    if not lay.moon.isEmpty():
        paint_moon(painter, lay.moon, card.colour, big=True)
    for link_rect, colour in zip(lay.links, card.links, strict=False):  # none on the glance face
        paint_moon(painter, link_rect, colour)
    if lay.kicker is not None:
        if lay.links:
            sep_x = lay.kicker.left() - w * 0.032
            painter.setPen(QPen(palette.SUBTITLE_TEXT, max(0.5, w * 0.006), Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(sep_x, lay.kicker.top()), QPointF(sep_x, lay.kicker.bottom()))
        paint_kicker_moon(painter, lay.kicker, card.kicker_colour, active=kicker_active)

    # Cost coin.
    if lay.cost is not None:
        paint_coin(painter, lay.cost, card.cost)

    _paint_name(painter, lay)
    _paint_keyword(painter, lay, keyword_line(card))

    # Text box (none on a glance face too small for two lines).
    tb = lay.text.adjusted(-w * 0.02, -w * 0.015, w * 0.02, w * 0.015)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.004)))
    painter.setBrush(palette.PANEL)
    if lay.paragraphs:
        painter.drawRoundedRect(tb, w * 0.02, w * 0.02)
    painter.setPen(palette.PANEL_TEXT)
    kicker_tint = palette.moon_style(card.kicker_colour).fill if card.kicker_colour else None
    flow_text(lay.paragraphs, lay.text_px, lay.text, draw=painter, kicker_active=kicker_active,
              kicker_tint=kicker_tint, narrow=lay.narrow)  # fmt: skip

    if lay.art is None and lay.picture is not None:  # the other faces: in the room the text leaves free
        paint_medallion(painter, lay.picture, card.art, card.colour)
    if card.is_minion:
        _paint_stats(painter, lay, card, damage)
    if lay.starter is not None:
        _paint_starter(painter, lay.starter)


def _paint_name(painter: QPainter, lay: CardLayout) -> None:
    font = card_font(lay.name_px, bold=True, narrow=lay.narrow)
    fm = QFontMetricsF(font)
    painter.setFont(font)
    painter.setPen(palette.TITLE_TEXT)
    n = len(lay.name_lines)
    line_h = fm.lineSpacing()
    y = lay.name.center().y() - line_h * n / 2
    for line in lay.name_lines:
        painter.drawText(
            QRectF(lay.name.x(), y, lay.name.width(), line_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine,
            line,
        )
        y += line_h


def _paint_keyword(painter: QPainter, lay: CardLayout, text: str) -> None:
    if lay.keyword_px <= 0:
        return
    font = card_font(lay.keyword_px, italic=True)
    fm = QFontMetricsF(font)
    painter.setFont(font)
    painter.setPen(palette.SUBTITLE_TEXT)
    painter.drawText(
        lay.keyword, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine,
        fm.elidedText(text, Qt.TextElideMode.ElideRight, lay.keyword.width()),
    )  # fmt: skip


def _paint_art(painter: QPainter, lay: CardLayout, card: CardDef, style: palette.MoonStyle, w: float) -> None:
    assert lay.art is not None
    rect = lay.art
    painter.save()
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    top = QColor(style.fill)
    top.setAlpha(150)
    grad.setColorAt(0.0, top)
    grad.setColorAt(1.0, palette.ART_BG)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.004)))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, w * 0.02, w * 0.02)
    clip = QPainterPath()
    clip.addRoundedRect(rect, w * 0.02, w * 0.02)
    painter.setClipPath(clip)
    # A faint big crescent, and the card's picture (else the keyword emblem).
    h = rect.height()
    pic = lay.picture
    crescent = QRectF(rect.right() - h * 1.5, rect.top() + h * 0.1, h * 0.8, h * 0.8)
    if pic is not None and pic.width() > 0:
        d = min(h * 0.8, pic.width() * 0.9)
        crescent = QRectF(pic.left() - d * 0.55, rect.top() + h * 0.1, d, d)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 40))
    painter.drawPath(palette.crescent_path(crescent))
    if pic is not None and paint_medallion(painter, pic, card.art, card.colour):
        painter.restore()
        return
    emblem = QRectF(rect.right() - h * 0.85, rect.top() + h * 0.15, h * 0.7, h * 0.7)
    painter.setBrush(QColor(255, 255, 255, 70))
    painter.setPen(QPen(QColor(255, 255, 255, 90), max(0.6, h * 0.05), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))  # fmt: skip
    paint_emblem(painter, emblem, card.keyword if card.is_minion else "action")
    painter.restore()


def _paint_stats(painter: QPainter, lay: CardLayout, card: CardDef, damage: int) -> None:
    w = lay.width
    assert lay.strength is not None and lay.health is not None
    # Strength: a dark plate with a small blade mark and the number.
    s = lay.strength
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.005)))
    painter.setBrush(palette.STRENGTH)
    painter.drawRoundedRect(s, w * 0.025, w * 0.025)
    blade = QRectF(s.x() + s.width() * 0.08, s.y() + s.height() * 0.2, s.height() * 0.6, s.height() * 0.6)
    painter.setPen(QPen(palette.SUBTITLE_TEXT, max(0.6, w * 0.012), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(blade.bottomLeft(), blade.topRight())
    painter.drawLine(QPointF(blade.left() + blade.width() * 0.1, blade.top() + blade.height() * 0.55),
                     QPointF(blade.left() + blade.width() * 0.45, blade.bottom() - blade.height() * 0.1))  # fmt: skip
    painter.setFont(card_font(s.height() * STRENGTH_DIGIT, bold=True))
    painter.setPen(palette.TITLE_TEXT)
    painter.drawText(s.adjusted(s.width() * 0.35, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, str(card.strength))

    # Health: a shield with the number; the remaining health if damaged.
    h = lay.health
    shield = QPainterPath()
    shield.moveTo(h.left(), h.top())
    shield.lineTo(h.right(), h.top())
    shield.lineTo(h.right(), h.top() + h.height() * 0.55)
    shield.quadTo(h.right(), h.bottom(), h.center().x(), h.bottom())
    shield.quadTo(h.left(), h.bottom(), h.left(), h.top() + h.height() * 0.55)
    shield.closeSubpath()
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.005)))
    painter.setBrush(palette.HEALTH)
    painter.drawPath(shield)
    remaining = max(0, card.health - max(0, damage))
    label = str(card.health) if damage <= 0 else f"{remaining}/{card.health}"
    font = card_font(h.height() * HEALTH_DIGIT, bold=True)
    wide = QFontMetricsF(font).horizontalAdvance(label) / (h.width() * 0.9)
    if wide > 1:  # "1/2" on a narrow shield: smaller, as much as needed
        font = card_font(h.height() * HEALTH_DIGIT / wide, bold=True)
    painter.setFont(font)
    painter.setPen(palette.TITLE_TEXT)
    painter.drawText(h.adjusted(0, -h.height() * 0.08, 0, 0), Qt.AlignmentFlag.AlignCenter, label)

    # Pips on every edge; lost health is a dark, hollow pip (no white cross: scaled up by the hover zoom, crosses
    # on the edges looked like close buttons).
    lost = min(card.health, max(0, damage))
    for edge in lay.pips:
        for i, pip in enumerate(edge):
            gone = i >= card.health - lost
            painter.setPen(QPen(palette.PIP if gone else palette.FRAME_EDGE, max(0.4, pip.width() * 0.15)))
            painter.setBrush(palette.PIP_LOST if gone else palette.PIP)
            painter.drawEllipse(pip)


def _paint_starter(painter: QPainter, rect: QRectF) -> None:
    """Starters get a small, quiet diamond with an S."""
    painter.setPen(QPen(palette.SUBTITLE_TEXT, max(0.4, rect.width() * 0.06)))
    painter.setBrush(QColor(255, 255, 255, 30))
    painter.drawPath(palette.shape_path("diamond", rect))
    painter.setFont(card_font(rect.height() * 0.5, bold=True))
    painter.setPen(palette.SUBTITLE_TEXT)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, translate("CardFrame", "S", "the mark of a starter card"))


def _paint_wound(painter: QPainter, lay: CardLayout, card: CardDef) -> None:
    w = lay.width
    _frame(painter, lay.card, palette.WOUND_COLOUR.lighter(150))
    kind = card.wound_kind or "bleed"
    # Kind badge where an order has its moon.
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.008)))
    painter.setBrush(palette.WOUND_COLOUR)
    painter.drawEllipse(lay.moon)
    m = lay.moon
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f6e6e6"))
    painter.drawPath(palette.wound_glyph_path(kind, m.adjusted(m.width() * 0.22, m.height() * 0.18,
                                                                -m.width() * 0.22, -m.height() * 0.2)))  # fmt: skip
    _paint_name(painter, lay)
    _paint_keyword(painter, lay, keyword_line(card))
    if lay.art is not None:
        _paint_wound_art(painter, lay.art, kind, w, card.art)
    # Text box.
    tb = lay.text.adjusted(-w * 0.02, -w * 0.015, w * 0.02, w * 0.015)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.004)))
    painter.setBrush(palette.PANEL)
    painter.drawRoundedRect(tb, w * 0.02, w * 0.02)
    painter.setPen(palette.PANEL_TEXT)
    flow_text(lay.paragraphs, lay.text_px, lay.text, draw=painter, narrow=lay.narrow)
    if lay.art is None and lay.picture is not None:
        paint_medallion(painter, lay.picture, card.art, None, wound=True)


def _paint_wound_art(painter: QPainter, a: QRectF, kind: str, w: float, art: str | None) -> None:
    """The card's picture (else the kind's glyph) on a dark red wash."""
    grad = QLinearGradient(a.topLeft(), a.bottomLeft())
    grad.setColorAt(0.0, palette.WOUND_COLOUR.lighter(130))
    grad.setColorAt(1.0, palette.ART_BG)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.004)))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(a, w * 0.02, w * 0.02)
    g = a.height() * 0.8
    square = QRectF(a.center().x() - g / 2, a.center().y() - g / 2, g, g)
    if not paint_medallion(painter, square, art, None, wound=True):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 235, 235, 200))
        painter.drawPath(palette.wound_glyph_path(kind, square))
    painter.setFont(card_font(a.height() * 0.14, bold=True))
    painter.setPen(QColor(255, 235, 235, 220))
    painter.drawText(
        a.adjusted(w * 0.02, 0, -w * 0.02, -w * 0.01),
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
        palette.wound_letters(kind),
    )


def _paint_highlight(painter: QPainter, c: QRectF, kind: str | None) -> None:
    """Legal: solid; target: dashed; selected: double line. Line style differs, not just the colour."""
    w = c.width()
    colour = palette.HIGHLIGHTS[kind or "legal"]
    pen_w = max(1.5, w * 0.028)
    style = Qt.PenStyle.DashLine if kind == "target" else Qt.PenStyle.SolidLine
    pen = QPen(colour, pen_w, style, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = c.adjusted(pen_w / 2, pen_w / 2, -pen_w / 2, -pen_w / 2)
    painter.drawRoundedRect(r, w * 0.045, w * 0.045)
    if kind == "selected":
        painter.setPen(QPen(colour.lighter(140), max(1.0, pen_w * 0.4)))
        inset = pen_w * 1.6
        painter.drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), w * 0.035, w * 0.035)


def paint_card_back(painter: QPainter, c: QRectF) -> None:
    """The face-down side: a lattice pattern with the app's crescent over a chain link."""
    w = c.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.006)))
    painter.setBrush(palette.BACK_BG)
    painter.drawRoundedRect(c, w * 0.05, w * 0.05)
    inner = c.adjusted(w * 0.05, w * 0.05, -w * 0.05, -w * 0.05)
    clip = QPainterPath()
    clip.addRoundedRect(inner, w * 0.03, w * 0.03)
    painter.setClipPath(clip)
    painter.setPen(QPen(palette.BACK_PATTERN, max(0.5, w * 0.012)))
    step = w * 0.09
    span = inner.width() + inner.height()
    k = 0.0
    while k <= span:
        painter.drawLine(QPointF(inner.left() + k, inner.top()), QPointF(inner.left() + k - inner.height(),
                                                                           inner.bottom()))  # fmt: skip
        painter.drawLine(QPointF(inner.right() - k, inner.top()), QPointF(inner.right() - k + inner.height(),
                                                                            inner.bottom()))  # fmt: skip
        k += step
    painter.setClipping(False)
    painter.setPen(QPen(palette.BACK_MOON, max(0.6, w * 0.01)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, w * 0.03, w * 0.03)
    # Medallion.
    d = w * 0.62
    med = QRectF(c.center().x() - d / 2, c.center().y() - d / 2, d, d)
    painter.setBrush(palette.BACK_BG)
    painter.setPen(QPen(palette.BACK_MOON, max(0.6, w * 0.012)))
    painter.drawEllipse(med)
    paint_app_mark(painter, med.adjusted(d * 0.14, d * 0.1, -d * 0.14, -d * 0.14), palette.BACK_MOON)
    painter.restore()


