"""Colours, letters and shapes of the six moon colours, and the wound glyphs.

Colour is never the only cue: every moon also carries its letter (W R G U P Y, U for blue as in the
engine) and a small shape, so colour-blind players can tell the moons apart at any size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from types import MappingProxyType

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.engine.carddefs import COLOUR_LETTERS, COLOURS


@dataclass(frozen=True, slots=True)
class MoonStyle:
    """How one moon colour is drawn."""

    name: str
    fill: QColor
    text: QColor  # readable on `fill` (contrast ratio >= 4.5)
    letter: str
    shape: str  # circle | triangle | square | diamond | star | hexagon


MOON_STYLES = MappingProxyType(
    {
        "white": MoonStyle("white", QColor("#ece6d6"), QColor("#1b1b22"), COLOUR_LETTERS["white"], "circle"),
        "red": MoonStyle("red", QColor("#b8322a"), QColor("#ffffff"), COLOUR_LETTERS["red"], "triangle"),
        "green": MoonStyle("green", QColor("#23774a"), QColor("#ffffff"), COLOUR_LETTERS["green"], "square"),
        "blue": MoonStyle("blue", QColor("#2a62a8"), QColor("#ffffff"), COLOUR_LETTERS["blue"], "diamond"),
        "purple": MoonStyle("purple", QColor("#6f3590"), QColor("#ffffff"), COLOUR_LETTERS["purple"], "star"),
        "yellow": MoonStyle("yellow", QColor("#e3bd3c"), QColor("#1b1b22"), COLOUR_LETTERS["yellow"], "hexagon"),
    }
)
assert tuple(MOON_STYLES) == COLOURS

# A card without a colour (wounds) uses this style for its frame accents.
NEUTRAL = MoonStyle("none", QColor("#8a8494"), QColor("#ffffff"), "?", "circle")

# Wound kinds: a glyph drawn in code, and a letter for the tiniest sizes.
WOUND_GLYPHS = MappingProxyType({"bite": "fangs", "burn": "flame", "bleed": "drop"})
# Abbreviations of the wound kinds (Bite, Burn, Bleed), translated where drawn: see `wound_letters`.
WOUND_LETTERS = MappingProxyType({
    "bite": QT_TRANSLATE_NOOP("CardFrame", "Bi"),
    "burn": QT_TRANSLATE_NOOP("CardFrame", "Bu"),
    "bleed": QT_TRANSLATE_NOOP("CardFrame", "Bl"),
})  # fmt: skip
WOUND_COLOUR = QColor("#7a1620")

# The card frame and panels.
FRAME = QColor("#1d1b26")
FRAME_EDGE = QColor("#0c0b10")
PANEL = QColor("#efe8d8")
PANEL_TEXT = QColor("#1a1820")
ART_BG = QColor("#2b2838")
TITLE_TEXT = QColor("#f4efe2")
SUBTITLE_TEXT = QColor("#c9c1d6")
COIN = QColor("#d7a93b")
COIN_EDGE = QColor("#7a5a14")
COIN_TEXT = QColor("#2a1d00")
STRENGTH = QColor("#4a4458")
HEALTH = QColor("#8c2430")
PIP = QColor("#e85a66")
PIP_LOST = QColor("#4a3a40")
KICKER_BOLT = QColor("#ffd84d")
KICKER_GLOW = QColor("#ffe27a")
BACK_BG = QColor("#1a2140")
BACK_PATTERN = QColor("#2c3763")
BACK_MOON = QColor("#e9dfb8")
# Over a card that is not a choice now: light enough that its text keeps ≥ 4.5:1 (tests/ui/test_contrast.py); the
# choices stand out by their green frame.
DIM_OVERLAY = QColor(12, 12, 20, 64)
HIGHLIGHTS = MappingProxyType({"legal": QColor("#4cd97b"), "target": QColor("#ff8c2e"), "selected": QColor("#4fb4ff")})
MARK_COLOURS = MappingProxyType({"C": QColor("#2f8f4e"), "I": QColor("#b7871a"), "R": QColor("#9a4f9c")})


def moon_style(colour: str | None) -> MoonStyle:
    return MOON_STYLES.get(colour or "", NEUTRAL)


def wound_letters(kind: str) -> str:
    """The short mark of a wound kind in the UI language ("Bi" for Bite in English), '' if unknown."""
    source = WOUND_LETTERS.get(kind)
    return translate("CardFrame", source) if source is not None else ""


def _regular_polygon(centre: QPointF, radius: float, sides: int, start_deg: float) -> QPolygonF:
    points = []
    for i in range(sides):
        angle = math.radians(start_deg + 360.0 * i / sides)
        points.append(QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)))
    return QPolygonF(points)


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a colour's small shape, fitted into `rect` (a square)."""
    path = QPainterPath()
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2.0
    if shape == "circle":
        path.addEllipse(c, r * 0.85, r * 0.85)
    elif shape == "triangle":
        path.addPolygon(_regular_polygon(QPointF(c.x(), c.y() + r * 0.15), r, 3, -90.0))
    elif shape == "square":
        s = r * 0.78
        path.addRect(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s))
    elif shape == "diamond":
        path.addPolygon(_regular_polygon(c, r, 4, -90.0))
    elif shape == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = math.radians(-90.0 + 36.0 * i)
            points.append(QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle)))
        path.addPolygon(QPolygonF(points))
    else:  # hexagon
        path.addPolygon(_regular_polygon(c, r * 0.95, 6, 0.0))
    path.closeSubpath()
    return path


def wound_glyph_path(kind: str, rect: QRectF) -> QPainterPath:
    """A simple glyph for a wound kind: fangs (bite), a flame (burn), a drop (bleed)."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    glyph = WOUND_GLYPHS.get(kind, "drop")
    if glyph == "fangs":
        # Two curved fangs hanging from a jaw line.
        path.moveTo(x + 0.05 * w, y + 0.2 * h)
        path.lineTo(x + 0.95 * w, y + 0.2 * h)
        path.lineTo(x + 0.95 * w, y + 0.32 * h)
        path.lineTo(x + 0.05 * w, y + 0.32 * h)
        path.closeSubpath()
        for left in (0.18, 0.6):
            path.moveTo(x + left * w, y + 0.32 * h)
            path.quadTo(x + (left + 0.02) * w, y + 0.7 * h, x + (left + 0.13) * w, y + 0.92 * h)
            path.quadTo(x + (left + 0.2) * w, y + 0.6 * h, x + (left + 0.22) * w, y + 0.32 * h)
            path.closeSubpath()
    elif glyph == "flame":
        path.moveTo(x + 0.5 * w, y + 0.02 * h)
        path.cubicTo(x + 0.75 * w, y + 0.3 * h, x + 0.95 * w, y + 0.55 * h, x + 0.85 * w, y + 0.78 * h)
        path.cubicTo(x + 0.75 * w, y + 1.0 * h, x + 0.25 * w, y + 1.0 * h, x + 0.15 * w, y + 0.78 * h)
        path.cubicTo(x + 0.08 * w, y + 0.6 * h, x + 0.2 * w, y + 0.45 * h, x + 0.3 * w, y + 0.35 * h)
        path.cubicTo(x + 0.32 * w, y + 0.5 * h, x + 0.4 * w, y + 0.55 * h, x + 0.45 * w, y + 0.55 * h)
        path.cubicTo(x + 0.4 * w, y + 0.35 * h, x + 0.42 * w, y + 0.2 * h, x + 0.5 * w, y + 0.02 * h)
        path.closeSubpath()
    else:  # drop
        path.moveTo(x + 0.5 * w, y + 0.02 * h)
        path.cubicTo(x + 0.62 * w, y + 0.3 * h, x + 0.88 * w, y + 0.5 * h, x + 0.88 * w, y + 0.68 * h)
        path.cubicTo(x + 0.88 * w, y + 0.9 * h, x + 0.7 * w, y + 0.99 * h, x + 0.5 * w, y + 0.99 * h)
        path.cubicTo(x + 0.3 * w, y + 0.99 * h, x + 0.12 * w, y + 0.9 * h, x + 0.12 * w, y + 0.68 * h)
        path.cubicTo(x + 0.12 * w, y + 0.5 * h, x + 0.38 * w, y + 0.3 * h, x + 0.5 * w, y + 0.02 * h)
        path.closeSubpath()
    return path


def bolt_path(rect: QRectF) -> QPainterPath:
    """The kicker's lightning mark."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    pts = [(0.62, 0.0), (0.12, 0.56), (0.45, 0.56), (0.32, 1.0), (0.88, 0.4), (0.55, 0.4), (0.72, 0.0)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x + px * w, y + py * h) for px, py in pts]))
    path.closeSubpath()
    return path


def crescent_path(rect: QRectF) -> QPainterPath:
    """The app's crescent moon inside `rect` (a square): a disc minus an offset disc."""
    full = QPainterPath()
    full.addEllipse(rect)
    bite = QPainterPath()
    d = rect.width()
    bite.addEllipse(QRectF(rect.x() + 0.3 * d, rect.y() - 0.08 * d, d * 0.92, d * 0.92))
    return full.subtracted(bite)
