"""The hover zoom: resting the pointer on a face-up card shows it large and readable next to the pointer, as
digital card games do (the table's cards are too small to read at 1280×720).

`HoverZoom` is an overlay widget on the view's viewport. It watches the scene's mouse moves through an event
filter (so it does not depend on how the scene's gestures handle them), finds the card under the pointer and
paints that card at a size whose rules text is at least `MIN_TEXT_PX` screen pixels. It never covers the card
it shows, hides while a button is held (a drag: the dragged card and the drop target stay in sight), and is
transparent for the mouse, so it never steals a hover or a click.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QGraphicsView, QToolTip, QWidget

from nightfall_qt.ui import theme
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.cards.card_layout import CARD_ASPECT, layout_card
from nightfall_qt.ui.cards.card_painter import paint_card
from nightfall_qt.ui.window.text_size import TextSize

# The smallest rules-text ratio of any card (text px / card width) is ~0.044 (German, long texts): a 330 px card
# keeps every card's rules text at ≥ 14 px.
ZOOM_WIDTH = 330
ZOOM_SHARE = 0.42  # on a tall viewport the zoom is this share of its height wide
MIN_ZOOM_WIDTH = 200  # on a tiny viewport the zoom shrinks to fit rather than being cut
GAP = 12  # between the hovered card and the zoom
REASON_PX = 15


class HoverZoom(QWidget):
    """A large copy of the hovered card, drawn over the table's viewport."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.item: CardItem | None = None
        self.anchor: QGraphicsItem | None = None  # what the zoom sits beside: the card, or the plate of a pile's top
        self.zoom = 1.0  # View → Zoom multiplies the zoom's size too
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setObjectName("hoverZoom")
        self.hide()
        scene = view.scene()
        if scene is not None:
            scene.installEventFilter(self)
        view.viewport().installEventFilter(self)  # the pointer leaving the table

    # ------------------------------------------------------------------ following the pointer
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind == QEvent.Type.GraphicsSceneMouseMove and isinstance(event, QGraphicsSceneMouseEvent):
            if event.buttons() != Qt.MouseButton.NoButton:
                self.hide_zoom()  # dragging: keep the dragged card and the drop target in sight
            else:
                self.follow(event.scenePos())
        elif kind in (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.Leave, QEvent.Type.GraphicsSceneLeave):
            self.hide_zoom()  # a press starts a gesture; a leave means the pointer left the table
        elif kind == QEvent.Type.ToolTip and self.isVisible():
            return True  # no tooltip under the zoom: the zoom shows the card and why it cannot be used
        return False

    def follow(self, scene_pos: QPointF) -> None:
        """Show the face-up card under `scene_pos`, or hide when there is none."""
        scene = self.view.scene()
        item: CardItem | None = None
        anchor: QGraphicsItem | None = None
        for candidate in scene.items(scene_pos) if scene is not None else []:
            if isinstance(candidate, CardItem):
                item = anchor = candidate
                break
            card = getattr(candidate, "discard_card", None)  # a name plate: its discard pile's face-up top card
            if isinstance(card, CardItem):
                item, anchor = card, candidate
                break
        if item is None or not item.face_up:
            self.hide_zoom()
            return
        if item is not self.item or not self.isVisible():
            self.item, self.anchor = item, anchor
            self.place()
            self.show()
            self.raise_()
            QToolTip.hideText()  # a tooltip shown a moment before would sit under the zoom
        self.update()

    def refresh(self, *args: object) -> None:
        """The table changed under a resting pointer: hide if the card left the table, else repaint it."""
        if self.item is None:
            return
        try:
            anchor = self.anchor if self.anchor is not None else self.item
            gone = anchor.scene() is not self.view.scene() or (anchor is not self.item and getattr(
                anchor, "discard_card", None) is not self.item)
        except RuntimeError:  # the item was deleted
            gone = True
        if gone:
            self.hide_zoom()
        else:
            self.place()
            self.update()

    def hide_zoom(self) -> None:
        self.item = self.anchor = None
        self.hide()

    # ------------------------------------------------------------------ geometry
    def card_width(self) -> int:
        """The zoom's card width: `ZOOM_WIDTH`, more on a tall viewport, times the View zoom, and never taller than
        the viewport."""
        vp = self.view.viewport().rect()
        fits = (vp.height() - 2 * GAP - self._reason_height()) * CARD_ASPECT
        # a bigger window, a bigger zoom; the View zoom and the player's text size (ui/window/text_size.py) enlarge it
        wanted = max(ZOOM_WIDTH, vp.height() * ZOOM_SHARE) * self.zoom * TextSize.factor
        return max(MIN_ZOOM_WIDTH, round(min(wanted, fits)))

    def _reason_height(self) -> int:
        return REASON_PX * 4 if self.item is not None and self.item.dimmed and self._reason() else 0

    def _reason(self) -> str:
        row = getattr(self.item, "row", None)
        return str(row.get("why_not") or "") if isinstance(row, dict) else ""

    def place(self) -> None:
        """Beside the hovered card (right of it, else left, else above/below), inside the viewport."""
        if self.item is None:
            return
        w = self.card_width()
        h = round(w / CARD_ASPECT) + self._reason_height()
        vp = self.view.viewport().rect()
        anchor = self.anchor if self.anchor is not None else self.item
        card = self.view.mapFromScene(anchor.sceneBoundingRect()).boundingRect()
        y = min(max(GAP, card.center().y() - h // 2), vp.height() - h - GAP)
        right, left = card.right() + GAP, card.left() - GAP - w
        if right + w <= vp.width() - GAP:
            x = right
        elif left >= GAP:
            x = left
        else:  # no room at either side: above or below the card, whichever has more room
            x = min(max(GAP, card.center().x() - w // 2), vp.width() - w - GAP)
            y = GAP if card.top() - GAP >= vp.height() - card.bottom() - GAP else vp.height() - h - GAP
        self.setGeometry(QRect(QPoint(round(x), round(max(0, y))), QSize(w, h)))

    def text_px(self) -> int:
        """The rules text's pixel size on screen (for tests and the layout report)."""
        if self.item is None:
            return 0
        w = self.card_width()
        return layout_card(QRectF(0, 0, w, w / CARD_ASPECT), self.item.card, language=self.item.language).text_px

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        item = self.item
        if item is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.card_width()
        rect = QRectF(0, 0, w, w / CARD_ASPECT)
        paint_card(painter, rect, item.card, language=item.language, damage=item.damage,
                   kicker_active=item.kicker_active)
        reason = self._reason() if item.dimmed else ""
        if reason:
            box = QRectF(0, rect.bottom() + 4, w, self._reason_height() - 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.table().reason)
            painter.drawRoundedRect(box, 6, 6)
            font = QFont()
            font.setPixelSize(REASON_PX)
            painter.setFont(font)
            painter.setPen(theme.table().accent)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(box.adjusted(8, 2, -8, -2), int(flags), reason)
        painter.end()
