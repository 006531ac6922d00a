"""The archives as a compact strip: one row per archive with its colour moon, name, cost, link moons, cards left
and owner, legible at 1280×720 (a 92 px card was not); the full card shows in the hover zoom.

`ArchiveRow` is a `CardItem` (so clicks, drops, tooltips, the hover zoom and the side preview treat it as the
archive's card) that draws a row instead of a card face. It draws from the row its `ZoneLayer` gives it: the
observation's archive row (`card` is None for a secret archive, `cost_now`, `left`, `owner`, `legal`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.ui import theme
from nightfall_qt.ui.cards import palette
from nightfall_qt.ui.cards.card_item import CardCaption, CardItem
from nightfall_qt.ui.cards.card_lettering import card_font
from nightfall_qt.ui.table.table_layout import ARCHIVE_ROW_H, ARCHIVE_W

NAME_PX, INFO_PX = 19, 18  # scene px: ~11.8 and ~11.2 screen px at a 1280×720 window
NAME_MIN_PX = 18  # a long name's condensed letters, still ≥ 11 screen px at 1280×720
SECRET = QT_TRANSLATE_NOOP("ArchiveStrip", "Secret archive")
LEFT_AND_OWNER = QT_TRANSLATE_NOOP("ArchiveStrip", "×{left} · {owner}")
COMMON = QT_TRANSLATE_NOOP("ArchiveStrip", "common")


class ArchiveRow(CardItem):
    """One archive as a row of the strip (see the module)."""

    def __init__(self, uid: int | str, card: CardDef, **kwargs: Any) -> None:
        kwargs.pop("card_width", None)
        super().__init__(uid, card, card_width=ARCHIVE_W, **kwargs)
        # The scene's caption under an archive card (cost, cards left, owner) is in the row itself.
        self.caption = CardCaption(self)
        self.caption.setVisible(False)
        # Rows keep CardItem's device cache: a flight, an arrow or the zoom passing over the strip then costs a
        # blit per row, not a repaint of its name, moons and counts (update() still repaints a changed row).

    @property
    def k(self) -> float:
        """How much larger than at 100 % the row and its words are: the player's text size (ui/window/text_size.py), as
        far as the strip's rows fit the table's height (its place gives the row's height: ArchivePlace)."""
        return self.boundingRect().height() / ARCHIVE_ROW_H

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0.0, 0.0, ARCHIVE_W, self._tall if self._tall is not None else ARCHIVE_ROW_H)

    def _update_origin(self) -> None:
        self.setTransformOriginPoint(ARCHIVE_W / 2, self.boundingRect().height() / 2)

    def owner_name(self, row: dict[str, Any]) -> str:
        owner = int(row.get("owner", -1))
        scene = self.scene()
        seats = getattr(getattr(scene, "controller", None), "seats", None)
        if owner < 0 or not seats or owner >= len(seats):
            return translate("ArchiveStrip", COMMON)
        return str(seats[owner].name)

    def texts(self) -> tuple[str, str, str]:
        """(name, cost, "×left · owner") as drawn; cost is empty for a secret archive (it would tell its card)."""
        row: dict[str, Any] = getattr(self, "row", {})
        info = translate("ArchiveStrip", LEFT_AND_OWNER).format(left=row.get("left", 0), owner=self.owner_name(row))
        if not self.face_up:
            return translate("ArchiveStrip", SECRET), "", info
        cost = row.get("cost_now")
        return self.card.name(self.language), str(cost if cost is not None else self.card.cost), info

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        row: dict[str, Any] = getattr(self, "row", {})
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        mine = row.get("owner", -1) >= 0 and row.get("owner") == getattr(
            getattr(self.scene(), "controller", None), "viewer_seat", None)
        colours = theme.table()  # read at each paint: a theme switch shows at the next repaint (ui/table_colours)
        painter.setBrush(QBrush(colours.row_mine if mine else colours.row))
        edge = palette.HIGHLIGHTS.get(self.highlight or "") if self.highlight else None
        painter.setPen(QPen(edge, 3) if edge is not None else QPen(colours.row_edge, 1))
        painter.drawRoundedRect(r, 6, 6)
        name, cost, info = self.texts()
        k = self.k  # the moon and the coin keep their width, so the name keeps its room for larger letters
        moon = QRectF(r.x() + 6, r.y() + 6, 30, 30)
        self._moon(painter, moon, self.card.colour if self.face_up else None)
        x = moon.right() + 8
        coin = QRectF(r.right() - 36, r.y() + 5, 32, 32)
        if cost:
            painter.setPen(QPen(palette.COIN_EDGE, 1.5))
            painter.setBrush(QBrush(palette.COIN))
            painter.drawEllipse(coin)
            painter.setPen(palette.COIN_TEXT)
            painter.setFont(_font(min(26, round((INFO_PX + 2) * k)), bold=True))
            painter.drawText(coin, Qt.AlignmentFlag.AlignCenter, cost)
        painter.setPen(colours.row_dim_name if self.dimmed else colours.row_name)
        font, shown = self.name_font()
        painter.setFont(font)
        top = QRectF(x, r.y() + 1, NAME_ROOM, NAME_PX * k + 4)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
        links = self.card.links if self.face_up else ()
        lx = x
        for colour in links:
            self._moon(painter, QRectF(lx, r.bottom() - 20, 17, 17), colour, letter=False)
            lx += 20
        painter.setPen(colours.row_dim_info if self.dimmed else colours.row_info)
        bottom = QRectF(lx + (4 if links else 0), r.bottom() - INFO_PX * k - 5, self._info_room(), INFO_PX * k + 4)
        font = fitted_info(info, bottom.width(), k)
        painter.setFont(font)
        painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(font).elidedText(info, Qt.TextElideMode.ElideRight, bottom.width()))

    def text_px(self) -> int:
        """The smaller of the row's two lines' font sizes (scene px), as drawn."""
        return min(self.name_font()[0].pixelSize(), fitted_info(self.texts()[2], self._info_room(), self.k).pixelSize())

    def _info_room(self) -> float:
        links = len(self.card.links) if self.face_up else 0
        return ARCHIVE_W - 2 - 36 - 6 - (6 + 30 + 8) - 20 * links - (4 if links else 0)

    def name_font(self) -> tuple[QFont, str]:
        """The name's font and text as drawn (`fitted_name` on the row's name line at its size)."""
        return fitted_name(self.texts()[0], NAME_ROOM, self.k)

    def _moon(self, painter: QPainter, rect: QRectF, colour: str | None, letter: bool = True) -> None:
        style = palette.moon_style(colour) if colour else palette.NEUTRAL
        painter.setPen(QPen(palette.FRAME_EDGE, 1))  # a moon as on the cards
        painter.setBrush(QBrush(style.fill))
        painter.drawEllipse(rect)
        if letter:
            painter.setPen(style.text)
            painter.setFont(_font(round(rect.height() * 0.6), bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, style.letter if colour else "?")


NAME_ROOM = ARCHIVE_W - 2 - 6 - 30 - 8 - 36 - 6  # the row's name line between its moon and its cost coin


def fitted_name(name: str, width: float = NAME_ROOM, k: float = 1.0) -> tuple[QFont, str]:
    """The font and text of an archive's name on `width` scene px: the row's bold font, else the cards' condensed
    bold (Special Response Team, Unerbittliche Belagerung fit whole), cut with "…" only if that is too wide. At a
    larger text size (`k`) the same fonts `k` times larger are tried first, then ever smaller down to 100 %: a name
    grows as far as the row allows and is never cut more than at 100 %."""
    sizes = sorted({round(NAME_PX * k * (1 - step / 10)) for step in range(11)} | {NAME_PX}, reverse=True)
    fonts = [f for px in sizes if px >= NAME_PX for f in (_font(px, bold=True), card_font(px, bold=True, narrow=True))]
    fonts += [card_font(px, narrow=True) for px in sizes if px >= NAME_PX]  # bold first: the rows look alike
    fonts += [card_font(NAME_MIN_PX, narrow=True), _tight(NAME_MIN_PX)]
    for font in fonts:
        if QFontMetricsF(font).horizontalAdvance(name) <= width:
            return font, name
    return font, QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, width)


def fitted_info(info: str, width: float, k: float = 1.0) -> QFont:
    """The font of a row's "×left · owner" line: `k` times the 100 % size, smaller as far as it must to fit whole,
    never below the 100 % size (then it is cut with "…")."""
    for px in range(round(INFO_PX * k), INFO_PX, -1):
        if QFontMetricsF(_font(px)).horizontalAdvance(info) <= width:
            return _font(px)
    return _font(INFO_PX)


def _tight(px: int) -> QFont:
    font = card_font(px, narrow=True)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 94)  # the longest names' last resort
    return font


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font
