"""How the pointer and the keys move cards on the table: press, drag past a threshold, drop or click; a
right-click inspects a card; the arrow keys step the selection through the hand.

`TableGestures` holds only these mechanics and never changes the game. What a drop or a click means (the option
it stands for) and what the table says about it are the scene's (`TableScene.drop_choice`, `drop_hint`,
`refusal`, `click`), next to its other texts, so the "TableScene" messages stay in one module. Dragging happens
inside the scene (press/move/release), which is testable headless with QTest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from nightfall_qt.ui.cards.card_item import CardItem

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from nightfall_qt.app.game.game_view import GameSession
    from nightfall_qt.app.game.models import TableModels
    from nightfall_qt.engine import Choice
    from nightfall_qt.ui.table.zone_layer import ZoneLayer

DRAG_THRESHOLD = 6.0


class TableGestures(QGraphicsScene):
    """The table scene's pointer and keyboard mechanics; `TableScene` sets up the state below and supplies the
    meaning of a gesture."""

    controller: GameSession
    models: TableModels
    hand_layer: ZoneLayer | None
    dragging_item: CardItem | None
    selected: int | None  # keyboard selection in the hand (uid)
    _press: QPointF | None
    _origin: QPointF
    _hint: QGraphicsSimpleTextItem

    if TYPE_CHECKING:  # TableScene's signals and the meaning of a gesture

        @property
        def message(self) -> SignalInstance: ...
        @property
        def cardHovered(self) -> SignalInstance: ...  # noqa: N802 (a Qt signal)
        @property
        def cardInspected(self) -> SignalInstance: ...  # noqa: N802 (a Qt signal)
        def minion_layers(self) -> list[ZoneLayer]: ...
        def drop_choice(self, item: CardItem, pos: QPointF) -> Choice | None: ...
        def drop_hint(self, item: CardItem, pos: QPointF) -> str: ...
        def refusal(self, item: CardItem, pos: QPointF) -> str: ...
        def click(self, pos: QPointF) -> None: ...

    def catch_up(self) -> bool:
        """A gesture while the table still shows an earlier phase than the game is in (the presenter is pacing the
        events that lead there, and the viewer's decision is not offered yet, app/game/paced_view.py): show the rest at
        once instead of reading the gesture against a past picture — the card under the pointer may be an attacker
        whose attack has already struck. True if the table was behind."""
        if not self.models.paced.behind:
            return False
        self.controller.presenter.flush()
        return True

    def item_at(self, pos: QPointF, exclude: CardItem | None = None) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item is not self.dragging_item and item is not exclude \
                    and not getattr(item, "leaving", False) and item.opacity() > 0:
                # (a card on its way off the table, or not yet out of the deck, is no target)
                return item
        return None

    def lift(self, item: CardItem) -> None:
        """The pointer picks `item` up: whatever moved it (a flight to its place) lets go of it."""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.RightButton:
            item = self.item_at(event.scenePos())
            if item is not None and item.face_up:
                self.cardInspected.emit(item.card)
            event.accept()
            return None
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        if self.catch_up():  # the press only brings the table to the present: the prompt is not asked yet
            self._press = None
            event.accept()
            return None
        self._press = event.scenePos()
        item = self.item_at(event.scenePos())
        movable = item is not None and getattr(item, "layer", None) in (self.hand_layer, *self.minion_layers())
        if item is not None and movable and (self.controller.options_for_uid(int(item.uid)) or self._draggable(item)):
            self.dragging_item = item
            self.lift(item)
            self._origin = item.pos()
            item.setZValue(1000)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        """A quick second click arrives as a double click: it is a press like any other (the second click that plays
        a selected hand card, ui/table/table_scene.py `click_plays`), not lost."""
        self.mousePressEvent(event)

    def _draggable(self, item: CardItem) -> bool:
        """Hand cards can always be picked up while the viewer decides: an illegal drop snaps back and
        says why, which teaches more than a card that will not move."""
        if getattr(item, "layer", None) is self.hand_layer and self.models.paced.decision() is not None:
            return True
        return bool(getattr(item, "row", {}).get("legal"))

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        item = self.dragging_item
        if item is None or self._press is None:
            # Not dragging: Qt turns the move into hover events (hover enter/leave on the cards, the side preview,
            # tooltips); swallowing it left the pointer's hover unnoticed.
            super().mouseMoveEvent(event)
            return
        delta = event.scenePos() - self._press
        if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
            return
        item.setPos(self._origin + delta)
        self._hint.setText(self.drop_hint(item, event.scenePos()))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return super().mouseReleaseEvent(event)
        pos = event.scenePos()
        moved = (pos - self._press).manhattanLength() >= DRAG_THRESHOLD
        item, self.dragging_item = self.dragging_item, None
        self._press = None
        self._hint.setText("")
        if item is not None and moved:
            choice = self.drop_choice(item, pos)
            accepted = choice is not None and self.controller.submit(self.controller.viewer_seat, choice)
            if not accepted:
                item.setPos(self._origin)
                item.setZValue(getattr(item.layer, "z", 0))
                self.message.emit(self.refusal(item, pos))
            return
        if item is not None:
            item.setZValue(getattr(item.layer, "z", 0))
        self.click(pos)

    def select_step(self, step: int) -> None:
        """Arrow keys: move the selection through the hand."""
        keys = [int(k) for k in self.models.hand.keys()]  # noqa: SIM118 (a model, not a dict)
        if not keys or self.hand_layer is None:
            return
        if self.selected in keys:
            self.selected = keys[(keys.index(self.selected) + step) % len(keys)]
        else:
            self.selected = keys[0] if step > 0 else keys[-1]
        self.hand_layer.sync()
        item = self.hand_layer.items.get(self.selected)
        if item is not None:
            self.cardHovered.emit(self.selected)
            why = str(getattr(item, "row", {}).get("why_not") or "")
            if why:
                self.message.emit(why)
