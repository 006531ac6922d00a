"""A player's name plate on the table: name, counts, influence, the wound chip; a drop/click target for that player.

Its strings keep the "TableScene" translation context (they were the table's before this module held them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from nightfall_qt.app.remote.online_presence import away_mark
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.ui import theme
from nightfall_qt.ui.table import name_plate_wounds
from nightfall_qt.ui.table.band_metrics import BADGE_H
from nightfall_qt.ui.table.table_layout import badge_height
from nightfall_qt.ui.window.text_size import TextSize

if TYPE_CHECKING:
    from nightfall_qt.ui.cards.card_item import CardItem

# Scene pixel sizes: at a 1280×720 window the scene is drawn at ~0.62, so 19 is ~12 px.
BADGE_TITLE_PX, BADGE_COUNTS_PX = 21, 19


class Badge(QGraphicsObject):
    """A player's seat on the table: name, counts, influence; a drop/click target for that player."""

    def __init__(self, seat: int, width: float, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.width = width
        self.lines: list[str] = []
        self.wounds = ""  # the wound chip's text (ui/table/name_plate_wounds.py)
        self.away = ""  # "away since 21:04": an online player whose connection dropped (app/remote/online_presence.py)
        self.row: dict[str, Any] = {}
        self.wounds_behind, self.flash = 0, 0.0  # the chip counting up (ui/table/floating_numbers.py)
        self.active = self.deciding = self.thinking = self.legal = False
        # The discard pile's top card, off the scene: what the hover zoom shows over the plate (ui/table/hover_zoom.py).
        self.discard_card: CardItem | None = None
        self.discard_line = ""  # "discard pile: Bad Smoke", right of the name

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0, 0, self.width, badge_height(self.width))

    def set_info(self, row: dict[str, Any], legal: bool) -> None:
        name = row["name"] if "name" in row else translate("TableScene", "Seat {number}").format(number=self.seat + 1)
        title = f"{name} ▶" if row.get("active") else name
        if row.get("thinking"):
            title = translate("TableScene", "{player}  … thinking").format(player=title)
        counts = translate("TableScene", "hand {hand} · deck {deck} · discard {discard} · influence {influence}")
        self.lines = [
            title,
            counts.format(hand=row.get("hand_size", 0), deck=row.get("deck_size", 0),
                          discard=row.get("discard_size", 0), influence=row.get("influence", 0)),
        ]
        top = str(row.get("discard_top_name") or "")
        # The pile lies face up: its top card is named on the plate's first line (hovering the plate shows it large).
        self.discard_line = translate("TableScene", "discard pile: {card}").format(card=top) if top else ""
        self.active, self.deciding = bool(row.get("active")), bool(row.get("deciding"))
        self.thinking, self.legal = bool(row.get("thinking")), legal
        self.row = row
        self.wounds = name_plate_wounds.chip_text(row, self.wounds_behind) if row else ""
        self.away = away_mark(row.get("away_since")) if row.get("away") else ""
        tip = translate("TableScene", "{player}: click or drop here when a player is to be chosen").format(player=name)
        if self.away:
            tip = translate("TableScene", "{player} is not connected ({away}): the game waits for them.").format(
                player=name, away=self.away) + "\n" + tip
        self.setToolTip(f"{name_plate_wounds.by_kind_text(row)}\n{tip}" if row else tip)
        self.update()

    def count_lines(self, fm: QFontMetrics, width: float) -> list[str]:
        """The counts line, wrapped at its " · " separators onto a second line when the badge is narrow."""
        if len(self.lines) < 2 or fm.horizontalAdvance(self.lines[1]) <= width or self.height_lines() < 3:
            return self.lines[1:2]
        parts = self.lines[1].split(" · ")
        half = (len(parts) + 1) // 2
        return [" · ".join(parts[:half]), " · ".join(parts[half:])]

    @property
    def k(self) -> float:
        """The plate's text size: the player's (ui/window/text_size.py), smaller as far as its lines must to fit whole
        (a narrow plate of five players), never below 100 %. The plate keeps the player's height."""
        key = (tuple(self.lines), self.wounds, self.away, self.width, TextSize.factor)
        if getattr(self, "_k", (None, 1.0))[0] != key:
            k = TextSize.factor
            while k > 1.0 and self.cut_lines(k):
                k = max(1.0, k - 0.05)
            self._k = (key, k)
        return self._k[1]

    def cut_lines(self, k: float | None = None) -> list[str]:
        """The plate's lines that do not fit whole at text size `k` (drawn with "…"): its name beside the wound
        chip, its counts."""
        k = self.k if k is None else k
        text_w = int(self.boundingRect().width() - 2 - 20)
        chip = int(name_plate_wounds.chip_width(self.wounds, k) + 8) if self.wounds else 0
        title = QFontMetrics(badge_font(plate_px(BADGE_TITLE_PX, k), bold=True))
        cut = [self.lines[0]] if self.lines and title.horizontalAdvance(self.lines[0]) > text_w - chip else []
        counts = QFontMetrics(badge_font(plate_px(BADGE_COUNTS_PX, k)))
        return cut + [line for line in self.count_lines(counts, text_w) if counts.horizontalAdvance(line) > text_w]

    def height_lines(self) -> int:
        return 3 if badge_height(self.width, 1.0) > BADGE_H else 2

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        colours = theme.table()  # read at each paint: a theme switch shows at the next repaint
        p.setBrush(QBrush(colours.plate_active if self.active else colours.plate))
        pen = QPen(colours.plate_legal if self.legal else colours.phase if self.deciding else colours.plate_edge)
        pen.setWidthF(4 if self.legal else 2)
        p.setPen(pen)
        p.drawRoundedRect(r, 8, 8)
        p.setPen(colours.plate_text)
        if not self.lines:
            return
        text_w = int(r.width() - 20)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        # The wounds taken, a chip at the top right (ui/table/name_plate_wounds.py); the name gives way to it.
        k = self.k  # the player's text size (ui/window/text_size.py), as far as the plate's lines fit
        chip = int(name_plate_wounds.chip_width(self.wounds, k) + 8) if self.wounds else 0
        if self.wounds:
            name_plate_wounds.paint_chip(p, r, self.wounds, self.flash, k)
        p.setPen(colours.plate_text)
        p.setFont(badge_font(plate_px(BADGE_TITLE_PX, k), bold=True))
        avail = text_w - chip - self._paint_away(p, r, text_w - chip)  # the away mark takes its room first
        name_w = min(avail, p.fontMetrics().horizontalAdvance(self.lines[0]))
        p.drawText(QRectF(r.x() + 10, r.y() + 4 * k, avail, 26 * k), left,
                   p.fontMetrics().elidedText(self.lines[0], Qt.TextElideMode.ElideRight, avail))
        room = avail - name_w - 16
        if self.discard_line and room > 60 * k:  # the discard pile's top card, between the name and the wound chip
            p.setFont(badge_font(plate_px(BADGE_COUNTS_PX, k)))
            p.setPen(colours.plate_muted)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            p.drawText(QRectF(r.x() + 10 + name_w + 16, r.y() + 4 * k, room, 26 * k), right,
                       p.fontMetrics().elidedText(self.discard_line, Qt.TextElideMode.ElideRight, room))
        p.setFont(badge_font(plate_px(BADGE_COUNTS_PX, k)))
        fm = p.fontMetrics()
        for n, line in enumerate(self.count_lines(fm, text_w)):
            p.drawText(QRectF(r.x() + 10, r.y() + (32 + n * 22) * k, text_w, 22 * k), left,
                       fm.elidedText(line, Qt.TextElideMode.ElideRight, text_w))


    def _paint_away(self, p: QPainter, r: QRectF, room: int) -> int:
        """The away mark after the name, in orange, with a dashed border; the width it takes from the name."""
        if not self.away:
            return 0
        pen = QPen(theme.table().away)
        pen.setWidthF(2)
        pen.setStyle(Qt.PenStyle.DashLine)
        p.save()
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 8, 8)
        # The name keeps what it needs (up to half the room), the mark takes the rest, each elided if too long.
        k = self.k
        gap = 14
        name_w = min(QFontMetrics(badge_font(plate_px(BADGE_TITLE_PX, k), bold=True)).horizontalAdvance(self.lines[0])
                     + gap, room // 2)  # fmt: skip
        p.setFont(badge_font(plate_px(BADGE_COUNTS_PX, k), bold=True))
        p.setPen(theme.table().away_text)
        width = room - name_w
        p.drawText(QRectF(r.x() + 10 + name_w, r.y() + 4 * TextSize.factor, width, 26 * TextSize.factor),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   p.fontMetrics().elidedText(self.away, Qt.TextElideMode.ElideRight, width))  # fmt: skip
        p.restore()
        return width


def plate_px(px: int, k: float | None = None) -> int:
    """A plate's font size at text size `k` (default: the player's, ui/window/text_size.py)."""
    return round(px * (TextSize.factor if k is None else k))


def badge_font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font
