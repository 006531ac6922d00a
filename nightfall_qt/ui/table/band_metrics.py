"""The table bands' sizes that a card's own layout needs too: the widest hand card, and how far the bands move
as the player's text size grows (ui/window/text_size.py).

The card layout sets a hand card's rules text as large as it read at 100 % (ui/cards/card_layout.py), so it asks what
that card looked like then; the table layout (ui/table/table_layout.py) places the bands with the same numbers. Both
import this module, which imports neither: card drawing stays below the table.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from nightfall_qt.ui.window.text_size import TextSize

HAND_MAX_W = 246.0  # the widest hand card (five or fewer in hand), in scene units at 100 %
BADGE_H = 62.0  # a name plate's height at 100 % (one line of counts)
# Per 100 % of extra text size, the chain's band and everything under it move down by the plates' growth; the room
# comes from the hand's band (table_layout).
TOP_BAND_GROWTH = BADGE_H


def band_shift() -> float:
    """How far the chain's band and the viewer's band lie lower than at 100 % text size."""
    return TOP_BAND_GROWTH * (TextSize.factor - 1)


def hand_card_at_100(rect: QRectF) -> QRectF:
    """A hand card's rect as it was at 100 % text size: no wider than HAND_MAX_W, as tall as the band was then. The
    card's rules text is set `k` times what it was there (card_layout), what the player saw grows by `k`."""
    return QRectF(rect.x(), rect.y(), min(rect.width(), HAND_MAX_W), rect.height() + band_shift())
