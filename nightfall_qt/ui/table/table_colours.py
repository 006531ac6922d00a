"""The table's items in the theme's colours (ui/theme.py `TableColours`), and again after a switch.

Painted items (plates, rows, arrows, numbers, the gauge) read `theme.table()` when they paint; a text or a shape
item keeps the brush it was given, so it is given a colour *role* instead (`set_role`), and `recolour` gives
every such item its role's colour in the new theme, then repaints every item: a device or item cache kept the
old colours otherwise. The card faces (QPixmapCache) are parchment in both themes and stay cached.
"""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QAbstractGraphicsShapeItem, QGraphicsScene

from nightfall_qt.ui import theme

BRUSH_ROLE, PEN_ROLE = 0x4E46, 0x4E47  # QGraphicsItem.data keys: the colour roles of its brush and pen


def colour(role: str) -> QColor:
    """The current theme's colour for a table role (a `TableColours` field)."""
    value = getattr(theme.table(), role)
    assert isinstance(value, QColor), role
    return QColor(value)


def set_role(item: QAbstractGraphicsShapeItem, brush: str, pen: str = "", pen_width: float = 1.0) -> None:
    """Colour `item` by role (and its outline, if `pen`), now and after every theme switch."""
    item.setData(BRUSH_ROLE, brush)
    item.setBrush(QBrush(colour(brush)))
    if pen:
        item.setData(PEN_ROLE, pen)
        item.setPen(QPen(colour(pen), pen_width))


def recolour(scene: QGraphicsScene) -> None:
    """The whole table in the current theme: the felt, every item coloured by role, every item repainted."""
    scene.setBackgroundBrush(QBrush(colour("felt")))
    for item in scene.items():
        if isinstance(item, QAbstractGraphicsShapeItem):
            brush, pen = item.data(BRUSH_ROLE), item.data(PEN_ROLE)
            if isinstance(brush, str):
                item.setBrush(QBrush(colour(brush)))
            if isinstance(pen, str):
                item.setPen(QPen(colour(pen), item.pen().widthF()))
        item.update()  # drops its device / item cache
    scene.update()
