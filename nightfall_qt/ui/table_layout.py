"""Where things lie on the table: the scene's fixed size, the zones' rects and card widths, the seats' places,
and where each zone puts its cards.

Pure geometry in scene units (the view scales the 1600 x 1000 scene to the window); nothing here knows the game
or the models. A zone's placement is a `Place`: `(row index, row count) -> (position, rotation)`, which its
`ZoneLayer` calls whenever the rows change.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF

from nightfall_qt.ui.card_layout import CARD_ASPECT

SCENE_W, SCENE_H = 1600.0, 1000.0
HAND_W, TABLE_W, ARCHIVE_W = 130.0, 96.0, 92.0
PICKER_W = 170.0
CHAIN_RECT = QRectF(170, 365, 1020, 200)
PICKER_RECT = QRectF(150, 250, 1060, 330)
ARCHIVE_COLUMNS = 3  # the draft hand or a discard-pile choice, over the table
INFLUENCE_WELL = QRectF(40, 800, 110, 110)
ARCHIVE_X = 1230.0

Place = Callable[[int, int], tuple[QPointF, float]]


def seat_origins(n: int, viewer: int) -> tuple[dict[int, QPointF], float]:
    """Where each of `n` seats' badge and minions start, and the width of one strip: the viewer sits at the
    bottom, the others share the top in equal strips (in turn order after the viewer)."""
    others = [(viewer + k) % n for k in range(1, n)]
    strip = (ARCHIVE_X - 30) / max(1, len(others))
    seat_origin: dict[int, QPointF] = {}
    for i, seat in enumerate(others):
        seat_origin[seat] = QPointF(20 + i * strip, 10)
    seat_origin[viewer] = QPointF(170, 600)
    return seat_origin, strip


def minion_place(o: QPointF, room: float) -> Place:
    """A seat's minions in a row under its badge at `o`, overlapping when they need more than `room`."""
    y = o.y() + 66

    def place(i: int, count: int) -> tuple[QPointF, float]:
        step = min(TABLE_W + 48, max(24.0, (room - TABLE_W) / max(1, count - 1))) if count > 1 else 0
        return QPointF(o.x() + 20 + i * step, y + 20), 0.0

    return place


def chain_place(i: int, count: int) -> tuple[QPointF, float]:
    step = min(TABLE_W + 14, (CHAIN_RECT.width() - TABLE_W) / max(1, count - 1)) if count > 1 else 0
    tilt = -4.0 if i % 2 else 4.0  # unresolved cards lie slightly askew, as the rulebook suggests
    return QPointF(CHAIN_RECT.x() + 10 + i * step, CHAIN_RECT.y() + 20), tilt


def hand_place(i: int, count: int) -> tuple[QPointF, float]:
    step = min(HAND_W + 12, 1000.0 / max(1, count))
    span = step * count
    centre = 680.0
    x = centre - span / 2 + i * step
    fan = (i - (count - 1) / 2) * 3.0
    return QPointF(x, 800 + abs(fan) * 2), fan


def archive_place(i: int, count: int) -> tuple[QPointF, float]:
    col, row = i % ARCHIVE_COLUMNS, i // ARCHIVE_COLUMNS
    return QPointF(ARCHIVE_X + col * (ARCHIVE_W + 26), 40 + row * (ARCHIVE_W / CARD_ASPECT + 36)), 0.0


def picker_place(i: int, count: int) -> tuple[QPointF, float]:
    step = min(PICKER_W + 16, (PICKER_RECT.width() - 40 - PICKER_W) / max(1, count - 1)) if count > 1 else 0
    x0 = PICKER_RECT.center().x() - (step * (count - 1) + PICKER_W) / 2
    return QPointF(x0 + i * step, PICKER_RECT.y() + 44), 0.0
