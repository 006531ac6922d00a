"""Where things lie on the table: the scene's fixed size, the zones' rects and card widths, the seats' places,
and where each zone puts its cards.

Pure geometry in scene units (the view scales the 1600 x 1000 scene to the window); nothing here knows the game
or the models. A zone's placement is a `Place`: `(row index, row count) -> (position, rotation)`, which its
`ZoneLayer` calls whenever the rows change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF

from nightfall_qt.ui.cards.card_layout import CARD_ASPECT
from nightfall_qt.ui.table.band_metrics import BADGE_H, HAND_MAX_W, band_shift
from nightfall_qt.ui.window.text_size import TextSize

SCENE_W, SCENE_H = 1600.0, 1000.0
# The hand is the player's to read: its cards are the largest, up to HAND_MAX_W for five (seven fit at HAND_W).
HAND_W, TABLE_W = 180.0, 96.0
HAND_GAP = 10.0  # HAND_MAX_W: ui/table/band_metrics.py (the card layout needs it too)
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
BADGE_H_NARROW = 84.0  # a narrow badge wraps its counts onto two lines (BADGE_H: one line, ui/table/band_metrics.py)
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


# Settings → Text size (ui/window/text_size.py) re-flows the bands: per 100 % of extra size, the chain's band and
# everything under it move down by the plates' growth, so the opponents' minions keep most of their size; the taller
# captions and titles come off the minions and chained cards (which then show fewer words, the hover zoom has them all).
# The room comes from the hand's band: its cards grow wider instead (HandPlace.max_w). The shift itself is
# band_metrics.band_shift(), which the card layout reads too.


def chain_rect() -> QRectF:
    """The chain's band at the player's text size (CHAIN_RECT at 100 %)."""
    return CHAIN_RECT.translated(0, band_shift())


def viewer_y() -> float:
    """Where the viewer's band (influence well, plate, minions) starts at the player's text size."""
    return VIEWER_Y + chain_rect().bottom() - CHAIN_RECT.bottom()


def influence_well() -> QRectF:
    return INFLUENCE_WELL.translated(0, viewer_y() - VIEWER_Y)


def hand_y() -> float:
    """Where the hand's band starts: under the viewer's minions (smaller under a larger caption, MinionPlace)."""
    return HAND_Y + viewer_y() - VIEWER_Y


def badge_height(width: float, factor: float | None = None) -> float:
    """A name plate's height: its lines grow with the player's text size (ui/window/text_size.py; `factor` overrides
    it)."""
    factor = TextSize.factor if factor is None else factor
    return (BADGE_H_NARROW if width < NARROW_BADGE else BADGE_H) * factor


def caption_room() -> float:
    """The room of a caption line over a card, for the player's text size."""
    return CAPTION_ROOM * TextSize.factor


def chain_title_top() -> float:
    """Where the chain's title line starts: it stands on the chain, one (possibly larger) line of text tall."""
    return chain_rect().y() - 28 - 20 * (TextSize.factor - 1)


def seat_origins(n: int, viewer: int) -> tuple[dict[int, QPointF], float]:
    """Where each of `n` seats' badge and minions start, and the width of one strip: the viewer sits at the
    bottom, the others share the top in equal strips (in turn order after the viewer)."""
    others = [(viewer + k) % n for k in range(1, n)]
    strip = (ARCHIVE_X - 30) / max(1, len(others))
    seat_origin: dict[int, QPointF] = {}
    for i, seat in enumerate(others):
        seat_origin[seat] = QPointF(20 + i * strip, 8)
    seat_origin[viewer] = QPointF(VIEWER_X, viewer_y())
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
        self.y = o.y() + badge_height(room) + 4 + caption_room()
        self.x0 = o.x()
        # An opponent's minions are as large as the room down to the chain's title allows. A larger text size
        # (taller plate, caption and title) takes that room from the minions: they shrink, down to the readable
        # minimum, rather than reach into the chain's title.
        least = TABLE_W if TextSize.factor <= 1 else MIN_TABLE_W
        self.max_w = max(least, min(OPPONENT_MAX_W, (chain_title_top() - 4 - self.y) * CARD_ASPECT))
        if o.y() >= VIEWER_Y:  # the viewer's seat: its minions lie right of its badge, so the hand gets the room
            self.y = o.y() + caption_room()
            self.x0 = o.x() + VIEWER_BADGE_W + 14
            self.max_w = TABLE_W - (caption_room() - CAPTION_ROOM) * CARD_ASPECT  # a taller caption, a smaller card

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


def chain_card_h() -> float:
    """A chained card's height: the band under its two caption lines (shorter as they grow with the text size)."""
    return chain_rect().height() - 2 * caption_room() - 4 - 8


class ChainPlace:
    """The links left to right, as wide as the band allows up to CHAIN_CARD_MAX_W and at least a card's aspect;
    spaced so that their two-line captions ("kicker active") never meet while the band has room."""

    room = CHAIN_RECT.width() - 20

    def width_for(self, count: int) -> float:
        fits = (self.room - CHAIN_GAP * max(0, count - 1)) / max(1, count)
        return max(chain_card_h() * CARD_ASPECT, min(CHAIN_CARD_MAX_W, fits))

    def height_for(self, count: int) -> float:  # noqa: ARG002 (the placement protocol)
        return chain_card_h()

    def __call__(self, i: int, count: int) -> tuple[QPointF, float]:
        w, h = self.width_for(count), chain_card_h()
        pitch = max(w, h + 4) + CHAIN_GAP  # a caption is as wide as the card is tall (table_scene)
        step = min(pitch, (self.room - w) / max(1, count - 1)) if count > 1 else 0
        tilt = -2.0 if i % 2 else 2.0  # unresolved cards lie slightly askew, as the rulebook suggests
        return QPointF(CHAIN_RECT.x() + 10 + i * step, chain_rect().y() + 2 * caption_room() + 4), tilt  # 2 captions


chain_place = ChainPlace()


def archive_top() -> float:
    """Where the first archive row starts: under the strip's title, a line taller at a larger text size."""
    return ARCHIVE_TOP + 24 * (TextSize.factor - 1)


def archive_pitch(count: int) -> float:
    """From one archive row to the next: taller at a larger text size, closing up when many rows must fit."""
    return min(ARCHIVE_PITCH * TextSize.factor, (SCENE_H - 8 - archive_top()) / max(1, count))


def archive_text_scale(count: int) -> float:
    """How much larger than at 100 % the archive rows (and their words) are: the text size, as far as the
    `count` rows fit the strip's height (five players' 18 rows keep the 100 % size)."""
    return max(1.0, min(TextSize.factor, (archive_pitch(count) - (ARCHIVE_PITCH - ARCHIVE_ROW_H)) / ARCHIVE_ROW_H))


def archives_bottom(count: int) -> float:
    """Where the archive strip of `count` rows ends (see `archive_place`)."""
    return archive_top() + (count - 1) * archive_pitch(count) + ARCHIVE_ROW_H * archive_text_scale(count)


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

    @staticmethod
    def max_w() -> float:
        """The widest hand card: wider at a larger text size (ui/window/text_size.py), the band being shorter then."""
        return HAND_MAX_W * TextSize.factor

    def room(self, count: int) -> float:
        """Left of the archive strip, unless the cards would be narrower there and the strip is short."""
        narrow = HAND_RIGHT - HAND_LEFT
        if _fit(narrow, count) >= self.max_w() or self.archives is None:
            return narrow
        return SCENE_W - 10 - HAND_LEFT if archives_bottom(self.archives()) <= hand_y() - 8 else narrow

    def width_for(self, count: int) -> float:
        return max(HAND_W, min(self.max_w(), _fit(self.room(count), count)))

    def height_for(self, count: int) -> float:  # noqa: ARG002 (the placement protocol)
        """Seven narrow cards are as tall as five wide ones: their text gets the band's height."""
        return self.bottom - hand_y()

    def __call__(self, i: int, count: int) -> tuple[QPointF, float]:
        w, room = self.width_for(count), self.room(count)
        step = min(w + HAND_GAP, (room - w) / max(1, count - 1)) if count > 1 else 0
        span = step * (count - 1) + w
        fan = (i - (count - 1) / 2) * 1.0
        return QPointF(HAND_LEFT + (room - span) / 2 + i * step, hand_y()), fan


hand_place = HandPlace()


class ArchivePlace:
    """One row per archive, top to bottom; the rows close up when many archives must fit (5 players: 18). Their
    height (`height_for`) grows with the text size as far as they fit (archive_text_scale)."""

    def height_for(self, count: int) -> float:
        return ARCHIVE_ROW_H * archive_text_scale(count)

    def __call__(self, i: int, count: int) -> tuple[QPointF, float]:
        return QPointF(ARCHIVE_X, archive_top() + i * archive_pitch(count)), 0.0


archive_place = ArchivePlace()


class PickerPlace:
    """The choices in a row across the picker's backdrop, centred under its head: as wide as the row and the
    height under the head allow (up to PICKER_MAX_W), never narrower than PICKER_W (many choices then overlap a
    little)."""

    room = PICKER_RECT.width() - 40

    def __init__(self, bottom: float = PICKER_RECT.bottom()) -> None:
        self.bottom = bottom  # where the backdrop ends (the scene may be taller than SCENE_H)

    @property
    def head(self) -> float:
        """The head's height: the viewer's plate in it grows with the player's text size."""
        return max(PICKER_HEAD, PICKER_PLATE.y() - PICKER_RECT.y() + badge_height(VIEWER_BADGE_W) + 10)

    @property
    def room_h(self) -> float:
        return self.bottom - PICKER_RECT.y() - self.head - 16

    def width_for(self, count: int) -> float:
        fits = (self.room - PICKER_GAP * max(0, count - 1)) / max(1, count)
        return max(PICKER_W, min(PICKER_MAX_W, fits, self.room_h * CARD_ASPECT))

    def __call__(self, i: int, count: int) -> tuple[QPointF, float]:
        w = self.width_for(count)
        step = min(w + PICKER_GAP, (self.room - w) / max(1, count - 1)) if count > 1 else 0
        x0 = PICKER_RECT.center().x() - (step * (count - 1) + w) / 2
        top = PICKER_RECT.y() + self.head + (self.room_h - w / CARD_ASPECT) / 2
        return QPointF(x0 + i * step, top), 0.0
