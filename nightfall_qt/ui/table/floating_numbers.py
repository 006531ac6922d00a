"""Damage as the eye follows it: a "−3" that rises and fades over the minion or name plate that took it, and the
wound chip of a name plate that counts up, wound by wound, with a flash.

Driven by the presenter (app/game/presenter.py), which hands out a step's events one at a time at the pace of the
animation-speed setting: `damage_dealt` (to a minion or a player) and `damage_absorbed` float a number,
`wound_taken` advances the plate's chip. The engine's state (and so the models' wound count) is already at the
end of the step when its events start to be shown, so the plate holds back the wounds not shown yet
(`Badge.wounds_behind`) and lets them in one by one; when the presenter is idle, none are held back: the chip
always ends at the engine's count. With animations off (the presenter instant) nothing floats and nothing is
held back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from nightfall_qt.engine.events import EventKind
from nightfall_qt.ui import theme
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.table.name_plate_wounds import chip_width

if TYPE_CHECKING:
    from nightfall_qt.ui.table.name_plate import Badge
    from nightfall_qt.ui.table.table_scene import TableScene

NUMBER_PX = 44  # scene units: ~27 px at a 1280×720 window
NUMBER_Z = 1500  # above every card and plate while it floats
RISE = 70.0  # scene units a minion's number climbs while it fades
PLATE_DRIFT = 8.0  # scene units a player's number sinks over its plate (it stays on the plate the whole way)
PLATE_GAP = 6.0  # scene units between a plate's numbers, and between the last one and the wound chip
FLOAT_MS, FLASH_MS = 1400, 700  # at speed "Normal"; the speed setting multiplies them
HOLD = 0.65  # the part of FLOAT_MS the number stays opaque: ~900 ms to read it at speed "Normal"


def minus(amount: int) -> str:
    """"−3" with a real minus sign (a number, not a word: nothing to translate)."""
    return f"\u2212{amount}"


class FloatingNumber(QGraphicsObject):
    """A number drawn with a dark outline on a dark pill so that it reads over anything; centred on its position."""

    def __init__(self, text: str, role: str) -> None:
        super().__init__()
        self.text = text
        self.role = role  # "damage" or "absorbed": its colour in the theme (ui/theme.py TableColours)
        self.origin = QPointF()  # the centre of the card or plate it floats over
        self.rise: QPropertyAnimation | None = None  # its movement and fading (tests follow their steps)
        self.fade: QPropertyAnimation | None = None
        font = QFont()
        font.setPixelSize(NUMBER_PX)
        font.setBold(True)
        self._path = QPainterPath()
        fm = QFontMetricsF(font)
        self._path.addText(-fm.horizontalAdvance(text) / 2, fm.ascent() / 2 - fm.descent() / 2, font, text)
        self.setZValue(NUMBER_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Outlined text is slow to draw (a stroked path): paint it once, then rising and fading move the pixels
        # (the item's own coordinates: a device cache is redrawn at every fractional step of the rise).
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    @property
    def colour(self) -> QColor:
        return QColor(getattr(theme.table(), self.role))

    def _pill(self) -> QRectF:
        return self._path.boundingRect().adjusted(-12, -7, 12, 7)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._pill().adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pill = self._pill()
        colours = theme.table()  # the pill contrasts with a red chip, a card or the felt alike
        p.setBrush(QBrush(colours.number_pill))
        p.setPen(QPen(self.colour, 2.5))
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colours.number_outline, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(self._path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(self.colour))
        p.drawPath(self._path)


class FloatingNumbers(QObject):
    """Floats the damage numbers and counts the plates' wounds up, from the presented events."""

    def __init__(self, scene: TableScene, places: Any) -> None:
        """`places.place_of(uid)` (ui/table/combat_overlay.py) tells where a minion is, or was if it left the table."""
        super().__init__(scene)
        self.scene = scene
        self.controller = ctl = scene.controller
        self.places = places
        self.numbers: list[FloatingNumber] = []  # floating now (tests look at them)
        self.behind: dict[int, int] = {}  # seat -> wounds taken in the engine, not shown yet
        ctl.presenter.present.connect(self.on_present)
        ctl.presenter.becameIdle.connect(self.catch_up)
        ctl.eventsApplied.connect(self.hold_back)
        ctl.gameStarted.connect(self.catch_up)

    def speed(self) -> float:
        """The animation-speed factor (CardItem.animation_duration); 0 with animations off."""
        return 0.0 if self.controller.presenter.instant or not self.scene.animate else CardItem.animation_duration

    # ------------------------------------------------------------------ wounds on the plates
    def hold_back(self, events: list[dict[str, Any]]) -> None:
        """A step's wounds wait on the plates until their events are shown (sent before the models follow)."""
        if self.speed() <= 0:
            return
        for e in events:
            if e.get("type") == EventKind.WOUND_TAKEN and isinstance(e.get("seat"), int):
                self.behind[e["seat"]] = self.behind.get(e["seat"], 0) + 1
        self._apply_behind()

    def catch_up(self) -> None:
        """Nothing left to show: every plate says the engine's count."""
        if self.behind:
            self.behind = {}
            self._apply_behind()

    def _apply_behind(self) -> None:
        for badge in self.scene.badges:
            self._set_behind(badge, self.behind.get(badge.seat, 0))

    @staticmethod
    def _set_behind(badge: Badge, behind: int) -> None:
        if badge.wounds_behind != behind:
            badge.wounds_behind = behind
            badge.set_info(badge.row, badge.legal)  # the chip's text: the engine's count less `behind`

    @staticmethod
    def _set_flash(badge: Badge, value: object) -> None:
        badge.flash = float(value)  # type: ignore[arg-type]
        badge.update()

    def _wound_shown(self, seat: int) -> None:
        if self.behind.get(seat, 0) > 0:
            self.behind[seat] -= 1
        badge = self._badge(seat)
        if badge is None:
            return
        self._set_behind(badge, self.behind.get(seat, 0))
        flash = QVariantAnimation(badge)
        flash.setDuration(max(1, round(FLASH_MS * self.speed())))
        flash.setStartValue(1.0)
        flash.setEndValue(0.0)
        flash.valueChanged.connect(lambda value, b=badge: self._set_flash(b, value))
        flash.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _badge(self, seat: int) -> Badge | None:
        return next((b for b in self.scene.badges if b.seat == seat), None)

    # ------------------------------------------------------------------ floating numbers
    def on_present(self, event: dict[str, Any]) -> None:
        if self.speed() <= 0:
            return
        kind = event.get("type")
        if kind == EventKind.WOUND_TAKEN and isinstance(event.get("seat"), int):
            self._wound_shown(event["seat"])
            return
        amount = event.get("amount")
        if kind not in (EventKind.DAMAGE_DEALT, EventKind.DAMAGE_ABSORBED):
            return
        if not isinstance(amount, int) or amount <= 0:
            return
        colour = "damage" if kind == EventKind.DAMAGE_DEALT else "absorbed"
        if event.get("to") == "player" and isinstance(event.get("seat"), int):
            badge = self._badge(event["seat"])
            if badge is not None:
                chip = chip_width(badge.wounds, badge.k)
                self.float_over_plate(badge.sceneBoundingRect(), chip, minus(amount), colour)
        elif isinstance(event.get("uid"), int):
            rect = self._minion_rect(event["uid"])
            if rect is not None:
                self.float_over(rect, minus(amount), colour)

    def _minion_rect(self, uid: int) -> QRectF | None:
        rect: QRectF | None = self.places.place_of(uid)
        return rect

    def float_over(self, rect: QRectF, text: str, colour: str) -> FloatingNumber:
        """A number rising from the middle of `rect` (a minion) and fading; it removes itself at the end."""
        # A second number on the same card while the first still floats starts under it.
        start = rect.center() + QPointF(0, 40 * sum(1 for n in self.numbers if n.origin == rect.center()))
        return self._float(rect.center(), start, -RISE, text, colour)

    def float_over_plate(self, plate: QRectF, chip_w: float, text: str, colour: str) -> FloatingNumber:
        """A player's number: over the plate that took it, left of its wound chip, sinking a little but never off
        the plate. Under the plate it floated over the hand (the viewer's plate is just above it) and a second number
        sank into the first; now each further number of the same plate, while the last still floats, sits to the
        left of it."""
        probe = FloatingNumber(text, colour).boundingRect()
        floating = [n for n in self.numbers if n.origin == plate.center()]
        right = min((n.pos().x() - n.boundingRect().width() / 2 for n in floating),
                    default=plate.right() - chip_w - 6 - PLATE_GAP)
        x = max(right - PLATE_GAP - probe.width() / 2, plate.left() + probe.width() / 2)
        start = QPointF(x, plate.center().y() - PLATE_DRIFT / 2)
        return self._float(plate.center(), start, PLATE_DRIFT, text, colour)

    def _float(self, origin: QPointF, start: QPointF, dy: float, text: str, colour: str) -> FloatingNumber:
        number = FloatingNumber(text, colour)
        number.origin = origin
        number.setPos(start)
        self.scene.addItem(number)
        self.numbers.append(number)
        duration = max(1, round(FLOAT_MS * self.speed()))
        group = QParallelAnimationGroup(number)
        rise = number.rise = QPropertyAnimation(number, b"pos", group)
        rise.setDuration(duration)
        rise.setStartValue(start)
        rise.setEndValue(start + QPointF(0, dy))
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = number.fade = QPropertyAnimation(number, b"opacity", group)
        fade.setDuration(duration)
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(HOLD, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        group.addAnimation(rise)
        group.addAnimation(fade)
        group.finished.connect(lambda: self._done(number))
        group.start()
        return number

    def _done(self, number: FloatingNumber) -> None:
        if number in self.numbers:
            self.numbers.remove(number)
        if number.scene() is not None:
            number.scene().removeItem(number)
        number.deleteLater()

    def clear(self) -> None:
        """The scene is rebuilt: no number of the old table floats on."""
        for number in list(self.numbers):
            self._done(number)
        self.behind = {}
