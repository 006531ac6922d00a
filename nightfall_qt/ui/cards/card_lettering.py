"""The words on a card: which text to show, split into parts, and how it is fitted and set in type.

Holds the card fonts, the card's text in a language split at its part labels (Chain:, Kicker:, ...), the
frame's kind/keyword subtitle, and the fitting of the name and the text box (largest font that fits, word wrap
with bold labels, elision). Kept apart from the geometry (`card_layout`) and the frame drawing (`card_painter`)
because it is the one part that depends on language and font metrics; `flow_text` both measures and draws, so
the fit it promises is exactly what gets painted.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, current_language, translate
from nightfall_qt.app.texts.labels import CARD_KINDS, KEYWORDS, WOUND_KINDS, label
from nightfall_qt.engine.carddefs import CardDef

# Font sizes in card widths, with floors in logical px so small cards show fewer, readable words.
_NAME_MAX_PX, _NAME_MIN_PX, _NAME_FLOOR_PX = 0.078, 0.05, 7.0
_TEXT_MAX_PX, _TEXT_MIN_PX, _TEXT_FLOOR_PX = 0.07, 0.034, 6.5
_FONT_FAMILIES = ["Segoe UI", "Helvetica Neue", "DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial"]
# The table face's words: a true condensed face where the system has one (Segoe UI and Helvetica Neue are
# narrow already), so more words fit a hand card at a readable size.
_NARROW_FAMILIES = ["Segoe UI", "Helvetica Neue", "DejaVu Sans Condensed", *_FONT_FAMILIES[2:]]

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


def card_font(px: float, *, bold: bool = False, italic: bool = False, narrow: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(_NARROW_FAMILIES if narrow else _FONT_FAMILIES)
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
    name: str, box: QRectF, width: float, *, largest: bool = False, floor: float | None = None,
    max_ratio: float = _NAME_MAX_PX, narrow: bool = False,
) -> tuple[int, tuple[str, ...], float, bool]:
    """Largest font that shows the whole name on one line, else on two lines, else elided at the minimum;
    with `largest`, two lines win whenever they allow a larger font than one. `floor` (logical px) replaces
    the minimum: the table face never goes below what reads on screen.

    Returns (pixel size, lines, widest line advance, whether the whole name is shown)."""
    max_px, min_px = _font_range(width, max_ratio, _NAME_MIN_PX, _NAME_FLOOR_PX, floor)
    avail = box.width()
    one_line: tuple[int, tuple[str, ...], float, bool] | None = None
    for px in range(max_px, min_px - 1, -1):
        fm = QFontMetricsF(card_font(px, bold=True, narrow=narrow))
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
            fm = QFontMetricsF(card_font(px, bold=True, narrow=narrow))
            if 2 * fm.lineSpacing() > box.height() + 0.5:
                continue
            lines = _wrap_two(words, fm, avail)
            if lines is not None:
                return px, lines, max(fm.horizontalAdvance(line) for line in lines), True
    if one_line is not None:
        return one_line
    fm = QFontMetricsF(card_font(min_px, bold=True, narrow=narrow))
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
    kicker_active: bool = False, kicker_tint: QColor | None = None, narrow: bool = False,
) -> bool:  # fmt: skip
    """Lay the paragraphs out in `box` at `px`; draw them if a painter is given. True if all text fit.

    When the text does not fit, the last line that fits ends in "…" (the rest of the text elided), also when
    the cut falls between two paragraphs: a reader always sees that there is more (in the hover zoom).
    """
    flow = _place(paragraphs, px, box, narrow)
    if draw is not None:
        _draw_lines(draw, paragraphs, flow.placed, flow.rest, flow.fonts, flow.metrics, flow.line_h, box,
                    kicker_tint if kicker_active else None)  # fmt: skip
    return not flow.rest


def text_height(paragraphs: tuple[TextParagraph, ...], px: int, box: QRectF, *, narrow: bool = False) -> float:
    """How much of `box`, from its top, the text laid out at `px` fills (the rest is free for the picture)."""
    return _place(paragraphs, px, box, narrow).height


@dataclass(frozen=True, slots=True)
class _Flow:
    placed: list[tuple[int, float, list[Run]]]  # (paragraph, top, runs)
    rest: str  # the text that did not fit
    height: float
    fonts: tuple[QFont, QFont]
    metrics: tuple[QFontMetricsF, QFontMetricsF]
    line_h: float


def _place(paragraphs: tuple[TextParagraph, ...], px: int, box: QRectF, narrow: bool) -> _Flow:
    font, bold_font = card_font(px, narrow=narrow), card_font(px, bold=True, narrow=narrow)
    regular, bold = QFontMetricsF(font), QFontMetricsF(bold_font)
    line_h = max(regular.lineSpacing(), bold.lineSpacing())
    gap = line_h * 0.35
    placed: list[tuple[int, float, list[Run]]] = []
    rest = ""
    y = 0.0
    for index, para in enumerate(paragraphs):
        y += gap if index else 0.0
        lines = _wrap_paragraph(para, regular, bold, box.width())
        for n, line in enumerate(lines):
            if y + line_h > box.height() + 0.01:
                # Within a paragraph the last line fills up with its words; after a paragraph only "…" follows.
                rest = " ".join(" ".join(t for t, _ in ln) for ln in lines[n:]) if n else "…"
                break
            placed.append((index, y, line))
            y += line_h
        if rest:
            break
    return _Flow(placed, rest, y, (font, bold_font), (regular, bold), line_h)


def _draw_lines(
    draw: QPainter, paragraphs: tuple[TextParagraph, ...], placed: list[tuple[int, float, list[Run]]], rest: str,
    fonts: tuple[QFont, QFont], metrics: tuple[QFontMetricsF, QFontMetricsF], line_h: float, box: QRectF,
    kicker_tint: QColor | None,
) -> None:  # fmt: skip
    regular = metrics[0]
    if kicker_tint is not None:
        rows = [top for index, top, _ in placed if paragraphs[index].part == "kicker"]
        if rows:
            tint = QColor(kicker_tint)
            tint.setAlpha(90)
            pad = line_h * 0.35 * 0.4
            draw.fillRect(QRectF(box.x() - pad, box.y() + rows[0] - pad, box.width() + 2 * pad,
                                 rows[-1] - rows[0] + line_h + 2 * pad), tint)  # fmt: skip
    for n, (_index, top, runs) in enumerate(placed):
        y = box.y() + top
        x = box.x()
        baseline = y + (line_h - regular.height()) / 2 + regular.ascent()
        if rest and n == len(placed) - 1:
            if runs[0][1] and len(runs) > 1:  # keep a part label bold ("Kicker:"), elide what follows it
                draw.setFont(fonts[1])
                draw.drawText(QPointF(x, baseline), runs[0][0])
                x += metrics[1].horizontalAdvance(runs[0][0])
                runs = runs[1:]
                runs[0] = (" " + runs[0][0], False)
            whole = " ".join(t for t, _ in runs) + " " + rest
            room = box.right() - x
            if rest == "…" and regular.horizontalAdvance(whole) > room:
                whole += " …"  # forces the elision: the line itself ends in "…"
            draw.setFont(fonts[0])
            draw.drawText(QPointF(x, baseline), regular.elidedText(whole, Qt.TextElideMode.ElideRight, room))
            break
        for j, (text, is_bold) in enumerate(runs):
            piece = text if j == 0 else " " + text
            fm = metrics[1 if is_bold else 0]
            draw.setFont(fonts[1] if is_bold else fonts[0])
            if x + fm.horizontalAdvance(piece) > box.right() + 0.5:  # one word wider than a small card's box
                draw.drawText(QPointF(x, baseline), fm.elidedText(piece, Qt.TextElideMode.ElideRight, box.right() - x))
                break
            draw.drawText(QPointF(x, baseline), piece)
            x += fm.horizontalAdvance(piece)


def _font_range(width: float, max_ratio: float, min_ratio: float, least: float, floor: float | None) -> tuple[int, int]:
    """(largest, smallest) pixel size to try: ratios of the card width, or from `floor` up (rounded up, so the
    font is never smaller than asked)."""
    if floor is not None:
        min_px = math.ceil(floor - 0.01)
        return max(min_px, round(max_ratio * width)), min_px
    max_px = round(max(max_ratio * width, least))
    return max_px, min(max_px, round(max(min_ratio * width, least)))


def fit_text(
    paragraphs: tuple[TextParagraph, ...], box: QRectF, width: float, *, floor: float | None = None,
    max_ratio: float = _TEXT_MAX_PX, narrow: bool = False,
) -> tuple[int, bool]:
    """Largest font at which the paragraphs fit `box`; else the smallest, elided (False). `floor` as in fit_name."""
    max_px, min_px = _font_range(width, max_ratio, _TEXT_MIN_PX, _TEXT_FLOOR_PX, floor)
    for px in range(max_px, min_px - 1, -1):
        if flow_text(paragraphs, px, box, narrow=narrow):
            return px, True
    return min_px, False

