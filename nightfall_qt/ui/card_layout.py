"""Where everything on a card goes: the card's aspect, its geometry and `layout_card`, which computes every rect
and the fitted font sizes without painting.

All geometry is expressed in units of the card width, so a card reads the same from 60 px to 600 px.
`card_painter.paint_card` draws from a `CardLayout`; tests use `layout_card` alone to prove that the name never
overflows its box. The fitting of the words themselves lives in `card_lettering`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF

from nightfall_qt.app.i18n import current_language
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.ui.card_lettering import TextParagraph, card_paragraphs, fit_name, fit_text

CARD_ASPECT = 63 / 88  # width / height of a real card

# Geometry in units of the card width.
BAND = 0.05  # the dark frame band that carries the health pips
_PAD = 0.025
_MOON = 0.21
_COIN = 0.14
_LINK = 0.13
_ART_H = 0.2
_COLUMN_X = BAND + _PAD
_CONTENT_X = _COLUMN_X + _MOON + 0.025
_NAME_SHRUNK = 0.066  # a name fitted below this (in card widths) may take the keyword's line too


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
    art: QRectF
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

    def rects(self) -> dict[str, QRectF]:
        """The named single rects (handy for tests and hit testing)."""
        named = {
            "card": self.card, "inner": self.inner, "moon": self.moon, "kicker": self.kicker,
            "cost": self.cost, "name": self.name, "keyword": self.keyword, "art": self.art,
            "text": self.text, "strength": self.strength, "health": self.health, "starter": self.starter,
        }  # fmt: skip
        return {k: v for k, v in named.items() if v is not None}


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


def layout_card(rect: QRectF, card: CardDef, *, language: str | None = None) -> CardLayout:
    """Compute all rects and fitted font sizes for `card` drawn into `rect` (aspect kept, centred), with its
    name and text in `language` (default: the app's language)."""
    language = language or current_language()
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
    return CardLayout(
        card=c, width=w, inner=inner, moon=moon, links=tuple(links), kicker=kicker, cost=cost, name=name,
        keyword=keyword, art=art, text=text, strength=strength, health=health, starter=starter,
        pips=_pip_rects(c, w, card.health if card.is_minion else 0), name_px=name_px, name_lines=name_lines,
        name_width=name_width, keyword_px=keyword_px, text_px=text_px, text_fits=text_fits,
        paragraphs=paragraphs,
    )  # fmt: skip

