"""One card on the table: a QGraphicsObject drawn by paint_card, turned a quarter clockwise when damaged."""

from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from nightfall_qt.app.texts.i18n import current_language
from nightfall_qt.engine.carddefs import CardDef
from nightfall_qt.ui.cards.card_layout import CARD_ASPECT, FACES, CardLayout, layout_card
from nightfall_qt.ui.cards.card_lettering import card_text
from nightfall_qt.ui.cards.card_painter import HIGHLIGHT_KINDS, paint_card
from nightfall_qt.ui.cards.face_budget import face_budget
from nightfall_qt.ui.window.text_size import TextSize

DEFAULT_CARD_WIDTH = 120.0
# Faces drawn once are kept as pixmaps shared by every item showing the same card the same way (QPixmapCache's
# default 10 MB holds only a few dozen faces at high resolution).
FACE_CACHE_KB = 96 * 1024
QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), FACE_CACHE_KB))


class CardCaption(QGraphicsSimpleTextItem):
    """The small text that travels with a card (TableScene.caption): archive counts, who attacks whom."""

    # (what it was fitted for, the text that gave): fitting measures every word, so it is done once per change.
    fitted: tuple[Any, str] | None = None


class CardItem(QGraphicsObject):
    """Shows one physical card. `uid` is the caller's id for it (the engine's card number)."""

    hovered = Signal(object)
    unhovered = Signal(object)
    vanished = Signal(object)  # the destroyed animation finished

    # Multiplies every duration; 0 makes all animations instant (tests, "no animations" setting).
    animation_duration: float = 1.0

    def __init__(
        self,
        uid: int | str,
        card: CardDef,
        *,
        face_up: bool = True,
        card_width: float = DEFAULT_CARD_WIDTH,
        language: str | None = None,
        parent: QGraphicsObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._uid = uid
        # Set by the table: the model row the card shows and the zone layer showing it (ui/table/zone_layer.py), the
        # caption travelling with it (TableScene.caption).
        self.row: dict[str, Any] = {}
        self.layer: QObject | None = None
        self.caption: CardCaption | None = None
        self.leaving = False  # on its way out of its zone (ui/table/card_motion.py)
        self._card = card
        self._face_up = face_up
        self._dimmed = False
        self._highlight: str | None = None
        self._damage = 0
        self._kicker_active = False
        self._reason = ""
        self._language = language or current_language()  # of the card's name and text
        self._width = float(card_width)
        self._face_kind = "full"  # "table" in the hand: no art, words never below a readable size on screen
        self._tall: float | None = None  # a height other than the card's aspect (the hand's cards fill their band)
        self._rotation_anim: QPropertyAnimation | None = None
        self._destroy_anim: QParallelAnimationGroup | None = None
        self._shown: tuple[str, QPixmap] | None = None  # the look (all but the size) and face last painted
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)  # rotation keeps the caption upright
        # A card takes milliseconds to paint (moons, wrapped text); keep the pixels until update() says the
        # card changed, so repaints of the table (hover, animations elsewhere) cost a blit, not a redraw.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_origin()
        self._update_tooltip()

    # -- properties --------------------------------------------------------------------------------

    @property
    def uid(self) -> int | str:
        return self._uid

    @property
    def card(self) -> CardDef:
        return self._card

    @card.setter
    def card(self, card: CardDef) -> None:
        self._card = card
        self._update_tooltip()
        self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    @face_up.setter
    def face_up(self, value: bool) -> None:
        self._face_up = bool(value)
        self._update_tooltip()
        self.update()

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    @dimmed.setter
    def dimmed(self, value: bool) -> None:
        self._dimmed = bool(value)
        self._update_tooltip()
        self.update()

    @property
    def highlight(self) -> str | None:
        return self._highlight

    @highlight.setter
    def highlight(self, value: str | None) -> None:
        if value is not None and value not in HIGHLIGHT_KINDS:
            raise ValueError(f"highlight must be one of {HIGHLIGHT_KINDS} or None, not {value!r}")
        self._highlight = value
        self.update()

    @property
    def damage(self) -> int:
        return self._damage

    @damage.setter
    def damage(self, value: int) -> None:
        self.set_damage(value)

    @property
    def kicker_active(self) -> bool:
        return self._kicker_active

    @kicker_active.setter
    def kicker_active(self, value: bool) -> None:
        self._kicker_active = bool(value)
        self.update()

    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, value: str) -> None:
        self._language = value
        self._update_tooltip()
        self.update()

    @property
    def face(self) -> str:
        return self._face_kind

    @face.setter
    def face(self, value: str) -> None:
        if value not in FACES:
            raise ValueError(f"face must be one of {FACES}, not {value!r}")
        self._face_kind = value
        self.update()

    def layout(self, scale: float) -> CardLayout:
        """The face's layout as painted when one unit of this item is `scale` screen pixels."""
        return layout_card(self.boundingRect(), self._card, language=self._language, face=self._face_kind,
                           scale=scale)  # fmt: skip

    @property
    def card_width(self) -> float:
        return self._width

    def set_card_width(self, px: float) -> None:
        self.prepareGeometryChange()
        self._width = float(px)
        self._update_origin()
        self.update()

    def set_card_height(self, px: float | None) -> None:
        """Make the card `px` tall whatever its width (None: the card's own aspect). Only the table face fills a
        taller rect (`layout_card`); the hand uses it to give a narrow card's text the band's whole height."""
        if px == self._tall:
            return
        self.prepareGeometryChange()
        self._tall = None if px is None else float(px)
        self._update_origin()
        self.update()

    def set_reason(self, reason: str) -> None:
        """Why this card cannot be used now; shown as the tooltip while the card is dimmed."""
        self._reason = reason
        self._update_tooltip()

    # -- animations --------------------------------------------------------------------------------

    def _duration(self, ms: int) -> int:
        return max(0, round(ms * self.animation_duration))

    def set_damage(self, damage: int, animate: bool = True, duration_ms: int = 250) -> None:
        """Mark `damage` and turn the card a quarter clockwise (Qt's positive rotation) if it has any.

        The rulebook turns a card 90° per damage point (DE L337, FR L317) so the top edge's pips show its health;
        on screen a half turn would put its text upside down, so it turns at most a quarter and the health shield
        says how much is left ("1/3", card_painter._paint_stats)."""
        self._damage = max(0, int(damage))
        target = 90.0 * min(1, self._damage)
        if self._rotation_anim is not None:
            self._rotation_anim.stop()  # stop() does not emit finished: restore the resting cache here
            self._rotation_anim = None
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        duration = self._duration(duration_ms) if animate else 0
        if duration <= 0 or self.rotation() == target:
            self.setRotation(target)
        else:
            anim = QPropertyAnimation(self, b"rotation", self)
            anim.setDuration(duration)
            anim.setStartValue(self.rotation())
            anim.setEndValue(target)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            # While turning, rotate the cached picture instead of repainting the card every frame (a repaint
            # per frame starves the GUI thread while a bot searches); at rest the crisp device cache returns.
            self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)
            anim.finished.connect(lambda: self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache))
            self._rotation_anim = anim
            anim.start()
        self.update()

    def is_animating(self) -> bool:
        running = QAbstractAnimation.State.Running
        return any(a is not None and a.state() == running for a in (self._rotation_anim, self._destroy_anim))

    def destroyed_animation(self, duration_ms: int = 350) -> QParallelAnimationGroup | None:
        """Fade the card out while it drifts down; emits `vanished(uid)` at the end. None if instant."""
        duration = self._duration(duration_ms)
        if duration <= 0:
            self.setOpacity(0.0)
            self.vanished.emit(self._uid)
            return None
        group = QParallelAnimationGroup(self)
        fade = QPropertyAnimation(self, b"opacity", group)
        fade.setDuration(duration)
        fade.setStartValue(self.opacity())
        fade.setEndValue(0.0)
        move = QPropertyAnimation(self, b"pos", group)
        move.setDuration(duration)
        move.setStartValue(self.pos())
        move.setEndValue(self.pos() + QPointF(0.0, self._width * 0.3))
        move.setEasingCurve(QEasingCurve.Type.InQuad)
        group.addAnimation(fade)
        group.addAnimation(move)
        group.finished.connect(lambda: self.vanished.emit(self._uid))
        self._destroy_anim = group
        group.start()
        return group

    # -- QGraphicsItem -----------------------------------------------------------------------------

    def _height(self) -> float:
        return self._tall if self._tall is not None else self._width / CARD_ASPECT

    def _update_origin(self) -> None:
        self.setTransformOriginPoint(QPointF(self._width / 2, self._height() / 2))

    def _update_tooltip(self) -> None:
        if not self._face_up:
            self.setToolTip("")
            return
        name = self._card.name(self._language)
        if self._dimmed and self._reason:
            self.setToolTip(f"{name}\n{self._reason}")
        else:
            self.setToolTip(f"{name}\n{card_text(self._card, self._language)[1]}")

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(0.0, 0.0, self._width, self._height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        face, stale = self._face(painter)
        rect = self.boundingRect()
        if stale:  # the last face at its own proportions, centred (no stretched text) until the crisp one comes
            ratio = face.devicePixelRatio()
            w, h = face.width() / ratio, face.height() / ratio
            k = min(rect.width() / w, rect.height() / h)
            rect = QRectF(rect.center().x() - w * k / 2, rect.center().y() - h * k / 2, w * k, h * k)
        painter.drawPixmap(rect, face, QRectF())

    def _face(self, painter: QPainter) -> tuple[QPixmap, bool]:
        """This card's look at the painter's resolution, painted once and shared through QPixmapCache: a new
        item for a card already on the table (a claim, a draw) costs a blit, not a repaint of its text. When only
        its size changed and the frame has painted enough faces, the last face, marked stale (face_budget.py)."""
        t = painter.worldTransform()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        scale = math.hypot(t.m11(), t.m12())  # screen (logical) px per unit: the table face's fonts follow it
        px_per_unit = max(0.05, round(scale * ratio, 3))
        look = (
            f"nightfall-card|{self._card.id}|{self._language}|{self._face_up}|{self._dimmed}|{self._highlight}|"
            f"{self._damage}|{self._kicker_active}|{self._face_kind}|{TextSize.factor}"
        )
        key = f"{look}|{self._width:.2f}|{self._height():.2f}|{px_per_unit}|{scale:.3f}"
        face = QPixmap()
        if not QPixmapCache.find(key, face):
            budget = face_budget()
            if self._shown is not None and self._shown[0] == look and not budget.allows():
                budget.defer(self)  # a later frame repaints it crisp
                return self._shown[1], True
            start = time.perf_counter()
            face = self._paint_face(key, scale, px_per_unit)
            budget.charge(time.perf_counter() - start)
        self._shown = (look, face)
        return face, False

    def _paint_face(self, key: str, scale: float, px_per_unit: float) -> QPixmap:
        rect = self.boundingRect()
        face = QPixmap(math.ceil(rect.width() * px_per_unit), math.ceil(rect.height() * px_per_unit))
        face.setDevicePixelRatio(px_per_unit)  # the painter below works in item units
        face.fill(Qt.GlobalColor.transparent)
        p = QPainter(face)
        try:
            paint_card(
                p,
                rect,
                self._card,
                language=self._language,
                face_up=self._face_up,
                face=self._face_kind,
                scale=scale,
                dimmed=self._dimmed,
                highlight=self._highlight,
                damage=self._damage,
                kicker_active=self._kicker_active,
            )
        finally:
            p.end()
        QPixmapCache.insert(key, face)
        return face

    def place_caption(self, above: bool = True) -> None:
        """Keep the caption (a child text, see TableScene.caption) upright and just above (or below) the card as
        it lies now: a turned, damaged minion must not turn its caption into its neighbour's."""
        caption = getattr(self, "caption", None)
        if caption is None:
            return
        caption.setRotation(-self.rotation())
        shown = self.mapRectToScene(self.boundingRect())  # the turned card's upright bounds
        h = caption.boundingRect().height()
        where = QPointF(shown.left(), shown.top() - h - 2 if above else shown.bottom() + 2)
        caption.setPos(self.mapFromScene(where))
        self._caption_above = above

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:  # noqa: N802
        if change == QGraphicsItem.GraphicsItemChange.ItemRotationHasChanged:
            self.place_caption(getattr(self, "_caption_above", True))
        return super().itemChange(change, value)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt override)
        self.hovered.emit(self._uid)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt override)
        self.unhovered.emit(self._uid)
        super().hoverLeaveEvent(event)
