"""Where everything on a card goes: the card's aspect, its geometry and `layout_card`, which computes every rect
and the fitted font sizes without painting.

All geometry is expressed in units of the card width, so a card reads the same from 60 px to 600 px.
`card_painter.paint_card` draws from a `CardLayout`; tests use `layout_card` alone to prove that the name never
overflows its box. The fitting of the words themselves lives in `card_lettering`.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from nightfall_qt.app.texts.i18n import current_language
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.ui.cards.card_lettering import (
    TextParagraph,
    card_font,
    card_paragraphs,
    fit_name,
    fit_text,
    text_height,
)
from nightfall_qt.ui.table.band_metrics import hand_card_at_100
from nightfall_qt.ui.window.text_size import TextSize

CARD_ASPECT = 63 / 88  # width / height of a real card

# Geometry in units of the card width.
BAND = 0.05  # the dark frame band that carries the health pips
_PAD = 0.025
_MOON = 0.21
_COIN = 0.14
_LINK = 0.13
_ART_H = 0.2
_ART_GROWTH = 0.3  # the most the full face's art band grows into the room a short text leaves (card widths)
_PICTURE_MIN = 0.22  # the smallest picture worth drawing on the other faces, in card widths...
PICTURE_MIN_PX = 22.0  # ...and on screen
_COLUMN_X = BAND + _PAD
_CONTENT_X = _COLUMN_X + _MOON + 0.025
_NAME_SHRUNK = 0.066  # a name fitted below this (in card widths) may take the keyword's line too

# The table face (the hand's cards): no art and no keyword line, the moons in one strip over the name, so the
# text box gets the room; its words never go below these sizes on screen (a 1280x720 window included): the
# text is cut with "…" instead, the hover zoom shows the whole card.
TABLE_TEXT_PX, TABLE_NAME_PX = 10.0, 11.0
_TABLE_TEXT_MAX, _TABLE_NAME_MAX = 0.085, 0.09  # in card widths: short texts on a large card
_SMALL_TEXT_MAX, _SMALL_NAME_MAX = 0.1, 0.15  # chained cards and minions in play: larger in a larger window
_TABLE_MOON, _TABLE_LINK = 0.15, 0.11
CHAIN_LINK_PX = 10.5  # a chained card's link moons on screen: they carry the game's key rule (what may follow)
FACES = ("full", "table", "chain", "glance")  # chain: without the cost; glance: without moons and cost
# The digits' font, in parts of their plate: the cost coin's width, the strength's and health's height.
COIN_DIGIT, STRENGTH_DIGIT, HEALTH_DIGIT = 0.58, 0.72, 0.7


@dataclass(slots=True)
class CardLayout:
    """Every rect used to draw one card, in the painter's logical coordinates, plus the fitted fonts."""

    card: QRectF
    width: float
    inner: QRectF
    moon: QRectF
    links: tuple[QRectF, ...]
    kicker: QRectF | None
    cost: QRectF | None
    name: QRectF
    keyword: QRectF
    art: QRectF | None  # None on the table face
    text: QRectF
    strength: QRectF | None
    health: QRectF | None
    starter: QRectF | None
    pips: tuple[tuple[QRectF, ...], ...]  # per edge: top, right, bottom, left
    name_px: int
    name_lines: tuple[str, ...]
    name_width: float  # widest name line actually drawn, in logical px
    keyword_px: int  # 0 when a long name took the keyword's line
    text_px: int
    text_fits: bool  # False when even the minimum font needed elision
    paragraphs: tuple[TextParagraph, ...] = field(default=())
    number_px: float = 0.0  # the cost's and stats' digits (0: the painter's proportions of their plates)
    narrow: bool = False  # the name and text in the condensed card font (the table face)
    # Where the card's picture goes (ui/cards/card_art.py): in the art band of the full face, in the room the text
    # leaves free at the bottom of its box on the others; None where there is no such room.
    picture: QRectF | None = None

    def rects(self) -> dict[str, QRectF]:
        """The named single rects (handy for tests and hit testing)."""
        named = {
            "card": self.card, "inner": self.inner, "moon": self.moon, "kicker": self.kicker,
            "cost": self.cost, "name": self.name, "keyword": self.keyword, "art": self.art,
            "text": self.text, "strength": self.strength, "health": self.health, "starter": self.starter,
        }  # fmt: skip
        return {k: v for k, v in named.items() if v is not None}


def digit_px(lay: CardLayout) -> float:
    """The smallest digit font on the card (cost, strength, health as printed undamaged), in layout px."""
    sizes = [lay.cost.width() * COIN_DIGIT] if lay.cost is not None else []
    if lay.strength is not None and lay.health is not None:
        sizes += [lay.strength.height() * STRENGTH_DIGIT, lay.health.height() * HEALTH_DIGIT]
    return min(sizes, default=0.0)


def fitted_card_rect(rect: QRectF) -> QRectF:
    """The largest card of the right aspect centred in `rect`."""
    w = min(rect.width(), rect.height() * CARD_ASPECT)
    h = w / CARD_ASPECT
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


def _pip_rects(card: QRectF, width: float, health: int) -> tuple[tuple[QRectF, ...], ...]:
    """Health pips centred on each of the four frame edges, so any rotation shows a set at the bottom."""
    if health <= 0:
        return ()
    size = width * 0.034
    step = width * 0.056
    band = width * BAND
    span = step * (health - 1)
    cx, cy = card.center().x(), card.center().y()

    def at(x: float, y: float) -> QRectF:
        return QRectF(x - size / 2, y - size / 2, size, size)

    top = tuple(at(cx - span / 2 + i * step, card.top() + band * 0.55) for i in range(health))
    bottom = tuple(at(cx + span / 2 - i * step, card.bottom() - band * 0.55) for i in range(health))
    right = tuple(at(card.right() - band * 0.55, cy - span / 2 + i * step) for i in range(health))
    left = tuple(at(card.left() + band * 0.55, cy + span / 2 - i * step) for i in range(health))
    return (top, right, bottom, left)


def layout_card(
    rect: QRectF, card: CardDef, *, language: str | None = None, face: str = "full", scale: float = 1.0
) -> CardLayout:
    """Compute all rects and fitted font sizes for `card` drawn into `rect` (aspect kept, centred), with its
    name and text in `language` (default: the app's language). `face` "table" is the hand's face (see
    `_layout_table`), sized for `scale` screen pixels per unit of `rect`; "chain" is that face without the cost
    (what a chained card cost does not matter, its moons do), "glance" without the moons and the cost, for
    minions in play (their name, numbers and the start of their text read on a small
    card; the hover zoom has the rest)."""
    if face not in FACES:
        raise ValueError(f"face must be one of {FACES}, not {face!r}")
    language = language or current_language()
    if face != "full":
        return _layout_table(rect, card, language, scale, glance=face == "glance", coin=face == "table")
    c = fitted_card_rect(rect)
    w = c.width()

    def box(x: float, y: float, bw: float, bh: float) -> QRectF:
        return QRectF(c.x() + x * w, c.y() + y * w, bw * w, bh * w)

    height_u = c.height() / w
    inner = box(BAND, BAND, 1 - 2 * BAND, height_u - 2 * BAND)
    top = BAND + _PAD
    bottom = height_u - BAND - _PAD
    right = 1 - BAND - _PAD
    moon = box(_COLUMN_X, top, _MOON, _MOON)

    cost = None if card.is_wound else box(right - _COIN, top + 0.03, _COIN, _COIN)
    name_right = (right - _COIN - 0.015) if cost is not None else right
    name = box(_CONTENT_X, top, name_right - _CONTENT_X, 0.135)
    keyword = box(_CONTENT_X, top + 0.14, name_right - _CONTENT_X, 0.065)

    # The art band under the header carries the link moons (left) and the kicker moon.
    art_top = top + _MOON + 0.02
    art_h = 0.34 if card.is_wound else _ART_H
    art = box(_COLUMN_X, art_top, right - _COLUMN_X, art_h)
    moon_y = art_top + (art_h - _LINK) / 2
    links = [box(_COLUMN_X + 0.025 + i * (_LINK + 0.025), moon_y, _LINK, _LINK) for i in range(len(card.links))]
    kicker = None
    if card.kicker_colour:
        x = _COLUMN_X + 0.025 + len(card.links) * (_LINK + 0.025) + (0.04 if card.links else 0.0)
        kicker = box(x, moon_y, _LINK, _LINK)

    stats_h = 0.13
    strength = health = starter = None
    text_bottom = bottom
    if card.is_minion:
        strength = box(_COLUMN_X, bottom - stats_h, 0.2, stats_h)
        health = box(right - 0.2, bottom - stats_h, 0.2, stats_h)
        text_bottom = bottom - stats_h - 0.02
    if card.starter:
        starter = box(0.5 - 0.045, bottom - stats_h / 2 - 0.045, 0.09, 0.09)
    text_top = art_top + art_h + 0.02 + 0.015
    text = box(_COLUMN_X + 0.02, text_top, right - _COLUMN_X - 0.04, text_bottom - text_top - 0.015)

    name_px, name_lines, name_width, whole = fit_name(card.name(language), name, w)
    keyword_px = max(1, round(0.045 * w))
    if not whole or name_px < _NAME_SHRUNK * w:
        # A long name may take the keyword's line too (the keyword is shown in the preview): on two lines it
        # reads larger than squeezed onto one ("Zacharias / Sands" at ~11 px rather than 7.5 on a hand card).
        both = name.united(keyword)
        fit = fit_name(card.name(language), both, w, largest=True)
        if (not whole and (fit[3] or len(fit[1]) > 1)) or (fit[3] and fit[0] >= name_px * 1.05):
            name = both
            name_px, name_lines, name_width, whole = fit
            keyword_px = 0
    paragraphs = card_paragraphs(card, language)
    text_px, text_fits = fit_text(paragraphs, text, w)
    if text_fits:  # the art band takes what the text leaves free: the text keeps its size (it fits the rest)
        free = text.height() - text_height(paragraphs, text_px, text) - 0.03 * w
        grow = min(max(0.0, free), _ART_GROWTH * w)
        art.setHeight(art.height() + grow)
        text.setTop(text.top() + grow)
    moons = [*links, *([kicker] if kicker is not None else [])]
    return CardLayout(
        card=c, width=w, inner=inner, moon=moon, links=tuple(links), kicker=kicker, cost=cost, name=name,
        keyword=keyword, art=art, text=text, strength=strength, health=health, starter=starter,
        pips=_pip_rects(c, w, card.health if card.is_minion else 0), name_px=name_px, name_lines=name_lines,
        name_width=name_width, keyword_px=keyword_px, text_px=text_px, text_fits=text_fits,
        paragraphs=paragraphs, picture=_band_picture(art, moons, w),
    )  # fmt: skip


def _band_picture(art: QRectF, moons: list[QRectF], w: float) -> QRectF:
    """The picture's square in the full face's art band: as tall as the band, centred in what the link and
    kicker moons leave free on its right."""
    pad = 0.02 * w
    left = max((m.right() for m in moons), default=art.left()) + pad
    side = max(0.0, min(art.height() - 2 * pad, art.right() - pad - left))
    x = left + (art.right() - pad - left - side) / 2
    return QRectF(x, art.center().y() - side / 2, side, side)


def _free_picture(text: QRectF, used: float, w: float, scale: float) -> QRectF | None:
    """The picture's square in the free bottom of a table face's text box, if the text leaves enough room."""
    gap = 0.03 * w
    room = text.height() - used - gap
    side = min(room, text.width() * 0.7, 0.5 * w)
    if side < max(_PICTURE_MIN * w, PICTURE_MIN_PX / max(scale, 1e-3)):
        return None
    top = text.top() + used + gap
    return QRectF(text.center().x() - side / 2, top + (room - side) / 2, side, side)



def _chain_link(card: CardDef, wanted: float, room: float) -> float:
    """A chained card's moons (in card widths): CHAIN_LINK_PX on screen (`wanted`), they carry the rule of what may
    follow, as far as its own moon, its links and its kicker moon fit in one row across the card (`room`)."""
    links, kicker = len(card.links), 1 if card.kicker_colour else 0
    gaps = 0.035 + 0.02 * links + (0.03 if links and kicker else 0.0)
    fit = (room - gaps) / (1 + links + kicker)  # the own moon as large as the links
    link = min(wanted, fit)
    if link < _TABLE_MOON:  # the own moon keeps its usual size: the links share what is left
        link = min(link, (room - gaps - _TABLE_MOON) / max(1, links + kicker))
    return max(_TABLE_LINK, link)


def _layout_table(
    rect: QRectF, card: CardDef, language: str, scale: float, *, glance: bool = False, coin: bool = True,
    k: float | None = None,
) -> CardLayout:
    """The hand's face: a strip with the moon, the link and kicker moons and the cost; the name under it on up
    to two lines; then the text box down to the strength and health. Fonts no smaller than TABLE_TEXT_PX and
    TABLE_NAME_PX screen pixels (`scale` screen px per unit)."""
    c = fitted_card_rect(rect)
    w = c.width()  # the unit: a card of the real aspect as tall as the rect
    if rect.height() > c.height() + 0.5 or rect.width() > c.width() + 0.5:
        # A band taller than the card (the hand) gives the text box the rest; a wide one (the chain) gives the
        # name and the text longer lines.
        c = QRectF(rect)
        w = min(c.width(), c.height() * CARD_ASPECT)
    # The player's text size (ui/window/text_size.py) raises the words' floors and ceilings alike, and the rules text is
    # set `k` times as large as at 100 %: the text box keeps its room, so a long text shows fewer words, cut with
    # "…" (the hover zoom has them all) rather than set smaller again.
    k = TextSize.factor if k is None else k
    text_floor = 0.0
    if k > 1:  # the same card as it lay at 100 % (a hand card was narrower and taller then: band_metrics)
        at_100 = hand_card_at_100(rect) if coin else rect
        text_floor = _layout_table(at_100, card, language, scale, glance=glance, coin=coin, k=1.0).text_px * k
    scale = max(scale, 1e-3) / k  # a floor of N screen px becomes N·k

    def box(x: float, y: float, bw: float, bh: float) -> QRectF:
        return QRectF(c.x() + x * w, c.y() + y * w, bw * w, bh * w)

    height_u, width_u = c.height() / w, c.width() / w
    top, right, bottom = BAND + _PAD, width_u - BAND - _PAD, height_u - BAND - _PAD
    number_px = max(0.085 * w * k, TABLE_NAME_PX / scale)  # digits: as large as a name's letters
    link = _TABLE_LINK if coin or glance else _chain_link(card, CHAIN_LINK_PX / scale / w, right - _COLUMN_X)
    strip = 0.0 if glance else max(_TABLE_MOON, link)
    d = max(_TABLE_MOON, number_px / COIN_DIGIT / w)
    moon = box(_COLUMN_X, top, strip, strip)
    cost = None if card.is_wound or glance or not coin else box(right - d, top + (strip - d) / 2, d, d)
    x, mid = _COLUMN_X + strip + 0.035, top + (strip - link) / 2
    links = []
    for _ in () if glance else card.links:
        links.append(box(x, mid, link, link))
        x += link + 0.02
    kicker = None
    if card.kicker_colour and not glance:
        kicker = box(x + (0.03 if card.links else 0.0), mid, link, link)

    name_top = top + (strip + 0.015 if strip else 0.0)
    name_max, text_max = ((_TABLE_NAME_MAX, _TABLE_TEXT_MAX) if coin else (_SMALL_NAME_MAX, _SMALL_TEXT_MAX))
    name_max, text_max = name_max * k, text_max * k
    largest = max(round(name_max * w), math.ceil(TABLE_NAME_PX / scale - 0.01))  # as fit_name tries
    fm = QFontMetricsF(card_font(largest, bold=True, narrow=True))
    name = box(_COLUMN_X, name_top, right - _COLUMN_X, 0.0)
    stats_h = max(0.13, number_px / min(STRENGTH_DIGIT, HEALTH_DIGIT) / w)
    # Two lines of name only where they clear the strength and health (a short chained card at a large text size).
    above_stats = (bottom - (stats_h + 0.02 if card.is_minion else 0.0) - name_top) * w
    name.setHeight(min(2 * fm.lineSpacing() + 1, max(above_stats, fm.height())))
    fit = functools.partial(fit_name, card.name(language), name, w, floor=TABLE_NAME_PX / scale,
                            max_ratio=name_max, narrow=True)  # fmt: skip
    name_px, name_lines, name_width, _whole = fit()
    two = fit(largest=True)
    if two[0] >= 1.25 * name_px:  # a long name squeezed onto one line: two lines read much larger
        name_px, name_lines, name_width, _whole = two
    name.setHeight(len(name_lines) * QFontMetricsF(card_font(name_px, bold=True, narrow=True)).lineSpacing())

    strength = health = starter = None
    text_bottom = bottom
    plate = min(0.42, max(0.2, number_px * 1.8 / w))  # a small card's plates widen for their digits
    if card.is_minion:
        strength = box(_COLUMN_X, bottom - stats_h, plate, stats_h)
        health = box(right - plate, bottom - stats_h, plate, stats_h)
        text_bottom = bottom - stats_h - 0.02
    if card.starter and plate < 0.3:
        starter = box(width_u / 2 - 0.045, bottom - stats_h / 2 - 0.045, 0.09, 0.09)
    text_top = (name.bottom() - c.y()) / w + 0.035
    text = box(_COLUMN_X + 0.015, text_top, right - _COLUMN_X - 0.03, text_bottom - text_top - 0.015)
    paragraphs = card_paragraphs(card, language)
    lasting = tuple(p for p in paragraphs if p.part == "in_play")
    if glance and lasting:  # a minion in play: what it does now, not what its chain part did
        paragraphs = lasting
    floor = max(TABLE_TEXT_PX / scale, text_floor)
    line = QFontMetricsF(card_font(math.ceil(floor - 0.01), narrow=True)).lineSpacing()
    if text.height() < 2 * line:  # no room for two lines (a small chained card): no text box, one line says nothing
        text.setHeight(0.0)
        paragraphs = ()
    text_px, text_fits = fit_text(paragraphs, text, w, floor=floor, max_ratio=text_max, narrow=True)
    picture = None
    if text_fits and text.height() > 0:
        picture = _free_picture(text, text_height(paragraphs, text_px, text, narrow=True), w, scale)
    return CardLayout(
        card=c, width=w, inner=box(BAND, BAND, width_u - 2 * BAND, height_u - 2 * BAND), moon=moon, links=tuple(links),
        kicker=kicker, cost=cost, name=name, keyword=box(_COLUMN_X, name_top, 0.0, 0.0), art=None, text=text,
        strength=strength, health=health, starter=starter, pips=_pip_rects(c, w, card.health if card.is_minion else 0),
        name_px=name_px, name_lines=name_lines, name_width=name_width, keyword_px=0, text_px=text_px,
        text_fits=text_fits, paragraphs=paragraphs, number_px=number_px, narrow=True, picture=picture,
    )  # fmt: skip
