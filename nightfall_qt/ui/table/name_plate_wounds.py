"""The wounds a player has taken, on their name plate: the count that decides the game, always in view.

Public information (every wound is taken from the open pile in front of everyone), read from the player row the
models build from the observation's SeatView (`wounds`, `wounds_by_kind`). The total is drawn as a red chip at
the plate's top right; the plate's tooltip gives the wounds by kind.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter, QPen

from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.app.texts.labels import WOUND_KINDS, label
from nightfall_qt.ui import theme
from nightfall_qt.ui.window.text_size import TextSize

# A counter like the plate's others: 19 scene px read at >= 11 px on screen in a 1280x720 window (13 gave 8).
CHIP_H, CHIP_PX = 24.0, 19


def chip_text(row: dict[str, Any], behind: int = 0) -> str:
    """"Wounds 3": the total this seat has taken, less `behind` wounds whose events are not shown yet
    (ui/table/floating_numbers.py counts them up)."""
    return translate("NamePlate", "Wounds {count}").format(count=max(0, int(row.get("wounds") or 0) - behind))


def by_kind_text(row: dict[str, Any]) -> str:
    """"Wounds: 3 (Bite 1 · Burn 2 · Bleed 0)" for the tooltip."""
    kinds = dict(row.get("wounds_by_kind") or ())
    parts = " · ".join(f"{label(WOUND_KINDS, k)} {kinds.get(k, 0)}" for k in WOUND_KINDS)
    return translate("NamePlate", "Wounds taken: {count} ({kinds})").format(count=int(row.get("wounds") or 0),
                                                                           kinds=parts)


def chip_font(k: float | None = None) -> QFont:
    """The chip's font at text size `k` (default: the player's, ui/window/text_size.py)."""
    font = QFont()
    font.setPixelSize(round(CHIP_PX * (TextSize.factor if k is None else k)))
    font.setBold(True)
    return font


def chip_width(text: str, k: float | None = None) -> float:
    return QFontMetricsF(chip_font(k)).horizontalAdvance(text) + 14


def paint_chip(p: QPainter, plate: QRectF, text: str, flash: float = 0.0, k: float | None = None) -> QRectF:
    """Draw the chip at the plate's top right; `flash` (0..1) brightens it just after a wound. Returns its rect."""
    w = chip_width(text, k)
    h = CHIP_H * (TextSize.factor if k is None else k)
    r = QRectF(plate.right() - w - 6, plate.top() + 4 * TextSize.factor, w, h)
    colours = theme.table()
    base = colours.chip.lighter(100 + int(80 * flash))
    p.setBrush(QBrush(base))
    p.setPen(QPen(colours.chip_edge, 1.5))
    p.drawRoundedRect(r, h / 2, h / 2)
    p.setFont(chip_font(k))
    p.setPen(colours.chip_text)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
    return r
