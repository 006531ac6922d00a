"""Automatic-pass notices where the player looks: a short toast on the table next to the name plate of the seat
that passed ("Anna passes — no card can follow"), one per pass, stacked when several come at once, each gone after
a few seconds. They used to run together in the status bar. The log keeps its own line for each pass."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget

from nightfall_qt.ui.theme import TableColours, css, follow_style

SHOW_MS = 4500  # long enough to read a sentence twice
WIDTH = 340
GAP = 6


def style(colours: TableColours) -> str:
    """A toast in the table's colours (ui/theme.py): the accent on the toast's ground."""
    accent = css(colours.accent)
    return (f"QLabel {{ background: {css(colours.toast)}; color: {accent}; border: 1px solid {accent};"
            " border-radius: 6px; padding: 5px 9px; font-size: 15px; }")


class PassToasts:
    """Toasts over the table view's viewport, placed by the name plates (`plate_rect(seat)`, in viewport
    coordinates, or None to use the top centre)."""

    def __init__(self, view: QGraphicsView, plate_rect: Callable[[int], QRect | None]) -> None:
        self.view = view
        self.plate_rect = plate_rect
        self.shown: list[QLabel] = []

    def show(self, notices: list[tuple[int, str]]) -> list[QLabel]:
        made = []
        for seat, text in notices:
            toast = QLabel(text, self.view.viewport())
            toast.setObjectName("passToast")
            follow_style(toast, style)
            toast.setWordWrap(True)
            toast.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            toast.setFixedWidth(WIDTH)
            toast.adjustSize()
            toast.move(self._place(seat, toast))
            toast.show()
            toast.raise_()
            self.shown.append(toast)
            made.append(toast)
            QTimer.singleShot(SHOW_MS, toast, lambda t=toast: self._drop(t))
        return made

    def _place(self, seat: int, toast: QWidget) -> QPoint:
        room = self.view.viewport().rect()
        plate = self.plate_rect(seat)
        if isinstance(plate, QRect) and plate.isValid():
            x = plate.left() + 8
            y = plate.bottom() + GAP if plate.center().y() < room.center().y() else plate.top() - GAP - toast.height()
        else:
            x, y = room.center().x() - WIDTH // 2, GAP
        spot = QRect(QPoint(x, y), toast.size())
        while any(spot.intersects(t.geometry()) for t in self.shown):  # stacked under the ones still shown
            spot.moveTop(max(t.geometry().bottom() for t in self.shown if spot.intersects(t.geometry())) + GAP)
        spot.moveLeft(min(max(room.left() + GAP, spot.left()), room.right() - WIDTH - GAP))
        spot.moveTop(min(max(room.top() + GAP, spot.top()), room.bottom() - spot.height() - GAP))
        return spot.topLeft()

    def _drop(self, toast: QLabel) -> None:
        if toast in self.shown:
            self.shown.remove(toast)
        toast.deleteLater()
