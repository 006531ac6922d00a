"""The side column grows with the window: the log's and the chain order's text size, and the column's width,
follow the window's height, so that at 1920×1080 and 2560×1440 they are read at the same distance as the table's
cards (which scale with the window) instead of staying at the small default size."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QSplitter, QWidget

BASE_HEIGHT = 720  # the window height at which the default font is used
PX_PER_HEIGHT = 1 / 72  # 15 px at 1080, 20 px at 1440
BASE_WIDTH = 280  # the side column's width at BASE_HEIGHT


def side_font_px(window_height: int, default_px: int) -> int:
    """The text size of the side column for a window `window_height` pixels tall: never below the default."""
    return max(default_px, round(window_height * PX_PER_HEIGHT))


class SideScale(QObject):
    """Watches the window's resizes and rescales `texts` (the log, the chain order) and the side column."""

    def __init__(self, window: QWidget, texts: list[QWidget], split: QSplitter) -> None:
        super().__init__(window)
        self.window = window
        self.texts = texts
        self.split = split
        self.default_px = QFontInfo(texts[0].font()).pixelSize()
        self.px = self.default_px
        self.factor = 1.0  # Settings → Text size (ui/window/text_size.py)
        window.installEventFilter(self)

    def set_factor(self, factor: float) -> None:
        """The player's text size: the side column's text and width grow with it, as with a taller window."""
        self.factor = factor
        self.px = -1  # apply even if the window's height did not change
        self.apply()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.apply()
        return False

    def apply(self) -> None:
        px = round(side_font_px(self.window.height(), self.default_px) * self.factor)
        if px == self.px:
            return  # a width the player dragged the splitter to stays
        self.px = px
        for widget in self.texts:
            font = widget.font()
            font.setPixelSize(px)
            widget.setFont(font)
        sizes = self.split.sizes()
        if len(sizes) == 2 and sum(sizes) > 0:
            # The column widens with the window, not with the text size: a larger text re-wraps in it, and the
            # table keeps its room (its cards would shrink otherwise).
            side = round(BASE_WIDTH * px / (self.default_px * self.factor))
            self.split.setSizes([sum(sizes) - side, side])
