"""The words on a card: which text to show, split into parts, and how it is fitted and set in type.

Holds the card fonts, the card's text in a language split at its part labels (Chain:, Kicker:, ...), the
frame's kind/keyword subtitle, and the fitting of the name and the text box (largest font that fits, word wrap
with bold labels, elision). Kept apart from the geometry (`card_layout`) and the frame drawing (`card_painter`)
because it is the one part that depends on language and font metrics; `flow_text` both measures and draws, so
the fit it promises is exactly what gets painted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from nightfall_qt.app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.labels import CARD_KINDS, KEYWORDS, WOUND_KINDS, label
from nightfall_qt.engine.carddefs import CardDef

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


def fit_name(
    name: str, box: QRectF, width: float, *, largest: bool = False
) -> tuple[int, tuple[str, ...], float, bool]:
    """Largest font that shows the whole name on one line, else on two lines, else elided at the minimum;
    with `largest`, two lines win whenever they allow a larger font than one.

    Returns (pixel size, lines, widest line advance, whether the whole name is shown)."""
    max_px = round(max(_NAME_MAX_PX * width, _NAME_FLOOR_PX))
    min_px = min(max_px, round(max(_NAME_MIN_PX * width, _NAME_FLOOR_PX)))
    avail = box.width()
    one_line: tuple[int, tuple[str, ...], float, bool] | None = None
    for px in range(max_px, min_px - 1, -1):
        fm = QFontMetricsF(card_font(px, bold=True))
        advance = fm.horizontalAdvance(name)
        if advance <= avail and fm.height() <= box.height():
            one_line = px, (name,), advance, True
            break
    if one_line is not None and not largest:
        return one_line
    words = name.split()
    if len(words) > 1:
        floor = one_line[0] + 1 if one_line is not None else min_px
        for px in range(max_px, floor - 1, -1):
            fm = QFontMetricsF(card_font(px, bold=True))
            if 2 * fm.lineSpacing() > box.height() + 0.5:
                continue
            lines = _wrap_two(words, fm, avail)
            if lines is not None:
                return px, lines, max(fm.horizontalAdvance(line) for line in lines), True
    if one_line is not None:
        return one_line
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


def flow_text(
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


def fit_text(paragraphs: tuple[TextParagraph, ...], box: QRectF, width: float) -> tuple[int, bool]:
    max_px = round(max(_TEXT_MAX_PX * width, _TEXT_FLOOR_PX))
    min_px = min(max_px, round(max(_TEXT_MIN_PX * width, _TEXT_FLOOR_PX)))
    for px in range(max_px, min_px - 1, -1):
        if flow_text(paragraphs, px, box):
            return px, True
    return min_px, False

