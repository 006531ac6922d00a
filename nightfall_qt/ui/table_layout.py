"""Where things lie on the table: the scene's fixed size, the zones' rects and card widths, the seats' places,
and where each zone puts its cards.

Pure geometry in scene units (the view scales the 1600 x 1000 scene to the window); nothing here knows the game
or the models. A zone's placement is a `Place`: `(row index, row count) -> (position, rotation)`, which its
`ZoneLayer` calls whenever the rows change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF

from nightfall_qt.ui.card_layout import CARD_ASPECT

SCENE_W, SCENE_H = 1600.0, 1000.0
# The hand is the player's to read: its cards are the largest, up to HAND_MAX_W for five (seven fit at HAND_W).
HAND_W, TABLE_W = 180.0, 96.0
HAND_MAX_W, HAND_GAP = 246.0, 10.0
# The draft and pick-a-card choices: large, they are read closely (up to PICKER_MAX_W when three or fewer).
PICKER_W, PICKER_MAX_W, PICKER_GAP = 240.0, 420.0, 16.0
# Bands from the top: opponents' badges and minions, the chain, the viewer's band (influence well, badge and
# minions side by side), the hand.
CHAIN_RECT = QRectF(170, 282, 1110, 190)
CHAIN_TITLE_TOP = CHAIN_RECT.y() - 28  # the chain's title line (table_scene: LABEL_PX + 8 above the chain)
OPPONENT_MAX_W = 112.0  # opponents' minions may grow down to the chain's title when their badge is one line
# The picker covers the table under the opponents' name plates, archive strip included (four draft cards get
# its whole width); its head holds the prompt (left) and the viewer's own name plate (right, PICKER_PLATE), so a
# player sees who picks. The cards lie centred in the room under the head.
PICKER_RECT = QRectF(20, 100, SCENE_W - 40, SCENE_H - 8 - 100)
PICKER_HEAD = 82.0
VIEWER_Y = 478.0
INFLUENCE_WELL = QRectF(16, VIEWER_Y + 6, 120, 120)  # left of the viewer's badge ("bottom left" in lesson 6)
VIEWER_X, VIEWER_BADGE_W = 146.0, 400.0
PICKER_PLATE = QPointF(PICKER_RECT.right() - 16 - VIEWER_BADGE_W, PICKER_RECT.y() + 10)
ARCHIVE_X = 1300.0  # the archive strip: one row per archive (see archive_strip)
VIEWER_ROOM = ARCHIVE_X - 10 - (VIEWER_X + VIEWER_BADGE_W + 14)  # the viewer's minions, right of its badge
ARCHIVE_W = 290.0
ARCHIVE_ROW_H = 46.0
ARCHIVE_TOP = 40.0
ARCHIVE_PITCH = 52.0
BADGE_H, BADGE_H_NARROW = 62.0, 84.0  # a narrow badge wraps its counts onto two lines
NARROW_BADGE = 520.0
CAPTION_ROOM = 22.0  # the caption over a minion ("attacks Mara")
HAND_Y = VIEWER_Y + CAPTION_ROOM + TABLE_W / CARD_ASPECT + 6  # under the viewer's minions
HAND_H = SCENE_H - 8 - HAND_Y  # hand cards are at least this tall whatever their width (their table face fills it)
# A view taller than the table's proportions (1280x720: 994x663 px for 1600x1000) lengthens the scene, up to
# this, and the room goes to the hand (HandPlace.bottom): its cards show more of their text.
SCENE_MAX_H = 1100.0
HAND_LEFT, HAND_RIGHT = 16.0, ARCHIVE_X - 10
MINION_GAP, MIN_TABLE_W = 12.0, 56.0
SQUARE_SHARE = 0.9  # a minion's width, in parts of its height (its place is square)

Place = Callable[[int, int], tuple[QPointF, float]]


def badge_height(width: float) -> float:
    return BADGE_H_NARROW if width < NARROW_BADGE else BADGE_H


def seat_origins(n: int, viewer: int) -> tuple[dict[int, QPointF], float]:
    """Where each of `n` seats' badge and minions start, and the width of one strip: the viewer sits at the
    bottom, the others share the top in equal strips (in turn order after the viewer)."""
    others = [(viewer + k) % n for k in range(1, n)]
    strip = (ARCHIVE_X - 30) / max(1, len(others))
    seat_origin: dict[int, QPointF] = {}
    for i, seat in enumerate(others):
        seat_origin[seat] = QPointF(20 + i * strip, 8)
    seat_origin[viewer] = QPointF(VIEWER_X, VIEWER_Y)
    return seat_origin, strip


class MinionPlace:
    """A seat's minions in a row under its badge at `o` (as wide as `room`). Each gets the width of a card turned
    a quarter (a damaged minion), so a turned card never lies over its neighbour: when `count` such places do not
    fit in `room`, the cards get narrower (`width_for`) rather than overlapping."""

    def __init__(self, o: QPointF, room: float, peers: Callable[[], Iterable[int]] | None = None) -> None:
        self.o, self.room = o, room
        # The opponents' minion counts (this seat's included): every opponent's minions take the size the fullest
        # seat leaves, so that one seat's three minions are not much smaller than another's one (issue 14 review).
        self.peers = peers
        self.y = o.y() + badge_height(room) + 4 + CAPTION_ROOM
        self.x0 = o.x()
        # An opponent's minions are as large as the room down to the chain's title allows.
        self.max_w = max(TABLE_W, min(OPPONENT_MAX_W, (CHAIN_TITLE_TOP - 4 - self.y) * CARD_ASPECT))
        if o.y() >= VIEWER_Y:  # the viewer's seat: its minions lie right of its badge, so the hand gets the room
            self.y = o.y() + CAPTION_ROOM
            self.x0 = o.x() + VIEWER_BADGE_W + 14
            self.max_w = TABLE_W

    def _fits(self, count: int) -> float:
        return (self.room - MINION_GAP * max(0, count - 1)) / max(1, count) * CARD_ASPECT

    def aspect_width_for(self, count: int) -> float:
        """The width of a card of the real aspect whose quarter turn fits `count` places; among opponents, no
        wider than the fullest seat's cards unless those are below the readable minimum (MIN_TABLE_W)."""
        fits = self._fits(count)
        if self.peers is not None:
            fullest = max(self.peers(), default=count)
            fits = min(fits, max(MIN_TABLE_W, self._fits(max(fullest, count))))
        return max(MIN_TABLE_W, min(self.max_w, fits))

    def height_for(self, count: int) -> float:
        return self.aspect_width_for(count) / CARD_ASPECT

    def width_for(self, count: int) -> float:
        """Wider than a real card: a place is square (a turned card's room), so the card takes most of it and
        its name and text get longer lines (the table face widens, card_layout._layout_table)."""
        return self.height_for(count) * SQUARE_SHARE

    def __call__(self, i: int, count: int) -> tuple[QPointF, float]:
        w, turned = self.width_for(count), self.height_for(count)  # a card turned 90° is as wide as it is tall
        # Beyond the readable minimum (many minions in a narrow strip) the places close up rather than leave it.
        step = min(turned + MINION_GAP, (self.room - turned) / max(1, count - 1)) if count > 1 else 0
        return QPointF(self.x0 + (turned - w) / 2 + i * step, self.y), 0.0


def minion_place(o: QPointF, room: float, peers: Callable[[], Iterable[int]] | None = None) -> MinionPlace:
    return MinionPlace(o, room, peers)


# The chain's cards lie in its band under two caption lines; the band is wide, so a few links are wide cards
# (the name on one line, more of the text), narrowing to a card's own aspect when many share the band.
CHAIN_CARD_H = CHAIN_RECT.height() - 2 * CAPTION_ROOM - 4 - 8
CHAIN_CARD_MAX_W, CHAIN_GAP = 200.0, 16.0


class ChainPlace:
    """The links left to right, as wide as the band allows up to CHAIN_CARD_MAX_W and at least a card's aspect;
    spaced so that their two-line captions ("kicker active") never meet while the band has room."""

    room = CHAIN_RECT.width() - 20

    def width_for(self, count: int) -> float:
        fits = (self.room - CHAIN_GAP * max(0, count - 1)) / max(1, count)
        return max(CHAIN_CARD_H * CARD_ASPECT, min(CHAIN_CARD_MAX_W, fits))

    def height_for(self, count: int) -> float:  # noqa: ARG002 (the placement protocol)
        return CHAIN_CARD_H

    def __call__(self, i: int, count: int) -> tuple[QPointF, float]:
        w = self.width_for(count)
        pitch = max(w, CHAIN_CARD_H + 4) + CHAIN_GAP  # a caption is as wide as the card is tall (table_scene)
        step = min(pitch, (self.room - w) / max(1, count - 1)) if count > 1 else 0
        tilt = -2.0 if i % 2 else 2.0  # unresolved cards lie slightly askew, as the rulebook suggests
        return QPointF(CHAIN_RECT.x() + 10 + i * step, CHAIN_RECT.y() + 2 * CAPTION_ROOM + 4), tilt  # 2 captions


chain_place = ChainPlace()


def archives_bottom(count: int) -> float:
    """Where the archive strip of `count` rows ends (see `archive_place`)."""
    pitch = min(ARCHIVE_PITCH, (SCENE_H - 8 - ARCHIVE_TOP) / max(1, count))
    return ARCHIVE_TOP + (count - 1) * pitch + ARCHIVE_ROW_H


def _fit(room: float, count: int) -> float:
    return (room - HAND_GAP * max(0, count - 1)) / max(1, count)


class HandPlace:
    """The viewer's hand, centred left of the archive strip, fanned slightly. Its cards are as wide as the band
    under the viewer's minions allows (`HAND_MAX_W`) when few, down to `HAND_W` for seven, and always as tall as
    the band (`HAND_H`). When the archive strip ends above the hand (`archives` tells how many rows it has), the
    hand also takes the room under it."""

    def __init__(self, archives: Callable[[], int] | None = None, bottom: float = SCENE_H - 8) -> None:
        self.archives = archives
        self.bottom = bottom  # where the hand's cards end (the scene may be taller than SCENE_H)

    def room(self, count: int) -> float:
        """Left of the archive strip, unless the cards would be narrower there and the strip is short."""
        narrow = HAND_RIGHT - HAND_LEFT
        if _fit(narrow, count) >= HAND_MAX_W or self.archives is None:
            return narrow
        return SCENE_W - 10 - HAND_LEFT if archives_bottom(self.archives()) <= HAND_Y - 8 else narrow

    def width_for(self, count: int) -> float:
        return max(HAND_W, min(HAND_MAX_W, _fit(self.room(count), count)))

    def height_for(self, count: int) -> float:  # noqa: ARG002 (the placement protocol)
        """Seven narrow cards are as tall as five wide ones: their text gets the band's height."""
        return self.bottom - HAND_Y

    def __call__(self, i: int, count: int) -> tuple[QPointF, float]:
        w, room = self.width_for(count), self.room(count)
        step = min(w + HAND_GAP, (room - w) / max(1, count - 1)) if count > 1 else 0
        span = step * (count - 1) + w
        fan = (i - (count - 1) / 2) * 1.0
        return QPointF(HAND_LEFT + (room - span) / 2 + i * step, HAND_Y), fan


hand_place = HandPlace()


def archive_place(i: int, count: int) -> tuple[QPointF, float]:
    """One row per archive, top to bottom; the rows close up when many archives must fit (5 players: 18)."""
    pitch = min(ARCHIVE_PITCH, (SCENE_H - 8 - ARCHIVE_TOP) / max(1, count))
    return QPointF(ARCHIVE_X, ARCHIVE_TOP + i * pitch), 0.0


class PickerPlace:
    """The choices in a row across the picker's backdrop, centred under its head: as wide as the row and the
    height under the head allow (up to PICKER_MAX_W), never narrower than PICKER_W (many choices then overlap a
    little)."""

    room = PICKER_RECT.width() - 40

    def __init__(self, bottom: float = PICKER_RECT.bottom()) -> None:
        self.bottom = bottom  # where the backdrop ends (the scene may be taller than SCENE_H)

    @property
    def room_h(self) -> float:
        return self.bottom - PICKER_RECT.y() - PICKER_HEAD - 16

    def width_for(self, count: int) -> float:
        fits = (self.room - PICKER_GAP * max(0, count - 1)) / max(1, count)
        return max(PICKER_W, min(PICKER_MAX_W, fits, self.room_h * CARD_ASPECT))

    def __call__(self, i: int, count: int) -> tuple[QPointF, float]:
        w = self.width_for(count)
        step = min(w + PICKER_GAP, (self.room - w) / max(1, count - 1)) if count > 1 else 0
        x0 = PICKER_RECT.center().x() - (step * (count - 1) + w) / 2
        top = PICKER_RECT.y() + PICKER_HEAD + (self.room_h - w / CARD_ASPECT) / 2
        return QPointF(x0 + i * step, top), 0.0
