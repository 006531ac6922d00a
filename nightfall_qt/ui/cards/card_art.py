"""A card's illustration (its `art:` in cards.yaml) drawn as a medallion: a disc of the card's colour with the
icon in that colour's readable ink.

The SVG files are opened only when a card with that picture is first drawn (QtSvg is imported then, not at
launch), and each rendered size is kept as a tinted image, so redrawing a face costs one image blit. A
picture that cannot be read is left out (one line in the log), never an error: the card reads without it.
"""

from __future__ import annotations

import functools
import logging
import math
from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from nightfall_qt.cards.art import art_path
from nightfall_qt.ui.cards import palette

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

log = logging.getLogger(__name__)
_ICON_SHARE = 0.74  # the icon's side in parts of the disc's diameter
_CACHE_SIZE = 256  # tinted images kept (a 1920x1080 table shows well under a hundred)
_images: OrderedDict[tuple[str, int, int], QImage] = OrderedDict()


@functools.cache
def _renderer(art: str) -> QSvgRenderer | None:
    from PySide6.QtSvg import QSvgRenderer  # here: launch does not pay for QtSvg before a card is drawn

    path = art_path(art)
    renderer = QSvgRenderer(str(path)) if path is not None else None
    if renderer is None or not renderer.isValid():
        log.warning("card picture %s cannot be drawn (file %s)", art, path)  # untranslated: the log file
        return None
    return renderer


def tinted_icon(art: str, side_px: int, colour: QColor) -> QImage | None:
    """The icon of `art` as a `side_px` square image in `colour` (transparent around it); None if unreadable."""
    key = (art, side_px, colour.rgba())
    image = _images.get(key)
    if image is not None:
        _images.move_to_end(key)
        return image
    renderer = _renderer(art)
    if renderer is None or side_px <= 0:
        return None
    image = QImage(side_px, side_px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(p, QRectF(0, 0, side_px, side_px))
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)  # the shape, in our colour
    p.fillRect(image.rect(), colour)
    p.end()
    _images[key] = image
    if len(_images) > _CACHE_SIZE:
        _images.popitem(last=False)
    return image


def _device_scale(painter: QPainter) -> float:
    """Device pixels per logical unit of the painter (its transform, and the device's pixel ratio)."""
    t = painter.deviceTransform()
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1.0


def paint_medallion(
    painter: QPainter, rect: QRectF, art: str | None, colour: str | None, *, wound: bool = False
) -> bool:
    """The card's picture in the largest circle inside `rect`: a disc of the card's colour (the wound red for
    wounds) with the icon in its readable ink. False (nothing drawn) when there is no readable picture."""
    if art is None or rect.width() <= 0 or rect.height() <= 0:
        return False
    style = palette.moon_style(colour)
    fill = palette.WOUND_COLOUR if wound else style.fill
    ink = QColor("#f6e6e6") if wound else style.text
    side = min(rect.width(), rect.height())
    icon_side = side * _ICON_SHARE
    image = tinted_icon(art, max(1, round(icon_side * _device_scale(painter))), ink)
    if image is None:
        return False
    centre = rect.center()
    disc = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setPen(QPen(palette.FRAME_EDGE, max(0.5, side * 0.03)))
    painter.setBrush(fill)
    painter.drawEllipse(disc.adjusted(side * 0.015, side * 0.015, -side * 0.015, -side * 0.015))
    target = QRectF(centre - QPointF(icon_side / 2, icon_side / 2), centre + QPointF(icon_side / 2, icon_side / 2))
    painter.drawImage(target, image)
    painter.restore()
    return True
