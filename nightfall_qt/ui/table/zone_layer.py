"""One zone of the table (the hand, the chain, a player's minions, the archives, the picker) kept in step with
its model.

A `ZoneLayer` mirrors one KeyedListModel: on any row change it creates, removes and re-places CardItems keyed by
uid, so a card keeps its item (and its rotation) while it stays in the zone. Where the cards go comes from a
placement (`table_layout`); what depends on the whole table (dimming, the keyboard selection, the caption over a
card, retiring an item, the card being dragged) the layer asks of its scene.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF

from nightfall_qt.app.game.models import KeyedListModel
from nightfall_qt.ui.cards.card_item import CardItem

CAPTION_GAP = 10.0  # scene units between a minion's caption and the next one (the scene's CAPTION_GAP)

if TYPE_CHECKING:
    from nightfall_qt.ui.table.table_scene import TableScene

ARCHIVE_KEY_OFFSET = 1_000_000  # archive items are keyed apart from card uids


class ZoneLayer(QObject):
    """Keeps one CardItem per model row, placed by `place(row_index, count) -> (pos, rotation)`."""

    def __init__(
        self,
        scene: TableScene,
        model: KeyedListModel,
        width: float,
        place: Callable[[int, int], tuple[QPointF, float]],
        card_for: Callable[[dict[str, Any]], Any],
        key: Callable[[dict[str, Any]], int] = lambda r: int(r["uid"]),
        z: float = 0.0,
        combat: bool = False,
        item_type: type[CardItem] = CardItem,
        travels: bool = True,
        face: str = "full",
    ) -> None:
        super().__init__(scene)
        self.face = face  # the hand's cards show the table face (card_layout._layout_table)
        self.item_type = item_type  # the archives' ArchiveRow draws a row of the strip instead of a card
        self.combat = combat  # minions: show who attacks whom and who blocks
        # Its cards travel to and from other zones (ui/table/card_motion.py); the archives show choices. The picker's
        # cards travel too: a card picked from the discard pile flies into the hand (draft cards have no uid yet).
        self.travels = travels
        self.scene = scene
        self.model = model
        self.width = width
        self.place = place
        self.card_for = card_for
        self.key = key
        self.z = z
        self.items: dict[int, CardItem] = {}
        self._signals = (model.rowsInserted, model.rowsRemoved, model.dataChanged, model.modelReset)
        for sig in self._signals:
            sig.connect(self.sync)
        self.sync()

    def detach(self) -> None:
        """Stop following the model (the scene is rebuilding; this layer's items are going away)."""
        for sig in self._signals:
            sig.disconnect(self.sync)

    def _caption_room(self, item: CardItem, i: int, n: int, pos: QPointF) -> float | None:
        """How wide the caption over card `i` of this row may be: up to where the next card's caption starts (its
        place's x, not where it is while it slides), or for the last card up to the next seat's row on that line."""
        if i + 1 < n:
            return float(self.place(i + 1, n)[0].x() - pos.x()) - CAPTION_GAP
        rect = item.boundingRect()
        return self.scene.caption_room(self, pos.x() + rect.left(), pos.y() + rect.top())

    def sync(self, *args: object) -> None:
        rows = self.model.rows
        keys = [self.key(r) for r in rows]
        # A placement may narrow its cards when many share its room (a seat's minions: `MinionPlace.width_for`).
        width_for = getattr(self.place, "width_for", None)
        width = float(width_for(len(rows))) if width_for is not None else self.width
        height_for = getattr(self.place, "height_for", None)  # the hand's cards fill its band (HandPlace)
        height = float(height_for(len(rows))) if height_for is not None else None
        for k in list(self.items):
            if k not in keys:
                gone = self.items.pop(k)
                if self.travels:
                    self.scene.motion.leave(gone)  # another zone may take it, else it goes off the table
                else:
                    self.scene.retire(gone)
        for i, row in enumerate(rows):
            k = keys[i]
            item = self.items.get(k)
            card = self.card_for(row)
            pos, rot = self.place(i, len(rows))
            if item is None:
                item = self.scene.motion.adopt(k) if self.travels else None  # the same card, from another zone
                fresh = item is None
                if item is None:
                    item = self.item_type(k, card, card_width=width)
                    item.face = self.face
                    item.set_card_height(height)
                    item.hovered.connect(self.scene.cardHovered)
                    self.scene.addItem(item)
                self.items[k] = item
                if self.travels:
                    self.scene.motion.enter(item, pos, rot, self.z + i, (width, height, self.face), fresh)
                else:
                    item.setPos(pos)
                    item.setRotation(rot)
                    item.setZValue(self.z + i)
            else:
                if item.card_width != width:
                    item.set_card_width(width)
                self.scene.motion.set_height(item, height)
                if self.scene.dragging_item is not item:
                    self.scene.motion.settle(item, pos, self.z + i)
            item.row = row
            item.layer = self
            item.card = card
            legal = bool(row.get("legal"))
            item.dimmed = self.scene.dim_illegal(self) and not legal
            chosen = k in self.scene.choice_marks or (self.scene.selected == k and self is self.scene.hand_layer)
            item.highlight = "selected" if chosen else ("legal" if legal else None)
            item.kicker_active = bool(row.get("kicker_active"))
            item.set_reason(str(row.get("why_not") or ""))
            marks = self.scene.marks_over(self, row)
            if marks is not None and self.combat:
                self.scene.caption(item, marks, above=True, room=self._caption_room(item, i, len(rows), pos),
                                   short=self.scene.combat_verb(row))
            elif marks is not None:
                self.scene.caption(item, marks, above=True)
            elif self.travels and getattr(item, "caption", None) is not None:
                self.scene.caption(item, "")  # a card come from the chain or the minions keeps no old caption
            damage = int(row.get("damage") or 0)
            if damage != item.damage:
                item.set_damage(damage, animate=self.scene.animate)
            elif not self.combat and not row.get("resolved"):  # a minion turns by its damage, others by place
                item.setRotation(rot)  # the hand's fan and the chain's tilt follow the count of cards (issue 47)

