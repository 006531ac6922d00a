"""Hovering a line of the game log points at the cards it names: each of them on the table gets a glowing outline.

A log line keeps the uids and archive numbers of its event as the viewer's log got it (`LogModel.NamedRole`,
app/texts/log_text.py): a detail the viewer may not see was never there to keep. On the table, only face-up items are
outlined, so a face-down card (a secret archive) never says which one a line was about.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSimpleTextItem, QListView, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from nightfall_qt.app.game.models import LogModel
from nightfall_qt.ui import theme
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.table.table_scene import TableScene
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET

GLOW_W = 7.0  # scene units, outside the card's edge: the outline never covers the card's numbers


class Glow(QGraphicsObject):
    """An outline just outside its parent card (it turns with the card), under the card's caption and leaving every
    text it would cross bare: "attacks You" and the phase line stay whole and keep their contrast."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.setZValue(-0.5)  # under the caption (a sibling at z 0), over the card itself
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def bare_words(self) -> QPainterPath:
        """The texts the ring would cross (the card's caption, the phase line, a neighbour's caption), in this
        item's coordinates: the ring leaves them bare."""
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)  # overlapping texts stay bare
        scene = self.scene()
        if scene is None:
            return path
        for item in scene.items(self.sceneBoundingRect()):
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text().strip():
                path.addPolygon(self.mapFromScene(item.sceneBoundingRect().adjusted(-3, 0, 3, 0)))
        return path

    def _ring(self) -> QRectF:
        parent = self.parentItem()
        rect = parent.boundingRect() if parent is not None else QRectF()
        return rect.adjusted(-GLOW_W, -GLOW_W, GLOW_W, GLOW_W)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._ring().adjusted(-GLOW_W, -GLOW_W, GLOW_W, GLOW_W)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        bare = self.bare_words()
        if not bare.isEmpty():
            whole = QPainterPath()
            whole.addRect(self.boundingRect())
            p.setClipPath(whole.subtracted(bare))
        p.setBrush(Qt.BrushStyle.NoBrush)
        glow = theme.table().glow  # pale on the night felt, amber on the light one
        halo = QColor(glow)
        halo.setAlpha(90)
        p.setPen(QPen(halo, GLOW_W * 1.8))
        p.drawRoundedRect(self._ring(), 12, 12)
        p.setPen(QPen(glow, GLOW_W * 0.6))
        p.drawRoundedRect(self._ring(), 12, 12)


class LogHighlighter(QObject):
    """Watches the pointer over the log's rows and outlines the hovered line's cards on `scene`."""

    def __init__(self, view: QListView, scene: TableScene) -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self.glowing: dict[CardItem, Glow] = {}
        self._row = -1
        view.setMouseTracking(True)
        view.viewport().setMouseTracking(True)
        view.viewport().installEventFilter(self)
        model = view.model()
        model.modelReset.connect(self.clear)
        scene.controller.stateChanged.connect(self.refresh)  # cards move, come and go while the pointer rests

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            index = self.view.indexAt(event.position().toPoint())
            self.show_row(index.row() if index.isValid() else -1)
        elif event.type() == QEvent.Type.Leave:
            self.show_row(-1)
        return False

    def refresh(self) -> None:
        if self._row >= 0:
            row, self._row = self._row, -1
            self.show_row(row)

    def show_row(self, row: int) -> None:
        """Outline the cards log line `row` names (none for -1)."""
        if row == self._row:
            return
        self._row = row
        model = self.view.model()
        uids, archives = model.named(row) if isinstance(model, LogModel) else ((), ())
        wanted = [item for item in self._items(uids, archives) if item.face_up and item.isVisible()]
        for item in [i for i in self.glowing if i not in wanted or not isValid(i)]:
            self._unglow(item)
        for item in wanted:
            if item not in self.glowing:
                self.glowing[item] = Glow(item)

    def _items(self, uids: tuple[int, ...], archives: tuple[int, ...]) -> list[CardItem]:
        keys = set(uids) | {ARCHIVE_KEY_OFFSET + a for a in archives}
        return [item for layer in self.scene.layers for k, item in layer.items.items() if k in keys]

    def _unglow(self, item: CardItem) -> None:
        glow = self.glowing.pop(item)
        if not isValid(glow):  # went with its card (a rebuilt table)
            return
        if glow.scene() is not None:
            glow.scene().removeItem(glow)
        glow.deleteLater()

    def clear(self) -> None:
        self._row = -1
        for item in list(self.glowing):
            self._unglow(item)
