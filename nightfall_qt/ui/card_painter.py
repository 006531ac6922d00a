"""Draws a Nightfall card entirely in code (no scanned art) at any size.

All geometry is expressed in units of the card width, so a card reads the same from 60 px to 600 px,
and fonts use logical pixel sizes with hinting off, so a 2x device pixel ratio only adds detail.
`layout_card` computes every rect and the fitted font sizes without painting; `paint_card` draws from it.
Tests use `layout_card` to prove that the name never overflows its box.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)

from nightfall_qt.app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.labels import CARD_KINDS, KEYWORDS, WOUND_KINDS, label
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.ui import palette

CARD_ASPECT = 63 / 88  # width / height of a real card
HIGHLIGHT_KINDS = ("legal", "target", "selected")

# Geometry in units of the card width.
_BAND = 0.05  # the dark frame band that carries the health pips
_PAD = 0.025
_MOON = 0.21
_COIN = 0.14
_LINK = 0.13
_ART_H = 0.2
_COLUMN_X = _BAND + _PAD
_CONTENT_X = _COLUMN_X + _MOON + 0.025
# Font sizes in card widths, with floors in logical px so small cards show fewer, readable words.
_NAME_MAX_PX, _NAME_MIN_PX, _NAME_FLOOR_PX = 0.078, 0.05, 7.0
_TEXT_MAX_PX, _TEXT_MIN_PX, _TEXT_FLOOR_PX = 0.07, 0.034, 6.5
_FONT_FAMILIES = ["Segoe UI", "Helvetica Neue", "DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial"]

# The part labels printed in each language's card texts (card data, not UI text: cards.yaml spells them),
# longest first so "Your chain" wins over "Chain". Languages not listed use the English labels.
PART_LABELS: dict[str, dict[str, str]] = {
    "en": {"Your chain": "your_chain", "Chain": "chain", "Kicker": "kicker", "In play": "in_play"},
    "de": {"Deine Kette": "your_chain", "Kette": "chain", "Kick": "kicker", "Im Spiel": "in_play"},
    "fr": {"Votre Enchaînement": "your_chain", "Enchaînement": "chain", "Pleine Lune": "kicker", "En jeu": "in_play"},
    "pl": {"Twój łańcuch": "your_chain", "Łańcuch": "chain", "Dopalacz": "kicker", "W grze": "in_play"},
}


def _part_label_pattern(labels: dict[str, str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(name) for name in sorted(labels, key=len, reverse=True))
    return re.compile(rf"(?:^|(?<=[.)!] ))({alternatives})([ \u00a0\u202f]?:)")


_PART_LABEL_PATTERNS = {language: _part_label_pattern(labels) for language, labels in PART_LABELS.items()}
_PART_LABEL = _PART_LABEL_PATTERNS["en"]

# Kind words on the card frame. The engine calls non-minion orders "action" (the rules' word too).
FRAME_KINDS = {"action": QT_TRANSLATE_NOOP("CardFrame", "Action")}


@dataclass(frozen=True, slots=True)
class TextParagraph:
    label: str  # "Chain", "Kicker", ... as printed in the text's language, or "" for plain text
    body: str
    part: str = ""  # the label's part: chain | your_chain | kicker | in_play ("" for plain text)
    sep: str = ":"  # the label's colon as printed (French puts a space before it)

    @property
    def text(self) -> str:
        return f"{self.label}{self.sep} {self.body}" if self.label else self.body


@dataclass(slots=True)
class CardLayout:
    """Every rect used to draw one card, in the painter's logical coordinates, plus the fitted fonts."""

    card: QRectF
    width: float
    inner: QRectF
    moon: QRectF
    links: tuple[QRectF, ...]
    kicker: QRectF | None
    cost: QRectF | None
    name: QRectF
    keyword: QRectF
    art: QRectF
    text: QRectF
    strength: QRectF | None
    health: QRectF | None
    starter: QRectF | None
    pips: tuple[tuple[QRectF, ...], ...]  # per edge: top, right, bottom, left
    name_px: int
    name_lines: tuple[str, ...]
    name_width: float  # widest name line actually drawn, in logical px
    keyword_px: int  # 0 when a long name took the keyword's line
    text_px: int
    text_fits: bool  # False when even the minimum font needed elision
    paragraphs: tuple[TextParagraph, ...] = field(default=())

    def rects(self) -> dict[str, QRectF]:
        """The named single rects (handy for tests and hit testing)."""
        named = {
            "card": self.card, "inner": self.inner, "moon": self.moon, "kicker": self.kicker,
            "cost": self.cost, "name": self.name, "keyword": self.keyword, "art": self.art,
            "text": self.text, "strength": self.strength, "health": self.health, "starter": self.starter,
        }  # fmt: skip
        return {k: v for k, v in named.items() if v is not None}


def card_font(px: float, *, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    font.setItalic(italic)
    # Unhinted metrics scale linearly, so a layout measured at 1x holds at 2x.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def card_text(card: CardDef, language: str | None = None) -> tuple[str, str]:
    """(language actually used, the card's text in it): `language` (default: the app's) if the card has it,
    else English."""
    language = language or current_language()
    text = card.texts.get(language)
    if text:
        return language, text
    return "en", card.texts.get("en") or ""


def card_paragraphs(card: CardDef, language: str | None = None) -> tuple[TextParagraph, ...]:
    """Split the card's text in `language` (default: the app's) at its part labels (Chain:, Kicker:, ...),
    one paragraph each."""
    used, raw = card_text(card, language)
    text = " ".join(raw.split())
    if not text:
        return ()
    pattern = _PART_LABEL_PATTERNS.get(used, _PART_LABEL)
    parts = PART_LABELS.get(used, PART_LABELS["en"])
    starts = [m.start() for m in pattern.finditer(text)]
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    pieces = [text[a:b].strip() for a, b in zip(starts, [*starts[1:], len(text)], strict=True)]
    result = []
    for piece in pieces:
        m = pattern.match(piece)
        if m:
            result.append(TextParagraph(m.group(1), piece[m.end() :].strip(), parts[m.group(1)], m.group(2)))
        else:
            result.append(TextParagraph("", piece))
    return tuple(result)


def kind_label(kind: str) -> str:
    """The card kind as printed on the frame (Minion, Action, Wound) in the UI language."""
    if kind in FRAME_KINDS:
        return translate("CardFrame", FRAME_KINDS[kind])
    return label(CARD_KINDS, kind)


def keyword_line(card: CardDef) -> str:
    """The frame's subtitle: "Minion · Hunter", "Action", "Wound · Bite" (words in the UI language)."""
    parts = [kind_label(card.kind)]
    if card.is_wound and card.wound_kind:
        parts.append(label(WOUND_KINDS, card.wound_kind))
    elif not card.is_wound and card.keyword:
        parts.append(label(KEYWORDS, card.keyword))
    return " · ".join(parts)


def fitted_card_rect(rect: QRectF) -> QRectF:
    """The largest card of the right aspect centred in `rect`."""
    w = min(rect.width(), rect.height() * CARD_ASPECT)
    h = w / CARD_ASPECT
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


def _fit_name(name: str, box: QRectF, width: float) -> tuple[int, tuple[str, ...], float, bool]:
    """Largest font that shows the whole name on one line, else on two lines, else elided at the minimum.

    Returns (pixel size, lines, widest line advance, whether the whole name is shown)."""
    max_px = round(max(_NAME_MAX_PX * width, _NAME_FLOOR_PX))
    min_px = min(max_px, round(max(_NAME_MIN_PX * width, _NAME_FLOOR_PX)))
    avail = box.width()
    for px in range(max_px, min_px - 1, -1):
        fm = QFontMetricsF(card_font(px, bold=True))
        advance = fm.horizontalAdvance(name)
        if advance <= avail and fm.height() <= box.height():
            return px, (name,), advance, True
    words = name.split()
    if len(words) > 1:
        for px in range(max_px, min_px - 1, -1):
            fm = QFontMetricsF(card_font(px, bold=True))
            if 2 * fm.lineSpacing() > box.height() + 0.5:
                continue
            lines = _wrap_two(words, fm, avail)
            if lines is not None:
                return px, lines, max(fm.horizontalAdvance(line) for line in lines), True
    fm = QFontMetricsF(card_font(min_px, bold=True))
    if len(words) > 1 and 2 * fm.lineSpacing() <= box.height() + 0.5:
        # Two lines, the second one elided: "Special / Response T…" beats "Special R…".
        cut = 1
        while cut < len(words) - 1 and fm.horizontalAdvance(" ".join(words[: cut + 1])) <= avail:
            cut += 1
        first = fm.elidedText(" ".join(words[:cut]), Qt.TextElideMode.ElideRight, avail)
        second = fm.elidedText(" ".join(words[cut:]), Qt.TextElideMode.ElideRight, avail)
        widest = max(fm.horizontalAdvance(first), fm.horizontalAdvance(second))
        return min_px, (first, second), widest, False
    elided = fm.elidedText(name, Qt.TextElideMode.ElideRight, avail)
    return min_px, (elided,), fm.horizontalAdvance(elided), elided == name


def _wrap_two(words: list[str], fm: QFontMetricsF, avail: float) -> tuple[str, str] | None:
    best: tuple[str, str] | None = None
    best_width = float("inf")
    for cut in range(1, len(words)):
        first, second = " ".join(words[:cut]), " ".join(words[cut:])
        widest = max(fm.horizontalAdvance(first), fm.horizontalAdvance(second))
        if widest <= avail and widest < best_width:
            best, best_width = (first, second), widest
    return best


Run = tuple[str, bool]  # (text, bold)


def _wrap_paragraph(para: TextParagraph, regular: QFontMetricsF, bold: QFontMetricsF, width: float) -> list[list[Run]]:
    """Greedy word wrap with a bold label; measured with QFontMetricsF (QTextLayout is avoided on purpose:
    its line API corrupts reference counts in PySide6 6.12)."""
    words: list[Run] = []
    if para.label:
        words.append((f"{para.label}{para.sep}", True))
    words.extend((w, False) for w in para.body.split())
    lines: list[list[Run]] = []
    current: list[Run] = []

    def measure(runs: list[Run]) -> float:
        total = 0.0
        for i, (text, is_bold) in enumerate(runs):
            fm = bold if is_bold else regular
            total += fm.horizontalAdvance(text if i == 0 else " " + text)
        return total

    for word in words:
        candidate = [*current, word]
        if not current or measure(_merge(candidate)) <= width:
            current = candidate
            continue
        lines.append(_merge(current))
        current = [word]
    if current:
        lines.append(_merge(current))
    return lines


def _merge(runs: list[Run]) -> list[Run]:
    """Join neighbouring words of the same weight into one run."""
    merged: list[Run] = []
    for text, is_bold in runs:
        if merged and merged[-1][1] == is_bold:
            merged[-1] = (merged[-1][0] + " " + text, is_bold)
        else:
            merged.append((text, is_bold))
    return merged


def _flow_text(
    paragraphs: tuple[TextParagraph, ...], px: int, box: QRectF, *, draw: QPainter | None = None,
    kicker_active: bool = False, kicker_tint: QColor | None = None,
) -> bool:  # fmt: skip
    """Lay the paragraphs out in `box` at `px`; draw them if a painter is given. True if all text fit.

    When the text does not fit, the last line that fits is replaced by the elided rest of its paragraph.
    """
    font, bold_font = card_font(px), card_font(px, bold=True)
    regular, bold = QFontMetricsF(font), QFontMetricsF(bold_font)
    line_h = max(regular.lineSpacing(), bold.lineSpacing())
    gap = line_h * 0.35
    width = box.width()
    y = 0.0
    for index, para in enumerate(paragraphs):
        if index:
            y += gap
        lines = _wrap_paragraph(para, regular, bold, width)
        fitted = 0
        for _ in lines:
            if y + (fitted + 1) * line_h > box.height() + 0.01:
                break
            fitted += 1
        overflow = fitted < len(lines)
        if draw is not None:
            if para.part == "kicker" and kicker_active and kicker_tint is not None:
                tint = QColor(kicker_tint)
                tint.setAlpha(90)
                pad = gap * 0.4
                draw.fillRect(QRectF(box.x() - pad, box.y() + y - pad, width + 2 * pad, fitted * line_h + 2 * pad),
                              tint)  # fmt: skip
            for i in range(fitted):
                top = box.y() + y + i * line_h
                if overflow and i == fitted - 1:
                    rest = " ".join(" ".join(t for t, _ in ln) for ln in lines[i:])
                    draw.setFont(font)
                    draw.drawText(
                        QRectF(box.x(), top, width, line_h),
                        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine,
                        regular.elidedText(rest, Qt.TextElideMode.ElideRight, width),
                    )
                    break
                x = box.x()
                baseline = top + (line_h - regular.height()) / 2 + regular.ascent()
                for j, (text, is_bold) in enumerate(lines[i]):
                    piece = text if j == 0 else " " + text
                    draw.setFont(bold_font if is_bold else font)
                    draw.drawText(QPointF(x, baseline), piece)
                    x += (bold if is_bold else regular).horizontalAdvance(piece)
        y += fitted * line_h
        if overflow:
            return False
    return True


def _fit_text(paragraphs: tuple[TextParagraph, ...], box: QRectF, width: float) -> tuple[int, bool]:
    max_px = round(max(_TEXT_MAX_PX * width, _TEXT_FLOOR_PX))
    min_px = min(max_px, round(max(_TEXT_MIN_PX * width, _TEXT_FLOOR_PX)))
    for px in range(max_px, min_px - 1, -1):
        if _flow_text(paragraphs, px, box):
            return px, True
    return min_px, False


def _pip_rects(card: QRectF, width: float, health: int) -> tuple[tuple[QRectF, ...], ...]:
    """Health pips centred on each of the four frame edges, so any rotation shows a set at the bottom."""
    if health <= 0:
        return ()
    size = width * 0.034
    step = width * 0.056
    band = width * _BAND
    span = step * (health - 1)
    cx, cy = card.center().x(), card.center().y()

    def at(x: float, y: float) -> QRectF:
        return QRectF(x - size / 2, y - size / 2, size, size)

    top = tuple(at(cx - span / 2 + i * step, card.top() + band * 0.55) for i in range(health))
    bottom = tuple(at(cx + span / 2 - i * step, card.bottom() - band * 0.55) for i in range(health))
    right = tuple(at(card.right() - band * 0.55, cy - span / 2 + i * step) for i in range(health))
    left = tuple(at(card.left() + band * 0.55, cy + span / 2 - i * step) for i in range(health))
    return (top, right, bottom, left)


def layout_card(rect: QRectF, card: CardDef, *, language: str | None = None) -> CardLayout:
    """Compute all rects and fitted font sizes for `card` drawn into `rect` (aspect kept, centred), with its
    name and text in `language` (default: the app's language)."""
    language = language or current_language()
    c = fitted_card_rect(rect)
    w = c.width()

    def box(x: float, y: float, bw: float, bh: float) -> QRectF:
        return QRectF(c.x() + x * w, c.y() + y * w, bw * w, bh * w)

    height_u = c.height() / w
    inner = box(_BAND, _BAND, 1 - 2 * _BAND, height_u - 2 * _BAND)
    top = _BAND + _PAD
    bottom = height_u - _BAND - _PAD
    right = 1 - _BAND - _PAD
    moon = box(_COLUMN_X, top, _MOON, _MOON)

    cost = None if card.is_wound else box(right - _COIN, top + 0.03, _COIN, _COIN)
    name_right = (right - _COIN - 0.015) if cost is not None else right
    name = box(_CONTENT_X, top, name_right - _CONTENT_X, 0.135)
    keyword = box(_CONTENT_X, top + 0.14, name_right - _CONTENT_X, 0.065)

    # The art band under the header carries the link moons (left) and the kicker moon.
    art_top = top + _MOON + 0.02
    art_h = 0.34 if card.is_wound else _ART_H
    art = box(_COLUMN_X, art_top, right - _COLUMN_X, art_h)
    moon_y = art_top + (art_h - _LINK) / 2
    links = [box(_COLUMN_X + 0.025 + i * (_LINK + 0.025), moon_y, _LINK, _LINK) for i in range(len(card.links))]
    kicker = None
    if card.kicker_colour:
        x = _COLUMN_X + 0.025 + len(card.links) * (_LINK + 0.025) + (0.04 if card.links else 0.0)
        kicker = box(x, moon_y, _LINK, _LINK)

    stats_h = 0.13
    strength = health = starter = None
    text_bottom = bottom
    if card.is_minion:
        strength = box(_COLUMN_X, bottom - stats_h, 0.2, stats_h)
        health = box(right - 0.2, bottom - stats_h, 0.2, stats_h)
        text_bottom = bottom - stats_h - 0.02
    if card.starter:
        starter = box(0.5 - 0.045, bottom - stats_h / 2 - 0.045, 0.09, 0.09)
    text_top = art_top + art_h + 0.02 + 0.015
    text = box(_COLUMN_X + 0.02, text_top, right - _COLUMN_X - 0.04, text_bottom - text_top - 0.015)

    name_px, name_lines, name_width, whole = _fit_name(card.name(language), name, w)
    keyword_px = max(1, round(0.045 * w))
    if not whole:
        # Small cards: a long name may take the keyword's line too (the keyword is shown in the preview).
        both = name.united(keyword)
        fit = _fit_name(card.name(language), both, w)
        if fit[3] or len(fit[1]) > 1:
            name = both
            name_px, name_lines, name_width, whole = fit
            keyword_px = 0
    paragraphs = card_paragraphs(card, language)
    text_px, text_fits = _fit_text(paragraphs, text, w)
    return CardLayout(
        card=c, width=w, inner=inner, moon=moon, links=tuple(links), kicker=kicker, cost=cost, name=name,
        keyword=keyword, art=art, text=text, strength=strength, health=health, starter=starter,
        pips=_pip_rects(c, w, card.health if card.is_minion else 0), name_px=name_px, name_lines=name_lines,
        name_width=name_width, keyword_px=keyword_px, text_px=text_px, text_fits=text_fits,
        paragraphs=paragraphs,
    )  # fmt: skip


# --------------------------------------------------------------------------------------------------
# Painting
# --------------------------------------------------------------------------------------------------


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: CardDef,
    *,
    language: str | None = None,
    face_up: bool = True,
    dimmed: bool = False,
    highlight: str | None = None,
    damage: int = 0,
    kicker_active: bool = False,
) -> CardLayout | None:
    """Draw `card` into `rect` in `language` (default: the app's). Returns the layout used (None face down)."""
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
            layout = layout_card(rect, card, language=language)
            c = layout.card
            if card.is_wound:
                _paint_wound(painter, layout, card)
            else:
                _paint_order(painter, layout, card, damage=damage, kicker_active=kicker_active)
        w = c.width()
        if dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 150))
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
    inset = w * _BAND
    painter.drawRoundedRect(c.adjusted(inset, inset, -inset, -inset), w * 0.025, w * 0.025)


def _paint_order(painter: QPainter, lay: CardLayout, card: CardDef, *, damage: int, kicker_active: bool) -> None:
    style = palette.moon_style(card.colour)
    c, w = lay.card, lay.width
    _frame(painter, c, style.fill)

    # Art panel: a wash of the card colour with the keyword emblem (our own simple shapes).
    _paint_art(painter, lay.art, card, style, w)

    # Main moon, link moons, kicker moon.
    paint_moon(painter, lay.moon, card.colour, big=True)
    for link_rect, colour in zip(lay.links, card.links, strict=True):
        paint_moon(painter, link_rect, colour)
    if lay.kicker is not None:
        if lay.links:
            sep_x = lay.kicker.left() - w * 0.032
            painter.setPen(QPen(palette.SUBTITLE_TEXT, max(0.5, w * 0.006), Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(sep_x, lay.kicker.top()), QPointF(sep_x, lay.kicker.bottom()))
        paint_kicker_moon(painter, lay.kicker, card.kicker_colour, active=kicker_active)

    # Cost coin.
    if lay.cost is not None:
        _paint_coin(painter, lay.cost, card.cost)

    _paint_name(painter, lay)
    _paint_keyword(painter, lay, keyword_line(card))

    # Text box.
    tb = lay.text.adjusted(-w * 0.02, -w * 0.015, w * 0.02, w * 0.015)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.004)))
    painter.setBrush(palette.PANEL)
    painter.drawRoundedRect(tb, w * 0.02, w * 0.02)
    painter.setPen(palette.PANEL_TEXT)
    kicker_tint = palette.moon_style(card.kicker_colour).fill if card.kicker_colour else None
    _flow_text(lay.paragraphs, lay.text_px, lay.text, draw=painter, kicker_active=kicker_active,
               kicker_tint=kicker_tint)  # fmt: skip

    if card.is_minion:
        _paint_stats(painter, lay, card, damage)
    if lay.starter is not None:
        _paint_starter(painter, lay.starter)


def _paint_name(painter: QPainter, lay: CardLayout) -> None:
    font = card_font(lay.name_px, bold=True)
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


def _paint_coin(painter: QPainter, rect: QRectF, cost: int) -> None:
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
    painter.setFont(card_font(d * 0.58, bold=True))
    painter.setPen(palette.COIN_TEXT)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(cost))


def _paint_art(painter: QPainter, rect: QRectF, card: CardDef, style: palette.MoonStyle, w: float) -> None:
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
    # A faint big crescent and the keyword emblem.
    h = rect.height()
    crescent = QRectF(rect.right() - h * 1.5, rect.top() + h * 0.1, h * 0.8, h * 0.8)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 40))
    painter.drawPath(palette.crescent_path(crescent))
    emblem = QRectF(rect.right() - h * 0.85, rect.top() + h * 0.15, h * 0.7, h * 0.7)
    painter.setBrush(QColor(255, 255, 255, 70))
    painter.setPen(QPen(QColor(255, 255, 255, 90), max(0.6, h * 0.05), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))  # fmt: skip
    _paint_emblem(painter, emblem, card.keyword if card.is_minion else "action")
    painter.restore()


def _paint_emblem(painter: QPainter, r: QRectF, keyword: str | None) -> None:
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
    painter.setFont(card_font(s.height() * 0.72, bold=True))
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
    painter.setFont(card_font(h.height() * (0.7 if damage <= 0 else 0.5), bold=True))
    painter.setPen(palette.TITLE_TEXT)
    painter.drawText(h.adjusted(0, -h.height() * 0.08, 0, 0), Qt.AlignmentFlag.AlignCenter, label)

    # Pips on every edge; lost health is crossed out.
    lost = min(card.health, max(0, damage))
    for edge in lay.pips:
        for i, pip in enumerate(edge):
            crossed = i >= card.health - lost
            painter.setPen(QPen(palette.FRAME_EDGE, max(0.4, pip.width() * 0.15)))
            painter.setBrush(palette.PIP_LOST if crossed else palette.PIP)
            painter.drawEllipse(pip)
            if crossed:
                painter.setPen(QPen(QColor("#ffffff"), max(0.5, pip.width() * 0.22)))
                a = pip.adjusted(-pip.width() * 0.1, -pip.width() * 0.1, pip.width() * 0.1, pip.width() * 0.1)
                painter.drawLine(a.topLeft(), a.bottomRight())
                painter.drawLine(a.topRight(), a.bottomLeft())


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
    # Art: the big glyph on a dark red wash.
    a = lay.art
    grad = QLinearGradient(a.topLeft(), a.bottomLeft())
    grad.setColorAt(0.0, palette.WOUND_COLOUR.lighter(130))
    grad.setColorAt(1.0, palette.ART_BG)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.004)))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(a, w * 0.02, w * 0.02)
    g = a.height() * 0.8
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 235, 235, 200))
    painter.drawPath(palette.wound_glyph_path(kind, QRectF(a.center().x() - g / 2, a.center().y() - g / 2, g, g)))
    painter.setFont(card_font(a.height() * 0.14, bold=True))
    painter.setPen(QColor(255, 235, 235, 220))
    painter.drawText(
        a.adjusted(w * 0.02, 0, -w * 0.02, -w * 0.01),
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
        palette.wound_letters(kind),
    )
    # Text box.
    tb = lay.text.adjusted(-w * 0.02, -w * 0.015, w * 0.02, w * 0.015)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, w * 0.004)))
    painter.setBrush(palette.PANEL)
    painter.drawRoundedRect(tb, w * 0.02, w * 0.02)
    painter.setPen(palette.PANEL_TEXT)
    _flow_text(lay.paragraphs, lay.text_px, lay.text, draw=painter)


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
