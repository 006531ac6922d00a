"""The replay viewer's "Everything open": every other seat's hand face up, as a strip of name chips under that
seat's plate (the bottom seat's hand lies at the bottom as always). Each chip is a `CardItem`, so the hover zoom
shows the whole card. Built only from the source's observation (the open view's `observe_all`); in a seat's view
there are no chips and the table is laid out exactly as in a live game (the scene's `hand_strip_room` is 0).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from nightfall_qt.app.replay.replay_source import OPEN
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.ui import theme
from nightfall_qt.ui.cards import palette
from nightfall_qt.ui.cards.card_item import CardItem

CHIP_H, CHIP_GAP, CHIP_MAX_W = 24.0, 4.0, 150.0
STRIP_ROOM = CHIP_H + 6  # what the opponents' minions move down by in the open view


class HandChip(CardItem):
    """One card of an open hand: its colour and its name, on one line."""

    def __init__(self, uid: int | str, card: CardDef, width: float) -> None:
        super().__init__(uid, card, card_width=width)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0.0, 0.0, self._width, CHIP_H)

    def _update_origin(self) -> None:
        self.setTransformOriginPoint(self._width / 2, CHIP_H / 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        style = palette.moon_style(self.card.colour)
        painter.setPen(QPen(style.fill, 1.5))
        colours = theme.table()  # as the archive strip's rows, in either theme (tests/ui/test_theme.py measures them)
        painter.setBrush(QBrush(colours.row))
        painter.drawRoundedRect(r, 4, 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(style.fill))
        painter.drawRoundedRect(QRectF(r.left(), r.top(), 6, r.height()), 3, 3)
        font = QFont()
        font.setPixelSize(15)
        painter.setFont(font)
        painter.setPen(colours.row_name)
        text_rect = r.adjusted(10, 0, -4, 0)
        name = QFontMetricsF(font).elidedText(self.card.name(self.language), Qt.TextElideMode.ElideRight,
                                              text_rect.width())  # fmt: skip
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), name)


class OpenHands(QObject):
    """Keeps the chips of the open view in step with the replay source shown in `window`."""

    def __init__(self, window: Any, source: Any) -> None:
        super().__init__(window)
        self.window, self.source = window, source
        self.chips: dict[int, list[HandChip]] = {}  # seat -> its chips, left to right
        self._open = False
        source.stepDelivered.connect(lambda _step: self.refresh())
        source.chairChanged.connect(self.refresh)

    def refresh(self) -> None:
        scene = self.window.scene
        is_open = self.source.eyes == OPEN
        if is_open != self._open:  # the opponents' minions make room for the strip (or take it back)
            self._open = is_open
            scene.hand_strip_room = STRIP_ROOM if is_open else 0.0
            self._clear()
            scene.rebuild()
        self._clear()
        obs = self.source.observation()
        if not is_open or obs is None:
            return
        for badge in scene.badges:
            if badge.seat == self.source.viewer_seat:
                continue
            hand = obs.seats[badge.seat].hand
            room = badge.boundingRect().width()
            width = min(CHIP_MAX_W, (room - CHIP_GAP * max(0, len(hand) - 1)) / max(1, len(hand)))
            y = badge.y() + badge.boundingRect().height() + 3
            chips = []
            for i, ref in enumerate(hand):
                chip = HandChip(f"open-{ref.uid}", self.source.card(ref.card), width)
                chip.setPos(badge.x() + i * (width + CHIP_GAP), y)
                chip.setZValue(60)
                scene.addItem(chip)
                chips.append(chip)
            self.chips[badge.seat] = chips

    def _clear(self) -> None:
        for chips in self.chips.values():
            for chip in chips:
                if chip.scene() is not None:
                    chip.scene().removeItem(chip)
        self.chips = {}
