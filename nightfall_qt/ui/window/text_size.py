"""Settings → Text size: the player's text size for the whole window, 100–150 %.

View → Zoom magnifies the table (above 100 % it scrolls, and name plates and archive names are cut off at the
edges): players who need larger text expect the words to grow and re-flow instead. The text size scales the
application font, so every dialog, menu, the prompt bar and the side column (log, chain order, panels) lay out again
in larger type without scroll bars; the side column's text follows it (ui/window/side_scale.py), and the hover zoom,
which is how a card is read on the table, grows with it. The table's own words read `TextSize.factor` too: the card
faces (ui/cards/card_layout.py), name plates (ui/table/name_plate.py), archive rows (ui/table/archive_strip.py),
captions and titles (ui/table/table_scene.py) grow, and the table's bands re-flow around them
(ui/table/table_layout.py); changing it lays the table out anew (TableScene.set_text_size).
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication


class TextSize:
    """The factor in force (1.0 at 100 %) and the application font it was applied to."""

    factor = 1.0
    _base: QFont | None = None

    @classmethod
    def apply(cls, percent: int) -> float:
        """Make `percent` the text size of the application; returns the factor."""
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return cls.factor
        if cls._base is None:
            cls._base = QFont(app.font())
        cls.factor = max(1.0, min(1.5, percent / 100))
        font = QFont(cls._base)
        if cls._base.pointSizeF() > 0:
            font.setPointSizeF(cls._base.pointSizeF() * cls.factor)
        else:
            font.setPixelSize(round(cls._base.pixelSize() * cls.factor))
        app.setFont(font)
        return cls.factor
